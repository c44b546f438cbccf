//! The chameleon replay viewer: the kept records of finished chameleon
//! games, newest first; open one to step through it action by action
//! (Right/Left, Home/End, or the buttons) or let it play by itself (Space),
//! as the number-pile replays do, with the rows, the deck and
//! every collection drawn as the table draws them (`ui::chameleon_board`)
//! and each also in words for the screen reader. Each position is rebuilt
//! by the engine from the record. A game the person played is reviewed as
//! it opens (`review.rs`): R opens the review, and a decision chosen there
//! is shown on the board with the expert's choice marked.

use crate::chameleons::GAME;
use std::path::PathBuf;

use bevy::prelude::*;

use crate::shell::pad::KeysLegend;
use bevy::window::RequestRedraw;

use crate::chameleons::board::{DESIGN, Fit};
use crate::chameleons::kept::{ChameleonStats, chameleon_records_dir};
use crate::chameleons::look::card_name;
use crate::chameleons::replay_board::{ChameleonReplay, seat_name, spawn_board};
use crate::chameleons::review::{
    ChameleonReview, ChameleonReviewPanel, decision_words, open_and_close, review_closed,
};
use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::playback::{Step, play_on, take_step};
use crate::shell::replays_from::ReplaysFrom;
use crate::shell::settings::SettingsStore;
use crate::shell::states::Screen;
use crate::shell::ui::focus::{FocusList, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS};
use crate::shell::ui::theme::{self, Colours, Focused};
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents};
use pilefire_engine::chameleons::review::{DecisionReview, Review};
use pilefire_engine::chameleons::stats::{ChameleonSummary, load_chameleon_record};
use pilefire_engine::chameleons::{Action, ChameleonGame, RecordedAction};
use pilefire_engine::storage::StorageProblem;

/// Games listed at once.
const LIST_LENGTH: usize = 12;

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
    playing: bool,
    problem: Option<String>,
    /// The open game's review, once worked out.
    review: Option<Review>,
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

    /// The replay is playing by itself.
    pub fn playing(&self) -> bool {
        self.playing
    }

    /// The person's decision that comes next, as the review judged it.
    pub fn next_decision(&self) -> Option<&DecisionReview> {
        self.review.as_ref().and_then(|review| {
            review
                .decisions
                .iter()
                .find(|decision| decision.action == self.position + 1)
        })
    }
}

/// Time since the last step while playing by itself (apart from the viewer,
/// so the picture is rebuilt only when the position changes).
#[derive(Resource, Debug, Default)]
struct AutoplayClock(f32);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ViewerAction {
    Open(usize),
    Back,
    Step(Step),
}

#[derive(Component)]
struct ViewerRoot;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AutoplayClock>();
    app.add_systems(OnEnter(Screen::Replays(GAME)), list_records);
    app.add_systems(OnExit(Screen::Replays(GAME)), |mut commands: Commands| {
        commands.remove_resource::<ChameleonReplayViewer>();
    });
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

