// The day timer (botc/day_timer.rs): a title (discussion, private chats, nominations, an
// accusation, a defence) and a length suggested for the number alive, citing the rulebook where
// it gives one (002 L317: five to ten minutes of talk; L329: ten to thirty seconds a speech) and
// saying "Grimoire's default" where it gives none; a countdown that a reload keeps (offline,
// the server gone), shown large on the cover the table sees, ending with a vibration and a tone.
// Tests do not wait minutes: the page runs every timer at 1/20 of its length.
import { test } from "node:test";
import assert from "node:assert/strict";
import { botcOffline, start, shot } from "../lib/harness.mjs";
import { openApp } from "./grimoire-helpers.mjs";
import { startCast, throughNight, nominate, voteWith } from "./nights-days-helpers.mjs";

const CAST = [
  ["Alex", "imp"], ["Sarah", "poisoner"], ["Julian", "chef"], ["Amy", "empath"],
  ["Evin", "monk"], ["Lewis", "soldier"], ["Douglas", "mayor"],
];

/** Before the app starts: timers at 1/20 of their length, and stand-ins for the vibration and
 * the sound that record what they are asked. */
function stubs() {
  window.grimoireTimerScale = 0.05;
  window.__vibrated = [];
  window.__tones = [];
  Object.defineProperty(navigator, "vibrate", {
    value: (pattern) => {
      window.__vibrated.push(pattern);
      return true;
    },
    configurable: true,
  });
  const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  window.AudioContext = class {
    constructor() {
      this.currentTime = 0;
      this.state = "running";
      this.destination = {};
    }
    createOscillator() {
      return { type: "", frequency: param(), connect: (n) => n, start() { window.__tones.push(this.frequency.value); }, stop() {} };
    }
    createGain() {
      return { gain: param(), connect: (n) => n };
    }
  };
}

const text = async (page, id) => (await page.textContent(`[data-testid="${id}"]`)).trim();

