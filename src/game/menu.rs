//! The menu, in pages. Main: continue a saved game, a new game, the day's
//! deals, a deal code, the tutorial, rules, statistics, replays, settings,
//! quit. New game: mode, variants, bot level and seed. Daily: one deal a day
//! per mode, the same for everybody. Deal code: type or paste a code to play
//! that exact deal. Settings: language, sound, motion, window and
//! accessibility.
//!
//! Mouse: click a row to change or choose it (right-click changes it back).
//! Keys: Up/Down or Tab choose a row, Left/Right change it, Enter chooses,
//! Esc goes back (on the main page: quits); digits type a seed, letters a code.

use bevy::prelude::*;

use super::audio::{Sfx, Sound};
use super::autosave::Resumable;
use super::history::Stats;
use super::i18n::{Tr, bot_level_name, describe_notice, describe_ruleset};
use super::screen::Screen;
use super::session::{DealProblem, MatchConfig};
use super::settings::{ModeChoice, Notices, Settings};
use super::settings_rows::{SettingRow, cycle};
use super::theme::{self, ButtonAction, Focused};
use crate::ai::BotLevel;
use crate::dealcode::{DailyKind, DealCode, daily_deal};
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
enum Row {
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

const BOT_LEVELS: [BotLevel; 4] = [
    BotLevel::Easy,
    BotLevel::Normal,
    BotLevel::Expert,
    BotLevel::Baseline,
];

/// The menu's own state: the page, the focused row and the texts being typed.
#[derive(Resource, Debug, Clone, Default)]
pub struct MenuState {
    pub page: Page,
    focus: usize,
    /// Empty means a random deal.
    seed_text: String,
    code_text: String,
    /// Set when the clipboard could not be read or written.
    clipboard_problem: Option<String>,
}

#[derive(Component, Debug, Clone, Copy)]
struct RowValue(Row);

#[derive(Component)]
struct NoticeText;

/// The root of the current page; rebuilt when the page or language changes.
#[derive(Component)]
struct MenuRoot;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuState>();
    app.add_systems(OnEnter(Screen::Menu), open_main_page);
    app.add_systems(
        Update,
        (menu_input, rebuild_page, refresh_menu)
            .chain()
            .run_if(in_state(Screen::Menu)),
    );
}

fn open_main_page(mut state: ResMut<MenuState>, resumable: Res<Resumable>) {
    state.page = Page::Main;
    state.focus = first_focus(Page::Main, resumable.0.is_some());
}

