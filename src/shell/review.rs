//! One review screen for every game: worked out off the main thread, its
//! turns shown as they are reviewed, a line on the screen that opens it,
//! the overlay it opens in (the verdicts, the par, a chart of a measure
//! after each of the person's turns, every turn that cost something), a
//! verdict's word and colour. A game implements [`ReviewSheet`] on its
//! review, adds [`plugin`] for it, and starts a [`ReviewWork`] on its score
//! screen and as its replay opens.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::pad::KeysLegend;
use crate::shell::states::{GameId, Screen};
use crate::shell::ui::focus::{FocusList, FocusRows, mark_focused};
use crate::shell::ui::scroll::{ArrowsScroll, centred_screen};
use crate::shell::ui::theme::{self, Colours, Focused};
use pilefire_engine::core::verdict::Verdict;

/// What a game's review gives the shared review screen; implemented on the
/// engine's review of that game.
pub trait ReviewSheet: Clone + Send + Sync + 'static {
    /// The game whose score screen and replays show it.
    const GAME: GameId;
    /// The screen's words for this game.
    const WORDS: ReviewWords;
    /// One of the person's reviewed turns.
    type Turn: Clone + Send + Sync + 'static;
    /// The kept game the review is of, which gets its par.
    type Kept: Clone + Send + Sync + 'static;
    fn turns(&self) -> &[Self::Turn];
    /// How many turns had each verdict, best first.
    fn counts(&self) -> [(Verdict, usize); 5];
    fn at_par(&self) -> bool;
    /// The deal's par in words.
    fn par_words(&self, tr: &Tr) -> String;
    /// The person's accuracy, 0 to 100 (docs/REVIEW.md); none without
    /// turns to judge.
    fn accuracy(&self) -> Option<f32>;
    fn verdict(turn: &Self::Turn) -> Verdict;
    /// The replay's position after `turn` (its number); the review shows
    /// the one before it.
    fn step(turn: &Self::Turn) -> usize;
    /// A turn that cost something, in words.
    fn turn_words(turn: &Self::Turn, tr: &Tr) -> String;
    /// The chart's bar for each of `turns`: its height (0 to 1) and verdict.
    fn chart(turns: &[Self::Turn]) -> Vec<(f32, Verdict)>;
    /// What the chart of `turns` shows, in words (the key of its title).
    fn chart_key(turns: &[Self::Turn]) -> &'static str {
        let _ = turns;
        Self::WORDS.chart
    }
}

/// A game's message keys on the review screen (the rest are shared).
pub struct ReviewWords {
    /// The overlay's title.
    pub title: &'static str,
    /// The line once done; takes `par`.
    pub summary: &'static str,
    /// The line while working; takes `done` and `total`.
    pub working: &'static str,
    /// The verdicts counted; takes each verdict's count and `at`.
    pub counts: &'static str,
    /// What the chart shows.
    pub chart: &'static str,
    /// Said when no turn cost anything.
    pub clean: &'static str,
    /// The overlay's keys over a replay.
    pub keys_replay: &'static str,
}

/// The review of a game, worked out on the task pool: the turns reviewed so
/// far, its result once done, and whether it is open over the screen.
/// Dropped (the person left the screen), it stops the work at the next
/// turn.
#[derive(Resource)]
pub struct ReviewWork<R: ReviewSheet> {
    /// The turns reviewed so far, as the work passes them on.
    done: Arc<Mutex<Vec<R::Turn>>>,
    total: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    task: Option<Task<Option<R>>>,
    /// The finished review; `None` while it is worked out (or if it failed).
    pub result: Option<R>,
    /// The kept game the review is of, which gets its par.
    pub game: Option<R::Kept>,
    /// Progress when the screen's line was last drawn (`usize::MAX`: done).
    shown: Option<usize>,
    /// Whether the review is open over the screen.
    pub open: bool,
    /// Whether its turns can be chosen to be shown (over a replay).
    pub choosable: bool,
    /// The turn chosen to be shown (its number), for the replay to pick up.
    pub chosen: Option<usize>,
    /// The focused button of the open review, by Tab.
    focus: FocusList,
}

/// What the review's buttons do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewAction {
    Open,
    Close,
    /// Show the position before this turn (its number) on the replay.
    Show(usize),
}

