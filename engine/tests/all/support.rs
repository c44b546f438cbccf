//! Scenario builders and checks shared by the test modules.

use std::path::PathBuf;

use pilefire_engine::date::Date;
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::rules::{Deal, Game, Outcome, Play, Rule, RuleError, Ruleset};
use pilefire_engine::piles::stats::{GameSummary, Statistics};

/// A fresh, empty folder for one test's files (names are unique across modules).
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pilefire-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// A co-operative deck order: the given hands (padded, if short, with the
/// lowest cards nobody was given), then `draw_top` from the top of the draw
/// pile down, then every remaining card in ascending order.
pub fn coop_deck(ruleset: &Ruleset, hands: &[&[u8]], draw_top: &[u8]) -> Vec<u8> {
    assert_eq!(hands.len(), ruleset.seats, "one hand per seat");
    build_deck(ruleset.hand_size(), ruleset.deck_cards(), hands, draw_top)
}

fn build_deck(hand_size: usize, cards: Vec<u8>, hands: &[&[u8]], draw_top: &[u8]) -> Vec<u8> {
    let named: Vec<u8> = hands
        .iter()
        .flat_map(|h| h.iter().copied())
        .chain(draw_top.iter().copied())
        .collect();
    let mut spare = cards.into_iter().filter(|c| !named.contains(c));
    let mut deck = Vec::new();
    for hand in hands {
        assert!(
            hand.len() <= hand_size,
            "hand {hand:?} is larger than {hand_size}"
        );
        deck.extend_from_slice(hand);
        deck.extend(spare.by_ref().take(hand_size - hand.len()));
    }
    deck.extend_from_slice(draw_top);
    deck.extend(spare);
    deck
}

/// A co-operative game dealt from [`coop_deck`].
pub fn coop_game(ruleset: Ruleset, hands: &[&[u8]], draw_top: &[u8], first_seat: usize) -> Game {
    let deck = coop_deck(&ruleset, hands, draw_top);
    Game::new(ruleset, Deal::Decks(vec![deck]), first_seat).expect("scenario deck is valid")
}

/// One Duel deck: the hand (padded like [`coop_deck`]), `draw_top`, then the rest ascending.
pub fn duel_deck(hand: &[u8], draw_top: &[u8]) -> Vec<u8> {
    let ruleset = Ruleset::duel();
    build_deck(ruleset.hand_size(), ruleset.deck_cards(), &[hand], draw_top)
}

/// A Duel with both decks built by [`duel_deck`].
pub fn duel_game(hands: [&[u8]; 2], draw_tops: [&[u8]; 2], first_seat: usize) -> Game {
    let decks = vec![
        duel_deck(hands[0], draw_tops[0]),
        duel_deck(hands[1], draw_tops[1]),
    ];
    Game::new(Ruleset::duel(), Deal::Decks(decks), first_seat).expect("scenario decks are valid")
}

/// The whole state, deck order included, as text: two equal snapshots mean
/// nothing changed.
pub fn snapshot(game: &Game) -> String {
    format!("{game:?}")
}

/// Asserts that `request` is refused for breaking `rule` and changes nothing.
#[track_caller]
pub fn assert_refused<T: std::fmt::Debug>(
    game: &mut Game,
    rule: Rule,
    request: impl FnOnce(&mut Game) -> Result<T, RuleError>,
) -> RuleError {
    let before = snapshot(game);
    let observations_before: Vec<_> = (0..game.ruleset().seats)
        .map(|s| game.observation(s))
        .collect();
    let record_before = game.record();
    let error = request(game).expect_err("the request should be refused");
    assert_eq!(error.rule(), rule, "refused for the wrong rule: {error}");
    assert!(
        error.to_string().starts_with(rule.id()),
        "message should start with the id: {error}"
    );
    assert_eq!(snapshot(game), before, "a refused request changed the game");
    let observations_after: Vec<_> = (0..game.ruleset().seats)
        .map(|s| game.observation(s))
        .collect();
    assert_eq!(observations_after, observations_before);
    assert_eq!(game.record(), record_before);
    error
}

