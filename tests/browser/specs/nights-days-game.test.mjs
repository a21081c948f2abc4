// The phone grimoire, part 2: the whole seeded 7-player Trouble Brewing game of
// tests/scenarios/game_seven_players_full.json played through the screens — the bag, the
// first night with Minion and Demon info and every waking character, a day with nominations,
// a tie and an execution, a Monk's save and the Imp's kills, until the win is confirmed — with
// a reload in the middle of a night and of a vote, undo across a vote and a death, and the
// show-to-player cards checked for secrets.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import {
  PLAYERS, CAST, chainedParts, startSeededGame, stepTitle, onStep, next, tapSeat, readAndHideCard, giveAndShow,
  closeAnnouncement, nominate, hand, raiseAt, closeVote, logLength, seats, assertAbsent,
} from "./nights-days-helpers.mjs";

const CHARACTERS = Object.values(CAST);

/** Everything a card for one player may not show: every player's name and character but the
 * ones the card is about. */
function assertCardShowsOnly(html, { players = [], characters = [] }, what) {
  assertAbsent(html, PLAYERS.filter((p) => !players.includes(p)), `${what}: other players`);
  assertAbsent(html, CHARACTERS.filter((c) => !characters.includes(c)), `${what}: other characters`);
  // Nothing of the grimoire is on the page behind the card.
  assert.ok(!html.includes('data-testid="board"'), `${what}: the board is not in the page`);
  assert.ok(!html.includes('data-testid="night-panel"'), `${what}: the night sheet is not in the page`);
}

