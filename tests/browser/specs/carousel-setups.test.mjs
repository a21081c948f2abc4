// Setups the engine now makes itself, played by taps:
// - the Kazali at 390 px: seven players, no Minion; the setup screen says the pick is legal and
//   why; on the first night the Kazali points at Dario and names the Poisoner: Dario is told he
//   is the Poisoner, and the board says so;
// - the Summoner at 360 px: no Demon at the start and no win for good at dawn; on the third
//   night the Summoner makes Bruno the Imp, who is told, and the board says so.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { storedGame } from "./grimoire-helpers.mjs";
import { startCast, stepTitle, stepTo, next, tapSeat, throughNight, seatLabel } from "./nights-days-helpers.mjs";

const TOWNSFOLK = ["chef", "empath", "washerwoman", "soldier", "monk", "librarian", "investigator"];

/** The setup screen's lists, read before the pick is accepted. */
async function setupScreen(page, into) {
  into.changes = await page.textContent('[data-testid="setup-changes"]');
  into.warnings = await page.textContent('[data-testid="warnings"]');
}

/** The step titles from here to dawn, going through each. */
async function titlesToDawn(page) {
  const titles = [];
  for (;;) {
    titles.push(await stepTitle(page));
    if (await page.locator('[data-testid="end-night"]').count()) return titles;
    await next(page);
  }
}

test("the Kazali makes its Minion on the first night, at 390 px", async () => {
  const app = await start({ phone: "medium" });
  const { page, errors } = app;
  try {
    const script = [{ id: "_meta", name: "Kazali", author: "Grimoire" }, ...TOWNSFOLK, "saint", "butler", "poisoner", "spy", "kazali"];
    const cast = [
      ["Ada", "chef"], ["Bruno", "empath"], ["Clara", "washerwoman"], ["Dario", "soldier"],
      ["Elsa", "monk"], ["Felix", "kazali"], ["Greta", "librarian"],
    ];
    const seen = {};
    await startCast(page, app.url, cast, 5, script, (p) => setupScreen(p, seen));
    assert.match(seen.warnings, /follows the setup rules/, `no warning with no Minion and no Outsider: ${seen.warnings}`);
    assert.match(seen.changes, /No Minions at setup/, seen.changes);

    await stepTo(page, /^Kazali/);
    assert.match(await page.textContent('[data-testid="night-step"]'), /Minion/);
    await tapSeat(page, "Dario");
    const offered = await page.$$eval('[data-testid="guess-character"] option', (os) => os.map((o) => o.value).filter(Boolean));
    assert.deepEqual(offered.sort(), ["poisoner", "spy"], "the script's Minions, none in play");
    await page.selectOption('[data-testid="guess-character"]', "poisoner");
    await page.click('[data-testid="record-choice"]');
    await page.waitForSelector('[data-testid="step-result"], [data-testid="answer-given"]');
    await shot(page, "kazali-makes-poisoner-390");
    const log = (await storedGame(page)).stored.game.log.filter((c) => c.type === "act" && c.character === "kazali");
    assert.deepEqual(log.map((c) => [c.targets, c.guess]), [[[3], "poisoner"]]);

    const titles = await titlesToDawn(page);
    assert.ok(titles.some((t) => /Dario/.test(t) && /Poisoner/.test(t)), `Dario is told he is the Poisoner: ${titles.join(" | ")}`);
    assert.match(await seatLabel(page, "Dario"), /Poisoner/);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("the Summoner makes the Demon on the third night, at 360 px", async () => {
  const app = await start({ phone: "small" });
  const { page, errors } = app;
  try {
    const script = [{ id: "_meta", name: "Invocation", author: "Grimoire" }, ...TOWNSFOLK, "saint", "butler", "summoner", "poisoner", "imp", "po"];
    const cast = [
      ["Ada", "chef"], ["Bruno", "empath"], ["Clara", "washerwoman"], ["Dario", "soldier"],
      ["Elsa", "monk"], ["Felix", "summoner"], ["Greta", "librarian"],
    ];
    const seen = {};
    await startCast(page, app.url, cast, 5, script, (p) => setupScreen(p, seen));
    assert.match(seen.warnings, /follows the setup rules/, `no warning with no Demon: ${seen.warnings}`);
    assert.match(seen.changes, /No Demon at the start/, seen.changes);

    // Two nights and two days with no Demon: nobody wins.
    for (let night = 1; night <= 2; night++) {
      await throughNight(page);
      assert.equal(await page.locator('[data-testid="victory-confirm"]').count(), 0, `no win on day ${night}`);
      await page.click('[data-testid="end-day"]');
      await page.waitForSelector('[data-testid="night-panel"]');
    }

    await stepTo(page, /^Summoner/);
    await tapSeat(page, "Bruno");
    await page.selectOption('[data-testid="guess-character"]', "imp");
    await page.click('[data-testid="record-choice"]');
    await page.waitForSelector('[data-testid="step-result"], [data-testid="answer-given"]');
    await shot(page, "summoner-makes-imp-360");
    const titles = await titlesToDawn(page);
    assert.ok(titles.some((t) => /Bruno/.test(t) && /Imp/.test(t)), `Bruno is told he is the Imp: ${titles.join(" | ")}`);
    assert.match(await seatLabel(page, "Bruno"), /Imp/);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
