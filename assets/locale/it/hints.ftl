hints-play = Suggerimento: gioca la carta { $card } sulla pila { $pile } ({ $direction ->
    [up] crescente
   *[down] decrescente
})
hints-end-turn = Suggerimento: chiudi ora il turno e tieni il resto per dopo.
hints-give-up = Suggerimento: non c'è più modo di raggiungere il minimo di questo turno.
