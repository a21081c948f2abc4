// The official jinx Butler & Cannibal, at 390 px: the Butler executed, the Cannibal has his
// ability and is told so by the engine on the next night, at the Butler's place: the step
// shows the card "You have this character's ability" with the Butler, then the Cannibal
// chooses a master as the Butler.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { storedGame } from "./grimoire-helpers.mjs";
import { startCast, throughNight, nominate, voteWith, stepTo, stepTitle, next, giveAndShow } from "./nights-days-helpers.mjs";

test("the Cannibal who gains the Butler's ability is told with a card, at 390 px", async () => {
  const app = await start({ phone: "medium" });
  const { page, errors } = app;
  try {
    const script = [
      { id: "_meta", name: "Cannibale", author: "Grimoire" },
      "imp", "poisoner", "cannibal", "butler", "empath", "monk", "soldier", "chef",
    ];
    const cast = [
      ["Alex", "imp"], ["Sarah", "poisoner"], ["Julian", "cannibal"], ["Amy", "butler"],
      ["Evin", "empath"], ["Lewis", "monk"], ["Douglas", "soldier"],
    ];
    await startCast(page, app.url, cast, 5, script);
    await throughNight(page);

    // Day 1: Amy, the Butler, executed.
    await nominate(page, "Evin", "Amy");
    await voteWith(page, ["Julian", "Evin", "Lewis", "Douglas"]);
    await page.click('[data-testid="execute-block"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="executed-today"]'));
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');

    // Night 2: the Cannibal's step, told of the Butler's ability, then the Butler's.
    await stepTo(page, /^Cannibal/);
    assert.match(await stepTitle(page), /Julian/);
    const card = await giveAndShow(page);
    assert.match(card.text, /You have this character's ability/);
    assert.match(card.text, /Butler/);
    assert.doesNotMatch(card.text, /Amy/, "the card names the ability, not the player executed");
    const told = (await storedGame(page)).stored.game.log.at(-1);
    assert.equal(told.type, "give_info");
    assert.deepEqual(told.info, { kind: "has_ability", character: "butler" });
    await shot(page, "cannibal-told-butler-390");
    await next(page);
    assert.match(await stepTitle(page), /^Butler/);
    assert.match(await stepTitle(page), /Julian/);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
