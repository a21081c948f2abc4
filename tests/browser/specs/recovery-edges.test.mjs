// Damaged data and refused input, on every page: a newer journal copy that does not replay never
// replaces a good game (both are kept, the recovery screen shows both, no false "moves
// recovered"); a damaged Quinte-bourg game gets the same recovery screen as Blood on the
// Clocktower's; a Quinte-bourg link opened while a Blood on the Clocktower game is open reaches
// its preview; a link over 64 KB and a 40 MB file say why they are refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot } from "../lib/harness.mjs";
import { SEVEN, openApp, seatPlayers, storage, storedGame, withApp } from "./grimoire-helpers.mjs";
import { newQbGame, addQbPlayers } from "./qb-helpers.mjs";
import { NAMES, gameLink, preparedLog } from "./qb-day-helpers.mjs";

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

/** Writes one record into the journal, as the app writes them. */
async function putRecord(page, record) {
  await page.evaluate(
    (r) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("grimoire-journal");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction("journal", "readwrite", { durability: "strict" });
          tx.objectStore("journal").put(r, r.key);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    record,
  );
}

/** Waits until every journal write begun has committed. */
async function journalSettled(page) {
  await page.waitForFunction(() => {
    const j = window.grimoireJournal;
    return j && j.committed === j.begun;
  });
}

async function downloadText(page, testid) {
  const href = await page.getAttribute(`[data-testid="${testid}"]`, "href");
  assert.match(href, /^blob:/);
  return page.evaluate(async (u) => (await fetch(u)).text(), href);
}

/** The stored text with `extra` commands after its log and a later `seq`. */
function newerWith(text, extra) {
  const stored = JSON.parse(text);
  stored.seq += 1000;
  stored.game.log.push(...extra);
  return { seq: stored.seq, text: JSON.stringify(stored) };
}

test("a newer journal copy that does not replay never replaces a good game: both are kept and shown", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    await journalSettled(page);
    const { key } = await storedGame(page);
    const good = (await storage(page))[key];
    // Thirteen moves more, the last one refused by the rules (the game starts with no
    // characters handed out): it parses, but does not replay.
    const more = SEVEN.slice(5).concat(["Hugo", "Ines", "Jonas", "Karin", "Lior", "Maya", "Nils", "Olga", "Pavel", "Quinn"]);
    const extra = more.map((name) => ({ type: "add_player", name })).slice(0, 12);
    extra.push({ type: "start_game" });
    const damaged = newerWith(good, extra);
    await putRecord(page, { key, seq: damaged.seq, text: damaged.text, time: Date.now() });
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    await shot(page, "recovery-newer-copy");
    const message = await page.textContent('[data-testid="recovery-message"]');
    assert.match(message, /newer copy of “grimoire\.game\.g\d+”, but that copy cannot be read/);
    assert.match(message, /Nothing has been deleted/);
    assert.equal(await page.textContent('[data-testid="recovery-kept"]'), "Saved on this phone: reads (5 moves), kept as it was.");
    assert.equal(await page.textContent('[data-testid="recovery-newer"]'), "Newer copy in the journal: does not read (18 moves).");
    // No false "moves recovered": nothing was brought back.
    assert.doesNotMatch(await page.textContent("body"), /recovered/);
    assert.equal(await page.locator('[data-testid="notice"]').count(), 0);
    // The game is named as the saved-games list names it, not by its storage key alone.
    assert.match(
      await page.textContent('[data-testid="recovery-what"]'),
      /^This is a game of 5 players: Blood on the Clocktower, last change .+\.$/,
    );
    assert.equal(await page.textContent('[data-testid="download-data"]'), "Download the newer copy (it does not read)");
    assert.equal(await page.textContent('[data-testid="download-kept"]'), "Download the copy saved on this phone");
    assert.equal(await page.textContent('[data-testid="set-aside"]'), "Set the newer copy aside and continue with the saved one");
    assert.equal(await page.textContent('[data-testid="discard"]'), "Delete the newer copy for good");
    assert.equal(await downloadText(page, "download-data"), damaged.text);
    assert.equal(await downloadText(page, "download-kept"), good);
    assert.equal((await storage(page))[key], good, "the good game is still in localStorage");
    // Nothing changes until the Storyteller decides: a reload shows the same screen.
    await page.reload();
    await page.waitForSelector('[data-testid="recovery-newer"]');
    assert.equal((await storage(page))[key], good);
    assert.equal((await journal(page))[key].text, damaged.text, "the journal still holds the newer copy");
    // Set aside: the newer copy is kept under another key, the good game opens as it was.
    await page.click('[data-testid="set-aside"]');
    await page.waitForSelector('[data-testid="player-row"]');
    assert.equal(await page.locator('[data-testid="player-row"]').count(), 5);
    const after = await storage(page);
    assert.equal(after[key], good);
    const aside = Object.keys(after).filter((k) => k.startsWith("grimoire.aside."));
    assert.equal(aside.length, 1);
    assert.ok(aside[0].endsWith(key), aside[0]);
    assert.equal(after[aside[0]], damaged.text, "the newer copy is kept exactly");
    await journalSettled(page);
    assert.equal((await journal(page))[key], undefined, "the newer copy left the journal");
    // The next start has nothing to say.
    await page.reload();
    await page.waitForSelector('[data-testid="player-row"]');
    assert.equal(await page.locator('[data-testid="player-row"]').count(), 5);
    assert.equal(await page.locator('[data-testid="notice"]').count(), 0);
    assert.deepEqual(errors, []);
  });
});

