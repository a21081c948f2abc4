// A tap's own main-thread work, by phase, in headless Chromium with the CPU throttled 4× (a
// phone-like speed), 20 players and 40 reminder tokens, for the three taps of the table:
//  - kill/revive from a seat's sheet (the sheet open over the board);
//  - a pick on the board during a night step (the step's preview and confirmation shown);
//  - a hand on a vote (up and down in turn).
// For each tap: the renderer main thread's work from the tap until the task after its frame
// (from a Chromium trace, without the wait for the frame), split into script (the tap's
// handler, the app's effects, timers), style, layout, pre-paint, paint, layerize, and the rest
// ("other": the frame's own steps the trace does not name here, the commit to the compositor,
// input and hit testing, garbage collection), and "own", the measure of a tap's own
// work: script + style + layout + paint. Beside them, two windows without the app's code: an
// empty frame (nothing tapped, the browser's own cost), and the floor (one token's selection
// ring toggled by hand: what the browser alone spends on the smallest visible change to this
// page), and the text floor (one player's name on the board changed by hand and back: the
// browser alone laying out the smallest change of words, as every tap of the app makes). Taps
// are 150 ms apart, as a person's are. It prints numbers and never fails on them.
// Run after a build: node tests/bench/tap-work.mjs (GRIMOIRE_DIST=... to measure another
// build; TAPS=... to change the 50 taps per row; ROWS=kill,pick to measure some rows only
// (kill, pick, vote, empty, floor, text); NAMES=1 to print every trace event's time per tap as
// well). This trace has more categories than board.mjs's, which makes each tap a few ms
// slower than there.
import { start } from "../browser/lib/harness.mjs";
import { stats, boardOfTwenty, toFirstDay, traceTaps, markedTap as tap } from "./trace.mjs";
import { TWENTY, openSeat, closeSheet } from "../browser/specs/grimoire-helpers.mjs";
import { nominate } from "../browser/specs/nights-days-helpers.mjs";

const TAPS = Number(process.env.TAPS || 50);
/** The rows to measure (all by default): ROWS=kill,pick,vote,empty,floor,text. */
const ROWS = (process.env.ROWS || "kill,pick,vote,empty,floor,text").split(",");
const RATE = 4;

/** The trace events counted as each phase (nested ones are counted once, in the innermost). */
const PHASES = {
  EventDispatch: "script",
  FunctionCall: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  EvaluateScript: "script",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "pre-paint",
  Paint: "paint",
  Layerize: "layerize",
};
const ORDER = ["total", "script", "style", "layout", "pre-paint", "paint", "layerize", "other"];
/** The measure of a tap's own work: script, style, layout and paint (the frame's
 * other steps, pre-paint, layerize and the rest, are in "total" only). */
const OWN = ["script", "style", "layout", "paint"];

/** Runs `act(i)` (which taps, or does nothing for the empty frame) `n` times inside a trace,
 * each until the task after the next frame; returns one object per tap: total and phases, ms. */
async function traced(cdp, page, n, act) {
  const { on, begins, ends } = await traceTaps(cdp, page, "toplevel,blink.user_timing,devtools.timeline", n, act);
  const tasks = on.filter((e) => e.ph === "X" && e.name === "ThreadControllerImpl::RunTask");
  const counted = on.filter((e) => e.ph === "X" && PHASES[e.name]).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  if (process.env.NAMES) {
    // Every event name inside the windows, by summed time (to see what "other" holds).
    const sums = new Map();
    for (const e of on.filter((e) => e.ph === "X")) {
      const i = begins.findIndex((t0, k) => e.ts >= t0 && e.ts <= ends[k]);
      if (i >= 0) sums.set(e.name, (sums.get(e.name) || 0) + e.dur / 1000 / begins.length);
    }
    console.log([...sums].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([n, v]) => `${v.toFixed(2)} ${n}`).join("\n"));
  }
  return begins.map((t0, i) => {
    const t1 = ends[i];
    const clip = (e) => Math.max(0, Math.min(e.ts + e.dur, t1) - Math.max(e.ts, t0));
    const out = Object.fromEntries(ORDER.map((k) => [k, 0]));
    out.total = tasks.reduce((sum, e) => sum + clip(e), 0) / 1000;
    // Exclusive time: an event's own time, less the counted events nested in it.
    const inside = counted.filter((e) => e.ts + e.dur >= t0 && e.ts <= t1);
    const stack = [];
    for (const e of inside) {
      while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
      const own = clip(e);
      if (stack.length) out[PHASES[stack[stack.length - 1].name]] -= own / 1000;
      out[PHASES[e.name]] += own / 1000;
      stack.push(e);
    }
    out.other = out.total - ORDER.slice(1, -1).reduce((s, k) => s + out[k], 0);
    out.own = OWN.reduce((s, k) => s + out[k], 0);
    return out;
  });
}

/** No tap: only a frame asked for, marked the same way. */
const nothing = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        performance.mark("bench-tap");
        requestAnimationFrame(() => setTimeout(() => resolve(performance.mark("bench-painted")), 0));
      }),
  );

