// Two newer characters that end a game, played by taps at 390 px on a pasted script:
// - the Alsaahir names the Demon and the Minion on day 1 from their seat: good wins, and the
//   screen says why;
// - the Saint executed, evil wins; the good Politician is on the losing side, so the end of the
//   game asks the Storyteller whether they switch sides: yes, and the result names them among
//   the winners.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { openSeat, closeSheet, storedGame } from "./grimoire-helpers.mjs";
import { chainedParts, startCast, throughNight, nominate, voteWith } from "./nights-days-helpers.mjs";

const SCRIPT = [
  { id: "_meta", name: "Fins de partie", author: "Grimoire" },
  "alsaahir", "politician", "chef", "empath", "washerwoman", "saint", "poisoner", "imp",
];

test("the Alsaahir's guess ends the game as the screen says, at 390 px", async (t) => {
  const app = await start({ phone: "medium" });
  const { page, errors } = app;
  const part = chainedParts(t);
  try {
    await part("the Alsaahir names the Demon and the Minion: good wins", async () => {
      const cast = [
        ["Ada", "alsaahir"], ["Bruno", "politician"], ["Clara", "chef"], ["Dario", "empath"],
        ["Elsa", "poisoner"], ["Felix", "imp"], ["Greta", "washerwoman"],
      ];
      await startCast(page, app.url, cast, 5, SCRIPT);
      await throughNight(page);
      await openSeat(page, "Ada");
      const form = page.locator('[data-testid="evil-team-guess"]');
      assert.match(await form.locator("h3").textContent(), /Alsaahir/);
      await form.locator('[data-testid="guess-demon"]').selectOption({ label: "Felix" });
      await form.locator("label.chip", { hasText: "Elsa" }).locator("input").check();
      await form.locator('[data-testid="guess-record"]').click();
      // Recorded: the form is gone for today.
      await form.waitFor({ state: "detached" });
      await closeSheet(page);
      const confirm = page.locator('[data-testid="victory-confirm"]');
      await confirm.waitFor();
      assert.match(await confirm.locator("h2").textContent(), /good/i);
      assert.match(await confirm.textContent(), /The Alsaahir publicly named the Demon and every Minion/);
      await shot(page, "alsaahir-win-390");
      await page.click('[data-testid="confirm-win"]');
      await page.waitForSelector('[data-testid="victory"]');
      assert.match(await page.textContent('[data-testid="victory-why"]'), /Alsaahir/);
      // The guess is one act: the Demon first, then the Minion.
      const log = (await storedGame(page)).stored.game.log.map((c) => (c.type === "override" ? c.command : c));
      const guess = log.find((c) => c.type === "act" && c.character === "alsaahir");
      assert.ok(guess, "the guess is in the log");
      assert.equal(guess.targets.length, 2);
    });
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("the Saint executed: evil wins, and the Politician on the losing side switches to the winners, at 390 px", async (t) => {
  const app = await start({ phone: "medium" });
  const { page, errors } = app;
  const part = chainedParts(t);
  try {
    await part("the end of the game asks about the Politician; yes names them among the winners", async () => {
      const cast = [
        ["Ada", "politician"], ["Bruno", "saint"], ["Clara", "chef"], ["Dario", "empath"],
        ["Elsa", "poisoner"], ["Felix", "imp"], ["Greta", "washerwoman"],
      ];
      await startCast(page, app.url, cast, 5, SCRIPT);
      await throughNight(page);
      await nominate(page, "Clara", "Bruno");
      await voteWith(page, ["Ada", "Clara", "Dario", "Elsa", "Felix"]);
      await page.click('[data-testid="execute-block"]');
      const confirm = page.locator('[data-testid="victory-confirm"]');
      await confirm.waitFor();
      assert.match(await confirm.locator("h2").textContent(), /evil/i);
      await page.click('[data-testid="confirm-win"]');
      await page.waitForSelector('[data-testid="victory"]');
      // The decision the end left: the Politician's, named.
      const choice = page.locator('[data-testid="pending-choice"]');
      await choice.first().waitFor();
      assert.match(await page.textContent("body"), /Politician \(Ada\): the Storyteller chooses\./);
      assert.equal(
        (await choice.first().textContent()).trim(),
        "Ada (Politician) did the most to make their team lose: switches sides and wins",
      );
      assert.equal(await page.locator('[data-testid="victory-switched"]').count(), 0);
      await choice.first().click();
      await page.waitForSelector('[data-testid="victory-switched"]');
      assert.equal(
        (await page.textContent('[data-testid="victory-switched"]')).trim(),
        "Ada switched sides and wins with the winners (Politician).",
      );
      await shot(page, "politician-switch-390");
      assert.equal(await page.locator('[data-testid="pending-choice"]').count(), 0);
    });
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
