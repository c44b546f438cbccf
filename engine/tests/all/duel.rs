//! Conformance of Duel (R-DU-1 to R-DU-11).

use pilefire_engine::piles::rules::{
    Deal, Direction, DuelWin, Game, Outcome, Play, Rule, RuleError, Ruleset,
};

use crate::support::*;

/// Piles: seat 0's ascending and descending, then seat 1's.
const S0_UP: usize = 0;
const S0_DOWN: usize = 1;
const S1_UP: usize = 2;
const S1_DOWN: usize = 3;

/// Seat 1's piles show 29 (ascending) and 30 (descending) after one turn
/// each; seat 0 is to move holding `hand0` (at most 4 cards: 50 and 51 are
/// already down) and the cards it drew, `draw0` first.
fn seat_one_at_29_and_30(hand0: &[u8], draw0: &[u8]) -> Game {
    let mut first = vec![50, 51];
    first.extend_from_slice(hand0);
    let mut game = duel_game([&first, &[29, 30]], [draw0, &[]], 0);
    turn(&mut game, &[(50, S0_UP), (51, S0_UP)]);
    turn(&mut game, &[(29, S1_UP), (30, S1_DOWN)]);
    game
}

/// Seat 0's deck ascending (it plays on its ascending pile), seat 1's
/// descending (it plays on its descending pile).
fn mirrored_run() -> Game {
    let up: Vec<u8> = (2..=59).collect();
    let down: Vec<u8> = (2..=59).rev().collect();
    Game::new(Ruleset::duel(), Deal::Decks(vec![up, down]), 0).unwrap()
}

/// Seat 0 plays its lowest `count` cards up, seat 1 its highest down.
fn mirrored_turn(game: &mut Game, count: usize) -> usize {
    let seat = game.to_move();
    let hand = game.hand(seat).to_vec();
    let plays: Vec<(u8, usize)> = if seat == 0 {
        hand.iter().take(count).map(|&c| (c, S0_UP)).collect()
    } else {
        hand.iter()
            .rev()
            .take(count)
            .map(|&c| (c, S1_DOWN))
            .collect()
    };
    turn(game, &plays)
}

/// R-DU-1: each seat has piles from 1 up and from 60 down and 58 cards 2 to 59.
#[test]
fn r_du_1_own_set_of_sixty() {
    let game = Game::new(Ruleset::duel(), Deal::Seed(3), 0).unwrap();
    let shape: Vec<_> = game
        .piles()
        .iter()
        .map(|p| (p.direction, p.start, p.owner))
        .collect();
    use Direction::*;
    assert_eq!(
        shape,
        [
            (Ascending, 1, Some(0)),
            (Descending, 60, Some(0)),
            (Ascending, 1, Some(1)),
            (Descending, 60, Some(1))
        ]
    );
    assert_eq!(Ruleset::duel().deck_cards(), (2..=59).collect::<Vec<u8>>());
    for seat in 0..2 {
        let view = game.observation(seat);
        let mut all: Vec<u8> = view
            .hand
            .iter()
            .chain(&view.unseen_cards())
            .copied()
            .collect();
        all.sort_unstable();
        assert_eq!(all, (2..=59).collect::<Vec<u8>>());
        assert_eq!(game.cards_left_of(seat), 58);
    }
    let three = Ruleset {
        seats: 3,
        ..Ruleset::duel()
    };
    assert_eq!(
        Game::new(three, Deal::Seed(0), 0).unwrap_err().rule(),
        Rule::Du1
    );
    let pro = Ruleset {
        professional: true,
        ..Ruleset::duel()
    };
    assert_eq!(
        Game::new(pro, Deal::Seed(0), 0).unwrap_err().rule(),
        Rule::Pro1
    );
    let deck: Vec<u8> = (2..=59).collect();
    let mut with_sixty = deck.clone();
    with_sixty[0] = 60;
    for decks in [
        vec![deck.clone()],
        vec![deck.clone(), with_sixty],
        vec![deck.clone(), (2..=99).collect()],
    ] {
        let error = Game::new(Ruleset::duel(), Deal::Decks(decks), 0).unwrap_err();
        assert_eq!(error.rule(), Rule::Du1, "{error}");
    }
}