/** The smallest change a tap can make, with no app code: one token's selection ring toggled
 * by hand, marked the same way (what the browser alone costs for a visible change here). */
const poke = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        performance.mark("bench-tap");
        document.querySelectorAll('[data-testid="seat"]')[3].classList.toggle("seat--selected");
        requestAnimationFrame(() => setTimeout(() => resolve(performance.mark("bench-painted")), 0));
      }),
  );

/** The smallest change of words, with no app code: one player's name on the board lengthened
 * by a letter, or shortened back, by hand, marked the same way. */
const reword = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        performance.mark("bench-tap");
        const name = document.querySelectorAll('[data-testid="seat"] .seat__name')[3].firstChild;
        name.nodeValue = name.nodeValue.endsWith("·") ? name.nodeValue.slice(0, -1) : `${name.nodeValue}·`;
        requestAnimationFrame(() => setTimeout(() => resolve(performance.mark("bench-painted")), 0));
      }),
  );

function report(label, samples) {
  console.log(`${label}`);
  const f = (x) => x.toFixed(1).padStart(6);
  for (const k of [...ORDER, "own"]) {
    const st = stats(samples.map((s) => s[k]));
    console.log(`  ${k.padEnd(10)} median ${f(st.median)} ms   p95 ${f(st.p95)} ms   (min ${st.min.toFixed(1)}, max ${st.max.toFixed(1)}, n=${st.n})`);
  }
}

const app = await start({ phone: "small" });
const { page, url, context } = app;
try {
  const { seats, reminders } = await boardOfTwenty(page, url);
  console.log(`board: ${seats} players, ${reminders} reminder tokens; CPU throttled ${RATE}×; ${TAPS} taps per row, 150 ms apart`);
  const cdp = await context.newCDPSession(page);
  await page.mouse.move(-1, -1);
  const throttled = async (fn) => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
    try {
      return await fn();
    } finally {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    }
  };

  // Kill/revive from the open sheet.
  await openSeat(page, TWENTY[7]);
  await page.mouse.move(-1, -1);
  const kill = !ROWS.includes("kill") ? null : await throttled(async () => {
    for (let i = 0; i < 4; i++) await tap(page, '[data-testid="kill"]'); // warm-up
    return traced(cdp, page, TAPS, () => tap(page, '[data-testid="kill"]'));
  });
  const empty = !ROWS.includes("empty") ? null : await throttled(() => traced(cdp, page, TAPS, () => nothing(page)));
  await closeSheet(page);
  const floor = !ROWS.includes("floor") ? null : await throttled(() => traced(cdp, page, TAPS, () => poke(page)));
  const text = !ROWS.includes("text") ? null : await throttled(() => traced(cdp, page, TAPS, () => reword(page)));

  // A pick on the board during the first night step that asks for a player.
  while (!(await page.locator('[data-testid="night-choice"]').count())) {
    await page.click('[data-testid="night-next"]');
  }
  const step = (await page.textContent('[data-testid="night-step-title"]')).trim();
  await page.mouse.move(-1, -1);
  const pick = !ROWS.includes("pick") ? null : await throttled(async () => {
    for (let i = 0; i < 4; i++) await tap(page, '[data-testid="seat"] button', i % 2 ? 19 : 10);
    return traced(cdp, page, TAPS, (i) => tap(page, '[data-testid="seat"] button', i % 2 ? 19 : 10));
  });

  // Hands on votes, by day.
  await toFirstDay(page);
  const vote = [];
  let k = 0;
  while (ROWS.includes("vote") && vote.length < TAPS) {
    await nominate(page, TWENTY[k], TWENTY[k + 1]);
    await page.waitForSelector('[data-testid="vote"]');
    await page.mouse.move(-1, -1);
    const hands = await page.locator('[data-testid="vote-next"]').count();
    if (!hands) break;
    // One hand per voter: the voters of this nomination, less one so the vote stays open.
    const voters = await page.evaluate(() => document.querySelectorAll('[data-testid="walk-row"]').length);
    const n = Math.min(TAPS - vote.length, Math.max(1, (voters || 20) - 1));
    vote.push(
      ...(await throttled(() =>
        traced(cdp, page, n, (i) => tap(page, i % 3 ? '[data-testid="hand-up"]' : '[data-testid="hand-down"]')),
      )),
    );
    while (await page.locator('[data-testid="vote-next"]').count()) await page.click('[data-testid="hand-down"]');
    await page.click('[data-testid="close-vote"]');
    await page.waitForSelector('[data-testid="vote"]', { state: "detached" });
    k += 2;
  }

  if (kill) report("kill/revive (sheet open)", kill);
  if (pick) report(`a pick on the board (“${step}”)`, pick);
  if (vote.length) report(`a hand on a vote (${k / 2} nominations)`, vote);
  if (empty) report("nothing tapped: an empty frame", empty);
  if (floor) report("no app code: one token's ring toggled by hand", floor);
  if (text) report("no app code: one name on the board changed by a letter by hand", text);
  console.log("target: a tap's own work (\"own\": script + style + layout + paint) p95 ≤ 8 ms at 4×; the empty frame and the two floors are the browser's");
} finally {
  await app.stop();
}
