//! What each page of the title menu holds: its rows, their titles and
//! values, what a step left or right changes, and the game a page starts.

use bevy::prelude::*;

use crate::ai::BotLevel;
use crate::dealcode::{DailyKind, DealCode, daily_deal};
use crate::game::core::autosave::Resumable;
use crate::game::core::kept::Stats;
use crate::game::core::language::{Tr, bot_level_name, describe_ruleset};
use crate::game::core::session::MatchConfig;
use crate::game::core::settings::{ModeChoice, Settings};
use crate::game::menus::settings::{SettingRow, cycle};
use crate::game::ui::theme;
use crate::rules::Ruleset;
use crate::stats::Date;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Page {
    #[default]
    Main,
    NewGame,
    Daily,
    Code,
    Settings,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Row {
    Continue,
    NewGame,
    Daily,
    Code,
    Tutorial,
    Rules,
    Statistics,
    Replays,
    Settings,
    Quit,
    Mode,
    Teammates,
    Professional,
    SmallerHands,
    OnFire,
    BotLevel,
    Seed,
    Start,
    DailyDeal(DailyKind),
    CodeText,
    Paste,
    PlayCode,
    Setting(SettingRow),
    Back,
}

pub(crate) const BOT_LEVELS: [BotLevel; 4] = [
    BotLevel::Easy,
    BotLevel::Normal,
    BotLevel::Expert,
    BotLevel::Baseline,
];

/// The menu's own state: the page, the focused row and the texts being typed.
#[derive(Resource, Debug, Clone, Default)]
pub struct MenuState {
    pub page: Page,
    pub(crate) focus: usize,
    /// Empty means a random deal.
    pub(crate) seed_text: String,
    pub(crate) code_text: String,
    /// Set when the clipboard could not be read or written.
    pub(crate) clipboard_problem: Option<String>,
}

pub(crate) fn rows(page: Page, can_continue: bool) -> Vec<Row> {
    match page {
        Page::Main => {
            let mut rows = Vec::new();
            if can_continue {
                rows.push(Row::Continue);
            }
            rows.extend([
                Row::NewGame,
                Row::Daily,
                Row::Code,
                Row::Tutorial,
                Row::Rules,
                Row::Statistics,
                Row::Replays,
                Row::Settings,
                Row::Quit,
            ]);
            rows
        }
        Page::NewGame => vec![
            Row::Mode,
            Row::Teammates,
            Row::Professional,
            Row::SmallerHands,
            Row::OnFire,
            Row::BotLevel,
            Row::Seed,
            Row::Start,
            Row::Back,
        ],
        Page::Daily => vec![
            Row::DailyDeal(DailyKind::Solitaire),
            Row::DailyDeal(DailyKind::Coop),
            Row::DailyDeal(DailyKind::Duel),
            Row::Back,
        ],
        Page::Code => vec![Row::CodeText, Row::Paste, Row::PlayCode, Row::Back],
        Page::Settings => SettingRow::ALL
            .into_iter()
            .map(Row::Setting)
            .chain([Row::Back])
            .collect(),
    }
}

/// Where the keyboard starts on a page: the row a person most likely wants.
pub(crate) fn first_focus(page: Page, can_continue: bool) -> usize {
    let wanted = match page {
        Page::NewGame => Row::Start,
        Page::Code => Row::CodeText,
        _ => return 0,
    };
    rows(page, can_continue)
        .iter()
        .position(|&row| row == wanted)
        .unwrap_or(0)
}

/// Rows that open something rather than hold a value: centred, no value.
pub(crate) fn is_action(row: Row) -> bool {
    !matches!(
        row,
        Row::Mode
            | Row::Teammates
            | Row::Professional
            | Row::SmallerHands
            | Row::OnFire
            | Row::BotLevel
            | Row::Seed
            | Row::CodeText
            | Row::Setting(_)
    )
}

pub(crate) fn daily_key(kind: DailyKind) -> &'static str {
    match kind {
        DailyKind::Solitaire => "menu-daily-solitaire",
        DailyKind::Coop => "menu-daily-coop",
        DailyKind::Duel => "menu-daily-duel",
    }
}

pub(crate) fn row_title(row: Row, tr: &Tr) -> String {
    let key = match row {
        Row::Continue => "menu-continue",
        Row::NewGame => "menu-new-game",
        Row::Daily => "menu-daily",
        Row::Code => "menu-code",
        Row::Tutorial => "menu-tutorial",
        Row::Rules => "menu-rules",
        Row::Statistics => "menu-statistics",
        Row::Replays => "menu-replays",
        Row::Settings => "menu-settings",
        Row::Quit => "menu-quit",
        Row::Mode => "menu-mode",
        Row::Teammates => "menu-teammates",
        Row::Professional => "menu-professional",
        Row::SmallerHands => "menu-smaller-hands",
        Row::OnFire => "menu-on-fire",
        Row::BotLevel => "menu-bot-level",
        Row::Seed => "menu-seed",
        Row::Start => "menu-start",
        Row::DailyDeal(kind) => daily_key(kind),
        Row::CodeText => "menu-code-text",
        Row::Paste => "menu-paste",
        Row::PlayCode => "menu-play-code",
        Row::Setting(setting) => return setting.title(tr),
        Row::Back => "menu-back",
    };
    tr.get(key)
}

