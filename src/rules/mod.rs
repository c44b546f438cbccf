//! The rules of every mode in plain Rust, with no Bevy anywhere under this
//! folder: the game state, legal plays, turns, the end of the game, records
//! and what each seat may see. Rule ids refer to `RULES.md`.

pub mod deal;
pub mod error;
pub mod game;
pub mod observation;
pub mod pile;
pub mod record;
pub mod ruleset;
pub mod search;

pub use deal::Deal;
pub use error::{Rule, RuleError};
pub use game::{DuelWin, Game, Outcome, Play, PlayReport, Signal, SignalMark, TurnReport};
pub use observation::{FireDeadline, Observation};
pub use pile::{Direction, Pile, Placed};
pub use record::{Move, Record, ReplayError, TurnEnd, TurnRecord};
pub use ruleset::{FIRE_CARDS, Mode, Ruleset};
