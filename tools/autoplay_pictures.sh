#!/usr/bin/env bash
# Plays one co-op On Fire game, one Duel and one chameleon rows game with bots in every seat in a real
# window under Xvfb, saving screenshots, then checks they are not blank and
# that every screen each game passes through left its picture.
#   tools/autoplay_pictures.sh [OUT_DIR] [WIDTHxHEIGHT]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-target/autoplay}"
size="${2:-1280x720}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pilefire/target}"
# All targets, as the tests build them: a bare `--bin` build resolves
# features without the dev-dependencies and recompiles Bevy a second time.
cargo build --all-targets
binary="$CARGO_TARGET_DIR/debug/pilefire"
rm -rf "$out"
mkdir -p "$out"
# A private config folder, so the run never touches the user's settings.
export PILEFIRE_CONFIG_DIR="$out/config"
run() {
    local name="$1"; shift
    timeout 300 xvfb-run -a -s "-screen 0 ${size%x*}x${size#*x}x24" \
        "$binary" --autoplay "$@" --size "$size" --screenshots "$out/$name" --exit-on-score
}
run coop-3-fire --mode coop --seats 3 --seed 7 --fire --bot expert --perf-report | tee "$out/coop-3-fire.log"
run duel --mode duel --seed 7
run chameleons-4 --mode chameleons --seats 4 --seed 5
# The pictures src/dev/autoplay.rs takes on each screen and moment; seed 7's
# co-op game lights a fire, so it has a picture of one.
python3 tools/check_screenshots.py \
    "$out/coop-3-fire=menu,deal,turns,play,fire,result,score" \
    "$out/duel=menu,deal,turns,play,result,score" \
    "$out/chameleons-4=menu,chameleons,early,mid,last-round,chameleons-end,chameleon-score"
