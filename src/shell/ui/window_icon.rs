//! The window's icon (`build/art.rs` draws it). Bevy 0.19 has no icon
//! setting, so it goes to winit's window once that exists; winit's windows
//! live in a thread-local of the main thread, hence `NonSendMarker`.

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;

use super::art::drawn_image;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        set_window_icon.run_if(not(resource_exists::<IconSet>)),
    );
}

/// Marks the icon as given, so the system stops running.
#[derive(Resource)]
struct IconSet;

fn set_window_icon(
    _main_thread: NonSendMarker,
    windows: Query<Entity, With<PrimaryWindow>>,
    mut commands: Commands,
) {
    let Ok(entity) = windows.single() else {
        return;
    };
    let (_, width, height, bytes) = drawn_image("icon").expect("build.rs draws the icon");
    WINIT_WINDOWS.with_borrow(|winit_windows| {
        // The window entity exists a frame before winit's window does.
        let Some(window) = winit_windows.get_window(entity) else {
            return;
        };
        match winit::window::Icon::from_rgba(bytes.to_vec(), width, height) {
            Ok(icon) => window.set_window_icon(Some(icon)),
            Err(error) => warn!("the window icon was refused: {error}"),
        }
        commands.insert_resource(IconSet);
    });
}
