//! The replay viewer: the kept records of finished games, newest first; open
//! one to step through it turn by turn (forward, back, or playing by itself),
//! with every hand shown as it was. Each position is rebuilt by the rules
//! engine from the record, so a replay can never disagree with the game.
//! A co-op game the person played is reviewed as it opens (`review.rs`):
//! before each of the person's turns the position shows what they played
//! and, drawn in on their hand, what the expert would have played.

use crate::piles::GAME;
use std::path::PathBuf;

use bevy::prelude::*;

use crate::shell::pad::KeysLegend;
use bevy::window::RequestRedraw;

use crate::piles::card_look;
use crate::piles::describe::describe_ruleset;
use crate::piles::kept::{Stats, records_dir};
use crate::piles::review::{GameReview, ReviewPanel, open_and_close, review_closed, turn_words};
use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::playback::{Step, play_on, take_step};
use crate::shell::settings::SettingsStore;
use crate::shell::states::Screen;
use crate::shell::ui::chrome;
use crate::shell::ui::focus::{FocusList, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS};
use crate::shell::ui::theme::{self, Colours, Focused};
use pilefire_engine::piles::review::{Review, TurnReview};
use pilefire_engine::piles::rules::{Direction, Game, Move, Play, Record, TurnEnd, TurnRecord};
use pilefire_engine::piles::stats::GameSummary;
use pilefire_engine::storage::StorageProblem;

/// Games listed at once.
const LIST_LENGTH: usize = 12;

/// One position of a replay: the game after a turn (turn 0: the deal).
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub game: Game,
    pub turn: Option<TurnRecord>,
}

/// Every position of one record, rebuilt by the engine.
#[derive(Debug, Clone)]
pub struct Replay {
    pub record: Record,
    pub human_seat: Option<usize>,
    pub snapshots: Vec<Snapshot>,
}

impl Replay {
    /// Replays `record`, keeping the position after every turn.
    pub fn build(record: Record, human_seat: Option<usize>) -> Result<Replay, String> {
        let start = Game::new(record.ruleset, record.deal.clone(), record.first_seat)
            .map_err(|error| error.to_string())?;
        let mut snapshots = vec![Snapshot {
            game: start,
            turn: None,
        }];
        record
            .replay_with(|_, turn, game| {
                snapshots.push(Snapshot {
                    game: game.clone(),
                    turn: Some(turn.clone()),
                })
            })
            .map_err(|error| error.to_string())?;
        Ok(Replay {
            record,
            human_seat,
            snapshots,
        })
    }
}

/// An entry of the list: a finished game whose record was kept.
#[derive(Debug, Clone)]
struct Entry {
    label: String,
    file: PathBuf,
    summary: GameSummary,
}

/// The viewer's state.
#[derive(Resource, Debug, Default)]
pub(crate) struct Viewer {
    entries: Vec<Entry>,
    focus: FocusList,
    open: Option<Replay>,
    position: usize,
    playing: bool,
    /// A record that could not be opened: its file and why.
    problem: Option<(String, String)>,
    /// The open game's review, once worked out.
    review: Option<Review>,
}

/// Time since the last step while playing by itself (apart from [`Viewer`],
/// so the picture is rebuilt only when the position changes).
#[derive(Resource, Debug, Default)]
struct ReplayClock(f32);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ReplayAction {
    Open(usize),
    Back,
    Step(Step),
}

/// The root of what the viewer shows; rebuilt when the position changes.
#[derive(Component)]
struct ViewerRoot;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ReplayClock>();
    app.add_systems(OnEnter(Screen::Replays(GAME)), list_records);
    app.add_systems(OnExit(Screen::Replays(GAME)), close_viewer);
    app.add_systems(
        Update,
        (
            // The review, open over the position, has the keys to itself.
            viewer_input.run_if(review_closed).before(open_and_close),
            follow_review.after(open_and_close),
            play_by_itself,
            redraw,
        )
            .chain()
            .run_if(in_state(Screen::Replays(GAME))),
    );
}

