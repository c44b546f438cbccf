//! Reviews of finished co-operative games (`piles::review`): a blunder is
//! flagged, the expert's own play rarely is, hidden cards change nothing,
//! and the same record always reads the same.

use pilefire_engine::piles::bots::driver::play_out;
use pilefire_engine::piles::bots::{Bot, BotLevel, make_bot};
use pilefire_engine::piles::review::{Verdict, review, review_turn};
use pilefire_engine::piles::rules::deal::shuffled_deck;
use pilefire_engine::piles::rules::{Deal, Game, Play, Record, Ruleset};

/// Enough sampled deals for the tests to be quick and still tell a
/// blunder from a good turn.
const SAMPLES: usize = 200;

fn expert_record(ruleset: Ruleset, seed: u64) -> Record {
    let mut game = Game::new(ruleset, Deal::Seed(seed), 0).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = (0..ruleset.seats)
        .map(|seat| make_bot(BotLevel::Expert, &ruleset, seed * 31 + seat as u64))
        .collect();
    play_out(&mut game, &mut bots).unwrap();
    game.record()
}

#[test]
fn a_turn_that_throws_two_piles_away_is_a_blunder() {
    // Solitaire, first turn: the highest card on a rising pile and the
    // lowest on a falling one (R-CO-8 allows it; it wastes two piles).
    let mut game = Game::new(Ruleset::coop(1), Deal::Seed(7), 0).unwrap();
    let hand = game.hand(0).to_vec();
    let (low, high) = (hand[0], hand[hand.len() - 1]);
    game.play(0, Play::new(high, 0)).unwrap();
    game.play(0, Play::new(low, 2)).unwrap();
    game.end_turn(0).unwrap();
    game.give_up(0).unwrap();
    let reviewed = review(&game.record(), 0, SAMPLES, |_, _| {}).unwrap();
    let first = &reviewed.turns[0];
    assert_eq!(first.played, vec![Play::new(high, 0), Play::new(low, 2)]);
    assert_eq!(first.verdict, Verdict::Blunder, "{first:?}");
    assert!(first.cards_more() > 6.0, "{first:?}");
    assert_ne!(first.expert, first.played);
    // Giving up with cards in hand and deck is judged too: a lost game.
    let last = reviewed.turns.last().unwrap();
    assert!(last.gave_up && last.after.won == 0.0, "{last:?}");
}

#[test]
fn the_experts_own_games_draw_few_mistakes() {
    let mut turns = 0;
    let mut flagged = 0;
    for seed in 0..6 {
        let record = expert_record(Ruleset::coop(3), 900 + seed);
        let reviewed = review(&record, 0, SAMPLES, |_, _| {}).unwrap();
        turns += reviewed.turns.len();
        flagged += reviewed
            .turns
            .iter()
            .filter(|turn| turn.verdict >= Verdict::Mistake)
            .count();
    }
    assert!(turns > 60, "{turns} turns reviewed");
    // Measured: docs/AI.md (Reviews) gives the rate over 100 games.
    assert!(
        flagged * 20 <= turns,
        "{flagged} of {turns} of the expert's turns flagged as mistakes or worse"
    );
}

