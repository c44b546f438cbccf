#!/usr/bin/env bash
# The deal code's trip through the system clipboard, in a real window under
# Xvfb, as a person would make it: an all-bot Duel reaches the score screen,
# C copies its deal code; a fresh start pastes it (Ctrl+V) on the menu's
# "Play a deal code" page and Enter deals it. Passes when the clipboard held
# a deal code and the game in progress is that Duel's seed. On the way, the
# window's title and icon are checked (`check_window_identity`).
#   tools/check_clipboard.sh [WORK_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/window_check.sh
default_work=target/clipboard
prepare_window_check "$@"
cat > "$work/inside.sh" <<'INSIDE'
set -euo pipefail
binary="$1"; work="$2"; seed=11
source "$3/window_check.sh"
# 1. Copy: wait for the score screen's picture, then press C.
PILEFIRE_CONFIG_DIR="$work/bots" "$binary" --autoplay --mode duel --seed "$seed" \
    --bot expert --screenshots "$work/pictures" > "$work/bots.log" 2>&1 &
bots=$!
focus_game_window
# The window's title, class and icon, while it is up.
sleep 2
check_window_identity
for _ in $(seq 1 240); do
    ls "$work/pictures" 2>/dev/null | grep -q score && break
    sleep 1
done
ls "$work/pictures" | grep -q score || { echo "the Duel never reached the score screen"; exit 1; }
xdotool key c
sleep 1
copied="$(timeout 5 xclip -o -selection clipboard)"
stop_game "$bots" "$work/bots.log"
echo "copied from the score screen: $copied"
[[ "$copied" =~ ^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{3,4}$ ]] || { echo "not a deal code"; exit 1; }
# The game that owned the clipboard has gone: hand its text to xclip.
printf '%s' "$copied" | xclip -selection clipboard
# 2. Paste: menu, "Play a deal code" (third row), Ctrl+V, Enter.
PILEFIRE_SCREENSHOT_DIR="$work" PILEFIRE_CONFIG_DIR="$work/person" "$binary" > "$work/person.log" 2>&1 &
person=$!
wait_for_menu "$work/person.log"
focus_game_window
for key in Down Down Return ctrl+v; do xdotool key "$key"; sleep 1; done
# A picture of the pasted code, kept for when the check fails.
xdotool key F12; sleep 1
xdotool key Return
for _ in $(seq 1 60); do
    [ -f "$work/person/game-in-progress.ron" ] && break
    sleep 1
done
stop_game "$person" "$work/person.log"
grep -q "seed: $seed," "$work/person/game-in-progress.ron" \
    || { echo "the pasted code did not deal seed $seed"; exit 1; }
grep -q "mode: Duel" "$work/person/game-in-progress.ron" \
    || { echo "the pasted code did not deal a Duel"; exit 1; }
echo "pasted and dealt: Duel, seed $seed"
INSIDE
timeout 400 xvfb-run -a -s "-screen 0 1280x720x24" \
    bash "$work/inside.sh" "$CARGO_TARGET_DIR/debug/pilefire" "$work" "$PWD/tools"
