//! The number-pile game's new-game page: mode, variants, bot level, seed,
//! and the game it starts.

use bevy::prelude::*;

use crate::ai::BotLevel;
use crate::dealcode::DealCode;
use crate::game::core::language::bot_level_name;
use crate::game::core::session::MatchConfig;
use crate::game::core::settings::{ModeChoice, Settings};
use crate::game::core::states::Screen;
use crate::game::menus::rows::{
    Choose, Field, MenuRow, MenuState, PageSpec, RowContext, back, go, on_off,
};
use crate::game::menus::settings::cycle;
use crate::rules::Ruleset;

pub(crate) const BOT_LEVELS: [BotLevel; 4] = [
    BotLevel::Easy,
    BotLevel::Normal,
    BotLevel::Expert,
    BotLevel::Baseline,
];

/// The variants apply to cooperative games only.
fn coop(settings: &Settings) -> bool {
    settings.menu.mode != ModeChoice::Duel
}

/// The seed row of both games' new-game pages.
pub(crate) fn seed_row() -> MenuRow {
    MenuRow::typed("menu-seed", Field::Seed, |c: &RowContext| {
        match c.state.seed_text.is_empty() {
            true => c.tr.get("menu-seed-random"),
            false => c.state.seed_text.clone(),
        }
    })
}

/// Start: the page's game, also what Enter on a value row does.
pub(crate) fn start_row(run: fn(&mut World)) -> MenuRow {
    MenuRow::action("menu-start", Choose::Run(run))
        .emphasised()
        .apart()
        .starts_here()
        .on_enter()
}

pub(crate) fn new_game_page() -> PageSpec {
    PageSpec {
        title_key: "menu-new-game",
        keys_key: "menu-keys-new-game",
        rows: vec![
            MenuRow::value(
                "menu-mode",
                |c| {
                    c.tr.get(match c.settings.menu.mode {
                        ModeChoice::Solitaire => "menu-mode-solitaire",
                        ModeChoice::Coop => "menu-mode-coop",
                        ModeChoice::Duel => "menu-mode-duel",
                    })
                },
                |step, settings, _| {
                    settings.menu.mode = cycle(
                        &[ModeChoice::Solitaire, ModeChoice::Coop, ModeChoice::Duel],
                        settings.menu.mode,
                        step,
                    );
                },
            ),
            MenuRow::value(
                "menu-teammates",
                |c| match c.settings.menu.mode {
                    ModeChoice::Coop => c.settings.menu.teammates.to_string(),
                    _ => "-".into(),
                },
                |step, settings, _| {
                    let menu = &mut settings.menu;
                    if menu.mode == ModeChoice::Coop {
                        menu.teammates = cycle(&[1, 2, 3, 4], menu.teammates, step);
                    }
                },
            ),
            MenuRow::value(
                "menu-professional",
                |c| match coop(c.settings) {
                    true => on_off(c.settings.menu.professional, c.tr),
                    false => "-".into(),
                },
                |_, settings, _| {
                    if coop(settings) {
                        let menu = &mut settings.menu;
                        menu.professional = !menu.professional;
                        if !menu.professional {
                            menu.smaller_hands = false;
                        }
                    }
                },
            ),
            MenuRow::value(
                "menu-smaller-hands",
                |c| {
                    let menu = &c.settings.menu;
                    match coop(c.settings) {
                        true => on_off(menu.smaller_hands && menu.professional, c.tr),
                        false => "-".into(),
                    }
                },
                |_, settings, _| {
                    if coop(settings) {
                        let menu = &mut settings.menu;
                        menu.smaller_hands = !menu.smaller_hands;
                        if menu.smaller_hands {
                            // R-PRO-2 is an option of the professional variant.
                            menu.professional = true;
                        }
                    }
                },
            ),
            MenuRow::value(
                "menu-on-fire",
                |c| match coop(c.settings) {
                    true => on_off(c.settings.menu.on_fire, c.tr),
                    false => "-".into(),
                },
                |_, settings, _| {
                    if coop(settings) {
                        settings.menu.on_fire = !settings.menu.on_fire;
                    }
                },
            ),
            MenuRow::value(
                "menu-bot-level",
                |c| bot_level_name(c.settings.menu.bot_level, c.tr),
                |step, settings, _| {
                    settings.menu.bot_level = cycle(&BOT_LEVELS, settings.menu.bot_level, step);
                },
            ),
            seed_row(),
            start_row(start),
            back(),
        ],
    }
}

fn start(world: &mut World) {
    let config = match_config(world.resource::<Settings>(), world.resource::<MenuState>());
    world.insert_resource(config);
    go(world, Screen::Deal);
}

/// The game the new-game page describes; the person sits in seat 0.
pub(crate) fn match_config(settings: &Settings, state: &MenuState) -> MatchConfig {
    let menu = &settings.menu;
    let ruleset = match menu.mode {
        ModeChoice::Duel => Ruleset::duel(),
        mode => Ruleset {
            professional: menu.professional,
            smaller_hands: menu.smaller_hands && menu.professional,
            on_fire: menu.on_fire,
            ..Ruleset::coop(if mode == ModeChoice::Solitaire {
                1
            } else {
                1 + menu.teammates
            })
        },
    };
    MatchConfig {
        ruleset,
        seed: state.seed_text.parse().ok(),
        bot_level: menu.bot_level,
        human_seat: Some(0),
        ..MatchConfig::default()
    }
}

/// The game a deal code (typed, or the day's) describes.
pub(crate) fn code_config(code: &DealCode, settings: &Settings, daily: bool) -> MatchConfig {
    MatchConfig {
        ruleset: code.ruleset,
        seed: Some(code.seed),
        bot_level: settings.menu.bot_level,
        human_seat: Some(0),
        // The code says who starts (R-CO-5, R-DU-2): the same game for all.
        first_seat: crate::ai::opening::FirstSeat::Seat(code.first_seat),
        daily,
        ..MatchConfig::default()
    }
}
