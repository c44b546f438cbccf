//! The one contract through which a game puts entries on the title menu.
//! Its plugin registers a [`GameMenu`] (its rows for each place on the
//! title and daily pages, its own pages, how it starts its deal codes) and
//! writes the words those rows show, read from its own resources, into
//! [`GameRowValues`] in `PreUpdate`, so a page entered in `StateTransition`
//! finds them current. Games show in the order they were registered.

use bevy::prelude::*;

use crate::shell::menus::rows::{GameRowValues, MenuRow, PageSpec};
use crate::shell::states::Menu;
use pilefire_engine::chameleons::dealcode::AnyDealCode;

/// A place on the title menu's pages that each game may fill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Place {
    /// Above everything: go back to a saved game.
    Continue,
    /// Opens the game's new-game page.
    NewGame,
    /// Starts the game's guided first round.
    Tutorial,
    /// The day's deals, on the daily page.
    Daily,
}

/// What one game adds to the title menu.
#[derive(Clone, Copy)]
pub(crate) struct GameMenu {
    /// Its rows at each place (each row says when it shows).
    pub(crate) rows: fn(Place) -> Vec<MenuRow>,
    /// Its own pages (its new-game page); `None` for any other.
    pub(crate) page: fn(Menu) -> Option<PageSpec>,
    /// Starts the game a deal code names, if the code is this game's.
    pub(crate) play_code: fn(&AnyDealCode, &mut World) -> bool,
}

/// Every game's menu entries, in the order the games registered them.
#[derive(Resource, Default, Clone)]
pub(crate) struct GameMenus(Vec<GameMenu>);

impl GameMenus {
    /// Every game's rows at `place`.
    pub(crate) fn rows(&self, place: Place) -> impl Iterator<Item = MenuRow> + '_ {
        self.0.iter().flat_map(move |game| (game.rows)(place))
    }

    /// The page of the game that owns `menu`.
    pub(crate) fn page(&self, menu: Menu) -> Option<PageSpec> {
        self.0.iter().find_map(|game| (game.page)(menu))
    }

    /// Starts the game a deal code names; false if no game takes it.
    pub(crate) fn play_code(&self, code: &AnyDealCode, world: &mut World) -> bool {
        self.0.iter().any(|game| (game.play_code)(code, world))
    }
}

/// Registers a game's title-menu entries.
pub(crate) trait RegisterGameMenu {
    fn register_game_menu(&mut self, menu: GameMenu) -> &mut Self;
}

impl RegisterGameMenu for App {
    fn register_game_menu(&mut self, menu: GameMenu) -> &mut Self {
        self.world_mut()
            .get_resource_or_init::<GameMenus>()
            .0
            .push(menu);
        self
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<GameMenus>();
    app.init_resource::<GameRowValues>();
}
