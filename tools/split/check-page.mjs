// Spike check of a split build: serves DIST on 127.0.0.1, opens the home page in headless
// Chromium, starts a Blood on the Clocktower game, types seven names, draws the characters and
// starts the first night; records which files were fetched before the players' screen was up
// and which after, every console error, and screenshots. Usage:
//   node tools/split/check-page.mjs DIST OUTDIR
import { chromium } from "/work/main/tests/browser/node_modules/playwright-core/index.mjs";
import { startServer } from "../../tests/browser/lib/server.mjs";
import fs from "node:fs";
import path from "node:path";

const [dist, out] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const server = await startServer(dist);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
// NOSW=1: no service worker (its precache would compete for, and escape, the throttled link).
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: process.env.NOSW ? "block" : "allow" });
const page = await context.newPage();
// THROTTLE=kbit/s: the page's downloads at that speed with 150 ms latency (no compression on
// this server: the raw bytes go over the wire).
if (process.env.THROTTLE) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const rate = (Number(process.env.THROTTLE) * 1000) / 8;
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: rate, uploadThroughput: rate });
}
const errors = [];
const log = [];
page.on("console", (m) => {
  log.push(`[${phase}] ${m.type()}: ${m.text().split("\n")[0]}`);
  if (m.type() === "error") errors.push(m.text());
});
page.on("pageerror", (e) => { errors.push(`pageerror: ${e.message}`); log.push(`[${phase}] pageerror: ${e.message}`); });
const fetched = [];
let phase = "home";
page.on("requestfinished", async (req) => {
  const url = new URL(req.url());
  const sizes = await req.sizes().catch(() => null);
  fetched.push({ phase, file: url.pathname.slice(1), bytes: sizes ? sizes.responseBodySize : -1, sw: !!req.serviceWorker?.() });
});
const t0 = Date.now();
let playersAt = null, nightAt = null, title = "", report_offline = null;
try {
await page.goto(new URL("#seed=42", server.url).href);
await page.waitForSelector("main", { timeout: 30000 });
await page.click('[data-testid="new-game"]');
phase = "botc-page";
await page.click('[data-testid="new-game-botc"]');
await page.waitForSelector('[data-testid="new-player-name"]', { timeout: 30000 });
playersAt = Date.now() - t0;
phase = "typing-names";
await page.screenshot({ path: path.join(out, "players.png") });
for (const name of ["Ada", "Bruno", "Clara", "Dario", "Elsa", "Felix", "Greta"]) {
  await page.fill('[data-testid="new-player-name"]', name);
  await page.click('[data-testid="add-player"]');
}
phase = "characters";
await page.click('[data-testid="next-characters"]');
await page.click('[data-testid="random-draw"]');
await page.click('[data-testid="accept-characters"]');
await page.waitForSelector('[data-testid="bluffs"]');
phase = "review";
await page.click('[data-testid="keep-bluffs"]');
phase = "first-night";
await page.click('[data-testid="start-game"]');
await page.waitForSelector('[data-testid="night-panel"]', { timeout: 30000 });
nightAt = Date.now() - t0;
await page.waitForTimeout(500);
await page.screenshot({ path: path.join(out, "first-night.png") });
title = await page.locator('[data-testid="night-panel"]').innerText();
  // A returning Storyteller: the page opens on the board, whose chunk is fetched (or taken from
  // the service worker's cache) before it shows; then the history and back.
  phase = "reload";
  await page.reload();
  await page.waitForSelector('[data-testid="night-panel"]', { timeout: 30000 });
  await page.click('[data-testid="history"]');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(out, "history.png") });
  await page.click('[data-testid="history-record"]');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(out, "record.png") });
  await page.waitForSelector('[data-testid="game-record"], .record, main', { timeout: 30000 });
  // A broken game link: its dialog comes from the `links` chunk.
  phase = "broken-link";
  await page.goto(new URL("botc.html#g2.AAAA", server.url).href);
  await page.waitForSelector('[data-testid="broken-link"]', { timeout: 30000 });
  await page.screenshot({ path: path.join(out, "broken-link.png") });
  await page.click('[data-testid="broken-close"]');
  await page.waitForSelector('[data-testid="broken-link"]', { state: "detached", timeout: 30000 });
  if (!process.env.NOSW) {
    // Offline: once the service worker holds every file of botc's list (chunks included), the
    // page starts with no network and opens on the board.
    phase = "offline";
    await page.waitForFunction(async () => {
      const sw = await fetch("sw.js").then((r) => r.text());
      const files = JSON.parse(sw.match(/const GAMES = (.*);/)[1]).botc.files;
      for (const key of await caches.keys()) {
        if (!key.startsWith("grimoire-")) continue;
        const cache = await caches.open(key);
        const held = await Promise.all(files.map((f) => cache.match(f)));
        if (held.every(Boolean)) return true;
      }
      return false;
    }, null, { timeout: 60000, polling: 500 });
    await context.setOffline(true);
    await page.goto(new URL("botc.html", server.url).href);
    await page.waitForSelector('[data-testid="history-list"], [data-testid="night-panel"], main', { timeout: 30000 });
    await page.screenshot({ path: path.join(out, "offline.png") });
    report_offline = await page.locator("main").innerText().then((t) => t.slice(0, 80));
  }
} catch (e) {
  errors.push(`check: ${e.message.split("\n")[0]}`);
  await page.screenshot({ path: path.join(out, "failure.png") });
}
const report = { playersAt, nightAt, errors, nightPanel: title.slice(0, 200), fetched, log: log.slice(-30) };
fs.writeFileSync(path.join(out, "report.json"), JSON.stringify(report, null, 2));
console.log(JSON.stringify({ playersAt, nightAt, offline: report_offline, errors: errors.map((e) => e.split("\n")[0]), nightPanel: title.slice(0, 120) }, null, 1));
if (errors.length) console.log(log.join("\n"));
else console.log("no console errors");
for (const f of fetched) if (/\.(wasm|js)$/.test(f.file)) console.log(f.phase.padEnd(14), String(f.bytes).padStart(9), f.sw ? "sw" : "  ", f.file);
await browser.close();
await server.close();
