// Sects & Violets on the screens, at a phone's size, from the characters' definitions: the
// Cerenovus's madness on the board and the seat sheet, and the madness execution the
// Storyteller may apply (never forced); the Vortox's false suggestion first at a Townsfolk's
// step, and the warning when the true answer is given anyway; the Savant's two statements in
// the Storyteller's words, one card each; the Artist's question and the yes or no; the
// Juggler's guesses on his first day.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { openSeat, closeSheet, storedGame } from "./grimoire-helpers.mjs";
import {
  startCast, stepTo, stepTitle, onStep, next, tapSeat, readAndHideCard, throughNight, seatLabel,
} from "./nights-days-helpers.mjs";

// Eight players: 5 Townsfolk, 1 Outsider, 1 Minion, 1 Demon.
const CAST = [
  ["Anna", "vortox"],
  ["Ben", "cerenovus"],
  ["Cleo", "savant"],
  ["Dan", "juggler"],
  ["Eve", "mutant"],
  ["Finn", "clockmaker"],
  ["Gus", "artist"],
  ["Hana", "flowergirl"],
];
const id = (name) => CAST.findIndex(([n]) => n === name);

async function lastCommand(page) {
  return (await storedGame(page)).stored.game.log.at(-1);
}

/** Waits until the stored log's last command satisfies `pred` (given as source). */
async function waitForLast(page, check) {
  await page.waitForFunction((src) => {
    const idx = JSON.parse(localStorage.getItem("grimoire.index") || "{}");
    const g = JSON.parse(localStorage.getItem(`grimoire.game.${idx.open}`) || "{}");
    const last = g.game?.log?.at(-1);
    return !!last && new Function("c", `return ${src}`)(last);
  }, check);
}

