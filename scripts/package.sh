#!/usr/bin/env bash
# Makes the release archive of a build: every file of dist/ (the three pages, their scripts,
# WebAssembly and style, the service worker, manifest and icons) in one .tar.gz, and its SHA-256
# checksum beside it. Put the archive's files at the root of any HTTPS static host and the app
# installs from there (README, "Put it on a phone").
#
#   bash scripts/package.sh [DIST] [OUT]     # defaults: dist/ and release/
#
# The archive is reproducible: the same dist/ gives the same bytes (sorted names, fixed owner and
# times, gzip without a timestamp), so its checksum names the build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dist="$(cd "${1:-$root/dist}" 2>/dev/null && pwd)" || { echo "package.sh: no folder ${1:-$root/dist}: run scripts/build.sh first" >&2; exit 1; }
out="${2:-$root/release}"

# A build that lacks one of these would not start, or not offline: refuse to package it.
for f in index.html botc.html quintebourg.html sw.js sw-register.js manifest.webmanifest; do
  [ -f "$dist/$f" ] || { echo "package.sh: $dist has no $f: not a whole build (run scripts/build.sh)" >&2; exit 1; }
done
ls "$dist"/*.wasm >/dev/null 2>&1 || { echo "package.sh: $dist has no WebAssembly" >&2; exit 1; }

version="$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -n1)"
rev="$(git -C "$root" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
name="grimoire-$version-$rev"
mkdir -p "$out"
archive="$out/$name.tar.gz"
(cd "$dist" && find . -type f -print0 | LC_ALL=C sort -z |
  tar --null -T - --owner=0 --group=0 --numeric-owner --mtime='@0' --mode='u=rw,go=r' \
    --transform "s,^\./,$name/," -cf -) | gzip -n -9 > "$archive"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")

files="$(tar -tzf "$archive" | wc -l)"
bytes="$(wc -c < "$archive")"
echo "release archive: $archive ($files files, $bytes bytes)"
echo "checksum:        $(cat "$archive.sha256")"
