// Storage full, then a reload: the moves localStorage could not take live in the journal (and in
// memory); the page shows them after the reload, builds its next moves on them and never writes
// an older version over them; the notice says how many moves are not in storage and offers the
// game's file at once. Both games.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { shot } from "../lib/harness.mjs";
import { SEVEN, openApp, seatPlayers, storedGame, withApp } from "./grimoire-helpers.mjs";
import { newQbGame, addQbPlayers, randomDeal, sendSetup, unlockReveal } from "./qb-helpers.mjs";

/** localStorage refuses every write (QuotaExceededError) while the page's cookie says so, from
 * the page's first script on (a reload stays full). */
async function fullWhenAsked(context) {
  await context.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (this === window.localStorage && document.cookie.includes("grimoire-full=1")) {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      }
      return set.call(this, key, value);
    };
  });
}

const fill = (page) => page.evaluate(() => (document.cookie = "grimoire-full=1; path=/"));
const empty = (page) => page.evaluate(() => (document.cookie = "grimoire-full=; max-age=0; path=/"));

/** Waits until every journal write begun has committed. */
async function journalSettled(page) {
  await page.waitForFunction(() => {
    const j = window.grimoireJournal;
    return j && j.committed === j.begun;
  });
}

async function botcPlayers(page, n) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="player-row"]').length === count,
    n,
    { timeout: 10000 },
  );
  return page.$$eval('[data-testid="player-row"] input', (els) => els.map((e) => e.value));
}

async function noticeText(page) {
  await page.waitForSelector('[data-testid="notice"]');
  return page.textContent('[data-testid="notice"] p');
}

async function download(page) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.click('[data-testid="notice-export"]')]);
  return JSON.parse(fs.readFileSync(await file.path(), "utf8"));
}

const kept = (n) =>
  `Storage is full: ${n} move${n === 1 ? "" : "s"} of this game ${n === 1 ? "is" : "are"} kept only in memory and in ` +
  `the journal, not in the phone's storage. Download the game file now to keep ${n === 1 ? "it" : "them"}; ` +
  "delete old games to save again.";

test("Blood on the Clocktower: storage full, a reload shows the journal's newer moves and the next move keeps them", async () => {
  await withApp(async ({ page, context, url, errors }) => {
    await fullWhenAsked(context);
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    await fill(page);
    for (const name of ["Felix", "Greta"]) {
      await page.fill('[data-testid="new-player-name"]', name);
      await page.click('[data-testid="add-player"]');
    }
    await journalSettled(page);

    await page.reload();
    assert.deepEqual(await botcPlayers(page, 7), SEVEN, "the journal's moves show after the reload");
    assert.equal(await noticeText(page), kept(2));
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "storage-full-reload-notice");
    const file = await download(page);
    assert.deepEqual(file.log.filter((c) => c.type === "add_player").map((c) => c.name), SEVEN);

    // The next move builds on them: nothing is written over.
    await page.fill('[data-testid="new-player-name"]', "Hugo");
    await page.click('[data-testid="add-player"]');
    assert.deepEqual(await botcPlayers(page, 8), [...SEVEN, "Hugo"]);
    assert.equal(await noticeText(page), kept(3));
    await journalSettled(page);
    await page.reload();
    assert.deepEqual(await botcPlayers(page, 8), [...SEVEN, "Hugo"], "still there after another reload");

    // Room again: the journal puts them back into storage.
    await empty(page);
    await page.reload();
    assert.deepEqual(await botcPlayers(page, 8), [...SEVEN, "Hugo"]);
    assert.match(await noticeText(page), /3 moves recovered/);
    const { stored } = await storedGame(page);
    assert.equal(stored.game.log.filter((c) => c.type === "add_player").length, 8);
    assert.deepEqual(errors, []);
  });
});

test("Quinte-bourg: storage full, a reload shows the journal's newer moves and the start keeps them", async () => {
  await withApp(async ({ page, context, url, errors }) => {
    await fullWhenAsked(context);
    await openApp(page, url, 3);
    await newQbGame(page);
    await addQbPlayers(page, ["Ana", "Bea", "Cal", "Dan", "Eve", "Fay"]);
    await randomDeal(page);
    await fill(page);
    await sendSetup(page);
    await journalSettled(page);

    await page.reload();
    await page.waitForSelector('[data-testid="qb-reveal"]', { timeout: 30000 });
    await unlockReveal(page);
    await page.click('[data-testid="qb-reveal-done"]');
    await page.waitForSelector('[data-testid="qb-cupid"]');
    assert.equal(await page.textContent('[data-testid="phase"]'), "Setup");
    assert.equal(await noticeText(page), kept(1));
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "storage-full-reload-qb");
    const file = await download(page);
    assert.equal(file.log.length, 1);
    assert.equal(file.log[0].type, "setup");
    await journalSettled(page);

    await page.reload();
    await page.waitForSelector('[data-testid="qb-cupid"]', { timeout: 30000 });
    assert.equal(await noticeText(page), kept(1));

    await empty(page);
    await page.reload();
    await page.waitForSelector('[data-testid="qb-cupid"]', { timeout: 30000 });
    const stored = await page.evaluate(() => {
      const index = JSON.parse(localStorage.getItem("grimoire.index"));
      return JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`));
    });
    assert.equal(stored.game.log.length, 1, "the setup is in storage again");
    assert.deepEqual(errors, []);
  });
});
