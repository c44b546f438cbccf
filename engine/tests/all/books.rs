//! The worked examples of the two rule books, one test each, named after them.

use pilefire_engine::piles::rules::{Outcome, Play, Rule, Ruleset};

use crate::support::*;

const UP_1: usize = 0;
const UP_2: usize = 1;
const DOWN_1: usize = 2;
const DOWN_2: usize = 3;
// Duel: Tommaso is seat 0, Sara seat 1.
const TOMMASO_UP: usize = 0;
const TOMMASO_DOWN: usize = 1;
const SARA_UP: usize = 2;
const SARA_DOWN: usize = 3;

/// R-CO-6: 4, then 8, then 13 on an ascending pile.
#[test]
fn the_4_8_13_ascending_pile() {
    let mut game = coop_game(Ruleset::coop(1), &[&[4, 8, 13]], &[], 0);
    turn(&mut game, &[(4, UP_1), (8, UP_1), (13, UP_1)]);
    assert_eq!(pile_cards(&game, UP_1), [4, 8, 13]);
    // Sara's Duel pile of the same cards.
    let mut duel = duel_game([&[], &[4, 8, 13]], [&[], &[]], 1);
    turn(&mut duel, &[(4, SARA_UP), (8, SARA_UP), (13, SARA_UP)]);
    assert_eq!(pile_cards(&duel, SARA_UP), [4, 8, 13]);
}

/// R-CO-6: the book's sample sequences; the last one prints 85 after 83 on a
/// descending pile, which the rules (and the engine) refuse.
#[test]
fn the_sample_pile_sequences() {
    let sequences: [(&[u8], usize); 3] = [
        (&[3, 11, 12, 13, 18, 20, 34, 35], UP_1),
        (&[2, 7, 19, 25, 28, 29, 49], UP_2),
        (&[94, 90, 78, 61, 60, 57], DOWN_1),
    ];
    for (cards, pile) in sequences {
        let mut game = coop_game(Ruleset::coop(1), &[cards], &[], 0);
        let plays: Vec<(u8, usize)> = cards.iter().map(|&card| (card, pile)).collect();
        play_all(&mut game, &plays);
        assert_eq!(pile_cards(&game, pile), cards);
    }
    let mut game = coop_game(Ruleset::coop(1), &[&[98, 97, 88, 83, 85]], &[], 0);
    play_all(
        &mut game,
        &[(98, DOWN_2), (97, DOWN_2), (88, DOWN_2), (83, DOWN_2)],
    );
    assert_refused(&mut game, Rule::Co6, |g| g.play(0, Play::new(85, DOWN_2)));
}

/// R-CO-7: Giacomo plays 37 on the ascending pile showing 47.
#[test]
fn giacomo_plays_37_on_47() {
    let mut game = coop_game(Ruleset::coop(2), &[&[47, 60], &[37, 38, 46]], &[], 0);
    turn(&mut game, &[(47, UP_1), (60, UP_2)]);
    assert_refused(&mut game, Rule::Co6, |g| g.play(1, Play::new(38, UP_1)));
    assert_refused(&mut game, Rule::Co6, |g| g.play(1, Play::new(46, UP_1)));
    assert!(game.play(1, Play::new(37, UP_1)).unwrap().backwards_trick);
    assert_eq!(game.piles()[UP_1].top(), 37);
}

/// R-CO-7: Susanna plays 75 on the descending pile showing 65.
#[test]
fn susanna_plays_75_on_65() {
    let mut game = coop_game(Ruleset::coop(2), &[&[65, 60], &[75, 74, 66]], &[], 0);
    turn(&mut game, &[(65, DOWN_1), (60, UP_2)]);
    assert_refused(&mut game, Rule::Co6, |g| g.play(1, Play::new(74, DOWN_1)));
    assert_refused(&mut game, Rule::Co6, |g| g.play(1, Play::new(66, DOWN_1)));
    assert!(game.play(1, Play::new(75, DOWN_1)).unwrap().backwards_trick);
    assert_eq!(game.piles()[DOWN_1].top(), 75);
}

