//! Bots: legal turns only, honesty (R-CO-12: a seat decides on what it may
//! see), and a strength check against the published baseline.

use pilefire_engine::piles::bots::driver::{play_out, play_turn};
use pilefire_engine::piles::bots::oracle::{OracleVerdict, solve};
use pilefire_engine::piles::bots::{Bot, BotLevel, make_bot};
use pilefire_engine::piles::rules::deal::{Pcg32, shuffle, shuffled_deck};
use pilefire_engine::piles::rules::{Deal, Game, Mode, Outcome, Record, Ruleset};

fn bots_for(level: BotLevel, ruleset: &Ruleset, seed: u64) -> Vec<Box<dyn Bot>> {
    (0..ruleset.seats)
        .map(|seat| make_bot(level, ruleset, seed * 31 + seat as u64))
        .collect()
}

fn coop_variants(seats: usize) -> Vec<Ruleset> {
    vec![
        Ruleset::coop(seats),
        Ruleset::coop(seats).professional(false),
        Ruleset::coop(seats).professional(true),
        Ruleset::coop(seats).on_fire(),
        Ruleset::coop(seats).professional(false).on_fire(),
    ]
}

/// Every level in every co-op variant plays whole games without a single
/// move the engine refuses (R-CO-6 to R-CO-10, R-PRO-1, R-FIRE-2).
#[test]
fn coop_bots_only_make_legal_moves() {
    for seats in 1..=5 {
        for ruleset in coop_variants(seats) {
            for level in BotLevel::ALL {
                for seed in 0..4u64 {
                    let seed = seed + 100 * seats as u64;
                    let mut game = Game::new(ruleset, Deal::Seed(seed), 0).unwrap();
                    let mut bots = bots_for(level, &ruleset, seed);
                    let outcome = play_out(&mut game, &mut bots).unwrap_or_else(|e| {
                        panic!("{level:?} in {}, seed {seed}: {e}", ruleset.describe())
                    });
                    assert!(outcome.cards_left().is_some());
                    // Giving up is never needed: the engine ends a stuck game itself.
                    assert!(
                        !matches!(outcome, Outcome::Lost { gave_up: true, .. }),
                        "{level:?} gave up in {} seed {seed}",
                        ruleset.describe()
                    );
                }
            }
        }
    }
}

/// Duel levels, against each other, only make legal moves (R-DU-3 to R-DU-9).
#[test]
fn duel_bots_only_make_legal_moves() {
    let ruleset = Ruleset::duel();
    for (a, b) in [
        (BotLevel::Easy, BotLevel::Expert),
        (BotLevel::Normal, BotLevel::Expert),
        (BotLevel::Expert, BotLevel::Expert),
        (BotLevel::Baseline, BotLevel::Easy),
    ] {
        for seed in 0..12u64 {
            let mut game = Game::new(ruleset, Deal::Seed(seed), (seed % 2) as usize).unwrap();
            let mut bots = vec![make_bot(a, &ruleset, seed), make_bot(b, &ruleset, seed + 1)];
            let outcome = play_out(&mut game, &mut bots)
                .unwrap_or_else(|e| panic!("{a:?} vs {b:?}, seed {seed}: {e}"));
            assert!(matches!(outcome, Outcome::DuelWon { .. }));
        }
    }
}

/// A deal that differs from `game`'s only in what `seat` cannot see: the
/// cards of the other hands and the draw piles' order are shuffled among
/// their places in the deck order.
fn hide_differently(game: &Game, seat: usize, salt: u64) -> Deal {
    let record = game.record();
    let Deal::Seed(seed) = record.deal else {
        panic!("seeded deals only")
    };
    let ruleset = *game.ruleset();
    let on_piles: Vec<(u8, usize)> = game
        .piles()
        .iter()
        .flat_map(|pile| pile.cards.iter().map(|p| (p.card, p.seat)))
        .collect();
    let mut rng = Pcg32::new(salt, 7);
    let decks = (0..ruleset.deck_count())
        .map(|deck_index| {
            let mut deck = shuffled_deck(seed, deck_index, ruleset.deck_cards());
            let owner_of_deck = match ruleset.mode {
                Mode::Coop => None,
                Mode::Duel => Some(deck_index),
            };
            let visible = |card: u8| {
                let played = on_piles
                    .iter()
                    .any(|&(c, s)| c == card && owner_of_deck.is_none_or(|o| o == s));
                let held =
                    owner_of_deck.is_none_or(|o| o == seat) && game.hand(seat).contains(&card);
                played || held
            };
            let places: Vec<usize> = (0..deck.len()).filter(|&i| !visible(deck[i])).collect();
            let mut hidden: Vec<u8> = places.iter().map(|&i| deck[i]).collect();
            shuffle(&mut hidden, &mut rng);
            for (&place, card) in places.iter().zip(hidden) {
                deck[place] = card;
            }
            deck
        })
        .collect();
    Deal::Decks(decks)
}

