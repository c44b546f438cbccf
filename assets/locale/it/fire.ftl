fire-timer = FUOCO { $card } sulla pila { $pile }: va coperto entro la fine { $you ->
    [yes] del tuo turno
   *[no] del turno di { $seat }
}
fire-timer-last-turn = FUOCO { $card } sulla pila { $pile }: ULTIMO TURNO - { $you ->
    [yes] devi coprirlo
   *[no] { $seat } deve coprirlo
} ora!
