// The Storyteller's phone at the table: the bag locked while it goes round (a name asks before it
// shows, a hold lets the Storyteller out), the Share sheet opening on the public town square with
// the secret link a warned second step, the cover over the grimoire, going back in the history
// to a chosen line with undo skipping "Next step", naming a game and its files, and the phone's
// Back button closing the open sheet instead of leaving the app.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import {
  SEVEN, openApp, setUpGame, storedGame, characters, openSeat, closeSheet, unlockBag, leaveBag, TB,
} from "./grimoire-helpers.mjs";
import { startSeededGame, onStep, next, giveAndShow, logLength, stepTitle } from "./nights-days-helpers.mjs";

const BAR = ["home", "undo", "redo", "history", "share"];

/** How many elements match. */
const count = (page, sel) => page.locator(sel).count();

/** Seats seven, draws, keeps the bluffs and passes the bag. */
async function toTheBag(page, url) {
  await openApp(page, url, 42);
  await setUpGame(page, SEVEN);
  await page.click('[data-testid="pass-bag"]');
  await page.waitForSelector('[data-testid="bag"]');
}

/** Every player looks, then the Storyteller leaves the bag: ends on the board. */
async function toTheBoard(page, url) {
  await toTheBag(page, url);
  for (let i = 0; i < SEVEN.length; i++) {
    await page.locator('[data-testid="bag-name"]').nth(i).click();
    await page.click('[data-testid="bag-confirm"]');
    await page.click('[data-testid="bag-hide"]');
  }
  await leaveBag(page);
  await page.waitForSelector('[data-testid="board"]');
}

/** No character of the cast is named anywhere in the page. */
function assertNoCharacter(html, cast, what) {
  for (const { character } of cast) {
    assert.ok(!new RegExp(`\\b${TB[character]}\\b`).test(html), `${what}: ${TB[character]} is in the page`);
  }
}

for (const phone of ["medium", "small"]) {
  test(`${phone} phone: while the bag goes round only the bag is reachable, a name asks first, a hold lets the Storyteller out`, async () => {
    const app = await start({ phone });
    const { page, url, errors } = app;
    try {
      await toTheBag(page, url);
      const cast = await characters(page);
      // Nothing of the game bar: no home, undo, redo, history or share; no way out of the bag.
      for (const id of BAR) assert.equal(await count(page, `[data-testid="${id}"]`), 0, `${id} is on the bag screen`);
      assert.equal(await count(page, '[data-testid="bag-finish"]'), 0, "the way out is not on the page");
      const hold = page.locator('[data-testid="bag-storyteller"]');
      assert.match(await hold.textContent(), /Storyteller/);
      await shot(page, `privacy-bag-locked-${phone}`);

      // A name tapped by mistake shows nothing: "Are you Ada?", then "Not me".
      await page.locator('[data-testid="bag-name"]').nth(0).click();
      await page.waitForSelector('[data-testid="bag-ask"]');
      assert.match(await page.textContent('[data-testid="bag-ask"]'), /Are you Ada\?/);
      assert.equal(await count(page, '[data-testid="bag-card"]'), 0, "no character before the player says yes");
      assertNoCharacter(await page.content(), cast, "the question");
      await shot(page, `privacy-bag-ask-${phone}`);
      await page.click('[data-testid="bag-not-me"]');
      await page.waitForSelector('[data-testid="bag-ask"]', { state: "detached" });
      assert.equal(await count(page, ".bag__name--done"), 0, "a player who said no has not looked");
      // Yes: the character, then hidden.
      await page.locator('[data-testid="bag-name"]').nth(0).click();
      await page.click('[data-testid="bag-confirm"]');
      await page.waitForSelector('[data-testid="bag-card"]');
      assert.match(await page.textContent('[data-testid="bag-card"]'), new RegExp(TB[cast[0].shown ?? cast[0].character]));
      await page.click('[data-testid="bag-hide"]');
      await page.waitForSelector('[data-testid="bag-card"]', { state: "detached" });
      assert.equal(await count(page, ".bag__name--done"), 1);

      // A short press does not unlock.
      await hold.dispatchEvent("pointerdown");
      await page.waitForTimeout(400);
      assert.equal(await hold.getAttribute("data-holding"), "true", "the hold shows it is under way");
      const fill = await page.$eval(".bag__storyteller .hold__fill", (e) => e.getBoundingClientRect().width);
      const whole = await hold.evaluate((e) => e.getBoundingClientRect().width);
      assert.ok(fill > 0 && fill < whole, `the bar fills while held (${fill} of ${whole} px)`);
      await shot(page, `privacy-bag-holding-${phone}`);
      await hold.dispatchEvent("pointerup");
      await page.waitForTimeout(900);
      assert.equal(await count(page, '[data-testid="bag-finish"]'), 0, "let go early: still locked");
      assert.equal(await count(page, '[data-testid="home"]'), 0);

      // The full hold: the Storyteller's tools and the game bar.
      await unlockBag(page);
      for (const id of BAR) assert.equal(await count(page, `[data-testid="${id}"]`), 1, `${id} after the hold`);
      await shot(page, `privacy-bag-unlocked-${phone}`);
      // Locked again for the next player; and a reload comes back locked.
      await page.click('[data-testid="bag-lock"]');
      await page.waitForSelector('[data-testid="bag-finish"]', { state: "detached" });
      await unlockBag(page);
      await page.reload();
      await page.waitForSelector('[data-testid="bag"]');
      assert.equal(await count(page, '[data-testid="bag-finish"]'), 0, "a reload locks the bag");
      assert.equal(await count(page, '[data-testid="history"]'), 0);
      await leaveBag(page);
      await page.waitForSelector('[data-testid="board"]');
      assert.deepEqual(errors, []);
    } finally {
      await app.stop();
    }
  });
}

