// Finishing touches of the board and the public views, in a real browser at 360×740: the ghost
// vote on a dead player's token and its switch in the seat sheet, how long drunk and poisoned
// last, the ability one tap away from the character lists, the bag's progress kept across a
// reload, the town square as a circle, and the game bar's buttons on a small phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import {
  SEVEN, TWENTY, openApp, seatPlayers, drawCharacters, setUpGame, storedGame, characters, openSeat,
  closeSheet, unnamedControls, TB, assertNothingSecret, leaveBag, unlockBag,
  clearStorage,
} from "./grimoire-helpers.mjs";


async function withApp(fn, options = {}) {
  const app = await start(options);
  try {
    await fn(app);
  } finally {
    await app.stop();
  }
}

/** Switches the interface to French from the home screen. */
async function french(page) {
  await page.click('[data-testid="lang-switch"]');
  await page.waitForFunction(() => document.documentElement.lang === "fr");
}

/** Sets up the seeded game, passes the bag to everyone and starts the first night. */
async function gameOnTheBoard(page, url, names = SEVEN) {
  await openApp(page, url, 42);
  await setUpGame(page, names);
  await page.click('[data-testid="pass-bag"]');
  for (let i = 0; i < names.length; i++) {
    await page.locator('[data-testid="bag-name"]').nth(i).click();
    await page.click('[data-testid="bag-confirm"]');
    await page.click('[data-testid="bag-hide"]');
  }
  await leaveBag(page);
  await page.waitForSelector('[data-testid="board"]');
}

/** The token of the player with this name: its label and whether its ghost vote is held. */
async function token(page, name) {
  const seat = page.locator('[data-testid="seat"]', { hasText: name }).first();
  return {
    label: await seat.locator("button").getAttribute("aria-label"),
    classes: await seat.getAttribute("class"),
    vote: await seat.locator(".seat__vote").count(),
    spent: await seat.locator(".seat__vote--spent").count(),
  };
}

/** The last command of the stored log. */
async function lastCommand(page) {
  const log = (await storedGame(page)).stored.game.log;
  return log[log.length - 1];
}

async function noSidewaysScroll(page, where) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `${where}: page is ${scroll} px wide on a ${width} px screen`);
}

test("ghost vote: a dead player's token shows it; the sheet's switch takes it away, a reload keeps it", async () => {
  await withApp(async ({ page, url, errors }) => {
    await gameOnTheBoard(page, url);
    await openSeat(page, "Clara");
    assert.equal(await page.locator('[data-testid="ghost-vote-toggle"]').count(), 0, "no ghost vote while alive");
    await page.click('[data-testid="kill"]');
    await page.waitForSelector('[data-testid="ghost-vote-toggle"]');
    assert.equal(await page.getAttribute('[data-testid="ghost-vote-toggle"]', "aria-checked"), "true");
    assert.equal(await page.getAttribute('[data-testid="ghost-vote-toggle"]', "role"), "switch");
    assert.deepEqual(await unnamedControls(page), [], "every control of a dead player's sheet is named");
    await closeSheet(page);
    let clara = await token(page, "Clara");
    assert.match(clara.classes, /seat--dead/);
    assert.equal(clara.vote, 1, "a dead token shows its ghost vote");
    assert.equal(clara.spent, 0, "and it is held");
    assert.match(clara.label, /dead, ghost vote(,|$)/);

    // The Storyteller corrects a mistake: the vote was spent.
    await openSeat(page, "Clara");
    await page.click('[data-testid="ghost-vote-toggle"]');
    await page.waitForSelector('[data-testid="ghost-vote-toggle"][aria-checked="false"]');
    assert.deepEqual(await lastCommand(page), { type: "set_ghost_vote", player: 2, held: false });
    await shot(page, "board-details-ghost-switch");
    await closeSheet(page);
    clara = await token(page, "Clara");
    assert.equal(clara.spent, 1, "the token shows the vote spent");
    assert.match(clara.label, /ghost vote spent/);

    await page.reload();
    await page.waitForSelector('[data-testid="board"]');
    const again = await token(page, "Clara");
    assert.deepEqual(again, clara, "the same token after a reload");
    await shot(page, "board-details-ghost-board");

    // And given back.
    await openSeat(page, "Clara");
    assert.equal(await page.getAttribute('[data-testid="ghost-vote-toggle"]', "aria-checked"), "false");
    await page.click('[data-testid="ghost-vote-toggle"]');
    await page.waitForSelector('[data-testid="ghost-vote-toggle"][aria-checked="true"]');
    await closeSheet(page);
    assert.equal((await token(page, "Clara")).spent, 0);
    assert.deepEqual(errors, []);
  });
});

