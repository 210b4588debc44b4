#!/usr/bin/env bash
# Builds the shipping gesture-replay binary and prints its path: release mode with the Swift
# runtime linked in, so it runs without a Swift toolchain. Scripts/install.sh installs it,
# Scripts/benchmark.sh measures it and docs/recipes/gesture-ci.sh builds CI's with it.
#
#   Scripts/build-release.sh            (the build's own output goes to standard error)
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --product gesture-replay --static-swift-stdlib)
# On Linux the whole executable is linked statically: a process then loads no shared library,
# which was half of a 10-event replay's time. The linker's warning about `dlopen` concerns the
# runtime's optional prespecializations library, whose absence only turns that cache off.
if [ "$(uname -s)" = Linux ]; then flags+=(-Xswiftc -static-executable); fi
swift build "${flags[@]}" >&2
# Assigned first: `set -e` does not stop at a failure inside `echo "$(…)"`.
path=$(swift build -c release --show-bin-path)
echo "$path/gesture-replay"
