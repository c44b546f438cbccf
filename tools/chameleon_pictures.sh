#!/usr/bin/env bash
# The README's chameleon table and score pictures, again: bots play every
# seat (--autoplay, the styles in turn) with fixed seeds and private settings
# per picture (palette, interface size, language), under Xvfb; the pictures
# are copied to their stable names and checked not to be blank.
#   tools/chameleon_pictures.sh [BINARY] [OUT_DIR]
# BINARY: the game (default: $CARGO_TARGET_DIR/debug/pilefire, not built here).
# OUT_DIR: where the named pictures go (default: docs/screenshots).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pilefire/target}"
binary="${1:-$CARGO_TARGET_DIR/debug/pilefire}"
out="${2:-docs/screenshots}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# shoot NAME SIZE SETTINGS ARGS...: one game's pictures into $work/NAME.
shoot() {
    local name="$1" size="$2" settings="$3"; shift 3
    mkdir -p "$work/$name/config"
    printf '%s\n' "$settings" > "$work/$name/config/settings.ron"
    PILEFIRE_CONFIG_DIR="$work/$name/config" timeout 300 \
        xvfb-run -a -s "-screen 0 ${size%x*}x${size#*x}x24" \
        "$binary" --autoplay --mode chameleons --bot styles "$@" --size "$size" \
        --screenshots "$work/$name/shots" --exit-on-score > "$work/$name/log" 2>&1
}
# keep NAME PICTURE TARGET: a taken picture under its README name.
keep() {
    mkdir -p "$work/kept"
    cp "$work/$1/shots/$2.png" "$work/kept/$3.png"
    kept=$((kept + 1))
}
kept=0
english='(language: Some(English))'
shoot four 1280x720 "$english" --seats 4 --seed 5
keep four 06-last-round chameleons-4p
keep four 08-chameleon-score chameleons-score-autoplay
shoot three 1280x720 "$english" --seats 3 --seed 6
keep three 06-last-round chameleons-3p
shoot two 1280x720 "$english" --seats 2 --seed 9
keep two 05-mid chameleons-2p-1280x720
shoot five-small 1024x640 "$english" --seats 5 --seed 8 --purple
keep five-small 06-last-round chameleons-5p-purple-last-round-1024x640
shoot five 1280x720 "$english" --seats 5 --seed 8 --purple
keep five 06-last-round chameleons-5p-purple-last-round-1280x720
shoot four-small 1024x640 "$english" --seats 4 --seed 5
keep four-small 06-last-round chameleons-4p-1024x640
shoot blind 1280x720 '(language: Some(English), accessibility: (palette: ColourBlindSafe))' --seats 4 --seed 5
keep blind 06-last-round chameleons-colourblind-table
keep blind 08-chameleon-score chameleons-colourblind-score
shoot contrast 1280x720 '(language: Some(English), accessibility: (palette: HighContrast))' --seats 4 --seed 5 --purple
keep contrast 06-last-round chameleons-contrast-table
keep contrast 08-chameleon-score chameleons-contrast-score
shoot small-ui 1280x720 '(language: Some(English), accessibility: (ui_scale: 0.75))' --seats 4 --seed 5
keep small-ui 06-last-round chameleons-75-percent
keep small-ui 08-chameleon-score chameleons-score-75-percent
shoot large-ui 1280x720 '(language: Some(English), accessibility: (ui_scale: 2.0))' --seats 4 --seed 5
keep large-ui 06-last-round chameleons-200-percent
shoot italian 1280x720 '(language: Some(Italian))' --seats 4 --seed 5
keep italian 06-last-round chameleons-it-table
keep italian 08-chameleon-score chameleons-it-score
python3 tools/check_screenshots.py "$work/kept"
cp "$work"/kept/*.png "$out/"
echo "$kept chameleon pictures in $out"
