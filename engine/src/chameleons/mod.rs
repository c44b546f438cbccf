//! The chameleon rows game (rules `CHAMELEONS.md`, ids `R-CL-n`) in plain
//! Rust: set-up and seeded deals, the turn, rounds, scoring on both sides,
//! what each player may see, records, bots and the simulator. No Bevy here.
//!
//! For a table on screen: [`ChameleonGame::new`] with a [`ChameleonConfig`]
//! (players, [`ScoreSide`]) and a [`ChameleonDeal`] (a seed, or
//! [`DealtCards::from_seed_choosing`] when the person picks a starting
//! colour); [`ChameleonGame::apply`] for every action, which returns the
//! [`Event`]s to animate or a [`ChameleonError`] whose `rule()` names the
//! R-CL rule; queries `rows`, `collection`, `deck_count`, `is_last_round`,
//! `current_player`, `drawn_card`, `taken_row`, `legal_actions`,
//! `live_score`/`score_on` (best jokers and plus colours, R-CL-12),
//! `score_with_choice` (the person's own choice), `outcome`; and
//! `observation(player)` for the bots ([`bots::make_chameleon_bot`]),
//! `record()` for saving.

pub mod bots;
pub mod dealcode;
pub mod review;
pub mod rules;
pub mod sim;
pub mod stats;

pub use rules::cards::{Card, CardCensus, Colour, full_census};
pub use rules::deal::{ChameleonDeal, DealtCards};
pub use rules::error::{ChameleonError, ClRule};
pub use rules::game::{
    Action, Applied, ChameleonConfig, ChameleonGame, ChameleonOutcome, Event, Row, Table,
};
pub use rules::observation::ChameleonObservation;
pub use rules::record::{
    ChameleonRecord, ChameleonReplayError, RecordGame, RecordedAction, record_game,
};
pub use rules::scoring::{
    Collection, Score, ScoreChoice, ScoreSide, best_score, score_with_choice,
};