fn open_entry(commands: &mut Commands, viewer: &mut ChameleonReplayViewer, index: usize) {
    let Some(entry) = viewer.entries.get(index).cloned() else {
        return;
    };
    let opponents = Opponents::from_name(&entry.summary.level);
    let loaded = load_chameleon_record(&entry.file)
        .map_err(|problem| match problem {
            StorageProblem::Unreadable { error, .. } | StorageProblem::Corrupt { error, .. } => {
                error
            }
        })
        .and_then(|record| ChameleonReplay::build(record, entry.summary.human_seat, opponents));
    match loaded {
        Ok(replay) => {
            // Games with the person at the table are reviewed; the par's
            // other seats are the bots that sat there.
            if let Some(seat) = replay.human_seat {
                let others = opponents.unwrap_or(Opponents::All(ChameleonLevel::Baseline));
                commands.insert_resource(ChameleonReview::start(
                    replay.record.clone(),
                    seat,
                    others,
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
        Err(error) => viewer.problem = Some(format!("{}: {error}", entry.file.display())),
    }
}

fn viewer_input(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ViewerAction>,
    viewer: Option<ResMut<ChameleonReplayViewer>>,
    from: Res<ReplaysFrom>,
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
        if keys.just_pressed(KeyCode::ArrowRight) {
            chosen = Some(ViewerAction::Step(Step::Next));
        }
        if keys.just_pressed(KeyCode::Space) {
            chosen = Some(ViewerAction::Step(Step::Play));
        }
        if keys.just_pressed(KeyCode::ArrowLeft) {
            chosen = Some(ViewerAction::Step(Step::Previous));
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
            open_entry(&mut commands, &mut viewer, index);
        }
        ViewerAction::Back if viewer.open.is_some() => {
            viewer.open = None;
            viewer.playing = false;
            viewer.review = None;
            commands.remove_resource::<ChameleonReview>();
        }
        ViewerAction::Back => next.set(from.0),
        ViewerAction::Step(step) => {
            let viewer = &mut *viewer;
            take_step(step, &mut viewer.position, &mut viewer.playing, last);
        }
    }
}

/// Takes the finished review into the viewer, and moves to the decision
/// chosen in it: the position before it, where the expert's choice is
/// marked.
fn follow_review(
    viewer: Option<ResMut<ChameleonReplayViewer>>,
    review: Option<ResMut<ChameleonReview>>,
) {
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
    viewer: Option<ResMut<ChameleonReplayViewer>>,
    mut clock: ResMut<AutoplayClock>,
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
    let last = viewer.open.as_ref().map_or(0, |r| r.positions.len() - 1);
    if let Some((position, playing)) =
        play_on(&mut clock.0, time.delta_secs(), viewer.position, last)
    {
        viewer.position = position;
        viewer.playing = playing;
    }
}

fn redraw(
    mut commands: Commands,
    viewer: Option<Res<ChameleonReplayViewer>>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    size: UiSize,
    mut last_size: Local<Vec2>,
    roots: Query<Entity, With<ViewerRoot>>,
) {
    let Some(viewer) = viewer else {
        return;
    };
    let size = size.get();
    let resized = *last_size != size;
    let redraw = viewer.is_changed()
        || tr.is_changed()
        || colours.is_changed()
        || roots.is_empty()
        || (resized && viewer.open.is_some());
    if !redraw {
        return;
    }
    *last_size = size;
    for root in &roots {
        commands.entity(root).despawn();
    }
    let Some(replay) = &viewer.open else {
        commands
            .spawn((
                ViewerRoot,
                DespawnOnExit(Screen::Replays(GAME)),
                crate::shell::ui::scroll::centred_screen(6.0),
            ))
            .with_children(|screen| spawn_list(screen, &viewer, &tr, &colours));
        return;
    };
    let (game, _) = &replay.positions[viewer.position];
    // The header and the buttons take about what the table's bars do, so
    // the board is sized as the table's is for the same window size, less
    // the review's lines: its summary, and the next decision's two lines.
    let mut review_lines = 0.0;
    if replay.human_seat.is_some() {
        review_lines += 28.0;
    }
    if viewer.next_decision().is_some() {
        review_lines += 46.0;
    }
    let fit = Fit::for_game(size - Vec2::new(0.0, review_lines), game);
    commands
        .spawn((
            ViewerRoot,
            DespawnOnExit(Screen::Replays(GAME)),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::all(fit.px(14.0)),
                row_gap: fit.px(6.0),
                ..default()
            },
        ))
        .with_children(|screen| spawn_position(screen, &viewer, replay, &tr, (&colours, &fit)));
}

/// The window's size in the interface's logical pixels (window / UiScale).
#[derive(bevy::ecs::system::SystemParam)]
struct UiSize<'w, 's> {
    window: Option<Single<'w, 's, &'static Window>>,
    scale: Option<Res<'w, UiScale>>,
}

impl UiSize<'_, '_> {
    fn get(&self) -> Vec2 {
        let Some(window) = &self.window else {
            return DESIGN;
        };
        let scale = self.scale.as_ref().map_or(1.0, |scale| scale.0).max(0.1);
        (Vec2::new(window.width(), window.height()) / scale)
            .round()
            .max(Vec2::ONE)
    }
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
        let label = crate::chameleons::stats::recent_line(&entry.summary, tr);
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
    screen.spawn((
        KeysLegend("chstats-replays-keys"),
        theme::label(tr.get("chstats-replays-keys"), 14.0, colours.muted),
    ));
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
    // "You draw", not "You draws": the sentence follows the person.
    let person = if replay.human_seat == Some(step.player) {
        "you"
    } else {
        "other"
    };
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
            crate::tr!(tr, key, person = person, who = who, card = card)
        }
        Action::Place { row } => {
            let card = before
                .drawn_card()
                .map_or_else(String::new, |c| card_name(c, tr));
            crate::tr!(
                tr,
                "chstats-step-place",
                person = person,
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
                person = person,
                who = who,
                row = row + 1,
                cards = cards.join(", ")
            )
        }
    }
}

fn spawn_position(
    screen: &mut ChildSpawnerCommands,
    viewer: &ChameleonReplayViewer,
    replay: &ChameleonReplay,
    tr: &Tr,
    look: (&Colours, &Fit),
) {
    let (colours, fit) = look;
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
        fit.font(22.0),
        colours.accent,
    ));
    let said = match step {
        None => tr.get("chstats-step-deal"),
        Some(step) => {
            let before = &replay.positions[viewer.position - 1].0;
            describe_step(replay, before, game, step, tr)
        }
    };
    screen.spawn(theme::label(said, fit.font(18.0), colours.text));
    let reviewed = replay.human_seat.is_some();
    if reviewed {
        screen.spawn((ChameleonReviewPanel, Node::default()));
    }
    // The person's next decision as the review judged it, the expert's
    // choice marked on the board.
    let next = viewer.next_decision();
    if let Some(decision) = next {
        screen.spawn((
            theme::label(
                crate::tr!(
                    tr,
                    "chstats-next-review",
                    decision = decision_words(decision, tr)
                ),
                fit.font(15.0),
                colours.accent,
            ),
            Node {
                max_width: percent(90),
                ..default()
            },
        ));
    }
    spawn_board(screen, replay, game, next.map(|d| d.expert), tr, look);
    screen
        .spawn(Node {
            column_gap: fit.px(8.0),
            align_items: AlignItems::Center,
            // Long texts (Italian) at large interface sizes put the key
            // hint on a line of its own rather than push the buttons out.
            max_width: percent(100),
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            row_gap: fit.px(4.0),
            ..default()
        })
        .with_children(|row| {
            row.spawn(theme::button("<", ViewerAction::Step(Step::Previous), 60.0));
            let play = if viewer.playing {
                "replays-pause"
            } else {
                "replays-play-button"
            };
            row.spawn(theme::button(
                tr.get(play),
                ViewerAction::Step(Step::Play),
                160.0,
            ));
            row.spawn(theme::button(">", ViewerAction::Step(Step::Next), 60.0));
            row.spawn(theme::button(
                tr.get("chstats-back"),
                ViewerAction::Back,
                240.0,
            ));
            let keys = if reviewed {
                "chstats-replay-keys-review"
            } else {
                "chstats-replay-keys"
            };
            row.spawn((
                KeysLegend(keys),
                theme::label(tr.get(keys), fit.font(14.0), colours.muted),
            ));
        });
}