/** Seconds on a "m:ss" clock. */
function seconds(clock) {
  const m = /^(\d+):(\d\d)$/.exec(clock);
  assert.ok(m, `“${clock}” is not a countdown`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Picks a title in the timer's list. */
async function pick(page, value) {
  await page.selectOption('[data-testid="day-timer-title"]', value);
}

/** Waits until the element says `want`. */
async function says(page, id, want, timeout = 30000) {
  await page.waitForFunction(
    ([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent.trim() === want,
    [id, want],
    { timeout },
  ).catch(async () => assert.fail(`${id}: expected “${want}”, saw “${await text(page, id).catch(() => "?")}”`));
}
async function withApp(phone, fn) {
  const app = await start({ phone });
  await app.context.addInitScript(stubs);
  try {
    await fn(app.page, app);
    assert.deepEqual(app.errors, [], "no error in the page");
  } finally {
    await app.stop();
  }
}

test("360 px, English: titles and suggestions with their source, a countdown a reload keeps offline, the cover, the end", async () => {
  await withApp("small", async (page, app) => {
    await startCast(page, app.url, CAST);
    await throughNight(page);
    await botcOffline(page);

    // Day 1, seven alive: the discussion by default, within the rulebook's five to ten minutes.
    await page.waitForSelector('[data-testid="day-timer"]');
    assert.equal(await page.$eval('[data-testid="day-timer-title"]', (s) => s.selectedOptions[0].textContent), "Discussion");
    assert.equal(await text(page, "day-timer-time"), "6:00");
    assert.equal(await text(page, "day-timer-suggested"), "Suggested for 7 alive: 6:00.");
    assert.match(await text(page, "day-timer-source"), /^Rulebook: five to ten minutes of talk before nominations \(002 L317\)\. Grimoire's scale/);
    await shot(page, "day-timer-01-idle-360");

    // Where the rulebook gives no length, the screen says the default is Grimoire's.
    await pick(page, "private_chats");
    assert.equal(await text(page, "day-timer-time"), "2:20");
    assert.equal(await text(page, "day-timer-suggested"), "Suggested for 7 alive: 2:20.");
    assert.match(await text(page, "day-timer-source"), /^Grimoire's default: 20 s per player alive.*the rulebook gives no length/);
    await pick(page, "nominations");
    assert.equal(await text(page, "day-timer-time"), "3:30");
    assert.match(await text(page, "day-timer-source"), /^Grimoire's default: 30 s per player alive.*002 L329/);
    await pick(page, "defence");
    assert.equal(await text(page, "day-timer-time"), "0:30");
    assert.equal(await text(page, "day-timer-source"), "Rulebook: ten to thirty seconds, whatever the number alive (002 L329).");

    // The Storyteller changes the length; the suggestion stays as it was.
    await pick(page, "discussion");
    await page.click('[data-testid="day-timer-more"]');
    await page.click('[data-testid="day-timer-more"]');
    await page.click('[data-testid="day-timer-less"]');
    assert.equal(await text(page, "day-timer-time"), "6:30");
    assert.equal(await text(page, "day-timer-suggested"), "Suggested for 7 alive: 6:00.");

    // Started: the title and the countdown.
    await page.click('[data-testid="day-timer-start"]');
    assert.equal(await text(page, "day-timer-running"), "Discussion");
    const first = seconds(await text(page, "day-timer-time"));
    assert.ok(first <= 390 && first > 300, `just started: ${first} s left`);
    assert.equal(await text(page, "day-timer-stop"), "Stop");
    await shot(page, "day-timer-02-running-360");

    // A reload with the server gone: still running, further on (in sight above dawn's news,
    // which a reload brings back until the day's first command).
    await app.stopServer();
    await page.reload();
    await page.waitForSelector('[data-testid="day-timer-running"]', { timeout: 20000 });
    assert.equal(await text(page, "day-timer-running"), "Discussion");
    const after = seconds(await text(page, "day-timer-time"));
    assert.ok(after < first && after > 0, `after the reload: ${after} s left (was ${first})`);

    // The cover, what the table sees: the title and the countdown, large; then the end,
    // felt and heard.
    await page.click('[data-testid="cover"]');
    await page.waitForSelector('[data-testid="cover-timer"]');
    assert.equal(await text(page, "cover-timer-title"), "Discussion");
    assert.ok(seconds(await text(page, "cover-timer-time")) <= after);
    await shot(page, "day-timer-03-cover-360");
    await says(page, "cover-timer-time", "Time's up");
    assert.deepEqual(await page.evaluate(() => window.__vibrated), [[250, 120, 250]]);
    assert.deepEqual(await page.evaluate(() => window.__tones), [880, 660], "the tap on the cover readied the sound");
    await shot(page, "day-timer-04-cover-up-360");
    await page.locator('[data-testid="cover-return"]').dispatchEvent("pointerdown");
    await page.waitForSelector('[data-testid="day-panel"]', { timeout: 3000 });
    assert.equal(await text(page, "day-timer-time"), "Time's up");
    assert.equal(await text(page, "day-timer-stop"), "Done");
    await page.click('[data-testid="day-timer-stop"]');
    assert.equal(await text(page, "day-timer-time"), "6:30");
    assert.equal(await page.locator('[data-testid="cover-timer"]').count(), 0);

    // A timer left running on day 1 is not day 2's; day 2's suggestion counts six alive.
    await page.click('[data-testid="day-timer-start"]');
    await page.click('[data-testid="dawn-done"]');
    await nominate(page, "Evin", "Julian");
    await voteWith(page, ["Alex", "Sarah", "Amy", "Evin"]);
    await page.click('[data-testid="end-day"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    assert.equal(await page.locator('[data-testid="day-timer"]').count(), 0, "no day timer at night");
    await throughNight(page);
    assert.equal(await page.locator('[data-testid="day-timer-running"]').count(), 0);
    assert.equal(await text(page, "day-timer-time"), "5:30");
    assert.equal(await text(page, "day-timer-suggested"), "Suggested for 6 alive: 5:30.");
  });
});

test("390 px, French: the titles, the suggestion and its source, the countdown and the cover", async () => {
  await withApp("medium", async (page, app) => {
    await openApp(page, app.url);
    await page.click('[data-testid="lang-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    await startCast(page, app.url, CAST);
    await throughNight(page);

    await page.waitForSelector('[data-testid="day-timer"]');
    const titles = await page.$$eval('[data-testid="day-timer-title"] option', (os) => os.map((o) => o.textContent));
    assert.deepEqual(titles, ["Discussion", "Conversations privées", "Nominations", "Accusation", "Défense"]);
    assert.equal(await text(page, "day-timer-time"), "6:00");
    assert.equal(await text(page, "day-timer-suggested"), "Durée suggérée pour 7 en vie : 6:00.");
    assert.match(await text(page, "day-timer-source"), /^Livret : cinq à dix minutes de discussion avant les nominations \(002 L317\)\./);
    assert.equal(await text(page, "day-timer-start"), "Lancer");
    await shot(page, "day-timer-05-idle-390-fr");
    await pick(page, "private_chats");
    assert.equal(await text(page, "day-timer-suggested"), "Durée suggérée pour 7 en vie : 2:20.");
    assert.match(await text(page, "day-timer-source"), /^Valeur de Grimoire : 20 s par personne en vie.*le livret ne donne pas de durée/);

    await page.click('[data-testid="day-timer-start"]');
    assert.equal(await text(page, "day-timer-running"), "Conversations privées");
    assert.ok(seconds(await text(page, "day-timer-time")) <= 140);
    assert.equal(await text(page, "day-timer-stop"), "Arrêter");
    await shot(page, "day-timer-06-running-390-fr");
    await page.click('[data-testid="cover"]');
    await page.waitForSelector('[data-testid="cover-timer"]');
    assert.equal(await text(page, "cover-timer-title"), "Conversations privées");
    assert.ok(seconds(await text(page, "cover-timer-time")) <= 140);
    await shot(page, "day-timer-07-cover-390-fr");
    await says(page, "cover-timer-time", "Temps écoulé");
    assert.deepEqual(await page.evaluate(() => window.__vibrated), [[250, 120, 250]]);
    assert.deepEqual(await page.evaluate(() => window.__tones), [880, 660]);
    await page.locator('[data-testid="cover-return"]').dispatchEvent("pointerdown");
    await page.waitForSelector('[data-testid="day-panel"]', { timeout: 3000 });
    assert.equal(await text(page, "day-timer-time"), "Temps écoulé");
    assert.equal(await text(page, "day-timer-stop"), "Fini");
  });
});
