//! The title menu, one page per [`Menu`] value: the title (continue a saved
//! game, which game, a new game, the day's deals, a deal code, the tutorial,
//! rules, statistics, replays, settings, quit), each game's new-game page,
//! the daily deals, a deal code, and the settings. A page spawns on entering
//! its state and despawns on leaving it; its rows are data (`pages.rs`).
//!
//! Mouse: click a row to change or choose it (right-click changes it back).
//! Keys: Up/Down or Tab choose a row, Left/Right change it, Enter chooses,
//! Esc goes back (on the title: quits); digits type a seed, letters a code.

use bevy::prelude::*;

use crate::shell::pad::KeysLegend;

use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::{Tr, describe_notice};
use crate::shell::menus::games::GameMenus;
use crate::shell::menus::pages::{code_verdict, focus_on_entering, page};
use crate::shell::menus::rows::{Choose, GameRowValues, MenuState, PageSpec, RowContext, RowId};
use crate::shell::menus::title_life::spawn_flame;
use crate::shell::menus::typing::{control_held, type_text};
use crate::shell::settings::{Notices, Settings};
use crate::shell::states::{Menu, Screen};
use crate::shell::table::DealProblem;
use crate::shell::ui::focus::{
    FocusList, FocusRows, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, mark_focused,
};
use crate::shell::ui::theme::{self, ButtonAction, Colours};

#[derive(Component, Debug, Clone, Copy)]
struct RowValue(RowId);

#[derive(Component)]
struct NoticeText;

/// The root of the page on screen.
#[derive(Component)]
struct MenuRoot;

/// The page on screen and its shown rows: a change respawns it.
#[derive(Resource, Debug, Default)]
struct ShownPage(Option<(Menu, Vec<RowId>)>);

/// The menu's resources every row may read, borrowed together.
#[derive(bevy::ecs::system::SystemParam)]
struct Reads<'w, 's> {
    values: Res<'w, GameRowValues>,
    games: Res<'w, GameMenus>,
    tr: Res<'w, Tr>,
    window: Option<Single<'w, 's, &'static Window>>,
    scale: Option<Res<'w, UiScale>>,
}

impl Reads<'_, '_> {
    /// The window's height in interface units (720 without a window).
    fn height(&self) -> f32 {
        let scale = self.scale.as_ref().map_or(1.0, |scale| scale.0).max(0.1);
        self.window
            .as_ref()
            .map_or(720.0, |window| window.height() / scale)
    }

    fn context<'a>(&'a self, settings: &'a Settings, state: &'a MenuState) -> RowContext<'a> {
        RowContext {
            settings,
            state,
            values: &self.values,
            tr: &self.tr,
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MenuState>();
    app.init_resource::<ShownPage>();
    for menu in Menu::ALL {
        app.add_systems(OnEnter(menu), enter_page);
    }
    app.add_systems(
        Update,
        (menu_input, respawn_on_change, refresh_menu)
            .chain()
            .run_if(in_state(Screen::Menu).and_then(resource_exists::<State<Menu>>)),
    );
}

fn enter_page(
    mut commands: Commands,
    menu: Res<State<Menu>>,
    settings: Res<Settings>,
    mut state: ResMut<MenuState>,
    reads: Reads,
    colours: Res<Colours>,
    mut shown: ResMut<ShownPage>,
) {
    let menu = *menu.get();
    let focus = focus_on_entering(menu, &reads.games, &reads.context(&settings, &state));
    state.focus = focus;
    state.came_from = None;
    let spec = page(menu, &reads.games, &settings);
    let rows = spec.shown(&reads.context(&settings, &state));
    let pitch = row_pitch(menu, reads.height(), rows.len());
    spawn_page(
        &mut commands,
        menu,
        &spec,
        &rows,
        pitch,
        &reads.tr,
        &colours,
    );
    shown.0 = Some((menu, rows));
}

