//! Conformance of the co-operative game and the professional variant
//! (R-CO-1 to R-CO-18, R-PRO-1, R-PRO-2), through the public API.

use pilefire_engine::piles::bots::Bot;
use pilefire_engine::piles::bots::driver::play_turn;
use pilefire_engine::piles::bots::greedy::Greedy;
use pilefire_engine::piles::rules::{
    Deal, Direction, FIRE_CARDS, Game, Move, Outcome, Play, Rule, RuleError, Ruleset, Signal,
    SignalMark, TurnEnd,
};

use crate::support::*;

const UP_1: usize = 0;
const UP_2: usize = 1;
const DOWN_1: usize = 2;
const DOWN_2: usize = 3;

/// A two-seat table after seat 0 has closed the piles: 99 and `second_up` on
/// the ascending piles, 2 and 3 on the descending ones. Seat 1 holds `hand`.
fn closed_table(ruleset: Ruleset, second_up: u8, hand: &[u8]) -> Game {
    let mut game = coop_game(ruleset, &[&[99, second_up, 2, 3], hand], &[], 0);
    turn(
        &mut game,
        &[(99, UP_1), (second_up, UP_2), (2, DOWN_1), (3, DOWN_2)],
    );
    game
}

/// R-CO-1: two ascending piles from 1, two descending from 100, and nothing else.
#[test]
fn r_co_1_four_direction_piles() {
    let mut game = Game::new(Ruleset::coop(2), Deal::Seed(1), 0).unwrap();
    let shape: Vec<_> = game
        .piles()
        .iter()
        .map(|p| (p.direction, p.start, p.top(), p.cards.len(), p.owner))
        .collect();
    use Direction::*;
    assert_eq!(
        shape,
        [
            (Ascending, 1, 1, 0, None),
            (Ascending, 1, 1, 0, None),
            (Descending, 100, 100, 0, None),
            (Descending, 100, 100, 0, None)
        ]
    );
    // The direction cards are not number cards.
    let cards = Ruleset::coop(1).deck_cards();
    assert!(!cards.contains(&1) && !cards.contains(&100));
    let card = game.hand(0)[0];
    let error = assert_refused(&mut game, Rule::Co1, |g| g.play(0, Play::new(card, 4)));
    assert_eq!(error, RuleError::NoSuchPile { pile: 4, piles: 4 });
}

/// R-CO-2: 98 number cards, 2 to 99, each once, in every seeded deal; any
/// hand-made deck that is not exactly those cards is refused.
#[test]
fn r_co_2_every_number_card_exactly_once() {
    for seats in 1..=5 {
        for seed in 0..10 {
            let game = Game::new(Ruleset::coop(seats), Deal::Seed(seed), 0).unwrap();
            let mut held: Vec<u8> = (0..seats).flat_map(|s| game.hand(s).to_vec()).collect();
            let total = held.len() + game.draw_pile_sizes()[0];
            assert_eq!(total, 98);
            held.sort_unstable();
            held.dedup();
            assert_eq!(held.len(), seats * Ruleset::coop(seats).hand_size());
            let view = game.observation(0);
            let mut all: Vec<u8> = view
                .hand
                .iter()
                .chain(&view.unseen_cards())
                .copied()
                .collect();
            all.sort_unstable();
            assert_eq!(all, (2..=99).collect::<Vec<u8>>());
        }
    }
    let good: Vec<u8> = (2..=99).collect();
    let mut duplicate = good.clone();
    duplicate[10] = duplicate[11];
    let mut short = good.clone();
    short.pop();
    let mut with_hundred = good.clone();
    with_hundred[0] = 100;
    let mut with_one = good.clone();
    with_one[0] = 1;
    for bad in [
        vec![duplicate],
        vec![short],
        vec![with_hundred],
        vec![with_one],
        vec![good.clone(), good.clone()],
        vec![],
    ] {
        let error = Game::new(Ruleset::coop(2), Deal::Decks(bad), 0).unwrap_err();
        assert_eq!(error.rule(), Rule::Co2, "{error}");
        assert!(matches!(error, RuleError::BadDeck { .. }));
    }
    assert!(Game::new(Ruleset::coop(2), Deal::Decks(vec![good]), 0).is_ok());
}

