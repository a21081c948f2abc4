// Page helpers for the nights-and-days specs: the seeded 7-player game of
// tests/scenarios/game_seven_players_full.json (seed 247), driven by taps only.
import assert from "node:assert/strict";
import { openApp, seatPlayers, storedGame, leaveBag } from "./grimoire-helpers.mjs";

/** The players of the scenario, in seat order. */
export const PLAYERS = ["Alex", "Sarah", "Julian", "Amy", "Evin", "Lewis", "Douglas"];

/** The scenario's characters (the engine's draw for seed 247), handed out by hand: Alex Empath,
 * Sarah Undertaker, Julian Monk, Amy Imp, Evin Fortune Teller, Lewis Ravenkeeper, Douglas Spy. */
export const CAST = {
  Alex: "Empath", Sarah: "Undertaker", Julian: "Monk", Amy: "Imp", Evin: "Fortune Teller",
  Lewis: "Ravenkeeper", Douglas: "Spy",
};

const IDS = ["empath", "undertaker", "monk", "imp", "fortuneteller", "ravenkeeper", "spy"];
const BLUFFS = ["virgin", "librarian", "recluse"];

/** Sets up the scenario's game through the setup screens (characters and bluffs picked by
 * hand, the red herring on Julian), passes the bag and starts the first night. */
export async function startSeededGame(page, url) {
  await openApp(page, url, 247);
  await seatPlayers(page, PLAYERS);
  await page.click('[data-testid="next-characters"]');
  for (const [i, id] of IDS.entries()) {
    await page.locator('[data-testid="pick-row"] [data-testid="pick-character"]').nth(i).selectOption(id);
  }
  await page.click('[data-testid="accept-characters"]');
  await page.waitForSelector('[data-testid="bluffs"]');
  for (const [i, id] of BLUFFS.entries()) await page.selectOption(`[data-testid="bluff-${i}"]`, id);
  await page.click('[data-testid="keep-bluffs"]');
  await page.getByLabel("Fortune Teller's red herring").selectOption({ label: "Julian" });
  await page.click('[data-testid="pass-bag"]');
  for (let i = 0; i < PLAYERS.length; i++) {
    await page.locator('[data-testid="bag-name"]').nth(i).click();
    await page.click('[data-testid="bag-confirm"]');
    await page.click('[data-testid="bag-hide"]');
  }
  await leaveBag(page);
  await page.waitForSelector('[data-testid="night-panel"]');
}

/** The title of the night step on screen. */
export async function stepTitle(page) {
  return (await page.textContent('[data-testid="night-step-title"]')).trim();
}

/** Waits until the night step's title matches. */
export async function onStep(page, re) {
  await page.waitForFunction(
    (src) => new RegExp(src).test(document.querySelector('[data-testid="night-step-title"]')?.textContent || ""),
    re.source,
    { timeout: 5000 },
  ).catch(async () => assert.fail(`expected step ${re}, on “${await stepTitle(page).catch(() => "?")}”`));
}

/** "Next step". */
export async function next(page) {
  const before = await page.textContent('[data-testid="night-count"]');
  await page.click('[data-testid="night-next"]');
  await page.waitForFunction(
    (b) => document.querySelector('[data-testid="night-count"]')?.textContent !== b,
    before,
  );
}

/** Taps a player's token on the board. */
export async function tapSeat(page, name) {
  await page.locator('[data-testid="seat"]', { hasText: name }).locator("button").click();
}

/** The show-to-player card: its text, then closed with the long press. */
export async function readAndHideCard(page) {
  await page.waitForSelector('[data-testid="info-card"]');
  const text = await page.textContent('[data-testid="info-card"]');
  const html = await page.content();
  await page.locator('[data-testid="card-hide"]').dispatchEvent("pointerdown");
  await page.waitForSelector('[data-testid="info-card"]', { state: "detached", timeout: 3000 });
  return { text, html };
}

/** Closes a public announcement card if one is up. */
export async function closeAnnouncement(page) {
  if (await page.locator('[data-testid="card-close"]').count()) {
    await page.click('[data-testid="card-close"]');
    await page.waitForSelector('[data-testid="info-card"]', { state: "detached" });
  }
}

