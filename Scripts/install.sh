#!/usr/bin/env bash
# Installs gesture-replay: the release binary (Scripts/build-release.sh: it runs without a
# Swift toolchain), its manual page and its bash, zsh and fish completions.
#
#   Scripts/install.sh [PREFIX]      (default PREFIX: /usr/local; ~/.local needs no sudo)
#
# Puts PREFIX/bin/gesture-replay, PREFIX/share/man/man1/gesture-replay.1,
# PREFIX/share/bash-completion/completions/gesture-replay,
# PREFIX/share/zsh/site-functions/_gesture-replay and
# PREFIX/share/fish/vendor_completions.d/gesture-replay.fish.
set -euo pipefail
prefix=${1:-${PREFIX:-/usr/local}}
# A relative prefix is the caller's, not the repository's.
case $prefix in /*) ;; *) prefix=$PWD/$prefix ;; esac
cd "$(dirname "$0")/.."

binary=$(Scripts/build-release.sh)

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/gesture-replay"
"$binary" --generate-manual > "$prefix/share/man/man1/gesture-replay.1"
"$binary" --generate-completion-script bash > "$prefix/share/bash-completion/completions/gesture-replay"
"$binary" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_gesture-replay"
"$binary" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/gesture-replay.fish"
echo "installed gesture-replay $("$prefix/bin/gesture-replay" --version) into $prefix" >&2
