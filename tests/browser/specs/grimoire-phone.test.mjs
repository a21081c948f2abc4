// The grimoire on a small phone: twenty players fit 360×740 with no sideways scrolling, tokens
// stay tappable, and every control on every screen has an accessible name.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import {
  TWENTY, SEVEN, openApp, seatPlayers, drawCharacters, openSeat, unnamedControls, controlCount, leaveBag,
  clearStorage,
} from "./grimoire-helpers.mjs";

async function withApp(options, fn) {
  const app = await start(options);
  try {
    await fn(app);
  } finally {
    await app.stop();
  }
}

async function noSidewaysScroll(page, where) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `${where}: page is ${scroll} px wide on a ${width} px screen`);
}

async function allNamed(page, where) {
  const missing = await unnamedControls(page);
  assert.deepEqual(missing, [], `${where}: controls without an accessible name`);
  assert.ok((await controlCount(page)) > 0, `${where}: has controls`);
}

test("20 players fit 360×740: no sideways scroll, tokens ≥ 44 px, all inside the screen", async () => {
  await withApp({ phone: "small" }, async ({ page, url, errors }) => {
    await openApp(page, url, 20);
    await seatPlayers(page, TWENTY);
    await noSidewaysScroll(page, "players");
    await allNamed(page, "players");
    await shot(page, "grimoire-20-players");
    await drawCharacters(page);
    await page.click('[data-testid="keep-bluffs"]');
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('[data-testid="board"]');
    await shot(page, "grimoire-20-board");
    await noSidewaysScroll(page, "board");
    const boxes = await page.$$eval('[data-testid="seat"] button', (els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    assert.equal(boxes.length, 20);
    for (const [i, b] of boxes.entries()) {
      assert.ok(b.width >= 44 && b.height >= 44, `seat ${i} is ${b.width}×${b.height}`);
      assert.ok(b.left >= 0 && b.right <= 360, `seat ${i} spans ${b.left}–${b.right}`);
    }
    // No two round tokens overlap, so each one can be tapped.
    const centre = (b) => [b.left + b.width / 2, b.top + b.height / 2];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [[ax, ay], [bx, by]] = [centre(boxes[i]), centre(boxes[j])];
        const gap = Math.hypot(ax - bx, ay - by) - (boxes[i].width + boxes[j].width) / 2;
        assert.ok(gap >= 0, `seats ${i} and ${j} overlap by ${-gap} px`);
      }
    }
    // The token's centre receives the tap (nothing covers it), once scrolled into view.
    for (let i = 0; i < boxes.length; i++) {
      const hit = await page.evaluate((n) => {
        const button = document.querySelectorAll('[data-testid="seat"] button')[n];
        button.scrollIntoView({ block: "center" });
        const r = button.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest("button") === button;
      }, i);
      assert.ok(hit, `seat ${i} is tappable at its centre`);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await allNamed(page, "board");
    await openSeat(page, TWENTY[19]);
    await noSidewaysScroll(page, "seat sheet");
    await allNamed(page, "seat sheet");
    await shot(page, "grimoire-20-sheet");
    await page.click('[data-testid="ability"]');
    await page.waitForSelector('[data-testid="character-info"]');
    assert.ok((await page.textContent('[data-testid="ability-text"]')).length > 10);
    await allNamed(page, "character info");
    await shot(page, "grimoire-character-info");
    assert.deepEqual(errors, []);
  });
});

test("every control on every screen has an accessible name, in English and in French", async () => {
  await withApp({ phone: "medium" }, async ({ page, url, errors }) => {
    for (const lang of ["en", "fr"]) {
      await openApp(page, url, 6);
      if (lang === "fr") {
        await page.click('[data-testid="lang-switch"]');
        await page.waitForFunction(() => document.documentElement.lang === "fr");
      }
      await allNamed(page, `${lang} home`);
      await seatPlayers(page, SEVEN);
      await allNamed(page, `${lang} players`);
      await page.click('[data-testid="next-characters"]');
      await page.click('[data-testid="random-draw"]');
      await allNamed(page, `${lang} characters`);
      await shot(page, `grimoire-characters-${lang}`);
      await page.click('[data-testid="accept-characters"]');
      await page.waitForSelector('[data-testid="bluffs"]');
      await allNamed(page, `${lang} review`);
      await page.click('[data-testid="pass-bag"]');
      await allNamed(page, `${lang} bag`);
      await page.locator('[data-testid="bag-name"]').first().click();
      await page.click('[data-testid="bag-confirm"]');
      await allNamed(page, `${lang} bag card`);
      await page.click('[data-testid="bag-hide"]');
      await leaveBag(page);
      await page.waitForSelector('[data-testid="board"]');
      await allNamed(page, `${lang} board`);
      await openSeat(page, SEVEN[0]);
      await allNamed(page, `${lang} sheet`);
      await page.click('[data-testid="sheet-close"]');
      await page.click('[data-testid="history"]');
      await allNamed(page, `${lang} history`);
      await shot(page, `grimoire-history-${lang}`);
      await page.click('[data-testid="home"]');
      await page.waitForSelector('[data-testid="saved-game"]');
      await allNamed(page, `${lang} home with a game`);
      await clearStorage(page);
    }
    assert.deepEqual(errors, []);
  });
});
