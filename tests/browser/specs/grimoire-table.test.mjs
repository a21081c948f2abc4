// The table as a Storyteller meets it: the night's heading and its "drunk or poisoned" badge
// stay in view however far the panel scrolls, with the screen-awake warning showing; the cover
// button stays clear of the game bar; the answer given stays shown as given (false, here); the
// cards read at arm's length; a Traveller joins from the board, any Traveller of the base
// editions, with labelled fields, and leaves named; the Cerenovus is offered good characters;
// the seed's label follows "Draw again"; dates and French read as they should.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { start, SHOTS, appReady } from "../lib/harness.mjs";
import { openApp, seatPlayers, openSeat, closeSheet, leaveBag } from "./grimoire-helpers.mjs";
import {
  startCast, stepTo, next, tapSeat, onStep, readAndHideCard, throughNight, nominate, voteWith,
  closeAnnouncement,
} from "./nights-days-helpers.mjs";

/** What the screen shows, as it is (not the whole page). */
async function screenShot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** No Screen Wake Lock in this browser: the app says the screen may go to sleep, above the bar. */
async function withoutWakeLock(app) {
  await app.context.addInitScript(() => {
    delete Navigator.prototype.wakeLock;
  });
}

/** Where an element is and whether a finger on its middle reaches it (nothing over it). */
async function box(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 10));
    return { ...r.toJSON(), reached: !!hit && el.contains(hit) };
  }, selector);
}

/** `r` is wholly inside the screen and inside the step's panel as it shows. */
async function inView(page, selector, where) {
  const r = await box(page, selector);
  assert.ok(r, `${where}: ${selector} is on the page`);
  const v = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  const dock = await box(page, '[data-testid="board-dock"]');
  assert.ok(r.top >= dock.top - 0.5 && r.bottom <= dock.bottom + 0.5, `${where}: ${selector} at ${r.top}–${r.bottom} is outside the panel ${dock.top}–${dock.bottom}`);
  assert.ok(r.top >= 0 && r.bottom <= v.height + 0.5 && r.left >= 0 && r.right <= v.width + 0.5, `${where}: ${selector} is off the screen`);
  assert.ok(r.reached, `${where}: ${selector} is covered by something else`);
}

const CAST = [
  ["Alex", "imp"], ["Sarah", "poisoner"], ["Julian", "washerwoman"], ["Amy", "empath"],
  ["Evin", "monk"], ["Lewis", "soldier"], ["Douglas", "mayor"],
];

