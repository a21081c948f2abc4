#!/usr/bin/env bash
# Installs everything Grimoire needs to build, serve and test, skipping what is already there at
# the right version. Safe to run again: a second run only checks versions.
#
# --build-only: only what building dist/ needs (no Chromium, Node.js or test driver), as the
# publishing workflow (.github/workflows/pages.yml) uses it.
set -euo pipefail

build_only=0
for arg in "$@"; do
  case "$arg" in
    --build-only) build_only=1 ;;
    *) echo "setup.sh: unknown option $arg (known: --build-only)" >&2; exit 2 ;;
  esac
done

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130 # must equal the wasm-bindgen in Cargo.lock
WASM_OPT_VERSION=132 # Binaryen's Node.js build from npm (tools/package.json), as Trunk.toml says
# The split step of Blood on the Clocktower's page (scripts/build-split.sh): its format must match
# the wasm_split_helpers that Leptos brings in Cargo.lock (0.2.x).
WASM_SPLIT_VERSION=0.2.4
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then
    as_root apt-get update -qq
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

command -v cargo >/dev/null || { echo "cargo not found: install Rust with rustup first" >&2; exit 1; }

# Native build tools for crates with C parts, Node.js for wasm-opt, and the browser test tools.
need_pkgs=()
command -v cc >/dev/null || need_pkgs+=(build-essential)
command -v pkg-config >/dev/null || need_pkgs+=(pkg-config)
[ -e /usr/include/openssl/ssl.h ] || need_pkgs+=(libssl-dev)
command -v gzip >/dev/null || need_pkgs+=(gzip)
command -v node >/dev/null || need_pkgs+=(nodejs)
command -v npm >/dev/null || need_pkgs+=(npm)
if [ "$build_only" = 0 ]; then
  command -v chromium >/dev/null || need_pkgs+=(chromium)
  command -v chromedriver >/dev/null || need_pkgs+=(chromium-driver)
  command -v brotli >/dev/null || need_pkgs+=(brotli)
  fc-list 2>/dev/null | grep -qi dejavu || need_pkgs+=(fonts-dejavu-core)
fi
if [ ${#need_pkgs[@]} -gt 0 ]; then
  say "installing Debian packages: ${need_pkgs[*]}"
  apt_install "${need_pkgs[@]}"
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

version_of() { "$1" --version 2>/dev/null | head -n1 || true; }

if ! version_of trunk | grep -q " $TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (about 9 minutes on 2 cores)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi
if ! version_of wasm-bindgen | grep -q " $WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 5 minutes)"
  # Not --locked: the CLI's own lock file names a crate version the registry no longer serves.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi
if ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  say "installing wasm-split-cli $WASM_SPLIT_VERSION (about 2 minutes)"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked
fi
# wasm-opt: Binaryen's Node.js build from the npm registry, pinned by tools/package-lock.json
# (seconds to install, where compiling Binaryen's C++ took about 12 minutes). scripts/build.sh
# puts tools/bin first on the PATH. Terser, from the same lock file, minifies the split build's
# scripts (scripts/build-split.sh).
if ! version_of "$ROOT/tools/bin/wasm-opt" | grep -q "version $WASM_OPT_VERSION" \
  || [ ! -f "$ROOT/tools/node_modules/terser/bin/terser" ]; then
  say "installing wasm-opt (Binaryen $WASM_OPT_VERSION for Node.js) and Terser, from npm"
  (cd "$ROOT/tools" && npm ci --no-audit --no-fund --silent)
fi

if [ "$build_only" = 0 ] && [ -f "$ROOT/tests/browser/package.json" ]; then
  if [ ! -d "$ROOT/tests/browser/node_modules/playwright-core" ]; then
    say "installing the browser test driver (playwright-core, no browser download)"
    (cd "$ROOT/tests/browser" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --silent)
  fi
fi
wasm_opt_version="$(version_of "$ROOT/tools/bin/wasm-opt")"
if [ "$build_only" = 1 ]; then
  say "build tools ready: $(version_of trunk), $(version_of wasm-bindgen), $wasm_opt_version, wasm-split-cli $WASM_SPLIT_VERSION"
else
  say "tools ready: $(version_of trunk), $(version_of wasm-bindgen), $wasm_opt_version, wasm-split-cli $WASM_SPLIT_VERSION, $(version_of chromium)"
fi
