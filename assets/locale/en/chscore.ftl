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
chscore-keys = Left/Right or Tab: choose   Enter/Space: a colour plus or minus, or the chosen button   The letters in brackets work anywhere
chscore-keys-pad = D-pad: choose   A: a colour plus or minus, or the chosen button   RT: play again   LT: copy the code   B: menu
chscore-keys-bots = Left/Right or Tab: choose   Enter: the chosen button   The letters in brackets work anywhere
chscore-keys-bots-pad = D-pad: choose   A: the chosen button   RT: play again   LT: copy the code   B: menu
chscore-copy-code = Copy deal code [C]
chscore-copied = Deal code { $code } copied: paste it in the menu's "Play a deal code".
chscore-copy-failed = Could not copy to the clipboard ({ $reason }); the code is shown above.
chreview-working = Reviewing your decisions beside the expert: { $done } of { $total }...
chreview-summary = { $par }   Your decisions beside the expert [R]
chreview-par = Par: the expert in your seat scored { $par }, place { $place } of { $players }; you scored { $score }.
chreview-title = Your decisions beside the expert
chreview-counts = Your decisions: { $best } best, { $good } good, { $inaccuracy } inaccurate, { $mistake ->
    [one] 1 mistake
   *[other] { $mistake } mistakes
}, { $blunder ->
    [one] 1 blunder
   *[other] { $blunder } blunders
}. { $at ->
    [yes] You scored at or above par.
   *[no] You scored below par.
}
chreview-chart = Your expected final score after each of your decisions, as the expert's play-outs judge it
chreview-clean = None of your decisions gave points away.
chreview-decision = Round { $round }, { $verdict }: you chose to { $played }; the expert would have chosen to { $expert }. Expected score { $before } to { $after }; expected place { $place_before } to { $place_after }.
chreview-draw = draw a card
chreview-place = put the card in row { $row }
chreview-take = take row { $row }
chreview-keys-replay = Tab: choose a decision   Enter: show it in the replay   Up/Down, Page Up/Down: scroll   Esc: back to the replay
chreview-keys-replay-pad = View: choose a decision   A: show it in the replay   D-pad Up/Down, LB/RB: scroll   B: back to the replay
