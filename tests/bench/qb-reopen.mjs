// Quinte-bourg's warm reopen, in headless Chromium with the CPU throttled 4× (RATE to change
// it): a 20-player game on day 1 left open on its village board, its page opened again at its
// address REOPENS times (from the service worker's cache once it controls the page), each time
// until the village board is on screen (the time from the navigation's start, as Playwright
// waits for it, and the WebAssembly modules the page asked for). It prints numbers and never
// fails on them. Run after a build: node tests/bench/qb-reopen.mjs (GRIMOIRE_DIST=... to
// measure another build).
import { start } from "../browser/lib/harness.mjs";
import { stats, line } from "./trace.mjs";
import { openVillage } from "./lib/qb-village.mjs";

const RATE = Number(process.env.RATE || 4);
const REOPENS = Number(process.env.REOPENS || 12);
const BOARD = '[data-testid="qb-village-board"]';

const app = await start({ phone: "small" });
const { page, url, context } = app;
try {
  const base = await openVillage(page, url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Once: the worker takes the page, Quinte-bourg's files are kept.
  await page.goto(`${base}quintebourg.html`);
  await page.waitForSelector(BOARD);
  await page.waitForTimeout(2000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  const times = [];
  let modules = 0;
  for (let i = 0; i < REOPENS; i++) {
    const asked = [];
    const onRequest = (r) => r.url().endsWith(".wasm") && asked.push(r.url());
    page.on("request", onRequest);
    const t0 = performance.now();
    await page.goto(`${base}quintebourg.html`, { waitUntil: "commit" });
    await page.waitForSelector(BOARD, { timeout: 60000 });
    times.push(performance.now() - t0);
    page.off("request", onRequest);
    modules = new Set(asked).size;
    await page.waitForTimeout(1000);
  }
  console.log(`Quinte-bourg reopened on its village board (20 players, day 1), CPU ${RATE}×, ${modules} WebAssembly modules asked for`);
  line("address → village board", stats(times));
} finally {
  await app.stop();
}
