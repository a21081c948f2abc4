// Journal benchmark, in headless Chromium with the CPU throttled 4× (a phone-like speed): a
// tap's journal work, on the board of a 20-player game with 40 reminder tokens, 50 kill/revive
// taps 150 ms apart:
//  - the journal's main-thread time per tap (`window.grimoireJournal.spent`: the app's calls
//    into the journal, the text's passage to JavaScript included, and the commit's handler);
//  - tap → the write committed in IndexedDB with strict durability (the window in which a
//    killed browser can still lose the move).
// board.mjs prints the same two rows among the board's; this one prints only them, so that
// builds can be alternated run by run:
//   for d in distA distB distA distB; do GRIMOIRE_DIST=$d node tests/bench/journal.mjs; done
// It prints numbers and never fails on them.
import { start } from "../browser/lib/harness.mjs";
import { TWENTY, openSeat } from "../browser/specs/grimoire-helpers.mjs";
import { boardOfTwenty } from "./trace.mjs";

const TAPS = Number(process.env.TAPS || 50);
const RATE = 4;
const pause = () => new Promise((r) => setTimeout(r, 150));

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { n: s.length, median: at(0.5), p95: at(0.95), min: s[0], max: s[s.length - 1] };
}

function line(label, st) {
  const f = (x) => x.toFixed(2).padStart(7);
  console.log(`${label.padEnd(44)} median ${f(st.median)} ms   p95 ${f(st.p95)} ms   (min ${st.min.toFixed(2)}, max ${st.max.toFixed(2)}, n=${st.n})`);
}

const app = await start({ phone: "small" });
const { page, url, context } = app;
try {
  await boardOfTwenty(page, url);
  if (!(await page.evaluate(() => !!window.grimoireJournal?.available))) {
    console.log("journal: not in this build (or IndexedDB unavailable)");
  } else {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
    await openSeat(page, TWENTY[7]);
    await page.mouse.move(-1, -1);
    const commit = [];
    const spent = [];
    for (let i = 0; i < TAPS + 4; i++) {
      const before = await page.evaluate(() => window.grimoireJournal.spent);
      const took = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const t0 = performance.now();
            document.querySelector('[data-testid="kill"]').click();
            const target = window.grimoireJournal.begun;
            const check = () => {
              const j = window.grimoireJournal;
              if (j.committed >= target) resolve(j.at - t0);
              else setTimeout(check, 1);
            };
            check();
          }),
      );
      const cost = (await page.evaluate(() => window.grimoireJournal.spent)) - before;
      if (i >= 4) {
        commit.push(took);
        spent.push(cost);
      }
      await pause();
    }
    const size = await page.evaluate(() => Math.max(...Object.keys(localStorage).map((k) => localStorage.getItem(k).length)));
    console.log(`journal: ${process.env.GRIMOIRE_DIST || "dist"}; game text ${size} characters; CPU throttled ${RATE}×`);
    line("tap → journal committed: kill/revive", stats(commit));
    line("  main-thread work of the journal per tap", stats(spent));
  }
} finally {
  await app.stop();
}
