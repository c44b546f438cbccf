# What a screen reader says about the card picked with the arrow keys.
a11y-card = { $card }: { $count ->
    [0] no pile takes it now
    [one] it goes on pile { $piles }
   *[other] it goes on piles { $piles }
}
a11y-card-waiting = { $card }, in your hand
a11y-pile = pile { $pile } { $direction ->
    [up] up
   *[down] down
} at { $top }
a11y-seat = { $seat } holds { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}
a11y-draw = { $cards ->
    [0] the draw pile is empty
    [one] 1 card to draw
   *[other] { $cards } cards to draw
}
