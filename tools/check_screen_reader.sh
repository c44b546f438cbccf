#!/usr/bin/env bash
# What a screen reader gets on Linux: the game in a real window under Xvfb,
# with a private D-Bus session and the AT-SPI accessibility bus switched on,
# as Orca would find it. On the menu, two presses of Down move the focus to
# "Play a deal code"; at the table (a solitaire game), Right picks a card,
# which must be announced with the piles that take it, and Alt+1 opens pile
# 1's history, which must be there to read. Each time
# tools/screen_reader_tree.py reads the tree AccessKit exposes and checks
# the buttons and the focus.
#   tools/check_screen_reader.sh [WORK_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/window_check.sh
default_work=target/screen-reader
prepare_window_check "$@"
cat > "$work/inside.sh" <<'INSIDE'
set -euo pipefail
binary="$1"; work="$2"; tools="$3"
source "$tools/window_check.sh"
/usr/libexec/at-spi-bus-launcher --launch-immediately &
sleep 2
for property in IsEnabled ScreenReaderEnabled; do
    dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
        org.freedesktop.DBus.Properties.Set string:org.a11y.Status \
        "string:$property" variant:boolean:true > /dev/null
done
# English whatever the machine's locale, so the button names are known.
mkdir -p "$work/config"
echo '(language: Some(English))' > "$work/config/settings.ron"
PILEFIRE_CONFIG_DIR="$work/config" "$binary" > "$work/game.log" 2>&1 &
game=$!
wait_for_menu "$work/game.log"
focus_game_window
read_tree() { timeout 60 /usr/bin/python3 "$tools/screen_reader_tree.py" "$@"; }
status=0
xdotool key Down; sleep 0.7; xdotool key Down; sleep 1.5
read_tree "Play a deal code" "New game" "Rules" "Settings" "Quit [Esc]" || status=$?
# Back up to "New game", open it and start the solitaire game it offers.
if [ "$status" -eq 0 ]; then
    for key in Up Up Return Return; do xdotool key "$key"; sleep 1; done
    # The deal animates first: press Right until the table answers (up to a
    # minute), printing only the last reading; then Alt+1 opens a history.
    card="[0-9]+: (it goes on piles? [0-9, ]+|no pile takes it now)\. pile 1 up at [0-9]+; .*"
    for attempt in $(seq 1 12); do
        sleep 4
        xdotool key Right; sleep 1.5
        status=0
        read_tree "$card" "End turn [Enter]" "Hint [H]" > "$work/table.txt" 2>&1 || status=$?
        [ "$status" -eq 0 ] && break
    done
    echo "the table answered after $attempt attempt(s)"
    if [ "$status" -eq 0 ]; then
        xdotool key alt+1; sleep 1.5
        read_tree "$card" "label:^Pile 1 history" > "$work/table.txt" 2>&1 || status=$?
    fi
    cat "$work/table.txt"
fi
stop_game "$game" "$work/game.log"
exit "$status"
INSIDE
timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" dbus-run-session -- \
    bash "$work/inside.sh" "$CARGO_TARGET_DIR/debug/pilefire" "$work" "$PWD/tools" 2>&1 \
    | grep -v -e '^ALSA' -e 'fd limit' -e 'dbus-daemon' -e 'dbind-WARNING' -e '^$'
