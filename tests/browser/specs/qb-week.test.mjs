// A whole week of a 10-player Quinte-bourg game through the screens only, at 360 px: set up by
// hand, the reveal (one player's cards in the page at a time), Monday to Sunday and into the
// next Monday. Night 1: a kidnapping beats the Psychopath's own attack, an attack drawn among
// two occupants, a reload mid-night, undo across the death, a legacy. Day 1: a marriage with
// the priest's fee, a normal session (a reload mid-vote), the Prosecutor executed and the
// Scrutineer naming his successor. Night 2: the ghost militia saves the Reptilians' target. The
// language switches to French; day 2: a Purge and its tribunal. Quiet days and nights up to
// Sunday's festival; the next Monday Scheherazade's Radiant Conversion on Seth ends the game.
// The public view and its link carry no secret.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { setUpTable, stepOnScreen, goToStep, dawnAndEndNight, toVillage, assertNoSideScroll } from "./qb-helpers.mjs";
import { SECRETS, cast, unpackLink, storedOpenGame, chooseDeath } from "./qb-day-helpers.mjs";

const NAMES = ["Ana", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"];
// Camp card and specialty of each player, by seat.
const DEAL = [
  ["alpha", "burglar"],
  ["reptilian", "psychopath"],
  ["villager_c", "laura"],
  ["villager", "sandman"],
  ["seth", "none"],
  ["villager", "engineer"],
  ["villager", "reporter"],
  ["villager", "raptor_trainer"],
  ["scheherazade", "none"],
  ["villager", "none"],
];
const HOLDERS = { Scrutineer: 6, President: 3, Prosecutor: 7, Notary: 8, Senator: 5 };
const seat = (name) => NAMES.indexOf(name);
const chip = (testid, id) => `[data-testid="${testid}"][data-id="${id}"]`;
const text = (page, sel) => page.textContent(sel);
const phase = (page) => page.textContent('[data-testid="phase"]');
// What no player may see on a public page: the names of the cards dealt.
const CARD_WORDS = ["Alpha", "Reptilian", "Reptilien", "Seth", "Scheherazade", "Shéhérazade", "Psychopath", "Laura", "Sandman", "Marchand", "Engineer", "Ingénieure", "Reporter", "Raptor", "Lovers", "Amoureux"];

/** While the phone goes round: Ana and then Jon see their own cards, and only theirs. */
async function revealTwo(page) {
  for (const who of ["Ana", "Jon"]) {
    await page.locator('[data-testid="qb-reveal-name"]').nth(seat(who)).click();
    await page.click('[data-testid="qb-reveal-confirm"]');
    await page.waitForSelector('[data-testid="qb-reveal-cards"]');
    const html = await page.content();
    for (const other of NAMES.filter((n) => n !== who)) assert.doesNotMatch(html, new RegExp(`\\b${other}\\b`), `${who}'s screen holds ${other}`);
    assert.equal(await page.locator('[data-testid="qb-reveal-camp"]').count(), 1);
    assert.equal(await page.locator('[data-testid="qb-reveal-specialty"]').count(), 1);
    if (who === "Ana") await shot(page, "qb-week-reveal");
    await page.click('[data-testid="qb-reveal-hide"]');
    await page.waitForSelector('[data-testid="qb-reveal"]');
  }
}

/** A quiet day: the morning, the board, then night falls. */
async function quietDay(page, name) {
  await toVillage(page);
  await shot(page, name);
  await assertNoSideScroll(page, name);
  await page.click('[data-testid="qb-end-day"]');
  await page.waitForSelector('[data-testid="qb-night-runner"]');
}

/** A night with no attack: the Reptilians' huddle, which waits for a decision (004 L87), is
 * skipped on purpose with its reason; nothing happens when the night has no huddle to hold. */
async function skipHuddle(page) {
  const huddle = page.locator('[data-testid="qb-night-step"][data-step="Huddle"]');
  if ((await huddle.count()) === 0 || (await huddle.getAttribute("data-skip"))) return;
  await goToStep(page, "Huddle");
  await page.click('[data-testid="qb-next-step"]');
  const ask = await page.waitForSelector('[data-testid="qb-skip-ask"]', { timeout: 2000 }).catch(() => null);
  if (!ask) return;
  assert.match(await text(page, '[data-testid="qb-skip-ask-text"]'), /Concertation des Reptiliens|Reptilians' huddle/);
  await page.fill('[data-testid="qb-skip-reason"]', "Pas d'attaque cette nuit");
  await page.click('[data-testid="qb-skip-step"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="qb-night-runner"]').dataset.step !== "Huddle");
}

/** A quiet night: its steps on screen, then dawn and the night's end. */
async function quietNight(page, name) {
  await shot(page, name);
  await assertNoSideScroll(page, name);
  await dawnAndEndNight(page);
}

test("a week of Quinte-bourg through the screens, Monday to the next Monday", async () => {
  const app = await start({ phone: "small" });
  const { page, url, errors, context } = app;
  await context.addInitScript(() => {
    window.grimoireTimerScale = 0.01;
  });
  try {
    const base = url.endsWith("/") ? url : `${url}/`;
    await page.goto(`${url}#seed=11`);
    await page.waitForSelector("main");
    await setUpTable(page, {
      names: NAMES,
      deal: DEAL,
      holders: HOLDERS,
      optional: { Priest: seat("Jon") },
      personal: { [seat("Cid")]: ["Showman"] },
      lovers: ["Dee", "Fay"],
      reveal: revealTwo,
    });

    // ---- Night 1 (Monday) ----
    assert.match(await phase(page), /Night 1 · Monday/);
    assert.equal(await stepOnScreen(page), "Huddle");
    await page.click(chip("qb-house", seat("Gus")));
    await page.click('[data-testid="qb-huddle-agree"]');
    // The Psychopath kidnaps Hal: his kidnapping beats his own part in the attack.
    await goToStep(page, "Psychopath");
    await page.click(chip("qb-target", seat("Hal")));
    await page.click('[data-testid="qb-step-send"]');
    assert.match(await text(page, '[data-testid="qb-step-result"]'), /Hal sleeps heavily/);
    // A reload mid-night: the same step.
    await page.reload();
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    assert.equal(await stepOnScreen(page), "Psychopath");
    // Laura squats at Gus's: two occupants.
    await goToStep(page, "Laura");
    await page.click(chip("qb-house", seat("Gus")));
    await page.click('[data-testid="qb-step-send"]');
    await goToStep(page, "Attack");
    const bob = page.locator('[data-testid="qb-wiw-row"][data-player="Bob"]');
    assert.match(await bob.locator('[data-testid="qb-wiw-lost"]').allTextContents().then((l) => l.join("|")), /beaten by kidnap/);
    assert.equal(await text(page, '[data-testid="qb-attackers"]'), "Ana, Eve", "Seth is a Reptilian too");
    assert.equal(await text(page, '[data-testid="qb-occupants"]'), "Cid, Gus");
    const drawn = (await text(page, '[data-testid="qb-attack-drawn"]')).replace("The seeded draw: ", "").trim();
    assert.equal(drawn, "Gus", "the seeded draw of this game");
    await shot(page, "qb-week-night1-attack");
    await page.click('[data-testid="qb-attack-confirm"]');
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), "Died in the attack: Gus");
    // Undo across the death, then redo.
    await page.click('[data-testid="undo"]');
    await page.waitForSelector('[data-testid="qb-attack-confirm"]');
    assert.equal(await page.locator('[data-testid="qb-death-sheet"]').count(), 0);
    assert.ok(await page.$('[data-testid="qb-wiw-row"][data-player="Gus"]'), "Gus is alive again");
    await page.click('[data-testid="redo"]');
    await page.waitForSelector('[data-testid="qb-attack-done"]');
    // Gus, the Reporter, leaves his specialty to Jon: a legacy.
    const gus = page.locator('[data-testid="qb-death-sheet"][data-player="Gus"]');
    await gus.locator('[data-testid="qb-death-choice"][data-id="2"]').click();
    await gus.locator(chip("qb-heir", seat("Jon"))).click();
    await gus.locator('[data-testid="qb-death-confirm"]').click();
    assert.match(await gus.locator('[data-testid="qb-death-done"]').textContent(), /Legacy .* to Jon/);
    await shot(page, "qb-week-night1");
    await assertNoSideScroll(page, "night 1");
    await dawnAndEndNight(page);

    // ---- Day 1 (Monday): the morning, a marriage, a session, an execution, an appointment ----
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.match(await text(page, '[data-testid="qb-morning-died"]'), /Gus/);
    assert.match(await text(page, '[data-testid="qb-scrutineer"]'), /The Scrutineer is now Ana/);
    await shot(page, "qb-week-day1-morning");
    await toVillage(page);
    assert.equal(await phase(page), "Day 1 · Monday");
    await page.click('[data-testid="qb-action-marry"]');
    await page.selectOption('[data-testid="qb-marry-a"]', String(seat("Ana")));
    await page.selectOption('[data-testid="qb-marry-b"]', String(seat("Bob")));
    await page.locator('[data-testid="qb-marry-fee"]').nth(1).click();
    await page.click('[data-testid="qb-marry-send"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="qb-seat-meta"]').textContent.includes("married to Bob"));
    await page.click('[data-testid="qb-action-session"]');
    await page.waitForSelector('[data-testid="qb-ballots"]');
    assert.equal(await page.getAttribute('[data-testid="qb-voter"]', "data-voter"), String(seat("Dee")), "the President votes first");
    for (const target of ["Hal", "Hal", "Hal", "Jon"]) await cast(page, seat(target));
    await page.reload();
    await page.waitForSelector('[data-testid="qb-ballots"]');
    assert.equal(await page.locator('[data-testid="qb-ballot"]').count(), 4, "the ballots survive a reload");
    for (const target of ["Hal", "Jon", "Hal", null, null]) await cast(page, target === null ? null : seat(target));
    assert.match(await text(page, '[data-testid="qb-tally"]'), /Hal 5 · Jon 2/);
    await page.click('[data-testid="qb-count-votes"]');
    await page.waitForSelector('[data-testid="qb-condemned"]');
    await page.click('[data-testid="qb-execute"]');
    await page.waitForSelector('[data-testid="qb-condemned"]', { state: "detached" });
    await chooseDeath(page, "Hal", "ghost");
    await page.click('[data-testid="qb-tab-board"]');
    await page.waitForSelector('[data-testid="qb-seat"][data-life="ghost"]');
    // The Scrutineer names the new Prosecutor.
    await page.click('[data-testid="qb-tab-offices"]');
    const prosecutor = '[data-testid="qb-office-row"][data-office="Prosecutor"]';
    assert.equal(await text(page, `${prosecutor} [data-testid="qb-office-holder"]`), "Vacant");
    await page.locator(`${prosecutor} [data-testid="qb-appoint"]`, { hasText: "Cid" }).click();
    await page.waitForFunction((sel) => document.querySelector(sel).textContent === "Cid", `${prosecutor} [data-testid="qb-office-holder"]`);
    await page.click('[data-testid="qb-tab-board"]');
    await shot(page, "qb-week-day1");
    await assertNoSideScroll(page, "day 1");
    await page.click('[data-testid="qb-end-day"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');

    // ---- Night 2 (Tuesday): Hal's ghost militia saves Ivy's house ----
    assert.equal(await stepOnScreen(page), "Militia");
    await page.click(chip("qb-house", seat("Ivy")));
    await page.click('[data-testid="qb-militia-agree"]');
    await page.click('[data-testid="qb-next-step"]');
    assert.equal(await stepOnScreen(page), "Huddle");
    // The Reptilians disagree: each one's vote, the Alpha's stands.
    await page.click('[data-testid="qb-per-voter"] summary');
    for (const [voter, house] of [["Ana", "Ivy"], ["Bob", "Fay"], ["Eve", "Ivy"]]) {
      await page.selectOption(`[data-testid="qb-vote"][data-voter="${seat(voter)}"]`, String(seat(house)));
    }
    await shot(page, "qb-week-night2-huddle-votes");
    await assertNoSideScroll(page, "huddle votes");
    await page.click('[data-testid="qb-votes-send"]');
    assert.equal(await text(page, '[data-testid="qb-huddle-done"]'), "Target: Ivy's house");
    const huddle = (await storedOpenGame(page)).game.log.filter((c) => c.type === "huddle").at(-1);
    assert.deepEqual(huddle.votes, [{ voter: 0, house: 8 }, { voter: 1, house: 5 }, { voter: 4, house: 8 }]);
    await goToStep(page, "Attack");
    assert.equal(await text(page, '[data-testid="qb-attack-fails"]'), "The ghost militia protects the house: the attack fails.");
    await page.click('[data-testid="qb-attack-confirm"]');
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), "No victim tonight.");
    await shot(page, "qb-week-night2");
    await dawnAndEndNight(page);

    // ---- The language changes mid-week: French from day 2 ----
    await toVillage(page);
    await page.click('[data-testid="home"]');
    await page.click('[data-testid="lang-switch"]');
    await page.click('[data-testid="continue"]');
    await page.waitForSelector('[data-testid="qb-village-board"]');
    assert.equal(await phase(page), "Jour 2 · mardi");

    // ---- Day 2 (Tuesday): a Purge and its tribunal ----
    await page.click('[data-testid="qb-tab-session"]');
    await page.click('[data-testid="qb-session-purge"]');
    await page.waitForSelector('[data-testid="qb-ballots"]');
    for (const target of ["Jon", "Jon", "Jon", "Dee", "Fay", "Bob", "Jon", "Dee"]) await cast(page, seat(target));
    await page.click('[data-testid="qb-count-votes"]');
    await page.waitForSelector('[data-testid="qb-tribunal"]');
    // Each accused in turn; nobody votes to execute: all are spared.
    for (let i = 0; i < 3; i++) {
      const accused = await text(page, '[data-testid="qb-tribunal"] h3');
      if (i === 0) {
        await page.locator('[data-testid="qb-tribunal-vote"]').nth(0).click();
        assert.equal(await text(page, '[data-testid="qb-tribunal-count"]'), "Exécuter 1 · épargner 7");
        await shot(page, "qb-week-day2-tribunal");
      }
      await page.click('[data-testid="qb-tribunal-send"]');
      if (i < 2) await page.waitForFunction((a) => document.querySelector('[data-testid="qb-tribunal"] h3')?.textContent !== a, accused);
    }
    await page.waitForSelector('[data-testid="qb-tribunal"]', { state: "detached" });
    const condemned = await page.$$eval('[data-testid="qb-condemned-row"] > strong', (els) => els.map((e) => e.textContent));
    assert.deepEqual(condemned, ["Jon"]);
    await page.click('[data-testid="qb-execute"]');
    await chooseDeath(page, "Jon", "spirit");
    await page.click('[data-testid="qb-tab-board"]');
    await page.waitForSelector('[data-testid="qb-seat"][data-life="spirit"]');
    await shot(page, "qb-week-day2");
    await assertNoSideScroll(page, "day 2");
    await page.click('[data-testid="qb-end-day"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');

    // ---- Wednesday to Sunday: quiet nights and days ----
    const days = ["mercredi", "jeudi", "vendredi", "samedi", "dimanche"];
    for (const [i, day] of days.entries()) {
      const n = i + 3;
      assert.equal(await phase(page), `Nuit ${n} · ${day}`);
      if (n === 3) assert.equal(await text(page, chip("qb-house", 10)), "libre 1", "a spare house, in French");
      await skipHuddle(page);
      if (n === 3 || n === 4) {
        // Ana the Burglar robs Dee, then Eve: a coin each time; the first she hands to Bob.
        await goToStep(page, "Burglar");
        await page.click(chip("qb-house", seat(n === 3 ? "Dee" : "Eve")));
        assert.equal(await text(page, '[data-testid="qb-loot"]'), "Butin : 1 pièce");
        if (n === 3) {
          await page.click(chip("qb-loot-to", seat("Bob")));
          await page.click(chip("qb-loot-coins", 1));
          await shot(page, "qb-week-night3-burglar");
        }
        await page.click('[data-testid="qb-step-send"]');
        const said = await text(page, '[data-testid="qb-step-result"]');
        assert.match(said, n === 3 ? /volée à Dee par Ana.*d'Ana à Bob/s : /volée à Eve par Ana/, said);
      }
      if (n === 5) {
        // Two larcenies a week: Ana's budget is spent, greyed with why; forcing stays possible.
        await goToStep(page, "Burglar");
        assert.equal(await page.getAttribute(chip("qb-actor", seat("Ana")), "data-greyed"), "true");
        assert.match(await text(page, chip("qb-actor", seat("Ana"))), /épuisé cette semaine/);
        await page.waitForSelector('[data-testid="qb-budget-spent"]');
        await shot(page, "qb-week-night5-budget");
      }
      await quietNight(page, `qb-week-night${n}`);
      await quietDay(page, `qb-week-day${n}`);
    }

    // ---- The next Monday: night 8, then Scheherazade's Radiant Conversion on Seth ----
    assert.equal(await phase(page), "Nuit 8 · lundi");
    await skipHuddle(page);
    await quietNight(page, "qb-week-night8");
    await toVillage(page);
    assert.equal(await phase(page), "Jour 8 · lundi");
    // Cid the Showman's Show: a card named for every other player, every reply "OK".
    await page.click('[data-testid="qb-invoke-open"]');
    await page.click(chip("qb-invoker", seat("Cid")));
    // Cid is the Prosecutor too, but no camera deputy is in play: no investigation (L155–156).
    const powers = await page.$$eval('[data-testid="qb-power"]', (els) => els.map((e) => e.textContent));
    assert.deepEqual(powers, ["Show"]);
    await page.locator('[data-testid="qb-power"]', { hasText: "Show" }).click();
    const guesses = { Ana: "alpha", Bob: "reptilian", Dee: "villager", Eve: "seth", Fay: "villager", Gus: "villager", Hal: "villager", Ivy: "scheherazade", Jon: "villager" };
    assert.equal(await page.locator('[data-testid="qb-show-row"]').count(), 9);
    assert.equal(await page.isDisabled('[data-testid="qb-show-send"]'), true);
    for (const [who, card] of Object.entries(guesses)) {
      const row = page.locator(`[data-testid="qb-show-row"][data-player="${seat(who)}"]`);
      await row.locator('[data-testid="qb-show-card"]').selectOption(card);
      await row.locator('[data-testid="qb-show-reply"][data-reply="ok"]').click();
    }
    await shot(page, "qb-week-day8-show");
    await assertNoSideScroll(page, "the Show");
    await page.click('[data-testid="qb-show-send"]');
    assert.match(await text(page, '[data-testid="qb-invoke-public"]'), /Le Show : 0 erreur annoncée\. Le Showman gagne\./);
    await page.click('[data-testid="qb-invoke-close"]');
    // The Showman's success stops the game; the MJ plays on, and the log says so.
    await page.waitForSelector('[data-testid="qb-end-banner"]');
    await page.click('[data-testid="qb-see-end"]');
    await page.click('[data-testid="qb-play-on"]');
    await page.waitForSelector('[data-testid="qb-village-board"]');
    assert.equal(await page.locator('[data-testid="qb-end-banner"]').count(), 0, "no longer proposed");
    assert.equal((await storedOpenGame(page)).game.log.at(-1).type, "play_on");
    // Scheherazade's Radiant Conversion on Seth.
    await page.click('[data-testid="qb-invoke-open"]');
    await page.click(chip("qb-invoker", seat("Ivy")));
    const power = page.locator('[data-testid="qb-power"]', { hasText: "Conversion radieuse" });
    assert.equal(await power.getAttribute("aria-pressed"), "true", "her one power, picked");
    await page.click(chip("qb-invoke-target", seat("Eve")));
    await page.click('[data-testid="qb-invoke-send"]');
    await page.waitForSelector('[data-testid="qb-invoke-public"]');
    await shot(page, "qb-week-day8-invocation");
    await page.click('[data-testid="qb-invoke-close"]');
    await page.waitForSelector('[data-testid="qb-end-banner"]');
    await page.click('[data-testid="qb-see-end"]');
    assert.match(await text(page, '[data-testid="qb-stop-reasons"]'), /Conversion radieuse/);
    const winners = await page.$$eval('[data-testid="qb-result"][data-won="true"] strong', (els) => els.map((e) => e.textContent));
    assert.deepEqual(winners.sort(), ["Cid", "Eve", "Ivy"], "Seth, converted, wins with Scheherazade; the Showman too");
    await shot(page, "qb-week-day8-end");
    await assertNoSideScroll(page, "end");
    await page.click('[data-testid="qb-confirm-end"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="phase"]').textContent === "Partie terminée");
    const stored = await storedOpenGame(page);
    const types = stored.game.log.map((c) => c.type);
    assert.equal(types.filter((t) => t === "end_night").length, 8, "eight nights");
    assert.equal(types.at(-1), "end_game");

    // ---- The public view and its link: no secret ----
    await page.click('[data-testid="qb-end-share"]');
    await page.waitForSelector('[data-testid="share-sheet"]');
    const village = await page.inputValue('[data-testid="share-link"]');
    const payload = unpackLink(village).toLowerCase();
    for (const word of SECRETS) assert.ok(!payload.includes(word), `"${word}" in the public link`);
    await page.goto(`${base}quintebourg.html#${village.split("#")[1]}`);
    await page.waitForSelector('[data-testid="qb-public-village"]');
    assert.equal(await page.locator('[data-testid="qb-public-player"]').count(), 10);
    const shown = await page.textContent("body");
    for (const word of CARD_WORDS) assert.ok(!shown.includes(word), `"${word}" on the public page`);
    await shot(page, "qb-week-public");
    await assertNoSideScroll(page, "public view");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