/// R-DU-2: six cards from your own deck, your own draw pile, and a chosen first seat.
#[test]
fn r_du_2_own_deck_six_cards() {
    let mut game = duel_game(
        [&[10, 11, 12, 13, 14, 15], &[20, 21, 22, 23, 24, 25]],
        [&[40, 41], &[50, 51]],
        0,
    );
    assert_eq!(game.hand_sizes(), [6, 6]);
    assert_eq!(game.draw_pile_sizes(), [52, 52]);
    turn(&mut game, &[(10, S0_UP), (11, S0_UP)]);
    assert_eq!(game.hand(0), [12, 13, 14, 15, 40, 41]);
    assert_eq!(game.draw_pile_sizes(), [50, 52]);
    turn(&mut game, &[(20, S1_UP), (21, S1_UP)]);
    assert_eq!(game.hand(1), [22, 23, 24, 25, 50, 51]);
    assert_eq!(game.draw_pile_sizes(), [50, 50]);
    let game = Game::new(Ruleset::duel(), Deal::Seed(8), 1).unwrap();
    assert_eq!(game.to_move(), 1);
    assert_eq!(
        Game::new(Ruleset::duel(), Deal::Seed(8), 2)
            .unwrap_err()
            .rule(),
        Rule::Co5
    );
}

/// R-DU-3: on your own piles the co-operative rules hold, trick included.
#[test]
fn r_du_3_own_piles_follow_the_coop_rules() {
    let mut game = duel_game([&[27, 17, 16, 35, 45, 44], &[]], [&[], &[]], 0);
    play_all(&mut game, &[(27, S0_UP), (35, S0_DOWN)]);
    let error = assert_refused(&mut game, Rule::Du3, |g| g.play(0, Play::new(16, S0_UP)));
    assert_eq!(
        error,
        RuleError::WrongDirection {
            rule: Rule::Du3,
            card: 16,
            top: 27,
            direction: Direction::Ascending
        }
    );
    assert_refused(&mut game, Rule::Du3, |g| g.play(0, Play::new(44, S0_DOWN)));
    assert!(game.play(0, Play::new(17, S0_UP)).unwrap().backwards_trick);
    assert!(
        game.play(0, Play::new(45, S0_DOWN))
            .unwrap()
            .backwards_trick
    );
    assert_refused(&mut game, Rule::Du3, |g| g.play(0, Play::new(16, S0_UP)));
}

/// R-DU-4: at most one card a turn on the opponent's piles.
#[test]
fn r_du_4_one_help_card_per_turn() {
    let mut game = seat_one_at_29_and_30(&[12, 11, 40, 45], &[]);
    play_all(&mut game, &[(12, S1_UP)]);
    let error = assert_refused(&mut game, Rule::Du4, |g| g.play(0, Play::new(40, S1_DOWN)));
    assert_eq!(error, RuleError::OneHelpCardPerTurn);
    assert_refused(&mut game, Rule::Du4, |g| g.play(0, Play::new(11, S1_UP)));
    assert!(!game.legal_plays().iter().any(|p| p.pile >= S1_UP));
    game.undo(0).unwrap();
    assert!(game.legal_plays().contains(&Play::new(40, S1_DOWN)));
}

/// R-DU-5: a card on the opponent's pile must help: lower on their ascending
/// pile, higher on their descending one; no tricks there; a fresh pile takes nothing.
#[test]
fn r_du_5_help_cards_move_the_pile_back() {
    let mut fresh = duel_game([&[2, 30, 59, 31, 32, 33], &[]], [&[], &[]], 0);
    for card in [2, 30, 59] {
        for pile in [S1_UP, S1_DOWN] {
            let error = assert_refused(&mut fresh, Rule::Du5, |g| g.play(0, Play::new(card, pile)));
            assert!(matches!(error, RuleError::MustHelpOpponent { .. }));
        }
    }
    let mut game = seat_one_at_29_and_30(&[35, 39, 20, 19], &[40, 31]);
    let error = assert_refused(&mut game, Rule::Du5, |g| g.play(0, Play::new(35, S1_UP)));
    assert_eq!(
        error,
        RuleError::MustHelpOpponent {
            card: 35,
            top: 29,
            direction: Direction::Ascending
        }
    );
    // 39 would be a trick on a descending pile, never on the opponent's ascending one.
    assert_refused(&mut game, Rule::Du5, |g| g.play(0, Play::new(39, S1_UP)));
    let error = assert_refused(&mut game, Rule::Du5, |g| g.play(0, Play::new(20, S1_DOWN)));
    assert_eq!(
        error,
        RuleError::MustHelpOpponent {
            card: 20,
            top: 30,
            direction: Direction::Descending
        }
    );
    let mut up = game.clone();
    assert!(up.play(0, Play::new(19, S1_UP)).unwrap().help);
    assert!(game.play(0, Play::new(40, S1_DOWN)).unwrap().help);
    assert_eq!(game.piles()[S1_DOWN].top(), 40);
}

