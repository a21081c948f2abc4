#!/usr/bin/env bash
# Trunk post-build hook: writes sw.js into the build with every file of the build listed, and a
# version derived from their contents, so nothing is forgotten and every new build gets a new cache.
# The 512-pixel install icons are left out of the precache: the browser fetches them itself when
# the app is installed (online), and the page never shows them; the 192-pixel icon stays (the
# home-screen icon of iOS, from index.html).
set -euo pipefail
dir="${TRUNK_STAGING_DIR:-${1:-dist}}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$dir"
rm -f sw.js
mapfile -t all < <(find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
version=$(for f in "${all[@]}"; do printf '%s ' "$f"; sha256sum "$f" | cut -c1-64; done | sha256sum | cut -c1-16)
files=()
for f in "${all[@]}"; do [[ "$f" == icons/*-512.png ]] || files+=("$f"); done
list="[\"./\""
for f in "${files[@]}"; do list="$list, \"$f\""; done
list="$list]"
sed -e "s|__VERSION__|$version|" -e "s|__FILES__|$list|" "$root/web/sw.template.js" > sw.js
echo "service worker: ${#files[@]} files precached, version $version"
