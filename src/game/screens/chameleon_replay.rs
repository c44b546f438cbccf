//! The chameleon replay viewer: the kept records of finished chameleon
//! games, newest first; open one to step through it action by action
//! (Right/Left, Home/End), with the rows, the deck and every collection as
//! they were. Each position is rebuilt by the engine from the record.

use std::path::PathBuf;

use bevy::prelude::*;

use super::chameleon_look::{card_name, card_square, colour_name};
use crate::chameleon_stats::{ChameleonSummary, load_chameleon_record};
use crate::chameleons::{Action, Card, ChameleonGame, ChameleonRecord, RecordedAction};
use crate::game::audio::{Sfx, Sound};
use crate::game::core::chameleon_kept::{ChameleonStats, chameleon_records_dir};
use crate::game::core::language::Tr;
use crate::game::core::settings::SettingsStore;
use crate::game::core::states::Screen;
use crate::game::ui::focus::{FocusList, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS};
use crate::game::ui::theme::{self, Colours, Focused};
use crate::storage::StorageProblem;

/// Games listed at once.
const LIST_LENGTH: usize = 12;

/// Every position of one record: the deal, then the game after each action.
#[derive(Debug, Clone)]
pub struct ChameleonReplay {
    pub record: ChameleonRecord,
    pub human_seat: Option<usize>,
    pub positions: Vec<(ChameleonGame, Option<RecordedAction>)>,
}

impl ChameleonReplay {
    pub fn build(
        record: ChameleonRecord,
        human_seat: Option<usize>,
    ) -> Result<ChameleonReplay, String> {
        let start = ChameleonGame::new(record.config(), record.deal.clone())
            .map_err(|error| error.to_string())?;
        let mut positions = vec![(start, None)];
        record
            .replay_with(|_, action, game| positions.push((game.clone(), Some(*action))))
            .map_err(|error| error.to_string())?;
        Ok(ChameleonReplay {
            record,
            human_seat,
            positions,
        })
    }
}

#[derive(Debug, Clone)]
struct Entry {
    summary: ChameleonSummary,
    file: PathBuf,
}

/// The viewer's state.
#[derive(Resource, Debug, Default)]
pub struct ChameleonReplayViewer {
    entries: Vec<Entry>,
    focus: FocusList,
    open: Option<ChameleonReplay>,
    position: usize,
    problem: Option<String>,
}

impl ChameleonReplayViewer {
    pub fn entries(&self) -> usize {
        self.entries.len()
    }

    pub fn open(&self) -> Option<&ChameleonReplay> {
        self.open.as_ref()
    }

    /// The position shown: 0 is the deal, n is after the n-th action.
    pub fn position(&self) -> usize {
        self.position
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ViewerAction {
    Open(usize),
    Back,
    Previous,
    Next,
}

#[derive(Component)]
struct ViewerRoot;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::ChameleonReplays), list_records);
    app.add_systems(
        OnExit(Screen::ChameleonReplays),
        |mut commands: Commands| {
            commands.remove_resource::<ChameleonReplayViewer>();
        },
    );
    app.add_systems(
        Update,
        (viewer_input, redraw)
            .chain()
            .run_if(in_state(Screen::ChameleonReplays)),
    );
}

fn list_records(mut commands: Commands, stats: Res<ChameleonStats>, store: Res<SettingsStore>) {
    let entries = chameleon_records_dir(&store).map_or_else(Vec::new, |dir| {
        stats
            .history
            .iter()
            .rev()
            .filter_map(|summary| {
                let file = dir.join(summary.record_file.as_ref()?);
                file.exists().then(|| Entry {
                    summary: summary.clone(),
                    file,
                })
            })
            .take(LIST_LENGTH)
            .collect()
    });
    commands.insert_resource(ChameleonReplayViewer {
        entries,
        ..default()
    });
}

fn open_entry(viewer: &mut ChameleonReplayViewer, index: usize) {
    let Some(entry) = viewer.entries.get(index).cloned() else {
        return;
    };
    let loaded = load_chameleon_record(&entry.file)
        .map_err(|problem| match problem {
            StorageProblem::Unreadable { error, .. } | StorageProblem::Corrupt { error, .. } => {
                error
            }
        })
        .and_then(|record| ChameleonReplay::build(record, entry.summary.human_seat));
    match loaded {
        Ok(replay) => {
            viewer.open = Some(replay);
            viewer.position = 0;
            viewer.problem = None;
        }
        Err(error) => viewer.problem = Some(format!("{}: {error}", entry.file.display())),
    }
}