#[test]
fn the_review_reads_only_what_the_seat_saw() {
    let ruleset = Ruleset::coop(3);
    let record = expert_record(ruleset, 44);
    // Seat 0's fourth turn: turn index 9 (seats take turns 0, 1, 2).
    let index = 9;
    assert_eq!(record.turns[index].seat, 0);
    let before = |record: &Record| {
        let mut shortened = record.clone();
        shortened.turns.truncate(index);
        shortened.outcome = None;
        shortened.replay().unwrap()
    };
    let game = before(&record);
    // The same deal with the cards seat 0 cannot see (other hands and the
    // draw pile) in reverse order among their places.
    let mut deck = shuffled_deck(44, 0, ruleset.deck_cards());
    let on_piles: Vec<u8> = game
        .piles()
        .iter()
        .flat_map(|pile| pile.cards.iter().map(|placed| placed.card))
        .collect();
    let hidden: Vec<usize> = (0..deck.len())
        .filter(|&at| !on_piles.contains(&deck[at]) && !game.hand(0).contains(&deck[at]))
        .collect();
    let mut cards: Vec<u8> = hidden.iter().map(|&at| deck[at]).collect();
    cards.reverse();
    for (&at, card) in hidden.iter().zip(cards) {
        deck[at] = card;
    }
    let mut twin = record.clone();
    twin.deal = Deal::Decks(vec![deck]);
    let other = before(&twin);
    assert_ne!(game.hand(1), other.hand(1), "the hidden cards differ");
    let seen = game.observation(0);
    assert_eq!(seen, other.observation(0));
    let turn = &record.turns[index];
    assert_eq!(
        review_turn(&seen, turn, index + 1, SAMPLES),
        review_turn(&other.observation(0), turn, index + 1, SAMPLES)
    );
}

#[test]
fn the_same_record_always_gets_the_same_review() {
    let record = expert_record(Ruleset::coop(2).on_fire(), 12);
    let first = review(&record, 1, SAMPLES, |_, _| {}).unwrap();
    let second = review(&record, 1, SAMPLES, |_, _| {}).unwrap();
    assert_eq!(first, second);
    assert!(
        first.turns.iter().all(|turn| turn.turn % 2 == 0),
        "seat 1 moves second"
    );
}

#[test]
fn the_command_line_reviews_co_op_records_and_refuses_the_others_with_a_reason() {
    let records = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/records");
    let run = |name: &str, seat| {
        pilefire_engine::cli::review::run(&records.join(name), seat, true, Some(50))
    };
    assert_eq!(run("coop-3-seats.ron", 2), std::process::ExitCode::SUCCESS);
    assert_eq!(run("duel.ron", 0), std::process::ExitCode::FAILURE);
    assert_eq!(run("coop-3-seats.ron", 3), std::process::ExitCode::FAILURE);
    assert_eq!(
        run("no-such-record.ron", 0),
        std::process::ExitCode::FAILURE
    );
}

#[test]
fn reasons_name_only_cards_on_the_piles_and_say_why_r_co_12() {
    use pilefire_engine::piles::bots::reasons::{Reason, reasons};
    let mut tricks = 0;
    let mut left = 0;
    for seed in 0..8 {
        let ruleset = if seed % 2 == 0 {
            Ruleset::coop(3)
        } else {
            Ruleset::coop(4).on_fire()
        };
        let record = expert_record(ruleset, 300 + seed);
        let mut before = Game::new(ruleset, record.deal.clone(), 0).unwrap();
        record
            .replay_with(|_, turn, after| {
                let said = reasons(&before.observation(turn.seat), turn);
                let on_piles: Vec<u8> = after
                    .piles()
                    .iter()
                    .flat_map(|pile| pile.cards.iter().map(|placed| placed.card))
                    .collect();
                for reason in &said {
                    let cards: Vec<u8> = match *reason {
                        Reason::Played {
                            card, trick_from, ..
                        } => std::iter::once(card).chain(trick_from).collect(),
                        Reason::CoveredFire { fire, .. } => vec![fire],
                        _ => Vec::new(),
                    };
                    for card in cards {
                        assert!(on_piles.contains(&card), "{reason:?} names a hidden card");
                    }
                    match reason {
                        Reason::Played {
                            trick_from: Some(_),
                            ..
                        } => tricks += 1,
                        Reason::LeftAsAsked { .. } => left += 1,
                        _ => {}
                    }
                }
                let played = turn
                    .moves
                    .iter()
                    .filter(|step| matches!(step, pilefire_engine::piles::rules::Move::Play { .. }))
                    .count();
                let told = said
                    .iter()
                    .filter(|reason| matches!(reason, Reason::Played { .. }))
                    .count();
                assert_eq!(played, told, "every play is told");
                before = after.clone();
            })
            .unwrap();
    }
    assert!(
        tricks > 10 && left > 5,
        "tricks {tricks}, piles left as asked {left}"
    );
}
