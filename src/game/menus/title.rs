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

use crate::dealcode::{DealCode, daily_deal};
use crate::game::audio::{Sfx, Sound};
use crate::game::core::autosave::Resumable;
use crate::game::core::kept::Stats;
use crate::game::core::language::{Tr, describe_notice};
use crate::game::core::session::DealProblem;
use crate::game::core::settings::{Notices, Settings};
use crate::game::core::states::Screen;
use crate::game::menus::pages::*;
use crate::game::menus::typing::{control_held, type_text};
use crate::game::ui::focus::{
    FocusList, FocusRows, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, mark_focused,
};
use crate::game::ui::theme::{self, ButtonAction, Colours};
use crate::stats::Date;

#[derive(Component, Debug, Clone, Copy)]
struct RowValue(Row);

#[derive(Component)]
struct NoticeText;

/// The root of the current page; rebuilt when the page or language changes.
#[derive(Component)]
struct MenuRoot;

pub(crate) fn plugin(app: &mut App) {
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
    state.focus = FocusList::at(first_focus(Page::Main, resumable.0.is_some()));
}

fn rebuild_page(
    mut commands: Commands,
    state: Res<MenuState>,
    tr: Res<Tr>,
    resumable: Res<Resumable>,
    colours: Res<Colours>,
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
    spawn_page(
        &mut commands,
        state.page,
        resumable.0.is_some(),
        &tr,
        &colours,
    );
}

fn spawn_page(commands: &mut Commands, page: Page, can_continue: bool, tr: &Tr, colours: &Colours) {
    commands
        .spawn((
            MenuRoot,
            DespawnOnExit(Screen::Menu),
            theme::centred_screen(2.0),
        ))
        .with_children(|menu| {
            menu.spawn((
                theme::label("PILEFIRE", 46.0, colours.accent),
                Node {
                    margin: UiRect::bottom(px(2)),
                    ..default()
                },
            ));
            menu.spawn((
                theme::label(page_title(page, tr), 17.0, colours.muted),
                Node {
                    margin: UiRect::bottom(px(8)),
                    ..default()
                },
            ));
            for row in rows(page, can_continue) {
                let spec = row.spec();
                let shows_value = spec.shows_value;
                let width = match (spec.is_action, shows_value) {
                    (true, false) => 420.0,
                    (true, true) => 520.0,
                    (false, _) => 600.0,
                };
                let colour = if spec.emphasised {
                    colours.accent
                } else {
                    colours.text
                };
                let gap_above = spec.gap_above;
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
                    BackgroundColor(colours.button),
                ));
                button.with_child(theme::label(spec.title(tr), 18.0, colour));
                if shows_value {
                    button.with_child((RowValue(row), theme::label("", 16.0, colours.accent)));
                }
            }
            menu.spawn((
                theme::label(page_keys(page, tr), 14.0, colours.muted),
                Node {
                    margin: UiRect::top(px(8)),
                    ..default()
                },
            ));
            menu.spawn((
                NoticeText,
                theme::label("", 16.0, colours.danger),
                Node {
                    margin: UiRect::top(px(6)),
                    max_width: px(760),
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
    state.focus.fit_within(page_rows.len());
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
    state
        .focus
        .follow_keys(&keys, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, page_rows.len());
    let focused = page_rows[state.focus.index()];
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
            row if !row.spec().is_action && state.page == Page::NewGame => Row::Start,
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
            state.focus = FocusList::at(first_focus(page, can_continue));
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
                let main_rows = rows(Page::Main, can_continue);
                let index = main_rows.iter().position(|&r| r == came_from);
                state.focus.set(index.unwrap_or(0), main_rows.len());
            }
            Row::Tutorial => {
                commands.insert_resource(crate::game::core::tutorial::tutorial_config());
                commands.insert_resource(crate::game::core::tutorial::Tutorial::default());
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
                        state.focus = FocusList::at(first_focus(Page::Code, can_continue));
                    }
                    Some(Err(error)) => state.clipboard_problem = Some(error.to_string()),
                    None => {}
                },
                None => state.clipboard_problem = Some(tr.get("menu-no-clipboard")),
            },
            row => {
                if let Some(index) = page_rows.iter().position(|&r| r == row) {
                    state.focus.set(index, page_rows.len());
                }
                row.spec().change(step, &mut settings, &mut state);
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
    colours: Res<Colours>,
    problem: Res<DealProblem>,
    mut values: Query<(&RowValue, &mut Text)>,
    rows_shown: FocusRows<Row>,
    mut notice_text: Query<(&mut Text, &mut TextColor), (With<NoticeText>, Without<RowValue>)>,
) {
    for (value, mut text) in &mut values {
        let context = RowContext {
            settings: &settings,
            state: &state,
            stats: &stats,
            resumable: &resumable,
            tr: &tr,
        };
        let wanted = value.0.spec().value_in_words(&context);
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    let page_rows = rows(state.page, resumable.0.is_some());
    mark_focused(
        &mut commands,
        &rows_shown,
        page_rows.get(state.focus.index()),
    );
    let (message, colour) = if state.page == Page::Code {
        match (
            &state.clipboard_problem,
            code_verdict(&state, &tr, &colours),
        ) {
            (Some(problem), _) => (
                crate::tr!(tr, "menu-paste-failed", reason = problem.clone()),
                colours.danger,
            ),
            (None, Some(verdict)) => verdict,
            (None, None) => (String::new(), colours.danger),
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
        (lines.join("\n"), colours.danger)
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
