//! Conformance of the On Fire expansion (R-FIRE-1 to R-FIRE-5).

use pilefire_engine::piles::rules::{Deal, FireDeadline, Game, Outcome, Play, Rule, Ruleset};

use crate::support::*;

const UP_1: usize = 0;
const UP_2: usize = 1;
const DOWN_1: usize = 2;
const DOWN_2: usize = 3;

fn fire(seats: usize) -> Ruleset {
    Ruleset::coop(seats).on_fire()
}

/// R-FIRE-1: the expansion is a co-operative option; without it 44 is a plain card.
#[test]
fn r_fire_1_fire_is_a_coop_option() {
    let duel_on_fire = Ruleset {
        on_fire: true,
        ..Ruleset::duel()
    };
    let error = Game::new(duel_on_fire, Deal::Seed(0), 0).unwrap_err();
    assert_eq!(error.rule(), Rule::Fire1);

    let hands: [&[u8]; 2] = [&[44, 60], &[]];
    let mut plain = coop_game(Ruleset::coop(2), &hands, &[], 0);
    let mut burning = coop_game(fire(2), &hands, &[], 0);
    assert!(!plain.play(0, Play::new(44, UP_1)).unwrap().lit_fire);
    assert!(plain.fires().is_empty());
    assert!(burning.play(0, Play::new(44, UP_1)).unwrap().lit_fire);
    assert_eq!(burning.fires().len(), 1);
    // Otherwise the same game: same legal plays.
    assert_eq!(plain.legal_plays(), burning.legal_plays());
}

/// R-FIRE-2: a fire card must be covered by the end of the next player's
/// turn, normally or by a backwards trick; else the game is lost at once.
#[test]
fn r_fire_2_next_player_must_cover() {
    let hands: [&[u8]; 2] = [&[44, 60], &[45, 34, 61, 62, 70, 71, 72]];
    let mut game = coop_game(fire(2), &hands, &[], 0);
    play_all(&mut game, &[(44, UP_1), (60, UP_2)]);
    let expected = FireDeadline {
        pile: UP_1,
        card: 44,
        lit_by: 0,
        lit_turn: 0,
        deadline_turn: 1,
        deadline_seat: 1,
    };
    assert_eq!(game.fires(), [expected]);
    for seat in 0..2 {
        assert_eq!(game.observation(seat).fires, [expected]);
    }
    let report = game.end_turn(0).unwrap();
    assert_eq!(report.outcome, None);
    assert_eq!(game.fires(), [expected]);

    let mut covered = game.clone();
    let report = covered.play(1, Play::new(45, UP_1)).unwrap();
    assert_eq!(report.covered_fire, Some(44));
    assert!(covered.fires().is_empty());
    assert_eq!(turn(&mut covered, &[(61, UP_2)]), 2);
    assert_eq!(covered.outcome(), None);

    let mut by_trick = game.clone();
    let report = by_trick.play(1, Play::new(34, UP_1)).unwrap();
    assert!(report.backwards_trick);
    assert_eq!(report.covered_fire, Some(44));
    turn(&mut by_trick, &[(61, UP_2)]);
    assert_eq!(by_trick.outcome(), None);

    let mut burnt = game.clone();
    play_all(&mut burnt, &[(61, UP_2), (62, UP_2)]);
    let report = burnt.end_turn(1).unwrap();
    let lost = Outcome::FireLost {
        cards_left: 94,
        card: 44,
        pile: UP_1,
    };
    assert_eq!(report.outcome, Some(lost));
    assert_eq!(burnt.outcome(), Some(lost));
    assert_refused(&mut burnt, Rule::Co16, |g| g.play(0, Play::new(45, UP_1)));
    assert_eq!(burnt.record().replay().unwrap().outcome(), Some(lost));
}

/// R-FIRE-2 with three seats: only the next seat may save the fire; the
/// game is lost before the third seat plays, whatever it holds.
#[test]
fn r_fire_2_third_seat_is_too_late() {
    let hands: [&[u8]; 3] = [&[44, 60], &[61, 62], &[45]];
    let mut game = coop_game(fire(3), &hands, &[], 0);
    turn(&mut game, &[(44, UP_1), (60, UP_2)]);
    assert_eq!(game.fires()[0].deadline_seat, 1);
    turn(&mut game, &[(61, UP_2), (62, UP_2)]);
    assert!(matches!(
        game.outcome(),
        Some(Outcome::FireLost {
            card: 44,
            pile: UP_1,
            ..
        })
    ));
    assert_refused(&mut game, Rule::Co16, |g| g.play(2, Play::new(45, UP_1)));
}

