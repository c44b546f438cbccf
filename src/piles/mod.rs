//! The number-pile games on screen (co-operative, professional, On Fire and
//! Duel; their rules and bots are `pilefire_engine::piles`): the match and
//! the one place moves change it, bots off the main thread, hints, the
//! tutorial, the autosave, statistics, the table, the score screen, the
//! replay viewer, the sounds, the new-game page and menu entries, and the
//! rules book.

pub mod autosave;
pub mod bots;
pub mod card_look;
pub mod choices;
pub mod describe;
pub mod hints;
pub mod kept;
pub mod menu;
pub mod new_game;
pub mod replays;
pub mod review;
pub mod rules_book;
pub mod score;
pub mod score_ceremony;
pub mod score_parts;
pub mod session;
pub mod sounds;
pub mod statistics;
pub mod table;
pub mod talk;
pub mod tutorial;

use bevy::prelude::*;

use crate::shell::GamePlugins;
use crate::shell::settings::RegisterGameChoices;
use crate::shell::states::{GameId, Screen};

/// This game to the shell; the name is kept in settings files.
pub const GAME: GameId = GameId("NumberPiles");

/// The number-pile table is on screen: while dealing and while playing.
/// Everything the table spawns despawns when it leaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct InMatch;

impl ComputedStates for InMatch {
    type SourceStates = Screen;

    /// Deal -> Turns stays in the match: the table must not be rebuilt.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<Self> {
        matches!(screen, Screen::Deal(GAME) | Screen::Turns(GAME)).then_some(InMatch)
    }
}

/// This game's plugins, as `app.rs` adds them.
pub const PLUGINS: GamePlugins = GamePlugins {
    logic: logic_plugin,
    keyboard: keyboard_plugin,
    pictures: pictures_plugin,
    sounds: sounds::load,
};

/// Headless: the match, bots, hints, the autosave, statistics and lessons.
pub fn logic_plugin(app: &mut App) {
    app.register_game_choices::<choices::PilesChoices>();
    app.add_computed_state::<InMatch>();
    app.add_plugins((
        session::plugin,
        bots::plugin,
        hints::plugin,
        autosave::plugin,
        kept::plugin,
        tutorial::plugin,
        talk::plugin,
    ));
}

/// The table's keys, the rules book and the score screen, without a window.
pub fn keyboard_plugin(app: &mut App) {
    app.add_plugins((
        table::keyboard_plugin,
        rules_book::plugin,
        score::plugin,
        review::plugin,
        menu::plugin,
        sounds::plugin,
    ));
}

/// The table, the cards' look, the replay viewer and the statistics section.
pub fn pictures_plugin(app: &mut App) {
    app.add_plugins((
        table::plugin,
        card_look::plugin,
        replays::plugin,
        statistics::plugin,
    ));
}
