// Nights-and-days benchmark, in headless Chromium with the CPU throttled 4× (a phone-like speed):
//  - warm start to the current night step: the seeded 7-player game open on its first night's
//    fourth step, reloaded with everything cached; from navigation start to the step's title
//    on the page, and to the app's "grimoire-interactive" mark;
//  - tap → next paint on a pick during a night step (a token tapped, the step's preview and
//    confirmation shown) with 20 players;
//  - tap → next paint on a vote tap (hand up / hand down) with 20 players, median and p95.
// It prints numbers and never fails on them. Run after a build: node tests/bench/nights.mjs
import { start } from "../browser/lib/harness.mjs";
import { TWENTY, openApp, seatPlayers, drawCharacters } from "../browser/specs/grimoire-helpers.mjs";
import { startSeededGame, next, nominate } from "../browser/specs/nights-days-helpers.mjs";

const RATE = 4;
const STARTS = 15;
const TAPS = 60;

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { n: s.length, median: at(0.5), p95: at(0.95), min: s[0], max: s[s.length - 1] };
}

function line(label, st) {
  const f = (x) => x.toFixed(1).padStart(7);
  console.log(`${label.padEnd(46)} median ${f(st.median)} ms   p95 ${f(st.p95)} ms   (min ${st.min.toFixed(1)}, max ${st.max.toFixed(1)}, n=${st.n})`);
}

/** Taps the element; resolves with the time until the frame after the tap is painted. */
async function tapToPaint(page, selector) {
  return page.evaluate(
    (sel) =>
      new Promise((resolve) => {
        const el = document.querySelector(sel);
        const t0 = performance.now();
        el.click();
        // rAF runs just before the next paint; a task queued from it runs just after.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
      }),
    selector,
  );
}

// ---- Warm start to the current night step ----
{
  const app = await start({ phone: "small" });
  const { page, context } = app;
  try {
    await startSeededGame(page, app.url);
    for (let i = 0; i < 3; i++) await next(page);
    // Records when the step's title first appears, from the very start of each load.
    await page.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.querySelector('[data-testid="night-step-title"]')) {
          performance.mark("night-step-shown");
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
    const shown = [];
    const interactive = [];
    for (let i = 0; i < STARTS + 2; i++) {
      await page.reload();
      await page.waitForSelector('[data-testid="night-step-title"]');
      const [s, m] = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const read = () => {
              const a = performance.getEntriesByName("night-step-shown")[0];
              const b = performance.getEntriesByName("grimoire-interactive")[0];
              if (a && b) resolve([a.startTime, b.startTime]);
              else requestAnimationFrame(read);
            };
            read();
          }),
      );
      if (i >= 2) {
        shown.push(s);
        interactive.push(m);
      }
    }
    const title = await page.textContent('[data-testid="night-step-title"]');
    const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
    console.log(`warm start: 7 players, first night on “${title.trim()}”; CPU throttled ${RATE}×${controlled ? "; service worker" : ""}`);
    line("warm start → night step on the page", stats(shown));
    line("warm start → app interactive mark", stats(interactive));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  } finally {
    await app.stop();
  }
}

// ---- Tap → paint on a vote tap, 20 players ----
{
  const app = await start({ phone: "small" });
  const { page, context } = app;
  try {
    await openApp(page, app.url, 20);
    await seatPlayers(page, TWENTY);
    await drawCharacters(page);
    await page.click('[data-testid="keep-bluffs"]');
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    // A pick on the board during a night step (the first step where a player chooses): each
    // tap picks another player and the step shows the choice's preview and confirmation.
    while (!(await page.locator('[data-testid="night-choice"]').count())) {
      await page.click('[data-testid="night-next"]');
    }
    const cdp0 = await context.newCDPSession(page);
    await page.mouse.move(-1, -1);
    await cdp0.send("Emulation.setCPUThrottlingRate", { rate: RATE });
    const picks = [];
    for (let i = 0; i < TAPS + 5; i++) {
      picks.push(
        await page.evaluate(
          (n) =>
            new Promise((resolve) => {
              const el = document.querySelectorAll('[data-testid="seat"] button')[n];
              const t0 = performance.now();
              el.click();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
            }),
          i % 2 ? 19 : 10,
        ),
      );
      await new Promise((r) => setTimeout(r, 150));
    }
    await cdp0.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const step = (await page.textContent('[data-testid="night-step-title"]')).trim();
    console.log(`night pick: 20 players, “${step}”; CPU throttled ${RATE}×`);
    line("tap → paint: a pick on the board (20 players)", stats(picks.slice(5)));
    // Straight to dawn, then the day.
    await page.click(".night-list summary");
    await page.locator('[data-testid="night-step-link"]').last().click();
    await page.click('[data-testid="end-night"]');
    await page.click('[data-testid="dawn-done"]');
    const cdp = await context.newCDPSession(page);
    const taps = [];
    let k = 0;
    while (taps.length < TAPS + 5) {
      await nominate(page, TWENTY[k], TWENTY[k + 1]);
      await page.waitForSelector('[data-testid="vote"]');
      // A phone has no mouse: no hover to hit-test after each frame.
      await page.mouse.move(-1, -1);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
      let i = 0;
      while (await page.locator('[data-testid="vote-next"]').count()) {
        taps.push(await tapToPaint(page, i++ % 3 ? '[data-testid="hand-up"]' : '[data-testid="hand-down"]'));
        // 150 ms between taps, as a person's are (what a tap leaves for later is not counted
        // in the next one).
        await new Promise((r) => setTimeout(r, 150));
      }
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await page.click('[data-testid="close-vote"]');
      await page.waitForSelector('[data-testid="vote"]', { state: "detached" });
      k += 2;
    }
    const seats = await page.locator('[data-testid="seat"]').count();
    console.log(`vote: ${seats} players, ${k / 2} nominations; CPU throttled ${RATE}×`);
    line("tap → paint: a hand on the vote (20 players)", stats(taps.slice(5)));
  } finally {
    await app.stop();
  }
}
console.log("targets: tap → paint p95 ≤ 16 ms; warm start ≤ 300 ms at 4×");