/// R-CO-3: On Fire keeps 98 cards; exactly 22, 33, 44, 55, 66 and 77 burn.
#[test]
fn r_co_3_fire_cards_replace_the_plain_ones() {
    assert_eq!(FIRE_CARDS, [22, 33, 44, 55, 66, 77]);
    let fire = Ruleset::coop(3).on_fire();
    assert_eq!(fire.deck_cards(), (2..=99).collect::<Vec<u8>>());
    for card in 2..=99 {
        assert_eq!(
            fire.is_fire(card),
            card % 11 == 0 && (22..=77).contains(&card)
        );
        assert!(!Ruleset::coop(3).is_fire(card));
    }
    let game = Game::new(fire, Deal::Seed(4), 0).unwrap();
    assert_eq!(game.cards_left(), 98);
}

/// R-CO-4: hands of 8, 7, 6, 6, 6 dealt from the top of the deck in seat
/// order; the rest is the draw pile, drawn from its top.
#[test]
fn r_co_4_hand_sizes_and_deal_order() {
    for (seats, size) in [(1, 8), (2, 7), (3, 6), (4, 6), (5, 6)] {
        let ruleset = Ruleset::coop(seats);
        assert_eq!(ruleset.hand_size(), size);
        let deck: Vec<u8> = (2..=99).rev().collect();
        let game = Game::new(ruleset, Deal::Decks(vec![deck.clone()]), 0).unwrap();
        assert_eq!(game.hand_sizes(), vec![size; seats]);
        assert_eq!(game.draw_pile_sizes(), vec![98 - size * seats]);
        for seat in 0..seats {
            let mut expected = deck[seat * size..(seat + 1) * size].to_vec();
            expected.sort_unstable();
            assert_eq!(game.hand(seat), expected.as_slice());
        }
    }
    let hands: [&[u8]; 2] = [&[10, 11, 12, 13, 14, 15, 16], &[20, 21, 22, 23, 24, 25, 26]];
    let mut game = coop_game(Ruleset::coop(2), &hands, &[90, 91, 5], 0);
    turn(&mut game, &[(10, UP_1), (11, UP_1)]);
    assert_eq!(game.hand(0), [12, 13, 14, 15, 16, 90, 91]);
    turn(&mut game, &[(20, UP_2), (21, UP_2)]);
    // 5 was next on the draw pile, then the first spare card, 2.
    assert_eq!(game.hand(1), [2, 5, 22, 23, 24, 25, 26]);
    for seats in [0, 6] {
        let error = Game::new(Ruleset::coop(seats), Deal::Seed(0), 0).unwrap_err();
        assert_eq!(error.rule(), Rule::Co4);
    }
}

/// R-CO-5: the players choose the first seat; play then follows seat order,
/// and only the seat to move may play, end, undo or give up.
#[test]
fn r_co_5_chosen_first_seat_then_seat_order() {
    let error = Game::new(Ruleset::coop(4), Deal::Seed(2), 4).unwrap_err();
    assert_eq!(error.rule(), Rule::Co5);
    let mut game = Game::new(Ruleset::coop(4), Deal::Seed(2), 2).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = (0..4).map(|_| Box::new(Greedy) as Box<dyn Bot>).collect();
    let mut order = vec![game.to_move()];
    for _ in 0..5 {
        play_turn(&mut game, &mut bots).unwrap();
        order.push(game.to_move());
    }
    assert_eq!(order, [2, 3, 0, 1, 2, 3]);
    let mover = game.to_move();
    let other = (mover + 1) % 4;
    let card = game.hand(other)[0];
    let error = assert_refused(&mut game, Rule::Co5, |g| {
        g.play(other, Play::new(card, UP_1))
    });
    assert_eq!(
        error,
        RuleError::NotYourTurn {
            seat: other,
            to_move: mover
        }
    );
    assert_refused(&mut game, Rule::Co5, |g| g.end_turn(other));
    assert_refused(&mut game, Rule::Co5, |g| g.undo(other));
    assert_refused(&mut game, Rule::Co5, |g| g.give_up(other));
    assert_refused(&mut game, Rule::Co5, |g| g.end_turn(7));
}