/// R-FIRE-2: a fire lit and covered in the same turn never burns.
#[test]
fn r_fire_2_covered_in_the_same_turn() {
    let mut game = coop_game(fire(2), &[&[44, 45], &[]], &[], 0);
    play_all(&mut game, &[(44, UP_1), (45, UP_1)]);
    assert!(game.fires().is_empty());
    turn(&mut game, &[]);
    assert_eq!(game.outcome(), None);
}

/// R-FIRE-3: in solitaire the player's own next turn is the deadline.
#[test]
fn r_fire_3_solitaire_deadline_is_the_next_own_turn() {
    let mut game = coop_game(fire(1), &[&[44, 60, 45, 61, 62, 63, 64, 65]], &[], 0);
    turn(&mut game, &[(44, UP_1), (60, UP_2)]);
    assert_eq!(game.outcome(), None);
    assert_eq!(
        game.fires(),
        [FireDeadline {
            pile: UP_1,
            card: 44,
            lit_by: 0,
            lit_turn: 0,
            deadline_turn: 1,
            deadline_seat: 0
        }]
    );
    let mut saved = game.clone();
    turn(&mut saved, &[(45, UP_1), (61, UP_2)]);
    assert_eq!(saved.outcome(), None);
    turn(&mut game, &[(61, UP_2), (62, UP_2)]);
    assert!(matches!(
        game.outcome(),
        Some(Outcome::FireLost {
            card: 44,
            pile: UP_1,
            ..
        })
    ));
}

/// R-FIRE-4: the next player is the next seat that takes a turn; a seat
/// that has dropped out is skipped.
#[test]
fn r_fire_4_dropped_seats_are_skipped() {
    let ruleset = fire(3);
    let mut order: Vec<u8> = (2..=99).filter(|&card| card != 77).collect();
    order.push(77);
    let deck = run_deck(&ruleset, 2, &order);
    let mut game = Game::new(ruleset, Deal::Decks(vec![deck]), 0).unwrap();
    run_until_deck_empty(&mut game, 2);
    assert_eq!(
        game.outcome(),
        None,
        "the fires of the run were covered in time"
    );
    assert_eq!(game.to_move(), 1);
    let hand: Vec<(u8, usize)> = game.hand(1).iter().map(|&card| (card, UP_1)).collect();
    turn(&mut game, &hand);
    assert_eq!(game.hand_sizes()[1], 0);
    assert_eq!(game.to_move(), 2);
    let play = game.legal_plays()[0];
    turn(&mut game, &[(play.card, play.pile)]);
    assert_eq!(game.to_move(), 0);
    assert!(game.hand(0).contains(&77));
    play_all(&mut game, &[(77, DOWN_1)]);
    let fire = game.fires()[0];
    assert_eq!(
        (fire.card, fire.deadline_turn, fire.deadline_seat),
        (77, game.turn() + 1, 2)
    );
    game.end_turn(0).unwrap();
    assert_eq!(game.to_move(), 2);
    assert_eq!(game.observation(2).fires[0].deadline_seat, 2);
    // Seat 2 holds nothing below 77 (nor 87): it cannot save the fire.
    assert!(game.hand(2).iter().all(|&card| card > 77 && card != 87));
    let play = game.legal_plays()[0];
    assert_ne!(play.pile, DOWN_1);
    turn(&mut game, &[(play.card, play.pile)]);
    assert!(matches!(
        game.outcome(),
        Some(Outcome::FireLost {
            card: 77,
            pile: DOWN_1,
            ..
        })
    ));
}

