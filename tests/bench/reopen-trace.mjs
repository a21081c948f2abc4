// Where a warm reopen's time goes: a Blood on the Clocktower game left open, its page opened
// again (at its own address, from the worker's cache) in one profile, each time inside a
// Chromium trace at the CPU rate asked (4× unless RATE says), nothing asked of the page until
// its start is over (as on a phone: no test driver's script in it). Prints, per reopen, the page's
// marks, the WebAssembly modules asked for before its players' screen, the documents its main
// thread made besides the page (an SVG image is one) before it, and the main thread's
// time from navigation start to that screen: its tasks, and within them the document's commit,
// the HTML's parse, JavaScript's compile, WebAssembly (compile, code-cache reads, instances),
// calls into the app and the frame's style, layout and paint; then medians. It prints numbers
// and never fails on them.
// The game reopened is one in progress (GAME=board, the default): nine players seated, the
// characters drawn, the first night on the board; GAME=players reopens a new game's players'
// screen with no name yet (the only game these figures used before: it needs none of the game's
// later modules).
// With WHAT=new, the same for "New game" → the players' screen, not prerendered: from the tap on
// the home page (left idle 2 s, its worker installed), each time in a fresh profile, with the
// time from the tap to the new page's navigation start (the home page's own work and unload).
// Last, the DOM work of one more reopen, counted (calls and nodes: the same from one run to the next).
// Run after a build: node tests/bench/reopen-trace.mjs (GRIMOIRE_DIST=... for another build;
// WHAT=new; RATE=, RUNS=; SAVE_TRACE=file.json keeps the last trace).
import fs from "node:fs";
import { DIST, requireDist } from "../browser/lib/harness.mjs";
import { brotliServer, compressAll } from "./lib/server.mjs";
import { launchPhone } from "./lib/phone.mjs";
import { seatPlayers, drawCharacters, NINE } from "../browser/specs/grimoire-helpers.mjs";

const RATE = Number(process.env.RATE || 4);
// WHAT=new: "New game" tapped on the home page instead (its page started from nothing, as where
// the browser does not prerender it), a fresh profile each time.
const WHAT = process.env.WHAT || "reopen";
const GAME = process.env.GAME || "board";
const RUNS = Number(process.env.RUNS || 6);
const CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "blink.user_timing",
  "v8",
  "v8.wasm",
  "disabled-by-default-v8.wasm.detailed",
  "disabled-by-default-devtools.timeline",
  "loading",
  "disabled-by-default-v8.compile",
  "v8.execute",
].join(",");
const MARKS = ["grimoire-journal-open", "grimoire-journal-ready", "grimoire-start", "grimoire-game-read", "grimoire-interactive"];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

/** Kinds of main-thread work, each summed over its outermost events (a kind may sit inside
 * another: a script's compile inside the HTML's parse), so they do not add up to the tasks. */
const KINDS = {
  commit: /^DocumentLoader::CommitNavigation$/,
  html: /^ParseHTML$/,
  "js compile": /^(V8\.ParseProgram|V8\.CompileCode|V8\.Compile|V8\.ParseFunction|V8\.CompileIgnition|V8\.PreParse)$/,
  wasm: /wasm/i,
  "app (wasm calls)": /^FunctionCall$/,
  render: /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit)$/,
};

async function trace(cdp, act) {
  const events = [];
  const collect = (d) => events.push(...d.value);
  cdp.on("Tracing.dataCollected", collect);
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
  await act();
  await cdp.send("Tracing.end");
  await done;
  cdp.off("Tracing.dataCollected", collect);
  return events;
}

/** Main-thread time between `from` and `to` (µs): the tasks, and each kind's outermost events. */
function busy(events, from, to) {
  const x = events.filter((e) => e.ph === "X" && e.dur && e.ts + e.dur >= from && e.ts <= to).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const clip = (e) => Math.min(e.ts + e.dur, to) - Math.max(e.ts, from);
  const sums = { task: x.filter((e) => e.name === "ThreadControllerImpl::RunTask").reduce((t, e) => t + clip(e), 0) };
  for (const [kind, re] of Object.entries(KINDS)) {
    let end = -Infinity;
    sums[kind] = 0;
    for (const e of x) {
      if (!re.test(e.name) || e.ts < end) continue;
      sums[kind] += clip(e);
      end = e.ts + e.dur;
    }
  }
  return sums;
}

/** One traced start: `act` navigates; the page's start is over by its "grimoire-interactive"
 * mark. `from` (optional): a mark of the page before, where the time counts from (the tap). */
