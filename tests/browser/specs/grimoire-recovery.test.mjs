// Stored data that cannot be read is never wiped: the recovery screen shows it, offers it as a
// download, and leaves localStorage as it was. A full storage is reported and the game goes on.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot } from "../lib/harness.mjs";
import { SEVEN, openApp, seatPlayers, storage, storedGame, boardSnapshot, openSeat, withApp } from "./grimoire-helpers.mjs";


async function downloadText(page) {
  const href = await page.getAttribute('[data-testid="download-data"]', "href");
  assert.match(href, /^blob:/);
  return page.evaluate(async (u) => (await fetch(u)).text(), href);
}

test("a garbled game opens the recovery screen and the data stays as it was", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    const { key } = await storedGame(page);
    const garbled = '{"schema":1,"game":{"version":1,"log":[{"type":"add_player"';
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, garbled]);
    const before = await storage(page);
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    await shot(page, "grimoire-recovery");
    assert.match(await page.textContent('[data-testid="recovery-message"]'), new RegExp(key.replace(/\./g, "\\.")));
    assert.equal(await downloadText(page), garbled, "the download is the raw data");
    assert.deepEqual(await storage(page), before, "localStorage is unchanged");
    // Reloading again shows the same screen: nothing was written in between.
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    assert.deepEqual(await storage(page), before);
    // Setting it aside keeps the raw text under another key and goes home.
    await page.click('[data-testid="set-aside"]');
    await page.waitForSelector('[data-testid="new-game"]');
    const after = await storage(page);
    const aside = Object.keys(after).filter((k) => k.startsWith("grimoire.aside."));
    assert.equal(aside.length, 1);
    assert.equal(after[aside[0]], garbled);
    assert.equal(after[key], undefined);
    assert.deepEqual(errors, []);
  });
});

test("a garbled list of games or one from a newer version opens the recovery screen", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    await page.evaluate(() => localStorage.setItem("grimoire.index", "not json at all"));
    let before = await storage(page);
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    assert.deepEqual(await storage(page), before);
    assert.equal(await downloadText(page), "not json at all");

    const future = JSON.stringify({ schema: 9, games: [], open: null, something: "new" });
    await page.evaluate((v) => localStorage.setItem("grimoire.index", v), future);
    before = await storage(page);
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    assert.match(await page.textContent('[data-testid="recovery-message"]'), /newer version/);
    await shot(page, "grimoire-recovery-future");
    assert.deepEqual(await storage(page), before);
    // Deleting asks first, then the list is rebuilt from the games still stored.
    await page.click('[data-testid="discard"]');
    assert.deepEqual(await storage(page), before, "nothing deleted before the confirmation");
    await page.click('[data-testid="confirm-discard"]');
    await page.waitForSelector('[data-testid="saved-game"]');
    assert.equal(await page.locator('[data-testid="saved-game"]').count(), 1, "the game is listed again");
    assert.deepEqual(errors, []);
  });
});

test("a full storage is reported and the game goes on in memory", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN);
    await page.click('[data-testid="next-characters"]');
    await page.click('[data-testid="random-draw"]');
    await page.click('[data-testid="accept-characters"]');
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('[data-testid="board"]');
    const saved = (await storedGame(page)).stored.game.log.length;
    // From now on every write fails as a full storage does.
    await page.evaluate(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await openSeat(page, SEVEN[1]);
    await page.click('[data-testid="kill"]');
    await page.waitForSelector('[data-testid="notice"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /Storage is full/);
    await shot(page, "grimoire-storage-full");
    await page.click('[data-testid="sheet-close"]');
    const board = await boardSnapshot(page);
    assert.ok(board.some((s) => /seat--dead/.test(s.classes)), "the death is on the board");
    assert.equal((await storedGame(page)).stored.game.log.length, saved, "the stored game is the last one saved");
    assert.deepEqual(errors, []);
  });
});
