replays-title = Replays
replays-none = No finished game has been kept yet: every game you finish appears here.
replays-entry = { $date }  -  { $rules }  -  { $won ->
    [yes] won
   *[no] { $cards ->
        [one] 1 card left
       *[other] { $cards } cards left
    }
}
replays-back = Back [Esc]
replays-list-keys = Up/Down or Tab: choose   Enter: watch   Esc: back
replays-list-keys-pad = D-pad or View: choose   A: watch   B: back
replays-seat = Seat { $seat }
replays-seat-you = Seat { $seat } (you)
replays-play = { $card } on pile { $pile }
replays-end-draw = then drew
replays-end-give-up = then gave up
replays-end-open = and the game ended
replays-turn-moves = { $seat } played { $count ->
    [0] no card
    [one] 1 card
   *[other] { $count } cards
}{ $count ->
    [0] {""}
   *[other] : { $plays }
}{ $signals ->
    [0] {""}
    [one] {""}, set 1 signal
   *[other] {""}, set { $signals } signals
} { $end }.
replays-deal = The deal: every hand as it was dealt.
replays-position = { $rules }  -  turn { $turn } of { $turns }
replays-pile = Pile { $pile }
replays-pile-up = up (from { $start })
replays-pile-down = down (from { $start })
replays-pile-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
replays-hand-empty = no cards
replays-draw-pile = Draw pile: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
replays-result = Game over: { $cards ->
    [0] every card played
    [one] 1 card left
   *[other] { $cards } cards left
}
replays-previous = < Back
replays-next = Next >
replays-play-button = Play [Space]
replays-pause = Pause [Space]
replays-close = List [Esc]
replays-viewer-keys = Left/Right: turn by turn   Home/End: first/last   Space: play or pause   Esc: back to the list
replays-viewer-keys-pad = D-pad Left/Right: turn by turn   Y: play or pause   B: back to the list
replays-unreadable = Could not open the record { $file }: { $reason }
replays-next-review = Next: { $turn }
replays-expert-pile = expert: pile { $pile }
replays-you-pile = you: pile { $pile }
replays-viewer-keys-review = Left/Right: turn by turn   Home/End: first/last   Space: play or pause   R: review   Esc: back to the list
replays-viewer-keys-review-pad = D-pad Left/Right: turn by turn   Y: play or pause   X: review   B: back to the list
