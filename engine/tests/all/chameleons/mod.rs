//! The chameleon rows game (`CHAMELEONS.md`): every rule R-CL-1 to R-CL-14,
//! the seed rule book's scoring examples, a property test of random legal and
//! illegal actions, records, honest bots and the simulator.

mod review;
mod styles;

use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents, make_chameleon_bot};
use pilefire_engine::chameleons::rules::cards::{CARDS_UNDER_LAST_ROUND, full_census};
use pilefire_engine::chameleons::rules::error::ClRule;
use pilefire_engine::chameleons::sim::{ChameleonSimConfig, run};
use pilefire_engine::chameleons::{
    Action, Card, ChameleonConfig, ChameleonDeal, ChameleonError, ChameleonGame, ChameleonOutcome,
    ChameleonRecord, ChameleonReplayError, Collection, Colour, DealtCards, Event, RecordGame,
    RecordedAction, ScoreChoice, ScoreSide, best_score, record_game, score_with_choice,
};
use pilefire_engine::piles::rules::deal::Pcg32;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

const IN_PLAY_ALL: [Colour; 7] = Colour::ALL;

fn brown(players: usize) -> ChameleonConfig {
    ChameleonConfig::new(players, ScoreSide::Brown)
}

/// A seeded deal with `top` moved to the top of the deck, in that order, and
/// the last-round card put back 17th from the bottom.
fn stacked(players: usize, seed: u64, top: &[Card]) -> DealtCards {
    let mut dealt = DealtCards::from_seed(seed, players);
    let mut rest: Vec<Card> = dealt
        .deck
        .iter()
        .copied()
        .filter(|&c| c != Card::LastRound)
        .collect();
    let mut deck = Vec::new();
    for card in top {
        let at = rest
            .iter()
            .position(|c| c == card)
            .unwrap_or_else(|| panic!("{card:?} is not in the deck"));
        deck.push(rest.remove(at));
    }
    deck.extend(rest);
    let split = deck.len() - CARDS_UNDER_LAST_ROUND;
    deck.insert(split, Card::LastRound);
    dealt.deck = deck;
    dealt.first_player = 0;
    dealt
}

fn game_of(players: usize, dealt: DealtCards) -> ChameleonGame {
    ChameleonGame::new(brown(players), ChameleonDeal::Cards(dealt)).expect("a valid deal")
}

/// Applies `action`, expecting a refusal citing `rule`, and checks nothing changed.
#[track_caller]
fn refused(
    game: &mut ChameleonGame,
    player: usize,
    action: Action,
    rule: ClRule,
) -> ChameleonError {
    let before = game.clone();
    let error = game.apply(player, action).expect_err("should be refused");
    assert_eq!(error.rule(), rule, "{error}");
    assert!(error.to_string().starts_with(&rule.to_string()), "{error}");
    assert_eq!(*game, before, "a refused action changed the game");
    error
}

fn draw_place(game: &mut ChameleonGame, player: usize, row: usize) -> Card {
    let applied = game.apply(player, Action::Draw).unwrap();
    let card = applied
        .events
        .iter()
        .find_map(|e| match e {
            Event::Drew { card, .. } => Some(*card),
            _ => None,
        })
        .unwrap();
    game.apply(player, Action::Place { row }).unwrap();
    card
}

fn collection(counts: &[(Colour, u8)], jokers: u8, plus_twos: u8) -> Collection {
    let mut c = Collection {
        jokers,
        plus_twos,
        ..Collection::default()
    };
    for &(colour, n) in counts {
        c.colours[colour.index()] = n;
    }
    c
}

#[test]
fn r_cl_1_every_card_of_the_box_is_somewhere_at_set_up() {
    let census = full_census();
    let chameleons: u32 = census[..7].iter().sum();
    assert_eq!(chameleons, 63);
    assert_eq!(census[Card::PlusTwo.kind_index()], 10);
    assert_eq!(census[Card::Joker.kind_index()], 2);
    assert_eq!(census[Card::GoldenJoker.kind_index()], 1);
    assert_eq!(census[Card::LastRound.kind_index()], 1);
    for players in 2..=5 {
        let game = ChameleonGame::new(brown(players), ChameleonDeal::Seed(3)).unwrap();
        assert_eq!(game.census(), census, "{players} players");
    }
}

#[test]
fn r_cl_2_score_tables_of_both_sides() {
    let brown: Vec<i32> = (1..=6).map(|n| ScoreSide::Brown.points(n)).collect();
    let purple: Vec<i32> = (1..=6).map(|n| ScoreSide::Purple.points(n)).collect();
    assert_eq!(brown, [1, 3, 6, 10, 15, 21]);
    assert_eq!(purple, [1, 4, 8, 7, 6, 5]);
    // "+2" cards count 2 each on either side.
    for side in [ScoreSide::Brown, ScoreSide::Purple] {
        let c = collection(&[], 0, 3);
        assert_eq!(best_score(&c, &IN_PLAY_ALL, side).total, 6);
    }
}

/// The seed rule book's brown-side example: six or more of a colour score 21.
#[test]
fn r_cl_2_seed_example_brown_six_or_more_of_a_colour_score_21() {
    for n in [6u8, 7, 8, 9] {
        assert_eq!(ScoreSide::Brown.points(n), 21);
        let c = collection(&[(Colour::Blue, n)], 0, 0);
        assert_eq!(best_score(&c, &IN_PLAY_ALL, ScoreSide::Brown).total, 21);
    }
}

/// The seed rule book's purple-side turn-around: 3 cards score 8, 6 only 5.
#[test]
fn r_cl_2_seed_example_purple_three_cards_score_8_and_six_only_5() {
    let three = collection(&[(Colour::Green, 3)], 0, 0);
    let six = collection(&[(Colour::Green, 6)], 0, 0);
    assert_eq!(best_score(&three, &IN_PLAY_ALL, ScoreSide::Purple).total, 8);
    assert_eq!(best_score(&six, &IN_PLAY_ALL, ScoreSide::Purple).total, 5);
    assert!(ScoreSide::Purple.points(3) > ScoreSide::Purple.points(6));
}

#[test]
fn r_cl_3_one_brown_row_per_player_and_three_players_lose_a_colour() {
    for players in 3..=5 {
        let game = ChameleonGame::new(brown(players), ChameleonDeal::Seed(11)).unwrap();
        assert_eq!(game.rows().len(), players);
        assert!(
            game.rows()
                .iter()
                .all(|r| r.capacity == 3 && r.cards.is_empty())
        );
        let removed = if players == 3 { 1 } else { 0 };
        assert_eq!(game.removed_colours().len(), removed);
        assert_eq!(game.colours_in_play().len(), 7 - removed);
    }
    for players in [0, 1, 6] {
        let error = ChameleonGame::new(brown(players), ChameleonDeal::Seed(1)).unwrap_err();
        assert_eq!(error.rule(), ClRule::Cl3);
    }
    // A three-player deal that keeps all seven colours is refused.
    let mut dealt = DealtCards::from_seed(5, 3);
    dealt.removed.clear();
    let error = ChameleonGame::new(brown(3), ChameleonDeal::Cards(dealt)).unwrap_err();
    assert_eq!(error.rule(), ClRule::Cl3);
}

