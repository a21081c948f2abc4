// Quinte-bourg's setup through the screens: ten players, a random deal changed by hand, a
// warning, the village map, offices and options, then the pass-the-phone reveal (one player's
// cards in the page at a time) and the first night's Cupid step.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot, appReady } from "../lib/harness.mjs";
import { newQbGame, addQbPlayers, storedIndex, unlockReveal, assertNoSideScroll } from "./qb-helpers.mjs";

const TEN = ["Ana", "Bruno", "Chloé", "David", "Emma", "Félix", "Gaël", "Hugo", "Inès", "Jules"];

/** The stored Quinte-bourg game open now. */
async function storedGame(page) {
  const index = await storedIndex(page);
  return page.evaluate((id) => JSON.parse(localStorage.getItem(`grimoire.game.${id}`)), index.open);
}

/** The text of the warnings shown. */
async function warnings(page) {
  return page.$$eval('[data-testid="qb-warning"]', (els) => els.map((e) => e.textContent));
}

test("a ten-player Quinte-bourg game is set up, revealed one player at a time and started", async () => {
  const app = await start();
  const { page, url, errors } = app;
  try {
    await page.goto(`${url}#seed=11`);
    await appReady(page);
    await newQbGame(page);

    // Players and seats.
    await addQbPlayers(page, TEN);
    assert.equal(await page.$$eval('[data-testid="qb-seat-circle"] .qb-circle__seat', (e) => e.length), 10);
    // Move Jules up one seat, then back.
    await page.locator('[data-testid="qb-player-up"]').nth(9).click();
    assert.equal(await page.locator('[data-testid="qb-player-name"]').nth(8).inputValue(), "Jules");
    await page.locator('[data-testid="qb-player-down"]').nth(8).click();
    assert.equal(await page.locator('[data-testid="qb-player-name"]').nth(9).inputValue(), "Jules");
    await shot(page, "qb-setup-players");
    await assertNoSideScroll(page, "players");

    // The card deal: the suggested cards, dealt at random from the game's seed.
    await page.click('[data-testid="qb-next"]');
    await page.click('[data-testid="qb-pool-suggest"]');
    assert.match(await page.textContent('[data-testid="qb-pool-count"]'), /^10 camp cards for 10 players/);
    // Beside the suggestion, what it holds and what it aims for: Villagers the largest camp.
    const why = await page.textContent('[data-testid="qb-suggest-why"]');
    assert.match(why, /Suggested for 10 players: Reptilians 3 \(the Alpha among them\) · Villagers 6 · small factions 1\./);
    assert.match(why, /the Villagers the largest camp/);
    const suggested = await page.$$eval('[data-testid="qb-pool-card"]', (els) => els.map((e) => e.textContent));
    assert.equal(suggested.filter((c) => /^Villager ✕/.test(c)).length, 5, `plain Villagers in the deal: ${suggested}`);
    await page.click('[data-testid="qb-deal-random"]');
    const dealt = await page.$$eval('[data-testid="qb-card-select"]', (els) => els.map((e) => e.value));
    assert.equal(dealt.filter((v) => v).length, 10, `every player has a card: ${dealt}`);
    assert.deepEqual([...dealt].sort(), ["alpha", "black", "greedy", "reptilian", "scheherazade", "villager", "villager", "villager", "villager", "villager"]);
    // A second deal is another deal of the same cards.
    await page.click('[data-testid="qb-deal-random"]');
    const again = await page.$$eval('[data-testid="qb-card-select"]', (els) => els.map((e) => e.value));
    assert.notDeepEqual(again, dealt);
    assert.deepEqual([...again].sort(), [...dealt].sort());
    // By hand: the Alpha's player becomes villager E, the Romantic, with a card label.
    const alpha = again.indexOf("alpha");
    assert.ok(!(await warnings(page)).some((w) => /Alpha/.test(w)), "an Alpha is dealt: no warning about her");
    await page.locator('[data-testid="qb-card-select"]').nth(alpha).selectOption("villager_e");
    const row = page.locator('[data-testid="qb-deal-row"]').nth(alpha);
    await row.locator('[data-testid="qb-personal"]').waitFor();
    await row.locator('label:has-text("Mathematicians") input').uncheck();
    await row.locator('label:has-text("Romantic") input').check();
    await row.locator('[data-testid="qb-card-label"]').fill("7♦");
    await row.locator('[data-testid="qb-card-label"]').blur();
    assert.match(await row.locator('[data-testid="qb-dominant"]').textContent(), /Dominant camp: Villagers/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="qb-warning"]')].some((w) => /No Alpha Reptilian/.test(w.textContent)),
    );
    await shot(page, "qb-setup-deal");
    await assertNoSideScroll(page, "deal");

    // The village: one more spare house, made neighbour of the first house.
    await page.click('[data-testid="qb-next"]');
    assert.equal(await page.$$eval('[data-testid="qb-edge"]', (e) => e.length), 10, "the ring");
    await page.click('[data-testid="qb-spare-plus"]');
    assert.equal(await page.textContent('[data-testid="qb-spare-count"]'), "3");
    assert.equal(await page.$$eval('[data-testid="qb-map-house"]', (e) => e.length), 13);
    await page.selectOption('[data-testid="qb-edge-a"]', "0");
    await page.selectOption('[data-testid="qb-edge-b"]', "12");
    await page.click('[data-testid="qb-edge-add"]');
    assert.equal(await page.$$eval('[data-testid="qb-map-edge"]', (e) => e.length), 11);
    await shot(page, "qb-setup-village");
    await assertNoSideScroll(page, "village");

    // Offices: vacant ones are warned about until the holders are drawn; the Executioner too.
    await page.click('[data-testid="qb-next"]');
    await page.click('[data-testid="qb-next"]');
    assert.ok((await warnings(page)).some((w) => /No first holder for the Scrutineer/.test(w)), "vacant offices are warned about");
    await page.click('[data-testid="qb-step-offices"]');
    await page.click('[data-testid="qb-offices-draw"]');
    const holders = await page.$$eval('[data-testid="qb-office-holder"]:not([disabled])', (els) => els.map((e) => e.value));
    assert.equal(holders.length, 5, "five mandatory offices with a holder to choose");
    assert.ok(holders.every((h) => h !== ""), `every office has a holder: ${holders}`);
    assert.equal(new Set(holders).size, 5, "nobody holds two offices");
    await page.locator('[data-office="Executioner"] [data-testid="qb-office-in-play"]').check();
    await page.locator('[data-office="Executioner"] [data-testid="qb-office-holder"]').selectOption(holders[0]);
    const after = await page.$$eval('[data-testid="qb-office-holder"]:not([disabled])', (els) => els.map((e) => e.value));
    assert.equal(after[0], "", "the Scrutineer's holder moved to the Executioner");
    const free = [...Array(10).keys()].map(String).find((p) => !holders.includes(p));
    await page.locator('[data-office="Scrutineer"] [data-testid="qb-office-holder"]').selectOption(free);
    await shot(page, "qb-setup-offices");
    await assertNoSideScroll(page, "offices");

    // Options: every one with its default and why; carnage on, day 1 a Tuesday.
    await page.click('[data-testid="qb-next"]');
    assert.equal(await page.$$eval('[data-testid="qb-option"]', (e) => e.length), 26);
    assert.ok(!(await warnings(page)).some((w) => /No first holder/.test(w)), "the holders are drawn");
    assert.match(await page.textContent('[data-option="carnage"]'), /Default: off\./);
    await page.locator('[data-option="carnage"] input').check();
    await page.selectOption('[data-testid="qb-start-day"]', "tue");
    const shown = await warnings(page);
    assert.ok(shown.some((w) => /No Alpha Reptilian/.test(w)), `the warning stays: ${shown}`);
    assert.equal(await page.isDisabled('[data-testid="qb-setup-send"]'), true, "warnings are accepted first");
    await page.check('[data-testid="qb-accept-warnings"]');
    await shot(page, "qb-setup-options");
    await assertNoSideScroll(page, "options");
    await page.click('[data-testid="qb-setup-send"]');
    await page.waitForSelector('[data-testid="qb-reveal"]');

    const stored = await storedGame(page);
    const setup = stored.game.log[0].setup;
    assert.equal(stored.game.log[0].type, "setup");
    assert.equal(setup.players.length, 10);
    assert.equal(setup.start, "tue");
    assert.equal(setup.options.carnage, true);
    assert.equal(setup.spare_houses, 3);
    assert.ok(setup.edges.some(([a, b]) => a === 0 && b === 12));
    assert.deepEqual(setup.players[alpha].personal, ["romantic"]);
    assert.equal(setup.players[alpha].card_label, "7♦");
    assert.equal(setup.accept_warnings, true);

    // The reveal: locked, names only; each player sees their own two cards, and the page holds
    // nothing else.
    assert.equal(await page.$('[data-testid="undo"]'), null, "no bar while the phone goes round");
    await shot(page, "qb-reveal-names");
    for (let i = 0; i < TEN.length; i++) {
      await page.locator('[data-testid="qb-reveal-name"]').nth(i).click();
      await page.waitForSelector('[data-testid="qb-reveal-ask"]');
      await page.click('[data-testid="qb-reveal-confirm"]');
      await page.waitForSelector('[data-testid="qb-reveal-cards"]');
      const html = await page.content();
      const text = await page.evaluate(() => document.body.innerText);
      assert.match(text, new RegExp(TEN[i]));
      for (const [j, other] of TEN.entries()) {
        if (j !== i) assert.ok(!html.includes(other), `${TEN[i]}'s screen holds ${other}`);
      }
      assert.equal(await page.$$eval('[data-testid="qb-reveal-camp"]', (e) => e.length), 1);
      assert.equal(await page.$('[data-testid="home"]'), null);
      assert.equal(await page.$('[data-testid="qb-reveal-name"]'), null);
      // Each card says what it does and how it wins, the specialty its power.
      assert.match(await page.textContent('[data-testid="qb-reveal-camp-text"]'), /[Ww]in/);
      assert.ok((await page.textContent('[data-testid="qb-reveal-specialty-text"]')).trim().length > 5);
      if (i === alpha) {
        assert.match(text, /Villager E/);
        assert.match(text, /Romantic/);
        assert.match(
          await page.textContent('[data-testid="qb-reveal-camp-text"]'),
          /^A Villager: wins when every Reptilian is dead, Seth included\./,
        );
        assert.equal(
          await page.textContent('[data-testid="qb-reveal-personal-text"]'),
          "Romantic — Knows the Lovers and wins if they win.",
        );
        assert.match(text, /7♦/);
        await shot(page, "qb-reveal-cards");
        await assertNoSideScroll(page, "reveal");
      }
      await page.click('[data-testid="qb-reveal-hide"]');
      await page.waitForSelector('[data-testid="qb-reveal"]');
    }
    assert.match(await page.textContent('[data-testid="qb-reveal-count"]'), /^10 of 10/);
    // A reload keeps who has seen, and locks again.
    await page.reload();
    await page.waitForSelector('[data-testid="qb-reveal-bar"]');
    assert.equal(await page.$$eval('.bag__name--done', (e) => e.length), 10);

    // Cupid: the groups to wake, the Lovers, the Romantic shown, then the first night.
    await unlockReveal(page);
    await page.click('[data-testid="qb-reveal-done"]');
    await page.waitForSelector('[data-testid="qb-cupid"]');
    let groups = await page.$$eval('[data-testid="qb-wake-group"]', (els) => els.map((e) => e.dataset.group));
    assert.deepEqual(groups, ["Reptilians"]);
    assert.equal(await page.isDisabled('[data-testid="qb-lovers-send"]'), true);
    await page.locator('[data-testid="qb-lover"]').nth(1).click();
    await page.locator('[data-testid="qb-lover"]').nth(4).click();
    await page.click('[data-testid="qb-lovers-send"]');
    await page.waitForSelector('[data-testid="qb-lovers-chosen"]');
    assert.match(await page.textContent('[data-testid="qb-lovers-chosen"]'), /Bruno and Emma/);
    groups = await page.$$eval('[data-testid="qb-wake-group"]', (els) => els.map((e) => e.dataset.group));
    assert.deepEqual(groups, ["Reptilians", "Lovers", "Romantic"]);
    assert.match(
      await page.textContent('[data-testid="qb-wake-group"][data-group="Romantic"]'),
      new RegExp(TEN[alpha]),
    );
    await shot(page, "qb-cupid");
    await assertNoSideScroll(page, "cupid");
    await page.click('[data-testid="qb-start"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    assert.equal(await page.textContent('[data-testid="phase"]'), "Night 1 · Tuesday");
    const log = (await storedGame(page)).game.log.map((c) => c.type);
    assert.deepEqual(log, ["setup", "lovers", "start"]);
    const line = (await storedIndex(page)).games[0];
    assert.deepEqual(line.quintebourg, { stage: "night", n: 1, weekday: "tue", alive: 10 });
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
