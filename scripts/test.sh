#!/usr/bin/env bash
# Runs every test: formatting and lints, the native Rust tests (engine, scenarios, properties),
# then the release build driven in headless Chromium. Installs what is missing first.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$HOME/.cargo/bin:$PATH"
# One run from a clean tree: incremental caches only cost disk (2.9 GB for the workspace).
export CARGO_INCREMENTAL=0
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
fail() { echo "FAILED: $*" >&2; exit 1; }

step "setup"
bash scripts/setup.sh || fail "setup"

step "cargo fmt --check"
cargo fmt --all -- --check || fail "cargo fmt: run 'cargo fmt'"

step "cargo clippy"
cargo clippy --locked --workspace --all-targets -- -D warnings || fail "cargo clippy"

step "cargo test"
cargo test --locked --workspace 2>&1 | tee "$logs/cargo.txt"
[ "${PIPESTATUS[0]}" = 0 ] || fail "cargo test"
# The character table's texts kept out of the binary, as the split page's build keeps them.
cargo test --locked -p grimoire-botc --features external-texts --lib texts:: 2>&1 | tee -a "$logs/cargo.txt"
[ "${PIPESTATUS[0]}" = 0 ] || fail "cargo test (external texts)"

step "release build"
bash scripts/build.sh || fail "trunk build"

step "release archive"
bash scripts/package.sh dist "$logs/release" || fail "release archive"
(cd "$logs/release" && sha256sum -c ./*.sha256) || fail "release archive checksum"

step "browser tests (headless Chromium)"
(cd tests/browser && node --test --test-reporter=tap --test-concurrency=1 specs/) 2>&1 | tee "$logs/browser.txt"
browser_status=${PIPESTATUS[0]}

sum() { awk '{ s += $1 } END { print s + 0 }'; }
rust_pass=$(grep -Eo 'test result: [a-zA-Z]+\. [0-9]+ passed' "$logs/cargo.txt" | grep -Eo '[0-9]+' | sum)
rust_fail=$(grep -Eo '[0-9]+ failed;' "$logs/cargo.txt" | grep -Eo '[0-9]+' | sum)
web_pass=$(grep -Eo '^# pass [0-9]+' "$logs/browser.txt" | grep -Eo '[0-9]+' || echo 0)
web_fail=$(grep -Eo '^# fail [0-9]+' "$logs/browser.txt" | grep -Eo '[0-9]+' || echo 0)
echo
echo "rust: ${rust_pass:-0} passed, ${rust_fail:-0} failed"
echo "browser: ${web_pass:-0} passed, ${web_fail:-0} failed"
echo "total: $(( ${rust_pass:-0} + ${web_pass:-0} )) passed, $(( ${rust_fail:-0} + ${web_fail:-0} )) failed"
[ "$browser_status" = 0 ] || fail "browser tests"