test("Quinte-bourg: a newer journal copy that does not read is shown beside the game, no moves claimed", async () => {
  await withApp(async ({ page, url, errors }) => {
    await page.goto(url);
    await page.waitForSelector("main");
    await newQbGame(page);
    await addQbPlayers(page, ["Ana", "Bob", "Cid", "Dee", "Eli"]);
    await journalSettled(page);
    const key = await page.evaluate(() => `grimoire.game.${JSON.parse(localStorage.getItem("grimoire.index")).open}`);
    const good = (await storage(page))[key];
    const damaged = newerWith(good, [{ type: "no_such_command" }, { type: "no_such_command" }, { type: "no_such_command" }]);
    await putRecord(page, { key, seq: damaged.seq, text: damaged.text, time: Date.now() });
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    assert.match(page.url(), /quintebourg\.html/);
    await shot(page, "qb-recovery-newer-copy");
    assert.match(await page.textContent('[data-testid="recovery-message"]'), /newer copy of “grimoire\.game\.g\d+”/);
    // (The players of a setup not yet sent are what the screens remember, not moves.)
    assert.equal(await page.textContent('[data-testid="recovery-kept"]'), "Saved on this phone: reads (0 moves), kept as it was.");
    assert.equal(await page.textContent('[data-testid="recovery-newer"]'), "Newer copy in the journal: does not read (3 moves).");
    assert.doesNotMatch(await page.textContent("body"), /recovered|could not be saved/);
    assert.equal(await downloadText(page, "download-data"), damaged.text);
    assert.equal(await downloadText(page, "download-kept"), good);
    // Deleting the newer copy asks first; the game then opens as it was.
    await page.click('[data-testid="discard"]');
    assert.equal((await journal(page))[key].text, damaged.text, "nothing deleted before the confirmation");
    await page.click('[data-testid="confirm-discard"]');
    await page.waitForSelector('[data-testid="qb-setup"]');
    assert.equal((await storage(page))[key], good, "the game as it was saved");
    await page.click('[data-testid="qb-step-players"]');
    assert.deepEqual(
      await page.$$eval('[data-testid="qb-player"]', (els) => els.map((e) => e.textContent.includes("Ana")).length),
      5,
    );
    assert.match(await page.textContent('[data-testid="qb-setup"]'), /Ana[\s\S]*Eli/);
    await journalSettled(page);
    assert.notEqual((await journal(page))[key]?.text, damaged.text, "the newer copy left the journal");
    assert.deepEqual(errors, []);
  });
});

