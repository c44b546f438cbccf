//! The chameleon rows game (rules `CHAMELEONS.md`, ids `R-CL-n`) in plain
//! Rust: set-up and seeded deals, the turn, rounds, scoring on both sides,
//! what each player may see, records, bots and the simulator. No Bevy here.

pub mod bots;
pub mod cards;
pub mod cli;
pub mod deal;
pub mod error;
pub mod game;
pub mod observation;
pub mod record;
pub mod scoring;
pub mod sim;

pub use cards::{Card, CardCensus, Colour, full_census};
pub use deal::{ChameleonDeal, DealtCards};
pub use error::{ChameleonError, ClRule};
pub use game::{
    Action, Applied, ChameleonConfig, ChameleonGame, ChameleonOutcome, Event, Row, Table,
};
pub use observation::ChameleonObservation;
pub use record::{ChameleonRecord, ChameleonReplayError, RecordGame, RecordedAction, record_game};
pub use scoring::{Collection, Score, ScoreChoice, ScoreSide, best_score, score_with_choice};
