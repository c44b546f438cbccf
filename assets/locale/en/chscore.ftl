chscore-none = No chameleon game has finished.
chscore-won = You win!
chscore-shared = You share the win with { $names }!
chscore-place = { $place ->
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
} place of { $players } · { $count ->
    [one] { $names } wins
   *[other] { $names } share the win
}
chscore-bots-win = { $count ->
    [one] { $names } wins
   *[other] { $names } share the win
}
chscore-subtitle = { $players } players, { $side } side  -  deal code { $code } (seed { $seed })
chscore-side-brown = brown
chscore-side-purple = purple
chscore-record = This kind of game: { $games } played, { $wins } won, mean score { $mean }, best { $best }
chscore-nothing = none
chscore-details = { $held ->
    [0] No jokers
   *[other] Jokers to: { $jokers }
}   Plus: { $plus }   Most of one colour: { $most }
chscore-yours = { $details }   (your choice; the best gives { $best })
chscore-spoken = { $name }: { $cards }, { $plustwos } +2 cards. { $details }. Total { $total } points.
chscore-tie-broken = { $names } tie on { $total } points: { $winner } has the most cards of one colour ({ $most }) and wins (R-CL-13).
chscore-tie-shared = { $names } tie on { $total } points and on { $most } cards of one colour: the win is shared (R-CL-13).
chscore-too-many-plus = At most three colours score plus (R-CL-12): turn one off first.
chscore-joker-to = A joker to { $colour } [J]
chscore-best = Best choice [B]
chscore-play-again = Play again [N]
chscore-menu = Menu [Esc]
chscore-keys = Left/Right or Tab: choose   Enter/Space: a colour plus or minus, or select   J: next joker to the chosen colour   B: best   C: copy the code   N: play again   Esc: menu
chscore-keys-bots = Left/Right or Tab: choose   Enter: select   C: copy the code   N: play again   Esc: menu
chscore-copy-code = Copy deal code [C]
chscore-copied = Deal code { $code } copied: paste it in the menu's "Play a deal code".
chscore-copy-failed = Could not copy to the clipboard ({ $reason }); the code is shown above.
