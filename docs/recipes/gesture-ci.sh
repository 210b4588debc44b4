#!/usr/bin/env bash
# The gesture checks of a package's CI, for any CI that runs a shell (GitHub Actions runs it
# from gestures.yml beside it). Copy it into your repository, e.g. as scripts/gesture-ci.sh.
#
#   GESTURE_REPLAY   the gesture-replay binary (default: build it from a clone of
#                    GESTURE_REPLAY_REPO at GESTURE_REPLAY_REF into .build/gesture-replay)
#   GESTURE_TRACES   the traces `check` replays (default: Tests/Gestures)
#   GESTURE_VIEWS    the SwiftUI sources `lint` reads (default: Sources)
#   GESTURE_PROFILES the OS generations to check and lint under (default: ios17,ios18)
#   GESTURE_REPORTS  where the JUnit and SARIF reports go (default: .build/gesture-reports)
#   GESTURE_BASELINE a lint baseline: the findings in it are not reported (default: none)
#   GESTURE_STRICT   1: any finding fails, not only errors — and what the reader approximated
#                    in your files (a view of another package, a modifier it does not model) is
#                    an error too (lint --strict); default: only errors fail
#
# Exits non-zero when a trace's replay differs from its expected output or lint finds an error
# (with GESTURE_STRICT=1, any finding). Both reports are written either way.
set -uo pipefail

traces=${GESTURE_TRACES:-Tests/Gestures}
views=${GESTURE_VIEWS:-Sources}
profiles=${GESTURE_PROFILES:-ios17,ios18}
reports=${GESTURE_REPORTS:-.build/gesture-reports}
binary=${GESTURE_REPLAY:-}
mkdir -p "$reports"

if [ -z "$binary" ]; then
    source=.build/gesture-replay
    if [ ! -d "$source" ]; then
        git clone --quiet --depth 1 --branch "${GESTURE_REPLAY_REF:-main}" \
            "${GESTURE_REPLAY_REPO:-https://github.com/gesture-replay/gesture-replay}" "$source" || exit 1
    fi
    if [ -x "$source/Scripts/build-release.sh" ]; then
        binary=$("$source/Scripts/build-release.sh") || exit 1
    else
        # A checkout from before 0.12.0 (GESTURE_REPLAY_REF) has no build script: its build.
        swift build -c release --package-path "$source" --product gesture-replay --static-swift-stdlib >&2 || exit 1
        binary=$(swift build -c release --package-path "$source" --show-bin-path)/gesture-replay
    fi
fi

status=0
echo "== gesture-replay $("$binary" --version): check $traces under $profiles"
"$binary" check --profiles "$profiles" --junit "$reports/gestures.xml" --color never "$traces" || status=1

echo "== lint $views under $profiles"
options=()
[ -n "${GESTURE_BASELINE:-}" ] && options+=(--baseline "$GESTURE_BASELINE")
[ "${GESTURE_STRICT:-0}" = 1 ] && options+=(--strict)
# SARIF for code scanning; the same findings as compiler-style lines in the log.
"$binary" lint "$views" --profiles "$profiles" "${options[@]}" --format sarif > "$reports/gestures.sarif"
lint=$?
"$binary" lint "$views" --profiles "$profiles" "${options[@]}" --format text
[ "$lint" -eq 0 ] || status=1

echo "== reports: $reports/gestures.xml, $reports/gestures.sarif"
exit "$status"
