// The same game open in two tabs of one browser (two pages of one context share its storage):
// each tab shows the other's moves at once and says so; a tab that acted on an older version
// never writes it over the newer one, names the move it did not save and can make it again; a
// rename or a deletion from the home page in another tab is never undone by the game's tab.
// Both games.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot } from "../lib/harness.mjs";
import { SEVEN, openApp, seatPlayers, storedGame, withApp } from "./grimoire-helpers.mjs";
import { newQbGame, addQbPlayers, randomDeal } from "./qb-helpers.mjs";

const CHANGED = "This game changed in another tab: now showing its latest move.";

/** The players listed on Blood on the Clocktower's setup screen, once there are `n`. */
async function botcPlayers(page, n) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="player-row"]').length === count,
    n,
    { timeout: 5000 },
  );
  return page.$$eval('[data-testid="player-row"] input', (els) => els.map((e) => e.value));
}

/** The players listed on Quinte-bourg's setup, once there are `n`. */
async function qbPlayers(page, n) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="qb-player"]').length === count,
    n,
    { timeout: 5000 },
  );
  return page.$$eval('[data-testid="qb-player-name"]', (els) => els.map((e) => e.value));
}

async function addBotcPlayer(page, name) {
  await page.fill('[data-testid="new-player-name"]', name);
  await page.click('[data-testid="add-player"]');
}

async function addQbPlayer(page, name) {
  await page.fill('[data-testid="qb-new-player"]', name);
  await page.click('[data-testid="qb-add-player"]');
}

/** The notice's text, once it shows `pattern`. */
async function notice(page, pattern) {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('[data-testid="notice"]')?.textContent ?? ""),
    pattern.source,
    { timeout: 5000 },
  );
  return page.textContent('[data-testid="notice"] p');
}

/** A second tab on the app's address: the home page goes on to the game left open. `deaf`: a
 * tab that hears nothing of the others (no BroadcastChannel, no storage event: a tab the phone
 * froze in the background, or a change crossing its move): it learns of nothing until it writes. */
async function secondTab(context, url, ready, deaf = false) {
  const page = await context.newPage();
  if (deaf) {
    await page.addInitScript(() => {
      delete window.BroadcastChannel;
      const listen = window.addEventListener;
      window.addEventListener = function (type, ...rest) {
        if (type !== "storage") return listen.call(this, type, ...rest);
      };
    });
  }
  await page.goto(url);
  await page.waitForSelector(ready, { timeout: 30000 });
  return page;
}

/** The players of the open Blood on the Clocktower game as stored. */
async function storedPlayers(page) {
  const { stored } = await storedGame(page);
  return stored.game.log.filter((c) => c.type === "add_player").map((c) => c.name);
}

