// Storage at its edges: the journal that brings back what localStorage lost, a browser without
// IndexedDB, a full storage when leaving a game, damaged values (the language, a lone
// surrogate, one too big to copy), a saved screen from another phase, a listed game whose data
// is gone, and a file that is not UTF-8.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { shot } from "../lib/harness.mjs";
import { SEVEN, openApp, seatPlayers, storage, storedGame, withApp, openSeat } from "./grimoire-helpers.mjs";

/** The records of the journal in IndexedDB, by key. */
async function journal(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("grimoire-journal");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction("journal").objectStore("journal").getAll();
          req.onsuccess = () => {
            db.close();
            resolve(Object.fromEntries(req.result.map((r) => [r.key, r])));
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

/** Waits until every journal write begun has committed. */
async function journalSettled(page) {
  await page.waitForFunction(() => {
    const j = window.grimoireJournal;
    return j && j.committed === j.begun;
  });
}

/** A game on the board: seven players, the random draw, started. */
async function gameOnBoard(page) {
  await seatPlayers(page, SEVEN);
  await page.click('[data-testid="next-characters"]');
  await page.click('[data-testid="random-draw"]');
  await page.click('[data-testid="accept-characters"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="board"]');
}

test("moves localStorage lost come back from the journal at start, said once", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    const { key, stored: early } = await storedGame(page);
    const earlyText = (await storage(page))[key];
    const earlyIndex = (await storage(page))["grimoire.index"];
    // Three more moves: two players and an undo.
    for (const name of ["Felix", "Greta"]) {
      await page.fill('[data-testid="new-player-name"]', name);
      await page.click('[data-testid="add-player"]');
    }
    await page.click('[data-testid="undo"]');
    await journalSettled(page);
    const { stored: late } = await storedGame(page);
    assert.equal(late.game.log.length, early.game.log.length + 1);
    const records = await journal(page);
    assert.equal(records[key].text, (await storage(page))[key], "the journal holds what localStorage holds");
    assert.equal(records[key].seq, late.seq);
    assert.deepEqual(Object.keys(records).sort(), [key, "grimoire.index"].sort(), "one record per key");
    // localStorage loses the last moves, as a killed browser's does.
    await page.evaluate(([k, v, i]) => {
      localStorage.setItem(k, v);
      localStorage.setItem("grimoire.index", i);
    }, [key, earlyText, earlyIndex]);
    await page.reload();
    await page.waitForSelector('[data-testid="player-row"]');
    // Felix added, Greta added then taken back: the stored game differs by Felix in the log
    // and Greta on the redo stack.
    assert.match(await page.textContent('[data-testid="notice"]'), /2 moves recovered/);
    await shot(page, "storage-moves-recovered");
    const { stored: back } = await storedGame(page);
    assert.deepEqual(back.game.log, late.game.log);
    assert.deepEqual(back.game.redo, late.game.redo);
    assert.equal(await page.locator('[data-testid="player-row"]').count(), 6);
    // Said once: the next start has nothing to bring back.
    await page.reload();
    await page.waitForSelector('[data-testid="player-row"]');
    assert.equal(await page.locator('[data-testid="notice"]').count(), 0);
    assert.deepEqual(errors, []);
  });
});

test("a deletion is journalled: a game localStorage kept by mistake is deleted again", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    const { key } = await storedGame(page);
    const before = await storage(page);
    await page.click('[data-testid="home"]');
    await page.click('[data-testid="delete-game"]');
    await page.click('[data-testid="confirm-delete"]');
    await page.waitForSelector('[data-testid="saved-game"]', { state: "detached" });
    await journalSettled(page);
    const records = await journal(page);
    assert.equal(records[key].text, null, "the journal records the deletion");
    // localStorage comes back without the deletion.
    await page.evaluate((all) => {
      for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
    }, before);
    await page.reload();
    await page.waitForSelector('[data-testid="new-game"]');
    assert.equal((await storage(page))[key], undefined, "deleted again");
    assert.equal(await page.locator('[data-testid="saved-game"]').count(), 0);
    assert.deepEqual(errors, []);
  });
});

