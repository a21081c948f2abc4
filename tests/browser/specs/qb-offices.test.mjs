// Quinte-bourg's offices on the game master's phone (360 px), from prepared games opened by
// their game link: a dead Senator who is the first ghost becomes the Chief and leaves the Senate
// (004 L139, L148); the Scrutineer in office names the successor before the morning rotation
// (TABLE.md §3); the camera is asked for only when someone holds it today, and the Prosecutor is
// offered the investigation only with a camera deputy in play (L155–156); a vacant optional office
// goes to those who apply (L167); a marriage names the priest who celebrates it (L168–169).
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { assertNoSideScroll, toVillage } from "./qb-helpers.mjs";
import { preparedLog, gameLink } from "./qb-day-helpers.mjs";

// Seats of the prepared game: Ana 0 (Alpha), Bob 1 (Seth), Cid 2 President, Dee 3 Senator,
// Eli 4 Scrutineer, Fay 5 Prosecutor, Gus 6 Notary, Hal 7 Priest, Ivy 8 Executioner, Jo 9 (Black).
const text = async (page, sel) => (await page.textContent(sel)).trim();
const chip = (testid, id) => `[data-testid="${testid}"][data-id="${id}"]`;
const row = (office) => `[data-testid="qb-office-row"][data-office="${office}"]`;
const holder = (page, office) => text(page, `${row(office)} [data-testid="qb-office-holder"]`);

/** The prepared game with `more` offices in play, night 2 killing `victim` (who chooses
 * `choice`), and its end: the morning of day 2 (a Tuesday). */
function nightTwo(more, victim, choice) {
  const log = preparedLog(undefined, [
    { type: "end_day" },
    { type: "huddle", votes: [0, 1, 9].map((voter) => ({ voter, house: victim })) },
    { type: "attack", victims: [victim] },
    { type: "death_choice", player: victim, choice },
    { type: "end_night" },
  ]);
  log[0].setup.offices.push(...more);
  return gameLink({ seed: 7, name: "Offices" }, log);
}

async function open(page, base, link) {
  await page.goto(`${base}quintebourg.html#${link}`);
  await page.waitForSelector('[data-testid="link-preview"]');
  await page.click('[data-testid="link-add"]');
  await page.waitForSelector('[data-testid="qb-morning"]');
}

