//! The pause menu over either game's table (Esc): resume, settings, that
//! game's rules book, or leave the table after a confirmation. While it is
//! open the bots, the timers and the table's input wait (see [`Pause`]).
//! Leaving loses nothing the game keeps: a number-pile game is saved after
//! every move and the menu offers to continue it.

use bevy::prelude::*;

use crate::shell::pad::KeysLegend;

use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::menus::games::GameMenus;
use crate::shell::menus::settings::SettingRow;
use crate::shell::rules_book::RulesBook;
use crate::shell::settings::Settings;
use crate::shell::states::{AtTable, Pause, Screen};
use crate::shell::ui::chrome;
use crate::shell::ui::focus::{
    FocusList, FocusRows, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, mark_focused,
};
use crate::shell::ui::theme::{self, ButtonAction, Colours, Focused};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PauseAction {
    Resume,
    Settings,
    Rules,
    Leave,
    ConfirmLeave,
    CancelLeave,
    Setting(SettingRow),
    Back,
}

/// Which page of the pause menu is showing.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
enum PausePage {
    #[default]
    Main,
    ConfirmLeave,
    Settings,
    Rules,
}

/// The keyboard's place among the page's buttons.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
struct PauseFocus(FocusList);

/// The root of the pause overlay; rebuilt when the page changes.
#[derive(Component)]
struct PauseRoot;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PausePage>();
    app.init_resource::<PauseFocus>();
    app.add_systems(OnEnter(Pause::Paused), open_pause);
    app.add_systems(OnExit(Pause::Paused), close_pause);
    app.add_systems(
        Update,
        (pause_input, rebuild_page)
            .chain()
            .run_if(in_state(Pause::Paused)),
    );
}

fn open_pause(mut page: ResMut<PausePage>, mut focus: ResMut<PauseFocus>) {
    *page = PausePage::Main;
    focus.0 = FocusList::default();
}

fn close_pause(
    mut commands: Commands,
    roots: Query<Entity, With<PauseRoot>>,
    mut book: ResMut<RulesBook>,
) {
    if book.overlay {
        *book = RulesBook::default();
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
}

fn page_buttons(page: PausePage, games: &GameMenus) -> Vec<PauseAction> {
    match page {
        PausePage::Main => vec![
            PauseAction::Resume,
            PauseAction::Settings,
            PauseAction::Rules,
            PauseAction::Leave,
        ],
        PausePage::ConfirmLeave => vec![PauseAction::CancelLeave, PauseAction::ConfirmLeave],
        PausePage::Settings => games
            .setting_rows()
            .into_iter()
            .map(PauseAction::Setting)
            .chain([PauseAction::Back])
            .collect(),
        PausePage::Rules => Vec::new(),
    }
}

fn button_text(action: PauseAction, tr: &Tr) -> String {
    let key = match action {
        PauseAction::Resume => "pause-resume",
        PauseAction::Settings => "pause-settings",
        PauseAction::Rules => "pause-rules",
        PauseAction::Leave => "pause-leave",
        PauseAction::ConfirmLeave => "pause-leave-yes",
        PauseAction::CancelLeave => "pause-leave-no",
        PauseAction::Back => "pause-back",
        PauseAction::Setting(row) => return row.title(tr),
    };
    tr.get(key)
}

/// The value beside a settings row.
#[derive(Component, Debug, Clone, Copy)]
struct SettingValue(SettingRow);

fn pause_input(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<PauseAction>,
    mut page: ResMut<PausePage>,
    mut focus: ResMut<PauseFocus>,
    mut settings: ResMut<Settings>,
    games: Res<GameMenus>,
    mut book: ResMut<RulesBook>,
    screen: Res<State<Screen>>,
    mut next_pause: ResMut<NextState<Pause>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut sfx: MessageWriter<Sfx>,
) {
    // The rules book handles its own keys; closing it comes back here.
    if *page == PausePage::Rules {
        if !book.is_open() {
            *page = PausePage::Main;
        }
        return;
    }
    let actions = page_buttons(*page, &games);
    let mut step = 1;
    let mut chosen = theme::pressed(&buttons);
    focus
        .0
        .follow_keys(&keys, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, actions.len());
    let focused = actions.get(focus.0.index()).copied();
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        chosen = focused;
    }
    if let Some(PauseAction::Setting(_)) = focused {
        if keys.just_pressed(KeyCode::ArrowRight) {
            chosen = focused;
        }
        if keys.just_pressed(KeyCode::ArrowLeft) {
            chosen = focused;
            step = -1;
        }
    }
    if keys.just_pressed(KeyCode::Escape) {
        chosen = Some(match *page {
            PausePage::ConfirmLeave => PauseAction::CancelLeave,
            PausePage::Settings => PauseAction::Back,
            _ => PauseAction::Resume,
        });
    }
    let Some(action) = chosen else {
        return;
    };
    sfx.write(Sfx(Sound::Click));
    if let PauseAction::Setting(row) = action {
        // Changing a value keeps the focus on its row.
        row.change(step, &mut settings);
        if let Some(index) = actions.iter().position(|&a| a == action) {
            focus.0.set(index, actions.len());
        }
        return;
    }
    focus.0 = FocusList::default();
    match action {
        PauseAction::Resume => next_pause.set(Pause::Running),
        PauseAction::Settings => *page = PausePage::Settings,
        PauseAction::Rules => {
            *page = PausePage::Rules;
            if let Some(game) = screen.get().game() {
                book.open_over_table(game);
            }
        }
        PauseAction::Leave => *page = PausePage::ConfirmLeave,
        PauseAction::CancelLeave | PauseAction::Back => *page = PausePage::Main,
        PauseAction::ConfirmLeave => next_screen.set(Screen::Menu),
        PauseAction::Setting(_) => {}
    }
}

