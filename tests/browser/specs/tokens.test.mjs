// Tokens a glance can read, in a real browser on a phone: every character's token is our own
// glyph with the character's name under it (no initials that collide), reminders are tags that
// never pass for a character, the red herring and every protection from the Demon are marked on
// the board as drunk and poisoned are, and a dead player's character stays readable under the
// shroud.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import {
  SEVEN, TWENTY, TB, openApp, setUpGame, openSeat, closeSheet, storedGame, leaveBag,
} from "./grimoire-helpers.mjs";
import {
  startSeededGame, throughNight, stepTo, tapSeat, seatLabel,
} from "./nights-days-helpers.mjs";

async function withApp(fn, options = {}) {
  const app = await start(options);
  try {
    await fn(app);
    assert.deepEqual(app.errors, [], "no error in the page");
  } finally {
    await app.stop();
  }
}

/** Sets up the seeded game, passes the bag to everyone and opens the board. */
async function gameOnTheBoard(page, url, names) {
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

/** What each token of the board draws: its character (from the label), the glyph's markup,
 * the name written under it, initials if any, and the glyph's size on screen. */
async function tokens(page) {
  return page.$$eval('[data-testid="seat"]', (seats) =>
    seats.map((s) => {
      const svg = s.querySelector(".token-art svg.glyph");
      const box = svg?.getBoundingClientRect();
      return {
        player: s.querySelector(".seat__name").textContent,
        character: s.querySelector("button").getAttribute("aria-label").split(", ")[1],
        glyph: svg ? svg.innerHTML : null,
        name: s.querySelector(".token-art__name")?.textContent ?? null,
        letters: s.querySelectorAll(".token-art__letters").length,
        width: box ? box.width : 0,
        token: s.getBoundingClientRect().width,
      };
    }),
  );
}

/** The board's glyphs: one per character, none shared by two characters. */
function assertGlyphs(list) {
  const byCharacter = new Map();
  for (const t of list) {
    assert.ok(t.glyph, `${t.player} (${t.character}): a glyph, not initials`);
    assert.equal(t.letters, 0, `${t.player}: no initials`);
    assert.equal(t.name, t.character, `${t.player}: the character's name under the glyph`);
    if (byCharacter.has(t.character)) {
      assert.equal(byCharacter.get(t.character), t.glyph, `${t.character}: the same glyph on every token`);
    }
    byCharacter.set(t.character, t.glyph);
  }
  const glyphs = [...byCharacter.values()];
  assert.equal(new Set(glyphs).size, glyphs.length, "no two characters share a glyph");
  return byCharacter.size;
}

for (const phone of ["medium", "small"]) {
  test(`20 players on a ${phone} phone: every token is a glyph with its name, none alike`, async () => {
    await withApp(async ({ page, url }) => {
      await gameOnTheBoard(page, url, TWENTY);
      const list = await tokens(page);
      assert.equal(list.length, 20);
      const distinct = assertGlyphs(list);
      assert.ok(distinct >= 15, `${distinct} different characters on the board`);
      for (const t of list) {
        assert.ok(t.token >= 44, `${t.player}: a ${t.token} px token`);
        assert.ok(t.width >= 20, `${t.player}: the glyph is ${t.width} px wide on a ${t.token} px token`);
      }
      await shot(page, `tokens-20-${phone}`);

      // In French the names under the glyphs are French; the glyphs do not change.
      await page.click('[data-testid="home"]');
      await page.click('[data-testid="lang-switch"]');
      await page.waitForFunction(() => document.documentElement.lang === "fr");
      await page.click('[data-testid="continue"]');
      await page.waitForSelector('[data-testid="board"]');
      const fr = await tokens(page);
      assertGlyphs(fr);
      for (const [i, t] of fr.entries()) assert.equal(t.glyph, list[i].glyph, `${t.player}: the same glyph in French`);
      assert.ok(fr.some((t, i) => t.name !== list[i].name), "the names are in French");
      await shot(page, `tokens-20-${phone}-fr`);
    }, { phone });
  });
}

test("a reminder is a dark tag with its source's glyph, not a character's disc", async () => {
  await withApp(async ({ page, url }) => {
    await gameOnTheBoard(page, url, SEVEN);
    const first = (await tokens(page))[0];
    await openSeat(page, first.player);
    const source = (await page.locator('[data-testid="add-reminder"]').first().getAttribute("data-reminder")).split(":")[0];
    await page.locator('[data-testid="add-reminder"]').first().click();
    await page.waitForSelector('[data-testid="placed-reminder"]');
    await closeSheet(page);
    const sourceToken = (await tokens(page)).find((t) => t.character === TB[source]);
    assert.ok(sourceToken, `${source} is on the board`);
    const { reminder, disc } = await page.evaluate(() => {
      const style = (el) => {
        const cs = getComputedStyle(el);
        return { radius: cs.borderTopLeftRadius, background: cs.backgroundImage + " " + cs.backgroundColor };
      };
      const tag = document.querySelector(".seat-reminders .reminder-dot");
      return {
        reminder: {
          ...style(tag),
          glyph: tag.querySelector("svg.glyph")?.innerHTML ?? null,
          text: tag.textContent,
          width: tag.getBoundingClientRect().width,
          title: tag.getAttribute("title"),
        },
        disc: style(document.querySelector('[data-testid="seat"] .token-art')),
      };
    });
    assert.ok(reminder.glyph, "the reminder draws a glyph");
    assert.equal(reminder.glyph, sourceToken.glyph, `the glyph of the character it comes from (${source})`);
    assert.equal(reminder.text, "", "no letters on an official character's reminder");
    assert.ok(reminder.title, "its text is its tooltip");
    assert.notEqual(reminder.radius, disc.radius, "a tag, not a disc");
    assert.notEqual(reminder.background, disc.background, "not the parchment of a character");
    assert.ok(reminder.width < first.token / 2, "smaller than a token");
    await shot(page, "tokens-reminder");
  });
});

/** The marks on a player's token, by kind. */
async function marks(page, name) {
  return page
    .locator('[data-testid="seat"]', { hasText: name })
    .first()
    .locator(".seat__marks .mark")
    .evaluateAll((els) => els.map((e) => e.dataset.mark));
}

test("the red herring and the Monk's protection are marked on the board, as drunk and poisoned are", async () => {
  await withApp(async ({ page, url }) => {
    // Julian (the Monk) is the Fortune Teller's red herring.
    await startSeededGame(page, url);
    assert.deepEqual(await marks(page, "Julian"), ["herring"]);
    assert.match(await seatLabel(page, "Julian"), /red herring/);
    assert.deepEqual(await marks(page, "Alex"), []);
    const herring = await page
      .locator('[data-testid="seat"]', { hasText: "Julian" })
      .locator(".mark--herring svg.glyph")
      .count();
    assert.equal(herring, 1, "a pictogram, not a letter");

    // Any protection, by the Storyteller's hand, from the seat's sheet; and taken away.
    await openSeat(page, "Sarah");
    await page.click('[data-testid="add-safe"]');
    await page.waitForSelector('[data-testid="status-safe"] .status-control__now');
    assert.match(await page.textContent('[data-testid="status-safe"] .status-control__now'), /safe from the Demon because of/);
    await closeSheet(page);
    assert.deepEqual(await marks(page, "Sarah"), ["safe"]);
    await openSeat(page, "Sarah");
    await page.click('[data-testid="end-safe"]');
    await page.waitForSelector('[data-testid="status-safe"] .status-control__now', { state: "detached" });
    await closeSheet(page);
    assert.deepEqual(await marks(page, "Sarah"), []);
    const log = (await storedGame(page)).stored.game.log;
    assert.equal(log.at(-1).type, "remove_status");
    assert.equal(log.at(-1).kind, "safe");

    await throughNight(page);
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    await stepTo(page, /^Monk · Julian$/);
    await tapSeat(page, "Alex");
    await page.click('[data-testid="record-choice"]');
    await page.waitForSelector('[data-testid="step-done"]');
    assert.deepEqual(await marks(page, "Alex"), ["safe"], "the Monk's protection on Alex");
    assert.match(await seatLabel(page, "Alex"), /safe from the Demon/);
    await shot(page, "tokens-monk-protection");
    await page.reload();
    await page.waitForSelector('[data-testid="night-panel"]');
    assert.deepEqual(await marks(page, "Alex"), ["safe"], "still there after a reload");
  });
});

test("a dead player's character stays readable under the shroud", async () => {
  await withApp(async ({ page, url }) => {
    await gameOnTheBoard(page, url, SEVEN);
    const victim = (await tokens(page))[2];
    await openSeat(page, victim.player);
    await page.click('[data-testid="kill"]');
    await page.waitForSelector('[data-testid="kill"]:has-text("Revive")');
    await closeSheet(page);
    const seat = page.locator('[data-testid="seat"]', { hasText: victim.player }).first();
    assert.match(await seat.getAttribute("class"), /seat--dead/);
    assert.equal(await seat.locator(".seat__shroud").count(), 1, "the shroud is on");
    const seen = await seat.evaluate((s) => {
      // What is on top at the glyph's centre and on the name under it.
      const top = (el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit ? hit.closest(".seat__shroud, .token-art, .seat__name")?.className ?? hit.tagName : null;
      };
      const art = s.querySelector(".token-art");
      // The picture of the character: our glyph (or, on older builds, the initials).
      const glyph = s.querySelector(".token-art svg.glyph") || s.querySelector(".token-art__letters");
      const name = s.querySelector(".token-art__name");
      const shroud = s.querySelector(".seat__shroud").getBoundingClientRect();
      const g = glyph.getBoundingClientRect();
      return {
        glyphTop: top(glyph),
        nameTop: name ? top(name) : null,
        name: name?.textContent ?? null,
        // How much of the glyph's box the shroud covers.
        covered:
          (Math.max(0, Math.min(shroud.right, g.right) - Math.max(shroud.left, g.left)) *
            Math.max(0, Math.min(shroud.bottom, g.bottom) - Math.max(shroud.top, g.top))) /
          (g.width * g.height),
        filter: getComputedStyle(art).filter,
      };
    });
    assert.match(seen.glyphTop, /token-art/, "the glyph's centre is not under the shroud");
    assert.ok(seen.covered < 0.15, `the shroud covers ${Math.round(seen.covered * 100)}% of the glyph`);
    assert.equal(seen.name, victim.character, "the character's name is written on the token");
    assert.match(seen.nameTop, /token-art/, "and not under the shroud");
    const brightness = Number((seen.filter.match(/brightness\(([\d.]+)\)/) || [, "1"])[1]);
    assert.ok(brightness >= 0.8, `the dead token is dimmed, not darkened (${seen.filter})`);
    await shot(page, "tokens-dead");
  });
});