test("a complete seeded game, night by night and vote by vote, until good wins", async (t) => {
  const app = await start();
  const { page, errors } = app;
  const part = chainedParts(t);
  try {
    await part("the bag and the first night: Minion and Demon info, the Empath, the Fortune Teller, the Spy", async () => {
      await startSeededGame(page, app.url);
      assert.match(await page.textContent('[data-testid="phase"]'), /first night/);
      assert.equal(await page.getAttribute("html", "data-night"), "", "the night theme is on");
      // The screen is kept awake, or the failure is said on screen; the night goes on either way.
      await page.waitForFunction(() => ["held", "failed"].includes(document.documentElement.dataset.wake));
      if ((await page.getAttribute("html", "data-wake")) === "failed") {
        await page.waitForSelector('[data-testid="wake-lock-failed"]');
      }
      await onStep(page, /^Dusk$/);
      assert.match(await page.textContent('[data-testid="night-count"]'), /Step 1 of 7/);
      await shot(page, "nd-01-dusk");
      await next(page);

      await onStep(page, /^Minion info$/);
      assert.match(await page.textContent('[data-testid="step-notes"]'), /Demon: Amy\. Minions: Douglas\./);
      await shot(page, "nd-02-minion-info");
      await page.click('[data-testid="show-cards"]');
      await page.waitForSelector('[data-testid="info-card"]');
      await shot(page, "nd-03-card-this-is-the-demon");
      // A quick tap does not close a card: only the long press does.
      await page.click('[data-testid="card-hide"]');
      await page.waitForTimeout(900);
      assert.equal(await page.locator('[data-testid="info-card"]').count(), 1, "a tap leaves the card up");
      let card = await readAndHideCard(page);
      assert.match(card.text, /This is the Demon/);
      assert.match(card.text, /Amy/);
      assertCardShowsOnly(card.html, { players: ["Amy"] }, "This is the Demon");
      await next(page);

      await onStep(page, /^Demon info$/);
      await page.click('[data-testid="show-cards"]');
      await page.waitForSelector('[data-testid="info-card"]');
      await shot(page, "nd-04-card-demon-info");
      card = await readAndHideCard(page);
      assert.match(card.text, /These are your Minions/);
      assert.match(card.text, /Douglas/);
      assert.match(card.text, /These characters are not in play/);
      assert.equal((card.html.match(/data-testid="card-character"/g) || []).length, 3, "three bluffs");
      assertCardShowsOnly(card.html, { players: ["Douglas"] }, "Demon info");
      await next(page);

      await onStep(page, /^Empath · Alex$/);
      // Reload in the middle of the night: the same step comes back.
      await page.reload();
      await page.waitForSelector('[data-testid="night-panel"]');
      await onStep(page, /^Empath · Alex$/);
      assert.match(await page.textContent('[data-testid="night-count"]'), /Step 4 of 7/);
      const options = await page.$$eval('[data-testid="answer-option"]', (els) => els.map((e) => e.textContent));
      // 1 is true; the Spy may register as good, so 0 is legal too.
      assert.deepEqual(options, ["True1", "Also legal (registration)0"], "the Empath's answers");
      await shot(page, "nd-05-empath");
      card = await giveAndShow(page);
      assert.match(card.text, /Your number\s*1/);
      assertCardShowsOnly(card.html, {}, "the Empath's number");
      await page.waitForSelector('[data-testid="step-done"]');
      await next(page);

      await onStep(page, /^Fortune Teller · Evin$/);
      assert.equal(await page.locator('[data-testid="answer"]').count(), 0, "no answer before the choice");
      await tapSeat(page, "Amy");
      await tapSeat(page, "Lewis");
      await page.waitForSelector('[data-testid="answer"]');
      assert.equal(await page.locator(".seat--picked").count(), 2, "both picks are marked on the board");
      assert.match(await page.textContent('[data-testid="answer-option"]'), /yes/);
      await shot(page, "nd-06-fortune-teller");
      card = await giveAndShow(page);
      assert.match(card.text, /Yes/);
      assertCardShowsOnly(card.html, {}, "the Fortune Teller's nod");
      await next(page);

      await onStep(page, /^Spy · Douglas$/);
      await shot(page, "nd-07-spy");
      await next(page);
      await onStep(page, /^Dawn$/);
      assert.match(await page.textContent('[data-testid="step-notes"]'), /Nobody died/);
      await shot(page, "nd-08-dawn-step");
      const done = await page.$$eval(".night-list__step--done", (els) => els.length);
      assert.equal(done, 6, "every step before dawn is done");
      await page.click('[data-testid="end-night"]');
      await page.waitForSelector('[data-testid="day-panel"]');
    });

    await part("day 1: two nominations, a reload and an undo mid-vote, a tie, then an execution", async () => {
      assert.match(await page.textContent('[data-testid="phase"]'), /day 1/);
      assert.equal(await page.getAttribute("html", "data-night"), null, "the night theme is off by day");
      assert.equal(await page.getAttribute("html", "data-wake"), "idle", "the wake lock is released by day");
      await page.waitForSelector('[data-testid="dawn-none"]');
      await shot(page, "nd-09-dawn-day-1");
      await page.click('[data-testid="dawn-done"]');

      await nominate(page, "Alex", "Julian");
      await page.waitForSelector('[data-testid="vote"]');
      assert.match(await page.textContent('[data-testid="nomination-title"]'), /Alex nominates Julian/);
      await hand(page, "Amy", true);
      await hand(page, "Evin", false);
      await hand(page, "Lewis", true);
      await hand(page, "Douglas", true);
      assert.equal(await page.textContent('[data-testid="vote-count"]'), "3");
      await shot(page, "nd-10-vote");
      // Reload in the middle of the vote: the same count, the arm at the same hand.
      await page.reload();
      await page.waitForSelector('[data-testid="vote"]');
      assert.equal(await page.textContent('[data-testid="vote-count"]'), "3");
      assert.match(await page.textContent('[data-testid="vote-next"]'), /Alex/);
      // Tapping Sarah passes Alex, hand down.
      await raiseAt(page, "Sarah");
      assert.equal(await page.getAttribute('[data-testid="walk-row"]:has-text("Alex")', "data-hand"), "down");
      assert.match(await page.textContent('[data-testid="vote-projected"]'), /Julian would be about to die/);
      await hand(page, "Julian", false);
      await page.waitForSelector('[data-testid="vote-next-none"]');
      await closeVote(page);
      assert.match(await page.textContent('[data-testid="about-to-die"]'), /Julian is about to die/);

      // Undo across the vote: the vote is open again with its hands; redo closes it again.
      const walkBefore = await logLength(page);
      await page.click('[data-testid="undo"]');
      await page.waitForSelector('[data-testid="vote"]');
      assert.equal(await page.textContent('[data-testid="vote-count"]'), "4");
      assert.equal(await page.locator('[data-testid="walk-row"][data-hand="up"]').count(), 4);
      await page.click('[data-testid="undo"]');
      await page.waitForSelector('[data-testid="vote-next"]:has-text("Julian")');
      await page.click('[data-testid="redo"]');
      await page.click('[data-testid="redo"]');
      await page.waitForSelector('[data-testid="about-to-die"]');
      assert.equal(await logLength(page), walkBefore);

      await nominate(page, "Julian", "Evin");
      await page.waitForSelector('[data-testid="vote"]');
      assert.match(await page.textContent('[data-testid="vote"]'), /highest today 4/);
      await hand(page, "Lewis", true);
      await hand(page, "Douglas", true);
      await hand(page, "Alex", true);
      await raiseAt(page, "Amy");
      assert.match(await page.textContent('[data-testid="vote-projected"]'), /a tie/);
      await shot(page, "nd-11-tie");
      await closeVote(page);
      await page.waitForSelector('[data-testid="nobody-on-block"]');

      // Julian was already nominated today: the engine's reason is shown.
      await nominate(page, "Sarah", "Julian");
      await page.waitForSelector('[data-testid="notice"]');
      assert.match(await page.textContent('[data-testid="notice"]'), /Julian/);
      await shot(page, "nd-12-refused-nomination");
      await page.click('[data-testid="dismiss"]');

      await nominate(page, "Evin", "Douglas");
      for (const [name, up] of [["Alex", true], ["Sarah", true], ["Julian", true], ["Amy", false], ["Evin", true], ["Lewis", true], ["Douglas", false]]) {
        await hand(page, name, up);
      }
      await closeVote(page);
      assert.match(await page.textContent('[data-testid="about-to-die"]'), /Douglas/);
      await shot(page, "nd-13-about-to-die");
      await page.click('[data-testid="execute-block"]');
      await page.waitForSelector('[data-testid="executed-today"]');
      assert.match(await page.textContent('[data-testid="day-result"]'), /Douglas is executed and dies/);
      assert.match((await seats(page))[6].classes, /seat--dead/);
      await page.click('[data-testid="end-day"]');
      await page.waitForSelector('[data-testid="night-panel"]');
    });

    await part("night 2: the Monk protects Alex, the Imp's attack fails, the Undertaker learns the Spy", async () => {
      assert.match(await page.textContent('[data-testid="phase"]'), /night 2/);
      await next(page);
      await onStep(page, /^Monk · Julian$/);
      await tapSeat(page, "Alex");
      assert.match(await page.textContent('[data-testid="record-choice"]'), /Julian protects Alex/);
      await shot(page, "nd-14-monk");
      await page.click('[data-testid="record-choice"]');
      await page.waitForSelector('[data-testid="step-done"]');
      await next(page);
      await onStep(page, /^Imp · Amy$/);
      await tapSeat(page, "Alex");
      assert.match(await page.textContent('[data-testid="kill-outcome"]'), /Protected tonight/);
      await shot(page, "nd-15-imp");
      await page.click('[data-testid="record-choice"]');
      await page.waitForSelector('[data-testid="step-result"]');
      assert.match(await page.textContent('[data-testid="step-result"]'), /Alex: no effect \(protected\)/);
      await next(page);
      await onStep(page, /^Empath · Alex$/);
      let card = await giveAndShow(page);
      assert.match(card.text, /0/);
      await next(page);
      await onStep(page, /^Fortune Teller · Evin$/);
      await tapSeat(page, "Julian");
      await tapSeat(page, "Sarah");
      await page.waitForSelector('[data-testid="answer"]');
      assert.match(await page.textContent('[data-testid="answer-option"]'), /yes/, "the red herring");
      card = await giveAndShow(page);
      await next(page);
      await onStep(page, /^Undertaker · Sarah$/);
      await page.click('[data-testid="give-info"]');
      await page.waitForSelector('[data-testid="info-card"]');
      await shot(page, "nd-16-card-undertaker");
      card = await readAndHideCard(page);
      assert.match(card.text, /Spy/);
      assertCardShowsOnly(card.html, { characters: ["Spy"] }, "the Undertaker's token");
      await next(page);
      await onStep(page, /^Dawn$/);
      await page.click('[data-testid="end-night"]');
      await page.waitForSelector('[data-testid="dawn-none"]');
      await page.click('[data-testid="dawn-done"]');
    });

    await part("day 2: a dead player's ghost vote is spent; no execution", async () => {
      await nominate(page, "Amy", "Lewis");
      await page.waitForSelector('[data-testid="vote"]');
      assert.match(await page.textContent('[data-testid="walk-row"][data-player="6"]'), /ghost vote/);
      await hand(page, "Douglas", true);
      await raiseAt(page, "Julian");
      await closeVote(page);
      await page.waitForSelector('[data-testid="nobody-on-block"]');
      await nominate(page, "Alex", "Amy");
      await page.waitForSelector('[data-testid="vote"]');
      assert.equal(await page.getAttribute('[data-testid="walk-row"][data-player="6"]', "data-hand"), "cannotvote");
      await raiseAt(page, "Lewis");
      await shot(page, "nd-17-ghost-spent");
      await closeVote(page);
      await page.click('[data-testid="end-day"]');
      await page.waitForSelector('[data-testid="night-panel"]');
    });

    await part("night 3: the Imp kills the Ravenkeeper; undo across the death; the Ravenkeeper learns the Imp", async () => {
      await next(page);
      await onStep(page, /^Monk · Julian$/);
      await tapSeat(page, "Evin");
      await page.click('[data-testid="record-choice"]');
      await page.waitForSelector('[data-testid="step-done"]');
      await next(page);
      await onStep(page, /^Imp · Amy$/);
      const alive = await seats(page);
      await tapSeat(page, "Lewis");
      await page.click('[data-testid="record-choice"]');
      await page.waitForSelector('[data-testid="step-result"]');
      assert.match(await page.textContent('[data-testid="step-result"]'), /Lewis dies/);
      assert.match((await seats(page))[5].classes, /seat--dead/);
      assert.match(await page.textContent('[data-testid="night-count"]'), /of 7/, "the Ravenkeeper's step is added");
      // Undo across the death: Lewis is alive, the board as before, the step gone.
      await page.click('[data-testid="undo"]');
      await page.waitForFunction(() => !document.querySelectorAll('[data-testid="seat"]')[5].className.includes("seat--dead"));
      assert.deepEqual(await seats(page), alive);
      assert.match(await page.textContent('[data-testid="night-count"]'), /of 6/);
      await page.click('[data-testid="redo"]');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="seat"]')[5].className.includes("seat--dead"));
      await shot(page, "nd-18-imp-kill");
      await next(page);
      await onStep(page, /^Ravenkeeper · Lewis$/);
      await tapSeat(page, "Amy");
      await page.waitForSelector('[data-testid="answer"]');
      await shot(page, "nd-19-ravenkeeper");
      const card = await giveAndShow(page);
      assert.match(card.text, /Imp/);
      assertCardShowsOnly(card.html, { characters: ["Imp"] }, "the Ravenkeeper's token");
      await next(page);
      await onStep(page, /^Empath · Alex$/);
      await giveAndShow(page);
      await next(page);
      await tapSeat(page, "Amy");
      await tapSeat(page, "Alex");
      await page.waitForSelector('[data-testid="answer"]');
      await giveAndShow(page);
      await next(page);
      await onStep(page, /^Dawn$/);
      assert.match(await page.textContent('[data-testid="step-notes"]'), /Died tonight: Lewis/);
      await page.click('[data-testid="end-night"]');
      await page.waitForSelector('[data-testid="dawn-died"]');
      assert.equal((await page.textContent('[data-testid="dawn"]')).includes("Ravenkeeper"), false, "dawn says who, not how");
      assert.equal(await page.textContent('[data-testid="dawn-died"]'), "Lewis");
      await shot(page, "nd-20-dawn-death");
      await page.click('[data-testid="dawn-done"]');
    });

    await part("day 3: the Imp is executed; the Storyteller confirms good's win; the grimoire is revealed", async () => {
      await nominate(page, "Evin", "Amy");
      for (const name of ["Evin", "Lewis", "Alex", "Sarah", "Julian"]) await hand(page, name, true);
      await closeVote(page);
      await page.click('[data-testid="execute-block"]');
      await page.waitForSelector('[data-testid="victory-confirm"]');
      assert.match(await page.textContent('[data-testid="victory-confirm"]'), /Good wins/);
      assert.match(await page.textContent('[data-testid="victory-confirm"]'), /The Demon is dead/);
      await shot(page, "nd-21-victory-confirm");
      await page.click('[data-testid="confirm-win"]');
      await page.waitForSelector('[data-testid="victory"]');
      assert.equal(await page.textContent('[data-testid="victory-title"]'), "Good wins");
      assert.match(await page.textContent('[data-testid="victory-why"]'), /The Demon is dead/);
      const rows = await page.$$eval('[data-testid="reveal-row"]', (els) => els.map((e) => e.textContent));
      assert.equal(rows.length, 7);
      for (const [i, name] of PLAYERS.entries()) {
        assert.ok(rows[i].includes(name) && rows[i].includes(CAST[name]), `${name} revealed: ${rows[i]}`);
      }
      await shot(page, "nd-22-victory");
      const { stored } = await (await import("./grimoire-helpers.mjs")).storedGame(page);
      assert.equal(stored.game.log.at(-1).type, "end_game");
      assert.deepEqual(errors, []);
    });
  } finally {
    await app.stop();
  }
});
