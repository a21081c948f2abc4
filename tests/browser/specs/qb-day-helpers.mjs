// Helpers for Quinte-bourg's day screens: a prepared game built from engine commands and
// opened by its game link (`q1.`: the table's envelope, zlib then base64url, as the app writes
// it), the stored game read back, links decoded in Node.
import zlib from "node:zlib";

export const NAMES = ["Ana", "Bob", "Cid", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo"];

// Cards: [camp card, specialty, personal conditions].
const CARDS = [
  ["alpha", "sandman"],
  ["seth", "burglar"],
  ["scheherazade", "eris"],
  ["brain", "freyja"],
  ["pinky", "artist"],
  ["villager", "reporter"],
  ["orpheus", "psychopath"],
  ["greedy", "laura", ["greedy"]],
  ["villager_b", "engineer", ["detectives"]],
  ["black", "assassin"],
];

/** The words no public view may carry: every card, camp, specialty and personal condition of
 * the prepared game, in both languages and as the engine's identifiers. */
export const SECRETS = [
  "alpha", "seth", "scheherazade", "shéhérazade", "brain", "cortex", "pinky", "minus", "orpheus",
  "orphée", "greedy", "cupide", "villager", "villageois", "black", "noire", "sandman", "marchand",
  "burglar", "cambrioleur", "eris", "éris", "freyja", "artist", "reporter", "psychopath", "laura",
  "engineer", "ingénieure", "assassin", "reptil", "idealist", "idéaliste", "mice", "souris",
  "lover", "amoureux", "detective", "détective", "camp", "card", "carte", "specialt", "personal",
];

/** The setup of a 10-player game on a Monday with `offices`, then the Lovers, night 1 and its
 * end: day 1 begins. Extra commands follow. */
export function preparedLog(players = NAMES, extra = []) {
  const setup = {
    start: "mon",
    players: players.map((name, i) => {
      const [card, specialty, personal] = CARDS[i % CARDS.length];
      return { name, card, specialty, ...(personal ? { personal } : {}) };
    }),
    spare_houses: 1,
    offices: [
      { office: "scrutineer", holder: 4 },
      { office: "militia_chief", holder: null },
      { office: "president", holder: 2 },
      { office: "prosecutor", holder: 5 },
      { office: "notary", holder: 6 },
      { office: "senator", holder: 3 },
      { office: "priest", holder: 7 },
      { office: "executioner", holder: 8 },
    ],
    accept_warnings: true,
  };
  return [{ type: "setup", setup }, { type: "lovers", a: 1, b: 6 }, { type: "start" }, { type: "end_night" }, ...extra];
}

/** A game link payload for a game of this config and log. */
export function gameLink(config, log) {
  const game = { ruleset: "quintebourg", version: 1, config, log };
  return "q1." + zlib.deflateSync(Buffer.from(JSON.stringify(game))).toString("base64url");
}

/** The JSON a link carries (`q1.`/`v1.`, with or without the address before `#`). */
export function unpackLink(link) {
  const payload = link.split("#").pop();
  const body = payload.slice(payload.indexOf(".") + 1);
  return zlib.inflateSync(Buffer.from(body, "base64url")).toString("utf8");
}

/** The open game as stored: { id, game, ui }. */
export async function storedOpenGame(page) {
  return page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem("grimoire.index"));
    const stored = JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`));
    return { id: index.open, game: stored.game, ui: stored.ui };
  });
}

/** The MJ's second phone moves the game on (commands the screens of this branch do not send,
 * e.g. the night's): the stored game's log plus `commands`, opened by its link; the dialog
 * updates the stored copy. */
export async function advanceByLink(page, base, commands) {
  const { game } = await storedOpenGame(page);
  const link = gameLink(game.config, [...game.log, ...commands]);
  await page.goto(`${base}quintebourg.html#${link}`);
  await page.waitForSelector('[data-testid="link-preview"]');
  await page.waitForSelector('[data-testid="qb-arrived-related"]');
  await page.click('[data-testid="qb-arrived-update"]');
}

/** The one-second hold of a hold button. */
export async function hold(page, testid) {
  await page.locator(`[data-testid="${testid}"]`).dispatchEvent("pointerdown");
}

/** Casts the next ballot for `target` (a seat number, or null for no one). */
export async function cast(page, target) {
  const before = await page.locator('[data-testid="qb-ballot"]').count();
  if (target === null) await page.click('[data-testid="qb-target-none"]');
  else await page.click(`[data-testid="qb-target"][data-target="${target}"]`);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="qb-ballot"]').length === n + 1, before);
}

/** A death by day handled on its sheet, open on the day hub (004 L195): the camp card turned
 * over, `choice` ("ghost" or "spirit"), then the Notary's bequest to the seat `heir` (or the
 * first offered) when the dead player's coins wait for him. */
export async function chooseDeath(page, name, choice, heir) {
  const sheet = page.locator(`[data-testid="qb-death-sheet"][data-player="${name}"]`);
  await sheet.locator(`[data-testid="qb-death-choice"][data-id="${choice === "spirit" ? 1 : 0}"]`).click();
  await sheet.locator('[data-testid="qb-death-confirm"]').click();
  await sheet.locator('[data-testid="qb-death-done"]').waitFor();
  if (await sheet.locator('[data-testid="qb-estate"]').count()) {
    const to = heir === undefined ? sheet.locator('[data-testid="qb-bequest-to"]').first() : sheet.locator(`[data-testid="qb-bequest-to"][data-id="${heir}"]`);
    await to.click();
    await sheet.locator('[data-testid="qb-bequest"]').click();
    await sheet.locator('[data-testid="qb-estate"]').waitFor({ state: "detached" });
  }
}
