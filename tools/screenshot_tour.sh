#!/usr/bin/env bash
# A screenshot of every screen, made without a person: bots play where only
# bots act (--autoplay), xdotool presses the keys where a person must act
# (refusal, hint, pause, menus), F12 saves the picture. Fixed seeds, a private
# config folder per run (never the user's settings), then the pictures are
# copied to stable names and checked not to be blank.
#   tools/screenshot_tour.sh [BINARY] [OUT_DIR]
# BINARY: the game (default: $CARGO_TARGET_DIR/debug/pilefire, not built here).
# OUT_DIR: where the named pictures go (default: docs/screenshots).
set -euo pipefail

# ---- Inside Xvfb: one phase per screen size (the screen cannot change size).
if [ "${1:-}" = "--inside" ]; then
    phase="$2"
    cd "$TOUR_TOOLS/.."
    source "$TOUR_TOOLS/window_check.sh"

    # settings NAME RON: a config folder whose settings file holds RON.
    settings() {
        mkdir -p "$TOUR_WORK/config/$1"
        printf '%s\n' "$2" > "$TOUR_WORK/config/$1/settings.ron"
    }

    # saved LOG PATTERN [SECONDS]: waits until the game logged a picture
    # whose path matches PATTERN as written.
    saved() {
        for _ in $(seq 1 $((${3:-300} * 2))); do
            [ -f "$1" ] && grep -q "Screenshot saved to .*$2" "$1" && return 0
            sleep 0.5
        done
        echo "no picture matching $2 in $1"; tail -5 "$1"; return 1
    }

    # autoplay NAME CONFIG UNTIL ARGS...: bots play one game with pictures
    # into $TOUR_WORK/NAME; stops once a picture named *-UNTIL.png is saved
    # (or, with UNTIL "score", when the game exits on the score screen).
    autoplay() {
        local name="$1" config="$2" until="$3" pid status=0; shift 3
        mkdir -p "$TOUR_WORK/config/$config"
        PILEFIRE_CONFIG_DIR="$TOUR_WORK/config/$config" "$TOUR_BINARY" --autoplay "$@" \
            --size "$TOUR_SIZE" --screenshots "$TOUR_WORK/$name" --exit-on-score \
            > "$TOUR_WORK/$name.log" 2>&1 &
        pid=$!
        if [ "$until" = score ]; then
            timeout 400 tail --pid="$pid" -f /dev/null || { echo "$name did not finish"; kill -TERM "$pid"; return 1; }
            wait "$pid" || status=$?
            [ "$status" -eq 0 ] || { echo "$name ended with status $status"; tail -20 "$TOUR_WORK/$name.log"; return 1; }
        else
            saved "$TOUR_WORK/$name.log" "-$until.png"
            stop_game "$pid" "$TOUR_WORK/$name.log"
        fi
    }

    # person CONFIG: starts the game for key presses; sets `game` and `log`.
    person() {
        mkdir -p "$TOUR_WORK/config/$1" "$TOUR_WORK/f12"
        log="$TOUR_WORK/person-$1.log"
        : > "$log"  # before the game starts, so wait_for_menu can read it
        PILEFIRE_SCREENSHOT_DIR="$TOUR_WORK/f12" PILEFIRE_CONFIG_DIR="$TOUR_WORK/config/$1" \
            "$TOUR_BINARY" --size "$TOUR_SIZE" > "$log" 2>&1 &
        game=$!
        shots=0
        wait_for_menu "$log"
        focus_game_window
    }

    # keys KEY...: one key at a time, as a person would, letting each land.
    keys() {
        for key in "$@"; do xdotool key "$key"; sleep 0.6; done
    }

    # shot NAME: F12, then the picture is kept as $TOUR_WORK/pictures/NAME.
    shot() {
        sleep "${2:-1}"
        xdotool key F12
        shots=$((shots + 1))
        local file
        file="$(printf 'pilefire-%03d.png' "$shots")"
        saved "$log" "$file" 20
        mv "$TOUR_WORK/f12/$file" "$TOUR_WORK/pictures/$1"
    }

    mkdir -p "$TOUR_WORK/pictures"
    case "$phase" in
    1280x720)
        settings english '(language: Some(English))'
        # Bot games first: they fill the statistics and replays (--keep-stats).
        autoplay fire english score --mode coop --seats 3 --fire --seed 5 --bot expert --keep-stats
        autoplay won english score --mode coop --seats 2 --seed 1 --bot expert --keep-stats
        autoplay duel english score --mode duel --seed 7 --bot expert --keep-stats
        # The table pictures are the first turn's end (*-turns.png), when no
        # card is in flight: the later *-play.png catches cards mid-flip.
        autoplay five english turns --mode coop --seats 5 --seed 1
        settings contrast '(language: Some(English), accessibility: (palette: HighContrast))'
        autoplay contrast contrast turns --mode coop --seats 3 --fire --seed 5 --bot expert
        settings safe '(language: Some(English), accessibility: (palette: ColourBlindSafe))'
        autoplay safe safe turns --mode coop --seats 3 --fire --seed 5 --bot expert
        settings big '(language: Some(English), accessibility: (ui_scale: 2.0))'
        autoplay big big turns --mode coop --seats 3 --fire --seed 5 --bot expert
        settings small '(language: Some(English), accessibility: (ui_scale: 0.75))'
        autoplay small small turns --mode coop --seats 3 --fire --seed 5 --bot expert

        # A person: menu pages, then a solitaire deal (seed 7: typed on the
        # new-game page's seed row, one Up from Start) with a refusal and a
        # hint. Menu rows: New game, Daily deal, Deal code, Tutorial, Rules,
        # Statistics, Replays, Settings.
        # The menu keeps its focus across pages in ways a script should not
        # guess: each page is opened from a fresh start.
        person english
        shot menu.png
        keys Return Up 7
        shot new-game.png
        stop_game "$game" "$log"
        person english
        keys Down Down Down Down Return
        shot rules.png
        stop_game "$game" "$log"
        person english
        keys Down Down Down Down Down Return
        shot statistics.png
        stop_game "$game" "$log"
        person english
        keys Down Down Down Down Down Down Return Return Right Right Right Right Right
        shot replay.png
        stop_game "$game" "$log"
        person english
        keys Return Up 7 Down Return
        shot solitaire.png 2
        # The second card (17) on pile 1, then the first (12): refused (R-CO-6).
        keys Right Right 1
        sleep 1
        keys Right 1
        shot human-refused.png 0.2
        keys h
        shot hint.png
        stop_game "$game" "$log"

        # In Italian: the tutorial, then its pause menu.
        settings italian '(language: Some(Italian))'
        person italian
        keys Down Down Down Return
        shot tutorial-italian.png 3
        keys Escape
        shot pause-italian.png
        stop_game "$game" "$log"

        # A damaged statistics file: set aside, and the menu says so.
        settings damaged '(language: Some(Italian))'
        echo 'not a statistics file' > "$TOUR_WORK/config/damaged/statistics.ron"
        person damaged
        shot menu-notice-italian.png
        stop_game "$game" "$log"
        ;;
    1024x640)
        settings "english-$phase" '(language: Some(English))'
        autoplay "table-$phase" "english-$phase" turns --mode coop --seats 3 --fire --seed 5 --bot expert
        # Alt+1: pile 1's history, after two cards went on it (solitaire, seed 7).
        settings history '(language: Some(Italian))'
        person history
        keys Return Up 7 Down Return
        sleep 2
        keys Right Right 1
        sleep 1
        keys Right Right 1 alt+1
        shot pile-history-italian-1024x640.png
        stop_game "$game" "$log"
        ;;
    *)
        settings "english-$phase" '(language: Some(English))'
        autoplay "table-$phase" "english-$phase" turns --mode coop --seats 3 --fire --seed 5 --bot expert
        ;;
    esac
    exit 0
