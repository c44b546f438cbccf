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
