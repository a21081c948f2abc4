// A custom script of newer characters played through a night and a day and into the next
// night, taps only, at 390 px: the Pixie, the Marionette, the Cannibal and the Fisherman.
// - first night: the Pixie is shown a Townsfolk in play (the Fisherman), whose player is marked
//   mad; the Marionette, kept out of the bag and shown the Chef, wakes as the Chef with a false
//   answer suggested; the Cannibal and the Fisherman sleep;
// - day 1: the Fisherman's advice; the Empath is executed: the Cannibal has his ability;
// - night 2: the Imp kills the Fisherman, and the Storyteller gives the Pixie his ability; the
//   Cannibal wakes at the Empath's place and learns a number of evil living neighbours that
//   counts the Marionette;
// - day 2: the Pixie, with the Fisherman's ability, may ask for advice.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { openSeat, closeSheet, storedGame } from "./grimoire-helpers.mjs";
import {
  chainedParts, startCast, stepTitle, stepTo, next, tapSeat, readAndHideCard, throughNight,
  nominate, voteWith, seatLabel, answers,
} from "./nights-days-helpers.mjs";

// Seven players in seat order: the Marionette sits by the Demon.
const CAST = [
  ["Ada", "pixie"], ["Bruno", "fisherman"], ["Clara", "cannibal"], ["Dario", "empath"],
  ["Elsa", "marionette"], ["Felix", "imp"], ["Greta", "washerwoman"],
];
const SCRIPT = [
  { id: "_meta", name: "Marionnettes et lutins", author: "Grimoire" },
  "pixie", "fisherman", "cannibal", "empath", "washerwoman", "chef", "saint", "marionette", "poisoner", "imp",
];

async function log(page) {
  return (await storedGame(page)).stored.game.log.map((c) => (c.type === "override" ? c.command : c));
}

/** Gives the answer picked (the suggestion unless `label` says which) and reads the card. */
async function give(page, label) {
  const opts = await answers(page);
  if (label) {
    const i = opts.findIndex((o) => label.test(o.label));
    assert.ok(i >= 0, `no answer labelled ${label} among ${JSON.stringify(opts)}`);
    await page.locator('[data-testid="answer-option"]').nth(i).click();
  }
  const picked = await page.locator('[data-testid="answer-option"][aria-checked="true"] .answer__value').first().textContent();
  await page.click('[data-testid="give-info"]');
  const card = await readAndHideCard(page);
  return { opts, picked: picked.trim(), card: card.text };
}

async function deadNames(page) {
  return page.$$eval('[data-testid="seat"].seat--dead .seat__name', (els) => els.map((e) => e.textContent.trim()));
}

