// What the build before the workspace split left on a phone still opens: its stored games (storage
// schema 1, no ruleset) are listed as Blood on the Clocktower games and open on the board where
// they were, written back in schema 2; its g1 game links still open on another phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { shot, ROOT } from "../lib/harness.mjs";
import { openApp, storage, storedGame, withApp } from "./grimoire-helpers.mjs";

const LEGACY = path.join(ROOT, "tests/fixtures/legacy");
const read = (name) => fs.readFileSync(path.join(LEGACY, name), "utf8").trim();
const expect = (name) => JSON.parse(read(name));


test("stored games of the earlier build are listed by ruleset and open where they were", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url);
    // The earlier build's localStorage, as it wrote it.
    const index = JSON.parse(read("index.json"));
    const data = { "grimoire.index": read("index.json") };
    for (const name of fs.readdirSync(LEGACY).filter((f) => f.startsWith("save_") && !f.endsWith(".expect.json"))) {
      data[expect(name.replace(/\.json$/, ".expect.json")).key] = read(name);
    }
    // Start on the home screen: nothing open.
    data["grimoire.index"] = JSON.stringify({ ...index, open: null });
    await page.evaluate((d) => {
      localStorage.clear();
      for (const [k, v] of Object.entries(d)) localStorage.setItem(k, v);
    }, data);
    await page.reload();
    await page.waitForSelector('[data-testid="saved-game"]');
    assert.equal(await page.locator('[data-testid="saved-game"]').count(), index.games.length);
    const rulesets = await page.$$eval('[data-testid="saved-game-ruleset"]', (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(rulesets, index.games.map(() => "Blood on the Clocktower"));
    await shot(page, "legacy-saved-games");

    // Open the Trouble Brewing game on day 2 (the second line of the list).
    const day2 = expect("save_tb_day2.expect.json");
    const id = day2.key.replace("grimoire.game.", "");
    const line = index.games.findIndex((g) => g.id === id);
    await page.locator('[data-testid="saved-game"]').nth(line).locator("button", { hasText: "Open" }).click();
    await page.waitForSelector('[data-testid="board"]');
    const names = await page.$$eval('[data-testid="seat"] .seat__name', (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(names, day2.seats.map((s) => s.name));
    // Opening changes nothing stored; the redo stack came with the game, and redoing a command
    // writes the game back in schema 2, naming its ruleset.
    let { stored } = await storedGame(page);
    assert.equal(stored.schema, 1, "opening a game does not write it");
    assert.equal(await page.isEnabled('[data-testid="redo"]'), true, "the undone commands can be redone");
    await page.click('[data-testid="redo"]');
    await page.waitForFunction(
      ([k, n]) => JSON.parse(localStorage.getItem(k)).game.log.length === n,
      [day2.key, day2.log_len + 1],
    );
    ({ stored } = await storedGame(page));
    assert.equal(stored.schema, 2);
    assert.equal(stored.game.ruleset, "botc");
    assert.equal(stored.game.redo.length, day2.redo_len - 1);
    const list = JSON.parse((await storage(page))["grimoire.index"]);
    assert.equal(list.schema, 2);
    assert.ok(list.games.every((g) => g.ruleset === "botc" || g.ruleset === undefined));
    assert.equal(list.games[0].ruleset, "botc", "the changed game's line names its ruleset");
    assert.deepEqual(errors, []);
  });
});

test("a g1 game link of the earlier build opens with its players", async () => {
  await withApp(async ({ page, url, errors }) => {
    const facts = expect("link_tb_day2.expect.json");
    await page.goto(`${url}#${read("link_tb_day2.txt")}`);
    await page.waitForSelector('[data-testid="link-preview"]', { timeout: 30000 });
    assert.match(await page.textContent('[data-testid="preview-script"]'), /Trouble Brewing/);
    for (const s of facts.seats) assert.match(await page.textContent('[data-testid="preview-names"]'), new RegExp(s.name));
    await page.click('[data-testid="add-game"]');
    await page.waitForSelector('[data-testid="board"]');
    const { stored } = await storedGame(page);
    assert.equal(stored.game.ruleset, "botc");
    assert.equal(stored.game.log.length, facts.log_len);
    assert.deepEqual(errors, []);
  });
});
