// Quinte-bourg's setup for a game carried on from paper: other starting coins and marriages
// already made, entered on the players step, kept over a reload, refused when a player would be
// married twice, and sent with the setup (the game stored holds them).
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot, appReady } from "../lib/harness.mjs";
import { newQbGame, addQbPlayers, randomDeal, sendSetup, storedIndex, assertNoSideScroll } from "./qb-helpers.mjs";

const FIVE = ["Ana", "Bruno", "Chloé", "David", "Emma"];

test("a game begun on paper starts with its coins and its marriages", async () => {
  const app = await start();
  const { page, url, errors } = app;
  try {
    await page.goto(`${url}#seed=5`);
    await appReady(page);
    await newQbGame(page);
    await addQbPlayers(page, FIVE);
    const total = () => page.textContent('[data-testid="qb-start-total"]');
    assert.equal(await total(), "Coins in play: 5", "one coin each by default (004 L179)");
    const coins = page.locator('[data-testid="qb-start-coins"]');
    await coins.nth(1).fill("3");
    await coins.nth(1).blur();
    await coins.nth(2).fill("0");
    await coins.nth(2).blur();
    await page.waitForFunction(() => document.querySelector('[data-testid="qb-start-total"]').textContent === "Coins in play: 6");
    // Bruno and David were married on paper.
    await page.selectOption('[data-testid="qb-start-spouse-a"]', "1");
    await page.selectOption('[data-testid="qb-start-spouse-b"]', "3");
    await page.click('[data-testid="qb-start-marry"]');
    await page.waitForSelector('[data-testid="qb-start-marriage"]');
    assert.deepEqual(
      await page.$$eval('[data-testid="qb-start-marriage"] span', (e) => e.map((x) => x.textContent)),
      ["Bruno and David"],
    );
    // David cannot marry Emma as well: refused in plain words, nothing added.
    await page.selectOption('[data-testid="qb-start-spouse-a"]', "3");
    await page.selectOption('[data-testid="qb-start-spouse-b"]', "4");
    await page.click('[data-testid="qb-start-marry"]');
    assert.match(
      await page.textContent('[data-testid="qb-carry-on"] [role="alert"]'),
      /A marriage joins two different players, each married once\./,
    );
    assert.equal(await page.locator('[data-testid="qb-start-marriage"]').count(), 1);
    await shot(page, "qb-carry-on");
    await assertNoSideScroll(page, "carry on");
    // A reload keeps what was entered.
    await page.reload();
    await page.waitForSelector('[data-testid="qb-setup"]');
    await page.click('[data-testid="qb-step-players"]');
    await page.waitForSelector('[data-testid="qb-start-total"]');
    assert.equal(await total(), "Coins in play: 6");
    assert.equal(await coins.nth(1).inputValue(), "3");
    assert.equal(await page.locator('[data-testid="qb-start-marriage"]').count(), 1);

    await randomDeal(page);
    await sendSetup(page);
    const index = await storedIndex(page);
    const game = await page.evaluate((id) => JSON.parse(localStorage.getItem(`grimoire.game.${id}`)), index.open);
    const setup = game.game.log[0].setup;
    assert.deepEqual(setup.marriages, [[1, 3]], "the setup sent carries the marriage");
    assert.deepEqual(setup.players.map((p) => p.coins ?? 1), [1, 3, 0, 1, 1], "and the coins");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