/** Gives the selected answer and returns the card. */
export async function giveAndShow(page) {
  await page.click('[data-testid="give-info"]');
  return readAndHideCard(page);
}

/** Picks the nominator then the nominee on the board, and confirms. */
export async function nominate(page, nominator, nominee) {
  await page.click('[data-testid="nominate"]');
  await tapSeat(page, nominator);
  await tapSeat(page, nominee);
  await page.click('[data-testid="confirm-pick"]');
}

/** The hand the arm reaches: up or down. */
export async function hand(page, name, raised) {
  await page.waitForFunction(
    (n) => (document.querySelector('[data-testid="vote-next"]')?.textContent || "").includes(n),
    name,
  );
  const count = Number(await page.textContent('[data-testid="vote-count"]'));
  await page.click(raised ? '[data-testid="hand-up"]' : '[data-testid="hand-down"]');
  await page.waitForFunction(
    ([n, c]) => {
      const next = document.querySelector('[data-testid="vote-next"]')?.textContent || "";
      return !next.includes(n) || Number(document.querySelector('[data-testid="vote-count"]')?.textContent) !== c;
    },
    [name, count],
  );
}

/** Taps a hand further along the walk (the hands between are passed, down). */
export async function raiseAt(page, name) {
  await page.locator('[data-testid="walk-row"]', { hasText: name }).click();
  await page.waitForSelector(`[data-testid="walk-row"][data-hand="up"]:has-text("${name}")`);
}

export async function closeVote(page) {
  await page.click('[data-testid="close-vote"]');
  await page.waitForSelector('[data-testid="vote"]', { state: "detached" });
}

/** The number of commands in the stored log. */
export async function logLength(page) {
  return (await storedGame(page)).stored.game.log.length;
}

/** What the board shows per seat: name, dead or alive, and the accessible label. */
export async function seats(page) {
  return page.$$eval('[data-testid="seat"]', (els) =>
    els.map((s) => ({ classes: s.className.replace(/ seat--picked/, ""), label: s.querySelector("button").getAttribute("aria-label") })),
  );
}

/** Asserts that none of `words` appears in `html` as a whole word. */
export function assertAbsent(html, words, message) {
  for (const w of words) {
    const re = new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
    assert.ok(!re.test(html), `${message}: “${w}” found`);
  }
}

// ---- Day abilities: any cast, set up by hand, and quick ways through a night ----

/** Sets up a game of `script` (Trouble Brewing by default) with `cast` ([[name, characterId], …] in seat order) picked
 * by hand on the setup screen (accepting the engine's warnings if any), keeps the suggested
 * bluffs, passes the bag and starts the first night. `beforeAccept(page)`, if given, runs on
 * the characters screen once the cast is picked (e.g. to add Fabled). */
export async function startCast(page, url, cast, seed = 5, script = "tb", beforeAccept = null) {
  await openApp(page, url, seed);
  // A script given as its JSON (an array) is pasted on the players' screen.
  await seatPlayers(page, cast.map(([name]) => name), Array.isArray(script) ? "tb" : script);
  if (Array.isArray(script)) {
    await page.click('[data-testid="script-import"] summary');
    await page.fill('[data-testid="script-json"]', JSON.stringify(script));
    await page.click('[data-testid="use-script"]');
    await page.waitForSelector('[data-testid="script-summary"]');
  }
  await page.click('[data-testid="next-characters"]');
  for (const [i, [, id]] of cast.entries()) {
    await page.locator('[data-testid="pick-row"] [data-testid="pick-character"]').nth(i).selectOption(id);
  }
  if (beforeAccept) await beforeAccept(page);
  await page.click('[data-testid="accept-characters"]');
  await page.waitForSelector('[data-testid="bluffs"]');
  await page.click('[data-testid="keep-bluffs"]');
  await page.click('[data-testid="pass-bag"]');
  for (let i = 0; i < cast.length; i++) {
    await page.locator('[data-testid="bag-name"]').nth(i).click();
    await page.click('[data-testid="bag-confirm"]');
    await page.click('[data-testid="bag-hide"]');
  }
  await leaveBag(page);
  await page.waitForSelector('[data-testid="night-panel"]');
}

