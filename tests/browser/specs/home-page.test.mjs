// The home page (index.html) is a page of its own: a first visit fetches one WebAssembly, the
// main module Blood on the Clocktower's page runs too, and none of either game's screens of a
// game under way; "New game" and a saved game go to their game's page; a game
// left open reopens there at once; links and files of either game reach their page; any game is
// renamed from the list; and the Storyteller sees which game works offline, and can fetch one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot, appReady, waitForControl, botcOffline } from "../lib/harness.mjs";
import { storage } from "./grimoire-helpers.mjs";
import { newQbGame, addQbPlayers, QB_SETUP } from "./qb-helpers.mjs";
import { gameLink, preparedLog } from "./qb-day-helpers.mjs";

async function withApp(options, fn) {
  if (typeof options === "function") [options, fn] = [{}, options];
  const app = await start(options);
  try {
    await fn(app);
  } finally {
    await app.stop();
  }
}

const index = (page) => page.evaluate(() => JSON.parse(localStorage.getItem("grimoire.index")));

/** The first player row as read: its text and its fields' values (a name is a field). */
const rowText = (page) =>
  page.$eval('[data-testid="player-row"]', (e) => [e.textContent, ...[...e.querySelectorAll("input")].map((i) => i.value)].join(" "));

test("the home page's first screen fetches no game's later screens or style; a new game starts in its place and reopens on its own page", async () => {
  await withApp(async ({ page, url, errors, server }) => {
    const wasm = [];
    // The style sheets the page asks for, and the pages it loads.
    const css = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".wasm")) wasm.push(new URL(r.url()).pathname.slice(1));
      if (r.url().endsWith(".css") || r.isNavigationRequest()) css.push(new URL(r.url()).pathname.slice(1));
    });
    await page.goto(`${url}#seed=5`);
    await appReady(page);
    await page.waitForSelector('[data-testid="new-game"]');
    // One WebAssembly file: Blood on the Clocktower's main module (the home page runs it), no
    // chunk of a game under way, nothing of Quinte-bourg's.
    assert.equal(wasm.length, 1, `one WebAssembly file: ${wasm}`);
    const main = await page.evaluate(async () => (await (await fetch("botc.html")).text()).match(/grimoire-[0-9a-f]+_bg\.wasm/)[0]);
    assert.equal(wasm[0], main);
    const fetched = () => server.requests.filter((r) => r === main).length;
    const fetchedAtHome = fetched();
    assert.ok(fetchedAtHome >= 1);
    // The game screens' style sheet is named, not fetched by the page (the service worker
    // keeps it, in the background).
    const gameCss = await page.evaluate(() => document.querySelector("link[data-later]")?.getAttribute("href")?.replace("./", ""));
    assert.match(gameCss || "", /^game-[0-9a-f]+\.css$/, "the home page names the game screens' style, to fetch later");
    assert.deepEqual(css.filter((f) => f === gameCss), [], `${gameCss} is not fetched by the home page`);
    assert.equal(css.filter((f) => f.endsWith(".css")).length, 1, `one style sheet: ${css}`);
    await shot(page, "home-page-first-visit");

    // New game → Blood on the Clocktower: it starts here, in the home page's place (no page
    // loaded, the same document), at the game's address (the seed goes along).
    await page.evaluate(() => (window.samePage = true));
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-botc"]');
    await page.waitForSelector('[data-testid="new-player-name"]');
    assert.equal(await page.evaluate(() => window.samePage), true, "the same page: no page was loaded");
    assert.equal(await page.locator('[data-testid="saved-game"]').count(), 0, "the home screen is gone");
    assert.ok(!css.includes("botc.html"), "Blood on the Clocktower's page is not loaded");
    // Written once its screen is painted, with no name typed yet: listed, and the one open.
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("grimoire.index") || "{}").games?.length === 1);
    const written = await index(page);
    assert.equal(written.open, written.games[0].id, "the new game is the one open");
    const fresh = await page.evaluate((id) => JSON.parse(localStorage.getItem(`grimoire.game.${id}`)), written.open);
    assert.equal(fresh.game.config.seed, 5);
    assert.deepEqual(fresh.game.log, [], "nothing played yet");
    await page.fill('[data-testid="new-player-name"]', "Zoe");
    await page.click('[data-testid="add-player"]');
    assert.match(page.url(), /\/botc\.html#seed=5$/);
    assert.equal(await page.locator('[data-testid="player-row"]').count(), 1);
    assert.match(await rowText(page), /Zoe/);
    // The game screens' style is fetched now, and applies (the board's rules are in it).
    await page.waitForFunction((css) => [...document.styleSheets].some((s) => s.href?.endsWith(css) && s.cssRules.length > 0), gameCss);
    assert.ok(css.includes(gameCss), `${gameCss} fetched once the game started`);
    // Not Quinte-bourg's, which the home page names too.
    assert.deepEqual(css.filter((f) => /^(quintebourg|qb-day|qb-night)-[0-9a-f]+\.css$/.test(f)), [], `no style of Quinte-bourg's: ${css}`);
    // The main module the home page had: not downloaded again.
    assert.equal(fetched(), fetchedAtHome, "the main module is not fetched from the server again");
    let stored = await index(page);
    assert.equal(stored.games.length, 1);
    assert.equal(stored.open, stored.games[0].id);
    const id = stored.games[0].id;
    const game = await page.evaluate((id) => JSON.parse(localStorage.getItem(`grimoire.game.${id}`)), id);
    assert.equal(game.game.config.seed, 5);

    // Back, to the home page's entry: the page is loaded again there, and goes on to the game
    // left open, with its player.
    await page.goBack();
    await page.waitForSelector('[data-testid="player-row"]');
    assert.match(page.url(), /\/botc\.html$/);
    assert.equal(await page.evaluate(() => window.samePage), undefined, "a page loaded again");
    assert.match(await rowText(page), /Zoe/);

    // The app opened again at its address: the game left open, at once, on its page; Back does
    // not return to a home page that would send it on again.
    await page.goto(url);
    await page.waitForSelector('[data-testid="player-row"]');
    assert.match(page.url(), /\/botc\.html$/);
    assert.equal(await page.locator('[data-testid="player-row"]').count(), 1);

    // Home: the home page again, with the game listed and nothing open.
    await page.click('[data-testid="home"]');
    await page.waitForSelector('[data-testid="saved-game"]');
    assert.match(page.url(), /\/index\.html$/);
    stored = await index(page);
    assert.equal(stored.open, null);
    // Continue: back on the game's page.
    await page.click('[data-testid="continue"]');
    await page.waitForSelector('[data-testid="player-row"]');
    assert.match(page.url(), /\/botc\.html$/);
    assert.deepEqual(errors, []);
  });
});

