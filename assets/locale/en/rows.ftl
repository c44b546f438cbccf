rows-title = Chameleon rows
rows-colour-red = red
rows-colour-orange = orange
rows-colour-yellow = yellow
rows-colour-green = green
rows-colour-blue = blue
rows-colour-grey = grey
rows-colour-pink = pink
rows-card-chameleon = { $colour } chameleon
rows-card-joker = joker
rows-card-golden = golden joker
rows-card-plus-two = +2
rows-card-last-round = last-round card
rows-side-brown = brown side
rows-side-purple = purple side
rows-round = Round { $round }
rows-deck = Deck: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
rows-last-round-in = last round in { $count }
rows-last-round-banner = Last round! This is the final round.
rows-last-round-arrived = The last-round card came up: this round is the last.
rows-row = Row { $row }
rows-row-green = Green row { $row }
rows-row-green-tag = green row
rows-row-room = { $cards } of { $capacity }
rows-row-taken = taken by
rows-row-empty = empty
rows-row-cards = { $title }: { $cards }, { $count } of { $capacity }
rows-row-empty-spoken = { $title }: empty, room for { $capacity }
rows-row-taken-spoken = { $title }: taken by { $name }
rows-out = out: took row { $row }
rows-thinking = thinking…
rows-your-turn-draw = Your turn: draw (D or Space), or take a row (1–{ $rows }).
rows-your-turn-place = Place the { $card }: click a row or press 1–{ $rows }.
rows-waiting = { $name } is to play.
rows-you-are-out = You took a row: wait for the next round.
rows-held = Drawn
rows-held-none = draw a card
rows-score = { $points ->
    [one] 1 point
   *[other] { $points } points
}
rows-plus = plus
rows-collection-empty = no cards yet
rows-collection-spoken = { $name }: { $score } points. { $cards }
rows-count = { $count } { $card }
rows-drew = { $name } drew the { $card }.
rows-placed = { $name } placed the { $card } in row { $row }.
rows-took = { $name } took row { $row }: { $cards }.
rows-took-nothing = { $name } took row { $row }.
rows-golden-extra = { $name } takes an extra card for the golden joker: { $card }.
rows-discarded = Row { $row } was left over and leaves the game.
rows-round-ended = Round { $round } is over; { $name } starts the next.
rows-game-ended = The game is over.
rows-hint = Hint: { $advice }
rows-hint-draw = draw a card
rows-hint-place = place it in row { $row }
rows-hint-take = take row { $row }
rows-keys = D/Space draw · 1–5 or ←→ Enter place/take · H hint · C copy code · Esc pause
rows-keys-pad = Y draw · D-pad ←→ and A place/take · RB hint · LT copy code · Start pause
rows-error-game-over = The game is over.
rows-error-out-of-round = You took row { $row } this round; wait for the next round.
rows-error-not-your-turn = It is { $name }'s turn.
rows-error-must-place = First place the drawn { $card } in a row.
rows-error-nothing-drawn = Draw a card first.
rows-error-no-room = Every row is full: take a row.
rows-error-no-such-row = There is no row { $row }.
rows-error-row-taken = Row { $row } was taken by { $name } this round.
rows-error-row-full = Row { $row } is full ({ $capacity } cards).
rows-error-row-empty = Row { $row } is empty: only a row with cards can be taken.
rows-error-must-draw = Every row is empty: draw a card.
rows-error-other = That is not allowed.
rows-code = deal code { $code }
rows-copied = Deal code { $code } copied.
rows-copy-failed = Could not copy the deal code ({ $reason }).
rows-room-left = { $room ->
    [0] full
    [one] room for 1 more
   *[other] room for { $room } more
}
rows-speech-drawn = You hold the { $card }: Enter places it here.
rows-speech-take = Enter takes this row.
rows-speech-full = You hold the { $card }: this row has no room for it.
rows-speech-draw-first = An empty row cannot be taken: draw a card (D).
rows-took-why = Its { $counts }.
rows-took-count = { $colour } now { $count }
rows-placed-why = { $held ->
    [0] It collects no { $colour }.
   *[other] It collects { $colour } ({ $held }).
}
rows-style-hoarder = Hoarder
rows-style-hoarder-about = lets rows fill, then takes them whole
rows-style-spoiler = Spoiler
rows-style-spoiler-about = puts cards where they cost the leader
rows-style-snatcher = Snatcher
rows-style-snatcher-about = takes rows early, before they fill
