#!/usr/bin/env bash
# The performance budget, measured against a peer (jq) on the same files in the same run, as
# ratios, so the figures hold on a noisy machine.
#
#   Scripts/benchmark.sh [EVENTS] [RUNS]       (defaults: 1000000 events, 5 runs)
#
# Builds the shipping binary (release, Swift runtime linked statically), generates the trace with
# Scripts/gen_trace.py, and measures, alternating our runs with jq's and taking medians:
#   1. --gesture 'DragGesture().onEnded { _ in }' on the trace       vs jq -c . (budget: 1/30)
#   2. the default scene with full JSON output on the trace         vs jq -c . (budget: 1/2)
#      under the default profile (ios18), and its cost under ios17    (budget: ios18 <= 1.5x ios17)
#   3. peak memory on the trace and on one 4 times longer, medians of 3 (budget: 32 MiB, +10%)
#   4. a 10-event trace, whole process, 200 runs in a loop           vs jq -c . (budget: 1/6)
#   5. check over 1,000 small fixtures in one process vs one process per file (budget: 5x)
#   6. instructions per replayed event (valgrind --tool=callgrind, 100,000 events): repeatable
#      where wall time is not, so a regression shows as a number (budget: drag 1,750, default
#      scene 11,000, under ios17 10,000).
#   7. scale with the scene (Scripts/scale_scene.py: a list of rows with a tap, each holding a
#      child with a long press, under a parent drag): loading 100,000 views (budget 0.4 s and
#      100 MiB peak) and its
#      ratio to 10,000 (linear: about 10x); the cost of 1,020,000 drag events, loading subtracted,
#      over 10,000 views vs over 10 (budget 1.5x).
#   8. controls: a List of 10,000 rows (each with a tap and swipe actions) under 99,960 scrolling
#      events vs the same rows in a plain view, loading subtracted, per event (budget 2x; counted
#      in instructions when valgrind is there, in seconds otherwise).
#   9. Swift-source scenes (Scripts/source_scene.py): process time (user + system) to parse and
#      lay out a 1,000-line SwiftUI file with `layout` (budget 50 ms), beside `swiftc -parse` on the
#      same file when swiftc is there; a ForEach of 100,000 views (budget 0.4 s) against 10,000
#      (linear: about 10x); and, reported without a budget, one whose body names its element,
#      which is read once per element where the first is read once for all.
#  10. lint of a 500-view scene under both profiles on every core (budget 0.3 s), and of a real
#      app screen (Fixtures/plugin-sample's Feed.swift, 23 views; budget 50 ms).
#  11. a Mac's mouse (Scripts/mouse_trace.py, trace format version 2): EVENTS lines of hover,
#      clicks, drags and right clicks over 60 cards with .onHover, replayed vs jq -c . (no
#      budget yet), and its instructions per line with valgrind.
#  12. a whole app (Scripts/source_scene.py app, 600 .swift files) linted as one module under
#      ios17 and ios18 on every core (budget 2 s and 200 MiB peak).
# Installs jq and GNU time from Debian's packages if they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

events=${1:-1000000}
runs=${2:-5}
work=${BENCH_DIR:-.build/bench}
drag='DragGesture().onEnded { _ in }'
mkdir -p "$work"

need=()
command -v jq >/dev/null || need+=(jq)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
    echo "installing ${need[*]} from Debian's packages" >&2
    apt-get update -qq >/dev/null && apt-get install -y -qq "${need[@]}" >/dev/null
fi

binary=$(Scripts/build-release.sh)

trace="$work/trace-$events.jsonl"
long="$work/trace-$((events * 4)).jsonl"
small="$work/trace-100000.jsonl"
[ -s "$trace" ] || python3 Scripts/gen_trace.py "$events" > "$trace"
[ -s "$long" ] || python3 Scripts/gen_trace.py "$((events * 4))" > "$long"
[ -s "$small" ] || python3 Scripts/gen_trace.py 100000 > "$small"
head -10 "$trace" > "$work/trace-10.jsonl"
mouse="$work/mouse-$events.jsonl"
[ -s "$mouse" ] || python3 Scripts/mouse_trace.py "$events" > "$mouse"
[ -s "$work/mouse-100000.jsonl" ] || python3 Scripts/mouse_trace.py 100000 > "$work/mouse-100000.jsonl"

