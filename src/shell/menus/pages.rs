//! Every page of the title menu as a list of rows. Adding a row is one entry
//! in its page's list here, or in a game's menu entries (`games.rs`); a
//! setting's row goes in `settings.rs` and shows in the pause menu too.

use bevy::prelude::*;

use crate::shell::language::{Tr, describe_code_error};
use crate::shell::menus::games::{GameMenus, Place};
use crate::shell::menus::rows::{
    Choose, Field, MenuRow, MenuState, PageSpec, RowContext, back, go,
};
use crate::shell::menus::settings::cycle;
use crate::shell::settings::Settings;
use crate::shell::states::{GameId, Menu, Screen};
use crate::shell::ui::focus::FocusList;
use crate::shell::ui::theme::Colours;

/// The rows and texts of a page.
pub(crate) fn page(menu: Menu, games: &GameMenus, settings: &Settings) -> PageSpec {
    match menu {
        Menu::Title => title_page(games),
        Menu::Daily => daily_page(games),
        Menu::Code => code_page(),
        Menu::Settings => settings_page(games),
        Menu::NewGame => (games.chosen(settings).new_game_page)(),
    }
}

fn title_page(games: &GameMenus) -> PageSpec {
    let mut rows: Vec<MenuRow> = games.rows(Place::Continue).collect();
    let names = games.names();
    let choices: Vec<GameId> = names.iter().map(|(game, _)| *game).collect();
    rows.push(MenuRow::value(
        "menu-which-game",
        move |c| {
            let chosen = names.iter().find(|(game, _)| c.settings.menu.chose(*game));
            chosen.map_or(String::new(), |(_, key)| c.tr.get(key))
        },
        move |step, settings, _| {
            let now = choices.iter().find(|game| settings.menu.chose(**game));
            let next = cycle(&choices, *now.unwrap_or(&choices[0]), step);
            settings.menu.choose(next);
        },
    ));
    rows.extend(games.rows(Place::NewGame));
    rows.push(MenuRow::action("menu-daily", Choose::Open(Menu::Daily)));
    // A deal code of either game: the code tells which.
    rows.push(MenuRow::action("menu-code", Choose::Open(Menu::Code)));
    rows.extend(games.rows(Place::Tutorial));
    rows.extend([
        MenuRow::action("menu-rules", Choose::Screen(Screen::Rules)),
        MenuRow::action("menu-statistics", Choose::Screen(Screen::Statistics)),
        MenuRow::action("menu-replays", Choose::Run(open_replays)),
        MenuRow::action("menu-settings", Choose::Open(Menu::Settings)),
        MenuRow::action("menu-quit", Choose::Run(quit))
            .apart()
            .on_escape(),
    ]);
    PageSpec {
        title_key: "menu-subtitle",
        keys_key: "menu-keys-main",
        rows,
    }
}

fn daily_page(games: &GameMenus) -> PageSpec {
    let mut rows: Vec<MenuRow> = games.rows(Place::Daily).collect();
    rows.push(back());
    PageSpec {
        title_key: "menu-daily-title",
        keys_key: "menu-keys-main",
        rows,
    }
}

fn code_page() -> PageSpec {
    PageSpec {
        title_key: "menu-code-title",
        keys_key: "menu-keys-code",
        rows: vec![
            MenuRow::typed("menu-code-text", Field::Code, |c| {
                match c.state.code_text.is_empty() {
                    true => c.tr.get("menu-code-empty"),
                    false => c.state.code_text.clone(),
                }
            })
            .starts_here(),
            MenuRow::action("menu-paste", Choose::Run(paste)).on_paste(),
            MenuRow::action("menu-play-code", Choose::Run(play_code))
                .emphasised()
                .on_enter(),
            back(),
        ],
    }
}

fn settings_page(games: &GameMenus) -> PageSpec {
    let mut rows: Vec<MenuRow> = games
        .setting_rows()
        .into_iter()
        .map(MenuRow::setting)
        .collect();
    rows.push(back());
    PageSpec {
        title_key: "menu-settings",
        keys_key: "menu-keys-settings",
        rows,
    }
}

/// The kept games of the game the menu has chosen.
fn open_replays(world: &mut World) {
    let games = world.resource::<GameMenus>();
    let game = games.chosen(world.resource::<Settings>()).game;
    go(world, Screen::Replays(game));
}

fn quit(world: &mut World) {
    world.write_message(AppExit::Success);
}

/// Starts the typed code's game: the game whose code it is.
fn play_code(world: &mut World) {
    let text = world.resource::<MenuState>().code_text.clone();
    let games = world.resource::<GameMenus>().clone();
    games.play_code(&text, world);
}

fn paste(world: &mut World) {
    let read = world
        .get_resource_mut::<bevy::clipboard::Clipboard>()
        .map(|mut clipboard| clipboard.fetch_text());
    let no_clipboard = world.resource::<Tr>().get("menu-no-clipboard");
    let mut state = world.resource_mut::<MenuState>();
    match read {
        Some(mut read) => match read.poll_result() {
            Some(Ok(text)) => {
                state.code_text = text.trim().chars().take(24).collect();
                state.clipboard_problem = None;
                state.refocus = true;
            }
            Some(Err(error)) => state.clipboard_problem = Some(error.to_string()),
            None => {}
        },
        None => state.clipboard_problem = Some(no_clipboard),
    }
}

/// What the typed code means: the game it deals, or what is wrong with it.
pub(crate) fn code_verdict(
    state: &MenuState,
    games: &GameMenus,
    tr: &Tr,
    colours: &Colours,
) -> Option<(String, Color)> {
    if state.code_text.trim().is_empty() {
        return None;
    }
    Some(match games.read_code(&state.code_text, tr) {
        Ok(deal) => (deal, colours.good),
        Err(error) => (
            crate::tr!(
                tr,
                "menu-code-invalid",
                reason = describe_code_error(&error, tr)
            ),
            colours.danger,
        ),
    })
}

/// Where the keyboard starts on entering `menu` (see `MenuRow::starts_here`).
pub(crate) fn focus_on_entering(menu: Menu, games: &GameMenus, context: &RowContext) -> FocusList {
    let spec = page(menu, games, context.settings);
    let shown = spec.shown(context);
    // Back on the title: the row that opened the page just left.
    let came_from = context.state.came_from.and_then(|from| {
        shown
            .iter()
            .position(|&id| matches!(spec.row(id).choose, Choose::Open(page) if page == from))
    });
    FocusList::at(came_from.unwrap_or_else(|| spec.first_focus(&shown)))
}
