// The day's record (botc/vote_table.rs, botc/game_record.rs): on the day panel, today's votes as
// a table (who nominated whom, the count against the votes needed — half the living rounded
// up, 002 L343 — the outcome, who voted, a dead player's vote marked †); the game record
// reached from the day and from the victory: the players, each night (deaths, who was
// poisoned, the choices), each day's table, the winner; printed on A4, downloaded as text and
// HTML. At 360 px in English and 390 px in French.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { botcOffline, start, shot } from "../lib/harness.mjs";
import { openApp } from "./grimoire-helpers.mjs";
import { startCast, throughNight, nominate, voteWith, stepTo, tapSeat } from "./nights-days-helpers.mjs";

const CAST = [
  ["Alex", "imp"], ["Sarah", "poisoner"], ["Julian", "chef"], ["Amy", "empath"],
  ["Evin", "monk"], ["Lewis", "soldier"], ["Douglas", "mayor"],
];

/** The rows of the vote table inside `scope`: what each cell says. */
async function table(page, scope = '[data-testid="today-votes"]') {
  return page.$$eval(`${scope} [data-testid="vote-row"]`, (rows) =>
    rows.map((r) => {
      const cell = (id) => r.querySelector(`[data-testid="${id}"]`)?.textContent.trim() ?? null;
      return {
        nominator: cell("vote-nominator"),
        nominee: cell("vote-nominee"),
        count: cell("vote-count"),
        threshold: cell("vote-threshold"),
        outcome: cell("vote-outcome"),
        voters: cell("vote-voters"),
      };
    }),
  );
}

/** What a night or a day of the record says: its title, facts and lines. */
async function recordPhase(page, kind, number) {
  const sel = `[data-testid="record-${kind}"][data-number="${number}"]`;
  await page.waitForSelector(sel);
  return page.$eval(sel, (s) => ({
    title: s.querySelector("h3").textContent.trim(),
    facts: [...s.querySelectorAll('[data-testid="record-fact"]')].map((e) => e.textContent.trim()),
    lines: [...s.querySelectorAll('[data-testid="record-line"]')].map((e) => e.textContent.trim()),
  }));
}

/** A step of tonight's sheet where the waking player picks one player, recorded. */
async function choose(page, step, target) {
  await stepTo(page, step);
  await tapSeat(page, target);
  await page.click('[data-testid="record-choice"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="step-done"], [data-testid="step-result"]'));
}

/** The file a click downloads: its name and text. */
async function download(page, testid) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.click(`[data-testid="${testid}"]`)]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), "utf8") };
}

/** The record's page as printed on A4: the print style sheet, an A4-wide page, a screenshot and
 * a PDF (its page count). */
async function printed(page, name) {
  const viewport = page.viewportSize();
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 794, height: 1123 });
  const hidden = await page.evaluate(() =>
    [".bar", ".record__actions", '[data-testid="record-print"]']
      .filter((sel) => document.querySelector(sel).getClientRects().length > 0)
      .join(", "));
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await shot(page, name);
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize(viewport);
  return { hidden, background, pages: (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) || []).length };
}
async function withApp(phone, fn) {
  const app = await start({ phone });
  try {
    await fn(app.page, app);
    assert.deepEqual(app.errors, [], "no error in the page");
  } finally {
    await app.stop();
  }
}

