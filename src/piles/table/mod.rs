//! Everything on the number-pile table: where things go, cards and their
//! flights, the piles, pointer and keys, the legal-move glow, the HUD, fire,
//! the hint's glow, the tutorial's coach and what a screen reader hears.
//! It learns what happened from `core`'s messages and never from a menu or
//! a screen.

pub mod cards;
pub mod cards_seen;
pub mod coach;
pub mod fire;
pub mod highlight;
pub mod hint_glow;
pub mod hud;
pub mod keys;
pub mod layout;
pub mod motion;
pub mod pad;
pub mod picked;
pub mod piles;
pub mod pointer;
pub mod seats;
pub mod speech;
pub mod talk_log;
pub mod turn_line;
pub mod view;

use bevy::prelude::*;

/// The table's keys and the coach: they need no window, so headless tests
/// play whole games by keys.
pub(crate) fn keyboard_plugin(app: &mut App) {
    app.add_plugins((picked::plugin, keys::plugin, pad::plugin, coach::plugin));
}

/// The drawn table. Needs a window.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        layout::plugin,
        view::plugin,
        cards::plugin,
        motion::plugin,
        pointer::plugin,
        highlight::plugin,
        piles::plugin,
        seats::plugin,
        hud::plugin,
        fire::plugin,
        hint_glow::plugin,
        speech::plugin,
        turn_line::plugin,
        talk_log::plugin,
        cards_seen::plugin,
    ));
}
