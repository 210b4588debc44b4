#!/usr/bin/env bash
# Measures gesture-replay against a peer (jq) on the same synthetic trace, in the same run.
#
#   Scripts/benchmark.sh [EVENTS] [RUNS]       (defaults: 1000000 events, 5 runs)
#
# Builds in release mode, generates the trace with ../shared/tools/gen_trace.py, then times
#   gesture-replay TRACE --gesture 'DragGesture().onEnded { _ in }' --format json
# against `jq -c . TRACE`, both writing to /dev/null, alternating runs and taking each one's
# median. Prints the time ratio, events per second and peak memory (/usr/bin/time -v), and the
# peak memory again on a trace four times longer, to show memory does not grow with length.
# Installs jq and GNU time from Debian's packages if they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

events=${1:-1000000}
runs=${2:-5}
shared=${SHARED:-../shared}
work=${BENCH_DIR:-.build/bench}
gesture='DragGesture().onEnded { _ in }'
mkdir -p "$work"

need=()
command -v jq >/dev/null || need+=(jq)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
    echo "installing ${need[*]} from Debian's packages" >&2
    apt-get update -qq >/dev/null && apt-get install -y -qq "${need[@]}" >/dev/null
fi

swift build -c release --product gesture-replay >&2
binary=$(swift build -c release --show-bin-path)/gesture-replay

trace="$work/trace-$events.jsonl"
long="$work/trace-$((events * 4)).jsonl"
[ -s "$trace" ] || python3 "$shared/tools/gen_trace.py" "$events" > "$trace"
[ -s "$long" ] || python3 "$shared/tools/gen_trace.py" "$((events * 4))" > "$long"

# Prints "seconds peak_kib" for one run of the command.
measure() {
    /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" > /dev/null
    cat "$work/time.txt"
}

ours=(); theirs=(); memory=0
for _ in $(seq "$runs"); do
    read -r seconds kib < <(measure "$binary" "$trace" --gesture "$gesture" --format json)
    ours+=("$seconds"); memory=$(( kib > memory ? kib : memory ))
    read -r seconds _ < <(measure jq -c . "$trace")
    theirs+=("$seconds")
done
read -r _ long_memory < <(measure "$binary" "$long" --gesture "$gesture" --format json)
peak_v=$(/usr/bin/time -v "$binary" "$trace" --gesture "$gesture" --format json 2>&1 >/dev/null \
    | awk -F': ' '/Maximum resident set size/ {print $2}')

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
ours_median=$(median "${ours[@]}")
theirs_median=$(median "${theirs[@]}")

awk -v events="$events" -v ours="$ours_median" -v theirs="$theirs_median" -v runs="$runs" \
    -v mem="$memory" -v memv="$peak_v" -v long="$long_memory" -v ourall="${ours[*]}" -v theirall="${theirs[*]}" 'BEGIN {
    printf "trace:              %d events (gen_trace.py), %d runs each, medians\n", events, runs
    printf "gesture-replay:     %.3f s   (runs: %s)\n", ours, ourall
    printf "jq -c .:            %.3f s   (runs: %s)\n", theirs, theirall
    printf "time ratio:         %.3f of jq (budget 0.100)\n", ours / theirs
    printf "throughput:         %.2f million events/s\n", events / ours / 1e6
    printf "peak memory:        %.1f MiB on %d events (time -v: %.1f MiB; budget 32 MiB)\n", mem / 1024, events, memv / 1024
    printf "peak memory 4x:     %.1f MiB on %d events (%+.1f%%; budget +10%%)\n", long / 1024, events * 4, (long - mem) * 100 / mem
}'
