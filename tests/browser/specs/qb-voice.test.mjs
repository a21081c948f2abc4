// The night's calls read aloud by the phone, and the timers' end felt and heard. The page's
// speechSynthesis, vibration and Web Audio are stand-ins that record what they are asked
// (a headless browser has no voice): nothing is said while the voice is off (the default);
// once on, each step's call is said as the step comes on screen, in the interface language,
// with the offline voice and the volume chosen, which a reload keeps; a timer's end vibrates
// and plays a tone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { setUpTable, stepOnScreen, goToStep, assertNoSideScroll } from "./qb-helpers.mjs";

const NAMES = ["Ana", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"];
const DEAL = [
  ["alpha", "none"],
  ["reptilian", "psychopath"],
  ["villager", "laura"],
  ["villager", "sandman"],
  ["seth_ally", "none"],
  ["villager", "engineer"],
  ["villager", "reporter"],
  ["villager", "raptor_trainer"],
  ["villager", "none"],
  ["villager", "none"],
];
const HOLDERS = { Scrutineer: 6, President: 3, Prosecutor: 7, Notary: 8, Senator: 5 };

const HUDDLE_EN = "Reptilians, open your eyes. Agree on the house you attack tonight.";
const LOVERS_EN =
  "Lovers, open your eyes. You have thirty seconds to agree, by mime, on the house where you meet tonight.";
const SANDMAN_FR =
  "Marchand de sable, ouvrez les yeux. Désignez la personne que vous plongez dans un sommeil lourd.";

/** Stand-ins for the phone's voice, vibration and sound, recording what they are asked. */
function stubs() {
  window.grimoireTimerScale = 0.01;
  window.__spoken = [];
  window.__vibrated = [];
  window.__tones = [];
  const voices = [
    { voiceURI: "fr-local", name: "Amélie", lang: "fr-FR", localService: true },
    { voiceURI: "fr-net", name: "Réseau français", lang: "fr-FR", localService: false },
    { voiceURI: "en-local", name: "Daniel", lang: "en-GB", localService: true },
    { voiceURI: "en-local-2", name: "Moira", lang: "en-IE", localService: true },
  ];
  const synth = {
    getVoices: () => voices,
    speak: (u) =>
      window.__spoken.push({ text: u.text, lang: u.lang, volume: u.volume, voice: u.voice ? u.voice.voiceURI : null }),
    cancel: () => {},
    addEventListener: () => {},
  };
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  window.SpeechSynthesisUtterance = class {
    constructor(text) {
      this.text = text;
    }
  };
  Object.defineProperty(navigator, "vibrate", {
    value: (pattern) => {
      window.__vibrated.push(pattern);
      return true;
    },
    configurable: true,
  });
  const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {}, linearRampToValueAtTime() {} });
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
    resume() {
      return Promise.resolve();
    }
  };
}

const spoken = (page) => page.evaluate(() => window.__spoken);

test("the phone reads the night's calls aloud when asked, in the page's language; timers vibrate and sound", async () => {
  const app = await start();
  const { page, url, errors, context } = app;
  await context.addInitScript(stubs);
  try {
    await page.goto(`${url}#seed=11`);
    await page.waitForSelector("main");
    await setUpTable(page, { names: NAMES, deal: DEAL, holders: HOLDERS, lovers: ["Dee", "Fay"] });

    // Off by default: the call shows, nothing is said.
    assert.equal(await stepOnScreen(page), "Huddle");
    assert.equal(await page.textContent('[data-testid="qb-step-call"]'), HUDDLE_EN);
    // The huddle needs a decision: it is skipped on purpose, with its reason.
    await page.click('[data-testid="qb-next-step"]');
    await page.waitForSelector('[data-testid="qb-skip-ask"]');
    await page.fill('[data-testid="qb-skip-reason"]', "No target tonight");
    await page.click('[data-testid="qb-skip-step"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="qb-night-runner"]').dataset.step === "Lovers");
    assert.equal(await stepOnScreen(page), "Lovers");
    assert.deepEqual(await spoken(page), [], "nothing is said while the voice is off");

    // On: the step on screen is said at once, then each step as it comes.
    await page.click('[data-testid="qb-voice"] summary');
    const options = await page.$$eval('[data-testid="qb-voice-select"] option', (os) => os.map((o) => o.textContent));
    assert.deepEqual(options.slice(1), ["Daniel", "Moira"], "only the phone's offline voices of the page's language");
    await page.check('[data-testid="qb-voice-on"]');
    let said = await spoken(page);
    assert.equal(said.length, 1);
    assert.deepEqual(said[0], { text: LOVERS_EN, lang: "en-GB", volume: 1, voice: "en-local" });
    await page.selectOption('[data-testid="qb-voice-select"]', "en-local-2");
    await page.$eval('[data-testid="qb-voice-volume"]', (el) => {
      el.value = "40";
      el.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await shot(page, "qb-voice-settings");
    await assertNoSideScroll(page, "voice settings");

    // A timer's end vibrates and sounds.
    await page.click('[data-testid="qb-timer-30-start"]');
    await page.waitForSelector('[data-testid="qb-timer-30"][data-done="true"]', { timeout: 5000 });
    await page.waitForFunction(() => window.__vibrated.length === 1);
    assert.deepEqual(await page.evaluate(() => window.__vibrated), [[250, 120, 250]]);
    assert.ok((await page.evaluate(() => window.__tones.length)) >= 1, "a tone plays");

    await goToStep(page, "Sandman");
    said = await spoken(page);
    assert.equal(said.length, 2);
    assert.equal(said[1].text, await page.textContent('[data-testid="qb-step-call"]'));
    assert.equal(said[1].voice, "en-local-2");
    assert.equal(said[1].volume, 0.4);

    // The settings are the app's: a reload keeps them; in French the call is French, said
    // with a French offline voice (never the network one).
    await page.click('[data-testid="home"]');
    await page.click('[data-testid="lang-switch"]');
    await page.click('[data-testid="continue"]');
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    assert.equal(await stepOnScreen(page), "Sandman");
    await page.waitForFunction(() => window.__spoken.length === 1);
    said = await spoken(page);
    assert.deepEqual(said[0], { text: SANDMAN_FR, lang: "fr-FR", volume: 0.4, voice: "fr-local" });
    assert.equal(await page.textContent('[data-testid="qb-step-call"]'), SANDMAN_FR);
    await page.click('[data-testid="qb-voice"] summary');
    assert.equal(await page.isChecked('[data-testid="qb-voice-on"]'), true, "still on after a reload");
    const fr = await page.$$eval('[data-testid="qb-voice-select"] option', (os) => os.map((o) => o.textContent));
    assert.deepEqual(fr.slice(1), ["Amélie"]);

    // Off again: nothing more is said.
    await page.uncheck('[data-testid="qb-voice-on"]');
    await goToStep(page, "Reporter");
    await goToStep(page, "Burglar");
    assert.equal((await spoken(page)).length, 1, "nothing is said once the voice is off");
    // "Listen" says the call even when off, for a try.
    await page.click('[data-testid="qb-voice-test"]');
    said = await spoken(page);
    assert.equal(said.length, 2);
    assert.equal(said[1].text, "Cambrioleur, ouvrez les yeux. Désignez la maison que vous cambriolez cette nuit.");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
