// Characters from outside the base editions, automated from their definitions, on a phone: a
// pasted custom script with the Balloonist and the Fisherman. The Balloonist's step suggests any
// player the first night, then a player of another type than the one he was shown; the
// Fisherman's seat offers the Storyteller's advice by day, once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { openSeat, closeSheet, storedGame } from "./grimoire-helpers.mjs";
import { startCast, stepTo, stepTitle, next, readAndHideCard, throughNight } from "./nights-days-helpers.mjs";

// Seven players, 5 Townsfolk, 1 Minion, 1 Demon, in seat order.
const CAST = [
  ["Ada", "balloonist"], ["Bruno", "fisherman"], ["Clara", "chef"], ["Dario", "empath"],
  ["Elsa", "washerwoman"], ["Felix", "poisoner"], ["Greta", "imp"],
];
const SCRIPT = [
  { id: "_meta", name: "Montgolfières", author: "Grimoire" },
  "balloonist", "fisherman", "washerwoman", "chef", "empath", "saint", "poisoner", "imp",
];

/** The suggested answer of the step on screen (the option picked). */
async function suggested(page) {
  const picked = page.locator('[data-testid="answer-option"][aria-checked="true"]');
  await picked.first().waitFor();
  return picked.first().textContent();
}

test("the Balloonist's suggestions and the Fisherman's advice, from a pasted script, at 360 px", async () => {
  const app = await start();
  const { page, errors } = app;
  try {
    await startCast(page, app.url, CAST, 5, SCRIPT);

    // First night: any player is true; the sheet suggests the first clockwise, Bruno.
    await stepTo(page, /^Balloonist/);
    assert.match(await suggested(page), /Bruno/);
    await shot(page, "carousel-balloonist-first-night");
    await page.click('[data-testid="give-info"]');
    const first = await readAndHideCard(page);
    assert.match(first.text, /Bruno/);
    // The Fisherman never wakes.
    while (!(await page.locator('[data-testid="end-night"]').count())) {
      assert.doesNotMatch(await stepTitle(page), /^Fisherman/);
      await next(page);
    }
    await throughNight(page);

    // Day 1: the Fisherman's seat offers one piece of advice.
    await openSeat(page, "Bruno");
    const field = page.locator('[data-testid="day-statement"]');
    assert.equal(await field.count(), 1, "one field for the advice");
    assert.match(await page.textContent('[data-testid="ability-actions"]'), /In your own words: advice that helps their team win\.\s*Advice/);
    await field.fill("Talk to Clara before the nominations");
    await page.locator('[data-testid="give-statements"]').scrollIntoViewIfNeeded();
    await shot(page, "carousel-fisherman-advice");
    await page.click('[data-testid="give-statements"]');
    const card = await readAndHideCard(page);
    assert.match(card.text, /Talk to Clara before the nominations/);
    const told = (await storedGame(page)).stored.game.log.at(-1);
    assert.equal(told.type, "give_info");
    assert.equal(told.character, "fisherman");
    // Spent: the seat offers it no more.
    await openSeat(page, "Bruno");
    await page.waitForSelector('[data-testid="told-today"]');
    assert.match(await page.textContent('[data-testid="told-today"]'), /Talk to Clara/);
    assert.equal(await page.locator('[data-testid="day-statement"]').count(), 0, "once per game");
    await closeSheet(page);

    // Night 2: he was shown a Townsfolk; the first clockwise of another type is Felix, a Minion.
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    await stepTo(page, /^Balloonist/);
    assert.match(await suggested(page), /Felix/);
    await shot(page, "carousel-balloonist-second-night");
    await throughNight(page);

    // Day 2: still no advice on offer.
    await openSeat(page, "Bruno");
    assert.equal(await page.locator('[data-testid="day-statement"]').count(), 0);
    await closeSheet(page);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