/// R-CO-6: higher on an ascending pile, lower on a descending one, gaps allowed.
#[test]
fn r_co_6_direction_of_the_piles() {
    let mut game = coop_game(
        Ruleset::coop(1),
        &[&[5, 20, 30, 50, 80, 85, 95, 97]],
        &[],
        0,
    );
    play_all(&mut game, &[(20, UP_1), (80, DOWN_1)]);
    let error = assert_refused(&mut game, Rule::Co6, |g| g.play(0, Play::new(5, UP_1)));
    assert_eq!(
        error,
        RuleError::WrongDirection {
            rule: Rule::Co6,
            card: 5,
            top: 20,
            direction: Direction::Ascending
        }
    );
    let error = assert_refused(&mut game, Rule::Co6, |g| g.play(0, Play::new(85, DOWN_1)));
    assert!(matches!(
        error,
        RuleError::WrongDirection {
            card: 85,
            top: 80,
            direction: Direction::Descending,
            ..
        }
    ));
    // The check functions agree with the refusal.
    assert_eq!(
        game.check_play(0, Play::new(5, UP_1)).unwrap_err().rule(),
        Rule::Co6
    );
    assert_eq!(
        game.observation(0)
            .check_play(Play::new(85, DOWN_1))
            .unwrap_err()
            .rule(),
        Rule::Co6
    );
    assert!(!game.legal_plays().contains(&Play::new(5, UP_1)));
    assert!(
        !game
            .observation(0)
            .legal_plays()
            .contains(&Play::new(85, DOWN_1))
    );
    // Gaps of any size are fine.
    play_all(&mut game, &[(50, UP_1), (95, UP_1), (5, DOWN_1)]);
    assert_eq!(pile_cards(&game, UP_1), [20, 50, 95]);
    assert_eq!(pile_cards(&game, DOWN_1), [80, 5]);
}

/// R-CO-7: the backwards trick is exactly 10, on either kind of pile; 9 or
/// 11 back is refused; fresh piles have no trick.
#[test]
fn r_co_7_backwards_trick_exactly_ten() {
    let mut game = coop_game(
        Ruleset::coop(1),
        &[&[47, 36, 37, 65, 75, 76, 11, 90]],
        &[],
        0,
    );
    for pile in 0..4 {
        assert_eq!(
            game.piles()[pile].trick_target(99),
            None,
            "fresh pile {pile}"
        );
    }
    // 11 on a fresh ascending pile is an ordinary play, 90 on a fresh descending one too.
    assert!(!game.play(0, Play::new(11, UP_2)).unwrap().backwards_trick);
    assert!(!game.play(0, Play::new(90, DOWN_2)).unwrap().backwards_trick);
    play_all(&mut game, &[(47, UP_1), (65, DOWN_1)]);
    assert_eq!(game.piles()[UP_1].trick_target(99), Some(37));
    assert_eq!(game.piles()[DOWN_1].trick_target(99), Some(75));
    assert_refused(&mut game, Rule::Co6, |g| g.play(0, Play::new(36, UP_1)));
    assert_refused(&mut game, Rule::Co6, |g| g.play(0, Play::new(76, DOWN_1)));
    let report = game.play(0, Play::new(37, UP_1)).unwrap();
    assert!(report.backwards_trick);
    let report = game.play(0, Play::new(75, DOWN_1)).unwrap();
    assert!(report.backwards_trick);
    assert_eq!(pile_cards(&game, UP_1), [47, 37]);
    assert_eq!(pile_cards(&game, DOWN_1), [65, 75]);
}

/// R-CO-8: tricks any number of times in a turn, on several piles, mixed with
/// normal plays.
#[test]
fn r_co_8_many_tricks_in_one_turn() {
    let mut game = coop_game(
        Ruleset::coop(1),
        &[&[30, 20, 10, 25, 60, 70, 80, 65]],
        &[],
        0,
    );
    let plays = [
        (30, UP_1),
        (20, UP_1),
        (10, UP_1),
        (25, UP_1),
        (60, DOWN_1),
        (70, DOWN_1),
        (80, DOWN_1),
        (65, DOWN_1),
    ];
    let tricks = plays
        .iter()
        .filter(|&&(card, pile)| game.play(0, Play::new(card, pile)).unwrap().backwards_trick)
        .count();
    assert_eq!(tricks, 4);
    assert_eq!(game.end_turn(0).unwrap().drawn, 8);
}