fi

cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-$HOME/.cache/pilefire/target}"
binary="$(realpath "${1:-$target/debug/pilefire}")"
out="${2:-docs/screenshots}"
[ -x "$binary" ] || { echo "no game binary at $binary (build it first)"; exit 1; }
mkdir -p "$out"
work="$(mktemp -d "${TMPDIR:-/tmp}/pilefire-tour.XXXXXX")"
export TOUR_BINARY="$binary" TOUR_WORK="$work" TOUR_TOOLS="$PWD/tools"
echo "tour: $binary, work folder $work"
for size in 1280x720 1024x640 1920x1080; do
    TOUR_SIZE="$size" timeout 1800 xvfb-run -a -s "-screen 0 ${size}x24" \
        bash "$PWD/tools/screenshot_tour.sh" --inside "$size"
done

# pick RUN NAME DEST: the bot run's picture *-NAME.png (the first such) as DEST.
pick() {
    local file
    file="$(ls "$work/$1"/*-"$2".png | head -1)"
    cp "$file" "$work/pictures/$3"
}
pick fire fire coop-fire.png
pick fire deal coop-deal.png
pick fire play coop-play.png
pick fire score coop-score.png
pick won score coop-score-won.png
pick duel turns duel-play.png
pick duel score duel-result.png
pick five turns coop-5-seats.png
pick contrast turns high-contrast.png
pick safe turns colour-blind-safe.png
pick big turns table-200-percent.png
pick big menu menu-200-percent.png
pick small turns table-75-percent.png
pick table-1024x640 turns table-1024x640.png
pick table-1920x1080 turns table-1920x1080.png
python3 tools/check_screenshots.py "$work/pictures"
cp "$work/pictures"/*.png "$out/"
echo "tour: $(ls "$work/pictures" | wc -l) pictures in $out"
