//! The number-pile game's new-game page: mode, variants, bot level, who
//! starts, seed, and the game it starts.

use crate::piles::GAME;
use bevy::prelude::*;

use crate::piles::choices::{ModeChoice, PilesChoices};
use crate::piles::describe::bot_level_name;
use crate::piles::session::{MatchConfig, first_seat};
use crate::shell::menus::rows::{
    MenuRow, MenuState, PageSpec, RowContext, back, go, seed_row, start_row,
};
use crate::shell::menus::settings::{cycle, on_off};
use crate::shell::settings::Settings;
use crate::shell::states::Screen;
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::bots::opening::{FirstSeat, Opening, judge};
use pilefire_engine::piles::dealcode::DealCode;
use pilefire_engine::piles::rules::{Deal, Game, Ruleset};

pub(crate) const BOT_LEVELS: [BotLevel; 4] = [
    BotLevel::Easy,
    BotLevel::Normal,
    BotLevel::Expert,
    BotLevel::Baseline,
];

/// The variants apply to cooperative games only.
fn coop(menu: &PilesChoices) -> bool {
    menu.mode != ModeChoice::Duel
}

pub(crate) fn new_game_page() -> PageSpec {
    PageSpec {
        title_key: "menu-new-game",
        keys_key: "menu-keys-new-game",
        rows: vec![
            MenuRow::choice::<PilesChoices>(
                "menu-mode",
                |menu, c| {
                    c.tr.get(match menu.mode {
                        ModeChoice::Solitaire => "menu-mode-solitaire",
                        ModeChoice::Coop => "menu-mode-coop",
                        ModeChoice::Duel => "menu-mode-duel",
                    })
                },
                |step, menu| {
                    let modes = [ModeChoice::Solitaire, ModeChoice::Coop, ModeChoice::Duel];
                    menu.mode = cycle(&modes, menu.mode, step);
                },
            ),
            MenuRow::choice::<PilesChoices>(
                "menu-teammates",
                |menu, _| match menu.mode {
                    ModeChoice::Coop => menu.teammates.to_string(),
                    _ => "-".into(),
                },
                |step, menu| {
                    if menu.mode == ModeChoice::Coop {
                        menu.teammates = cycle(&[1, 2, 3, 4], menu.teammates, step);
                    }
                },
            ),
            MenuRow::choice::<PilesChoices>(
                "menu-professional",
                |menu, c| match coop(menu) {
                    true => on_off(menu.professional, c.tr),
                    false => "-".into(),
                },
                |_, menu| {
                    if coop(menu) {
                        menu.professional = !menu.professional;
                        if !menu.professional {
                            menu.smaller_hands = false;
                        }
                    }
                },
            ),
            MenuRow::choice::<PilesChoices>(
                "menu-smaller-hands",
                |menu, c| match coop(menu) {
                    true => on_off(menu.smaller_hands && menu.professional, c.tr),
                    false => "-".into(),
                },
                |_, menu| {
                    if coop(menu) {
                        menu.smaller_hands = !menu.smaller_hands;
                        if menu.smaller_hands {
                            // R-PRO-2 is an option of the professional variant.
                            menu.professional = true;
                        }
                    }
                },
            ),
            MenuRow::choice::<PilesChoices>(
                "menu-on-fire",
                |menu, c| match coop(menu) {
                    true => on_off(menu.on_fire, c.tr),
                    false => "-".into(),
                },
                |_, menu| {
                    if coop(menu) {
                        menu.on_fire = !menu.on_fire;
                    }
                },
            ),
            MenuRow::choice::<PilesChoices>(
                "menu-bot-level",
                |menu, c| bot_level_name(menu.bot_level, c.tr),
                |step, menu| menu.bot_level = cycle(&BOT_LEVELS, menu.bot_level, step),
            ),
            MenuRow::choice::<PilesChoices>("menu-first-seat", first_seat_words, |step, menu| {
                menu.first_seat = cycle(&first_seat_choices(menu), first_seat_choice(menu), step);
            }),
            seed_row(),
            start_row(start),
            back(),
        ],
    }
}

