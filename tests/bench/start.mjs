// Start-up benchmark, in headless Chromium at 390×844, DPR 3, from a static server that sends
// brotli (as a phone's host would):
//  - first visit: bytes sent by the server for the page and its service worker's precache,
//    until the worker is installed, and the bytes the page itself needs before it can start
//    (a cold load with service workers blocked, up to the app's "grimoire-interactive" mark);
//  - cold → interactive: a fresh profile, navigation start to the "grimoire-interactive" mark;
//  - warm → interactive: the same profile reloaded once the service worker controls the page;
//  each at 1× and 4× CPU (CDP throttling), RUNS fresh profiles each, medians; then one cold run
//  at 4× on an emulated Slow 4G link (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency), going
//  on to Blood on the Clocktower's players' screen, and again to Quinte-bourg's setup;
//  - after each, the home screen left idle 2 s: "New game" → Blood on the Clocktower (in the home
//    page's place since src/ui/mod.rs `start_here`, on its own page before: the bytes after the
//    tap and the time from the tap to its players' screen), the game played on to its first
//    night on the board (nine players), and the app opened again at its address with that game
//    left open (the time to its board, as Playwright waits for it and as the page's own mark
//    says with nothing asked of the page meanwhile), then home and "New game" → Quinte-bourg's players'
//    screen; the bytes of the whole visit to the players' screen, by whose files they are (the home page's, Blood on the Clocktower's, Quinte-bourg's
//    fetched in the background).
// Chromium does not prerender under Playwright: "New game" here starts the game in the home
// page's place (src/ui/mod.rs, `start_here`), as browsers without speculation rules do;
// tests/bench/new-game.mjs measures it with the page the home page made ahead.
// Bytes are counted at the server (brotli bodies + headers), so the worker's fetches, which the
// page's DevTools do not see, are counted too. It prints numbers and never fails on them.
// Run after a build: node tests/bench/start.mjs (GRIMOIRE_DIST=... for another build; ROWS=slow
// for the Slow 4G rows alone).
import fs from "node:fs";
import path from "node:path";
import { DIST, requireDist } from "../browser/lib/harness.mjs";
import { brotliServer, compressAll } from "./lib/server.mjs";
import { launchPhone } from "./lib/phone.mjs";
import { drawCharacters, NINE } from "../browser/specs/grimoire-helpers.mjs";

const BOARD = '[data-testid="board"]';

const RUNS = Number(process.env.RUNS || 5);
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
}

async function interactive(page) {
  await page.waitForFunction(() => performance.getEntriesByName("grimoire-interactive").length > 0, null, { timeout: 60000 });
  return page.evaluate(() => performance.getEntriesByName("grimoire-interactive")[0].startTime);
}

/** The bytes the server has sent so far. */
const sent = (server) => server.log.reduce((a, e) => a + e.bytes, 0);

/** Each game's own files, from the build's service worker (the rest is the home page's). */
function gameFiles() {
  const sw = fs.readFileSync(path.join(DIST, "sw.js"), "utf8");
  const games = JSON.parse(sw.match(/const GAMES = (.*);/)[1]);
  return { botc: new Set(games.botc.files), quintebourg: new Set(games.quintebourg.files) };
}

/** The bytes sent so far of the home page's files, of Blood on the Clocktower's and of
 * Quinte-bourg's. */
function sentBy(server) {
  const own = gameFiles();
  const out = { home: 0, botc: 0, quintebourg: 0 };
  for (const e of server.log) {
    const key = own.botc.has(e.rel) ? "botc" : own.quintebourg.has(e.rel) ? "quintebourg" : "home";
    out[key] += e.bytes;
  }
  return out;
}

/** After the warm reload of the home screen: a new Blood on the Clocktower game (its page
 * downloaded the first time, when the home screen is a page of its own), played on to its first
 * night on the board, then the app opened again with that game left open. Times from the tap to
 * the players' screen and from the address to the board, measured here, the same way whatever
 * the build does in between. */
