//! One replay viewer for every game: the kept records of finished games,
//! newest first; open one to step through it (Right/Left, Home/End, the
//! buttons or a pad) or let it play by itself (Space), following the
//! review of the person's turns as it arrives. A game implements
//! [`ReplayGame`] on its replay, lists its records into [`ReplayViewer`]
//! as its replays screen opens, and draws only its board at a position.

use std::path::Path;

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::shell::audio::{Sfx, Sound};
use crate::shell::camera::{DESIGN_HEIGHT, DESIGN_WIDTH};
use crate::shell::language::Tr;
use crate::shell::pad::KeysLegend;
use crate::shell::playback::{Step, play_on, take_step};
use crate::shell::replays_from::ReplaysFrom;
use crate::shell::review::{ReviewSheet, ReviewWork, open_and_close, review_closed};
use crate::shell::states::Screen;
use crate::shell::ui::focus::{FocusList, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS};
use crate::shell::ui::scroll::centred_screen;
use crate::shell::ui::theme::{self, Colours, Focused};

/// Records listed at once.
pub const LIST_LENGTH: usize = 12;

/// What a game gives the shared viewer; implemented on its replay (every
/// position of one record, rebuilt by the engine).
pub trait ReplayGame: Sized + Send + Sync + 'static {
    /// The viewer's words for this game.
    const WORDS: ReplayWords;
    /// A kept record on the list.
    type Entry: Clone + Send + Sync + 'static;
    /// The game's review, followed as the replay is watched.
    type Review: ReviewSheet;
    /// The record's line on the list.
    fn label(entry: &Self::Entry, tr: &Tr) -> String;
    /// The record's file, named when it cannot be opened.
    fn file(entry: &Self::Entry) -> &Path;
    /// Opens a listed record: its replay, and the review of the person's
    /// turns when they sat at the table.
    fn open(entry: &Self::Entry) -> Result<(Self, Option<ReviewWork<Self::Review>>), String>;
    /// The last position: 0 is the deal, each step one more.
    fn last(&self) -> usize;
    /// Whether the person's turns are reviewed (they sat at the table).
    fn reviewed(&self) -> bool;
    /// Spawns the open replay at the viewer's position, whole (the board,
    /// its words, a [`ReviewPanel`](crate::shell::review::ReviewPanel) when
    /// reviewed, [`spawn_controls`] and [`keys_line`]), and returns its
    /// root. `window` is the window's size in the interface's pixels.
    fn spawn_position(
        commands: &mut Commands,
        viewer: &ReplayViewer<Self>,
        tr: &Tr,
        colours: &Colours,
        window: Vec2,
    ) -> Entity;
}

/// A game's message keys in the viewer.
pub struct ReplayWords {
    /// The list's title.
    pub title: &'static str,
    /// Said when no record is kept.
    pub none: &'static str,
    /// A record that could not be opened; takes `file` and `reason`.
    pub unreadable: &'static str,
    /// The list's Back button.
    pub back: &'static str,
    /// The list's keys.
    pub list_keys: &'static str,
    /// The open record's Close button.
    pub close: &'static str,
    /// The open record's keys, and with a review to open.
    pub keys: &'static str,
    pub keys_review: &'static str,
}

/// The viewer of one game's replays, while its replays screen is open.
#[derive(Resource)]
pub struct ReplayViewer<G: ReplayGame> {
    entries: Vec<G::Entry>,
    focus: FocusList,
    open: Option<G>,
    position: usize,
    playing: bool,
    /// A record that could not be opened: its file and why.
    problem: Option<(String, String)>,
    /// The open game's review, once worked out.
    review: Option<G::Review>,
}

impl<G: ReplayGame> ReplayViewer<G> {
    /// The list of `entries`, newest first, nothing open.
    pub fn listing(entries: Vec<G::Entry>) -> Self {
        ReplayViewer {
            entries,
            focus: FocusList::default(),
            open: None,
            position: 0,
            playing: false,
            problem: None,
            review: None,
        }
    }

    pub fn entries(&self) -> &[G::Entry] {
        &self.entries
    }

    pub fn open(&self) -> Option<&G> {
        self.open.as_ref()
    }

    /// The position shown: 0 is the deal, n is after the n-th step.
    pub fn position(&self) -> usize {
        self.position
    }

    /// The replay is playing by itself.
    pub fn playing(&self) -> bool {
        self.playing
    }

    /// The open replay's position and its last, for the layout report.
    pub fn at(&self) -> Option<(usize, usize)> {
        Some((self.position, self.open.as_ref()?.last()))
    }

    /// The person's turn that comes next, as the review judged it.
    pub fn next_turn(&self) -> Option<&<G::Review as ReviewSheet>::Turn> {
        let review = self.review.as_ref()?;
        review
            .turns()
            .iter()
            .find(|turn| G::Review::step(turn) == self.position + 1)
    }

    fn last(&self) -> usize {
        self.open.as_ref().map_or(0, G::last)
    }