test("Quinte-bourg's new game starts in the home page's place too, its players' screen styled at once, the rest of its style once it is painted", async () => {
  await withApp(async ({ page, url, errors, server }) => {
    const asked = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".css") || r.isNavigationRequest()) asked.push(new URL(r.url()).pathname.slice(1));
    });
    await page.goto(`${url}#seed=7`);
    await appReady(page);
    await page.waitForSelector('[data-testid="new-game"]');
    const main = await page.evaluate(async () => (await (await fetch("botc.html")).text()).match(/grimoire-[0-9a-f]+_bg\.wasm/)[0]);
    const fetchedAtHome = server.requests.filter((r) => r === main).length;
    // The home page names Quinte-bourg's style sheets, and fetches none of them.
    const qbCss = /^(quintebourg|qb-day|qb-night)-[0-9a-f]+\.css$/;
    const named = await page.evaluate(() => [...document.querySelectorAll('link[data-later="quintebourg"]')].map((l) => l.getAttribute("href").replace("./", "")));
    assert.equal(named.filter((f) => qbCss.test(f)).length, 3, `Quinte-bourg's three style sheets are named: ${named}`);
    assert.deepEqual(asked.filter((f) => qbCss.test(f)), []);

    await page.evaluate(() => (window.samePage = true));
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-quintebourg"]');
    await page.waitForSelector('[data-testid="qb-new-player"]');
    assert.equal(await page.evaluate(() => window.samePage), true, "the same page: no page was loaded");
    assert.ok(!asked.includes("quintebourg.html"), "Quinte-bourg's page is not loaded");
    assert.match(page.url(), /\/quintebourg\.html(\?new)?#seed=7$/);
    assert.equal(await page.title(), "Quinte-bourg · Grimoire");
    assert.equal(await page.evaluate(() => document.documentElement.dataset.game), "quintebourg");
    assert.equal(await page.locator('[data-testid="saved-game"]').count(), 0, "the home screen is gone");
    // Its screen's own rules came with the home page: the seat circle's ring is drawn unfilled,
    // the setup's tabs stay at the top.
    assert.equal(await page.$eval(".qb-circle__ring", (e) => getComputedStyle(e).fill), "none");
    assert.equal(await page.$eval(".qb-steps", (e) => getComputedStyle(e).position), "sticky");

    for (const name of ["Ana", "Bea"]) {
      await page.fill('[data-testid="qb-new-player"]', name);
      await page.click('[data-testid="qb-add-player"]');
    }
    await page.evaluate(() => document.activeElement?.blur());
    // The app comes and takes the screen over, with the names typed, saved.
    await page.waitForSelector(QB_SETUP, { timeout: 30000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="qb-player"]').length === 2);
    assert.deepEqual(await page.$$eval('[data-testid="qb-player-name"]', (els) => els.map((e) => e.value)), ["Ana", "Bea"]);
    const stored = await index(page);
    assert.equal(stored.games.length, 1);
    assert.equal(stored.games[0].ruleset, "quintebourg");
    assert.equal(stored.open, stored.games[0].id);
    // The rest of its style is fetched and applies.
    for (const sheet of ["quintebourg-", "qb-day-", "qb-night-"]) {
      await page.waitForFunction((s) => [...document.styleSheets].some((x) => x.href?.includes(`/${s}`) && x.cssRules.length > 0), sheet);
    }
    assert.equal(asked.filter((f) => qbCss.test(f)).length, 3, `each fetched once: ${asked}`);
    assert.equal(server.requests.filter((r) => r === main).length, fetchedAtHome, "the main module is not fetched from the server again");
    await shot(page, "home-page-quintebourg-in-place");

    // Back, to the home page's entry: the page is loaded again there, and goes on to the game
    // left open, with its players.
    await page.goBack();
    await page.waitForSelector(QB_SETUP, { timeout: 30000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="qb-player"]').length === 2);
    assert.match(page.url(), /\/quintebourg\.html$/);
    assert.equal(await page.evaluate(() => window.samePage), undefined, "a page loaded again");
    assert.deepEqual(await page.$$eval('[data-testid="qb-player-name"]', (els) => els.map((e) => e.value)), ["Ana", "Bea"]);
    assert.deepEqual(errors, []);
  });
});