test("a damaged Quinte-bourg game opens the recovery screen: download, set aside, delete", async () => {
  await withApp(async ({ page, url, errors }) => {
    await page.goto(url);
    await page.waitForSelector("main");
    await newQbGame(page);
    await addQbPlayers(page, ["Ana", "Bob", "Cid"]);
    await journalSettled(page);
    const key = await page.evaluate(() => `grimoire.game.${JSON.parse(localStorage.getItem("grimoire.index")).open}`);
    const garbled = (await storage(page))[key].slice(0, 120);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, garbled]);
    const before = await storage(page);
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    await shot(page, "qb-recovery-damaged");
    assert.equal(
      await page.textContent('[data-testid="recovery-message"]'),
      `The data under “${key}” could not be read. Nothing has been deleted.`,
    );
    assert.match(await page.textContent('[data-testid="recovery-what"]'), /^This is a game of \d+ players?: Quinte-bourg, last change .+\.$/);
    assert.doesNotMatch(await page.textContent("body"), /could not be saved|recovered/);
    assert.equal(await page.textContent('[data-testid="download-data"]'), "Download the data");
    assert.equal(await page.textContent('[data-testid="set-aside"]'), "Set it aside and continue");
    assert.equal(await page.textContent('[data-testid="discard"]'), "Delete it for good");
    assert.equal(await downloadText(page, "download-data"), garbled);
    assert.deepEqual(await storage(page), before, "localStorage is unchanged");
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    assert.deepEqual(await storage(page), before, "a reload changes nothing");
    // In French too.
    await page.evaluate(() => localStorage.setItem("grimoire.lang", '"Fr"'));
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    assert.equal(
      await page.textContent('[data-testid="recovery-message"]'),
      `Les données de « ${key} » sont illisibles. Rien n'a été supprimé.`,
    );
    assert.match(await page.textContent('[data-testid="recovery-what"]'), /^Il s'agit d'une partie de \d+ joueurs? : Quinte-bourg, modifiée le .+\.$/);
    await page.evaluate(() => localStorage.setItem("grimoire.lang", '"En"'));
    await page.reload();
    await page.waitForSelector('[data-testid="recovery"]');
    // Set aside: kept under another key, the game leaves the list, the home screen shows.
    await page.click('[data-testid="set-aside"]');
    await page.waitForSelector('[data-testid="new-game"]');
    const after = await storage(page);
    const aside = Object.keys(after).filter((k) => k.startsWith("grimoire.aside."));
    assert.equal(aside.length, 1);
    assert.equal(after[aside[0]], garbled);
    assert.equal(after[key], undefined);
    assert.equal(await page.locator('[data-testid="saved-game"]').count(), 0);
    assert.deepEqual(errors, []);
  });
});

test("a Quinte-bourg link opened while a Blood on the Clocktower game is open reaches its preview", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    assert.match(page.url(), /botc\.html/);
    const link = gameLink({ seed: 3, name: "Semaine des loups" }, preparedLog());
    // Pasted into the address of the open game…
    await page.evaluate((l) => (location.hash = l), link);
    await page.waitForSelector('[data-testid="link-preview"]');
    assert.match(page.url(), /quintebourg\.html#q1\./);
    assert.equal(await page.textContent('[data-testid="qb-arrived-name"]'), "Semaine des loups");
    await shot(page, "qb-link-over-botc-game");
    await page.click('[data-testid="link-cancel"]');
    await page.waitForSelector('[data-testid="link-preview"]', { state: "detached" });
    // …or opened at the app's address, where links point.
    await page.goto(`${url}index.html#${link}`);
    await page.waitForSelector('[data-testid="link-preview"]');
    assert.match(page.url(), /quintebourg\.html#q1\./);
    await page.click('[data-testid="link-add"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="link-preview"]') === null);
    const index = await page.evaluate(() => JSON.parse(localStorage.getItem("grimoire.index")));
    assert.deepEqual(index.games.map((g) => g.ruleset).sort(), ["botc", "quintebourg"]);
    const qb = index.games.find((g) => g.ruleset === "quintebourg");
    assert.equal(qb.name, "Semaine des loups");
    assert.equal(qb.players, NAMES.length);
    assert.deepEqual(errors, []);
  });
});