/** Marks a player drunk or poisoned by the Storyteller for the duration asked for. */
async function mark(page, name, kind, duration) {
  await openSeat(page, name);
  await page.selectOption(`[data-testid="duration-${kind}"]`, duration);
  await page.click(`[data-testid="add-${kind}"]`);
  await page.waitForSelector(`[data-testid="status-${kind}"] .status-control__now`);
  const now = await page.textContent(`[data-testid="status-${kind}"] .status-control__now`);
  const cmd = await lastCommand(page);
  await closeSheet(page);
  return { now, cmd };
}

test("status duration: tonight ends at dawn, tonight and tomorrow at dusk, until removed stays", async () => {
  await withApp(async ({ page, url, errors }) => {
    await gameOnTheBoard(page, url);
    // Three players whose own character does not make them drunk.
    const cast = (await characters(page)).filter((c) => c.character !== "drunk");
    const [a, b, c] = cast.map((x) => x.name);

    const tonight = await mark(page, a, "poisoned", "until_dawn");
    assert.equal(tonight.cmd.type, "set_status");
    assert.equal(tonight.cmd.duration, "until_dawn");
    assert.match(tonight.now, /poisoned because of the Storyteller \(tonight\)/);
    const twoPhases = await mark(page, b, "drunk", "until_dusk");
    assert.equal(twoPhases.cmd.duration, "until_dusk");
    assert.match(twoPhases.now, /tonight and tomorrow/i);
    const removed = await mark(page, c, "poisoned", "permanent");
    assert.equal(removed.cmd.duration, "permanent");
    assert.doesNotMatch(removed.now, /\(/, "no end to say for a status kept until removed");
    // The sheet of the player marked drunk until dusk, for the record.
    await openSeat(page, b);
    await shot(page, "board-details-duration-sheet");
    await closeSheet(page);
    assert.match((await token(page, a)).label, /poisoned/);
    assert.match((await token(page, b)).label, /drunk/);

    // Dawn: jump to the last step of the night and end it.
    await page.click(".night-list summary");
    await page.locator('[data-testid="night-step-link"]').last().click();
    await page.click('[data-testid="end-night"]');
    await page.waitForSelector('[data-testid="day-panel"]');
    if (await page.locator('[data-testid="dawn-done"]').count()) await page.click('[data-testid="dawn-done"]');
    assert.doesNotMatch((await token(page, a)).label, /poisoned/, "tonight's poison ends at dawn");
    assert.match((await token(page, b)).label, /drunk/, "tonight and tomorrow: still drunk by day");
    assert.match((await token(page, c)).label, /poisoned/);

    // By day the same status and the same choice read "today".
    await openSeat(page, b);
    assert.match(await page.textContent('[data-testid="status-drunk"] .status-control__now'), /\(today\)/);
    await closeSheet(page);
    await openSeat(page, a);
    const options = await page.$$eval('[data-testid="duration-drunk"] option', (els) => els.map((e) => e.textContent));
    assert.deepEqual(options, ["Until removed", "Today", "Today and tonight"]);
    await closeSheet(page);

    // Dusk.
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    assert.doesNotMatch((await token(page, b)).label, /drunk/, "tomorrow is over at dusk");
    assert.match((await token(page, c)).label, /poisoned/, "until removed outlasts both");
    assert.deepEqual(errors, []);
  });
});

test("a seat's sheet: its head, actions and character at the tap, the rest a frame later, at its full height from the first", async () => {
  await withApp(async ({ page, url, errors }) => {
    await gameOnTheBoard(page, url);
    const name = SEVEN[2];
    // Each frame from the tap until the whole sheet is there: what it holds and how tall it is.
    const frames = await page.evaluate((who) => {
      const button = [...document.querySelectorAll('[data-testid="seat"]')].find((s) => s.textContent.includes(who)).querySelector("button");
      return new Promise((resolve) => {
        const seen = [];
        button.click();
        const frame = () =>
          requestAnimationFrame(() => {
            const sheet = document.querySelector('[data-testid="seat-sheet"]');
            const has = (id) => !!sheet?.querySelector(`[data-testid="${id}"]`);
            seen.push({
              name: sheet?.querySelector('[data-testid="sheet-name"]')?.textContent ?? null,
              kill: sheet?.querySelector('[data-testid="kill"]')?.textContent ?? null,
              character: has("change-character"),
              alignment: has("align-good"),
              statuses: has("status-drunk"),
              reminders: has("reminders"),
              seat: has("seat-control"),
              placeholder: !!sheet?.querySelector(".sheet__later"),
              height: sheet ? Math.round(sheet.getBoundingClientRect().height) : 0,
              top: sheet ? Math.round(sheet.getBoundingClientRect().top) : 0,
            });
            if (sheet && has("seat-control") || seen.length > 10) resolve(seen);
            else frame();
          });
        frame();
      });
    }, name);
    const [first] = frames;
    const last = frames[frames.length - 1];
    assert.equal(first.name, name, "the first frame shows whose sheet it is");
    assert.equal(first.kill, "Kill");
    assert.ok(first.character && first.alignment, "and the character and alignment controls");
    assert.ok(!first.statuses && !first.reminders && !first.seat && first.placeholder, "the lower groups wait a frame");
    assert.ok(frames.length <= 3, `the whole sheet within three frames: ${JSON.stringify(frames)}`);
    assert.ok(last.statuses && last.reminders && last.seat && !last.placeholder, JSON.stringify(last));
    assert.equal(last.height, first.height, "the sheet does not grow under the finger");
    assert.equal(last.top, first.top);
    // The whole sheet works as before: a status given from its lower part.
    await page.click('[data-testid="add-drunk"]');
    assert.match(await page.textContent('[data-testid="status-drunk"] .status-control__now'), /drunk because of the Storyteller/);
    await closeSheet(page);
    assert.match((await token(page, name)).label, /drunk/);
    assert.deepEqual(errors, []);
  });
});

test("the ability summary is one tap away from the change-character list and the bluffs", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 42);
    await setUpGame(page, SEVEN);
    // The Demon's bluffs: each list has its "i".
    const bluff = await page.inputValue('[data-testid="bluff-0"]');
    assert.ok(bluff, "a bluff is suggested");
    await page.click('[data-testid="bluff-info-0"]');
    await page.waitForSelector('[data-testid="character-info"]');
    const bluffName = await page.$eval(`[data-testid="bluff-0"] option[value="${bluff}"]`, (o) => o.textContent.trim());
    assert.equal(await page.getAttribute('[data-testid="character-info"]', "aria-label"), bluffName);
    await page.click('[data-testid="info-close"]');
    await page.waitForSelector('[data-testid="character-info"]', { state: "detached" });
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('[data-testid="board"]');

    // The seat sheet: choose another character, read its ability, nothing changed yet.
    const before = (await storedGame(page)).stored.game.log.length;
    await openSeat(page, "Ada");
    await page.selectOption('[data-testid="change-character"]', "virgin");
    await page.click('[data-testid="change-character-info"]');
    await page.waitForSelector('[data-testid="character-info"]');
    assert.equal(await page.getAttribute('[data-testid="character-info"]', "aria-label"), "Virgin");
    assert.match(await page.textContent('[data-testid="ability-text"]'), /nominat/i);
    await shot(page, "board-details-info-from-change");
    assert.equal((await storedGame(page)).stored.game.log.length, before, "reading changes nothing");
    await page.click('[data-testid="info-close"]');
    await page.waitForSelector('[data-testid="character-info"]', { state: "detached" });
    // Another change to the same player keeps the choice on screen; then give it.
    await page.click('[data-testid="align-evil"]');
    await page.waitForSelector('[data-testid="align-evil"][aria-pressed="true"]');
    assert.equal(await page.inputValue('[data-testid="change-character"]'), "virgin");
    await page.click('[data-testid="apply-character"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="seat-sheet"] .sheet__title .muted')?.textContent.includes("Virgin"));
    assert.deepEqual(await lastCommand(page), { type: "change_character", player: 0, character: "virgin" });
    assert.ok(await page.isDisabled('[data-testid="apply-character"]'), "nothing left to apply");
    assert.deepEqual(await unnamedControls(page), []);
    assert.deepEqual(errors, []);
  });
});

