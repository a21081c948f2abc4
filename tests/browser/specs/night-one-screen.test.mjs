// The night on one screen (issue 12, items 4–7 and 20): with 20 players on a 390×844 or a
// 360×740 phone, the board and the step's choice and confirmation are on the screen together;
// a seat's sheet opens during a pick without leaving the step; the step shows what the last
// command did and nothing older; a refusal shows where the Storyteller is looking; a drunk or
// poisoned player who learns nothing is never offered false information.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { start, SHOTS } from "../lib/harness.mjs";
import { TWENTY, openApp, seatPlayers, drawCharacters } from "./grimoire-helpers.mjs";
import { startCast, stepTo, stepTitle, next, tapSeat, undo, throughNight, onStep } from "./nights-days-helpers.mjs";

async function withApp(options, fn) {
  const app = await start(options);
  try {
    await fn(app);
  } finally {
    await app.stop();
  }
}

/** What the screen shows, as it is (not the whole page). */
async function screenShot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** The page's rectangles of every seat's token and of `selector`, with the page at the top. */
async function layout(page, selector) {
  return page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const rect = (e) => e.getBoundingClientRect().toJSON();
    const el = document.querySelector(sel);
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      scrollY: window.scrollY,
      seats: [...document.querySelectorAll('[data-testid="seat"] button')].map(rect),
      // Seats the step's choice does not allow (dimmed: a tap would pick them for a refusal
      // the Storyteller may force), e.g. a Thief's own seat.
      barred: [...document.querySelectorAll('[data-testid="seat"]')].map((s) => s.classList.contains("seat--barred")),
      target: el ? rect(el) : null,
    };
  }, selector);
}

function inside(r, v) {
  return r.left >= 0 && r.top >= 0 && r.right <= v.width + 0.5 && r.bottom <= v.height + 0.5;
}

/** Taps the middle of a rectangle, as a finger does: whatever is on top there gets the tap, and
 * nothing is scrolled first. */
async function fingerTap(page, r) {
  await page.mouse.click(r.left + r.width / 2, r.top + r.height / 2);
}

/** Every seat is on screen and takes a tap at its centre (nothing covers it). */
async function seatsOnScreen(page, where) {
  const { viewport, seats, scrollY } = await layout(page, "body");
  assert.equal(scrollY, 0, `${where}: the page is at the top`);
  assert.equal(seats.length, 20, `${where}: 20 seats`);
  for (const [i, r] of seats.entries()) {
    assert.ok(inside(r, viewport), `${where}: seat ${i} at ${r.left},${r.top}–${r.right},${r.bottom} is off a ${viewport.width}×${viewport.height} screen`);
  }
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="seat"] button')]
      .map((b, i) => {
        const r = b.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return b.contains(top) ? null : i;
      })
      .filter((i) => i !== null),
  );
  assert.deepEqual(covered, [], `${where}: seats covered by something else`);
}

/** Runs a first night with 20 players on `phone`: at every step where the waking player
 * chooses, the seats and the confirmation are on screen at once, tapped without scrolling. */
async function nightOnOneScreen(phone, label) {
  await withApp({ phone }, async ({ page, url, errors }) => {
    await openApp(page, url, 20);
    await seatPlayers(page, TWENTY);
    await drawCharacters(page);
    await page.click('[data-testid="keep-bluffs"]');
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    let checked = 0;
    let shotTaken = false;
    for (let guard = 0; guard < 40; guard++) {
      const title = await stepTitle(page);
      if (await page.locator('[data-testid="night-choice"]').count()) {
        await seatsOnScreen(page, `${label} ${title}`);
        // The player chooses: tap seats the choice allows (from the last one back, never the
        // waking player's own seat twice) until the step offers its confirmation.
        const confirm = '[data-testid="record-choice"], [data-testid="give-info"]';
        for (let k = 19; k >= 0 && !(await page.locator(confirm).count()); k--) {
          const { seats, barred } = await layout(page, "body");
          if (barred[k]) continue;
          await fingerTap(page, seats[k]);
        }
        await page.waitForSelector(confirm);
        const { viewport, target, scrollY } = await layout(page, confirm);
        assert.equal(scrollY, 0, `${label} ${title}: the page is at the top`);
        assert.ok(inside(target, viewport), `${label} ${title}: the confirmation at ${target.top}–${target.bottom} is off a ${viewport.height} px screen`);
        await seatsOnScreen(page, `${label} ${title}, picked`);
        if (!shotTaken) {
          await screenShot(page, `night-20-players-${label}`);
          shotTaken = true;
        }
        // The confirmation takes a finger's tap where it is.
        const log = await page.evaluate(() => {
          const index = JSON.parse(localStorage.getItem("grimoire.index"));
          return JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`)).game.log.length;
        });
        await fingerTap(page, target);
        if (await page.locator('[data-testid="info-card"]').count()) {
          await page.locator('[data-testid="card-hide"]').dispatchEvent("pointerdown");
          await page.waitForSelector('[data-testid="info-card"]', { state: "detached" });
        }
        await page.waitForFunction((n) => {
          const index = JSON.parse(localStorage.getItem("grimoire.index"));
          return JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`)).game.log.length > n;
        }, log);
        checked++;
      }
      if (await page.locator('[data-testid="end-night"]').count()) break;
      // "Next step" is on screen too.
      const { viewport, target } = await layout(page, '[data-testid="night-next"]');
      assert.ok(inside(target, viewport), `${label} ${title}: "Next step" is off the screen`);
      await next(page);
    }
    assert.ok(checked >= 1, `${label}: at least one step asked for a choice (${checked})`);
    assert.deepEqual(errors, []);
  });
}

test("20 players at 390×844: the board, the step's choice and its confirmation on one screen", async () => {
  await nightOnOneScreen("medium", "390x844");
});

