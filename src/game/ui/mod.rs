//! Interface pieces with no knowledge of any game's flow: the palette,
//! widgets (labels, buttons), keyboard focus, scrolling, the screen
//! reader's plumbing, and how cards are drawn (shared by a table and the
//! screens that replay it). Menus, screens and the tables build from these.

pub mod a11y;
pub mod art;
pub mod backdrop;
pub mod card_look;
pub mod chameleon_board;
pub mod chameleon_card;
pub mod chrome;
pub mod embedded;
pub mod focus;
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
        a11y::plugin,
        art::plugin,
        backdrop::plugin,
        rest::plugin,
        chrome::plugin,
        card_look::plugin,
        chameleon_card::plugin,
        zoom::plugin,
    ));
}
