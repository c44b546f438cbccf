replays-title = Replay
replays-none = Nessuna partita conclusa è stata ancora conservata: ogni partita che finisci compare qui.
replays-entry = { $date }  -  { $rules }  -  { $won ->
    [yes] vinta
   *[no] { $cards ->
        [one] 1 carta rimasta
       *[other] { $cards } carte rimaste
    }
}
replays-back = Indietro [Esc]
replays-list-keys = Su/Giù o Tab: scegli   Invio: guarda   Esc: indietro
replays-list-keys-pad = Croce o View: scegli   A: guarda   B: indietro
replays-seat = Posto { $seat }
replays-seat-you = Posto { $seat } (tu)
replays-play = { $card } sulla pila { $pile }
replays-end-draw = poi ha pescato
replays-end-give-up = poi si è arreso
replays-end-open = e la partita è finita
replays-turn-moves = { $seat } ha giocato { $count ->
    [0] nessuna carta
    [one] 1 carta
   *[other] { $count } carte
}{ $count ->
    [0] {""}
   *[other] : { $plays }
}{ $signals ->
    [0] {""}
    [one] {""}, ha messo 1 segnale
   *[other] {""}, ha messo { $signals } segnali
} { $end }.
replays-deal = La distribuzione: ogni mano così come è stata servita.
replays-position = { $rules }  -  turno { $turn } di { $turns }
replays-pile = Pila { $pile }
replays-pile-up = crescente (da { $start })
replays-pile-down = decrescente (da { $start })
replays-pile-count = { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
replays-hand-empty = nessuna carta
replays-draw-pile = Mazzo: { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
replays-result = Partita finita: { $cards ->
    [0] tutte le carte giocate
    [one] 1 carta rimasta
   *[other] { $cards } carte rimaste
}
replays-previous = < Indietro
replays-next = Avanti >
replays-play-button = Avvia [Spazio]
replays-pause = Pausa [Spazio]
replays-close = Elenco [Esc]
replays-viewer-keys = Sinistra/Destra: turno per turno   Inizio/Fine: primo/ultimo   Spazio: avvia o ferma   Esc: torna all'elenco
replays-viewer-keys-pad = Croce Sinistra/Destra: turno per turno   Y: avvia o ferma   B: torna all'elenco
replays-unreadable = Impossibile aprire la registrazione { $file }: { $reason }
replays-next-review = Prossimo: { $turn }
replays-expert-pile = esperto: pila { $pile }
replays-you-pile = tu: pila { $pile }
replays-viewer-keys-review = Sinistra/Destra: turno per turno   Inizio/Fine: primo/ultimo   Spazio: avvia o ferma   R: revisione   Esc: torna all'elenco
replays-viewer-keys-review-pad = Croce Sinistra/Destra: turno per turno   Y: avvia o ferma   X: revisione   B: torna all'elenco