/// Plays `cards` in order onto `pile` for the seat to move, each of which must be legal.
#[track_caller]
pub fn play_all(game: &mut Game, plays: &[(u8, usize)]) {
    let seat = game.to_move();
    for &(card, pile) in plays {
        if let Err(error) = game.play(seat, Play::new(card, pile)) {
            panic!("{card} on pile {pile} by seat {seat} was refused: {error}");
        }
    }
}

/// Plays `plays` and ends the turn; returns the cards drawn.
#[track_caller]
pub fn turn(game: &mut Game, plays: &[(u8, usize)]) -> usize {
    play_all(game, plays);
    let seat = game.to_move();
    match game.end_turn(seat) {
        Ok(report) => report.drawn,
        Err(error) => panic!("seat {seat} could not end its turn: {error}"),
    }
}

/// A deck in which every turn can play the next `per_turn` numbers of
/// `order` onto pile 0: each seat's hand always holds exactly the cards it
/// will play next, and the draw pile feeds each seat its later cards. With an
/// ascending `order` every such play is legal on an ascending pile.
pub fn run_deck(ruleset: &Ruleset, per_turn: usize, order: &[u8]) -> Vec<u8> {
    let seats = ruleset.seats;
    let hand = ruleset.hand_size();
    let mut lists: Vec<Vec<u8>> = vec![Vec::new(); seats];
    for (turn, chunk) in order.chunks(per_turn).enumerate() {
        lists[turn % seats].extend_from_slice(chunk);
    }
    let mut deck: Vec<u8> = lists
        .iter()
        .flat_map(|list| list[..hand].iter().copied())
        .collect();
    let mut taken = vec![hand; seats];
    let mut turn = 0;
    while deck.len() < order.len() {
        let seat = turn % seats;
        let next = (taken[seat] + per_turn).min(lists[seat].len());
        deck.extend_from_slice(&lists[seat][taken[seat]..next]);
        taken[seat] = next;
        turn += 1;
    }
    deck
}

/// A co-operative game dealt by [`run_deck`] over all 98 cards in ascending order.
pub fn run_game(ruleset: Ruleset, per_turn: usize) -> Game {
    let order: Vec<u8> = (2..=99).collect();
    let deck = run_deck(&ruleset, per_turn, &order);
    Game::new(ruleset, Deal::Decks(vec![deck]), 0).expect("run deck is valid")
}

/// Plays the mover's `count` lowest cards onto pile 0 and ends the turn.
#[track_caller]
pub fn run_turn(game: &mut Game, count: usize) -> usize {
    let seat = game.to_move();
    let cards: Vec<u8> = game.hand(seat).iter().copied().take(count).collect();
    let plays: Vec<(u8, usize)> = cards.into_iter().map(|card| (card, 0)).collect();
    turn(game, &plays)
}

/// Runs turns of `count` cards until the draw pile is empty.
#[track_caller]
pub fn run_until_deck_empty(game: &mut Game, count: usize) {
    while game.draw_pile_sizes()[0] > 0 {
        run_turn(game, count);
    }
}

/// The cards on pile `pile`, oldest first.
pub fn pile_cards(game: &Game, pile: usize) -> Vec<u8> {
    game.piles()[pile]
        .cards
        .iter()
        .map(|placed| placed.card)
        .collect()
}

/// A finished game's summary for the statistics: won when no card is left.
pub fn summary(seed: u64, cards_left: usize, record_file: Option<String>) -> GameSummary {
    let outcome = if cards_left == 0 {
        Outcome::Won
    } else {
        Outcome::Lost {
            cards_left,
            excellent: cards_left < 10,
            seat: 0,
            gave_up: false,
        }
    };
    GameSummary {
        date: Date {
            year: 2026,
            month: 11,
            day: 23,
        },
        ruleset: if seed.is_multiple_of(3) {
            Ruleset::duel()
        } else {
            Ruleset::coop((seed % 3) as usize)
        },
        seed,
        deal_code: String::new(),
        outcome,
        cards_left,
        won: cards_left == 0,
        excellent: cards_left < 10,
        hints_used: (seed % 2) as u32,
        bot_level: BotLevel::Normal,
        human_seat: Some(0),
        daily: false,
        record_file,
        first_seat: 0,
        par: None,
    }
}

pub fn statistics_of(games: u64) -> Statistics {
    let mut statistics = Statistics::default();
    for seed in 0..games {
        statistics.add(summary(seed, (seed % 7) as usize, None));
    }
    statistics
}
