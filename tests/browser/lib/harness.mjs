// Shared set-up for the browser tests: the built app, a local server, headless Chromium from
// Debian's package (never a downloaded browser), phone viewports and screenshots.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "./server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, "../../..");
export const DIST = process.env.GRIMOIRE_DIST || path.join(ROOT, "dist");
export const SHOTS = path.join(ROOT, "tests/browser/screenshots");

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const PHONES = {
  small: { width: 360, height: 740 },
  medium: { width: 390, height: 844 },
};

export function requireDist() {
  if (!fs.existsSync(path.join(DIST, "index.html"))) {
    throw new Error(`no build in ${DIST}: run scripts/test.sh (it builds with trunk first)`);
  }
}

/** Files of the build, relative to dist/, sorted. */
export function distFiles() {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else out.push(path.relative(DIST, p).split(path.sep).join("/"));
    }
  };
  walk(DIST);
  return out.sort();
}

/**
 * Starts a server and a browser with a fresh profile. Returns helpers and a stop() that ends
 * everything it started.
 */
export async function start({ phone = "small", serverOptions = {}, saveData = false } = {}) {
  requireDist();
  const server = await startServer(DIST, serverOptions);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "grimoire-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: PHONES[phone],
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: "en-GB",
    serviceWorkers: "allow",
  });
  // The journal tells of each commit (window.grimoireJournal.committed) when asked to.
  await context.addInitScript(() => {
    window.grimoireJournalWatch = true;
  });
  // A phone that asks to save data (Chrome's "Lite mode", a data saver): what
  // navigator.connection says there.
  if (saveData) {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: "4g" }),
      });
    });
  }
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  let serverUp = true;
  return {
    server,
    context,
    page,
    errors,
    url: server.url,
    async stopServer() {
      if (serverUp) {
        serverUp = false;
        await server.close();
      }
    },
    async stop() {
      await context.close().catch(() => {});
      if (serverUp) await server.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot for people to look at (the folder is git-ignored). */
export async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Waits until the Leptos app has rendered its first screen. */
export async function appReady(page) {
  await page.waitForSelector("main", { timeout: 20000 });
}

/** Waits until a service worker controls the page (reloading once if needed). */
export async function waitForControl(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
  if (!controlled) {
    await page.reload();
    await appReady(page);
  }
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20000 });
}

/** Waits until every one of `files` is in the service worker's cache ("./" is the root); fails
 * after 20 s naming what is missing. (Polled from here: a predicate that returns a promise
 * would count as true at once.) */
export async function waitCached(page, files) {
  const want = files.map((f) => (f === "./" ? "" : f));
  const deadline = Date.now() + 20000;
  for (;;) {
    const missing = await page.evaluate(async (want) => {
      const have = new Set();
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) have.add(new URL(req.url).pathname.slice(1));
      }
      return want.filter((f) => !have.has(f));
    }, want);
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`not cached: ${missing.join(", ")}`);
    await page.waitForTimeout(200);
  }
}

/** Until a service worker controls the page and keeps Blood on the Clocktower's WebAssembly. */
export async function botcOffline(page) {
  await waitForControl(page);
  await page.waitForFunction(
    async () => {
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        if (keys.some((r) => /grimoire-[^/]*_bg\.wasm$/.test(r.url))) return true;
      }
      return false;
    },
    null,
    { timeout: 30000, polling: 250 },
  );
}

/**
 * Starts Chromium as a process group of its own on the profile in `profile`, with a DevTools
 * port. Resolves to { proc, wsUrl, exited } once it listens (`exited` resolves when it is gone).
 */
export async function spawnChromium(profile, extraArgs = []) {
  const { spawn } = await import("node:child_process");
  const proc = spawn(
    process.env.CHROMIUM || "/usr/bin/chromium",
    [...CHROMIUM_ARGS, ...extraArgs, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  const wsUrl = await new Promise((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${text}`)), 30000);
    proc.stderr.on("data", (chunk) => {
      text += chunk;
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    proc.once("exit", (code) => reject(new Error(`Chromium exited (${code}): ${text}`)));
  });
  return { proc, wsUrl, exited };
}

/**
 * Launches Chromium as a process of its own on the profile in `profile` (kept between
 * launches) and connects to it over the DevTools protocol, so that a test can kill it the
 * hard way (SIGKILL to its whole process group: no unload, no shutdown, as a phone's system
 * or a flat battery does). Resolves to { browser, context, page, pid, kill() }.
 */
export async function launchKillable(profile, phone = "small") {
  const { proc, wsUrl, exited } = await spawnChromium(profile);
  const browser = await chromium.connectOverCDP(wsUrl);
  const context = browser.contexts()[0];
  // The journal tells of each commit (window.grimoireJournal.committed), as in `start`.
  await context.addInitScript(() => {
    window.grimoireJournalWatch = true;
  });
  const page = context.pages()[0] || (await context.newPage());
  await page.setViewportSize(PHONES[phone]);
  return {
    browser,
    context,
    page,
    pid: proc.pid,
    /** SIGKILL to Chromium and every process it started; resolves once it is gone. */
    async kill() {
      try {
        process.kill(-proc.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
      await exited;
      await browser.close().catch(() => {});
    },
  };
}