test("360 px, English: today's votes, the record after the second day and at the victory, printed and downloaded", async () => {
  await withApp("small", async (page, app) => {
    await startCast(page, app.url, CAST);
    await throughNight(page);

    // Day 1, seven alive: 4 needed. The arm starts after the nominee, so Julian's voters are
    // counted from Amy on.
    await nominate(page, "Evin", "Julian");
    await voteWith(page, ["Alex", "Sarah", "Amy", "Evin"]);
    await nominate(page, "Amy", "Lewis");
    await voteWith(page, ["Alex", "Sarah"]);
    assert.equal(await page.textContent('[data-testid="today-votes"] h3'), "Today's votes");
    assert.deepEqual(await table(page), [
      { nominator: "Evin", nominee: "Julian", count: "4", threshold: "4", outcome: "about to die", voters: "Voted: Amy, Evin, Alex, Sarah" },
      { nominator: "Amy", nominee: "Lewis", count: "2", threshold: "4", outcome: "not enough", voters: "Voted: Alex, Sarah" },
    ]);
    const heads = await page.$$eval('[data-testid="today-votes"] th', (ths) => ths.map((t) => t.textContent));
    assert.deepEqual(heads, ["Nomination", "Votes / needed", "Result"]);
    // Compact at 360 px: the table fits the screen, nothing scrolls sideways.
    const widths = await page.evaluate(() => ({
      table: document.querySelector('[data-testid="vote-table"]').getBoundingClientRect().right,
      page: document.documentElement.scrollWidth,
    }));
    assert.ok(widths.table <= 360 && widths.page <= 360, `fits 360 px: ${JSON.stringify(widths)}`);
    await page.locator('[data-testid="today-votes"]').scrollIntoViewIfNeeded();
    await shot(page, "day-record-01-today-360");

    // Dusk executes Julian, about to die.
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');

    // Night 2: the Poisoner poisons Amy, the Imp kills Evin.
    await choose(page, /^Poisoner · Sarah$/, "Amy");
    // Mid-night, the record from the history: the night so far, then back to the night.
    await page.click('[data-testid="history"]');
    await page.click('[data-testid="history-record"]');
    const sofar = await recordPhase(page, "night", 2);
    assert.equal(sofar.title, "Night 2");
    assert.deepEqual(sofar.lines.length, 1, `night 2 so far: ${sofar.lines}`);
    assert.match(sofar.lines[0], /Sarah.*Amy/);
    assert.equal((await recordPhase(page, "day", 1)).title, "Day 1");
    await page.click('[data-testid="record-back"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    await choose(page, /^Imp · Alex$/, "Evin");
    const died = await throughNight(page);
    assert.ok(died.some((d) => d.includes("Evin")), `dawn: ${died}`);

    // Day 2, five alive: 3 needed. Julian, dead, votes with his vote token.
    await nominate(page, "Douglas", "Sarah");
    await voteWith(page, ["Julian", "Amy", "Lewis"]);
    assert.deepEqual(await table(page), [
      { nominator: "Douglas", nominee: "Sarah", count: "3", threshold: "3", outcome: "about to die", voters: "Voted: Julian†, Amy, Lewis" },
    ]);
    assert.match(await page.textContent('[data-testid="vote-legend"]'), /half the living players, rounded up.*† a dead player's vote/);

    // The record after the second day's first vote, from the day panel.
    await page.click('[data-testid="open-record"]');
    await page.waitForSelector('[data-testid="record"]');
    assert.equal(await page.textContent('[data-testid="record-winner"]'), "The game is not over.");
    assert.match(await page.textContent('[data-testid="record-secret"]'), /every secret/);
    const cast = await page.$$eval('[data-testid="record-cast-row"]', (rs) => rs.map((r) => r.textContent));
    assert.equal(cast.length, 7);
    assert.match(cast[0], /Alex.*Imp.*Evil.*alive/);
    assert.match(cast[2], /Julian.*Chef.*Good.*dead/);
    assert.deepEqual(await recordPhase(page, "night", 1), { title: "Night 1", facts: ["Nobody died."], lines: [] });
    const day1 = await recordPhase(page, "day", 1);
    assert.deepEqual(day1.facts, ["Executed: Julian.", "Died: Julian (execution)."]);
    assert.deepEqual(await table(page, '[data-testid="record-day"][data-number="1"]'), [
      { nominator: "Evin", nominee: "Julian", count: "4", threshold: "4", outcome: "executed", voters: "Voted: Amy, Evin, Alex, Sarah" },
      { nominator: "Amy", nominee: "Lewis", count: "2", threshold: "4", outcome: "not enough", voters: "Voted: Alex, Sarah" },
    ]);
    const night2 = await recordPhase(page, "night", 2);
    assert.deepEqual(night2.facts, ["Died: Evin (the Demon).", "Poisoned: Amy."]);
    assert.equal(night2.lines.length, 2, `night 2: ${night2.lines}`);
    assert.match(night2.lines[0], /Sarah.*Amy/);
    assert.match(night2.lines[1], /Alex.*Evin/);
    assert.deepEqual((await recordPhase(page, "day", 2)).facts, ["No execution yet.", "Nobody has died so far."]);
    assert.deepEqual((await table(page, '[data-testid="record-day"][data-number="2"]')).map((r) => r.outcome), ["about to die"]);
    assert.equal(await page.textContent('[data-testid="record-cast"] th:last-child'), "Now");
    assert.equal(await page.locator('[data-testid="vote-legend"]').count(), 1, "the legend once for every day");
    await shot(page, "day-record-02-record-day2-360");
    await page.click('[data-testid="record-back"]');
    await page.waitForSelector('[data-testid="day-panel"]');

    // A second vote beats Sarah's; Alex, the Imp, is executed; good wins.
    await nominate(page, "Lewis", "Alex");
    await voteWith(page, ["Amy", "Douglas", "Sarah", "Lewis"]);
    assert.deepEqual(await table(page), [
      { nominator: "Douglas", nominee: "Sarah", count: "3", threshold: "3", outcome: "about to die, until a later vote had more", voters: "Voted: Julian†, Amy, Lewis" },
      { nominator: "Lewis", nominee: "Alex", count: "4", threshold: "3", outcome: "about to die", voters: "Voted: Sarah, Amy, Lewis, Douglas" },
    ]);
    await page.click('[data-testid="execute-block"]');
    await page.click('[data-testid="confirm-win"]');
    await page.waitForSelector('[data-testid="victory"]');

    // The record from the victory: the winner and why, day 2's table with the execution.
    await page.click('[data-testid="open-record"]');
    await page.waitForSelector('[data-testid="record"]');
    assert.equal(await page.textContent('[data-testid="record-winner"]'), "Good wins. The Demon is dead.");
    assert.equal(await page.locator('[data-testid="record-secret"]').count(), 0, "no secret left to keep");
    const day2 = await recordPhase(page, "day", 2);
    assert.deepEqual(day2.facts, ["Executed: Alex.", "Died: Alex (execution)."]);
    assert.deepEqual((await table(page, '[data-testid="record-day"][data-number="2"]')).map((r) => [r.nominee, r.count, r.threshold, r.outcome]), [
      ["Sarah", "3", "3", "about to die, until a later vote had more"],
      ["Alex", "4", "3", "executed"],
    ]);
    assert.equal(await page.textContent('[data-testid="record-cast"] th:last-child'), "At the end");
    assert.equal(await page.locator('[data-testid="record-night"]').count(), 2);
    assert.equal(await page.locator('[data-testid="record-day"]').count(), 2);
    await shot(page, "day-record-03-record-victory-360");

    // The plain-text file says the same.
    const txt = await download(page, "record-download-text");
    assert.match(txt.name, /^grimoire-.*-record\.txt$/);
    assert.match(txt.text, /^Game record\n=+\n\nGood wins\. The Demon is dead\./);
    assert.match(txt.text, /Day 1\n-----\nExecuted: Julian\.\n/);
    assert.match(txt.text, /1\. Evin → Julian · 4 \/ 4 · executed\n {3}Voted: Amy, Evin, Alex, Sarah\n/);
    assert.match(txt.text, /1\. Douglas → Sarah · 3 \/ 3 · about to die, until a later vote had more\n {3}Voted: Julian†, Amy, Lewis\n/);
    assert.match(txt.text, /Night 2\n-------\nDied: Evin \(the Demon\)\.\nPoisoned: Amy\./);

    // Printed: no bar nor buttons, black on white, on A4 pages.
    const print = await printed(page, "day-record-04-print-a4");
    assert.equal(print.hidden, "", "the game bar and the buttons are not printed");
    assert.equal(print.background, "rgb(255, 255, 255)");
    assert.ok(print.pages >= 1 && print.pages <= 3, `${print.pages} A4 pages`);
  });
});

test("390 px, French: today's votes, the record at the victory (offline, after a reload), the HTML file", async () => {
  await withApp("medium", async (page, app) => {
    await openApp(page, app.url);
    await page.click('[data-testid="lang-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    await startCast(page, app.url, CAST);
    await throughNight(page);
    await botcOffline(page);
    // A reload for the service worker brings dawn's news back.
    if (await page.locator('[data-testid="dawn-done"]').count()) await page.click('[data-testid="dawn-done"]');

    // Jour 1, sept en vie : 4 requis.
    await nominate(page, "Evin", "Julian");
    await voteWith(page, ["Alex", "Sarah", "Amy", "Evin"]);
    await nominate(page, "Amy", "Lewis");
    await voteWith(page, ["Alex", "Sarah", "Douglas", "Julian"]);
    assert.equal(await page.textContent('[data-testid="today-votes"] h3'), "Votes du jour");
    const heads = await page.$$eval('[data-testid="today-votes"] th', (ths) => ths.map((t) => t.textContent));
    assert.deepEqual(heads, ["Nomination", "Votes / requis", "Résultat"]);
    assert.deepEqual(await table(page), [
      { nominator: "Evin", nominee: "Julian", count: "4", threshold: "4", outcome: "sur le point de mourir, jusqu'à une égalité", voters: "Ont voté : Amy, Evin, Alex, Sarah" },
      { nominator: "Amy", nominee: "Lewis", count: "4", threshold: "4", outcome: "égalité : personne sur le point de mourir", voters: "Ont voté : Douglas, Alex, Sarah, Julian" },
    ]);
    assert.equal(await page.locator('[data-testid="about-to-die"]').count(), 0, "the tie leaves nobody about to die");
    await page.locator('[data-testid="today-votes"]').scrollIntoViewIfNeeded();
    await shot(page, "day-record-05-today-390-fr");
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    await throughNight(page);

    // Jour 2 : l'Imp exécuté, le Bien gagne.
    await nominate(page, "Amy", "Alex");
    await voteWith(page, ["Sarah", "Amy", "Evin", "Lewis"]);
    await page.click('[data-testid="execute-block"]');
    await page.click('[data-testid="confirm-win"]');
    await page.waitForSelector('[data-testid="victory"]');
    await page.click('[data-testid="open-record"]');
    await page.waitForSelector('[data-testid="record"]');
    // Offline: the server gone, a reload comes back to the record.
    await app.stopServer();
    await page.reload();
    await page.waitForSelector('[data-testid="record"]', { timeout: 20000 });
    assert.equal(await page.textContent('[data-testid="record-title"]'), "Compte rendu de la partie");
    assert.equal(await page.textContent('[data-testid="record-winner"]'), "Le Bien gagne. Le Démon est mort.");
    const day1 = await recordPhase(page, "day", 1);
    assert.equal(day1.title, "Jour 1");
    assert.deepEqual(day1.facts, ["Pas d'exécution.", "Aucun décès."]);
    assert.deepEqual((await table(page, '[data-testid="record-day"][data-number="1"]')).map((r) => r.outcome), [
      "sur le point de mourir, jusqu'à une égalité",
      "égalité : personne sur le point de mourir",
    ]);
    const day2 = await recordPhase(page, "day", 2);
    assert.deepEqual(day2.facts, ["Exécution : Alex.", "Décès : Alex (exécution)."]);
    assert.deepEqual(await table(page, '[data-testid="record-day"][data-number="2"]'), [
      { nominator: "Amy", nominee: "Alex", count: "4", threshold: "4", outcome: "exécution", voters: "Ont voté : Sarah, Amy, Evin, Lewis" },
    ]);
    assert.equal((await recordPhase(page, "night", 1)).title, "Nuit 1");
    const cast = await page.$$eval('[data-testid="record-cast-row"]', (rs) => rs.map((r) => r.textContent));
    assert.match(cast[0], /Alex.*Imp.*Mal.*mort/);
    await shot(page, "day-record-06-record-390-fr");

    const html = await download(page, "record-download-html");
    assert.match(html.name, /^grimoire-.*-record\.html$/);
    assert.match(html.text, /^<!DOCTYPE html>\n<html lang="fr">/);
    assert.match(html.text, /<h1>Compte rendu de la partie<\/h1>/);
    assert.match(html.text, /<td>Amy → Alex<\/td><td class="n">4 \/ 4<\/td><td>exécution<\/td>/);
    assert.ok(!/<script/i.test(html.text), "no script in the file");
  });
});
