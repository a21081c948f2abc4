// Quinte-bourg's nights on the phone: a 10-player game set up through the setup screens, then
// night 1 (a Reptilian Psychopath's kidnapping that beats his attack, an attack drawn among several
// occupants shown and confirmed, an invocation from the overlay, a reload mid-night, undo
// across a death, a legacy and a first ghost on the death sheets, the timers, the morning
// script) in English, and night 2 (the ghost militia saves the targeted house) in French.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { setUpTable, stepOnScreen, goToStep, assertNoSideScroll } from "./qb-helpers.mjs";

const NAMES = ["Ana", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"];
// Camp card and specialty of each player, by seat.
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
  ["villager", "none"],
];
const HOLDERS = { Scrutineer: 6, President: 3, Prosecutor: 7, Notary: 8, Senator: 5 };
const seat = (name) => NAMES.indexOf(name);

/** The day hub belongs to another screen: the day ends by the engine's command written to the
 * stored game (with a later write number than anything the journal holds), then a reload. */
async function appendCommands(page, cmds) {
  await page.evaluate((cmds) => {
    const index = JSON.parse(localStorage.getItem("grimoire.index"));
    const key = `grimoire.game.${index.open}`;
    const stored = JSON.parse(localStorage.getItem(key));
    stored.game.log.push(...cmds);
    delete stored.game.redo;
    stored.seq += 1000000;
    localStorage.setItem(key, JSON.stringify(stored));
  }, cmds);
  await page.reload();
}

const chip = (testid, id) => `[data-testid="${testid}"][data-id="${id}"]`;
const text = (page, sel) => page.textContent(sel);


