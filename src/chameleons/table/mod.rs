//! The chameleon rows game at the table (its engine is `pilefire_engine::chameleons`,
//! its headless session `chameleons::session`): the board, cards with
//! a symbol for every colour, flights, keys, dragging the drawn card, what
//! a screen reader hears (the pause menu is the shell's). Like
//! `table`, it learns what happened from `core`'s messages only.

pub mod board;
pub mod coach;
pub mod drag;
pub mod fit;
pub mod flights;
pub mod keys;
pub mod pad;
pub mod players;
pub mod row_panel;
pub mod speech;
pub mod spot;

use bevy::prelude::*;

/// The keys: no window needed, so headless tests play whole games by keys.
pub(crate) fn keyboard_plugin(app: &mut App) {
    app.add_plugins((keys::plugin, pad::plugin, coach::keys_plugin));
}

/// The drawn table. Shown in a window; tests add it headless to read the
/// interface nodes it spawns.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        board::plugin,
        fit::plugin,
        flights::plugin,
        speech::plugin,
        drag::plugin,
        coach::plugin,
    ));
}
