//! The window: its mode from the settings, and the UI scale that follows
//! its size.

use bevy::prelude::*;

use crate::shell::camera::{DESIGN_HEIGHT, DESIGN_WIDTH};
use crate::shell::settings::{Settings, WindowChoice};
use crate::shell::states::Pause;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            apply_window_mode.run_if(resource_changed::<Settings>),
            scale_ui,
        ),
    );
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
