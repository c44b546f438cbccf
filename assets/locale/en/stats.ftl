stats-title = Statistics
stats-all-games = All games
stats-no-games = No game of this kind finished yet.
stats-games = games
stats-wins = won
stats-excellent = excellent (under 10 left)
stats-mean = mean cards left
stats-best = fewest cards left
stats-streak = win streak (best)
stats-streak-value = { $current } ({ $best })
stats-hinted = games with hints
stats-par = at or under par
stats-par-value = { $count } of { $games }
stats-count-percent = { $count } ({ $percent }%)
stats-chart-title = Cards left at the end of each game
stats-recent = Recent games
stats-recent-line = { $date }  { $rules }  { $code }:  { $won ->
    [yes] won
   *[no] { $cards ->
        [one] 1 card left
       *[other] { $cards } cards left
    }
}{ $hints ->
    [0] {""}
    [one] {""}, 1 hint
   *[other] {""}, { $hints } hints
}{ $daily ->
    [yes] {""}, daily deal
   *[no] {""}
}{ $par ->
    [none] {""}
   *[other] {""}, par { $par }
}
stats-replays = Replays [R]
stats-back = Back [Esc]
stats-keys = Left/Right: kind of game   C: chameleon rows or number piles   R: replays   Esc: back
stats-keys-pad = D-pad Left/Right: kind of game   LT: chameleon rows or number piles   X: replays   B: back
stats-chart-bar = { $from ->
    [0] none left
   *[other] { $from } to { $to }
}: { $games ->
    [one] 1 game
   *[other] { $games } games
}
