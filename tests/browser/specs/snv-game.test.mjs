// Two 8-player Sects & Violets games played through the screens, taps only, at a phone's size:
// - the Vortox's game: a Philosopher gains the Dreamer's ability (the real one is drunk), three
//   nights of Townsfolk information that must be false (the engine suggests a false answer),
//   executions on the first two days, then a day that ends with no execution: evil wins;
// - the Fang Gu's game: the Fang Gu attacks an Outsider, who becomes the evil Fang Gu (told
//   "You are" with the new character and alignment) while the old one dies, with a reload in the
//   middle of that night; good executes the new Fang Gu and wins.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { storedGame } from "./grimoire-helpers.mjs";
import {
  chainedParts, startCast, stepTitle, stepTo, next, tapSeat, readAndHideCard, closeAnnouncement,
  nominate, voteWith, seatLabel, answers,
} from "./nights-days-helpers.mjs";

/** The stored log (the commands the game replays). */
async function log(page) {
  return (await storedGame(page)).stored.game.log.map((c) => (c.type === "override" ? c.command : c));
}

/** The player ids of the stored game, by name. */
async function ids(page) {
  const out = new Map();
  let id = 0;
  for (const c of await log(page)) if (c.type === "add_player") out.set(c.name, id++);
  return out;
}

/** Records the choice on the board: taps the players (and names a character), then confirms. */
async function choose(page, names, guess) {
  for (const n of names) await tapSeat(page, n);
  if (guess) await page.selectOption('[data-testid="guess-character"]', guess);
  await page.waitForSelector('[data-testid="record-choice"]');
  await page.click('[data-testid="record-choice"]');
  await page.waitForSelector('[data-testid="step-result"]');
  return page.textContent('[data-testid="step-result"]');
}

/** When the true answer is offered beside the suggested false one, it is `value`. */
function truthIs(opts, value) {
  const truth = opts.find((o) => /True/.test(o.label));
  if (truth) assert.equal(truth.value, value, JSON.stringify(opts));
}

/** Picks the answer whose label matches, gives it and reads the card shown to the player. */
async function give(page, label) {
  const opts = await answers(page);
  const i = opts.findIndex((o) => label.test(o.label));
  assert.ok(i >= 0, `no answer labelled ${label} among ${JSON.stringify(opts)}`);
  await page.locator('[data-testid="answer-option"]').nth(i).click();
  await page.click('[data-testid="give-info"]');
  const card = await readAndHideCard(page);
  const result = (await page.locator('[data-testid="step-result"]').count())
    ? await page.textContent('[data-testid="step-result"]')
    : "";
  return { given: opts[i], card: card.text, result };
}

async function deadNames(page) {
  return page.$$eval('[data-testid="seat"].seat--dead .seat__name', (els) => els.map((e) => e.textContent.trim()));
}

/** Steps to dawn, ends the night and reads out dawn; returns who dawn says died. */
async function toDay(page) {
  while (!(await page.locator('[data-testid="end-night"]').count())) await next(page);
  await page.click('[data-testid="end-night"]');
  await page.waitForSelector('[data-testid="dawn"]');
  await closeAnnouncement(page);
  const died = await page.$$eval('[data-testid="dawn-died"]', (els) => els.map((e) => e.textContent));
  await page.click('[data-testid="dawn-done"]');
  await page.waitForSelector('[data-testid="nominate"]');
  return died;
}

/** The last give_info recorded for `character`. */
async function lastInfo(page, character) {
  return (await log(page)).filter((c) => c.type === "give_info" && c.character === character).at(-1);
}

const VORTOX_CAST = [
  ["Anna", "vortox"],
  ["Ben", "witch"],
  ["Cleo", "clockmaker"],
  ["Dan", "dreamer"],
  ["Eve", "philosopher"],
  ["Finn", "oracle"],
  ["Gus", "seamstress"],
  ["Hana", "mutant"],
];