/// Who may start, as the page offers it for the mode: co-op, you, the
/// strongest opening (R-CO-5) or a chosen teammate; Duel, you, the computer
/// or a draw (R-DU-2).
pub(crate) fn first_seat_choices(menu: &PilesChoices) -> Vec<FirstSeat> {
    match menu.mode {
        ModeChoice::Solitaire => vec![FirstSeat::Seat(0)],
        ModeChoice::Coop => [FirstSeat::Seat(0), FirstSeat::Strongest]
            .into_iter()
            .chain((1..=menu.teammates).map(FirstSeat::Seat))
            .collect(),
        ModeChoice::Duel => vec![FirstSeat::Seat(0), FirstSeat::Seat(1), FirstSeat::Random],
    }
}

/// The kept choice when the mode offers it (a teammate may have left), else you.
fn first_seat_choice(menu: &PilesChoices) -> FirstSeat {
    match first_seat_choices(menu).contains(&menu.first_seat) {
        true => menu.first_seat,
        false => FirstSeat::Seat(0),
    }
}

fn first_seat_words(menu: &PilesChoices, c: &RowContext) -> String {
    match (menu.mode, first_seat_choice(menu)) {
        (ModeChoice::Solitaire, _) => "-".into(),
        (_, FirstSeat::Seat(0)) => c.tr.get("menu-first-you"),
        (ModeChoice::Duel, FirstSeat::Seat(_)) => c.tr.get("table-computer"),
        (_, FirstSeat::Seat(seat)) => crate::tr!(c.tr, "table-bot", seat = seat + 1),
        (_, FirstSeat::Random) => c.tr.get("menu-first-random"),
        (_, FirstSeat::Strongest) => match proposal(c) {
            Some((seat, opening)) => crate::tr!(
                c.tr,
                "menu-first-proposal",
                bot = crate::tr!(c.tr, "table-bot", seat = seat + 1),
                opening = c.tr.get(opening_key(opening))
            ),
            None => c.tr.get("menu-first-strongest"),
        },
    }
}

/// The bots' proposal for the typed deal: the seat that starts and its own
/// word for its opening (each bot judges only its own hand). A random deal
/// is not known yet: the bots propose when it is dealt.
fn proposal(c: &RowContext) -> Option<(usize, Opening)> {
    let config = match_config(c.settings, c.state);
    let seed = config.seed?;
    let deal = Deal::Seed(seed);
    let seat = first_seat(&config, &deal, seed).ok()?;
    let game = Game::new(config.ruleset, deal, seat).ok()?;
    (config.human_seat != Some(seat)).then(|| (seat, judge(&game.observation(seat))))
}

fn opening_key(opening: Opening) -> &'static str {
    match opening {
        Opening::Stuck => "menu-opening-stuck",
        Opening::Poor => "menu-opening-poor",
        Opening::Weak => "menu-opening-weak",
        Opening::Fair => "menu-opening-fair",
        Opening::Good => "menu-opening-good",
        Opening::Strong => "menu-opening-strong",
        Opening::Excellent => "menu-opening-excellent",
    }
}

fn start(world: &mut World) {
    let config = match_config(world.resource::<Settings>(), world.resource::<MenuState>());
    world.insert_resource(config);
    go(world, Screen::Deal(GAME));
}

/// The game the new-game page describes; the person sits in seat 0.
pub(crate) fn match_config(settings: &Settings, state: &MenuState) -> MatchConfig {
    let menu = &settings.game::<PilesChoices>();
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
        first_seat: first_seat_choice(menu),
        ..MatchConfig::default()
    }
}

/// The game a deal code (typed, or the day's) describes.
pub(crate) fn code_config(code: &DealCode, settings: &Settings, daily: bool) -> MatchConfig {
    MatchConfig {
        ruleset: code.ruleset,
        seed: Some(code.seed),
        bot_level: settings.game::<PilesChoices>().bot_level,
        human_seat: Some(0),
        // The code says who starts (R-CO-5, R-DU-2): the same game for all.
        first_seat: pilefire_engine::piles::bots::opening::FirstSeat::Seat(code.first_seat),
        daily,
        ..MatchConfig::default()
    }
}
