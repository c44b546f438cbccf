//! The menu: mode, variants, bot level and seed, then start; below, the
//! settings (volumes, animation speed, window mode). Mouse: click a row to
//! change it (right-click goes back). Keys: Up/Down choose a row, Left/Right
//! change it, digits type a seed (Backspace deletes, R makes it random),
//! Enter starts, Esc quits.

use bevy::prelude::*;

use super::audio::{Sfx, Sound};
use super::screen::Screen;
use super::session::{DealProblem, MatchConfig};
use super::settings::{AnimationSpeed, ModeChoice, Settings, SettingsNotice, WindowChoice};
use super::theme::{self, ButtonAction, Focused};
use crate::ai::BotLevel;
use crate::rules::Ruleset;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Row {
    Mode,
    Teammates,
    Professional,
    SmallerHands,
    OnFire,
    BotLevel,
    Seed,
    MasterVolume,
    MusicVolume,
    EffectsVolume,
    Animation,
    Window,
    Start,
    Quit,
}

const ROWS: [Row; 14] = [
    Row::Mode,
    Row::Teammates,
    Row::Professional,
    Row::SmallerHands,
    Row::OnFire,
    Row::BotLevel,
    Row::Seed,
    Row::MasterVolume,
    Row::MusicVolume,
    Row::EffectsVolume,
    Row::Animation,
    Row::Window,
    Row::Start,
    Row::Quit,
];

const BOT_LEVELS: [BotLevel; 4] = [
    BotLevel::Easy,
    BotLevel::Normal,
    BotLevel::Expert,
    BotLevel::Baseline,
];

/// The menu's own state: the focused row and the seed being typed.
#[derive(Resource, Debug, Clone, Default)]
struct MenuState {
    focus: usize,
    /// Empty means a random deal.
    seed_text: String,
}

#[derive(Component, Debug, Clone, Copy)]
struct RowValue(Row);

#[derive(Component)]
struct NoticeText;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuState>();
    app.add_systems(OnEnter(Screen::Menu), spawn_menu);
    app.add_systems(
        Update,
        (menu_input, refresh_menu)
            .chain()
            .run_if(in_state(Screen::Menu)),
    );
}

fn row_title(row: Row) -> &'static str {
    match row {
        Row::Mode => "Game",
        Row::Teammates => "AI teammates",
        Row::Professional => "Professional (3 a turn)",
        Row::SmallerHands => "Smaller hands",
        Row::OnFire => "On Fire",
        Row::BotLevel => "Bot level",
        Row::Seed => "Deal (seed)",
        Row::MasterVolume => "Master volume",
        Row::MusicVolume => "Music volume",
        Row::EffectsVolume => "Effects volume",
        Row::Animation => "Animation speed",
        Row::Window => "Window",
        Row::Start => "Start  [Enter]",
        Row::Quit => "Quit  [Esc]",
    }
}

fn on_off(value: bool) -> String {
    if value { "on" } else { "off" }.to_string()
}

fn row_value(row: Row, settings: &Settings, state: &MenuState) -> String {
    let menu = &settings.menu;
    let coop = menu.mode != ModeChoice::Duel;
    match row {
        Row::Mode => match menu.mode {
            ModeChoice::Solitaire => "Solitaire".into(),
            ModeChoice::Coop => "Co-op with AI teammates".into(),
            ModeChoice::Duel => "Duel against the computer".into(),
        },
        Row::Teammates if menu.mode == ModeChoice::Coop => menu.teammates.to_string(),
        Row::Professional if coop => on_off(menu.professional),
        Row::SmallerHands if coop => on_off(menu.smaller_hands && menu.professional),
        Row::OnFire if coop => on_off(menu.on_fire),
        Row::Teammates | Row::Professional | Row::SmallerHands | Row::OnFire => "-".into(),
        Row::BotLevel => format!("{:?}", menu.bot_level),
        Row::Seed if state.seed_text.is_empty() => "random (type digits)".into(),
        Row::Seed => state.seed_text.clone(),
        Row::MasterVolume => format!("{:.0}%", settings.master_volume * 100.0),
        Row::MusicVolume => format!("{:.0}%", settings.music_volume * 100.0),
        Row::EffectsVolume => format!("{:.0}%", settings.effects_volume * 100.0),
        Row::Animation => format!("{:?}", settings.animation),
        Row::Window => format!("{:?}", settings.window),
        Row::Start | Row::Quit => String::new(),
    }
}

fn cycle<T: Copy + PartialEq>(options: &[T], current: T, step: isize) -> T {
    let index = options.iter().position(|&o| o == current).unwrap_or(0) as isize;
    options[(index + step).rem_euclid(options.len() as isize) as usize]
}

fn step_volume(volume: &mut f32, step: isize) {
    *volume = ((*volume * 10.0).round() + step as f32).clamp(0.0, 10.0) / 10.0;
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
        Row::MasterVolume => step_volume(&mut settings.master_volume, step),
        Row::MusicVolume => step_volume(&mut settings.music_volume, step),
        Row::EffectsVolume => step_volume(&mut settings.effects_volume, step),
        Row::Animation => {
            settings.animation = cycle(&AnimationSpeed::ALL, settings.animation, step)
        }
        Row::Window => {
            settings.window = cycle(
                &[WindowChoice::Windowed, WindowChoice::Fullscreen],
                settings.window,
                step,
            );
        }
        _ => {}
    }
}

