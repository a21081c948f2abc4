// Quinte-bourg's benches start from the same game: 20 players on day 1, opened from its link
// on Quinte-bourg's page and brought to the village board.
import { preparedLog, gameLink } from "../../browser/specs/qb-day-helpers.mjs";
import { toVillage } from "../../browser/specs/qb-helpers.mjs";

export const TWENTY = ["Ana", "Bob", "Cid", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lea", "Max", "Ned", "Oda", "Pia", "Quy", "Rex", "Sol", "Tom"];

/** Opens the 20-player game on the village board; resolves with the app's base address. */
export async function openVillage(page, url) {
  const base = url.endsWith("/") ? url : `${url}/`;
  await page.goto(`${base}quintebourg.html#${gameLink({ seed: 3 }, preparedLog(TWENTY))}`);
  await page.waitForSelector('[data-testid="link-add"]');
  await page.click('[data-testid="link-add"]');
  await toVillage(page);
  return base;
}
