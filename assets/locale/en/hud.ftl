hud-info = { $rules }  |  { $details }
hud-info-details = deal { $code }  |  { $bots } bots
hud-info-details-solo = deal { $code }
hud-end-turn = End turn [Enter]
hud-undo = Undo [Z]
hud-hint = Hint [H]
hud-give-up = Give up [G]
hud-menu = Pause [Esc]
hud-game-over = Game over
hud-your-turn = Your turn
hud-their-turn = { $seat }'s turn
hud-play-more = { $whose }: play { $remaining } more (at least { $required })
hud-may-end = { $whose }: { $played } played, you may end the turn
hud-they-play-more = { $whose }: { $remaining } more to play (at least { $required })
hud-they-may-end = { $seat } has played { $played ->
    [one] 1 card
   *[other] { $played } cards
} and may end the turn
hud-duel-helped = You helped your opponent this turn, so ending now refills your hand to { $hand }
hud-duel-may-help = You may play one card on your opponent's piles to help them; if you don't, you draw only 2
hud-stuck = No way left to reach this turn's minimum (R-CO-16): undo [Z] or give up [G]
hud-stuck-pad = No way left to reach this turn's minimum (R-CO-16): undo [X] or give up [View]
hud-pad-keys = D-pad ←→ pick a card · ↑↓ pick a pile · A play · Y end turn · X undo · RB hint · Start pause
hud-history-title = Pile { $pile } history (newest first):
hud-history-line = { $card }  { $seat } (turn { $turn })
hud-history-more = ... { $count } more
hud-history-start = start: { $card }
