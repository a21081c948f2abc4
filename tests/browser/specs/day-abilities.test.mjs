// Day abilities through the screens, as a Storyteller plays them on a phone: the Virgin, the
// Slayer, the Saint, the Mayor (three alive, and the Demon's attack on the Mayor), the Imp's
// star pass and the Scarlet Woman taking over. Each game is set up by hand on the setup screen,
// its nights are stepped through, and the win the app offers is checked — then confirmed, and
// what the victory screen and the home screen say about it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { storedGame } from "./grimoire-helpers.mjs";
import {
  startCast, stepTo, throughNight, seatLabel, shoot, readAnnouncement, voteWith, undo,
  nominate, tapSeat, readAndHideCard, giveAndShow, logLength, assertAbsent,
} from "./nights-days-helpers.mjs";

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

/** The win the app offers now: its title and reason. */
async function offeredWin(page) {
  await page.waitForSelector('[data-testid="victory-confirm"]');
  return (await page.textContent('[data-testid="victory-confirm"]')).replace(/\s+/g, " ");
}

/** Confirms the offered win and returns the victory screen's title and reason. */
async function confirmWin(page) {
  await page.click('[data-testid="confirm-win"]');
  await page.waitForSelector('[data-testid="victory"]');
  return {
    title: await page.textContent('[data-testid="victory-title"]'),
    why: await page.textContent('[data-testid="victory-why"]'),
  };
}

/** Back to the home screen: what the saved game's line says about its phase. */
async function homePhase(page) {
  await page.click('[data-testid="home"]');
  await page.waitForSelector('[data-testid="saved-game"]');
  return page.textContent('[data-testid="saved-game-phase"]');
}

/** The kept win survives a reload: the victory screen says the same. */
async function reloadVictory(page, expected) {
  await page.reload();
  await page.waitForSelector('[data-testid="victory"]');
  assert.equal(await page.textContent('[data-testid="victory-title"]'), expected.title);
  assert.equal(await page.textContent('[data-testid="victory-why"]'), expected.why);
}

/** Nobody on the screen is executed and no win is offered. */
async function nothingHappened(page, what) {
  assert.equal(await page.locator('[data-testid="executed-today"]').count(), 0, `${what}: nobody executed`);
  assert.equal(await page.locator('[data-testid="victory-confirm"]').count(), 0, `${what}: no win offered`);
  assert.equal(await page.locator('[data-testid="info-card"]').count(), 0, `${what}: nothing announced`);
}

const VIRGIN_GAME = [
  ["Alex", "imp"], ["Sarah", "poisoner"], ["Julian", "virgin"], ["Amy", "slayer"],
  ["Evin", "chef"], ["Lewis", "empath"], ["Douglas", "soldier"],
];

