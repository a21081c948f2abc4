// Bad Moon Rising abilities the Storyteller records from a seat's sheet, offered from the
// characters' definitions: the Tinker's death at any time, the Gossip's public statement, the
// dead Moonchild's public choice; then the night that follows: the Gossip's step (the
// Storyteller's alone) and the Moonchild's, each killing through the kill path, announced at
// dawn.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { openSeat, closeSheet, storedGame } from "./grimoire-helpers.mjs";
import { startCast, stepTo, next, tapSeat, throughNight, closeAnnouncement } from "./nights-days-helpers.mjs";

// Eight players: 4 Townsfolk, 2 Outsiders (the Godfather's +1), 1 Minion, 1 Demon.
const CAST = [
  ["Anna", "po"],
  ["Ben", "godfather"],
  ["Cleo", "tinker"],
  ["Dan", "gossip"],
  ["Eve", "moonchild"],
  ["Finn", "sailor"],
  ["Gus", "chambermaid"],
  ["Hana", "grandmother"],
];

async function isDead(page, name) {
  const cls = await page.locator('[data-testid="seat"]', { hasText: name }).first().getAttribute("class");
  return cls.includes("seat--dead");
}

async function lastCommand(page) {
  return (await storedGame(page)).stored.game.log.at(-1);
}

test("the Tinker, the Gossip and the Moonchild from the seat sheet, and their night", async () => {
  const app = await start();
  const { page, errors } = app;
  try {
    await startCast(page, app.url, CAST, 3, "bmr");
    await throughNight(page);

    // The Tinker dies when the Storyteller says so.
    await openSeat(page, "Cleo");
    await page.waitForSelector('[data-testid="dies-now"]');
    await shot(page, "bmr-day-01-tinker-sheet");
    await page.click('[data-testid="dies-now"]');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="seat"]')].some((s) => s.textContent.includes("Cleo") && s.className.includes("seat--dead")),
    );
    await closeSheet(page);
    assert.ok(await isDead(page, "Cleo"));
    assert.deepEqual((({ type, character, targets }) => ({ type, character, targets }))(await lastCommand(page)), {
      type: "act",
      character: "tinker",
      targets: [2],
    });

    // The Gossip's statement, in her words.
    await openSeat(page, "Dan");
    await page.fill('[data-testid="statement-text"]', "Hana is the Grandmother");
    await page.click('[data-testid="record-statement"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="statement-text"]')?.value);
    await closeSheet(page);
    const log = (await storedGame(page)).stored.game.log;
    assert.equal(log.at(-2).type, "note");
    assert.match(log.at(-2).text, /Hana is the Grandmother/);
    assert.deepEqual([log.at(-1).type, log.at(-1).character, log.at(-1).by], ["act", "gossip", 3]);

    // The Moonchild dies; once dead she names a player publicly.
    await openSeat(page, "Eve");
    assert.equal(await page.locator('[data-testid="after-death-target"]').count(), 0, "no choice while alive");
    await page.click('[data-testid="kill"]');
    await page.waitForSelector('[data-testid="after-death-target"]');
    await page.selectOption('[data-testid="after-death-target"]', { label: "Gus" });
    await shot(page, "bmr-day-02-moonchild-choice");
    await page.click('[data-testid="after-death-choice"]');
    await page.waitForFunction(() => {
      const idx = JSON.parse(localStorage.getItem("grimoire.index") || "{}");
      const g = JSON.parse(localStorage.getItem(`grimoire.game.${idx.open}`) || "{}");
      return g.game?.log?.at(-1)?.character === "moonchild";
    });
    await closeSheet(page);
    assert.ok(!(await isDead(page, "Gus")), "her choice dies only tonight");
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');

    // Tonight: the Gossip's statement was true: the Storyteller picks who dies.
    await stepTo(page, /^Gossip/);
    assert.equal(await page.locator('[data-testid="impaired"]').count(), 0);
    await tapSeat(page, "Hana");
    await page.click('[data-testid="record-choice"]');
    await page.waitForSelector('[data-testid="step-result"]');
    assert.ok(await isDead(page, "Hana"), "the Gossip's true statement kills");
    // The Moonchild's step: her choice, good, dies.
    await stepTo(page, /^Moonchild/);
    await tapSeat(page, "Gus");
    await page.click('[data-testid="record-choice"]');
    await page.waitForSelector('[data-testid="step-result"]');
    assert.ok(await isDead(page, "Gus"), "the Moonchild's good choice dies");
    await shot(page, "bmr-day-03-moonchild-step");
    while (!(await page.locator('[data-testid="end-night"]').count())) await next(page);
    await page.click('[data-testid="end-night"]');
    await page.waitForSelector('[data-testid="dawn"]');
    await closeAnnouncement(page);
    const died = await page.$$eval('[data-testid="dawn-died"]', (els) => els.map((e) => e.textContent));
    assert.ok(died.some((d) => d.includes("Hana")) && died.some((d) => d.includes("Gus")), `dawn: ${died}`);
    assert.ok(!died.some((d) => d.includes("Cleo")), "the Tinker died by day, not tonight");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
