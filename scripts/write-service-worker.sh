#!/usr/bin/env bash
# Trunk post-build hook: writes sw.js into the build with every file of the build listed, and a
# version derived from their contents, so nothing is forgotten and every new build gets a new cache.
#
# The files are sorted by who needs them: the home page (index.html) and every file it names
# (its script and WebAssembly, which every page runs, the style) are the shell; each game's
# page (botc.html: Blood on the Clocktower; quintebourg.html: Quinte-bourg) with the other files
# only that page names (its style) and the split build's modules its split points load make
# that game's list (a module both games' split points load is in both lists); every other file
# (the scripts the pages share, the manifest, icons) is the shell too. The worker
# precaches the shell at once and a game's list when that game's page is first opened, so a
# first visit downloads the home page only (issue 18).
#
# The 512-pixel install icons are left out of the precache: the browser fetches them itself when
# the app is installed (online), and the page never shows them; the 192-pixel icon stays (the
# home-screen icon of iOS, from index.html, and every page's tab icon).
set -euo pipefail
dir="${TRUNK_STAGING_DIR:-${1:-dist}}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$dir"
rm -f sw.js
mapfile -t all < <(find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
# The worker's own template counts too: a change to the worker alone is a new version.
version=$({
  for f in "${all[@]}"; do printf '%s ' "$f"; sha256sum "$f" | cut -c1-64; done
  sha256sum "$root/web/sw.template.js" | cut -c1-64
} | sha256sum | cut -c1-16)
# game id → its page; the ids are the worker's (and the stored games' ruleset ids).
declare -A page=([botc]=botc.html [quintebourg]=quintebourg.html)
declare -A list=([botc]='"botc.html"' [quintebourg]='"quintebourg.html"')
shell='"./", "index.html"'
# The split build's loader (scripts/build-split.sh), when there is one: it names each module and,
# above each chunk, the split points that use it (`/* game, links */`).
loader="$(ls grimoire-split-*.js 2>/dev/null | head -1 || true)"
# The split points a module of the split build serves.
modules_of() {
  local name="${1%%-*}"
  if [[ "$name" == split_* ]]; then
    echo "${name#split_}"
  else
    grep -B1 "^const __$name = " "$loader" | head -1 | sed -n 's|^/\* \(.*\) \*/$|\1|p' | tr -d ' ' | tr ',' '\n'
  fi
}
# The game a split point belongs to: Quinte-bourg's app is `qb` (src/main.rs), every other split
# point is Blood on the Clocktower's.
game_of() {
  if [[ "$1" == qb || "$1" == qb_* ]]; then echo quintebourg; else echo botc; fi
}
count=0
for f in "${all[@]}"; do
  [[ "$f" == icons/*-512.png ]] && continue
  count=$((count + 1))
  [[ "$f" == index.html || "$f" == botc.html || "$f" == quintebourg.html ]] && continue
  # What the home page names is the shell's, even when a game's page names it too (the home
  # page runs Blood on the Clocktower's main WebAssembly; its chunks stay the game's).
  # A style sheet it names for one game only (`data-later="<game>"`: Quinte-bourg's, turned
  # on when its new game starts in the home page's place) is that game's.
  if [[ -f index.html ]] && grep -qF "$f" index.html; then
    for_game="$(grep -o '<link[^>]*>' index.html | grep -F "$f" | grep -o 'data-later="\?[a-z]*' | sed 's/^data-later="\?//' | head -1 || true)"
    if [[ -n "$for_game" && -n "${page[$for_game]:-}" ]]; then
      list[$for_game]="${list[$for_game]}, \"$f\""
    else
      shell="$shell, \"$f\""
    fi
    continue
  fi
  owners=()
  if [[ "$f" =~ ^(split_|chunk_)[a-z0-9_]*-[0-9a-f]+\.wasm$ ]] && [[ -n "$loader" ]]; then
    # A module of the split build: the games of the split points that load it.
    mapfile -t owners < <(modules_of "$f" | while read -r m; do game_of "$m"; done | sort -u)
    [[ ${#owners[@]} -gt 0 ]] || { echo "write-service-worker.sh: no split point loads $f" >&2; exit 1; }
    for game in "${owners[@]}"; do
      list[$game]="${list[$game]}, \"$f\""
    done
    continue
  fi
  for game in "${!page[@]}"; do
    [[ -f "${page[$game]}" ]] || continue
    grep -qF "$f" "${page[$game]}" && owners+=("$game")
  done
  if [[ ${#owners[@]} -eq 1 ]]; then
    list[${owners[0]}]="${list[${owners[0]}]}, \"$f\""
  else
    shell="$shell, \"$f\""
  fi
done
entries=()
for game in botc quintebourg; do
  [[ -f "${page[$game]}" ]] || continue
  # Blood on the Clocktower's main WebAssembly (in the shell: the home page runs it too), by
  # which the worker tells whether a build from before the home page's own page kept the game
  # (its page was index.html then). Quinte-bourg always had its page: it needs none.
  main=""
  if [[ $game == botc ]]; then
    main="$(grep -o '[a-z]*-[0-9a-f]*_bg\.wasm' "${page[$game]}" | head -1 || true)"
  fi
  entries+=("\"$game\": { \"page\": \"${page[$game]}\", \"main\": \"$main\", \"files\": [${list[$game]}] }")
done
games="{ $(IFS='#'; printf '%s' "${entries[*]}" | sed 's/#/, /g') }"
sed -e "s|__VERSION__|$version|" -e "s|__SHELL__|[$shell]|" -e "s|__GAMES__|$games|" "$root/web/sw.template.js" > sw.js
echo "service worker: $count files, version $version; shell [$shell]; games $games"