test("the Pixie, the Marionette, the Cannibal and the Fisherman through a night, a day and a night, at 390 px", async (t) => {
  const app = await start({ phone: "medium" });
  const { page, errors } = app;
  const part = chainedParts(t);
  try {
    await part("setup: the Marionette is shown the Chef", async () => {
      await startCast(page, app.url, CAST, 5, SCRIPT, async (p) => {
        await p.locator('[data-testid="pick-shown"]').first().selectOption("chef");
      });
      const seat = (await storedGame(page)).stored.game;
      const assign = seat.log.map((c) => (c.type === "override" ? c.command : c)).find((c) => c.type === "assign_characters");
      const elsa = assign.assignments.find((a) => a.character === "marionette");
      assert.equal(elsa.shown, "chef", JSON.stringify(elsa));
      assert.match(await page.textContent('[data-testid="phase"]'), /first night/i);
    });

    await part("first night: the Pixie learns the Fisherman, the Marionette wakes as the Chef", async () => {
      const titles = [];
      await stepTo(page, /^Pixie/);
      const pixie = await give(page);
      assert.match(pixie.picked, /Fisherman/);
      assert.match(pixie.card, /Fisherman/);
      await shot(page, "carousel-script-pixie");
      // Bruno is marked mad for the Pixie.
      assert.match(await seatLabel(page, "Bruno"), /Mad/i);
      for (;;) {
        if (await page.locator('[data-testid="end-night"]').count()) break;
        const title = await stepTitle(page);
        titles.push(title);
        if (/^Chef/.test(title)) {
          // The Marionette is no Chef: her answer is flagged and a false number suggested.
          assert.match(title, /Elsa/);
          assert.ok(await page.locator('[data-testid="impaired"]').count(), "the Marionette's step is flagged");
          await shot(page, "carousel-script-marionette-chef");
        }
        await next(page);
      }
      assert.ok(titles.some((s) => /^Chef/.test(s)), `the Marionette wakes as the Chef: ${titles}`);
      assert.ok(!titles.some((s) => /^(Cannibal|Fisherman)/.test(s)), `the Cannibal and the Fisherman sleep: ${titles}`);
      const died = await throughNight(page);
      assert.deepEqual(died, []);
    });

    await part("day 1: the Fisherman's advice, the Empath executed", async () => {
      await openSeat(page, "Bruno");
      await page.locator('[data-testid="day-statement"]').fill("Watch the player on your left");
      await page.click('[data-testid="give-statements"]');
      const card = await readAndHideCard(page);
      assert.match(card.text, /Watch the player on your left/);
      await nominate(page, "Greta", "Dario");
      await voteWith(page, ["Ada", "Bruno", "Clara", "Greta"]);
      await page.click('[data-testid="execute-block"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="executed-today"]'));
      assert.deepEqual(await deadNames(page), ["Dario"]);
      await shot(page, "carousel-script-cannibal-lunch");
      await page.click('[data-testid="end-day"]');
      await page.waitForSelector('[data-testid="night-panel"]');
    });

    await part("night 2: the Imp kills the Fisherman, the Pixie gains his ability, the Cannibal wakes as the Empath", async () => {
      await stepTo(page, /^Imp/);
      await tapSeat(page, "Bruno");
      await page.click('[data-testid="record-choice"]');
      await page.waitForSelector('[data-testid="pending"]');
      const pending = await page.textContent('[data-testid="pending"]');
      assert.match(pending, /Pixie/);
      assert.match(pending, /Fisherman/);
      await shot(page, "carousel-script-pixie-gain");
      await page.locator('[data-testid="pending-choice"]').first().click();
      await page.waitForSelector('[data-testid="pending"]', { state: "detached" });
      assert.deepEqual((await deadNames(page)).sort(), ["Bruno", "Dario"]);

      await stepTo(page, /^Empath/);
      assert.match(await stepTitle(page), /Clara/);
      // Clara's living neighbours: Ada (the Pixie) and, past the dead Dario, Elsa (the Marionette).
      const empath = await give(page);
      assert.equal(empath.picked, "1");
      assert.match(empath.card, /1/);
      await shot(page, "carousel-script-cannibal-empath");
      const died = await throughNight(page);
      assert.deepEqual(died.map((d) => d.trim()), ["Bruno"]);
    });

    await part("day 2: the Pixie asks for the Fisherman's advice", async () => {
      await openSeat(page, "Ada");
      assert.equal(await page.locator('[data-testid="day-statement"]').count(), 1, "the Pixie may ask for advice");
      assert.match(await page.textContent('[data-testid="ability-actions"]'), /Advice/);
      await page.locator('[data-testid="day-statement"]').fill("Trust the Cannibal");
      await page.click('[data-testid="give-statements"]');
      const card = await readAndHideCard(page);
      assert.match(card.text, /Trust the Cannibal/);
      const told = (await log(page)).filter((c) => c.type === "give_info" && c.character === "fisherman");
      assert.deepEqual(told.map((c) => c.player), [1, 0], "Bruno's advice on day 1, Ada's on day 2");
      // Once: the gained ability is spent.
      await openSeat(page, "Ada");
      assert.equal(await page.locator('[data-testid="day-statement"]').count(), 0, "the advice is given once");
      await closeSheet(page);
      await shot(page, "carousel-script-day-2");
      assert.deepEqual(errors, []);
    });
  } finally {
    await app.stop();
  }
});