fn viewer_input(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ViewerAction>,
    viewer: Option<ResMut<ChameleonReplayViewer>>,
    mut next: ResMut<NextState<Screen>>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(mut viewer) = viewer else {
        return;
    };
    let mut chosen = theme::pressed(&buttons);
    let last = viewer.open.as_ref().map_or(0, |r| r.positions.len() - 1);
    if viewer.open.is_none() {
        let count = viewer.entries.len();
        if keys.any_just_pressed(NEXT_ROW_KEYS) || keys.any_just_pressed(PREVIOUS_ROW_KEYS) {
            viewer
                .focus
                .follow_keys(&keys, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, count);
        }
        if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
            chosen = Some(if count == 0 {
                ViewerAction::Back
            } else {
                ViewerAction::Open(viewer.focus.index())
            });
        }
    } else {
        if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::Space]) {
            chosen = Some(ViewerAction::Next);
        }
        if keys.just_pressed(KeyCode::ArrowLeft) {
            chosen = Some(ViewerAction::Previous);
        }
        if keys.just_pressed(KeyCode::Home) {
            viewer.position = 0;
        }
        if keys.just_pressed(KeyCode::End) {
            viewer.position = last;
        }
    }
    if keys.any_just_pressed([KeyCode::Escape, KeyCode::Backspace]) {
        chosen = Some(ViewerAction::Back);
    }
    let Some(action) = chosen else {
        return;
    };
    sfx.write(Sfx(Sound::Click));
    match action {
        ViewerAction::Open(index) => {
            let count = viewer.entries.len();
            viewer.focus.set(index, count);
            open_entry(&mut viewer, index);
        }
        ViewerAction::Back if viewer.open.is_some() => viewer.open = None,
        ViewerAction::Back => next.set(Screen::Statistics),
        ViewerAction::Previous => viewer.position = viewer.position.saturating_sub(1),
        ViewerAction::Next => viewer.position = (viewer.position + 1).min(last),
    }
}