test("a link at the home page's address (where older links point) reaches its game's page", async () => {
  await withApp(async ({ page, url, errors }) => {
    // A Quinte-bourg game link, at index.html (Blood on the Clocktower's page before the home
    // page had its own; older links of both games point there).
    const link = gameLink({ seed: 3 }, preparedLog());
    await page.goto(`${url}index.html#${link}`);
    await page.waitForSelector('[data-testid="link-preview"]');
    assert.match(page.url(), /\/quintebourg\.html#q1\./);
    await page.click('[data-testid="link-add"]');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("grimoire.index") || "{}").open);
    const stored = await index(page);
    assert.equal(stored.games.length, 1);
    assert.equal(stored.games[0].ruleset, "quintebourg");
    // The game is left open: the app opened again goes on to it, whatever the fragment.
    await page.goto(`${url}index.html#seed=8`);
    await page.waitForURL(/\/quintebourg\.html$/);
    await page.waitForSelector('[data-testid="home"]');
    assert.deepEqual(errors, []);
  });
});

test("any game is renamed from the home page's list, without opening it", async () => {
  await withApp(async ({ page, url, errors }) => {
    await page.goto(url);
    await appReady(page);
    await newQbGame(page);
    await addQbPlayers(page, ["Ana", "Bob", "Cid"]);
    const before = await page.evaluate(() => {
      const i = JSON.parse(localStorage.getItem("grimoire.index"));
      return JSON.parse(localStorage.getItem(`grimoire.game.${i.open}`));
    });
    await page.click('[data-testid="home"]');
    await page.waitForSelector('[data-testid="saved-game"]');
    assert.match(page.url(), /\/index\.html$/);
    await page.click('[data-testid="rename-game"]');
    await page.fill('[data-testid="rename-input"]', "  Semaine des loups  ");
    await page.click('[data-testid="rename-save"]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="saved-game-name"]')?.textContent === "Semaine des loups",
    );
    const stored = await index(page);
    assert.equal(stored.games[0].name, "Semaine des loups");
    const after = await page.evaluate((id) => JSON.parse(localStorage.getItem(`grimoire.game.${id}`)), stored.games[0].id);
    assert.equal(after.game.config.name, "Semaine des loups");
    assert.deepEqual({ ...after.game, config: null }, { ...before.game, config: null }, "only the name changed");
    assert.deepEqual(after.ui, before.ui);
    assert.ok(after.seq > before.seq, "a new write");
    // A game an earlier version saved (another schema) is not rewritten here: the Storyteller
    // is told to open it first.
    const older = JSON.stringify({ ...after, schema: 1 });
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`grimoire.game.${stored.games[0].id}`, older]);
    await page.click('[data-testid="rename-game"]');
    await page.fill('[data-testid="rename-input"]', "Autre nom");
    await page.click('[data-testid="rename-save"]');
    await page.waitForSelector('[data-testid="notice"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /earlier version: open it once/);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), `grimoire.game.${stored.games[0].id}`), older);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`grimoire.game.${stored.games[0].id}`, JSON.stringify(after)]);
    // The game opens on its page, named, with its players.
    await page.click('[data-testid="open-game"]');
    await page.waitForSelector('[data-testid="qb-setup"]');
    await page.click('[data-testid="qb-step-players"]');
    assert.equal(await page.locator('[data-testid="qb-player"]').count(), 3);
    assert.deepEqual(errors, []);
  });
});