seconds() { /usr/bin/time -f "%e" -o "$work/time.txt" "$@" > /dev/null; cat "$work/time.txt"; }
peak_kib() { /usr/bin/time -f "%M" -o "$work/time.txt" "$@" > /dev/null; cat "$work/time.txt"; }
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
verdict() { awk -v value="$1" -v limit="$2" -v cmp="$3" 'BEGIN { ok = (cmp == "<=") ? value <= limit : value >= limit; print ok ? "within budget" : "OVER BUDGET" }'; }

# 1 and 2: alternate ours and jq's runs so both see the same machine.
drag_times=(); scene_times=(); scene17_times=(); jq_times=()
for _ in $(seq "$runs"); do
    drag_times+=("$(seconds "$binary" "$trace" --gesture "$drag" --format json)")
    jq_times+=("$(seconds jq -c . "$trace")")
    scene_times+=("$(seconds "$binary" "$trace" --format json)")
    scene17_times+=("$(seconds "$binary" "$trace" --format json --profile ios17)")
done
drag_median=$(median "${drag_times[@]}")
scene_median=$(median "${scene_times[@]}")
jq_median=$(median "${jq_times[@]}")
drag_ratio=$(ratio "$drag_median" "$jq_median")
scene_ratio=$(ratio "$scene_median" "$jq_median")
scene17_median=$(median "${scene17_times[@]}")
profile_ratio=$(ratio "$scene_median" "$scene17_median")

# 11: a Mac's mouse with hover, alternating with jq.
mouse_times=(); mouse_jq=()
for _ in $(seq "$runs"); do
    mouse_times+=("$(seconds "$binary" "$mouse" --format json)")
    mouse_jq+=("$(seconds jq -c . "$mouse")")
done
mouse_ratio=$(ratio "$(median "${mouse_times[@]}")" "$(median "${mouse_jq[@]}")")

# 3: peak resident memory.
# The median of 3 each: the peak varies by a few hundred KiB from run to run with how many
# batches the reading thread has in flight when the replay is slowest.
memory_runs=(); long_memory_runs=()
for _ in 1 2 3; do
    memory_runs+=("$(peak_kib "$binary" "$trace" --gesture "$drag" --format json)")
    long_memory_runs+=("$(peak_kib "$binary" "$long" --gesture "$drag" --format json)")
done
memory=$(median "${memory_runs[@]}")
long_memory=$(median "${long_memory_runs[@]}")
growth=$(awk -v a="$memory" -v b="$long_memory" 'BEGIN { printf "%+.1f", (b - a) * 100 / a }')

# 4: start-up, a 10-event trace, 200 processes in a loop each.
loop200() { { /usr/bin/time -f "%e" bash -c 'for i in $(seq 200); do "$@" > /dev/null 2>&1; done' _ "$@"; } 2>&1; }
start_ours=(); start_jq=()
for _ in 1 2 3; do
    start_ours+=("$(loop200 "$binary" "$work/trace-10.jsonl" --gesture "$drag" --format json)")
    start_jq+=("$(loop200 jq -c . "$work/trace-10.jsonl")")
done
start_ratio=$(ratio "$(median "${start_ours[@]}")" "$(median "${start_jq[@]}")")

# 5: check over 1,000 small fixtures: one process, then one process per trace.
corpus="$work/check-corpus"
if [ ! -d "$corpus" ]; then
    mkdir -p "$corpus"
    for i in $(seq -w 1000); do
        cp Fixtures/traces/scene-parent-drag-over-child-tap.jsonl "$corpus/t$i.jsonl"
        cp Fixtures/traces/scene-parent-drag-over-child-tap.expected.jsonl "$corpus/t$i.expected.jsonl"
    done
