// The Duchess (Fabled), played by taps at 390 px: by day the Storyteller marks three visitors
// from their seats; at night one of them is marked to be told a wrong number; the Duchess's
// step answers each visitor with the count of evil visitors, true for the others and a false
// one suggested, flagged, for the one marked.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { openSeat, closeSheet, storedGame } from "./grimoire-helpers.mjs";
import { startCast, throughNight, stepTo, tapSeat, answers, giveAndShow } from "./nights-days-helpers.mjs";

const CAST = [
  ["Ada", "chef"], ["Bruno", "empath"], ["Clara", "washerwoman"], ["Dario", "soldier"],
  ["Elsa", "poisoner"], ["Felix", "imp"], ["Greta", "saint"],
];

/** The Duchess's mark on a player's seat: "Mark — Bruno visit the Duchess". */
async function mark(page, name) {
  await openSeat(page, name);
  const button = page.locator('[data-testid="storyteller-mark"]', { hasText: "Duchess" });
  assert.equal(await button.count(), 1, `${name}'s seat offers the Duchess's mark`);
  const text = (await button.textContent()).trim();
  await button.click();
  await closeSheet(page);
  return text;
}

test("the Duchess's visitors are told how many of them are evil, one of them wrongly, at 390 px", async () => {
  const app = await start({ phone: "medium" });
  const { page, errors } = app;
  try {
    await startCast(page, app.url, CAST, 5, "tb", async (page) => {
      await page.click('[data-testid="fabled-adder"] summary');
      await page.selectOption('[data-testid="fabled-select"]', "duchess");
      await page.click('[data-testid="fabled-add"]');
      await page.waitForSelector('[data-testid="fabled-item"]:has-text("Duchess")');
    });
    // Not on the first night.
    while (!(await page.locator('[data-testid="end-night"]').count())) {
      assert.doesNotMatch(await page.textContent('[data-testid="night-step-title"]'), /Duchess/);
      await page.click('[data-testid="night-next"]');
    }
    await throughNight(page);

    // Day 1: Bruno, Clara and Felix visit.
    assert.equal(await mark(page, "Bruno"), "Mark — Bruno visit the Duchess");
    await mark(page, "Clara");
    await mark(page, "Felix");
    const visitors = (await storedGame(page)).stored.game.log.filter((c) => c.type === "act" && c.character === "duchess");
    assert.equal(visitors.length, 3);

    // Night 2: Clara is the one told a wrong number (the same mark, at night).
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    await openSeat(page, "Clara");
    await page.locator('[data-testid="storyteller-mark"]', { hasText: "Duchess" }).click();
    await closeSheet(page);
    await stepTo(page, /^Duchess/);
    assert.match(await page.textContent('[data-testid="night-step-title"]'), /Duchess · Storyteller/);

    // Bruno: one evil visitor (Felix), the truth.
    await tapSeat(page, "Bruno");
    const bruno = await answers(page);
    assert.equal(bruno[0].value, "1", JSON.stringify(bruno));
    await shot(page, "duchess-bruno-390");
    const card = await giveAndShow(page);
    assert.match(card.text, /1/);
    const told = (await storedGame(page)).stored.game.log.at(-1);
    assert.equal(told.type, "give_info");
    assert.equal(told.character, "duchess");
    assert.equal(told.player, 1, "told to Bruno, the visitor chosen");

    // Clara: told wrongly; a false count is suggested, flagged, the truth beside it.
    await tapSeat(page, "Clara");
    const clara = await answers(page);
    const values = clara.map((a) => a.value);
    assert.ok(values.includes("1"), `the truth is shown: ${JSON.stringify(clara)}`);
    assert.ok(values.some((v) => v !== "1"), `a false count is suggested: ${JSON.stringify(clara)}`);
    await shot(page, "duchess-clara-false-390");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