/// R-CO-9: at least 2 cards a turn while the draw pile lasts; more is
/// allowed, up to the whole hand; only cards in the hand can be played.
#[test]
fn r_co_9_minimum_two_and_whole_hand_allowed() {
    let mut game = coop_game(
        Ruleset::coop(2),
        &[&[10, 20, 30, 40, 50, 60, 70], &[15]],
        &[],
        0,
    );
    assert_eq!(game.required_this_turn(), (2, Rule::Co9));
    assert_eq!(game.observation(1).required, 2);
    let error = assert_refused(&mut game, Rule::Co9, |g| g.end_turn(0));
    assert_eq!(
        error,
        RuleError::BelowMinimum {
            rule: Rule::Co9,
            played: 0,
            required: 2
        }
    );
    play_all(&mut game, &[(10, UP_1)]);
    let error = assert_refused(&mut game, Rule::Co9, |g| g.end_turn(0));
    assert_eq!(
        error,
        RuleError::BelowMinimum {
            rule: Rule::Co9,
            played: 1,
            required: 2
        }
    );
    // Cards that are elsewhere or do not exist.
    for card in [15, 10, 0, 1, 100, 255] {
        let error = assert_refused(&mut game, Rule::Co9, |g| g.play(0, Play::new(card, UP_2)));
        assert_eq!(error, RuleError::CardNotInHand { card, seat: 0 });
    }
    // The whole hand, on one pile.
    play_all(
        &mut game,
        &[
            (20, UP_1),
            (30, UP_1),
            (40, UP_1),
            (50, UP_1),
            (60, UP_1),
            (70, UP_1),
        ],
    );
    assert!(game.hand(0).is_empty());
    assert_eq!(game.end_turn(0).unwrap().drawn, 7);
    assert_eq!(game.hand_sizes(), [7, 7]);
}

/// R-CO-10: draw as many as played, back to the hand size; fewer when the
/// draw pile runs out.
#[test]
fn r_co_10_draw_as_many_as_played() {
    let mut game = coop_game(
        Ruleset::coop(3),
        &[&[10, 20, 30, 40, 50, 60], &[], &[]],
        &[],
        0,
    );
    assert_eq!(turn(&mut game, &[(10, UP_1), (20, UP_1), (30, UP_1)]), 3);
    assert_eq!(game.hand_sizes(), [6, 6, 6]);
    assert_eq!(game.draw_pile_sizes(), [77]);

    let mut game = run_game(Ruleset::coop(1), 8);
    for _ in 0..11 {
        assert_eq!(run_turn(&mut game, 8), 8);
        assert_eq!(game.hand_sizes(), [8]);
    }
    assert_eq!(game.draw_pile_sizes(), [2]);
    assert_eq!(run_turn(&mut game, 8), 2);
    assert_eq!(game.hand_sizes(), [2]);
    assert_eq!(game.draw_pile_sizes(), [0]);
}

/// R-CO-11: within the turn a play can be taken back; once the turn ends it
/// is final. Undone plays leave no trace in the record.
#[test]
fn r_co_11_undo_within_the_turn_only() {
    let mut game = coop_game(
        Ruleset::coop(2),
        &[&[10, 20, 30, 40, 60, 70, 90], &[]],
        &[],
        0,
    );
    let fresh_view = game.observation(0);
    play_all(&mut game, &[(20, UP_1), (30, UP_1), (90, DOWN_1)]);
    assert_refused(&mut game, Rule::Co5, |g| g.undo(1));
    assert_eq!(game.undo(0).unwrap(), Play::new(90, DOWN_1));
    assert_eq!(game.undo(0).unwrap(), Play::new(30, UP_1));
    assert_eq!(game.hand(0), [10, 30, 40, 60, 70, 90]);
    assert_eq!(pile_cards(&game, UP_1), [20]);
    assert!(pile_cards(&game, DOWN_1).is_empty());
    assert_eq!(game.plays_this_turn(), [Play::new(20, UP_1)]);
    assert_eq!(game.undo(0).unwrap(), Play::new(20, UP_1));
    assert_eq!(game.observation(0), fresh_view);
    let error = assert_refused(&mut game, Rule::Co11, |g| g.undo(0));
    assert_eq!(error, RuleError::NothingToUndo);
    // A trick taken back restores the pile it went back on.
    play_all(&mut game, &[(40, UP_1), (30, UP_1)]);
    game.undo(0).unwrap();
    assert_eq!(game.piles()[UP_1].top(), 40);
    play_all(&mut game, &[(60, UP_1)]);
    game.end_turn(0).unwrap();
    // Seat 1 has played nothing yet; seat 0's plays are final.
    assert_refused(&mut game, Rule::Co11, |g| g.undo(1));
    assert_refused(&mut game, Rule::Co5, |g| g.undo(0));
    let record = game.record();
    let played: Vec<&Move> = record.turns[0].moves.iter().collect();
    assert_eq!(
        played,
        [
            &Move::Play {
                card: 40,
                pile: UP_1
            },
            &Move::Play {
                card: 60,
                pile: UP_1
            }
        ]
    );
    let replayed = record.replay().unwrap();
    assert_eq!(snapshot(&replayed), snapshot(&game));
}