test("20 players at 360×740: the board, the step's choice and its confirmation on one screen", async () => {
  await nightOnOneScreen("small", "360x740");
});

// A Poisoner and a Butler wake on the first night; the Imp kills on the second.
const CAST = [
  ["Alex", "poisoner"], ["Sarah", "butler"], ["Julian", "monk"], ["Amy", "imp"],
  ["Evin", "fortuneteller"], ["Lewis", "empath"], ["Douglas", "chef"],
];

async function resultText(page) {
  const el = page.locator('[data-testid="step-result"]');
  return (await el.count()) ? (await el.textContent()).trim() : "";
}

/** The 7-player cast on a 360×740 phone, on the first night's Poisoner step. */
async function onPoisoner(fn) {
  await withApp({ phone: "small" }, async (app) => {
    await startCast(app.page, app.url, CAST);
    await stepTo(app.page, /^Poisoner · Alex$/);
    await fn(app);
    assert.deepEqual(app.errors, []);
  });
}

async function poison(page, name) {
  await tapSeat(page, name);
  await page.click('[data-testid="record-choice"]');
  await page.waitForSelector('[data-testid="step-result"]');
}

test("during a pick, holding a token opens its sheet without leaving the step or changing the pick", async () => {
  await onPoisoner(async ({ page }) => {
    await tapSeat(page, "Sarah");
    assert.match(await page.textContent('[data-testid="record-choice"]'), /Alex poisons Sarah/);
    const evin = page.locator('[data-testid="seat"]', { hasText: "Evin" }).locator("button");
    const box = await evin.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForSelector('[data-testid="seat-sheet"]', { timeout: 3000 });
    await page.mouse.up();
    assert.match(await page.textContent('[data-testid="seat-sheet"]'), /Evin/);
    await page.click('[data-testid="sheet-close"]');
    await page.waitForSelector('[data-testid="seat-sheet"]', { state: "detached" });
    assert.equal(await stepTitle(page), "Poisoner · Alex", "still on the step");
    assert.match(await page.textContent('[data-testid="record-choice"]'), /Alex poisons Sarah/, "the pick is kept");
    assert.doesNotMatch(await page.getAttribute('[data-testid="seat"][data-player="4"]', "class"), /seat--picked/, "the hold did not pick Evin");
    // A short tap still picks.
    await tapSeat(page, "Lewis");
    assert.match(await page.textContent('[data-testid="record-choice"]'), /Alex poisons Lewis/);
    assert.equal(await page.locator('[data-testid="seat-sheet"]').count(), 0);
  });
});

test("the step shows what the last command did: nothing once it is undone, no preview left after a kill", async () => {
  await onPoisoner(async ({ page }) => {
    await poison(page, "Sarah");
    assert.match(await resultText(page), /Sarah is poisoned|Recorded/);
    assert.equal(await page.locator('[data-testid="record-choice"]').count(), 0, "no second record offered for the same pick");
    await undo(page);
    assert.equal(await resultText(page), "", "after undo, the undone result is gone");
    assert.equal(await page.locator('[data-testid="step-done"]').count(), 0);
    await poison(page, "Sarah");

    await throughNight(page);
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    await stepTo(page, /^Imp · Amy$/);
    await tapSeat(page, "Evin");
    assert.match(await page.textContent('[data-testid="kill-outcome"]'), /dies/i);
    await page.click('[data-testid="record-choice"]');
    await page.waitForSelector('[data-testid="step-result"]');
    assert.match(await resultText(page), /Evin dies/);
    assert.equal(await page.locator('[data-testid="kill-outcome"]').count(), 0, "no preview left beside the result");
    await undo(page);
    assert.equal(await resultText(page), "", "after undo, the death is no longer reported");
    await onStep(page, /^Imp · Amy$/);
  });
});

test("a refusal during the night shows on screen, beside the step", async () => {
  await onPoisoner(async ({ page }) => {
    await poison(page, "Lewis");
    await stepTo(page, /^Butler · Sarah$/);
    // The Butler choosing himself is refused; the reason shows where the Storyteller is.
    await tapSeat(page, "Sarah");
    await page.click('[data-testid="record-choice"]');
    await page.waitForSelector('[data-testid="notice"]');
    // Measured where the page is: the Storyteller did not scroll to find it.
    const seen = await page.evaluate(() => {
      const r = document.querySelector('[data-testid="notice"]').getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: window.innerHeight };
    });
    assert.ok(seen.top >= 0 && seen.bottom <= seen.height, `the refusal at ${seen.top}–${seen.bottom} is on a ${seen.height} px screen`);
    assert.match(await page.textContent('[data-testid="notice"]'), /cannot choose themself/);
    await screenShot(page, "night-refusal-in-view-360x740");
    await page.click('[data-testid="dismiss"]');
    await page.waitForSelector('[data-testid="notice"]', { state: "detached" });
  });
});

test("a drunk or poisoned player who learns nothing is never offered false information", async () => {
  await onPoisoner(async ({ page }) => {
    // The poisoned Butler learns nothing.
    await poison(page, "Sarah");
    await stepTo(page, /^Butler · Sarah$/);
    const butler = await page.textContent('[data-testid="impaired"]');
    assert.doesNotMatch(butler, /false information/i, "the Butler learns nothing");
    assert.match(butler, /no effect/i);
    // The poisoned Empath learns a number: false information is allowed.
    // One undo takes back the moves and the poison: back on the Poisoner's step, no poison.
    await undo(page);
    await onStep(page, /^Poisoner · Alex$/);
    await poison(page, "Lewis");
    await stepTo(page, /^Empath · Lewis$/);
    assert.match(await page.textContent('[data-testid="impaired"]'), /false information/i);
  });
});