test("the Virgin executes a Townsfolk nominator once; the Slayer's shots; good wins on the Demon's death", async () => {
  await withApp(async (page, app) => {
    await startCast(page, app.url, VIRGIN_GAME);
    assert.deepEqual(await throughNight(page), []);

    // A Minion nominates the Virgin: nothing happens, the vote opens as usual.
    await nominate(page, "Sarah", "Julian");
    await page.waitForSelector('[data-testid="vote"]');
    assert.match(await page.textContent('[data-testid="nomination-title"]'), /Sarah nominates Julian/);
    await nothingHappened(page, "a Minion nominates the Virgin");
    assert.doesNotMatch(await seatLabel(page, "Sarah"), /dead/);
    await shot(page, "day-01-virgin-minion-nominates");
    // Taken back: the Virgin's first nomination is still to come.
    await undo(page);
    await page.waitForSelector('[data-testid="nominate"]');

    // A Townsfolk nominates her: executed at once, announced, the day's execution used.
    await nominate(page, "Evin", "Julian");
    const card = await page.waitForSelector('[data-testid="info-card"]').then(() => page.textContent('[data-testid="info-card"]'));
    assert.match(card, /Executed/);
    assert.match(card, /Evin/);
    assertAbsent(card, ["Virgin", "Chef", "Julian", "Townsfolk"], "the Virgin's announcement says who, not why");
    await shot(page, "day-02-virgin-announcement");
    await readAnnouncement(page);
    await page.waitForSelector('[data-testid="executed-today"]');
    assert.match(await page.textContent('[data-testid="executed-today"]'), /Evin/);
    // The Storyteller's own line says why; it is still there once the card is closed.
    assert.match(await page.textContent('[data-testid="day-result"]'), /The Virgin: Evin is executed\./);
    assert.equal(await page.locator('[data-testid="dawn"]').count(), 0, "dawn's news does not come back");
    assert.match(await seatLabel(page, "Evin"), /dead/);
    assert.doesNotMatch(await seatLabel(page, "Julian"), /dead/);
    assert.equal(await page.locator('[data-testid="vote"]').count(), 0, "no vote on the Virgin");
    assert.equal(await page.locator('[data-testid="execute-block"]').count(), 0, "no second execution");
    await shot(page, "day-03-virgin-executes");
    // The day's execution is used: another nomination is refused with the engine's reason.
    const before = await logLength(page);
    await nominate(page, "Lewis", "Alex");
    await page.waitForSelector('[data-testid="notice"]');
    await shot(page, "day-04-after-execution-refused");
    assert.equal(await logLength(page), before, "the refused nomination is not logged");
    await page.click('[data-testid="dismiss"]');

    // Someone who is not the Slayer shoots the Demon: nothing happens, and only that is said.
    await shoot(page, "Lewis", "Alex");
    let text = await page.waitForSelector('[data-testid="card-close"]').then(() => page.textContent('[data-testid="info-card"]'));
    assert.match(text, /Nothing happens/);
    assertAbsent(text, ["Slayer", "Empath", "Imp", "Lewis", "Alex", "Demon"], "a miss says nothing else");
    await shot(page, "day-05-slayer-claim-nothing");
    await readAnnouncement(page);
    assert.match(await page.textContent('[data-testid="day-result"]'), /Lewis: no effect \(not that character\)/);
    assert.doesNotMatch(await seatLabel(page, "Alex"), /dead/);
    assert.equal(await page.locator('[data-testid="victory-confirm"]').count(), 0);

    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    assert.deepEqual(await throughNight(page), [], "the Imp attacked nobody");

    // Day 2: the Virgin's ability is spent; a Townsfolk nominating her now is a plain nomination.
    await nominate(page, "Douglas", "Julian");
    await page.waitForSelector('[data-testid="vote"]');
    await nothingHappened(page, "a second nomination of the Virgin");
    assert.doesNotMatch(await seatLabel(page, "Douglas"), /dead/);
    await voteWith(page, []);
    await page.waitForSelector('[data-testid="nobody-on-block"]');

    // The Slayer shoots a Minion: nothing happens. A second shot, at the Demon: nothing again.
    await shoot(page, "Amy", "Sarah");
    text = await readAnnouncement(page);
    assert.match(text, /Nothing happens/);
    assertAbsent(text, ["Slayer", "Poisoner", "Sarah", "Amy", "Minion"], "a miss says nothing else");
    assert.match(await page.textContent('[data-testid="day-result"]'), /Amy: no effect \(missed\)/);
    await shoot(page, "Amy", "Alex");
    text = await readAnnouncement(page);
    assert.match(text, /Nothing happens/, "the second shot does nothing");
    assert.match(await page.textContent('[data-testid="day-result"]'), /Amy: no effect \(ability already used\)/);
    assert.doesNotMatch(await seatLabel(page, "Alex"), /dead/);
    assert.equal(await page.locator('[data-testid="victory-confirm"]').count(), 0);
    await shot(page, "day-06-slayer-second-shot");

    // Both shots taken back: the Slayer's first shot, at the Demon, kills it.
    await undo(page);
    await undo(page);
    await shoot(page, "Amy", "Alex");
    text = await page.waitForSelector('[data-testid="card-close"]').then(() => page.textContent('[data-testid="info-card"]'));
    assert.match(text, /Died/);
    assert.match(text, /Alex/);
    assertAbsent(text, ["Slayer", "Imp", "Demon", "Amy"], "the hit says who died, not why");
    await shot(page, "day-07-slayer-hits");
    await readAnnouncement(page);
    assert.match(await seatLabel(page, "Alex"), /dead/);
    const offer = await offeredWin(page);
    assert.match(offer, /Good wins/);
    assert.match(offer, /The Demon is dead/);
    await shot(page, "day-08-slayer-good-win-offered");
    const won = await confirmWin(page);
    assert.deepEqual(won, { title: "Good wins", why: "The Demon is dead." });
    await shot(page, "day-09-slayer-victory");
    await reloadVictory(page, won);
    const { stored } = await storedGame(page);
    assert.deepEqual(stored.game.log.at(-1), { type: "end_game", winner: "good" });
    assert.equal(await homePhase(page), "good won");
    await shot(page, "day-10-home-good-won");
  });
});

