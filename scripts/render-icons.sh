#!/usr/bin/env bash
# Renders the PNG icons from web/icons/icon.svg with headless Chromium. Run by hand after changing
# the drawing; the PNGs are committed so that builds need no browser.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
icons="$root/web/icons"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
svg=$(cat "$icons/icon.svg")
# Maskable: full-bleed background, the drawing inside the 80% safe zone.
inner=$(echo "$svg" | sed -e '1d' -e '$d')
cat > "$tmp/maskable.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" fill="#17101f"/>
<g transform="translate(64 64) scale(0.75)">$inner</g>
</svg>
SVG
render() { # svg size out
  cat > "$tmp/page.html" <<HTML
<html><body style="margin:0;background:transparent"><img src="file://$1" width="$2" height="$2" style="display:block"></body></html>
HTML
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
    --user-data-dir="$tmp/profile" --window-size="$2,$2" --screenshot="$3" "file://$tmp/page.html" 2>/dev/null
}
render "$icons/icon.svg" 192 "$icons/icon-192.png"
render "$icons/icon.svg" 512 "$icons/icon-512.png"
render "$tmp/maskable.svg" 512 "$icons/icon-maskable-512.png"
# Shrink them to a palette (about a tenth of the size) when Pillow is at hand.
python3 - "$icons" <<'PY' || echo "Pillow not found: the icons stay full-colour"
import sys
from PIL import Image
for name in ["icon-192.png", "icon-512.png", "icon-maskable-512.png"]:
    path = f"{sys.argv[1]}/{name}"
    image = Image.open(path)
    method = Image.Quantize.FASTOCTREE if image.mode == "RGBA" else Image.Quantize.MEDIANCUT
    image.quantize(colors=96, method=method, dither=Image.Dither.NONE).save(path, optimize=True)
PY
ls -l "$icons"
