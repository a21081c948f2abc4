// Quinte-bourg's night says what happened, on the game master's phone (390 px): a prepared
// 6-player game opened by its game link. "Next step" does not pass the Reptilians' huddle nor an
// attack with a victim without a word (record it, or skip it on purpose with the reason); a step
// tapped in the list comes into view; once confirmed, the attack card shows the occupants as
// they were and the victim really killed; a skipped attack says so and nobody dies; the morning
// announces tonight's dead only, never an earlier death by day still waiting for its choice.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "../lib/harness.mjs";
import { stepOnScreen, goToStep, assertNoSideScroll } from "./qb-helpers.mjs";
import { gameLink } from "./qb-day-helpers.mjs";

const NAMES = ["Ana", "Bob", "Cid", "Dee", "Eli", "Fay"];
const DEAL = [
  ["alpha", "none"],
  ["villager", "assassin"],
  ["reptilian", "none"],
  ["villager", "none"],
  ["villager", "engineer"],
  ["villager", "none"],
];

/** The setup, the Lovers (Ana and Eli), night 1 begins; extra commands follow. */
function log(extra = []) {
  const setup = {
    start: "mon",
    players: NAMES.map((name, i) => ({ name, card: DEAL[i][0], specialty: DEAL[i][1] })),
    offices: [
      { office: "scrutineer", holder: 4 },
      { office: "militia_chief", holder: null },
      { office: "president", holder: 0 },
      { office: "prosecutor", holder: 1 },
      { office: "notary", holder: 2 },
      { office: "senator", holder: 3 },
    ],
    accept_warnings: true,
    night_decisions: true,
  };
  return [{ type: "setup", setup }, { type: "lovers", a: 0, b: 4 }, { type: "start" }, ...extra];
}

async function open(page, url, commands) {
  const base = url.endsWith("/") ? url : `${url}/`;
  await page.goto(`${base}quintebourg.html#${gameLink({ seed: 3, name: "Nuit" }, commands)}`);
  await page.waitForSelector('[data-testid="link-preview"]');
  await page.click('[data-testid="link-add"]');
}

const chip = (testid, id) => `[data-testid="${testid}"][data-id="${id}"]`;
const text = (page, sel) => page.textContent(sel);

/** True when the top of the step's panel is on screen. */
const panelInView = (page) =>
  page.evaluate(() => {
    const el = document.querySelector('[data-testid="qb-step-here"]');
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  });

