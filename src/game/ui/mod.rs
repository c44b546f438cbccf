//! Interface pieces with no knowledge of any game: the palette, widgets
//! (labels, buttons), keyboard focus, scrolling and the screen reader's
//! plumbing. Menus, screens and the table build from these.

pub mod a11y;
pub mod art;
pub mod backdrop;
pub mod card_look;
pub mod chrome;
pub mod embedded;
pub mod focus;
pub mod keyboard;
pub mod theme;
pub mod window_icon;

use bevy::prelude::*;

/// What the keyboard's screens need without a window: the colours in force.
pub(crate) fn keyboard_plugin(app: &mut App) {
    app.add_plugins(theme::palette_plugin);
}

/// Fonts, buttons' colours, scrolling, focus and the screen reader's labels.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        window_icon::plugin,
        theme::plugin,
        a11y::plugin,
        art::plugin,
        backdrop::plugin,
        chrome::plugin,
        card_look::plugin,
    ));
}
