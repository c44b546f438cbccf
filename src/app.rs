//! The app: the shell and each game's plugins, and the window.

use std::process::ExitCode;

use bevy::prelude::*;

use crate::launch::Launch;
use crate::shell::{GamePlugins, ui};
use crate::{chameleons, dev, piles, shell};

/// The games, in the order the title menu offers them: a game is its folder
/// and one entry here.
const GAMES: [GamePlugins; 2] = [piles::PLUGINS, chameleons::PLUGINS];

/// Everything that works without a window: add after `MinimalPlugins` and
/// `StatesPlugin` in tests, or after `DefaultPlugins` in the game.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins(shell::logic_plugin);
    for game in GAMES {
        (game.logic)(app);
    }
}

/// The screens a person drives with the keyboard (menus, the table's keys,
/// the score screen). They spawn UI but need no window, so tests add them
/// headless (with `InputPlugin`) to play a whole game by keys alone.
pub fn keyboard_plugin(app: &mut App) {
    app.add_plugins(shell::keyboard_plugin);
    for game in GAMES {
        (game.keyboard)(app);
    }
}

/// The window, pictures, sound and input. Needs `DefaultPlugins`.
fn presentation_plugin(app: &mut App) {
    app.add_plugins((
        pictures_plugin,
        shell::audio::plugin,
        shell::loading::plugin,
        dev::plugin,
    ));
    for game in GAMES {
        (game.sounds)(app);
    }
}

/// Everything the player sees (the table's sprites and flames, the UI, the
/// screens) without sound or the developer tools. Needs `DefaultPlugins`,
/// which tests may run without a window or renderer to count what it spawns.
pub fn pictures_plugin(app: &mut App) {
    app.add_plugins((keyboard_plugin, shell::pictures_plugin));
    for game in GAMES {
        (game.pictures)(app);
    }
}

/// The application's name in window managers.
pub const APP_NAME: &str = "pilefire";

/// Whether winit may open the window on X11 here (the Unix desktops).
pub const X11_PLATFORM: bool = cfg!(all(
    unix,
    not(any(
        target_os = "macos",
        target_os = "ios",
        target_os = "android"
    ))
));

/// The `name` to give Bevy's window. bevy_winit 0.19.1 hands a name to X11
/// as the class with an empty instance (WM_CLASS "", "pilefire"); with no
/// name, winit 0.30 names both halves after the binary's file. So on X11 a
/// binary called pilefire goes without, for "pilefire", "pilefire"; a
/// renamed one keeps the name, so the class still says pilefire. Wayland's
/// app id (and Windows' class) come from the name alone.
pub fn window_name(wayland: bool, binary: Option<&str>) -> Option<String> {
    let x11 = X11_PLATFORM && !wayland;
    (!(x11 && binary == Some(APP_NAME))).then(|| APP_NAME.to_string())
}

/// Whether winit will open the window on Wayland: it prefers Wayland when
/// either variable is set and not empty.
fn wayland_session() -> bool {
    ["WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        .iter()
        .any(|name| std::env::var_os(name).is_some_and(|value| !value.is_empty()))
}

/// Opens the game window and runs until it closes.
pub fn run(launch: Launch) -> ExitCode {
    let mut app = App::new();
    if launch.perf_report {
        app.insert_resource(dev::perf::PerfReport::starting_now());
    }
    // The embedded assets replace the default folder: registered before
    // `AssetPlugin` builds its sources.
    app.add_plugins(ui::embedded::plugin);
    // The window opens where and as large as it was left, unless `--size`.
    let saved = shell::window::saved_geometry(&shell::settings::SettingsStore::from_env());
    let (size, position) = saved.opening((launch.width, launch.height), launch.size_given);
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Pilefire".into(),
                    // The application's name for the window manager (X11's WM_CLASS,
                    // Wayland's app id), so docks group and label it as Pilefire.
                    name: window_name(
                        wayland_session(),
                        std::env::args_os()
                            .next()
                            .as_deref()
                            .and_then(|path| std::path::Path::new(path).file_name())
                            .and_then(|name| name.to_str()),
                    ),
                    resolution: size.into(),
                    position,
                    ..default()
                }),
                ..default()
            })
            .set(bevy::log::LogPlugin {
                custom_layer: shell::log_file::file_layer,
                ..default()
            }),
    );
    // First in the log, for bug reports (docs/FILES.md).
    info!("Pilefire {}", env!("CARGO_PKG_VERSION"));
    app.insert_resource(launch);
    app.add_plugins((logic_plugin, presentation_plugin));
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
