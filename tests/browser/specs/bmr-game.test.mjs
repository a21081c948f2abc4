// A 10-player Bad Moon Rising game played through the screens, taps only, from setup to good's
// win: the Pukka's poison and its victim's death the next night, the Innkeeper's two guests and
// the Storyteller's choice of which one is drunk, the Exorcist's choice, the Gambler's wrong
// guess, the Chambermaid's count, with a reload in the middle of the second night.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { storedGame } from "./grimoire-helpers.mjs";
import {
  chainedParts, startCast, stepTitle, stepTo, next, tapSeat, readAndHideCard, closeAnnouncement,
  nominate, voteWith,
} from "./nights-days-helpers.mjs";

const CAST = [
  ["Anna", "pukka"],
  ["Ben", "assassin"],
  ["Cleo", "devilsadvocate"],
  ["Dan", "innkeeper"],
  ["Eve", "exorcist"],
  ["Finn", "gambler"],
  ["Gus", "chambermaid"],
  ["Hana", "professor"],
  ["Ivo", "minstrel"],
  ["Jade", "sailor"],
];

/** The stored game's state as the engine sees it after replaying: who is dead, from the log. */
async function lastCommand(page) {
  const { stored } = await storedGame(page);
  return stored.game.log.at(-1);
}

/** Records the choice on the board: taps the players, then the confirm button. */
async function choose(page, ...names) {
  for (const n of names) await tapSeat(page, n);
  await page.waitForSelector('[data-testid="record-choice"]');
  await page.click('[data-testid="record-choice"]');
  await page.waitForSelector('[data-testid="step-result"]');
  return page.textContent('[data-testid="step-result"]');
}

async function deadNames(page) {
  return page.$$eval('[data-testid="seat"].seat--dead .seat__name', (els) => els.map((e) => e.textContent.trim()));
}

test("a 10-player Bad Moon Rising game, night by night, until good wins", async (t) => {
  const app = await start();
  const { page, errors } = app;
  const part = chainedParts(t);
  try {
    await part("setup and the first night: the Sailor, the Devil's Advocate, the Pukka, the Chambermaid", async () => {
      await startCast(page, app.url, CAST, 11, "bmr");
      assert.match(await page.textContent('[data-testid="phase"]'), /first night/);
      await stepTo(page, /^Sailor/);
      await choose(page, "Ivo");
      // Who is drunk, the Sailor or his guest, is the Storyteller's call: the guest.
      await page.waitForSelector('[data-testid="pending"]');
      await page.locator('[data-testid="pending-choice"]').first().click();
      await page.waitForSelector('[data-testid="pending"]', { state: "detached" });
      await stepTo(page, /^Devil's Advocate/);
      await choose(page, "Ben");
      await stepTo(page, /^Pukka/);
      // The Pukka's first choice is poisoned, and does not die tonight.
      await choose(page, "Hana");
      assert.deepEqual(await deadNames(page), []);
      await stepTo(page, /^Chambermaid/);
      // Two living players but herself: Dan and Eve did not wake tonight (first night).
      await tapSeat(page, "Dan");
      await tapSeat(page, "Eve");
      await page.waitForSelector('[data-testid="answer"]');
      assert.match(await page.textContent('[data-testid="answer-option"]'), /0/);
      await shot(page, "bmr-01-chambermaid");
      await page.click('[data-testid="give-info"]');
      const card = await readAndHideCard(page);
      assert.match(card.text, /0/);
      while (!(await page.locator('[data-testid="end-night"]').count())) await next(page);
      await page.click('[data-testid="end-night"]');
      await page.waitForSelector('[data-testid="dawn"]');
      await closeAnnouncement(page);
      assert.equal(await page.locator('[data-testid="dawn-died"]').count(), 0, "nobody died on the first night");
      await page.click('[data-testid="dawn-done"]');
      await page.waitForSelector('[data-testid="end-day"]');
      await page.click('[data-testid="end-day"]');
      await page.waitForSelector('[data-testid="night-panel"]');
    });

    await part("the second night: the Innkeeper, the Gambler, a reload, the Exorcist, the Pukka", async () => {
      assert.match(await page.textContent('[data-testid="phase"]'), /night 2/i);
      await stepTo(page, /^Innkeeper/);
      // Two players: both sheltered; which one is drunk is the Storyteller's call.
      await choose(page, "Gus", "Ivo");
      await page.waitForSelector('[data-testid="pending"]');
      await shot(page, "bmr-02-innkeeper-decision");
      await page.locator('[data-testid="pending-choice"]').first().click();
      await page.waitForSelector('[data-testid="pending"]', { state: "detached" });
      await stepTo(page, /^Gambler/);
      // The Gambler names a player and a character: Anna is not the Po, so he dies.
      await tapSeat(page, "Anna");
      await page.selectOption('[data-testid="guess-character"]', "po");
      await shot(page, "bmr-03-gambler-guess");
      await page.click('[data-testid="record-choice"]');
      await page.waitForSelector('[data-testid="step-result"]');
      assert.match(await page.textContent('[data-testid="step-result"]'), /Finn/);
      const act = await lastCommand(page);
      assert.deepEqual([act.type, act.character, act.guess], ["act", "gambler", "po"]);
      assert.ok((await deadNames(page)).includes("Finn"), "a wrong guess kills the Gambler");

      // A reload in the middle of the night comes back to the same step.
      const title = await stepTitle(page);
      await page.reload();
      await page.waitForSelector('[data-testid="night-panel"]');
      assert.equal(await stepTitle(page), title);

      // The Exorcist's choice is not the Demon: the Pukka wakes as usual.
      await stepTo(page, /^Exorcist/);
      await choose(page, "Ben");
      await stepTo(page, /^Pukka/);
      // Tonight's choice is poisoned; last night's (Hana) dies now.
      await choose(page, "Jade");
      assert.ok((await deadNames(page)).includes("Hana"), "the Pukka's first victim dies the next night");
      assert.ok(!(await deadNames(page)).includes("Jade"), "the new victim lives until tomorrow night");
      await shot(page, "bmr-04-pukka");
      while (!(await page.locator('[data-testid="end-night"]').count())) await next(page);
      await page.click('[data-testid="end-night"]');
      await page.waitForSelector('[data-testid="dawn"]');
      await closeAnnouncement(page);
      const died = await page.$$eval('[data-testid="dawn-died"]', (els) => els.map((e) => e.textContent));
      assert.ok(died.some((d) => d.includes("Finn")) && died.some((d) => d.includes("Hana")), `dawn: ${died}`);
      await page.click('[data-testid="dawn-done"]');
    });

    await part("day 2: the Pukka is executed and good wins", async () => {
      await nominate(page, "Dan", "Anna");
      await voteWith(page, ["Dan", "Eve", "Gus", "Ivo", "Jade"]);
      await page.click('[data-testid="execute-block"]');
      await page.waitForSelector('[data-testid="victory-confirm"]');
      assert.match(await page.textContent('[data-testid="victory-confirm"]'), /Good wins/);
      await page.click('[data-testid="confirm-win"]');
      await page.waitForSelector('[data-testid="victory"]');
      assert.equal(await page.textContent('[data-testid="victory-title"]'), "Good wins");
      const rows = await page.$$eval('[data-testid="reveal-row"]', (els) => els.map((e) => e.textContent));
      assert.equal(rows.length, 10);
      await shot(page, "bmr-05-victory");
      assert.deepEqual(errors, []);
    });
  } finally {
    await app.stop();
  }
});