/// R-DU-6: a help card is still yours: it counts toward your minimum and your 58.
#[test]
fn r_du_6_help_card_counts_for_the_helper() {
    let mut game = seat_one_at_29_and_30(&[12, 52], &[]);
    assert_eq!(game.cards_left_of(0), 56);
    play_all(&mut game, &[(52, S0_UP), (12, S1_UP)]);
    let report = game.end_turn(0).unwrap();
    assert_eq!(report.outcome, None);
    assert_eq!(game.cards_left_of(0), 54);
    assert_eq!(game.cards_left_of(1), 56);
    let placed = game.piles()[S1_UP].cards.last().copied().unwrap();
    assert_eq!((placed.card, placed.seat), (12, 0));
    let view = game.observation(1);
    assert!(!view.opponent_unplayed_cards().contains(&12));
    // Seat 1's own 12 is still to come.
    assert!(view.hand.contains(&12) || view.unseen_cards().contains(&12));
    assert!(!game.observation(0).unseen_cards().contains(&12));
}

/// R-DU-7 (minimum 2 even without a draw pile), R-DU-9 (a help card refills
/// only as far as the draw pile goes) and R-DU-10 (the last card wins at once,
/// in a turn of one card).
#[test]
fn r_du_7_9_10_the_end_of_the_draw_pile() {
    let mut game = mirrored_run();
    for _ in 0..50 {
        assert_eq!(mirrored_turn(&mut game, 2), 2);
    }
    assert_eq!(game.to_move(), 0);
    assert_eq!(game.hand(0), [52, 53, 54, 55, 56, 57]);
    assert_eq!(game.draw_pile_sizes(), [2, 2]);
    assert_eq!(game.piles()[S1_DOWN].top(), 10);
    // R-DU-9: four for itself and one help leave 1 card; only 2 remain to draw.
    assert_eq!(
        turn(
            &mut game,
            &[(52, S0_UP), (53, S0_UP), (54, S0_UP), (55, S1_DOWN)]
        ),
        2
    );
    assert_eq!(game.hand(0), [56, 57, 58, 59]);
    assert_eq!(mirrored_turn(&mut game, 2), 2);
    assert_eq!(game.draw_pile_sizes(), [0, 0]);
    // R-DU-7: still 2.
    assert_eq!(game.required_this_turn(), (2, Rule::Du7));
    play_all(&mut game, &[(56, S0_UP)]);
    let error = assert_refused(&mut game, Rule::Du7, |g| g.end_turn(0));
    assert_eq!(
        error,
        RuleError::BelowMinimum {
            rule: Rule::Du7,
            played: 1,
            required: 2
        }
    );
    assert_eq!(turn(&mut game, &[(57, S0_UP), (58, S0_UP)]), 0);
    mirrored_turn(&mut game, 2);
    // R-DU-10: one card left; placing it wins at once.
    assert_eq!(game.hand(0), [59]);
    assert!(game.can_reach_minimum());
    // A help card is one of the 58 too (R-DU-6): it wins as well.
    let mut by_help = game.clone();
    assert!(by_help.play(0, Play::new(59, S1_DOWN)).unwrap().ended_game);
    assert_eq!(
        by_help.outcome(),
        Some(Outcome::DuelWon {
            winner: 0,
            how: DuelWin::AllCardsPlayed
        })
    );
    let report = game.play(0, Play::new(59, S0_UP)).unwrap();
    assert!(report.ended_game);
    let won = Outcome::DuelWon {
        winner: 0,
        how: DuelWin::AllCardsPlayed,
    };
    assert_eq!(game.outcome(), Some(won));
    assert_eq!(game.cards_left_of(0), 0);
    assert_refused(&mut game, Rule::Co16, |g| g.end_turn(0));
    assert_eq!(game.record().replay().unwrap().outcome(), Some(won));
}

/// R-DU-8: a help card needs an own card in the same turn, so a hand that
/// could only help the opponent cannot make a turn: the game ends (R-DU-11).
#[test]
fn r_du_8_help_needs_an_own_card() {
    let setup = |last: u8| {
        let mut game = duel_game(
            [&[40, 20, 45, 15], &[59, 2, 25, 30, 35, last]],
            [&[], &[31, 32]],
            0,
        );
        turn(&mut game, &[(40, S0_UP), (20, S0_DOWN)]);
        turn(&mut game, &[(59, S1_UP), (2, S1_DOWN)]);
        turn(&mut game, &[(45, S0_UP), (15, S0_DOWN)]);
        game
    };
    let stuck = setup(41);
    assert_eq!(
        stuck.outcome(),
        Some(Outcome::DuelWon {
            winner: 0,
            how: DuelWin::OpponentStuck
        })
    );
    // Every card of seat 1 would fit one of seat 0's piles as a help card.
    let piles = stuck.piles();
    assert!(
        stuck
            .hand(1)
            .iter()
            .all(|&card| piles[S0_UP].accepts_help(card) || piles[S0_DOWN].accepts_help(card))
    );

    let mut game = setup(49);
    assert_eq!(game.outcome(), None);
    play_all(&mut game, &[(25, S0_UP)]);
    // One help card alone is not a turn.
    assert_refused(&mut game, Rule::Du7, |g| g.end_turn(1));
    play_all(&mut game, &[(49, S1_UP)]);
    assert_eq!(game.end_turn(1).unwrap().drawn, 2);
    assert_eq!(game.hand_sizes()[1], 6);
}