/// Where a screen shows the review's line: filled in as it arrives.
#[derive(Component)]
pub struct ReviewPanel;

/// The review laid over the screen.
#[derive(Component)]
pub struct ReviewOverlay;

/// A review arrived, for its game to keep the par.
#[derive(Event)]
pub struct ReviewDone<R: ReviewSheet> {
    pub review: R,
    /// The kept game it is of, if the review was started with one.
    pub game: Option<R::Kept>,
}

impl<R: ReviewSheet> ReviewWork<R> {
    /// Starts `work`, which passes on the turns reviewed so far and how
    /// many there are as it goes, and stops when told no; `game` is the
    /// kept game it is of, and `choosable` over a replay.
    pub fn spawn(
        work: impl FnOnce(&mut dyn FnMut(&[R::Turn], usize) -> bool) -> Option<R> + Send + 'static,
        game: Option<R::Kept>,
        choosable: bool,
    ) -> Self {
        let done = Arc::new(Mutex::new(Vec::new()));
        let total = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let (task_done, task_total, task_stop) = (done.clone(), total.clone(), stop.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            work(&mut |reviewed: &[R::Turn], total| {
                task_total.store(total, Ordering::Relaxed);
                if let Ok(mut done) = task_done.lock() {
                    let known = done.len().min(reviewed.len());
                    done.extend_from_slice(&reviewed[known..]);
                }
                !task_stop.load(Ordering::Relaxed)
            })
        });
        ReviewWork {
            done,
            total,
            stop,
            task: Some(task),
            result: None,
            game,
            shown: None,
            open: false,
            choosable,
            chosen: None,
            focus: FocusList::default(),
        }
    }

    /// What a replay takes from its review this frame: the result, once it
    /// is done and the replay has none (`has_result`), and the turn chosen
    /// to be shown (the replay then shows the position before it).
    pub fn news(&mut self, has_result: bool) -> (Option<R>, Option<usize>) {
        let result = if has_result {
            None
        } else {
            self.result.clone()
        };
        (result, self.chosen.take())
    }

    /// The open review's buttons: the costly turns over a replay, then Back.
    fn buttons(&self) -> Vec<ReviewAction> {
        let mut buttons: Vec<ReviewAction> = match (&self.result, self.choosable) {
            (Some(result), true) => costly(result)
                .map(|turn| ReviewAction::Show(R::step(turn)))
                .collect(),
            _ => Vec::new(),
        };
        buttons.push(ReviewAction::Close);
        buttons
    }

    /// Applies this frame's keys and the button `pressed`: R or the line
    /// opens the review; Esc, Backspace or Back closes it; over a replay, a
    /// turn chosen closes it and is kept in `chosen` for the replay to show.
    /// Tab and Shift+Tab move the focus over its buttons (the costly turns,
    /// then Back), Enter presses the focused one. Returns what happened:
    /// `Open` (spawn the overlay), `Close` or `Show` (remove it).
    pub fn answer(
        &mut self,
        keys: &ButtonInput<KeyCode>,
        pressed: Option<ReviewAction>,
        (commands, rows): (&mut Commands, &FocusRows<ReviewAction>),
    ) -> Option<ReviewAction> {
        self.result.as_ref()?;
        let mut action = pressed;
        if !self.open && keys.just_pressed(KeyCode::KeyR) {
            action = Some(ReviewAction::Open);
        }
        if self.open {
            let choices = self.buttons();
            let len = choices.len();
            if keys.just_pressed(KeyCode::Tab) {
                if keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]) {
                    self.focus.previous(len, |_| true);
                } else {
                    self.focus.next(len, |_| true);
                }
            }
            let focused = choices.get(self.focus.index()).copied();
            mark_focused(commands, rows, focused.as_ref());
            if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
                action = focused;
            }
            if keys.any_just_pressed([KeyCode::Escape, KeyCode::Backspace]) {
                action = Some(ReviewAction::Close);
            }
        }
        match action? {
            ReviewAction::Open if !self.open => {
                self.open = true;
                // Back holds the focus first, as the last button.
                let len = self.buttons().len();
                self.focus.set(len - 1, len);
                Some(ReviewAction::Open)
            }
            ReviewAction::Close if self.open => {
                self.open = false;
                Some(ReviewAction::Close)
            }
            ReviewAction::Show(turn) if self.open => {
                self.open = false;
                self.chosen = Some(turn);
                Some(ReviewAction::Show(turn))
            }
            _ => None,
        }
    }

    /// Takes the result once it is ready: true on the frame it arrives.
    pub fn poll(&mut self) -> bool {
        let Some(task) = self.task.as_mut() else {
            return false;
        };
        let Some(result) = check_ready(task) else {
            return false;
        };
        self.task = None;
        self.result = result;
        true
    }

    pub fn working(&self) -> bool {
        self.task.is_some()
    }

    /// Turns done, of how many.
    pub fn progress(&self) -> (usize, usize) {
        let done = self.done.lock().map_or(0, |done| done.len());
        (done, self.total.load(Ordering::Relaxed))
    }

    /// The turns reviewed so far, in order.
    pub fn reviewed(&self) -> Vec<R::Turn> {
        self.done
            .lock()
            .map_or_else(|_| Vec::new(), |done| done.clone())
    }

    /// Whether the screen's line must be drawn again: the progress moved,
    /// the review arrived, the language changed, or the line's place is new
    /// (a screen that redraws itself).
    pub fn line_changed(&mut self, place_is_new: bool, language_changed: bool) -> bool {
        if place_is_new {
            self.shown = None;
        }
        let now = if self.working() {
            self.progress().0
        } else {
            usize::MAX
        };
        if self.shown == Some(now) && !language_changed {
            return false;
        }
        self.shown = Some(now);
        true
    }
}

