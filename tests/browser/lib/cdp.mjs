// Headless Chromium driven over the DevTools protocol as a tab's client, for what Playwright
// cannot show: Chromium prerenders a page (speculation rules) only when every DevTools session
// on the page that asks for it is attached through its tab (Playwright attaches to pages, and
// the prerender then fails with "PrerenderingDisabledByDevTools"). A small client of our own:
// one WebSocket to the browser, flat sessions, the tab attached first and its pages (the page
// shown and any page it prerenders) attached through it.
// CDP_DEBUG=1 prints the pages attached, dropped and changed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { spawnChromium } from "./harness.mjs";

// The WebSocket client that playwright-core (installed with the browser tests) carries.
const { ws: WebSocket } = createRequire(new URL("../package.json", import.meta.url))("playwright-core/lib/utilsBundle");

/** A DevTools connection: `send(method, params, sessionId)` and `on(method, handler)`. */
class Connection {
  constructor(socket) {
    this.socket = socket;
    this.nextId = 1;
    this.pending = new Map();
    this.handlers = new Map();
    socket.on("message", (data) => {
      const msg = JSON.parse(data.toString());
      if (msg.id && this.pending.has(msg.id)) {
        const { resolve, reject, method } = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        if (msg.error) reject(new Error(`${method}: ${msg.error.message}`));
        else resolve(msg.result);
      } else if (msg.method) {
        for (const h of this.handlers.get(msg.method) || []) h(msg.params, msg.sessionId);
      }
    });
  }

  send(method, params = {}, sessionId = undefined) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, method, sessionId });
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  /** Fails what was asked of a session that is gone (a page replaced by the one activated). */
  drop(sessionId) {
    for (const [id, p] of this.pending) {
      if (p.sessionId !== sessionId) continue;
      this.pending.delete(id);
      p.reject(new Error(`${p.method}: the page is gone`));
    }
  }

  on(method, handler) {
    if (!this.handlers.has(method)) this.handlers.set(method, []);
    this.handlers.get(method).push(handler);
  }
}

/**
 * Launches Chromium on a fresh profile with one tab, attached through the tab. Resolves to
 * { conn, page(), prerendered(), evaluate(expr, session), close() }: `page()` is the session of
 * the page the tab shows now (it changes when a prerendered page is activated), every page
 * session gets `setup(session)` (throttling, the phone's metrics) as soon as it is attached.
 */
export async function launchTab({ setup = async () => {}, args = [] } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "grimoire-cdp-"));
  const { proc, wsUrl, exited } = await spawnChromium(profile, args);
  const socket = new WebSocket(wsUrl, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  const conn = new Connection(socket);
  // Pages by session: the one shown, and those being prerendered.
  const pages = new Map();
  const ready = new Map();
  conn.on("Target.attachedToTarget", (params, parentSession) => {
    const { sessionId, targetInfo } = params;
    if (targetInfo.type !== "page") return;
    pages.set(sessionId, { targetInfo, parentSession });
    // A page waits for us before its first script. A page shown gets its throttling and
    // metrics first, then runs; a page being prerendered answers nothing until it runs, so it
    // runs first (its first moments unthrottled: it works before the tap anyway).
    const prerender = targetInfo.subtype === "prerender";
    const run = () => conn.send("Runtime.runIfWaitingForDebugger", {}, sessionId).catch(() => {});
    ready.set(
      sessionId,
      (async () => {
        if (prerender) await run();
        try {
          await setup(sessionId, conn);
        } catch (e) {
          // A page gone meanwhile (a prerendered page dropped) needs nothing.
          if (!/page is gone|Session with given id not found/.test(e.message)) {
            console.error(`setting up ${targetInfo.url || "a page"}: ${e.message}`);
          }
        }
        if (!prerender) await run();
      })(),
    );
  });
  conn.on("Target.detachedFromTarget", ({ sessionId }) => {
    pages.delete(sessionId);
    conn.drop(sessionId);
  });
  if (process.env.CDP_DEBUG) {
    conn.on("Target.attachedToTarget", (p) => console.error("attached", p.sessionId, p.targetInfo.subtype || ""));
    conn.on("Target.detachedFromTarget", (p) => console.error("detached", p.sessionId));
    conn.on("Target.targetInfoChanged", (p) => console.error("changed", p.targetInfo.subtype || "", p.targetInfo.url));
  }
  conn.on("Target.targetInfoChanged", ({ targetInfo }) => {
    for (const [sessionId, p] of pages) {
      if (p.targetInfo.targetId !== targetInfo.targetId) continue;
      const activated = p.targetInfo.subtype === "prerender" && targetInfo.subtype !== "prerender";
      p.targetInfo = targetInfo;
      // A prerendered page shown: it is now the tab's page (the last one in the map).
      if (activated) {
        pages.delete(sessionId);
        pages.set(sessionId, p);
      }
    }
  });
  const { targetInfos } = await conn.send("Target.getTargets", { filter: [{ type: "tab" }] });
  const tab = targetInfos.find((t) => t.type === "tab");
  const { sessionId: tabSession } = await conn.send("Target.attachToTarget", { targetId: tab.targetId, flatten: true });
  await conn.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tabSession);
  const started = performance.now();
  while (pages.size === 0 && performance.now() - started < 10000) await new Promise((r) => setTimeout(r, 10));
  await Promise.all(ready.values());

  /** The session of the page the tab shows (the latest page shown that is not prerendering). */
  const page = () => {
    let shown = null;
    for (const [sessionId, p] of pages) if (p.targetInfo.subtype !== "prerender") shown = sessionId;
    return shown;
  };
  const evaluate = async (expression, sessionId = page()) => {
    const out = await conn.send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true }, sessionId);
    if (out.exceptionDetails) throw new Error(`${expression}: ${out.exceptionDetails.exception?.description || out.exceptionDetails.text}`);
    return out.result.value;
  };
  return {
    conn,
    page,
    prerendered: () => [...pages].filter(([, p]) => p.targetInfo.subtype === "prerender").map(([s, p]) => ({ sessionId: s, url: p.targetInfo.url })),
    evaluate,
    async goto(url) {
      await conn.send("Page.navigate", { url }, page());
    },
    /** Waits until `expression` is true on the page shown; resolves to Node's clock then. */
    async until(expression, timeout = 60000) {
      const t0 = performance.now();
      for (;;) {
        const s = page();
        if (s) {
          const v = await evaluate(`(() => { try { return !!(${expression}); } catch { return false; } })()`, s).catch(() => false);
          if (v) return performance.now();
        }
        if (performance.now() - t0 > timeout) throw new Error(`timed out waiting for ${expression}`);
        await new Promise((r) => setTimeout(r, 2));
      }
    },
    async close() {
      socket.close();
      try {
        process.kill(-proc.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