/// Honesty: with the hidden cards shuffled and the seat's observation
/// unchanged, every level makes the same decision (same bot seed).
#[test]
fn bots_decide_only_on_what_their_seat_sees() {
    let cases = [
        (Ruleset::coop(1), 10),
        (Ruleset::coop(2), 9),
        (Ruleset::coop(3), 14),
        (Ruleset::coop(5).professional(false), 12),
        (Ruleset::coop(4).on_fire(), 11),
        (Ruleset::duel(), 8),
        (Ruleset::duel(), 15),
    ];
    for (case, (ruleset, turns)) in cases.into_iter().enumerate() {
        let seed = 500 + case as u64;
        let mut game = Game::new(ruleset, Deal::Seed(seed), 0).unwrap();
        let mut bots = bots_for(BotLevel::Expert, &ruleset, seed);
        for _ in 0..turns {
            if game.is_over() {
                break;
            }
            play_turn(&mut game, &mut bots).unwrap();
        }
        assert!(!game.is_over(), "case {case} ended too early to test");
        let seat = game.to_move();
        let mut record: Record = game.record();
        for salt in 1..=3u64 {
            record.deal = hide_differently(&game, seat, salt);
            let other = record
                .replay()
                .expect("the same moves are legal on the reshuffled deal");
            let seen = game.observation(seat);
            assert_eq!(
                seen,
                other.observation(seat),
                "case {case}: the seat's view changed"
            );
            let changed = (0..ruleset.seats).any(|s| s != seat && game.hand(s) != other.hand(s))
                || game.draw_pile_sizes().iter().sum::<usize>() > 1;
            assert!(changed, "case {case}: nothing hidden was shuffled");
            for level in BotLevel::ALL {
                let first = make_bot(level, &ruleset, 99).plan_turn(&seen);
                let second = make_bot(level, &ruleset, 99).plan_turn(&other.observation(seat));
                assert_eq!(first, second, "{level:?} case {case} salt {salt}");
            }
        }
    }
}

fn mean_left(level: BotLevel, ruleset: Ruleset, seeds: std::ops::Range<u64>) -> (usize, f64) {
    let count = seeds.end - seeds.start;
    let mut wins = 0;
    let mut left = 0;
    for seed in seeds {
        let mut game = Game::new(ruleset, Deal::Seed(seed), 0).unwrap();
        let mut bots = bots_for(level, &ruleset, seed);
        let outcome = play_out(&mut game, &mut bots).unwrap();
        wins += usize::from(outcome == Outcome::Won);
        left += outcome.cards_left().unwrap();
    }
    (wins, left as f64 / count as f64)
}

/// Strength: on fixed deals `expert` must not fall below the published
/// baseline (fewer cards left on average, at least as many wins).
#[test]
fn expert_is_not_weaker_than_baseline() {
    for (ruleset, seeds) in [(Ruleset::coop(1), 0..60u64), (Ruleset::coop(2), 0..40u64)] {
        let (base_wins, base_left) = mean_left(BotLevel::Baseline, ruleset, seeds.clone());
        let (wins, left) = mean_left(BotLevel::Expert, ruleset, seeds);
        assert!(
            left <= base_left && wins >= base_wins,
            "{}: expert {wins} wins, {left:.2} left; baseline {base_wins} wins, {base_left:.2} left",
            ruleset.describe()
        );
    }
}

/// Every level is reproducible from its seed.
#[test]
fn bots_are_deterministic_for_a_seed() {
    for ruleset in [Ruleset::coop(3), Ruleset::duel()] {
        for level in BotLevel::ALL {
            let run = || {
                let mut game = Game::new(ruleset, Deal::Seed(77), 0).unwrap();
                let mut bots = bots_for(level, &ruleset, 5);
                play_out(&mut game, &mut bots).unwrap();
                game.record()
            };
            assert_eq!(run(), run(), "{level:?}");
        }
    }
}

/// The oracle finds the obvious win of a deck in rising order and reports
/// it as solved; it never claims more than the deal allows.
#[test]
fn oracle_solves_an_easy_deal() {
    let deck: Vec<u8> = (2..=99).collect();
    let game = Game::new(Ruleset::coop(1), Deal::Decks(vec![deck]), 0).unwrap();
    let (verdict, left) = solve(&game, 2_000);
    assert_eq!((verdict, left), (OracleVerdict::Solved, 0));

    // A shuffled two-seat deal it wins (docs/AI.md: it solves all 100 of
    // the measured ones), and the same deal with no time is undecided, its
    // best line short of the end.
    let game = Game::new(Ruleset::coop(2), Deal::Seed(3), 0).unwrap();
    assert_eq!(solve(&game, 5_000), (OracleVerdict::Solved, 0));
    let (verdict, left) = solve(&game, 0);
    assert_eq!(verdict, OracleVerdict::Undecided);
    assert!(left > 0, "{left}");
}
