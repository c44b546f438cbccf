//! Every page of the title menu as a list of rows. Adding a row is one entry
//! in its page's list here (or in `new_game.rs` / `new_chameleons.rs`); a
//! setting's row goes in `settings.rs` and shows in the pause menu too.

use bevy::prelude::*;

use crate::chameleons::new_game::{chameleon_code_setup, start_chameleon_tutorial};
use crate::chameleons::new_game::{chameleon_daily_row, new_chameleons_page};
use crate::piles::autosave::Resumable;
use crate::piles::describe::describe_code_error;
use crate::piles::new_game::{code_config, new_game_page};
use crate::shell::language::{Tr, describe_ruleset};
use crate::shell::menus::rows::{
    Choose, Field, MenuRow, MenuState, PageSpec, RowContext, back, go,
};
use crate::shell::menus::settings::{SettingRow, cycle};
use crate::shell::settings::{GameChoice, Settings};
use crate::shell::states::{Menu, Screen};
use crate::shell::ui::focus::FocusList;
use crate::shell::ui::theme::Colours;
use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::chameleons::dealcode::AnyDealCode;
use pilefire_engine::piles::dealcode::{DailyKind, daily_deal};
use pilefire_engine::piles::stats::Date;

/// The rows and texts of a page.
pub(crate) fn page(menu: Menu) -> PageSpec {
    match menu {
        Menu::Title => title_page(),
        Menu::NewGame => new_game_page(),
        Menu::NewChameleons => new_chameleons_page(),
        Menu::Daily => daily_page(),
        Menu::Code => code_page(),
        Menu::Settings => settings_page(),
    }
}

fn number_piles(c: &RowContext) -> bool {
    c.settings.menu.game == GameChoice::NumberPiles
}

fn chameleons(c: &RowContext) -> bool {
    c.settings.menu.game == GameChoice::Chameleons
}

fn title_page() -> PageSpec {
    PageSpec {
        title_key: "menu-subtitle",
        keys_key: "menu-keys-main",
        rows: vec![
            MenuRow::action("menu-continue", Choose::Run(continue_saved))
                .emphasised()
                .starts_here()
                .when(|c| c.resumable.0.is_some())
                .showing(|c| {
                    c.resumable.0.as_ref().map_or(String::new(), |saved| {
                        crate::tr!(
                            c.tr,
                            "menu-continue-value",
                            rules = describe_ruleset(&saved.record.ruleset, c.tr),
                            turn = saved.record.turns.len() + 1
                        )
                    })
                }),
            MenuRow::value(
                "menu-which-game",
                |c| {
                    c.tr.get(match c.settings.menu.game {
                        GameChoice::NumberPiles => "menu-game-number-piles",
                        GameChoice::Chameleons => "menu-game-chameleons",
                    })
                },
                |step, settings, _| {
                    let choices = [GameChoice::NumberPiles, GameChoice::Chameleons];
                    settings.menu.game = cycle(&choices, settings.menu.game, step);
                },
            ),
            MenuRow::action("menu-new-game", Choose::Open(Menu::NewGame))
                .starts_here()
                .when(number_piles),
            MenuRow::action("menu-new-game", Choose::Open(Menu::NewChameleons))
                .starts_here()
                .when(chameleons),
            MenuRow::action("menu-daily", Choose::Open(Menu::Daily)),
            // A deal code of either game: the code tells which.
            MenuRow::action("menu-code", Choose::Open(Menu::Code)),
            MenuRow::action("menu-tutorial", Choose::Run(start_tutorial)).when(number_piles),
            MenuRow::action(
                "menu-chameleon-tutorial",
                Choose::Run(start_chameleon_tutorial),
            )
            .when(chameleons),
            MenuRow::action("menu-rules", Choose::Screen(Screen::Rules)),
            MenuRow::action("menu-statistics", Choose::Screen(Screen::Statistics)),
            MenuRow::action("menu-replays", Choose::Screen(Screen::Replays)),
            MenuRow::action("menu-settings", Choose::Open(Menu::Settings)),
            MenuRow::action("menu-quit", Choose::Run(quit))
                .apart()
                .on_escape(),
        ],
    }
}

