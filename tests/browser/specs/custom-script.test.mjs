// A custom script with a homebrew character, played through the screens: the script tool's JSON
// (with `_meta`) pasted in the setup, the homebrew character handed out by hand, its step on the
// first night at the script's number among the official characters, a reload, then the game
// link opened on a second phone that has never seen the script: its name, author and the
// homebrew character come with the link.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { openApp, seatPlayers, storedGame, leaveBag } from "./grimoire-helpers.mjs";
import { onStep, next, seatLabel } from "./nights-days-helpers.mjs";

/** Seat order and characters: the homebrew Lamplighter first. */
const CAST = [
  ["Ada", "lamplighter"], ["Bruno", "washerwoman"], ["Clara", "chef"], ["Dario", "empath"],
  ["Elsa", "monk"], ["Felix", "poisoner"], ["Greta", "imp"],
];

const PROMPT = "Show the Lamplighter a lit or an unlit lamp.";

/** 52 is the Librarian's number on the official first-night sheet (Washerwoman 51, Chef 54):
 * with no Librarian in play, the Lamplighter wakes between the Washerwoman and the Chef. */
const SCRIPT = [
  { id: "_meta", name: "Lanternes", author: "Zoé", logo: "https://example.org/never-fetched.png" },
  "washerwoman", "librarian", "investigator", "chef", "empath", "fortune_teller", "monk",
  "butler", "saint", "poisoner", "spy", "imp",
  {
    id: "lamp_lighter", name: "Lamplighter", team: "townsfolk",
    ability: "Each night, you learn whether the lamp is lit.",
    firstNight: 52, otherNight: 0, firstNightReminder: PROMPT, otherNightReminder: "",
    reminders: ["Lit"], setup: false, image: "https://example.org/never-fetched.png",
  },
];

