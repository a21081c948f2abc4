// Seats mid-game (002: a Traveller may join or leave; the seats set the neighbours): from a
// player's sheet, seat a newcomer after them, give the newcomer a Traveller, swap seats, rename,
// and remove a player; the board follows.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { startCast, logLength } from "./nights-days-helpers.mjs";
import { openSeat, closeSheet } from "./grimoire-helpers.mjs";

const names = (page) =>
  page.$$eval('[data-testid="seat"]', (els) => els.map((e) => e.querySelector("button").getAttribute("aria-label").split(",")[0]));

test("a player joins between two seats, takes a Traveller, moves, is renamed and leaves", async () => {
  const app = await start();
  const { page } = app;
  try {
    await startCast(page, app.url, [
      ["Alex", "imp"], ["Sarah", "poisoner"], ["Julian", "chef"], ["Amy", "empath"],
      ["Evin", "monk"], ["Lewis", "soldier"], ["Douglas", "mayor"],
    ]);
    const before = await names(page);
    assert.equal(before.length, 7);

    // Zoé sits down between Alex and Sarah.
    await openSeat(page, "Alex");
    await page.locator('[data-testid="seat-control"] summary').click();
    await page.fill('[data-testid="newcomer-name"]', "Zoé");
    await shot(page, "seats-01-newcomer");
    await page.click('[data-testid="seat-newcomer"]');
    await closeSheet(page);
    let now = await names(page);
    assert.equal(now.length, 8);
    assert.match(now[1], /Zoé/, `Zoé sits after Alex: ${now}`);

    // Her first character: a Traveller, with the Storyteller's choice of alignment to follow.
    await openSeat(page, "Zoé");
    await page.selectOption('[data-testid="change-character"]', "scapegoat");
    await page.click('[data-testid="apply-character"]');
    await page.waitForFunction(() => /Scapegoat/.test(document.querySelector('[data-testid="seat-sheet"]').textContent));

    // She swaps with Sarah, then is renamed.
    await page.locator('[data-testid="seat-control"] summary').click();
    await page.click('[data-testid="move-right"]');
    now = await names(page);
    assert.match(now[1], /Sarah/);
    assert.match(now[2], /Zoé/);
    await page.fill('[data-testid="rename-input"]', "Zoé B");
    await page.click('[data-testid="rename"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="sheet-name"]').textContent === "Zoé B");

    // She leaves: a second tap confirms; the sheet closes and the circle is as it was.
    const logBefore = await logLength(page);
    await page.click('[data-testid="remove-player"]');
    assert.equal(await logLength(page), logBefore, "the first tap only asks");
    await page.click('[data-testid="remove-player"]');
    await page.waitForSelector('[data-testid="seat-sheet"]', { state: "detached" });
    assert.deepEqual(await names(page), before);
    await shot(page, "seats-02-after");
    assert.deepEqual(app.errors, [], "no error in the page");
  } finally {
    await app.stop();
  }
});
