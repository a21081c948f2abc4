// Page helpers for the grimoire specs: drive the screens the way a Storyteller does (taps and
// typing only) and read what the app stored.
import assert from "node:assert/strict";
import { start } from "../lib/harness.mjs";

/** The seven players of the Trouble Brewing game (no name contains a character's name). */
export const SEVEN = ["Ada", "Bruno", "Clara", "Dario", "Elsa", "Felix", "Greta"];
/** Nine players: the game the start-up benchmarks reopen on its board. */
export const NINE = ["Alice", "Bob", "Chloé", "David", "Emma", "Farid", "Gaëlle", "Hugo", "Inès"];

/** Twenty names for the crowded-table test. */
export const TWENTY = [
  "Ada", "Bruno", "Clara", "Dario", "Elsa", "Felix", "Greta", "Hugo", "Ines", "Jonas",
  "Karin", "Lior", "Maya", "Nils", "Olga", "Pavel", "Quinn", "Rosa", "Sven", "Tara",
];

/** Every Trouble Brewing character: none may be in the page where they are secret. */
export const TB = {
  washerwoman: "Washerwoman", librarian: "Librarian", investigator: "Investigator", chef: "Chef",
  empath: "Empath", fortuneteller: "Fortune Teller", undertaker: "Undertaker", monk: "Monk",
  ravenkeeper: "Ravenkeeper", virgin: "Virgin", slayer: "Slayer", soldier: "Soldier", mayor: "Mayor",
  butler: "Butler", drunk: "Drunk", recluse: "Recluse", saint: "Saint", poisoner: "Poisoner",
  spy: "Spy", scarletwoman: "Scarlet Woman", baron: "Baron", imp: "Imp",
};

/** Fails if the page's HTML names a character, an alignment or a Storyteller-only word (the
 * public town square). */
export function assertNothingSecret(html) {
  for (const [id, name] of Object.entries(TB)) {
    assert.ok(!new RegExp(`\\b${id}\\b`, "i").test(html), `character id ${id} on the town square`);
    assert.ok(!new RegExp(`\\b${name}\\b`).test(html), `character name ${name} on the town square`);
  }
  for (const word of ["good", "evil", "Good", "Evil", "reminder", "poison", "drunk", "bluff"]) {
    assert.ok(!new RegExp(`\\b${word}\\b`).test(html), `"${word}" on the town square`);
  }
}

/** Opens the app with a fixed seed for the random draw and waits for the first screen. */
export async function openApp(page, url, seed = 42) {
  await page.goto(`${url}#seed=${seed}`);
  await page.waitForSelector("main", { timeout: 30000 });
}

/** Starts a new game and seats the players, through the setup screen. */
export async function seatPlayers(page, names, script = "tb") {
  await page.click('[data-testid="new-game"]');
  await page.click('[data-testid="new-game-botc"]');
  await page.waitForSelector('[data-testid="new-player-name"]');
  if (script !== "tb") await page.click(`[data-testid="script-${script}"]`);
  for (const name of names) {
    await page.fill('[data-testid="new-player-name"]', name);
    await page.click('[data-testid="add-player"]');
  }
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="player-row"]').length === n,
    names.length,
  );
}

/** From the players screen: the random draw, Travellers for seats beyond 15, hand them out. */
export async function drawCharacters(page) {
  await page.click('[data-testid="next-characters"]');
  await page.click('[data-testid="random-draw"]');
  const selects = await page.$$('[data-testid="pick-row"] [data-testid="pick-character"]');
  for (let i = 15; i < selects.length; i++) {
    // Each Traveller seat takes a different Traveller: the first one not taken yet.
    const value = await selects[i].evaluate((el, taken) => {
      const opt = [...el.options].find((o) => o.value && !taken.includes(o.value));
      return opt.value;
    }, await takenValues(page));
    await selects[i].selectOption(value);
  }
  await page.click('[data-testid="accept-characters"]');
  await page.waitForSelector('[data-testid="bluffs"]');
}

async function takenValues(page) {
  return page.$$eval('[data-testid="pick-character"]', (els) => els.map((e) => e.value).filter(Boolean));
}

/** The whole setup: players, draw, bluffs kept. Ends on the review screen. */
export async function setUpGame(page, names, script = "tb") {
  await seatPlayers(page, names, script);
  await drawCharacters(page);
  await page.click('[data-testid="keep-bluffs"]');
}

