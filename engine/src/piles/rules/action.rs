//! The things a seat can do, as one type: a person's input, a bot's plan and a
//! hint all speak it, and [`Game::apply`](super::Game::apply) carries it out.

use serde::{Deserialize, Serialize};

use super::outcome::{Outcome, PlayReport, TurnReport};

/// One card onto one pile. Piles are numbered as [`Game::piles`] lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Play {
    pub card: u8,
    pub pile: usize,
}

impl Play {
    pub fn new(card: u8, pile: usize) -> Self {
        Play { card, pile }
    }
}

/// The table talk a seat may attach to a pile (R-CO-13). None carries a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Signal {
    /// "Please leave this pile to me": I hold a card that fits it well.
    LeaveToMe,
    /// "Only small jumps here, please."
    SmallJumps,
}

/// A signal on the table: which seat placed it on which pile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SignalMark {
    pub seat: usize,
    pub pile: usize,
    pub signal: Signal,
}

/// One step a seat takes. Bots never ask for `Undo` (R-CO-11 gives it to people).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    Play(Play),
    /// Take back the last card of this turn (R-CO-11).
    Undo,
    /// End the turn and draw.
    EndTurn,
    /// Give up: no way to reach the minimum is left, or the person gives up (R-CO-16).
    GiveUp,
    /// Place (`Some`) or clear (`None`) this seat's signal on a pile (R-CO-13).
    Signal {
        pile: usize,
        signal: Option<Signal>,
    },
}

/// What an applied [`Action`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    Played(PlayReport),
    Undone(Play),
    TurnEnded(TurnReport),
    GaveUp(Outcome),
    Signalled,
}
