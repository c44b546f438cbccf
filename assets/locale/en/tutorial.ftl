tutorial-panel = Lesson { $number } of { $total }: { $lesson }   [N: next]
tutorial-place-card = Pick a card with Left/Right (or click it), then put it on a pile with 1-4 (or drag it there). Green piles take the card; climbing piles want higher cards, falling piles lower ones.
tutorial-minimum = While the draw pile lasts you must play at least 2 cards a turn. Play one more, then press Enter to end your turn and draw.
tutorial-trick = The backwards trick: a card exactly 10 below the top of a climbing pile (or 10 above a falling one) may go on it. Keep an eye out for one and play it.
tutorial-signal = You may not name numbers, but you may ask: Shift+1-4 says "leave this pile to me", Ctrl+1-4 "small jumps here". Place a signal now.
tutorial-fire = Cards 22, 33, 44, 55, 66 and 77 are fire. When one is played, it must be covered by the end of the next player's turn, or the team loses. Watch for a fire and cover it.
tutorial-done = That is everything. Play on: H shows a hint, Esc pauses, and the rules are in the pause menu. Press N to close this panel.
