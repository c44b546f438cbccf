score-abandoned = Partita abbandonata
score-all-played = Tutte le 98 carte sono sulle pile.
score-won = Hai battuto il gioco!
score-gave-up = { $you ->
    [yes] Hai rinunciato.
   *[no] { $seat } ha rinunciato.
}
score-stuck = { $you ->
    [yes] Non hai potuto giocare il minimo del turno.
   *[no] { $seat } non ha potuto giocare il minimo del turno.
}
score-not-played = { $count ->
    [one] 1 carta non è stata giocata.
   *[other] { $count } carte non sono state giocate.
}
score-excellent-line = Meno di 10 carte rimaste: un risultato eccellente.
score-excellent = Eccellente: { $count ->
    [one] 1 carta rimasta
   *[other] { $count } carte rimaste
}
score-short = { $count ->
    [one] Con 1 carta in più giocata sarebbe stato eccellente (meno di 10 rimaste).
   *[other] Con { $count } carte in più giocate sarebbe stato eccellente (meno di 10 rimaste).
}
score-cards-left = { $count ->
    [one] 1 carta rimasta
   *[other] { $count } carte rimaste
}
score-fire-burned = La carta fuoco { $card } sulla pila { $pile } è bruciata: nessuno l'ha coperta entro la fine del turno dopo quello in cui è stata giocata.
score-fire-count = Il fuoco fa perdere la partita qualunque sia il conto; { $count ->
    [one] restava ancora 1 carta da giocare.
   *[other] restavano ancora { $count } carte da giocare.
}
score-fire-lost = Perso per il fuoco
score-duel-all-placed = { $you ->
    [yes] Hai giocato tutte le 58 carte.
   *[no] { $seat } ha giocato tutte le 58 carte.
}
score-duel-stuck = { $you ->
    [yes] Non hai potuto giocare 2 carte all'inizio del turno.
   *[no] { $seat } non ha potuto giocare 2 carte all'inizio del turno.
}
score-duel-resigned = { $you ->
    [yes] Hai abbandonato.
   *[no] { $seat } ha abbandonato.
}
score-duel-to-place = { $seat }: { $count ->
    [one] 1 carta ancora da piazzare
   *[other] { $count } carte ancora da piazzare
}
score-duel-you-win = Hai vinto il Duello!
score-duel-computer-wins = Il computer vince il Duello
score-duel-wins = { $seat } vince il Duello
score-draw-pile = Mazzo: { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
score-subtitle = { $rules }  -  codice partita { $code }
score-record = Partite di questo tipo: { $games ->
    [one] 1 giocata
   *[other] { $games } giocate
}, { $wins ->
    [one] 1 vinta
   *[other] { $wins } vinte
}, record: { $best ->
    [one] 1 carta rimasta
   *[other] { $best } carte rimaste
}, serie di vittorie { $streak }{ $hints ->
    [0] {""}
    [one] {""}  -  1 suggerimento usato
   *[other] {""}  -  { $hints } suggerimenti usati
}
score-same-deal = Stessa partita [Invio]
score-new-deal = Nuova distribuzione [N]
score-copy-code = Copia il codice [C]
score-menu = Menu [Esc]
score-copied = Codice { $code } copiato: incollalo nel menu in "Gioca un codice partita".
score-copy-failed = Impossibile copiare negli appunti ({ $reason }); il codice è scritto qui sopra.
score-keys = Sinistra/Destra o Tab: scegli   Invio: conferma   N: nuova distribuzione   C: copia il codice   Esc: menu
score-keys-pad = Croce: scegli   A: conferma   RT: nuova distribuzione   LT: copia il codice   B: menu
score-verdict-beaten = Gioco battuto!
score-verdict-excellent = Eccellente!
score-verdict-counted = Partita finita
score-count-caption = { $count ->
    [one] carta rimasta
   *[other] carte rimaste
}
score-duel-caption = { $count ->
    [one] carta ancora da piazzare
   *[other] carte ancora da piazzare
}
score-duel-winner = Vincitore
score-rules-aside = { $count ->
    [one] regola { $rules }
   *[other] regole { $rules }
}
score-share-title = Carte giocate da ciascuno
score-share-line = { $played ->
    [one] 1 giocata
   *[other] { $played } giocate
}
score-share-hand = { $count ->
    [0] mano vuota
   *[other] in mano: { $cards }
}
score-share-words = { $seat }: { $played ->
    [one] 1 carta giocata
   *[other] { $played } carte giocate
} delle { $total } della squadra; in mano: { $cards }.
score-chart-title = Carte rimaste, turno per turno
score-chart-turns = { $count ->
    [one] 1 turno
   *[other] { $count } turni
}
score-chart-excellent = sotto 10: eccellente
score-chart-words = Carte rimaste, turno per turno: da { $start } a { $end } in { $turns ->
    [one] 1 turno
   *[other] { $turns } turni
}; meno di 10 è eccellente.
score-duel-chart-title = Carte ancora da piazzare, turno per turno
score-duel-chart-words = Carte ancora da piazzare, turno per turno: { $first } da { $start } a { $first_end }, { $second } da { $start } a { $second_end }, in { $turns ->
    [one] 1 turno
   *[other] { $turns } turni
}.
score-stats-title = Partite di questo tipo
score-stat-games = Partite
score-stat-wins = Vittorie
score-stat-best = Record
score-stat-streak = Serie di vittorie
score-stat-change = { $before } → { $after }
score-stat-none = –
score-hints-used = { $hints ->
    [one] 1 suggerimento usato
   *[other] { $hints } suggerimenti usati
}
review-working = Confronto dei tuoi turni con l'esperto: { $done } di { $total }...
review-par = Par: { $team }; { $oracle }.
review-par-team-won = { $solo ->
    [yes] l'esperto ha vinto questa mano
   *[no] la squadra esperta ha vinto questa mano
}
review-par-duel-won = Par: l'esperto di Duello al tuo posto ha vinto contro l'esperto, cui { $count ->
    [one] restava 1 carta
   *[other] restavano { $count } carte
} da piazzare.
review-par-duel-lost = Par: l'esperto di Duello al tuo posto ha perso contro l'esperto con { $count ->
    [one] 1 carta
   *[other] { $count } carte
} ancora da piazzare.
review-par-team-left = { $solo ->
    [yes] l'esperto ha lasciato
   *[no] la squadra esperta ha lasciato
} { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
review-oracle-solved = questa mano si può vincere
review-oracle-lost = nessuno può vincere questa mano, nemmeno vedendo tutte le carte
review-oracle-undecided = non si è stabilito se si possa vincere
review-counts = I tuoi turni: { $best } ottimi, { $good } buoni, { $inaccuracy } imprecisi, { $mistake ->
    [one] 1 errore
   *[other] { $mistake } errori
}, { $blunder ->
    [one] 1 errore grave
   *[other] { $blunder } errori gravi
}. { $at ->
    [yes] Hai finito alla pari o sotto il par.
   *[no] Hai finito sopra il par.
}
review-chart = La probabilità di vincere dopo ciascuno dei tuoi turni, secondo le simulazioni dell'esperto
review-chart-cards = Quanto poche carte si prevedeva restassero dopo ciascuno dei tuoi turni (più alto è meglio), secondo le simulazioni dell'esperto: la probabilità di vincere è rimasta vicina a zero
review-clean = Nessuno dei tuoi turni ha perso qualcosa.
review-turn = Turno { $turn }, { $verdict }: hai giocato { $played }; l'esperto avrebbe giocato { $expert }. { $near_zero ->
        [yes] Carte che si prevede restino da { $left_before } a { $left_after }.
       *[no] Probabilità di vincere da { $before } a { $after }; carte che si prevede restino da { $left_before } a { $left_after }.
    }
review-play = { $card } sulla pila { $pile }
review-nothing = niente
review-verdict-best = ottimo
review-verdict-good = buono
review-verdict-inaccuracy = un'imprecisione
review-verdict-mistake = un errore
review-verdict-blunder = un errore grave
review-summary = { $par }   I tuoi turni accanto all'esperto [R]
review-accuracy = Precisione { $accuracy } su 100
review-title = I tuoi turni accanto all'esperto
review-back = Indietro [Esc]
review-keys = Su/Giù, Pag Su/Giù: scorri   Esc: torna al punteggio
review-keys-pad = Croce Su/Giù, LB/RB: scorri   B: torna al punteggio
review-keys-replay = Tab: scegli un turno   Invio: mostralo sul tavolo   Su/Giù, Pag Su/Giù: scorri   Esc: torna al replay
review-keys-replay-pad = View: scegli un turno   A: mostralo sul tavolo   Croce Su/Giù, LB/RB: scorri   B: torna al replay
