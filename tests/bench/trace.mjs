// What the benchmarks share: the board they tap on, the pause between taps, the statistics and
// their printed line, a tap timed until the next paint, and the main-thread work of taps from
// a Chromium trace.
import { TWENTY, openApp, seatPlayers, drawCharacters, openSeat, closeSheet } from "../browser/specs/grimoire-helpers.mjs";

/** The benchmarks' game: 20 players (5 Travellers), characters drawn, the first night, two
 * reminder tokens beside each player (40). Returns the counts on the board. */
export async function boardOfTwenty(page, url) {
  await openApp(page, url, 20);
  await seatPlayers(page, TWENTY);
  await drawCharacters(page);
  await page.click('[data-testid="keep-bluffs"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="board"]');
  for (const name of TWENTY) {
    await openSeat(page, name);
    await page.locator('[data-testid="add-reminder"]').nth(0).click();
    await page.locator('[data-testid="add-reminder"]').nth(1).click();
    await closeSheet(page);
  }
  return {
    seats: await page.locator('[data-testid="seat"]').count(),
    reminders: await page.locator(".reminder-dot").count(),
  };
}

/** From the night on the board's screen to the first day: the night list's last step, the
 * night's end and dawn. */
export async function toFirstDay(page) {
  await page.click(".night-list summary");
  await page.locator('[data-testid="night-step-link"]').last().click();
  await page.click('[data-testid="end-night"]');
  await page.click('[data-testid="dawn-done"]');
}

// A pause between two taps, as between a person's taps: without it, what a tap leaves for
// later (garbage collection, the storage's answer, idle tasks) lands in the next tap's time.
export const PAUSE_MS = 150;
export const pause = () => new Promise((r) => setTimeout(r, PAUSE_MS));

export function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { n: s.length, median: at(0.5), p95: at(0.95), min: s[0], max: s[s.length - 1] };
}

export function line(label, st) {
  const f = (x) => x.toFixed(1).padStart(7);
  console.log(`${label.padEnd(44)} median ${f(st.median)} ms   p95 ${f(st.p95)} ms   (min ${st.min.toFixed(1)}, max ${st.max.toFixed(1)}, n=${st.n})`);
}

/** Taps the `index`th match of `selector`; resolves with the time until the task after the
 * next frame, or with `until` (a selector), after the first frame in which it is on the page:
 * a view drawn over several frames, whole. */
export async function tapToPaint(page, selector, index = 0, until = null) {
  return page.evaluate(
    ([sel, i, whole]) =>
      new Promise((resolve) => {
        const el = document.querySelectorAll(sel)[i];
        const t0 = performance.now();
        el.click();
        // rAF runs just before the next paint; a task queued from it runs just after.
        const frame = () =>
          requestAnimationFrame(() => {
            if (!whole || document.querySelector(whole)) setTimeout(() => resolve(performance.now() - t0), 0);
            else frame();
          });
        frame();
      }),
    [selector, index, until],
  );
}

/** Main-thread time of each tap: the sum of the renderer main thread's tasks between the tap
 * and the task after its frame, from a Chromium trace, so without the wait for the next frame
 * (up to one 16.7 ms interval at 60 Hz, which tap → paint includes). `selectors` (one, or a
 * list tapped in turn) are tapped `taps` times in all, a pause apart; one number per tap. */
export async function mainThreadWork(cdp, page, selectors, taps) {
  const list = Array.isArray(selectors) ? selectors : [selectors];
  const { on, begins: taps0, ends } = await traceTaps(cdp, page, "toplevel,blink.user_timing", taps, (i) =>
    markedTap(page, list[i % list.length]),
  );
  const tasks = on.filter((e) => e.ph === "X" && e.name === "ThreadControllerImpl::RunTask");
  return taps0.map((t, i) => tasks.filter((e) => e.ts + e.dur >= t && e.ts <= ends[i]).reduce((sum, e) => sum + (Math.min(e.ts + e.dur, ends[i]) - Math.max(e.ts, t)), 0) / 1000);
}

/** Splits per-tap numbers of selectors tapped in turn into one list per selector. */
export function bySelector(samples, count) {
  return Array.from({ length: count }, (_, k) => samples.filter((_, i) => i % count === k));
}

/** Runs `act(i)` `n` times, a pause apart, inside a Chromium trace of `categories`; each act
 * marks "bench-tap" and "bench-painted". Returns the renderer main thread's events and the
 * marks' times, in order. */
export async function traceTaps(cdp, page, categories, n, act) {
  const events = [];
  const collect = (d) => events.push(...d.value);
  cdp.on("Tracing.dataCollected", collect);
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" });
  for (let i = 0; i < n; i++) {
    await act(i);
    await pause();
  }
  await cdp.send("Tracing.end");
  await done;
  cdp.off("Tracing.dataCollected", collect);
  const main = new Set(events.filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const on = events.filter((e) => main.has(`${e.pid}:${e.tid}`));
  const at = (name) => on.filter((e) => e.name === name).map((e) => e.ts).sort((a, b) => a - b);
  return { on, begins: at("bench-tap"), ends: at("bench-painted") };
}

/** Taps the `index`th match of `selector` between the marks [`traceTaps`] reads: "bench-tap"
 * before the tap, "bench-painted" in the task after its frame. */
export function markedTap(page, selector, index = 0) {
  return page.evaluate(
    ([sel, i]) =>
      new Promise((resolve) => {
        performance.mark("bench-tap");
        document.querySelectorAll(sel)[i].click();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.mark("bench-painted")), 0));
      }),
    [selector, index],
  );
}