    fn open_entry(&mut self, commands: &mut Commands, index: usize) {
        let Some(entry) = self.entries.get(index) else {
            return;
        };
        match G::open(entry) {
            Ok((replay, review)) => {
                if let Some(review) = review {
                    commands.insert_resource(review);
                }
                self.review = None;
                self.open = Some(replay);
                self.position = 0;
                self.playing = false;
                self.problem = None;
            }
            Err(reason) => {
                self.problem = Some((G::file(entry).display().to_string(), reason));
            }
        }
    }

    fn close(&mut self, commands: &mut Commands) {
        self.open = None;
        self.playing = false;
        self.review = None;
        commands.remove_resource::<ReviewWork<G::Review>>();
    }
}

/// What the viewer's buttons do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewerAction {
    Open(usize),
    Back,
    Step(Step),
}

/// The root of what the viewer shows; rebuilt when the position changes.
#[derive(Component)]
struct ViewerRoot;

/// A game's viewer on its replays screen: the review over it has the keys
/// to itself while open. The game inserts [`ReplayViewer::listing`] as the
/// screen opens.
pub fn plugin<G: ReplayGame>(app: &mut App) {
    let screen = Screen::Replays(G::Review::GAME);
    app.add_systems(OnExit(screen), |mut commands: Commands| {
        commands.remove_resource::<ReplayViewer<G>>();
    });
    app.add_systems(
        Update,
        (
            viewer_input::<G>
                .run_if(review_closed::<G::Review>)
                .before(open_and_close::<G::Review>),
            follow_review::<G>.after(open_and_close::<G::Review>),
            play_by_itself::<G>,
            redraw::<G>,
        )
            .chain()
            .run_if(in_state(screen)),
    );
}

/// The action this frame's keys ask of an open record.
fn record_keys(keys: &ButtonInput<KeyCode>) -> Option<ViewerAction> {
    [
        (KeyCode::ArrowRight, Step::Next),
        (KeyCode::ArrowLeft, Step::Previous),
        (KeyCode::Space, Step::Play),
    ]
    .into_iter()
    .filter(|(key, _)| keys.just_pressed(*key))
    .map(|(_, step)| ViewerAction::Step(step))
    .next_back()
}

/// The viewer's keys: on the list Up/Down (or Tab) choose and Enter opens;
/// on a record the arrows step, Space plays, Home and End jump. The viewer
/// is touched only when a key does something, so it is drawn again only
/// then.
fn viewer_input<G: ReplayGame>(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ViewerAction>,
    viewer: Option<ResMut<ReplayViewer<G>>>,
    from: Res<ReplaysFrom>,
    mut next: ResMut<NextState<Screen>>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(mut viewer) = viewer else {
        return;
    };
    let count = viewer.entries.len();
    let by_keys = if viewer.open.is_none() {
        if keys.any_just_pressed(NEXT_ROW_KEYS) || keys.any_just_pressed(PREVIOUS_ROW_KEYS) {
            viewer
                .focus
                .follow_keys(&keys, NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, count);
        }
        let enter = [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space];
        keys.any_just_pressed(enter).then(|| match count {
            0 => ViewerAction::Back,
            _ => ViewerAction::Open(viewer.focus.index()),
        })
    } else {
        if keys.just_pressed(KeyCode::Home) {
            viewer.position = 0;
        }
        if keys.just_pressed(KeyCode::End) {
            viewer.position = viewer.last();
        }
        record_keys(&keys)
    };
    let mut chosen = by_keys.or(theme::pressed(&buttons));
    if keys.any_just_pressed([KeyCode::Escape, KeyCode::Backspace]) {
        chosen = Some(ViewerAction::Back);
    }
    let Some(action) = chosen else {
        return;
    };
    sfx.write(Sfx(Sound::Click));
    match action {
        ViewerAction::Open(index) => {
            viewer.focus.set(index, count);
            viewer.open_entry(&mut commands, index);
        }
        ViewerAction::Back if viewer.open.is_some() => viewer.close(&mut commands),
        ViewerAction::Back => next.set(from.0),
        ViewerAction::Step(step) => {
            let last = viewer.last();
            let viewer = &mut *viewer;
            take_step(step, &mut viewer.position, &mut viewer.playing, last);
        }
    }
}

