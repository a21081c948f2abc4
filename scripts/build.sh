#!/usr/bin/env bash
# Builds the release app into dist/ with Trunk, offline (no tool or crate download beyond the
# registries cargo already uses). Run scripts/setup.sh first (serve.sh and test.sh do).
#
# Two pages, two WebAssembly binaries: index.html (Blood on the Clocktower, the `grimoire`
# binary) and quintebourg.html (Quinte-bourg, the `quintebourg` binary). Trunk builds one page
# at a time and empties its dist folder first, so Quinte-bourg's page is built into a folder of
# its own and its files are copied beside the first page's; the service worker is written last,
# over both pages' files, so both work offline.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
# Fetch the crates Cargo.lock names (offline mode below forbids it during the build itself).
cargo fetch --locked --target wasm32-unknown-unknown >/dev/null
trunk build --release=true index.html
second="$(mktemp -d)"
trap 'rm -rf "$second"' EXIT
trunk build --release=true --dist "$second" quintebourg.html
# Its page (Trunk names every page it writes index.html), script, WebAssembly and style (the
# files both pages share are already there).
cp "$second/index.html" dist/quintebourg.html
(cd "$second" && find . -type f ! -name sw.js ! -name index.html -print0) | while IFS= read -r -d '' f; do
  if [[ ! -e "dist/$f" ]]; then
    mkdir -p "dist/$(dirname "$f")"
    cp "$second/$f" "dist/$f"
  fi
done
bash scripts/write-service-worker.sh dist
