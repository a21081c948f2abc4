// Helpers for Quinte-bourg's screens (quintebourg.html): a new game from the home screen, the
// players, a random deal, the setup sent.
import assert from "node:assert/strict";

/** Quinte-bourg's setup drawn by its app: the page's first screen (`data-first-screen`, drawn
 * before the app's code has come) has given way. */
export const QB_SETUP = '[data-testid="qb-setup"]:not([data-first-screen])';

/** From the home screen of either page: "New game" → Quinte-bourg; waits for its setup, drawn
 * by its app (the new game saved). */
export async function newQbGame(page) {
  await page.click('[data-testid="new-game"]');
  await page.click('[data-testid="new-game-quintebourg"]');
  await page.waitForSelector(QB_SETUP, { timeout: 30000 });
}

/** The players step: adds each name in seat order. */
export async function addQbPlayers(page, names) {
  await page.click('[data-testid="qb-step-players"]');
  for (const name of names) {
    await page.fill('[data-testid="qb-new-player"]', name);
    await page.click('[data-testid="qb-add-player"]');
  }
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="qb-player"]').length === n,
    names.length,
  );
}

/** The deal step: the suggested cards for the table, dealt at random. */
export async function randomDeal(page) {
  await page.click('[data-testid="qb-step-deal"]');
  await page.click('[data-testid="qb-pool-suggest"]');
  await page.click('[data-testid="qb-deal-random"]');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="qb-card-select"]')].every((s) => s.value !== ""),
  );
}

/** The last step: accepts the warnings if any, sends the setup; waits for the reveal. */
export async function sendSetup(page) {
  await page.click('[data-testid="qb-step-options"]');
  if (await page.$('[data-testid="qb-accept-warnings"]')) {
    await page.check('[data-testid="qb-accept-warnings"]');
  }
  await page.click('[data-testid="qb-setup-send"]');
  await page.waitForSelector('[data-testid="qb-reveal"]');
}

/** The saved-games list as stored. */
export async function storedIndex(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem("grimoire.index")));
}

/** The game master's one-second hold that unlocks the reveal. */
export async function unlockReveal(page) {
  await page.locator('[data-testid="qb-reveal-mj"]').dispatchEvent("pointerdown");
  await page.waitForSelector('[data-testid="qb-reveal-tools"]', { timeout: 3000 });
}

/** No horizontal scroll at the phone's width. */
export async function assertNoSideScroll(page, where) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `${where}: ${scroll}px wide in a ${width}px screen`);
}

/** A whole setup through the setup screens, up to the first night: the players, the deal by
 * hand (`deal`: [camp card, specialty] by seat), the offices (`holders`: office name → seat;
 * `optional`: optional offices put in play, with their holder), the personal conditions of
 * villager variants (`personal`: seat → the conditions' English names, the others unchecked),
 * Cupid's two `lovers` (names); `reveal(page)`, when given, runs while the phone goes round. */
export async function setUpTable(page, { names, deal, holders, optional = {}, personal = {}, lovers, reveal }) {
  await newQbGame(page);
  await addQbPlayers(page, names);
  await page.click('[data-testid="qb-step-deal"]');
  for (const [i, [card, specialty]] of deal.entries()) {
    await page.locator('[data-testid="qb-card-select"]').nth(i).selectOption(card);
    await page.locator('[data-testid="qb-specialty-select"]').nth(i).selectOption(specialty);
  }
  for (const [i, wanted] of Object.entries(personal)) {
    const row = page.locator('[data-testid="qb-deal-row"]').nth(Number(i));
    await row.locator('[data-testid="qb-personal"]').first().waitFor();
    for (const label of await row.locator('[data-testid="qb-personal"] label').all()) {
      const text = await label.textContent();
      const input = label.locator("input");
      if (wanted.some((w) => text.includes(w))) await input.check();
      else await input.uncheck();
    }
  }
  await page.click('[data-testid="qb-step-offices"]');
  for (const office of Object.keys(optional)) {
    await page.locator(`[data-office="${office}"] [data-testid="qb-office-in-play"]`).check();
  }
  for (const [office, holder] of Object.entries({ ...holders, ...optional })) {
    await page.selectOption(`[data-testid="qb-office"][data-office="${office}"] [data-testid="qb-office-holder"]`, String(holder));
  }
  await sendSetup(page);
  if (reveal) await reveal(page);
  await unlockReveal(page);
  await page.click('[data-testid="qb-reveal-done"]');
  await page.waitForSelector('[data-testid="qb-cupid"]');
  for (const lover of lovers) {
    await page.click(`[data-testid="qb-lover"]:nth-child(${names.indexOf(lover) + 1})`);
  }
  await page.click('[data-testid="qb-lovers-send"]');
  await page.click('[data-testid="qb-start"]');
  await page.waitForSelector('[data-testid="qb-night-runner"]');
}

/** The step of the night runner on screen. */
export const stepOnScreen = (page) => page.getAttribute('[data-testid="qb-night-runner"]', "data-step");

/** Moves the night runner to `step` (a `NightStep` name) from tonight's list. */
export async function goToStep(page, step) {
  await page.click(`[data-testid="qb-night-step"][data-step="${step}"]`);
  await page.waitForFunction((s) => document.querySelector('[data-testid="qb-night-runner"]')?.dataset.step === s, step);
}

/** Dawn, then the night's end: the morning or the day follows. */
export async function dawnAndEndNight(page) {
  await goToStep(page, "Dawn");
  if (await page.locator('[data-testid="qb-dawn"]').count()) await page.click('[data-testid="qb-dawn"]');
  await page.click('[data-testid="qb-end-night"]');
  await page.waitForSelector('[data-testid="qb-village-board"], [data-testid="qb-morning"]');
}

/** Waits for the day: the morning script first when it shows (each day, until closed), then
 * the village board. */
export async function toVillage(page) {
  await page.waitForSelector('[data-testid="qb-village-board"], [data-testid="qb-morning"]');
  if (await page.locator('[data-testid="qb-morning"]').count()) {
    await page.click('[data-testid="qb-to-village"]');
  }
  await page.waitForSelector('[data-testid="qb-village-board"]');
}
