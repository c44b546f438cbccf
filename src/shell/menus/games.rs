//! The one contract through which a game puts entries on the title menu.
//! Its plugin registers a [`GameMenu`] (its name, its rows for each place
//! on the title and daily pages, its new-game page, how it starts its deal
//! codes, what the pause menu says of leaving it) and
//! writes the words those rows show, read from its own resources, into
//! [`GameRowValues`] in `PreUpdate`, so a page entered in `StateTransition`
//! finds them current. Games show in the order they were registered.

use bevy::prelude::*;

use crate::shell::menus::rows::{GameRowValues, MenuRow, PageSpec};
use crate::shell::settings::Settings;
use crate::shell::states::GameId;
use pilefire_engine::codes::AnyDealCode;

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
    pub(crate) game: GameId,
    /// Its name where the title menu offers the games.
    pub(crate) name_key: &'static str,
    /// What the pause menu says of leaving its table (whether it is kept).
    pub(crate) leave_key: &'static str,
    /// Its rows at each place (each row says when it shows).
    pub(crate) rows: fn(Place) -> Vec<MenuRow>,
    /// Its new-game page (`Menu::NewGame` while it is chosen).
    pub(crate) new_game_page: fn() -> PageSpec,
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

    /// The game the title menu has chosen, or the first if the settings
    /// name none this build has.
    pub(crate) fn chosen(&self, settings: &Settings) -> &GameMenu {
        self.get(settings.menu.game).unwrap_or(&self.0[0])
    }

    pub(crate) fn get(&self, game: GameId) -> Option<&GameMenu> {
        self.0.iter().find(|menu| menu.game == game)
    }

    /// Every game and its name's key, in the title menu's order.
    pub(crate) fn names(&self) -> Vec<(GameId, &'static str)> {
        self.0
            .iter()
            .map(|menu| (menu.game, menu.name_key))
            .collect()
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
    app.add_systems(
        PreUpdate,
        choose_a_known_game.run_if(resource_changed::<Settings>),
    );
}

/// Settings from a build with other games (or none chosen yet) choose the
/// first game, before any page or rule book reads the choice.
fn choose_a_known_game(games: Res<GameMenus>, mut settings: ResMut<Settings>) {
    let chosen = games.chosen(&settings).game;
    if settings.menu.game != chosen {
        settings.menu.game = chosen;
    }
}
