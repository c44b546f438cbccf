errors-no-such-seat = non esiste il posto { $seat }; questa partita ne ha { $seats }
errors-game-over = la partita è finita; niente più mosse
errors-not-your-turn = è il turno del posto { $seat }
errors-card-not-in-hand = la carta { $card } non è nella tua mano
errors-no-such-pile = non esiste la pila { $pile }; sul tavolo ce ne sono { $piles }
errors-wrong-direction = { $direction ->
    [up] { $card } non è più alto di { $top } su una pila crescente, né esattamente 10 in meno
   *[down] { $card } non è più basso di { $top } su una pila decrescente, né esattamente 10 in più
}
errors-one-help-card = in questo turno hai già giocato la tua carta sulle pile dell'avversario
errors-must-help = { $direction ->
    [up] sulla pila crescente dell'avversario serve una carta più bassa della cima: { $card } non è più basso di { $top }
   *[down] sulla pila decrescente dell'avversario serve una carta più alta della cima: { $card } non è più alto di { $top }
}
errors-below-minimum = questo turno richiede almeno { $required ->
    [one] 1 carta giocata
   *[other] { $required } carte giocate
}; finora { $played }
errors-nothing-to-undo = in questo turno non è stata giocata nessuna carta
errors-signals-only-in-coop = i segnali sulle pile esistono solo nel gioco cooperativo
errors-seat-dropped-out = il posto { $seat } ha giocato tutte le sue carte ed è uscito dalla partita
