// "New game" shows a page the home page made ahead (speculation rules, src/ui/prerender.rs):
// Chromium prerenders each game's page for a new game once its files are kept. Such a page
// writes nothing until it is shown but the mark that says it is made (a new game starts in the
// home page's place until then), and then reads again what changed meanwhile. Chromium
// prerenders only for a DevTools client attached through the tab, so this test drives it with
// tests/browser/lib/cdp.mjs instead of Playwright.
import { test } from "node:test";
import assert from "node:assert/strict";
import { DIST, requireDist } from "../lib/harness.mjs";
import { launchTab } from "../lib/cdp.mjs";
import { startServer } from "../lib/server.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const q = (testid) => `document.querySelector('[data-testid="${testid}"]')`;

/** The page being prerendered at `page` (its session), once its screen `shown` is drawn. */
async function madeAhead(tab, page, shown) {
  const t0 = performance.now();
  for (;;) {
    for (const p of tab.prerendered()) {
      const ready = await tab
        .evaluate(`location.pathname.endsWith("/${page}") && document.prerendering && !!${q(shown)}`, p.sessionId)
        .catch(() => false);
      if (ready) return p.sessionId;
    }
    if (performance.now() - t0 > 60000) throw new Error(`${page} was not prerendered`);
    await sleep(100);
  }
}

/** What localStorage holds: every key and its text. */
const storage = (tab) => tab.evaluate("JSON.stringify(Object.fromEntries(Object.entries(localStorage)))").then(JSON.parse);

/** The list of saved games (ids and rulesets). */
const listed = async (tab) => JSON.parse((await storage(tab))["grimoire.index"] || '{"games":[]}').games.map((g) => [g.id, g.ruleset]);

/** Types `text` in the field `testid` as a keyboard does. */
async function type(tab, testid, text) {
  await tab.evaluate(`${q(testid)}.focus()`);
  await tab.conn.send("Input.insertText", { text }, tab.page());
}

test("“New game” shows the page made ahead, which wrote nothing before and reads the list and the language again", async () => {
  requireDist();
  const server = await startServer(DIST);
  const tab = await launchTab({
    setup: async (session, conn) => {
      await conn.send("Emulation.setDeviceMetricsOverride", { width: 360, height: 740, deviceScaleFactor: 3, mobile: true }, session);
    },
  });
  try {
    await tab.goto(server.url);
    await tab.until(q("new-game"));
    // Both games kept by the service worker, then a game of Blood on the Clocktower saved
    // (started and left the usual way: a page of its own).
    await tab.until(`document.querySelectorAll('[data-testid="offline-ready"]').length === 2`, 120000);
    await tab.goto(`${server.url}botc.html?new`);
    await tab.until(q("new-player-name"));
    await type(tab, "new-player-name", "Old");
    await tab.evaluate(`${q("add-player")}.click()`);
    await tab.until(`document.querySelectorAll('[data-testid="player-row"]').length === 1`);
    const old = await listed(tab);
    assert.equal(old.length, 1, "one saved game");

    // The home page again (the game closed): it makes both games' pages ahead.
    await tab.evaluate(`${q("home")}.click()`);
    await tab.until(`location.pathname.endsWith("/index.html") && ${q("saved-game")}`);
    const botc = await madeAhead(tab, "botc.html", "new-player-name");
    await madeAhead(tab, "quintebourg.html", "qb-setup");
    // Each page says it is made: the home page goes there on "New game".
    await tab.until(`!!localStorage.getItem("grimoire.made-ahead.botc.html")`);
    await tab.until(`!!localStorage.getItem("grimoire.made-ahead.quintebourg.html")`);
    const before = await storage(tab);
    await sleep(1000);
    assert.deepEqual(await storage(tab), before, "a page made ahead and not shown writes nothing");
    assert.deepEqual(await listed(tab), old);

    // Meanwhile, on the home page: the saved game deleted, the language switched to French.
    await tab.evaluate(`${q("delete-game")}.click()`);
    await tab.until(q("confirm-delete"));
    await tab.evaluate(`${q("confirm-delete")}.click()`);
    await tab.until(`!${q("saved-game")}`);
    await tab.evaluate(`${q("lang-switch")}.click()`);
    await tab.until(`${q("lang-current")}.textContent.includes("Français")`);
    assert.deepEqual(await listed(tab), [], "the list is empty once the game is deleted");

    // "New game", Blood on the Clocktower: the page made ahead is the one shown.
    await tab.evaluate(`${q("new-game")}.click()`);
    await tab.until(q("new-game-botc"));
    await tab.evaluate(`${q("new-game-botc")}.click()`);
    await tab.until(`!document.prerendering && ${q("new-player-name")}`);
    assert.equal(tab.page(), botc, "the tab shows the page that was made ahead");
    assert.ok(await tab.evaluate("performance.getEntriesByType('navigation')[0].activationStart > 0"), "the page was prerendered");
    await tab.until(`!localStorage.getItem("grimoire.made-ahead.botc.html")`);
    // In French, as the home page was left.
    await tab.until(`document.body.innerText.includes("Joueurs et places")`);
    assert.ok(!(await tab.evaluate(`document.body.innerText.includes("Players and seats")`)), "no English left on the players' screen");
    // Written once shown: the list holds the new game only (not the one deleted meanwhile).
    await tab.until(`JSON.parse(localStorage.getItem("grimoire.index") || '{"games":[]}').games.length > 0`);
    const now = await listed(tab);
    assert.equal(now.length, 1, `the new game alone in the list: ${JSON.stringify(now)}`);
    assert.notEqual(now[0][0], old[0][0], "a new game, under a new id");
    assert.equal(now[0][1], "botc");

    // A name typed is kept: the page opened again shows it.
    await type(tab, "new-player-name", "Ann");
    await tab.evaluate(`${q("add-player")}.click()`);
    await tab.until(`document.querySelectorAll('[data-testid="player-row"]').length === 1`);
    await tab.goto(`${server.url}botc.html`);
    await tab.until(`document.querySelectorAll('[data-testid="player-row"]').length === 1`);
    const row = await tab.evaluate(
      `[...document.querySelectorAll('[data-testid="player-row"]')].map((e) => [e.textContent, ...[...e.querySelectorAll("input")].map((i) => i.value)].join(" ")).join("|")`,
    );
    assert.ok(row.includes("Ann"), `the row names Ann: ${row}`);
    assert.ok(!row.includes("Old"), `not the deleted game's player: ${row}`);

    // Quinte-bourg, from the home page: its page made ahead too, and the list then holds both.
    await tab.evaluate(`${q("home")}.click()`);
    await tab.until(`location.pathname.endsWith("/index.html") && ${q("saved-game")}`);
    const qb = await madeAhead(tab, "quintebourg.html", "qb-setup");
    await tab.until(`!!localStorage.getItem("grimoire.made-ahead.quintebourg.html")`);
    await tab.evaluate(`${q("new-game")}.click()`);
    await tab.until(q("new-game-quintebourg"));
    await tab.evaluate(`${q("new-game-quintebourg")}.click()`);
    await tab.until(`!document.prerendering && ${q("qb-setup")}`);
    assert.equal(tab.page(), qb, "the tab shows Quinte-bourg's page made ahead");
    await tab.until(`!localStorage.getItem("grimoire.made-ahead.quintebourg.html")`);
    await tab.until(`JSON.parse(localStorage.getItem("grimoire.index")).games.length === 2`);
    assert.deepEqual((await listed(tab)).map(([, r]) => r).sort(), ["botc", "quintebourg"]);
  } finally {
    await tab.close();
    await server.close();
  }
});
