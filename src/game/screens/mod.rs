//! Screens of their own: loading, the score screen, statistics and the
//! replay viewer.

pub mod chameleon_look;
pub mod chameleon_replay;
pub mod chameleon_result;
pub mod chameleon_score;
pub mod chameleon_stats;
pub mod loading;
pub mod replays;
pub mod score;
pub mod score_ceremony;
pub mod score_parts;
pub mod statistics;

use bevy::prelude::*;

/// The score screen is driven by keys in headless tests.
pub(crate) fn keyboard_plugin(app: &mut App) {
    app.add_plugins((
        score::plugin,
        chameleon_score::plugin,
        chameleon_replay::plugin,
    ));
}

/// Screens that need a window.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((loading::plugin, statistics::plugin, replays::plugin));
}