/// R-DU-9: only own piles: exactly 2 drawn, however many were played.
#[test]
fn r_du_9_own_piles_draw_exactly_two() {
    let mut game = duel_game([&[10, 11, 12, 13, 14, 15], &[]], [&[], &[]], 0);
    assert_eq!(
        turn(
            &mut game,
            &[
                (10, S0_UP),
                (11, S0_UP),
                (12, S0_UP),
                (13, S0_UP),
                (14, S0_UP)
            ]
        ),
        2
    );
    assert_eq!(game.hand_sizes()[0], 3);
    let mut game = duel_game([&[10, 11, 12, 13, 14, 15], &[]], [&[], &[]], 0);
    assert_eq!(
        turn(
            &mut game,
            &[
                (10, S0_UP),
                (11, S0_UP),
                (12, S0_UP),
                (13, S0_UP),
                (14, S0_UP),
                (15, S0_UP)
            ]
        ),
        2
    );
    assert_eq!(game.hand_sizes()[0], 2);
}

/// R-DU-11: a seat that cannot play 2 cards at the start of its turn loses at once.
#[test]
fn r_du_11_stuck_seat_loses() {
    // Seat 0 closes its own piles (59 up, 2 down) and draws nothing that fits
    // them (49 or 12); seat 1's piles show 4 and a fresh 60, so no help fits.
    let mut game = duel_game([&[59, 2, 20, 30, 40, 45], &[3, 4]], [&[25, 35], &[]], 0);
    turn(&mut game, &[(59, S0_UP), (2, S0_DOWN)]);
    assert_eq!(game.outcome(), None);
    turn(&mut game, &[(3, S1_UP), (4, S1_UP)]);
    assert_eq!(game.hand(0), [20, 25, 30, 35, 40, 45]);
    let lost = Outcome::DuelWon {
        winner: 1,
        how: DuelWin::OpponentStuck,
    };
    assert_eq!(game.outcome(), Some(lost));
    assert!(lost.describe().contains("R-DU-11"));
    assert_refused(&mut game, Rule::Co16, |g| g.play(0, Play::new(20, S0_UP)));
    let record = game.record();
    assert_eq!(record.turns.len(), 2);
    assert_eq!(record.replay().unwrap().outcome(), Some(lost));
}

/// R-DU-8 follows from R-DU-4 and R-DU-7, so the engine has no check of its
/// own for it: a turn ends only after 2 cards (R-DU-7), at most one of them
/// on the opponent's piles (R-DU-4), so one is on your own. The rule book
/// says as much ("e naturalmente almeno una sui tuoi"). A lone help card
/// can only be a last card, which wins at once (R-DU-10, tested in
/// `r_du_7_9_10_the_end_of_the_draw_pile`). Here: both halves refused, and in
/// bot games every finished turn with a help card has an own card.
#[test]
fn r_du_8_follows_from_r_du_4_and_r_du_7() {
    let mut game = seat_one_at_29_and_30(&[5, 12, 40, 45], &[]);
    play_all(&mut game, &[(12, S1_UP)]);
    assert_refused(&mut game, Rule::Du7, |g| g.end_turn(0));
    assert_refused(&mut game, Rule::Du4, |g| g.play(0, Play::new(40, S1_DOWN)));

    use pilefire_engine::piles::bots::{BotLevel, make_bot};
    use pilefire_engine::piles::rules::{Move, TurnEnd};
    let mut help_turns = 0;
    for seed in 0..12 {
        let ruleset = Ruleset::duel();
        let mut game = Game::new(ruleset, Deal::Seed(seed), (seed % 2) as usize).unwrap();
        let mut bots: Vec<_> = (0..2)
            .map(|seat| make_bot(BotLevel::Normal, &ruleset, seed * 2 + seat))
            .collect();
        pilefire_engine::piles::bots::driver::play_out(&mut game, &mut bots).unwrap();
        for turn in game
            .record()
            .turns
            .iter()
            .filter(|t| t.end == TurnEnd::Draw)
        {
            let piles: Vec<usize> = turn
                .moves
                .iter()
                .filter_map(|m| match *m {
                    Move::Play { pile, .. } => Some(pile),
                    Move::Signal { .. } => None,
                })
                .collect();
            let helps = piles.iter().filter(|&&p| p / 2 != turn.seat).count();
            assert!(helps <= 1, "seed {seed}: {turn:?}");
            if helps == 1 {
                help_turns += 1;
                assert!(piles.len() >= 2, "seed {seed}: {turn:?}");
            }
        }
    }
    assert!(
        help_turns > 20,
        "the bots helped in {help_turns} turns only"
    );
}
