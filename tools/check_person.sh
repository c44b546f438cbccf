#!/usr/bin/env bash
# Plays the game as a person does, in a real window under Xvfb with real X
# input events: tools/play_as_a_person.py (docs/TESTING.md says what each
# check proves). The debug build by default; PILEFIRE_BINARY=path runs
# another (a release build, say) with the same checks.
#   tools/check_person.sh [WORK_DIR] [CHECK ...]
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/window_check.sh
default_work=target/person
prepare_window_check "${1:-}"
shift || true
binary="${PILEFIRE_BINARY:-$CARGO_TARGET_DIR/debug/pilefire}"
timeout 2400 xvfb-run -a -s "-screen 0 1280x720x24" \
    /usr/bin/python3 tools/play_as_a_person.py "$binary" "$work" "$@"