/** Opens the Share sheet on the game tab and returns the link it shows, then closes it. */
async function readLink(page) {
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-sheet"]');
  await page.click('[data-testid="share-game-tab"]');
  await page.click('[data-testid="share-reveal-secret"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes("#g2."));
  const link = await page.inputValue('[data-testid="share-link"]');
  await page.click('[data-testid="share-close"]');
  return link;
}

test("a pasted script with a homebrew character is set up, woken at its place, reloaded and shared", async () => {
  const a = await start();
  const b = await start();
  const fetched = [];
  for (const p of [a, b]) p.page.on("request", (r) => r.url().includes("example.org") && fetched.push(r.url()));
  try {
    // Phone A: the players, then the script pasted on the same screen.
    await openApp(a.page, a.url, 5);
    await seatPlayers(a.page, CAST.map(([name]) => name));
    await a.page.click('[data-testid="script-import"] summary');
    await a.page.fill('[data-testid="script-json"]', JSON.stringify(SCRIPT));
    await a.page.click('[data-testid="use-script"]');
    await a.page.waitForSelector('[data-testid="script-summary"]');
    assert.match(await a.page.textContent('[data-testid="script-name"]'), /Lanternes/);
    assert.match(await a.page.textContent('[data-testid="script-author"]'), /by Zoé/);
    assert.match(await a.page.textContent('[data-testid="script-homebrew"]'), /Homebrew \(1\): Lamplighter/);
    assert.equal(await a.page.$('[data-testid="script-error"]'), null);
    await shot(a.page, "custom-script-imported");

    // The characters screen: the script's name and author, the homebrew character offered
    // among the Townsfolk and marked, its ability as the author wrote it.
    await a.page.click('[data-testid="next-characters"]');
    await a.page.waitForSelector('[data-testid="setup-script"]');
    assert.match(await a.page.textContent('[data-testid="setup-script-name"]'), /Lanternes/);
    assert.match(await a.page.textContent('[data-testid="setup-script-author"]'), /by Zoé/);
    const group = await a.page.$eval(
      '[data-testid="pick-row"] [data-testid="pick-character"] option[value="lamplighter"]',
      (o) => ({ label: o.textContent.trim(), group: o.parentElement.label }),
    );
    assert.deepEqual(group, { label: "Lamplighter (homebrew)", group: "Townsfolk" });
    assert.match(await a.page.textContent('[data-testid="homebrew-characters"]'), /Each night, you learn whether the lamp is lit\./);
    for (const [i, [, id]] of CAST.entries()) {
      await a.page.locator('[data-testid="pick-row"] [data-testid="pick-character"]').nth(i).selectOption(id);
    }
    // The homebrew character counts as a Townsfolk: 5 / 0 / 1 / 1 is legal.
    await a.page.waitForSelector('[data-testid="warnings"] .ok');
    await shot(a.page, "custom-script-setup");
    await a.page.click('[data-testid="accept-characters"]');
    await a.page.waitForSelector('[data-testid="bluffs"]');
    await a.page.click('[data-testid="keep-bluffs"]');
    await a.page.click('[data-testid="pass-bag"]');
    for (let i = 0; i < CAST.length; i++) {
      await a.page.locator('[data-testid="bag-name"]').nth(i).click();
      await a.page.click('[data-testid="bag-confirm"]');
      if (i === 0) {
        assert.match(await a.page.textContent('[data-testid="bag-card"]'), /Lamplighter/, "Ada is shown her homebrew character");
        await shot(a.page, "custom-script-bag");
      }
      await a.page.click('[data-testid="bag-hide"]');
    }
    await leaveBag(a.page);
    await a.page.waitForSelector('[data-testid="night-panel"]');
    assert.match(await seatLabel(a.page, "Ada"), /Lamplighter/);

    // The first night: Poisoner, Washerwoman, then the Lamplighter with the script's prompt,
    // then the Chef.
    const titles = [];
    for (;;) {
      const title = (await a.page.textContent('[data-testid="night-step-title"]')).trim();
      titles.push(title);
      if (/^Lamplighter/.test(title)) break;
      await next(a.page);
    }
    assert.deepEqual(titles.slice(-3), ["Poisoner · Felix", "Washerwoman · Bruno", "Lamplighter · Ada"]);
    assert.match(await a.page.textContent(".night-step__prompt"), new RegExp(PROMPT.replace(/\./g, "\\.")));
    await shot(a.page, "custom-script-night-step");

    // A reload keeps the script, the homebrew character and the step.
    await a.page.reload();
    await a.page.waitForSelector('[data-testid="night-panel"]', { timeout: 30000 });
    await onStep(a.page, /^Lamplighter · Ada$/);
    assert.match(await a.page.textContent(".night-step__prompt"), /lit or an unlit lamp/);
    assert.match(await seatLabel(a.page, "Ada"), /Lamplighter/);
    await next(a.page);
    await onStep(a.page, /^Chef · Clara$/);
    const { stored } = await storedGame(a.page);
    const choose = stored.game.log.filter((c) => c.type === "choose_script").pop();
    assert.equal(choose.script.name, "Lanternes");
    assert.equal(choose.script.homebrew[0].id, "lamplighter");
    assert.ok(!JSON.stringify(stored).includes("example.org"), "images are never kept");

    // Phone B has never seen the script: everything comes with the link.
    const link = await readLink(a.page);
    await b.page.goto(`${b.url}#${new URL(link).hash.slice(1)}`);
    await b.page.waitForSelector('[data-testid="link-preview"]', { timeout: 30000 });
    assert.equal((await b.page.textContent('[data-testid="preview-script"]')).trim(), "Lanternes");
    await shot(b.page, "custom-script-preview");
    await b.page.click('[data-testid="add-game"]');
    await b.page.waitForSelector('[data-testid="night-panel"]');
    assert.match(await seatLabel(b.page, "Ada"), /Lamplighter/);
    await onStep(b.page, /^Chef · Clara$/);
    await b.page.click('[data-testid="home"]');
    await b.page.waitForSelector('[data-testid="saved-game"]');
    assert.match(await b.page.textContent('[data-testid="saved-game"]'), /Lanternes/);
    await shot(b.page, "custom-script-home");
    await b.page.click('[data-testid="continue"]');
    await b.page.waitForSelector('[data-testid="night-panel"]');
    // One step back on B: the homebrew step, with the author's prompt.
    await b.page.click('[data-testid="night-prev"]');
    await onStep(b.page, /^Lamplighter · Ada$/);
    assert.match(await b.page.textContent(".night-step__prompt"), /lit or an unlit lamp/);
    await shot(b.page, "custom-script-night-step-b");

    assert.deepEqual(fetched, [], "no remote image is fetched");
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  } finally {
    await a.stop();
    await b.stop();
  }
});

test("the random draw is the engine's: seed 247 draws the scenario's characters", async () => {
  const a = await start();
  try {
    // tests/scenarios/game_seven_players_full.json: seed 247, these seven players, and the
    // engine's suggested characters.
    await openApp(a.page, a.url, 247);
    await seatPlayers(a.page, ["Alex", "Sarah", "Julian", "Amy", "Evin", "Lewis", "Douglas"]);
    await a.page.click('[data-testid="next-characters"]');
    await a.page.click('[data-testid="random-draw"]');
    const picks = () => a.page.$$eval('[data-testid="pick-row"] [data-testid="pick-character"]', (els) => els.map((e) => e.value));
    assert.deepEqual(await picks(), ["empath", "undertaker", "monk", "imp", "fortuneteller", "ravenkeeper", "spy"]);
    // Drawing again gives the next of the engine's suggestions, another draw.
    await a.page.click('[data-testid="random-draw"]');
    const second = await picks();
    assert.notDeepEqual(second, ["empath", "undertaker", "monk", "imp", "fortuneteller", "ravenkeeper", "spy"]);
    assert.deepEqual(a.errors, []);
  } finally {
    await a.stop();
  }
});
