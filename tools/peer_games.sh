#!/usr/bin/env bash
# Game-for-game check of our published planner (`baseline::Published`; with
# --baseline, our `baseline`) against M. Drees' thegameanalyzer itself: a scratch copy of its
# source is patched to print each game's deal, first seat and cards left
# (START0=1 also makes seat 0 start), built, run on its 10,000 deals for 1-5
# seats (reach as published), and the games are replayed by
# examples/peer_deals.rs.
#   tools/peer_games.sh [--baseline]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
peer_src=${PEER_SRC:-$here/../shared/peers/thegameanalyzer}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
bash "$peer_src/build.sh" "$scratch" >/dev/null # installs the compiler and libraries if missing
cp -r "$peer_src/src" "$scratch/src"
python3 - "$scratch/src/game.cpp" <<'PY'
import sys
p = sys.argv[1]
s = open(p).read()
start = "auto hands_index = get_strongest_starting_hands_index(piles, hands, STARTING_MIN_CARDS_PER_TURN, card_reach_distance_normal);"
assert start in s and "        return num_cards_in_game;\n    }" in s
s = s.replace("#include <vector>", "#include <vector>\n#include <cstdlib>", 1)
s = s.replace(start, start + """
        if (std::getenv("START0")) hands_index = 0;
        std::ostringstream dump;
        dump << seed << " " << hands_index;
        for (auto &h : hands) for (auto c : h) dump << " " << c;
        for (auto it = deck.rbegin(); it != deck.rend(); ++it) dump << " " << *it;""")
s = s.replace("        return num_cards_in_game;\n    }",
              "        std::cout << \"G \" << num_cards_in_game << \" \" << dump.str() << \"\\n\";\n        return num_cards_in_game;\n    }")
open(p, "w").write(s)
PY
(cd "$scratch/src" && g++ -std=c++17 -O2 -include optional -include cstdint -I. game.cpp turn.cpp main.cpp -o "$scratch/dump" -ltbb)
target=${CARGO_TARGET_DIR:-$here/target}
(cd "$here" && CARGO_TARGET_DIR="$target" cargo build --release -p pilefire-engine --all-targets -q)
for seats in 1 2 3 4 5; do
  if [ "$seats" = 1 ]; then reach=(-r 1 -e 1); else reach=(-r 3 -e 6); fi
  "$scratch/dump" -n "$seats" "${reach[@]}" -t 10000 | "$target/release/examples/peer_deals" "$seats" "$@"
done
