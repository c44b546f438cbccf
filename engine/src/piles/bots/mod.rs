//! Bots. A bot receives only its seat's [`Observation`] and its own random
//! generator, and answers with the moves of its whole turn.

pub mod baseline;
pub mod cards;
pub mod coop;
pub mod driver;
pub mod duel;
pub mod easy;
pub mod greedy;
pub mod lookahead;
pub mod opening;
pub mod oracle;
pub mod reasons;

use serde::{Deserialize, Serialize};

use crate::piles::rules::{Action, Mode, Observation, Ruleset};

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

impl BotLevel {
    pub const ALL: [BotLevel; 4] = [
        BotLevel::Easy,
        BotLevel::Normal,
        BotLevel::Expert,
        BotLevel::Baseline,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Expert => "expert",
            BotLevel::Baseline => "baseline",
        }
    }

    pub fn from_name(name: &str) -> Option<BotLevel> {
        BotLevel::ALL.into_iter().find(|level| level.name() == name)
    }
}

/// A bot of `level` for games of `ruleset`, with its own generator seeded by `seed`.
/// In Duel, `Baseline` (a co-operative yardstick) plays as `Normal`.
pub fn make_bot(level: BotLevel, ruleset: &Ruleset, seed: u64) -> Box<dyn Bot> {
    match (ruleset.mode, level) {
        (_, BotLevel::Easy) => Box::new(easy::Easy::new(seed)),
        (Mode::Coop, BotLevel::Baseline) => Box::new(baseline::Baseline),
        (Mode::Coop, BotLevel::Normal) => {
            Box::new(coop::CoopPlanner::new(coop::CoopParams::normal(), seed))
        }
        (Mode::Coop, BotLevel::Expert) => {
            Box::new(coop::CoopPlanner::new(coop::CoopParams::expert(), seed))
        }
        (Mode::Duel, BotLevel::Normal | BotLevel::Baseline) => {
            Box::new(duel::DuelPlanner::new(duel::DuelParams::normal(), seed))
        }
        (Mode::Duel, BotLevel::Expert) => {
            Box::new(duel::DuelPlanner::new(duel::DuelParams::expert(), seed))
        }
    }
}

/// A player that decides from what its seat may see.
pub trait Bot: Send {
    /// A short name for menus and reports.
    fn name(&self) -> &'static str;

    /// The whole turn for `observation.seat`, which is the seat to move. The
    /// list ends with `EndTurn` or `GiveUp` unless the game ends on the way.
    fn plan_turn(&mut self, observation: &Observation) -> Vec<Action>;
}