async function traced(page, cdp, act, from) {
  const events = await trace(cdp, act);
  const marks = await page.evaluate((names) => Object.fromEntries(names.map((n) => [n, performance.getEntriesByName(n)[0]?.startTime])), MARKS);
  // The WebAssembly modules asked for before the players' screen (the rest are the chunks
  // the page fetches once it is up).
  const wasmRes = await page.evaluate(() => {
    const ready = performance.getEntriesByName("grimoire-interactive")[0].startTime;
    return performance.getEntriesByType("resource").filter((r) => r.name.endsWith(".wasm") && r.startTime < ready).length;
  });
  const threads = new Set(events.filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  // The page's process and main thread: where its last "grimoire-interactive" was marked.
  const last = events.filter((e) => e.name === "grimoire-interactive" && threads.has(`${e.pid}:${e.tid}`)).sort((a, b) => b.ts - a.ts)[0];
  const main = events.filter((e) => e.pid === last.pid && e.tid === last.tid);
  const interactive = last.ts;
  // Navigation start: the mark's own time origin (a trace can hold other navigationStart
  // events of that thread close before the mark).
  const nav = interactive - marks["grimoire-interactive"] * 1000;
  const sums = busy(main, nav, interactive);
  const wasmAll = events.filter((e) => /wasm/i.test(e.name) && e.ph === "X" && e.pid === last.pid && e.ts >= nav && e.ts <= interactive);
  const wasmNames = new Map();
  for (const e of wasmAll) {
    const key = `${e.name}${e.tid === last.tid ? "" : " (other thread)"}`;
    const [n, d] = wasmNames.get(key) || [0, 0];
    wasmNames.set(key, [n + 1, d + e.dur]);
  }
  // Documents the page's main thread made besides the page itself before its mark (an SVG
  // image is one: Chromium drew the page's SVG tab icon that way), each in a frame of its own.
  const frames = new Set(main.filter((e) => e.name === "navigationStart" && e.ts >= nav - 1000 && e.ts <= interactive).map((e) => e.args.frame));
  const documents = frames.size - 1;
  const ms = (us) => (us / 1000).toFixed(1);
  const row = { interactive: (interactive - nav) / 1000 };
  let before = "";
  if (from) {
    // The tap, marked in the page before; its time to the new page's navigation start.
    const tap = events.filter((e) => e.name === from).sort((a, b) => b.ts - a.ts)[0];
    row.fromTap = (interactive - tap.ts) / 1000;
    row.toNavigation = (nav - tap.ts) / 1000;
    before = `tap → navigation ${ms(nav - tap.ts)}, tap → interactive ${ms(interactive - tap.ts)} · `;
  }
  Object.assign(row, Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, v / 1000])));
  const w = [...wasmNames].sort((a, b) => b[1][1] - a[1][1]).slice(0, 6).map(([n, [c, d]]) => `${n} ×${c} ${ms(d)}`).join(", ");
  const lines = [
    before + MARKS.map((m) => `${m.replace("grimoire-", "")} ${marks[m]?.toFixed(0)}`).join(", ") + ` · ${wasmRes} WebAssembly modules, ${documents} other documents`,
    "    main thread to interactive: " + Object.entries(sums).map(([k, v]) => `${k} ${ms(v)}`).join(", ") + " ms",
    `    WebAssembly events: ${w}`,
  ];
  return { row, lines, events };
}

/** A fresh profile, its worker installed and the home page reloaded under it, left idle 2 s
 * as a Storyteller reads it. */
async function homeIdle(context, url) {
  const page = context.pages()[0] || (await context.newPage());
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(800);
  await page.reload();
  await page.waitForSelector('[data-testid="new-game"]');
  return page;
}

/** The DOM work of one more reopen, after the timed ones (a count, the same from one run to the
 * next, where the times vary with the machine): the page's calls that build its first screen
 * (elements and text nodes made, nodes cloned (the markers of the parts that may change),
 * nodes inserted, attributes set), and the nodes the body then holds. */
