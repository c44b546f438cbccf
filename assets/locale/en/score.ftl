score-abandoned = Game abandoned
score-all-played = All 98 cards are on the piles (R-CO-17).
score-won = You beat the game!
score-gave-up = { $you ->
    [yes] You gave up (R-CO-16).
   *[no] { $seat } gave up (R-CO-16).
}
score-stuck = { $you ->
    [yes] You could not play the turn's minimum (R-CO-16).
   *[no] { $seat } could not play the turn's minimum (R-CO-16).
}
score-not-played = { $count ->
    [one] 1 card was not played (R-CO-18).
   *[other] { $count } cards were not played (R-CO-18).
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
score-fire-burned = The fire card { $card } on pile { $pile } burned: nobody covered it by the end of the turn after it was played (R-FIRE-2).
score-fire-count = A fire loses the game whatever the count; { $count ->
    [one] 1 card was
   *[other] { $count } cards were
} still unplayed.
score-fire-lost = Lost to fire
score-duel-all-placed = { $you ->
    [yes] You placed all 58 cards (R-DU-10).
   *[no] { $seat } placed all 58 cards (R-DU-10).
}
score-duel-stuck = { $you ->
    [yes] You could not play 2 cards at the start of the turn (R-DU-11).
   *[no] { $seat } could not play 2 cards at the start of the turn (R-DU-11).
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
score-hands = Cards left in each hand
score-hand-empty = none
score-hand = { $seat }: { $cards }
score-same-deal = Same deal again [Enter]
score-new-deal = New deal [N]
score-copy-code = Copy deal code [C]
score-menu = Menu [Esc]
score-copied = Deal code { $code } copied: paste it in the menu's "Play a deal code".
score-copy-failed = Could not copy to the clipboard ({ $reason }); the code is shown above.
score-keys = Left/Right or Tab: choose   Enter: select   N: new deal   C: copy the code   Esc: menu