/// R-CO-9 and R-CO-10: Martino plays one card on one ascending pile, two on
/// the other, one on a descending pile, then draws 4 back to 6.
#[test]
fn martino_plays_four_and_draws_four() {
    let mut game = coop_game(
        Ruleset::coop(3),
        &[&[10, 20, 21, 90, 50, 51], &[], &[]],
        &[70, 71, 72, 73],
        0,
    );
    let drawn = turn(
        &mut game,
        &[(10, UP_1), (20, UP_2), (21, UP_2), (90, DOWN_1)],
    );
    assert_eq!(drawn, 4);
    assert_eq!(game.hand(0), [50, 51, 70, 71, 72, 73]);
    assert_eq!(game.to_move(), 1);
}

/// R-FIRE-2: Martino plays 44; Susanna, next, must cover it at the latest.
#[test]
fn martino_44_on_fire_susanna_must_cover() {
    let hands: [&[u8]; 3] = [&[44, 60], &[45, 61, 62], &[43]];
    let mut game = coop_game(Ruleset::coop(3).on_fire(), &hands, &[], 0);
    turn(&mut game, &[(44, UP_1), (60, UP_2)]);
    let fire = game.fires()[0];
    assert_eq!((fire.card, fire.lit_by, fire.deadline_seat), (44, 0, 1));
    let mut covered = game.clone();
    turn(&mut covered, &[(45, UP_1), (61, UP_2)]);
    assert_eq!(covered.outcome(), None);
    assert_eq!(covered.to_move(), 2);
    // Susanna does not cover it: the game is lost at the end of her turn.
    turn(&mut game, &[(61, UP_2), (62, UP_2)]);
    assert!(matches!(
        game.outcome(),
        Some(Outcome::FireLost {
            card: 44,
            pile: UP_1,
            ..
        })
    ));
    // Martino could also have covered it himself.
    let mut himself = coop_game(Ruleset::coop(3).on_fire(), &[&[44, 45], &[], &[]], &[], 0);
    turn(&mut himself, &[(44, UP_1), (45, UP_1)]);
    assert!(himself.fires().is_empty());
}

/// R-DU-3: Tommaso plays 17 on his own ascending pile showing 27.
#[test]
fn tommaso_plays_17_on_his_own_27() {
    let mut game = duel_game([&[27, 30, 17, 16], &[10, 11]], [&[], &[]], 0);
    turn(&mut game, &[(27, TOMMASO_UP), (30, TOMMASO_DOWN)]);
    turn(&mut game, &[(10, SARA_UP), (11, SARA_UP)]);
    assert_refused(&mut game, Rule::Du3, |g| {
        g.play(0, Play::new(16, TOMMASO_UP))
    });
    assert!(
        game.play(0, Play::new(17, TOMMASO_UP))
            .unwrap()
            .backwards_trick
    );
}

/// R-DU-3: Sara plays 45 on her own descending pile showing 35.
#[test]
fn sara_plays_45_on_her_own_35() {
    let mut game = duel_game([&[10, 11], &[35, 20, 45, 46]], [&[], &[]], 0);
    turn(&mut game, &[(10, TOMMASO_UP), (11, TOMMASO_UP)]);
    turn(&mut game, &[(35, SARA_DOWN), (20, SARA_UP)]);
    turn(&mut game, &[(7, TOMMASO_DOWN), (6, TOMMASO_DOWN)]);
    assert_refused(&mut game, Rule::Du3, |g| {
        g.play(1, Play::new(46, SARA_DOWN))
    });
    assert!(
        game.play(1, Play::new(45, SARA_DOWN))
            .unwrap()
            .backwards_trick
    );
}

