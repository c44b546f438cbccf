chstats-title = File di camaleonti: statistiche
chstats-to-chameleons = File di camaleonti [C]
chstats-to-piles = Pile di numeri [C]
chstats-all = Tutte le partite ai camaleonti
chstats-kind = { $players } giocatori, lato { $side }
chstats-no-games = Nessuna partita ai camaleonti di questo tipo finita finora.
chstats-games = partite
chstats-wins = vinte
chstats-mean = punteggio medio
chstats-par = al par o sopra
chstats-best = punteggio migliore
chstats-recent-line = { $date }  { $kind }: { $score } punti, { $won ->
    [yes] vinta
    [shared] vittoria condivisa
   *[no] { $place }° posto
}{ $daily ->
    [yes] {""}, partita del giorno
   *[no] {""}
}{ $par ->
    [none] {""}
   *[other] {""}, par { $par }
}
chstats-replays-title = Replay dei camaleonti
chstats-replays-none = Nessuna partita ai camaleonti conservata: finiscine una e comparirà qui.
chstats-replay-broken = Impossibile aprire questa registrazione ({ $file }: { $reason }).
chstats-back = Indietro [Esc]
chstats-replays-keys = Su/Giù o Tab: scegli   Invio: guarda   Esc: indietro
chstats-replays-keys-pad = Croce o View: scegli   A: guarda   B: indietro
chstats-replay-keys = Sinistra/Destra: azione per azione   Inizio/Fine: prima/ultima   Spazio: avvia o ferma   Esc: torna all'elenco
chstats-replay-keys-pad = Croce Sinistra/Destra: azione per azione   Y: avvia o ferma   B: torna all'elenco
chstats-replay-keys-review = Sinistra/Destra: azione per azione   Inizio/Fine: prima/ultima   Spazio: avvia o ferma   R: revisione   Esc: torna all'elenco
chstats-replay-keys-review-pad = Croce Sinistra/Destra: azione per azione   Y: avvia o ferma   X: revisione   B: torna all'elenco
chstats-you = Tu
chstats-seat = Giocatore { $seat }
chstats-step-of = Azione { $step } di { $steps }   Giro { $round }   { $deck ->
    [one] 1 carta nel mazzo
   *[other] { $deck } carte nel mazzo
}
chstats-step-deal = La distribuzione: le carte iniziali di ogni giocatore.
chstats-step-draw = { $person ->
    [you] Peschi: { $card }.
   *[other] { $who } pesca: { $card }.
}
chstats-step-draw-last = { $person ->
    [you] Scopri la carta dell'ultimo giro (R-CL-11) e peschi: { $card }.
   *[other] { $who } scopre la carta dell'ultimo giro (R-CL-11) e pesca: { $card }.
}
chstats-step-place = { $person ->
    [you] Metti { $card } nella fila { $row }.
   *[other] { $who } mette { $card } nella fila { $row }.
}
chstats-step-take = { $person ->
    [you] Prendi la fila { $row }: { $cards }.
   *[other] { $who } prende la fila { $row }: { $cards }.
}
chstats-row = Fila { $row } ({ $state })
chstats-row-taken = presa da { $who }
chstats-row-room = { $cards } di { $capacity }
chstats-collection = { $who }: { $score } punti
chstats-next-review = Prossima tua decisione: { $decision }
chstats-expert-here = la scelta dell'esperto