impl<R: ReviewSheet> Drop for ReviewWork<R> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The turns that cost something, in order.
pub fn costly<R: ReviewSheet>(review: &R) -> impl Iterator<Item = &R::Turn> {
    review
        .turns()
        .iter()
        .filter(|turn| R::verdict(turn) >= Verdict::Inaccuracy)
}

/// A game's review screen: collected as it arrives (its par to the game
/// by [`ReviewDone`]), its line on the screen's [`ReviewPanel`], and the
/// overlay opened and closed, on the game's score screen and replays.
pub fn plugin<R: ReviewSheet>(app: &mut App) {
    let game = R::GAME;
    app.add_systems(OnExit(Screen::Score(game)), drop_review::<R>);
    app.add_systems(OnExit(Screen::Replays(game)), drop_review::<R>);
    app.add_systems(
        Update,
        (collect::<R>, show_line::<R>, open_and_close::<R>)
            .chain()
            .run_if(in_state(Screen::Score(game)).or_else(in_state(Screen::Replays(game)))),
    );
}

/// The screen's own keys wait while the review is open over it.
pub fn review_closed<R: ReviewSheet>(review: Option<Res<ReviewWork<R>>>) -> bool {
    review.is_none_or(|review| !review.open)
}

fn drop_review<R: ReviewSheet>(mut commands: Commands) {
    commands.remove_resource::<ReviewWork<R>>();
}

fn collect<R: ReviewSheet>(mut commands: Commands, review: Option<ResMut<ReviewWork<R>>>) {
    let Some(mut review) = review else {
        return;
    };
    if !review.poll() {
        return;
    }
    if let Some(done) = &review.result {
        commands.trigger(ReviewDone::<R> {
            review: done.clone(),
            game: review.game.clone(),
        });
    }
}

/// Shows the progress while the review is worked out, then its line (a
/// screen that redraws itself redraws the panel with it).
fn show_line<R: ReviewSheet>(
    mut commands: Commands,
    review: Option<ResMut<ReviewWork<R>>>,
    panels: Query<(Entity, Ref<ReviewPanel>)>,
    tr: Res<Tr>,
    colours: Res<Colours>,
) {
    let (Some(mut review), Ok((panel, place))) = (review, panels.single()) else {
        return;
    };
    if !review.line_changed(place.is_added(), tr.is_changed()) {
        return;
    }
    commands.entity(panel).despawn_children();
    commands
        .entity(panel)
        .with_children(|panel| match &review.result {
            Some(result) => {
                let par = with_accuracy(result.par_words(&tr), result, &tr);
                let line = crate::tr!(tr, R::WORDS.summary, par = par);
                panel.spawn(line_button(line, ReviewAction::Open));
            }
            None if review.working() => {
                let (done, total) = review.progress();
                let line = crate::tr!(tr, R::WORDS.working, done = done, total = total);
                let bars = R::chart(&review.reviewed());
                spawn_progress(panel, line, bars, total, &colours);
            }
            None => {}
        });
}

