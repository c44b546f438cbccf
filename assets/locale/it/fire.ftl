fire-timer = FUOCO { $card } sulla pila { $pile }: da coprire entro { $you ->
    [yes] il tuo turno
   *[no] il turno di { $seat }
}
fire-timer-last-turn = FUOCO { $card } sulla pila { $pile }: ULTIMO TURNO - { $you ->
    [yes] devi coprirlo
   *[no] { $seat } deve coprirlo
} ora!
