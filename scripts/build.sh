#!/usr/bin/env bash
# Builds the release app into dist/ with Trunk, offline (no tool or crate download beyond the
# registries cargo already uses). Run scripts/setup.sh first (serve.sh and test.sh do).
#
# Three pages, one WebAssembly binary: index.html (the home page: the saved games and "New
# game"), botc.html (Blood on the Clocktower) and quintebourg.html (Quinte-bourg) all run the
# `grimoire` binary, each page starting its own app from it (`ui::start`). Trunk builds one page
# at a time and empties its dist folder first, so each game's page is built into a folder of its
# own and its
# files are copied beside the home page's; the service worker is written last, over every
# page's files, so they all work offline.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# tools/bin first: Binaryen's wasm-opt from npm (scripts/setup.sh), before any other wasm-opt.
export PATH="$root/tools/bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
if ! wasm-opt --version 2>/dev/null | grep -q "version_132"; then
  echo "build.sh: wasm-opt 132 (tools/bin/wasm-opt, from npm) is not installed: run scripts/setup.sh first" >&2
  exit 1
fi
# Fetch the crates Cargo.lock names (offline mode below forbids it during the build itself).
cargo fetch --locked --target wasm32-unknown-unknown >/dev/null
trunk build --release=true index.html
for page in botc.html quintebourg.html; do
  second="$(mktemp -d)"
  trunk build --release=true --dist "$second" "$page"
  # Its page (Trunk names every page it writes index.html), script, WebAssembly and style (the
  # files the pages share are already there).
  cp "$second/index.html" "dist/$page"
  (cd "$second" && find . -type f ! -name sw.js ! -name index.html -print0) | while IFS= read -r -d '' f; do
    if [[ ! -e "dist/$f" ]]; then
      mkdir -p "dist/$(dirname "$f")"
      cp "$second/$f" "dist/$f"
    fi
  done
  rm -rf "$second"
done
# The WebAssembly split: a main module with what the home page and Blood on the Clocktower's
# first screens need, chunks with the screens of a game under way, fetched while the names are
# typed, and Quinte-bourg's app apart (scripts/build-split.sh; it writes the service worker
# again). GRIMOIRE_SPLIT=0 keeps Trunk's
# single WebAssembly (the same app, as `trunk serve` builds it).
if [[ "${GRIMOIRE_SPLIT:-1}" != 0 ]]; then
  bash scripts/build-split.sh dist
else
  bash scripts/write-service-worker.sh dist
fi
