//! The simulator's fast lane for the `baseline` bot in co-op games without
//! fire: the same deal, rules and planner as the checked engine (`Game`), on
//! a compact state with no per-turn allocation, no record and no observation
//! copies. A game whose turn the fast lane does not expect (an illegal play,
//! a game that would not end) returns `None`, and the caller replays it on
//! the checked engine, so the result is always the checked engine's. The test
//! `fast_lane_matches_the_checked_engine` compares both on many deals.

use std::time::Instant;

use super::GameResult;
use crate::piles::bots::baseline;
use crate::piles::rules::deal::shuffled_deck;
use crate::piles::rules::pile::{Direction, follows};
use crate::piles::rules::{Mode, Play, Ruleset};

/// Whether the fast lane can play games of `ruleset` with the baseline bot.
pub fn covers(ruleset: &Ruleset) -> bool {
    ruleset.mode == Mode::Coop && !ruleset.on_fire && ruleset.validate().is_ok()
}

const DIRS: [Direction; 4] = [
    Direction::Ascending,
    Direction::Ascending,
    Direction::Descending,
    Direction::Descending,
];

/// Plays game `seed` with `baseline` in every seat; `None` asks the caller
/// to use the checked engine.
pub fn play(
    ruleset: &Ruleset,
    seed: u64,
    first_seat: usize,
    max_turns: u32,
    timing: bool,
) -> Option<GameResult> {
    let seats = ruleset.seats;
    let hand_size = ruleset.hand_size();
    let minimum = ruleset.minimum_with_deck().0;
    let deck_order = shuffled_deck(seed, 0, ruleset.deck_cards());
    if first_seat >= seats || seats * hand_size > deck_order.len() {
        return None;
    }
    let mut hands: Vec<Vec<u8>> = (0..seats)
        .map(|seat| {
            let mut hand = deck_order[seat * hand_size..(seat + 1) * hand_size].to_vec();
            hand.sort_unstable();
            hand
        })
        .collect();
    // Next card to draw last, as in `Game`.
    let mut deck: Vec<u8> = deck_order[seats * hand_size..]
        .iter()
        .rev()
        .copied()
        .collect();
    let mut tops: [u8; 4] = [1, 1, 100, 100];
    let mut left = deck_order.len();
    let mut to_move = first_seat;
    let mut turn: u32 = 0;
    let mut plays: Vec<Play> = Vec::with_capacity(16);
    let mut turn_nanos = Vec::with_capacity(if timing { 64 } else { 0 });
    // (won, cards left, excellent)
    let outcome: (bool, usize, bool) = loop {
        if turn >= max_turns {
            return None;
        }
        let hand = &hands[to_move];
        let required = if deck.is_empty() { 1 } else { minimum };
        let start = timing.then(Instant::now);
        let planned = baseline::plan(hand, DIRS, tops, required, deck.len(), seats, &mut plays);
        if let Some(start) = start {
            turn_nanos.push(start.elapsed().as_nanos() as u64);
        }
        // R-CO-16: a turn that cannot reach its minimum ends the game before
        // the bot is asked (`Game::begin_turn`); a plan that reaches it
        // proves it can.
        let need = if deck.is_empty() {
            required.min(hand.len())
        } else {
            required
        };
        if need > 0 && (!planned || plays.len() < need) && !can_play(hand, tops, need) {
            if timing {
                turn_nanos.pop();
            }
            break (false, left, left < 10);
        }
        if !planned {
            // R-CO-16: the bot gives up.
            break (false, left, left < 10);
        }
        let hand = &mut hands[to_move];
        let mut won = false;
        for play in &plays {
            let position = hand.iter().position(|&c| c == play.card)?;
            if play.pile >= 4 || !follows(DIRS[play.pile], tops[play.pile], play.card) {
                return None;
            }
            hand.remove(position);
            tops[play.pile] = play.card;
            left -= 1;
            if left == 0 {
                won = true;
                break;
            }
        }
        if won {
            break (true, 0, true);
        }
        if plays.len() < required {
            return None;
        }
        // Draw as many as were played (R-CO-10), keeping the hand sorted.
        for _ in 0..plays.len().min(deck.len()) {
            let card = deck.pop().expect("counted above");
            let at = hand.partition_point(|&c| c < card);
            hand.insert(at, card);
        }
        turn += 1;
        // R-CO-15: the next seat that still holds cards.
        to_move = (1..=seats)
            .map(|step| (to_move + step) % seats)
            .find(|&seat| !hands[seat].is_empty() || (seat == to_move && !deck.is_empty()))
            .unwrap_or(to_move);
    };
    let (won, cards_left, excellent) = outcome;
    Some(GameResult {
        seed,
        first_seat,
        won,
        excellent,
        cards_left,
        fire_lost: false,
        turns: turn,
        error: None,
        oracle: None,
        turn_nanos,
    })
}

/// Is there an order of `need` plays from `hand` onto the co-op piles?
/// (`rules::search::can_play` without its allocation.)
fn can_play(hand: &[u8], tops: [u8; 4], need: usize) -> bool {
    fn search(hand: &[u8], used: u32, tops: &mut [u8; 4], need: usize) -> bool {
        if need == 0 {
            return true;
        }
        for (index, &card) in hand.iter().enumerate() {
            if used & (1 << index) != 0 {
                continue;
            }
            for p in 0..4 {
                let top = tops[p];
                if !follows(DIRS[p], top, card) {
                    continue;
                }
                tops[p] = card;
                let found = search(hand, used | (1 << index), tops, need - 1);
                tops[p] = top;
                if found {
                    return true;
                }
            }
        }
        false
    }
    let mut tops = tops;
    search(hand, 0, &mut tops, need)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piles::bots::driver::play_out;
    use crate::piles::bots::{Bot, BotLevel, make_bot};
    use crate::piles::rules::{Deal, Game, Outcome};

    /// The fast lane gives the checked engine's result on every deal: the
    /// same outcome, cards left and number of turns, for every seat count,
    /// the professional variant and its smaller hands.
    #[test]
    fn fast_lane_matches_the_checked_engine() {
        let mut rulesets = Vec::new();
        for seats in 1..=5 {
            rulesets.push(Ruleset::coop(seats));
            rulesets.push(Ruleset::coop(seats).professional(false));
            rulesets.push(Ruleset::coop(seats).professional(true));
        }
        for ruleset in rulesets {
            assert!(covers(&ruleset));
            for seed in 0..150 {
                let first_seat = (seed as usize) % ruleset.seats;
                let fast = play(&ruleset, seed, first_seat, 2_000, true).expect("a plain game");
                let mut game = Game::new(ruleset, Deal::Seed(seed), first_seat).expect("valid");
                let mut bots: Vec<Box<dyn Bot>> = (0..ruleset.seats)
                    .map(|seat| make_bot(BotLevel::Baseline, &ruleset, seat as u64))
                    .collect();
                let outcome = play_out(&mut game, &mut bots).expect("legal moves");
                let what = format!("{} seed {seed}", ruleset.describe());
                assert_eq!(fast.won, outcome == Outcome::Won, "{what}");
                assert_eq!(fast.excellent, outcome.is_excellent(), "{what}");
                assert_eq!(Some(fast.cards_left), outcome.cards_left(), "{what}");
                assert_eq!(fast.turns, game.turn(), "{what}");
            }
        }
        assert!(!covers(&Ruleset::coop(2).on_fire()));
        assert!(!covers(&Ruleset::duel()));
    }
}
