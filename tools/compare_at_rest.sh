#!/usr/bin/env bash
# The game left alone beside GNOME's AisleRiot (Debian package aisleriot),
# measured the same way in one run under Xvfb at 1280x720: CPU time from
# /proc/PID/stat over SECONDS while nothing is touched, and memory (RSS).
# Pilefire sits at its title menu, then at a solitaire table waiting for the
# person (started by keys: Enter, Enter); AisleRiot at its first game.
#   tools/compare_at_rest.sh PILEFIRE_BINARY [SECONDS]
set -euo pipefail
binary="$1"; seconds="${2:-15}"
[ -x /usr/games/sol ] || { echo "needs aisleriot (apt-get install aisleriot)"; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat > "$work/inside.sh" <<'INSIDE'
set -euo pipefail
binary="$1"; seconds="$2"; work="$3"
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
rss() { awk '/VmRSS/ { printf "%d MiB", $2 / 1024 }' "/proc/$1/status"; }
measure() {
    local pid="$1" what="$2" before after
    before="$(ticks "$pid")"; sleep "$seconds"; after="$(ticks "$pid")"
    echo "$what: $(awk -v t="$((after - before))" -v s="$seconds" -v hz="$(getconf CLK_TCK)" \
        'BEGIN { printf "%.1f", 100 * t / hz / s }')% of a core over $seconds s, $(rss "$pid")"
}
mkdir -p "$work/config"
echo '(language: Some(English))' > "$work/config/settings.ron"
PILEFIRE_CONFIG_DIR="$work/config" "$binary" > "$work/game.log" 2>&1 &
game=$!
sleep 15
window="$(xdotool search --name Pilefire | head -1)"
xdotool windowfocus "$window" mousemove 5 5
sleep 6
measure "$game" "pilefire, title menu"
xdotool key Return; sleep 1; xdotool key Return; sleep 15
measure "$game" "pilefire, solitaire table at rest"
kill "$game"
HOME="$work" /usr/games/sol > /dev/null 2>&1 &
sol=$!
sleep 15
measure "$sol" "aisleriot, at rest"
kill "$sol"
INSIDE
xvfb-run -a -s "-screen 0 1280x720x24" bash "$work/inside.sh" "$binary" "$seconds" "$work"
