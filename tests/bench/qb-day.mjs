// Quinte-bourg day benchmark, in headless Chromium with the CPU throttled 4× (a phone-like
// speed): a 20-player game on day 1, the session panel open; tap → next paint and the main
// thread's work (from a Chromium trace, as tests/bench/board.mjs measures it) of casting a
// ballot (a tap on a name among 20) and of taking it back, alternately, 50 taps each; each tap
// saves the vote in progress (localStorage and the journal), as the app does. Taps are 150 ms
// apart. It prints numbers and never fails on them. Run after a build: node tests/bench/qb-day.mjs
// (GRIMOIRE_DIST=... to measure another build).
import { start } from "../browser/lib/harness.mjs";
import { pause, stats, line, tapToPaint, mainThreadWork, bySelector } from "./trace.mjs";
import { openVillage } from "./lib/qb-village.mjs";

const TAPS = 50;
const RATE = 4;

/** Taps `selectors` in turn, `taps` times in all, each until the frame after it is painted;
 * returns, per selector, the tap → paint times. */
async function tapsToPaint(page, selectors, taps) {
  const out = selectors.map(() => []);
  for (let i = 0; i < taps; i++) {
    const k = i % selectors.length;
    out[k].push(await tapToPaint(page, selectors[k]));
    await pause();
  }
  return out;
}

const app = await start({ phone: "small" });
const { page, url, context } = app;
try {
  await openVillage(page, url);
  await page.click('[data-testid="qb-tab-session"]');
  await page.waitForSelector('[data-testid="qb-voter"]');
  // One ballot cast, so that "take back" is there between two casts.
  await page.click('[data-testid="qb-target"][data-target="5"]');
  await page.waitForSelector('[data-testid="qb-ballot-back"]');
  const voters = await page.locator('[data-testid="qb-target"]').count();
  console.log(`session: ${voters} players to name, a vote in progress; CPU throttled ${RATE}×`);
  await page.mouse.move(-1, -1);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  const sel = ['[data-testid="qb-target"][data-target="7"]', '[data-testid="qb-ballot-back"]'];
  await tapsToPaint(page, sel, 4); // warm-up
  const [castPaint, backPaint] = await tapsToPaint(page, sel, 2 * TAPS);
  line("tap → paint: cast a ballot (20 players)", stats(castPaint));
  line("tap → paint: take the ballot back", stats(backPaint));
  const [castWork, backWork] = bySelector(await mainThreadWork(cdp, page, sel, 2 * TAPS), sel.length);
  line("  main-thread work of a ballot", stats(castWork));
  line("  main-thread work of taking it back", stats(backWork));
} finally {
  await app.stop();
}