fn every_signal() -> Vec<Signal> {
    // Exhaustive on purpose: a new signal must be added here and pass R-CO-12.
    let check = |signal: Signal| match signal {
        Signal::LeaveToMe | Signal::SmallJumps => signal,
    };
    vec![check(Signal::LeaveToMe), check(Signal::SmallJumps)]
}

/// R-CO-12: talk never carries a number. The engine's guarantee: a signal is
/// one of a fixed set of names, and a recorded signal move holds only seat,
/// pile and that name.
#[test]
fn r_co_12_signals_carry_no_number() {
    for signal in every_signal() {
        let text = ron::to_string(&signal).unwrap();
        assert!(!text.chars().any(|c| c.is_ascii_digit()), "{text}");
        assert!(!format!("{signal:?}").chars().any(|c| c.is_ascii_digit()));
        let step = Move::Signal {
            seat: 3,
            pile: 2,
            signal: Some(signal),
        };
        let text = ron::to_string(&step).unwrap();
        // Only the seat and pile numbers appear.
        let digits: String = text.chars().filter(char::is_ascii_digit).collect();
        assert_eq!(digits, "32", "{text}");
    }
    // A signal cannot be parsed with a number attached.
    assert!(ron::from_str::<Signal>("LeaveToMe(42)").is_err());
}

/// R-CO-13: a seat signals on a pile at any time, its turn or not; every seat
/// sees it; it can be replaced and cleared; it is recorded. Duel has no talk.
#[test]
fn r_co_13_signals_visible_to_every_seat() {
    let mut game = Game::new(Ruleset::coop(3), Deal::Seed(9), 0).unwrap();
    game.set_signal(2, DOWN_2, Some(Signal::LeaveToMe)).unwrap();
    let mark = SignalMark {
        seat: 2,
        pile: DOWN_2,
        signal: Signal::LeaveToMe,
    };
    for seat in 0..3 {
        assert_eq!(game.observation(seat).signals, [mark]);
    }
    game.set_signal(2, DOWN_2, Some(Signal::SmallJumps))
        .unwrap();
    game.set_signal(0, UP_1, Some(Signal::SmallJumps)).unwrap();
    assert_eq!(game.signals().len(), 2);
    assert!(game.observation(1).signals.contains(&SignalMark {
        seat: 2,
        pile: DOWN_2,
        signal: Signal::SmallJumps
    }));
    game.set_signal(2, DOWN_2, None).unwrap();
    assert_eq!(
        game.observation(1).signals,
        [SignalMark {
            seat: 0,
            pile: UP_1,
            signal: Signal::SmallJumps
        }]
    );
    assert_refused(&mut game, Rule::Co1, |g| {
        g.set_signal(1, 4, Some(Signal::LeaveToMe))
    });
    assert_refused(&mut game, Rule::Co5, |g| {
        g.set_signal(3, 0, Some(Signal::LeaveToMe))
    });
    let record = game.record();
    assert_eq!(record.turns[0].moves.len(), 4);
    assert_eq!(record.turns[0].end, TurnEnd::Open);
    assert_eq!(record.replay().unwrap().signals(), game.signals());

    let mut duel = Game::new(Ruleset::duel(), Deal::Seed(1), 0).unwrap();
    for seat in 0..2 {
        let error = assert_refused(&mut duel, Rule::Co13, |g| {
            g.set_signal(seat, 0, Some(Signal::SmallJumps))
        });
        assert_eq!(error, RuleError::SignalsOnlyInCoop);
    }
}