/// Takes the finished review into the viewer, and moves to the turn chosen
/// in it: the position before that turn, where the expert's choice is
/// drawn in.
fn follow_review<G: ReplayGame>(
    viewer: Option<ResMut<ReplayViewer<G>>>,
    review: Option<ResMut<ReviewWork<G::Review>>>,
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

/// A step a second while playing; `clock` is the time since the last one,
/// kept apart from the viewer so the picture is rebuilt only when the
/// position changes.
fn play_by_itself<G: ReplayGame>(
    time: Res<Time>,
    viewer: Option<ResMut<ReplayViewer<G>>>,
    mut clock: Local<f32>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(mut viewer) = viewer else {
        return;
    };
    if !viewer.playing {
        *clock = 0.0;
        return;
    }
    // The wait between steps draws nothing new, so nothing else wakes the window.
    redraw.write(RequestRedraw);
    let last = viewer.last();
    if let Some((position, playing)) = play_on(&mut clock, time.delta_secs(), viewer.position, last)
    {
        viewer.position = position;
        viewer.playing = playing;
    }
}

/// The window's size in the interface's logical pixels (window / UiScale);
/// the design size without a window.
#[derive(bevy::ecs::system::SystemParam)]
pub struct UiSize<'w, 's> {
    window: Option<Single<'w, 's, &'static Window>>,
    scale: Option<Res<'w, UiScale>>,
}

impl UiSize<'_, '_> {
    pub fn get(&self) -> Vec2 {
        let Some(window) = &self.window else {
            return Vec2::new(DESIGN_WIDTH, DESIGN_HEIGHT);
        };
        let scale = self.scale.as_ref().map_or(1.0, |scale| scale.0).max(0.1);
        (Vec2::new(window.width(), window.height()) / scale)
            .round()
            .max(Vec2::ONE)
    }
}

/// Rebuilds the list or the position when the viewer, the language, the
/// colours or (with a record open) the window's size changed.
fn redraw<G: ReplayGame>(
    mut commands: Commands,
    viewer: Option<Res<ReplayViewer<G>>>,
    (tr, colours): (Res<Tr>, Res<Colours>),
    size: UiSize,
    mut last_size: Local<Vec2>,
    roots: Query<Entity, With<ViewerRoot>>,
) {
    let Some(viewer) = viewer else {
        return;
    };
    let size = size.get();
    let resized = *last_size != size && viewer.open.is_some();
    let stale = viewer.is_changed() || tr.is_changed() || colours.is_changed();
    if !(stale || roots.is_empty() || resized) {
        return;
    }
    *last_size = size;
    for root in &roots {
        commands.entity(root).despawn();
    }
    let root = match &viewer.open {
        None => {
            let root = commands.spawn(centred_screen(6.0)).id();
            spawn_list(&mut commands, root, &viewer, &tr, &colours);
            root
        }
        Some(_) => G::spawn_position(&mut commands, &viewer, &tr, &colours, size),
    };
    commands
        .entity(root)
        .insert((ViewerRoot, DespawnOnExit(Screen::Replays(G::Review::GAME))));
}

fn spawn_list<G: ReplayGame>(
    commands: &mut Commands,
    root: Entity,
    viewer: &ReplayViewer<G>,
    tr: &Tr,
    colours: &Colours,
) {
    let words = &G::WORDS;
    commands.entity(root).with_children(|screen| {
        screen.spawn(theme::label(tr.get(words.title), 40.0, colours.accent));
        if viewer.entries.is_empty() {
            screen.spawn(theme::label(tr.get(words.none), 18.0, colours.muted));
        }
        for (index, entry) in viewer.entries.iter().enumerate() {
            let label = G::label(entry, tr);
            let mut button = screen.spawn(theme::button(label, ViewerAction::Open(index), 900.0));
            if index == viewer.focus.index() {
                button.insert(Focused);
            }
        }
        if let Some((file, reason)) = &viewer.problem {
            let message = crate::tr!(
                tr,
                words.unreadable,
                file = file.as_str(),
                reason = reason.as_str()
            );
            screen.spawn(theme::label(message, 16.0, colours.danger));
        }
        let mut back = screen.spawn(theme::button(tr.get(words.back), ViewerAction::Back, 240.0));
        // With nothing to open, Back is the one thing Enter can do: it
        // carries the focus ring.
        if viewer.entries.is_empty() {
            back.insert(Focused);
        }
        screen.spawn((
            KeysLegend(words.list_keys),
            theme::label(tr.get(words.list_keys), 14.0, colours.muted),
        ));
    });
}

/// The open record's buttons: a step back, play or pause, a step on, and
/// Close; `compact` draws the steps as arrows, leaving a board more room.
pub fn spawn_controls<G: ReplayGame>(
    row: &mut ChildSpawnerCommands,
    viewer: &ReplayViewer<G>,
    tr: &Tr,
    compact: bool,
) {
    let ((previous, next, step), play_width, close_width) = if compact {
        (("<".to_string(), ">".to_string(), 60.0), 160.0, 240.0)
    } else {
        let words = (tr.get("replays-previous"), tr.get("replays-next"), 170.0);
        (words, 170.0, 170.0)
    };
    let play = if viewer.playing {
        "replays-pause"
    } else {
        "replays-play-button"
    };
    row.spawn(theme::button(
        previous,
        ViewerAction::Step(Step::Previous),
        step,
    ));
    row.spawn(theme::button(
        tr.get(play),
        ViewerAction::Step(Step::Play),
        play_width,
    ));
    row.spawn(theme::button(next, ViewerAction::Step(Step::Next), step));
    row.spawn(theme::button(
        tr.get(G::WORDS.close),
        ViewerAction::Back,
        close_width,
    ));
}

/// The open record's key line (with R when it is reviewed), `size` high.
pub fn keys_line<G: ReplayGame>(replay: &G, tr: &Tr, colours: &Colours, size: f32) -> impl Bundle {
    let keys = if replay.reviewed() {
        G::WORDS.keys_review
    } else {
        G::WORDS.keys
    };
    (
        KeysLegend(keys),
        theme::label(tr.get(keys), size, colours.muted),
    )
}