for (const phone of ["medium", "small"]) {
  test(`a poisoned Empath's step at ${phone === "medium" ? "390×844" : "360×740"} with the screen-awake warning: heading, notice, cover, false answer given, cards`, async () => {
    const app = await start({ phone });
    const { page, errors } = app;
    try {
      await withoutWakeLock(app);
      await startCast(page, app.url, CAST);
      await page.waitForSelector('[data-testid="wake-lock-failed"]');

      // The cover button: on screen, clear of the game bar, and a tap there reaches it.
      const cover = await box(page, '[data-testid="cover"]');
      const bar = await box(page, "header.bar");
      assert.ok(cover.top >= bar.bottom - 0.5, `the cover button (${cover.top}–${cover.bottom}) is under the game bar (${bar.top}–${bar.bottom})`);
      assert.ok(cover.reached, "a tap on the cover button reaches it");
      assert.ok(cover.width >= 44 && cover.height >= 44);

      // The Poisoner poisons Amy.
      await stepTo(page, /^Poisoner · Sarah$/);
      await tapSeat(page, "Amy");
      await page.click('[data-testid="record-choice"]');
      await page.waitForSelector('[data-testid="step-done"]');

      // The Washerwoman's card: its lines read at arm's length (32 px at least).
      await stepTo(page, /^Washerwoman · Julian$/);
      await page.click('[data-testid="give-info"]');
      await page.waitForSelector('[data-testid="info-card"]');
      const sizes = await page.$$eval(
        '[data-testid="card-character"], [data-testid="card-player"], [data-testid="card-big"]',
        (els) => els.map((e) => ({ text: e.textContent, px: parseFloat(getComputedStyle(e).fontSize) })),
      );
      assert.ok(sizes.length >= 2, `the card has lines: ${JSON.stringify(sizes)}`);
      for (const s of sizes) assert.ok(s.px >= 32, `“${s.text}” is ${s.px} px on the card`);
      await screenShot(page, `table-card-${phone}`);
      await readAndHideCard(page);

      // Amy's step: poisoned, the answer shows; the heading and its "Drunk or poisoned" are
      // still in view (the notice under them says what it means).
      await stepTo(page, /^Empath · Amy$/);
      await page.waitForSelector('[data-testid="answer"]');
      await page.waitForTimeout(200);
      assert.match(await page.textContent('[data-testid="impaired"]'), /^Drunk or poisoned: you may give false information/);
      assert.equal((await page.textContent('[data-testid="impaired-badge"]')).trim(), "Drunk or poisoned");
      await inView(page, '[data-testid="night-step-title"]', "the answer showing");
      await inView(page, '[data-testid="impaired-badge"]', "the answer showing");
      await inView(page, '[data-testid="answer-option"]', "the answer showing");
      await inView(page, '[data-testid="give-info"]', "the answer showing");
      await screenShot(page, `table-poisoned-empath-${phone}`);
      // Scrolled to the foot of the step's panel (its list of steps, under the answer): still
      // in view, though the panel's own top has left the screen. (Further down, past the
      // panel, come the board's actions, the bag and "A Traveller joins": the panel, its
      // heading with it, then scrolls away.)
      const scrolled = await page.$eval('[data-testid="board-dock"]', (d) => {
        const panel = d.querySelector('[data-testid="night-panel"]');
        d.scrollTop += panel.getBoundingClientRect().bottom - (d.getBoundingClientRect().top + d.clientTop + d.clientHeight);
        return { panelTop: panel.getBoundingClientRect().top, dockTop: d.getBoundingClientRect().top };
      });
      await page.waitForTimeout(100);
      assert.ok(scrolled.panelTop < scrolled.dockTop - 100, `the panel scrolled: ${JSON.stringify(scrolled)}`);
      await inView(page, "details.night-list > summary", "scrolled down");
      await inView(page, '[data-testid="night-step-title"]', "scrolled down");
      await inView(page, '[data-testid="impaired-badge"]', "scrolled down");

      // The false answer is given: the step then shows it as given, and false.
      const options = await page.$$eval('[data-testid="answer-option"]', (els) => els.map((e) => e.textContent));
      const falseAt = options.findIndex((o) => /False/.test(o));
      const trueAt = options.findIndex((o) => /^True/.test(o));
      assert.ok(falseAt >= 0 && trueAt >= 0, `true and false offered: ${options}`);
      const falseValue = options[falseAt].replace(/^False \(suggested\)/, "").trim();
      const trueValue = options[trueAt].replace(/^True/, "").trim();
      assert.notEqual(falseValue, trueValue);
      await page.locator('[data-testid="answer-option"]').nth(falseAt).click();
      await page.click('[data-testid="give-info"]');
      await page.waitForSelector('[data-testid="card-big"]');
      assert.equal((await page.textContent('[data-testid="card-big"]')).trim(), falseValue, "the card shows the false answer");
      await readAndHideCard(page);
      // What the step shows: the answer given, and that it was false, in view with the actions;
      // the answer given picked; "Show again", and no "Give and show" for the same answer.
      const afterGiving = async (where) => {
        await page.waitForSelector('[data-testid="answer-given"]');
        assert.equal((await page.textContent('[data-testid="answer-given"]')).trim(), `Given: ${falseValue} (false).`, where);
        const checked = await page.textContent('[data-testid="answer-option"][aria-checked="true"]');
        assert.match(checked, /False/, `${where}: the answer given is the one picked: ${checked}`);
        assert.equal(await page.locator('[data-testid="give-info"]').count(), 0, `${where}: the true answer is not offered again`);
        await inView(page, '[data-testid="answer-given"]', where);
        await inView(page, '[data-testid="show-again"]', where);
        await inView(page, '[data-testid="night-step-title"]', where);
        await inView(page, '[data-testid="impaired-badge"]', where);
      };
      await afterGiving("after the answer");
      // On to the next step and back: the step still shows what was given, not the true answer.
      await next(page);
      await page.click('[data-testid="night-prev"]');
      await onStep(page, /^Empath · Amy$/);
      await page.waitForSelector('[data-testid="answer"]');
      await afterGiving("back on the step");
      await screenShot(page, `table-false-answer-given-${phone}`);
      // Another answer picked: it may be given instead.
      await page.locator('[data-testid="answer-option"]').nth(trueAt).click();
      assert.equal((await page.textContent('[data-testid="give-info"]')).trim(), `Give and show: ${trueValue}`);
      assert.deepEqual(errors, []);
    } finally {
      await app.stop();
    }
  });
}