/// R-DU-5: Tommaso helps Sara with 12 on her ascending pile showing 29.
#[test]
fn tommaso_plays_12_on_saras_29() {
    let mut game = duel_game([&[10, 11, 12, 30, 39], &[29, 50]], [&[], &[]], 0);
    turn(&mut game, &[(10, TOMMASO_UP), (11, TOMMASO_UP)]);
    turn(&mut game, &[(29, SARA_UP), (50, SARA_DOWN)]);
    assert_refused(&mut game, Rule::Du5, |g| g.play(0, Play::new(30, SARA_UP)));
    assert_refused(&mut game, Rule::Du5, |g| g.play(0, Play::new(39, SARA_UP)));
    let report = game.play(0, Play::new(12, SARA_UP)).unwrap();
    assert!(report.help && !report.backwards_trick);
    assert_eq!(game.piles()[SARA_UP].top(), 12);
}

/// R-DU-5: Sara may help Tommaso below 18 on his ascending pile or above 40
/// on his descending pile, but only one of the two.
#[test]
fn sara_helps_tommaso_at_18_and_40() {
    let mut game = duel_game([&[18, 40], &[17, 19, 39, 41, 50, 51]], [&[], &[]], 0);
    turn(&mut game, &[(18, TOMMASO_UP), (40, TOMMASO_DOWN)]);
    assert_refused(&mut game, Rule::Du5, |g| {
        g.play(1, Play::new(19, TOMMASO_UP))
    });
    assert_refused(&mut game, Rule::Du5, |g| {
        g.play(1, Play::new(39, TOMMASO_DOWN))
    });
    let mut lower = game.clone();
    assert!(lower.play(1, Play::new(17, TOMMASO_UP)).unwrap().help);
    assert!(game.play(1, Play::new(41, TOMMASO_DOWN)).unwrap().help);
    assert_refused(&mut game, Rule::Du4, |g| {
        g.play(1, Play::new(17, TOMMASO_UP))
    });
}

/// R-DU-9: Sara plays 3 cards, all on her own piles, and draws 2.
#[test]
fn sara_plays_three_own_cards_and_draws_two() {
    let mut game = duel_game([&[10, 11], &[20, 21, 50]], [&[], &[]], 0);
    turn(&mut game, &[(10, TOMMASO_UP), (11, TOMMASO_UP)]);
    assert_eq!(
        turn(&mut game, &[(20, SARA_UP), (21, SARA_UP), (50, SARA_DOWN)]),
        2
    );
    assert_eq!(game.hand_sizes()[1], 5);
}

/// R-DU-9: Tommaso plays 5 cards, 4 for himself and 1 for Sara, and refills to 6.
#[test]
fn tommaso_plays_five_cards_and_refills_to_six() {
    let mut game = duel_game([&[10, 11, 12, 13, 50, 5], &[29, 30]], [&[], &[]], 1);
    turn(&mut game, &[(29, SARA_UP), (30, SARA_UP)]);
    let plays = [
        (10, TOMMASO_UP),
        (11, TOMMASO_UP),
        (12, TOMMASO_UP),
        (50, TOMMASO_DOWN),
        (5, SARA_UP),
    ];
    assert_eq!(turn(&mut game, &plays), 5);
    assert_eq!(game.hand_sizes()[0], 6);
}

/// R-DU-4 and R-DU-9: Tommaso plays one card up, two down and one on Sara's
/// ascending pile, then refills to 6.
#[test]
fn tommaso_plays_one_up_two_down_one_for_sara() {
    let mut game = duel_game([&[10, 50, 45, 5, 6, 7], &[29, 30]], [&[], &[]], 1);
    turn(&mut game, &[(29, SARA_UP), (30, SARA_UP)]);
    let plays = [
        (10, TOMMASO_UP),
        (50, TOMMASO_DOWN),
        (45, TOMMASO_DOWN),
        (5, SARA_UP),
    ];
    assert_eq!(turn(&mut game, &plays), 4);
    assert_eq!(game.hand_sizes()[0], 6);
}
