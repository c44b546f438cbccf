#!/usr/bin/env bash
# Measures what docs/PERFORMANCE.md reports, on a release build under Xvfb at
# 1280x720: time to an interactive menu, frame times while cards move and
# while a bot thinks, the longest bot plan, peak memory of a whole game, and
# the release binary's size. Run it on an otherwise idle machine. A last co-op
# game in a 640x360 window shows how much of a frame is drawing (a quarter of
# the pixels). Last, the floor: an empty Bevy window (examples/frame_floor.rs)
# at both sizes, which no game drawn in that window can beat.
#   tools/measure_performance.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
# A separate folder: a release build beside CI's dev build would double it.
export CARGO_TARGET_DIR="${PILEFIRE_RELEASE_TARGET:-$HOME/.cache/pilefire/release-target}"
cargo build --release --bin pilefire --example frame_floor
binary="$CARGO_TARGET_DIR/release/pilefire"
echo "release binary: $(stat -c %s "$binary") bytes ($(( $(stat -c %s "$binary") / 1024 / 1024 )) MiB)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for run in $(seq 1 "$runs"); do
    for game in "--mode coop --seats 3 --seed 7 --fire --bot expert" "--mode duel --seed 11 --bot expert"; do
        mkdir -p "$work/config-$run"
        # shellcheck disable=SC2086
        PILEFIRE_CONFIG_DIR="$work/config-$run" /usr/bin/time -f "perf: peak memory %M KiB" \
            timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
            "$binary" --autoplay $game --exit-on-score --perf-report 2>&1 \
            | grep -E "^perf:|peak memory" | sed "s/^/run $run, ${game%% --seed*}: /"
    done
done
# The same co-op game with a quarter of the pixels.
mkdir -p "$work/config-small"
PILEFIRE_CONFIG_DIR="$work/config-small" timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
    "$binary" --autoplay --mode coop --seats 3 --seed 7 --fire --bot expert --size 640x360 \
    --exit-on-score --perf-report 2>&1 | grep -E "^perf:" | sed "s/^/640x360, coop: /"
# The floor: the same window with nothing in it, for 30 s at each size.
for size in 1280x720 640x360; do
    timeout 120 xvfb-run -a -s "-screen 0 1280x720x24" \
        "$CARGO_TARGET_DIR/release/examples/frame_floor" 30 "$size" 2>&1 \
        | grep -E "^floor:" | sed "s/^/empty window $size: /"
done