/// The game the menu's choices describe; the person sits in seat 0.
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
        first_seat: 0,
    }
}

fn spawn_menu(mut commands: Commands, mut state: ResMut<MenuState>) {
    state.focus = ROWS.iter().position(|&row| row == Row::Start).unwrap_or(0);
    commands
        .spawn((DespawnOnExit(Screen::Menu), theme::centred_screen(2.0)))
        .with_children(|menu| {
            menu.spawn((
                theme::label("PILEFIRE", 46.0, theme::ACCENT),
                Node {
                    margin: UiRect::bottom(px(2)),
                    ..default()
                },
            ));
            menu.spawn(theme::label(
                "the number-pile card games: together, or in a duel",
                16.0,
                theme::MUTED,
            ));
            for row in ROWS {
                let (width, colour) = match row {
                    Row::Start => (300.0, theme::ACCENT),
                    Row::Quit => (300.0, theme::TEXT),
                    _ => (560.0, theme::TEXT),
                };
                let gap_above = matches!(row, Row::MasterVolume | Row::Start);
                menu.spawn((
                    Button,
                    ButtonAction(row),
                    Node {
                        width: px(width),
                        min_height: px(29),
                        padding: UiRect::axes(px(12), px(2)),
                        margin: UiRect::top(px(if gap_above { 10.0 } else { 1.0 })),
                        justify_content: if matches!(row, Row::Start | Row::Quit) {
                            JustifyContent::Center
                        } else {
                            JustifyContent::SpaceBetween
                        },
                        align_items: AlignItems::Center,
                        border_radius: BorderRadius::all(px(5)),
                        ..default()
                    },
                    BackgroundColor(theme::BUTTON),
                    children![
                        theme::label(row_title(row), 18.0, colour),
                        (RowValue(row), theme::label("", 18.0, theme::ACCENT)),
                    ],
                ));
            }
            menu.spawn((
                theme::label(
                    "Up/Down: choose   Left/Right or click: change   digits: seed   Enter: start",
                    14.0,
                    theme::MUTED,
                ),
                Node {
                    margin: UiRect::top(px(6)),
                    ..default()
                },
            ));
            menu.spawn((
                NoticeText,
                theme::label("", 16.0, theme::DANGER),
                Node {
                    margin: UiRect::top(px(6)),
                    max_width: px(700),
                    ..default()
                },
            ));
        });
}

fn menu_input(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    buttons: Query<(&Interaction, &ButtonAction<Row>), Changed<Interaction>>,
    hovered: Query<(&Interaction, &ButtonAction<Row>)>,
    mut settings: ResMut<Settings>,
    mut state: ResMut<MenuState>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut sfx: MessageWriter<Sfx>,
) {
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
    if keys.just_pressed(KeyCode::ArrowDown) {
        state.focus = (state.focus + 1) % ROWS.len();
    }
    if keys.just_pressed(KeyCode::ArrowUp) {
        state.focus = (state.focus + ROWS.len() - 1) % ROWS.len();
    }
    let focused = ROWS[state.focus];
    if keys.just_pressed(KeyCode::ArrowRight) || keys.just_pressed(KeyCode::Space) {
        chosen.push((focused, 1));
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        chosen.push((focused, -1));
    }
    if keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter) {
        chosen.push((
            if focused == Row::Quit {
                Row::Quit
            } else {
                Row::Start
            },
            1,
        ));
    }
    if keys.just_pressed(KeyCode::Escape) {
        chosen.push((Row::Quit, 1));
    }
    if focused == Row::Seed {
        let digits = [
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
        for (value, key) in digits.into_iter().enumerate() {
            if keys.just_pressed(key) && state.seed_text.len() < 18 {
                state.seed_text.push(char::from(b'0' + value as u8));
            }
        }
        if keys.just_pressed(KeyCode::Backspace) {
            state.seed_text.pop();
        }
        if keys.just_pressed(KeyCode::KeyR) {
            state.seed_text.clear();
        }
    }
    for (row, step) in chosen {
        sfx.write(Sfx(Sound::Click));
        match row {
            Row::Start => {
                commands.insert_resource(match_config(&settings, &state));
                next.set(Screen::Deal);
                return;
            }
            Row::Quit => {
                exit.write(AppExit::Success);
                return;
            }
            row => {
                state.focus = ROWS.iter().position(|&r| r == row).unwrap_or(state.focus);
                change(row, step, &mut settings, &mut state);
            }
        }
    }
}

fn refresh_menu(
    mut commands: Commands,
    settings: Res<Settings>,
    state: Res<MenuState>,
    notice: Res<SettingsNotice>,
    problem: Res<DealProblem>,
    mut values: Query<(&RowValue, &mut Text)>,
    rows: Query<(Entity, &ButtonAction<Row>)>,
    mut notice_text: Single<&mut Text, (With<NoticeText>, Without<RowValue>)>,
) {
    for (value, mut text) in &mut values {
        let wanted = row_value(value.0, &settings, &state);
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    if state.is_changed() {
        for (entity, row) in &rows {
            if ROWS[state.focus] == row.0 {
                commands.entity(entity).insert(Focused);
            } else {
                commands.entity(entity).remove::<Focused>();
            }
        }
    }
    let message = [notice.0.as_deref(), problem.0.as_deref()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join("\n");
    if notice_text.0 != message {
        notice_text.0 = message;
    }
}
