// Quinte-bourg's days on the game master's phone (360 px): a prepared 10-player game opened by
// its game link; day 1 in English — the cards behind a hold, a marriage with the priest's fee, a
// gift, the law with its voters, a normal session's ballots from the President (a reload in the
// middle of the vote resumes it), the execution, the death choice, the Scrutineer naming the
// dead Prosecutor's successor; the night is moved on by the game link (the night's screens are
// not on this branch); day 2 in French — a Purge, its tribunal, the Executioner's pardon and an
// execution; a Radiant Conversion (by link too) stops the game and the end is confirmed; the
// public view of the village and its link carry no secret, and a village link given to Blood on
// the Clocktower's page opens on Quinte-bourg's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { assertNoSideScroll, toVillage } from "./qb-helpers.mjs";
import { NAMES, SECRETS, preparedLog, gameLink, unpackLink, storedOpenGame, advanceByLink, hold, cast, chooseDeath } from "./qb-day-helpers.mjs";

const CARD_NAMES = ["Alpha", "Seth", "Scheherazade", "Shéhérazade", "Cortex", "Brain", "Pinky", "Minus", "Orpheus", "Orphée", "Greedy", "Cupide", "Sandman", "Burglar", "Cambrioleur", "Psychopath", "Engineer", "Ingénieure", "Assassin", "Reptil", "Lovers", "Amoureux"];

const seatMeta = (page, i) => page.locator('[data-testid="qb-seat-meta"]').nth(i).textContent();
const officeHolder = (page, office) => page.locator(`[data-testid="qb-office-row"][data-office="${office}"] [data-testid="qb-office-holder"]`).textContent();

