hints-play = Hint: play { $card } on pile { $pile } ({ $direction ->
    [up] going up
   *[down] going down
})
hints-end-turn = Hint: end your turn now and keep the rest for later.
hints-give-up = Hint: no way to reach this turn's minimum is left.