test("madness, the Vortox's false answers, the Savant, the Artist and the Juggler on a phone", async () => {
  const app = await start();
  const { page, errors } = app;
  try {
    await startCast(page, app.url, CAST, 3, "snv");

    // The Cerenovus makes the Juggler mad about being the Flowergirl.
    await stepTo(page, /^Cerenovus/);
    await page.selectOption('[data-testid="night-choice"] [data-testid="guess-character"]', "flowergirl");
    await tapSeat(page, "Dan");
    await page.click('[data-testid="record-choice"]');
    await page.waitForSelector('[data-testid="step-result"]');
    await shot(page, "snv-screens-01-cerenovus");
    // Its own cards: the mad player is shown the Cerenovus and the character.
    await page.click('[data-testid="show-cards"]');
    const madCard = await readAndHideCard(page);
    assert.match(madCard.text, /Flowergirl|Fleuriste/, madCard.text);

    // The Vortox: the Clockmaker's information must be false; the false answer comes first.
    await stepTo(page, /^Clockmaker/);
    await page.waitForSelector('[data-testid="must-be-false"]');
    const options = page.locator('[data-testid="answer-option"]');
    assert.ok((await options.count()) >= 2, "a false and a true answer");
    assert.equal(await options.nth(0).getAttribute("aria-checked"), "true", "the false answer is picked");
    assert.match(await options.nth(0).textContent(), /False \(required\)/);
    assert.match(await options.nth(1).textContent(), /^True/);
    await shot(page, "snv-screens-02-vortox-false-first");
    // The Storyteller gives the true one anyway: recorded, with the engine's warning.
    await options.nth(1).click();
    await page.click('[data-testid="give-info"]');
    await readAndHideCard(page);
    await page.waitForSelector('[data-testid="step-result"]');
    assert.match(await page.textContent('[data-testid="step-result"]'), /must be false now \(Vortox\)/);
    await shot(page, "snv-screens-03-vortox-true-warned");

    await throughNight(page);

    // Day 1: the mad Juggler, on the board and on his sheet.
    const label = await seatLabel(page, "Dan");
    assert.match(label, /Mad about being Flowergirl/, label);
    assert.equal(await page.locator('[data-testid="seat"]', { hasText: "Dan" }).locator('[data-mark="mad"]').count(), 1);
    assert.match(await seatLabel(page, "Eve"), /Must not claim to be Mutant/, "the Mutant's madness");
    await shot(page, "snv-screens-04-board-mad");

    // The Juggler's guesses on his first day, from his sheet.
    await openSeat(page, "Dan");
    await page.waitForSelector('[data-testid="mad-about"]');
    assert.match(await page.textContent('[data-testid="mad-about"]'), /Mad about being Flowergirl · Cerenovus/);
    for (const [who, character] of [["Anna", "vortox"], ["Finn", "oracle"]]) {
      await page.selectOption('[data-testid="guess-player"]', { label: who });
      await page.selectOption('[data-testid="ability-actions"] [data-testid="guess-character"]', character);
      await page.click('[data-testid="record-guess"]');
      await waitForLast(page, `c.type === "act" && c.character === "juggler" && c.guess === "${character}"`);
    }
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="guesses"] li').length === 2);
    assert.match(await page.textContent('[data-testid="ability-actions"]'), /2 of 5/);
    assert.deepEqual(
      (({ by, targets, guess }) => ({ by, targets, guess }))(await lastCommand(page)),
      { by: id("Dan"), targets: [id("Finn")], guess: "oracle" },
    );
    await page.locator('[data-testid="guesses"]').scrollIntoViewIfNeeded();
    await shot(page, "snv-screens-05-juggler-guesses");
    await closeSheet(page);
    // The right guess has its reminder by the Vortox.
    assert.match(await seatLabel(page, "Anna"), /Correct|Juste/);

    // The Savant: two statements in the Storyteller's words, one card each.
    await openSeat(page, "Cleo");
    await page.waitForSelector('[data-testid="must-be-false"]');
    const fields = page.locator('[data-testid="day-statement"]');
    assert.equal(await fields.count(), 2);
    await fields.nth(0).fill("Hana is the Demon");
    await fields.nth(1).fill("Ben is a Townsfolk");
    await page.locator('[data-testid="give-statements"]').scrollIntoViewIfNeeded();
    await shot(page, "snv-screens-06-savant-statements");
    await page.click('[data-testid="give-statements"]');
    await page.waitForSelector('[data-testid="info-card"]');
    await shot(page, "snv-screens-07-savant-card");
    const card = await readAndHideCard(page);
    assert.match(card.text, /Hana is the Demon/);
    const told = await lastCommand(page);
    assert.equal(told.type, "give_info");
    assert.deepEqual(told.info, { kind: "statements", statements: ["Hana is the Demon", "Ben is a Townsfolk"] });
    // Back on the board once the card goes: the sheet says what was told today.
    await openSeat(page, "Cleo");
    await page.waitForSelector('[data-testid="told-today"]');
    assert.match(await page.textContent('[data-testid="told-today"]'), /Hana is the Demon/);
    await closeSheet(page);

    // The Artist's question, once, and the Storyteller's answer.
    await openSeat(page, "Gus");
    assert.match(await page.textContent('[data-testid="ability-actions"]'), /question/);
    await page.fill('[data-testid="statement-text"]', "Is Anna the Demon?");
    await page.click('[data-testid="record-statement"]');
    await page.waitForSelector('[data-testid="answer-no"]');
    assert.equal(await page.locator('[data-testid="statement-text"]').count(), 0, "asked once");
    await shot(page, "snv-screens-08-artist-answer");
    await page.click('[data-testid="answer-no"]');
    const no = await readAndHideCard(page);
    assert.match(no.text, /No|Non/);
    assert.deepEqual((await lastCommand(page)).info, { kind: "yes_no", yes: false });
    await openSeat(page, "Gus");
    await page.waitForSelector('[data-testid="told-today"]');
    assert.equal(await page.locator('[data-testid="answer-no"]').count(), 0, "answered once");
    assert.equal(await page.locator('[data-testid="statement-text"]').count(), 0, "asked once");
    await closeSheet(page);

    // The madness execution: offered on the mad players' sheets, the Storyteller's call.
    await openSeat(page, "Eve");
    assert.equal(await page.locator('[data-testid="madness-execute"]').count(), 1, "the Mutant may be executed");
    await closeSheet(page);
    await openSeat(page, "Dan");
    await page.locator('[data-testid="madness"]').scrollIntoViewIfNeeded();
    await shot(page, "snv-screens-09-madness-offer");
    assert.match(await page.textContent('[data-testid="madness-execute"]'), /Execute Dan for breaking madness \(Cerenovus\)/);
    await page.click('[data-testid="madness-execute"]');
    await waitForLast(page, `c.type === "act" && c.character === "cerenovus"`);
    const act = await lastCommand(page);
    assert.deepEqual([act.by ?? null, act.targets, act.guess ?? null], [null, [id("Dan")], null]);
    // The day's one execution: no more offers.
    await page.waitForSelector('[data-testid="madness-execute"]', { state: "detached" });
    await closeSheet(page);
    const dead = await page.locator('[data-testid="seat"]', { hasText: "Dan" }).first().getAttribute("class");
    assert.ok(dead.includes("seat--dead"), "executed for breaking madness");
    await shot(page, "snv-screens-10-madness-executed");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

// The Philosopher's character pick, the Evil Twin's good twin picked among the good players
// (each twin shown the other), and the Storyteller's mark for the Mathematician on a seat.
const TWINS = [
  ["Anna", "nodashii"],
  ["Ben", "eviltwin"],
  ["Cleo", "philosopher"],
  ["Dan", "mathematician"],
  ["Eve", "seamstress"],
  ["Finn", "clockmaker"],
  ["Gus", "oracle"],
];

test("the Philosopher, the Evil Twin and the Mathematician's mark on a phone", async () => {
  const app = await start();
  const { page, errors } = app;
  const who = (name) => TWINS.findIndex(([n]) => n === name);
  try {
    await startCast(page, app.url, TWINS, 3, "snv");

    // The Philosopher names a character, no player.
    await stepTo(page, /^Philosopher/);
    await page.selectOption('[data-testid="night-choice"] [data-testid="guess-character"]', "dreamer");
    await page.click('[data-testid="record-choice"]');
    await waitForLast(page, `c.type === "act" && c.character === "philosopher"`);
    assert.equal((await lastCommand(page)).guess, "dreamer");
    await shot(page, "snv-screens-11-philosopher");

    // The Evil Twin: every good player may be the twin; the Storyteller picks Finn.
    await stepTo(page, /^Evil Twin/);
    const options = page.locator('[data-testid="answer-option"]');
    assert.ok((await options.count()) >= 5, `${await options.count()} twins offered`);
    const finn = options.filter({ hasText: "Finn" });
    await finn.click();
    await shot(page, "snv-screens-12-evil-twin-pick");
    await page.click('[data-testid="give-info"]');
    const card = await readAndHideCard(page);
    assert.match(card.text, /Finn/);
    assert.match(card.text, /Ben/, "the good twin is shown the Evil Twin too");
    assert.match(await seatLabel(page, "Finn"), /Twin|Jumeau/);

    await throughNight(page);

    // The Storyteller marks Gus's ability as having worked abnormally, for the Mathematician.
    await openSeat(page, "Gus");
    await page.waitForSelector('[data-testid="storyteller-mark"]');
    assert.match(await page.textContent('[data-testid="storyteller-mark"]'), /Gus.*Mathematician/);
    await page.locator('[data-testid="storyteller-mark"]').scrollIntoViewIfNeeded();
    await shot(page, "snv-screens-13-mathematician-mark");
    await page.click('[data-testid="storyteller-mark"]');
    await waitForLast(page, `c.type === "act" && c.character === "mathematician"`);
    const mark = await lastCommand(page);
    assert.deepEqual([mark.by ?? null, mark.targets], [null, [who("Gus")]]);
    await closeSheet(page);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

// A first-night Snake Charmer hit on the Demon: the new Demon is told "You are" at once (the
// very next step), then the old Demon, then the night goes on.
const CHARMED = [
  ["Anna", "vortox"],
  ["Ben", "witch"],
  ["Cleo", "snakecharmer"],
  ["Dan", "dreamer"],
  ["Eve", "oracle"],
  ["Finn", "sage"],
  ["Gus", "mutant"],
];

test("a first-night Snake Charmer finds the Demon: the new Demon is woken next", async () => {
  const app = await start();
  const { page, errors } = app;
  try {
    await startCast(page, app.url, CHARMED, 4, "snv");
    await stepTo(page, /^Snake Charmer · Cleo/);
    await tapSeat(page, "Anna");
    await page.waitForSelector('[data-testid="record-choice"]');
    await page.click('[data-testid="record-choice"]');
    await waitForLast(page, `c.type === "act" && c.character === "snakecharmer"`);
    assert.deepEqual((await lastCommand(page)).targets, [id2("Anna")]);

    // The very next step on screen: Cleo, now the Vortox, is woken and told.
    await onStep(page, /^You are · Cleo \(Vortox\)$/);
    assert.match(await seatLabel(page, "Cleo"), /^Cleo, Vortox/);
    assert.match(await seatLabel(page, "Anna"), /^Anna, Snake Charmer/);
    await shot(page, "snv-screens-14-charmed-you-are");
    await page.click('[data-testid="give-info"]');
    const card = await readAndHideCard(page);
    assert.match(card.text, /Vortox/);
    assert.match(card.text, /evil/i);
    const told = await lastCommand(page);
    assert.deepEqual([told.type, told.player, told.info.character, told.info.alignment], ["give_info", id2("Cleo"), "vortox", "evil"]);

    // Then Anna, now the Snake Charmer (and good), then the Witch.
    await next(page);
    assert.equal(await stepTitle(page), "You are · Anna (Snake Charmer)");
    await page.click('[data-testid="give-info"]');
    const hers = await readAndHideCard(page);
    assert.match(hers.text, /Snake Charmer/);
    assert.match(hers.text, /good/i);
    await next(page);
    assert.match(await stepTitle(page), /^Witch · Ben/);

    // The sheet's list of steps: no "You are" left behind, before the Snake Charmer's place.
    const titles = await page.$$eval('[data-testid="night-step-link"]', (els) => els.map((e) => e.textContent.trim()));
    const at = (re) => titles.findIndex((t) => re.test(t));
    const charmer = at(/You are · Cleo \(Vortox\)/);
    assert.ok(charmer > at(/Demon info/i) && charmer < at(/You are · Anna/), JSON.stringify(titles));
    assert.ok(at(/You are · Anna/) < at(/Witch · Ben/), JSON.stringify(titles));
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

function id2(name) {
  return CHARMED.findIndex(([n]) => n === name);
}
