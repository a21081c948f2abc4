#!/usr/bin/env bash
# Installs what is missing, builds the release app and serves it at http://127.0.0.1:8080
# (PORT=xxxx to change the port).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash scripts/setup.sh
bash scripts/build.sh
exec node tests/browser/serve.mjs dist "${PORT:-8080}"