#[test]
fn r_cl_4_each_player_starts_with_one_card_of_a_different_colour() {
    for seed in 0..20 {
        for players in 3..=5 {
            let game = ChameleonGame::new(brown(players), ChameleonDeal::Seed(seed)).unwrap();
            let mut starts = Vec::new();
            for p in 0..players {
                let c = game.collection(p);
                assert_eq!(c.card_count(), 1);
                let colour = Colour::ALL.into_iter().find(|&x| c.count(x) == 1).unwrap();
                assert!(game.colours_in_play().contains(&colour));
                starts.push(colour);
            }
            starts.sort();
            starts.dedup();
            assert_eq!(starts.len(), players);
        }
    }
    let mut dealt = DealtCards::from_seed(5, 4);
    dealt.starting[1] = dealt.starting[0].clone();
    let error = ChameleonGame::new(brown(4), ChameleonDeal::Cards(dealt)).unwrap_err();
    assert_eq!(error.rule(), ClRule::Cl4);
}

/// R-CL-4's ruling: a person may pick their own starting colour.
#[test]
fn r_cl_4_ruling_a_person_may_pick_their_starting_colour() {
    for players in 2..=5 {
        for colour in Colour::ALL {
            let dealt = DealtCards::from_seed_choosing(9, players, 1, colour);
            assert!(dealt.starting[1].contains(&colour), "{players} {colour:?}");
            let game = ChameleonGame::new(brown(players), ChameleonDeal::Cards(dealt)).unwrap();
            assert_eq!(game.collection(1).count(colour), 1);
            assert!(game.colours_in_play().contains(&colour));
        }
    }
}

#[test]
fn r_cl_5_the_last_round_card_is_17th_from_the_bottom_and_seeds_are_portable() {
    for players in 2..=5 {
        let dealt = DealtCards::from_seed(42, players);
        let at = dealt
            .deck
            .iter()
            .position(|&c| c == Card::LastRound)
            .unwrap();
        assert_eq!(dealt.deck.len() - at, 17);
        assert_eq!(dealt, DealtCards::from_seed(42, players));
        assert_ne!(dealt.deck, DealtCards::from_seed(43, players).deck);
    }
    // The same seed gives this deal on every machine, in every version.
    let pinned = DealtCards::from_seed(1, 4);
    assert_eq!(
        (pinned.first_player, &pinned.starting, &pinned.deck[..4]),
        (
            PINNED_FIRST,
            &PINNED_STARTING.iter().map(|c| vec![*c]).collect::<Vec<_>>(),
            &PINNED_TOP[..]
        )
    );
    // First players spread over the seats.
    let firsts: std::collections::BTreeSet<usize> = (0..40)
        .map(|s| DealtCards::from_seed(s, 5).first_player)
        .collect();
    assert_eq!(firsts.len(), 5);
    let mut dealt = DealtCards::from_seed(5, 4);
    let at = dealt
        .deck
        .iter()
        .position(|&c| c == Card::LastRound)
        .unwrap();
    dealt.deck.swap(at, at - 1);
    let error = ChameleonGame::new(brown(4), ChameleonDeal::Cards(dealt)).unwrap_err();
    assert_eq!(error.rule(), ClRule::Cl5);
    let mut dealt = DealtCards::from_seed(5, 4);
    dealt.deck.pop();
    let error = ChameleonGame::new(brown(4), ChameleonDeal::Cards(dealt)).unwrap_err();
    assert_eq!(error.rule(), ClRule::Cl5);
}

// Seed 1, four players, as first dealt: any change here breaks every saved seed.
const PINNED_FIRST: usize = 1;
const PINNED_STARTING: [Colour; 4] = [Colour::Blue, Colour::Green, Colour::Pink, Colour::Orange];
const PINNED_TOP: [Card; 4] = [
    Card::Chameleon(Colour::Grey),
    Card::Joker,
    Card::Chameleon(Colour::Green),
    Card::Chameleon(Colour::Red),
];

#[test]
fn r_cl_6_draw_and_place_or_take_a_row_and_leave_the_round() {
    let dealt = stacked(3, 8, &[]);
    let mut game = game_of(3, dealt);
    assert_eq!(game.current_player(), 0);
    refused(&mut game, 1, Action::Draw, ClRule::Cl6);
    refused(&mut game, 0, Action::Place { row: 0 }, ClRule::Cl6);
    refused(&mut game, 7, Action::Draw, ClRule::Cl6);
    let before = game.deck_count();
    game.apply(0, Action::Draw).unwrap();
    assert_eq!(game.deck_count(), before - 1);
    let card = game.drawn_card().unwrap();
    refused(&mut game, 0, Action::Take { row: 0 }, ClRule::Cl6);
    refused(&mut game, 0, Action::Draw, ClRule::Cl6);
    refused(&mut game, 0, Action::Place { row: 9 }, ClRule::Cl3);
    game.apply(0, Action::Place { row: 1 }).unwrap();
    assert_eq!(game.rows()[1].cards, vec![card]);
    assert_eq!(game.current_player(), 1);
    // Player 1 takes row 1 and is out of the round; its card joins the collection.
    let had = game.collection(1).card_count();
    game.apply(1, Action::Take { row: 1 }).unwrap();
    assert_eq!(game.collection(1).card_count(), had + 1);
    assert_eq!(game.taken_row(1), Some(1));
    assert!(!game.is_in_round(1));
    assert_eq!(game.current_player(), 2);
    refused(&mut game, 1, Action::Draw, ClRule::Cl6);
    // A taken row takes no more cards and cannot be taken again.
    game.apply(2, Action::Draw).unwrap();
    refused(&mut game, 2, Action::Place { row: 1 }, ClRule::Cl6);
    game.apply(2, Action::Place { row: 0 }).unwrap();
    assert_eq!(game.current_player(), 0, "player 1 is skipped");
    refused(&mut game, 0, Action::Take { row: 1 }, ClRule::Cl6);
    // A row with no card may not be taken while another has cards.
    refused(&mut game, 0, Action::Take { row: 2 }, ClRule::Cl6);
    // Fill rows 0 and 2: then drawing is refused.
    for (player, row) in [(0, 0), (2, 0), (0, 2), (2, 2)] {
        draw_place(&mut game, player, row);
    }
    assert!(game.rows()[0].cards.len() == 3 && game.rows()[2].cards.len() == 2);
    draw_place(&mut game, 0, 2);
    refused(&mut game, 2, Action::Draw, ClRule::Cl6);
    refused(&mut game, 2, Action::Place { row: 0 }, ClRule::Cl6);
    game.apply(2, Action::Take { row: 0 }).unwrap();
}