test("the night does not pass a decision silently; a tapped step comes into view; the attack card says what happened", async () => {
  const app = await start({ phone: "medium" });
  const { page, url, errors } = app;
  try {
    await open(page, url, log());
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    assert.equal(await stepOnScreen(page), "Huddle");

    // "Next step" with the huddle not recorded: the runner asks instead of moving on.
    await page.click('[data-testid="qb-next-step"]');
    await page.waitForSelector('[data-testid="qb-skip-ask"]', { timeout: 3000 });
    assert.equal(await stepOnScreen(page), "Huddle", "still at the huddle");
    assert.match(await text(page, '[data-testid="qb-skip-ask-text"]'), /waits for a decision: .*huddle/i);
    await shot(page, "qb-night-record-ask-huddle");
    await assertNoSideScroll(page, "the question at the huddle");
    await page.click('[data-testid="qb-skip-cancel"]');
    assert.equal(await page.locator('[data-testid="qb-skip-ask"]').count(), 0);

    // The huddle recorded: Dee's house. "Next step" now moves on.
    await page.click(chip("qb-house", 3));
    await page.click('[data-testid="qb-huddle-agree"]');
    assert.match(await text(page, '[data-testid="qb-huddle-done"]'), /Target: Dee's house/);
    await page.click('[data-testid="qb-next-step"]');
    assert.notEqual(await stepOnScreen(page), "Huddle");
    assert.equal(await page.locator('[data-testid="qb-skip-ask"]').count(), 0);

    // A step tapped in the list (below the panel) brings its panel into view.
    await goToStep(page, "Attack");
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="qb-step-here"]');
      const r = el && el.getBoundingClientRect();
      return r && r.top >= 0 && r.top < window.innerHeight;
    }, null, { timeout: 3000 }).catch(() => {});
    assert.ok(await panelInView(page), "the attack's panel is on screen after tapping its step");

    // The who-is-where board marks the Lovers for the game master.
    assert.equal(await page.locator('[data-testid="qb-wiw-row"][data-player="Ana"] [data-testid="qb-wiw-lover"]').textContent(), "♥ Lovers");
    assert.equal(await page.locator('[data-testid="qb-wiw-row"][data-player="Eli"] [data-testid="qb-wiw-lover"]').count(), 1);
    assert.equal(await page.locator('[data-testid="qb-wiw-lover"]').count(), 2, "only the two Lovers");

    // The attack: Dee alone at home, the victim. "Next step" asks before passing it.
    assert.equal(await text(page, '[data-testid="qb-occupants"]'), "Dee");
    assert.equal(await text(page, '[data-testid="qb-attack-victim"]'), "Victim: Dee");
    await page.click('[data-testid="qb-next-step"]');
    await page.waitForSelector('[data-testid="qb-skip-ask"][data-step="Attack"]', { timeout: 3000 });
    assert.equal(await stepOnScreen(page), "Attack");
    assert.match(await text(page, '[data-testid="qb-skip-ask-text"]'), /waits for a decision/);
    await page.click('[data-testid="qb-skip-cancel"]');

    // Confirmed: the card shows what happened — Dee was there and died, never "empty".
    await page.click('[data-testid="qb-attack-confirm"]');
    await page.waitForSelector('[data-testid="qb-attack-done"]');
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), "Died in the attack: Dee");
    assert.equal(await text(page, '[data-testid="qb-occupants"]'), "Dee", "the occupants as they were");
    assert.equal(await text(page, '[data-testid="qb-attack-victim"]'), "Victim: Dee");
    assert.equal(await page.locator('[data-testid="qb-attack-fails"]').count(), 0, "no failed attack shown");
    assert.match(await text(page, '[data-testid="qb-attack-target"]'), /Target: Dee's house/);
    await shot(page, "qb-night-record-attack-done");
    await assertNoSideScroll(page, "the attack done");
    // The night goes on without a question.
    await page.click('[data-testid="qb-next-step"]');
    assert.equal(await stepOnScreen(page), "Dawn");
    assert.equal(await page.locator('[data-testid="qb-skip-ask"]').count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("an attack skipped on purpose: the reason is kept and shown, nobody dies", async () => {
  const app = await start({ phone: "medium" });
  const { page, url, errors } = app;
  try {
    await page.goto(url);
    await page.waitForSelector("main");
    await page.click('[data-testid="lang-switch"]');
    await open(page, url, log([{ type: "huddle", votes: [{ voter: 0, house: 3 }, { voter: 2, house: 3 }] }]));
    await page.waitForSelector('[data-testid="qb-night-runner"]');
    await goToStep(page, "Attack");
    assert.equal(await text(page, '[data-testid="qb-attack-victim"]'), "Victime : Dee");

    // "Finir la nuit" from dawn with the attack not carried out: the runner asks first.
    await goToStep(page, "Dawn");
    await page.click('[data-testid="qb-end-night"]');
    await page.waitForSelector('[data-testid="qb-skip-ask"][data-step="Attack"]', { timeout: 3000 });
    assert.match(await text(page, '[data-testid="qb-skip-ask-text"]'), /attend une décision : .*attaque/i);
    await page.fill('[data-testid="qb-skip-reason"]', "la table s'arrête pour ce soir");
    await page.click('[data-testid="qb-skip-step"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="qb-skip-ask"]'));
    assert.equal(await page.getAttribute('[data-testid="qb-night-step"][data-step="Attack"]', "data-skip"), "ByMj");
    assert.match(await text(page, '[data-testid="qb-night-step"][data-step="Attack"]'), /passée exprès/);
    await goToStep(page, "Attack");
    assert.equal(await text(page, '[data-testid="qb-attack-skipped"]'), "Attaque passée exprès : la table s'arrête pour ce soir");
    assert.equal(await text(page, '[data-testid="qb-attack-done"]'), "Pas de victime cette nuit.");
    assert.equal(await text(page, '[data-testid="qb-attack-spared"]'), "Personne n'est mort ici : le MJ en a décidé autrement.");
    await shot(page, "qb-night-record-attack-skipped");

    // The morning: nobody died.
    await goToStep(page, "Dawn");
    await page.click('[data-testid="qb-end-night"]');
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await text(page, '[data-testid="qb-morning-nobody"]'), "Personne n'est mort cette nuit.");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("the morning announces tonight's dead only, not an earlier death by day", async () => {
  const app = await start({ phone: "medium" });
  const { page, url, errors } = app;
  try {
    // Night 1 quiet; day 1: Bob the Assassin kills Fay (her coin waits for the Notary, her
    // choice for her); night 2: the Reptilians kill Dee.
    const commands = log([
      { type: "huddle", votes: [] },
      { type: "end_night" },
      { type: "invoke", by: 1, power: "assassinate", target: 5 },
      { type: "end_day" },
      { type: "huddle", votes: [{ voter: 0, house: 3 }, { voter: 2, house: 3 }] },
      { type: "attack", victims: [3] },
      { type: "end_night" },
    ]);
    await open(page, url, commands);
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await text(page, '[data-testid="qb-morning-died"]'), "Died: Dee", "tonight's dead only");
    assert.equal(await page.locator('[data-testid="qb-morning-nobody"]').count(), 0);
    // Fay's sheet is still there, apart, not announced.
    assert.match(await text(page, '[data-testid="qb-morning-pending"]'), /Fay/);
    const sheets = await page.$$eval('[data-testid="qb-death-sheet"]', (els) => els.map((e) => e.dataset.player));
    assert.deepEqual(sheets.sort(), ["Dee", "Fay"]);
    await shot(page, "qb-night-record-morning");
    await assertNoSideScroll(page, "the morning");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});

test("a morning after a day death with no night death says nobody died", async () => {
  const app = await start({ phone: "medium" });
  const { page, url, errors } = app;
  try {
    const commands = log([
      { type: "huddle", votes: [] },
      { type: "end_night" },
      { type: "invoke", by: 1, power: "assassinate", target: 5 },
      { type: "end_day" },
      { type: "huddle", votes: [] },
      { type: "end_night" },
    ]);
    await open(page, url, commands);
    await page.waitForSelector('[data-testid="qb-morning"]');
    assert.equal(await text(page, '[data-testid="qb-morning-nobody"]'), "Nobody died tonight.");
    assert.equal(await page.locator('[data-testid="qb-morning-died"]').count(), 0, "Fay is not announced");
    assert.deepEqual(errors, []);
  } finally {
    await app.stop();
  }
});
