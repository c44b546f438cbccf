//! The chameleon game's entries on the title menu (see
//! `shell::menus::games`): its new-game page, its guided first round, the
//! day's deal (with the score made on it and its par once played), and
//! its deal codes.

use bevy::prelude::*;

use crate::chameleons::GAME;
use crate::chameleons::kept::Stats;
use crate::chameleons::new_game::{
    DAILY_ROW, chameleon_code_setup, chameleon_daily_row, daily_value, new_chameleons_page,
    start_chameleon_tutorial,
};
use crate::shell::language::Tr;
use crate::shell::menus::games::{GameMenu, Place, RegisterGameMenu};
use crate::shell::menus::rows::{Choose, GameRowValues, MenuRow, RowContext, go};
use crate::shell::settings::Settings;
use crate::shell::states::{Menu, Screen};
use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::chameleons::dealcode::ChameleonCode;
use pilefire_engine::core::dealcode::DealCodeError;

pub(crate) fn plugin(app: &mut App) {
    app.register_game_menu(GameMenu {
        game: GAME,
        name_key: "menu-game-chameleons",
        leave_key: "pause-leave-unsaved",
        rows,
        new_game_page: new_chameleons_page,
        read_code,
        play_code,
        settings: &[],
    });
    app.add_systems(PreUpdate, write_row_values);
}

/// Today's deal in words, for its row.
fn write_row_values(stats: Res<Stats>, tr: Res<Tr>, mut values: ResMut<GameRowValues>) {
    values.set(DAILY_ROW, Some(daily_value(&stats, &tr)));
}

fn chameleons(c: &RowContext) -> bool {
    c.settings.menu.chose(GAME)
}

fn rows(place: Place) -> Vec<MenuRow> {
    match place {
        Place::Continue => Vec::new(),
        Place::NewGame => vec![
            MenuRow::action("menu-new-game", Choose::Open(Menu::NewGame))
                .starts_here()
                .when(chameleons),
        ],
        Place::Tutorial => vec![
            MenuRow::action(
                "menu-chameleon-tutorial",
                Choose::Run(start_chameleon_tutorial),
            )
            .when(chameleons),
        ],
        Place::Daily => vec![chameleon_daily_row().when(chameleons)],
    }
}

/// A chameleon deal code: its players, score side and seed.
fn read_code(text: &str, tr: &Tr) -> Result<String, DealCodeError> {
    let code = ChameleonCode::parse(text)?;
    Ok(crate::tr!(
        tr,
        "menu-code-valid-chameleons",
        players = code.players,
        side = tr.get(match code.side {
            ScoreSide::Brown => "rows-side-brown",
            ScoreSide::Purple => "rows-side-purple",
        }),
        seed = code.seed
    ))
}

fn play_code(text: &str, world: &mut World) -> bool {
    let Ok(code) = ChameleonCode::parse(text) else {
        return false;
    };
    let setup = chameleon_code_setup(&code, world.resource::<Settings>());
    world.insert_resource(setup);
    go(world, Screen::Turns(GAME));
    true
}
