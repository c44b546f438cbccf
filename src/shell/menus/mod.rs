//! The menus a person drives before and around a game: the title and its
//! pages (daily deals, deal code, settings; the statistics, replays and
//! rules entries), each game's entries through one contract (`games.rs`),
//! and the pause menu over the table.

pub mod games;
pub mod pages;
pub mod pause;
pub mod rows;
pub mod settings;
pub mod title;
pub mod title_life;
pub mod typing;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        games::plugin,
        title::plugin,
        title_life::plugin,
        pause::plugin,
    ));
}