test("an 8-player Sects & Violets game: Townsfolk told false things, then the Vortox wins on a day without execution", async (t) => {
  const app = await start();
  const { page, errors } = app;
  const part = chainedParts(t);
  try {
    await part("setup and the first night: the Philosopher, the Witch, the Clockmaker, two Dreamers, the Seamstress", async () => {
      await startCast(page, app.url, VORTOX_CAST, 21, "snv");
      assert.match(await page.textContent('[data-testid="phase"]'), /first night/);
      const id = await ids(page);

      // The Philosopher gains the Dreamer's ability: the Dreamer in play is drunk.
      await stepTo(page, /^Philosopher/);
      const said = await choose(page, [], "dreamer");
      assert.match(said, /Dan is drunk/);
      assert.match(await seatLabel(page, "Dan"), /Dreamer.*drunk/);
      // She stays the Philosopher, with the Dreamer's ability.
      assert.match(await seatLabel(page, "Eve"), /Eve, Philosopher/);
      await shot(page, "snv-01-philosopher");

      await stepTo(page, /^Witch/);
      await choose(page, ["Hana"]);

      // The Clockmaker: one step from the Vortox to the Witch, but the Vortox lives: the engine
      // suggests a false number, and that is what the card says.
      await stepTo(page, /^Clockmaker/);
      const clock = await answers(page);
      truthIs(clock, "1");
      const falseClock = clock.find((o) => /False/.test(o.label));
      assert.ok(falseClock && falseClock.value !== "1", `a false number is suggested: ${JSON.stringify(clock)}`);
      await shot(page, "snv-02-clockmaker-vortox");
      const c = await give(page, /False/);
      assert.ok(c.card.includes(falseClock.value) && !c.card.includes("1"), `the card: ${c.card}`);
      assert.doesNotMatch(c.result, /must be false/);
      assert.equal((await lastInfo(page, "clockmaker")).info.value, Number(falseClock.value));

      // The drunk Dreamer has no working ability for the Vortox to turn: the truth may be told.
      await stepTo(page, /^Dreamer · Dan/);
      assert.match(await page.textContent('[data-testid="impaired"]'), /Drunk or poisoned/);
      await tapSeat(page, "Anna");
      const drunk = await give(page, /True/);
      assert.match(drunk.given.value, /Vortox/);
      assert.doesNotMatch(drunk.result, /must be false/);
      const told = await lastInfo(page, "dreamer");
      assert.equal(told.player, id.get("Dan"));
      assert.ok(told.info.characters.includes("vortox"), JSON.stringify(told.info));

      // The Philosopher as a Dreamer is sober: her answer must be false (no Witch shown for Ben).
      await stepTo(page, /^Dreamer · Eve/);
      assert.equal(await page.locator('[data-testid="impaired"]').count(), 0);
      await tapSeat(page, "Ben");
      const opts = await answers(page);
      assert.ok(opts.some((o) => /False/.test(o.label)), `a false pair is suggested: ${JSON.stringify(opts)}`);
      await shot(page, "snv-03-dreamer-vortox");
      const sober = await give(page, /False/);
      assert.doesNotMatch(sober.given.value, /Witch/);
      const eve = await lastInfo(page, "dreamer");
      assert.equal(eve.player, id.get("Eve"));
      assert.ok(!eve.info.characters.includes("witch"), JSON.stringify(eve.info));

      // The Seamstress: Anna and Ben are both evil; she is told "no".
      await stepTo(page, /^Seamstress/);
      await tapSeat(page, "Anna");
      await tapSeat(page, "Ben");
      const seam = await answers(page);
      truthIs(seam, "yes");
      const s = await give(page, /False/);
      assert.equal(s.given.value, "no");
      assert.equal((await lastInfo(page, "seamstress")).info.yes, false);

      const died = await toDay(page);
      assert.deepEqual(died, [], "nobody dies on the first night");
    });

    await part("day 1: the Mutant is executed", async () => {
      await nominate(page, "Cleo", "Hana");
      await voteWith(page, ["Cleo", "Dan", "Eve", "Finn", "Gus"]);
      await page.click('[data-testid="execute-block"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="executed-today"]'));
      assert.deepEqual(await deadNames(page), ["Hana"]);
      assert.equal(await page.locator('[data-testid="victory-confirm"]').count(), 0);
      await page.click('[data-testid="end-day"]');
      await page.waitForSelector('[data-testid="night-panel"]');
    });

    await part("night 2: the Vortox kills the Clockmaker, a reload, the Dreamer's and the Oracle's false answers", async () => {
      assert.match(await page.textContent('[data-testid="phase"]'), /night 2/i);
      await stepTo(page, /^Witch/);
      await choose(page, ["Gus"]);
      await stepTo(page, /^Vortox/);
      await choose(page, ["Cleo"]);
      assert.deepEqual((await deadNames(page)).sort(), ["Cleo", "Hana"]);

      // A reload in the middle of the night comes back to the same step, Cleo still dead.
      const title = await stepTitle(page);
      await page.reload();
      await page.waitForSelector('[data-testid="night-panel"]');
      assert.equal(await stepTitle(page), title);
      assert.deepEqual((await deadNames(page)).sort(), ["Cleo", "Hana"]);
      assert.match(await seatLabel(page, "Cleo"), /Clockmaker, dead/);

      // The Philosopher-Dreamer: Finn is the Oracle, and the Oracle is not shown.
      await stepTo(page, /^Dreamer · Eve/);
      await tapSeat(page, "Finn");
      const d = await give(page, /False/);
      assert.doesNotMatch(d.given.value, /Oracle/);

      // The Oracle: two dead, both good; she must be told a false count.
      await stepTo(page, /^Oracle/);
      const opts = await answers(page);
      truthIs(opts, "0");
      await shot(page, "snv-04-oracle-vortox");
      const o = await give(page, /False/);
      assert.notEqual(o.given.value, "0");
      assert.notEqual((await lastInfo(page, "oracle")).info.value, 0);

      const died = await toDay(page);
      assert.ok(died.some((x) => x.includes("Cleo")) && died.length === 1, `dawn: ${died}`);
    });

    await part("day 2: the Witch is executed; night 3: the Vortox kills the drunk Dreamer", async () => {
      await nominate(page, "Dan", "Ben");
      await voteWith(page, ["Dan", "Eve", "Finn", "Gus"]);
      await page.click('[data-testid="execute-block"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="executed-today"]'));
      assert.equal(await page.locator('[data-testid="victory-confirm"]').count(), 0);
      await page.click('[data-testid="end-day"]');
      await page.waitForSelector('[data-testid="night-panel"]');

      await stepTo(page, /^Vortox/);
      await choose(page, ["Dan"]);
      // Three dead of four are good, one evil (the Witch): the truth is 1; a false count instead.
      await stepTo(page, /^Oracle/);
      const opts = await answers(page);
      truthIs(opts, "1");
      const o = await give(page, /False/);
      assert.notEqual(o.given.value, "1");
      const died = await toDay(page);
      assert.ok(died.some((x) => x.includes("Dan")), `dawn: ${died}`);
      assert.deepEqual((await deadNames(page)).sort(), ["Ben", "Cleo", "Dan", "Hana"]);
    });

    await part("day 3: nobody is executed, and evil wins", async () => {
      await page.click('[data-testid="end-day"]');
      await page.waitForSelector('[data-testid="victory-confirm"]');
      const offer = await page.textContent('[data-testid="victory-confirm"]');
      assert.match(offer, /Evil wins/);
      assert.match(offer, /no execution/i);
      await shot(page, "snv-05-vortox-offer");
      await page.click('[data-testid="confirm-win"]');
      await page.waitForSelector('[data-testid="victory"]');
      assert.equal(await page.textContent('[data-testid="victory-title"]'), "Evil wins");
      assert.match(await page.textContent('[data-testid="victory-why"]'), /no execution while the Vortox lives/);
      const rows = await page.$$eval('[data-testid="reveal-row"]', (els) => els.map((e) => e.textContent));
      assert.equal(rows.length, 8);
      assert.match(rows[0], /Anna.*Vortox.*Evil/);
      assert.match(rows[4], /Eve.*Philosopher/);
      const end = (await log(page)).at(-1);
      assert.deepEqual([end.type, end.winner], ["end_game", "evil"]);
      await shot(page, "snv-06-evil-wins");
      assert.deepEqual(errors, []);
    });
  } finally {
    await app.stop();
  }
});

