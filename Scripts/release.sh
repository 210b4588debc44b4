#!/usr/bin/env bash
# Makes the release tarball: gesture-replay-VERSION-OS-ARCH.tar.gz with the layout
# Scripts/install.sh puts under a prefix — bin/gesture-replay (the Swift runtime linked in),
# share/man/man1/gesture-replay.1, and the bash, zsh and fish completions — plus README.md,
# CHANGELOG.md and the docs. Unpack it anywhere and put its bin/ on PATH.
#
#   Scripts/release.sh [OUTPUT_DIR]      (default: .build/release-tarball)
#
# Refuses when the binary's --version is not the newest version in CHANGELOG.md.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/.build/release-tarball}
mkdir -p "$out"
out=$(cd "$out" && pwd)

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
"$root/Scripts/install.sh" "$stage/root" >&2
# Without its debug information: a third of the size, the same program.
command -v strip > /dev/null && strip "$stage/root/bin/gesture-replay"
version=$("$stage/root/bin/gesture-replay" --version)
changelog=$(grep -m 1 -o '^## [0-9][0-9.]*' "$root/CHANGELOG.md" | cut -c4-)
if [ "$version" != "$changelog" ]; then
    echo "error: the binary is $version but CHANGELOG.md's newest version is $changelog; bump one of them" >&2
    exit 1
fi
os=$(uname -s | tr '[:upper:]' '[:lower:]')
name=gesture-replay-$version-$os-$(uname -m)
mv "$stage/root" "$stage/$name"
cp "$root/README.md" "$root/CHANGELOG.md" "$stage/$name/"
cp -R "$root/docs" "$stage/$name/docs"
tar -C "$stage" -czf "$out/$name.tar.gz" "$name"
echo "$out/$name.tar.gz"