/// R-CO-14: once the draw pile is empty the minimum is 1 (2 until then).
#[test]
fn r_co_14_minimum_one_when_the_deck_is_out() {
    let mut game = run_game(Ruleset::coop(1), 2);
    while game.draw_pile_sizes()[0] > 2 {
        run_turn(&mut game, 2);
    }
    // The last turn with cards to draw still needs 2.
    assert_eq!(game.required_this_turn(), (2, Rule::Co9));
    let card = game.hand(0)[0];
    play_all(&mut game, &[(card, UP_1)]);
    assert_refused(&mut game, Rule::Co9, |g| g.end_turn(0));
    game.undo(0).unwrap();
    run_turn(&mut game, 2);
    assert_eq!(game.draw_pile_sizes(), [0]);
    assert_eq!(game.required_this_turn(), (1, Rule::Co14));
    assert_eq!(game.observation(0).required, 1);
    let error = assert_refused(&mut game, Rule::Co14, |g| g.end_turn(0));
    assert_eq!(
        error,
        RuleError::BelowMinimum {
            rule: Rule::Co14,
            played: 0,
            required: 1
        }
    );
    assert_eq!(run_turn(&mut game, 1), 0);
    assert_eq!(game.hand_sizes(), [7]);
}

/// R-PRO-1 and R-CO-14: three cards a turn while the deck lasts, then 1.
#[test]
fn r_pro_1_three_cards_then_one() {
    let ruleset = Ruleset::coop(1).professional(false);
    assert_eq!(ruleset.hand_size(), 8);
    let mut game = run_game(ruleset, 3);
    assert_eq!(game.required_this_turn(), (3, Rule::Pro1));
    let cards: Vec<u8> = game.hand(0)[..2].to_vec();
    play_all(&mut game, &[(cards[0], UP_1), (cards[1], UP_1)]);
    let error = assert_refused(&mut game, Rule::Pro1, |g| g.end_turn(0));
    assert_eq!(
        error,
        RuleError::BelowMinimum {
            rule: Rule::Pro1,
            played: 2,
            required: 3
        }
    );
    let third = game.hand(0)[0];
    play_all(&mut game, &[(third, UP_1)]);
    assert_eq!(game.end_turn(0).unwrap().drawn, 3);
    run_until_deck_empty(&mut game, 3);
    assert_eq!(game.required_this_turn(), (1, Rule::Co14));
    run_turn(&mut game, 1);
    assert!(!game.is_over());

    // Three seats: every seat is held to 3.
    let mut game = run_game(Ruleset::coop(3).professional(false), 3);
    for _ in 0..6 {
        assert_eq!(game.observation(game.to_move()).required, 3);
        assert_eq!(run_turn(&mut game, 3), 3);
    }
}

/// R-PRO-2: one card fewer in hand (7, 6, 5, 5, 5), and only with R-PRO-1.
#[test]
fn r_pro_2_smaller_hands() {
    for (seats, size) in [(1, 7), (2, 6), (3, 5), (4, 5), (5, 5)] {
        let ruleset = Ruleset::coop(seats).professional(true);
        let game = Game::new(ruleset, Deal::Seed(5), 0).unwrap();
        assert_eq!(game.hand_sizes(), vec![size; seats]);
        assert_eq!(game.draw_pile_sizes(), [98 - size * seats]);
        assert_eq!(game.required_this_turn(), (3, Rule::Pro1));
        let plain = Game::new(Ruleset::coop(seats).professional(false), Deal::Seed(5), 0).unwrap();
        assert_eq!(plain.hand_sizes(), vec![size + 1; seats]);
    }
    let bad = Ruleset {
        smaller_hands: true,
        ..Ruleset::coop(2)
    };
    assert_eq!(
        Game::new(bad, Deal::Seed(0), 0).unwrap_err().rule(),
        Rule::Pro2
    );
    // A smaller hand refills to its own size.
    let mut game = run_game(Ruleset::coop(3).professional(true), 3);
    run_turn(&mut game, 3);
    assert_eq!(game.hand_sizes(), [5, 5, 5]);
}