test("a game file picked on the home page opens on its game's page", async () => {
  await withApp(async ({ page, url, errors }) => {
    await page.goto(url);
    await appReady(page);
    await newQbGame(page);
    await addQbPlayers(page, ["Ana", "Bob", "Cid", "Dee", "Eli"]);
    const game = await page.evaluate(() => {
      const i = JSON.parse(localStorage.getItem("grimoire.index"));
      return JSON.parse(localStorage.getItem(`grimoire.game.${i.open}`)).game;
    });
    assert.equal(game.ruleset, "quintebourg");
    await page.click('[data-testid="home"]');
    await page.waitForSelector('[data-testid="saved-game"]');
    await page.click('[data-testid="delete-game"]');
    await page.click('[data-testid="confirm-delete"]');
    await page.waitForSelector('[data-testid="saved-game"]', { state: "detached" });
    const before = await storage(page);

    // A file that is no game: Blood on the Clocktower's page says so, nothing is stored.
    await page.setInputFiles('[data-testid="import-file"]', {
      name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"hello": 1}'),
    });
    await page.waitForSelector('[data-testid="broken-link"]');
    assert.match(page.url(), /\/botc\.html$/, "the ?import mark is gone");
    await page.click('[data-testid="broken-close"]');
    assert.deepEqual(await storage(page), before);

    // Quinte-bourg's file: its page, with the game to add.
    await page.goto(url);
    await page.waitForSelector('[data-testid="import-file"]');
    await page.setInputFiles('[data-testid="import-file"]', {
      name: "semaine.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(game)),
    });
    await page.waitForSelector('[data-testid="link-preview"]');
    assert.match(page.url(), /\/quintebourg\.html$/);
    await shot(page, "home-page-file-on-its-page");
    await page.click('[data-testid="link-add"]');
    await page.waitForSelector('[data-testid="qb-setup"]');
    const stored = await index(page);
    assert.equal(stored.games.length, 1);
    assert.equal(stored.games[0].ruleset, "quintebourg");
    // The file is handed over once: a reload does not offer it again.
    await page.reload();
    await page.waitForSelector('[data-testid="qb-setup"]');
    assert.equal(await page.locator('[data-testid="link-preview"]').count(), 0);
    assert.deepEqual(errors, []);
  });
});

