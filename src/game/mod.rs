//! The game window in Bevy. Logic plugins (screens, the rules resource, the
//! intent pipeline, bot scheduling, settings) run headless under
//! `MinimalPlugins + StatesPlugin`; presentation plugins (sprites, UI,
//! animation, sound, input, screenshots) are added only for the real window.

pub mod a11y;
pub mod autoplay;
pub mod autosave;
pub mod bots;
pub mod hints;
pub mod history;
pub mod i18n;
pub mod screen;
pub mod session;
pub mod settings;
pub mod tutorial;

mod audio;
mod cards;
mod fire;
mod hud;
mod input;
mod layout;
mod loading;
mod menu;
mod pause;
pub mod perf;
pub mod replays;
mod rules_screen;
mod score;
mod settings_rows;
mod statistics;
mod table;
pub mod theme;

use std::process::ExitCode;

use bevy::prelude::*;

pub use autoplay::Launch;
pub use autosave::{Resumable, SavedGame};
pub use bots::{BotPace, BotSeats};
pub use cards::Selection;
pub use hints::{Hint, HintRequest, HintsUsed, Suggestion};
pub use history::{LastGame, Stats};
pub use screen::{AppSystems, InMatch, Pause, Screen};
pub use session::{Act, Applied, Effect, Intent, MatchConfig, PresentationBusy, Table};
pub use settings::{KeptFile, Notice, Notices, Settings, SettingsStore};
pub use table::HistoryPile;

/// Everything that works without a window: add after `MinimalPlugins` and
/// `StatesPlugin` in tests, or after `DefaultPlugins` in the game.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins((
        screen::plugin,
        settings::plugin,
        i18n::plugin,
        session::plugin,
        bots::plugin,
        hints::plugin,
        autosave::plugin,
        history::plugin,
        tutorial::plugin,
    ));
}

/// The screens a person drives with the keyboard (menu, the table's keys, the
/// pause menu, the score screen, the rules). They spawn UI but need no window, so tests add them headless
/// (with `InputPlugin`) to play a whole game by keys alone.
pub fn keyboard_plugin(app: &mut App) {
    app.add_message::<audio::Sfx>();
    app.add_message::<hud::Toast>();
    app.init_resource::<cards::Selection>();
    app.init_resource::<table::HistoryPile>();
    app.add_plugins((
        menu::plugin,
        input::plugin,
        pause::plugin,
        score::plugin,
        rules_screen::plugin,
        tutorial::presentation_plugin,
    ));
}

/// The window, pictures, sound and input. Needs `DefaultPlugins`.
fn presentation_plugin(app: &mut App) {
    app.add_plugins((
        (theme::plugin, a11y::plugin),
        layout::plugin,
        loading::plugin,
        audio::plugin,
        keyboard_plugin,
        cards::plugin,
        hud::plugin,
        fire::plugin,
        table::plugin,
        autoplay::plugin,
        (
            perf::plugin,
            hints::presentation_plugin,
            replays::plugin,
            statistics::plugin,
        ),
    ));
}

/// Opens the game window and runs until it closes.
pub fn run(launch: Launch) -> ExitCode {
    let mut app = App::new();
    if launch.perf_report {
        app.insert_resource(perf::PerfReport::starting_now());
    }
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Pilefire".into(),
                    resolution: (launch.width, launch.height).into(),
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                file_path: assets_dir(),
                ..default()
            }),
    );
    app.insert_resource(launch);
    app.add_plugins((logic_plugin, presentation_plugin));
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The assets folder: beside the executable's crate in development, or from
/// `PILEFIRE_ASSETS` when installed elsewhere.
fn assets_dir() -> String {
    if let Ok(dir) = std::env::var("PILEFIRE_ASSETS") {
        return dir;
    }
    concat!(env!("CARGO_MANIFEST_DIR"), "/assets").to_string()
}
