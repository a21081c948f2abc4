// Lets Blood on the Clocktower's page begin compiling the rules' WebAssembly (the `rules` split
// point and the chunks it needs) while its main module is still compiling, when it opens a game
// (anything but a new game's players' screen, which draws without them), and Quinte-bourg's page
// begin its app's (the `qb` split point's) in the same case (a new game's players' screen is
// drawn by the main module: `src/ui/quintebourg/setup_first.rs`): run by scripts/build-split.sh
// on the split build in DIST.
//
//  - the loader (grimoire-split-ID.js) compiles each module with WebAssembly.compileStreaming
//    and instantiates it when its imports are ready (the same as instantiateStreaming in one
//    step), and takes a compile the page began early instead of fetching again (once: a failed
//    early compile is not reused, the next try fetches afresh);
//  - botc.html and quintebourg.html begin those compiles in a small script before the page's
//    module script, unless the address asks for a new game (`?new`).
//
// Usage: node tools/split/early-rules.mjs loader FILE   (the loader as wasm-split-cli wrote it,
//          before the build's names: its text is part of the build's hash)
//        node tools/split/early-rules.mjs page DIST ID   (after the split build is in DIST)
import fs from "node:fs";
import path from "node:path";

const [mode, ...args] = process.argv.slice(2);
if (mode === "loader") loader(args[0]);
else if (mode === "page") page(args[0], args[1]);
else throw new Error("usage: early-rules.mjs loader FILE | page DIST ID");

function loader(loaderPath) {
  let js = fs.readFileSync(loaderPath, "utf8");

  const load =
    /const src = fetch\(new URL\("(\.\/[^"]+\.wasm)", import\.meta\.url\)\);\n(\s*)src\.catch\(\(\) => \{\}\);\n(\s*)return async \(imports\) => \(WebAssembly\.instantiateStreaming\(src, imports\)\);/g;
  let count = 0;
  js = js.replace(load, (_, url, i1, i2) => {
    count++;
    const u = JSON.stringify(url);
    return (
      `const src = early(${u}) || WebAssembly.compileStreaming(fetch(new URL(${u}, import.meta.url)));\n` +
      `${i1}src.catch(() => {});\n` +
      `${i2}return async (imports) => (WebAssembly.instantiate(await src, imports));`
    );
  });
  if (count === 0) throw new Error(`early-rules.mjs: the loader ${loaderPath} is not in the expected form`);
  js = js.replace(
    /^(import [^\n]*\n)/,
    `$1// A module whose compiling the page began early (botc.html), taken once.\n` +
      `function early(url) {\n` +
      `    const begun = globalThis.grimoireEarly;\n` +
      `    const module = begun && begun[url];\n` +
      `    if (module) delete begun[url];\n` +
      `    return module;\n` +
      `}\n`,
  );
  fs.writeFileSync(loaderPath, js);
  console.log(`early-rules: ${count} modules compiled apart from their instantiation`);
}

function page(dist, id) {
  const js = fs.readFileSync(path.join(dist, `grimoire-split-${id}.js`), "utf8");
  if (!js.includes("function early(url)")) throw new Error("early-rules.mjs: the loader was not prepared (mode loader)");
  // Blood on the Clocktower's page begins its rules, and Quinte-bourg's its app's module, unless
  // it opens for a new game (`?new`): its players' screen draws without them, and fetches them
  // once painted.
  const unlessNew = "!/[?&]new(&|$)/.test(location.search)&&";
  begin(dist, id, js, "botc.html", "rules", unlessNew);
  begin(dist, id, js, "quintebourg.html", "qb", unlessNew);
}

/** Writes into `pageName` the script that begins compiling split point `module`'s modules (its
 * own and every chunk the loader says it uses) when `when` (a JavaScript condition followed by
 * `&&`, or nothing) holds. */
function begin(dist, id, js, pageName, module, when) {
  const files = [`./split_${module}-${id}.wasm`];
  for (const m of js.matchAll(/\/\* ([a-z_, ]+) \*\/\nconst __(chunk_\d+)/g)) {
    if (m[1].split(", ").includes(module)) files.push(`./${m[2]}-${id}.wasm`);
  }
  if (!fs.existsSync(path.join(dist, files[0]))) throw new Error(`early-rules.mjs: no ${files[0]}`);

  const pagePath = path.join(dist, pageName);
  let html = fs.readFileSync(pagePath, "utf8");
  // A previous run's script out first.
  html = html.replace(/<script data-early-rules>[^<]*<\/script>/g, "");
  const script =
    `<script data-early-rules>if(${when}WebAssembly.compileStreaming){` +
    `var begun=self.grimoireEarly={};${JSON.stringify(files)}.forEach(function(u){` +
    `var m=WebAssembly.compileStreaming(fetch(u));m.catch(function(){});begun[u]=m})}</script>`;
  if (!html.includes("<script type=module>")) throw new Error(`early-rules.mjs: ${pageName} has no module script`);
  html = html.replace("<script type=module>", `${script}<script type=module>`);
  fs.writeFileSync(pagePath, html);
  console.log(`early-rules: ${pageName} begins compiling the ${module} split's ${files.length} modules early`);
}
