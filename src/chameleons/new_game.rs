//! Chameleon rows' new-game page: players (the person and 1 to 4 bots), the
//! score side, the opponents, a seed, the day's deal, and Start. Starting
//! inserts a [`ChameleonSetup`] and enters `Screen::Turns(GAME)`.

use crate::chameleons::GAME;
use bevy::prelude::*;

use crate::chameleons::choices::{ChameleonBots, ChameleonChoices};
use crate::chameleons::setup::ChameleonSetup;
use crate::chameleons::tutorial::{ChameleonTutorial, chameleon_tutorial_setup};
use crate::shell::language::Tr;
use crate::shell::menus::rows::{
    Choose, MenuRow, MenuState, PageSpec, back, go, seed_row, start_row,
};
use crate::shell::menus::settings::cycle;
use crate::shell::settings::Settings;
use crate::shell::states::Screen;
use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::chameleons::dealcode::ChameleonCode;
use pilefire_engine::chameleons::dealcode::{DAILY_CHAMELEON_PLAYERS, daily_chameleon_seed};
use pilefire_engine::chameleons::stats::ChameleonStatistics;
use pilefire_engine::date::Date;

pub(crate) fn new_chameleons_page() -> PageSpec {
    PageSpec {
        title_key: "menu-chameleons-title",
        keys_key: "menu-keys-new-game",
        rows: vec![
            MenuRow::choice::<ChameleonChoices>(
                "menu-chameleon-players",
                |menu, c| {
                    crate::tr!(
                        c.tr,
                        "menu-chameleon-players-value",
                        players = menu.players,
                        bots = menu.players - 1
                    )
                },
                |step, menu| menu.players = cycle(&[2, 3, 4, 5], menu.players, step),
            ),
            MenuRow::choice::<ChameleonChoices>(
                "menu-chameleon-side",
                |menu, c| c.tr.get(side_key(menu.side)),
                |step, menu| {
                    let sides = [ScoreSide::Brown, ScoreSide::Purple];
                    menu.side = cycle(&sides, menu.side, step);
                },
            ),
            MenuRow::choice::<ChameleonChoices>(
                "menu-chameleon-opponents",
                |menu, c| c.tr.get(opponents_key(menu.opponents)),
                |step, menu| menu.opponents = cycle(&ChameleonBots::ALL, menu.opponents, step),
            ),
            seed_row(),
            chameleon_daily_row(),
            start_row(start),
            back(),
        ],
    }
}

fn opponents_key(bots: ChameleonBots) -> &'static str {
    match bots {
        ChameleonBots::Styles => "menu-opponents-styles",
        ChameleonBots::Hoarders => "menu-opponents-hoarders",
        ChameleonBots::Spoilers => "menu-opponents-spoilers",
        ChameleonBots::Snatchers => "menu-opponents-snatchers",
        ChameleonBots::Normal => "menu-opponents-normal",
        ChameleonBots::Expert => "menu-opponents-expert",
    }
}

fn side_key(side: ScoreSide) -> &'static str {
    match side {
        ScoreSide::Brown => "menu-chameleon-side-brown",
        ScoreSide::Purple => "menu-chameleon-side-purple",
    }
}

/// The day's chameleon deal: the same table for everybody (four players,
/// the brown side); the opponents chosen play. Its words
/// (`daily_value`) are written by `menu.rs`.
pub(crate) const DAILY_ROW: &str = "menu-daily-chameleons";

pub(crate) fn chameleon_daily_row() -> MenuRow {
    MenuRow::action(DAILY_ROW, Choose::Run(start_daily)).showing(|c| c.values.get(DAILY_ROW))
}

/// Today's deal in words: its table and code, or once played the best
/// score on it and its par.
pub(crate) fn daily_value(stats: &ChameleonStatistics, tr: &Tr) -> String {
    let today = Date::today_utc();
    let seed = daily_chameleon_seed(today);
    let played = stats
        .history
        .iter()
        .filter(|game| game.daily && game.date == today && game.seed == seed)
        .max_by_key(|game| game.score);
    match played {
        Some(game) => {
            let played = crate::tr!(tr, "menu-daily-chameleons-played", score = game.score);
            match game.par {
                Some(par) => crate::tr!(tr, "menu-daily-par", played = played, par = par),
                None => played,
            }
        }
        None => crate::tr!(
            tr,
            "menu-daily-chameleons-value",
            players = DAILY_CHAMELEON_PLAYERS,
            seed = seed
        ),
    }
}

/// The game the page describes; the person sits in seat 0.
pub(crate) fn chameleon_setup(settings: &Settings, state: &MenuState) -> ChameleonSetup {
    let menu = settings.game::<ChameleonChoices>();
    ChameleonSetup {
        players: menu.players,
        side: menu.side,
        seed: state.seed_text.parse().ok(),
        opponents: menu.opponents.opponents(),
        human_seat: Some(0),
        daily: false,
    }
}

/// The game a chameleon deal code names; the person sits in seat 0 and the
/// opponents chosen on the new-game page play.
pub(crate) fn chameleon_code_setup(code: &ChameleonCode, settings: &Settings) -> ChameleonSetup {
    ChameleonSetup {
        players: code.players,
        side: code.side,
        seed: Some(code.seed),
        opponents: settings.game::<ChameleonChoices>().opponents.opponents(),
        human_seat: Some(0),
        daily: false,
    }
}

/// The day's deal for `date`, with the opponents chosen.
pub(crate) fn daily_chameleon_setup(settings: &Settings, date: Date) -> ChameleonSetup {
    ChameleonSetup {
        players: DAILY_CHAMELEON_PLAYERS,
        side: ScoreSide::Brown,
        seed: Some(daily_chameleon_seed(date)),
        opponents: settings.game::<ChameleonChoices>().opponents.opponents(),
        human_seat: Some(0),
        daily: true,
    }
}

fn start(world: &mut World) {
    let setup = chameleon_setup(world.resource::<Settings>(), world.resource::<MenuState>());
    world.insert_resource(setup);
    go(world, Screen::Turns(GAME));
}

/// The guided first round, from the title when chameleon rows are chosen.
pub(crate) fn start_chameleon_tutorial(world: &mut World) {
    world.insert_resource(chameleon_tutorial_setup());
    world.insert_resource(ChameleonTutorial::default());
    go(world, Screen::Turns(GAME));
}

fn start_daily(world: &mut World) {
    let setup = daily_chameleon_setup(world.resource::<Settings>(), Date::today_utc());
    world.insert_resource(setup);
    go(world, Screen::Turns(GAME));
}
