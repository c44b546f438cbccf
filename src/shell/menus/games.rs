//! The one contract through which a game puts entries on the title menu.
//! Its plugin registers a [`GameMenu`] (its name, its rows for each place
//! on the title and daily pages, its new-game page, how it starts its deal
//! codes, what the pause menu says of leaving it) and
//! writes the words those rows show, read from its own resources, into
//! [`GameRowValues`] in `PreUpdate`, so a page entered in `StateTransition`
//! finds them current. Games show in the order they were registered.

use bevy::prelude::*;

use crate::shell::language::Tr;
use crate::shell::menus::rows::{GameRowValues, MenuRow, PageSpec};
use crate::shell::menus::settings::{GameSetting, SettingRow};
use crate::shell::settings::Settings;
use crate::shell::states::GameId;
use pilefire_engine::core::dealcode::DealCodeError;

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
    /// Its deal codes: the deal a typed code names, in words, or why it is
    /// not one of its codes.
    pub(crate) read_code: fn(&str, &Tr) -> Result<String, DealCodeError>,
    /// Starts the deal a typed code names; false if it is not this game's.
    pub(crate) play_code: fn(&str, &mut World) -> bool,
    /// Its settings, after the window's on the settings page and in the
    /// pause menu.
    pub(crate) settings: &'static [GameSetting],
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
        self.0
            .iter()
            .find(|menu| settings.menu.chose(menu.game))
            .unwrap_or(&self.0[0])
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

    /// Every setting: the window's, then each game's.
    pub(crate) fn setting_rows(&self) -> Vec<SettingRow> {
        let games = self.0.iter().flat_map(|game| game.settings);
        SettingRow::ALL
            .into_iter()
            .chain(games.map(|setting| SettingRow::Game(*setting)))
            .collect()
    }

    /// The deal a typed code names, in words, by the game it is a code
    /// of; else why it is none, in the first game's words that do not
    /// just say it is another game's.
    pub(crate) fn read_code(&self, text: &str, tr: &Tr) -> Result<String, DealCodeError> {
        let readings: Vec<_> = self
            .0
            .iter()
            .map(|game| (game.read_code)(text, tr))
            .collect();
        let first_error = readings.iter().find_map(|reading| reading.clone().err());
        readings
            .iter()
            .find(|reading| !matches!(reading, Err(error) if error.is_another_games()))
            .cloned()
            .unwrap_or(Err(first_error.unwrap_or(DealCodeError::Empty)))
    }

    /// Starts the deal a typed code names; false if no game takes it.
    pub(crate) fn play_code(&self, text: &str, world: &mut World) -> bool {
        self.0.iter().any(|game| (game.play_code)(text, world))
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
    if !settings.menu.chose(chosen) {
        settings.menu.choose(chosen);
    }
}