fn rows(page: Page, can_continue: bool) -> Vec<Row> {
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
fn first_focus(page: Page, can_continue: bool) -> usize {
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
fn is_action(row: Row) -> bool {
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

fn daily_key(kind: DailyKind) -> &'static str {
    match kind {
        DailyKind::Solitaire => "menu-daily-solitaire",
        DailyKind::Coop => "menu-daily-coop",
        DailyKind::Duel => "menu-daily-duel",
    }
}

fn row_title(row: Row, tr: &Tr) -> String {
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

fn page_title(page: Page, tr: &Tr) -> String {
    tr.get(match page {
        Page::Main => "menu-subtitle",
        Page::NewGame => "menu-new-game",
        Page::Daily => "menu-daily-title",
        Page::Code => "menu-code-title",
        Page::Settings => "menu-settings",
    })
}

fn page_keys(page: Page, tr: &Tr) -> String {
    tr.get(match page {
        Page::Main | Page::Daily => "menu-keys-main",
        Page::NewGame => "menu-keys-new-game",
        Page::Code => "menu-keys-code",
        Page::Settings => "menu-keys-settings",
    })
}

fn on_off(value: bool, tr: &Tr) -> String {
    tr.get(if value { "options-on" } else { "options-off" })
}

fn row_value(
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
fn code_verdict(state: &MenuState, tr: &Tr) -> Option<(String, Color)> {
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
fn change(row: Row, step: isize, settings: &mut Settings, state: &mut MenuState) {
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
fn match_config(settings: &Settings, state: &MenuState) -> MatchConfig {
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
fn code_config(code: &DealCode, settings: &Settings, daily: bool) -> MatchConfig {
    MatchConfig {
        ruleset: code.ruleset,
        seed: Some(code.seed),
        bot_level: settings.menu.bot_level,
        human_seat: Some(0),
        daily,
        ..MatchConfig::default()
    }
}

fn rebuild_page(
    mut commands: Commands,
    state: Res<MenuState>,
    tr: Res<Tr>,
    resumable: Res<Resumable>,
    roots: Query<Entity, With<MenuRoot>>,
    mut shown: Local<Option<(Page, bool)>>,
) {
    let wanted = (state.page, resumable.0.is_some());
    if *shown == Some(wanted) && !tr.is_changed() && !roots.is_empty() {
        return;
    }
    *shown = Some(wanted);
    for root in &roots {
        commands.entity(root).despawn();
    }
    spawn_page(&mut commands, state.page, resumable.0.is_some(), &tr);
}

fn spawn_page(commands: &mut Commands, page: Page, can_continue: bool, tr: &Tr) {
    commands
        .spawn((
            MenuRoot,
            DespawnOnExit(Screen::Menu),
            theme::centred_screen(2.0),
        ))
        .with_children(|menu| {
            menu.spawn((
                theme::label("PILEFIRE", 46.0, theme::colours().accent),
                Node {
                    margin: UiRect::bottom(px(2)),
                    ..default()
                },
            ));
            menu.spawn((
                theme::label(page_title(page, tr), 17.0, theme::colours().muted),
                Node {
                    margin: UiRect::bottom(px(8)),
                    ..default()
                },
            ));
            for row in rows(page, can_continue) {
                let action = is_action(row);
                // Actions that also show something (the saved game, today's code).
                let shows_value = !action || matches!(row, Row::Continue | Row::DailyDeal(_));
                let width = match (action, shows_value) {
                    (true, false) => 420.0,
                    (true, true) => 520.0,
                    (false, _) => 600.0,
                };
                let colour = match row {
                    Row::Start | Row::Continue | Row::PlayCode => theme::colours().accent,
                    _ => theme::colours().text,
                };
                let gap_above = matches!(row, Row::Start | Row::Back | Row::Quit);
                let mut button = menu.spawn((
                    Button,
                    ButtonAction(row),
                    Node {
                        width: px(width),
                        min_height: px(31),
                        padding: UiRect::axes(px(12), px(2)),
                        margin: UiRect::top(px(if gap_above { 10.0 } else { 2.0 })),
                        justify_content: if shows_value {
                            JustifyContent::SpaceBetween
                        } else {
                            JustifyContent::Center
                        },
                        align_items: AlignItems::Center,
                        border_radius: BorderRadius::all(px(5)),
                        ..default()
                    },
                    BackgroundColor(theme::colours().button),
                ));
                button.with_child(theme::label(row_title(row, tr), 18.0, colour));
                if shows_value {
                    button.with_child((
                        RowValue(row),
                        theme::label("", 16.0, theme::colours().accent),
                    ));
                }
            }
            menu.spawn((
                theme::label(page_keys(page, tr), 14.0, theme::colours().muted),
                Node {
                    margin: UiRect::top(px(8)),
                    ..default()
                },
            ));
            menu.spawn((
                NoticeText,
                theme::label("", 16.0, theme::colours().danger),
                Node {
                    margin: UiRect::top(px(6)),
                    max_width: px(760),
                    ..default()
                },
            ));
        });
}

const DIGITS: [KeyCode; 10] = [
    KeyCode::Digit0,
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

const LETTERS: [(KeyCode, char); 26] = [
    (KeyCode::KeyA, 'A'),
    (KeyCode::KeyB, 'B'),
    (KeyCode::KeyC, 'C'),
    (KeyCode::KeyD, 'D'),
    (KeyCode::KeyE, 'E'),
    (KeyCode::KeyF, 'F'),
    (KeyCode::KeyG, 'G'),
    (KeyCode::KeyH, 'H'),
    (KeyCode::KeyI, 'I'),
    (KeyCode::KeyJ, 'J'),
    (KeyCode::KeyK, 'K'),
    (KeyCode::KeyL, 'L'),
    (KeyCode::KeyM, 'M'),
    (KeyCode::KeyN, 'N'),
    (KeyCode::KeyO, 'O'),
    (KeyCode::KeyP, 'P'),
    (KeyCode::KeyQ, 'Q'),
    (KeyCode::KeyR, 'R'),
    (KeyCode::KeyS, 'S'),
    (KeyCode::KeyT, 'T'),
    (KeyCode::KeyU, 'U'),
    (KeyCode::KeyV, 'V'),
    (KeyCode::KeyW, 'W'),
    (KeyCode::KeyX, 'X'),
    (KeyCode::KeyY, 'Y'),
    (KeyCode::KeyZ, 'Z'),
];

/// Typing into the seed (digits) or the deal code (digits, letters, hyphens).
fn control_held(keys: &ButtonInput<KeyCode>) -> bool {
    super::input::modifier_held(keys, [KeyCode::ControlLeft, KeyCode::ControlRight])
}

fn type_text(keys: &ButtonInput<KeyCode>, focused: Row, state: &mut MenuState) -> bool {
    let control = control_held(keys);
    let text = match focused {
        Row::Seed => &mut state.seed_text,
        Row::CodeText if !control => &mut state.code_text,
        _ => return false,
    };
    let limit = if focused == Row::Seed { 9 } else { 24 };
    let mut typed = false;
    for (value, key) in DIGITS.into_iter().enumerate() {
        if keys.just_pressed(key) && text.len() < limit {
            text.push(char::from(b'0' + value as u8));
            typed = true;
        }
    }
    if focused == Row::CodeText {
        for (key, letter) in LETTERS {
            if keys.just_pressed(key) && text.len() < limit {
                text.push(letter);
                typed = true;
            }
        }
        if keys.any_just_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) && text.len() < limit {
            text.push('-');
            typed = true;
        }
    } else if keys.just_pressed(KeyCode::KeyR) {
        text.clear();
        typed = true;
    }
    if keys.just_pressed(KeyCode::Backspace) {
        text.pop();
        typed = true;
    }
    typed
}

fn menu_input(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    buttons: Query<(&Interaction, &ButtonAction<Row>), Changed<Interaction>>,
    hovered: Query<(&Interaction, &ButtonAction<Row>)>,
    mut settings: ResMut<Settings>,
    mut state: ResMut<MenuState>,
    resumable: Res<Resumable>,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut sfx: MessageWriter<Sfx>,
    tr: Res<Tr>,
) {
    let can_continue = resumable.0.is_some();
    let page_rows = rows(state.page, can_continue);
    state.focus = state.focus.min(page_rows.len() - 1);
    let mut chosen: Vec<(Row, isize)> = buttons
        .iter()
        .filter(|(interaction, _)| **interaction == Interaction::Pressed)
        .map(|(_, action)| (action.0, 1))
        .collect();
    if mouse.just_pressed(MouseButton::Right)
        && let Some((_, action)) = hovered.iter().find(|(i, _)| **i == Interaction::Hovered)
    {
        chosen.push((action.0, -1));
    }
    if keys.just_pressed(KeyCode::ArrowDown) || keys.just_pressed(KeyCode::Tab) {
        state.focus = (state.focus + 1) % page_rows.len();
    }
    if keys.just_pressed(KeyCode::ArrowUp) {
        state.focus = (state.focus + page_rows.len() - 1) % page_rows.len();
    }
    let focused = page_rows[state.focus];
    let typed = type_text(&keys, focused, &mut state);
    if keys.just_pressed(KeyCode::ArrowRight) || (keys.just_pressed(KeyCode::Space) && !typed) {
        chosen.push((focused, 1));
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        chosen.push((focused, -1));
    }
    let control = control_held(&keys);
    if control && keys.just_pressed(KeyCode::KeyV) && state.page == Page::Code {
        chosen.push((Row::Paste, 1));
    }
    if keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter) {
        let row = match focused {
            // Enter on a value row plays what the page describes.
            Row::CodeText => Row::PlayCode,
            row if !is_action(row) && state.page == Page::NewGame => Row::Start,
            row => row,
        };
        chosen.push((row, 1));
    }
    if keys.just_pressed(KeyCode::Escape) {
        chosen.push((
            if state.page == Page::Main {
                Row::Quit
            } else {
                Row::Back
            },
            1,
        ));
    }
    let mut clipboard = clipboard;
    for (row, step) in chosen {
        sfx.write(Sfx(Sound::Click));
        let open = |page: Page, state: &mut MenuState| {
            state.page = page;
            state.focus = first_focus(page, can_continue);
        };
        match row {
            Row::Continue => {
                if let Some(saved) = &resumable.0 {
                    commands.insert_resource(saved.config());
                    next.set(Screen::Deal);
                }
                return;
            }
            Row::NewGame => open(Page::NewGame, &mut state),
            Row::Daily => open(Page::Daily, &mut state),
            Row::Code => open(Page::Code, &mut state),
            Row::Settings => open(Page::Settings, &mut state),
            Row::Back => {
                let from = state.page;
                open(Page::Main, &mut state);
                // Back on the row that led here.
                let came_from = match from {
                    Page::NewGame => Row::NewGame,
                    Page::Daily => Row::Daily,
                    Page::Code => Row::Code,
                    Page::Settings => Row::Settings,
                    Page::Main => Row::Quit,
                };
                state.focus = rows(Page::Main, can_continue)
                    .iter()
                    .position(|&r| r == came_from)
                    .unwrap_or(0);
            }
            Row::Tutorial => {
                commands.insert_resource(super::tutorial::tutorial_config());
                commands.insert_resource(super::tutorial::Tutorial::default());
                next.set(Screen::Deal);
                return;
            }
            Row::Rules => {
                next.set(Screen::Rules);
                return;
            }
            Row::Statistics => {
                next.set(Screen::Statistics);
                return;
            }
            Row::Replays => {
                next.set(Screen::Replays);
                return;
            }
            Row::Quit => {
                exit.write(AppExit::Success);
                return;
            }
            Row::Start => {
                commands.insert_resource(match_config(&settings, &state));
                next.set(Screen::Deal);
                return;
            }
            Row::DailyDeal(kind) => {
                let code = daily_deal(kind, Date::today_utc());
                commands.insert_resource(code_config(&code, &settings, true));
                next.set(Screen::Deal);
                return;
            }
            Row::PlayCode => {
                if let Ok(code) = DealCode::parse(&state.code_text) {
                    commands.insert_resource(code_config(&code, &settings, false));
                    next.set(Screen::Deal);
                    return;
                }
            }
            Row::Paste => match clipboard
                .as_deref_mut()
                .map(|clipboard| clipboard.fetch_text())
            {
                Some(mut read) => match read.poll_result() {
                    Some(Ok(text)) => {
                        state.code_text = text.trim().chars().take(24).collect();
                        state.clipboard_problem = None;
                        state.focus = first_focus(Page::Code, can_continue);
                    }
                    Some(Err(error)) => state.clipboard_problem = Some(error.to_string()),
                    None => {}
                },
                None => state.clipboard_problem = Some(tr.get("menu-no-clipboard")),
            },
            row => {
                if let Some(index) = page_rows.iter().position(|&r| r == row) {
                    state.focus = index;
                }
                change(row, step, &mut settings, &mut state);
            }
        }
    }
}

fn refresh_menu(
    mut commands: Commands,
    settings: Res<Settings>,
    state: Res<MenuState>,
    stats: Res<Stats>,
    resumable: Res<Resumable>,
    tr: Res<Tr>,
    notices: Res<Notices>,
    problem: Res<DealProblem>,
    mut values: Query<(&RowValue, &mut Text)>,
    rows_shown: Query<(Entity, &ButtonAction<Row>, Has<Focused>)>,
    mut notice_text: Query<(&mut Text, &mut TextColor), (With<NoticeText>, Without<RowValue>)>,
) {
    for (value, mut text) in &mut values {
        let wanted = row_value(value.0, &settings, &state, &stats, &resumable, &tr);
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    let page_rows = rows(state.page, resumable.0.is_some());
    let focused = page_rows.get(state.focus).copied();
    for (entity, row, has_focus) in &rows_shown {
        let wanted = Some(row.0) == focused;
        if wanted && !has_focus {
            commands.entity(entity).insert(Focused);
        } else if !wanted && has_focus {
            commands.entity(entity).remove::<Focused>();
        }
    }
    let (message, colour) = if state.page == Page::Code {
        match (&state.clipboard_problem, code_verdict(&state, &tr)) {
            (Some(problem), _) => (
                crate::tr!(tr, "menu-paste-failed", reason = problem.clone()),
                theme::colours().danger,
            ),
            (None, Some(verdict)) => verdict,
            (None, None) => (String::new(), theme::colours().danger),
        }
    } else {
        let deal_problem = problem
            .0
            .as_ref()
            .map(|reason| crate::tr!(tr, "menu-deal-problem", reason = reason.as_str()));
        let lines: Vec<String> = notices
            .0
            .iter()
            .map(|notice| describe_notice(notice, &tr))
            .chain(deal_problem)
            .collect();
        (lines.join("\n"), theme::colours().danger)
    };
    for (mut text, mut text_colour) in &mut notice_text {
        if text.0 != message {
            text.0 = message.clone();
        }
        if text_colour.0 != colour {
            text_colour.0 = colour;
        }
    }
}
