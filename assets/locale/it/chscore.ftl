chscore-none = Nessuna partita ai camaleonti è finita.
chscore-won = Hai vinto!
chscore-shared = Vittoria condivisa con { $names }!
chscore-place = { $place }° posto su { $players } · { $count ->
    [one] vince { $names }
   *[other] { $names } condividono la vittoria
}
chscore-bots-win = { $count ->
    [one] Vince { $names }
   *[other] { $names } condividono la vittoria
}
chscore-subtitle = { $players } giocatori, lato { $side }  -  codice { $code } (seme { $seed })
chscore-side-brown = marrone
chscore-side-purple = viola
chscore-record = Questo tipo di partita: { $games } giocate, { $wins } vinte, punteggio medio { $mean }, migliore { $best }
chscore-nothing = nessuno
chscore-details = { $held ->
    [0] Nessun jolly
   *[other] Jolly a: { $jokers }
}   Positivi: { $plus }   Massimo di un colore: { $most }
chscore-yours = { $details }   (scelta tua; la migliore dà { $best })
chscore-spoken = { $name }: { $cards }, { $plustwos } carte +2. { $details }. Totale { $total } punti.
chscore-tie-broken = { $names } pari a { $total } punti: { $winner } ha più carte di un colore ({ $most }) e vince (R-CL-13).
chscore-tie-shared = { $names } pari a { $total } punti e a { $most } carte di un colore: la vittoria è condivisa (R-CL-13).
chscore-too-many-plus = Al massimo tre colori contano positivi (R-CL-12): togline prima uno.
chscore-joker-to = Un jolly al { $colour } [J]
chscore-best = Scelta migliore [B]
chscore-play-again = Gioca ancora [N]
chscore-menu = Menu [Esc]
chscore-keys = Sinistra/Destra o Tab: scegli   Invio/Spazio: colore positivo o negativo, o il pulsante scelto   Le lettere tra parentesi valgono ovunque
chscore-keys-pad = Croce: scegli   A: colore positivo o negativo, o il pulsante scelto   RT: gioca ancora   LT: copia il codice   B: menu
chscore-keys-bots = Sinistra/Destra o Tab: scegli   Invio: il pulsante scelto   Le lettere tra parentesi valgono ovunque
chscore-keys-bots-pad = Croce: scegli   A: il pulsante scelto   RT: gioca ancora   LT: copia il codice   B: menu
chscore-copy-code = Copia il codice [C]
chscore-copied = Codice { $code } copiato: incollalo nel menu, in "Gioca un codice partita".
chscore-copy-failed = Impossibile copiare negli appunti ({ $reason }); il codice è scritto sopra.
chreview-working = Revisione delle tue scelte accanto all'esperto: { $done } di { $total }...
chreview-summary = { $par }   Le tue scelte accanto all'esperto [R]
chreview-par = Par: l'esperto al tuo posto ha fatto { $par } punti, posto { $place } su { $players }; tu hai fatto { $score } punti.
chreview-title = Le tue scelte accanto all'esperto
chreview-counts = Le tue scelte: { $best } migliori, { $good } buone, { $inaccuracy } imprecise, { $mistake ->
    [one] 1 errore
   *[other] { $mistake } errori
}, { $blunder ->
    [one] 1 errore grave
   *[other] { $blunder } errori gravi
}. { $at ->
    [yes] Hai fatto almeno il par.
   *[no] Sei rimasto sotto il par.
}
chreview-chart = Il punteggio finale atteso dopo ogni tua scelta, secondo le simulazioni dell'esperto
chreview-clean = Nessuna delle tue scelte ha ceduto punti.
chreview-decision = Giro { $round }, { $verdict }: hai scelto di { $played }; l'esperto avrebbe scelto di { $expert }. Punteggio atteso da { $before } a { $after }; posto atteso da { $place_before } a { $place_after }.
chreview-draw = pescare una carta
chreview-place = mettere la carta nella fila { $row }
chreview-take = prendere la fila { $row }
chreview-keys-replay = Tab: scegli una decisione   Invio: mostrala nel replay   Su/Giù, Pag Su/Giù: scorri   Esc: torna al replay
chreview-keys-replay-pad = View: scegli una decisione   A: mostrala nel replay   Croce Su/Giù, LB/RB: scorri   B: torna al replay