test("the home page keeps both games offline once its screen is up, and the second tap of a game waits for no download", async () => {
  await withApp(async ({ page, url, server, stopServer, errors }) => {
    await page.goto(url);
    await appReady(page);
    await waitForControl(page);
    await page.waitForSelector('[data-testid="offline-games"]');
    const line = (id) => page.textContent(`[data-testid="offline-${id}"]`);
    // Nothing of either game's own before the home page's WebAssembly (Blood on the
    // Clocktower's main module) and the worker's shell: the games' pages, Quinte-bourg's files
    // and Blood on the Clocktower's chunks are fetched once the home screen is up.
    const requests = server.requests;
    const gameFile = (rel) => /^(botc|quintebourg)\.html$|^quintebourg-[0-9a-f]+|^(split_|chunk_)[a-z0-9_]*-[0-9a-f]+\.wasm$/.test(rel);
    const firstGame = requests.findIndex(gameFile);
    const homeWasm = requests.findIndex((rel) => /^grimoire-[0-9a-f]+_bg\.wasm$/.test(rel));
    const lastShell = requests.findLastIndex((rel) => /^(sw\.js|manifest\.webmanifest|icons\/icon-192\.png)$/.test(rel));
    assert.ok(homeWasm >= 0 && lastShell >= 0, `the home page and its shell: ${requests}`);
    assert.ok(firstGame > homeWasm && firstGame > lastShell, `the first screen and the shell wait for no game: ${requests}`);
    await page.waitForSelector('[data-testid="offline-botc"] [data-testid="offline-ready"]', { timeout: 60000 });
    await page.waitForSelector('[data-testid="offline-quintebourg"] [data-testid="offline-ready"]', { timeout: 60000 });
    assert.match(await line("botc"), /Blood on the Clocktower\s*ready/);
    assert.match(await line("quintebourg"), /Quinte-bourg\s*ready/);
    assert.equal(await page.locator('[data-testid="keep-offline"]').count(), 0, "nothing left to download by hand");
    await shot(page, "home-page-offline-games");
    // Offline, never having opened either game's page: both start.
    await stopServer();
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-botc"]');
    await page.waitForSelector('[data-testid="new-player-name"]');
    assert.match(page.url(), /\/botc\.html/);
    await page.click('[data-testid="home"]');
    await page.waitForSelector('[data-testid="saved-game"]');
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-quintebourg"]');
    await page.waitForSelector(QB_SETUP, { timeout: 30000 });
    assert.match(page.url(), /\/quintebourg\.html/);
    assert.equal(await page.locator('[data-testid="not-offline-en"]').count(), 0);
    assert.deepEqual(errors, []);
  });
});

test("a phone that saves data fetches no game in the background, and one on request", async () => {
  await withApp({ saveData: true }, async ({ page, url, stopServer, errors }) => {
    await page.goto(url);
    await appReady(page);
    await waitForControl(page);
    await page.waitForSelector('[data-testid="offline-games"]');
    const line = (id) => page.textContent(`[data-testid="offline-${id}"]`);
    // Given time to fetch, it does not.
    await page.waitForTimeout(3000);
    assert.match(await line("botc"), /downloaded when first opened/);
    assert.match(await line("quintebourg"), /downloaded when first opened/);
    await page.locator('[data-testid="offline-quintebourg"] [data-testid="keep-offline"]').click();
    await page.waitForSelector('[data-testid="offline-quintebourg"] [data-testid="offline-ready"]', { timeout: 30000 });
    assert.match(await line("botc"), /downloaded when first opened/);
    await shot(page, "home-page-offline-games-data-saver");
    // Offline: Quinte-bourg starts; Blood on the Clocktower, never fetched, says it is not here.
    await stopServer();
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-quintebourg"]');
    await page.waitForSelector(QB_SETUP, { timeout: 30000 });
    await page.goto(`${url}botc.html`);
    await page.waitForSelector('[data-testid="not-offline-en"]');
    assert.deepEqual(errors, []);
  });
});