test("bag progress survives a reload, the page still holds nobody's character, a new character means a new look", async () => {
  await withApp(async ({ page, url, errors }) => {
    await openApp(page, url, 42);
    await setUpGame(page, SEVEN);
    const cast = await characters(page);
    assert.ok(!cast[0].shown, "the first player sees their own character");
    await page.click('[data-testid="pass-bag"]');
    for (const i of [0, 3]) {
      await page.locator('[data-testid="bag-name"]').nth(i).click();
      await page.click('[data-testid="bag-confirm"]');
      await page.waitForSelector('[data-testid="bag-card"]');
      await page.click('[data-testid="bag-hide"]');
      await page.waitForSelector('[data-testid="bag-card"]', { state: "detached" });
    }
    const done = () => page.$$eval('[data-testid="bag-name"]', (els) => els.map((e) => e.classList.contains("bag__name--done")));
    const marked = [true, false, false, true, false, false, false];
    assert.deepEqual(await done(), marked);
    assert.deepEqual((await storedGame(page)).stored.ui.bag_done, [0, 3]);

    await page.reload();
    await page.waitForSelector('[data-testid="bag"]');
    assert.deepEqual(await done(), marked, "the same names are done after the reload");
    await shot(page, "board-details-bag-after-reload");
    const html = await page.content();
    for (const { character } of cast) {
      const name = TB[character];
      assert.ok(!new RegExp(`\\b${name}\\b`).test(html), `${name} in the bag's page`);
      assert.ok(!new RegExp(`\\b${character}\\b`, "i").test(html), `${character} in the bag's page`);
    }

    // The first player gets another character: they must look again; the other stays done.
    await leaveBag(page);
    await page.waitForSelector('[data-testid="board"]');
    await openSeat(page, cast[0].name);
    const other = await page.$eval('[data-testid="change-character"]', (el) =>
      [...el.options].map((o) => o.value).find((v) => v && v !== el.value),
    );
    await page.selectOption('[data-testid="change-character"]', other);
    await page.click('[data-testid="apply-character"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="apply-character"]').disabled);
    await closeSheet(page);
    await page.click('[data-testid="open-bag"]');
    await page.waitForSelector('[data-testid="bag"]');
    assert.deepEqual(await done(), [false, false, false, true, false, false, false]);
    await page.reload();
    await page.waitForSelector('[data-testid="bag"]');
    assert.deepEqual(await done(), [false, false, false, true, false, false, false], "and after a reload");
    assert.deepEqual(errors, []);
  });
});