fn redraw(
    mut commands: Commands,
    viewer: Option<Res<ChameleonReplayViewer>>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    roots: Query<Entity, With<ViewerRoot>>,
) {
    let Some(viewer) = viewer else {
        return;
    };
    if !(viewer.is_changed() || tr.is_changed() || roots.is_empty()) {
        return;
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
    let root = commands
        .spawn((
            ViewerRoot,
            DespawnOnExit(Screen::ChameleonReplays),
            theme::centred_screen(6.0),
        ))
        .id();
    commands
        .entity(root)
        .with_children(|screen| match &viewer.open {
            None => spawn_list(screen, &viewer, &tr, &colours),
            Some(replay) => spawn_position(screen, &viewer, replay, &tr, &colours),
        });
}

fn spawn_list(
    screen: &mut ChildSpawnerCommands,
    viewer: &ChameleonReplayViewer,
    tr: &Tr,
    colours: &Colours,
) {
    screen.spawn(theme::label(
        tr.get("chstats-replays-title"),
        36.0,
        colours.accent,
    ));
    if viewer.entries.is_empty() {
        screen.spawn(theme::label(
            tr.get("chstats-replays-none"),
            18.0,
            colours.muted,
        ));
    }
    for (index, entry) in viewer.entries.iter().enumerate() {
        let label = super::chameleon_stats::recent_line(&entry.summary, tr);
        let mut button = screen.spawn(theme::button(label, ViewerAction::Open(index), 900.0));
        if index == viewer.focus.index() {
            button.insert(Focused);
        }
    }
    if let Some(problem) = &viewer.problem {
        screen.spawn(theme::label(
            crate::tr!(tr, "chstats-replay-broken", reason = problem.clone()),
            15.0,
            colours.danger,
        ));
    }
    let mut back = screen.spawn(theme::button(
        tr.get("chstats-back"),
        ViewerAction::Back,
        240.0,
    ));
    // With nothing to open, Back is the one thing Enter can do.
    if viewer.entries.is_empty() {
        back.insert(Focused);
    }
    screen.spawn(theme::label(
        tr.get("chstats-replays-keys"),
        14.0,
        colours.muted,
    ));
}

fn seat_name(replay: &ChameleonReplay, seat: usize, tr: &Tr) -> String {
    if replay.human_seat == Some(seat) {
        tr.get("chstats-you")
    } else {
        crate::tr!(tr, "chstats-seat", seat = seat + 1)
    }
}

/// What the action that led to `game` did, in words.
fn describe_step(
    replay: &ChameleonReplay,
    before: &ChameleonGame,
    after: &ChameleonGame,
    step: &RecordedAction,
    tr: &Tr,
) -> String {
    let who = seat_name(replay, step.player, tr);
    match step.action {
        Action::Draw => {
            let card = after
                .drawn_card()
                .map_or_else(String::new, |c| card_name(c, tr));
            let key = if after.is_last_round() && !before.is_last_round() {
                "chstats-step-draw-last"
            } else {
                "chstats-step-draw"
            };
            crate::tr!(tr, key, who = who, card = card)
        }
        Action::Place { row } => {
            let card = before
                .drawn_card()
                .map_or_else(String::new, |c| card_name(c, tr));
            crate::tr!(
                tr,
                "chstats-step-place",
                who = who,
                card = card,
                row = row + 1
            )
        }
        Action::Take { row } => {
            let cards: Vec<String> = before.rows()[row]
                .cards
                .iter()
                .map(|&c| card_name(c, tr))
                .collect();
            crate::tr!(
                tr,
                "chstats-step-take",
                who = who,
                row = row + 1,
                cards = cards.join(", ")
            )
        }
    }
}

fn card_chip(line: &mut ChildSpawnerCommands, card: Card, text: String, colours: &Colours) {
    line.spawn(Node {
        align_items: AlignItems::Center,
        column_gap: px(3),
        margin: UiRect::right(px(6)),
        ..default()
    })
    .with_children(|chip| {
        chip.spawn(card_square(card, 20.0, colours));
        chip.spawn(theme::label(text, 14.0, colours.text));
    });
}

fn spawn_position(
    screen: &mut ChildSpawnerCommands,
    viewer: &ChameleonReplayViewer,
    replay: &ChameleonReplay,
    tr: &Tr,
    colours: &Colours,
) {
    let (game, step) = &replay.positions[viewer.position];
    let last = replay.positions.len() - 1;
    screen.spawn(theme::label(
        crate::tr!(
            tr,
            "chstats-step-of",
            step = viewer.position,
            steps = last,
            round = game.round(),
            deck = game.deck_count()
        ),
        22.0,
        colours.accent,
    ));
    let said = match step {
        None => tr.get("chstats-step-deal"),
        Some(step) => {
            let before = &replay.positions[viewer.position - 1].0;
            describe_step(replay, before, game, step, tr)
        }
    };
    screen.spawn(theme::label(said, 18.0, colours.text));
    if game.is_last_round() && !game.is_over() {
        screen.spawn(theme::label(
            tr.get("chstats-last-round"),
            16.0,
            colours.danger,
        ));
    }
    if let Some(card) = game.drawn_card() {
        screen.spawn(Node::default()).with_children(|line| {
            card_chip(
                line,
                card,
                crate::tr!(tr, "chstats-drawn", card = card_name(card, tr)),
                colours,
            )
        });
    }
    screen.spawn(theme::label(tr.get("chstats-rows"), 16.0, colours.muted));
    for (index, row) in game.rows().iter().enumerate() {
        let state = match row.taken_by {
            Some(seat) => crate::tr!(tr, "chstats-row-taken", who = seat_name(replay, seat, tr)),
            None => crate::tr!(
                tr,
                "chstats-row-room",
                cards = row.cards.len(),
                capacity = row.capacity
            ),
        };
        screen
            .spawn(Node {
                align_items: AlignItems::Center,
                min_height: px(26),
                ..default()
            })
            .with_children(|line| {
                line.spawn(Node {
                    width: px(260),
                    ..default()
                })
                .with_child(theme::label(
                    crate::tr!(tr, "chstats-row", row = index + 1, state = state),
                    14.0,
                    colours.muted,
                ));
                for &card in &row.cards {
                    card_chip(line, card, card_name(card, tr), colours);
                }
            });
    }
    screen.spawn(theme::label(
        tr.get("chstats-collections"),
        16.0,
        colours.muted,
    ));
    for seat in 0..game.players() {
        let collection = game.collection(seat);
        let score = game.live_score(seat).total;
        screen
            .spawn(Node {
                align_items: AlignItems::Center,
                min_height: px(26),
                ..default()
            })
            .with_children(|line| {
                line.spawn(Node {
                    width: px(260),
                    ..default()
                })
                .with_child(theme::label(
                    crate::tr!(
                        tr,
                        "chstats-collection",
                        who = seat_name(replay, seat, tr),
                        score = score
                    ),
                    14.0,
                    colours.text,
                ));
                for &colour in game.colours_in_play() {
                    let count = collection.count(colour);
                    if count > 0 {
                        card_chip(
                            line,
                            Card::Chameleon(colour),
                            format!("{} {count}", colour_name(colour, tr)),
                            colours,
                        );
                    }
                }
                for (card, count) in [
                    (Card::Joker, collection.jokers),
                    (Card::GoldenJoker, collection.golden_jokers),
                    (Card::PlusTwo, collection.plus_twos),
                ] {
                    if count > 0 {
                        card_chip(
                            line,
                            card,
                            format!("{} {count}", card_name(card, tr)),
                            colours,
                        );
                    }
                }
            });
    }
    screen
        .spawn(Node {
            margin: UiRect::top(px(6)),
            ..default()
        })
        .with_children(|row| {
            row.spawn(theme::button("<", ViewerAction::Previous, 60.0));
            row.spawn(theme::button(">", ViewerAction::Next, 60.0));
            row.spawn(theme::button(
                tr.get("chstats-back"),
                ViewerAction::Back,
                240.0,
            ));
        });
    screen.spawn(theme::label(
        tr.get("chstats-replay-keys"),
        14.0,
        colours.muted,
    ));
}
