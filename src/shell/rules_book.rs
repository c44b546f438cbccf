//! The rules book's frame, the same for both games: whose book is open, and
//! whether as the rules screen (from the menu) or over the table (from the
//! pause menu). Each game draws its own pages while the book is open for it;
//! the shell never names a game's module.

use bevy::prelude::*;

use crate::shell::menus::games::GameMenus;
use crate::shell::settings::Settings;
use crate::shell::states::{GameId, Screen};

/// Whose rules book is open, and where.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RulesBook {
    /// The game whose book is open; `None` while closed.
    pub open: Option<GameId>,
    /// Shown over the table (from the pause menu) rather than as a screen.
    pub overlay: bool,
}

impl RulesBook {
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// Opens `game`'s book over its table; Esc closes it again.
    pub fn open_over_table(&mut self, game: GameId) {
        *self = RulesBook {
            open: Some(game),
            overlay: true,
        };
    }

    /// Esc in the book: over the table it closes (back to the pause menu);
    /// as the rules screen it goes back to the menu.
    pub fn close(&mut self, next: &mut NextState<Screen>) {
        if self.overlay {
            *self = RulesBook::default();
        } else {
            next.set(Screen::Menu);
        }
    }
}

/// Runs while `game`'s book is open.
pub fn book_open_for(game: GameId) -> impl Fn(Res<RulesBook>) -> bool + Clone {
    move |book: Res<RulesBook>| book.open == Some(game)
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RulesBook>();
    app.add_systems(OnEnter(Screen::Rules), open_as_screen);
    app.add_systems(OnExit(Screen::Rules), close_screen);
}

/// The rules screen shows the book of the game the menu has chosen.
fn open_as_screen(mut book: ResMut<RulesBook>, settings: Res<Settings>, games: Res<GameMenus>) {
    *book = RulesBook {
        open: Some(games.chosen(&settings).game),
        overlay: false,
    };
}

fn close_screen(mut book: ResMut<RulesBook>) {
    if !book.overlay {
        *book = RulesBook::default();
    }
}
