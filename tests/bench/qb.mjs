// Quinte-bourg benchmark, in headless Chromium with the CPU throttled 4× (a phone-like speed),
// measured as tests/bench/board.mjs measures the Blood on the Clocktower board:
//  - tap → next paint of a who-is-where override (the engine's `place`, saved, then the board
//    and the attack panel redrawn) with 20 players at the attack step, 50 taps alternating
//    between two houses, 150 ms apart;
//  - the main-thread work of each tap, from a Chromium trace (the renderer main thread's tasks
//    between the tap and the task after its frame).
// It prints numbers and never fails on them. Run after a build: node tests/bench/qb.mjs
// (GRIMOIRE_DIST=... to measure another build).
import { start } from "../browser/lib/harness.mjs";
import { newQbGame } from "../browser/specs/qb-helpers.mjs";

const TAPS = 50;
const PAUSE_MS = 150;
const pause = () => new Promise((r) => setTimeout(r, PAUSE_MS));
const RATE = 4;
const PLAYERS = 20;

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { n: s.length, median: at(0.5), p95: at(0.95), min: s[0], max: s[s.length - 1] };
}

function line(label, st) {
  const f = (x) => x.toFixed(1).padStart(7);
  console.log(`${label.padEnd(44)} median ${f(st.median)} ms   p95 ${f(st.p95)} ms   (min ${st.min.toFixed(1)}, max ${st.max.toFixed(1)}, n=${st.n})`);
}

/** Main-thread time of each tap (see tests/bench/board.mjs). `selectors` alternate. */
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
  return taps0.map((t, i) => tasks.filter((e) => e.ts + e.dur >= t && e.ts <= ends[i]).reduce((sum, e) => sum + (Math.min(e.ts + e.dur, ends[i]) - Math.max(e.ts, t)), 0) / 1000);
}

/** Taps `selector`; resolves with the time until the frame after the tap is painted. */
async function tapToPaint(page, selector) {
  return page.evaluate(
    (sel) =>
      new Promise((resolve) => {
        const el = document.querySelector(sel);
        const t0 = performance.now();
        el.click();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
      }),
    selector,
  );
}

const app = await start({ phone: "small" });
const { page, url, context } = app;
try {
  // A 20-player game at night 1 (four Reptilians, the target chosen), set up by writing its
  // first commands to the stored game the home screen created.
  await page.goto(url);
  await page.waitForSelector("main");
  await newQbGame(page);
  const cards = ["alpha", "reptilian", "reptilian", "black"];
  const players = Array.from({ length: PLAYERS }, (_, i) => ({
    name: `P${String(i + 1).padStart(2, "0")}`,
    card: cards[i] || "villager",
    specialty: "none",
  }));
  await page.evaluate((cmds) => {
    const index = JSON.parse(localStorage.getItem("grimoire.index"));
    const key = `grimoire.game.${index.open}`;
    const stored = JSON.parse(localStorage.getItem(key));
    stored.game.log.push(...cmds);
    stored.seq += 1000000;
    localStorage.setItem(key, JSON.stringify(stored));
  }, [
    { type: "setup", setup: { players, accept_warnings: true } },
    { type: "start" },
    { type: "huddle", votes: [0, 1, 2, 3].map((voter) => ({ voter, house: 9 })) },
  ]);
  await page.reload();
  await page.waitForSelector('[data-testid="qb-night-runner"]');
  await page.click('[data-testid="qb-night-step"][data-step="Attack"]');
  await page.waitForSelector('[data-testid="qb-attack-panel"]');
  const rows = await page.locator('[data-testid="qb-wiw-row"]').count();
  console.log(`who is where: ${rows} players at the attack; CPU throttled ${RATE}×`);

  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  await page.click('[data-testid="qb-wiw-row"][data-player="P12"] [data-testid="qb-wiw-override"]');
  await page.mouse.move(-1, -1);
  const places = ['[data-testid="qb-wiw-place"][data-id="3"]', '[data-testid="qb-wiw-place"][data-id="4"]'];
  for (let i = 0; i < 4; i++) await tapToPaint(page, places[i % 2]); // warm-up
  const taps = [];
  for (let i = 0; i < TAPS; i++) {
    taps.push(await tapToPaint(page, places[i % 2]));
    await pause();
  }
  line("tap → paint: who-is-where override", stats(taps));
  line("  main-thread work of an override", stats(await mainThreadWork(cdp, page, places, TAPS)));
  const log = await page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem("grimoire.index"));
    return JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`)).game.log.length;
  });
  console.log(`commands in the log after the taps: ${log}`);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  console.log("target: tap → paint p95 ≤ 16 ms at 4×");
} finally {
  await app.stop();
}