fn list_records(mut commands: Commands, stats: Res<Stats>, store: Res<SettingsStore>, tr: Res<Tr>) {
    let Some(dir) = records_dir(&store) else {
        commands.insert_resource(Viewer::default());
        return;
    };
    let entries = stats
        .history
        .iter()
        .rev()
        .filter_map(|summary| {
            let file = dir.join(summary.record_file.as_ref()?);
            file.exists().then(|| Entry {
                label: crate::tr!(
                    tr,
                    "replays-entry",
                    date = summary.date.to_string(),
                    rules = describe_ruleset(&summary.ruleset, &tr),
                    cards = summary.cards_left,
                    won = if summary.won { "yes" } else { "no" }
                ),
                file,
                summary: summary.clone(),
            })
        })
        .take(LIST_LENGTH)
        .collect();
    commands.insert_resource(Viewer {
        entries,
        ..default()
    });
}

impl Viewer {
    /// The open replay's position and its last, for the layout report.
    pub(crate) fn at(&self) -> Option<(usize, usize)> {
        let replay = self.open.as_ref()?;
        Some((self.position, replay.snapshots.len() - 1))
    }
}

fn close_viewer(mut commands: Commands, roots: Query<Entity, With<ViewerRoot>>) {
    commands.remove_resource::<Viewer>();
    for root in &roots {
        commands.entity(root).despawn();
    }
}

fn open_entry(commands: &mut Commands, viewer: &mut Viewer, index: usize) {
    let Some(entry) = viewer.entries.get(index).cloned() else {
        return;
    };
    // A damaged record is moved aside (never lost); the reason is shown
    // without the problem's own "defaults restored", untrue of a record.
    let loaded = pilefire_engine::piles::kept::load_kept_record(&entry.file)
        .map_err(|problem| {
            warn!("{problem}");
            match problem {
                StorageProblem::Unreadable { error, .. }
                | StorageProblem::Corrupt { error, .. } => error,
            }
        })
        .and_then(|record| Replay::build(record, entry.summary.human_seat));
    match loaded {
        Ok(replay) => {
            // Games with the person at the table are reviewed.
            if let Some(seat) = replay.human_seat {
                commands.insert_resource(GameReview::start(
                    replay.record.clone(),
                    seat,
                    Some(entry.summary.clone()),
                    true,
                ));
            }
            viewer.review = None;
            viewer.open = Some(replay);
            viewer.position = 0;
            viewer.playing = false;
            viewer.problem = None;
        }
        Err(error) => viewer.problem = Some((entry.file.display().to_string(), error)),
    }
}

fn viewer_input(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ReplayAction>,
    viewer: Option<ResMut<Viewer>>,
    from: Res<crate::shell::replays_from::ReplaysFrom>,
    mut next: ResMut<NextState<Screen>>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(mut viewer) = viewer else {
        return;
    };
    let mut chosen = theme::pressed(&buttons);
    let back = keys.any_just_pressed([KeyCode::Escape, KeyCode::Backspace]);
    if viewer.open.is_none() {
        let count = viewer.entries.len();
        viewer
            .focus
            .follow_keys(&keys, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, count);
        if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
            chosen = Some(if viewer.entries.is_empty() {
                ReplayAction::Back
            } else {
                ReplayAction::Open(viewer.focus.index())
            });
        }
    } else {
        if keys.just_pressed(KeyCode::ArrowRight) {
            chosen = Some(ReplayAction::Step(Step::Next));
        }
        if keys.just_pressed(KeyCode::ArrowLeft) {
            chosen = Some(ReplayAction::Step(Step::Previous));
        }
        if keys.just_pressed(KeyCode::Space) {
            chosen = Some(ReplayAction::Step(Step::Play));
        }
        let last = viewer.open.as_ref().map_or(0, |r| r.snapshots.len() - 1);
        if keys.just_pressed(KeyCode::Home) {
            viewer.position = 0;
        }
        if keys.just_pressed(KeyCode::End) {
            viewer.position = last;
        }
    }
    if back {
        chosen = Some(ReplayAction::Back);
    }
    let Some(action) = chosen else {
        return;
    };
    sfx.write(Sfx(Sound::Click));
    let last = viewer.open.as_ref().map_or(0, |r| r.snapshots.len() - 1);
    match action {
        ReplayAction::Open(index) => {
            let count = viewer.entries.len();
            viewer.focus.set(index, count);
            open_entry(&mut commands, &mut viewer, index);
        }
        ReplayAction::Back if viewer.open.is_some() => {
            viewer.open = None;
            viewer.playing = false;
            viewer.review = None;
            commands.remove_resource::<GameReview>();
        }
        ReplayAction::Back => next.set(from.0),
        ReplayAction::Step(step) => {
            let viewer = &mut *viewer;
            take_step(step, &mut viewer.position, &mut viewer.playing, last);
        }
    }
}