/** A script of official characters only, and no Traveller. */
const NO_TRAVELLERS = [
  { id: "_meta", name: "Sans voyageurs", author: "Zoé" },
  "washerwoman", "librarian", "investigator", "chef", "empath", "fortune_teller", "monk",
  "butler", "saint", "poisoner", "spy", "imp",
];
const SEVEN = [
  ["Ada", "washerwoman"], ["Bruno", "chef"], ["Clara", "empath"], ["Dario", "monk"],
  ["Elsa", "saint"], ["Felix", "poisoner"], ["Greta", "imp"],
];
const BASE_TRAVELLERS = [
  "thief", "bureaucrat", "gunslinger", "beggar", "scapegoat", "matron", "judge", "apprentice",
  "bishop", "voudon", "barista", "harlot", "butcher", "bonecollector", "deviant",
];

test("a Traveller joins from the board on a script with none, then is exiled and leaves, named", async () => {
  const app = await start({ phone: "medium" });
  const { page, errors } = app;
  try {
    await openApp(page, app.url, 5);
    await seatPlayers(page, SEVEN.map(([n]) => n));
    await page.click('[data-testid="script-import"] summary');
    await page.fill('[data-testid="script-json"]', JSON.stringify(NO_TRAVELLERS));
    await page.click('[data-testid="use-script"]');
    await page.waitForSelector('[data-testid="script-summary"]');
    await page.click('[data-testid="next-characters"]');
    for (const [i, [, id]] of SEVEN.entries()) {
      await page.locator('[data-testid="pick-row"] [data-testid="pick-character"]').nth(i).selectOption(id);
    }
    await page.click('[data-testid="accept-characters"]');
    await page.waitForSelector('[data-testid="bluffs"]');
    await page.click('[data-testid="keep-bluffs"]');
    await page.click('[data-testid="pass-bag"]');
    for (let i = 0; i < SEVEN.length; i++) {
      await page.locator('[data-testid="bag-name"]').nth(i).click();
      await page.click('[data-testid="bag-confirm"]');
      await page.click('[data-testid="bag-hide"]');
    }
    await leaveBag(page);
    await page.waitForSelector('[data-testid="night-panel"]');
    await throughNight(page);

    // "A Traveller joins" is on the board itself, with a label over each field.
    const join = page.locator('[data-testid="traveller-join"]');
    assert.equal(await join.count(), 1, "a Traveller joins: on the board");
    // Closed, its form is not built (the board builds and repaints without it); opened, it is.
    assert.equal(await join.locator("input, select, button").count(), 0, "the closed form is not built");
    await join.locator("summary").click();
    await page.waitForSelector('[data-testid="traveller-name"]');
    const fields = await page.$$eval('[data-testid="traveller-join"] input, [data-testid="traveller-join"] select', (els) =>
      els.map((e) => ({ id: e.dataset.testid, label: [...(e.labels || [])].map((l) => l.textContent.trim()).join(" ") })),
    );
    assert.equal(fields.length, 3, JSON.stringify(fields));
    for (const f of fields) assert.ok(f.label.length > 0, `${f.id} has a label on screen`);
    const offered = await page.$$eval('[data-testid="traveller-character"] option', (os) => os.map((o) => o.value).filter(Boolean));
    for (const id of BASE_TRAVELLERS) assert.ok(offered.includes(id), `${id} offered: ${offered}`);
    assert.ok(!offered.includes("imp"), "only Travellers");
    await page.fill('[data-testid="traveller-name"]', "Zoé");
    await page.selectOption('[data-testid="traveller-after"]', { label: "Clara" });
    await page.selectOption('[data-testid="traveller-character"]', "barista");
    await page.click('[data-testid="traveller-evil"]');
    await screenShot(page, "table-traveller-joins");
    await page.click('[data-testid="traveller-add"]');
    const names = await page.$$eval('[data-testid="seat"] button', (bs) => bs.map((b) => b.getAttribute("aria-label").split(",")[0]));
    assert.deepEqual(names.slice(2, 5), ["Clara", "Zoé", "Dario"], `Zoé sits after Clara: ${names}`);
    await openSeat(page, "Zoé");
    assert.match(await page.textContent('[data-testid="seat-sheet"]'), /Barista/);
    assert.equal(await page.getAttribute('[data-testid="align-evil"]', "aria-pressed"), "true");
    // Her sheet: the seat's changes are named as such, each field labelled; any Traveller.
    assert.match(await page.textContent('[data-testid="seat-control"] summary'), /rename, move/);
    await page.click('[data-testid="seat-control"] summary');
    for (const id of ["rename-input", "newcomer-name"]) {
      const label = await page.$eval(`[data-testid="${id}"]`, (e) => [...(e.labels || [])].map((l) => l.textContent.trim()).join(" "));
      assert.ok(label.length > 0, `${id} has a label on screen`);
    }
    const anyTraveller = await page.$$eval('[data-testid="change-character"] option', (os) => os.map((o) => o.value));
    for (const id of BASE_TRAVELLERS) assert.ok(anyTraveller.includes(id), `${id} on her sheet`);
    await closeSheet(page);

    // Exiled, she leaves the game alive: the day's nominations still name her.
    await nominate(page, "Clara", "Zoé");
    await voteWith(page, ["Ada", "Bruno", "Clara", "Dario", "Elsa"]);
    await page.waitForSelector('[data-testid="pending"]');
    await page.locator('[data-testid="pending-choice"]').nth(1).click();
    await closeAnnouncement(page).catch(() => {});
    await page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="seat"]')].some((s) => s.textContent.includes("Zoé")));
    const done = await page.$$eval('[data-testid="today-votes"] [data-testid="vote-row"]', (els) => els.map((e) => e.textContent));
    assert.ok(done.some((d) => /Clara → Zoé \(exile\)/.test(d) && /exiled/.test(d)), `the nomination names her: ${done}`);
    assert.ok(!done.some((d) => /#\d/.test(d)), `no id for her: ${done}`);
    // The history says what was decided, not "Decision 0".
    await page.click('[data-testid="history"]');
    const history = await page.textContent("main");
    assert.ok(!/Decision \d/.test(history), "no decision number in the history");
    assert.match(history, /Zoé leaves the circle/);
    assert.ok(!/#\d/.test(history), "no player id in the history");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenShot(page, "table-history");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("the Cerenovus is offered good characters only", async () => {
  const app = await start({ phone: "medium" });
  const { page, errors } = app;
  try {
    await startCast(page, app.url, [
      ["Ada", "vortox"], ["Bruno", "cerenovus"], ["Clara", "clockmaker"], ["Dario", "dreamer"],
      ["Elsa", "oracle"], ["Felix", "savant"], ["Greta", "mutant"],
    ], 5, "snv");
    await stepTo(page, /^Cerenovus · Bruno$/);
    await tapSeat(page, "Clara");
    const offered = await page.$$eval('[data-testid="guess-character"] option', (os) => os.map((o) => o.value).filter(Boolean));
    assert.ok(offered.includes("sage") && offered.includes("mutant"), `good characters: ${offered}`);
    for (const evil of ["vortox", "nodashii", "fanggu", "vigormortis", "witch", "cerenovus", "pithag", "eviltwin"]) {
      assert.ok(!offered.includes(evil), `${evil} offered to the Cerenovus`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("the seed's label follows Draw again; the date and the language read as the locale says", async () => {
  const app = await start({ phone: "medium" });
  const { page, errors } = app;
  try {
    await openApp(page, app.url, 5);
    await seatPlayers(page, SEVEN.map(([n]) => n));
    await page.click('[data-testid="next-characters"]');
    await page.click('[data-testid="random-draw"]');
    const first = (await page.textContent('[data-testid="seed"]')).trim();
    const cast = await page.$$eval('[data-testid="pick-row"] [data-testid="pick-character"]', (s) => s.map((e) => e.value).join());
    await page.click('[data-testid="random-draw"]');
    await page.waitForFunction((c) => [...document.querySelectorAll('[data-testid="pick-row"] [data-testid="pick-character"]')].map((e) => e.value).join() !== c, cast);
    const second = (await page.textContent('[data-testid="seed"]')).trim();
    assert.notEqual(second, first, `the label changes with the draw: ${first} / ${second}`);
    assert.equal(first, "Seed 5 · draw 1");
    assert.equal(second, "Seed 5 · draw 2");

    // Home: the game's date as en-GB writes it (the phone's locale), not the US way.
    await page.click('[data-testid="home"]');
    await page.click('[data-testid="leave-confirm"]').catch(() => {});
    await page.waitForSelector('[data-testid="saved-game"]');
    const line = await page.textContent('[data-testid="saved-game"]');
    const today = await page.evaluate(() => new Date().toLocaleDateString("en-GB"));
    assert.ok(line.includes(today), `“${line}” has ${today}`);

    // In French: the language line, with the space French puts before a colon; the seed.
    await page.click('[data-testid="lang-switch"]');
    assert.equal((await page.textContent('[data-testid="lang-current"]')).trim(), "Langue : Français");
    const fr = await page.textContent('[data-testid="saved-game"]');
    const aujourdhui = await page.evaluate(() => new Date().toLocaleDateString("fr-FR"));
    assert.ok(fr.includes(aujourdhui), `“${fr}” has ${aujourdhui}`);
    await page.click('[data-testid="open-game"]');
    await page.waitForSelector('[data-testid="seed"]');
    const graine = (await page.textContent('[data-testid="seed"]')).trim();
    assert.ok(!/Graine/.test(graine), graine);
    assert.equal(graine, "Code du tirage : 5 · tirage n° 2");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
