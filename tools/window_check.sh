# Shared by the checks that drive the game in a real window under Xvfb
# (tools/check_clipboard.sh, tools/check_screen_reader.sh). Sourced, not run.

# Outside Xvfb: builds the game and empties the work folder, given as the
# first argument or `$default_work`; sets `work` to its absolute path.
prepare_window_check() {
    work="${1:-$default_work}"
    export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pilefire/target}"
    # All targets, as the tests build them: a bare `--bin` build resolves
    # features without the dev-dependencies and recompiles Bevy a second time.
    cargo build --all-targets
    rm -rf "$work"
    mkdir -p "$work"
    work="$(cd "$work" && pwd)"
}

# Inside Xvfb: waits for the game's window (30 s) and gives it the keyboard.
# Without a window manager keys go where the focus and the pointer are.
focus_game_window() {
    local window
    for _ in $(seq 1 60); do
        window="$(xdotool search --name Pilefire 2>/dev/null | head -1 || true)"
        [ -n "$window" ] && { xdotool windowfocus "$window" mousemove 5 5; return 0; }
        sleep 0.5
    done
    echo "no Pilefire window"; return 1
}

# Inside Xvfb: the game's window is titled "Pilefire", both halves of its
# WM_CLASS (instance, class) name the application (the binary must be called
# pilefire: see `window_name` in src/app.rs), and it carries the drawn
# icon (_NET_WM_ICON: width, height, then the pixels; build/art.rs draws it
# at 256 x 256). Prints what it read.
check_window_identity() {
    local window title class icon listing
    window="$(xdotool search --name Pilefire | head -1)"
    title="$(xprop -id "$window" WM_NAME)"
    class="$(xprop -id "$window" WM_CLASS)"
    # As plain numbers (xprop draws icons only on a terminal), into a file:
    # the listing holds every pixel.
    listing="$(mktemp)"
    xprop -id "$window" -f _NET_WM_ICON 32c _NET_WM_ICON > "$listing"
    icon="$(grep -o -m1 -E '= [0-9]+, [0-9]+,' "$listing" || true)"
    rm -f "$listing"
    echo "window: $title; $class; icon: ${icon:-none} (width, height)"
    [[ "$title" =~ ^WM_NAME\((UTF8_)?STRING\)\ =\ \"Pilefire\"$ ]] \
        || { echo "the window is not titled Pilefire"; return 1; }
    [ "$class" = 'WM_CLASS(STRING) = "pilefire", "pilefire"' ] \
        || { echo "the window's WM_CLASS is not \"pilefire\", \"pilefire\""; return 1; }
    [ "$icon" = '= 256, 256,' ] \
        || { echo "the window has no 256 x 256 icon"; return 1; }
}

# Inside Xvfb: waits (up to a minute) until the game logged in LOG that its
# assets are loaded, then 2 s more for the menu to come up.
wait_for_menu() {
    for _ in $(seq 1 60); do
        grep -q "Loading state .* is done" "$1" && break
        sleep 1
    done
    sleep 2
}

# Inside Xvfb: stops the game PID and fails unless it was still running
# and ended by this stop (status 143, SIGTERM) or exited cleanly (0): a game
# that crashed (a panic's 101, an abort's 134, a segfault's 139) or hung
# fails the check instead of being swallowed. The window ignores SIGINT and
# has no close button without a window manager, so a clean exit path is only
# checked by the autoplay runs (--exit-on-score). LOG is shown on failure.
stop_game() {
    local pid="$1" log="${2:-}" status=0
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 40); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.5
    done
    if kill -0 "$pid" 2>/dev/null; then
        echo "the game did not stop within 20 s of SIGTERM"
        kill -KILL "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        [ -n "$log" ] && tail -20 "$log"
        return 1
    fi
    wait "$pid" || status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 143 ]; then
        echo "the game ended with status $status"
        [ -n "$log" ] && tail -20 "$log"
        return 1
    fi
}
