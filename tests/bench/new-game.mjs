// "New game" → the game's players' screen, as a phone's Chromium does it: the home page makes
// each game's page ahead (speculation rules, `src/ui/prerender.rs`) and goes there once it says
// it is made; the game starts in the home page's place otherwise (`src/ui/mod.rs`,
// `start_here`). Chromium prerenders only
// when no DevTools session is attached to the page without its tab, so this benchmark drives
// Chromium as a tab's client (`tests/browser/lib/cdp.mjs`) instead of through Playwright.
// Per fresh profile, at 390×844 DPR 3 from a brotli server: first visit to the home page, both
// games kept by the service worker, the home page reloaded and left idle 2 s, then "New game"
// and the game; the time from the game's tap to its players' screen (measured here, by
// polling the page the tab shows), and whether that page was prerendered. RUNS fresh profiles
// per game and CPU rate, medians. Prints numbers, never fails on them.
// Run after a build: node tests/bench/new-game.mjs (GRIMOIRE_DIST=... for another build;
// PRERENDER=0 for the start in the home page's place).
import { DIST, requireDist } from "../browser/lib/harness.mjs";
import { launchTab } from "../browser/lib/cdp.mjs";
import { brotliServer, compressAll } from "./lib/server.mjs";

const RUNS = Number(process.env.RUNS || 5);
const IDLE = Number(process.env.IDLE || 2000);
// PRERENDER=0: Chromium with prerendering turned off, as a browser without speculation rules
// (Safari, Firefox): the game then starts in the home page's place.
const PRERENDER = process.env.PRERENDER !== "0";
const GAMES = [
  { name: "Blood on the Clocktower", button: "new-game-botc", shown: '[data-testid="new-player-name"]' },
  { name: "Quinte-bourg", button: "new-game-quintebourg", shown: '[data-testid="qb-setup"]' },
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
}

async function run(rate, game) {
  const server = await brotliServer(DIST);
  const tab = await launchTab({
    args: PRERENDER ? [] : ["--disable-features=Prerender2"],
    setup: async (session, conn) => {
      await conn.send("Emulation.setCPUThrottlingRate", { rate }, session);
      await conn.send("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 3, mobile: true }, session);
      await conn.send("Emulation.setTouchEmulationEnabled", { enabled: true }, session);
    },
  });
  try {
    await tab.goto(server.url);
    await tab.until(`document.querySelector('[data-testid="new-game"]')`);
    await tab.evaluate("navigator.serviceWorker.ready.then(() => true)");
    // Both games kept by the worker (the home page fetches them in the background).
    await tab.until(`document.querySelectorAll('[data-testid="offline-ready"]').length === 2`, 120000);
    await tab.goto(server.url);
    await tab.until(`document.querySelector('[data-testid="new-game"]')`);
    await sleep(IDLE);
    await tab.evaluate(`document.querySelector('[data-testid="new-game"]').click()`);
    await tab.until(`document.querySelector('[data-testid="${game.button}"]')`);
    // DEBUG=1: what each page being prerendered has done by the tap.
    if (process.env.DEBUG) {
      for (const p of tab.prerendered()) {
        console.error(p.sessionId, await tab.evaluate(`JSON.stringify({href: location.href, pre: document.prerendering, shown: !!document.querySelector('${game.shown}'), marks: performance.getEntriesByType("mark").map((m) => m.name + "@" + Math.round(m.startTime)), now: Math.round(performance.now())})`, p.sessionId).catch((e) => e.message));
      }
    }
    const epoch0 = Date.now();
    const t0 = performance.now();
    await tab.evaluate(`document.querySelector('[data-testid="${game.button}"]').click()`);
    const t1 = await tab.until(`!document.prerendering && document.querySelector('${game.shown}')`);
    // When the tap's page was shown, on the page's clock: its activation (a page made ahead)
    // or its navigation's start.
    const at = await tab.evaluate(`(() => {
      const nav = performance.getEntriesByType("navigation")[0];
      return { activation: nav.activationStart, start: performance.timeOrigin + nav.activationStart };
    })()`);
    return { ms: t1 - t0, activated: at.activation > 0, shown: at.start - epoch0 };
  } finally {
    await tab.close();
    await server.close();
  }
}

requireDist();
compressAll(DIST);
console.log(
  `"New game" → players' screen, ${DIST}, ${RUNS} fresh profiles per row, home idle ${IDLE} ms first, medians` +
    (PRERENDER ? "" : ", prerendering turned off"),
);
for (const rate of [1, 4]) {
  for (const game of GAMES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(rate, game));
    const ms = runs.map((r) => r.ms);
    console.log(
      `${rate}× CPU: ${game.name}: ${median(ms).toFixed(0)} ms (min ${Math.min(...ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)}), ` +
        `prerendered ${runs.filter((r) => r.activated).length} of ${runs.length}; ` +
        `its navigation began ${median(runs.map((r) => r.shown)).toFixed(0)} ms after the tap`,
    );
  }
}