#[test]
fn r_cl_7_with_every_row_empty_the_player_must_draw() {
    let mut game = game_of(4, stacked(4, 2, &[]));
    let error = refused(&mut game, 0, Action::Take { row: 0 }, ClRule::Cl7);
    assert_eq!(error, ChameleonError::MustDraw);
    assert_eq!(game.legal_actions(), vec![Action::Draw]);
}

#[test]
fn r_cl_8_the_golden_joker_brings_an_extra_card_only_when_taken() {
    let dealt = stacked(3, 4, &[Card::GoldenJoker, Card::PlusTwo, Card::PlusTwo]);
    let mut game = game_of(3, dealt);
    // Drawing it does nothing special.
    assert_eq!(draw_place(&mut game, 0, 0), Card::GoldenJoker);
    let deck = game.deck_count();
    let applied = game.apply(1, Action::Take { row: 0 }).unwrap();
    assert_eq!(game.deck_count(), deck - 1);
    assert!(applied.events.contains(&Event::GoldenJokerExtra {
        player: 1,
        card: Card::PlusTwo
    }));
    let c = game.collection(1);
    assert_eq!((c.golden_jokers, c.plus_twos), (1, 1));
    // At the end it is a joker: the best score gives it a colour.
    let score = game.live_score(1);
    assert_eq!(score.choice.joker_colours.len(), 1);
}

#[test]
fn r_cl_8_ruling_an_extra_card_that_is_the_last_round_card_is_set_aside() {
    // Put the golden joker just above the last-round card.
    let mut dealt = DealtCards::from_seed(6, 4);
    dealt.first_player = 0;
    let at = dealt
        .deck
        .iter()
        .position(|&c| c == Card::LastRound)
        .unwrap();
    let golden = dealt
        .deck
        .iter()
        .position(|&c| c == Card::GoldenJoker)
        .unwrap();
    dealt.deck.swap(golden, at - 1);
    let mut game = game_of(4, dealt.clone());
    let under = dealt.deck[at + 1];
    // Play until the golden joker is drawn, then have the next player take it.
    loop {
        let p = game.current_player();
        if !game.rows().iter().any(|r| r.has_room()) {
            let row = (0..4).find(|&r| game.rows()[r].can_be_taken()).unwrap();
            game.apply(p, Action::Take { row }).unwrap();
            continue;
        }
        game.apply(p, Action::Draw).unwrap();
        let card = game.drawn_card().unwrap();
        let row = (0..4).find(|&r| game.rows()[r].has_room()).unwrap();
        game.apply(p, Action::Place { row }).unwrap();
        if card != Card::GoldenJoker {
            continue;
        }
        let next = game.current_player();
        let mut expected = *game.collection(next);
        for &c in &game.rows()[row].cards {
            expected.add(c);
        }
        expected.add(under);
        let applied = game.apply(next, Action::Take { row }).unwrap();
        assert!(
            applied
                .events
                .iter()
                .any(|e| matches!(e, Event::LastRoundRevealed { .. }))
        );
        assert!(applied.events.contains(&Event::GoldenJokerExtra {
            player: next,
            card: under
        }));
        assert!(game.is_last_round());
        assert_eq!(*game.collection(next), expected);
        assert_eq!(game.census(), full_census());
        break;
    }
}

#[test]
fn r_cl_9_the_last_player_in_goes_on_drawing_then_must_take() {
    let mut game = game_of(3, stacked(3, 9, &[]));
    draw_place(&mut game, 0, 0);
    game.apply(1, Action::Take { row: 0 }).unwrap();
    draw_place(&mut game, 2, 1);
    game.apply(0, Action::Take { row: 1 }).unwrap();
    // Player 2 is alone: it acts again and again.
    for _ in 0..3 {
        assert_eq!(game.current_player(), 2);
        draw_place(&mut game, 2, 2);
    }
    refused(&mut game, 2, Action::Draw, ClRule::Cl6);
    assert_eq!(game.legal_actions(), vec![Action::Take { row: 2 }]);
    game.apply(2, Action::Take { row: 2 }).unwrap();
}

#[test]
fn r_cl_10_the_round_ends_when_all_have_taken_and_the_last_taker_starts() {
    let mut game = game_of(3, stacked(3, 10, &[]));
    assert_eq!(game.round(), 1);
    draw_place(&mut game, 0, 0);
    game.apply(1, Action::Take { row: 0 }).unwrap();
    draw_place(&mut game, 2, 1);
    game.apply(0, Action::Take { row: 1 }).unwrap();
    draw_place(&mut game, 2, 2);
    let applied = game.apply(2, Action::Take { row: 2 }).unwrap();
    assert!(applied.events.contains(&Event::RoundEnded {
        round: 1,
        starter: 2
    }));
    assert_eq!(game.round(), 2);
    assert_eq!(game.current_player(), 2);
    assert!(
        game.rows()
            .iter()
            .all(|r| r.in_middle() && r.cards.is_empty())
    );
    assert!((0..3).all(|p| game.is_in_round(p)));
}

/// Plays `game` to its end with the baseline bot.
fn finish(game: &mut ChameleonGame, seed: u64) {
    let mut bots: Vec<_> = (0..game.players())
        .map(|p| make_chameleon_bot(ChameleonLevel::Baseline, seed + p as u64))
        .collect();
    while !game.is_over() {
        let p = game.current_player();
        let action = bots[p].decide(&game.observation(p));
        game.apply(p, action).unwrap();
    }
}

#[test]
fn r_cl_11_the_last_round_card_is_set_aside_and_the_round_is_played_out() {
    let mut game = ChameleonGame::new(brown(4), ChameleonDeal::Seed(12)).unwrap();
    let mut bots: Vec<_> = (0..4)
        .map(|p| make_chameleon_bot(ChameleonLevel::Baseline, p))
        .collect();
    let mut revealed_in_round = None;
    while !game.is_over() {
        let p = game.current_player();
        let action = bots[p].decide(&game.observation(p));
        let deck_before = game.deck_count();
        let applied = game.apply(p, action).unwrap();
        if applied
            .events
            .iter()
            .any(|e| matches!(e, Event::LastRoundRevealed { .. }))
        {
            assert_eq!(deck_before, 17, "16 cards lie under it");
            assert_eq!(deck_before - game.deck_count(), 2, "it and the next card");
            let card = game.drawn_card().expect("the next card must be placed");
            assert_ne!(card, Card::LastRound);
            revealed_in_round = Some(game.round());
        }
        if !game.is_over() && revealed_in_round.is_some() {
            assert_eq!(Some(game.round()), revealed_in_round, "no round after it");
        }
    }
    assert!(game.is_last_round());
    let last = game.current_player();
    refused(&mut game, last, Action::Draw, ClRule::Cl11);
    assert_eq!(game.census(), full_census());
}