test("two tabs of a Blood on the Clocktower game: each shows the other's moves at once", async () => {
  await withApp(async ({ page, context, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    const other = await secondTab(context, url, '[data-testid="player-row"]');
    assert.deepEqual(await botcPlayers(other, 5), SEVEN.slice(0, 5));

    await addBotcPlayer(page, "Felix");
    assert.deepEqual(await botcPlayers(other, 6), [...SEVEN.slice(0, 5), "Felix"]);
    assert.equal(await notice(other, /another tab/), CHANGED);
    await other.setViewportSize({ width: 390, height: 844 });
    await shot(other, "two-tabs-changed");

    await addBotcPlayer(other, "Greta");
    assert.deepEqual(await botcPlayers(page, 7), SEVEN);
    assert.equal(await notice(page, /another tab/), CHANGED);
    assert.deepEqual(await storedPlayers(page), SEVEN);
    assert.deepEqual(errors, []);
  });
});

test("a tab that acted on an older version saves nothing, names the move and can make it again", async () => {
  await withApp(async ({ page, context, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    const stale = await secondTab(context, url, '[data-testid="player-row"]', true);
    assert.deepEqual(await botcPlayers(stale, 5), SEVEN.slice(0, 5));

    await addBotcPlayer(page, "Felix");
    await page.waitForFunction(() => localStorage.getItem("grimoire.index").includes('"players":6'));
    // The deaf tab still shows five players; its move is made on that older version.
    assert.equal((await botcPlayers(stale, 5)).length, 5);
    await addBotcPlayer(stale, "Greta");
    const said = await notice(stale, /not saved/);
    assert.equal(
      said,
      "This game changed in another tab, so this move was not saved: “Greta joins the circle”. " +
        "Now showing the game's latest move; make it again if it still applies.",
    );
    await stale.setViewportSize({ width: 390, height: 844 });
    await shot(stale, "two-tabs-refused");
    assert.deepEqual(await botcPlayers(stale, 6), [...SEVEN.slice(0, 5), "Felix"], "the newer version shows");
    assert.deepEqual(await storedPlayers(stale), [...SEVEN.slice(0, 5), "Felix"], "and is kept");

    await stale.click('[data-testid="notice-again"]');
    assert.deepEqual(await botcPlayers(stale, 7), SEVEN);
    assert.deepEqual(await storedPlayers(stale), SEVEN);
    assert.deepEqual(await botcPlayers(page, 7), SEVEN, "the first tab hears of it");
    assert.deepEqual(errors, []);
  });
});

test("a rename or a deletion from the home page in another tab is never undone by the game's tab", async () => {
  await withApp(async ({ page, context, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    const { key } = await storedGame(page);
    const home = await secondTab(context, url, '[data-testid="player-row"]');
    await home.click('[data-testid="home"]');
    await home.waitForSelector('[data-testid="saved-game"]');
    await home.click('[data-testid="rename-game"]');
    await home.fill('[data-testid="rename-input"]', "Friday at Sam's");
    await home.click('[data-testid="rename-save"]');
    await home.waitForSelector('[data-testid="saved-game-name"]');

    assert.equal(await notice(page, /another tab/), CHANGED);
    await addBotcPlayer(page, "Felix");
    await botcPlayers(page, 6);
    // The home page's list follows the game's tab, and keeps the name.
    await home.waitForFunction(
      () => /6 players/.test(document.querySelector('[data-testid="saved-game"]')?.textContent ?? ""),
      null,
      { timeout: 5000 },
    );
    assert.equal(await home.textContent('[data-testid="saved-game-name"]'), "Friday at Sam's", "the name stays");
    assert.equal((await storedGame(page)).stored.game.config.name, "Friday at Sam's");

    await home.click('[data-testid="delete-game"]');
    await home.click('[data-testid="confirm-delete"]');
    await home.waitForSelector('[data-testid="saved-game"]', { state: "detached" });
    assert.equal(
      await notice(page, /deleted/),
      "This game was deleted in another tab: it is no longer saved on this phone. Download the game file to keep it.",
    );
    assert.equal(await page.locator('[data-testid="notice-export"]').count(), 1);
    await addBotcPlayer(page, "Greta");
    assert.match(await notice(page, /not saved/), /deleted in another tab, so this move was not saved: “Greta joins the circle”/);
    // The game's file holds it, moves made since included.
    const [download] = await Promise.all([page.waitForEvent("download"), page.click('[data-testid="notice-export"]')]);
    const file = JSON.parse(await (await import("node:fs")).promises.readFile(await download.path(), "utf8"));
    assert.equal(file.log.filter((c) => c.type === "add_player").length, 7);
    await home.reload();
    await home.waitForSelector('[data-testid="new-game"]');
    assert.equal(await home.locator('[data-testid="saved-game"]').count(), 0, "the deletion stays");
    assert.equal(await home.evaluate((k) => localStorage.getItem(k), key), null);
    assert.deepEqual(errors, []);
  });
});

test("two tabs of a Quinte-bourg game: moves shown at once, an older version never written over", async () => {
  await withApp(async ({ page, context, url, errors }) => {
    const NAMES = ["Ana", "Bea", "Cal", "Dan", "Eve"];
    await openApp(page, url, 3);
    await newQbGame(page);
    await addQbPlayers(page, NAMES);
    const other = await secondTab(context, url, '[data-testid="qb-setup"]');
    await other.click('[data-testid="qb-step-players"]');
    assert.deepEqual(await qbPlayers(other, 5), NAMES);

    await addQbPlayer(page, "Fay");
    assert.deepEqual(await qbPlayers(other, 6), [...NAMES, "Fay"]);
    assert.equal(await notice(other, /another tab/), CHANGED);
    await addQbPlayer(other, "Gus");
    assert.deepEqual(await qbPlayers(page, 7), [...NAMES, "Fay", "Gus"]);

    // A deaf tab deals, then sends the setup on a version older than the first tab's.
    const stale = await secondTab(context, url, '[data-testid="qb-setup"]', true);
    await randomDeal(stale);
    await stale.click('[data-testid="qb-step-options"]');
    if (await stale.$('[data-testid="qb-accept-warnings"]')) await stale.check('[data-testid="qb-accept-warnings"]');
    await page.click('[data-testid="qb-step-players"]');
    await addQbPlayer(page, "Hal");
    await qbPlayers(other, 8);
    await stale.click('[data-testid="qb-setup-send"]');
    assert.equal(
      await notice(stale, /not saved/),
      "This game changed in another tab, so this move was not saved: “Setup: 7 players”. " +
        "Now showing the game's latest move; make it again if it still applies.",
    );
    await stale.setViewportSize({ width: 390, height: 844 });
    await shot(stale, "two-tabs-qb-refused");
    await stale.click('[data-testid="qb-step-players"]');
    assert.deepEqual(await qbPlayers(stale, 8), [...NAMES, "Fay", "Gus", "Hal"], "the newer version shows");
    const stored = await page.evaluate(() => {
      const index = JSON.parse(localStorage.getItem("grimoire.index"));
      return JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`));
    });
    assert.equal(stored.game.log.length, 0, "the setup made on the older version was not saved");
    assert.equal(stored.ui.draft.players.length, 8);
    assert.deepEqual(errors, []);
  });
});
