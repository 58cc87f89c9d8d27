#!/usr/bin/env bash
# Before and after in one session: builds RosterBench at a base commit and from the working
# tree, runs the timed key scenarios of both alternately (ROUNDS times each, the order swapped
# every round, so that both meet the same load), and prints a table of the medians side by side
# with their ratio (BENCHMARKS.md, Before and after).
#
#   scripts/bench-compare.sh BASE [ROUNDS]        (ROUNDS: 5 unless given)
#
# Both are built with the flags of `make bench`, the base from `git archive BASE` under
# .build/bench-compare/ (no git worktree is made). SIZES (default 1000000), PRESSES (default
# 1000) and SCENARIOS (default: the key scenarios) choose what runs; the result files and the
# table stay in .build/bench-compare/.
set -euo pipefail

base=${1:?usage: scripts/bench-compare.sh BASE [ROUNDS]}
rounds=${2:-5}
sizes=${SIZES:-1000000}
presses=${PRESSES:-1000}
scenarios=${SCENARIOS:-key-noop,key-down,key-pagedown,key-open-form,key-type-char,key-stepper,key-escape}
swift=${SWIFT:-swift}
# As RELEASE_FLAGS in the Makefile.
flags=(-c release --static-swift-stdlib -Xswiftc -use-ld=lld
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)

root=$(git rev-parse --show-toplevel)
commit=$(git -C "$root" rev-parse --verify --quiet "$base^{commit}") || {
    echo "bench-compare: $base is not a commit" >&2
    exit 2
}
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "bench-compare: ROUNDS must be a positive number" >&2; exit 2; }
work=$root/.build/bench-compare
source=$work/base-${commit:0:12}
mkdir -p "$work"

# The base's sources, once per commit (extracted beside, then moved, so that an interrupted
# extraction is never taken for a complete one).
if [ ! -d "$source" ]; then
    rm -rf "$source.partial"
    mkdir -p "$source.partial"
    git -C "$root" archive "$commit" | tar -x -C "$source.partial"
    mv "$source.partial" "$source"
fi
[ -d "$source/Sources/RosterBench" ] || { echo "bench-compare: $base has no RosterBench" >&2; exit 2; }

echo "bench-compare: building the base ($base, ${commit:0:12}) and the working tree" >&2
# RosterBench checks that roster is built beside it.
for product in roster RosterBench; do
    (cd "$source" && "$swift" build "${flags[@]}" --product "$product" >&2)
    (cd "$root" && "$swift" build "${flags[@]}" --product "$product" >&2)
done
base_bench=$source/.build/release/RosterBench
current_bench=$root/.build/release/RosterBench

rm -f "$work"/run-*.json
base_results=()
current_results=()
run() {  # run NAME BINARY ROUND
    local output=$work/run-$3-$1.json
    echo "bench-compare: round $3 of $rounds, $1" >&2
    "$2" --sizes "$sizes" --presses "$presses" --only "$scenarios" --output "$output" >/dev/null
    if [ "$1" = base ]; then base_results+=("$output"); else current_results+=("$output"); fi
}
for round in $(seq "$rounds"); do
    if [ $((round % 2)) -eq 1 ]; then
        run base "$base_bench" "$round"
        run current "$current_bench" "$round"
    else
        run current "$current_bench" "$round"
        run base "$base_bench" "$round"
    fi
done

join() { local IFS=,; echo "$*"; }
{
    echo "Base ${commit:0:12} ($base) against the working tree at $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- Sources Package.swift || echo ' with changes'): $rounds rounds each, alternately, sizes $sizes, $presses presses; per build, the median and the lowest of the rounds' medians."
    echo
    "$current_bench" --compare "$(join "${base_results[@]}")" --with "$(join "${current_results[@]}")"
} | tee "$work/compare.md"