/** "Next step" until the step's title matches `re` (fails at dawn if it never does). */
export async function stepTo(page, re) {
  for (;;) {
    if (re.test(await stepTitle(page))) return;
    if (await page.locator('[data-testid="end-night"]').count()) {
      assert.fail(`no step ${re} tonight (at dawn)`);
    }
    await next(page);
  }
}

/** The answers offered at this step: [{ label, value }]. */
export async function answers(page) {
  await page.waitForSelector('[data-testid="answer"]');
  return page.$$eval('[data-testid="answer-option"]', (els) =>
    els.map((e) => ({
      label: e.querySelector(".answer__label").textContent.trim(),
      value: e.querySelector(".answer__value").textContent.trim(),
    })),
  );
}

/** Steps through the rest of the night without recording anything, ends it, and reads out
 * dawn: the day panel is up, ready for nominations. Returns who dawn said died. */
export async function throughNight(page) {
  while (!(await page.locator('[data-testid="end-night"]').count())) await next(page);
  await page.click('[data-testid="end-night"]');
  await page.waitForSelector('[data-testid="dawn"]');
  await closeAnnouncement(page);
  const died = await page.$$eval('[data-testid="dawn-died"]', (els) => els.map((e) => e.textContent));
  await page.click('[data-testid="dawn-done"]');
  await page.waitForSelector('[data-testid="nominate"]');
  return died;
}

/** The label of a player's token on the board (name, character, dead…). */
export async function seatLabel(page, name) {
  return page.locator('[data-testid="seat"]', { hasText: name }).locator("button").getAttribute("aria-label");
}

/** The Slayer's shot picked on the board, then confirmed. */
export async function shoot(page, slayer, target) {
  await page.click('[data-testid="slayer-shot"]');
  await tapSeat(page, slayer);
  await tapSeat(page, target);
  await page.click('[data-testid="confirm-pick"]');
}

/** The public announcement card on screen: its text, then closed. */
export async function readAnnouncement(page) {
  await page.waitForSelector('[data-testid="card-close"]');
  const text = await page.textContent('[data-testid="info-card"]');
  await closeAnnouncement(page);
  return text;
}

/** Every hand of the open vote, in the walk's order: up for the names in `up`. */
export async function voteWith(page, up) {
  await page.waitForSelector('[data-testid="vote"]');
  while (await page.locator('[data-testid="hand-up"]').count()) {
    const next = await page.textContent('[data-testid="vote-next"]');
    const raised = up.some((n) => next.includes(n));
    const count = await page.textContent('[data-testid="vote-count"]');
    await page.click(raised ? '[data-testid="hand-up"]' : '[data-testid="hand-down"]');
    await page.waitForFunction(
      ([n, c]) =>
        (document.querySelector('[data-testid="vote-next"]')?.textContent ?? "") !== n ||
        document.querySelector('[data-testid="vote-count"]')?.textContent !== c,
      [next, count],
    );
  }
  await closeVote(page);
}

/** Undoes the last decision and waits until the stored log is shorter (undo also takes back
 * the "Next step" moves that followed the decision). */
export async function undo(page) {
  const before = await logLength(page);
  await page.click('[data-testid="undo"]');
  await page.waitForFunction(
    (n) => {
      const index = JSON.parse(localStorage.getItem("grimoire.index") || "{}");
      const game = JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`) || "{}");
      return game.game?.log?.length <= n;
    },
    before - 1,
  );
}

/** Parts of one long test that go on from where the last left the game: after a failure the
 * rest are skipped rather than failing on the wrong screen. */
export function chainedParts(t) {
  let broken = false;
  return (name, fn) =>
    t.test(name, { skip: broken && "an earlier part failed" }, async () => {
      try {
        await fn();
      } catch (e) {
        broken = true;
        throw e;
      }
    });
}
