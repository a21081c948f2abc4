// No tapped move is lost when the browser is killed: a scripted 7-player game, with the
// Chromium process group killed (SIGKILL: no unload, no shutdown) right after a tap at each of
// over 30 points (setup, the bag, night steps, a vote, undo, redo, the win), then relaunched on
// the same profile. What it came back to is compared with the same game played without kills.
// localStorage alone loses the last minute's moves this way; the journal in IndexedDB keeps them.
//
// "Right after" is once the tap's journal transaction has committed. The tap begins it in its
// own task (checked: when the click returns, a transaction has begun that had not before) and
// asks for its commit at once; the browser then writes it to disk on its own thread, which takes
// a few milliseconds, more on a loaded machine. A kill inside that window can lose that one move:
// no web page can make a write durable sooner. The spec prints how long the window was.
//
// Prints the points, the moves lost, the moves the journal brought back, and the time from the
// end of each tap to its commit.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DIST, launchKillable, requireDist, start } from "../lib/harness.mjs";
import { startServer } from "../lib/server.mjs";
import { unlockBag } from "./grimoire-helpers.mjs";
import { PLAYERS } from "./nights-days-helpers.mjs";

const IDS = ["empath", "undertaker", "monk", "imp", "fortuneteller", "ravenkeeper", "spy"];
const BLUFFS = ["virgin", "librarian", "recluse"];

