//! Seeded deals pinned card by card: a seed must give the same game on every
//! machine and in every future version, so any change to the generator or
//! the shuffle fails here.

use pilefire_engine::piles::bots::Bot;
use pilefire_engine::piles::bots::driver::play_out;
use pilefire_engine::piles::bots::greedy::Greedy;
use pilefire_engine::piles::rules::deal::{Pcg32, shuffled_deck};
use pilefire_engine::piles::rules::{Deal, Game, Ruleset};

const COOP_SEED_0: [u8; 98] = [
    17, 2, 35, 61, 76, 4, 90, 99, 73, 10, 31, 62, 48, 28, 50, 91, 14, 45, 6, 86, 98, 29, 64, 15,
    87, 22, 89, 30, 42, 5, 37, 52, 56, 3, 80, 34, 41, 36, 57, 81, 16, 8, 68, 55, 82, 69, 13, 54,
    95, 63, 93, 79, 49, 97, 77, 72, 18, 21, 67, 59, 33, 70, 88, 11, 19, 78, 92, 20, 58, 84, 47, 71,
    51, 26, 44, 12, 75, 96, 32, 24, 94, 85, 43, 7, 65, 53, 46, 66, 38, 39, 60, 23, 9, 40, 74, 25,
    83, 27,
];

const COOP_SEED_7: [u8; 98] = [
    79, 52, 17, 30, 27, 12, 59, 58, 26, 11, 71, 78, 67, 57, 91, 83, 65, 73, 68, 70, 13, 7, 88, 38,
    81, 24, 28, 55, 51, 82, 56, 23, 61, 95, 35, 32, 22, 47, 25, 4, 84, 31, 80, 72, 49, 96, 8, 66,
    99, 34, 44, 92, 93, 97, 98, 9, 89, 45, 42, 63, 33, 19, 64, 21, 15, 10, 39, 40, 48, 74, 29, 46,
    53, 14, 62, 90, 75, 41, 77, 18, 94, 36, 76, 6, 37, 3, 60, 43, 54, 16, 69, 86, 20, 5, 2, 87, 50,
    85,
];

const DUEL_SEED_3_SEAT_0: [u8; 58] = [
    8, 13, 26, 46, 23, 52, 35, 57, 53, 44, 51, 7, 59, 14, 25, 34, 39, 29, 33, 47, 45, 21, 28, 32,
    18, 48, 4, 3, 40, 17, 2, 49, 31, 58, 15, 56, 54, 5, 19, 37, 30, 43, 50, 9, 12, 42, 27, 11, 55,
    20, 10, 24, 22, 6, 36, 16, 38, 41,
];

const DUEL_SEED_3_SEAT_1: [u8; 58] = [
    39, 28, 7, 50, 40, 8, 3, 29, 30, 27, 41, 51, 24, 44, 55, 14, 45, 17, 18, 32, 34, 31, 46, 21,
    47, 6, 49, 35, 10, 48, 38, 54, 59, 15, 56, 42, 26, 19, 2, 9, 16, 5, 23, 33, 13, 57, 53, 12, 4,
    52, 37, 25, 36, 43, 22, 11, 58, 20,
];

/// Output of the reference implementation's demo (`pcg32-demo`, seed 42, sequence 54).
#[test]
fn pcg32_reference_stream() {
    let mut rng = Pcg32::new(42, 54);
    let got: Vec<u32> = (0..6).map(|_| rng.next_u32()).collect();
    assert_eq!(
        got,
        [
            0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e
        ]
    );
}

#[test]
fn pinned_deck_orders() {
    assert_eq!(shuffled_deck(0, 0, (2..=99).collect()), COOP_SEED_0);
    assert_eq!(shuffled_deck(7, 0, (2..=99).collect()), COOP_SEED_7);
    assert_eq!(shuffled_deck(3, 0, (2..=59).collect()), DUEL_SEED_3_SEAT_0);
    assert_eq!(shuffled_deck(3, 1, (2..=59).collect()), DUEL_SEED_3_SEAT_1);
}

/// The seeded game and the same deck given card by card play out identically
/// (hands, draw order, every turn and the result).
fn assert_same_game(ruleset: Ruleset, seed: u64, decks: Vec<Vec<u8>>) {
    let mut seeded = Game::new(ruleset, Deal::Seed(seed), 0).unwrap();
    let mut explicit = Game::new(ruleset, Deal::Decks(decks.clone()), 0).unwrap();
    let hand_size = ruleset.hand_size();
    for seat in 0..ruleset.seats {
        let (deck, start) = if decks.len() == 1 {
            (&decks[0], seat * hand_size)
        } else {
            (&decks[seat], 0)
        };
        let mut expected = deck[start..start + hand_size].to_vec();
        expected.sort_unstable();
        assert_eq!(
            seeded.hand(seat),
            expected.as_slice(),
            "{} seat {seat}",
            ruleset.describe()
        );
    }
    let bots = || -> Vec<Box<dyn Bot>> {
        (0..ruleset.seats)
            .map(|_| Box::new(Greedy) as Box<dyn Bot>)
            .collect()
    };
    let outcome = play_out(&mut seeded, &mut bots()).unwrap();
    assert_eq!(play_out(&mut explicit, &mut bots()).unwrap(), outcome);
    assert_eq!(seeded.record().turns, explicit.record().turns);
    assert_eq!(seeded.piles(), explicit.piles());
}

#[test]
fn pinned_seeded_games() {
    for seats in 1..=5 {
        assert_same_game(Ruleset::coop(seats), 0, vec![COOP_SEED_0.to_vec()]);
        assert_same_game(
            Ruleset::coop(seats).on_fire(),
            7,
            vec![COOP_SEED_7.to_vec()],
        );
    }
    assert_same_game(
        Ruleset::duel(),
        3,
        vec![DUEL_SEED_3_SEAT_0.to_vec(), DUEL_SEED_3_SEAT_1.to_vec()],
    );
}

/// The three-seat game of seed 7 (also `examples/records/coop-3-seats.ron`):
/// its hands, pinned.
#[test]
fn pinned_coop_seed_7_hands() {
    let game = Game::new(Ruleset::coop(3), Deal::Seed(7), 0).unwrap();
    assert_eq!(game.hand(0), [12, 17, 27, 30, 52, 79]);
    assert_eq!(game.hand(1), [11, 26, 58, 59, 71, 78]);
    assert_eq!(game.hand(2), [57, 65, 67, 73, 83, 91]);
    let duel = Game::new(Ruleset::duel(), Deal::Seed(3), 0).unwrap();
    assert_eq!(duel.hand(0), [8, 13, 23, 26, 46, 52]);
    assert_eq!(duel.hand(1), [7, 8, 28, 39, 40, 50]);
}
