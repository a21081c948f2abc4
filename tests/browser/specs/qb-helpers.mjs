// Helpers for Quinte-bourg's screens (quintebourg.html): a new game from the home screen, the
// players, a random deal, the setup sent.
import assert from "node:assert/strict";

/** From the home screen of either page: "New game" → Quinte-bourg; waits for its setup. */
export async function newQbGame(page) {
  await page.click('[data-testid="new-game"]');
  await page.click('[data-testid="new-game-quintebourg"]');
  await page.waitForSelector('[data-testid="qb-setup"]', { timeout: 30000 });
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