test("nights of a 10-player game: kidnapping, a drawn victim, an invocation, the militia, a legacy, undo and reload", async () => {
  const app = await start();
  const { page, url, errors, context } = app;
  // Timers run 100 times faster: 30 s in 0.3 s.
  await context.addInitScript(() => {
    window.grimoireTimerScale = 0.01;
  });
  try {
    await page.goto(`${url}#seed=11`);
    await page.waitForSelector("main");
    await setUpTable(page, { names: NAMES, deal: DEAL, holders: HOLDERS, lovers: ["Dee", "Fay"] });

    // ---- Night 1: the steps in the seed's order, skips greyed with why ----
    assert.equal(await page.getAttribute('[data-testid="qb-night-step"][data-step="Militia"]', "data-skip"), "NoOne");
    assert.equal(await stepOnScreen(page), "Huddle", "the first open step");
    assert.equal(await page.getAttribute("html", "data-night"), "", "the night theme is on");
    await page.click(chip("qb-house", seat("Gus")));
    await page.click('[data-testid="qb-huddle-agree"]');
    assert.match(await text(page, '[data-testid="qb-huddle-done"]'), /Target: Gus's house/);

    // The Lovers' step and its 30-second timer (sped up for the test).
    await page.click('[data-testid="qb-next-step"]');
    assert.equal(await stepOnScreen(page), "Lovers");
    await page.click('[data-testid="qb-timer-30-start"]');
    await page.waitForSelector('[data-testid="qb-timer-30"][data-done="true"]', { timeout: 5000 });
    await page.click(chip("qb-house", seat("Dee")));
    await page.click('[data-testid="qb-step-send"]');

    // The Reporter: only his seat neighbours are offered; the card is the only thing on the page.
    await goToStep(page, "Reporter");
    const offered = await page.$$eval('[data-testid="qb-target"]', (els) => els.map((e) => e.textContent));
    assert.deepEqual(offered.sort(), ["Fay", "Hal"]);
    await page.click(chip("qb-target", seat("Hal")));
    await page.click('[data-testid="qb-step-send"]');
    await page.waitForSelector('[data-testid="qb-show-card"]');
    assert.equal(await page.textContent('[data-testid="qb-show-card-face"]'), "Villager");
    assert.equal(await page.$('[data-testid="qb-night-runner"]'), null, "nothing else in the DOM");
    assert.equal(await page.$("header.bar"), null);
    await shot(page, "qb-night-reporter-card");
    await page.click('[data-testid="qb-show-card-hide"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');

    // The Psychopath, a Reptilian, kidnaps Hal: his kidnapping keeps him home, over his attack;
    // Hal, the Raptor Trainer, sleeps from now on.
    await goToStep(page, "Psychopath");
    await page.click(chip("qb-target", seat("Hal")));
    await page.click('[data-testid="qb-step-send"]');
    assert.match(await text(page, '[data-testid="qb-step-result"]'), /Hal sleeps heavily/);
    assert.equal(await page.getAttribute('[data-testid="qb-night-step"][data-step="Raptor"]', "data-skip"), "Asleep", "the Raptor Trainer is asleep");

    // A reload mid-night comes back to the same step.
    await page.reload();
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    assert.equal(await stepOnScreen(page), "Psychopath");

    // An invocation from the overlay: Seth's ally bites Jon; the public line to announce.
    await page.click('[data-testid="qb-invoke-open"]');
    await page.waitForSelector('[data-testid="qb-invoke"]');
    await page.click(chip("qb-invoker", seat("Eve")));
    assert.equal(await page.textContent('[data-testid="qb-power"]'), "Bite");
    await page.click(chip("qb-invoke-target", seat("Jon")));
    await page.click('[data-testid="qb-invoke-send"]');
    assert.match(await text(page, '[data-testid="qb-invoke-public"]'), /Jon has died\./);
    assert.equal(await page.locator('[data-testid="qb-invoke"] [data-testid="qb-condemned"]').count(), 0, "no condemned's window at night (L9)");
    await shot(page, "qb-night-invocation");
    await assertNoSideScroll(page, "invocation overlay");
    await page.click('[data-testid="qb-invoke-close"]');

    // Laura squats at Gus's: two occupants there tonight.
    await goToStep(page, "Laura");
    await page.click(chip("qb-house", seat("Gus")));
    await page.click('[data-testid="qb-step-send"]');

    // The attack: who is where, then the draw among the two occupants of Gus's house.
    await goToStep(page, "Attack");
    const bob = page.locator('[data-testid="qb-wiw-row"][data-player="Bob"]');
    assert.equal(await bob.getAttribute("data-house"), "Bob");
    assert.match(await bob.locator('[data-testid="qb-wiw-action"]').textContent(), /kidnap/);
    assert.match(await bob.locator('[data-testid="qb-wiw-lost"]').allTextContents().then((l) => l.join("|")), /attack at Gus's: beaten by kidnap/);
    assert.equal(await page.getAttribute('[data-testid="qb-wiw-row"][data-player="Hal"]', "data-house"), "Bob");
    assert.equal(await page.getAttribute('[data-testid="qb-wiw-row"][data-player="Ana"]', "data-house"), "Gus");
    assert.equal(await page.textContent('[data-testid="qb-attackers"]'), "Ana");
    assert.equal(await page.textContent('[data-testid="qb-occupants"]'), "Cid, Gus");
    assert.match(await text(page, '[data-testid="qb-attack-draw-among"]'), /Cid, Gus/);
    const drawn = (await text(page, '[data-testid="qb-attack-drawn"]')).replace("The seeded draw: ", "").trim();
    assert.ok(["Cid", "Gus"].includes(drawn), `drawn: ${drawn}`);
    await shot(page, "qb-night-attack");
    await assertNoSideScroll(page, "attack");
    await page.click('[data-testid="qb-attack-confirm"]');
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), `Died in the attack: ${drawn}`);
    const sheets = () => page.$$eval('[data-testid="qb-death-sheet"]', (els) => els.map((e) => e.dataset.player));
    assert.deepEqual((await sheets()).sort(), [drawn, "Jon"].sort());

    // Undo across the death: the victim is alive again and the draw is offered again.
    await page.click('[data-testid="undo"]');
    await page.waitForSelector('[data-testid="qb-attack-confirm"]');
    assert.deepEqual(await sheets(), ["Jon"]);
    assert.ok(await page.$(`[data-testid="qb-wiw-row"][data-player="${drawn}"]`), "alive again");
    await page.click('[data-testid="redo"]');
    await page.waitForSelector('[data-testid="qb-attack-done"]');

    // The death sheets: Jon becomes a ghost (the first: the Chief); the victim leaves a legacy.
    const jon = page.locator('[data-testid="qb-death-sheet"][data-player="Jon"]');
    assert.ok(await jon.locator('[data-testid="qb-first-ghost"]').isVisible());
    await jon.locator('[data-testid="qb-death-confirm"]').click();
    await jon.locator('[data-testid="qb-chief-now"]').waitFor();
    assert.match(await jon.locator('[data-testid="qb-death-done"]').textContent(), /Ghost/);
    await jon.locator(chip("qb-bequest-to", seat("Gus"))).click();
    await jon.locator('[data-testid="qb-bequest"]').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="qb-death-sheet"][data-player="Jon"] [data-testid="qb-estate"]'));
    const victim = page.locator(`[data-testid="qb-death-sheet"][data-player="${drawn}"]`);
    await victim.locator('[data-testid="qb-death-choice"][data-id="2"]').click();
    await victim.locator(chip("qb-heir", seat("Fay"))).click();
    await victim.locator('[data-testid="qb-death-confirm"]').click();
    assert.match(await victim.locator('[data-testid="qb-death-done"]').textContent(), /Legacy · turned over: .+ \+ .+ · Legacy of .+ to Fay/);
    await shot(page, "qb-night-death-sheets");
    await assertNoSideScroll(page, "death sheets");

    // Dawn, the dream's 5-second timer, the end of the night.
    await goToStep(page, "Dawn");
    await page.click('[data-testid="qb-dawn"]');
    await goToStep(page, "Dream");
    await page.click('[data-testid="qb-timer-5-start"]');
    await page.waitForSelector('[data-testid="qb-timer-5"][data-done="true"]', { timeout: 5000 });
    await shot(page, "qb-night-runner");
    await page.click('[data-testid="qb-end-night"]');

    // The morning script: the deaths, the Scrutineer, the camera; then the village.
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await page.getAttribute("html", "data-night"), null, "day: the night theme is off");
    const died = await text(page, '[data-testid="qb-morning-died"]');
    assert.ok(died.includes("Jon") && died.includes(drawn), died);
    assert.match(await text(page, '[data-testid="qb-scrutineer"]'), /The Scrutineer is now /);
    await page.click(chip("qb-camera-house", seat("Gus")));
    await page.click('[data-testid="qb-camera"]');
    assert.match(await text(page, '[data-testid="qb-camera-report"]'), /Camera on Gus's house: several occupants/);
    await shot(page, "qb-morning");
    await assertNoSideScroll(page, "morning");
    await page.click('[data-testid="qb-to-village"]');
    await page.waitForSelector('[data-testid="qb-village-board"]');

    // ---- Night 2, in French: the ghost militia saves the house the Reptilians attack ----
    await page.click('[data-testid="home"]');
    await page.click('[data-testid="lang-switch"]');
    await page.click('[data-testid="continue"]');
    await page.waitForSelector('[data-testid="qb-village-board"]');
    await appendCommands(page, [{ type: "end_day" }]);
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    assert.equal(await stepOnScreen(page), "Militia");
    assert.match(await text(page, '[data-testid="phase"]'), /Nuit 2 · mardi/);
    await page.click(chip("qb-house", seat("Ivy")));
    await page.click('[data-testid="qb-militia-agree"]');
    assert.match(await text(page, '[data-testid="qb-militia-done"]'), /La milice protège la maison d'Ivy\./);
    await page.click('[data-testid="qb-next-step"]');
    assert.equal(await stepOnScreen(page), "Huddle");
    await page.click(chip("qb-house", seat("Ivy")));
    await page.click('[data-testid="qb-huddle-agree"]');
    await goToStep(page, "Attack");
    assert.equal(
      await text(page, '[data-testid="qb-attack-fails"]'),
      "La milice fantôme protège la maison : l'attaque échoue.",
    );
    assert.match(await text(page, '[data-testid="qb-protections"]'), /Milice : maison d'Ivy/);
    await shot(page, "qb-night-militia-fr");
    await assertNoSideScroll(page, "attack in French");
    await page.click('[data-testid="qb-attack-confirm"]');
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), "Pas de victime cette nuit.");

    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