/// R-FIRE-4: a game that ends stuck (R-CO-16) with a fire burning is a fire loss.
#[test]
fn r_fire_4_stuck_with_a_fire_burning_is_a_fire_loss() {
    let hands: [&[u8]; 2] = [&[99, 90, 2, 33], &[50, 60, 70, 75, 85, 86, 87]];
    let close = [(99, UP_1), (90, UP_2), (2, DOWN_1), (33, DOWN_2)];
    let mut burning = coop_game(fire(2), &hands, &[], 0);
    turn(&mut burning, &close);
    assert_eq!(
        burning.outcome(),
        Some(Outcome::FireLost {
            cards_left: 94,
            card: 33,
            pile: DOWN_2
        })
    );
    let mut plain = coop_game(Ruleset::coop(2), &hands, &[], 0);
    turn(&mut plain, &close);
    assert_eq!(
        plain.outcome(),
        Some(Outcome::Lost {
            cards_left: 94,
            excellent: false,
            seat: 1,
            gave_up: false
        })
    );
}

/// R-FIRE-4: if the last card of the game is a fire card, the team has won.
#[test]
fn r_fire_4_last_card_on_fire_wins() {
    let ruleset = fire(1);
    let mut order: Vec<u8> = (2..=99).filter(|&card| card != 77).collect();
    order.push(77);
    let deck = run_deck(&ruleset, 8, &order);
    let mut game = Game::new(ruleset, Deal::Decks(vec![deck]), 0).unwrap();
    while game.hand(0) != [77] {
        let plays: Vec<(u8, usize)> = game
            .hand(0)
            .iter()
            .filter(|&&card| card != 77)
            .map(|&card| (card, UP_1))
            .collect();
        turn(&mut game, &plays);
    }
    assert_eq!(game.draw_pile_sizes(), [0]);
    let report = game.play(0, Play::new(77, DOWN_1)).unwrap();
    assert!(report.lit_fire && report.ended_game);
    assert_eq!(game.outcome(), Some(Outcome::Won));
}

/// R-FIRE-5: several fires burn at once, each with its own deadline.
#[test]
fn r_fire_5_each_fire_has_its_own_deadline() {
    let hands: [&[u8]; 2] = [&[22, 50, 60, 61], &[77, 23, 40, 41]];
    let mut game = coop_game(fire(2), &hands, &[], 0);
    turn(&mut game, &[(22, UP_1), (50, UP_2)]);
    play_all(&mut game, &[(77, DOWN_1)]);
    let deadlines: Vec<(u8, usize, u32)> = game
        .fires()
        .iter()
        .map(|f| (f.card, f.pile, f.deadline_turn))
        .collect();
    assert_eq!(deadlines, [(22, UP_1, 1), (77, DOWN_1, 2)]);

    // Leaving 22 loses at the end of this turn, though 77 still has time.
    let mut lost = game.clone();
    turn(&mut lost, &[(40, DOWN_2)]);
    assert!(matches!(
        lost.outcome(),
        Some(Outcome::FireLost { card: 22, .. })
    ));

    // Covering 22 leaves 77, which seat 0 must cover next.
    play_all(&mut game, &[(23, UP_1)]);
    game.end_turn(1).unwrap();
    assert_eq!(game.outcome(), None);
    let fires = game.fires();
    assert_eq!(fires.len(), 1);
    assert_eq!(
        (
            fires[0].card,
            fires[0].deadline_turn,
            fires[0].deadline_seat
        ),
        (77, 2, 0)
    );
    let mut saved = game.clone();
    turn(&mut saved, &[(60, DOWN_1), (61, UP_2)]);
    assert_eq!(saved.outcome(), None);
    assert!(saved.fires().is_empty());
    turn(&mut game, &[(60, UP_2), (61, UP_2)]);
    assert!(matches!(
        game.outcome(),
        Some(Outcome::FireLost {
            card: 77,
            pile: DOWN_1,
            ..
        })
    ));
}

/// R-FIRE-5: a fire card covering another fire card puts one fire out and
/// lights a new one with a later deadline.
#[test]
fn r_fire_5_fire_on_fire() {
    let mut game = coop_game(fire(2), &[&[44, 50], &[55, 60]], &[], 0);
    turn(&mut game, &[(44, UP_1), (50, UP_2)]);
    let report = game.play(1, Play::new(55, UP_1)).unwrap();
    assert_eq!(report.covered_fire, Some(44));
    assert!(report.lit_fire);
    turn(&mut game, &[(60, UP_2)]);
    assert_eq!(game.outcome(), None);
    let fires = game.fires();
    assert_eq!((fires[0].card, fires[0].deadline_turn), (55, 2));
}
