tutorial-panel = Lezione { $number } di { $total }: { $lesson }   [N: avanti]
tutorial-place-card = Scegli una carta con Sinistra/Destra (o cliccala), poi mettila su una pila con 1-4 (o trascinala). Le pile verdi accettano la carta; quelle che salgono vogliono carte più alte, quelle che scendono più basse.
tutorial-minimum = Finché c'è il mazzo devi giocare almeno 2 carte per turno. Giocane un'altra, poi premi Invio per chiudere il turno e pescare.
tutorial-trick = Il salto all'indietro: una carta esattamente 10 sotto la cima di una pila che sale (o 10 sopra una che scende) può andarci sopra. Cercane una e giocala.
tutorial-signal = Non puoi dire numeri, ma puoi chiedere: Maiusc+1-4 dice "lasciala a me", Ctrl+1-4 "piccoli salti qui". Metti ora un segnale.
tutorial-fire = Le carte 22, 33, 44, 55, 66 e 77 sono fuoco. Quando ne viene giocata una, va coperta entro la fine del turno del giocatore successivo, o la squadra perde. Attento al fuoco e coprilo.
tutorial-done = È tutto. Continua a giocare: H mostra un suggerimento, Esc mette in pausa, e le regole sono nel menu di pausa. Premi N per chiudere questo pannello.
