table-you = You
table-computer = Computer
table-bot = Bot { $seat }
table-direction-card-up = UP
table-direction-card-down = DOWN
table-pile-yours = { $pile }. yours, { $direction ->
    [up] up
   *[down] down
}
table-pile-owned = { $pile }. { $owner }, { $direction ->
    [up] up
   *[down] down
}
table-pile = { $pile }. { $direction ->
    [up] up
   *[down] down
} from { $start }
table-trick = trick: { $card }
table-trick-gone = trick: { $card } (gone)
table-no-trick = no trick
table-signal-leave-to-me = leave to me
table-signal-small-jumps = small jumps
table-signal-by = { $seat }: { $signal }
table-draw-pile = { $count } left
table-out-of-cards = out of cards
table-cards-in-hand = { $count ->
    [one] 1 card in hand
   *[other] { $count } cards in hand
}
table-fire-card = FIRE
talk-line = { $name }: { $what }
talk-played = played { $plays }
talk-play = { $card } on pile { $pile }
talk-trick = { $card } on pile { $pile } (a trick back from { $from })
talk-covered = covered the fire { $fire } on pile { $pile }
talk-left-you = left pile { $pile } to you, as you asked
talk-left-seat = left pile { $pile } to { $name }, as asked
talk-extra = { $count ->
    [one] one card more than needed, as it jumped little
   *[other] { $count } cards more than needed, as they jumped little
}
talk-minimum = only the { $count } cards needed, to keep room
talk-signal-leave = asks to keep pile { $pile } for itself
talk-signal-small = asks for small jumps on pile { $pile }
talk-gave-up = gave up: it could not play the minimum
talk-helped-you = one card on your pile { $pile }, so it refills its hand to 6
talk-helped-seat = one card on { $name }'s pile { $pile }, so it refills its hand to 6
seen-heading = Not yet played (yours highlighted)
seen-heading-duel = Opponent's cards not yet played
seen-spoken = { $heading }: { $numbers }
