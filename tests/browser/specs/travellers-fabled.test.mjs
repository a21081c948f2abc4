// Travellers and Fabled in play (002, "Voyageurs", "Légendaires"): a 9-player Trouble Brewing
// game with a Traveller from setup, a Fabled added at setup, a second Traveller who joins on
// day 2 between two players with the alignment the Storyteller chooses, and an exile voted by
// everyone, the dead too, over half of all the players.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { openApp, seatPlayers, leaveBag, openSeat, closeSheet } from "./grimoire-helpers.mjs";
import { throughNight, nominate, voteWith, seatLabel, closeAnnouncement, tapSeat } from "./nights-days-helpers.mjs";

const CAST = [
  ["Alex", "imp"], ["Sarah", "poisoner"], ["Julian", "chef"], ["Amy", "empath"], ["Evin", "monk"],
  ["Lewis", "soldier"], ["Douglas", "mayor"], ["Nina", "slayer"], ["Tom", "scapegoat"],
];

import * as nd from "./nights-days-helpers.mjs";

// Character ability text (Bureaucrat): the player chosen at night has a vote worth 3 the next
// day; the vote counter shows the weight beside the hand and counts it.
test("a Bureaucrat's chosen player's hand counts three", async () => {
  const app = await start();
  const page = app.page;
  const cast = CAST.slice(0, 7).concat([["Tom", "bureaucrat"]]);
  try {
    await nd.startCast(page, app.url, cast);
    // The first night: the Bureaucrat chooses Julian.
    while (!/Bureaucrat/.test(await page.textContent('[data-testid="night-step-title"]'))) await nd.next(page);
    await nd.onStep(page, /^Bureaucrat · Tom$/);
    await nd.tapSeat(page, "Julian");
    await page.click('[data-testid="record-choice"]');
    await page.waitForSelector('[data-testid="step-done"]');
    await throughNight(page);

    // 8 alive: 4 votes needed. Julian's hand is worth 3, Amy's 1: Alex is about to die.
    await nominate(page, "Amy", "Alex");
    await page.waitForSelector('[data-testid="vote"]');
    const julian = page.locator('[data-testid="walk-row"]', { hasText: "Julian" });
    assert.equal((await julian.locator('[data-testid="walk-weight"]').textContent()).trim(), "×3");
    assert.equal(await page.locator('[data-testid="walk-weight"]').count(), 1, "only Julian's hand is weighted");
    await shot(page, "travellers-05-bureaucrat-vote");
    await voteWith(page, ["Julian", "Amy"]);
    await page.waitForSelector('[data-testid="about-to-die"]');
    assert.match(await page.textContent('[data-testid="about-to-die"]'), /Alex/);
    await shot(page, "travellers-06-bureaucrat-block");
    assert.deepEqual(app.errors, [], "no error in the page");
  } finally {
    await app.stop();
  }
});