pub(crate) fn page_title(page: Page, tr: &Tr) -> String {
    tr.get(match page {
        Page::Main => "menu-subtitle",
        Page::NewGame => "menu-new-game",
        Page::Daily => "menu-daily-title",
        Page::Code => "menu-code-title",
        Page::Settings => "menu-settings",
    })
}

pub(crate) fn page_keys(page: Page, tr: &Tr) -> String {
    tr.get(match page {
        Page::Main | Page::Daily => "menu-keys-main",
        Page::NewGame => "menu-keys-new-game",
        Page::Code => "menu-keys-code",
        Page::Settings => "menu-keys-settings",
    })
}

pub(crate) fn on_off(value: bool, tr: &Tr) -> String {
    tr.get(if value { "options-on" } else { "options-off" })
}

pub(crate) fn row_value(
    row: Row,
    settings: &Settings,
    state: &MenuState,
    stats: &Stats,
    resumable: &Resumable,
    tr: &Tr,
) -> String {
    let menu = &settings.menu;
    let coop = menu.mode != ModeChoice::Duel;
    match row {
        Row::Continue => resumable.0.as_ref().map_or(String::new(), |saved| {
            crate::tr!(
                tr,
                "menu-continue-value",
                rules = describe_ruleset(&saved.record.ruleset, tr),
                turn = saved.record.turns.len() + 1
            )
        }),
        Row::Mode => tr.get(match menu.mode {
            ModeChoice::Solitaire => "menu-mode-solitaire",
            ModeChoice::Coop => "menu-mode-coop",
            ModeChoice::Duel => "menu-mode-duel",
        }),
        Row::Teammates if menu.mode == ModeChoice::Coop => menu.teammates.to_string(),
        Row::Professional if coop => on_off(menu.professional, tr),
        Row::SmallerHands if coop => on_off(menu.smaller_hands && menu.professional, tr),
        Row::OnFire if coop => on_off(menu.on_fire, tr),
        Row::Teammates | Row::Professional | Row::SmallerHands | Row::OnFire => "-".into(),
        Row::BotLevel => bot_level_name(menu.bot_level, tr),
        Row::Seed if state.seed_text.is_empty() => tr.get("menu-seed-random"),
        Row::Seed => state.seed_text.clone(),
        Row::DailyDeal(kind) => {
            let today = Date::today_utc();
            let code = daily_deal(kind, today);
            let played = stats
                .history
                .iter()
                .filter(|game| game.daily && game.date == today && game.seed == code.seed)
                .min_by_key(|game| game.cards_left);
            match played {
                Some(game) => crate::tr!(tr, "menu-daily-played", cards = game.cards_left),
                None => code.to_string(),
            }
        }
        Row::CodeText if state.code_text.is_empty() => tr.get("menu-code-empty"),
        Row::CodeText => state.code_text.clone(),
        Row::Setting(setting) => setting.value(settings, tr),
        _ => String::new(),
    }
}

/// What the typed code means: the game it deals, or what is wrong with it.
pub(crate) fn code_verdict(state: &MenuState, tr: &Tr) -> Option<(String, Color)> {
    if state.code_text.trim().is_empty() {
        return None;
    }
    Some(match DealCode::parse(&state.code_text) {
        Ok(code) => (
            crate::tr!(
                tr,
                "menu-code-valid",
                rules = describe_ruleset(&code.ruleset, tr),
                seed = code.seed
            ),
            theme::colours().good,
        ),
        Err(error) => (
            crate::tr!(tr, "menu-code-invalid", reason = error.to_string()),
            theme::colours().danger,
        ),
    })
}

/// Changes a row's value by one step either way.
pub(crate) fn change(row: Row, step: isize, settings: &mut Settings, state: &mut MenuState) {
    let menu = &mut settings.menu;
    let coop = menu.mode != ModeChoice::Duel;
    match row {
        Row::Mode => {
            menu.mode = cycle(
                &[ModeChoice::Solitaire, ModeChoice::Coop, ModeChoice::Duel],
                menu.mode,
                step,
            );
        }
        Row::Teammates if menu.mode == ModeChoice::Coop => {
            menu.teammates = cycle(&[1, 2, 3, 4], menu.teammates, step);
        }
        Row::Professional if coop => {
            menu.professional = !menu.professional;
            if !menu.professional {
                menu.smaller_hands = false;
            }
        }
        Row::SmallerHands if coop => {
            menu.smaller_hands = !menu.smaller_hands;
            if menu.smaller_hands {
                // R-PRO-2 is an option of the professional variant.
                menu.professional = true;
            }
        }
        Row::OnFire if coop => menu.on_fire = !menu.on_fire,
        Row::BotLevel => menu.bot_level = cycle(&BOT_LEVELS, menu.bot_level, step),
        Row::Seed => state.seed_text.clear(),
        Row::Setting(setting) => setting.change(step, settings),
        _ => {}
    }
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
        daily,
        ..MatchConfig::default()
    }
}
