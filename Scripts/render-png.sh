#!/usr/bin/env bash
# Renders traces to SVG with `gesture-replay render`, then to PNG in headless Chromium, so a person
# can look at them.
#
#   Scripts/render-png.sh [OUTPUT_DIR] [TRACE...]
#       (defaults: .build/pictures; a few bundled fixtures)
#
# Installs Debian's chromium package if it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-.build/pictures}
shift || true
traces=("$@")
[ ${#traces[@]} -gt 0 ] || traces=(
    Fixtures/traces/scene-double-before-single-tapped-once.jsonl
    Fixtures/traces/scene-parent-high-priority.jsonl
    Fixtures/traces/scene-magnify-with-rotate.jsonl
    Fixtures/traces/drag.jsonl
)
mkdir -p "$out"
# Chromium needs absolute paths; OUTPUT_DIR may be given either way.
case $out in /*) absolute=$out ;; *) absolute=$PWD/$out ;; esac
if ! command -v chromium >/dev/null; then
    echo "installing chromium from Debian's packages" >&2
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
swift build --product gesture-replay >&2
binary=$(swift build --show-bin-path)/gesture-replay
for trace in "${traces[@]}"; do
    name=$(basename "$trace" .jsonl)
    "$binary" render "$trace" -o "$out/$name.svg"
    width=$(grep -o 'width="[0-9.]*"' "$out/$name.svg" | head -1 | grep -o '[0-9.]*')
    height=$(grep -o 'height="[0-9.]*"' "$out/$name.svg" | head -1 | grep -o '[0-9.]*')
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --screenshot="$absolute/$name.png" --window-size="${width%.*},${height%.*}" "file://$absolute/$name.svg" > /dev/null 2>&1
    echo "$out/$name.png"
done