test("without IndexedDB the app works as before and says durability is reduced", async () => {
  await withApp(async ({ page, url, errors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "indexedDB", { get: () => undefined });
    });
    await openApp(page, url, 3);
    assert.match(await page.textContent('[data-testid="notice"]'), /Durability reduced/);
    await shot(page, "storage-journal-off");
    await page.click('[data-testid="dismiss"]');
    await seatPlayers(page, SEVEN.slice(0, 5));
    const { stored } = await storedGame(page);
    assert.equal(stored.game.log.length, 5);
    await page.reload();
    await page.waitForSelector('[data-testid="player-row"]');
    assert.equal(await page.locator('[data-testid="player-row"]').count(), 5);
    assert.deepEqual(errors, []);
  });
});

test("storage full: Home asks before leaving, offers the file, never drops the game silently", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await gameOnBoard(page);
    await page.evaluate(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    const saved = (await storedGame(page)).stored.game.log.length;
    await openSeat(page, SEVEN[1]);
    await page.click('[data-testid="kill"]');
    await page.waitForSelector('[data-testid="notice"]');
    await page.click('[data-testid="sheet-close"]');
    await page.click('[data-testid="home"]');
    await page.waitForSelector('[data-testid="unsaved-leave"]');
    assert.match(await page.textContent('[data-testid="unsaved-leave"]'), /could not be saved/);
    await shot(page, "storage-full-leave");
    assert.equal(await page.locator('[data-testid="board"]').count(), 1, "still in the game");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.click('[data-testid="unsaved-export"]'),
    ]);
    const file = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
    assert.equal(file.log.length, saved + 1, "the file holds the move storage could not keep");
    await page.click('[data-testid="unsaved-stay"]');
    assert.equal(await page.locator('[data-testid="unsaved-leave"]').count(), 0);
    await page.click('[data-testid="home"]');
    await page.click('[data-testid="unsaved-leave-anyway"]');
    await page.waitForSelector('[data-testid="new-game"]');
    assert.deepEqual(errors, []);
  });
});

test("a damaged language setting is kept until the Storyteller picks a language", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await page.evaluate(() => localStorage.setItem("grimoire.lang", "{damaged"));
    await page.reload();
    await page.waitForSelector('[data-testid="new-game"]');
    assert.equal(await page.evaluate(() => localStorage.getItem("grimoire.lang")), "{damaged");
    await page.click('[data-testid="lang-switch"]');
    await page.waitForFunction(() => localStorage.getItem("grimoire.lang") !== "{damaged");
    assert.match(await page.evaluate(() => localStorage.getItem("grimoire.lang")), /^"(Fr|En)"$/);
    assert.deepEqual(errors, []);
  });
});

test("damaged data with a lone surrogate is downloaded and set aside exactly", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    const { key } = await storedGame(page);
    // Not JSON, and not valid Unicode: a lone high surrogate.
    await page.evaluate((k) => localStorage.setItem(k, '{"schema":2,"game":"\ud800 broken'), key);
    const units = await page.evaluate((k) => [...localStorage.getItem(k)].flatMap((c) =>
      Array.from({ length: c.length }, (_, i) => c.charCodeAt(i))), key);
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    const href = await page.getAttribute('[data-testid="download-data"]', "href");
    const bytes = await page.evaluate(async (u) => [...new Uint8Array(await (await fetch(u)).arrayBuffer())], href);
    const got = [];
    for (let i = 2; i < bytes.length; i += 2) got.push(bytes[i] | (bytes[i + 1] << 8));
    assert.deepEqual(bytes.slice(0, 2), [0xff, 0xfe], "UTF-16LE with its byte-order mark");
    assert.deepEqual(got, units, "the download is the exact original");
    await page.click('[data-testid="set-aside"]');
    await page.waitForSelector('[data-testid="new-game"]');
    const aside = await page.evaluate(() => {
      const k = Object.keys(localStorage).find((x) => x.startsWith("grimoire.aside."));
      const v = localStorage.getItem(k);
      return Array.from({ length: v.length }, (_, i) => v.charCodeAt(i));
    });
    assert.deepEqual(aside, units, "the copy set aside is the exact original");
    assert.equal((await storage(page))[key], undefined, "the original goes only once copied");
    assert.deepEqual(errors, []);
  });
});