test("the Share sheet opens on the town square; the game link is a second step past a warning", async () => {
  const app = await start({ phone: "medium" });
  const { page, url, errors } = app;
  try {
    await toTheBoard(page, url);
    await page.click('[data-testid="share"]');
    await page.waitForSelector('[data-testid="share-sheet"]');
    assert.equal(await page.getAttribute('[data-testid="share-square-tab"]', "aria-pressed"), "true");
    assert.match(await page.inputValue('[data-testid="share-link"]'), /#t2\./);
    assert.ok(!(await page.content()).includes("#g2."), "no game link in the page");
    await shot(page, "privacy-share-square");

    await page.click('[data-testid="share-game-tab"]');
    await page.waitForSelector('[data-testid="secret-warning"]');
    assert.match(await page.textContent('[data-testid="secret-warning"]'), /every secret/);
    assert.equal(await count(page, '[data-testid="share-link"]'), 0, "no link before the second tap");
    assert.equal(await count(page, '[data-testid="qr"]'), 0, "no QR code before the second tap");
    assert.ok(!(await page.content()).includes("#g2."));
    await shot(page, "privacy-share-warning");
    await page.click('[data-testid="share-reveal-secret"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]')?.value.includes("#g2."));
    assert.equal(await count(page, '[data-testid="qr"]'), 1);
    // Back on the town square and again on the game: the warning again.
    await page.click('[data-testid="share-square-tab"]');
    await page.click('[data-testid="share-game-tab"]');
    await page.waitForSelector('[data-testid="secret-warning"]');
    assert.equal(await count(page, '[data-testid="share-link"]'), 0);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("one tap covers the grimoire with a neutral screen; Back and taps leave it; a hold returns", async () => {
  for (const phone of ["medium", "small"]) {
    const app = await start({ phone });
    const { page, url, errors } = app;
    try {
      await toTheBoard(page, url);
      const cast = await characters(page);
      const button = await page.$eval('[data-testid="cover"]', (e) => e.getBoundingClientRect().toJSON());
      assert.ok(button.width >= 44 && button.height >= 44, `the cover button is ${button.width}×${button.height}`);
      assert.ok(button.bottom <= (phone === "small" ? 740 : 844), "the cover button is on screen without scrolling");
      await shot(page, `privacy-board-cover-button-${phone}`);
      await page.click('[data-testid="cover"]');
      await page.waitForSelector('[data-testid="cover-screen"]');
      const html = await page.content();
      assert.ok(!html.includes('data-testid="board"'), "the board is not in the page");
      for (const name of SEVEN) assert.ok(!html.includes(name), `${name} is on the cover`);
      assertNoCharacter(html, cast, "the cover");
      for (const id of BAR) assert.equal(await count(page, `[data-testid="${id}"]`), 0, `${id} on the cover`);
      await shot(page, `privacy-cover-${phone}`);
      // Back and taps do nothing.
      await page.goBack();
      await page.click('[data-testid="cover-screen"]', { position: { x: 20, y: 200 } });
      await page.click('[data-testid="cover-return"]');
      await page.waitForTimeout(1300);
      assert.equal(await count(page, '[data-testid="cover-screen"]'), 1, "still covered");
      assert.equal(await count(page, '[data-testid="board"]'), 0);
      // The hold.
      await page.locator('[data-testid="cover-return"]').dispatchEvent("pointerdown");
      await page.waitForSelector('[data-testid="board"]', { timeout: 3000 });
      assert.equal(await count(page, '[data-testid="cover-screen"]'), 0);
      assert.deepEqual(errors, []);
    } finally {
      await app.stop();
    }
  }
});

test("the history goes back to a chosen line; undo skips the moves to the next step and takes back the decision", async () => {
  const app = await start({ phone: "medium" });
  const { page, errors } = app;
  try {
    await startSeededGame(page, app.url);
    await onStep(page, /^Dusk$/);
    const atDusk = await logLength(page);
    await next(page);
    await next(page);
    await next(page);
    await onStep(page, /^Empath · Alex$/);
    await giveAndShow(page);
    await page.waitForSelector('[data-testid="step-done"]');
    const decided = await logLength(page);
    await next(page);
    const after = await stepTitle(page);
    assert.notEqual(after, "Empath · Alex");
    const full = (await storedGame(page)).stored.game.log;
    assert.equal(full[full.length - 1].type, "go_to_step");

    // Undo: the move to the next step and the decision before it.
    await page.click('[data-testid="undo"]');
    await page.waitForFunction(
      (n) => {
        const index = JSON.parse(localStorage.getItem("grimoire.index"));
        return JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`)).game.log.length === n;
      },
      decided - 1,
    );
    await onStep(page, /^Empath · Alex$/);
    const kept = (await storedGame(page)).stored.game.log;
    assert.deepEqual(kept, full.slice(0, decided - 1), "the last decision and the move after it are taken back");
    // Redo puts both back.
    await page.click('[data-testid="redo"]');
    await page.waitForFunction((t) => document.querySelector('[data-testid="night-step-title"]')?.textContent.trim() === t, after);
    assert.deepEqual((await storedGame(page)).stored.game.log, full);

    // The history: back to the line of the night's start.
    await page.click('[data-testid="history"]');
    await page.waitForSelector('[data-testid="history-list"]');
    const lines = await count(page, '[data-testid="history-list"] li');
    assert.equal(lines, full.length);
    assert.equal(await count(page, '[data-testid="history-back-to"]'), full.length - 1, "every line but the last");
    await page.locator('[data-testid="history-back-to"]').nth(atDusk - 1).click();
    await page.waitForSelector('[data-testid="history-back-to-confirm"]');
    assert.match(
      await page.textContent('[data-testid="history-back-to-confirm"]'),
      new RegExp(`Take back the ${full.length - atDusk} later actions`),
    );
    assert.equal(await logLength(page), full.length, "nothing taken back before the confirmation");
    await shot(page, "privacy-history-back-to");
    await page.click('[data-testid="history-back-to-yes"]');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history-list"] li').length === n, atDusk);
    assert.deepEqual((await storedGame(page)).stored.game.log, full.slice(0, atDusk));
    assert.match(await page.textContent('[data-testid="redo-count"]'), new RegExp(`${full.length - atDusk}`));
    await page.click('[data-testid="history-back"]');
    await onStep(page, /^Dusk$/);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("a game is named from the Share sheet and the saved-games list; its file carries the name and the day", async () => {
  const app = await start({ phone: "medium" });
  const { page, url, errors } = app;
  try {
    await toTheBoard(page, url);
    const log = (await storedGame(page)).stored.game.log;
    await page.click('[data-testid="share"]');
    await page.fill('[data-testid="game-name"]', "Friday at Sam's");
    await page.click('[data-testid="game-name-save"]');
    await page.waitForFunction(() => {
      const index = JSON.parse(localStorage.getItem("grimoire.index"));
      return JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`)).game.config.name === "Friday at Sam's";
    });
    assert.deepEqual((await storedGame(page)).stored.game.log, log, "naming is not a command of the game");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click('[data-testid="export-file"]')]);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    assert.equal(download.suggestedFilename(), `grimoire-Friday-at-Sam-s-${today}.json`);
    await shot(page, "privacy-share-name");
    await page.click('[data-testid="share-close"]');

    // The saved-games list shows it, and renames it.
    await page.click('[data-testid="home"]');
    await page.waitForSelector('[data-testid="saved-game"]');
    assert.equal(await page.textContent('[data-testid="saved-game-name"]'), "Friday at Sam's");
    await page.click('[data-testid="rename-game"]');
    assert.equal(await page.inputValue('[data-testid="rename-input"]'), "Friday at Sam's");
    await page.fill('[data-testid="rename-input"]', "Second table");
    await page.click('[data-testid="rename-save"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="saved-game-name"]')?.textContent === "Second table");
    await shot(page, "privacy-home-renamed");
    const all = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    const index = JSON.parse(all["grimoire.index"]);
    assert.equal(index.games[0].name, "Second table");
    const stored = JSON.parse(all[`grimoire.game.${index.games[0].id}`]);
    assert.equal(stored.game.config.name, "Second table");
    assert.deepEqual(stored.game.log, log);
    // Opened again: the name is the game's.
    await page.click('[data-testid="continue"]');
    await page.waitForSelector('[data-testid="board"]');
    await page.click('[data-testid="share"]');
    assert.equal(await page.inputValue('[data-testid="game-name"]'), "Second table");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("the phone's Back button closes the open sheet or card, one at a time, and stays in the app", async () => {
  const app = await start({ phone: "medium" });
  const { page, url, errors } = app;
  try {
    await toTheBoard(page, url);
    const address = page.url();
    // A seat's sheet, then its character's summary on top: Back closes the summary, then the sheet.
    await openSeat(page, "Ada");
    await page.click('[data-testid="change-character-info"]');
    await page.waitForSelector('[data-testid="character-info"]');
    await page.goBack();
    await page.waitForSelector('[data-testid="character-info"]', { state: "detached" });
    assert.equal(await count(page, '[data-testid="seat-sheet"]'), 1, "the sheet under it stays");
    await page.goBack();
    await page.waitForSelector('[data-testid="seat-sheet"]', { state: "detached" });
    assert.equal(await count(page, '[data-testid="board"]'), 1, "still on the board");
    assert.equal(page.url(), address);

    // The Share sheet.
    await page.click('[data-testid="share"]');
    await page.waitForSelector('[data-testid="share-sheet"]');
    await page.goBack();
    await page.waitForSelector('[data-testid="share-sheet"]', { state: "detached" });
    assert.equal(await count(page, '[data-testid="board"]'), 1);

    // A sheet closed with its ✕ takes its history entry back: the history is as before.
    assert.equal(await page.evaluate(() => history.state), null);
    await openSeat(page, "Bruno");
    assert.notEqual(await page.evaluate(() => history.state), null, "an entry for the open sheet");
    await closeSheet(page);
    await page.waitForFunction(() => history.state === null);
    await openSeat(page, "Clara");
    await page.goBack();
    await page.waitForSelector('[data-testid="seat-sheet"]', { state: "detached" });
    assert.equal(await count(page, '[data-testid="board"]'), 1);
    assert.equal(page.url(), address);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
