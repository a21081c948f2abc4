// What a first visit waits for before a new game's players' screen, as built: the home page and
// every file it names for its start (both games' new game starts in its place, src/ui/mod.rs
// `start_here`), brotli at quality 11 as the benchmarks count it (tests/bench/botc-start-size.sh
// prints the same figure). The goal is 270 KB, the peer's whole app; this test fails only
// beyond a margin above it, so that a change that adds a whole library to the main module
// (printing a decimal number once cost 20 KB) is seen the day it is made, not measured later.
// Not a timing: a size, the same on every machine.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { DIST, requireDist } from "../lib/harness.mjs";

/** The goal (bytes, brotli) and the margin above it this test allows. */
const GOAL = 270_000;
const MARGIN = 6_000;

/** The files `html` names for its start: not its later style sheets (`data-later`, fetched once
 * a game starts), the manifest and icons (fetched at the browser's leisure) or the texts file
 * (no first screen waits for it). */
function named(html) {
  const text = fs.readFileSync(path.join(DIST, html), "utf8").replace(/<link[^>]*data-later[^>]*>/g, "");
  const refs = [...text.matchAll(/(?:href|src)=["']?\.?\/?([^ "'>]+)|'\.\/([^']+)'/g)].map((m) => m[1] || m[2]);
  return [...new Set(refs)].filter((f) => !/^(icons\/|manifest\.webmanifest$|texts-)/.test(f) && fs.existsSync(path.join(DIST, f)));
}

const brotli = (file) =>
  zlib.brotliCompressSync(fs.readFileSync(path.join(DIST, file)), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24 },
  }).length;

test("a first visit's players' screen waits for no more than the goal's bytes (brotli), with a margin", (t) => {
  requireDist();
  const files = ["index.html", ...named("index.html")];
  if (!files.some((f) => /^grimoire-split-[0-9a-f]+\.js$/.test(f))) {
    // Built unsplit (GRIMOIRE_SPLIT=0, scripts/build.sh): one module holds every screen.
    t.skip("an unsplit build: its one module holds every screen, so there is no first-visit size to hold");
    return;
  }
  // The main module is among them, and no module of a game under way.
  assert.ok(files.some((f) => /^grimoire-[0-9a-f]+_bg\.wasm$/.test(f)), `the main module is named: ${files}`);
  assert.ok(!files.some((f) => /^(split|chunk)_/.test(f)), `no later module: ${files}`);
  const sizes = files.map((f) => [f, brotli(f)]);
  const total = sizes.reduce((a, [, n]) => a + n, 0);
  console.log(`first visit → players' screen: ${total} B brotli (${sizes.map(([f, n]) => `${f} ${n}`).join(", ")})`);
  assert.ok(total <= GOAL + MARGIN, `${total} B brotli, above ${GOAL} + ${MARGIN}: ${JSON.stringify(sizes)}`);
});