test("the Saint executed: the app offers evil's win; set aside, undone, then confirmed", async () => {
  await withApp(async (page, app) => {
    // The Baron brings two Outsiders: the Saint and the Recluse.
    await startCast(page, app.url, [
      ["Alex", "imp"], ["Sarah", "baron"], ["Julian", "saint"], ["Amy", "recluse"],
      ["Evin", "chef"], ["Lewis", "empath"], ["Douglas", "soldier"],
    ]);
    await throughNight(page);
    await nominate(page, "Evin", "Julian");
    await voteWith(page, ["Evin", "Lewis", "Douglas", "Amy"]);
    assert.match(await page.textContent('[data-testid="about-to-die"]'), /Julian/);
    await page.click('[data-testid="execute-block"]');
    const offer = await offeredWin(page);
    assert.match(offer, /Evil wins/);
    assert.match(offer, /The Saint was executed/);
    await shot(page, "day-11-saint-evil-win-offered");
    // "Not yet": the offer goes and is not made again by the next command.
    await page.click('[data-testid="not-yet"]');
    await page.waitForSelector('[data-testid="victory-confirm"]', { state: "detached" });
    // Undoing the "not yet" offers it again.
    await undo(page);
    await offeredWin(page);
    const won = await confirmWin(page);
    assert.deepEqual(won, { title: "Evil wins", why: "The Saint was executed." });
    const reveal = await page.$$eval('[data-testid="reveal-row"]', (els) => els.map((e) => e.textContent));
    assert.match(reveal[2], /Julian.*Saint.*dead/i);
    await shot(page, "day-12-saint-victory");
    await reloadVictory(page, won);
    assert.equal(await homePhase(page), "evil won");
  });
});

test("the Mayor: the Demon's attack lands on another player; three alive and no execution: good wins", async () => {
  await withApp(async (page, app) => {
    await startCast(page, app.url, [
      ["Alex", "imp"], ["Sarah", "poisoner"], ["Julian", "mayor"], ["Amy", "chef"], ["Evin", "empath"],
    ]);
    await throughNight(page);
    // Day 1: Evin is executed (4 alive).
    await nominate(page, "Amy", "Evin");
    await voteWith(page, ["Amy", "Julian", "Sarah"]);
    await page.click('[data-testid="execute-block"]');
    await page.waitForSelector('[data-testid="executed-today"]');
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');

    // Night 2: the Imp attacks the Mayor; the Storyteller picks who dies: Amy.
    await stepTo(page, /^Imp · Alex$/);
    await tapSeat(page, "Julian");
    await page.click('[data-testid="record-choice"]');
    await page.waitForSelector('[data-testid="pending"]');
    assert.match(await page.textContent('[data-testid="pending"]'), /attacked the Mayor Julian: who dies\?/);
    const choices = await page.$$eval('[data-testid="pending-choice"]', (els) => els.map((e) => e.textContent.trim()));
    // The Mayor or any other living player but the Demon.
    assert.equal(choices.length, 3, `choices: ${choices}`);
    assert.ok(choices.some((c) => /Julian/.test(c)) && choices.some((c) => /Amy/.test(c)) && choices.some((c) => /Sarah/.test(c)), `choices: ${choices}`);
    assert.ok(!choices.some((c) => /Alex|Evin/.test(c)), "neither the Demon nor the dead");
    await shot(page, "day-13-mayor-bounce");
    await page.locator('[data-testid="pending-choice"]', { hasText: "Amy" }).click();
    await page.waitForSelector('[data-testid="pending"]', { state: "detached" });
    assert.match(await seatLabel(page, "Amy"), /dead/);
    assert.doesNotMatch(await seatLabel(page, "Julian"), /dead/);
    assert.deepEqual(await throughNight(page), ["Amy"]);

    // Day 2: three alive; no execution; the day ends: the Mayor's win.
    await page.click('[data-testid="end-day"]');
    const offer = await offeredWin(page);
    assert.match(offer, /Good wins/);
    assert.match(offer, /Three players are alive and nobody was executed/);
    await shot(page, "day-14-mayor-win-offered");
    const won = await confirmWin(page);
    assert.equal(won.title, "Good wins");
    assert.match(won.why, /Mayor/);
    await shot(page, "day-15-mayor-victory");
    await reloadVictory(page, won);
    assert.equal(await homePhase(page), "good won");
  });
});