const FANGGU_CAST = [
  ["Anna", "fanggu"],
  ["Ben", "witch"],
  ["Cleo", "klutz"],
  ["Dan", "mutant"],
  ["Eve", "dreamer"],
  ["Finn", "sage"],
  ["Gus", "oracle"],
  ["Hana", "flowergirl"],
];

test("an 8-player Sects & Violets game: the Fang Gu jumps to an Outsider, and good executes the new Fang Gu", async (t) => {
  const app = await start();
  const { page, errors } = app;
  const part = chainedParts(t);
  try {
    await part("setup with two Outsiders, the first night and a quiet day", async () => {
      await startCast(page, app.url, FANGGU_CAST, 22, "snv");
      assert.match(await page.textContent('[data-testid="phase"]'), /first night/);
      await stepTo(page, /^Witch/);
      await choose(page, ["Dan"]);
      await stepTo(page, /^Dreamer/);
      await tapSeat(page, "Anna");
      const d = await give(page, /True/);
      assert.match(d.given.value, /Fang Gu/);
      const died = await toDay(page);
      assert.deepEqual(died, []);
      await page.click('[data-testid="end-day"]');
      await page.waitForSelector('[data-testid="night-panel"]');
    });

    await part("night 2: the Fang Gu attacks the Klutz, who becomes the evil Fang Gu; a reload", async () => {
      assert.match(await page.textContent('[data-testid="phase"]'), /night 2/i);
      const id = await ids(page);
      await stepTo(page, /^Witch/);
      await choose(page, ["Gus"]);
      await stepTo(page, /^Fang Gu/);
      await tapSeat(page, "Cleo");
      await page.waitForSelector('[data-testid="record-choice"]');
      await shot(page, "snv-10-fanggu-attack");
      await page.click('[data-testid="record-choice"]');
      await page.waitForSelector('[data-testid="step-result"]');
      const said = await page.textContent('[data-testid="step-result"]');
      assert.match(said, /Cleo becomes the Fang Gu/);
      assert.match(said, /Anna dies/);
      assert.deepEqual(await deadNames(page), ["Anna"]);
      assert.match(await seatLabel(page, "Cleo"), /^Cleo, Fang Gu/);
      const act = (await log(page)).filter((c) => c.type === "act").at(-1);
      assert.deepEqual([act.character, act.by, act.targets], ["fanggu", id.get("Anna"), [id.get("Cleo")]]);

      // A reload in the middle of the night: the same step, the jump still made.
      const title = await stepTitle(page);
      await page.reload();
      await page.waitForSelector('[data-testid="night-panel"]');
      assert.equal(await stepTitle(page), title);
      assert.deepEqual(await deadNames(page), ["Anna"]);
      assert.match(await seatLabel(page, "Cleo"), /^Cleo, Fang Gu/);

      // Cleo is woken and told who she is now: the Fang Gu, and evil.
      await stepTo(page, /^You are · Cleo \(Fang Gu\)/);
      await shot(page, "snv-11-you-are-step");
      await page.click('[data-testid="give-info"]');
      await page.waitForSelector('[data-testid="info-card"]');
      await shot(page, "snv-12-you-are-card");
      const card = await readAndHideCard(page);
      assert.match(card.text, /Fang Gu/);
      assert.match(card.text, /evil/i);
      const you = (await log(page)).filter((c) => c.type === "give_info").at(-1);
      assert.equal(you.player, id.get("Cleo"));
      assert.deepEqual([you.info.kind, you.info.character, you.info.alignment], ["you_are", "fanggu", "evil"]);

      // The Oracle: one dead, and evil (the old Fang Gu).
      await stepTo(page, /^Oracle/);
      const o = await give(page, /True/);
      assert.equal(o.given.value, "1");

      const died = await toDay(page);
      assert.ok(died.length === 1 && died[0].includes("Anna"), `dawn: ${died}`);
    });

    await part("day 2: good executes the new Fang Gu and wins", async () => {
      await nominate(page, "Eve", "Cleo");
      await voteWith(page, ["Eve", "Finn", "Gus", "Hana"]);
      await page.click('[data-testid="execute-block"]');
      await page.waitForSelector('[data-testid="victory-confirm"]');
      assert.match(await page.textContent('[data-testid="victory-confirm"]'), /Good wins/);
      await page.click('[data-testid="confirm-win"]');
      await page.waitForSelector('[data-testid="victory"]');
      assert.equal(await page.textContent('[data-testid="victory-title"]'), "Good wins");
      assert.match(await page.textContent('[data-testid="victory-why"]'), /Demon/);
      const rows = await page.$$eval('[data-testid="reveal-row"]', (els) => els.map((e) => e.textContent));
      assert.equal(rows.length, 8);
      assert.match(rows[0], /Anna.*Fang Gu.*Evil.*dead/);
      assert.match(rows[2], /Cleo.*Fang Gu.*Evil.*dead/);
      const end = (await log(page)).at(-1);
      assert.deepEqual([end.type, end.winner], ["end_game", "good"]);
      await shot(page, "snv-13-good-wins");
      assert.deepEqual(errors, []);
    });
  } finally {
    await app.stop();
  }
});