#[test]
fn r_cl_12_jokers_and_three_plus_colours_are_chosen_for_the_best_total() {
    use Colour::*;
    // 4 red, 3 blue, 2 green, 1 grey, 1 pink and one joker, brown side:
    // the joker joins red (5 = 15); plus red, blue, green; minus grey, pink.
    let c = collection(
        &[(Red, 4), (Blue, 3), (Green, 2), (Grey, 1), (Pink, 1)],
        1,
        1,
    );
    let best = best_score(&c, &IN_PLAY_ALL, ScoreSide::Brown);
    assert_eq!(best.total, 15 + 6 + 3 - 1 - 1 + 2);
    assert_eq!(best.choice.joker_colours, vec![Red]);
    assert_eq!(best.choice.plus_colours, vec![Red, Green, Blue]);
    assert_eq!(
        score_with_choice(&c, &best.choice, &IN_PLAY_ALL, ScoreSide::Brown),
        Ok(best.total)
    );
    // A person's own, worse choice is scored as chosen.
    let own = ScoreChoice {
        joker_colours: vec![Grey],
        plus_colours: vec![Red, Blue],
    };
    assert_eq!(
        score_with_choice(&c, &own, &IN_PLAY_ALL, ScoreSide::Brown),
        Ok(10 + 6 - 3 - 3 - 1 + 2)
    );
    // Purple: a fourth card costs a point (8 to 7), as does a joker on a
    // colour not held (ruling: allowed, it scores -1); the tie-break picks 4.
    let p = collection(&[(Red, 3), (Blue, 3), (Green, 3)], 1, 0);
    let best = best_score(&p, &IN_PLAY_ALL, ScoreSide::Purple);
    assert_eq!(best.total, 8 + 8 + 8 - 1);
    assert_eq!(best.largest_colour, 4);
    let stray = ScoreChoice {
        joker_colours: vec![Pink],
        plus_colours: vec![Red, Blue, Green],
    };
    assert_eq!(
        score_with_choice(&p, &stray, &IN_PLAY_ALL, ScoreSide::Purple),
        Ok(23)
    );
    // Checked choices cite R-CL-12.
    let bad = [
        ScoreChoice {
            joker_colours: vec![],
            plus_colours: vec![Red],
        },
        ScoreChoice {
            joker_colours: vec![Red],
            plus_colours: vec![Red, Blue, Green, Grey],
        },
        ScoreChoice {
            joker_colours: vec![Red],
            plus_colours: vec![Red, Red],
        },
    ];
    for choice in bad {
        let error = score_with_choice(&p, &choice, &IN_PLAY_ALL, ScoreSide::Purple).unwrap_err();
        assert_eq!(error.rule(), ClRule::Cl12);
    }
    let error = score_with_choice(
        &p,
        &ScoreChoice {
            joker_colours: vec![Pink],
            plus_colours: vec![Red],
        },
        &[Red, Blue, Green, Grey, Orange],
        ScoreSide::Purple,
    )
    .unwrap_err();
    assert_eq!(error, ChameleonError::ColourNotInPlay { colour: Pink });
}

/// Every way to choose, tried one by one, never beats the proposed best.
#[test]
fn r_cl_12_the_proposed_choice_is_the_best_of_all_choices() {
    let mut rng = Pcg32::new(77, 1);
    let in_play = [
        Colour::Red,
        Colour::Orange,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
    ];
    for _ in 0..300 {
        let mut c = Collection::default();
        for colour in in_play {
            c.colours[colour.index()] = rng.below(8) as u8;
        }
        c.jokers = rng.below(3) as u8;
        c.golden_jokers = rng.below(2) as u8;
        c.plus_twos = rng.below(4) as u8;
        for side in [ScoreSide::Brown, ScoreSide::Purple] {
            let best = best_score(&c, &in_play, side);
            let mut seen_best = i32::MIN;
            let jokers = usize::from(c.all_jokers());
            for code in 0..in_play.len().pow(jokers as u32) {
                let joker_colours: Vec<Colour> = (0..jokers)
                    .map(|j| in_play[code / in_play.len().pow(j as u32) % in_play.len()])
                    .collect();
                for mask in 0u32..(1 << in_play.len()) {
                    if mask.count_ones() > 3 {
                        continue;
                    }
                    let plus_colours: Vec<Colour> = (0..in_play.len())
                        .filter(|&i| mask & (1 << i) != 0)
                        .map(|i| in_play[i])
                        .collect();
                    let choice = ScoreChoice {
                        joker_colours: joker_colours.clone(),
                        plus_colours,
                    };
                    let total = score_with_choice(&c, &choice, &in_play, side).unwrap();
                    seen_best = seen_best.max(total);
                }
            }
            assert_eq!(best.total, seen_best, "{c:?} {side:?}");
        }
    }
}

#[test]
fn r_cl_13_ties_go_to_the_most_cards_of_one_colour_else_the_win_is_shared() {
    let outcome = ChameleonOutcome::decide(vec![30, 30, 12], vec![5, 6, 9]);
    assert_eq!(outcome.winners, vec![1]);
    let outcome = ChameleonOutcome::decide(vec![30, 30, 12], vec![6, 6, 9]);
    assert_eq!(outcome.winners, vec![0, 1]);
    assert!(outcome.describe().contains("share"));
    // The tie-break counts jokers: 4 red + 2 jokers make 6 of one colour.
    let c = collection(&[(Colour::Red, 4), (Colour::Blue, 1)], 2, 0);
    assert_eq!(
        best_score(&c, &IN_PLAY_ALL, ScoreSide::Brown).largest_colour,
        6
    );
}