test("the Imp kills itself: the Minion the Storyteller picks becomes the Imp and is shown so", async () => {
  await withApp(async (page, app) => {
    await startCast(page, app.url, [
      ["Alex", "imp"], ["Sarah", "poisoner"], ["Julian", "monk"], ["Amy", "chef"],
      ["Evin", "empath"], ["Lewis", "soldier"], ["Douglas", "mayor"],
    ]);
    await throughNight(page);
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    await stepTo(page, /^Imp · Alex$/);
    await tapSeat(page, "Alex");
    await page.click('[data-testid="record-choice"]');
    await page.waitForSelector('[data-testid="pending"]');
    assert.match(await page.textContent('[data-testid="pending"]'), /Alex killed themself: which Minion becomes the Imp\?/);
    assert.equal(await page.locator('[data-testid="victory-confirm"]').count(), 0, "no win while a Minion may take over");
    await shot(page, "day-16-star-pass-choice");
    await page.locator('[data-testid="pending-choice"]', { hasText: "Sarah" }).click();
    await page.waitForSelector('[data-testid="pending"]', { state: "detached" });
    assert.match(await seatLabel(page, "Sarah"), /Imp/);
    assert.match(await seatLabel(page, "Alex"), /dead/);
    assert.equal(await page.locator('[data-testid="victory-confirm"]').count(), 0);
    // The night sheet wakes Sarah to show her she is now the Imp.
    await stepTo(page, /^You are · Sarah \(Imp\)$/);
    await shot(page, "day-17-you-are-step");
    const card = await giveAndShow(page);
    assert.match(card.text, /You are/);
    assert.match(card.text, /Imp/);
    assertAbsent(card.text, ["Alex", "Poisoner", "Monk", "Chef", "Empath", "Soldier", "Mayor"], "the You are card");
    assert.deepEqual(await throughNight(page), ["Alex"]);
    await shot(page, "day-18-star-pass-dawn");
  });
});

test("the Scarlet Woman becomes the Demon when it dies with five or more alive", async () => {
  await withApp(async (page, app) => {
    await startCast(page, app.url, [
      ["Alex", "imp"], ["Sarah", "scarletwoman"], ["Julian", "slayer"], ["Amy", "chef"],
      ["Evin", "empath"], ["Lewis", "soldier"], ["Douglas", "mayor"],
    ]);
    await throughNight(page);
    await shoot(page, "Julian", "Alex");
    const text = await readAnnouncement(page);
    assert.match(text, /Alex/);
    assertAbsent(text, ["Sarah", "Scarlet Woman", "Imp"], "the takeover is not announced");
    assert.match(await seatLabel(page, "Alex"), /dead/);
    assert.match(await seatLabel(page, "Sarah"), /Imp/);
    assert.match(await page.textContent('[data-testid="day-result"]'), /Sarah becomes the Demon/);
    // The shot was the day's first action: dawn's news does not come back after the card.
    assert.equal(await page.locator('[data-testid="dawn"]').count(), 0, "dawn's news does not come back");
    assert.equal(await page.locator('[data-testid="victory-confirm"]').count(), 0, "the game goes on");
    await shot(page, "day-19-scarlet-woman-takes-over");
    // That night she is woken to learn it, then acts as the Imp.
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    const sheet = await page.$$eval('[data-testid="night-step-link"]', (els) => els.map((e) => e.textContent.replace("✓", "").trim()));
    assert.ok(sheet.includes("Imp · Sarah"), `Sarah wakes as the Imp: ${sheet}`);
    assert.ok(!sheet.some((s) => /Alex/.test(s)), `the dead Imp does not wake: ${sheet}`);
    await stepTo(page, /^You are · Sarah \(Imp\)$/);
    await page.click('[data-testid="give-info"]');
    await page.waitForSelector('[data-testid="info-card"]');
    await shot(page, "day-20-scarlet-woman-you-are");
    const card = await readAndHideCard(page);
    assert.match(card.text, /You are/);
    assert.match(card.text, /Imp/);
  });
});

