// Sharing in a real browser: a game set up on one phone, its link read from the Share sheet and
// opened on a second phone (a fresh browser profile), previewed, added, and found the same; the
// public town-square link showing no secret; broken links changing nothing stored; the QR code.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { start, shot } from "../lib/harness.mjs";
import {
  SEVEN, openApp, seatPlayers, storage, storedGame, characters, assertNothingSecret, leaveBag,
} from "./grimoire-helpers.mjs";

/** Seats, draws, keeps the bluffs, passes the bag and starts: ends on the board. */
async function gameOnTheBoard(page, url) {
  await openApp(page, url, 42);
  await seatPlayers(page, SEVEN);
  await page.click('[data-testid="next-characters"]');
  await page.click('[data-testid="random-draw"]');
  await page.click('[data-testid="accept-characters"]');
  await page.waitForSelector('[data-testid="bluffs"]');
  await page.click('[data-testid="keep-bluffs"]');
  await page.click('[data-testid="pass-bag"]');
  for (let i = 0; i < SEVEN.length; i++) {
    await page.locator('[data-testid="bag-name"]').nth(i).click();
    await page.click('[data-testid="bag-confirm"]');
    await page.click('[data-testid="bag-hide"]');
  }
  await leaveBag(page);
  await page.waitForSelector('[data-testid="board"]');
}

/** What the board shows seat by seat (names, tokens, labels). */
async function board(page) {
  await page.waitForSelector('[data-testid="board"]');
  return page.$$eval('[data-testid="seat"]', (seats) =>
    seats.map((s) => ({
      label: s.querySelector("button").getAttribute("aria-label"),
      art: s.querySelector(".token-art")?.className,
      text: s.textContent,
    })),
  );
}

/** Kills the player with this name from their seat sheet. */
async function kill(page, name) {
  await page.locator('[data-testid="seat"]', { hasText: name }).first().locator("button").click();
  await page.waitForSelector('[data-testid="seat-sheet"]');
  await page.click('[data-testid="kill"]');
  await page.waitForSelector('[data-testid="kill"]:has-text("Revive")');
  await page.click('[data-testid="sheet-close"]');
  await page.waitForSelector('[data-testid="seat-sheet"]', { state: "detached" });
}

/** Opens the Share sheet on the tab asked for and returns the link it shows. */
async function readLink(page, tab = "game") {
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-sheet"]');
  await page.click(tab === "game" ? '[data-testid="share-game-tab"]' : '[data-testid="share-square-tab"]');
  if (tab === "game") await page.click('[data-testid="share-reveal-secret"]');
  const prefix = tab === "game" ? "#g2." : "#t2.";
  await page.waitForFunction(
    (p) => document.querySelector('[data-testid="share-link"]').value.includes(p),
    prefix,
  );
  return page.inputValue('[data-testid="share-link"]');
}

/** The same fragment on another phone's server. */
function onPhone(link, url) {
  return `${url}#${new URL(link).hash.slice(1)}`;
}

