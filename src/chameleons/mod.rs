//! The chameleon rows game on screen (its rules and bots are
//! `pilefire_engine::chameleons`): the new game's set-up, the match, bots
//! off the main thread, words, statistics, the guided first round, the
//! table, the score screen, the replay viewer, the sounds, the new-game
//! page and menu entries, and the rules book.

pub mod board;
pub mod bots;
pub mod card;
pub mod choices;
pub mod describe;
pub mod kept;
pub mod look;
pub mod menu;
pub mod new_game;
pub mod opponents;
pub mod replay_board;
pub mod replays;
pub mod result;
pub mod review;
pub mod rules_book;
pub mod score;
pub mod session;
pub mod setup;
pub mod sounds;
pub mod statistics;
pub mod table;
pub mod tutorial;

use bevy::prelude::*;

use crate::shell::GamePlugins;
use crate::shell::settings::RegisterGameChoices;
use crate::shell::states::GameId;

/// This game to the shell; the name is kept in settings files.
pub const GAME: GameId = GameId("Chameleons");

/// This game's plugins, as `app.rs` adds them.
pub const PLUGINS: GamePlugins = GamePlugins {
    logic: logic_plugin,
    keyboard: keyboard_plugin,
    pictures: pictures_plugin,
    // The shared effects are all it plays.
    sounds: |_| {},
};

/// Headless: the match, bots, statistics and the guided round.
pub fn logic_plugin(app: &mut App) {
    app.register_game_choices::<choices::ChameleonChoices>();
    app.add_plugins((
        kept::plugin,
        session::plugin,
        bots::plugin,
        tutorial::plugin,
    ));
}

/// The table's keys, the rules book, the score screen and the replay
/// viewer, without a window.
pub fn keyboard_plugin(app: &mut App) {
    app.add_plugins((
        table::keyboard_plugin,
        rules_book::plugin,
        score::plugin,
        review::plugin,
        replays::plugin,
        menu::plugin,
        sounds::plugin,
    ));
}

/// The table, the cards and the statistics section.
pub fn pictures_plugin(app: &mut App) {
    app.add_plugins((table::plugin, card::plugin, statistics::plugin));
}
