//! Headless logic: the screens' states, settings, the language in force, the
//! match at the table and the one place moves change it, the bots' turns,
//! hints, the tutorial's lessons, the autosave and what a finished game
//! leaves behind. Nothing here draws, and nothing here imports the rest of
//! `game`: `table`, `menus` and `screens` react to its messages and states.

pub mod autosave;
pub mod bots;
pub mod chameleon_bots;
pub mod chameleon_kept;
pub mod chameleon_session;
pub mod chameleon_setup;
pub mod chameleon_tutorial;
pub mod chameleon_words;
pub mod describe;
pub mod hints;
pub mod kept;
pub mod language;
pub mod pacing;
pub mod session;
pub mod settings;
pub mod states;
pub mod tutorial;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        states::plugin,
        settings::plugin,
        language::plugin,
        session::plugin,
        pacing::plugin,
        bots::plugin,
        hints::plugin,
        autosave::plugin,
        kept::plugin,
        chameleon_kept::plugin,
        tutorial::plugin,
        chameleon_session::plugin,
        chameleon_bots::plugin,
        chameleon_tutorial::plugin,
    ));
}
