#!/usr/bin/env bash
# Raw, gzip -9 and brotli -q 11 bytes of the app's WebAssembly and scripts
# (DIST, default dist/), as tests/bench/size.sh measures: the main module and its scripts first
# (what the players' screen waits for), then every chunk of a split build
# (scripts/build-split.sh). tests/bench/size.sh prints it after its own table.
set -euo pipefail
dist="${1:-dist}"
cd "$dist"
id="$(grep -o 'grimoire-[0-9a-f]*\.js' botc.html | head -1 | sed 's/grimoire-//; s/\.js//')"
row() { printf '%-58s %9d %9d %9d\n' "$1" "$(stat -c %s "$1")" "$(gzip -9 -c "$1" | wc -c)" "$(brotli -q 11 -c "$1" | wc -c)"; }
sum() { local r=0 g=0 b=0; for f in "$@"; do r=$((r + $(stat -c %s "$f"))); g=$((g + $(gzip -9 -c "$f" | wc -c))); b=$((b + $(brotli -q 11 -c "$f" | wc -c))); done; printf '%-58s %9d %9d %9d\n' "$label" $r $g $b; }
printf '%-58s %9s %9s %9s\n' file raw gzip brotli
first=("grimoire-${id}_bg.wasm" "grimoire-$id.js")
[[ -f "grimoire-split-$id.js" ]] && first+=("grimoire-split-$id.js")
for f in "${first[@]}"; do row "$f"; done
mapfile -t chunks < <(ls -- *"-$id.wasm" 2>/dev/null | grep -v "^grimoire-" | LC_ALL=C sort || true)
for f in "${chunks[@]}"; do row "$f"; done
label="at start (main module + scripts)"; sum "${first[@]}"
if ((${#chunks[@]})); then label="chunks"; sum "${chunks[@]}"; fi
label="all of the page's WebAssembly and scripts"; sum "${first[@]}" "${chunks[@]}"
# A first visit that goes on from the home screen to a new game's players' screen: the home page
# and every file it names for its start (the manifest and icons, which the browser fetches at its
# leisure, and the texts file, which no first screen waits for, are apart). Both games' new game
# starts in the home page's place (src/ui/mod.rs, `start_here`): its players' screen needs no
# other file. A game's page (botc.html, quintebourg.html, and the files it names that the home
# page does not) is what a game opened at its address needs.
# A style sheet marked `data-later` (disabled: not fetched) is fetched once the first screen is
# up (src/ui/later.rs, `enable_styles`): apart too.
named() {
  sed 's/<link[^>]*data-later[^>]*>//g' "$1" | grep -o "\(href\|src\)=[^ >]*\|'\./[^']*'" | sed "s/^\(href\|src\)=//; s/'//g; s|^\./||" |
    grep -v '^icons/\|^manifest\.webmanifest$\|^texts-' | LC_ALL=C sort -u
}
mapfile -t path < <({ echo index.html; named index.html; } | awk '!seen[$0]++')
label="a first visit → either game's players' screen waits for (${#path[@]} files)"; sum "${path[@]}"
mapfile -t page < <({ echo botc.html; named botc.html; } | awk '!seen[$0]++')
label="Blood on the Clocktower's page opened at its address (${#page[@]} files)"; sum "${page[@]}"
# The later style sheets `$1` names: all, or those for the screens of `$2` (`data-later="$2"`).
later() { grep -o '<link[^>]*data-later[^>]*>' "$1" | grep "data-later=\"\?${2:-}" | grep -o 'href=[^ >]*' | sed 's/^href=//; s|^\./||' | LC_ALL=C sort -u; }
mapfile -t styles < <(later index.html style)
if ((${#styles[@]})); then label="the game screens' style, fetched once a game starts"; sum "${styles[@]}"; fi
mapfile -t texts < <(grep -o 'texts-[0-9a-f]*\.txt' botc.html | head -1)
if ((${#texts[@]})); then label="the texts file, fetched beside it (no screen of it waits)"; sum "${texts[@]}"; fi
# The same for Quinte-bourg: the home page and its files (a new game's players' screen is drawn by
# the main module, src/ui/quintebourg/setup_first.rs, in the home page's place), then its app's
# modules (the `qb` split point's own and the chunks the loader says it uses) and the style of its
# later screens, which are fetched once that screen is painted and the rest of the setup waits
# for. Its page opened at its address apart.
if [[ -f quintebourg.html && -f "grimoire-split-$id.js" && -f "split_qb-$id.wasm" ]]; then
  qb=("split_qb-$id.wasm")
  while read -r c; do qb+=("$c-$id.wasm"); done < <(grep -A1 '^/\* .*\bqb\b.* \*/$' "grimoire-split-$id.js" | grep -o '__chunk_[0-9]*' | sed 's/^__//')
  label="a first visit → Quinte-bourg's players' screen (${#path[@]} files)"; sum "${path[@]}"
  mapfile -t qpage < <({ echo quintebourg.html; named quintebourg.html; } | awk '!seen[$0]++')
  label="Quinte-bourg's page opened at its address (${#qpage[@]} files)"; sum "${qpage[@]}"
  mapfile -t qstyles < <(later quintebourg.html)
  mapfile -t qall < <(printf '%s\n' "${path[@]}" "${qb[@]}" "${qstyles[@]}" | awk 'NF && !seen[$0]++')
  label="… → the rest of its setup, with its app and style (${#qall[@]} files)"; sum "${qall[@]}"
  label="of which Quinte-bourg's modules (${#qb[@]})"; sum "${qb[@]}"
  if ((${#qstyles[@]})); then label="of which the style of its later screens (${#qstyles[@]})"; sum "${qstyles[@]}"; fi
fi
