// Cards of the Storyteller's own choosing (issue 5) and the Spy's grimoire view, on the seeded
// 7-player game of nights-days-helpers.mjs (Alex Empath, Sarah Undertaker, Julian Monk, Amy Imp,
// Evin Fortune Teller, Lewis Ravenkeeper, Douglas Spy): every kind of card composed and shown at
// night and by day, its content read, the page checked for anything else while it is up, the
// deliberate close gesture, the note it leaves in the log; then the grimoire shown to the Spy.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { start, shot, SHOTS } from "../lib/harness.mjs";
import { storedGame, openSeat, closeSheet } from "./grimoire-helpers.mjs";
import { PLAYERS, CAST, startSeededGame, assertAbsent, logLength, chainedParts } from "./nights-days-helpers.mjs";

const CHARACTERS = Object.values(CAST);

/** Each kind: how to fill it in, and what the card must show (players and characters by name,
 * the big word, the alignment). */
const KINDS = [
  {
    kind: "this_is_the_demon",
    fill: async (page) => {
      await pickPlayer(page, "Julian");
      await pickPlayer(page, "Amy"); // a one-player card: the new pick replaces the old one
    },
    title: "This is the Demon",
    players: ["Amy"],
    to: "Douglas",
    note: "Card shown: This is the Demon: Amy",
  },
  {
    kind: "these_are_your_minions",
    fill: async (page) => pickPlayer(page, "Douglas"),
    title: "These are your Minions",
    players: ["Douglas"],
  },
  {
    kind: "not_in_play",
    fill: async (page) => {
      for (const [query, id] of [["virg", "virgin"], ["libr", "librarian"], ["recl", "recluse"]]) {
        await page.fill('[data-testid="composer-search"]', query);
        await page.click(`[data-testid="composer-character"][data-character="${id}"]`);
      }
      assert.match(await page.textContent('[data-testid="composer-character-hint"]'), /3 of 3/);
    },
    title: "These characters are not in play",
    characters: ["Virgin", "Librarian", "Recluse"],
  },
  {
    kind: "you_are",
    fill: async (page) => {
      await page.click('[data-testid="composer-character"][data-character="saint"]');
      await page.click('[data-testid="composer-alignment"][data-alignment="evil"]');
    },
    title: "You are",
    characters: ["Saint"],
    alignment: "Evil",
  },
  {
    kind: "selected_you",
    fill: async (page) => {
      await page.fill('[data-testid="composer-search"]', "poison");
      await page.click('[data-testid="composer-character"][data-character="poisoner"]');
    },
    title: "This character selected you",
    characters: ["Poisoner"],
  },
  {
    kind: "used_ability_today",
    fill: async () => {},
    title: "Did you use your ability today?",
  },
  {
    kind: "number",
    fill: async (page) => {
      assert.equal(await page.isDisabled('[data-testid="number-down"]'), true, "0 is the least");
      for (let i = 0; i < 4; i++) await page.click('[data-testid="number-up"]');
      await page.click('[data-testid="number-down"]');
      assert.equal((await page.textContent('[data-testid="number-value"]')).trim(), "3");
    },
    title: "Your number",
    big: "3",
  },
  {
    kind: "yes_no",
    fill: async (page) => page.click('[data-testid="composer-no"]'),
    title: "Your answer",
    big: "No",
  },
  {
    kind: "character",
    fill: async (page) => {
      await page.fill('[data-testid="composer-search"]', "EMPA");
      assert.equal(await page.locator('[data-testid="composer-character"]').count(), 1, "the search narrows the list");
      await page.click('[data-testid="composer-character"][data-character="empath"]');
    },
    title: "This character",
    characters: ["Empath"],
  },
  {
    kind: "players",
    fill: async (page) => {
      await pickPlayer(page, "Alex");
      await pickPlayer(page, "Sarah");
    },
    title: "These players",
    players: ["Alex", "Sarah"],
  },
  {
    kind: "alignment",
    fill: async (page) => page.click('[data-testid="composer-alignment"][data-alignment="good"]'),
    title: "You are",
    alignment: "Good",
  },
  {
    kind: "characters",
    fill: async (page) => {
      for (const id of ["chef", "empath", "saint"]) {
        await page.click(`[data-testid="composer-character"][data-character="${id}"]`);
      }
    },
    title: "These characters",
    characters: ["Chef", "Empath", "Saint"],
  },
  {
    kind: "player_is",
    fill: async (page) => {
      await pickPlayer(page, "Amy");
      await page.click('[data-testid="composer-character"][data-character="monk"]');
    },
    title: "This player is",
    players: ["Amy"],
    characters: ["Monk"],
  },
  {
    kind: "text",
    fill: async (page) => page.fill('[data-testid="composer-text"]', "Open your eyes slowly"),
    title: "The Storyteller says",
    big: "Open your eyes slowly",
  },
];

