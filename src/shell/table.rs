//! What every game's table shares: whether cards are still moving, why the
//! last deal could not start, a fresh seed, and whether games with only
//! bots count towards statistics.

use bevy::prelude::*;

/// Set by the presentation while cards are still moving; bots and screen
/// changes wait for it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PresentationBusy(pub bool);

/// Why the last requested deal could not start (shown by the menu).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct DealProblem(pub Option<String>);

/// Count games with no person at the table too (autoplay's `--keep-stats`).
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct CountBotGames;

/// A fresh seed for a random deal, small enough to type back in.
pub fn random_seed() -> u64 {
    u64::from(rand::random::<u32>() % 1_000_000)
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PresentationBusy>();
    app.init_resource::<DealProblem>();
}