test("a link over 64 KB says why it is refused, on every page", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 3);
    await seatPlayers(page, SEVEN.slice(0, 5));
    const before = await storage(page);
    const huge = (letter) => `${letter}1.${"A".repeat(70 * 1024)}`;
    // The home page (with a game left open: it stays to say it).
    await page.goto(`${url}index.html#${huge("q")}`);
    await page.waitForSelector('[data-testid="notice"]');
    assert.match(page.url(), /index\.html/);
    assert.equal(
      await page.textContent('[data-testid="notice"] p'),
      "This link is too long (71 KB): Grimoire opens links of at most 64 KB. Nothing was changed.",
    );
    await shot(page, "link-too-long-home");
    // Quinte-bourg's page.
    await page.goto(`${url}quintebourg.html#${huge("q")}`);
    await page.waitForSelector('[data-testid="broken-link"]');
    assert.equal(
      await page.textContent('[data-testid="broken-message"]'),
      "This link is too long (71 KB): Grimoire opens links of at most 64 KB. Nothing was changed.",
    );
    await shot(page, "link-too-long-qb");
    // Blood on the Clocktower's page.
    await page.goto(`${url}botc.html#${huge("g")}`);
    await page.waitForSelector('[data-testid="broken-link"]');
    assert.match(await page.textContent('[data-testid="broken-message"]'), /too large \(71 KB\).*at most 64 KB/);
    await page.click('[data-testid="broken-close"]');
    // In French, on the home page.
    await page.evaluate(() => localStorage.setItem("grimoire.lang", '"Fr"'));
    await page.goto(`${url}index.html#${huge("g")}`);
    await page.waitForSelector('[data-testid="notice"]');
    assert.equal(
      await page.textContent('[data-testid="notice"] p'),
      "Ce lien est trop long (71 Ko) : Grimoire ouvre des liens de 64 Ko au plus. Rien n'a été modifié.",
    );
    const after = await storage(page);
    for (const k of Object.keys(before).filter((k) => k.startsWith("grimoire.game."))) {
      assert.equal(after[k], before[k], "the game is untouched");
    }
    assert.deepEqual(
      Object.keys(after).filter((k) => k !== "grimoire.lang").sort(),
      Object.keys(before).filter((k) => k !== "grimoire.lang").sort(),
      "nothing stored",
    );
    assert.deepEqual(errors, []);
  });
});

test("a 40 MB file is refused as too large, not as unreadable", async () => {
  await withApp(async ({ page, url, errors }) => {
    await page.goto(url);
    await page.waitForSelector('[data-testid="import-file"]', { state: "attached" });
    const pick = () =>
      page.evaluate(() => {
        const input = document.querySelector('[data-testid="import-file"]');
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(40 * 1024 * 1024)], "big.json", { type: "application/json" }));
        input.files = data.files;
        input.dispatchEvent(new Event("change", { bubbles: true }));
      });
    await pick();
    await page.waitForSelector('[role="alert"]');
    assert.equal(
      await page.textContent('.share-sheet__error[role="alert"]'),
      "This file is too large: Grimoire opens files of at most 1 MB. Nothing was imported.",
    );
    await shot(page, "file-too-large-home");
    // Quinte-bourg's home screen too.
    await page.goto(`${url}quintebourg.html`);
    await page.waitForSelector('[data-testid="import-file"]', { state: "attached" });
    await pick();
    await page.waitForSelector('.share-sheet__error[role="alert"]');
    assert.equal(
      await page.textContent('.share-sheet__error[role="alert"]'),
      "This file is too large: Grimoire opens files of at most 1 MB. Nothing was imported.",
    );
    assert.deepEqual(Object.keys(await storage(page)).filter((k) => k.startsWith("grimoire.game.")), []);
    assert.deepEqual(errors, []);
  });
});