#[test]
fn r_cl_14_two_players_green_rows_two_starting_cards_and_the_third_row_leaves() {
    let game = ChameleonGame::new(brown(2), ChameleonDeal::Seed(14)).unwrap();
    let capacities: Vec<usize> = game.rows().iter().map(|r| r.capacity).collect();
    assert_eq!(capacities, vec![1, 2, 3]);
    assert_eq!(game.removed_colours().len(), 2);
    let mut starts = Vec::new();
    for p in 0..2 {
        let c = game.collection(p);
        assert_eq!(c.card_count(), 2);
        for colour in Colour::ALL {
            assert!(c.count(colour) <= 1);
            if c.count(colour) == 1 {
                starts.push(colour);
                assert!(!game.removed_colours().contains(&colour));
            }
        }
    }
    starts.sort();
    starts.dedup();
    assert_eq!(starts.len(), 4);
    let mut game = game_of(2, stacked(2, 14, &[]));
    draw_place(&mut game, 0, 0);
    game.apply(1, Action::Draw).unwrap();
    let error = refused(&mut game, 1, Action::Place { row: 0 }, ClRule::Cl14);
    assert_eq!(
        error,
        ChameleonError::RowFull {
            row: 0,
            capacity: 1,
            players: 2
        }
    );
    game.apply(1, Action::Place { row: 2 }).unwrap();
    game.apply(0, Action::Take { row: 0 }).unwrap();
    let third: Vec<Card> = game.rows()[2].cards.clone();
    let applied = game.apply(1, Action::Take { row: 1 }).unwrap_err();
    assert_eq!(applied.rule(), ClRule::Cl6, "row 1 is empty");
    let applied = game.apply(1, Action::Draw);
    assert!(applied.is_ok());
    game.apply(1, Action::Place { row: 1 }).unwrap();
    let applied = game.apply(1, Action::Take { row: 1 }).unwrap();
    assert!(applied.events.contains(&Event::RowDiscarded {
        row: 2,
        cards: third.clone()
    }));
    assert_eq!(game.discarded(), &third[..]);
    assert_eq!(game.round(), 2);
    assert_eq!(game.census(), full_census());
    let bad = DealtCards {
        starting: vec![vec![Colour::Red], vec![Colour::Blue]],
        ..DealtCards::from_seed(1, 2)
    };
    let error = ChameleonGame::new(brown(2), ChameleonDeal::Cards(bad)).unwrap_err();
    assert_eq!(error.rule(), ClRule::Cl14);
}

/// Each table size's row limits, every refusal citing the rule that sets
/// them: the green rows of two players (R-CL-14), else one brown row per
/// player (R-CL-3) of three places (R-CL-6).
#[test]
fn row_limits_of_every_player_count_cite_their_own_rule() {
    for players in 2..=5 {
        let (capacities, missing, full) = if players == 2 {
            (vec![1, 2, 3], ClRule::Cl14, ClRule::Cl14)
        } else {
            (vec![3; players], ClRule::Cl3, ClRule::Cl6)
        };
        let fresh = game_of(players, stacked(players, 30 + players as u64, &[]));
        let sizes: Vec<usize> = fresh.rows().iter().map(|r| r.capacity).collect();
        assert_eq!(sizes, capacities);
        let rows = capacities.len();
        // The row after the last, to take and to place in.
        let mut game = fresh.clone();
        let error = refused(&mut game, 0, Action::Take { row: rows }, missing);
        assert_eq!(
            error,
            ChameleonError::NoSuchRow {
                row: rows,
                rows,
                players
            }
        );
        game.apply(0, Action::Draw).unwrap();
        refused(&mut game, 0, Action::Place { row: rows }, missing);
        // Every row filled to its limit refuses one card more.
        for (row, &capacity) in capacities.iter().enumerate() {
            let mut game = fresh.clone();
            for _ in 0..capacity {
                let player = game.current_player();
                draw_place(&mut game, player, row);
            }
            let player = game.current_player();
            game.apply(player, Action::Draw).unwrap();
            let error = refused(&mut game, player, Action::Place { row }, full);
            assert_eq!(
                error,
                ChameleonError::RowFull {
                    row,
                    capacity,
                    players
                }
            );
        }
    }
}

/// The step of the property test: a random request, legal or not.
fn random_request(rng: &mut Pcg32, players: usize) -> (usize, Action) {
    let player = rng.below(players as u32 + 1) as usize;
    let row = rng.below(6) as usize;
    let action = match rng.below(3) {
        0 => Action::Draw,
        1 => Action::Place { row },
        _ => Action::Take { row },
    };
    (player, action)
}

/// Random legal and illegal actions through whole games; after every step
/// the invariants of the rules hold.
#[test]
fn property_random_actions_keep_every_invariant() {
    let mut runner = TestRunner::new(Config {
        cases: 300,
        ..Config::default()
    });
    runner
        .run(
            &(any::<u64>(), 2usize..=5, any::<bool>()),
            |(seed, players, purple)| {
                let side = if purple {
                    ScoreSide::Purple
                } else {
                    ScoreSide::Brown
                };
                let config = ChameleonConfig::new(players, side);
                let mut game = ChameleonGame::new(config, ChameleonDeal::Seed(seed)).unwrap();
                let mut rng = Pcg32::new(seed, 99);
                let mut steps = 0;
                while !game.is_over() {
                    steps += 1;
                    prop_assert!(steps < 20_000);
                    // Half the time a random request, half the time a legal one.
                    let (player, action) = if rng.below(2) == 0 {
                        random_request(&mut rng, players)
                    } else {
                        let legal = game.legal_actions();
                        (
                            game.current_player(),
                            legal[rng.below(legal.len() as u32) as usize],
                        )
                    };
                    let before = game.clone();
                    let acting = game.current_player();
                    match game.apply(player, action) {
                        Ok(_) => {
                            prop_assert_eq!(player, acting);
                            prop_assert!(before.is_in_round(player), "an out player acted");
                            prop_assert!(before.legal_actions().contains(&action));
                        }
                        Err(error) => {
                            prop_assert_eq!(&game, &before);
                            prop_assert!(
                                player != acting || !before.legal_actions().contains(&action),
                                "{error} refused a legal action"
                            );
                        }
                    }
                    prop_assert_eq!(game.census(), full_census());
                    for row in game.rows() {
                        prop_assert!(row.cards.len() <= row.capacity);
                        prop_assert!(row.taken_by.is_none() || row.cards.is_empty());
                    }
                    if !game.is_over() {
                        prop_assert!(game.is_in_round(game.current_player()));
                        prop_assert!(!game.legal_actions().is_empty());
                    }
                    let live: Vec<i32> = (0..players).map(|p| game.live_score(p).total).collect();
                    prop_assert_eq!(&live, &game.scores_from_scratch());
                }
                let outcome = game.outcome().unwrap().clone();
                prop_assert_eq!(&outcome.scores, &game.scores_from_scratch());
                let replayed = ChameleonRecord::from_ron(&game.record().to_ron())
                    .unwrap()
                    .replay()
                    .unwrap();
                prop_assert_eq!(replayed.outcome(), Some(&outcome));
                Ok(())
            },
        )
        .unwrap();
}

#[test]
fn records_round_trip_replay_and_refuse_a_changed_action() {
    let mut game = ChameleonGame::new(
        ChameleonConfig::new(3, ScoreSide::Purple),
        ChameleonDeal::Seed(5),
    )
    .unwrap();
    finish(&mut game, 5);
    let record = game.record();
    let text = record.to_ron();
    assert_eq!(record_game(&text), Some(RecordGame::Chameleons));
    let back = ChameleonRecord::from_ron(&text).unwrap();
    assert_eq!(back, record);
    assert_eq!(back.replay().unwrap(), game);
    // An action changed to an illegal one names its index and rule.
    let mut broken = record.clone();
    let index = broken
        .actions
        .iter()
        .position(|a| a.action == Action::Draw)
        .unwrap();
    broken.actions[index + 1].action = Action::Draw;
    let error = broken.replay().unwrap_err().to_string();
    assert!(error.contains(&format!("action {}", index + 2)), "{error}");
    assert!(error.contains("R-CL-6"), "{error}");
    let mut wrong = record;
    wrong.outcome.as_mut().unwrap().scores[0] += 1;
    assert!(wrong.replay().is_err());
}

