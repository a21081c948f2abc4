// Two newer characters of the day, played by taps at 360 px on a pasted script:
// - the Imp kills the Banshee on the second night: dawn says she died and that she is the
//   Banshee; on the next day, dead, she nominates twice and her hand counts two;
// - the Organ Grinder in play: the vote counter tells the Storyteller that the votes are secret.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { storedGame } from "./grimoire-helpers.mjs";
import {
  chainedParts, startCast, throughNight, stepTo, tapSeat, next, nominate, hand, closeVote,
} from "./nights-days-helpers.mjs";

const SCRIPT = [
  { id: "_meta", name: "Cris et orgue", author: "Grimoire" },
  "banshee", "chef", "empath", "washerwoman", "soldier", "saint", "organgrinder", "imp",
];

/** Records the step's choice: taps the players, then the confirm button. */
async function choose(page, ...names) {
  for (const n of names) await tapSeat(page, n);
  await page.waitForSelector('[data-testid="record-choice"]');
  await page.click('[data-testid="record-choice"]');
  await page.waitForSelector('[data-testid="step-result"]');
}

test("the Banshee killed by the Demon is announced at dawn, then nominates twice and votes with two hands; the Organ Grinder's votes are secret, at 360 px", async (t) => {
  const app = await start({ phone: "small" });
  const { page, errors } = app;
  const part = chainedParts(t);
  try {
    await part("night 2: the Imp kills the Banshee; dawn names her and her character", async () => {
      const cast = [
        ["Ada", "banshee"], ["Bruno", "chef"], ["Clara", "empath"], ["Dario", "washerwoman"],
        ["Elsa", "organgrinder"], ["Felix", "imp"], ["Greta", "soldier"],
      ];
      await startCast(page, app.url, cast, 5, SCRIPT);
      await throughNight(page);
      await page.click('[data-testid="end-day"]');
      await page.waitForSelector('[data-testid="night-panel"]');
      await stepTo(page, /^Imp/);
      await choose(page, "Ada");
      while (!(await page.locator('[data-testid="end-night"]').count())) await next(page);
      await page.click('[data-testid="end-night"]');
      await page.waitForSelector('[data-testid="dawn"]');
      const died = await page.$$eval('[data-testid="dawn-died"]', (els) => els.map((e) => e.textContent.trim()));
      assert.deepEqual(died, ["Ada"]);
      // Everyone is told too that Ada is the Banshee, and nothing of the Demon.
      const told = await page.$$eval('[data-testid="dawn-announced"]', (els) => els.map((e) => e.textContent.trim()));
      assert.deepEqual(told, ["Tell everyone too: Ada is the Banshee."]);
      assert.doesNotMatch(await page.textContent('[data-testid="dawn"]'), /Imp|Felix/);
      await shot(page, "banshee-dawn-360");
      await page.click('[data-testid="dawn-done"]');
      await page.waitForSelector('[data-testid="nominate"]');
    });

    await part("day 2: the dead Banshee nominates twice; her raised hand counts two; the vote is secret", async () => {
      await nominate(page, "Ada", "Felix");
      await page.waitForSelector('[data-testid="vote"]');
      const summary = await page.textContent('[data-testid="vote"]');
      assert.match(summary, /Everyone votes with eyes closed: count the hands and tell no one the total \(Organ Grinder\)\./);
      await shot(page, "organgrinder-secret-vote-360");
      // The walk starts after the nominee: Greta, then Ada.
      await hand(page, "Greta", false);
      const before = Number(await page.textContent('[data-testid="vote-count"]'));
      await hand(page, "Ada", true);
      const after = Number(await page.textContent('[data-testid="vote-count"]'));
      assert.equal(after - before, 2, "the Banshee's hand counts two");
      while (await page.locator('[data-testid="hand-down"]').count()) {
        await page.click('[data-testid="hand-down"]');
        await page.waitForTimeout(50);
      }
      await closeVote(page);
      // Her second nomination of the day is accepted.
      await nominate(page, "Ada", "Bruno");
      await page.waitForSelector('[data-testid="vote"]');
      const log = (await storedGame(page)).stored.game.log.map((c) => (c.type === "override" ? c.command : c));
      const noms = log.filter((c) => c.type === "nominate");
      assert.equal(noms.length, 2);
      assert.equal(log.filter((c) => c.type === "override").length, 0, "no override was needed");
    });
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
