//! The rules of every mode in plain Rust, with no Bevy anywhere under this
//! folder: the game state, legal plays, turns, the end of the game, records
//! and what each seat may see. Rule ids refer to `RULES.md`.

pub mod action;
pub mod deal;
pub mod error;
pub mod game;
pub mod observation;
pub mod outcome;
pub mod pile;
pub mod placement;
pub mod progress;
pub mod record;
mod replay;
pub mod ruleset;
pub mod search;

pub use action::{Action, Effect, Play, Signal, SignalMark};
pub use deal::Deal;
pub use error::{Rule, RuleError};
pub use game::Game;
pub use observation::Observation;
pub use outcome::{DuelWin, Outcome, PlayReport, TurnReport};
pub use pile::{Direction, Pile, Placed};
pub use placement::FireDeadline;
pub use progress::{Progress, TurnPoint, Verdict};
pub use record::{Move, Record, ReplayError, TurnEnd, TurnRecord};
pub use ruleset::{FIRE_CARDS, Mode, Ruleset};
