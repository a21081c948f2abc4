// Quinte-bourg's own page: a new game from the home screen goes there, is saved and listed with
// its kind, survives a reload, undo and redo work, and the home screen still opens a game of
// Blood on the Clocktower on its page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot, appReady } from "../lib/harness.mjs";
import { newQbGame, addQbPlayers, randomDeal, sendSetup, storedIndex, unlockReveal, assertNoSideScroll } from "./qb-helpers.mjs";

const NAMES = ["Ana", "Bea", "Cal", "Dan", "Eve", "Fay"];

test("a Quinte-bourg game opens in its own page, is listed with its kind, and both games live side by side", async () => {
  const app = await start();
  const { page, url, errors } = app;
  try {
    // A game of Blood on the Clocktower first, on its page.
    await page.goto(`${url}#seed=9`);
    await appReady(page);
    await page.click('[data-testid="new-game"]');
    await page.waitForSelector('[data-testid="new-game-choice"]');
    await shot(page, "qb-foundation-which-game");
    await page.click('[data-testid="new-game-botc"]');
    await page.fill('[data-testid="new-player-name"]', "Zoe");
    await page.click('[data-testid="add-player"]');
    await page.click('[data-testid="home"]');
    await page.waitForSelector('[data-testid="saved-game"]');

    // New game → Quinte-bourg: the other page, which starts it.
    await newQbGame(page);
    assert.match(page.url(), /quintebourg\.html#seed=9$/, `the "new" mark is gone: ${page.url()}`);
    let index = await storedIndex(page);
    assert.equal(index.games.length, 2);
    assert.equal(index.games[0].ruleset, "quintebourg");
    assert.equal(index.games[0].quintebourg.stage, "setup");
    assert.equal(index.open, index.games[0].id);
    const qbId = index.games[0].id;
    const stored = await page.evaluate((id) => JSON.parse(localStorage.getItem(`grimoire.game.${id}`)), qbId);
    assert.equal(stored.game.ruleset, "quintebourg");
    assert.equal(stored.ui.screen, "setup");

    // The players are kept through a reload (the setup's draft is saved with the game).
    await addQbPlayers(page, NAMES);
    await shot(page, "qb-foundation-players");
    await assertNoSideScroll(page, "players");
    await page.reload();
    await page.waitForSelector('[data-testid="qb-setup"]');
    assert.deepEqual(
      await page.$$eval('[data-testid="qb-player-name"]', (els) => els.map((e) => e.value)),
      NAMES,
    );

    // One command, taken back and put back.
    await randomDeal(page);
    await sendSetup(page);
    index = await storedIndex(page);
    assert.equal(index.games[0].players, NAMES.length);
    await unlockReveal(page);
    assert.equal(await page.textContent('[data-testid="phase"]'), "Setup");
    await page.click('[data-testid="undo"]');
    await page.waitForSelector('[data-testid="qb-setup"]');
    index = await storedIndex(page);
    assert.equal(index.games[0].players, 0, "the setup is taken back in storage too");
    await page.click('[data-testid="redo"]');
    await page.waitForSelector('[data-testid="qb-reveal"]');
    index = await storedIndex(page);
    assert.equal(index.games[0].players, NAMES.length);
    await unlockReveal(page);
    await page.click('[data-testid="history"]');
    const lines = await page.$$eval('[data-testid="history-line"]', (els) => els.map((e) => e.textContent));
    assert.equal(lines.length, 1, `one command: ${lines}`);
    await shot(page, "qb-foundation-history");
    await page.click('[data-testid="history-back"]');
    await page.waitForSelector('[data-testid="qb-reveal"]');
    await unlockReveal(page);

    // Home: both games, each with its kind; a reload of the home keeps them.
    await page.click('[data-testid="home"]');
    await page.waitForSelector('[data-testid="saved-game"]');
    const kinds = await page.$$eval('[data-testid="saved-game-ruleset"]', (els) => els.map((e) => e.textContent));
    assert.deepEqual(kinds, ["Quinte-bourg", "Blood on the Clocktower"]);
    const phases = await page.$$eval('[data-testid="saved-game-phase"]', (els) => els.map((e) => e.textContent));
    assert.equal(phases[0], "Setup");
    await shot(page, "qb-foundation-home");
    await assertNoSideScroll(page, "home");

    // Opening the Blood on the Clocktower game goes to its page, which opens it.
    const open = page.locator('[data-testid="saved-game"]').nth(1).locator('[data-testid="open-game"]');
    await open.click();
    await page.waitForSelector('[data-testid="player-row"]', { timeout: 30000 });
    assert.ok(!/quintebourg\.html/.test(page.url()), page.url());
    assert.equal(await page.$$eval('[data-testid="player-row"]', (rows) => rows.length), 1);

    // And back: Continue on this page opens the latest game, Quinte-bourg's, on its page.
    await page.click('[data-testid="home"]');
    await page.waitForSelector('[data-testid="saved-game"]');
    const first = page.locator('[data-testid="saved-game"]').nth(0).locator('[data-testid="open-game"]');
    await first.click();
    await page.waitForSelector('[data-testid="qb-reveal"]', { timeout: 30000 });
    assert.match(page.url(), /quintebourg\.html/);

    // A reload of the page of the other game goes to the open game's page.
    await page.goto(url);
    await page.waitForSelector('[data-testid="qb-reveal"]', { timeout: 30000 });

    // A list of games this page cannot read: its own recovery screen, nothing written; set
    // aside, the list is rebuilt from the games themselves.
    await page.evaluate(() => localStorage.setItem("grimoire.index", "not json at all"));
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    assert.match(page.url(), /quintebourg\.html/, "the recovery is this page's own");
    assert.match(await page.textContent('[data-testid="recovery-message"]'), /grimoire\.index/);
    assert.equal(
      await page.textContent('[data-testid="recovery-what"]'),
      "This is the list of saved games; each game is stored apart, and none has been touched.",
    );
    assert.equal(await page.evaluate(() => localStorage.getItem("grimoire.index")), "not json at all");
    await shot(page, "qb-recovery");
    await assertNoSideScroll(page, "recovery");
    await page.click('[data-testid="set-aside"]');
    await page.waitForSelector('[data-testid="saved-game"]');
    const rebuilt = await page.$$eval('[data-testid="saved-game-ruleset"]', (els) => els.map((e) => e.textContent));
    assert.deepEqual(rebuilt, ["Quinte-bourg", "Blood on the Clocktower"]);
    const aside = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("grimoire.aside.")));
    assert.equal(aside.length, 1, "the unreadable list is kept aside");

    // Deleting asks first, then the line goes.
    await page.locator('[data-testid="saved-game"]').nth(0).locator('[data-testid="delete-game"]').click();
    await page.click('[data-testid="confirm-delete"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 1);
    index = await storedIndex(page);
    assert.deepEqual(index.games.map((g) => g.ruleset), ["botc"]);
    assert.equal(await page.evaluate((id) => localStorage.getItem(`grimoire.game.${id}`), qbId), null);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("storage full: Quinte-bourg's Home asks before leaving and offers the game file", async () => {
  const app = await start();
  const { page, url, errors } = app;
  try {
    await page.goto(`${url}#seed=9`);
    await appReady(page);
    await newQbGame(page);
    await addQbPlayers(page, NAMES);
    await randomDeal(page);
    await page.evaluate(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await sendSetup(page);
    await unlockReveal(page);
    await page.click('[data-testid="home"]');
    await page.waitForSelector('[data-testid="unsaved-leave"]');
    assert.match(await page.textContent('[data-testid="unsaved-leave"]'), /could not be saved/);
    assert.equal(await page.locator('[data-testid="qb-reveal"]').count(), 1, "still in the game");
    const fs = await import("node:fs");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click('[data-testid="unsaved-export"]')]);
    assert.match(download.suggestedFilename(), /\.json$/);
    const file = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
    assert.equal(file.log.length, 1, "the file holds the setup storage could not keep");
    await page.click('[data-testid="unsaved-stay"]');
    assert.equal(await page.locator('[data-testid="unsaved-leave"]').count(), 0);
    await page.click('[data-testid="home"]');
    await page.click('[data-testid="unsaved-leave-anyway"]');
    await page.waitForSelector('[data-testid="new-game"]');
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