/** The open game as stored: its log, redo stack and screens' state (what must survive). */
async function snapshot(page) {
  return page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem("grimoire.index") || "null");
    if (!index || !index.open) return { open: false, games: index ? index.games.length : 0 };
    const stored = JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`) || "null");
    if (!stored) return { open: true, missing: true };
    return { open: true, log: stored.game.log, redo: stored.game.redo || [], ui: stored.ui };
  });
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The journal's counters on this page (see journal.js), and the page's address. */
function journalCounts(page) {
  return page.evaluate(() => ({ url: location.pathname, ...(window.grimoireJournal || { begun: 0, committed: 0 }) }));
}

/** Waits until every journal transaction begun on the page has committed; the milliseconds
 * waited. Fails past 5 s: a move that is not on disk by then is as good as lost. */
async function committed(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const t0 = performance.now();
        const target = window.grimoireJournal.begun;
        const check = () => {
          if (window.grimoireJournal.committed >= target) return resolve(performance.now() - t0);
          if (performance.now() - t0 > 5000) return reject(new Error(`journal: ${window.grimoireJournal.committed} of ${target} committed after 5 s`));
          setTimeout(check, 1);
        };
        check();
      }),
  );
}

/** Commands between two snapshots: those past the shared part of the logs, and of the redo
 * stacks. */
function commandsBetween(a, b) {
  const diff = (x = [], y = []) => {
    let i = 0;
    while (i < x.length && i < y.length && same(x[i], y[i])) i++;
    return x.length - i + (y.length - i);
  };
  return diff(a.log, b.log) + diff([...(a.redo || [])].reverse(), [...(b.redo || [])].reverse());
}

async function closeAnnouncement(page) {
  if (await page.locator('[data-testid="card-close"]').count()) {
    await page.click('[data-testid="card-close"]');
    await page.waitForSelector('[data-testid="info-card"]', { state: "detached" });
  }
}

/** The script: each step ends with one tap (its last action) and is a kill point unless
 * `kill` is false. A step starts from a freshly loaded page on the screen the game was left
 * on. */
function script(url) {
  const steps = [];
  // A public announcement card left up (an execution's) is closed first: it is not saved.
  const step = (name, phase, run, kill = true) =>
    steps.push({ name, phase, kill, run: async (page) => (await closeAnnouncement(page), run(page)) });
  step("new game", "setup", async (page) => {
    await page.goto(`${url}#seed=247`);
    await page.waitForSelector('[data-testid="new-game"]');
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-botc"]');
    // The game starts on its own page: the tap is done once that page has started it.
    await page.waitForSelector('[data-testid="new-player-name"]');
  });
  for (const name of PLAYERS) {
    step(`add ${name}`, "setup", async (page) => {
      await page.fill('[data-testid="new-player-name"]', name);
      await page.click('[data-testid="add-player"]');
    });
  }
  step("to the characters", "setup", (page) => page.click('[data-testid="next-characters"]'));
  step("pick the characters", "setup", async (page) => {
    for (const [i, id] of IDS.entries()) {
      await page.locator('[data-testid="pick-row"] [data-testid="pick-character"]').nth(i).selectOption(id);
    }
  });
  step("hand them out", "setup", (page) => page.click('[data-testid="accept-characters"]'));
  step("bluffs", "setup", async (page) => {
    await page.waitForSelector('[data-testid="bluffs"]');
    for (const [i, id] of BLUFFS.entries()) await page.selectOption(`[data-testid="bluff-${i}"]`, id);
    await page.click('[data-testid="keep-bluffs"]');
  });
  step("red herring", "setup", (page) =>
    page.getByLabel("Fortune Teller's red herring").selectOption({ label: "Julian" }),
  );
  step("pass the bag", "setup", (page) => page.click('[data-testid="pass-bag"]'));
  for (let i = 0; i < PLAYERS.length; i++) {
    step(`${PLAYERS[i]} looks in the bag`, "bag", async (page) => {
      await page.locator('[data-testid="bag-name"]').nth(i).click();
      await page.click('[data-testid="bag-confirm"]');
      await page.click('[data-testid="bag-hide"]');
    });
  }
  step("start the night", "bag", async (page) => {
    await unlockBag(page);
    await page.click('[data-testid="bag-finish"]');
  });
  for (let i = 1; i <= 5; i++) {
    step(`night step ${i}`, "night step", async (page) => {
      await page.waitForSelector('[data-testid="night-next"]');
      await page.click('[data-testid="night-next"]');
    });
  }
  step("through the night", "night step", async (page) => {
    await page.waitForSelector('[data-testid="night-panel"]');
    while (!(await page.locator('[data-testid="end-night"]').count())) {
      const before = await page.textContent('[data-testid="night-count"]');
      await page.click('[data-testid="night-next"]');
      await page.waitForFunction(
        (b) => document.querySelector('[data-testid="night-count"]')?.textContent !== b,
        before,
      );
    }
  }, false);
  step("end the night", "night step", (page) => page.click('[data-testid="end-night"]'));
  // Reading dawn out is not saved (dawn shows until the day's first command): no kill here.
  step("dawn read out", "day", async (page) => {
    await page.waitForSelector('[data-testid="dawn"]');
    await closeAnnouncement(page);
    await page.click('[data-testid="dawn-done"]');
  }, false);
  step("nominate Amy", "vote", async (page) => {
    await page.waitForSelector('[data-testid="nominate"]');
    await page.click('[data-testid="nominate"]');
    for (const name of ["Alex", "Amy"]) {
      await page.locator('[data-testid="seat"]', { hasText: name }).locator("button").click();
    }
    await page.click('[data-testid="confirm-pick"]');
  });
  for (let i = 0; i < 4; i++) {
    step(`hand ${i + 1} up`, "vote", async (page) => {
      await page.waitForSelector('[data-testid="hand-up"]');
      await page.click('[data-testid="hand-up"]');
    });
  }
  step("the other hands down", "vote", async (page) => {
    await page.waitForSelector('[data-testid="vote"]');
    while (await page.locator('[data-testid="hand-down"]').count()) {
      const count = await page.textContent('[data-testid="vote-next"]');
      await page.click('[data-testid="hand-down"]');
      await page.waitForFunction(
        (c) => (document.querySelector('[data-testid="vote-next"]')?.textContent ?? "") !== c,
        count,
      );
    }
  }, false);
  step("close the vote", "vote", (page) => page.click('[data-testid="close-vote"]'));
  step("undo", "undo", async (page) => {
    await page.waitForSelector('[data-testid="undo"]:not([disabled])');
    await page.click('[data-testid="undo"]');
  });
  step("redo", "redo", async (page) => {
    await page.waitForSelector('[data-testid="redo"]:not([disabled])');
    await page.click('[data-testid="redo"]');
  });
  step("undo again", "undo", async (page) => {
    await page.waitForSelector('[data-testid="undo"]:not([disabled])');
    await page.click('[data-testid="undo"]');
  });
  step("a hand taken back in the vote", "undo", async (page) => {
    await page.waitForSelector('[data-testid="undo"]:not([disabled])');
    await page.click('[data-testid="undo"]');
  });
  step("redo the hand", "redo", async (page) => {
    await page.waitForSelector('[data-testid="redo"]:not([disabled])');
    await page.click('[data-testid="redo"]');
  });
  step("redo the close", "redo", async (page) => {
    await page.waitForSelector('[data-testid="redo"]:not([disabled])');
    await page.click('[data-testid="redo"]');
  });
  step("good wins", "victory", async (page) => {
    await closeAnnouncement(page);
    if (await page.locator('[data-testid="confirm-win"]').count()) {
      // The execution already won the game for good: the win is offered.
      await page.click('[data-testid="confirm-win"]');
      return;
    }
    await page.locator('[data-testid="declare-win"] summary').click();
    await page.click('[data-testid="declare-good"]');
    await page.fill('[data-testid="declare-reason"]', "The town gave up");
    await page.click('[data-testid="declare-confirm"]');
  });
  step("the win undone", "victory", async (page) => {
    await page.waitForSelector('[data-testid="victory"]');
    await page.click('[data-testid="undo"]');
  });
  step("the win redone", "victory", async (page) => {
    await page.waitForSelector('[data-testid="redo"]:not([disabled])');
    await page.click('[data-testid="redo"]');
  });
  return steps;
}