/** Opens the Share sheet's town-square tab and returns the link it shows. */
async function squareLink(page) {
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-sheet"]');
  await page.click('[data-testid="share-square-tab"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes("#t2."));
  return page.inputValue('[data-testid="share-link"]');
}

test("town square: 20 seats around a circle fit 360×740, with deaths, ghost votes and no secret", async () => {
  const a = await start();
  const b = await start();
  try {
    await gameOnTheBoard(a.page, a.url, TWENTY);
    for (const name of ["Bruno", "Maya"]) {
      await openSeat(a.page, name);
      await a.page.click('[data-testid="kill"]');
      await a.page.waitForSelector('[data-testid="ghost-vote-toggle"]');
      if (name === "Maya") await a.page.click('[data-testid="ghost-vote-toggle"]');
      await closeSheet(a.page);
    }
    // 002: the night's deaths are announced at dawn: share the square by day.
    await a.page.click(".night-list summary");
    await a.page.locator('[data-testid="night-step-link"]').last().click();
    await a.page.click('[data-testid="end-night"]');
    await a.page.waitForSelector('[data-testid="day-panel"]');
    if (await a.page.locator('[data-testid="dawn-done"]').count()) await a.page.click('[data-testid="dawn-done"]');
    const link = await squareLink(a.page);

    await b.page.goto(`${b.url}#${new URL(link).hash.slice(1)}`);
    await b.page.waitForSelector('[data-testid="town-square"]', { timeout: 30000 });
    await noSidewaysScroll(b.page, "town square");
    const seats = await b.page.$$eval('[data-testid="square-seat"]', (els) =>
      els.map((e) => ({ text: e.textContent, alive: e.dataset.alive, box: e.getBoundingClientRect().toJSON() })),
    );
    assert.equal(seats.length, 20);
    TWENTY.forEach((name, i) => assert.match(seats[i].text, new RegExp(name)));
    assert.match(seats[1].text, /dead · ghost vote left/);
    assert.match(seats[12].text, /dead · no vote left/);
    assert.equal(seats.filter((s) => s.alive === "false").length, 2);
    // Around a circle: clockwise from the top, every disc inside the screen, none overlapping.
    const centre = ({ box }) => [box.left + box.width / 2, box.top + box.height / 2];
    const [cx] = centre(seats[0]);
    assert.ok(Math.abs(cx - 180) < 2, `first seat at the top middle (${cx})`);
    assert.ok(centre(seats[5])[0] > 180 && centre(seats[15])[0] < 180, "seats go clockwise");
    for (const [i, s] of seats.entries()) {
      assert.ok(s.box.left >= 0 && s.box.right <= 360, `seat ${i} spans ${s.box.left}–${s.box.right}`);
      assert.ok(s.box.width >= 44, `seat ${i} is ${s.box.width} px`);
      for (let j = i + 1; j < seats.length; j++) {
        const [[ax, ay], [bx, by]] = [centre(s), centre(seats[j])];
        assert.ok(Math.hypot(ax - bx, ay - by) >= s.box.width, `seats ${i} and ${j} overlap`);
      }
    }
    assert.equal(await b.page.locator(".square-seat__vote").count(), 2, "a vote mark on each dead seat");
    assert.equal(await b.page.locator(".square-seat__vote--spent").count(), 1);
    assert.match(await b.page.textContent('[data-testid="square-alive"]'), /18 of 20 alive/);
    await shot(b.page, "board-details-square-20-en");

    assertNothingSecret(await b.page.content());

    // In French, with nominations: below the circle.
    await b.page.click('[data-testid="square-close"]');
    await b.page.waitForSelector('[data-testid="new-game"]');
    await french(b.page);
    await a.page.click('[data-testid="share-close"]');
    await a.page.click('[data-testid="nominate"]');
    for (const name of ["Ada", "Clara"]) {
      await a.page.locator('[data-testid="seat"]', { hasText: name }).first().locator("button").click();
    }
    await a.page.click('[data-testid="confirm-pick"]');
    await a.page.waitForSelector('[data-testid="vote"]');
    const day = await squareLink(a.page);
    await b.page.goto(`${b.url}#${new URL(day).hash.slice(1)}`);
    await b.page.waitForSelector('[data-testid="town-square"]', { timeout: 30000 });
    assert.match(await b.page.textContent('[data-testid="square-phase"]'), /Jour 1/);
    assert.match(await b.page.textContent('[data-testid="square-nomination"]'), /Ada.*Clara/);
    await noSidewaysScroll(b.page, "town square, French, day");
    await shot(b.page, "board-details-square-20-fr");
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  } finally {
    await a.stop();
    await b.stop();
  }
});

/** Every button of the game bar: its box and whether its text fits. */
async function barButtons(page) {
  return page.$$eval("header.bar button", (els) =>
    els.map((e) => ({
      id: e.dataset.testid,
      name: e.getAttribute("aria-label"),
      box: e.getBoundingClientRect().toJSON(),
      clipped: e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1,
    })),
  );
}

async function checkBar(page, where) {
  const buttons = await barButtons(page);
  assert.ok(buttons.length >= 5, `${where}: ${buttons.length} buttons in the bar`);
  for (const b of buttons) {
    assert.ok(b.name && b.name.trim(), `${where}: ${b.id} has a name`);
    assert.ok(b.box.width >= 44 && b.box.height >= 44, `${where}: ${b.id} is ${b.box.width}×${b.box.height}`);
    assert.ok(b.box.left >= 0 && b.box.right <= 360 && b.box.top >= 0, `${where}: ${b.id} at ${b.box.left}–${b.box.right}`);
    assert.ok(!b.clipped, `${where}: ${b.id}'s text is cut`);
  }
  // Nothing in the bar cut off either: the title and the phase fit their box.
  const cut = await page.$$eval("header.bar h1, header.bar .bar__phase", (els) =>
    els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
  );
  assert.deepEqual(cut, [], `${where}: text cut in the bar`);
  const bar = await page.$eval("header.bar", (e) => e.getBoundingClientRect().toJSON());
  assert.ok(bar.right <= 360, `${where}: the bar is ${bar.right} px wide`);
  await noSidewaysScroll(page, where);
}

/** The bag's bar while it is locked: its title and the Storyteller's hold, inside the screen. */
async function checkLockedBar(page, where) {
  const ids = await page.$$eval("header.bar button", (els) => els.map((e) => e.dataset.testid));
  assert.deepEqual(ids, ["bag-storyteller"], `${where}: only the Storyteller's hold in the bar`);
  const box = await page.$eval('[data-testid="bag-storyteller"]', (e) => e.getBoundingClientRect().toJSON());
  assert.ok(box.height >= 44 && box.right <= 360, `${where}: the hold is ${box.width}×${box.height} at ${box.right}`);
  const cut = await page.$$eval("header.bar h1, header.bar .hold__text", (els) =>
    els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
  );
  assert.deepEqual(cut, [], `${where}: text cut in the bar`);
  await noSidewaysScroll(page, where);
}

test("the game bar at 360×740 in French and English: every button ≥ 44×44 inside the screen", async () => {
  await withApp(async ({ page, url, errors }) => {
    for (const lang of ["en", "fr"]) {
      await openApp(page, url, 42);
      if (lang === "fr") await french(page);
      await seatPlayers(page, SEVEN);
      await checkBar(page, `${lang} players`);
      await shot(page, `board-details-bar-players-${lang}`);
      await drawCharacters(page);
      await checkBar(page, `${lang} review`);
      await shot(page, `board-details-review-${lang}`);
      await page.click('[data-testid="keep-bluffs"]');
      await page.click('[data-testid="pass-bag"]');
      // The locked bag's bar holds only the title and the Storyteller's hold.
      await checkLockedBar(page, `${lang} locked bag`);
      await unlockBag(page);
      await checkBar(page, `${lang} bag`);
      await page.click('[data-testid="bag-finish"]');
      await page.waitForSelector('[data-testid="board"]');
      await checkBar(page, `${lang} board`);
      await shot(page, `board-details-board-${lang}`);
      await openSeat(page, SEVEN[1]);
      await page.click('[data-testid="kill"]');
      await page.waitForSelector('[data-testid="ghost-vote-toggle"]');
      await noSidewaysScroll(page, `${lang} sheet`);
      await shot(page, `board-details-sheet-${lang}`);
      await closeSheet(page);
      await page.click('[data-testid="history"]');
      await checkBar(page, `${lang} history`);
      await page.click('[data-testid="home"]');
      await page.waitForSelector('[data-testid="saved-game"]');
      await clearStorage(page);
    }
    assert.deepEqual(errors, []);
  });
});
