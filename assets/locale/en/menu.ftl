menu-subtitle = two card games: number piles, together or in a duel; chameleon rows against bots
menu-continue = Continue
menu-continue-value = { $rules }, turn { $turn }
menu-new-game = New game
menu-daily = Daily deal
menu-daily-title = Today's deals: the same for everybody on this date (UTC)
menu-daily-solitaire = Solitaire
menu-daily-coop = Co-op, 3 seats
menu-daily-duel = Duel
menu-daily-played = played: { $cards ->
    [0] won
    [one] 1 card left
   *[other] { $cards } cards left
}
menu-code = Play a deal code
menu-code-title = Type or paste a deal code to play exactly that deal
menu-code-text = Code
menu-code-empty = type letters and digits
menu-code-valid = { $rules }, seed { $seed }: press Enter to play it.
menu-code-invalid = Not a deal code: { $reason }
menu-paste = Paste [Ctrl+V]
menu-paste-failed = Could not read the clipboard: { $reason }
menu-play-code = Play this deal [Enter]
menu-tutorial = Tutorial: a guided first game
menu-rules = Rules
menu-statistics = Statistics
menu-replays = Replays
menu-settings = Settings
menu-quit = Quit [Esc]
menu-back = Back [Esc]
menu-mode = Game
menu-mode-solitaire = Solitaire
menu-mode-coop = Co-op with AI teammates
menu-mode-duel = Duel against the computer
menu-teammates = AI teammates
menu-professional = Professional (3 a turn)
menu-smaller-hands = Smaller hands
menu-on-fire = On Fire
menu-bot-level = Bot level
menu-bot-easy = Easy
menu-bot-normal = Normal
menu-bot-expert = Expert
menu-bot-baseline = Baseline
menu-seed = Deal (seed)
menu-seed-random = random (type digits)
menu-start = Start [Enter]
menu-keys-main = Up/Down or Tab: choose   Enter: open   Esc: back
menu-keys-new-game = Up/Down: choose   Left/Right or click: change   digits: seed   Enter: start   Esc: back
menu-keys-code = letters and digits: type   Backspace: delete   Ctrl+V: paste   Enter: play   Esc: back
menu-keys-settings = Up/Down: choose   Left/Right or click: change   Esc: back
menu-no-clipboard = this system offers no clipboard to the game
menu-deal-problem = This deal could not start: { $reason }
menu-which-game = Card game
menu-game-number-piles = Number piles: solitaire, co-op or duel
menu-game-chameleons = Chameleon rows, against bots
menu-chameleons-title = New game of chameleon rows: collect few colours deeply
menu-chameleon-players = Players
menu-chameleon-players-value = { $players }: you and { $bots ->
    [one] 1 bot
   *[other] { $bots } bots
}
menu-chameleon-side = Score side
menu-chameleon-side-brown = Brown: more of a colour is always better
menu-chameleon-side-purple = Purple: three of a colour score best
menu-daily-chameleons = Today's deal
menu-daily-chameleons-value = { $players } players, brown side: { $seed }
menu-first-seat = Who starts
menu-first-you = You
menu-first-random = Random
menu-first-strongest = Strongest opening (the bots propose it at the deal)
menu-first-proposal = Strongest opening: { $bot } thinks its opening is { $opening }
menu-opening-stuck = stuck
menu-opening-poor = poor
menu-opening-weak = weak
menu-opening-fair = fair
menu-opening-good = good
menu-opening-strong = strong
menu-opening-excellent = excellent