/// The review's keys and buttons ([`ReviewWork::answer`]): the overlay
/// opens and closes with them.
#[allow(clippy::too_many_arguments)]
pub fn open_and_close<R: ReviewSheet>(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ReviewAction>,
    rows: FocusRows<ReviewAction>,
    review: Option<ResMut<ReviewWork<R>>>,
    overlays: Query<Entity, With<ReviewOverlay>>,
    screen: Res<State<Screen>>,
    (tr, colours): (Res<Tr>, Res<Colours>),
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(mut review) = review else {
        return;
    };
    let pressed = theme::pressed(&buttons);
    let Some(action) = review.answer(&keys, pressed, (&mut commands, &rows)) else {
        return;
    };
    sfx.write(Sfx(Sound::Click));
    match (action, &review.result) {
        (ReviewAction::Open, Some(result)) => {
            let choosable = review.choosable;
            commands
                .spawn((ReviewOverlay, overlay(*screen.get(), &colours)))
                .with_children(|overlay| spawn_review(overlay, result, choosable, &tr, &colours));
        }
        _ => {
            for overlay in &overlays {
                commands.entity(overlay).despawn();
            }
        }
    }
}

/// The par's words followed by the person's accuracy, when there is one.
fn with_accuracy<R: ReviewSheet>(par: String, review: &R, tr: &Tr) -> String {
    match review.accuracy() {
        Some(accuracy) => {
            let accuracy = crate::tr!(tr, "review-accuracy", accuracy = accuracy.round());
            format!("{par}   {accuracy}")
        }
        None => par,
    }
}

/// "Your turns: 7 best, 2 good, ... You finished over par."
fn counts_words<R: ReviewSheet>(review: &R, tr: &Tr) -> String {
    let counts = review.counts().map(|(_, count)| count);
    crate::tr!(
        tr,
        R::WORDS.counts,
        best = counts[0],
        good = counts[1],
        inaccuracy = counts[2],
        mistake = counts[3],
        blunder = counts[4],
        at = if review.at_par() { "yes" } else { "no" }
    )
}

/// The open review: its title, the par, the verdicts counted, the chart,
/// the costly turns, Back and the keys.
fn spawn_review<R: ReviewSheet>(
    panel: &mut ChildSpawnerCommands,
    review: &R,
    choosable: bool,
    tr: &Tr,
    colours: &Colours,
) {
    panel.spawn(theme::label(tr.get(R::WORDS.title), 30.0, colours.accent));
    let par = with_accuracy(review.par_words(tr), review, tr);
    panel.spawn(theme::label(par, 17.0, colours.text));
    panel.spawn(theme::label(counts_words(review, tr), 15.0, colours.muted));
    panel.spawn(theme::label(
        tr.get(R::chart_key(review.turns())),
        14.0,
        colours.muted,
    ));
    let turns = review.turns();
    spawn_chart(panel, R::chart(turns), turns.len(), CHART, colours);
    spawn_costly_turns(panel, review, choosable, tr, colours);
    panel
        .spawn(theme::button(
            tr.get("review-back"),
            ReviewAction::Close,
            240.0,
        ))
        .insert(Focused);
    let keys = if choosable {
        R::WORDS.keys_replay
    } else {
        "review-keys"
    };
    panel.spawn((
        KeysLegend(keys),
        theme::label(tr.get(keys), 14.0, colours.muted),
    ));
}

/// Every turn that cost something (a button to its position over a
/// replay), or the line saying none did.
fn spawn_costly_turns<R: ReviewSheet>(
    panel: &mut ChildSpawnerCommands,
    review: &R,
    choosable: bool,
    tr: &Tr,
    colours: &Colours,
) {
    let mut any = false;
    for turn in costly(review) {
        any = true;
        let show = choosable.then_some(R::step(turn));
        spawn_costly(
            panel,
            R::turn_words(turn, tr),
            R::verdict(turn),
            show,
            colours,
        );
    }
    if !any {
        panel.spawn(theme::label(tr.get(R::WORDS.clean), 15.0, colours.good));
    }
}

