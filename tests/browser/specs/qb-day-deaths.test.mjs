// Deaths by day on the game master's phone (360 px), handled at once like a night's (004 L157,
// L193, L195): a prepared 10-player game (Dee and Eli married) opened by its game link. Day 1 in
// English: the condemned's panel says the ten-second window is open and counts it down (L9);
// Eli is executed and the death sheet opens at once above the panels (name, cards, the widow
// Dee inheriting and shown both cards); the day does not end before Eli chooses; the Assassin
// kills Fay from the invocation overlay, whose death sheet opens there with the Notary's
// bequest, handed out before night falls. Night 2: the game master records a death of their
// own (Ivy). Day 2 in French: the morning lists only the night's dead (Ivy, not yesterday's
// Eli and Fay); a death of the game master's own by day opens its sheet at once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { assertNoSideScroll, toVillage } from "./qb-helpers.mjs";
import { preparedLog, gameLink, advanceByLink, cast } from "./qb-day-helpers.mjs";

const chip = (testid, id) => `[data-testid="${testid}"][data-id="${id}"]`;
const sheet = (page, name, within = "") => page.locator(`${within} [data-testid="qb-death-sheet"][data-player="${name}"]`.trim());
const coinsOf = (page, seat) => page.locator('[data-testid="qb-seat-coins"]').nth(seat).textContent();

