fire-timer = FIRE { $card } on pile { $pile }: cover it by the end of { $you ->
    [yes] your
   *[no] { $seat }'s
} turn
fire-timer-last-turn = FIRE { $card } on pile { $pile }: LAST TURN - { $you ->
    [yes] you must
   *[no] { $seat } must
} cover it now!
