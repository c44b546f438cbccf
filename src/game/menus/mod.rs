//! The menus a person drives before and around a game: the title and its
//! pages (each game's new game, daily deals, deal code, settings; the
//! statistics, replays and rules entries),
//! the pause menu over the table, and the rules of each game.

pub mod chameleon_rules;
pub mod new_chameleons;
pub mod new_game;
pub mod pages;
pub mod pause;
pub mod rows;
pub mod rules;
pub mod settings;
pub mod title;
pub mod title_life;
pub mod typing;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        title_life::plugin,
        pause::plugin,
        rules::plugin,
        chameleon_rules::plugin,
    ));
}
