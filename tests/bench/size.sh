#!/usr/bin/env bash
# Size report of the release build: raw, gzip -9 and brotli -q 11 bytes of every file in dist/,
# totals per kind and overall. A benchmark: it prints numbers and never fails on them.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dist="${1:-$root/dist}"
[ -f "$dist/index.html" ] || { echo "no build in $dist: run scripts/build.sh first" >&2; exit 1; }
command -v brotli >/dev/null || { echo "brotli is missing: run scripts/setup.sh" >&2; exit 1; }
printf '%-48s %10s %10s %10s\n' file raw gzip brotli
declare -A kr kg kb
tr=0; tg=0; tb=0
while IFS= read -r f; do
  raw=$(stat -c %s "$dist/$f")
  gz=$(gzip -9 -c "$dist/$f" | wc -c)
  br=$(brotli -q 11 -c "$dist/$f" | wc -c)
  printf '%-48s %10d %10d %10d\n' "$f" "$raw" "$gz" "$br"
  ext="${f##*.}"
  kr[$ext]=$(( ${kr[$ext]:-0} + raw )); kg[$ext]=$(( ${kg[$ext]:-0} + gz )); kb[$ext]=$(( ${kb[$ext]:-0} + br ))
  tr=$((tr + raw)); tg=$((tg + gz)); tb=$((tb + br))
done < <(cd "$dist" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
echo
for ext in $(printf '%s\n' "${!kr[@]}" | sort); do
  printf '%-48s %10d %10d %10d\n' "total .$ext" "${kr[$ext]}" "${kg[$ext]}" "${kb[$ext]}"
done
printf '%-48s %10d %10d %10d\n' "TOTAL" "$tr" "$tg" "$tb"
echo
echo "Blood on the Clocktower's page: what its players' screen waits for, and the chunks after"
bash "$root/tests/bench/botc-start-size.sh" "$dist"