/// A language change retitles the page; a choice that shows or hides rows
/// (the game, a saved game) reshapes it.
fn respawn_on_change(
    mut commands: Commands,
    menu: Res<State<Menu>>,
    settings: Res<Settings>,
    state: Res<MenuState>,
    reads: Reads,
    colours: Res<Colours>,
    roots: Query<Entity, With<MenuRoot>>,
    mut shown: ResMut<ShownPage>,
) {
    let menu = *menu.get();
    let spec = page(menu, &reads.games, &settings);
    let rows = spec.shown(&reads.context(&settings, &state));
    let wanted = Some((menu, rows));
    if shown.0 == wanted && !reads.tr.is_changed() {
        return;
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
    let rows = wanted.map(|(_, rows)| rows).unwrap_or_default();
    let pitch = row_pitch(menu, reads.height(), rows.len());
    spawn_page(
        &mut commands,
        menu,
        &spec,
        &rows,
        pitch,
        &reads.tr,
        &colours,
    );
    shown.0 = Some((menu, rows));
}

/// A menu row's least height and the gap above it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RowPitch {
    pub height: f32,
    pub gap: f32,
}

/// The rows of the settings-like pages: close set, as many fit.
const CLOSE_ROWS: RowPitch = RowPitch {
    height: 31.0,
    gap: 2.0,
};
/// The title page's rows where the window has room: a main menu breathes.
const ROOMY_ROWS: RowPitch = RowPitch {
    height: 38.0,
    gap: 8.0,
};
/// What the title page holds besides its rows, in interface units: the
/// name and flame, the subtitle, the keys line, a notice's line, the
/// margins, and a gap above Quit.
const TITLE_PAGE_FURNITURE: f32 = 215.0;

/// How the rows of `menu` are set in a window `height` units high: the title
/// page's `rows` spread out from the close set towards the roomy one as
/// far as they all still fit; every other page is close set.
pub fn row_pitch(menu: Menu, height: f32, rows: usize) -> RowPitch {
    if menu != Menu::Title || rows == 0 {
        return CLOSE_ROWS;
    }
    let close = CLOSE_ROWS.height + CLOSE_ROWS.gap;
    let roomy = ROOMY_ROWS.height + ROOMY_ROWS.gap;
    let each = (height - TITLE_PAGE_FURNITURE) / rows as f32;
    let share = ((each - close) / (roomy - close)).clamp(0.0, 1.0);
    RowPitch {
        height: CLOSE_ROWS.height + share * (ROOMY_ROWS.height - CLOSE_ROWS.height),
        gap: CLOSE_ROWS.gap + share * (ROOMY_ROWS.gap - CLOSE_ROWS.gap),
    }
}