test("a week's days: marriage, gift, law, ballots, execution, Purge and tribunal, the end, and sharing", async () => {
  const app = await start({ phone: "small" });
  const { page, url, errors } = app;
  try {
    const base = url.endsWith("/") ? url : `${url}/`;
    // ---- The prepared game arrives by its link: "add this game?" ----
    const link = gameLink({ seed: 11, name: "Quinte" }, preparedLog());
    await page.goto(`${base}quintebourg.html#${link}`);
    await page.waitForSelector('[data-testid="link-preview"]');
    assert.match(await page.textContent('[data-testid="qb-arrived-phase"]'), /Day 1/);
    await page.click('[data-testid="link-add"]');
    await toVillage(page);
    assert.equal(await page.textContent('[data-testid="phase"]'), "Day 1 · Monday");
    assert.equal(await page.locator('[data-testid="qb-seat"]').count(), 10);
    assert.equal(await page.getAttribute('[data-testid="qb-week-day"][data-today="true"]', "aria-current"), "date");

    // ---- The cards are on the page only while the MJ asks ----
    assert.equal(await page.locator('[data-testid="qb-seat-secret"]').count(), 0);
    for (const word of ["Alpha", "Sandman"]) assert.ok(!(await page.textContent("body")).includes(word));
    await hold(page, "qb-show-cards");
    await page.waitForSelector('[data-testid="qb-seat-secret"]', { timeout: 3000 });
    assert.match(await page.locator('[data-testid="qb-seat-secret"]').first().textContent(), /Alpha Reptilian.*Sandman/);
    await shot(page, "qb-day-board-cards");
    await page.click('[data-testid="qb-hide-cards"]');
    assert.equal(await page.locator('[data-testid="qb-seat-secret"]').count(), 0);
    await shot(page, "qb-day-board");
    await assertNoSideScroll(page, "board");

    // ---- A marriage: Ana and Jo, neighbouring houses, the priest's fee of one coin ----
    await page.click('[data-testid="qb-action-marry"]');
    await page.selectOption('[data-testid="qb-marry-a"]', "0");
    await page.selectOption('[data-testid="qb-marry-b"]', "9");
    await page.waitForFunction(() => document.querySelector('[data-testid="qb-marry-house-b"]').value === "9");
    await page.locator('[data-testid="qb-marry-fee"]').nth(1).click();
    await shot(page, "qb-day-marriage");
    await assertNoSideScroll(page, "marriage");
    await page.click('[data-testid="qb-marry-send"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="qb-seat-meta"]').textContent.includes("married to Jo"));
    assert.equal(await page.locator('[data-testid="qb-seat-coins"]').nth(0).textContent(), "0 ◉");
    assert.equal(await page.locator('[data-testid="qb-seat-coins"]').nth(7).textContent(), "2 ◉", "Hal the priest has the fee");

    // ---- A gift: Bob gives his coin to Hal, who is now tonight's richest ----
    await page.click('[data-testid="qb-action-gift"]');
    await page.waitForSelector('[data-testid="qb-coins-ledger"]');
    await page.selectOption('[data-testid="qb-gift-from"]', "1");
    await page.selectOption('[data-testid="qb-gift-to"]', "7");
    await page.click('[data-testid="qb-gift-send"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="qb-richest"]').textContent.includes("Hal"));
    assert.equal(await page.textContent('[data-testid="qb-coins-in-play"]'), "In play: 10");
    assert.equal(await page.locator('[data-testid="qb-movement"]').count(), 2, "the fee and the gift");
    await shot(page, "qb-day-coins");
    await assertNoSideScroll(page, "coins");

    // ---- The law: Ana proposes first; Bob is left out of today's vote ----
    await page.click('[data-testid="qb-tab-session"]');
    await page.waitForSelector('[data-testid="qb-law"]');
    const queue = await page.$$eval('[data-testid="qb-proposer"]', (els) => els.map((e) => e.textContent));
    assert.match(queue[0], /^Ana/);
    await page.fill('[data-testid="qb-law-text"]', "No hats after dark");
    await page.locator('[data-testid="qb-law-voter"]').nth(1).click();
    await page.click('[data-testid="qb-law-accept"]');
    await page.waitForSelector('[data-testid="qb-law-passed"]');
    assert.ok(!(await page.textContent('[data-testid="qb-voters"]')).includes("Bob"));

    // ---- A normal session: the President first, clockwise; a reload mid-vote ----
    assert.equal(await page.getAttribute('[data-testid="qb-voter"]', "data-voter"), "2", "the President votes first");
    for (const target of [5, 5, 6, 5]) await cast(page, target);
    await shot(page, "qb-day-ballots");
    await assertNoSideScroll(page, "ballots");
    await page.reload();
    await page.waitForSelector('[data-testid="qb-ballots"]');
    assert.equal(await page.locator('[data-testid="qb-ballot"]').count(), 4, "the ballots survive a reload");
    assert.equal(await page.getAttribute('[data-testid="qb-voter"]', "data-voter"), "6");
    for (const target of [6, 5, null, 6, 5]) await cast(page, target);
    assert.match(await page.textContent('[data-testid="qb-tally"]'), /Fay 5 · Gus 3/);
    await page.click('[data-testid="qb-count-votes"]');
    await page.waitForSelector('[data-testid="qb-condemned"]');
    assert.equal(await page.locator('[data-testid="qb-pardon"]').count(), 1, "the Executioner may pardon");
    await page.click('[data-testid="qb-execute"]');
    await page.waitForSelector('[data-testid="qb-condemned"]', { state: "detached" });

    // ---- The dead Prosecutor becomes a ghost, the first: the Chief of the militia ----
    await chooseDeath(page, "Fay", "ghost");
    await page.click('[data-testid="qb-tab-board"]');
    await page.waitForSelector('[data-testid="qb-seat"][data-life="ghost"]');
    assert.match(await seatMeta(page, 5), /Chief of the ghost militia/);

    // ---- The Scrutineer names the new Prosecutor: an office changes hands ----
    await page.click('[data-testid="qb-tab-offices"]');
    await page.waitForSelector('[data-testid="qb-offices-panel"]');
    assert.equal(await officeHolder(page, "Prosecutor"), "Vacant");
    assert.match(await page.textContent('[data-testid="qb-next-scrutineer"]'), /Tomorrow morning/);
    await shot(page, "qb-day-offices");
    await assertNoSideScroll(page, "offices");
    await page.locator('[data-testid="qb-office-row"][data-office="Prosecutor"] [data-testid="qb-appoint"]', { hasText: "Bob" }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="qb-office-row"][data-office="Prosecutor"] [data-testid="qb-office-holder"]').textContent === "Bob");

    // ---- The week: budgets behind a hold ----
    await page.click('[data-testid="qb-tab-calendar"]');
    assert.equal(await page.locator('[data-testid="qb-budget"]').count(), 0);
    await hold(page, "qb-show-budgets");
    await page.waitForSelector('[data-testid="qb-budget"]', { timeout: 3000 });
    await shot(page, "qb-day-calendar");
    await assertNoSideScroll(page, "calendar");

    // ---- Night falls; the night is moved on from the MJ's other phone ----
    await page.click('[data-testid="qb-tab-board"]');
    await page.click('[data-testid="qb-end-day"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    await page.evaluate(() => localStorage.setItem("grimoire.lang", '"Fr"'));
    await advanceByLink(page, base, [{ type: "end_night" }]);
    await toVillage(page);
    await page.reload();
    await toVillage(page);
    assert.equal(await page.textContent('[data-testid="phase"]'), "Jour 2 · mardi");

    // ---- Day 2 in French: a Purge, the tribunal, the pardon, the execution ----
    await page.click('[data-testid="qb-tab-session"]');
    await page.click('[data-testid="qb-session-purge"]');
    await page.waitForSelector('[data-testid="qb-ballots"]');
    assert.equal(await page.locator('[data-testid="qb-target-none"]').count(), 0, "everyone names someone in a Purge");
    for (const target of [9, 9, 9, 7, 6, 6, 7, 8, 8]) await cast(page, target);
    await page.click('[data-testid="qb-count-votes"]');
    await page.waitForSelector('[data-testid="qb-tribunal"]');
    // Hal, Gus and Ivy tie with two votes each: the Prosecutor (Bob) named Ivy, so she comes
    // first among them (L154), then the others in seat order.
    const accusedNow = () => page.textContent('[data-testid="qb-tribunal"] h3');
    assert.match(await accusedNow(), /Ivy/);
    await page.click('[data-testid="qb-tribunal-send"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="qb-tribunal"] h3')?.textContent.includes("Gus"));
    for (const voter of [0, 1, 2, 3, 4]) await page.locator('[data-testid="qb-tribunal-vote"]').nth(voter).click();
    assert.equal(await page.textContent('[data-testid="qb-tribunal-count"]'), "Exécuter 5 · épargner 4");
    await shot(page, "qb-day-tribunal-fr");
    await assertNoSideScroll(page, "tribunal");
    await page.click('[data-testid="qb-tribunal-send"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="qb-tribunal"] h3')?.textContent.includes("Hal"));
    await page.click('[data-testid="qb-tribunal-send"]');
    await page.waitForSelector('[data-testid="qb-tribunal"]', { state: "detached" });
    const condemned = await page.$$eval('[data-testid="qb-condemned-row"] > strong', (els) => els.map((e) => e.textContent));
    assert.deepEqual(condemned.sort(), ["Gus", "Jo"]);
    await page.locator('[data-testid="qb-condemned-row"]', { hasText: "Gus" }).locator('[data-testid="qb-pardon"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="qb-condemned-row"]').length === 1);
    await page.click('[data-testid="qb-execute"]');
    await chooseDeath(page, "Jo", "spirit");
    await page.click('[data-testid="qb-tab-board"]');
    await page.waitForSelector('[data-testid="qb-seat"][data-life="spirit"]');
    await shot(page, "qb-day-board-fr");

    // ---- Scheherazade's Radiant Conversion on Seth stops the game; the MJ confirms ----
    await advanceByLink(page, base, [{ type: "invoke", by: 2, power: "radiant_conversion", target: 1 }]);
    // The same day: its morning was read already, so the board shows at once.
    await page.waitForSelector('[data-testid="qb-village-board"], [data-testid="qb-morning"]');
    assert.equal(await page.locator('[data-testid="qb-morning"]').count(), 0, "no second morning script");
    await page.waitForSelector('[data-testid="qb-end-banner"]');
    await page.click('[data-testid="qb-see-end"]');
    await page.waitForSelector('[data-testid="qb-stop-reasons"]');
    assert.match(await page.textContent('[data-testid="qb-stop-reasons"]'), /Conversion radieuse/);
    assert.equal(await page.locator('[data-testid="qb-result"]').count(), 10);
    const winners = await page.$$eval('[data-testid="qb-result"][data-won="true"] strong', (els) => els.map((e) => e.textContent));
    assert.ok(winners.includes("Cid"), `Scheherazade wins with the Idealists: ${winners}`);
    // Each player's reason, with its count, not only the camp.
    const why = async (name) =>
      page.locator('[data-testid="qb-result"]', { has: page.locator(`strong:text-is("${name}")`) }).locator('[data-testid="qb-result-why"]').textContent();
    assert.match(await why("Cid"), /^Idéalistes : \d+ vivants sur 10, au moins la moitié$/);
    assert.match(await why("Fay"), /^Villageois : \d+ Reptiliens? encore en vie, Seth compris$/);
    await shot(page, "qb-day-end-fr");
    await assertNoSideScroll(page, "end");
    await page.click('[data-testid="qb-confirm-end"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="phase"]').textContent === "Partie terminée");
    const stored = await storedOpenGame(page);
    assert.equal(stored.game.log.at(-1).type, "end_game");

    // ---- Sharing: the public view's link carries no secret; the game link only past a warning ----
    await page.click('[data-testid="qb-end-share"]');
    await page.waitForSelector('[data-testid="share-sheet"]');
    const village = await page.inputValue('[data-testid="share-link"]');
    assert.match(village, /quintebourg\.html#v1\./);
    const payload = unpackLink(village).toLowerCase();
    for (const word of SECRETS) assert.ok(!payload.includes(word), `"${word}" in the public link: ${payload}`);
    for (const name of NAMES) assert.ok(payload.includes(`"${name.toLowerCase()}"`), `${name} is named`);
    assert.ok(!payload.includes('"coins"'));
    await page.check('[data-testid="share-coins"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value !== "");
    const withCoins = unpackLink(await page.inputValue('[data-testid="share-link"]'));
    assert.ok(withCoins.includes('"coins"'), "coins only when the MJ says fortunes are public");
    assert.ok(await page.$('[data-testid="qr"] svg'));
    await shot(page, "qb-day-share-fr");
    await page.click('[data-testid="share-game-tab"]');
    await page.waitForSelector('[data-testid="secret-warning"]');
    assert.equal(await page.locator('[data-testid="share-link"]').count(), 0);
    await page.click('[data-testid="share-reveal-secret"]');
    assert.match(await page.inputValue('[data-testid="share-link"]'), /#q1\./);

    // ---- The public view opens from its link, even given to the other game's page ----
    const fragment = village.split("#")[1];
    await page.goto(`${base}index.html#${fragment}`);
    await page.waitForSelector('[data-testid="qb-public-village"]');
    assert.match(page.url(), /quintebourg\.html#v1\./);
    assert.equal(await page.locator('[data-testid="qb-public-player"]').count(), 10);
    assert.equal(await page.locator('[data-testid="qb-public-player"][data-life="spirit"]').count(), 1);
    const shown = await page.textContent("body");
    for (const word of CARD_NAMES) assert.ok(!shown.includes(word), `"${word}" on the public page`);
    await shot(page, "qb-day-public-fr");
    await assertNoSideScroll(page, "public view");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