fi
check_runs=()
for _ in $(seq "$runs"); do check_runs+=("$(seconds "$binary" check "$corpus")"); done
check_one=$(median "${check_runs[@]}")
check_each=$( { /usr/bin/time -f "%e" bash -c 'for f in "$2"/t*[0-9].jsonl; do "$1" check "$f" > /dev/null; done' _ "$binary" "$corpus"; } 2>&1 )
check_speedup=$(awk -v a="$check_each" -v b="$check_one" 'BEGIN { printf "%.1f", a / (b > 0.005 ? b : 0.005) }')

# 7: scale with the scene.
for views in 11 10001 100001; do
    [ -s "$work/list-$views.json" ] || python3 Scripts/scale_scene.py scene "$views" "$work/list-$views.json"
done
[ -s "$work/list-drags.jsonl" ] || python3 Scripts/scale_scene.py drags 10000 "$work/list-drags.jsonl"
[ -s "$work/list-touch.jsonl" ] || python3 Scripts/scale_scene.py touch "$work/list-touch.jsonl"
load_10=(); load_10k=(); load_100k=(); drags_10=(); drags_10k=()
for _ in $(seq "$runs"); do
    load_10+=("$(seconds "$binary" "$work/list-touch.jsonl" --scene "$work/list-11.json")")
    load_10k+=("$(seconds "$binary" "$work/list-touch.jsonl" --scene "$work/list-10001.json")")
    load_100k+=("$(seconds "$binary" "$work/list-touch.jsonl" --scene "$work/list-100001.json")")
    drags_10+=("$(seconds "$binary" "$work/list-drags.jsonl" --scene "$work/list-11.json")")
    drags_10k+=("$(seconds "$binary" "$work/list-drags.jsonl" --scene "$work/list-10001.json")")
done
load_memory=$(peak_kib "$binary" "$work/list-touch.jsonl" --scene "$work/list-100001.json")
load_growth=$(awk -v a="$(median "${load_100k[@]}")" -v b="$(median "${load_10k[@]}")" 'BEGIN { printf "%.1f", a / (b > 0.005 ? b : 0.005) }')
events_10=$(awk -v a="$(median "${drags_10[@]}")" -v b="$(median "${load_10[@]}")" 'BEGIN { printf "%.3f", a - b }')
events_10k=$(awk -v a="$(median "${drags_10k[@]}")" -v b="$(median "${load_10k[@]}")" 'BEGIN { printf "%.3f", a - b }')
events_ratio=$(ratio "$events_10k" "$events_10")

# 8: controls: a List of 10,000 rows (a tap and swipe actions each) under 100,000 scrolling
# events, against the same rows in a plain view; loading subtracted, per event.
for kind in controls plain; do
    [ -s "$work/rows-$kind.json" ] || python3 Scripts/scale_scene.py list 10000 "$kind" "$work/rows-$kind.json"
done
[ -s "$work/scrolls.jsonl" ] || python3 Scripts/scale_scene.py scrolls 980 "$work/scrolls.jsonl"
list_load=(); list_run=(); plain_load=(); plain_run=()
for _ in $(seq "$runs"); do
    list_load+=("$(seconds "$binary" "$work/list-touch.jsonl" --scene "$work/rows-controls.json")")
    list_run+=("$(seconds "$binary" "$work/scrolls.jsonl" --scene "$work/rows-controls.json")")
    plain_load+=("$(seconds "$binary" "$work/list-touch.jsonl" --scene "$work/rows-plain.json")")
    plain_run+=("$(seconds "$binary" "$work/scrolls.jsonl" --scene "$work/rows-plain.json")")