/** Everything localStorage holds. */
export async function storage(page) {
  return page.evaluate(() => {
    const out = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      out[k] = localStorage.getItem(k);
    }
    return out;
  });
}

/** Forgets everything stored: localStorage and the journal's records in IndexedDB (which would
 * otherwise bring the games back at the next start). The journal's database stays (the app
 * holds it open): its records are cleared. */
export async function clearStorage(page) {
  await page.evaluate(async () => {
    localStorage.clear();
    await new Promise((resolve, reject) => {
      const open = indexedDB.open("grimoire-journal");
      open.onerror = () => reject(open.error);
      open.onupgradeneeded = () => open.result.createObjectStore("journal");
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction("journal", "readwrite");
        tx.objectStore("journal").clear();
        tx.oncomplete = () => {
          db.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  });
}

/** The open game as stored: { key, stored } with stored = { schema, game: {version, config, log}, redo, ui }. */
export async function storedGame(page) {
  const all = await storage(page);
  const index = JSON.parse(all["grimoire.index"]);
  const key = `grimoire.game.${index.open}`;
  return { key, stored: JSON.parse(all[key]) };
}

/** Who has which character: [{ name, character, shown, alignment }] in seat order, from the
 * stored log. */
export async function characters(page) {
  const { stored } = await storedGame(page);
  const names = new Map();
  let id = 0;
  let assign = [];
  for (const cmd of stored.game.log) {
    const c = cmd.type === "override" ? cmd.command : cmd;
    if (c.type === "add_player") names.set(id++, c.name);
    if (c.type === "assign_characters") assign = c.assignments;
  }
  return assign.map((a) => ({ name: names.get(a.player), character: a.character, shown: a.shown, alignment: a.alignment }));
}

/** What the board shows, seat by seat: enough to tell two boards apart. */
export async function boardSnapshot(page) {
  await page.waitForSelector('[data-testid="board"]');
  return page.$$eval('[data-testid="seat"]', (seats) =>
    seats.map((s) => ({
      player: s.dataset.player,
      style: s.getAttribute("style"),
      classes: s.className,
      label: s.querySelector("button").getAttribute("aria-label"),
      art: s.querySelector(".token-art").className,
      text: s.textContent,
    })),
  );
}

/** Opens the sheet of the player with this name. */
export async function openSeat(page, name) {
  const seat = page.locator('[data-testid="seat"]', { hasText: name }).first();
  await seat.locator("button").click();
  await page.waitForSelector('[data-testid="seat-sheet"]');
  // Its lower groups are drawn a frame after the sheet: the whole of it.
  await page.waitForSelector('[data-testid="seat-sheet"] [data-testid="seat-control"]');
}

/** Closes the open seat sheet. */
export async function closeSheet(page) {
  await page.click('[data-testid="sheet-close"]');
  await page.waitForSelector('[data-testid="seat-sheet"]', { state: "detached" });
}

/**
 * Controls without an accessible name, from Chromium's own accessibility tree: every button,
 * text field, list box, link... whose computed name is empty. Returns a description of each.
 */
export async function unnamedControls(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const controls = new Set([
      "button", "textbox", "combobox", "listbox", "checkbox", "radio", "link", "menuitem",
      "switch", "slider", "spinbutton", "searchbox", "PopUpButton",
    ]);
    return nodes
      .filter((n) => !n.ignored && controls.has(n.role?.value) && !(n.name?.value || "").trim())
      .map((n) => `${n.role.value} (backend node ${n.backendDOMNodeId})`);
  } finally {
    await cdp.detach();
  }
}

/** How many controls the accessibility tree holds (to show the check looked at something). */
export async function controlCount(page) {
  return page.$$eval('button, input, select, textarea, a[href], [role="button"]', (els) => els.length);
}

/** Runs `fn` with a fresh app on a phone-sized page, and stops it whatever happens. */
export async function withApp(fn) {
  const app = await start();
  try {
    await fn(app);
  } finally {
    await app.stop();
  }
}

/** The Storyteller's one-second hold on "Storyteller" that unlocks the bag. */
export async function unlockBag(page) {
  await page.locator('[data-testid="bag-storyteller"]').dispatchEvent("pointerdown");
  await page.waitForSelector('[data-testid="bag-finish"]', { timeout: 3000 });
}

/** Unlocks the bag and leaves it (starting the game in setup). */
export async function leaveBag(page) {
  await unlockBag(page);
  await page.click('[data-testid="bag-finish"]');
}