/// The review's line once done: a button that opens it.
pub fn line_button<A: Send + Sync + Copy + 'static>(line: String, open: A) -> impl Bundle {
    theme::shaped_button(
        line,
        open,
        Node {
            max_width: px(1100),
            padding: UiRect::axes(px(12), px(2)),
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        15.0,
    )
}

/// The review laid over `screen`, scrolled by the arrows.
pub fn overlay(screen: Screen, colours: &Colours) -> impl Bundle {
    (
        DespawnOnExit(screen),
        centred_screen(8.0),
        ArrowsScroll,
        BackgroundColor(colours.banner.with_alpha(1.0)),
        GlobalZIndex(60),
    )
}

/// The review's chart, in logical pixels.
pub const CHART: Vec2 = Vec2::new(420.0, 64.0);
/// The small chart beside the progress, filled in turn by turn.
pub const PROGRESS_CHART: Vec2 = Vec2::new(200.0, 14.0);

/// The message key naming `verdict`.
pub fn verdict_key(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Best => "review-verdict-best",
        Verdict::Good => "review-verdict-good",
        Verdict::Inaccuracy => "review-verdict-inaccuracy",
        Verdict::Mistake => "review-verdict-mistake",
        Verdict::Blunder => "review-verdict-blunder",
    }
}

pub fn verdict_colour(verdict: Verdict, colours: &Colours) -> Color {
    match verdict {
        Verdict::Best | Verdict::Good => colours.good,
        Verdict::Inaccuracy => colours.accent,
        Verdict::Mistake | Verdict::Blunder => colours.danger,
    }
}

/// A bar for each turn: its height `fraction` (0 to 1) of the chart, its
/// colour its verdict's; `slots` turns in all, those not reviewed yet left
/// empty.
pub fn spawn_chart(
    panel: &mut ChildSpawnerCommands,
    bars: impl IntoIterator<Item = (f32, Verdict)>,
    slots: usize,
    size: Vec2,
    colours: &Colours,
) {
    panel
        .spawn(Node {
            width: px(size.x),
            height: px(size.y),
            flex_shrink: 0.0,
            align_items: AlignItems::FlexEnd,
            column_gap: px(1),
            border: UiRect::bottom(px(1)),
            ..default()
        })
        .insert(BorderColor::all(colours.muted))
        .with_children(|chart| {
            let slot = Node {
                flex_grow: 1.0,
                flex_basis: px(0),
                ..default()
            };
            let mut drawn = 0;
            for (fraction, verdict) in bars {
                drawn += 1;
                chart.spawn((
                    Node {
                        height: px((size.y * fraction.clamp(0.0, 1.0)).max(2.0)),
                        ..slot.clone()
                    },
                    BackgroundColor(verdict_colour(verdict, colours)),
                ));
            }
            for _ in drawn..slots {
                chart.spawn(slot.clone());
            }
        });
}

/// A turn that cost something, in `words`: a button that shows it on the
/// replay (`show`, its turn's number) with its verdict's colour at its
/// edge, or a line in that colour.
pub fn spawn_costly(
    panel: &mut ChildSpawnerCommands,
    words: String,
    verdict: Verdict,
    show: Option<usize>,
    colours: &Colours,
) {
    let colour = verdict_colour(verdict, colours);
    match show {
        Some(turn) => {
            panel
                .spawn(theme::shaped_button(
                    words,
                    ReviewAction::Show(turn),
                    Node {
                        max_width: px(900),
                        padding: UiRect::axes(px(12), px(4)),
                        border: UiRect::left(px(6)),
                        border_radius: BorderRadius::all(px(6)),
                        ..default()
                    },
                    15.0,
                ))
                .insert(BorderColor::all(colour));
        }
        None => {
            panel.spawn(theme::label(words, 15.0, colour)).insert(Node {
                max_width: px(900),
                ..default()
            });
        }
    }
}

/// The progress while a review is worked out, with the turns reviewed so
/// far as a small chart beside it.
pub fn spawn_progress(
    panel: &mut ChildSpawnerCommands,
    line: String,
    bars: Vec<(f32, Verdict)>,
    total: usize,
    colours: &Colours,
) {
    panel
        .spawn(Node {
            column_gap: px(12),
            align_items: AlignItems::Center,
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            ..default()
        })
        .with_children(|row| {
            row.spawn(theme::label(line, 15.0, colours.muted));
            spawn_chart(row, bars, total, PROGRESS_CHART, colours);
        });
}