done
list_events=$(awk -v a="$(median "${list_run[@]}")" -v b="$(median "${list_load[@]}")" 'BEGIN { printf "%.3f", a - b }')
plain_events=$(awk -v a="$(median "${plain_run[@]}")" -v b="$(median "${plain_load[@]}")" 'BEGIN { printf "%.3f", a - b }')
controls_ratio=$(ratio "$list_events" "$plain_events")
# The replays take a few hundredths of a second, so with valgrind the per-event cost is also
# counted in instructions, which do not vary from run to run.
controls_instructions=""
if command -v valgrind >/dev/null; then
    count() {
        valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.controls" "$binary" "$@" --format json > /dev/null 2> "$work/callgrind.controls.log"
        awk '/Collected/ {print $4}' "$work/callgrind.controls.log"
    }
    list_instructions=$(( ($(count "$work/scrolls.jsonl" --scene "$work/rows-controls.json") - $(count "$work/list-touch.jsonl" --scene "$work/rows-controls.json")) / 99960 ))
    plain_instructions=$(( ($(count "$work/scrolls.jsonl" --scene "$work/rows-plain.json") - $(count "$work/list-touch.jsonl" --scene "$work/rows-plain.json")) / 99960 ))
    controls_ratio=$(awk -v a="$list_instructions" -v b="$plain_instructions" 'BEGIN { printf "%.3f", a / b }')
    controls_instructions="; instructions per event $list_instructions vs $plain_instructions"
fi

# 9: Swift-source scenes: parse and layout of a 1,000-line file, and a large ForEach.
process_seconds() { /usr/bin/time -f "%U %S" -o "$work/time.txt" "$@" > /dev/null 2>&1; awk '{ printf "%.3f", $1 + $2 }' "$work/time.txt"; }
python3 Scripts/source_scene.py file 1000 "$work/Cards.swift"
python3 Scripts/source_scene.py foreach 10000 "$work/ForEach10k.swift"
python3 Scripts/source_scene.py foreach 100000 "$work/ForEach100k.swift"
python3 Scripts/source_scene.py foreach-named 100000 "$work/ForEachNamed100k.swift"
source_file=(); source_peer=(); foreach_10k=(); foreach_100k=(); foreach_named=()
for _ in $(seq "$runs"); do
    # Process time is counted in 10 ms steps: 20 runs in one count, divided, resolve a millisecond.
    source_file+=("$(awk -v t="$(process_seconds bash -c 'for _ in $(seq 20); do "$0" layout "$1"; done' "$binary" "$work/Cards.swift")" 'BEGIN { printf "%.4f", t / 20 }')")
    command -v swiftc > /dev/null && source_peer+=("$(awk -v t="$(process_seconds bash -c 'for _ in $(seq 20); do swiftc -parse "$0"; done' "$work/Cards.swift")" 'BEGIN { printf "%.4f", t / 20 }')")
    foreach_10k+=("$(seconds "$binary" layout "$work/ForEach10k.swift")")
    foreach_100k+=("$(seconds "$binary" layout "$work/ForEach100k.swift")")
    foreach_named+=("$(seconds "$binary" layout "$work/ForEachNamed100k.swift")")