/// Takes the finished review into the viewer, and moves to the turn chosen
/// in it: the position before that turn, where the expert's alternative is
/// drawn in.
fn follow_review(viewer: Option<ResMut<Viewer>>, review: Option<ResMut<GameReview>>) {
    let (Some(mut viewer), Some(mut review)) = (viewer, review) else {
        return;
    };
    if viewer.open.is_none() {
        return;
    }
    let (result, chosen) = review.news(viewer.review.is_some());
    if result.is_some() {
        viewer.review = result;
    }
    if let Some(turn) = chosen {
        viewer.position = turn - 1;
        viewer.playing = false;
    }
}

fn play_by_itself(
    time: Res<Time>,
    viewer: Option<ResMut<Viewer>>,
    mut clock: ResMut<ReplayClock>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(mut viewer) = viewer else {
        return;
    };
    if !viewer.playing {
        clock.0 = 0.0;
        return;
    }
    // The wait between steps draws nothing new, so nothing else wakes the window.
    redraw.write(RequestRedraw);
    let last = viewer.open.as_ref().map_or(0, |r| r.snapshots.len() - 1);
    if let Some((position, playing)) =
        play_on(&mut clock.0, time.delta_secs(), viewer.position, last)
    {
        viewer.position = position;
        viewer.playing = playing;
    }
}

fn redraw(
    mut commands: Commands,
    viewer: Option<Res<Viewer>>,
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
            DespawnOnExit(Screen::Replays(GAME)),
            crate::shell::ui::scroll::centred_screen(6.0),
        ))
        .id();
    match &viewer.open {
        None => spawn_list(&mut commands, root, &viewer, &tr, &colours),
        Some(replay) => spawn_position(&mut commands, root, &viewer, replay, &tr, &colours),
    }
}

fn spawn_list(commands: &mut Commands, root: Entity, viewer: &Viewer, tr: &Tr, colours: &Colours) {
    commands.entity(root).with_children(|screen| {
        screen.spawn(theme::label(
            crate::tr!(tr, "replays-title"),
            40.0,
            colours.accent,
        ));
        if viewer.entries.is_empty() {
            screen.spawn(theme::label(
                crate::tr!(tr, "replays-none"),
                18.0,
                colours.muted,
            ));
        }
        for (index, entry) in viewer.entries.iter().enumerate() {
            let mut button = screen.spawn(theme::button(
                entry.label.clone(),
                ReplayAction::Open(index),
                760.0,
            ));
            if index == viewer.focus.index() {
                button.insert(Focused);
            }
        }
        if let Some((file, reason)) = &viewer.problem {
            let message = crate::tr!(
                tr,
                "replays-unreadable",
                file = file.as_str(),
                reason = reason.as_str()
            );
            screen.spawn(theme::label(message, 16.0, colours.danger));
        }
        let mut back = screen.spawn(theme::button(
            crate::tr!(tr, "replays-back"),
            ReplayAction::Back,
            240.0,
        ));
        // With nothing to open, Back is the one thing Enter can do: it
        // carries the focus ring.
        if viewer.entries.is_empty() {
            back.insert(Focused);
        }
        screen.spawn((
            KeysLegend("replays-list-keys"),
            theme::label(crate::tr!(tr, "replays-list-keys"), 14.0, colours.muted),
        ));
    });
}

fn seat_label(tr: &Tr, replay: &Replay, seat: usize) -> String {
    if replay.human_seat == Some(seat) {
        crate::tr!(tr, "replays-seat-you", seat = seat + 1)
    } else {
        crate::tr!(tr, "replays-seat", seat = seat + 1)
    }
}

