#!/usr/bin/env bash
# Trunk post-build hook: writes sw.js into the build with every file of the build listed, and a
# version derived from their contents, so nothing is forgotten and every new build gets a new cache.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:-${1:-dist}}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$dir"
rm -f sw.js
mapfile -t files < <(find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
version=$(for f in "${files[@]}"; do printf '%s ' "$f"; sha256sum "$f" | cut -c1-64; done | sha256sum | cut -c1-16)
list="[\"./\""
for f in "${files[@]}"; do list="$list, \"$f\""; done
list="$list]"
sed -e "s|__VERSION__|$version|" -e "s|__FILES__|$list|" "$root/web/sw.template.js" > sw.js
echo "service worker: ${#files[@]} files precached, version $version"
