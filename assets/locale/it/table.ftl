table-you = Tu
table-computer = Computer
table-bot = Bot { $seat }
table-direction-card-up = SU
table-direction-card-down = GIÙ
table-pile-yours = { $pile }. tua, { $direction ->
    [up] sale
   *[down] scende
}
table-pile-owned = { $pile }. { $owner }, { $direction ->
    [up] sale
   *[down] scende
}
table-pile = { $pile }. { $direction ->
    [up] sale
   *[down] scende
} da { $start }
table-trick = salto: { $card }
table-trick-gone = salto: { $card } (uscito)
table-no-trick = nessun salto
table-signal-leave-to-me = lasciala a me
table-signal-small-jumps = piccoli salti
table-signal-by = { $seat }: { $signal }
table-draw-pile = { $count ->
    [one] ne resta 1
   *[other] ne restano { $count }
}
table-out-of-cards = senza carte
table-cards-in-hand = { $count ->
    [one] 1 carta in mano
   *[other] { $count } carte in mano
}
table-fire-card = FUOCO
