rows-title = File di camaleonti
rows-colour-red = rosso
rows-colour-orange = arancione
rows-colour-yellow = giallo
rows-colour-green = verde
rows-colour-blue = blu
rows-colour-grey = grigio
rows-colour-pink = rosa
rows-card-chameleon = camaleonte { $colour }
rows-card-joker = jolly
rows-card-golden = jolly d'oro
rows-card-plus-two = +2
rows-card-last-round = carta ultimo giro
rows-side-brown = lato marrone
rows-side-purple = lato viola
rows-round = Giro { $round }
rows-deck = Mazzo: { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
rows-last-round-in = ultimo giro tra { $count }
rows-last-round-banner = Ultimo giro! Questo è il giro finale.
rows-last-round-arrived = È uscita la carta dell'ultimo giro: questo giro è l'ultimo.
rows-row = Fila { $row }
rows-row-green = Fila verde { $row }
rows-row-green-tag = fila verde
rows-row-room = { $cards } su { $capacity }
rows-row-taken = presa da
rows-row-empty = vuota
rows-row-cards = { $title }: { $cards }, { $count } su { $capacity }
rows-row-empty-spoken = { $title }: vuota, posto per { $capacity }
rows-row-taken-spoken = { $title }: presa da { $name }
rows-out = fuori: ha preso la fila { $row }
rows-thinking = sta pensando…
rows-your-turn-draw = Tocca a te: pesca (D o Spazio) o prendi una fila (1–{ $rows }).
rows-your-turn-place = Metti la carta { $card }: clicca una fila o premi 1–{ $rows }.
rows-waiting = Tocca a { $name }.
rows-you-are-out = Hai preso una fila: aspetta il prossimo giro.
rows-held = Pescata
rows-held-none = pesca una carta
rows-score = { $points ->
    [one] 1 punto
   *[other] { $points } punti
}
rows-plus = più
rows-collection-empty = ancora nessuna carta
rows-collection-spoken = { $name }: { $score } punti. { $cards }
rows-count = { $count } { $card }
rows-drew = { $name } ha pescato: { $card }.
rows-placed = { $name } ha messo la carta { $card } nella fila { $row }.
rows-took = { $name } ha preso la fila { $row }: { $cards }.
rows-took-nothing = { $name } ha preso la fila { $row }.
rows-golden-extra = { $name } prende una carta in più per il jolly d'oro: { $card }.
rows-discarded = La fila { $row } è avanzata ed esce dal gioco.
rows-round-ended = Il giro { $round } è finito; { $name } comincia il prossimo.
rows-game-ended = La partita è finita.
rows-hint = Consiglio: { $advice }
rows-hint-draw = pesca una carta
rows-hint-place = mettila nella fila { $row }
rows-hint-take = prendi la fila { $row }
rows-keys = D/Spazio pesca · 1–5 o ←→ Invio metti/prendi · H consiglio · C copia codice · Esc pausa
rows-keys-pad = Y pesca · Croce ←→ e A metti/prendi · RB consiglio · LT copia codice · Start pausa
rows-error-game-over = La partita è finita.
rows-error-out-of-round = In questo giro hai preso la fila { $row }; aspetta il prossimo giro.
rows-error-not-your-turn = Tocca a { $name }.
rows-error-must-place = Prima metti in una fila la carta pescata ({ $card }).
rows-error-nothing-drawn = Prima pesca una carta.
rows-error-no-room = Tutte le file sono piene: prendi una fila.
rows-error-no-such-row = Non c'è una fila { $row }.
rows-error-row-taken = La fila { $row } è stata presa da { $name } in questo giro.
rows-error-row-full = La fila { $row } è piena ({ $capacity } carte).
rows-error-row-empty = La fila { $row } è vuota: si prende solo una fila con carte.
rows-error-must-draw = Tutte le file sono vuote: pesca una carta.
rows-error-other = Non è permesso.
rows-code = codice { $code }
rows-copied = Codice { $code } copiato.
rows-copy-failed = Impossibile copiare il codice ({ $reason }).
rows-room-left = { $room ->
    [0] piena
    [one] posto per 1 altra carta
   *[other] posto per altre { $room } carte
}
rows-speech-drawn = Hai in mano { $card }: Invio la mette qui.
rows-speech-take = Invio prende questa fila.
rows-speech-full = Hai in mano { $card }: questa fila non ha posto.
rows-speech-draw-first = Una fila vuota non si può prendere: pesca una carta (D).
rows-took-why = Ora ha { $counts }.
rows-took-count = { $colour }: { $count }
rows-placed-why = { $held ->
    [0] Non raccoglie { $colour }.
   *[other] Raccoglie { $colour } ({ $held }).
}
rows-style-hoarder = Accumulatore
rows-style-hoarder-about = lascia riempire le file, poi le prende intere
rows-style-spoiler = Guastafeste
rows-style-spoiler-about = mette le carte dove costano a chi è in testa
rows-style-snatcher = Lesto
rows-style-snatcher-about = prende le file presto, prima che si riempiano
