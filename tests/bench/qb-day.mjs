// Quinte-bourg day benchmark, in headless Chromium with the CPU throttled 4× (a phone-like
// speed): a 20-player game on day 1, the session panel open; tap → next paint and the main
// thread's work (from a Chromium trace, as tests/bench/board.mjs measures it) of casting a
// ballot (a tap on a name among 20) and of taking it back, alternately, 50 taps each; each tap
// saves the vote in progress (localStorage and the journal), as the app does. Taps are 150 ms
// apart. It prints numbers and never fails on them. Run after a build: node tests/bench/qb-day.mjs
// (GRIMOIRE_DIST=... to measure another build).
import { start } from "../browser/lib/harness.mjs";
import { preparedLog, gameLink } from "../browser/specs/qb-day-helpers.mjs";

const TAPS = 50;
const PAUSE_MS = 150;
const RATE = 4;
const pause = () => new Promise((r) => setTimeout(r, PAUSE_MS));
const TWENTY = ["Ana", "Bob", "Cid", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lea", "Max", "Ned", "Oda", "Pia", "Quy", "Rex", "Sol", "Tom"];

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { n: s.length, median: at(0.5), p95: at(0.95), min: s[0], max: s[s.length - 1] };
}

function line(label, st) {
  const f = (x) => x.toFixed(1).padStart(7);
  console.log(`${label.padEnd(44)} median ${f(st.median)} ms   p95 ${f(st.p95)} ms   (min ${st.min.toFixed(1)}, max ${st.max.toFixed(1)}, n=${st.n})`);
}

/** Taps `selectors` in turn, `taps` times in all, each until the frame after it is painted;
 * returns, per selector, the tap → paint times. */
async function tapToPaint(page, selectors, taps) {
  const out = selectors.map(() => []);
  for (let i = 0; i < taps; i++) {
    const k = i % selectors.length;
    out[k].push(
      await page.evaluate(
        (sel) =>
          new Promise((resolve) => {
            const el = document.querySelector(sel);
            const t0 = performance.now();
            el.click();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          }),
        selectors[k],
      ),
    );
    await pause();
  }
  return out;
}

/** Main-thread time of each tap from a Chromium trace: the renderer main thread's tasks between
 * the tap and the task after its frame (the wait for the frame itself left out). */
async function mainThreadWork(cdp, page, selectors, taps) {
  const events = [];
  const collect = (d) => events.push(...d.value);
  cdp.on("Tracing.dataCollected", collect);
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.start", { categories: "toplevel,blink.user_timing", transferMode: "ReportEvents" });
  for (let i = 0; i < taps; i++) {
    await page.evaluate(
      (sel) =>
        new Promise((resolve) => {
          performance.mark("bench-tap");
          document.querySelector(sel).click();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.mark("bench-painted")), 0));
        }),
      selectors[i % selectors.length],
    );
    await pause();
  }
  await cdp.send("Tracing.end");
  await done;
  cdp.off("Tracing.dataCollected", collect);
  const main = new Set(events.filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const on = events.filter((e) => main.has(`${e.pid}:${e.tid}`));
  const at = (name) => on.filter((e) => e.name === name).map((e) => e.ts).sort((a, b) => a - b);
  const [taps0, ends] = [at("bench-tap"), at("bench-painted")];
  const tasks = on.filter((e) => e.ph === "X" && e.name === "ThreadControllerImpl::RunTask");
  const work = taps0.map((t, i) => tasks.filter((e) => e.ts + e.dur >= t && e.ts <= ends[i]).reduce((sum, e) => sum + (Math.min(e.ts + e.dur, ends[i]) - Math.max(e.ts, t)), 0) / 1000);
  return selectors.map((_, k) => work.filter((_, i) => i % selectors.length === k));
}

const app = await start({ phone: "small" });
const { page, url, context } = app;
try {
  const base = url.endsWith("/") ? url : `${url}/`;
  await page.goto(`${base}quintebourg.html#${gameLink({ seed: 3 }, preparedLog(TWENTY))}`);
  await page.waitForSelector('[data-testid="link-add"]');
  await page.click('[data-testid="link-add"]');
  await page.waitForSelector('[data-testid="qb-village-board"]');
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
  await tapToPaint(page, sel, 4); // warm-up
  const [castPaint, backPaint] = await tapToPaint(page, sel, 2 * TAPS);
  line("tap → paint: cast a ballot (20 players)", stats(castPaint));
  line("tap → paint: take the ballot back", stats(backPaint));
  const [castWork, backWork] = await mainThreadWork(cdp, page, sel, 2 * TAPS);
  line("  main-thread work of a ballot", stats(castWork));
  line("  main-thread work of taking it back", stats(backWork));
} finally {
  await app.stop();
}