#[test]
fn number_pile_records_stay_valid_and_are_told_apart() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/records");
    let mut seen = 0;
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        match record_game(&text) {
            Some(RecordGame::NumberPiles) => {
                pilefire_engine::piles::rules::Record::from_ron(&text)
                    .unwrap()
                    .replay()
                    .unwrap();
                seen += 1;
            }
            Some(RecordGame::Chameleons) => {
                ChameleonRecord::from_ron(&text).unwrap().replay().unwrap();
            }
            None => panic!("{} is not RON", path.display()),
        }
    }
    assert!(seen >= 6);
}

/// Same observation, different hidden deck order: the same decision.
#[test]
fn bots_decide_only_on_what_their_seat_sees() {
    for players in [2, 4] {
        let one = DealtCards::from_seed(21, players);
        // The same deal with everything below the first 12 cards reversed
        // (keeping the last-round card's place).
        let mut other = one.clone();
        let at = other
            .deck
            .iter()
            .position(|&c| c == Card::LastRound)
            .unwrap();
        other.deck[12..at].reverse();
        other.deck[at + 1..].reverse();
        assert_ne!(one.deck, other.deck);
        let mut a = game_of(players, one);
        let mut b = game_of(players, other);
        // Four draw-and-place steps use the first four cards in both games.
        for _ in 0..4 {
            let p = a.current_player();
            let row = (0..a.rows().len())
                .find(|&r| a.rows()[r].has_room())
                .unwrap();
            draw_place(&mut a, p, row);
            draw_place(&mut b, p, row);
        }
        let p = a.current_player();
        a.apply(p, Action::Draw).unwrap();
        b.apply(p, Action::Draw).unwrap();
        for pending in [true, false] {
            if !pending {
                let row = (0..a.rows().len())
                    .find(|&r| a.rows()[r].has_room())
                    .unwrap();
                a.apply(p, Action::Place { row }).unwrap();
                b.apply(p, Action::Place { row }).unwrap();
            }
            let to_act = a.current_player();
            let seen = a.observation(to_act);
            assert_eq!(seen, b.observation(to_act));
            for level in ChameleonLevel::ALL {
                let first = make_chameleon_bot(level, 5).decide(&seen);
                let second = make_chameleon_bot(level, 5).decide(&b.observation(to_act));
                assert_eq!(first, second, "{level:?}");
            }
        }
    }
}

#[test]
fn every_bot_plays_only_legal_actions_and_is_reproducible() {
    for level in ChameleonLevel::ALL {
        for players in [2, 3, 5] {
            let config = ChameleonSimConfig {
                players,
                side: ScoreSide::Brown,
                bot: level,
                versus: Opponents::All(ChameleonLevel::Random),
                // The sampling levels take longest: fewer games.
                games: if matches!(
                    level,
                    ChameleonLevel::Random | ChameleonLevel::Baseline | ChameleonLevel::Normal
                ) {
                    6
                } else {
                    2
                },
                seed: 3,
                threads: 1,
            };
            let one = run(&config);
            assert_eq!(one.stats().errors, 0, "{level:?}");
            let two = run(&ChameleonSimConfig {
                threads: 2,
                ..config
            });
            assert_eq!(one.report(false, true), two.report(false, true));
        }
    }
}

#[test]
fn simulator_json_has_the_promised_fields() {
    let config = ChameleonSimConfig {
        players: 3,
        side: ScoreSide::Purple,
        bot: ChameleonLevel::Baseline,
        versus: Opponents::All(ChameleonLevel::Random),
        games: 30,
        seed: 1,
        threads: 1,
    };
    let summary = run(&config);
    let report = summary.report(true, true);
    let last = report.lines().last().unwrap();
    for key in [
        "games",
        "win_share",
        "ci95_low",
        "ci95_high",
        "mean_score",
        "mean_score_others",
        "median_ms",
        "p99_ms",
        "median_choice_ms",
        "p99_choice_ms",
    ] {
        assert!(
            last.contains(&format!("\"{key}\":")),
            "{key} missing: {last}"
        );
    }
    let stats = summary.stats();
    assert!(stats.win_share.low <= stats.win_share.value);
    assert!(stats.win_share.value <= stats.win_share.high);
    // Shares over seats add up to one game each: seat 0's share is one of them.
    assert!(summary.results.iter().all(|r| !r.winners.is_empty()));
}

fn pilefire(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_pilefire-engine"))
        .args(args)
        .output()
        .unwrap()
}

fn examples() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/records/chameleons")
}

/// `pilefire record --mode chameleons` writes a record `pilefire replay` checks;
/// a record with a changed action is refused with its rule.
#[test]
fn record_and_replay_through_the_command_line() {
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("chameleons-cli.ron");
    let made = pilefire(&[
        "record",
        "--mode",
        "chameleons",
        "--seats",
        "3",
        "--purple",
        "--seed",
        "7",
        "--bot",
        "baseline",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let record = ChameleonRecord::from_ron(&text).unwrap();
    assert_eq!((record.players, record.side), (3, ScoreSide::Purple));
    let game = record.replay().unwrap();
    let replayed = pilefire(&["replay", out.to_str().unwrap()]);
    assert!(replayed.status.success());
    let stdout = String::from_utf8_lossy(&replayed.stdout);
    assert!(stdout.contains(&format!("result: {}", game.outcome().unwrap().describe())));
    assert!(stdout.contains("action 1, player"), "{stdout}");
    // The first placement changed to a take of an empty row.
    let mut broken = record.clone();
    let index = broken
        .actions
        .iter()
        .position(|a| matches!(a.action, Action::Place { .. }))
        .unwrap();
    broken.actions[index].action = Action::Take { row: 0 };
    let bad = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("chameleons-bad.ron");
    std::fs::write(&bad, broken.to_ron()).unwrap();
    let refused = pilefire(&["replay", "--quiet", bad.to_str().unwrap()]);
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(
        stderr.contains(&format!("action {}", index + 1)),
        "{stderr}"
    );
    assert!(stderr.contains("R-CL-6"), "{stderr}");
}

/// The outside check's case: two players, a take of row 3, refused through
/// `pilefire replay` under the two-player rule.
#[test]
fn replay_refuses_a_missing_row_under_the_rule_for_its_player_count() {
    for (players, rule, words) in [
        (2, "R-CL-14", "two players use the 3 green rows, 0 to 2"),
        (3, "R-CL-3", "3 players have one row each, 0 to 2"),
    ] {
        let game = ChameleonGame::new(brown(players), ChameleonDeal::Seed(9)).unwrap();
        let mut record = game.record();
        record.actions.push(RecordedAction {
            player: game.current_player(),
            action: Action::Take { row: 3 },
        });
        let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("chameleons-no-row-{players}.ron"));
        std::fs::write(&path, record.to_ron()).unwrap();
        let run = pilefire(&["replay", "--quiet", path.to_str().unwrap()]);
        assert!(!run.status.success());
        let stderr = String::from_utf8_lossy(&run.stderr);
        let expected = format!(
            "action 1 (player {} take row 3): {rule}: there is no row 3; {words}",
            game.current_player()
        );
        assert!(stderr.contains(&expected), "{stderr}");
    }
}

/// As for number piles: `None` means the game goes on, so a record whose
/// actions end the game must state its outcome; without its last actions
/// the game goes on and `None` holds.
#[test]
fn a_finished_chameleon_game_without_its_outcome_is_refused() {
    let mut seen = 0;
    for entry in std::fs::read_dir(examples()).unwrap() {
        let path = entry.unwrap().path();
        let record = ChameleonRecord::from_ron(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let Some(outcome) = record.outcome.clone() else {
            continue;
        };
        let mut unfinished = record.clone();
        unfinished.outcome = None;
        let error = unfinished.replay().unwrap_err();
        assert!(
            matches!(error, ChameleonReplayError::OutcomeMissing { .. }),
            "{error}"
        );
        let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
            "no-outcome-{}",
            path.file_name().unwrap().to_string_lossy()
        ));
        std::fs::write(&file, unfinished.to_ron()).unwrap();
        let run = pilefire(&["replay", "--quiet", file.to_str().unwrap()]);
        assert!(!run.status.success());
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(stderr.contains("outcome is None"), "{stderr}");
        assert!(stderr.contains(&outcome.describe()), "{stderr}");
        let mut going_on = unfinished;
        going_on.actions.truncate(going_on.actions.len() - 1);
        assert!(!going_on.replay().unwrap().is_over());
        seen += 1;
    }
    assert!(seen >= 1);
}

