// The Storyteller declares a win by hand at any time (002: the Storyteller has the last word),
// for a team and in their own words, for a rule the app does not know; the end screen says it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { startCast, logLength } from "./nights-days-helpers.mjs";

test("a win declared by hand in the night, with a reason, ends the game and is told at the end", async () => {
  const app = await start();
  const { page } = app;
  try {
    await startCast(page, app.url, [
      ["Alex", "imp"], ["Sarah", "poisoner"], ["Julian", "chef"], ["Amy", "empath"],
      ["Evin", "monk"], ["Lewis", "soldier"], ["Douglas", "mayor"],
    ]);
    // Tucked away until opened; nothing to confirm before a team is chosen.
    await page.locator('[data-testid="declare-win"] summary').click();
    assert.equal(await page.isDisabled('[data-testid="declare-confirm"]'), true);
    await page.click('[data-testid="declare-evil"]');
    await page.fill('[data-testid="declare-reason"]', "The good team gave up at the table");
    await shot(page, "declare-win-01-form");
    const before = await logLength(page);
    await page.click('[data-testid="declare-confirm"]');
    await page.waitForSelector('[data-testid="victory"]');
    assert.equal(await logLength(page), before + 1, "one command: the end of the game");
    assert.match(await page.textContent('[data-testid="victory-title"]'), /Evil wins/);
    assert.match(await page.textContent('[data-testid="victory-why"]'), /declared/);
    assert.match(await page.textContent('[data-testid="victory-words"]'), /The good team gave up at the table/);
    await shot(page, "declare-win-02-end");
    // It survives a reload, and undo takes it back.
    await page.reload();
    await page.waitForSelector('[data-testid="victory-words"]');
    await page.click('[data-testid="undo"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    assert.deepEqual(app.errors, [], "no error in the page");
  } finally {
    await app.stop();
  }
});