fn rebuild_page(
    mut commands: Commands,
    page: Res<PausePage>,
    focus: Res<PauseFocus>,
    tr: Res<Tr>,
    settings: Res<Settings>,
    colours: Res<Colours>,
    screen: Res<State<Screen>>,
    games: Res<GameMenus>,
    roots: Query<Entity, With<PauseRoot>>,
    buttons: FocusRows<PauseAction>,
    mut values: Query<(&SettingValue, &mut Text)>,
) {
    if page.is_changed() || tr.is_changed() || roots.is_empty() {
        for root in &roots {
            commands.entity(root).despawn();
        }
        let leave_key = screen
            .get()
            .game()
            .and_then(|game| games.get(game))
            .map_or("pause-leave-unsaved", |game| game.leave_key);
        spawn_page(
            &mut commands,
            *page,
            leave_key,
            &games,
            &tr,
            &colours,
            focus.0.index(),
        );
        return;
    }
    for (value, mut text) in &mut values {
        let wanted = value.0.value(&settings, &tr);
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    if focus.is_changed() {
        let actions = page_buttons(*page, &games);
        mark_focused(&mut commands, &buttons, actions.get(focus.0.index()));
    }
}

fn spawn_page(
    commands: &mut Commands,
    page: PausePage,
    leave_key: &str,
    games: &GameMenus,
    tr: &Tr,
    colours: &Colours,
    focus: usize,
) {
    let (title, lines): (String, Vec<String>) = match page {
        PausePage::Main => (crate::tr!(tr, "pause-title"), Vec::new()),
        PausePage::ConfirmLeave => (
            crate::tr!(tr, "pause-leave-title"),
            // Whether the game is kept to continue later.
            vec![tr.get(leave_key)],
        ),
        PausePage::Settings => (crate::tr!(tr, "pause-settings"), Vec::new()),
        PausePage::Rules => return,
    };
    let actions = page_buttons(page, games);
    commands
        .spawn((
            PauseRoot,
            DespawnOnExit(AtTable),
            crate::shell::ui::scroll::centred_screen(10.0),
            // Covers the table, opaque: clicks do not reach the cards below, and
            // even 1% of the table showing through made the menu hard to read.
            BackgroundColor(colours.banner.with_alpha(1.0)),
            GlobalZIndex(50),
        ))
        .with_children(|cover| {
            // The page sits on a panel in the middle of the dark cover.
            let mut panel = cover.spawn((
                chrome::panel(),
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    padding: UiRect::axes(px(36), px(20)),
                    row_gap: px(10),
                    ..default()
                },
            ));
            panel.with_children(|overlay| {
                spawn_contents(overlay, title, lines, &actions, focus, tr, colours)
            });
        });
}

/// The pause page's title, lines, buttons and keys.
fn spawn_contents(
    overlay: &mut ChildSpawnerCommands,
    title: String,
    lines: Vec<String>,
    actions: &[PauseAction],
    focus: usize,
    tr: &Tr,
    colours: &Colours,
) {
    overlay.spawn(theme::label(title, 40.0, colours.accent));
    for line in lines {
        overlay.spawn((
            theme::label(line, 18.0, colours.text),
            Node {
                max_width: px(620),
                ..default()
            },
        ));
    }
    for (index, &action) in actions.iter().enumerate() {
        let mut button = match action {
            PauseAction::Setting(row) => overlay.spawn(setting_button(row, tr, colours)),
            _ => overlay.spawn(theme::button(button_text(action, tr), action, 300.0)),
        };
        if index == focus {
            button.insert(Focused);
        }
    }
    overlay.spawn((
        KeysLegend("pause-keys"),
        theme::label(crate::tr!(tr, "pause-keys"), 14.0, colours.muted),
    ));
}

/// A settings row: its title on the left, its value on the right.
fn setting_button(row: SettingRow, tr: &Tr, colours: &Colours) -> impl Bundle {
    (
        Button,
        ButtonAction(PauseAction::Setting(row)),
        Node {
            width: px(560),
            min_height: px(34),
            padding: UiRect::axes(px(12), px(2)),
            margin: UiRect::all(px(2)),
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(5)),
            ..default()
        },
        BackgroundColor(colours.button),
        children![
            theme::label(row.title(tr), 18.0, colours.text),
            (SettingValue(row), theme::label("", 18.0, colours.accent)),
        ],
    )
}
