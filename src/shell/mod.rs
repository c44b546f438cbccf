//! What both games share: the screens' states, settings, the language in
//! force, animation pacing, sound, the interface's pieces, the title menu
//! and its pages (each game's entries through `menus::games`), the pause
//! menu and the rules book's frame, bots off the main thread, loading, and
//! the statistics screen.

pub mod audio;
pub mod bot_tasks;
pub mod camera;
pub mod language;
pub mod loading;
pub mod log_file;
pub mod menus;
pub mod pacing;
pub mod pad;
pub mod playback;
pub mod replays;
pub mod replays_from;
pub mod review;
pub mod rules_book;
pub mod settings;
pub mod states;
pub mod statistics;
pub mod table;
pub mod ui;
pub mod window;

use bevy::prelude::*;

/// One game's plugins at each level the app adds them: headless logic,
/// what a person drives without a window, what is drawn, and the sounds
/// of its own it loads (`audio::RegisterGameSounds`).
#[derive(Clone, Copy)]
pub struct GamePlugins {
    pub logic: fn(&mut App),
    pub keyboard: fn(&mut App),
    pub pictures: fn(&mut App),
    pub sounds: fn(&mut App),
}

/// Headless: states, settings, the language and pacing.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins((
        states::plugin,
        settings::plugin,
        language::plugin,
        pacing::plugin,
        replays_from::plugin,
        table::plugin,
    ));
}

/// What the keyboard's screens need without a window.
pub fn keyboard_plugin(app: &mut App) {
    app.add_plugins((
        ui::keyboard_plugin,
        pad::plugin,
        audio::messages_plugin,
        rules_book::plugin,
        menus::plugin,
    ));
}

/// Drawn with the window's theme; tests run it without a window or renderer.
pub fn pictures_plugin(app: &mut App) {
    app.add_plugins((
        camera::plugin,
        window::plugin,
        ui::plugin,
        statistics::plugin,
    ));
}
