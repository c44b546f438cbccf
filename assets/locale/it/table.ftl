table-you = Tu
table-computer = Computer
table-bot = Bot { $seat }
table-direction-card-up = SU
table-direction-card-down = GIÙ
table-pile-yours = { $pile }. tua, { $direction ->
    [up] su
   *[down] giù
}
table-pile-owned = { $pile }. { $owner }, { $direction ->
    [up] su
   *[down] giù
}
table-pile = { $pile }. { $direction ->
    [up] su
   *[down] giù
} da { $start }
table-trick = salto: { $card }
table-trick-gone = salto: { $card } (uscita)
table-no-trick = nessun salto
table-signal-leave-to-me = lasciala a me
table-signal-small-jumps = piccoli salti
table-signal-by = { $seat }: { $signal }
table-draw-pile = ne restano { $count }
table-out-of-cards = senza carte
table-cards-in-hand = { $count ->
    [one] 1 carta in mano
   *[other] { $count } carte in mano
}
table-fire-card = FUOCO
