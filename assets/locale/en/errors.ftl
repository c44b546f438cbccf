errors-no-such-seat = there is no seat { $seat }; this game has { $seats }
errors-game-over = the game is over; no more moves
errors-not-your-turn = it is seat { $seat }'s turn
errors-card-not-in-hand = { $card } is not in your hand
errors-no-such-pile = there is no pile { $pile }; the table has { $piles }
errors-wrong-direction = { $direction ->
    [up] { $card } is not higher than { $top } on an ascending pile, nor exactly 10 lower
   *[down] { $card } is not lower than { $top } on a descending pile, nor exactly 10 higher
}
errors-one-help-card = you have already played your one card on the opponent's piles this turn
errors-must-help = { $direction ->
    [up] a card on the opponent's ascending pile must be lower than its top: { $card } is not lower than { $top }
   *[down] a card on the opponent's descending pile must be higher than its top: { $card } is not higher than { $top }
}
errors-below-minimum = this turn needs at least { $required ->
    [one] 1 card
   *[other] { $required } cards
} played; { $played } so far
errors-nothing-to-undo = no card has been played this turn
errors-signals-only-in-coop = pile signals belong to the co-operative game
errors-seat-dropped-out = seat { $seat } has played all its cards and left the game