test("a game tapped while the home page fetches it in the background waits for that download, not a second one", async () => {
  await withApp(async ({ page, url, server, errors }) => {
    // Blood on the Clocktower's WebAssembly takes 4 s to come, as on a slow link.
    server.setDelay((rel) => (/^grimoire-[0-9a-f]+_bg\.wasm$/.test(rel) ? 4000 : 0));
    await page.goto(url);
    await appReady(page);
    await waitForControl(page);
    await page.waitForSelector('[data-testid="offline-botc"]');
    // The background download has begun.
    const wasmAsked = () => server.requests.filter((rel) => /^grimoire-[0-9a-f]+_bg\.wasm$/.test(rel)).length;
    for (let i = 0; wasmAsked() === 0; i++) {
      assert.ok(i < 100, "the home page fetches the game in the background");
      await page.waitForTimeout(100);
    }
    assert.match(await page.textContent('[data-testid="offline-botc"]'), /downloading/);
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-botc"]');
    await page.waitForSelector('[data-testid="new-player-name"]', { timeout: 30000 });
    assert.equal(wasmAsked(), 1, `one download of the game's WebAssembly: ${server.requests}`);
    assert.deepEqual(errors, []);
  });
});

/** The page the app opens on from its icon, as the pages last told the worker ("" for none). */
async function launchRecord(page, want) {
  await page.waitForFunction(
    async (want) => {
      if (!(await caches.has("grimoire.launch"))) return want === null;
      const r = await (await caches.open("grimoire.launch")).match("open");
      return (r ? await r.text() : null) === want;
    },
    want,
    { timeout: 10000, polling: 100 },
  );
}

/** The address of the document on screen when it was loaded (not changed by history calls). */
const loadedAt = (page) => page.evaluate(() => performance.getEntriesByType("navigation")[0].name);

test("opened from its icon or at its plain address, the app starts on the game left open's page, without the home page first", async () => {
  await withApp(async ({ page, url, errors }) => {
    const manifest = await (await page.request.get(`${url}manifest.webmanifest`)).json();
    assert.equal(manifest.start_url, "./?launch");
    await page.goto(url);
    await appReady(page);
    await launchRecord(page, null);
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-botc"]');
    await page.fill('[data-testid="new-player-name"]', "Zoe");
    await page.click('[data-testid="add-player"]');
    await botcOffline(page);
    await launchRecord(page, "botc.html");

    // From the icon: Blood on the Clocktower's page is the first and only page loaded, and its
    // address becomes its own.
    await page.goto(`${url}?launch`);
    await page.waitForSelector('[data-testid="player-row"]');
    assert.equal(await loadedAt(page), `${url}?launch`, "no home page before the game's");
    assert.match(page.url(), /\/botc\.html$/);
    assert.deepEqual(await page.$$eval('[data-testid="player-row"] input', (els) => els.map((e) => e.value)), ["Zoe"]);

    // At the app's plain address, the same: the game's page first and only.
    await page.goto(url);
    await page.waitForSelector('[data-testid="player-row"]');
    assert.equal(await loadedAt(page), url, "no home page before the game's");
    assert.match(page.url(), /\/botc\.html$/);
    assert.deepEqual(await page.$$eval('[data-testid="player-row"] input', (els) => els.map((e) => e.value)), ["Zoe"]);

    // Home: nothing is open; from the icon, the home page, at its plain address.
    await page.click('[data-testid="home"]');
    await page.waitForSelector('[data-testid="saved-game"]');
    await launchRecord(page, "");
    await page.goto(`${url}?launch`);
    await page.waitForSelector('[data-testid="saved-game"]');
    assert.equal(page.url(), url);

    // A record gone stale (it names Blood on the Clocktower, the list has nothing open): the
    // game's page sees it and the home page shows, with nothing opened.
    await page.evaluate(async () => (await caches.open("grimoire.launch")).put("open", new Response("botc.html")));
    await page.goto(`${url}?launch`);
    await page.waitForSelector('[data-testid="saved-game"]');
    assert.match(page.url(), /\/index\.html$/);
    assert.equal((await index(page)).open, null);

    // Quinte-bourg left open: its page, from the icon.
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-quintebourg"]');
    await page.waitForSelector(QB_SETUP, { timeout: 30000 });
    await page.waitForFunction(async () => !!(await caches.match("quintebourg.html")), null, { timeout: 30000 });
    await launchRecord(page, "quintebourg.html");
    await page.goto(`${url}?launch`);
    await page.waitForSelector('[data-testid="qb-setup"]');
    assert.equal(await loadedAt(page), `${url}?launch`);
    assert.match(page.url(), /\/quintebourg\.html$/);
    await shot(page, "home-page-launch-quintebourg");
    assert.deepEqual(errors, []);
  });
});
