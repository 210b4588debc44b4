#!/usr/bin/env bash
# Renders traces to SVG with `gesture-replay render`, then to PNG in headless Chromium, so a person
# can look at them.
#
#   Scripts/render-png.sh [OUTPUT_DIR] [TRACE.jsonl | PICTURE.svg ...] [-- RENDER_OPTION...]
#       (defaults: .build/pictures; a few bundled fixtures)
#
# Options after `--` go to each `render` (`-- --lint --scene App.swift --profile ios17`). An SVG
# already rendered (with whatever options) is converted as it is, never rendered over. Paths are
# taken from the directory it is run in. It needs `chromium` (or `chromium-browser`,
# `google-chrome`) on PATH and installs nothing; it fails when a picture was not written.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

out=${1:-$root/.build/pictures}
shift || true
traces=()
options=()
while [ $# -gt 0 ]; do
    if [ "$1" = -- ]; then shift; options=("$@"); break; fi
    traces+=("$1")
    shift
done
[ ${#traces[@]} -gt 0 ] || traces=(
    "$root/Fixtures/traces/scene-double-before-single-tapped-once.jsonl"
    "$root/Fixtures/traces/scene-parent-high-priority.jsonl"
    "$root/Fixtures/traces/scene-magnify-with-rotate.jsonl"
    "$root/Fixtures/traces/drag.jsonl"
)
browser=
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null; then browser=$candidate; break; fi
done
if [ -z "$browser" ]; then
    echo "error: no chromium on PATH; install it (Debian: apt-get install chromium), then run this again" >&2
    exit 69
fi
mkdir -p "$out"
# Chromium needs absolute paths; OUTPUT_DIR may be given either way.
absolute=$(cd "$out" && pwd)
swift build --package-path "$root" --product gesture-replay >&2
binary=$(swift build --package-path "$root" --show-bin-path)/gesture-replay
for trace in "${traces[@]}"; do
    if [[ "$trace" == *.svg ]]; then
        # Rendered already: converted as it is, beside the others.
        name=$(basename "$trace" .svg)
        svg=$(cd "$(dirname "$trace")" && pwd)/$(basename "$trace")
    else
        name=$(basename "$trace" .jsonl)
        svg=$absolute/$name.svg
        "$binary" render "$trace" ${options[@]+"${options[@]}"} -o "$svg"
    fi
    # The first line is the <svg> element; `head` after a grep of a large picture would stop the
    # grep with SIGPIPE, which pipefail turns into a silent exit.
    size=$(sed -n 1p "$svg")
    width=$(grep -o 'width="[0-9.]*"' <<< "$size" | sed -n 1p | grep -o '[0-9.]*')
    height=$(grep -o 'height="[0-9.]*"' <<< "$size" | sed -n 1p | grep -o '[0-9.]*')
    rm -f "$absolute/$name.png"
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --screenshot="$absolute/$name.png" --window-size="${width%.*},${height%.*}" "file://$svg" > /dev/null 2>&1 || true
    if [ ! -s "$absolute/$name.png" ]; then
        echo "error: $browser wrote no picture for $trace ($absolute/$name.png)" >&2
        exit 1
    fi
    echo "$out/$name.png"
done
