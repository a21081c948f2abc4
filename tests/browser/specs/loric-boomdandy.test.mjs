// Two screens that only engine tests covered:
// - the Loric at 390 px: the Bootlegger's house rule written on the Fabled panel and said on
//   the day panel, the God of Ug's hat put on a player from their seat and their raised hand
//   counting two in the vote walk;
// - the Boomdandy executed at 360 px with fifteen players: the three survivors are picked by
//   tapping players (not one button per trio: 364 of them), the button then names them, every
//   other player dies, and the player most pointed at is a button of three.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { openSeat, closeSheet, storedGame } from "./grimoire-helpers.mjs";
import { startCast, throughNight, nominate, voteWith, raiseAt, closeVote, readAnnouncement } from "./nights-days-helpers.mjs";

async function deadNames(page) {
  return page.$$eval('[data-testid="seat"].seat--dead .seat__name', (els) => els.map((e) => e.textContent.trim()));
}

test("the Bootlegger's rule is said each day and the Ug hat's wearer votes twice, at 390 px", async () => {
  const app = await start({ phone: "medium" });
  const { page, errors } = app;
  try {
    const cast = [
      ["Ada", "chef"], ["Bruno", "empath"], ["Clara", "washerwoman"], ["Dario", "soldier"],
      ["Elsa", "poisoner"], ["Felix", "imp"], ["Greta", "saint"],
    ];
    await startCast(page, app.url, cast, 5, "tb", async (p) => {
      await p.click('[data-testid="fabled-adder"] summary');
      for (const id of ["bootlegger", "godofug"]) {
        await p.selectOption('[data-testid="fabled-select"]', id);
        await p.click('[data-testid="fabled-add"]');
      }
      await p.waitForSelector('[data-testid="fabled-item"]:has-text("Bootlegger")');
      await p.waitForSelector('[data-testid="fabled-item"]:has-text("God of Ug")');
    });
    await throughNight(page);

    // The Bootlegger's house rule, in the Storyteller's words, then on the day panel.
    const rule = "A dead player may whisper once";
    assert.equal(await page.locator('[data-testid="fabled-words"]').count(), 1, "one words field: the Bootlegger's");
    await page.fill('[data-testid="fabled-words"]', rule);
    await page.click('[data-testid="fabled-record"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="fabled-words"]')?.value === "");
    const notes = await page.$$eval('[data-testid="fabled-note"]', (els) => els.map((e) => e.textContent));
    assert.ok(notes.some((n) => n.includes(rule)), `the rule is said: ${JSON.stringify(notes)}`);
    assert.ok(notes.some((n) => /God of Ug/.test(n) && /twice/.test(n)), `the hat's rule is said: ${JSON.stringify(notes)}`);

    // The hat on Bruno, from his seat.
    await openSeat(page, "Bruno");
    const hat = page.locator('[data-testid="storyteller-mark"]', { hasText: "Ug" });
    assert.equal(await hat.count(), 1, "Bruno's seat offers the hat");
    assert.match(await hat.textContent(), /Bruno wears the Ug hat/);
    await hat.click();
    await closeSheet(page);
    const log = (await storedGame(page)).stored.game.log;
    assert.deepEqual(
      log.filter((c) => c.type === "act" && c.character === "godofug").map((c) => c.targets),
      [[1]],
    );

    // Greta nominates Dario; Bruno's hand counts two in the walk.
    await nominate(page, "Greta", "Dario");
    await page.waitForSelector('[data-testid="vote"]');
    const weights = await page.$$eval('[data-testid="walk-row"]', (rows) =>
      rows.map((r) => [r.textContent.includes("Bruno"), r.querySelector('[data-testid="walk-weight"]')?.textContent ?? ""]),
    );
    assert.deepEqual(weights.filter(([, w]) => w).map(([bruno, w]) => [bruno, w.trim()]), [[true, "×2"]], "only Bruno's row says ×2");
    await raiseAt(page, "Bruno");
    assert.equal((await page.textContent('[data-testid="vote-count"]')).trim(), "2");
    await shot(page, "loric-hat-vote-390");
    await closeVote(page);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("the Boomdandy's three survivors are picked by tapping players, at 360 px", async () => {
  const app = await start({ phone: "small" });
  const { page, errors } = app;
  try {
    const names = ["Ada", "Bruno", "Clara", "Dario", "Elsa", "Felix", "Greta", "Hugo", "Iris", "Jules", "Karl", "Lea", "Mia", "Noe", "Otto"];
    const characters = [
      "chef", "boomdandy", "empath", "washerwoman", "librarian", "imp", "investigator", "soldier",
      "monk", "ravenkeeper", "undertaker", "poisoner", "spy", "butler", "saint",
    ];
    const script = [
      { id: "_meta", name: "Boum", author: "Grimoire" },
      "chef", "empath", "washerwoman", "librarian", "investigator", "soldier", "monk", "ravenkeeper",
      "undertaker", "butler", "saint", "poisoner", "spy", "boomdandy", "imp",
    ];
    await startCast(page, app.url, names.map((n, i) => [n, characters[i]]), 5, script);
    await throughNight(page);

    // Bruno, the Boomdandy, executed.
    await nominate(page, "Ada", "Bruno");
    await voteWith(page, ["Ada", "Clara", "Dario", "Elsa", "Felix", "Greta", "Hugo", "Iris"]);
    await page.click('[data-testid="execute-block"]');
    await page.waitForSelector('[data-testid="pending"]');
    assert.match(await page.textContent('[data-testid="pending"] .pending__title'), /Boomdandy/);
    assert.match(await page.textContent('[data-testid="pending"]'), /Pick 3 players/);
    const chips = await page.$$eval('[data-testid="pending-player"]', (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(chips, names.filter((n) => n !== "Bruno"), "the fourteen living, once each");
    const confirm = page.locator('[data-testid="pending-choice"]');
    assert.equal(await confirm.count(), 1, "one button, not one per trio");
    assert.equal((await confirm.textContent()).trim(), "Pick 3 more");
    assert.equal(await confirm.isDisabled(), true);

    for (const n of ["Ada", "Felix", "Otto"]) {
      await page.locator('[data-testid="pending-player"]', { hasText: n }).click();
    }
    // A fourth tap is refused: three at most.
    await page.locator('[data-testid="pending-player"]', { hasText: "Clara" }).click();
    assert.equal(await page.locator('[data-testid="pending-player"][aria-pressed="true"]').count(), 3);
    const label = (await confirm.textContent()).trim();
    assert.match(label, /Boomdandy/);
    for (const n of ["Ada", "Felix", "Otto"]) assert.ok(label.includes(n), `${label} names ${n}`);
    assert.equal(await confirm.isDisabled(), false);
    await shot(page, "boomdandy-survivors-360");
    await confirm.click();

    // Every other player died, and the card to read out says who; then the one most pointed
    // at, a button for each survivor.
    const told = await readAnnouncement(page);
    for (const n of ["Clara", "Dario", "Noe"]) assert.ok(told.includes(n), `the card names ${n}: ${told}`);
    for (const n of ["Ada", "Felix", "Otto"]) assert.ok(!told.includes(n), `the card does not name ${n}: ${told}`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="seat"].seat--dead').length === 12);
    assert.deepEqual((await deadNames(page)).sort(), names.filter((n) => !["Ada", "Felix", "Otto"].includes(n)).sort());
    await page.waitForSelector('[data-testid="pending-choice"]');
    assert.equal(await page.locator('[data-testid="pending-player"]').count(), 0);
    const pointed = await page.$$eval('[data-testid="pending-choice"]', (els) => els.map((e) => e.textContent));
    assert.equal(pointed.length, 3, JSON.stringify(pointed));
    const otto = pointed.findIndex((t) => t.includes("Otto"));
    await page.locator('[data-testid="pending-choice"]').nth(otto).click();
    assert.match(await readAnnouncement(page), /Otto/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="seat"].seat--dead').length === 13);
    assert.ok((await deadNames(page)).includes("Otto"));
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