/// R-CO-15: a seat that has played its last card drops out; turns skip it
/// and it can no longer signal.
#[test]
fn r_co_15_empty_hands_drop_out() {
    let mut game = run_game(Ruleset::coop(3), 2);
    run_until_deck_empty(&mut game, 2);
    assert_eq!(game.turn(), 40);
    assert_eq!(game.to_move(), 1);
    game.set_signal(1, DOWN_2, Some(Signal::LeaveToMe)).unwrap();
    let hand: Vec<u8> = game.hand(1).to_vec();
    assert_eq!(hand.len(), 6);
    let plays: Vec<(u8, usize)> = hand.iter().map(|&card| (card, UP_1)).collect();
    play_all(&mut game, &plays);
    let report = game.end_turn(1).unwrap();
    assert_eq!(report.dropped_out, [1]);
    assert_eq!(report.drawn, 0);
    assert!(game.signals().iter().all(|mark| mark.seat != 1));
    let error = assert_refused(&mut game, Rule::Co15, |g| {
        g.set_signal(1, UP_2, Some(Signal::SmallJumps))
    });
    assert_eq!(error, RuleError::SeatDroppedOut { seat: 1 });
    let mut movers = vec![game.to_move()];
    for _ in 0..4 {
        let play = game.legal_plays()[0];
        turn(&mut game, &[(play.card, play.pile)]);
        movers.push(game.to_move());
    }
    assert_eq!(movers, [2, 0, 2, 0, 2]);
    assert_refused(&mut game, Rule::Co5, |g| g.end_turn(1));
}

/// R-CO-16: the game ends at the start of a turn whose minimum no order of
/// plays reaches; a minimum reachable only through two backwards tricks in a
/// row does not end it.
#[test]
fn r_co_16_end_when_the_minimum_is_unreachable() {
    // Only 95 fits (on the pile showing 90): one card, not two.
    let game = closed_table(Ruleset::coop(2), 90, &[95, 20, 30, 40, 50, 60, 70]);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Lost {
            cards_left: 94,
            excellent: false,
            seat: 1,
            gave_up: false
        })
    );
    assert!(game.legal_plays().is_empty());
    assert!(!game.can_reach_minimum());
    // The end is recorded without a turn for the stuck seat, and replays.
    let record = game.record();
    assert_eq!(record.turns.len(), 1);
    assert_eq!(record.replay().unwrap().outcome(), game.outcome());

    // 79 fits nowhere now, but after 89 goes back on 99 it goes back on 89.
    let mut game = closed_table(Ruleset::coop(2), 90, &[79, 89, 20, 30, 40, 50, 60]);
    assert_eq!(game.outcome(), None);
    assert!(game.can_reach_minimum());
    assert_eq!(game.legal_plays(), [Play::new(89, UP_1)]);
    assert_eq!(turn(&mut game, &[(89, UP_1), (79, UP_1)]), 2);
}

/// R-CO-16 ruling: part-way through a turn a seat may strand itself; it is
/// told so, cannot end the turn, and may undo or give up.
#[test]
fn r_co_16_stranded_part_way_then_undo_or_give_up() {
    let mut game = closed_table(Ruleset::coop(2), 90, &[80, 95, 20, 30, 40, 50, 60]);
    assert!(game.can_reach_minimum());
    play_all(&mut game, &[(95, UP_2)]);
    assert!(!game.can_reach_minimum());
    assert_refused(&mut game, Rule::Co9, |g| g.end_turn(1));
    game.undo(1).unwrap();
    assert!(game.can_reach_minimum());
    play_all(&mut game, &[(95, UP_2)]);
    let outcome = game.give_up(1).unwrap();
    // The card already played counts as played.
    assert_eq!(
        outcome,
        Outcome::Lost {
            cards_left: 93,
            excellent: false,
            seat: 1,
            gave_up: true
        }
    );
    assert_eq!(game.outcome(), Some(outcome));
    assert_eq!(game.record().turns.last().unwrap().end, TurnEnd::GiveUp);
    // Nothing more happens after the end.
    assert_refused(&mut game, Rule::Co16, |g| g.play(1, Play::new(80, UP_1)));
    assert_refused(&mut game, Rule::Co16, |g| g.end_turn(1));
    assert_refused(&mut game, Rule::Co16, |g| g.undo(1));
    assert_refused(&mut game, Rule::Co16, |g| g.give_up(1));
    assert_refused(&mut game, Rule::Co16, |g| {
        g.set_signal(0, 0, Some(Signal::LeaveToMe))
    });
    assert!(game.legal_plays().is_empty());
    assert_eq!(game.record().replay().unwrap().outcome(), Some(outcome));
}