test("deaths by day: the condemned's window, an execution with a widow, an assassination with a bequest, the MJ's own deaths", async () => {
  const app = await start({ phone: "small" });
  const { page, url, errors, context } = app;
  // Timers run 100 times faster: the condemned's 10 s in 0.1 s.
  await context.addInitScript(() => {
    window.grimoireTimerScale = 0.01;
  });
  try {
    const base = url.endsWith("/") ? url : `${url}/`;
    // Dee (3) and Eli (4) married by the priest Hal; the Notary is Gus (6); Jo (9) the Assassin.
    const log = preparedLog(undefined, [{ type: "marry", a: 3, b: 4, house_a: 3, house_b: 4 }]);
    await page.goto(`${base}quintebourg.html#${gameLink({ seed: 11, name: "Quinte" }, log)}`);
    await page.waitForSelector('[data-testid="link-preview"]');
    await page.click('[data-testid="link-add"]');
    await toVillage(page);
    assert.equal(await page.textContent('[data-testid="phase"]'), "Day 1 · Monday");
    assert.equal(await page.locator('[data-testid="qb-day-deaths"]').count(), 0, "nobody died today yet");

    // ---- The session: everyone names Eli; the condemned's window opens with its timer ----
    await page.click('[data-testid="qb-tab-session"]');
    for (let i = 0; i < 10; i++) await cast(page, 4);
    await page.click('[data-testid="qb-count-votes"]');
    await page.waitForSelector('[data-testid="qb-condemned-row"]');
    assert.equal(
      await page.textContent('[data-testid="qb-condemned-window"]'),
      "Eli's window to invoke is open: ten seconds.",
    );
    assert.match(await page.textContent('[data-testid="qb-condemned-timer"]'), /Ten seconds to invoke/);
    await page.waitForSelector('[data-testid="qb-condemned-timer"][data-done="true"]', { timeout: 5000 });
    assert.match(await page.textContent('[data-testid="qb-condemned-timer"] [role="timer"]'), /Time!/);
    await shot(page, "qb-day-deaths-window");
    await assertNoSideScroll(page, "condemned's window");

    // ---- The execution: Eli's death sheet opens at once, with the widow ----
    await page.click('[data-testid="qb-execute"]');
    await page.waitForSelector('[data-testid="qb-day-deaths"]');
    const eli = sheet(page, "Eli");
    assert.equal(await eli.locator("h3").textContent(), "Death of Eli");
    assert.equal(await eli.locator('[data-testid="qb-death-cards"]').textContent(), "Pinky · Artist");
    assert.equal(
      await eli.locator('[data-testid="qb-spouse-look"]').textContent(),
      "1 coin goes to the spouse, Dee, who looks at both cards.",
    );
    assert.equal(await eli.locator('[data-testid="qb-estate"]').count(), 0, "a married player's coins go to the widow");
    await shot(page, "qb-day-deaths-execution");
    await assertNoSideScroll(page, "death sheet by day");
    await eli.locator('[data-testid="qb-spouse-show"]').click();
    await page.waitForSelector('[data-testid="qb-show-card"]');
    assert.equal(await page.textContent('[data-testid="qb-show-card-title"]'), "Eli's card");
    assert.match(await page.textContent('[data-testid="qb-show-card-to"]'), /Dee/);
    assert.deepEqual(await page.$$eval('[data-testid="qb-show-card-face"]', (els) => els.map((e) => e.textContent)), ["Pinky", "Artist"]);
    await page.click('[data-testid="qb-show-card-hide"]');
    await page.waitForSelector('[data-testid="qb-village-board"]');

    // The night does not fall on a death not handled.
    await page.click('[data-testid="qb-tab-board"]');
    assert.equal(await coinsOf(page, 3), "2 ◉", "Dee inherited Eli's coin");
    await page.click('[data-testid="qb-end-day"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /Eli is dead: turn a card over and choose ghost, spirit or legacy first/);
    await page.click('[data-testid="dismiss"]');
    assert.equal(await page.textContent('[data-testid="phase"]'), "Day 1 · Monday");
    await eli.locator(chip("qb-death-reveal", 1)).click();
    await eli.locator(chip("qb-death-choice", 0)).click();
    await eli.locator('[data-testid="qb-death-confirm"]').click();
    assert.equal(await eli.locator('[data-testid="qb-death-done"]').textContent(), "Ghost · turned over: Artist");
    assert.equal(await eli.locator('[data-testid="qb-chief-now"]').count(), 1, "the first ghost is the Chief");
    assert.equal(await page.getAttribute('[data-testid="qb-seat"]:nth-child(5)', "data-life"), "ghost");

    // ---- Jo assassinates Fay: her sheet opens in the overlay; the Notary hands out her coin ----
    await page.click('[data-testid="qb-invoke-open"]');
    await page.click(chip("qb-invoker", 9));
    await page.locator('[data-testid="qb-power"]', { hasText: /Assassin/ }).click();
    await page.click(chip("qb-invoke-target", 5));
    await page.click('[data-testid="qb-invoke-send"]');
    assert.match(await page.textContent('[data-testid="qb-invoke-public"]'), /Fay has died\./);
    const fay = sheet(page, "Fay", '[data-testid="qb-invoke-deaths"]');
    assert.equal(await fay.locator("h3").textContent(), "Death of Fay");
    assert.equal(await fay.locator('[data-testid="qb-death-cards"]').textContent(), "Villager · Reporter");
    assert.equal(await fay.locator('[data-testid="qb-estate"]').textContent(), "1 coin for the Notary (Gus) to give to:");
    await shot(page, "qb-day-deaths-assassination");
    await fay.locator(chip("qb-death-choice", 1)).click();
    await fay.locator('[data-testid="qb-death-confirm"]').click();
    assert.equal(await fay.locator('[data-testid="qb-death-done"]').textContent(), "Spirit · turned over: Villager");
    await fay.locator(chip("qb-bequest-to", 7)).click();
    await fay.locator('[data-testid="qb-bequest"]').click();
    await fay.locator('[data-testid="qb-estate"]').waitFor({ state: "detached" });
    await page.click('[data-testid="qb-invoke-close"]');
    assert.equal(await coinsOf(page, 7), "2 ◉", "Hal has Fay's coin before the richest is named");
    const done = await page.$$eval('[data-testid="qb-day-deaths"] ~ [data-testid="qb-death-sheet"] [data-testid="qb-death-done"]', (els) => els.map((e) => e.textContent));
    assert.deepEqual(done, ["Ghost · turned over: Artist", "Spirit · turned over: Villager"]);
    assert.equal(await page.locator('[data-testid="qb-day-deaths-help"]').count(), 0, "nothing left to do");

    // ---- Night 2: the game master records a death of their own ----
    await page.click('[data-testid="qb-end-day"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    await page.click('[data-testid="qb-action-mj-death"]');
    await page.click(chip("qb-mj-death-who", 8));
    await page.fill('[data-testid="qb-mj-death-note"]', "left the table");
    await shot(page, "qb-day-deaths-mj-night");
    await page.click('[data-testid="qb-mj-death-send"]');
    const ivy = sheet(page, "Ivy");
    assert.equal(await ivy.locator("h3").textContent(), "Death of Ivy");
    assert.equal(await ivy.locator('[data-testid="qb-estate"]').textContent(), "1 coin for the Notary (Gus) to give to:");
    assert.equal(await page.locator('[data-testid="qb-mj-death"]').count(), 0, "the form closes once recorded");

    // The night is ended from the other phone; day 2 in French.
    await page.evaluate(() => localStorage.setItem("grimoire.lang", '"Fr"'));
    await advanceByLink(page, base, [{ type: "huddle", votes: [] }, { type: "end_night" }]);
    await page.waitForSelector('[data-testid="qb-morning"]');
    await page.reload();
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await page.textContent('[data-testid="phase"]'), "Jour 2 · mardi");
    const died = await page.textContent('[data-testid="qb-morning-died"]');
    assert.match(died, /Ivy/);
    assert.doesNotMatch(died, /Eli|Fay/, "yesterday's day deaths are not the night's");
    assert.deepEqual(
      await page.$$eval('[data-testid="qb-death-sheet"]', (els) => els.map((e) => e.dataset.player)),
      ["Ivy"],
    );
    assert.equal(await sheet(page, "Ivy").locator("h3").textContent(), "Mort d'Ivy");
    await sheet(page, "Ivy").locator(chip("qb-death-choice", 0)).click();
    await sheet(page, "Ivy").locator('[data-testid="qb-death-confirm"]').click();
    await sheet(page, "Ivy").locator(chip("qb-bequest-to", 0)).click();
    await sheet(page, "Ivy").locator('[data-testid="qb-bequest"]').click();
    await sheet(page, "Ivy").locator('[data-testid="qb-estate"]').waitFor({ state: "detached" });
    await shot(page, "qb-day-deaths-morning-fr");
    await toVillage(page);

    // ---- Day 2: the game master's own death by day, its sheet at once ----
    assert.equal(await page.locator('[data-testid="qb-day-deaths"]').count(), 0, "no death today yet");
    await page.click('[data-testid="qb-action-mj-death"]');
    await page.click(chip("qb-mj-death-who", 2));
    await page.fill('[data-testid="qb-mj-death-note"]', "une décision du MJ");
    await page.click('[data-testid="qb-mj-death-send"]');
    await page.waitForSelector('[data-testid="qb-day-deaths"]');
    assert.equal(await page.textContent('[data-testid="qb-day-deaths"] h2'), "Les morts du jour");
    const cid = sheet(page, "Cid");
    assert.equal(await cid.locator("h3").textContent(), "Mort de Cid");
    assert.equal(await cid.locator('[data-testid="qb-death-cards"]').textContent(), "Shéhérazade · Éris");
    assert.equal(await cid.locator('[data-testid="qb-estate"]').textContent(), "1 pièce que le Notaire (Gus) donne à :");
    await shot(page, "qb-day-deaths-mj-day-fr");
    await assertNoSideScroll(page, "the MJ's death by day");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
