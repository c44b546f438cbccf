//! How a game went, read from its record alone: the cards left after every
//! turn and each seat's share of the cards played, for the score screen's
//! chart and bars. And the result in the rule book's words (R-CO-18).

use super::error::Rule;
use super::outcome::{DuelWin, Outcome};
use super::record::{Move, Record};

/// One turn of the game as the chart draws it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnPoint {
    /// The seat that took the turn.
    pub seat: usize,
    /// Cards it put on the piles (plays taken back are not in the record).
    pub played: usize,
    /// Cards not on a pile after the turn: hands and draw piles (R-CO-18).
    pub cards_left: usize,
}

/// A finished (or unfinished) game's course.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Progress {
    /// Cards not on a pile before the first turn: every card of every deck.
    pub start: usize,
    /// One point per recorded turn, in order.
    pub turns: Vec<TurnPoint>,
    /// Cards each seat put on the piles, by seat.
    pub played_by_seat: Vec<usize>,
}

impl Progress {
    /// Cards put on the piles by all seats.
    pub fn played(&self) -> usize {
        self.played_by_seat.iter().sum()
    }

    /// Cards not on a pile after the last recorded turn.
    pub fn cards_left(&self) -> usize {
        self.start - self.played()
    }

    /// Where every seat has its own deck (Duel): each seat's cards still to
    /// place (hand and draw pile) after every turn, a row per turn.
    pub fn to_place_by_seat(&self) -> Vec<Vec<usize>> {
        let seats = self.played_by_seat.len().max(1);
        let mut left = vec![self.start / seats; seats];
        self.turns
            .iter()
            .map(|point| {
                if let Some(count) = left.get_mut(point.seat) {
                    *count = count.saturating_sub(point.played);
                }
                left.clone()
            })
            .collect()
    }
}

impl Record {
    /// The game's course, counted from the moves (no replay needed: every
    /// recorded play put one card on a pile).
    pub fn progress(&self) -> Progress {
        let start = self.ruleset.deck_cards().len() * self.ruleset.deck_count();
        let mut played_by_seat = vec![0; self.ruleset.seats];
        let mut left = start;
        let turns = self
            .turns
            .iter()
            .map(|turn| {
                let played = turn
                    .moves
                    .iter()
                    .filter(|step| matches!(step, Move::Play { .. }))
                    .count();
                if let Some(count) = played_by_seat.get_mut(turn.seat) {
                    *count += played;
                }
                left = left.saturating_sub(played);
                TurnPoint {
                    seat: turn.seat,
                    played,
                    cards_left: left,
                }
            })
            .collect();
        Progress {
            start,
            turns,
            played_by_seat,
        }
    }
}

/// The result on the co-operative rule book's scale (R-CO-18): the game is
/// beaten with 0 cards left, excellent with fewer than 10, otherwise the
/// count stands; a fire lost it whatever the count (R-FIRE-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Beaten,
    Excellent,
    Counted,
    Burned,
    /// A Duel: one seat won.
    DuelDecided,
}

/// Cards left below which a co-operative result is excellent (R-CO-18).
pub const EXCELLENT_BELOW: usize = 10;

impl Verdict {
    pub fn of(outcome: &Outcome) -> Verdict {
        match *outcome {
            Outcome::Won => Verdict::Beaten,
            Outcome::Lost { cards_left, .. } if cards_left < EXCELLENT_BELOW => Verdict::Excellent,
            Outcome::Lost { .. } => Verdict::Counted,
            Outcome::FireLost { .. } => Verdict::Burned,
            Outcome::DuelWon { .. } => Verdict::DuelDecided,
        }
    }

    /// The rules that decided the result, for a small aside (a resignation
    /// is decided by no rule).
    pub fn rules(outcome: &Outcome) -> Vec<Rule> {
        match *outcome {
            Outcome::Won => vec![Rule::Co17, Rule::Co18],
            Outcome::Lost { .. } => vec![Rule::Co16, Rule::Co18],
            Outcome::FireLost { .. } => vec![Rule::Fire2],
            Outcome::DuelWon { how, .. } => match how {
                DuelWin::AllCardsPlayed => vec![Rule::Du10],
                DuelWin::OpponentStuck => vec![Rule::Du11],
                DuelWin::OpponentResigned => Vec::new(),
            },
        }
    }

    /// Whether the team (or the person) has something to celebrate.
    pub fn celebrates(self) -> bool {
        matches!(self, Verdict::Beaten | Verdict::Excellent)
    }
}
