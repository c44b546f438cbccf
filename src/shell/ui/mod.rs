//! Interface pieces no game owns: the palette, widgets (labels, buttons),
//! keyboard focus, scrolling, the screen reader's plumbing, the drawn art,
//! the background and the window at rest. Menus, screens and both tables
//! build from these.

pub mod a11y;
pub mod art;
pub mod backdrop;
pub mod chrome;
pub mod embedded;
pub mod focus;
pub mod icon_theme;
pub mod keyboard;
pub mod rest;
pub mod scroll;
pub mod theme;
pub mod window_icon;
pub mod zoom;

use bevy::prelude::*;

/// What the keyboard's screens need without a window: the colours in force.
pub(crate) fn keyboard_plugin(app: &mut App) {
    app.add_plugins((theme::palette_plugin, rest::clock_plugin));
}

/// Fonts, buttons' colours, scrolling, focus and the screen reader's labels.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        window_icon::plugin,
        theme::plugin,
        scroll::plugin,
        a11y::plugin,
        art::plugin,
        backdrop::plugin,
        rest::plugin,
        chrome::plugin,
        zoom::plugin,
    ));
}
