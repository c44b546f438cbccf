//! The window: its mode from the settings, its size and place remembered
//! in them, and the UI scale that follows its size.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowCloseRequested, WindowMoved, WindowResized};
use serde::Deserialize;

use crate::shell::camera::{DESIGN_HEIGHT, DESIGN_WIDTH};
use crate::shell::settings::{Settings, SettingsStore, WindowChoice};
use crate::shell::states::Pause;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            apply_window_mode.run_if(resource_changed::<Settings>),
            remember_geometry,
            scale_ui,
        ),
    );
}

/// Seconds the window must keep still before its size and place are
/// written: a drag sends a stream of them.
pub const GEOMETRY_SETTLE_SECONDS: f64 = 1.0;

/// The window's size and place from the settings file, read before the
/// window opens, without the side effects of loading the settings (a
/// damaged file is dealt with when they load).
#[derive(Debug, Clone, Copy, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct SavedGeometry {
    pub window_size: Option<[u32; 2]>,
    pub window_position: Option<[i32; 2]>,
}

impl SavedGeometry {
    /// The size and place to open the window at, given the launch's `size`
    /// and whether `--size` chose it: that wins over the saved size; a
    /// saved place is kept only with a saved size.
    pub fn opening(&self, size: (u32, u32), size_given: bool) -> ((u32, u32), WindowPosition) {
        let saved = self
            .window_size
            .filter(|size| size.iter().all(|side| (320..=7680).contains(side)));
        match saved {
            Some([width, height]) if !size_given => (
                (width, height),
                self.window_position
                    .map_or(WindowPosition::Automatic, |[x, y]| {
                        WindowPosition::At(IVec2::new(x, y))
                    }),
            ),
            _ => (size, WindowPosition::Automatic),
        }
    }
}

pub fn saved_geometry(store: &SettingsStore) -> SavedGeometry {
    store
        .file()
        .and_then(|path| std::fs::read_to_string(path).ok())
        .and_then(|text| ron::from_str(&text).ok())
        .unwrap_or_default()
}

/// Writes the window's size and place to the settings once it has kept
/// still for a moment, or as it closes; full screen keeps the windowed ones.
fn remember_geometry(
    mut resized: MessageReader<WindowResized>,
    mut moved: MessageReader<WindowMoved>,
    mut closing: MessageReader<WindowCloseRequested>,
    window: Single<&Window, With<PrimaryWindow>>,
    time: Res<Time<Real>>,
    mut settings: ResMut<Settings>,
    mut since: Local<Option<f64>>,
) {
    let now = time.elapsed_secs_f64();
    if resized.read().count() + moved.read().count() > 0 {
        *since = Some(now);
    }
    let closing = closing.read().count() > 0;
    let Some(changed) = *since else {
        return;
    };
    if !closing && now - changed < GEOMETRY_SETTLE_SECONDS {
        return;
    }
    *since = None;
    if window.mode != bevy::window::WindowMode::Windowed {
        return;
    }
    let size = [
        window.resolution.width().round() as u32,
        window.resolution.height().round() as u32,
    ];
    let position = match window.position {
        WindowPosition::At(at) => Some([at.x, at.y]),
        _ => settings.window_position,
    };
    if settings.window_size != Some(size) || settings.window_position != position {
        settings.window_size = Some(size);
        settings.window_position = position;
    }
}

fn apply_window_mode(settings: Res<Settings>, mut window: Single<&mut Window>) {
    let mode = match settings.window {
        WindowChoice::Windowed => bevy::window::WindowMode::Windowed,
        WindowChoice::Fullscreen => {
            bevy::window::WindowMode::BorderlessFullscreen(bevy::window::MonitorSelection::Current)
        }
    };
    if window.mode != mode {
        window.mode = mode;
    }
}

/// The largest interface size the table takes: above it the buttons on the
/// right would cover the fourth pile and the end of the hand at 16:9.
pub const TABLE_UI_SCALE_LIMIT: f32 = 1.25;

/// The interface grows and shrinks with the window like the table does, so
/// text and buttons keep their place beside the cards at any size; the
/// interface-size setting (75% to 200%) multiplies that. Screens of their own
/// (menus, pause, rules) scroll when the content outgrows the window; the
/// table does not scroll, so there the setting counts up to 125%.
fn scale_ui(
    window: Single<&Window>,
    settings: Res<Settings>,
    pause: Option<Res<State<Pause>>>,
    mut scale: ResMut<UiScale>,
) {
    let fit = (window.width() / DESIGN_WIDTH)
        .min(window.height() / DESIGN_HEIGHT)
        .clamp(0.5, 3.0);
    let on_the_table = pause.is_some_and(|pause| *pause.get() == Pause::Running);
    let chosen = settings.accessibility.ui_scale;
    let wanted = fit
        * if on_the_table {
            chosen.min(TABLE_UI_SCALE_LIMIT)
        } else {
            chosen
        };
    if (scale.0 - wanted).abs() > 0.001 {
        scale.0 = wanted;
    }
}