/** A screenshot of what the phone's screen shows (the composer is fixed over the page, so a
 * full-page capture would show the page around it). */
async function screen(page, name) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function pickPlayer(page, name) {
  await page.locator('[data-testid="composer-player"]', { hasText: name }).click();
}

/** Opens the composer and picks a kind. */
async function compose(page, kind) {
  await page.click('[data-testid="compose-card"]');
  await page.waitForSelector('[data-testid="card-composer"]');
  await page.click(`[data-testid="card-kind"][data-kind="${kind}"]`);
}

/** The long press of "hold to hide". */
async function holdToHide(page, screen = "info-card") {
  await page.locator('[data-testid="card-hide"]').dispatchEvent("pointerdown");
  await page.waitForSelector(`[data-testid="${screen}"]`, { state: "detached", timeout: 3000 });
}

/** Composes one card, shows it, checks it and hides it. */
async function showAndCheck(page, k, when, shots) {
  const before = await logLength(page);
  await compose(page, k.kind);
  if (k.kind !== "used_ability_today" && k.kind !== "number") {
    assert.equal(await page.isDisabled('[data-testid="composer-show"]'), true, `${k.kind}: nothing to show yet`);
  }
  await k.fill(page);
  if (k.to) await page.locator('[data-testid="composer-to"]', { hasText: k.to }).click();
  if (shots) await screen(page, `cards-${when}-compose-${k.kind}`);
  await page.click('[data-testid="composer-show"]');
  await page.waitForSelector('[data-testid="info-card"]');
  const card = page.locator('[data-testid="info-card"]');
  assert.equal((await card.locator('[data-testid="card-title"]').textContent()).trim(), k.title, `${when} ${k.kind}: title`);
  const players = await card.locator('[data-testid="card-player"]').allTextContents();
  assert.deepEqual(players, k.players || [], `${when} ${k.kind}: players`);
  const characters = await card.locator('[data-testid="card-character"]').allTextContents();
  assert.deepEqual(characters, k.characters || [], `${when} ${k.kind}: characters`);
  const big = await card.locator('[data-testid="card-big"]').allTextContents();
  assert.deepEqual(big, k.big ? [k.big] : [], `${when} ${k.kind}: big`);
  if (k.alignment) assert.match(await card.textContent(), new RegExp(k.alignment));
  // Nothing but the card is on the page: no other player's name or character, no board, no
  // night sheet or day panel, no composer.
  const html = await page.content();
  assertAbsent(html, PLAYERS.filter((p) => !(k.players || []).includes(p)), `${when} ${k.kind}: other players`);
  assertAbsent(html, CHARACTERS.filter((c) => !(k.characters || []).includes(c)), `${when} ${k.kind}: other characters`);
  for (const id of ["board", "night-panel", "day-panel", "card-composer"]) {
    assert.ok(!html.includes(`data-testid="${id}"`), `${when} ${k.kind}: ${id} is not in the page`);
  }
  if (shots) await shot(page, `cards-${when}-card-${k.kind}`);
  await holdToHide(page);
  await page.waitForSelector('[data-testid="board"]');
  // The card is in the log as a note.
  const log = (await storedGame(page)).stored.game.log;
  assert.equal(log.length, before + 1, `${when} ${k.kind}: one note`);
  const note = log[log.length - 1];
  assert.equal(note.type, "note");
  assert.match(note.text, /^Card shown: /);
  if (k.note) assert.equal(note.text, k.note);
  if (k.to) assert.equal(note.player, PLAYERS.indexOf(k.to));
  else assert.equal(note.player, undefined);
}

