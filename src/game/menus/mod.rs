//! The menus a person drives before and around a game: the title and its
//! pages (new game, deal code, settings, statistics and replays entries),
//! the pause menu over the table, and the rules.

pub mod pages;
pub mod pause;
pub mod rules;
pub mod settings;
pub mod title;
pub mod typing;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((title::plugin, pause::plugin, rules::plugin));
}
