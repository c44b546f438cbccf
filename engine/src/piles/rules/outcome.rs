//! How a game ends and what a play or a turn did, for feedback and records.

use serde::{Deserialize, Serialize};

/// How a Duel was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DuelWin {
    /// R-DU-10: the winner placed all 58 of their cards.
    AllCardsPlayed,
    /// R-DU-11: the loser could not play the minimum at the start of their turn.
    OpponentStuck,
    /// The loser resigned.
    OpponentResigned,
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// R-CO-17: all 98 cards are on the piles.
    Won,
    /// R-CO-16 / R-CO-18: the game ended with cards left; fewer than 10 is excellent.
    Lost {
        cards_left: usize,
        excellent: bool,
        /// The seat that could not reach its minimum, or that gave up.
        seat: usize,
        gave_up: bool,
    },
    /// R-FIRE-2 / R-FIRE-4: a fire card was left uncovered past its deadline.
    FireLost {
        cards_left: usize,
        card: u8,
        pile: usize,
    },
    /// Duel: who won, and how.
    DuelWon { winner: usize, how: DuelWin },
}

impl Outcome {
    /// Cards not played (R-CO-18); `None` for a Duel.
    pub fn cards_left(&self) -> Option<usize> {
        match *self {
            Outcome::Won => Some(0),
            Outcome::Lost { cards_left, .. } | Outcome::FireLost { cards_left, .. } => {
                Some(cards_left)
            }
            Outcome::DuelWon { .. } => None,
        }
    }

    /// A co-operative score under 10 (R-CO-18); a win counts.
    pub fn is_excellent(&self) -> bool {
        match self {
            Outcome::Won => true,
            Outcome::Lost { excellent, .. } => *excellent,
            _ => false,
        }
    }

    pub fn describe(&self) -> String {
        match *self {
            Outcome::Won => "won: all 98 cards played (R-CO-17)".into(),
            Outcome::Lost {
                cards_left,
                excellent,
                seat,
                gave_up,
            } => {
                let why = if gave_up {
                    format!("seat {seat} gave up (R-CO-16)")
                } else {
                    format!("seat {seat} could not play its minimum (R-CO-16)")
                };
                let grade = if excellent { ", excellent" } else { "" };
                format!("lost: {why}; {cards_left} cards left{grade} (R-CO-18)")
            }
            Outcome::FireLost {
                cards_left,
                card,
                pile,
            } => format!(
                "lost to fire: {card} on pile {pile} was not covered in time (R-FIRE-2); {cards_left} cards left"
            ),
            Outcome::DuelWon { winner, how } => {
                let how = match how {
                    DuelWin::AllCardsPlayed => "played all 58 cards (R-DU-10)",
                    DuelWin::OpponentStuck => "the opponent could not play 2 cards (R-DU-11)",
                    DuelWin::OpponentResigned => "the opponent resigned",
                };
                format!("seat {winner} wins: {how}")
            }
        }
    }
}

/// What a successful play did, for feedback and animation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayReport {
    /// The card went backwards by exactly 10 (R-CO-7).
    pub backwards_trick: bool,
    /// Duel: the card went on the opponent's pile (R-DU-5).
    pub help: bool,
    /// The card lit a fire (R-FIRE-2).
    pub lit_fire: bool,
    /// The card covered a burning fire card (R-FIRE-2).
    pub covered_fire: Option<u8>,
    /// Whether the play ended the game (R-CO-17, R-DU-10).
    pub ended_game: bool,
}

/// What ending a turn did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnReport {
    pub seat: usize,
    /// Cards drawn by the seat that ended its turn (R-CO-10, R-DU-9).
    pub drawn: usize,
    /// Seats that dropped out at this turn's end (R-CO-15).
    pub dropped_out: Vec<usize>,
    /// The game's end, if the turn ended it (R-FIRE-2, R-CO-16, R-DU-11).
    pub outcome: Option<Outcome>,
}