test("a game link opened on a second phone shows a preview, adds the game and shows the same grimoire", async () => {
  const a = await start();
  const b = await start();
  try {
    await gameOnTheBoard(a.page, a.url);
    await kill(a.page, "Clara");
    const cast = await characters(a.page);
    const boardA = await board(a.page);
    await a.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: a.url.replace(/\/$/, "") });
    const link = await readLink(a.page, "game");
    assert.ok(link.startsWith(a.url), link);
    assert.match(link, /#g2\.[A-Za-z0-9_-]+$/);

    // The QR code: an inline SVG, at least 280 CSS pixels, on white.
    const qr = await a.page.$eval('[data-testid="qr"]', (el) => {
      const svg = el.querySelector("svg");
      const box = svg.getBoundingClientRect();
      return { svg: !!svg, width: box.width, height: box.height, bg: getComputedStyle(el).backgroundColor };
    });
    assert.ok(qr.svg, "the Share sheet shows an <svg> QR code");
    assert.ok(qr.width >= 280 && qr.height >= 280, `QR code ${qr.width}×${qr.height}`);
    assert.equal(qr.bg, "rgb(255, 255, 255)");
    await a.page.click('[data-testid="copy-link"]');
    await a.page.waitForFunction(() => document.querySelector('[data-testid="copy-status"]').textContent.trim() !== "");
    assert.equal((await a.page.textContent('[data-testid="copy-status"]')).trim(), "Link copied.");
    assert.equal(await a.page.evaluate(() => navigator.clipboard.readText()), link);
    await shot(a.page, "share-sheet-game");

    // The second phone.
    await b.page.goto(onPhone(link, b.url));
    await b.page.waitForSelector('[data-testid="link-preview"]', { timeout: 30000 });
    assert.match(await b.page.textContent('[data-testid="preview-script"]'), /Trouble Brewing/);
    assert.match(await b.page.textContent('[data-testid="preview-players"]'), /7 players, 6 alive/);
    assert.match(await b.page.textContent('[data-testid="preview-phase"]'), /first night/i);
    assert.match(await b.page.textContent('[data-testid="preview-last"]'), /Clara/);
    for (const name of SEVEN) assert.match(await b.page.textContent('[data-testid="preview-names"]'), new RegExp(name));
    assert.equal(await b.page.$('[data-testid="preview-relation"]'), null, "nothing stored on a fresh phone");
    assert.equal(Object.keys(await storage(b.page)).filter((k) => k.startsWith("grimoire.game.")).length, 0);
    await shot(b.page, "share-preview");
    await b.page.click('[data-testid="add-game"]');
    await b.page.waitForSelector('[data-testid="board"]');
    assert.equal(await b.page.evaluate(() => location.hash), "", "the link leaves the address");
    assert.deepEqual(await characters(b.page), cast);
    assert.deepEqual(await board(b.page), boardA);
    await shot(b.page, "share-imported-board");

    // A reload keeps the game and does not ask again.
    await b.page.reload();
    await b.page.waitForSelector('[data-testid="board"]');
    assert.equal(await b.page.$('[data-testid="link-preview"]'), null);
    assert.deepEqual(await board(b.page), boardA);

    // The same link again: the phone says it has this game; cancelling changes nothing.
    const before = await storage(b.page);
    await b.page.goto(onPhone(link, b.url));
    await b.page.waitForSelector('[data-testid="preview-relation"]');
    assert.match(await b.page.textContent('[data-testid="preview-relation"]'), /already have this exact game/);
    assert.ok(await b.page.$('[data-testid="replace-game"]'));
    assert.match(await b.page.textContent('[data-testid="add-game"]'), /copy/i);
    await shot(b.page, "share-preview-same");
    await b.page.click('[data-testid="cancel-import"]');
    await b.page.waitForSelector('[data-testid="link-preview"]', { state: "detached" });
    assert.deepEqual(await storage(b.page), before);

    // Further on at A: B is told the link is ahead, and replaces only after confirming.
    await a.page.click('[data-testid="share-close"]');
    await kill(a.page, "Dario");
    const later = await readLink(a.page, "game");
    await b.page.goto(onPhone(later, b.url));
    await b.page.waitForSelector('[data-testid="preview-relation"]');
    assert.match(await b.page.textContent('[data-testid="preview-relation"]'), /1 action further on/);
    await b.page.click('[data-testid="replace-game"]');
    assert.deepEqual(await storage(b.page), before, "nothing replaced before the confirmation");
    await shot(b.page, "share-replace-confirm");
    await b.page.click('[data-testid="confirm-replace"]');
    await b.page.waitForSelector('[data-testid="link-preview"]', { state: "detached" });
    const games = Object.keys(await storage(b.page)).filter((k) => k.startsWith("grimoire.game."));
    assert.equal(games.length, 1, "replaced, not added");
    await a.page.click('[data-testid="share-close"]');
    assert.deepEqual(await board(b.page), await board(a.page));
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  } finally {
    await a.stop();
    await b.stop();
  }
});

