//! Helpers for the game's tests: apps with the game's plugins, keys; the
//! rules helpers are the engine's own (`engine/tests/all/support.rs`).

// The game's tests use a few of the engine's helpers.
#[allow(dead_code)]
#[path = "../../engine/tests/all/support.rs"]
mod rules;

pub use rules::*;

pub fn pictures_app(name: &str) -> bevy::app::App {
    use bevy::prelude::*;
    use pilefire::app::logic_plugin;
    use pilefire::app::pictures_plugin;
    use pilefire::shell::settings::SettingsStore;
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(bevy::render::RenderPlugin {
                render_creation: bevy::render::settings::WgpuSettings {
                    backends: None,
                    ..default()
                }
                .into(),
                ..default()
            })
            .disable::<bevy::winit::WinitPlugin>()
            .disable::<bevy::log::LogPlugin>(),
    );
    app.insert_resource(SettingsStore {
        dir: Some(temp_dir(name)),
    });
    app.add_plugins((logic_plugin, pictures_plugin));
    app
}

/// `pictures_app` in a window of `size` (set before the first frame:
/// headless, nothing tells the cameras of a later change), in English at
/// interface size `ui_scale`, one frame into the menu.
pub fn menu_app(name: &str, size: (u32, u32), ui_scale: f32) -> bevy::app::App {
    use bevy::prelude::*;
    use pilefire::l10n::Language;
    use pilefire::shell::settings::Settings;
    let mut app = pictures_app(name);
    app.world_mut()
        .query::<&mut Window>()
        .single_mut(app.world_mut())
        .expect("a window")
        .resolution
        .set(size.0 as f32, size.1 as f32);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.language = Some(Language::English);
        settings.accessibility.ui_scale = ui_scale;
    }
    open_menu(&mut app);
    app
}

/// The screens a person drives by keys (or pad), headless under
/// `MinimalPlugins` with `InputPlugin`, in English, at the menu.
pub fn keys_app(name: &str) -> bevy::app::App {
    use bevy::prelude::*;
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::state::app::StatesPlugin,
        bevy::input::InputPlugin,
    ));
    app.insert_resource(pilefire::shell::settings::SettingsStore {
        dir: Some(temp_dir(name)),
    });
    app.add_plugins((pilefire::app::logic_plugin, pilefire::app::keyboard_plugin));
    app.world_mut()
        .resource_mut::<pilefire::shell::settings::Settings>()
        .language = Some(pilefire::l10n::Language::English);
    open_menu(&mut app);
    app
}

/// A frame to start, then the menu and a frame on it: without a window
/// there are no assets to load, so nothing waits.
pub fn open_menu(app: &mut bevy::app::App) {
    use bevy::prelude::*;
    use pilefire::shell::states::Screen;
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    app.update();
}

/// One key event, as the window would send it.
pub fn key_message(
    key_code: bevy::input::keyboard::KeyCode,
    state: bevy::input::ButtonState,
) -> bevy::input::keyboard::KeyboardInput {
    use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
    KeyboardInput {
        key_code,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: bevy::prelude::Entity::PLACEHOLDER,
    }
}

/// Presses and releases `key`, a frame each.
pub fn press(app: &mut bevy::app::App, key: bevy::input::keyboard::KeyCode) {
    for state in [
        bevy::input::ButtonState::Pressed,
        bevy::input::ButtonState::Released,
    ] {
        app.world_mut().write_message(key_message(key, state));
        app.update();
    }
}
