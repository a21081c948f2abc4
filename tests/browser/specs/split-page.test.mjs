// Blood on the Clocktower's page is split (scripts/build-split.sh): the players' screen needs
// only the main WebAssembly; the screens of a game under way are in a chunk fetched while the
// names are typed. On a slow link, a screen whose chunk has not come yet says "Loading…" and
// then shows, and a game started offline from the service worker's cache opens on its board.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { start, shot, appReady, DIST, distFiles, botcOffline } from "../lib/harness.mjs";
import { openApp, seatPlayers, drawCharacters, characters, SEVEN } from "./grimoire-helpers.mjs";
import { QB_SETUP, storedIndex } from "./qb-helpers.mjs";

const GAME_CHUNK = /^split_game-[0-9a-f]+\.wasm$/;

test("the players' screen waits only for the main module; the game's screens come after, “Loading…” while their chunk is slow", async () => {
  const html = fs.readFileSync(path.join(DIST, "botc.html"), "utf8");
  const id = (html.match(/grimoire-split-([0-9a-f]+)\.js/) || [])[1];
  assert.ok(id, "botc.html preloads the split loader");
  const files = distFiles();
  const main = files.find((f) => f === `grimoire-${id}_bg.wasm`);
  assert.ok(main, "the main module carries the build's id");
  const chunks = files.filter((f) => f.endsWith(`-${id}.wasm`) && f !== main);
  assert.ok(chunks.some((f) => GAME_CHUNK.test(f)), `a chunk for the game's screens among ${chunks}`);
  const size = (f) => fs.statSync(path.join(DIST, f)).size;
  const chunkBytes = chunks.reduce((s, f) => s + size(f), 0);
  // The game's screens are a large part of the page's code: the players' screen does without.
  assert.ok(size(main) < 2 * chunkBytes, `main ${size(main)} B, chunks ${chunkBytes} B`);

  const app = await start({ phone: "small" });
  const { page, errors, server } = app;
  try {
    // The game's chunk takes 20 s to come, as on a slow link (the setup below takes a few).
    server.setDelay((rel) => (GAME_CHUNK.test(rel) ? 20000 : 0));
    await openApp(page, app.url);
    await seatPlayers(page, SEVEN);
    // The seven names on the players' screen (each row's text, or its name field).
    const rows = await page.$$eval('[data-testid="player-row"]', (els) =>
      els.map((e) => [e.textContent, ...[...e.querySelectorAll("input")].map((i) => i.value)].join(" ")),
    );
    assert.equal(rows.length, 7);
    SEVEN.forEach((n, i) => assert.ok(rows[i].includes(n), `row ${i + 1} names ${n}: ${rows[i]}`));
    // The chunk was asked for while the names were typed (the preload), and has not come yet.
    assert.ok(server.requests.some((r) => GAME_CHUNK.test(r)), "the game's chunk is fetched ahead");
    await drawCharacters(page);
    await page.click('[data-testid="keep-bluffs"]');
    await page.waitForSelector('[data-testid="pass-bag"]');
    await page.click('[data-testid="pass-bag"]');
    const loading = page.locator(".later-loading");
    await loading.waitFor({ timeout: 5000 });
    assert.equal((await loading.textContent()).trim(), "Loading…");
    await shot(page, "split-loading-360");
    // Then the bag, with the seven names to tap.
    await page.waitForSelector('[data-testid="bag-name"]', { timeout: 40000 });
    const bag = await page.$$eval('[data-testid="bag-name"]', (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(bag.map((s) => SEVEN.find((n) => s.includes(n))), SEVEN);
    assert.equal(await loading.count(), 0, "“Loading…” is gone once the screen is there");

    // Offline, from the service worker's cache: the page opens again on the bag.
    server.setDelay(null);
    await botcOffline(page);
    await app.stopServer();
    await page.reload();
    await page.waitForSelector('[data-testid="bag-name"]', { timeout: 30000 });
    assert.equal(await page.locator('[data-testid="bag-name"]').count(), 7);
    await shot(page, "split-offline-bag-360");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("a screen whose chunk cannot be fetched says so and tries again; nothing is lost", async () => {
  const app = await start({ phone: "small" });
  const { page, errors, server } = app;
  try {
    // The game's chunk cannot be had (the connection lost before it was kept).
    server.setFail((rel) => GAME_CHUNK.test(rel));
    await openApp(page, app.url);
    await seatPlayers(page, SEVEN);
    await drawCharacters(page);
    await page.click('[data-testid="keep-bluffs"]');
    await page.waitForSelector('[data-testid="pass-bag"]');
    await page.click('[data-testid="pass-bag"]');
    const failed = page.locator(".later-failed");
    await failed.waitFor({ timeout: 20000 });
    assert.match(await failed.textContent(), /This screen could not be loaded: the connection was lost/);
    assert.match(await failed.textContent(), /The game is saved/);
    const retry = failed.getByRole("button", { name: "Try again" });
    assert.equal(await retry.count(), 1);
    await shot(page, "split-failed-360");
    // A second failed try says the same, the page still alive.
    await retry.click();
    await failed.waitFor({ timeout: 20000 });
    assert.equal(await page.locator(".later-failed").count(), 1);
    // The connection is back: "Try again" brings the bag, with the seven names to tap.
    server.setFail(null);
    await page.locator(".later-failed").getByRole("button", { name: "Try again" }).click();
    await page.waitForSelector('[data-testid="bag-name"]', { timeout: 30000 });
    const bag = await page.$$eval('[data-testid="bag-name"]', (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(bag.map((s) => SEVEN.find((n) => s.includes(n))), SEVEN);
    assert.equal(await page.locator(".later-failed").count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

const RULES_CHUNK = /^split_rules-[0-9a-f]+\.wasm$/;

test("a new game's players' screen is drawn before the rules come; names typed meanwhile are added when they do, and kept", async () => {
  const app = await start({ phone: "small" });
  const { page, errors, server } = app;
  try {
    // The rules' chunk takes 8 s to come, as on a slow link.
    server.setDelay((rel) => (RULES_CHUNK.test(rel) ? 8000 : 0));
    await openApp(page, app.url);
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-botc"]');
    await page.waitForSelector('[data-testid="new-player-name"]', { timeout: 5000 });
    assert.ok(server.requests.some((r) => RULES_CHUNK.test(r)), "the rules' chunk is asked for at start");
    // The screen says what it is, with no player yet.
    assert.equal(await page.locator('[data-testid="player-row"]').count(), 0);
    await shot(page, "split-players-before-rules-360");
    // Two names typed before the rules have come: not on the list yet, not lost either.
    for (const name of ["Ada", "Bruno"]) {
      await page.fill('[data-testid="new-player-name"]', name);
      await page.click('[data-testid="add-player"]');
    }
    assert.equal(await page.locator('[data-testid="player-row"]').count(), 0, "nothing is shown before it is done");
    // The rules come: both names, in the order typed.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 2, null, {
      timeout: 30000,
    });
    const rows = await page.$$eval('[data-testid="player-row"]', (els) =>
      els.map((e) => [e.textContent, ...[...e.querySelectorAll("input")].map((i) => i.value)].join(" ")),
    );
    assert.ok(rows[0].includes("Ada") && rows[1].includes("Bruno"), `Ada then Bruno: ${rows}`);
    // Saved: the page opened again shows them.
    server.setDelay(null);
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 2, null, {
      timeout: 30000,
    });
    const again = await page.$$eval('[data-testid="player-row"]', (els) =>
      els.map((e) => [e.textContent, ...[...e.querySelectorAll("input")].map((i) => i.value)].join(" ")),
    );
    assert.ok(again[0].includes("Ada") && again[1].includes("Bruno"), `after a reload: ${again}`);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("a game opened again begins compiling the rules at once, and the page takes those compiles", async () => {
  const app = await start({ phone: "small" });
  const { page, errors } = app;
  try {
    await openApp(page, app.url);
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-botc"]');
    await page.waitForSelector('[data-testid="new-player-name"]', { timeout: 5000 });
    await page.fill('[data-testid="new-player-name"]', "Ada");
    await page.click('[data-testid="add-player"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 1, null, {
      timeout: 30000,
    });
    // The game left open, its page opened again at its plain address (not a new game).
    await page.goto(new URL("botc.html", app.url).href);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 1, null, {
      timeout: 30000,
    });
    const row = await page.locator('[data-testid="player-row"] input').first().inputValue();
    assert.equal(row, "Ada");
    // botc.html's early script began every rules module's compile, and the loader took each one.
    const early = await page.evaluate(() => (self.grimoireEarly ? Object.keys(self.grimoireEarly) : null));
    assert.deepEqual(early, [], "every early compile was taken by the loader");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("a game under way opened again: the start-up mark waits for its board, not for the “Loading…” before it; the board is built without moving its panel's scroll (a layout in mid-build), and a new night step still starts at the top", async () => {
  const app = await start({ phone: "small" });
  const { page, errors } = app;
  try {
    await openApp(page, app.url);
    await seatPlayers(page, SEVEN);
    await drawCharacters(page);
    await page.click('[data-testid="keep-bluffs"]');
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('[data-testid="board"]', { timeout: 30000 });
    const line = (await page.evaluate(() => JSON.parse(localStorage.getItem("grimoire.index")))).games[0];
    assert.deepEqual(line.phase, { phase: "first_night" }, "the list says the game is on its first night");
    // Opened again (the game's screens' code from the service worker's cache): the moment the
    // board is first in the page is noted (an observer set before the page starts).
    await page.addInitScript(() => {
      // Every write of the board's panel's scroll, counted.
      const own = Object.getOwnPropertyDescriptor(Element.prototype, "scrollTop");
      window.dockScrolls = 0;
      Object.defineProperty(Element.prototype, "scrollTop", {
        get() {
          return own.get.call(this);
        },
        set(v) {
          if (this.classList.contains("board-dock")) window.dockScrolls++;
          own.set.call(this, v);
        },
        configurable: true,
      });
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="board"]')) {
          window.boardAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(new URL("botc.html", app.url).href);
    await page.waitForSelector('[data-testid="board"]', { timeout: 30000 });
    // The seven seats, by name.
    const seats = await page.$$eval('[data-testid="seat"]', (els) => els.map((e) => e.textContent));
    assert.equal(seats.length, 7);
    SEVEN.forEach((n) => assert.ok(seats.some((s) => s.includes(n)), `a seat names ${n}: ${seats}`));
    const timing = await page.evaluate(() => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime;
      const chunk = performance.getEntriesByType("resource").find((r) => /split_game-[0-9a-f]+\.wasm$/.test(r.name));
      return {
        chunk: chunk?.startTime,
        journal: at("grimoire-journal-open"),
        interactive: at("grimoire-interactive"),
        board: window.boardAt,
        left: self.grimoireEarly ? Object.keys(self.grimoireEarly) : null,
      };
    });
    // Its code came after the app was mounted ("Loading…" meanwhile), and every compile the
    // page began early (the rules') was taken by the loader.
    assert.ok(timing.chunk !== undefined && timing.chunk > timing.journal, `chunk asked at ${timing.chunk}, the app's start at ${timing.journal}`);
    assert.deepEqual(timing.left, [], "every early compile was taken by the loader");
    // The start-up benchmarks' mark ("the first screen is on the page") comes with the board,
    // not with the "Loading…" shown while its code was on its way.
    assert.ok(timing.board !== undefined && timing.interactive >= timing.board, `board at ${timing.board}, mark at ${timing.interactive}`);
    // The panel is new and at its top: its scroll is not set while the board is built.
    assert.equal(await page.evaluate(() => window.dockScrolls), 0, "no scroll set while the board is built");
    // The next night step, the panel scrolled down first: it starts at the top again.
    const title = await page.textContent('[data-testid="night-panel"]');
    await page.evaluate(() => {
      document.querySelector(".board-dock").scrollTop = 200;
    });
    await page.click('[data-testid="night-next"]');
    await page.waitForFunction((before) => document.querySelector('[data-testid="night-panel"]')?.textContent !== before, title);
    await page.waitForFunction(() => window.dockScrolls === 2);
    assert.equal(await page.evaluate(() => document.querySelector(".board-dock").scrollTop), 0, "the new step at the top");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

const TEXTS = /^texts-[0-9a-f]+\.txt$/;
const QB_MODULE = /^split_qb-[0-9a-f]+\.wasm$/;
// Quinte-bourg's players' screen as the page first draws it, before its app's code has come.
const FIRST_SCREEN = '[data-testid="qb-setup"][data-first-screen]';

/** Waits until the server has been asked for a file matching `re` (its answer may be held). */
async function asked(server, re) {
  for (let i = 0; i < 300 && !server.requests.some((r) => re.test(r)); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(server.requests.some((r) => re.test(r)), `${re} asked for: ${server.requests}`);
}

/** The home page, then "New game" → Quinte-bourg with its app's module held by the server:
 * waits for the players' screen the page draws first, and for the module to be asked for (once
 * that screen is painted). Resolves to the function that lets the module go. */
async function firstScreenHeld({ page, server, url }) {
  await page.goto(url);
  await appReady(page);
  let release;
  const held = new Promise((r) => (release = r));
  server.setDelay((rel) => (QB_MODULE.test(rel) ? held : 0));
  await page.click('[data-testid="new-game"]');
  await page.click('[data-testid="new-game-quintebourg"]');
  await page.waitForSelector(FIRST_SCREEN, { timeout: 30000 });
  await asked(server, QB_MODULE);
  return release;
}

/** The names on Quinte-bourg's players' screen, in seat order. */
async function names(page) {
  return page.$$eval('[data-testid="qb-player-name"]', (els) => els.map((e) => e.value));
}

/** The names of the open Quinte-bourg game's setup draft, as stored. */
async function storedNames(page) {
  return page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem("grimoire.index"));
    const game = JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`));
    return game.ui.draft.players.map((p) => p.name);
  });
}

test("the characters' texts come in a file of their own: the players' screen does without it, a screen that needs it while it cannot be fetched says so and tries again, and an ability reads as written", async () => {
  // The abilities, night prompts and jinxes are in the texts file that botc.html names, not in
  // the main module the home page runs too.
  const html = fs.readFileSync(path.join(DIST, "botc.html"), "utf8");
  const name = (html.match(/href=\.\/(texts-[0-9a-f]+\.txt) data-texts/) || [])[1];
  assert.ok(name, "botc.html names its texts file");
  assert.ok(!fs.readFileSync(path.join(DIST, "index.html"), "utf8").includes(name), "the home page needs none");
  const records = fs
    .readFileSync(path.join(DIST, name), "utf8")
    .split("\u001e")
    .filter(Boolean)
    .map((r) => r.split("\u001f"));
  assert.ok(records.length > 400, `${records.length} texts`);
  const english = new Set(records.map((r) => r[1]));
  const main = html.match(/grimoire-[0-9a-f]+_bg\.wasm/)[0];
  const wasm = fs.readFileSync(path.join(DIST, main));
  for (const [, en, fr] of records.filter((r) => r[1].length > 60).slice(0, 20)) {
    assert.ok(!wasm.includes(Buffer.from(en)) && !wasm.includes(Buffer.from(fr)), `in the main module: ${en}`);
  }

  const app = await start({ phone: "small" });
  const { page, errors, server } = app;
  try {
    // The texts cannot be had (the connection lost before they were kept).
    server.setFail((rel) => TEXTS.test(rel));
    await openApp(page, app.url);
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-botc"]');
    await page.waitForSelector('[data-testid="new-player-name"]', { timeout: 5000 });
    // The players are seated: the rules need no texts.
    for (const n of SEVEN) {
      await page.fill('[data-testid="new-player-name"]', n);
      await page.click('[data-testid="add-player"]');
    }
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 7, null, {
      timeout: 30000,
    });
    const rows = await page.$$eval('[data-testid="player-row"]', (els) =>
      els.map((e) => [e.textContent, ...[...e.querySelectorAll("input")].map((i) => i.value)].join(" ")),
    );
    SEVEN.forEach((n, i) => assert.ok(rows[i].includes(n), `row ${i + 1} names ${n}: ${rows[i]}`));
    // The characters' screen shows abilities: it says it could not be loaded, and how to go on.
    await page.click('[data-testid="next-characters"]');
    const failed = page.locator(".later-failed");
    await failed.waitFor({ timeout: 20000 });
    assert.match(await failed.textContent(), /This screen could not be loaded: the connection was lost/);
    assert.match(await failed.textContent(), /The game is saved/);
    assert.ok(server.requests.some((r) => TEXTS.test(r)), "the texts were asked for");
    // The connection is back: "Try again" brings the characters' screen, the seven seated.
    server.setFail(null);
    await failed.getByRole("button", { name: "Try again" }).click();
    await page.waitForSelector('[data-testid="random-draw"]', { timeout: 30000 });
    await page.click('[data-testid="random-draw"]');
    await page.click('[data-testid="accept-characters"]');
    await page.waitForSelector('[data-testid="bluffs"]');
    assert.equal((await characters(page)).length, 7);
    // A bluff's ability, as the file writes it.
    await page.click('[data-testid="bluff-info-0"]');
    await page.waitForSelector('[data-testid="character-info"]');
    const ability = (await page.textContent('[data-testid="ability-text"]')).trim();
    assert.ok(english.has(ability), `the ability shown is the file's: ${ability}`);
    await shot(page, "split-texts-ability-360");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("Quinte-bourg's page runs the home page's WebAssembly and fetches only its own modules; when they cannot be fetched its players' screen says so, keeps the names, and trying again brings its setup with them", async () => {
  const qbHtml = fs.readFileSync(path.join(DIST, "quintebourg.html"), "utf8");
  const home = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
  const main = home.match(/grimoire-[0-9a-f]+_bg\.wasm/)[0];
  assert.ok(qbHtml.includes(main), "quintebourg.html runs the home page's main module");
  assert.ok(distFiles().some((f) => QB_MODULE.test(f)), "Quinte-bourg's app is a module of its own");
  // On a phone that saves data, the home page fetches no game in the background: what the tap
  // fetches is what Quinte-bourg's page needs.
  const app = await start({ phone: "small", saveData: true });
  const { page, errors, server } = app;
  try {
    await page.goto(app.url);
    await appReady(page);
    // The home page fetched none of Quinte-bourg's code.
    assert.ok(!server.requests.some((r) => QB_MODULE.test(r)), `${server.requests}`);
    const before = server.requests.length;
    server.setFail((rel) => QB_MODULE.test(rel));
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-quintebourg"]');
    // The players' screen is drawn without the app; the app's code then fails to come.
    await page.waitForSelector(FIRST_SCREEN, { timeout: 30000 });
    const failed = page.locator('[data-testid="page-load-failed"]');
    await failed.waitFor({ timeout: 30000 });
    assert.match(page.url(), /\/quintebourg\.html/);
    assert.match(await failed.textContent(), /could not be loaded.*The names typed stay on this screen/);
    assert.equal((await failed.locator("button").textContent()).trim(), "Try again");
    const asked = server.requests.slice(before);
    assert.ok(asked.some((r) => QB_MODULE.test(r)), `its module was asked for: ${asked}`);
    assert.ok(!asked.includes(main), `the main module is not fetched again: ${asked}`);
    assert.ok(!asked.some((r) => /^split_(game|rules)-/.test(r)), `none of Blood on the Clocktower's: ${asked}`);
    // A name typed meanwhile is on the list, as on the app's screen.
    await page.fill('[data-testid="qb-new-player"]', "Ana");
    await page.click('[data-testid="qb-add-player"]');
    assert.deepEqual(await names(page), ["Ana"]);
    assert.equal(await page.textContent('[data-testid="qb-player-count"]'), "1 player (5–20)");
    await shot(page, "split-qb-failed-360");
    // The connection back: Try again brings the app, which starts the game with that name.
    server.setFail(null);
    await failed.locator("button").click();
    await page.waitForSelector(QB_SETUP, { timeout: 30000 });
    assert.equal(await page.locator(FIRST_SCREEN).count(), 0);
    assert.equal(await failed.count(), 0);
    assert.deepEqual(await names(page), ["Ana"]);
    assert.deepEqual(await storedNames(page), ["Ana"], "saved at once");
    await page.fill('[data-testid="qb-new-player"]', "Bea");
    await page.click('[data-testid="qb-add-player"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="qb-player"]').length === 2);
    assert.deepEqual(await names(page), ["Ana", "Bea"]);
    assert.deepEqual(errors.filter((e) => !/split_qb|Failed to load|fetch/i.test(e)), []);
  } finally {
    await app.stop();
  }
});

test("Quinte-bourg's players' screen is drawn before its app's code: names typed, moved and removed there are the new game's when the app comes, on the part of the setup asked for meanwhile", async () => {
  const app = await start({ phone: "small", saveData: true });
  const { page, errors, server } = app;
  try {
    const release = await firstScreenHeld(app);
    // What the screen says: the setup, on its players' part, with nobody yet.
    assert.equal(await page.textContent('[data-testid="phase"]'), "Setup");
    assert.equal(await page.getAttribute('[data-testid="qb-step-players"]', "aria-current"), "step");
    assert.equal(await page.textContent('[data-testid="qb-player-count"]'), "0 players (5–20)");
    assert.equal(await page.isDisabled('[data-testid="undo"]'), true);
    for (const name of ["Ana", "Bea", "Cal", "Dan"]) {
      await page.fill('[data-testid="qb-new-player"]', name);
      await page.click('[data-testid="qb-add-player"]');
    }
    assert.deepEqual(await names(page), ["Ana", "Bea", "Cal", "Dan"]);
    assert.equal(await page.textContent('[data-testid="qb-player-count"]'), "4 players (5–20)");
    // A name taken is refused in words, and not added.
    await page.fill('[data-testid="qb-new-player"]', "Bea");
    await page.click('[data-testid="qb-add-player"]');
    assert.equal(await page.textContent('[data-testid="qb-setup"] [role="alert"]'), "Two players cannot have the same name.");
    assert.deepEqual(await names(page), ["Ana", "Bea", "Cal", "Dan"]);
    await page.fill('[data-testid="qb-new-player"]', "");
    // Cal moved up a seat, Ana removed, Dan renamed Dora.
    await page.locator('[data-testid="qb-player-up"]').nth(2).click();
    await page.locator('[data-testid="qb-player-remove"]').nth(0).click();
    await page.locator('[data-testid="qb-player-name"]').nth(2).fill("Dora");
    await page.locator('[data-testid="qb-player-name"]').nth(2).press("Enter");
    assert.deepEqual(await names(page), ["Cal", "Bea", "Dora"]);
    const circle = await page.textContent('[data-testid="qb-seat-circle"]');
    assert.ok(/1Cal/.test(circle) && /2Bea/.test(circle) && /3Dora/.test(circle), `the seat circle: ${circle}`);
    assert.equal(await page.locator(FIRST_SCREEN).count(), 1, "still the first screen");
    assert.equal((await storedIndex(page))?.games?.length ?? 0, 0, "nothing saved before the app");
    await shot(page, "split-qb-first-screen-360");
    // The deal needs the app: "Loading…" until it comes.
    await page.click('[data-testid="qb-step-deal"]');
    assert.equal((await page.textContent('[data-testid="qb-setup-loading"]')).trim(), "Loading…");
    release();
    await page.waitForSelector(QB_SETUP, { timeout: 30000 });
    assert.equal(await page.locator(FIRST_SCREEN).count(), 0);
    assert.equal(await page.getAttribute('[data-testid="qb-step-deal"]', "aria-current"), "step");
    assert.deepEqual(await storedNames(page), ["Cal", "Bea", "Dora"], "the new game saved with the names");
    await page.click('[data-testid="qb-step-players"]');
    assert.deepEqual(await names(page), ["Cal", "Bea", "Dora"]);
    // Saved: the page opened again shows them.
    server.setDelay(null);
    await page.reload();
    await page.waitForSelector(QB_SETUP, { timeout: 30000 });
    await page.click('[data-testid="qb-step-players"]');
    assert.deepEqual(await names(page), ["Cal", "Bea", "Dora"]);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("Quinte-bourg's app does not take the players' screen's place while a name is being typed: it waits for the name's Enter, and the field keeps the focus", async () => {
  const app = await start({ phone: "medium", saveData: true });
  const { page, errors } = app;
  try {
    const release = await firstScreenHeld(app);
    const field = page.locator('[data-testid="qb-new-player"]');
    await field.click();
    await page.keyboard.type("Ana");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Be");
    // The app's code comes while "Be" is half typed: the first screen stays.
    release();
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((e) => /split_qb-/.test(e.name) && e.responseEnd > 0),
    );
    await page.waitForTimeout(1500);
    assert.equal(await page.locator(FIRST_SCREEN).count(), 1, "no swap under the typing");
    assert.equal(await field.inputValue(), "Be");
    await page.keyboard.type("a");
    await page.keyboard.press("Enter");
    // The name's Enter: the app takes over with both names, the field empty and still focused.
    await page.waitForSelector(QB_SETUP, { timeout: 30000 });
    assert.deepEqual(await names(page), ["Ana", "Bea"]);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset?.testid), "qb-new-player");
    assert.equal(await page.inputValue('[data-testid="qb-new-player"]'), "");
    await page.keyboard.type("Cal");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="qb-player"]').length === 3);
    assert.deepEqual(await names(page), ["Ana", "Bea", "Cal"]);
    assert.deepEqual(await storedNames(page), ["Ana", "Bea", "Cal"]);
    await shot(page, "split-qb-first-screen-handed-390");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

/** The rules of the page's later style sheets (`link[data-later]`: `game.css`, Quinte-bourg's
 * day and night) that something on the screen now matches, as "sheet: selector" (a rule's
 * pseudo-classes and pseudo-elements left out; print rules apart). */
async function laterRulesUsed(page, sheets) {
  return page.evaluate((sheets) => {
    const used = [];
    for (const [name, text] of sheets) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      const walk = (rules) => {
        for (const rule of rules) {
          if (rule.media && /print/.test(rule.media.mediaText)) continue;
          if (!rule.selectorText) {
            if (rule.cssRules) walk(rule.cssRules);
            continue;
          }
          for (const one of rule.selectorText.split(",")) {
            const bare = one.replace(/::?[a-z-]+(\([^)]*\))?/g, "").trim();
            try {
              if (bare && document.querySelector(bare)) used.push(`${name}: ${one.trim()}`);
            } catch {
              // A selector that does not read without its pseudo-classes: not looked at.
            }
          }
        }
      };
      walk(sheet.cssRules);
    }
    return used;
  }, sheets);
}

test("the home page and a new game's first screens use no rule of the style sheets they leave for later", async () => {
  // A phone that saves data: the service worker fetches no game in the background, whose
  // download of Quinte-bourg's module (held below) its page would wait for.
  const app = await start({ saveData: true });
  const { page, url, server, errors } = app;
  try {
    // The later style sheets the home page and Quinte-bourg's page name, as built.
    const later = (html) =>
      [...fs.readFileSync(path.join(DIST, html), "utf8").matchAll(/<link[^>]*data-later[^>]*href=\.?\/?([^ >]+)/g)].map((m) => m[1]);
    const names = [...new Set([...later("index.html"), ...later("quintebourg.html")])];
    assert.ok(names.some((n) => /^game-[0-9a-f]+\.css$/.test(n)), `game.css is left for later: ${names}`);
    assert.ok(names.some((n) => /^qb-day-/.test(n)) && names.some((n) => /^qb-night-/.test(n)), `and Quinte-bourg's day and night: ${names}`);
    const sheets = names.map((n) => [n, fs.readFileSync(path.join(DIST, n), "utf8")]);
    const none = async (where) => assert.deepEqual(await laterRulesUsed(page, sheets), [], where);

    await page.goto(url);
    await appReady(page);
    await none("the home page, nothing saved");
    await page.click('[data-testid="new-game"]');
    await none("the home page, which game?");

    // Quinte-bourg's first screen, its app held: with names, and a part of the setup asked for.
    const release = await firstScreenHeld(app);
    await none("Quinte-bourg's first screen");
    for (const name of ["Ana", "Bea"]) {
      await page.fill('[data-testid="qb-new-player"]', name);
      await page.click('[data-testid="qb-add-player"]');
    }
    await none("Quinte-bourg's first screen, with two names");
    // Nothing focused on it: the app takes its place as soon as its code comes.
    await page.evaluate(() => document.activeElement?.blur());
    release();
    server.setDelay(null);
    await page.waitForSelector(QB_SETUP);

    // The home page with a saved game listed: renaming it, deleting it.
    await page.evaluate(() => {
      const index = JSON.parse(localStorage.getItem("grimoire.index"));
      localStorage.setItem("grimoire.index", JSON.stringify({ ...index, open: null }));
    });
    await page.goto(url);
    await page.waitForSelector('[data-testid="saved-game"]');
    await none("the home page, a game listed");
    await page.click('[data-testid="rename-game"]');
    await page.waitForSelector('[data-testid="rename-input"]');
    await none("the home page, renaming a game");
    await page.goto(url);
    await page.click('[data-testid="delete-game"]');
    await page.waitForSelector('[data-testid="confirm-delete"]');
    await none("the home page, deleting a game");
    // The check sees a rule used where one is: a board put on the page.
    await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<div class="board"></div>'));
    const used = await laterRulesUsed(page, sheets);
    assert.ok(used.some((r) => /^game-[0-9a-f]+\.css: \.board$/.test(r)), `the board's rule is seen: ${used}`);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
