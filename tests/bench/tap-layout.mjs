// What a tap makes the browser lay out again, and why: for kill/revive from an open seat sheet
// or a hand on a vote, on the benchmarks' board (20 players, 40 reminder tokens), CPU throttled
// 4×, from a Chromium trace with invalidation tracking. Prints, per tap, the layout's time, its
// dirty and total objects, whether it was partial and where it began (its layout roots), then
// what invalidated layout over all taps (node and reason, counted). CSS='...' adds a style
// sheet before the taps, to try a containment without a build: e.g.
// CSS='.seat{contain:size layout}'. The tracing makes each tap slower than in tap-work.mjs:
// read the times side by side, not against the target.
// Run after a build: node tests/bench/tap-layout.mjs (GRIMOIRE_DIST=... another build;
// WHAT=kill|vote; N=taps (8)). It prints numbers and never fails on them.
import { start } from "../browser/lib/harness.mjs";
import { boardOfTwenty, toFirstDay, traceTaps, markedTap as tap } from "./trace.mjs";
import { TWENTY, openSeat, closeSheet } from "../browser/specs/grimoire-helpers.mjs";
import { nominate } from "../browser/specs/nights-days-helpers.mjs";

const WHAT = process.env.WHAT || "kill";
const N = Number(process.env.N || 8);
const CATEGORIES = [
  "toplevel",
  "blink.user_timing",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.invalidationTracking",
].join(",");

const app = await start({ phone: "small" });
const { page, url, context } = app;
try {
  await boardOfTwenty(page, url);
  let selector = '[data-testid="kill"]';
  if (WHAT === "vote") {
    await toFirstDay(page);
    await nominate(page, TWENTY[0], TWENTY[1]);
    await page.waitForSelector('[data-testid="vote"]');
    selector = '[data-testid="hand-up"]';
  } else {
    await openSeat(page, TWENTY[7]);
  }
  if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
  await page.mouse.move(-1, -1);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // One tap before the trace, so that the first traced one is not the first of its kind.
  await tap(page, selector);
  const { on, begins, ends } = await traceTaps(cdp, page, CATEGORIES, N, () => tap(page, selector));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  if (WHAT === "kill") await closeSheet(page);

  console.log(`${WHAT}: ${begins.length} taps traced, 20 players, 40 reminder tokens, CPU 4×`);
  const reasons = new Map();
  begins.forEach((t0, i) => {
    const inside = (e) => e.ts >= t0 && e.ts <= ends[i];
    const layouts = on.filter((e) => inside(e) && e.ph === "X" && e.name === "Layout");
    for (const e of layouts) {
      const begin = e.args?.beginData ?? {};
      const roots = (e.args?.endData?.layoutRoots ?? []).map((r) => r.nodeName).join(", ");
      const ms = (e.dur / 1000).toFixed(2).padStart(5);
      console.log(`  tap ${i + 1}: layout ${ms} ms, ${begin.dirtyObjects} of ${begin.totalObjects} objects dirty, ${begin.partialLayout ? "partial" : "whole"}, from ${roots}`);
    }
    for (const e of on.filter((e) => inside(e) && e.name === "LayoutInvalidationTracking")) {
      const key = `${e.args.data.nodeName}: ${e.args.data.reason}`;
      reasons.set(key, (reasons.get(key) || 0) + 1);
    }
  });
  console.log("layout invalidated by (node: reason, count over all taps):");
  for (const [key, n] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${key}`);
} finally {
  await app.stop();
}