/// A recorded outcome that differs from the replay's only in the tie-break
/// is refused with a message naming that field and both values.
#[test]
fn an_outcome_mismatch_names_the_field_that_differs() {
    let path = examples().join("four-players-purple-baseline-seed-3.ron");
    let record = ChameleonRecord::from_ron(&std::fs::read_to_string(path).unwrap()).unwrap();
    let replayed = record.outcome.clone().unwrap();
    let mut wrong = record;
    wrong.outcome.as_mut().unwrap().largest_colour[0] += 1;
    let recorded = wrong.outcome.clone().unwrap();
    assert_eq!(
        recorded.describe(),
        replayed.describe(),
        "the tie-break is not described"
    );
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("chameleons-tie-break.ron");
    std::fs::write(&file, wrong.to_ron()).unwrap();
    let run = pilefire(&["replay", "--quiet", file.to_str().unwrap()]);
    assert!(!run.status.success());
    let stderr = String::from_utf8_lossy(&run.stderr);
    let field = format!(
        "largest_colour (the tie-break of R-CL-13) {:?} in the record, {:?} in the replay",
        recorded.largest_colour, replayed.largest_colour
    );
    assert!(stderr.contains(&field), "{stderr}");
    // Only the field that differs is named.
    assert!(
        !stderr.contains("scores") && !stderr.contains("winners"),
        "{stderr}"
    );
    // A game that is not over is told apart from one that ended otherwise.
    let mut early = wrong;
    early.actions.truncate(early.actions.len() - 1);
    let error = early.replay().unwrap_err().to_string();
    assert!(error.contains("the game is not over"), "{error}");
}

#[test]
fn chameleon_example_records_replay() {
    let mut seen = 0;
    for entry in std::fs::read_dir(examples()).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(record_game(&text), Some(RecordGame::Chameleons));
        let record = ChameleonRecord::from_ron(&text).unwrap();
        // Bot games are played to the end; the hand-made one stops early.
        if let ChameleonDeal::Seed(_) = record.deal {
            assert!(record.outcome.is_some(), "{}", path.display());
        }
        record.replay().unwrap();
        let run = pilefire(&["replay", "--quiet", path.to_str().unwrap()]);
        assert!(run.status.success());
        seen += 1;
    }
    assert!(seen >= 1);
}

fn docs() -> String {
    std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/RECORDS.md"),
    )
    .unwrap()
}

/// The chameleon records shown in `docs/RECORDS.md` parse, replay and are
/// example files byte for byte; one spells its deal out, in the very form the
/// text describes.
#[test]
fn docs_chameleon_examples_parse_replay_and_are_the_example_files() {
    let docs = docs();
    let files: Vec<String> = std::fs::read_dir(examples())
        .unwrap()
        .map(|entry| std::fs::read_to_string(entry.unwrap().path()).unwrap())
        .collect();
    let blocks: Vec<&str> = docs
        .split("```ron\n")
        .skip(1)
        .map(|rest| rest.split("```").next().unwrap())
        .filter(|block| block.contains("game: Chameleons"))
        .collect();
    let mut spelt_out = Vec::new();
    for block in &blocks {
        let record =
            ChameleonRecord::from_ron(block).unwrap_or_else(|error| panic!("{error}\n{block}"));
        record.replay().unwrap();
        assert!(
            files.iter().any(|file| file == block),
            "a chameleon record in the docs is not an example file:\n{block}"
        );
        if let ChameleonDeal::Cards(_) = record.deal {
            spelt_out.push(block.split_whitespace().collect::<String>());
        }
    }
    assert_eq!(spelt_out.len(), 1);
    // The `deal` list's spelling, up to its first field, is the example's.
    let bullet = docs
        .lines()
        .find(|line| line.starts_with("- `Cards("))
        .expect("the spelt-out deal is described");
    let spelling = &bullet["- `".len()..bullet.find("removed:").unwrap() + "removed:".len()];
    assert!(
        spelt_out[0].contains(&format!("deal:{spelling}")),
        "the docs write {spelling:?}"
    );
    // One pair of parentheses short is refused with the right spelling.
    let example = std::fs::read_to_string(examples().join("two-players-hand-made.ron")).unwrap();
    let short = example.replacen("Cards((", "Cards(", 1).replacen(
        "    )),\n    actions",
        "    ),\n    actions",
        1,
    );
    let error = ChameleonRecord::from_ron(&short).unwrap_err().to_string();
    assert!(error.contains("written Cards((removed:"), "{error}");
}