/// A turn's moves in words.
fn describe_turn(tr: &Tr, replay: &Replay, turn: &TurnRecord) -> String {
    let plays: Vec<String> = turn
        .moves
        .iter()
        .filter_map(|step| match *step {
            Move::Play { card, pile } => {
                Some(crate::tr!(tr, "replays-play", card = card, pile = pile + 1))
            }
            Move::Signal { .. } => None,
        })
        .collect();
    let signals = turn
        .moves
        .iter()
        .filter(|step| matches!(step, Move::Signal { .. }))
        .count();
    let end = match turn.end {
        TurnEnd::Draw => crate::tr!(tr, "replays-end-draw"),
        TurnEnd::GiveUp => crate::tr!(tr, "replays-end-give-up"),
        TurnEnd::Open => crate::tr!(tr, "replays-end-open"),
    };
    crate::tr!(
        tr,
        "replays-turn-moves",
        seat = seat_label(tr, replay, turn.seat),
        count = plays.len(),
        plays = plays.join(", "),
        signals = signals,
        end = end
    )
}

fn spawn_position(
    commands: &mut Commands,
    root: Entity,
    viewer: &Viewer,
    replay: &Replay,
    tr: &Tr,
    colours: &Colours,
) {
    let snapshot = &replay.snapshots[viewer.position];
    let game = &snapshot.game;
    let ruleset = game.ruleset();
    let last = replay.snapshots.len() - 1;
    let reviewed = replay.human_seat.is_some();
    // The person's turn that comes next, as the review judged it.
    let next_turn = viewer.review.as_ref().and_then(|review| {
        review
            .turns
            .iter()
            .find(|turn| turn.turn == viewer.position + 1)
    });
    // Everything but the keys' line sits on one panel.
    let panel = commands
        .spawn((
            ChildOf(root),
            chrome::panel(),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(28), px(16)),
                row_gap: px(6),
                ..default()
            },
        ))
        .id();
    commands.entity(panel).with_children(|screen| {
        screen.spawn(theme::label(
            crate::tr!(
                tr,
                "replays-position",
                rules = describe_ruleset(&replay.record.ruleset, tr),
                turn = viewer.position,
                turns = last
            ),
            24.0,
            colours.accent,
        ));
        if reviewed {
            screen.spawn((ReviewPanel, Node::default()));
        }
        let what = match &snapshot.turn {
            None => crate::tr!(tr, "replays-deal"),
            Some(turn) => describe_turn(tr, replay, turn),
        };
        screen.spawn((
            theme::label(what, 17.0, colours.text),
            Node {
                max_width: px(1000),
                ..default()
            },
        ));
        if let Some(turn) = next_turn {
            screen.spawn((
                theme::label(
                    crate::tr!(tr, "replays-next-review", turn = turn_words(turn, tr)),
                    15.0,
                    colours.accent,
                ),
                Node {
                    max_width: px(1000),
                    ..default()
                },
            ));
        }
        // The piles: top card, direction in words and arrow, cards on it.
        screen
            .spawn(Node {
                column_gap: px(26),
                margin: UiRect::vertical(px(8)),
                ..default()
            })
            .with_children(|row| {
                for (index, pile) in game.piles().iter().enumerate() {
                    let top = pile.cards.last().map_or(pile.start, |placed| placed.card);
                    let direction = match pile.direction {
                        Direction::Ascending => {
                            crate::tr!(tr, "replays-pile-up", start = pile.start)
                        }
                        Direction::Descending => {
                            crate::tr!(tr, "replays-pile-down", start = pile.start)
                        }
                    };
                    row.spawn(Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        ..default()
                    })
                    .with_children(|column| {
                        column.spawn(theme::label(
                            crate::tr!(tr, "replays-pile", pile = index + 1),
                            15.0,
                            colours.muted,
                        ));
                        card_look::card_node(top, ruleset, 56.0, colours, column);
                        column.spawn(theme::label(direction, 15.0, colours.text));
                        column.spawn(theme::label(
                            crate::tr!(tr, "replays-pile-count", count = pile.cards.len()),
                            13.0,
                            colours.muted,
                        ));
                    });
                }
            });
        // Every hand, face up, as it was.
        for seat in 0..game.ruleset().seats {
            screen
                .spawn(Node {
                    align_items: AlignItems::Center,
                    ..default()
                })
                .with_children(|row| {
                    row.spawn((
                        theme::label(seat_label(tr, replay, seat), 16.0, colours.text),
                        Node {
                            width: px(150),
                            ..default()
                        },
                    ));
                    let hand = game.hand(seat);
                    if hand.is_empty() {
                        row.spawn(theme::label(
                            crate::tr!(tr, "replays-hand-empty"),
                            15.0,
                            colours.muted,
                        ));
                    }
                    match next_turn.filter(|_| Some(seat) == replay.human_seat) {
                        Some(turn) => {
                            for &card in hand {
                                spawn_marked_card(row, card, turn, ruleset, tr, colours);
                            }
                        }
                        None => {
                            for &card in hand {
                                card_look::card_node(card, ruleset, 32.0, colours, row);
                            }
                        }
                    }
                });
        }
        screen.spawn(theme::label(
            crate::tr!(
                tr,
                "replays-draw-pile",
                count = game.draw_pile_sizes().iter().sum::<usize>()
            ),
            15.0,
            colours.muted,
        ));
        if viewer.position == last
            && let Some(outcome) = game.outcome()
        {
            screen.spawn(theme::label(
                crate::tr!(
                    tr,
                    "replays-result",
                    cards = outcome.cards_left().unwrap_or(0)
                ),
                18.0,
                colours.good,
            ));
        }
        screen
            .spawn(Node {
                margin: UiRect::top(px(8)),
                ..default()
            })
            .with_children(|buttons| {
                buttons.spawn(theme::button(
                    crate::tr!(tr, "replays-previous"),
                    ReplayAction::Step(Step::Previous),
                    170.0,
                ));
                let play = if viewer.playing {
                    "replays-pause"
                } else {
                    "replays-play-button"
                };
                buttons.spawn(theme::button(
                    crate::tr!(tr, play),
                    ReplayAction::Step(Step::Play),
                    170.0,
                ));
                buttons.spawn(theme::button(
                    crate::tr!(tr, "replays-next"),
                    ReplayAction::Step(Step::Next),
                    170.0,
                ));
                buttons.spawn(theme::button(
                    crate::tr!(tr, "replays-close"),
                    ReplayAction::Back,
                    170.0,
                ));
            });
    });
    let keys = if reviewed {
        "replays-viewer-keys-review"
    } else {
        "replays-viewer-keys"
    };
    commands.entity(root).with_child((
        KeysLegend(keys),
        theme::label(crate::tr!(tr, keys), 14.0, colours.muted),
    ));
}

