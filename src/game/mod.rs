//! The game window in Bevy. Logic plugins (screens, the rules resource, the
//! intent pipeline, bot scheduling, settings) run headless under
//! `MinimalPlugins + StatesPlugin`; presentation plugins (sprites, UI,
//! animation, sound, input, screenshots) are added only for the real window.

pub mod autoplay;
pub mod bots;
pub mod screen;
pub mod session;
pub mod settings;

mod audio;
mod cards;
mod fire;
mod hud;
mod input;
mod layout;
mod loading;
mod menu;
mod score;
mod table;
mod theme;

use std::process::ExitCode;

use bevy::prelude::*;

pub use autoplay::Launch;
pub use bots::{BotPace, BotSeats};
pub use screen::{AppSystems, InMatch, Screen};
pub use session::{Act, Applied, Effect, Intent, MatchConfig, PresentationBusy, Table};
pub use settings::{Settings, SettingsNotice, SettingsStore};

/// Everything that works without a window: add after `MinimalPlugins` and
/// `StatesPlugin` in tests, or after `DefaultPlugins` in the game.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins((
        screen::plugin,
        settings::plugin,
        session::plugin,
        bots::plugin,
    ));
}

/// The window, pictures, sound and input. Needs `DefaultPlugins`.
fn presentation_plugin(app: &mut App) {
    app.add_plugins((
        theme::plugin,
        layout::plugin,
        loading::plugin,
        audio::plugin,
        menu::plugin,
        cards::plugin,
        hud::plugin,
        fire::plugin,
        input::plugin,
        score::plugin,
        table::plugin,
        autoplay::plugin,
    ));
}

/// Opens the game window and runs until it closes.
pub fn run(launch: Launch) -> ExitCode {
    let mut app = App::new();
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
