errors-no-such-seat = there is no seat { $seat }; this game has { $seats }
errors-game-over = the game is over; no more moves
errors-not-your-turn = it is seat { $seat }'s turn
errors-card-not-in-hand = { $card } is not in your hand
errors-no-such-pile = there is no pile { $pile }; the table has { $piles }
errors-wrong-direction = { $direction ->
    [up] { $card } can't go there: that pile goes up from { $top }, so play a card higher than { $top }, or exactly 10 lower
   *[down] { $card } can't go there: that pile goes down from { $top }, so play a card lower than { $top }, or exactly 10 higher
}
errors-one-help-card = you have already played your one card on the opponent's piles this turn
errors-must-help = { $direction ->
    [up] { $card } can't help there: on the opponent's rising pile a help card must be lower than { $top }
   *[down] { $card } can't help there: on the opponent's falling pile a help card must be higher than { $top }
}
errors-below-minimum = this turn needs at least { $required ->
    [one] 1 card
   *[other] { $required } cards
} played; { $played } so far
errors-nothing-to-undo = no card has been played this turn
errors-signals-only-in-coop = pile signals belong to the co-operative game
errors-seat-dropped-out = seat { $seat } has played all its cards and left the game
errors-rule-aside = rule { $rule }