async function domWork(page, address, shown) {
  await page.addInitScript(() => {
    const calls = (window.__grimoireDomCalls = {});
    const count = (proto, name) => {
      const f = proto[name];
      proto[name] = function (...args) {
        calls[name] = (calls[name] || 0) + 1;
        return f.apply(this, args);
      };
    };
    count(Document.prototype, "createElement");
    count(Document.prototype, "createElementNS");
    count(Document.prototype, "createTextNode");
    count(Node.prototype, "cloneNode");
    count(Node.prototype, "insertBefore");
    count(Node.prototype, "appendChild");
    count(Element.prototype, "setAttribute");
  });
  await page.goto(address, { waitUntil: "commit" });
  await page.waitForSelector(shown, { timeout: 60000 });
  await page.waitForTimeout(1500);
  const { calls, nodes } = await page.evaluate(() => {
    const nodes = { elements: 0, texts: 0, comments: 0 };
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_ALL);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (n.nodeType === 1) nodes.elements++;
      else if (n.nodeType === 3) nodes.texts++;
      else if (n.nodeType === 8) nodes.comments++;
    }
    return { calls: window.__grimoireDomCalls, nodes };
  });
  const total = Object.values(calls).reduce((a, b) => a + b, 0);
  return (
    `DOM work of a reopen: ${total} calls (` +
    Object.entries(calls).map(([k, v]) => `${k} ${v}`).join(", ") +
    `); the body then holds ${nodes.elements} elements, ${nodes.texts} text nodes, ${nodes.comments} comments`
  );
}

const players = '[data-testid="new-player-name"]';
requireDist();
compressAll(DIST);
const server = await brotliServer(DIST);
const rows = [];
const keep = (i, events) => {
  if (process.env.SAVE_TRACE && i === RUNS - 1) fs.writeFileSync(process.env.SAVE_TRACE, JSON.stringify({ traceEvents: events }));
};
try {
  if (WHAT === "new") {
    console.log(`"New game" → Blood on the Clocktower's players, not prerendered, at ${RATE}× CPU, ${RUNS} fresh profiles`);
    for (let i = 0; i < RUNS; i++) {
      const phone = await launchPhone("grimoire-new-game-");
      try {
        const page = await homeIdle(phone.context, server.url);
        const cdp = await phone.context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
        await page.waitForTimeout(2000);
        await page.click('[data-testid="new-game"]');
        await page.waitForTimeout(300);
        const { row, lines, events } = await traced(
          page,
          cdp,
          async () => {
            await page.evaluate(() => performance.mark("grimoire-bench-tap"));
            await page.click('[data-testid="new-game-botc"]', { noWaitAfter: true });
            await new Promise((r) => setTimeout(r, 3000));
            await page.waitForSelector(players, { timeout: 60000 });
          },
          "grimoire-bench-tap",
        );
        rows.push(row);
        console.log(`#${i + 1}: ${lines.join("\n")}`);
        keep(i, events);
      } finally {
        await phone.close();
      }
    }
  } else {
    const phone = await launchPhone("grimoire-reopen-");
    try {
      const page = await homeIdle(phone.context, server.url);
      await page.waitForTimeout(2000);
      let shown = players;
      if (GAME === "players") {
        await page.click('[data-testid="new-game"]');
        await page.click('[data-testid="new-game-botc"]');
        await page.waitForSelector(players, { timeout: 60000 });
      } else {
        await seatPlayers(page, NINE);
        await drawCharacters(page);
        await page.click('[data-testid="keep-bluffs"]');
        await page.click('[data-testid="start-game"]');
        shown = '[data-testid="board"]';
        await page.waitForSelector(shown, { timeout: 60000 });
      }
      await page.waitForTimeout(1500);
      const address = page.url();
      const cdp = await phone.context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
      console.log(`reopen of ${address.replace(server.url, "./")} (${GAME === "players" ? "a new game's players' screen" : "nine players on the board, first night"}) at ${RATE}× CPU, ${RUNS} times in one profile`);
      for (let i = 0; i < RUNS; i++) {
        const { row, lines, events } = await traced(page, cdp, async () => {
          await page.goto(address, { waitUntil: "commit" });
          // Nothing asked of the page until its start is over: Playwright's wait for a selector
          // would evaluate its own script in the page (about 50 ms of the main thread at 4×)
          // while the app starts.
          await new Promise((r) => setTimeout(r, 3000));
          await page.waitForSelector(shown, { timeout: 60000 });
        });
        rows.push(row);
        console.log(`#${i + 1}: ${lines.join("\n")}`);
        keep(i, events);
      }
      console.log(await domWork(page, address, shown));
    } finally {
      await phone.close();
    }
  }
  const keys = Object.keys(rows[0]);
  console.log("medians (ms): " + keys.map((k) => `${k} ${median(rows.map((r) => r[k])).toFixed(1)}`).join(", "));
} finally {
  await server.close();
}
