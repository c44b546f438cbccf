//! `baseline`: the best simple published strategy, M. Drees'
//! "thegameanalyzer" (MIT; its tables give solitaire 11.8% wins and 45%
//! excellent), planned exactly as its `turn.cpp` does (`turn`), kept as a
//! yardstick. No memory, no signals, no fire awareness. It plays the
//! published program's turns one for one, and [`strongest_exact`] is its
//! start rule; the tests tie both to the original (its own turns on 41
//! positions, and games pinned while a line-by-line port played them; see
//! docs/AI.md, *Who starts*). Reach: solitaire 1; 2-5 seats 3 while the
//! deck lasts, 6 once it is empty.

mod turn;

use super::Bot;
use crate::piles::rules::pile::{Direction, distance, follows};
use crate::piles::rules::{Action, Game, Observation, Play};

#[derive(Debug, Default, Clone)]
pub struct Baseline;

impl Bot for Baseline {
    fn name(&self) -> &'static str {
        "baseline"
    }

    fn plan_turn(&mut self, obs: &Observation) -> Vec<Action> {
        let dirs: [Direction; 4] = std::array::from_fn(|p| obs.piles[p].direction);
        let tops: [u8; 4] = std::array::from_fn(|p| obs.piles[p].top());
        let need = obs.required.saturating_sub(obs.plays_this_turn.len());
        let mut plays = Vec::new();
        if !plan(
            &obs.hand,
            dirs,
            tops,
            need,
            obs.my_draw_pile_size(),
            obs.ruleset.seats,
            &mut plays,
        ) {
            return vec![Action::GiveUp];
        }
        plays
            .into_iter()
            .map(Action::Play)
            .chain([Action::EndTurn])
            .collect()
    }
}

/// The published program's own play, for measurement (`--bot published`):
/// the same planner without `baseline`'s rescue. Like the original, a turn
/// that falls short of the minimum still places what it found, and then the
/// game ends (R-CO-16).
#[derive(Debug, Default, Clone)]
pub struct Published;

impl Bot for Published {
    fn name(&self) -> &'static str {
        "published"
    }

    fn plan_turn(&mut self, obs: &Observation) -> Vec<Action> {
        let need = obs.required.saturating_sub(obs.plays_this_turn.len());
        let reach = reach_for(obs.ruleset.seats, obs.my_draw_pile_size());
        let plays = best_turn_for(obs, need, reach);
        let end = if plays.len() < need {
            Action::GiveUp
        } else {
            Action::EndTurn
        };
        plays.into_iter().map(Action::Play).chain([end]).collect()
    }
}

/// The published start rule: the seat whose best opening turn compares best
/// by the exact turn comparison (first seat on a tie, as `max_element`).
/// It needs every seat's exact score (the piles' total movement), which
/// hints at card values (R-CO-12), so it is for measurement only.
pub fn strongest_exact(game: &Game) -> usize {
    let seats = game.ruleset().seats;
    let need = game.ruleset().minimum_with_deck().0;
    let reach = reach_for(seats, 1);
    let mut scratch = Vec::new();
    let mut turns = (0..seats).map(|seat| {
        let obs = game.observation(seat);
        let dirs = std::array::from_fn(|p| obs.piles[p].direction);
        let tops = std::array::from_fn(|p| obs.piles[p].top());
        scratch.clear();
        turn::best_turn(&obs.hand, dirs, tops, need, reach, &mut scratch)
    });
    let mut best = (0, turns.next().expect("a seat"));
    for (seat, turn) in (1..).zip(turns) {
        if turn::better(&best.1, &turn, need) {
            best = (seat, turn);
        }
    }
    best.0
}

/// The turn the published planner picks on `obs` (at least `need` plays
/// when it can), for callers outside the simulator's hot loop.
pub(crate) fn best_turn_for(obs: &Observation, need: usize, reach: i16) -> Vec<Play> {
    let dirs: [Direction; 4] = std::array::from_fn(|p| obs.piles[p].direction);
    let tops: [u8; 4] = std::array::from_fn(|p| obs.piles[p].top());
    let mut out = Vec::new();
    turn::best_turn(&obs.hand, dirs, tops, need, reach, &mut out);
    out
}

/// The baseline's whole turn on co-op piles, written into `out` (cleared
/// first); false when it gives up. `need` is what the turn still has to play
/// while the deck lasts. Allocation-free (apart from `out`) because the
/// simulator calls it for every turn of millions of games.
pub fn plan(
    hand: &[u8],
    dirs: [Direction; 4],
    tops: [u8; 4],
    need: usize,
    deck_left: usize,
    seats: usize,
    out: &mut Vec<Play>,
) -> bool {
    out.clear();
    let need = if deck_left == 0 {
        need.min(hand.len())
    } else {
        need
    };
    let reach = reach_for(seats, deck_left);
    turn::best_turn(hand, dirs, tops, need, reach, out);
    if out.len() < need {
        // The published planner misses some legal turns (a card both
        // directions' runs want blocks the rest of one run) and then stops
        // the game. We play the turn with the least movement instead, which
        // can only help the yardstick (docs/AI.md).
        out.clear();
        match any_turn(hand, dirs, tops, need) {
            Some(found) => out.extend(found),
            None => return false,
        }
    }
    true
}

/// The published reach distances.
pub fn reach_for(seats: usize, deck_left: usize) -> i16 {
    match (seats, deck_left) {
        (1, _) => 1,
        (_, 0) => 6,
        _ => 3,
    }
}

/// The `need` plays with the least total movement, searched exhaustively.
fn any_turn(hand: &[u8], dirs: [Direction; 4], tops: [u8; 4], need: usize) -> Option<Vec<Play>> {
    fn go(
        hand: &[u8],
        dirs: [Direction; 4],
        tops: &mut [u8; 4],
        used: &mut Vec<u8>,
        path: &mut Vec<Play>,
        need: usize,
        moved: i32,
        best: &mut Option<(i32, Vec<Play>)>,
    ) {
        if path.len() == need {
            if best.as_ref().is_none_or(|(b, _)| moved < *b) {
                *best = Some((moved, path.clone()));
            }
            return;
        }
        for &card in hand {
            if used.contains(&card) {
                continue;
            }
            for pile in 0..4 {
                let direction = dirs[pile];
                if !follows(direction, tops[pile], card) {
                    continue;
                }
                let d = distance(direction, tops[pile], card) as i32;
                let top = tops[pile];
                tops[pile] = card;
                used.push(card);
                path.push(Play::new(card, pile));
                go(hand, dirs, tops, used, path, need, moved + d, best);
                path.pop();
                used.pop();
                tops[pile] = top;
            }
        }
    }
    let mut tops = tops;
    let mut best = None;
    go(
        hand,
        dirs,
        &mut tops,
        &mut Vec::new(),
        &mut Vec::new(),
        need,
        0,
        &mut best,
    );
    best.map(|(_, plays)| plays)
}

#[cfg(test)]
mod tests;
