#!/usr/bin/env bash
# Rebuilds the app's WebAssembly (the `grimoire` binary, which every page runs) split: a main
# module with what the home page and Blood on the Clocktower's first screens need, chunks with
# the screens of a game under way (src/ui/later.rs), loaded while the Storyteller types the
# names, and Quinte-bourg's app in a module of its own (`qb`), which only its game fetches.
# Replaces, in a dist/ that scripts/build.sh has written, the single WebAssembly Trunk built for
# the pages, then writes the service worker again.
#
#   cargo build --features split (link argument --emit-relocs: wasm-split needs the relocations)
#   → wasm-split-cli (crate wasm_split_cli_support, the step cargo-leptos runs for `--split`):
#     main module + chunks + the loader script __wasm_split.js
#   → wasm-bindgen on the main module only (--keep-lld-exports: the chunks import the main
#     module's memory, table and stack pointer), the chunks need no bindings
#   → wasm-opt -Oz on the main module and on each chunk
#   → names with the build's hash, index.html and botc.html pointed at them.
#
# Usage: scripts/build-split.sh [DIST]   (default dist/). scripts/build.sh runs it after Trunk.
# Its cargo build has its own target dir (target/split, or $CARGO_TARGET_DIR/split): its
# RUSTFLAGS differ from Trunk's, and sharing a dir would rebuild every crate at each switch.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
dist="$(cd "${1:-dist}" && pwd)"
export PATH="$root/tools/bin:$HOME/.cargo/bin:$PATH"
target="${CARGO_TARGET_DIR:-$root/target}/split"
split_cli="${WASM_SPLIT_CLI:-$(command -v wasm-split-cli || true)}"
[[ -x "$split_cli" ]] || {
  echo "build-split.sh: wasm-split-cli is missing: cargo install wasm_split_cli_support --version 0.2.4 --features build-binary --locked" >&2
  exit 1
}
[[ -f "$dist/botc.html" ]] || { echo "build-split.sh: no $dist/botc.html: run scripts/build.sh first" >&2; exit 1; }

# 1. The binary, with the relocations wasm-split reads. The config's own rustflags
#    (.cargo/config.toml: --cfg erase_components) are repeated: RUSTFLAGS replaces them.
#    SPLIT_INPUT=file.wasm skips this step (a binary built so already).
input="${SPLIT_INPUT:-$target/wasm32-unknown-unknown/release/grimoire.wasm}"
if [[ -z "${SPLIT_INPUT:-}" ]]; then
  CARGO_TARGET_DIR="$target" RUSTFLAGS="--cfg erase_components -Clink-args=--emit-relocs" \
    cargo build --release --locked --offline --target wasm32-unknown-unknown --bin grimoire --features split
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# 2. Split: $work/grimoire.wasm (the main module, before wasm-bindgen), the chunks
#    ($work/*.wasm) and the loader $work/__wasm_split.js, which imports initSync from
#    ./grimoire.js and fetches the chunks next to itself.
mkdir "$work/split" "$work/out"
"$split_cli" "$input" "$work/split" --out-name grimoire
# 3. Bindings for the main module.
wasm-bindgen --target web --no-typescript --keep-lld-exports --no-demangle \
  --out-dir "$work/out" --out-name grimoire "$work/split/grimoire.wasm"
rm "$work/split/grimoire.wasm"
mv "$work/split/"* "$work/out/"
# 4. Optimised for size, each module on its own.
#    SPLIT_OPT=0 skips it (function names stay, for readable stack traces).
if [[ "${SPLIT_OPT:-1}" != 0 ]]; then
  for wasm in "$work/out/"*.wasm; do
    # shellcheck disable=SC2086 # SPLIT_OPT_ARGS: more flags, e.g. --debuginfo to keep the names for a profile
    wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int ${SPLIT_OPT_ARGS:-} "$wasm" -o "$wasm" &
    # Two at a time (wasm-opt is single-threaded here).
    (($(jobs -r | wc -l) >= 2)) && wait -n
  done
  wait
fi
# 4b. The loader compiles each module apart from its instantiation, and takes a compile the
#     page began early (tools/split/early-rules.mjs; before the hash: the loader's text is part
#     of it).
node "$root/tools/split/early-rules.mjs" loader "$work/out/__wasm_split.js"
# 4c. wasm-bindgen's script and its snippets, minified (Trunk's minifier fails on them, and
#     the split build ships them itself): on the path to every first screen. The loader stays
#     as written: scripts/write-service-worker.sh reads the note above each of its modules.
terser="$root/tools/node_modules/terser/bin/terser"
[[ -f "$terser" ]] || { echo "build-split.sh: Terser is missing: run scripts/setup.sh" >&2; exit 1; }
while IFS= read -r -d '' js; do
  node "$terser" "$js" --module --compress --mangle --output "$js"
