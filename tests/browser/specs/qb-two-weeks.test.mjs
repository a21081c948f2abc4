// Two weeks of a 12-player Quinte-bourg game through the screens only, at 360 px, in French from
// the setup on, as a French MJ runs it: Monday to the Monday after the second Sunday.
// Week 1: night 1 kills the Notary, who leaves a legacy; a reload mid-night; the Scrutineer in
// office names the successor before the morning rotation. Day 1: a marriage with the priest, a
// gift, the law proposed in rank order after a pass, a normal session with a reload mid-vote, the
// Prosecutor executed (a spirit), the session's outcome card, the successor named by day. Night 2:
// the Assassin's invocation by night kills the Priest (the first ghost, the Chief); the Burglar
// robs a house. Day 2: a Purge, its tribunal, the Executioner's pardon, the Senator executed.
// Night 3: a Lover dies and comes back to life. Day 3: a marriage with witnesses, gifts to the
// Assassin. Night 4: the President dies; her widower inherits. Day 4: the condemned Assassin kills
// a Reptilian in her ten-second window, then is executed: five alive, six mandatory offices, her
// office is no longer filled (004 L142). Quiet days to the first Sunday's festival.
// Week 2: the Show (a guess of the Lovers, two errors: the game goes on); the Lover's second death
// and her beloved's, of grief; the second Sunday; Monday, the Alpha executed: the Villagers win,
// and two are left alive: both reasons shown, and each player's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { setUpTable, stepOnScreen, goToStep, dawnAndEndNight, toVillage, assertNoSideScroll } from "./qb-helpers.mjs";
import { cast, storedOpenGame, chooseDeath } from "./qb-day-helpers.mjs";

const NAMES = ["Ana", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"];
// Camp card and specialty of each player, by seat.
const DEAL = [
  ["alpha", "burglar"],
  ["reptilian", "none"],
  ["villager_c", "none"],
  ["villager", "assassin"],
  ["villager", "none"],
  ["villager", "none"],
  ["villager", "none"],
  ["villager", "none"],
  ["villager", "none"],
  ["villager", "none"],
  ["villager", "reporter"],
  ["villager", "none"],
];
const HOLDERS = { Scrutineer: 7, President: 8, Prosecutor: 9, Notary: 10, Senator: 11 };
const seat = (name) => NAMES.indexOf(name);
const chip = (testid, id) => `[data-testid="${testid}"][data-id="${id}"]`;
const text = async (page, sel) => (await page.textContent(sel)).trim();
const phase = (page) => page.textContent('[data-testid="phase"]');
const coinsOf = (page, name) => page.locator('[data-testid="qb-seat-coins"]').nth(seat(name)).textContent();
const officeRow = (office) => `[data-testid="qb-office-row"][data-office="${office}"]`;
const holderOf = (page, office) => text(page, `${officeRow(office)} [data-testid="qb-office-holder"]`);
const lifeOf = (page, name) => page.getAttribute(`[data-testid="qb-seat"]:nth-child(${seat(name) + 1})`, "data-life");

/** A night with no attack: the Reptilians' huddle is skipped on purpose with its reason. */
async function skipHuddle(page) {
  const huddle = page.locator('[data-testid="qb-night-step"][data-step="Huddle"]');
  if ((await huddle.count()) === 0 || (await huddle.getAttribute("data-skip"))) return;
  await goToStep(page, "Huddle");
  await page.click('[data-testid="qb-next-step"]');
  const ask = await page.waitForSelector('[data-testid="qb-skip-ask"]', { timeout: 2000 }).catch(() => null);
  if (!ask) return;
  assert.match(await text(page, '[data-testid="qb-skip-ask-text"]'), /Concertation des Reptiliens/);
  await page.fill('[data-testid="qb-skip-reason"]', "Pas d'attaque cette nuit");
  await page.click('[data-testid="qb-skip-step"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="qb-night-runner"]').dataset.step !== "Huddle");
}

/** The Reptilians agree on `victim`'s house; the attack is confirmed and says who died. */
async function attack(page, victim, said) {
  await goToStep(page, "Huddle");
  await page.click(chip("qb-house", seat(victim)));
  await page.click('[data-testid="qb-huddle-agree"]');
  assert.equal(await text(page, '[data-testid="qb-huddle-done"]'), `Cible : la maison de ${victim}`);
  await goToStep(page, "Attack");
  assert.equal(await text(page, '[data-testid="qb-occupants"]'), victim);
  await page.click('[data-testid="qb-attack-confirm"]');
  assert.equal(await text(page, '[data-testid="qb-attack-done"]'), said);
}

/** A quiet night (no attack), then its morning: nobody died. */
async function quietNight(page, n, day) {
  assert.equal(await phase(page), `Nuit ${n} · ${day}`);
  await skipHuddle(page);
  await shot(page, `qb-two-weeks-night${n}`);
  await assertNoSideScroll(page, `night ${n}`);
  await dawnAndEndNight(page);
  if (await page.locator('[data-testid="qb-morning"]').count()) {
    assert.equal(await page.locator('[data-testid="qb-morning-died"]').count(), 0, `nobody died on night ${n}`);
  }
}

/** A quiet day: the board, then night falls. */
async function quietDay(page, n, day) {
  await toVillage(page);
  assert.equal(await phase(page), `Jour ${n} · ${day}`);
  await shot(page, `qb-two-weeks-day${n}`);
  await assertNoSideScroll(page, `day ${n}`);
  await page.click('[data-testid="qb-end-day"]');
  await page.waitForSelector('[data-testid="qb-night-runner"]');
}

