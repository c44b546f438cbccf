//! What both games share: the camera and the window, the screens' states, settings, the language in
//! force, animation pacing, sound, the interface's pieces, the title menu
//! and its pages, the pause menu, loading, and the statistics and replay
//! screens' frames.

pub mod audio;
pub mod camera;
pub mod language;
pub mod loading;
pub mod menus;
pub mod pacing;
pub mod replays;
pub mod settings;
pub mod states;
pub mod statistics;
pub mod ui;
pub mod window;

use bevy::prelude::*;

/// Headless: states, settings, the language and pacing.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins((
        states::plugin,
        settings::plugin,
        language::plugin,
        pacing::plugin,
    ));
}

/// What the keyboard's screens need without a window.
pub fn keyboard_plugin(app: &mut App) {
    app.add_plugins((ui::keyboard_plugin, audio::messages_plugin, menus::plugin));
}

/// Drawn with the window's theme; tests run it without a window or renderer.
pub fn pictures_plugin(app: &mut App) {
    app.add_plugins((
        camera::plugin,
        window::plugin,
        ui::plugin,
        statistics::plugin,
        replays::plugin,
    ));
}
