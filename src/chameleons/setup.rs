//! The contract between the menus, the chameleon table and its score screen:
//! what game to start, and the finished game the score screen shows. The
//! table itself lives in `chameleons::session` (core) and `chameleons::table` (its
//! view); the menus only insert a [`ChameleonSetup`] and enter
//! `Screen::Turns(GAME)`.

use bevy::prelude::*;

use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents};
use pilefire_engine::chameleons::{ChameleonGame, ScoreSide};

/// The chameleon game the next `Screen::Turns(GAME)` deals.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct ChameleonSetup {
    /// 2 to 5 (R-CL-2).
    pub players: usize,
    pub side: ScoreSide,
    /// `None`: a fresh random deal; `Some`: this deal again.
    pub seed: Option<u64>,
    /// Who plays every other seat: one level, or the styles in turn.
    pub opponents: Opponents,
    /// The person's seat; `None` puts bots in every seat (autoplay).
    pub human_seat: Option<usize>,
    /// The day's deal (kept apart in the statistics).
    pub daily: bool,
}

impl Default for ChameleonSetup {
    fn default() -> Self {
        ChameleonSetup {
            players: 4,
            side: ScoreSide::Brown,
            seed: None,
            opponents: Opponents::All(ChameleonLevel::Normal),
            human_seat: Some(0),
            daily: false,
        }
    }
}

/// A chameleon game that has just ended, for `Screen::Score(GAME)`.
#[derive(Resource, Debug, Clone)]
pub struct ChameleonFinished {
    /// The finished game (its record, collections and outcome).
    pub game: ChameleonGame,
    pub setup: ChameleonSetup,
    /// The seed the deal was made from.
    pub seed: u64,
    /// Each seat's name as shown at the table.
    pub names: Vec<String>,
}
