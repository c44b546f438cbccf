score-abandoned = Game abandoned
score-all-played = All 98 cards are on the piles.
score-won = You beat the game!
score-gave-up = { $you ->
    [yes] You gave up.
   *[no] { $seat } gave up.
}
score-stuck = { $you ->
    [yes] You could not play the turn's minimum.
   *[no] { $seat } could not play the turn's minimum.
}
score-not-played = { $count ->
    [one] 1 card was not played.
   *[other] { $count } cards were not played.
}
score-excellent-line = Fewer than 10 left: an excellent result.
score-excellent = Excellent: { $count ->
    [one] 1 card left
   *[other] { $count } cards left
}
score-short = { $count ->
    [one] 1 more card played would have been excellent (fewer than 10 left).
   *[other] { $count } more cards played would have been excellent (fewer than 10 left).
}
score-cards-left = { $count ->
    [one] 1 card left
   *[other] { $count } cards left
}
score-fire-burned = The fire card { $card } on pile { $pile } burned: nobody covered it by the end of the turn after it was played.
score-fire-count = A fire loses the game whatever the count; { $count ->
    [one] 1 card was
   *[other] { $count } cards were
} still unplayed.
score-fire-lost = Lost to fire
score-duel-all-placed = { $you ->
    [yes] You placed all 58 cards.
   *[no] { $seat } placed all 58 cards.
}
score-duel-stuck = { $you ->
    [yes] You could not play 2 cards at the start of the turn.
   *[no] { $seat } could not play 2 cards at the start of the turn.
}
score-duel-resigned = { $you ->
    [yes] You resigned.
   *[no] { $seat } resigned.
}
score-duel-to-place = { $seat }: { $count ->
    [one] 1 card still to place
   *[other] { $count } cards still to place
}
score-duel-you-win = You win the Duel!
score-duel-computer-wins = The computer wins the Duel
score-duel-wins = { $seat } wins the Duel
score-draw-pile = Draw pile: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
score-subtitle = { $rules }  -  deal code { $code }
score-record = This kind of game: { $games } played, { $wins } won, best { $best } left, win streak { $streak }{ $hints ->
    [0] {""}
    [one] {""}  -  1 hint used
   *[other] {""}  -  { $hints } hints used
}
score-same-deal = Same deal again [Enter]
score-new-deal = New deal [N]
score-copy-code = Copy deal code [C]
score-menu = Menu [Esc]
score-copied = Deal code { $code } copied: paste it in the menu's "Play a deal code".
score-copy-failed = Could not copy to the clipboard ({ $reason }); the code is shown above.
score-keys = Left/Right or Tab: choose   Enter: select   N: new deal   C: copy the code   Esc: menu
score-keys-pad = D-pad: choose   A: select   RT: new deal   LT: copy the code   B: menu
score-verdict-beaten = Game beaten!
score-verdict-excellent = Excellent!
score-verdict-counted = Game over
score-count-caption = { $count ->
    [one] card left
   *[other] cards left
}
score-duel-caption = { $count ->
    [one] card still to place
   *[other] cards still to place
}
score-duel-winner = Winner
score-rules-aside = { $count ->
    [one] rule { $rules }
   *[other] rules { $rules }
}
score-share-title = Cards each seat played
score-share-line = { $played } played
score-share-hand = { $count ->
    [0] hand empty
   *[other] left: { $cards }
}
score-share-words = { $seat } played { $played } of the team's { $total } cards; left in hand: { $cards }.
score-chart-title = Cards left, turn by turn
score-chart-turns = { $count ->
    [one] 1 turn
   *[other] { $count } turns
}
score-chart-excellent = under 10: excellent
score-chart-words = Cards left, turn by turn: from { $start } down to { $end } in { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}; fewer than 10 is excellent.
score-duel-chart-title = Cards still to place, turn by turn
score-duel-chart-words = Cards still to place, turn by turn: { $first } from { $start } down to { $first_end }, { $second } from { $start } down to { $second_end }, in { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}.
score-stats-title = This kind of game
score-stat-games = Games
score-stat-wins = Wins
score-stat-best = Best
score-stat-streak = Win streak
score-stat-change = { $before } → { $after }
score-stat-none = –
score-hints-used = { $hints ->
    [one] 1 hint used
   *[other] { $hints } hints used
}
review-working = Reviewing your turns beside the expert: { $done } of { $total }...
review-par = Par: { $team }; { $oracle }.
review-par-team-won = { $solo ->
    [yes] the expert won this deal
   *[no] the expert team won this deal
}
review-par-duel-won = Par: the Duel expert in your seat won against the expert, who had { $count ->
    [one] 1 card
   *[other] { $count } cards
} still to place.
review-par-duel-lost = Par: the Duel expert in your seat lost to the expert with { $count ->
    [one] 1 card
   *[other] { $count } cards
} still to place.
review-par-team-left = { $solo ->
    [yes] the expert left
   *[no] the expert team left
} { $count ->
    [one] 1 card
   *[other] { $count } cards
}
review-oracle-solved = this deal can be won
review-oracle-lost = no one can win this deal, even seeing every card
review-oracle-undecided = whether it can be won at all was not settled
review-counts = Your turns: { $best } best, { $good } good, { $inaccuracy } inaccurate, { $mistake ->
    [one] 1 mistake
   *[other] { $mistake } mistakes
}, { $blunder ->
    [one] 1 blunder
   *[other] { $blunder } blunders
}. { $at ->
    [yes] You finished at or under par.
   *[no] You finished over par.
}
review-chart = The chance of winning after each of your turns, as the expert's play-outs judge it
review-chart-cards = How few cards you were expected to leave after each of your turns (taller is better), as the expert's play-outs judge it: the chance of winning stayed near zero
review-clean = None of your turns gave anything away.
review-turn = Turn { $turn }, { $verdict }: you played { $played }; the expert would have played { $expert }. { $near_zero ->
        [yes] Cards expected to be left { $left_before } to { $left_after }.
       *[no] Chance of winning { $before } to { $after }; cards expected to be left { $left_before } to { $left_after }.
    }
review-play = { $card } on pile { $pile }
review-nothing = nothing
review-verdict-best = best
review-verdict-good = good
review-verdict-inaccuracy = an inaccuracy
review-verdict-mistake = a mistake
review-verdict-blunder = a blunder
review-summary = { $par }   Your turns beside the expert [R]
review-accuracy = Accuracy { $accuracy } of 100
review-title = Your turns beside the expert
review-back = Back [Esc]
review-keys = Up/Down, Page Up/Down: scroll   Esc: back to the score
review-keys-pad = D-pad Up/Down, LB/RB: scroll   B: back to the score
review-keys-replay = Tab: choose a turn   Enter: show it on the table   Up/Down, Page Up/Down: scroll   Esc: back to the replay
review-keys-replay-pad = View: choose a turn   A: show it on the table   D-pad Up/Down, LB/RB: scroll   B: back to the replay
