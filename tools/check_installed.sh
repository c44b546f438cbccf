#!/usr/bin/env bash
# The binary on its own: copied into an empty folder, with a fresh home and
# the checkout's assets folder hidden behind an empty one (a private bind
# mount), it must reach the menu with its sounds (they are embedded) and
# play a game to the score screen. A second run points
# PILEFIRE_ASSETS at a folder with a damaged sound: the game warns and uses
# the built-in copy instead of hanging.
#   tools/check_installed.sh [WORK_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-target/installed}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pilefire/target}"
# All targets, as the tests build them (see tools/window_check.sh).
[ -n "${PILEFIRE_BINARY:-}" ] || cargo build --all-targets
rm -rf "$work"
mkdir -p "$work/bin" "$work/home" "$work/empty" "$work/no-assets" "$work/replacements/sounds"
work="$(cd "$work" && pwd)"
cp "${PILEFIRE_BINARY:-$CARGO_TARGET_DIR/debug/pilefire}" "$work/bin/pilefire"
checkout_assets="$(pwd)/assets"
# Runs a command with the checkout's assets folder out of sight. Needs root
# (CI is); elsewhere the folder stays visible and the check says so.
hidden() {
    if [ "$(id -u)" -eq 0 ] && unshare -m true 2>/dev/null; then
        unshare -m sh -c 'mount --bind "$1" "$2" && shift 2 && exec "$@"' \
            hide "$work/no-assets" "$checkout_assets" "$@"
    else
        echo "note: not root, the checkout's assets folder stays visible" >&2
        "$@"
    fi
}
printf 'not a sound' > "$work/replacements/sounds/click.wav"

play() {
    local name="$1"; shift
    # Nothing from the checkout or the caller's environment leaks in.
    local status=0
    (cd "$work/empty" && hidden env -u PILEFIRE_ASSETS HOME="$work/home" \
        PILEFIRE_CONFIG_DIR="$work/config-$name" "$@" \
        timeout 300 xvfb-run -a -s "-screen 0 1024x640x24" "$work/bin/pilefire" \
        --autoplay --mode coop --seats 2 --seed 3 --size 1024x640 \
        --screenshots "$work/pictures-$name" --exit-on-score) > "$work/$name.log" 2>&1 \
        || status=$?
    [ "$status" -eq 0 ] || { tail -20 "$work/$name.log"; echo "$name: exit $status"; exit 1; }
    grep -q "Loading state .* is done" "$work/$name.log" \
        || { tail -20 "$work/$name.log"; echo "$name: sounds never loaded"; exit 1; }
    ! grep -q "SoundsUnavailable" "$work/$name.log" \
        || { echo "$name: played without sound"; exit 1; }
    ls "$work/pictures-$name"/*-menu.png >/dev/null 2>&1 || { echo "$name: no menu picture"; exit 1; }
    ls "$work/pictures-$name"/*-score.png >/dev/null 2>&1 || { echo "$name: no score picture"; exit 1; }
    echo "$name: reached the menu and the score screen with sound"
}
play alone
play damaged-replacement PILEFIRE_ASSETS="$work/replacements"
grep -q "click.wav is not a usable" "$work/damaged-replacement.log" \
    || { echo "damaged-replacement: no warning about the damaged sound"; exit 1; }
[ -z "$(ls -A "$work/empty")" ] || { echo "the game wrote into the working folder"; exit 1; }
echo "installed binary: ok"