test("the public town-square link shows seats, deaths and votes, and no secret", async () => {
  const a = await start();
  const b = await start();
  try {
    await gameOnTheBoard(a.page, a.url);
    await kill(a.page, "Bruno");
    const cast = await characters(a.page);
    const seatsOf = (page) =>
      page.$$eval('[data-testid="square-seat"]', (els) => els.map((e) => ({ text: e.textContent, alive: e.dataset.alive })));

    // 002: deaths are announced at dawn: shared during the night, Bruno is still alive.
    const atNight = await readLink(a.page, "square");
    await b.page.goto(onPhone(atNight, b.url));
    await b.page.waitForSelector('[data-testid="town-square"]', { timeout: 30000 });
    assert.equal((await seatsOf(b.page))[1].alive, "true", "tonight's death is not shown before dawn");
    assert.match(await b.page.textContent('[data-testid="square-phase"]'), /Night 1/);
    assert.match(await b.page.textContent('[data-testid="square-alive"]'), /7 of 7 alive/);

    await a.page.click('[data-testid="share-close"]');
    await a.page.click(".night-list summary");
    await a.page.locator('[data-testid="night-step-link"]').last().click();
    await a.page.click('[data-testid="end-night"]');
    await a.page.waitForSelector('[data-testid="day-panel"]');
    const link = await readLink(a.page, "square");
    await shot(a.page, "share-sheet-square");
    assert.ok(await a.page.$('[data-testid="qr"] svg'), "the town-square link has its QR code too");

    await b.page.goto("about:blank");
    await b.page.goto(onPhone(link, b.url));
    await b.page.waitForSelector('[data-testid="town-square"]', { timeout: 30000 });
    const seats = await seatsOf(b.page);
    assert.equal(seats.length, 7);
    SEVEN.forEach((name, i) => assert.match(seats[i].text, new RegExp(name)));
    assert.equal(seats[1].alive, "false");
    assert.match(seats[1].text, /dead · ghost vote left/);
    assert.match(await b.page.textContent('[data-testid="square-phase"]'), /Day 1/);
    assert.match(await b.page.textContent('[data-testid="square-alive"]'), /6 of 7 alive/);
    await shot(b.page, "share-town-square");

    assertNothingSecret(await b.page.content());
    assert.equal(cast.length, 7);
    const stored = Object.keys(await storage(b.page)).filter((k) => k.startsWith("grimoire.game."));
    assert.deepEqual(stored, [], "no game stored from a public link");

    // Closing it leaves the address and goes to the app.
    await b.page.click('[data-testid="square-close"]');
    await b.page.waitForSelector('[data-testid="new-game"]');
    assert.equal(await b.page.evaluate(() => location.hash), "");
    assert.deepEqual(b.errors, []);
  } finally {
    await a.stop();
    await b.stop();
  }
});

test("a broken link says what is wrong and leaves the saved games untouched", async () => {
  const a = await start();
  try {
    await gameOnTheBoard(a.page, a.url);
    const link = await readLink(a.page, "game");
    await a.page.click('[data-testid="share-close"]');
    const fragment = new URL(link).hash.slice(1);
    const before = await storage(a.page);

    const cases = [
      ["truncated", fragment.slice(0, Math.floor(fragment.length / 2)), /damaged|truncated|cut/i],
      ["newer-version", `g9.${fragment.slice(3)}`, /newer/i],
      ["garbage", "g1.!!not*a*link", /characters|damaged/i],
    ];
    for (const [name, bad, expected] of cases) {
      // A fragment change (hashchange) on the open app, then a fresh load.
      await a.page.goto(`${a.url}#${bad}`);
      await a.page.waitForSelector('[data-testid="broken-link"]');
      const message = await a.page.textContent('[data-testid="broken-message"]');
      assert.match(message, expected, `${name}: ${message}`);
      await shot(a.page, `share-broken-${name}`);
      await a.page.click('[data-testid="broken-close"]');
      await a.page.waitForSelector('[data-testid="broken-link"]', { state: "detached" });
      assert.equal(await a.page.evaluate(() => location.hash), "");
      await a.page.reload();
      await a.page.waitForSelector("main");
      assert.deepEqual(await storage(a.page), before, `${name}: storage unchanged`);
    }
    assert.deepEqual(a.errors, []);
  } finally {
    await a.stop();
  }
});

