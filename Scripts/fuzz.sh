#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (kept out of the main build) and runs each for a while.
#
#   Scripts/fuzz.sh [SECONDS] [TARGET...]     (defaults: 600 seconds; trace source engine callbacks lint)
#
# The package's modules are compiled with swiftc into .build-fuzz/ with -sanitize=fuzzer,address
# (coverage-guided, with AddressSanitizer); each target links them with libFuzzer's main. Seed
# corpora come from Fixtures/ and, if SHARED names one, its data/real-traces; what the fuzzer learns stays in
# .build-fuzz/corpus-TARGET for the next run. A crash, a hang (-timeout, 10 s) or a runaway
# allocation (-rss_limit_mb, -malloc_limit_mb) stops a target and leaves its input in
# .build-fuzz/artifacts/; turn it into a regression test (Tests/GestureReplayTests/
# FuzzRegressionTests.swift) before fixing it. FUZZ_JOBS targets run at a time (default 2, one
# per core).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(trace source engine callbacks lint)
shared=${SHARED:-}
build=.build-fuzz
mkdir -p "$build/artifacts"

flags=(-sanitize=fuzzer,address -parse-as-library -g -O -swift-version 6 -package-name gesture_replay -I "$build")
library() {  # library NAME [extra flags] SOURCES...
    local name=$1; shift
    # A static library is an archive that swiftc adds to: a source file renamed or removed
    # since the last build would stay in it, stale, and link in place of the new code.
    rm -f "$build/lib$name.a"
    swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$name" "$@" \
        -o "$build/lib$name.a" -emit-module-path "$build/$name.swiftmodule"
}
# gold warns about every ASan helper symbol it cannot export; the warnings say nothing.
quiet() { grep -v "Cannot export local symbol" || true; }
echo "building the fuzz targets (ASan + libFuzzer) in $build" >&2
sources() { find "Sources/$1" -name '*.swift' | sort; }
library TraceFormat $(sources TraceFormat)
library Recognizers $(sources Recognizers)
# The parsers and scenes live in SwiftSource, records and the replay loop in ReplayKit; the
# targets reach their internals.
library SwiftSource -enable-testing $(sources SwiftSource)
library ReplayKit -enable-testing $(sources ReplayKit)
library GestureTesting $(sources GestureTesting)
for target in "${targets[@]}"; do
    source="Fuzz/$(tr '[:lower:]' '[:upper:]' <<< "${target:0:1}")${target:1}Fuzz.swift"
    swiftc "${flags[@]}" -L "$build" Fuzz/FuzzSupport.swift "$source" \
        -lGestureTesting -lReplayKit -lSwiftSource -lRecognizers -lTraceFormat -o "$build/fuzz-$target" 2>&1 | quiet
done

# Seeds: traces for the trace target; gestures, modifier chains and scenes for the source target.
seeds="$build/seeds"
rm -rf "$seeds" && mkdir -p "$seeds/trace" "$seeds/source" "$seeds/engine" "$seeds/callbacks" "$seeds/lint"
cp Fixtures/traces/*.jsonl Fixtures/real/*.jsonl "$seeds/trace/"
[ -z "$shared" ] || find "$shared/data/real-traces" -name '*.jsonl' -size -256k -exec cp {} "$seeds/trace/" \; 2>/dev/null || true
python3 - "$seeds/source" <<'PY'
import json, glob, sys, os
out = sys.argv[1]
n = 0
def seed(text):
    global n
    n += 1
    open(os.path.join(out, f"seed-{n:03}"), "w").write(text)
for path in glob.glob("Fixtures/traces/*.jsonl"):
    if path.endswith(".expected.jsonl"): continue
    header = json.loads(open(path).readline())
    if "gesture" in header: seed(header["gesture"])
    if isinstance(header.get("scene"), dict):  # a header may also name a scene file
        seed(json.dumps(header["scene"]))
        def walk(views):
            for view in views:
                if view.get("modifiers"): seed(view["modifiers"])
                walk(view.get("children", []))
        walk(header["scene"]["views"])
PY
# The structured targets read their bytes as choices: random bytes are as good a start as any,
# and each earlier finding (Fixtures/fuzz/TARGET-*) is run again first.
for target in engine callbacks lint; do
    head -c 4096 /dev/urandom > "$seeds/$target/random-1"
    printf 'tap tap drag' > "$seeds/$target/text"
    cp Fixtures/fuzz/"$target"-* "$seeds/$target/" 2>/dev/null || true
done

# Findings of this run are the artifacts newer than this stamp.
touch "$build/run-started"
pids=()
run() {
    local target=$1
    mkdir -p "$build/corpus-$target"
    "$build/fuzz-$target" "$build/corpus-$target" "$seeds/$target" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=1024 \
        -max_len=65536 -print_final_stats=1 -artifact_prefix="$build/artifacts/$target-" \
        > "$build/fuzz-$target.log" 2>&1
}
status=0
running=0
for target in "${targets[@]}"; do
    run "$target" & pids+=($!)
    running=$((running + 1))
    if [ $running -ge "${FUZZ_JOBS:-2}" ]; then wait "${pids[0]}" || status=1; pids=("${pids[@]:1}"); running=$((running - 1)); fi
done
for pid in "${pids[@]}"; do wait "$pid" || status=1; done

for target in "${targets[@]}"; do
    log="$build/fuzz-$target.log"
    runs=$(awk '/stat::number_of_executed_units/ {print $2}' "$log" | tail -1)
    seconds_run=$(awk '/stat::.*time|Done [0-9]+ runs in/ {print}' "$log" | grep -oE 'in [0-9]+ second' | grep -oE '[0-9]+' | tail -1)
    cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1)
    crashes=$(find "$build/artifacts" -name "$target-*" -newer "$build/run-started" | wc -l)
    printf '%-7s %12s executions in %ss, %s, corpus %s files, findings: %s\n' \
        "$target" "${runs:-?}" "${seconds_run:-$seconds}" "${cov:-cov: ?}" "$(ls "$build/corpus-$target" | wc -l)" "$crashes"
done
exit $status