test("no move is lost when the browser is killed right after a tap", { timeout: 900000 }, async () => {
  requireDist();
  const server = await startServer(DIST);
  const steps = script(server.url);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "grimoire-kill-"));
  let chrome = null;
  try {
    // The same game without kills: what each point must come back to.
    const reference = [];
    {
      const app = await start();
      const ref = script(app.url);
      try {
        for (const s of ref) {
          await s.run(app.page);
          reference.push(await snapshot(app.page));
        }
        assert.deepEqual(app.errors, []);
      } finally {
        await app.stop();
      }
    }
    assert.ok(reference.at(-1).log.some((c) => c.type === "declare_win" || JSON.stringify(c).includes("win")),
      "the script reaches the win");

    const results = [];
    chrome = await launchKillable(profile);
    await chrome.page.goto(server.url);
    await chrome.page.waitForSelector("main", { timeout: 30000 });
    const windows = [];
    for (let i = 0; i < steps.length; i++) {
      const s = steps[i];
      const before = await journalCounts(chrome.page);
      await s.run(chrome.page);
      if (!s.kill) continue;
      // The tap's handler has run (the click resolves after its events are dispatched): the
      // move is on screen and its write has begun, in the tap's own task.
      const after = await journalCounts(chrome.page);
      assert.ok(after.available, `the journal is open after ${s.name}`);
      if (after.url === before.url) {
        assert.ok(after.begun > before.begun, `${s.name}: the tap began its journal write before the click returned`);
      }
      // Kill as soon as the browser has it on disk.
      windows.push({ point: s.name, ms: await committed(chrome.page) });
      await chrome.kill();
      chrome = await launchKillable(profile);
      await chrome.page.goto(server.url);
      await chrome.page.waitForSelector("main", { timeout: 30000 });
      const notice = await chrome.page.locator('[data-testid="notice"]').allTextContents();
      const recovered = Number((/(\d+) moves? recovered/.exec(notice.join(" ")) || [0, 0])[1]);
      const got = await snapshot(chrome.page);
      let back = i;
      while (back >= 0 && !same(got, reference[back])) back--;
      const lost = back === i ? 0 : back < 0 ? commandsBetween({ log: [], redo: [] }, reference[i]) : commandsBetween(got, reference[i]);
      results.push({ point: s.name, phase: s.phase, lost, tapsLost: i - back, recovered });
      if (process.env.DEBUG_KILL) console.log("#", i, s.name, "back", back, "lost", lost, "recovered", recovered);
      // Something lost: play it again from where the game came back to (not a kill point).
      if (lost || back !== i) {
        for (let j = back + 1; j <= i; j++) await steps[j].run(chrome.page);
        assert.ok(same(await snapshot(chrome.page), reference[i]), `back in step after ${s.name}`);
      }
    }
    const points = results.length;
    const lost = results.reduce((n, r) => n + r.lost, 0);
    const recovered = results.reduce((n, r) => n + r.recovered, 0);
    const withRecovery = results.filter((r) => r.recovered > 0).length;
    const phases = [...new Set(results.map((r) => r.phase))];
    console.log(`# durability: ${points} kill points (${phases.join(", ")}), ${lost} commands lost`);
    console.log(`# durability: the journal brought back ${recovered} moves at ${withRecovery} of the ${points} restarts`);
    const ms = windows.map((w) => w.ms).sort((a, b) => a - b);
    const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
    console.log(`# durability: end of tap → journal commit: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (the window a kill could lose a move in)`);
    for (const r of results) {
      console.log(`#   ${r.phase.padEnd(10)} ${r.point.padEnd(32)} lost ${r.lost}  recovered ${r.recovered}`);
    }
    assert.ok(points >= 30, `${points} kill points`);
    assert.equal(lost, 0, `commands lost: ${JSON.stringify(results.filter((r) => r.lost))}`);
  } finally {
    if (chrome) await chrome.kill();
    await server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
