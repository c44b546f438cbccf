//! Bots. A bot receives only its seat's [`Observation`] and its own random
//! generator, and answers with the moves of its whole turn.

pub mod driver;
pub mod greedy;

use serde::{Deserialize, Serialize};

use crate::rules::{Observation, Play, Ruleset, Signal};

/// The bots offered in play (co-op levels also name the Duel levels).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum BotLevel {
    Easy,
    #[default]
    Normal,
    Expert,
    /// The best simple published strategy, kept as a yardstick.
    Baseline,
}

/// A bot of `level` for games of `ruleset`, with its own generator seeded by `seed`.
pub fn make_bot(level: BotLevel, ruleset: &Ruleset, seed: u64) -> Box<dyn Bot> {
    // Until the levels exist every level plays the greedy strategy.
    let _ = (level, ruleset, seed);
    Box::new(greedy::Greedy)
}

/// One step of a bot's turn, applied in order through the same path as a
/// human's input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum BotAction {
    Play(Play),
    /// Place (`Some`) or clear (`None`) this seat's signal on a pile (R-CO-13).
    Signal {
        pile: usize,
        signal: Option<Signal>,
    },
    /// End the turn and draw.
    EndTurn,
    /// No way to reach the minimum is left (R-CO-16); the game ends.
    GiveUp,
}

/// A player that decides from what its seat may see.
pub trait Bot: Send {
    /// A short name for menus and reports.
    fn name(&self) -> &'static str;

    /// The whole turn for `observation.seat`, which is the seat to move. The
    /// list ends with `EndTurn` or `GiveUp` unless the game ends on the way.
    fn plan_turn(&mut self, observation: &Observation) -> Vec<BotAction>;
}