test("cards of the Storyteller's choosing, at night and by day, and the Spy's grimoire", async (t) => {
  const app = await start();
  const { page, errors } = app;
  const part = chainedParts(t);
  try {
    await part("set up the seeded game", async () => {
      await startSeededGame(page, app.url);
    });

    await part("the composer opens from the night screen and cancels without a trace", async () => {
      const before = await logLength(page);
      await page.click('[data-testid="compose-card"]');
      await page.waitForSelector('[data-testid="card-composer"]');
      assert.equal(await page.locator('[data-testid="card-kind"]').count(), 14, "fourteen kinds");
      assert.equal(await page.isDisabled('[data-testid="composer-show"]'), true);
      await screen(page, "cards-night-composer");
      await page.click('[data-testid="card-kind"][data-kind="not_in_play"]');
      await screen(page, "cards-night-composer-characters");
      // The characters of the script, grouped by type.
      const groups = await page.locator(".composer__group").allTextContents();
      assert.deepEqual(groups, ["Townsfolk", "Outsider", "Minion", "Demon", "Traveller"]);
      await page.fill('[data-testid="composer-search"]', "zzz");
      await page.waitForSelector('[data-testid="composer-no-match"]');
      await page.click('[data-testid="composer-cancel"]');
      await page.waitForSelector('[data-testid="card-composer"]', { state: "detached" });
      assert.equal(await logLength(page), before, "cancel records nothing");
    });

    await part("a stray tap does not hide a card; the long press does", async () => {
      await compose(page, "yes_no");
      await page.click('[data-testid="composer-yes"]');
      await page.click('[data-testid="composer-show"]');
      await page.waitForSelector('[data-testid="info-card"]');
      await page.click('[data-testid="card-hide"]');
      await page.waitForTimeout(1200);
      assert.equal(await page.locator('[data-testid="info-card"]').count(), 1, "a tap leaves the card up");
      assert.equal((await page.textContent('[data-testid="card-big"]')).trim(), "Yes");
      await holdToHide(page);
    });

    for (const k of KINDS) {
      await part(`at night: ${k.kind}`, async () => showAndCheck(page, k, "night", true));
    }

    await part("the Spy's step shows the grimoire, read-only", async () => {
      // Sarah dies by the Storyteller's hand first: the Spy sees the shroud.
      await openSeat(page, "Sarah");
      await page.click('[data-testid="kill"]');
      await closeSheet(page);
      await page.click(".night-list summary");
      await page.locator('[data-testid="night-step-link"]', { hasText: "Spy" }).click();
      await page.waitForFunction(() => /Spy/.test(document.querySelector('[data-testid="night-step-title"]')?.textContent || ""));
      await page.click('[data-testid="show-grimoire"]');
      await page.waitForSelector('[data-testid="spy-grimoire"]');
      const view = page.locator('[data-testid="spy-grimoire"]');
      assert.equal(await view.locator('[data-testid="spy-seat"]').count(), 7, "every seat on the circle");
      const rows = await view.locator('[data-testid="spy-row"]').all();
      assert.equal(rows.length, 7);
      for (const [i, row] of rows.entries()) {
        const name = PLAYERS[i];
        assert.match(await row.textContent(), new RegExp(name));
        assert.equal((await row.locator('[data-testid="spy-character"]').textContent()).trim(), CAST[name], `${name}'s character`);
      }
      assert.match(await rows[1].textContent(), /dead · ghost vote/);
      assert.match(await view.locator('[data-testid="spy-seat"]').nth(1).getAttribute("class"), /seat--dead/);
      assert.doesNotMatch(await rows[0].textContent(), /dead/);
      // The reminder placed at setup: the Fortune Teller's red herring on Julian.
      assert.match(await rows[2].textContent(), /Red Herring/);
      assert.match(await view.locator('[data-testid="spy-bluffs"]').textContent(), /Virgin, Librarian, Recluse/);
      // No control but the deliberate close; nothing of the Storyteller's screens.
      const controls = await page.$$eval("button, input, select, textarea, a[href], [role=button]", (els) =>
        els.map((e) => e.getAttribute("data-testid")));
      assert.deepEqual(controls, ["card-hide"]);
      const html = await page.content();
      for (const id of ["board", "night-panel", "card-composer", "night-step"]) {
        assert.ok(!html.includes(`data-testid="${id}"`), `${id} is not in the page`);
      }
      await shot(page, "cards-spy-grimoire");
      await page.click('[data-testid="card-hide"]');
      await page.waitForTimeout(1000);
      assert.equal(await page.locator('[data-testid="spy-grimoire"]').count(), 1, "a tap leaves the grimoire up");
      await holdToHide(page, "spy-grimoire");
      await page.waitForSelector('[data-testid="night-panel"]');
    });

    await part("to the day", async () => {
      await page.click(".night-list summary").catch(() => {});
      if (!(await page.locator('[data-testid="end-night"]').count())) {
        await page.locator('[data-testid="night-step-link"]').last().click();
      }
      await page.click('[data-testid="end-night"]');
      const announce = page.locator('[data-testid="card-close"]');
      await announce.waitFor({ timeout: 5000 }).catch(() => {});
      if (await announce.count()) await announce.click();
      await page.click('[data-testid="dawn-done"]');
      await page.waitForSelector('[data-testid="day-panel"] [data-testid="compose-card"]');
      await page.locator('[data-testid="day-panel"] [data-testid="compose-card"]').scrollIntoViewIfNeeded();
      await screen(page, "cards-day-panel");
    });

    await part("the number stops at 20", async () => {
      const before = await logLength(page);
      await compose(page, "number");
      for (let i = 0; i < 21; i++) {
        if (await page.isDisabled('[data-testid="number-up"]')) break;
        await page.click('[data-testid="number-up"]');
      }
      assert.equal((await page.textContent('[data-testid="number-value"]')).trim(), "20");
      assert.equal(await page.isDisabled('[data-testid="number-up"]'), true, "+ is off at 20");
      assert.equal(await page.isDisabled('[data-testid="number-down"]'), false);
      await page.keyboard.press("Escape");
      await page.waitForSelector('[data-testid="card-composer"]', { state: "detached" });
      assert.equal(await logLength(page), before);
    });

    await part("from a seat's sheet, the card is for that player", async () => {
      await openSeat(page, "Evin");
      await page.click('[data-testid="seat-sheet"] [data-testid="compose-card"]');
      await page.waitForSelector('[data-testid="card-composer"]');
      await page.click('[data-testid="card-kind"][data-kind="yes_no"]');
      assert.equal(await page.getAttribute('[data-testid="composer-to"][data-player="4"]', "aria-checked"), "true", "Evin is preselected");
      await page.click('[data-testid="composer-yes"]');
      await screen(page, "cards-day-compose-from-sheet");
      await page.click('[data-testid="composer-show"]');
      await page.waitForSelector('[data-testid="info-card"]');
      assert.equal((await page.textContent('[data-testid="card-big"]')).trim(), "Yes");
      const html = await page.content();
      assertAbsent(html, PLAYERS, "a yes/no card names nobody");
      assertAbsent(html, CHARACTERS, "a yes/no card shows no character");
      await holdToHide(page);
      await page.waitForSelector('[data-testid="board"]');
      const log = (await storedGame(page)).stored.game.log;
      assert.deepEqual(log[log.length - 1], { type: "note", player: 4, text: "Card shown: Yes" });
    });

    for (const k of KINDS) {
      await part(`by day: ${k.kind}`, async () => showAndCheck(page, k, "day", k.kind === "number"));
    }

    await part("the history lists the cards shown", async () => {
      const log = (await storedGame(page)).stored.game.log;
      const notes = log.filter((c) => c.type === "note" && c.text.startsWith("Card shown: "));
      assert.equal(notes.length, 2 + 2 * KINDS.length);
    });

    await part("undo takes the last card's note back", async () => {
      const before = await logLength(page);
      await page.click('[data-testid="undo"]');
      let after = before;
      for (let i = 0; i < 30 && after === before; i++) {
        await page.waitForTimeout(100);
        after = await logLength(page);
      }
      assert.equal(after, before - 1);
      const log = (await storedGame(page)).stored.game.log;
      assert.equal(log[log.length - 1].text, "Card shown: Amy is Monk", "the card before is now the last");
    });

    assert.deepEqual(errors, [], "no page errors");
  } finally {
    await app.stop();
  }
});
