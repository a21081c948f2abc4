// The phone grimoire, part 1, played through the screens in a real browser: a seeded Trouble
// Brewing game set up, the bag passed, the grimoire changed, reloaded, undone and redone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot } from "../lib/harness.mjs";
import {
  SEVEN, openApp, setUpGame, storage, storedGame, characters, boardSnapshot, openSeat, closeSheet,
  withApp, leaveBag,
} from "./grimoire-helpers.mjs";

/** Sets up the seeded game, passes the bag to everyone and starts the first night. */
async function gameOnTheBoard(page, url) {
  await openApp(page, url, 42);
  await setUpGame(page, SEVEN);
  await page.click('[data-testid="pass-bag"]');
  for (let i = 0; i < SEVEN.length; i++) {
    await page.locator('[data-testid="bag-name"]').nth(i).click();
    await page.click('[data-testid="bag-confirm"]');
    await page.click('[data-testid="bag-hide"]');
  }
  await leaveBag(page);
  await page.waitForSelector('[data-testid="board"]');
}

test("a seeded game set up through the screens draws the same characters every time", async () => {
  const draws = [];
  for (let run = 0; run < 2; run++) {
    await withApp(async ({ page, url, errors }) => {
      await openApp(page, url, 42);
      await setUpGame(page, SEVEN);
      draws.push(await characters(page));
      assert.deepEqual(errors, []);
    });
  }
  assert.equal(draws[0].length, 7);
  assert.deepEqual(draws[0], draws[1]);
  const evil = draws[0].filter((c) => ["imp", "poisoner", "spy", "baron", "scarletwoman"].includes(c.character));
  assert.equal(evil.length, 2, `one Demon and one Minion for 7 players: ${JSON.stringify(draws[0])}`);
});

test("set up, pass the bag, kill, poison, add a reminder; after a reload everything is as it was", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 42);
    await shot(page, "grimoire-home");
    await setUpGame(page, SEVEN);
    await shot(page, "grimoire-review");
    await page.click('[data-testid="pass-bag"]');
    await shot(page, "grimoire-bag");
    for (let i = 0; i < SEVEN.length; i++) {
      await page.locator('[data-testid="bag-name"]').nth(i).click();
      await page.click('[data-testid="bag-confirm"]');
      if (i === 0) await shot(page, "grimoire-bag-card");
      await page.click('[data-testid="bag-hide"]');
    }
    assert.equal(await page.locator(".bag__name--done").count(), 7, "every name is marked done");
    await leaveBag(page);
    await page.waitForSelector('[data-testid="board"]');
    assert.match(await page.textContent('[data-testid="phase"]'), /first night/);

    const cast = await characters(page);
    const [victim, target, marked] = [cast[2].name, cast[4].name, cast[6].name];
    // Kill a player.
    await openSeat(page, victim);
    await page.click('[data-testid="kill"]');
    await page.waitForSelector('[data-testid="kill"]:has-text("Revive")');
    await closeSheet(page);
    // Poison another, by the Storyteller's hand.
    await openSeat(page, target);
    await page.click('[data-testid="add-poisoned"]');
    await page.waitForSelector('[data-testid="status-poisoned"] >> text=poisoned because of');
    await shot(page, "grimoire-seat-sheet");
    await closeSheet(page);
    // A reminder on a third.
    await openSeat(page, marked);
    await page.locator('[data-testid="add-reminder"]').first().click();
    await page.waitForSelector('[data-testid="placed-reminder"]');
    await closeSheet(page);
    await shot(page, "grimoire-board");

    const before = await boardSnapshot(page);
    const seat = (snap, name) => snap.find((s) => s.text.includes(name));
    assert.match(seat(before, victim).classes, /seat--dead/);
    assert.match(seat(before, victim).label, /dead, ghost vote/);
    assert.match(seat(before, target).label, /poisoned/);
    assert.ok((await page.locator(".reminder-dot").count()) === 1, "one reminder beside a token");
    const storedBefore = await storedGame(page);
    assert.equal(storedBefore.stored.schema, 2);
    assert.equal(storedBefore.stored.game.ruleset, "botc");
    assert.equal(storedBefore.stored.ui.screen, "board");

    await page.reload();
    await page.waitForSelector('[data-testid="board"]');
    const after = await boardSnapshot(page);
    assert.deepEqual(after, before, "the board after the reload is the board before it");
    assert.match(await page.textContent('[data-testid="phase"]'), /first night/);
    assert.deepEqual((await storedGame(page)).stored.game, storedBefore.stored.game);
    assert.deepEqual(errors, []);
  });
});

