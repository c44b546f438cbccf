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
