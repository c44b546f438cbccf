chstats-title = Chameleon rows: statistics
chstats-to-chameleons = Chameleon rows [C]
chstats-to-piles = Number piles [C]
chstats-all = All chameleon games
chstats-kind = { $players } players, { $side } side
chstats-no-games = No chameleon game of this kind finished yet.
chstats-games = games
chstats-wins = won
chstats-mean = mean score
chstats-par = at or above par
chstats-best = best score
chstats-recent-line = { $date }  { $kind }: { $score } points, { $won ->
    [yes] won
    [shared] shared win
   *[no] place { $place }
}{ $daily ->
    [yes] {""}, daily deal
   *[no] {""}
}{ $par ->
    [none] {""}
   *[other] {""}, par { $par }
}
chstats-replays-title = Chameleon replays
chstats-replays-none = No chameleon game kept yet: finish one and it shows here.
chstats-replay-broken = This record could not be opened ({ $file }: { $reason }).
chstats-back = Back [Esc]
chstats-replays-keys = Up/Down or Tab: choose   Enter: watch   Esc: back
chstats-replays-keys-pad = D-pad or View: choose   A: watch   B: back
chstats-replay-keys = Left/Right: action by action   Home/End: first/last   Space: play or pause   Esc: back to the list
chstats-replay-keys-pad = D-pad Left/Right: action by action   Y: play or pause   B: back to the list
chstats-replay-keys-review = Left/Right: action by action   Home/End: first/last   Space: play or pause   R: review   Esc: back to the list
chstats-replay-keys-review-pad = D-pad Left/Right: action by action   Y: play or pause   X: review   B: back to the list
chstats-you = You
chstats-seat = Player { $seat }
chstats-step-of = Action { $step } of { $steps }   Round { $round }   { $deck ->
    [one] 1 card in the deck
   *[other] { $deck } cards in the deck
}
chstats-step-deal = The deal: each player's starting cards.
chstats-step-draw = { $person ->
    [you] You draw: { $card }.
   *[other] { $who } draws: { $card }.
}
chstats-step-draw-last = { $person ->
    [you] You turn up the last-round card (R-CL-11) and draw: { $card }.
   *[other] { $who } turns up the last-round card (R-CL-11) and draws: { $card }.
}
chstats-step-place = { $person ->
    [you] You place { $card } in row { $row }.
   *[other] { $who } places { $card } in row { $row }.
}
chstats-step-take = { $person ->
    [you] You take row { $row }: { $cards }.
   *[other] { $who } takes row { $row }: { $cards }.
}
chstats-row = Row { $row } ({ $state })
chstats-row-taken = taken by { $who }
chstats-row-room = { $cards } of { $capacity }
chstats-collection = { $who }: { $score } points
chstats-next-review = Next, your decision: { $decision }
chstats-expert-here = the expert's choice
