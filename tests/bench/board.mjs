// Board benchmark, in headless Chromium with the CPU throttled 4× (a phone-like speed):
//  - tap → next paint for a board action (kill/revive from a seat's sheet, opening a seat's
//    sheet, undo and redo), with 20 players and 40 reminder tokens on the board, 50 taps each,
//    and for the sheet the paint of its last group too (drawn a frame later);
//  - tap → the journal's write committed in IndexedDB (kill/revive), with the journal;
//  - time to interactive on a warm start (service worker and caches warm), the game open on
//    the board: from navigation start to the app's "grimoire-interactive" mark.
// A phone has no mouse: the pointer that set the game up is moved off the page before the taps
// are timed (otherwise Chromium hit-tests a hover after every frame). The warm start is timed
// twice: as before (Playwright waits for the board, which runs its own script in the page
// while the app starts), and undisturbed (nothing runs in the page until the start is over).
// Taps are 150 ms apart, as a person's are. It prints numbers and never fails on them. Run
// after a build: node tests/bench/board.mjs (GRIMOIRE_DIST=... to measure another build).
import { start } from "../browser/lib/harness.mjs";
import { pause, stats, line, tapToPaint, mainThreadWork, boardOfTwenty } from "./trace.mjs";
import { TWENTY, openSeat, closeSheet } from "../browser/specs/grimoire-helpers.mjs";

const TAPS = 50;
const STARTS = 15;
const RATE = 4;

/** Taps `selector`; resolves with the time until the journal's write of that tap committed
 * (`window.grimoireJournal.at`, set when the transaction completes). */
async function tapToCommit(page, selector) {
  return page.evaluate(
    (sel) =>
      new Promise((resolve) => {
        const el = document.querySelector(sel);
        const t0 = performance.now();
        el.click();
        const target = window.grimoireJournal.begun;
        const check = () => {
          const j = window.grimoireJournal;
          if (j.committed >= target) resolve(j.at - t0);
          else setTimeout(check, 1);
        };
        check();
      }),
    selector,
  );
}

