stats-title = Statistiche
stats-all-games = Tutte le partite
stats-no-games = Nessuna partita di questo tipo è ancora finita.
stats-games = partite
stats-wins = vinte
stats-excellent = eccellenti (meno di 10 rimaste)
stats-mean = media carte rimaste
stats-best = minimo di carte rimaste
stats-streak = serie di vittorie (record)
stats-streak-value = { $current } ({ $best })
stats-hinted = partite con suggerimenti
stats-par = al par o sotto
stats-par-value = { $count } su { $games }
stats-count-percent = { $count } ({ $percent }%)
stats-chart-title = Carte rimaste alla fine di ogni partita
stats-recent = Partite recenti
stats-recent-line = { $date }  { $rules }  { $code }:  { $won ->
    [yes] vinta
   *[no] { $cards ->
        [one] 1 carta rimasta
       *[other] { $cards } carte rimaste
    }
}{ $hints ->
    [0] {""}
    [one] {""}, 1 suggerimento
   *[other] {""}, { $hints } suggerimenti
}{ $daily ->
    [yes] {""}, partita del giorno
   *[no] {""}
}{ $par ->
    [none] {""}
   *[other] {""}, par { $par }
}
stats-replays = Replay [R]
stats-back = Indietro [Esc]
stats-keys = Sinistra/Destra: tipo di partita   C: camaleonti o pile di numeri   R: replay   Esc: indietro
stats-keys-pad = Croce Sinistra/Destra: tipo di partita   LT: camaleonti o pile di numeri   X: replay   B: indietro
stats-chart-bar = { $from ->
    [0] nessuna rimasta
   *[other] da { $from } a { $to }
}: { $games ->
    [one] 1 partita
   *[other] { $games } partite
}
