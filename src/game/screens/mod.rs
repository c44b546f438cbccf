//! Screens of their own: loading, the score screen, statistics and the
//! replay viewer.

pub mod chameleon_look;
pub mod chameleon_replay;
pub mod chameleon_replay_board;
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

/// Screens drawn with the window's theme (its colours and fonts); tests run
/// them without a window or renderer. The loading screen, which waits for
/// the sounds, is added with the sound.
pub(crate) fn pictures_plugin(app: &mut App) {
    app.add_plugins((statistics::plugin, replays::plugin));
}