/// What the hand-made example shows, as its description in the docs says;
/// the refusal shown there is the replay's, word for word.
#[test]
fn hand_made_chameleon_example_shows_what_the_docs_say() {
    let text = std::fs::read_to_string(examples().join("two-players-hand-made.ron")).unwrap();
    let game = ChameleonRecord::from_ron(&text).unwrap().replay().unwrap();
    assert!(!game.is_over());
    assert_eq!((game.round(), game.current_player()), (2, 1));
    assert_eq!(game.discarded(), &[Card::PlusTwo]);
    let taker = game.collection(1);
    assert_eq!(taker.golden_jokers, 1);
    assert_eq!(
        taker.count(Colour::Yellow),
        2,
        "the golden joker's extra card"
    );
    assert_eq!(taker.count(Colour::Blue), 1);
    assert_eq!(game.collection(0).count(Colour::Red), 2);
    assert_eq!(game.rows()[1].cards, [Card::Chameleon(Colour::Green)]);

    let bad = text.replacen(
        "(player: 1, action: Draw)",
        "(player: 1, action: Take(row: 1))",
        1,
    );
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("bad.ron");
    std::fs::write(&path, &bad).unwrap();
    let run = pilefire(&["replay", "--quiet", path.to_str().unwrap()]);
    assert!(!run.status.success());
    let message = String::from_utf8_lossy(&run.stderr)
        .trim()
        .replace(&*path.to_string_lossy(), "bad.ron");
    assert!(
        docs().contains(&format!("```text\n{message}\n```")),
        "{message}"
    );
}

#[test]
fn simulate_through_the_command_line_ends_with_json() {
    let run = pilefire(&[
        "simulate",
        "--mode",
        "chameleons",
        "--seats",
        "4",
        "--bot",
        "normal",
        "--vs",
        "random",
        "--games",
        "4",
        "--seed",
        "2",
        "--json",
    ]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let stdout = String::from_utf8_lossy(&run.stdout);
    let last = stdout.lines().last().unwrap();
    assert!(
        last.starts_with('{') && last.contains("\"games\":4"),
        "{last}"
    );
    assert!(last.contains("\"win_share\":") && last.contains("\"p99_ms\":"));
    let unknown = pilefire(&[
        "simulate",
        "--mode",
        "chameleons",
        "--seats",
        "3",
        "--bot",
        "easy",
        "--games",
        "1",
    ]);
    assert!(!unknown.status.success());
}

/// The baseline rule as `docs/AI.md` defines it: take a row worth at least
/// 2 points, else draw; place where mine minus the leader's gain is highest.
#[test]
fn baseline_follows_its_documented_rule() {
    let game = ChameleonGame::new(brown(3), ChameleonDeal::Seed(4)).unwrap();
    let mut seen = game.observation(game.current_player());
    let colours = seen.colours_in_play.clone();
    let (a, b, c) = (colours[0], colours[1], colours[2]);
    seen.player = 0;
    seen.current = 0;
    seen.collections = vec![
        collection(&[(a, 1)], 0, 0),
        collection(&[(b, 5)], 0, 0),
        collection(&[(c, 1)], 0, 0),
    ];
    let mut bot = make_chameleon_bot(ChameleonLevel::Baseline, 1);
    // Two more of my colour: 1 -> 6 points, worth 5: taken.
    seen.rows[0].cards = vec![Card::Chameleon(a), Card::Chameleon(a)];
    assert_eq!(bot.decide(&seen), Action::Take { row: 0 });
    // A new colour is worth 1: draw instead.
    seen.rows[0].cards = vec![Card::Chameleon(c)];
    assert_eq!(bot.decide(&seen), Action::Draw);
    // Drawn: the leader's colour. In row 1 it would give the leader 6
    // points (5 -> 6 cards) and me 1: -5. In row 0, beside another of it, the
    // leader gains nothing more (6 and 7 both score 21) and I gain 2: +2.
    seen.rows[0].cards = vec![Card::Chameleon(b)];
    seen.drawn = Some(Card::Chameleon(b));
    assert_eq!(bot.decide(&seen), Action::Place { row: 0 });
    seen.rows[0].cards.clear();
    // Equal everywhere: the lowest row.
    assert_eq!(bot.decide(&seen), Action::Place { row: 0 });
}

/// Every seat sees the same public history: the actions applied, in order,
/// the cards turned over, and the starting collections.
#[test]
fn the_public_history_is_the_actions_applied_and_the_same_for_every_seat() {
    for players in [2, 4, 5] {
        let mut game = ChameleonGame::new(brown(players), ChameleonDeal::Seed(77)).unwrap();
        let starting: Vec<Collection> = game.collections().to_vec();
        let mut bots: Vec<_> = (0..players)
            .map(|p| make_chameleon_bot(ChameleonLevel::Baseline, p as u64))
            .collect();
        let mut applied: Vec<RecordedAction> = Vec::new();
        let mut revealed: Vec<Card> = Vec::new();
        loop {
            for seat in 0..players {
                let seen = game.observation(seat);
                assert_eq!(seen.history, applied);
                assert_eq!(seen.history, game.history());
                assert_eq!(seen.revealed, revealed);
                assert_eq!(seen.starting, starting);
            }
            if game.is_over() {
                break;
            }
            let player = game.current_player();
            let action = bots[player].decide(&game.observation(player));
            for event in game.apply(player, action).unwrap().events {
                match event {
                    Event::Drew { card, .. } | Event::GoldenJokerExtra { card, .. } => {
                        revealed.push(card)
                    }
                    Event::LastRoundRevealed { .. } => revealed.push(Card::LastRound),
                    _ => {}
                }
            }
            applied.push(RecordedAction { player, action });
        }
        assert!(revealed.contains(&Card::LastRound));
    }
}

/// `expert-v1` is the sampling bot with the expert's parameters, unchanged:
/// every decision of whole games equals the old bot's, and a pinned game
/// still ends with the same scores.
#[test]
fn expert_v1_decides_like_the_old_sampling_bot_with_expert_params() {
    use pilefire_engine::chameleons::bots::ChameleonBot;
    use pilefire_engine::chameleons::bots::sampling::{SamplingBot, SamplingParams};
    let pinned = [
        (2, ScoreSide::Brown, vec![52, 37]),
        (4, ScoreSide::Purple, vec![20, 13, 23, 19]),
    ];
    for (players, side, final_scores) in pinned {
        let config = ChameleonConfig::new(players, side);
        let mut game = ChameleonGame::new(config, ChameleonDeal::Seed(9)).unwrap();
        let mut v1: Vec<_> = (0..players)
            .map(|p| make_chameleon_bot(ChameleonLevel::ExpertV1, 100 + p as u64))
            .collect();
        let mut old: Vec<_> = (0..players)
            .map(|p| SamplingBot::new("expert", SamplingParams::expert(), 100 + p as u64))
            .collect();
        assert_eq!(SamplingParams::expert().samples, 24);
        assert_eq!(SamplingParams::expert().win_weight, 10.0);
        while !game.is_over() {
            let p = game.current_player();
            let seen = game.observation(p);
            let action = v1[p].decide(&seen);
            assert_eq!(action, old[p].decide(&seen));
            game.apply(p, action).unwrap();
        }
        assert_eq!(game.outcome().unwrap().scores, final_scores);
    }
}