const app = await start({ phone: "small" });
const { page, url, context } = app;
try {
  // The game: 20 players (5 Travellers), characters drawn, first night, 40 reminders.
  const { seats, reminders } = await boardOfTwenty(page, url);
  console.log(`board: ${seats} players, ${reminders} reminder tokens; CPU throttled ${RATE}×`);

  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });

  // A board action: kill, then revive, the same player from the open sheet.
  await openSeat(page, TWENTY[7]);
  await page.mouse.move(-1, -1);
  for (let i = 0; i < 4; i++) await tapToPaint(page, '[data-testid="kill"]'); // warm-up
  const kill = [];
  for (let i = 0; i < TAPS; i++) {
    kill.push(await tapToPaint(page, '[data-testid="kill"]'));
    await pause();
  }
  line("tap → paint: kill/revive (sheet open)", stats(kill));
  line("  main-thread work of a kill/revive", stats(await mainThreadWork(cdp, page, '[data-testid="kill"]', TAPS)));
  // Tap → the journal's IndexedDB transaction committed (strict durability): the window in
  // which a killed browser can still lose the move (builds with the journal only).
  if (await page.evaluate(() => !!window.grimoireJournal?.available)) {
    const commit = [];
    const spent = [];
    for (let i = 0; i < TAPS; i++) {
      const before = await page.evaluate(() => window.grimoireJournal.spent);
      commit.push(await tapToCommit(page, '[data-testid="kill"]'));
      spent.push((await page.evaluate(() => window.grimoireJournal.spent)) - before);
      await pause();
    }
    line("tap → journal committed: kill/revive", stats(commit));
    line("  main-thread work of the journal per tap", stats(spent));
  }
  // The floor: no tap at all, only the wait for the next frame and an empty frame.
  const idle = [];
  for (let i = 0; i < TAPS; i++) {
    idle.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const t0 = performance.now();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          }),
      ),
    );
  }
  line("  nothing tapped: next frame alone", stats(idle));

  // Opening a seat's sheet from the board.
  await closeSheet(page);
  const open = [];
  for (let i = 0; i < TAPS; i++) {
    open.push(await tapToPaint(page, '[data-testid="seat"] .seat__button', i % 20));
    await page.evaluate(() => document.querySelector('[data-testid="sheet-close"]').click());
    await pause();
  }
  line("tap → paint: open a seat's sheet", stats(open));
  // The whole sheet: the frame in which its last group (the seat's controls) is drawn too.
  const whole = [];
  for (let i = 0; i < TAPS; i++) {
    whole.push(await tapToPaint(page, '[data-testid="seat"] .seat__button', i % 20, '[data-testid="seat-control"]'));
    await page.evaluate(() => document.querySelector('[data-testid="sheet-close"]').click());
    await pause();
  }
  line("  the whole sheet painted", stats(whole));

  // Undo and redo from the game bar, alternately (an undo replays the log from the nearest
  // state the engine kept, at most 16 commands; the log is now about 170 commands long).
  const undo = [];
  const redo = [];
  for (let i = 0; i < TAPS; i++) {
    undo.push(await tapToPaint(page, '[data-testid="undo"]'));
    await pause();
    redo.push(await tapToPaint(page, '[data-testid="redo"]'));
    await pause();
  }
  line("tap → paint: undo (game bar)", stats(undo));
  line("tap → paint: redo (game bar)", stats(redo));

  // Warm start: the game is open on the board; reload with everything cached.
  const starts = [];
  const loaded = [];
  const begun = [];
  await page.evaluate(() => navigator.serviceWorker.ready);
  const marks = () =>
    page.evaluate(() => {
      const mark = performance.getEntriesByName("grimoire-interactive")[0];
      const begin = performance.getEntriesByName("grimoire-start")[0];
      const read = performance.getEntriesByName("grimoire-game-read")[0];
      const nav = performance.getEntriesByType("navigation")[0];
      const jOpen = performance.getEntriesByName("grimoire-journal-open")[0];
      const jReady = performance.getEntriesByName("grimoire-journal-ready")[0];
      return mark && begin
        ? [mark.startTime, nav.domContentLoadedEventEnd, begin.startTime, read ? read.startTime : NaN, nav.unloadEventEnd,
          jOpen && jReady ? jReady.startTime - jOpen.startTime : NaN]
        : null;
    });
  const quiet = { starts: [], loaded: [], begun: [], read: [], unload: [], journal: [] };
  for (let i = 0; i < STARTS + 2; i++) {
    await page.reload({ waitUntil: "commit" });
    await new Promise((r) => setTimeout(r, 2500));
    const t = await marks();
    if (t && i >= 2) {
      quiet.starts.push(t[0]);
      quiet.loaded.push(t[1]);
      quiet.begun.push(t[2]);
      quiet.read.push(t[3]);
      quiet.unload.push(t[4]);
      if (!Number.isNaN(t[5])) quiet.journal.push(t[5]);
    }
  }
  for (let i = 0; i < STARTS + 2; i++) {
    await page.reload();
    await page.waitForSelector('[data-testid="board"] [data-testid="seat"]');
    const t = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const read = () => {
            const mark = performance.getEntriesByName("grimoire-interactive")[0];
            const begin = performance.getEntriesByName("grimoire-start")[0];
            if (mark && begin) resolve([mark.startTime, performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd, begin.startTime]);
            else requestAnimationFrame(read);
          };
          read();
        }),
    );
    if (i >= 2) {
      starts.push(t[0]);
      loaded.push(t[1]);
      begun.push(t[2]);
    }
  }
  const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
  line(`warm start → board interactive${controlled ? " (service worker)" : ""}`, stats(starts));
  line("warm start → DOMContentLoaded", stats(loaded));
  line("warm start → app code starts (wasm ready)", stats(begun));
  line("undisturbed warm start → board interactive", stats(quiet.starts));
  line("undisturbed warm start → DOMContentLoaded", stats(quiet.loaded));
  line("undisturbed warm start → app code starts", stats(quiet.begun));
  line("undisturbed warm start → game read and replayed", stats(quiet.read));
  line("  (the old page's unload event ends at)", stats(quiet.unload));
  if (quiet.journal.length) line("  of which the journal's open and merge", stats(quiet.journal));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  console.log("targets: tap → paint p95 ≤ 16 ms; warm start ≤ 300 ms at 4×");
} finally {
  await app.stop();
}