done < <(find "$work/out" -name '*.js' ! -name __wasm_split.js -print0)
# 4d. The character table's longer texts, which this build keeps out of the WebAssembly (the
#     `split` feature turns on grimoire-botc's `external-texts`): a file of their own, fetched
#     with the rules (crates/botc/src/texts.rs; a native run of its example writes it).
cargo run --locked --offline --quiet -p grimoire-botc --example texts > "$work/out/texts.txt"
[[ -s "$work/out/texts.txt" ]] || { echo "build-split.sh: the texts file is empty" >&2; exit 1; }
# 5. One hash for the build (the files name each other in a cycle: the page's script imports the
#    loader, which imports the page's script), in every name, so that the service worker and the
#    HTTP cache may keep them for good.
id="$(cd "$work/out" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)"
cd "$work/out"
chunks=()
for wasm in *.wasm; do
  [[ "$wasm" == grimoire_bg.wasm ]] && continue
  chunks+=("${wasm%.wasm}")
done
sed -i "s|from *\"\./__wasm_split\.js\"|from \"./grimoire-split-$id.js\"|g" grimoire.js
grep -q "grimoire-split-$id.js" grimoire.js || { echo "build-split.sh: grimoire.js does not import the loader" >&2; exit 1; }
sed -i "s|\./grimoire\.js|./grimoire-$id.js|g" __wasm_split.js
for c in "${chunks[@]}"; do
  sed -i "s|\"\./$c\.wasm\"|\"./$c-$id.wasm\"|g" __wasm_split.js
  mv "$c.wasm" "$c-$id.wasm"
done
mv texts.txt "texts-$id.txt"
mv __wasm_split.js "grimoire-split-$id.js"
mv grimoire.js "grimoire-$id.js"
mv grimoire_bg.wasm "grimoire-${id}_bg.wasm"
# 6. Into dist/: Trunk's single WebAssembly and its script out, these in, the pages that run
#    them (the home page, botc.html and quintebourg.html: one binary) pointed at them.
for page in botc.html quintebourg.html index.html; do
  old="$(grep -o 'grimoire-[0-9a-f]*\.js' "$dist/$page" | head -1)"
  old="${old%.js}"
  rm -f "$dist/$old.js" "$dist/${old}_bg.wasm"
  # A split build's loader and chunks, when dist/ had one already.
  oldid="${old#grimoire-}"
  rm -f "$dist/grimoire-split-$oldid.js" "$dist/"*"-$oldid.wasm" "$dist/texts-$oldid.txt"
  cp -r . "$dist/"
  sed -i -e "s|$old\.js|grimoire-$id.js|g" -e "s|${old}_bg\.wasm|grimoire-${id}_bg.wasm|g" "$dist/$page"
  # The loader is needed at start (the main module imports it): fetched with the page's script
  # (a previous split build's preload out first).
  sed -i "s|<link crossorigin href=./grimoire-split-[0-9a-f]*\.js rel=modulepreload>||g" "$dist/$page"
  sed -i "s|<link crossorigin href=./grimoire-$id.js rel=modulepreload>|&<link crossorigin href=./grimoire-split-$id.js rel=modulepreload>|" "$dist/$page"
done
# The texts, preloaded by Blood on the Clocktower's page (the home page needs none of them); the
# page finds the file by this link (src/main.rs, `texts`). A game started in the home page's place
# finds it by its name, which is the loader's (`grimoire-split-<id>.js` → `texts-<id>.txt`).
sed -i "s|<link rel=preload as=fetch crossorigin href=./texts-[0-9a-f]*\.txt data-texts>||g" "$dist/botc.html"
sed -i "s|</head>|<link rel=preload as=fetch crossorigin href=./texts-$id.txt data-texts></head>|" "$dist/botc.html"
grep -q "texts-$id.txt" "$dist/botc.html" || { echo "build-split.sh: botc.html does not name its texts" >&2; exit 1; }
# A game opened (not a new game) begins compiling the rules' modules while the main module
# compiles (a small script in botc.html, from tools/split/early-rules.mjs); Quinte-bourg's page
# begins compiling its app's modules at once.
node "$root/tools/split/early-rules.mjs" page "$dist" "$id"
cd "$root"
bash scripts/write-service-worker.sh "$dist"
echo "split build $id: main grimoire-${id}_bg.wasm, loader grimoire-split-$id.js, texts texts-$id.txt, chunks: ${chunks[*]/%/-$id.wasm}"
