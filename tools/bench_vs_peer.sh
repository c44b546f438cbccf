#!/usr/bin/env bash
# Games per CPU-second on one thread: our `baseline` simulator against M. Drees'
# thegameanalyzer (the same planner), solitaire and 4 seats, 10,000 deals each
# (the peer's maximum), ROUNDS rounds alternating the two programs. CPU time is
# user+sys from GNU time, so other jobs on the machine matter less than in wall
# time. Ours runs with --no-timing (the peer does not time its turns either);
# set TIMED=1 to include our per-turn clock reads.
#   tools/bench_vs_peer.sh [ROUNDS]        (default 5)
set -euo pipefail
rounds=${1:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
peer_src=${PEER_SRC:-$here/../shared/peers/thegameanalyzer}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
bash "$peer_src/build.sh" "$scratch" >/dev/null
peer="$scratch/tga"
target=${CARGO_TARGET_DIR:-$here/target}
(cd "$here" && CARGO_TARGET_DIR="$target" cargo build --release -p pilefire-engine --all-targets -q)
ours="$target/release/pilefire-engine"
timing=--no-timing
[ "${TIMED:-0}" = 1 ] && timing=
cpu() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'; }
printf '%-10s %5s %12s %12s %8s\n' seats round "peer cpu s" "ours cpu s" ratio
for seats in 1 4; do
  if [ "$seats" = 1 ]; then reach=(-r 0 -e 0); else reach=(-r 3 -e 6); fi
  tp=0; to=0
  for round in $(seq 1 "$rounds"); do
    p=$(cpu "$peer" -n "$seats" "${reach[@]}" -t 10000)
    o=$(cpu "$ours" simulate --mode coop --seats "$seats" --bot baseline --games 10000 --seed 0 --threads 1 $timing)
    tp=$(echo "$tp + $p" | bc -l); to=$(echo "$to + $o" | bc -l)
    printf '%-10s %5s %12.2f %12.2f %8.2f\n' "$seats" "$round" "$p" "$o" "$(echo "$p / $o" | bc -l)"
  done
  printf '%-10s %5s %12.2f %12.2f %8.2f  (peer time / our time: how many times as fast)\n' "$seats" total "$tp" "$to" "$(echo "$tp / $to" | bc -l)"
done