done
source_ms=$(awk -v t="$(median "${source_file[@]}")" 'BEGIN { printf "%.0f", t * 1000 }')
source_peer_text=""
[ ${#source_peer[@]} -gt 0 ] && source_peer_text=" (swiftc -parse: $(awk -v t="$(median "${source_peer[@]}")" 'BEGIN { printf "%.0f", t * 1000 }') ms)"
foreach_growth=$(ratio "$(median "${foreach_100k[@]}")" "$(median "${foreach_10k[@]}")")

# 10: lint of a 500-view scene (every view a target of its own, all on screen) under both
# profiles, on every core, beside one replay of one probe on the same scene.
python3 Scripts/source_scene.py lint 500 "$work/lint500.json"
"$binary" synth --header --scene "$work/lint500.json" tap --at 10,10 -o "$work/lint500-probe.jsonl"
lint_times=(); probe_times=()
for _ in $(seq "$runs"); do
    lint_times+=("$(seconds "$binary" lint "$work/lint500.json" --format json)")
    probe_times+=("$(seconds "$binary" "$work/lint500-probe.jsonl" --format json)")
done
lint_findings=$("$binary" lint "$work/lint500.json" --format json | wc -l)
screen=Fixtures/plugin-sample/Sources/AppViews/Feed.swift
screen_times=()
for _ in $(seq "$runs"); do
    # Wall time in 10 ms steps: 20 runs in one count, divided, resolve a millisecond.
    screen_times+=("$(awk -v t="$( { /usr/bin/time -f "%e" bash -c 'for _ in $(seq 20); do "$0" lint "$1" --format json > /dev/null; done' "$binary" "$screen"; } 2>&1 )" 'BEGIN { printf "%.4f", t / 20 }')")
done
screen_ms=$(awk -v t="$(median "${screen_times[@]}")" 'BEGIN { printf "%.0f", t * 1000 }')

# 12: a whole app's folder (Scripts/source_scene.py app: 600 files, a third of them models,
# screens with a List, a drag and a sheet, rows of their own with a tap, a long press and a
# context menu, previews), linted as CI lints it, under both iPhone profiles.
app="$work/app-600"
[ -d "$app" ] || python3 Scripts/source_scene.py app 600 "$app"
app_times=(); app_memory=()
for _ in $(seq "$runs"); do
    app_times+=("$(seconds "$binary" lint "$app" --format json)")
done
for _ in 1 2 3; do app_memory+=("$(peak_kib "$binary" lint "$app" --format json)"); done
app_seconds=$(median "${app_times[@]}")
app_mib=$(awk -v k="$(median "${app_memory[@]}")" 'BEGIN { printf "%.0f", k / 1024 }')
app_findings=$("$binary" lint "$app" --format json 2>/dev/null | wc -l || true)

echo "trace: $events events (gen_trace.py), medians of $runs alternating runs"
printf '1. drag:          %6.3f s vs jq %6.3f s   ratio %s  (budget 0.033) %s\n' "$drag_median" "$jq_median" "$drag_ratio" "$(verdict "$drag_ratio" 0.0334 "<=")"
printf '2. default scene: %6.3f s vs jq %6.3f s   ratio %s  (budget 0.500) %s\n' "$scene_median" "$jq_median" "$scene_ratio" "$(verdict "$scene_ratio" 0.5 "<=")"
printf '   default scene under ios18 %6.3f s vs ios17 %6.3f s   ratio %s  (budget 1.5) %s\n' "$scene_median" "$scene17_median" "$profile_ratio" "$(verdict "$profile_ratio" 1.5 "<=")"
printf '   runs: drag %s | scene %s | scene ios17 %s | jq %s\n' "${drag_times[*]}" "${scene_times[*]}" "${scene17_times[*]}" "${jq_times[*]}"
printf '3. peak memory:   %.1f MiB on %d events, %.1f MiB on %d (%s%%)  (budget 32 MiB, +10%%) %s\n' \
    "$(awk -v k="$memory" 'BEGIN { print k / 1024 }')" "$events" "$(awk -v k="$long_memory" 'BEGIN { print k / 1024 }')" \
    "$((events * 4))" "$growth" "$( [ "$memory" -le 32768 ] && awk -v g="$growth" 'BEGIN { exit !(g <= 10) }' && echo "within budget" || echo "OVER BUDGET")"
printf '4. 10 events x200: %s s vs jq %s s   ratio %s  (budget 0.167) %s\n' "$(median "${start_ours[@]}")" "$(median "${start_jq[@]}")" "$start_ratio" "$(verdict "$start_ratio" 0.1667 "<=")"
printf '5. check 1,000:   %s s in one process vs %s s as 1,000 processes: %sx  (budget 5x) %s\n' "$check_one" "$check_each" "$check_speedup" "$(verdict "$check_speedup" 5 ">=")"

if command -v valgrind >/dev/null; then
    for mode in drag scene scene-ios17; do
        arguments=(--format json)
        [ "$mode" = drag ] && arguments+=(--gesture "$drag")
        [ "$mode" = scene-ios17 ] && arguments+=(--profile ios17)
        valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.$mode" "$binary" "$small" "${arguments[@]}" \
            > /dev/null 2> "$work/callgrind.$mode.log"
        total=$(awk '/Collected/ {print $4}' "$work/callgrind.$mode.log")
        case $mode in drag) limit=1750 ;; scene) limit=11000 ;; *) limit=10000 ;; esac
        printf '6. instructions:  %-13s %s per event (%s for 100,000 events)  (budget %s) %s\n' "$mode" "$((total / 100000))" "$total" \
            "$limit" "$(verdict "$((total / 100000))" "$limit" "<=")"
    done