async function openGame(page, server) {
  // The home screen left idle for 2 s first, as a Storyteller reads it before tapping.
  await page.waitForTimeout(2000);
  const before = sent(server);
  await page.click('[data-testid="new-game"]');
  let t0 = performance.now();
  await page.click('[data-testid="new-game-botc"]');
  await page.waitForSelector('[data-testid="new-player-name"]', { timeout: 60000 });
  const newGame = performance.now() - t0;
  await page.waitForTimeout(500);
  const newGameBytes = sent(server) - before;
  // Played on to a game in progress: nine players seated, the characters drawn, the first night
  // on the board (a reopen finds it so; its screens' code is not in the main module).
  for (const name of NINE) {
    await page.fill('[data-testid="new-player-name"]', name);
    await page.click('[data-testid="add-player"]');
  }
  await drawCharacters(page);
  await page.click('[data-testid="keep-bluffs"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector(BOARD, { timeout: 60000 });
  await page.waitForTimeout(1000);
  t0 = performance.now();
  await page.goto(server.url, { waitUntil: "commit" });
  await page.waitForSelector(BOARD, { timeout: 60000 });
  const resume = performance.now() - t0;
  // From the home-screen icon: the manifest's start_url (a build before it had one of its own
  // answers it as the home page, which forwards).
  t0 = performance.now();
  await page.goto(`${server.url}?launch`, { waitUntil: "commit" });
  await page.waitForSelector(BOARD, { timeout: 60000 });
  const launch = performance.now() - t0;
  // The same reopen at its address with nothing asked of the page until its start is over:
  // the page's own "grimoire-interactive" mark (Playwright's wait above runs its own script,
  // about 50 ms of the main thread at 4×, while the app starts; a phone has none).
  await page.goto(server.url, { waitUntil: "commit" });
  await new Promise((r) => setTimeout(r, 3000));
  const quiet = await interactive(page);
  // Home (the game closed), the home screen idle 2 s again, then "New game" → Quinte-bourg's
  // players' screen (its first screen, drawn by the main module).
  await page.click('[data-testid="home"]');
  await page.waitForSelector('[data-testid="saved-game"]', { timeout: 60000 });
  await page.waitForTimeout(2000);
  await page.click('[data-testid="new-game"]');
  t0 = performance.now();
  await page.click('[data-testid="new-game-quintebourg"]');
  await page.waitForSelector('[data-testid="qb-setup"]', { timeout: 60000 });
  const qbNewGame = performance.now() - t0;
  return { newGame, newGameBytes, resume, launch, quiet, qbNewGame };
}

/** After the cold home screen of a visit with no worker: "New game" → Quinte-bourg's setup, as
 * a slow link delivers it; the time from the tap and the bytes the whole visit took. */
async function openQbGame(page, server) {
  await page.waitForTimeout(2000);
  await page.click('[data-testid="new-game"]');
  const t0 = performance.now();
  await page.click('[data-testid="new-game-quintebourg"]');
  await page.waitForSelector('[data-testid="qb-setup"]', { timeout: 60000 });
  const newGame = performance.now() - t0;
  return { newGame, visitBytes: sent(server) };
}

/** One fresh profile: cold visit, worker installed, warm reload. */
async function run(rate, network, worker = true, goTo = "botc") {
  const server = await brotliServer(DIST);
  const phone = await launchPhone("grimoire-start-", { worker });
  const context = phone.context;
  try {
    const page = context.pages()[0] || (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    if (network) {
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    const t0 = performance.now();
    await page.goto(server.url);
    const cold = await interactive(page);
    const beforeStart = server.log.reduce((a, e) => a + e.bytes, 0);
    // Without a worker every fetch goes through the page's (throttled) network: the first
    // "New game" of a first visit as a slow link delivers it.
    if (!worker && network && goTo === "quintebourg") return { cold, ...(await openQbGame(page, server)) };
    if (!worker) return { cold, beforeStart, ...(network ? await openGame(page, server) : {}) };
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Let the precache finish (the install event's fetches), then count everything sent.
    await page.waitForTimeout(500);
    const firstVisit = server.log.reduce((a, e) => a + e.bytes, 0);
    let warm = null;
    if (!network) {
      await page.reload();
      warm = await interactive(page);
    }
    const game = await openGame(page, server);
    // By whom, once the game is on screen: the home page's files, and each game's (fetched in
    // the background or by the tap).
    const by = sentBy(server);
    return {
      cold,
      warm,
      firstVisit,
      ...game,
      homeBytes: by.home,
      toPlayers: by.home + by.botc,
      otherGame: by.quintebourg,
    };
  } finally {
    await phone.close();
    await server.close();
  }
}

requireDist();
// Compressed once, before any timing (a real host serves precompressed files).
compressAll(DIST);
console.log(`start-up of ${DIST}, ${RUNS} fresh profiles per row, medians`);
// ROWS=slow: the Slow 4G rows only.
const rates = process.env.ROWS === "slow" ? [] : [1, 4];
for (const rate of rates) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(rate, false));
  const m = (k) => median(runs.map((r) => r[k]));
  console.log(
    `${rate}× CPU: cold → interactive ${m("cold").toFixed(0)} ms, warm → interactive ${m("warm").toFixed(0)} ms, ` +
      `first visit ${m("firstVisit")} bytes incl. the precache`,
  );
  console.log(
    `${rate}× CPU: then, the home screen idle 2 s, "New game" → Blood on the Clocktower's players ${m("newGame").toFixed(0)} ms ` +
      `(${m("newGameBytes")} bytes after the tap), the app reopened on that game, on its board (nine players, first night), ${m("resume").toFixed(0)} ms ` +
      `at its address, ${m("launch").toFixed(0)} ms from its icon (start_url); ` +
      `at its address undisturbed ${m("quiet").toFixed(0)} ms (its own mark); ` +
      `home, idle 2 s, "New game" → Quinte-bourg's players' screen ${m("qbNewGame").toFixed(0)} ms`,
  );
  console.log(
    `${rate}× CPU: bytes of the first visit going on to the players' screen ${m("toPlayers")} ` +
      `(the home page's files ${m("homeBytes")}, Blood on the Clocktower's the rest); ` +
      `Quinte-bourg's fetched meanwhile ${m("otherGame")}`,
  );
}
// What the page itself fetches before it can start: the same cold load with no service worker.
if (rates.length) {
  const bare = await run(1, false, false);
  console.log(`bytes the page needs before it can start (no service worker): ${bare.beforeStart}`);
}
const slow = [];
// Service workers blocked: the emulated link throttles the page's fetches only, not a worker's.
for (let i = 0; i < Math.min(RUNS, 3); i++) slow.push(await run(4, true, false));
console.log(
  `4× CPU, Slow 4G: cold → interactive ${median(slow.map((r) => r.cold)).toFixed(0)} ms, then "New game" → ` +
    `Blood on the Clocktower's players ${median(slow.map((r) => r.newGame)).toFixed(0)} ms (n=${slow.length})`,
);
const slowQb = [];
for (let i = 0; i < Math.min(RUNS, 3); i++) slowQb.push(await run(4, true, false, "quintebourg"));
console.log(
  `4× CPU, Slow 4G: cold → interactive ${median(slowQb.map((r) => r.cold)).toFixed(0)} ms, then "New game" → ` +
    `Quinte-bourg's setup ${median(slowQb.map((r) => r.newGame)).toFixed(0)} ms (n=${slowQb.length}); ` +
    `bytes of that visit ${median(slowQb.map((r) => r.visitBytes))} (no service worker)`,
);
