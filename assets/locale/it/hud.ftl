hud-info = { $rules }  |  { $details }
hud-info-details = partita { $code }  |  bot: { $bots }
hud-info-details-solo = partita { $code }
hud-end-turn = Fine turno [Invio]
hud-undo = Annulla [Z]
hud-hint = Suggerimento [H]
hud-give-up = Arrenditi [G]
hud-menu = Pausa [Esc]
hud-game-over = Partita finita
hud-your-turn = Tocca a te
hud-their-turn = Turno di { $seat }
hud-play-more = { $whose }: gioca ancora { $remaining } (almeno { $required })
hud-may-end = { $whose }: { $played ->
    [one] 1 giocata
   *[other] { $played } giocate
}, puoi chiudere il turno
hud-they-play-more = { $whose }: ancora { $remaining } da giocare (almeno { $required })
hud-they-may-end = { $seat } ha giocato { $played ->
    [one] 1 carta
   *[other] { $played } carte
} e può chiudere il turno
hud-duel-helped = In questo turno hai aiutato l'avversario: chiudendo ora la mano torna a { $hand }
hud-duel-may-help = Puoi giocare una carta sulle pile dell'avversario per aiutarlo; se non lo fai, peschi solo 2
hud-stuck = Non c'è più modo di raggiungere il minimo del turno (R-CO-16): annulla [Z] o arrenditi [G]
hud-stuck-pad = Non c'è più modo di raggiungere il minimo del turno (R-CO-16): annulla [X] o arrenditi [View]
hud-pad-keys = Croce ←→ scegli una carta · ↑↓ scegli una pila · A gioca · Y fine turno · X annulla · RB consiglio · Start pausa
hud-history-title = Storia della pila { $pile } (dalla più recente):
hud-history-line = { $card }  { $seat } (turno { $turn })
hud-history-more = { $count ->
    [one] ... e un'altra
   *[other] ... e altre { $count }
}
hud-history-start = inizio: { $card }