fn daily_page() -> PageSpec {
    let mut rows: Vec<MenuRow> = DailyKind::ALL
        .into_iter()
        .map(|kind| {
            MenuRow::action(daily_key(kind), Choose::Run(daily_run(kind)))
                .showing(move |c| daily_value(kind, c))
                .when(number_piles)
        })
        .collect();
    rows.push(chameleon_daily_row().when(chameleons));
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

fn settings_page() -> PageSpec {
    let mut rows: Vec<MenuRow> = SettingRow::ALL.into_iter().map(MenuRow::setting).collect();
    rows.push(back());
    PageSpec {
        title_key: "menu-settings",
        keys_key: "menu-keys-settings",
        rows,
    }
}

fn continue_saved(world: &mut World) {
    let saved = world.resource::<Resumable>().0.as_ref().map(|s| s.config());
    if let Some(config) = saved {
        world.insert_resource(config);
        go(world, Screen::Deal);
    }
}

fn start_tutorial(world: &mut World) {
    world.insert_resource(crate::piles::tutorial::tutorial_config());
    world.insert_resource(crate::piles::tutorial::Tutorial::default());
    go(world, Screen::Deal);
}

fn quit(world: &mut World) {
    world.write_message(AppExit::Success);
}

fn daily_run(kind: DailyKind) -> fn(&mut World) {
    fn start(world: &mut World, kind: DailyKind) {
        let code = daily_deal(kind, Date::today_utc());
        let config = code_config(&code, world.resource::<Settings>(), true);
        world.insert_resource(config);
        go(world, Screen::Deal);
    }
    match kind {
        DailyKind::Solitaire => |world| start(world, DailyKind::Solitaire),
        DailyKind::Coop => |world| start(world, DailyKind::Coop),
        DailyKind::Duel => |world| start(world, DailyKind::Duel),
    }
}

/// Starts the typed code's game: number piles or chameleon rows.
fn play_code(world: &mut World) {
    let text = world.resource::<MenuState>().code_text.clone();
    match AnyDealCode::parse(&text) {
        Ok(AnyDealCode::NumberPiles(code)) => {
            let config = code_config(&code, world.resource::<Settings>(), false);
            world.insert_resource(config);
            go(world, Screen::Deal);
        }
        Ok(AnyDealCode::Chameleons(code)) => {
            let setup = chameleon_code_setup(&code, world.resource::<Settings>());
            world.insert_resource(setup);
            go(world, Screen::Chameleons);
        }
        Err(_) => {}
    }
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

pub(crate) fn daily_key(kind: DailyKind) -> &'static str {
    match kind {
        DailyKind::Solitaire => "menu-daily-solitaire",
        DailyKind::Coop => "menu-daily-coop",
        DailyKind::Duel => "menu-daily-duel",
    }
}

/// Today's code for a daily deal, or how well it went if already played.
fn daily_value(kind: DailyKind, c: &RowContext) -> String {
    let today = Date::today_utc();
    let code = daily_deal(kind, today);
    let played = c
        .stats
        .history
        .iter()
        .filter(|game| game.daily && game.date == today && game.seed == code.seed)
        .min_by_key(|game| game.cards_left);
    match played {
        Some(game) => crate::tr!(c.tr, "menu-daily-played", cards = game.cards_left),
        None => code.to_string(),
    }
}

/// What the typed code means: the game it deals, or what is wrong with it.
pub(crate) fn code_verdict(
    state: &MenuState,
    tr: &Tr,
    colours: &Colours,
) -> Option<(String, Color)> {
    if state.code_text.trim().is_empty() {
        return None;
    }
    Some(match AnyDealCode::parse(&state.code_text) {
        Ok(AnyDealCode::NumberPiles(code)) => (
            crate::tr!(
                tr,
                "menu-code-valid",
                rules = describe_ruleset(&code.ruleset, tr),
                seed = code.seed
            ),
            colours.good,
        ),
        Ok(AnyDealCode::Chameleons(code)) => (
            crate::tr!(
                tr,
                "menu-code-valid-chameleons",
                players = code.players,
                side = tr.get(match code.side {
                    ScoreSide::Brown => "rows-side-brown",
                    ScoreSide::Purple => "rows-side-purple",
                }),
                seed = code.seed
            ),
            colours.good,
        ),
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
pub(crate) fn focus_on_entering(menu: Menu, context: &RowContext) -> FocusList {
    let spec = page(menu);
    let shown = spec.shown(context);
    // Back on the title: the row that opened the page just left.
    let came_from = context.state.came_from.and_then(|from| {
        shown
            .iter()
            .position(|&id| matches!(spec.row(id).choose, Choose::Open(page) if page == from))
    });
    FocusList::at(came_from.unwrap_or_else(|| spec.first_focus(&shown)))
}