fn spawn_page(
    commands: &mut Commands,
    menu: Menu,
    spec: &PageSpec,
    rows: &[RowId],
    pitch: RowPitch,
    tr: &Tr,
    colours: &Colours,
) {
    commands
        .spawn((
            MenuRoot,
            DespawnOnExit(menu),
            crate::shell::ui::scroll::centred_screen(2.0),
        ))
        .with_children(|root| {
            root.spawn(Node {
                align_items: AlignItems::Center,
                margin: UiRect::bottom(px(2)),
                ..default()
            })
            .with_children(|name| {
                spawn_flame(name, 54.0, colours);
                name.spawn(theme::label("PILEFIRE", 46.0, colours.accent));
            });
            root.spawn((
                theme::label(tr.get(spec.title_key), 17.0, colours.muted),
                // Wrapped at large interface sizes: centred like the page.
                TextLayout::justify(Justify::Center),
                Node {
                    margin: UiRect::bottom(px(8)),
                    ..default()
                },
            ));
            for &id in rows {
                let row = spec.row(id);
                let shows_value = row.shows_value();
                let width = match (row.is_action(), shows_value) {
                    (true, false) => 420.0,
                    (true, true) => 520.0,
                    (false, _) => 600.0,
                };
                let colour = if row.emphasised {
                    colours.accent
                } else {
                    colours.text
                };
                let mut button = root.spawn((
                    Button,
                    ButtonAction(id),
                    Node {
                        width: px(width),
                        min_height: px(pitch.height),
                        padding: UiRect::axes(px(12), px(2)),
                        margin: UiRect::top(px(if row.gap_above {
                            pitch.gap + 8.0
                        } else {
                            pitch.gap
                        })),
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
                button.with_child(theme::label(row.title(tr), 18.0, colour));
                if shows_value {
                    button.with_child((RowValue(id), theme::label("", 16.0, colours.accent)));
                }
            }
            root.spawn((
                KeysLegend(spec.keys_key),
                theme::label(tr.get(spec.keys_key), 14.0, colours.muted),
                Node {
                    margin: UiRect::top(px(8)),
                    ..default()
                },
            ));
            root.spawn((
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
    buttons: Query<(&Interaction, &ButtonAction<RowId>), Changed<Interaction>>,
    hovered: Query<(&Interaction, &ButtonAction<RowId>)>,
    menu: Res<State<Menu>>,
    mut settings: ResMut<Settings>,
    mut state: ResMut<MenuState>,
    reads: Reads,
    mut commands: Commands,
    mut next: ResMut<NextState<Menu>>,
    mut sfx: MessageWriter<Sfx>,
) {
    let menu = *menu.get();
    let spec = page(menu, &reads.games, &settings);
    let shown = spec.shown(&reads.context(&settings, &state));
    if std::mem::take(&mut state.refocus) {
        state.focus = FocusList::at(spec.first_focus(&shown));
    }
    state.focus.fit_within(shown.len());
    let mut chosen: Vec<(RowId, isize)> = buttons
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
        .follow_keys(&keys, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, shown.len());
    let Some(&focused) = shown.get(state.focus.index()) else {
        return;
    };
    let typed = match spec.row(focused).field {
        Some(field) => type_text(&keys, field, &mut state),
        None => false,
    };
    if keys.just_pressed(KeyCode::ArrowRight) || (keys.just_pressed(KeyCode::Space) && !typed) {
        chosen.push((focused, 1));
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        chosen.push((focused, -1));
    }
    if control_held(&keys)
        && keys.just_pressed(KeyCode::KeyV)
        && let Some(paste) = spec.marked(&shown, |row| row.on_paste)
    {
        chosen.push((paste, 1));
    }
    if keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter) {
        // Enter on a value row does what the page is for (Start, Play).
        let page_default = spec.marked(&shown, |row| row.on_enter);
        let row = match page_default {
            Some(default) if !spec.row(focused).is_action() => default,
            _ => focused,
        };
        chosen.push((row, 1));
    }
    if keys.just_pressed(KeyCode::Escape)
        && let Some(escape) = spec.marked(&shown, |row| row.on_escape)
    {
        chosen.push((escape, 1));
    }
    for (id, step) in chosen {
        sfx.write(Sfx(Sound::Click));
        let row = spec.row(id);
        match row.choose {
            Choose::Step => {
                if let Some(index) = shown.iter().position(|&shown| shown == id) {
                    state.focus.set(index, shown.len());
                }
                row.change(step, &mut settings, &mut state);
            }
            Choose::Open(page) => {
                next.set(page);
                return;
            }
            Choose::Back => {
                state.came_from = Some(menu);
                next.set(Menu::Title);
                return;
            }
            Choose::Screen(screen) => {
                commands.queue(move |world: &mut World| {
                    world.resource_mut::<NextState<Screen>>().set(screen);
                });
                return;
            }
            Choose::Run(run) => {
                commands.queue(run);
                return;
            }
        }
    }
}

fn refresh_menu(
    mut commands: Commands,
    menu: Res<State<Menu>>,
    settings: Res<Settings>,
    state: Res<MenuState>,
    reads: Reads,
    notices: Res<Notices>,
    colours: Res<Colours>,
    problem: Res<DealProblem>,
    mut values: Query<(&RowValue, &mut Text)>,
    rows_shown: FocusRows<RowId>,
    mut notice_text: Query<(&mut Text, &mut TextColor), (With<NoticeText>, Without<RowValue>)>,
) {
    let menu = *menu.get();
    let spec = page(menu, &reads.games, &settings);
    let context = reads.context(&settings, &state);
    for (value, mut text) in &mut values {
        let wanted = spec.row(value.0).value_in_words(&context);
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    let shown = spec.shown(&context);
    mark_focused(&mut commands, &rows_shown, shown.get(state.focus.index()));
    let tr = &reads.tr;
    let (message, colour) = if menu == Menu::Code {
        match (
            &state.clipboard_problem,
            code_verdict(&state, &reads.games, tr, &colours),
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
            .map(|notice| describe_notice(notice, tr))
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