test("the first ghost leaves the Senate, the Scrutineer in office names before the rotation, the camera of the day", async () => {
  const app = await start({ phone: "small" });
  const { page, url, errors } = app;
  try {
    const base = url.endsWith("/") ? url : `${url}/`;
    // Only the odd-day camera is in play (Jo): on Tuesday nobody reports a camera.
    await open(page, base, nightTwo([{ office: "camera_odd", holder: 9 }], 3, "ghost"));
    assert.match(await text(page, '[data-testid="qb-morning-died"]'), /Dee/);
    // Dee, the first ghost, is the Chief and has left the Senate; Ana, the Scrutineer in office
    // (the post turned from Eli to her on Monday morning, L147), names the new Senator first,
    // then the office turns.
    assert.match(await text(page, '[data-testid="qb-scrutineer"]'), /^Ana names the successors first; then the Scrutineer's office goes to Bob\.$/);
    const senate = '[data-testid="qb-vacancy"][data-office="Senator"]';
    await page.waitForSelector(senate);
    const names = await page.$$eval(`${senate} [data-testid="qb-appoint-to"]`, (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(names, ["Bob", "Eli"], "Ana does not name herself; Dee is gone");
    assert.equal(await page.locator('[data-testid="qb-morning-camera"]').count(), 0, "nobody holds Tuesday's camera");
    await shot(page, "qb-offices-morning-waits");
    await assertNoSideScroll(page, "the morning");
    await page.click(`${senate} ${chip("qb-appoint-to", 4)}`);
    await page.click(`${senate} [data-testid="qb-appoint"]`);
    await page.waitForSelector(senate, { state: "detached" });
    // The successor named, the office turns once: Bob, the next living player with no office.
    assert.equal(await text(page, '[data-testid="qb-scrutineer"]'), "The Scrutineer is now Bob.");
    const lines = await text(page, '[data-testid="qb-morning-offices"]');
    assert.match(lines, /Eli/);
    await shot(page, "qb-offices-morning-named");

    // The board and the offices screen agree: nobody holds two offices.
    await toVillage(page);
    const meta = await page.locator('[data-testid="qb-seat-meta"]').nth(3).textContent();
    assert.match(meta, /Chief of the ghost militia/);
    assert.doesNotMatch(meta, /Senator/);
    await page.click('[data-testid="qb-tab-offices"]');
    await page.waitForSelector('[data-testid="qb-offices-panel"]');
    assert.equal(await holder(page, "MilitiaChief"), "Dee");
    assert.equal(await holder(page, "Senator"), "Eli");
    assert.equal(await holder(page, "Scrutineer"), "Bob");
    assert.match(await text(page, '[data-testid="qb-next-scrutineer"]'), /^Tomorrow morning the Scrutineer's office goes to /);
    await shot(page, "qb-offices-panel");
    await assertNoSideScroll(page, "offices");

    // With a camera deputy in play, the Prosecutor may pay for the investigation.
    await page.click('[data-testid="qb-invoke-open"]');
    await page.click(chip("qb-invoker", 5));
    const powers = await page.$$eval('[data-testid="qb-power"]', (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(powers, ["The investigation"]);
    await page.click('[data-testid="qb-invoke-close"]');
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("no deputy, no investigation; a vacant optional office goes to the applicant; the marriage's priest", async () => {
  const app = await start({ phone: "small" });
  const { page, url, errors } = app;
  try {
    const base = url.endsWith("/") ? url : `${url}/`;
    // Jo is the forcing priest beside Hal the Capitalist one; Ivy the Executioner dies.
    await open(page, base, nightTwo([{ office: "forcing_priest", holder: 9 }], 8, "spirit"));
    // No deputy in play: the Prosecutor reports the camera.
    assert.equal(await text(page, '[data-testid="qb-camera-by"]'), "Ask Fay where the camera was placed.");
    // The Executioner's office is not the Scrutineer's to fill.
    assert.equal(await page.locator('[data-testid="qb-vacancy"]').count(), 0);
    // The post turned from Eli to Ana on Monday morning, and from Ana to Bob this morning (L147).
    assert.equal(await text(page, '[data-testid="qb-scrutineer"]'), "The Scrutineer is now Bob.");
    await toVillage(page);
    await page.click('[data-testid="qb-tab-offices"]');
    await page.waitForSelector('[data-testid="qb-offices-panel"]');
    assert.equal(await holder(page, "Executioner"), "Vacant");
    assert.equal(await text(page, `${row("Executioner")} [data-testid="qb-office-how"]`), "Vacant: players without an office may apply.");
    assert.equal(await page.locator(`${row("Executioner")} [data-testid="qb-appoint"]`).count(), 0, "nobody is named without applying");
    // Eli (no office since the post left him on Monday) applies; nobody else does: the office is his.
    await page.selectOption('[data-testid="qb-apply-player"]', "4");
    await page.selectOption('[data-testid="qb-apply-office"]', "0");
    await page.click('[data-testid="qb-apply-send"]');
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent.startsWith("One applicant"), `${row("Executioner")} [data-testid="qb-office-how"]`);
    const offered = await page.$$eval(`${row("Executioner")} [data-testid="qb-appoint"]`, (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(offered, ["Eli ✋"]);
    await shot(page, "qb-offices-applicant");
    await page.click(`${row("Executioner")} [data-testid="qb-appoint"]`);
    await page.waitForFunction((sel) => document.querySelector(sel).textContent === "Eli", `${row("Executioner")} [data-testid="qb-office-holder"]`);

    // Without a deputy the Prosecutor has no investigation (and Fay no other power).
    await page.click('[data-testid="qb-invoke-open"]');
    assert.equal(await page.locator(chip("qb-invoker", 5)).count(), 0);
    await page.click('[data-testid="qb-invoke-close"]');

    // A marriage with two priests in office: the couple goes to Jo, who receives the fee.
    await page.click('[data-testid="qb-tab-board"]');
    await page.click('[data-testid="qb-action-marry"]');
    await page.selectOption('[data-testid="qb-marry-a"]', "0");
    await page.selectOption('[data-testid="qb-marry-b"]', "1");
    const priests = await page.$$eval('[data-testid="qb-marry-priest"]', (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(priests, ["Hal", "Jo"]);
    await page.click('[data-testid="qb-marry-priest"]:has-text("Jo")');
    await page.locator('[data-testid="qb-marry-fee"]').nth(1).click();
    await shot(page, "qb-offices-marriage");
    await assertNoSideScroll(page, "marriage");
    await page.click('[data-testid="qb-marry-send"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="qb-seat-meta"]').textContent.includes("married to Bob"));
    assert.equal(await page.locator('[data-testid="qb-seat-coins"]').nth(9).textContent(), "2 ◉", "Jo has the fee");
    assert.equal(await page.locator('[data-testid="qb-seat-coins"]').nth(7).textContent(), "1 ◉", "Hal has none of it");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
