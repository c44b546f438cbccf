//! Tools for making and measuring the game: autoplay with screenshots, F12
//! pictures, the frame-time report, pictures of the chameleon screens.

pub mod autoplay;
pub mod layout_report;
pub mod perf;
pub mod preview;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        autoplay::plugin,
        perf::plugin,
        layout_report::plugin,
        preview::plugin,
    ));
}