fi
printf '7. scale:         load 100,000 views %s s, peak %.0f MiB (budget 0.4 s, 100 MiB) %s; 10,000 views %s s: %sx for 10x the views\n' \
    "$(median "${load_100k[@]}")" "$(awk -v k="$load_memory" 'BEGIN { print k / 1024 }')" \
    "$(awk -v t="$(median "${load_100k[@]}")" -v k="$load_memory" 'BEGIN { print (t <= 0.4 && k <= 102400) ? "within budget" : "OVER BUDGET" }')" \
    "$(median "${load_10k[@]}")" "$load_growth"
printf '   1,020,000 drag events, load subtracted: %s s over 10,000 views vs %s s over 10: ratio %s  (budget 1.5) %s\n' \
    "$events_10k" "$events_10" "$events_ratio" "$(verdict "$events_ratio" 1.5 "<=")"
printf '8. controls:      99,960 scrolling events, load subtracted: %s s on a List of 10,000 rows vs %s s on plain rows%s: ratio %s  (budget 2) %s\n' \
    "$list_events" "$plain_events" "$controls_instructions" "$controls_ratio" "$(verdict "$controls_ratio" 2 "<=")"
printf '9. Swift source:  %s lines parsed and laid out in %s ms of process time%s  (budget 50 ms) %s\n' \
    "$(wc -l < "$work/Cards.swift")" "$source_ms" "$source_peer_text" "$( [ "$source_ms" -le 50 ] && echo "within budget" || echo "OVER BUDGET")"
printf '   ForEach of 100,000 views %s s (budget 0.4 s) %s vs 10,000 %s s: %sx for 10x the views\n' \
    "$(median "${foreach_100k[@]}")" "$(verdict "$(median "${foreach_100k[@]}")" 0.4 "<=")" "$(median "${foreach_10k[@]}")" "$foreach_growth"
printf '   ForEach of 100,000 views whose body names its element (read once per element): %s s (no budget)\n' "$(median "${foreach_named[@]}")"
printf '10. lint:         500 views under ios17 and ios18 in %s s of wall time on %s cores (budget 0.3 s) %s; one replay of one probe %s s; %s findings\n' \
    "$(median "${lint_times[@]}")" "$(nproc)" "$(verdict "$(median "${lint_times[@]}")" 0.3 "<=")" \
    "$(median "${probe_times[@]}")" "$lint_findings"
printf '    a real app screen (%s, %s views) in %s ms (budget 50 ms) %s\n' \
    "$screen" "$("$binary" layout "$screen" --format json | wc -l)" "$screen_ms" "$( [ "$screen_ms" -le 50 ] && echo "within budget" || echo "OVER BUDGET")"
mouse_instructions=""
if command -v valgrind >/dev/null; then
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.mouse" "$binary" "$work/mouse-100000.jsonl" --format json \
        > /dev/null 2> "$work/callgrind.mouse.log"
    mouse_instructions="; $(( $(awk '/Collected/ {print $4}' "$work/callgrind.mouse.log") / 100000 )) instructions per line"
fi
printf '11. mouse:        %s lines of hover, clicks and drags over 60 cards: %s s vs jq %s s   ratio %s%s  (no budget)\n' \
    "$events" "$(median "${mouse_times[@]}")" "$(median "${mouse_jq[@]}")" "$mouse_ratio" "$mouse_instructions"
printf '12. app lint:     %s .swift files in %s s, peak %s MiB, %s findings  (budget 2 s, 200 MiB) %s\n' \
    "$(find "$app" -name '*.swift' | wc -l)" "$app_seconds" "$app_mib" "$app_findings" \
    "$(awk -v t="$app_seconds" -v m="$app_mib" 'BEGIN { print (t <= 2 && m <= 200) ? "within budget" : "OVER BUDGET" }')"
