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
use crate::game::ui::focus::FocusList;
use crate::game::ui::theme::Colours;
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
    pub(crate) focus: FocusList,
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

/// What a row's value is read from.
pub(crate) struct RowContext<'a> {
    pub(crate) settings: &'a Settings,
    pub(crate) state: &'a MenuState,
    pub(crate) stats: &'a Stats,
    pub(crate) resumable: &'a Resumable,
    pub(crate) tr: &'a Tr,
}

type ValueInWords = Box<dyn Fn(&RowContext) -> String>;
type OneStep = Box<dyn Fn(isize, &mut Settings, &mut MenuState)>;

/// Everything about one row but its place on a page (see [`rows`]).
pub(crate) struct RowSpec {
    title: RowTitle,
    /// Opens or starts something rather than holding a value: centred.
    pub(crate) is_action: bool,
    /// Shows a value beside its title (every value row, some actions).
    pub(crate) shows_value: bool,
    /// Drawn in the accent colour: the row that starts a game.
    pub(crate) emphasised: bool,
    /// Set apart from the rows above it.
    pub(crate) gap_above: bool,
    value: ValueInWords,
    step: OneStep,
}

enum RowTitle {
    Key(&'static str),
    Setting(SettingRow),
}

impl RowSpec {
    /// A row that opens or starts something and shows no value.
    fn action(title_key: &'static str) -> Self {
        Self {
            title: RowTitle::Key(title_key),
            is_action: true,
            shows_value: false,
            emphasised: false,
            gap_above: false,
            value: Box::new(|_| String::new()),
            step: Box::new(|_, _, _| {}),
        }
    }

    /// A row holding a value that Left/Right (or a click) steps through.
    fn value(
        title_key: &'static str,
        value: impl Fn(&RowContext) -> String + 'static,
        step: impl Fn(isize, &mut Settings, &mut MenuState) + 'static,
    ) -> Self {
        Self {
            is_action: false,
            shows_value: true,
            value: Box::new(value),
            step: Box::new(step),
            ..Self::action(title_key)
        }
    }

    /// An action that also shows something (the saved game, today's code).
    fn showing(self, value: impl Fn(&RowContext) -> String + 'static) -> Self {
        Self {
            shows_value: true,
            value: Box::new(value),
            ..self
        }
    }

    fn emphasised(self) -> Self {
        Self {
            emphasised: true,
            ..self
        }
    }

    fn apart(self) -> Self {
        Self {
            gap_above: true,
            ..self
        }
    }

    pub(crate) fn title(&self, tr: &Tr) -> String {
        match self.title {
            RowTitle::Key(key) => tr.get(key),
            RowTitle::Setting(setting) => setting.title(tr),
        }
    }

    pub(crate) fn value_in_words(&self, context: &RowContext) -> String {
        (self.value)(context)
    }

    /// Changes the row's value by one step either way; actions change nothing.
    pub(crate) fn change(&self, step: isize, settings: &mut Settings, state: &mut MenuState) {
        (self.step)(step, settings, state);
    }
}

/// The variants apply to cooperative games only.
fn coop(settings: &Settings) -> bool {
    settings.menu.mode != ModeChoice::Duel
}

impl Row {
    /// The one place that says what a row is: its title, its value, what a
    /// step does, how it looks. Which page lists it is in [`rows`].
    pub(crate) fn spec(self) -> RowSpec {
        match self {
            Row::Continue => RowSpec::action("menu-continue").emphasised().showing(|c| {
                c.resumable.0.as_ref().map_or(String::new(), |saved| {
                    crate::tr!(
                        c.tr,
                        "menu-continue-value",
                        rules = describe_ruleset(&saved.record.ruleset, c.tr),
                        turn = saved.record.turns.len() + 1
                    )
                })
            }),
            Row::NewGame => RowSpec::action("menu-new-game"),
            Row::Daily => RowSpec::action("menu-daily"),
            Row::Code => RowSpec::action("menu-code"),
            Row::Tutorial => RowSpec::action("menu-tutorial"),
            Row::Rules => RowSpec::action("menu-rules"),
            Row::Statistics => RowSpec::action("menu-statistics"),
            Row::Replays => RowSpec::action("menu-replays"),
            Row::Settings => RowSpec::action("menu-settings"),
            Row::Quit => RowSpec::action("menu-quit").apart(),
            Row::Mode => RowSpec::value(
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
            Row::Teammates => RowSpec::value(
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
            Row::Professional => RowSpec::value(
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
            Row::SmallerHands => RowSpec::value(
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
            Row::OnFire => RowSpec::value(
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
            Row::BotLevel => RowSpec::value(
                "menu-bot-level",
                |c| bot_level_name(c.settings.menu.bot_level, c.tr),
                |step, settings, _| {
                    settings.menu.bot_level = cycle(&BOT_LEVELS, settings.menu.bot_level, step);
                },
            ),
            Row::Seed => RowSpec::value(
                "menu-seed",
                |c| match c.state.seed_text.is_empty() {
                    true => c.tr.get("menu-seed-random"),
                    false => c.state.seed_text.clone(),
                },
                // A step forgets the typed seed: back to a random deal.
                |_, _, state| state.seed_text.clear(),
            ),
            Row::Start => RowSpec::action("menu-start").emphasised().apart(),
            Row::DailyDeal(kind) => {
                RowSpec::action(daily_key(kind)).showing(move |c| daily_value(kind, c))
            }
            Row::CodeText => RowSpec::value(
                "menu-code-text",
                |c| match c.state.code_text.is_empty() {
                    true => c.tr.get("menu-code-empty"),
                    false => c.state.code_text.clone(),
                },
                // Typed, not stepped.
                |_, _, _| {},
            ),
            Row::Paste => RowSpec::action("menu-paste"),
            Row::PlayCode => RowSpec::action("menu-play-code").emphasised(),
            Row::Setting(setting) => RowSpec {
                title: RowTitle::Setting(setting),
                ..RowSpec::value(
                    "",
                    move |c| setting.value(c.settings, c.tr),
                    move |step, settings, _| setting.change(step, settings),
                )
            },
            Row::Back => RowSpec::action("menu-back").apart(),
        }
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
    Some(match DealCode::parse(&state.code_text) {
        Ok(code) => (
            crate::tr!(
                tr,
                "menu-code-valid",
                rules = describe_ruleset(&code.ruleset, tr),
                seed = code.seed
            ),
            colours.good,
        ),
        Err(error) => (
            crate::tr!(tr, "menu-code-invalid", reason = error.to_string()),
            colours.danger,
        ),
    })
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
