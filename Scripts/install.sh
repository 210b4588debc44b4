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
if [ "$(uname -s)" = Linux ]; then
    echo "note: the linker's warning about 'dlopen' in a statically linked program is expected: the only" \
        "dlopen is the Swift runtime's optional prespecializations library (docs/performance.md)" >&2
fi

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
# Stripped: the symbol table is a third of the static binary and nothing reads it at run time.
install -m 755 -s "$binary" "$prefix/bin/gesture-replay"
# Each file is written whole or not at all: a write that fails (a full disk) stops the install
# (set -e; the tool exits 74) and leaves no empty file behind.
generate() {
    local file=$1
    shift
    "$binary" "$@" > "$file.partial"
    [ -s "$file.partial" ] || { echo "error: $* wrote nothing for $file" >&2; rm -f "$file.partial"; exit 1; }
    mv "$file.partial" "$file"
}
generate "$prefix/share/man/man1/gesture-replay.1" --generate-manual
generate "$prefix/share/bash-completion/completions/gesture-replay" --generate-completion-script bash
generate "$prefix/share/zsh/site-functions/_gesture-replay" --generate-completion-script zsh
generate "$prefix/share/fish/vendor_completions.d/gesture-replay.fish" --generate-completion-script fish
echo "installed gesture-replay $("$prefix/bin/gesture-replay" --version) into $prefix" >&2
