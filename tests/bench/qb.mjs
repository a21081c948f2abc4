// Quinte-bourg benchmark, in headless Chromium with the CPU throttled 4× (a phone-like speed),
// measured as tests/bench/board.mjs measures the Blood on the Clocktower board:
//  - tap → next paint of a who-is-where override (the engine's `place`, saved, then the board
//    and the attack panel redrawn) with 20 players at the attack step, 50 taps alternating
//    between two houses, 150 ms apart;
//  - the main-thread work of each tap, from a Chromium trace (the renderer main thread's tasks
//    between the tap and the task after its frame).
// It prints numbers and never fails on them. Run after a build: node tests/bench/qb.mjs
// (GRIMOIRE_DIST=... to measure another build).
import { start } from "../browser/lib/harness.mjs";
import { newQbGame } from "../browser/specs/qb-helpers.mjs";
import { pause, stats, line, tapToPaint, mainThreadWork } from "./trace.mjs";

const TAPS = 50;
const RATE = 4;
const PLAYERS = 20;

const app = await start({ phone: "small" });
const { page, url, context } = app;
try {
  // A 20-player game at night 1 (four Reptilians, the target chosen), set up by writing its
  // first commands to the stored game the home screen created.
  await page.goto(url);
  await page.waitForSelector("main");
  await newQbGame(page);
  const cards = ["alpha", "reptilian", "reptilian", "black"];
  const players = Array.from({ length: PLAYERS }, (_, i) => ({
    name: `P${String(i + 1).padStart(2, "0")}`,
    card: cards[i] || "villager",
    specialty: "none",
  }));
  await page.evaluate((cmds) => {
    const index = JSON.parse(localStorage.getItem("grimoire.index"));
    const key = `grimoire.game.${index.open}`;
    const stored = JSON.parse(localStorage.getItem(key));
    stored.game.log.push(...cmds);
    stored.seq += 1000000;
    localStorage.setItem(key, JSON.stringify(stored));
  }, [
    { type: "setup", setup: { players, accept_warnings: true } },
    { type: "start" },
    { type: "huddle", votes: [0, 1, 2, 3].map((voter) => ({ voter, house: 9 })) },
  ]);
  await page.reload();
  await page.waitForSelector('[data-testid="qb-night-runner"]');
  await page.click('[data-testid="qb-night-step"][data-step="Attack"]');
  await page.waitForSelector('[data-testid="qb-attack-panel"]');
  const rows = await page.locator('[data-testid="qb-wiw-row"]').count();
  console.log(`who is where: ${rows} players at the attack; CPU throttled ${RATE}×`);

  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  await page.click('[data-testid="qb-wiw-row"][data-player="P12"] [data-testid="qb-wiw-override"]');
  await page.mouse.move(-1, -1);
  const places = ['[data-testid="qb-wiw-place"][data-id="3"]', '[data-testid="qb-wiw-place"][data-id="4"]'];
  for (let i = 0; i < 4; i++) await tapToPaint(page, places[i % 2]); // warm-up
  const taps = [];
  for (let i = 0; i < TAPS; i++) {
    taps.push(await tapToPaint(page, places[i % 2]));
    await pause();
  }
  line("tap → paint: who-is-where override", stats(taps));
  line("  main-thread work of an override", stats(await mainThreadWork(cdp, page, places, TAPS)));
  const log = await page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem("grimoire.index"));
    return JSON.parse(localStorage.getItem(`grimoire.game.${index.open}`)).game.log.length;
  });
  console.log(`commands in the log after the taps: ${log}`);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  console.log("target: tap → paint p95 ≤ 16 ms at 4×");
} finally {
  await app.stop();
}
