// The French a game master reads aloud from Quinte-bourg's screens (390 px): a 10-player game
// set up in French, begun on a Friday, through three nights and days to the Sunday festival.
// At each screen the text is kept, then checked: no English word left, counts that agree with
// their verb ("1 pièce va"), "du"/"des" for "de le"/"de les", no "(s)" or "·e", no line printed
// twice, no Sunday line offering a Peace or a Purge. Cupid's picks survive a reload. A second
// test: the moves the journal brought back are said, and a damaged save or link is refused in
// plain words, never with the parser's text.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { newQbGame, addQbPlayers, unlockReveal, stepOnScreen, goToStep, toVillage, assertNoSideScroll } from "./qb-helpers.mjs";

const NAMES = ["Ana", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Iris", "Jon"];
const DEAL = [
  ["alpha", "none"],
  ["reptilian", "psychopath"],
  ["villager", "laura"],
  ["villager", "sandman"],
  ["seth_ally", "none"],
  ["villager", "engineer"],
  ["villager", "reporter"],
  ["villager", "raptor_trainer"],
  ["villager", "none"],
  ["villager", "assassin"],
];
const HOLDERS = { Scrutineer: 6, President: 3, Prosecutor: 7, Notary: 5, Senator: 2 };
const seat = (name) => NAMES.indexOf(name);
const chip = (testid, id) => `[data-testid="${testid}"][data-id="${id}"]`;
const text = (page, sel) => page.textContent(sel);

// English words that must not show on a French screen (names of players and cards aside;
// "coin" is French too: the dead corner).
const ENGLISH = /\b(Assassinate|Assassination|spare|Target|Victim|Died|died|Ghost|Spirit|Legacy|alive|dead|Next step|Record|Invoke|Dawn|Wake|the|and|of|is|has)\b/;
// Written-only or wrong French.
const WRONG_FRENCH = [
  [/\bde les? /, "de le/de les"],
  [/\bà les? /, "à le/à les"],
  [/\b[01] pièces\b/, "0/1 pièces"],
  [/\b[01] pièce\b[^.:]*\b(vont|attendent|quittent|sont)\b/, "1 pièce with a plural verb"],
  [/\b[2-9] pièce\b/, "2 pièce"],
  [/\(s\)/, "(s)"],
  [/·e/, "·e"],
  [/\b1 sur \d+ ont\b/, "1 sur n ont"],
  [/\bIris est mort\b/, "a gendered death"],
];

/** The page's text now, kept for the checks at the end. */
async function keep(page, seen, where) {
  const body = await page.evaluate(() => document.body.innerText);
  seen.push({ where, body });
  return body;
}

/** How many times `needle` appears in `hay`. */
const occurrences = (hay, needle) => hay.split(needle).length - 1;

test("the French the game master reads aloud: agreement, counts, articles, no English, no line twice", async () => {
  const app = await start({ phone: "medium" });
  const { page, url, errors } = app;
  const seen = [];
  try {
    await page.goto(`${url}#seed=11`);
    await page.waitForSelector("main");
    await page.click('[data-testid="lang-switch"]');
    await newQbGame(page);
    await addQbPlayers(page, NAMES);
    await page.click('[data-testid="qb-step-deal"]');
    for (const [i, [card, specialty]] of DEAL.entries()) {
      await page.locator('[data-testid="qb-card-select"]').nth(i).selectOption(card);
      await page.locator('[data-testid="qb-specialty-select"]').nth(i).selectOption(specialty);
    }
    assert.match(await text(page, '[data-testid="qb-pool-count"]'), /^0 carte de camp pour 10 joueurs/, "0 and 1 are singular in French");
    await keep(page, seen, "deal");
    await page.click('[data-testid="qb-step-offices"]');
    for (const [office, holder] of Object.entries(HOLDERS)) {
      await page.selectOption(`[data-testid="qb-office"][data-office="${office}"] [data-testid="qb-office-holder"]`, String(holder));
    }
    await page.click('[data-testid="qb-step-options"]');
    await page.selectOption('[data-testid="qb-start-day"]', "fri");
    await keep(page, seen, "options");
    if (await page.$('[data-testid="qb-accept-warnings"]')) await page.check('[data-testid="qb-accept-warnings"]');
    await page.click('[data-testid="qb-setup-send"]');
    await page.waitForSelector('[data-testid="qb-reveal"]');
    await unlockReveal(page);
    await page.click('[data-testid="qb-reveal-done"]');

    // ---- Cupid: a pick not yet sent survives a reload ----
    await page.waitForSelector('[data-testid="qb-cupid"]');
    const lover = (name) => page.locator('[data-testid="qb-lover"]').nth(seat(name));
    await lover("Dee").click();
    assert.equal(await lover("Dee").getAttribute("aria-pressed"), "true");
    await page.reload();
    await page.waitForSelector('[data-testid="qb-cupid"]');
    assert.equal(await lover("Dee").getAttribute("aria-pressed"), "true", "Cupid's first pick is still there after a reload");
    assert.equal(await lover("Fay").getAttribute("aria-pressed"), "false");
    await lover("Fay").click();
    await keep(page, seen, "cupid");
    await page.click('[data-testid="qb-lovers-send"]');
    assert.match(await text(page, '[data-testid="qb-lovers-chosen"]'), /Les Amoureux : Dee et Fay/);
    await page.click('[data-testid="qb-start"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');

    // ---- Night 1, Friday: the target said once, the Assassin's power named in French ----
    assert.equal(await stepOnScreen(page), "Huddle");
    await page.click(chip("qb-house", seat("Iris")));
    await page.click('[data-testid="qb-huddle-agree"]');
    const huddle = await keep(page, seen, "huddle");
    assert.equal(occurrences(huddle, "Cible : la maison d'Iris"), 1, "the target is said once");
    await goToStep(page, "Lovers");
    await page.click(chip("qb-house", seat("Dee")));
    await page.click('[data-testid="qb-step-send"]');
    await page.click('[data-testid="qb-invoke-open"]');
    await page.waitForSelector('[data-testid="qb-invoke"]');
    await page.click(chip("qb-invoker", seat("Jon")));
    assert.equal(await text(page, '[data-testid="qb-power"]'), "Assassinat");
    await keep(page, seen, "invocation");
    await page.click('[data-testid="qb-invoke-close"]');
    await goToStep(page, "Attack");
    await keep(page, seen, "attack");
    await page.click('[data-testid="qb-attack-confirm"]');
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), "L'attaque a tué : Iris");
    const iris = page.locator('[data-testid="qb-death-sheet"][data-player="Iris"]');
    assert.equal(await iris.locator("h3").textContent(), "Mort d'Iris");
    assert.match(await iris.locator('[data-testid="qb-estate"]').textContent(), /^1 pièce que le Notaire \(Fay\) donne à :/);
    await keep(page, seen, "death sheet");
    await iris.locator('[data-testid="qb-death-confirm"]').click();
    await iris.locator(chip("qb-bequest-to", seat("Gus"))).click();
    await iris.locator('[data-testid="qb-bequest"]').click();
    await goToStep(page, "Dawn");
    await page.click('[data-testid="qb-dawn"]');
    await keep(page, seen, "dawn");
    await page.click('[data-testid="qb-end-night"]');
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await text(page, '[data-testid="qb-morning-died"]'), "Décès : Iris");
    await keep(page, seen, "morning 1");
    await shot(page, "qb-french-morning");
    await toVillage(page);

    // ---- Day 1, Friday: a marriage with witnesses, a gift of one coin ----
    await keep(page, seen, "village 1");
    await page.click('[data-testid="qb-action-marry"]');
    await page.selectOption('[data-testid="qb-marry-a"]', String(seat("Bob")));
    await page.selectOption('[data-testid="qb-marry-b"]', String(seat("Cid")));
    await page.selectOption('[data-testid="qb-marry-house-a"]', String(seat("Bob")));
    await page.selectOption('[data-testid="qb-marry-house-b"]', String(seat("Cid")));
    await page.locator('[data-testid="qb-marry-witness"]', { hasText: "Ana" }).click();
    await page.locator('[data-testid="qb-marry-witness"]', { hasText: "Gus" }).click();
    await keep(page, seen, "marriage form");
    await page.click('[data-testid="qb-marry-send"]');
    await page.waitForSelector('[data-testid="qb-marriage"]', { state: "detached" });
    assert.match(await keep(page, seen, "married"), /mariage avec Cid/);
    await page.click('[data-testid="qb-tab-coins"]');
    await page.selectOption('[data-testid="qb-gift-from"]', String(seat("Hal")));
    await page.selectOption('[data-testid="qb-gift-to"]', String(seat("Jon")));
    await page.click('[data-testid="qb-gift-send"]');
    const moved = await page.$$eval('[data-testid="qb-movement"]', (els) => els.map((e) => e.textContent));
    assert.ok(moved.includes("Hal donne 1 pièce à Jon"), JSON.stringify(moved));
    assert.ok(moved.includes("Le Notaire lègue les pièces d'Iris à Gus"), JSON.stringify(moved));
    await keep(page, seen, "coins");
    await page.click('[data-testid="qb-tab-session"]');
    assert.match(await text(page, '[data-testid="qb-session-rule"]'), /Paix ou Purge possible aujourd'hui/);
    await keep(page, seen, "session friday");
    await page.click('[data-testid="qb-tab-board"]');
    await page.click('[data-testid="qb-end-day"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');

    // ---- Night 2, Saturday: a married player dies, 1 coin goes to the widower ----
    await goToStep(page, "Huddle");
    await page.click(chip("qb-house", seat("Cid")));
    await page.click('[data-testid="qb-huddle-agree"]');
    await goToStep(page, "Attack");
    await page.click('[data-testid="qb-attack-confirm"]');
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), "L'attaque a tué : Cid");
    const cid = page.locator('[data-testid="qb-death-sheet"][data-player="Cid"]');
    await cid.locator('[data-testid="qb-death-choice"]').first().click();
    await cid.locator('[data-testid="qb-death-confirm"]').click();
    assert.equal(
      await cid.locator('[data-testid="qb-spouse-look"]').textContent(),
      "1 pièce va à Bob, qui hérite et regarde les deux cartes.",
    );
    await keep(page, seen, "widower");
    await shot(page, "qb-french-widower");
    await goToStep(page, "Dawn");
    await page.click('[data-testid="qb-dawn"]');
    await page.click('[data-testid="qb-end-night"]');
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await text(page, '[data-testid="qb-morning-died"]'), "Décès : Cid");
    await keep(page, seen, "morning 2");
    await toVillage(page);
    await keep(page, seen, "village 2");
    await page.click('[data-testid="qb-end-day"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');

    // ---- Night 3, Sunday: the festival; Day 3 offers no Peace and no Purge ----
    await keep(page, seen, "night 3");
    await goToStep(page, "Dawn");
    if (await page.locator('[data-testid="qb-dawn"]').count()) await page.click('[data-testid="qb-dawn"]');
    await page.click('[data-testid="qb-end-night"]');
    await toVillage(page);
    assert.match(await text(page, '[data-testid="phase"]'), /dimanche/);
    await page.click('[data-testid="qb-tab-session"]');
    await page.waitForSelector('[data-testid="qb-festival"]');
    const sunday = await keep(page, seen, "session sunday");
    assert.doesNotMatch(sunday, /Paix ou Purge possible/, "no Peace or Purge offered on the festival");
    await shot(page, "qb-french-sunday");
    await assertNoSideScroll(page, "Sunday's session");

    // ---- Every screen seen: French only, and correct ----
    const problems = [];
    for (const { where, body } of seen) {
      const english = ENGLISH.exec(body);
      if (english) problems.push(`${where}: English word "${english[0]}" in "${body.slice(Math.max(0, english.index - 60), english.index + 60)}"`);
      for (const [pattern, what] of WRONG_FRENCH) {
        const m = pattern.exec(body);
        if (m) problems.push(`${where}: ${what} ("${m[0]}") in "${body.slice(Math.max(0, m.index - 60), m.index + 60)}"`);
      }
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

/** Waits until every journal write begun has committed. */
async function journalSettled(page) {
  await page.waitForFunction(() => {
    const j = window.grimoireJournal;
    return j && j.committed === j.begun;
  });
}

test("the journal's recovered moves are said; a damaged save or link is refused in plain words", async () => {
  const app = await start();
  const { page, url, errors } = app;
  try {
    await page.goto(`${url}#seed=11`);
    await page.waitForSelector("main");
    await page.click('[data-testid="lang-switch"]');
    await newQbGame(page);
    await addQbPlayers(page, NAMES.slice(0, 5));
    await page.click('[data-testid="qb-step-deal"]');
    for (const [i, [card, specialty]] of DEAL.slice(0, 5).entries()) {
      await page.locator('[data-testid="qb-card-select"]').nth(i).selectOption(card);
      await page.locator('[data-testid="qb-specialty-select"]').nth(i).selectOption(specialty);
    }
    await page.click('[data-testid="qb-step-options"]');
    if (await page.$('[data-testid="qb-accept-warnings"]')) await page.check('[data-testid="qb-accept-warnings"]');
    await page.click('[data-testid="qb-setup-send"]');
    await page.waitForSelector('[data-testid="qb-reveal"]');
    await unlockReveal(page);
    await page.click('[data-testid="qb-reveal-done"]');
    await page.waitForSelector('[data-testid="qb-cupid"]');
    await journalSettled(page);
    const early = await page.evaluate(() => {
      const index = localStorage.getItem("grimoire.index");
      const key = `grimoire.game.${JSON.parse(index).open}`;
      return { key, index, game: localStorage.getItem(key) };
    });
    // Two moves: the Lovers, the first night.
    await page.locator('[data-testid="qb-lover"]').nth(0).click();
    await page.locator('[data-testid="qb-lover"]').nth(2).click();
    await page.click('[data-testid="qb-lovers-send"]');
    await page.click('[data-testid="qb-start"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    await journalSettled(page);
    // localStorage loses them, as a killed browser's does; the journal brings them back.
    await page.evaluate(({ key, index, game }) => {
      localStorage.setItem(key, game);
      localStorage.setItem("grimoire.index", index);
    }, early);
    await page.reload();
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    assert.match(await text(page, '[data-testid="notice"]'), /2 actions récupérées/);
    await shot(page, "qb-french-recovered");

    // Screens' memory that no longer reads: the game still opens, nothing of the parser shown.
    await page.evaluate(({ key }) => {
      const stored = JSON.parse(localStorage.getItem(key));
      stored.ui.draft = 5;
      stored.seq += 1000000;
      localStorage.setItem(key, JSON.stringify(stored));
    }, early);
    await page.reload();
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    const body = await page.evaluate(() => document.body.innerText);
    assert.doesNotMatch(body, /invalid type|expected|line \d+|column/);

    // A damaged game link: plain French, nothing of base64 or zlib.
    await page.goto(new URL("quintebourg.html#q1.@@@@", page.url()).href);
    await page.waitForSelector('[data-testid="broken-message"]');
    assert.equal(
      await text(page, '[data-testid="broken-message"]'),
      "Ce lien est abîmé : demandez-le à nouveau, copié en entier.",
    );
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