/// R-CO-17: the game is won the moment the 98th card is placed.
#[test]
fn r_co_17_all_98_cards_win() {
    let mut game = run_game(Ruleset::coop(1), 8);
    while game.hand(0).len() > 2 || game.draw_pile_sizes()[0] > 0 {
        run_turn(&mut game, 8);
    }
    assert_eq!(game.hand(0), [98, 99]);
    let report = game.play(0, Play::new(98, UP_1)).unwrap();
    assert!(!report.ended_game);
    let report = game.play(0, Play::new(99, UP_1)).unwrap();
    assert!(report.ended_game);
    assert_eq!(game.outcome(), Some(Outcome::Won));
    assert_eq!(game.cards_left(), 0);
    assert_eq!(pile_cards(&game, UP_1), (2..=99).collect::<Vec<u8>>());
    assert_refused(&mut game, Rule::Co16, |g| g.end_turn(0));
    let record = game.record();
    assert_eq!(record.turns.last().unwrap().end, TurnEnd::Open);
    assert_eq!(record.replay().unwrap().outcome(), Some(Outcome::Won));
}

/// R-CO-18: the score is the cards not played, hands and draw pile; under 10
/// is excellent, 0 is a win.
#[test]
fn r_co_18_score_and_excellent() {
    let mut game = run_game(Ruleset::coop(1), 8);
    for _ in 0..11 {
        run_turn(&mut game, 8);
    }
    assert_eq!(game.cards_left(), 10);
    let mut nine = game.clone();
    let outcome = game.give_up(0).unwrap();
    assert_eq!(
        outcome,
        Outcome::Lost {
            cards_left: 10,
            excellent: false,
            seat: 0,
            gave_up: true
        }
    );
    assert_eq!(outcome.cards_left(), Some(10));
    assert!(!outcome.is_excellent());
    let card = nine.hand(0)[0];
    play_all(&mut nine, &[(card, UP_1)]);
    let outcome = nine.give_up(0).unwrap();
    assert_eq!(
        outcome,
        Outcome::Lost {
            cards_left: 9,
            excellent: true,
            seat: 0,
            gave_up: true
        }
    );
    assert!(outcome.is_excellent());
    assert!(outcome.describe().contains("R-CO-18"));
    assert!(Outcome::Won.is_excellent());
    assert_eq!(Outcome::Won.cards_left(), Some(0));
    // Hands and draw pile both count.
    let game = closed_table(Ruleset::coop(2), 90, &[95, 20, 30, 40, 50, 60, 70]);
    assert_eq!(
        game.hand_sizes().iter().sum::<usize>() + game.draw_pile_sizes()[0],
        94
    );
    assert_eq!(game.outcome().unwrap().cards_left(), Some(94));
}

/// Observations of any seat number, in any mode, answer without panicking.
#[test]
fn observations_never_panic() {
    for ruleset in [Ruleset::coop(3), Ruleset::duel()] {
        let game = Game::new(ruleset, Deal::Seed(1), 0).unwrap();
        for seat in 0..8 {
            let view = game.observation(seat);
            let opponent = view.opponent_unplayed_cards();
            match (ruleset.mode, seat) {
                (pilefire_engine::piles::rules::Mode::Duel, 0 | 1) => {
                    assert_eq!(opponent.len(), 58)
                }
                _ => assert!(opponent.is_empty()),
            }
            let _ = view.unseen_cards();
            let _ = view.legal_plays();
            let _ = view.check_play(Play::new(50, 9));
        }
    }
}

/// R-CO-11: bots never take plays back. Every plan of every level over
/// whole games is searched for an undo.
#[test]
fn r_co_11_bots_have_no_undo() {
    use pilefire_engine::piles::bots::{BotLevel, make_bot};
    use pilefire_engine::piles::rules::Action;
    for level in BotLevel::ALL {
        for seats in [1, 3] {
            let ruleset = Ruleset::coop(seats);
            let mut game = Game::new(ruleset, Deal::Seed(4), 0).unwrap();
            let mut bots: Vec<_> = (0..seats)
                .map(|seat| make_bot(level, &ruleset, seat as u64))
                .collect();
            while !game.is_over() {
                let seat = game.to_move();
                let plan = bots[seat].plan_turn(&game.observation(seat));
                assert!(!plan.is_empty(), "{level:?} planned nothing");
                assert!(
                    !plan.contains(&Action::Undo),
                    "{level:?} planned an undo: {plan:?}"
                );
                for action in plan {
                    if game.is_over() {
                        break;
                    }
                    game.apply(seat, action).unwrap();
                }
            }
        }
    }
}