test("setting aside data too big to copy says what failed and keeps the data", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    const { key } = await storedGame(page);
    // The biggest damaged value that fits: a copy of it cannot.
    const size = await page.evaluate((k) => {
      let n = 6 * 1024 * 1024;
      for (;;) {
        try {
          localStorage.setItem(k, "{" + "x".repeat(n));
          return n;
        } catch {
          n = Math.floor(n * 0.8);
        }
      }
    }, key);
    assert.ok(size > 1024 * 1024, `a damaged value of ${size} characters`);
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    await page.click('[data-testid="set-aside"]');
    await page.waitForSelector('[data-testid="notice"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /could not be set aside \(storage is full\)/);
    assert.doesNotMatch(await page.textContent('[data-testid="notice"]'), /in memory/);
    await shot(page, "storage-set-aside-full");
    assert.equal(await page.locator('[data-testid="recovery"]').count(), 1, "still on the recovery screen");
    assert.equal(await page.evaluate((k) => localStorage.getItem(k).length, key), size + 1, "the value is kept");
    assert.equal(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith("grimoire.aside."))), false);
    assert.deepEqual(errors, []);
  });
});

test("a saved setup screen in a game that has started opens the board", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await gameOnBoard(page);
    const { key, stored } = await storedGame(page);
    stored.ui.screen = "setup_characters";
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify({ ...stored, seq: stored.seq + 1 })]);
    await page.reload();
    await page.waitForSelector('[data-testid="board"]');
    assert.deepEqual(errors, []);
  });
});

test("a listed game whose data is gone says so and can be removed from the list", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    const { key } = await storedGame(page);
    await page.click('[data-testid="home"]');
    // Gone once the home page has started (its start would bring it back from the journal).
    await page.waitForSelector('[data-testid="saved-game"]');
    await page.evaluate((k) => localStorage.removeItem(k), key);
    await page.locator('[data-testid="saved-game"]').locator("button", { hasText: "Open" }).click();
    await page.waitForSelector('[data-testid="notice"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /no longer in this phone's storage/);
    await shot(page, "storage-game-missing");
    await page.click('[data-testid="remove-missing"]');
    await page.waitForSelector('[data-testid="saved-game"]', { state: "detached" });
    assert.equal(JSON.parse((await storage(page))["grimoire.index"]).games.length, 0);
    assert.deepEqual(errors, []);
  });
});

test("a file that is not UTF-8 is refused with a message", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    const before = await storage(page);
    await page.setInputFiles('[data-testid="import-file"]', {
      name: "game.json",
      mimeType: "application/json",
      buffer: Buffer.concat([Buffer.from('{"format":"grimoire-game","name":"'), Buffer.from([0xff, 0xfe, 0x80]), Buffer.from('"}')]),
    });
    await page.waitForSelector(".share-sheet__error");
    assert.match(await page.textContent(".share-sheet__error"), /not UTF-8/);
    assert.equal(await page.locator('[data-testid="link-preview"]').count(), 0);
    assert.deepEqual(await storage(page), before);
    assert.deepEqual(errors, []);
  });
});

test("a homebrew character named like an official one is warned about at import", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    const script = [
      { id: "_meta", name: "Look-alikes" },
      "washerwoman", "chef", "empath", "monk", "poisoner", "imp",
      { id: "fake_imp", name: "Imp", team: "townsfolk", ability: "You are not the Demon." },
      { id: "lamp_lighter", name: "Lamplighter", team: "townsfolk", ability: "You see the lamp." },
    ];
    await page.click('[data-testid="script-import"] summary');
    await page.fill('[data-testid="script-json"]', JSON.stringify(script));
    await page.click('[data-testid="use-script"]');
    await page.waitForSelector('[data-testid="script-name-clash"]');
    const warning = await page.textContent('[data-testid="script-name-clash"]');
    assert.match(warning, /official character: Imp\./);
    assert.doesNotMatch(warning, /Lamplighter/);
    assert.deepEqual(errors, []);
  });
});
