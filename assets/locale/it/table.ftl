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
talk-line = { $name }: { $what }
talk-played = ha giocato { $plays }
talk-play = { $card } sulla pila { $pile }
talk-trick = { $card } sulla pila { $pile } (un trucco, indietro da { $from })
talk-covered = ha coperto il fuoco { $fire } sulla pila { $pile }
talk-left-you = ti ha lasciato la pila { $pile }, come hai chiesto
talk-left-seat = ha lasciato la pila { $pile } a { $name }, come chiesto
talk-extra = { $count ->
    [one] una carta in più del necessario, perché saltava poco
   *[other] { $count } carte in più del necessario, perché saltavano poco
}
talk-minimum = solo le { $count } carte necessarie, per tenere spazio
talk-signal-leave = chiede di tenere per sé la pila { $pile }
talk-signal-small = chiede salti piccoli sulla pila { $pile }
talk-gave-up = si è arreso: non poteva giocare il minimo
talk-helped-you = una carta sulla tua pila { $pile }, per tornare a 6 carte in mano
talk-helped-seat = una carta sulla pila { $pile } di { $name }, per tornare a 6 carte in mano
seen-heading = Non ancora giocate (le tue evidenziate)
seen-heading-duel = Carte dell'avversario non ancora giocate
seen-spoken = { $heading }: { $numbers }