test("undo back to setup and redo forward restore the same board", async () => {
  await withApp(async ({ page, url, errors }) => {
    await gameOnTheBoard(page, url);
    const cast = await characters(page);
    await openSeat(page, cast[0].name);
    await page.click('[data-testid="kill"]');
    await page.click('[data-testid="align-evil"]');
    await page.locator('[data-testid="add-reminder"]').first().click();
    await closeSheet(page);
    await openSeat(page, cast[1].name);
    await page.click('[data-testid="add-drunk"]');
    await closeSheet(page);
    const played = await boardSnapshot(page);
    const logLength = (await storedGame(page)).stored.game.log.length;

    // Undo until the game is back in setup (the first night's start taken back).
    let undone = 0;
    while (!/setup/.test(await page.textContent('[data-testid="phase"]'))) {
      await page.click('[data-testid="undo"]');
      undone++;
      assert.ok(undone <= 10, "setup is reached within the commands played");
    }
    assert.equal(undone, 5, "four board actions and the start of the game");
    const inSetup = await boardSnapshot(page);
    assert.ok(inSetup.every((s) => !/seat--dead/.test(s.classes)), "nobody is dead in setup");
    assert.notDeepEqual(inSetup, played);
    await shot(page, "grimoire-undone-to-setup");
    assert.equal((await storedGame(page)).stored.game.redo.length, 5, "the redo stack is saved with the game");

    for (let i = 0; i < undone; i++) await page.click('[data-testid="redo"]');
    assert.deepEqual(await boardSnapshot(page), played);
    assert.equal((await storedGame(page)).stored.game.log.length, logLength);
    assert.ok(await page.isDisabled('[data-testid="redo"]'), "nothing left to redo");

    // The history lists the log in plain words.
    await page.click('[data-testid="history"]');
    const lines = await page.$$eval('[data-testid="history-line"]', (els) => els.map((e) => e.textContent));
    assert.equal(lines.length, logLength);
    assert.ok(lines.includes(`${cast[0].name} dies`), lines.join("\n"));
    assert.ok(lines.some((l) => l.startsWith("Characters: ")));
    await shot(page, "grimoire-history");
    assert.deepEqual(errors, []);
  });
});

test("the bag never puts another player's character in the page", async () => {
  await withApp(async ({ page, url, errors }) => {
    // Seed 9 draws a Baron and a Drunk who is shown a Townsfolk (the engine's draw).
    await openApp(page, url, 9);
    await setUpGame(page, SEVEN);
    const cast = await characters(page);
    assert.ok(cast.some((c) => c.character === "drunk" && c.shown), `a Drunk in ${JSON.stringify(cast)}`);
    const { stored } = await storedGame(page);
    // Every character's English name and id, to look for in the page.
    const table = await characterNames(page, cast);
    await page.click('[data-testid="pass-bag"]');
    const bagHtml = await page.content();
    for (const c of cast) assertAbsent(bagHtml, table[c.character], `the list of names shows no character (${c.character})`);
    for (let i = 0; i < cast.length; i++) {
      await page.locator('[data-testid="bag-name"]').nth(i).click();
      await page.click('[data-testid="bag-confirm"]');
      await page.waitForSelector('[data-testid="bag-card"]');
      const html = await page.content();
      const own = cast[i];
      const believed = own.shown || own.character;
      assert.ok(html.includes(table[believed][0]), `${own.name} sees ${believed}`);
      for (const other of cast) {
        if (other === own || (other.shown || other.character) === believed) continue;
        assertAbsent(html, table[other.character], `${own.name}'s card shows nothing of ${other.name}`);
      }
      if (own.shown) {
        assertAbsent(html, table[own.character], `${own.name} does not learn they are the ${own.character}`);
        await shot(page, "grimoire-bag-card-drunk");
      }
      await page.click('[data-testid="bag-hide"]');
    }
    assert.ok(stored.game.log.length > 0);
    assert.deepEqual(errors, []);
  });
});

/** The English names of the characters in play (and shown), read from the app's own table. */
async function characterNames(page, cast) {
  const ids = new Set(cast.flatMap((c) => [c.character, c.shown].filter(Boolean)));
  const table = {};
  // The review screen lists every player's character name: read them there.
  const rows = await page.$$eval(".review-row", (els) => els.map((e) => e.querySelector(".review-row__char").firstChild.textContent));
  cast.forEach((c, i) => {
    const [real, shown] = rows[i].split(" → ");
    table[c.character] = [real.trim(), c.character];
    if (c.shown) table[c.shown] = [shown.trim(), c.shown];
  });
  for (const id of ids) assert.ok(table[id], `name of ${id}`);
  return table;
}

function assertAbsent(html, words, message) {
  for (const w of words) {
    const re = new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
    assert.ok(!re.test(html), `${message}: “${w}” found`);
  }
}

test("the storage keeps several games; deleting one asks first", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 1);
    await setUpGame(page, SEVEN.slice(0, 5));
    await page.click('[data-testid="home"]');
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-botc"]');
    await page.fill('[data-testid="new-player-name"]', "Zoe");
    await page.click('[data-testid="add-player"]');
    await page.click('[data-testid="home"]');
    // The home page is another page: its list is there once its app has started.
    await page.waitForSelector('[data-testid="saved-game"]');
    assert.equal(await page.locator('[data-testid="saved-game"]').count(), 2);
    await shot(page, "grimoire-home-saved");
    const keys = Object.keys(await storage(page)).filter((k) => k.startsWith("grimoire.game."));
    assert.equal(keys.length, 2);
    await page.locator('[data-testid="delete-game"]').first().click();
    await shot(page, "grimoire-home-delete-confirm");
    assert.equal(await page.locator('[data-testid="saved-game"]').count(), 2, "nothing deleted before the confirmation");
    await page.click('[data-testid="confirm-delete"]');
    assert.equal(await page.locator('[data-testid="saved-game"]').count(), 1);
    const left = Object.keys(await storage(page)).filter((k) => k.startsWith("grimoire.game."));
    assert.equal(left.length, 1);
    // Continue opens the remaining game on the screen it was left on.
    await page.click('[data-testid="continue"]');
    await page.waitForSelector('[data-testid="bluffs"]');
    assert.deepEqual(errors, []);
  });
});
