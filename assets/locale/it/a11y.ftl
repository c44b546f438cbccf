# Ciò che un lettore di schermo dice della carta scelta con le frecce.
a11y-card = { $card }: { $count ->
    [0] nessuna pila la prende ora
    [one] va sulla pila { $piles }
   *[other] va sulle pile { $piles }
}
a11y-card-waiting = { $card }, in mano
a11y-pile = pila { $pile } { $direction ->
    [up] in salita
   *[down] in discesa
} a { $top }
a11y-seat = { $seat } ha { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
}
a11y-draw = { $cards ->
    [0] il mazzo è vuoto
    [one] 1 carta da pescare
   *[other] { $cards } carte da pescare
}