test("two Travellers (one joins on day 2), a Fabled and an exile", async () => {
  const app = await start();
  const page = app.page;
  try {
    await openApp(page, app.url, 5);
    await seatPlayers(page, CAST.map(([n]) => n), "tb");
    await page.click('[data-testid="next-characters"]');
    for (const [i, [, id]] of CAST.entries()) {
      await page.locator('[data-testid="pick-row"] [data-testid="pick-character"]').nth(i).selectOption(id);
    }
    // A Fabled at setup.
    // Closed, "Add a Fabled" builds no list; opened, it offers the Fabled.
    assert.equal(await page.locator('[data-testid="fabled-select"]').count(), 0, "the closed adder builds no list");
    await page.click('[data-testid="fabled-adder"] summary');
    await page.selectOption('[data-testid="fabled-select"]', "angel");
    await page.click('[data-testid="fabled-add"]');
    await page.waitForSelector('[data-testid="fabled-item"]:has-text("Angel")');
    await shot(page, "travellers-01-setup");
    await page.click('[data-testid="accept-characters"]');
    await page.waitForSelector('[data-testid="bluffs"]');
    await page.click('[data-testid="keep-bluffs"]');
    await page.click('[data-testid="pass-bag"]');
    for (let i = 0; i < CAST.length; i++) {
      await page.locator('[data-testid="bag-name"]').nth(i).click();
      await page.click('[data-testid="bag-confirm"]');
      await page.click('[data-testid="bag-hide"]');
    }
    await leaveBag(page);
    await page.waitForSelector('[data-testid="night-panel"]');
    // The Fabled is on the board.
    assert.match(await page.textContent('[data-testid="fabled-list"]'), /Angel/);

    await throughNight(page);
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    await throughNight(page);

    // Day 2: a Traveller joins, seated after Julian.
    await openSeat(page, "Julian");
    await page.click('[data-testid="seat-control"] summary');
    await page.fill('[data-testid="newcomer-name"]', "Zoe");
    await page.click('[data-testid="seat-newcomer"]');
    await closeSheet(page);
    const names = await page.$$eval('[data-testid="seat"]', (els) => els.map((e) => e.textContent));
    const j = names.findIndex((n) => n.includes("Julian"));
    assert.match(names[j + 1], /Zoe/, "Zoe sits after Julian");
    assert.match(names[j + 2], /Amy/, "and before Amy");
    await openSeat(page, "Zoe");
    await page.selectOption('[data-testid="change-character"]', "gunslinger");
    await page.click('[data-testid="apply-character"]');
    await page.click('[data-testid="align-evil"]');
    await shot(page, "travellers-02-joined");
    await closeSheet(page);

    // Julian dies; he still votes on the exile and keeps his vote token.
    await openSeat(page, "Julian");
    await page.click('[data-testid="kill"]');
    await closeSheet(page);
    assert.match(await seatLabel(page, "Julian"), /dead/);

    // A dead player calls for the exile of the Traveller who joined.
    await nominate(page, "Julian", "Zoe");
    await page.waitForSelector('[data-testid="vote"]');
    assert.match(await page.textContent('[data-testid="nomination-title"]'), /Julian calls for the exile of Zoe/);
    // 10 players: 5 votes needed (half of all players), the dead vote too.
    assert.match(await page.textContent('[data-testid="vote"]'), /5 needed/);
    await shot(page, "travellers-03-exile-vote");
    await voteWith(page, ["Julian", "Alex", "Sarah", "Amy", "Evin"]);
    await page.click('[data-testid="close-vote"]').catch(() => {});
    await page.waitForSelector('[data-testid="pending"]');
    assert.match(await page.textContent('[data-testid="pending"]'), /Zoe is exiled/);
    await shot(page, "travellers-04-exiled");
    await page.locator('[data-testid="pending-choice"]').first().click();
    await closeAnnouncement(page).catch(() => {});
    assert.match(await seatLabel(page, "Zoe"), /dead/);
    // Nobody is on the block: an exile is not an execution.
    await page.waitForSelector('[data-testid="nobody-on-block"]');
    assert.deepEqual(app.errors, [], "no error in the page");
  } finally {
    await app.stop();
  }
});

// Fabled abilities (character ability texts): the Buddhist's rule said at the start of the day,
// the Doomsayer called by a living player on the day panel, and the Storyteller's pick among
// the players of the caller's alignment.
test("the Doomsayer called by day, the Buddhist's note", async () => {
  const cast = CAST.slice(0, 7);
  const app = await start();
  const page = app.page;
  try {
    await nd.startCast(page, app.url, cast, 5, "tb", async (page) => {
      await page.click('[data-testid="fabled-adder"] summary');
      for (const f of ["doomsayer", "buddhist"]) {
        await page.selectOption('[data-testid="fabled-select"]', f);
        await page.click('[data-testid="fabled-add"]');
      }
      await page.waitForSelector('[data-testid="fabled-item"]:has-text("Buddhist")');
    });
    // The Buddhist has a step of its own on the first night, the Storyteller's.
    assert.match(await page.textContent('[data-testid="night-panel"]'), /Buddhist · Storyteller/);
    await throughNight(page);

    // Day 1: the Buddhist's rule is said.
    assert.match(await page.textContent('[data-testid="fabled-notes"]'), /first two minutes/);
    // Amy calls on the Doomsayer: a good player of the Storyteller's choice dies.
    await page.click('[data-testid="fabled-call"][data-character="doomsayer"]');
    await tapSeat(page, "Amy");
    assert.match(await page.textContent('[data-testid="confirm-pick"]'), /Amy calls on the Doomsayer/);
    await page.click('[data-testid="confirm-pick"]');
    await page.waitForSelector('[data-testid="pending"]');
    const pending = await page.textContent('[data-testid="pending"]');
    assert.match(pending, /Doomsayer \(Amy\)/);
    assert.match(pending, /Julian/);
    assert.doesNotMatch(pending, /Alex|Sarah/, "only good players are offered");
    await shot(page, "fabled-01-doomsayer");
    await page.locator('[data-testid="pending-choice"]').first().click();
    await closeAnnouncement(page).catch(() => {});
    assert.match(await seatLabel(page, "Julian"), /dead/);
    // Once per game for Amy: a second call is refused with the engine's reason.
    await page.click('[data-testid="fabled-call"][data-character="doomsayer"]');
    await tapSeat(page, "Amy");
    await page.click('[data-testid="confirm-pick"]');
    assert.equal(await page.locator('[data-testid="pending"]').count(), 0);
    assert.deepEqual(app.errors, [], "no error in the page");
  } finally {
    await app.stop();
  }
});
