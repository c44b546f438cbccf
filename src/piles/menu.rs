//! The number-pile game's entries on the title menu (see
//! `shell::menus::games`): continue the saved game, its new-game page, its
//! tutorial, the day's three deals, and its deal codes.

use bevy::prelude::*;

use crate::piles::GAME;
use crate::piles::autosave::Resumable;
use crate::piles::choices::CARDS_SEEN;
use crate::piles::describe::describe_ruleset;
use crate::piles::kept::Stats;
use crate::piles::new_game::{code_config, new_game_page};
use crate::piles::tutorial::{Tutorial, tutorial_config};
use crate::shell::language::Tr;
use crate::shell::menus::games::{GameMenu, Place, RegisterGameMenu};
use crate::shell::menus::rows::{Choose, GameRowValues, MenuRow, RowContext, go};
use crate::shell::settings::Settings;
use crate::shell::states::{Menu, Screen};
use pilefire_engine::core::dealcode::DealCodeError;
use pilefire_engine::piles::dealcode::{DailyKind, DealCode, daily_deal};
use pilefire_engine::piles::stats::Date;

const CONTINUE: &str = "menu-continue";

pub(crate) fn plugin(app: &mut App) {
    app.register_game_menu(GameMenu {
        game: GAME,
        name_key: "menu-game-number-piles",
        leave_key: "pause-leave-saved",
        rows,
        new_game_page,
        read_code,
        play_code,
        settings: &[CARDS_SEEN],
    });
    app.add_systems(PreUpdate, write_row_values);
}

fn number_piles(c: &RowContext) -> bool {
    c.settings.menu.chose(GAME)
}

fn rows(place: Place) -> Vec<MenuRow> {
    match place {
        Place::Continue => vec![
            MenuRow::action(CONTINUE, Choose::Run(continue_saved))
                .emphasised()
                .starts_here()
                .when(|c| c.values.has(CONTINUE))
                .showing(|c| c.values.get(CONTINUE)),
        ],
        Place::NewGame => vec![
            MenuRow::action("menu-new-game", Choose::Open(Menu::NewGame))
                .starts_here()
                .when(number_piles),
        ],
        Place::Tutorial => {
            vec![MenuRow::action("menu-tutorial", Choose::Run(start_tutorial)).when(number_piles)]
        }
        Place::Daily => DailyKind::ALL
            .into_iter()
            .map(|kind| {
                MenuRow::action(daily_key(kind), Choose::Run(daily_run(kind)))
                    .showing(move |c| c.values.get(daily_key(kind)))
                    .when(number_piles)
            })
            .collect(),
    }
}

/// A number-pile deal code: the rules and seed it deals.
fn read_code(text: &str, tr: &Tr) -> Result<String, DealCodeError> {
    let code = DealCode::parse(text)?;
    Ok(crate::tr!(
        tr,
        "menu-code-valid",
        rules = describe_ruleset(&code.ruleset, tr),
        seed = code.seed
    ))
}

fn play_code(text: &str, world: &mut World) -> bool {
    let Ok(code) = DealCode::parse(text) else {
        return false;
    };
    let config = code_config(&code, world.resource::<Settings>(), false);
    world.insert_resource(config);
    go(world, Screen::Deal(GAME));
    true
}

/// The saved game and today's deals in words, for the rows above.
fn write_row_values(
    resumable: Res<Resumable>,
    stats: Res<Stats>,
    tr: Res<Tr>,
    mut values: ResMut<GameRowValues>,
) {
    let saved = resumable.0.as_ref().map(|saved| {
        crate::tr!(
            tr,
            "menu-continue-value",
            rules = describe_ruleset(&saved.record.ruleset, &tr),
            turn = saved.record.turns.len() + 1
        )
    });
    values.set(CONTINUE, saved);
    for kind in DailyKind::ALL {
        values.set(daily_key(kind), Some(daily_value(kind, &stats, &tr)));
    }
}

fn continue_saved(world: &mut World) {
    let saved = world.resource::<Resumable>().0.as_ref().map(|s| s.config());
    if let Some(config) = saved {
        world.insert_resource(config);
        go(world, Screen::Deal(GAME));
    }
}

fn start_tutorial(world: &mut World) {
    world.insert_resource(tutorial_config());
    world.insert_resource(Tutorial::default());
    go(world, Screen::Deal(GAME));
}

fn daily_run(kind: DailyKind) -> fn(&mut World) {
    fn start(world: &mut World, kind: DailyKind) {
        let code = daily_deal(kind, Date::today_utc());
        let config = code_config(&code, world.resource::<Settings>(), true);
        world.insert_resource(config);
        go(world, Screen::Deal(GAME));
    }
    match kind {
        DailyKind::Solitaire => |world| start(world, DailyKind::Solitaire),
        DailyKind::Coop => |world| start(world, DailyKind::Coop),
        DailyKind::Duel => |world| start(world, DailyKind::Duel),
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
fn daily_value(kind: DailyKind, stats: &Stats, tr: &Tr) -> String {
    let today = Date::today_utc();
    let code = daily_deal(kind, today);
    let played = stats
        .history
        .iter()
        .filter(|game| game.daily && game.date == today && game.seed == code.seed)
        .min_by_key(|game| game.cards_left);
    match played {
        Some(game) => {
            let played = crate::tr!(tr, "menu-daily-played", cards = game.cards_left);
            match game.par {
                Some(par) => crate::tr!(tr, "menu-daily-par", played = played, par = par),
                None => played,
            }
        }
        None => code.to_string(),
    }
}