/** The session's outcome card: its lines, by kind. */
async function outcome(page) {
  await page.waitForSelector('[data-testid="qb-outcome"]');
  return page.$$eval('[data-testid="qb-outcome-line"]', (els) => els.map((e) => `${e.dataset.kind}: ${e.textContent.trim()}`));
}

/** The names on the living seats of the board, in seat order. */
async function living(page) {
  return page.$$eval('[data-testid="qb-seat"]', (els) =>
    els.filter((e) => e.dataset.life === "alive").map((e) => e.querySelector('[data-testid="qb-seat-name"]').textContent.trim()),
  );
}

test("two weeks of Quinte-bourg for 12 players through the screens, in French, to the Villagers' win", async () => {
  const app = await start({ phone: "small" });
  const { page, url, errors, context } = app;
  await context.addInitScript(() => {
    window.grimoireTimerScale = 0.01;
  });
  try {
    await page.goto(`${url}#seed=11`);
    await page.waitForSelector("main");
    await page.click('[data-testid="lang-switch"]');
    await setUpTable(page, {
      names: NAMES,
      deal: DEAL,
      holders: HOLDERS,
      optional: { Priest: seat("Eve"), Executioner: seat("Cid") },
      personal: { [seat("Cid")]: ["Showman"] },
      lovers: ["Fay", "Gus"],
    });

    // ---- Night 1 (Monday): the Notary is killed; a reload mid-night ----
    assert.equal(await phase(page), "Nuit 1 · lundi");
    await goToStep(page, "Huddle");
    await page.click(chip("qb-house", seat("Kim")));
    await page.click('[data-testid="qb-huddle-agree"]');
    assert.equal(await text(page, '[data-testid="qb-huddle-done"]'), "Cible : la maison de Kim");
    await page.reload();
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    assert.equal(await stepOnScreen(page), "Huddle", "the same step after a reload");
    assert.equal(await text(page, '[data-testid="qb-huddle-done"]'), "Cible : la maison de Kim", "the huddle survives a reload");
    await goToStep(page, "Attack");
    assert.equal(await text(page, '[data-testid="qb-attackers"]'), "Ana, Bob");
    assert.equal(await text(page, '[data-testid="qb-occupants"]'), "Kim");
    await page.click('[data-testid="qb-attack-confirm"]');
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), "L'attaque a tué : Kim");
    // Kim, the Reporter, leaves his specialty to Lou: a legacy.
    const kim = page.locator('[data-testid="qb-death-sheet"][data-player="Kim"]');
    assert.equal(await kim.locator("h3").textContent(), "Mort de Kim");
    assert.equal(await kim.locator('[data-testid="qb-death-cards"]').textContent(), "Villageois · Reporter");
    await kim.locator(chip("qb-death-choice", 2)).click();
    await kim.locator(chip("qb-heir", seat("Lou"))).click();
    await kim.locator('[data-testid="qb-death-confirm"]').click();
    assert.match(await kim.locator('[data-testid="qb-death-done"]').textContent(), /Lou/);
    // Kim was the Notary: nobody can hand his coin out tonight; it waits, and says so.
    assert.equal(await kim.locator('[data-testid="qb-estate"]').count(), 0);
    assert.equal(await text(page, '[data-testid="qb-death-sheet"][data-player="Kim"] [data-testid="qb-estate-waits"]'), "1 pièce attend un Notaire : aucun n'est en poste pour les donner.");
    await shot(page, "qb-two-weeks-night1");
    await assertNoSideScroll(page, "night 1");
    await dawnAndEndNight(page);

    // ---- Morning 1: Hal, the Scrutineer in office, names the new Notary; then the post turns ----
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await text(page, '[data-testid="qb-morning-died"]'), "Décès : Kim");
    assert.equal(
      await text(page, '[data-testid="qb-scrutineer"]'),
      "Hal nomme d'abord les successeurs ; ensuite le poste de Scrutateur passe à Ana.",
    );
    const notary = '[data-testid="qb-vacancy"][data-office="Notary"]';
    await page.waitForSelector(notary);
    const offered = await page.$$eval(`${notary} [data-testid="qb-appoint-to"]`, (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(offered, ["Ana", "Bob", "Dee", "Fay", "Gus"], "those with no office, Hal himself excepted");
    await page.click(`${notary} ${chip("qb-appoint-to", seat("Dee"))}`);
    await page.click(`${notary} [data-testid="qb-appoint"]`);
    await page.waitForSelector(notary, { state: "detached" });
    assert.equal(await text(page, '[data-testid="qb-scrutineer"]'), "Le Scrutateur est maintenant Ana.");
    await shot(page, "qb-two-weeks-morning1");
    await assertNoSideScroll(page, "morning 1");
    await toVillage(page);
    assert.equal(await phase(page), "Jour 1 · lundi");
    // Kim's coin waited for a Notary: his sheet stays open by day, and still names his legacy.
    const kimDay = page.locator('[data-testid="qb-day-deaths"] ~ [data-testid="qb-death-sheet"][data-player="Kim"]');
    assert.equal(await kimDay.locator('[data-testid="qb-death-cards"]').textContent(), "Villageois · Reporter");
    assert.match(await kimDay.locator('[data-testid="qb-death-done"]').textContent(), /Reporter.*Lou/);
    assert.equal(await kimDay.locator('[data-testid="qb-estate"]').textContent(), "1 pièce que le Notaire (Dee) donne à :");
    await kimDay.locator(chip("qb-bequest-to", seat("Lou"))).click();
    await kimDay.locator('[data-testid="qb-bequest"]').click();
    await kimDay.locator('[data-testid="qb-estate"]').waitFor({ state: "detached" });
    assert.equal(await coinsOf(page, "Lou"), "2 ◉", "Lou has Kim's coin");

    // ---- Day 1: a marriage with the priest Eve, a gift to Dee ----
    await page.click('[data-testid="qb-action-marry"]');
    await page.selectOption('[data-testid="qb-marry-a"]', String(seat("Hal")));
    await page.selectOption('[data-testid="qb-marry-b"]', String(seat("Ivy")));
    const priests = await page.$$eval('[data-testid="qb-marry-priest"]', (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(priests, ["Eve"]);
    await page.locator('[data-testid="qb-marry-fee"]').nth(1).click();
    await shot(page, "qb-two-weeks-day1-marriage");
    await assertNoSideScroll(page, "marriage");
    await page.click('[data-testid="qb-marry-send"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="qb-seat-meta"]')[7].textContent.includes("Ivy"));
    assert.equal(await coinsOf(page, "Eve"), "2 ◉", "the priest has her fee");
    await page.click('[data-testid="qb-action-gift"]');
    await page.waitForSelector('[data-testid="qb-coins-ledger"]');
    await page.selectOption('[data-testid="qb-gift-from"]', String(seat("Fay")));
    await page.selectOption('[data-testid="qb-gift-to"]', String(seat("Dee")));
    await page.click('[data-testid="qb-gift-send"]');
    const moved = await page.$$eval('[data-testid="qb-movement"]', (els) => els.map((e) => e.textContent.trim()));
    assert.ok(moved.includes("Fay donne 1 pièce à Dee"), JSON.stringify(moved));

    // ---- The law: the first proposer passes, the next proposes; the Senator accepts ----
    await page.click('[data-testid="qb-tab-session"]');
    await page.waitForSelector('[data-testid="qb-law"]');
    const queue = await page.$$eval('[data-testid="qb-proposer"]', (els) => els.map((e) => `${e.dataset.turn} ${e.textContent.trim()}`));
    // Rank 3 of L159–L163 (a living player with no office) holds the floor: no ghost yet, and
    // Ana, Scrutineer since this morning, holds an office.
    assert.deepEqual(queue, ["true Bobsans posteProposePasse", "true Faysans posteProposePasse", "true Gussans posteProposePasse", "true Halsans posteProposePasse"]);
    await shot(page, "qb-two-weeks-day1-law");
    await assertNoSideScroll(page, "law");
    await page.locator('[data-testid="qb-proposer-pass"]').first().click();
    const queue2 = await page.$$eval('[data-testid="qb-proposer"]', (els) => els.map((e) => `${e.dataset.turn} ${e.textContent.trim()}`));
    assert.deepEqual(queue2, ["true Faysans posteProposePasse", "true Gussans posteProposePasse", "true Halsans posteProposePasse"], "Bob has passed");
    assert.equal((await storedOpenGame(page)).game.log.at(-1).type, "pass_law");
    await page.locator('[data-testid="qb-proposer-speaks"]').first().click();
    await page.fill('[data-testid="qb-law-text"]', "Les mariés ne votent pas");
    await page.locator('[data-testid="qb-law-voter"]', { hasText: "Hal" }).click();
    await page.locator('[data-testid="qb-law-voter"]', { hasText: "Ivy" }).click();
    await page.click('[data-testid="qb-law-accept"]');
    await page.waitForSelector('[data-testid="qb-law-passed"]');
    assert.equal(await text(page, '[data-testid="qb-law-passed"]'), "Loi du jour, par Fay : Les mariés ne votent pas");
    const voters = await text(page, '[data-testid="qb-voters"]');
    assert.doesNotMatch(voters, /Hal|Ivy/, voters);

    // ---- A normal session with a reload mid-vote: Jon, the Prosecutor, is executed ----
    for (let i = 0; i < 4; i++) await cast(page, seat("Jon"));
    await page.reload();
    await page.waitForSelector('[data-testid="qb-ballots"]');
    assert.equal(await page.locator('[data-testid="qb-ballot"]').count(), 4, "the ballots survive a reload");
    while (await page.locator('[data-testid="qb-voter"]').count()) {
      const v = Number(await page.getAttribute('[data-testid="qb-voter"]', "data-voter"));
      await cast(page, v === seat("Jon") ? seat("Bob") : seat("Jon"));
    }
    assert.equal(await text(page, '[data-testid="qb-tally"]'), "Jon 9", "nine voters: twelve, less Kim, Hal and Ivy");
    await page.click('[data-testid="qb-count-votes"]');
    await page.waitForSelector('[data-testid="qb-condemned"]');
    assert.equal(await text(page, '[data-testid="qb-condemned-window"]'), "La fenêtre d'invocation de Jon est ouverte : dix secondes.");
    await page.click('[data-testid="qb-execute"]');
    await page.waitForSelector('[data-testid="qb-condemned"]', { state: "detached" });
    assert.deepEqual(await outcome(page), ["executed: Le village a exécuté : Jon", "law: Loi du jour, par Fay : Les mariés ne votent pas"]);
    await shot(page, "qb-two-weeks-day1-outcome");
    await chooseDeath(page, "Jon", "spirit");
    await page.click('[data-testid="qb-tab-board"]');
    assert.equal(await lifeOf(page, "Jon"), "spirit");
    // Ana, the Scrutineer, names the new Prosecutor by day.
    await page.click('[data-testid="qb-tab-offices"]');
    assert.equal(await holderOf(page, "Prosecutor"), "Vacant");
    await page.locator(`${officeRow("Prosecutor")} [data-testid="qb-appoint"]`, { hasText: "Hal" }).click();
    await page.waitForFunction((sel) => document.querySelector(sel).textContent.trim() === "Hal", `${officeRow("Prosecutor")} [data-testid="qb-office-holder"]`);
    await shot(page, "qb-two-weeks-day1-offices");
    await page.click('[data-testid="qb-tab-board"]');
    await page.click('[data-testid="qb-end-day"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');

    // ---- Night 2 (Tuesday): Dee the Assassin's invocation by night; the Burglar ----
    assert.equal(await phase(page), "Nuit 2 · mardi");
    await page.click('[data-testid="qb-invoke-open"]');
    await page.waitForSelector('[data-testid="qb-invoke"]');
    await page.click(chip("qb-invoker", seat("Dee")));
    await page.locator('[data-testid="qb-power"]', { hasText: /ssassin/ }).click();
    await page.click(chip("qb-invoke-target", seat("Eve")));
    assert.equal(await text(page, '[data-testid="qb-invoke-cost"]'), "Coût : toute sa fortune (2 pièces), retirée du jeu");
    await page.click('[data-testid="qb-invoke-send"]');
    assert.match(await text(page, '[data-testid="qb-invoke-public"]'), /Eve a perdu la vie\.$/);
    const eve = page.locator('[data-testid="qb-invoke-deaths"] [data-testid="qb-death-sheet"][data-player="Eve"]');
    assert.equal(await eve.locator("h3").textContent(), "Mort d'Eve");
    await eve.locator(chip("qb-death-choice", 0)).click();
    await eve.locator('[data-testid="qb-death-confirm"]').click();
    assert.equal(await eve.locator('[data-testid="qb-death-done"]').textContent(), "Fantôme · face visible : Villageois");
    assert.equal(await eve.locator('[data-testid="qb-chief-now"]').count(), 1, "the first ghost is the Chief");
    if (await eve.locator('[data-testid="qb-estate"]').count()) {
      await eve.locator('[data-testid="qb-bequest-to"]').first().click();
      await eve.locator('[data-testid="qb-bequest"]').click();
    }
    assert.equal(await page.locator('[data-testid="qb-invoke"] [data-testid="qb-condemned"]').count(), 0, "no condemned's window at night (L9)");
    await shot(page, "qb-two-weeks-night2-invocation");
    await assertNoSideScroll(page, "invocation by night");
    await page.click('[data-testid="qb-invoke-close"]');
    await skipHuddle(page);
    await goToStep(page, "Burglar");
    await page.click(chip("qb-house", seat("Cid")));
    assert.equal(await text(page, '[data-testid="qb-loot"]'), "Butin : 1 pièce");
    await page.click('[data-testid="qb-step-send"]');
    assert.equal(await text(page, '[data-testid="qb-step-result"]'), "1 pièce volée à Cid par Ana.");
    await shot(page, "qb-two-weeks-night2-burglar");
    await dawnAndEndNight(page);
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await text(page, '[data-testid="qb-morning-died"]'), "Décès : Eve", "the night's invocation is the night's death");
    assert.equal(await text(page, '[data-testid="qb-scrutineer"]'), "Le Scrutateur est maintenant Bob.");
    await shot(page, "qb-two-weeks-morning2");
    await toVillage(page);
    assert.equal(await phase(page), "Jour 2 · mardi");

    // ---- Day 2: a Purge, its tribunal, the Executioner's pardon ----
    await page.click('[data-testid="qb-tab-session"]');
    await page.click('[data-testid="qb-session-purge"]');
    await page.waitForSelector('[data-testid="qb-ballots"]');
    const purgeVotes = { Ana: "Lou", Bob: "Lou", Cid: "Lou", Dee: "Lou", Fay: "Bob", Gus: "Bob", Hal: "Bob", Ivy: "Lou", Lou: "Bob" };
    while (await page.locator('[data-testid="qb-voter"]').count()) {
      const v = Number(await page.getAttribute('[data-testid="qb-voter"]', "data-voter"));
      await cast(page, seat(purgeVotes[NAMES[v]]));
    }
    assert.equal(await text(page, '[data-testid="qb-tally"]'), "Lou 5 · Bob 4");
    await page.click('[data-testid="qb-count-votes"]');
    await page.waitForSelector('[data-testid="qb-tribunal"]');
    for (let i = 0; i < 5; i++) {
      if (!(await page.locator('[data-testid="qb-tribunal"]').count())) break;
      const accused = await text(page, '[data-testid="qb-tribunal"] h3');
      assert.equal(accused, "Tribunal : Bob", "Lou, named by a majority, is condemned; Bob goes before the tribunal");
      for (const voter of [0, 1, 2, 3, 4]) await page.locator('[data-testid="qb-tribunal-vote"]').nth(voter).click();
      assert.equal(await text(page, '[data-testid="qb-tribunal-count"]'), "Exécuter 5 · épargner 4");
      if (i === 0) await shot(page, "qb-two-weeks-day2-tribunal");
      await page.click('[data-testid="qb-tribunal-send"]');
      await page.waitForFunction((a) => document.querySelector('[data-testid="qb-tribunal"] h3')?.textContent.trim() !== a, accused);
    }
    const condemned = await page.$$eval('[data-testid="qb-condemned-row"] > strong', (els) => els.map((e) => e.textContent));
    assert.deepEqual(condemned, ["Lou", "Bob"]);
    await page.locator('[data-testid="qb-condemned-row"]', { hasText: "Bob" }).locator('[data-testid="qb-pardon"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="qb-condemned-row"]').length === 1);
    await page.click('[data-testid="qb-execute"]');
    assert.deepEqual(await outcome(page), [
      "executed: Le village a exécuté : Lou",
      "pardoned: Le Bourreau a gracié : Bob",
      "law: Pas de loi aujourd'hui (propositions refusées : 0 · tours passés : 0).",
    ]);
    await shot(page, "qb-two-weeks-day2-outcome");
    await chooseDeath(page, "Lou", "spirit");
    await page.click('[data-testid="qb-tab-offices"]');
    // Lou, a spirit, leaves the Senate (a ghost could have kept it, L138); Bob, the Scrutineer,
    // names the successor among those with no office but himself.
    assert.equal(await holderOf(page, "Senator"), "Vacant");
    const senators = await page.locator(`${officeRow("Senator")} [data-testid="qb-appoint"]`).allTextContents();
    assert.deepEqual(senators.map((n) => n.trim()), ["Ana", "Cid", "Fay", "Gus"], "Cid's office went with his pardon (L178)");
    await page.locator(`${officeRow("Senator")} [data-testid="qb-appoint"]`, { hasText: "Gus" }).click();
    await page.waitForFunction((sel) => document.querySelector(sel).textContent.trim() === "Gus", `${officeRow("Senator")} [data-testid="qb-office-holder"]`);
    await shot(page, "qb-two-weeks-day2-offices");
    await page.click('[data-testid="qb-tab-board"]');
    assert.deepEqual(await living(page), ["Ana", "Bob", "Cid", "Dee", "Fay", "Gus", "Hal", "Ivy"]);
    await page.click('[data-testid="qb-end-day"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');

    // ---- Night 3 (Wednesday): a Lover is killed, and comes back to life ----
    await goToStep(page, "Huddle");
    await page.click(chip("qb-house", seat("Fay")));
    await page.click('[data-testid="qb-huddle-agree"]');
    await goToStep(page, "Attack");
    assert.equal(await text(page, '[data-testid="qb-occupants"]'), "Fay");
    await page.click('[data-testid="qb-attack-confirm"]');
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), "L'attaque a tué : Fay");
    assert.equal(await page.locator('[data-testid="qb-death-sheet"][data-player="Fay"]').count(), 0, "a Lover's first death: no sheet");
    await shot(page, "qb-two-weeks-night3");
    await dawnAndEndNight(page);
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await text(page, '[data-testid="qb-morning-nobody"]'), "Personne n'est mort cette nuit.");
    assert.equal(await text(page, '[data-testid="qb-morning-revived"]'), "Retour à la vie (aucune carte retournée) : Fay");
    assert.equal(await text(page, '[data-testid="qb-scrutineer"]'), "Le Scrutateur est maintenant Cid.");
    assert.equal(await page.locator('[data-testid="qb-morning-offices"] li').count(), 0, "the new Scrutineer is named once, not twice");
    await shot(page, "qb-two-weeks-morning3");
    await toVillage(page);

    // ---- Day 3: a marriage with witnesses (no priest alive); gifts to Dee ----
    await page.click('[data-testid="qb-action-marry"]');
    await page.selectOption('[data-testid="qb-marry-a"]', String(seat("Cid")));
    await page.selectOption('[data-testid="qb-marry-b"]', String(seat("Dee")));
    await page.locator('[data-testid="qb-marry-witness"]', { hasText: "Ana" }).click();
    await page.locator('[data-testid="qb-marry-witness"]', { hasText: "Hal" }).click();
    await shot(page, "qb-two-weeks-day3-marriage");
    await page.click('[data-testid="qb-marry-send"]');
    await page.waitForSelector('[data-testid="qb-marriage"]', { state: "detached" });
    assert.equal(await text(page, `[data-testid="qb-seat"]:nth-child(${seat("Cid") + 1}) [data-testid="qb-seat-meta"]`), "maison Cid · mariage avec Dee · Scrutateur");
    for (const from of ["Gus", "Ivy"]) {
      await page.click('[data-testid="qb-action-gift"]');
      await page.waitForSelector('[data-testid="qb-coins-ledger"]');
      await page.selectOption('[data-testid="qb-gift-from"]', String(seat(from)));
      await page.selectOption('[data-testid="qb-gift-to"]', String(seat("Dee")));
      await page.click('[data-testid="qb-gift-send"]');
      await page.click('[data-testid="qb-tab-board"]');
    }
    assert.equal(await coinsOf(page, "Dee"), "2 ◉", "Gus and Ivy each gave Dee a coin");
    await page.click('[data-testid="qb-end-day"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');

    // ---- Night 4 (Thursday): the President is killed ----
    await goToStep(page, "Huddle");
    await page.click(chip("qb-house", seat("Ivy")));
    await page.click('[data-testid="qb-huddle-agree"]');
    await goToStep(page, "Attack");
    assert.equal(await text(page, '[data-testid="qb-occupants"]'), "Ivy");
    await page.click('[data-testid="qb-attack-confirm"]');
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), "L'attaque a tué : Ivy");
    const ivy = page.locator('[data-testid="qb-death-sheet"][data-player="Ivy"]');
    await ivy.locator(chip("qb-death-choice", 0)).click();
    await ivy.locator('[data-testid="qb-death-confirm"]').click();
    assert.equal(await ivy.locator('[data-testid="qb-spouse-look"]').textContent(), "0 pièce va à Hal, qui hérite et regarde les deux cartes.");
    assert.equal(await ivy.locator('[data-testid="qb-death-done"]').textContent(), "Fantôme · face visible : Villageois");
    await shot(page, "qb-two-weeks-night4");
    await skipHuddle(page);
    await dawnAndEndNight(page);
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await text(page, '[data-testid="qb-morning-died"]'), "Décès : Ivy");
    assert.equal(await text(page, '[data-testid="qb-scrutineer"]'), "Cid nomme d'abord les successeurs ; ensuite le poste de Scrutateur passe à Fay.");
    const president = '[data-testid="qb-vacancy"][data-office="President"]';
    await page.waitForSelector(president);
    assert.deepEqual(await page.$$eval(`${president} [data-testid="qb-appoint-to"]`, (els) => els.map((e) => e.textContent.trim())), ["Ana", "Bob", "Fay"]);
    await page.click(`${president} ${chip("qb-appoint-to", seat("Fay"))}`);
    await page.click(`${president} [data-testid="qb-appoint"]`);
    await page.waitForSelector(president, { state: "detached" });
    assert.equal(await text(page, '[data-testid="qb-scrutineer"]'), "Le Scrutateur est maintenant Ana.", "Fay has an office now: the post goes on to Ana");
    await shot(page, "qb-two-weeks-morning4");
    await toVillage(page);
    assert.equal(await phase(page), "Jour 4 · jeudi");

    // ---- Day 4: Dee condemned; in her ten seconds she assassinates Bob; then executed ----
    await page.click('[data-testid="qb-tab-session"]');
    await page.waitForSelector('[data-testid="qb-ballots"]');
    while (await page.locator('[data-testid="qb-voter"]').count()) {
      const v = Number(await page.getAttribute('[data-testid="qb-voter"]', "data-voter"));
      await cast(page, v === seat("Dee") ? seat("Ana") : seat("Dee"));
    }
    assert.equal(await text(page, '[data-testid="qb-tally"]'), "Dee 6 · Ana 1");
    await page.click('[data-testid="qb-count-votes"]');
    await page.waitForSelector('[data-testid="qb-condemned"]');
    assert.equal(await text(page, '[data-testid="qb-condemned-window"]'), "La fenêtre d'invocation de Dee est ouverte : dix secondes.");
    await page.click('[data-testid="qb-condemned-invoke"]');
    await page.waitForSelector('[data-testid="qb-invoke"]');
    await page.click(chip("qb-invoker", seat("Dee")));
    await page.locator('[data-testid="qb-power"]', { hasText: /ssassin/ }).click();
    await page.click(chip("qb-invoke-target", seat("Bob")));
    assert.equal(await text(page, '[data-testid="qb-invoke-cost"]'), "Coût : 2 pièces, retirées du jeu", "her second bullet");
    await page.click('[data-testid="qb-invoke-send"]');
    assert.match(await text(page, '[data-testid="qb-invoke-public"]'), /Bob a perdu la vie\.$/);
    const bob = page.locator('[data-testid="qb-invoke-deaths"] [data-testid="qb-death-sheet"][data-player="Bob"]');
    await bob.locator(chip("qb-death-choice", 1)).click();
    await bob.locator('[data-testid="qb-death-confirm"]').click();
    assert.equal(await bob.locator('[data-testid="qb-death-done"]').textContent(), "Esprit · face visible : Reptilien");
    assert.equal(await bob.locator('[data-testid="qb-estate"]').textContent(), "1 pièce que le Notaire (Dee) donne à :");
    await bob.locator(chip("qb-bequest-to", seat("Hal"))).click();
    await bob.locator('[data-testid="qb-bequest"]').click();
    await bob.locator('[data-testid="qb-estate"]').waitFor({ state: "detached" });
    assert.equal(await text(page, '[data-testid="qb-invoke"] [data-testid="qb-condemned"] p'), "Dee", "the window is Dee's");
    await shot(page, "qb-two-weeks-day4-window");
    await page.click('[data-testid="qb-invoke-close"]');
    await page.click('[data-testid="qb-tab-session"]');
    await page.click('[data-testid="qb-execute"]');
    assert.deepEqual(await outcome(page), ["executed: Le village a exécuté : Dee", "law: Pas de loi aujourd'hui (propositions refusées : 0 · tours passés : 0)."]);
    await chooseDeath(page, "Dee", "ghost");
    await page.click('[data-testid="qb-tab-offices"]');
    // Five alive, six mandatory offices: Dee's is no longer filled (L142), nobody is asked to.
    assert.equal(await holderOf(page, "Notary"), "Vacant");
    assert.equal(await text(page, `${officeRow("Notary")} [data-testid="qb-office-how"]`), "N'est plus pourvu : il y a moins de vivants que de postes obligatoires.");
    assert.equal(await page.locator(`${officeRow("Notary")} [data-testid="qb-appoint"]`).count(), 0);
    await shot(page, "qb-two-weeks-day4-offices");
    await assertNoSideScroll(page, "offices, short of players");
    await page.click('[data-testid="qb-tab-board"]');
    assert.deepEqual(await living(page), ["Ana", "Cid", "Fay", "Gus", "Hal"]);
    await page.click('[data-testid="qb-end-day"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');

    // ---- Friday to Sunday: quiet; the first Sunday's festival ----
    const week = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];
    for (let n = 5; n <= 7; n++) {
      await quietNight(page, n, week[(n - 1) % 7]);
      if (n === 7) {
        await toVillage(page);
        await page.click('[data-testid="qb-tab-session"]');
        assert.equal(await text(page, '[data-testid="qb-festival"]'), "Dimanche, fête au village : ni séance, ni loi, ni exécution.");
        await shot(page, "qb-two-weeks-day7-festival");
        await assertNoSideScroll(page, "festival");
        await page.click('[data-testid="qb-tab-board"]');
      }
      await quietDay(page, n, week[(n - 1) % 7]);
    }

    // ---- Week 2, Monday: Cid's Show, the Lovers guessed; two errors: the game goes on ----
    await quietNight(page, 8, "lundi");
    await toVillage(page);
    await page.click('[data-testid="qb-invoke-open"]');
    await page.click(chip("qb-invoker", seat("Cid")));
    await page.locator('[data-testid="qb-power"]', { hasText: "Show" }).click();
    assert.equal(await page.locator('[data-testid="qb-show-row"]').count(), 11);
    const guesses = { Ana: "reptilian", Bob: "alpha", Dee: "villager", Eve: "villager", Fay: "lovers", Gus: "lovers", Hal: "villager", Ivy: "villager", Jon: "villager", Kim: "villager", Lou: "villager" };
    for (const [who, card] of Object.entries(guesses)) {
      const row = page.locator(`[data-testid="qb-show-row"][data-player="${seat(who)}"]`);
      await row.locator('[data-testid="qb-show-card"]').selectOption(card);
      await row.locator(`[data-testid="qb-show-reply"][data-reply="${["Ana", "Bob"].includes(who) ? "error" : "ok"}"]`).click();
    }
    assert.equal(await page.locator('[data-testid="qb-invoke"] [data-testid="qb-condemned"]').count(), 0, "nobody is condemned today: no window");
    await shot(page, "qb-two-weeks-day8-show");
    await assertNoSideScroll(page, "the Show");
    await page.click('[data-testid="qb-show-send"]');
    assert.match(await text(page, '[data-testid="qb-invoke-public"]'), /Le Show : 2 erreurs annoncées\.$/);
    await page.click('[data-testid="qb-invoke-close"]');
    assert.equal(await page.locator('[data-testid="qb-end-banner"]').count(), 0, "two errors: the game goes on, the Showman alive");
    assert.equal(await lifeOf(page, "Cid"), "alive");
    await page.click('[data-testid="qb-end-day"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');

    // ---- Quiet to Friday; Saturday night the Lover dies for good, and her beloved of grief ----
    for (let n = 9; n <= 12; n++) {
      await quietNight(page, n, week[(n - 1) % 7]);
      await quietDay(page, n, week[(n - 1) % 7]);
    }
    assert.equal(await phase(page), "Nuit 13 · samedi");
    await goToStep(page, "Huddle");
    await page.click(chip("qb-house", seat("Fay")));
    await page.click('[data-testid="qb-huddle-agree"]');
    await goToStep(page, "Attack");
    assert.equal(await text(page, '[data-testid="qb-occupants"]'), "Fay");
    await page.click('[data-testid="qb-attack-confirm"]');
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), "L'attaque a tué : Fay");
    for (const name of ["Fay", "Gus"]) {
      const sheet = page.locator(`[data-testid="qb-death-sheet"][data-player="${name}"]`);
      assert.equal(await sheet.count(), 1, `${name}'s sheet: the second death of a Lover takes both`);
      await sheet.locator(chip("qb-death-choice", 1)).click();
      await sheet.locator('[data-testid="qb-death-confirm"]').click();
      if (await sheet.locator('[data-testid="qb-estate"]').count()) {
        await sheet.locator('[data-testid="qb-bequest-to"]').first().click();
        await sheet.locator('[data-testid="qb-bequest"]').click();
      }
    }
    await shot(page, "qb-two-weeks-night13");
    await dawnAndEndNight(page);
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await text(page, '[data-testid="qb-morning-died"]'), "Décès : Fay, Gus");
    // Fay was President, Gus Senator: three alive, no office refilled (L142); each said once.
    assert.deepEqual(await page.$$eval('[data-testid="qb-morning-offices"] li', (els) => els.map((e) => e.textContent.trim())), [
      "Président reste vacant : moins de joueurs que de postes.",
      "Sénateur reste vacant : moins de joueurs que de postes.",
    ]);
    assert.equal(await text(page, '[data-testid="qb-scrutineer"]'), "Le Scrutateur est maintenant Cid.");
    assert.equal(await page.locator('[data-testid="qb-vacancy"]').count(), 0, "nothing to name");
    await shot(page, "qb-two-weeks-morning13");
    await quietDay(page, 13, "samedi");
    await quietNight(page, 14, "dimanche");
    await toVillage(page);
    await page.click('[data-testid="qb-tab-session"]');
    await page.waitForSelector('[data-testid="qb-festival"]');
    await page.click('[data-testid="qb-tab-board"]');
    await quietDay(page, 14, "dimanche");

    // ---- Monday, day 15: Ana, the Alpha, executed: the end ----
    await quietNight(page, 15, "lundi");
    await toVillage(page);
    assert.deepEqual(await living(page), ["Ana", "Cid", "Hal"]);
    await page.click('[data-testid="qb-tab-session"]');
    await page.waitForSelector('[data-testid="qb-ballots"]');
    while (await page.locator('[data-testid="qb-voter"]').count()) {
      const v = Number(await page.getAttribute('[data-testid="qb-voter"]', "data-voter"));
      await cast(page, v === seat("Ana") ? seat("Cid") : seat("Ana"));
    }
    assert.equal(await text(page, '[data-testid="qb-tally"]'), "Ana 2 · Cid 1");
    await page.click('[data-testid="qb-count-votes"]');
    await page.waitForSelector('[data-testid="qb-condemned"]');
    await page.click('[data-testid="qb-execute"]');
    await shot(page, "qb-two-weeks-day15-executed");
    assert.deepEqual(await outcome(page), ["executed: Le village a exécuté : Ana", "law: Pas de loi aujourd'hui (propositions refusées : 0 · tours passés : 0)."]);
    // Ana's sheet: no Notary any more (L142): her coins wait, nobody is asked to hand them out.
    const ana = page.locator('[data-testid="qb-day-deaths"] ~ [data-testid="qb-death-sheet"][data-player="Ana"]');
    assert.equal(await ana.locator('[data-testid="qb-death-cards"]').textContent(), "Reptilienne alpha · Cambrioleur");
    await ana.locator(chip("qb-death-choice", 0)).click();
    await ana.locator('[data-testid="qb-death-confirm"]').click();
    assert.equal(await ana.locator('[data-testid="qb-death-done"]').textContent(), "Fantôme · face visible : Reptilienne alpha");
    assert.equal(await ana.locator('[data-testid="qb-estate"]').count(), 0);
    assert.equal(await text(page, '[data-testid="qb-death-sheet"][data-player="Ana"] [data-testid="qb-estate-waits"]'), "7 pièces attendent un Notaire : aucun n'est en poste pour les donner.");
    assert.equal(await page.locator('[data-testid="qb-day-deaths-help"]').count(), 0, "nothing left to do for the dead");
    await shot(page, "qb-two-weeks-day15-death");
    await assertNoSideScroll(page, "the Alpha's death");
    // Two alive, and no Reptilian: the game may stop.
    assert.equal(await text(page, '[data-testid="qb-end-banner"] p'), "La partie peut s'arrêter. Il reste deux vivants ou moins. · La condition des Villageois est remplie.");
    await page.click('[data-testid="qb-see-end"]');
    await page.waitForSelector('[data-testid="qb-stop-reasons"]');
    // Every reason that holds, not only the first (L59–62).
    assert.deepEqual(await page.$$eval('[data-testid="qb-stop-reason"]', (els) => els.map((e) => e.textContent.trim())), [
      "Il reste deux vivants ou moins.",
      "La condition des Villageois est remplie.",
    ]);
    // Each player's result and its reason, the dead included; the Lovers lose with their camp.
    const results = await page.$$eval('[data-testid="qb-result"]', (els) =>
      els.map((e) => [e.querySelector("strong").textContent, e.dataset.won, e.querySelector('[data-testid="qb-result-why"]').textContent.trim()]),
    );
    // No Seth was dealt: no reason names him.
    const villagers = "Villageois : tous les Reptiliens sont morts";
    const reptilians = "Reptiliens : 2 non-Reptiliens encore en vie";
    const lovers = "Amoureux : les Amoureux ne sont pas les deux derniers vivants";
    assert.deepEqual(results, [
      ["Ana", "false", reptilians],
      ["Bob", "false", reptilians],
      ["Cid", "true", villagers],
      ["Dee", "true", villagers],
      ["Eve", "true", villagers],
      ["Fay", "false", lovers],
      ["Gus", "false", lovers],
      ["Hal", "true", villagers],
      ["Ivy", "true", villagers],
      ["Jon", "true", villagers],
      ["Kim", "true", villagers],
      ["Lou", "true", villagers],
    ]);
    await shot(page, "qb-two-weeks-end");
    await assertNoSideScroll(page, "end");
    await page.click('[data-testid="qb-confirm-end"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="phase"]').textContent === "Partie terminée");
    const types = (await storedOpenGame(page)).game.log.map((c) => c.type);
    assert.equal(types.filter((t) => t === "end_night").length, 15, "fifteen nights: two weeks and a Monday");
    assert.equal(types.filter((t) => t === "pass_law").length, 1);
    assert.equal(types.at(-1), "end_game");
    assert.deepEqual(errors, []);
  } catch (e) {
    await shot(page, "qb-two-weeks-failure").catch(() => {});
    throw e;
  } finally {
    await app.stop();
  }
});