test("a custom script is pasted into the setup: unknown ids are listed, a good one is used", async () => {
  const a = await start();
  try {
    await openApp(a.page, a.url);
    await seatPlayers(a.page, SEVEN);
    await a.page.click('[data-testid="script-import"] summary');
    await a.page.fill(
      '[data-testid="script-json"]',
      JSON.stringify([{ id: "_meta", name: "Tiny Town", author: "Ada" }, "washerwoman", "notacharacter", "imp"]),
    );
    await a.page.click('[data-testid="use-script"]');
    // An id the rules do not know is kept as a plain token and listed, never fatal.
    await a.page.waitForSelector('[data-testid="script-unknown"]');
    assert.match(await a.page.textContent('[data-testid="script-unknown"]'), /notacharacter/);
    assert.match(await a.page.textContent('[data-testid="script-summary"]'), /2 characters/);
    assert.equal(await a.page.$('[data-testid="script-error"]'), null);
    await shot(a.page, "share-script-unknown");
    if (!(await a.page.isVisible('[data-testid="script-json"]'))) {
      await a.page.click('[data-testid="script-import"] summary');
    }

    const script = [
      { id: "_meta", name: "Tiny Town", author: "Ada" },
      "washerwoman", "librarian", "investigator", "chef", "empath", "fortune_teller", "monk",
      "butler", "drunk", "poisoner", "spy", "imp",
    ];
    await a.page.fill('[data-testid="script-json"]', JSON.stringify(script));
    await a.page.click('[data-testid="use-script"]');
    await a.page.waitForSelector('[data-testid="script-summary"]');
    assert.match(await a.page.textContent('[data-testid="script-name"]'), /Tiny Town/);
    assert.match(await a.page.textContent('[data-testid="script-summary"]'), /by Ada/);
    assert.match(await a.page.textContent('[data-testid="script-summary"]'), /12 characters/);
    assert.equal(await a.page.$('[data-testid="script-error"]'), null);
    assert.equal(await a.page.$('[data-testid="script-unknown"]'), null);
    await shot(a.page, "share-script-used");
    const { stored } = await storedGame(a.page);
    const choose = stored.game.log.filter((c) => c.type === "choose_script").pop();
    assert.ok(choose, "a choose_script command was stored");
    assert.ok(JSON.stringify(choose).includes("fortuneteller"));
    assert.deepEqual(a.errors, []);
  } finally {
    await a.stop();
  }
});

test("a game exported as a file is imported on a second phone after the preview", async () => {
  const a = await start();
  const b = await start();
  try {
    await gameOnTheBoard(a.page, a.url);
    const cast = await characters(a.page);
    await a.page.click('[data-testid="share"]');
    await a.page.waitForSelector('[data-testid="share-sheet"]');
    const [download] = await Promise.all([
      a.page.waitForEvent("download"),
      a.page.click('[data-testid="export-file"]'),
    ]);
    assert.match(download.suggestedFilename(), /\.json$/);
    const file = await download.path();
    const json = JSON.parse(fs.readFileSync(file, "utf8"));
    assert.ok(Array.isArray(json.log), "the file holds the game log");

    await openApp(b.page, b.url);
    await shot(b.page, "share-home-import");
    // A file that is not a game: a message, nothing stored.
    const before = await storage(b.page);
    await b.page.setInputFiles('[data-testid="import-file"]', {
      name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"hello": 1}'),
    });
    await b.page.waitForSelector('[data-testid="broken-link"]');
    assert.match(await b.page.textContent('[data-testid="broken-message"]'), /game file|Grimoire/i);
    await b.page.click('[data-testid="broken-close"]');
    assert.deepEqual(await storage(b.page), before);

    await b.page.setInputFiles('[data-testid="import-file"]', file);
    await b.page.waitForSelector('[data-testid="link-preview"]');
    assert.match(await b.page.textContent('[data-testid="preview-players"]'), /7 players/);
    await b.page.click('[data-testid="add-game"]');
    await b.page.waitForSelector('[data-testid="board"]');
    assert.deepEqual(await characters(b.page), cast);
    assert.deepEqual(b.errors, []);
  } finally {
    await a.stop();
    await b.stop();
  }
});
