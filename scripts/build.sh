#!/usr/bin/env bash
# Builds the release app into dist/ with Trunk, offline (no tool or crate download beyond the
# registries cargo already uses). Run scripts/setup.sh first (serve.sh and test.sh do).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
# Fetch the crates Cargo.lock names (offline mode below forbids it during the build itself).
cargo fetch --locked --target wasm32-unknown-unknown >/dev/null
trunk build --release
