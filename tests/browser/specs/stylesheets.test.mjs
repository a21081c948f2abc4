// The style sheets as written: every brace closed, and every section (a `/* ---- … ---- */`
// heading) at the top level. A section left inside an `@media print { … }` block styles its
// screen only on paper: the player's card once showed unstyled that way.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const STYLE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../style");

/** Depth of braces at each line start, comments and strings skipped. */
function depths(text) {
  const out = [];
  let depth = 0;
  let line = 0;
  out[0] = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const skipped = text.slice(i, end < 0 ? text.length : end + 2);
      for (const ch of skipped) if (ch === "\n") out[++line] = depth;
      i = (end < 0 ? text.length : end + 2) - 1;
      continue;
    }
    if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (c === "{") depth++;
    if (c === "}") depth--;
    assert.ok(depth >= 0, `a closing brace with nothing open, line ${line + 1}`);
    if (c === "\n") out[++line] = depth;
  }
  return { lines: out, end: depth };
}

test("every style sheet closes its braces and keeps its sections at the top level", () => {
  const files = fs.readdirSync(STYLE).filter((f) => f.endsWith(".css"));
  assert.ok(files.includes("main.css"));
  for (const f of files) {
    const text = fs.readFileSync(path.join(STYLE, f), "utf8");
    const { lines, end } = depths(text);
    assert.equal(end, 0, `${f}: ${end} brace(s) left open`);
    const sections = [];
    text.split("\n").forEach((l, i) => {
      if (/^\s*\/\* ----/.test(l)) sections.push([i, l.trim()]);
    });
    for (const [i, heading] of sections) {
      assert.equal(lines[i], 0, `${f}:${i + 1}: "${heading}" is inside a block`);
    }
  }
});