test("with fewer than five alive the Scarlet Woman does not take over: the Demon's death wins for good", async () => {
  await withApp(async (page, app) => {
    await startCast(page, app.url, [
      ["Alex", "imp"], ["Sarah", "scarletwoman"], ["Julian", "slayer"], ["Amy", "chef"], ["Evin", "empath"],
    ]);
    await throughNight(page);
    // Evin is executed: four alive. The Slayer may still shoot after the execution.
    await nominate(page, "Amy", "Evin");
    await voteWith(page, ["Amy", "Julian", "Sarah"]);
    await page.click('[data-testid="execute-block"]');
    await page.waitForSelector('[data-testid="executed-today"]');
    await shoot(page, "Julian", "Alex");
    assert.match(await readAnnouncement(page), /Alex/);
    assert.match(await seatLabel(page, "Sarah"), /Scarlet Woman/);
    assert.doesNotMatch(await page.textContent('[data-testid="day-result"]'), /becomes/);
    const offer = await offeredWin(page);
    assert.match(offer, /Good wins/);
    assert.match(offer, /The Demon is dead/);
    await shot(page, "day-21-scarlet-woman-too-few");
    assert.deepEqual(await confirmWin(page), { title: "Good wins", why: "The Demon is dead." });
  });
});

test("the Spy nominates the Virgin: the Storyteller decides whether the Spy registers as a Townsfolk", async () => {
  await withApp(async (page, app) => {
    await startCast(page, app.url, [
      ["Alex", "imp"], ["Sarah", "spy"], ["Julian", "virgin"], ["Amy", "chef"],
      ["Evin", "empath"], ["Lewis", "soldier"], ["Douglas", "mayor"],
    ]);
    await throughNight(page);
    await nominate(page, "Sarah", "Julian");
    await page.waitForSelector('[data-testid="pending"]');
    assert.match(await page.textContent('[data-testid="pending"]'), /Sarah may register for the Virgin/);
    assert.doesNotMatch(await seatLabel(page, "Sarah"), /dead/);
    await shot(page, "day-22-spy-virgin-choice");
    await page.click('[data-testid="pending-choice"]');
    // The table hears the same as for any Virgin's execution: who, not why.
    await page.waitForSelector('[data-testid="card-close"]');
    await shot(page, "day-23-spy-virgin-announcement");
    const card = await readAnnouncement(page);
    assert.match(card, /Executed/);
    assert.match(card, /Sarah/);
    assertAbsent(card, ["Spy", "Virgin", "Julian", "Townsfolk"], "the Spy's execution says who, not why");
    await page.waitForSelector('[data-testid="pending"]', { state: "detached" });
    await shot(page, "day-23-spy-virgin-executed");
    assert.equal(await page.locator('[data-testid="day-result"]').count(), 0, "the settled decision is no longer said to wait");
    assert.match(await seatLabel(page, "Sarah"), /dead/);
    await page.waitForSelector('[data-testid="executed-today"]');
    assert.match(await page.textContent('[data-testid="executed-today"]'), /Sarah/);
    assert.equal(await page.locator('[data-testid="vote"]').count(), 0, "no vote on the Virgin");
  });
});
