errors-no-such-seat = non esiste il posto { $seat }; questa partita ne ha { $seats }
errors-game-over = la partita è finita; niente più mosse
errors-not-your-turn = è il turno del posto { $seat }
errors-card-not-in-hand = la carta { $card } non è nella tua mano
errors-no-such-pile = non esiste la pila { $pile }; sul tavolo ce ne sono { $piles }
errors-wrong-direction = { $direction ->
    [up] { $card } non può andare lì: quella pila sale da { $top }, quindi gioca una carta più alta di { $top } o esattamente 10 in meno
   *[down] { $card } non può andare lì: quella pila scende da { $top }, quindi gioca una carta più bassa di { $top } o esattamente 10 in più
}
errors-one-help-card = in questo turno hai già giocato la tua carta sulle pile dell'avversario
errors-must-help = { $direction ->
    [up] { $card } non può aiutare lì: sulla pila crescente dell'avversario la carta d'aiuto deve essere più bassa di { $top }
   *[down] { $card } non può aiutare lì: sulla pila decrescente dell'avversario la carta d'aiuto deve essere più alta di { $top }
}
errors-below-minimum = questo turno richiede almeno { $required ->
    [one] 1 carta giocata
   *[other] { $required } carte giocate
}; finora { $played }
errors-nothing-to-undo = in questo turno non è stata giocata nessuna carta
errors-signals-only-in-coop = i segnali sulle pile esistono solo nel gioco cooperativo
errors-seat-dropped-out = il posto { $seat } ha giocato tutte le sue carte ed è uscito dalla partita
errors-rule-aside = regola { $rule }
