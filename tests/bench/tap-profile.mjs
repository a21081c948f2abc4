// Where a tap's script goes: a sampled CPU profile (DevTools protocol, 100 µs samples) of
// kill/revive taps from an open seat sheet, or of hands on a vote, on the benchmarks' board
// (20 players, 40 reminder tokens), CPU throttled 4×. Prints the script time per tap (samples
// in a function), the browser's own time beside it ("(program)", garbage collection), then
// the functions with the most time per tap: self time (the function's own) and, with
// UNDER=regex, the time spent under any frame whose name matches (e.g.
// UNDER='Store..send|persist::|night::sheet'). The release build strips WebAssembly names
// (wasm-function[n]); for names, build once with `data-keep-debug
// data-wasm-opt-params="--debuginfo"` added to botc.html's rust link (not to be committed) and
// pass that dist as GRIMOIRE_DIST.
// Run after a build: node tests/bench/tap-profile.mjs (GRIMOIRE_DIST=... another build;
// WHAT=kill|vote, N=taps (30), TOP=rows (25)). It prints numbers and never fails on them.
import { start } from "../browser/lib/harness.mjs";
import { boardOfTwenty, toFirstDay, pause, markedTap as tap } from "./trace.mjs";
import { TWENTY, openSeat } from "../browser/specs/grimoire-helpers.mjs";
import { nominate } from "../browser/specs/nights-days-helpers.mjs";

const WHAT = process.env.WHAT || "kill";
const N = Number(process.env.N || 30);
const TOP = Number(process.env.TOP || 25);
const UNDER = process.env.UNDER ? new RegExp(process.env.UNDER) : null;
const RATE = 4;

const app = await start({ phone: "small" });
const { page, url, context } = app;
try {
  const { seats, reminders } = await boardOfTwenty(page, url);
  const cdp = await context.newCDPSession(page);
  let selectors;
  if (WHAT === "vote") {
    await toFirstDay(page);
    await nominate(page, TWENTY[0], TWENTY[1]);
    await page.waitForSelector('[data-testid="vote"]');
    // Hands up and down in turn, fewer than the voters so that the vote stays open.
    selectors = ['[data-testid="hand-up"]', '[data-testid="hand-down"]'];
  } else {
    await openSeat(page, TWENTY[7]);
    selectors = ['[data-testid="kill"]'];
  }
  const taps = WHAT === "vote" ? Math.min(N, 18) : N;
  await page.mouse.move(-1, -1);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  for (let i = 0; i < 2; i++) await tap(page, selectors[0]); // warm-up
  await pause();
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  for (let i = 0; i < taps - 2; i++) {
    await tap(page, selectors[i % selectors.length]);
    await pause();
  }
  const { profile } = await cdp.send("Profiler.stop");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const count = taps - 2;

  // Sample times, by node; each node's parent, to walk a sample's stack.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) || 0) + (profile.timeDeltas[i + 1] || 0) / 1000));
  const name = (n) => n.callFrame.functionName || `(anonymous ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber})`;
  const self = new Map();
  const under = new Map();
  let busy = 0;
  const native = new Map();
  for (const [id, ms] of dt) {
    const n = byId.get(id);
    const nm = name(n);
    if (nm === "(idle)") continue;
    if (nm === "(program)" || nm === "(garbage collector)") {
      native.set(nm, (native.get(nm) || 0) + ms);
      continue;
    }
    busy += ms;
    self.set(nm, (self.get(nm) || 0) + ms);
    if (UNDER) {
      // Each matching frame of the stack once (recursion counted once).
      const seen = new Set();
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const f = name(byId.get(at));
        if (UNDER.test(f) && !seen.has(f)) {
          seen.add(f);
          under.set(f, (under.get(f) || 0) + ms);
        }
      }
    }
  }
  const per = (ms) => (ms / count).toFixed(2).padStart(7);
  console.log(`${WHAT}: ${count} taps profiled, ${seats} players, ${reminders} reminder tokens, CPU ${RATE}×, samples every 100 µs`);
  console.log(`script per tap (samples in a function, including the pauses' stray work): ${per(busy)} ms`);
  for (const [nm, ms] of native) console.log(`${nm} per tap (the browser's own work: style, layout, paint, frames): ${per(ms)} ms`);
  console.log("self time per tap, ms:");
  for (const [nm, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${per(ms)}  ${nm}`);
  if (UNDER) {
    console.log(`time under frames matching ${UNDER}, per tap, ms:`);
    for (const [nm, ms] of [...under].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${per(ms)}  ${nm}`);
  }
} finally {
  await app.stop();
}