/// A card of the person's hand before a reviewed turn: framed in the accent
/// colour when the expert would play it, with the pile beneath for the
/// expert and for the person.
fn spawn_marked_card(
    row: &mut ChildSpawnerCommands,
    card: u8,
    turn: &TurnReview,
    ruleset: &pilefire_engine::piles::rules::Ruleset,
    tr: &Tr,
    colours: &Colours,
) {
    let pile_of = |plays: &[Play]| plays.iter().find(|play| play.card == card).map(|p| p.pile);
    let expert = pile_of(&turn.expert);
    let played = pile_of(&turn.played);
    // Every card of the hand the same height, so the marked ones line up.
    row.spawn((
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            min_height: px(84),
            padding: UiRect::axes(px(4), px(0)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BorderColor::all(if expert.is_some() {
            colours.accent
        } else {
            Color::NONE
        }),
    ))
    .with_children(|column| {
        card_look::card_node(card, ruleset, 32.0, colours, column);
        if let Some(pile) = expert {
            column.spawn(theme::label(
                crate::tr!(tr, "replays-expert-pile", pile = pile + 1),
                12.0,
                colours.accent,
            ));
        }
        if let Some(pile) = played {
            column.spawn(theme::label(
                crate::tr!(tr, "replays-you-pile", pile = pile + 1),
                12.0,
                colours.text,
            ));
        }
    });
}
