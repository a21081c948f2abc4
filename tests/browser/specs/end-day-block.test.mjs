// The day ends with the player on the block executed (002: « Exécutez le joueur sur le point de
// mourir. Déclarez que ce joueur est mort. »): the day screen's button says so, the execution
// is logged before dusk, and a win it brings is offered before the night.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { startCast, throughNight, seatLabel, voteWith, nominate, logLength } from "./nights-days-helpers.mjs";

/** Runs `fn` with a fresh phone (360×740) and browser; no page error may happen. */
async function withApp(fn) {
  const app = await start();
  try {
    await fn(app.page, app);
    assert.deepEqual(app.errors, [], "no error in the page");
  } finally {
    await app.stop();
  }
}

test("ending the day executes the player on the block; the history says so", async () => {
  await withApp(async (page, app) => {
    await startCast(page, app.url, [
      ["Alex", "imp"], ["Sarah", "poisoner"], ["Julian", "chef"], ["Amy", "empath"],
      ["Evin", "monk"], ["Lewis", "soldier"], ["Douglas", "mayor"],
    ]);
    await throughNight(page);
    // Nobody on the block: the button only ends the day.
    assert.match(await page.textContent('[data-testid="end-day"]'), /End the day/);
    await nominate(page, "Evin", "Julian");
    await voteWith(page, ["Alex", "Sarah", "Amy", "Evin"]);
    assert.match(await page.textContent('[data-testid="about-to-die"]'), /Julian/);
    assert.match(await page.textContent('[data-testid="end-day"]'), /Execute Julian and end the day/);
    await shot(page, "end-day-01-block");
    const before = await logLength(page);
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    assert.match(await seatLabel(page, "Julian"), /dead/);
    // Two commands: the execution, then dusk.
    assert.equal(await logLength(page), before + 2);
    await page.click('[data-testid="history"]');
    const lines = await page.$$eval('[data-testid="history-line"]', (els) => els.map((e) => e.textContent));
    assert.match(lines.at(-2), /Julian is executed/);
    assert.match(lines.at(-1), /Dusk/);
  });
});

test("a win the execution brings is offered before dusk", async () => {
  await withApp(async (page, app) => {
    await startCast(page, app.url, [
      ["Alex", "imp"], ["Sarah", "baron"], ["Julian", "saint"], ["Amy", "recluse"],
      ["Evin", "chef"], ["Lewis", "empath"], ["Douglas", "soldier"],
    ]);
    await throughNight(page);
    await nominate(page, "Evin", "Julian");
    await voteWith(page, ["Evin", "Lewis", "Douglas", "Amy"]);
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="victory-confirm"]');
    assert.match(await page.textContent('[data-testid="victory-confirm"]'), /The Saint was executed/);
    assert.equal(await page.locator('[data-testid="day-panel"]').count(), 1, "still the day");
    assert.match(await page.textContent('[data-testid="executed-today"]'), /Julian/);
    await shot(page, "end-day-02-saint-win-offered");
  });
});
