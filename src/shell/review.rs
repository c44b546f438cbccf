//! What every game's review does alike: worked out off the main thread,
//! its turns shown as they are reviewed, a line on the screen that opens
//! it, the overlay it opens in, a verdict's word and colour, and the chart
//! of a measure after each of the person's turns.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::shell::states::Screen;
use crate::shell::ui::focus::{FocusList, FocusRows, mark_focused};
use crate::shell::ui::scroll::{ArrowsScroll, centred_screen};
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::core::verdict::Verdict;

/// A review worked out on the task pool: the turns reviewed so far (`P`
/// each), its result once done, and whether it is open over the screen.
/// Dropped (the person left the screen), it stops the work at the next
/// turn.
pub struct ReviewWork<T, P> {
    /// The turns reviewed so far, as the work passes them on.
    done: Arc<Mutex<Vec<P>>>,
    total: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    task: Option<Task<Option<T>>>,
    /// The finished review; `None` while it is worked out (or if it failed).
    pub result: Option<T>,
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

impl<T: Send + 'static, P: Clone + Send + 'static> ReviewWork<T, P> {
    /// Starts `work`, which passes on the turns reviewed so far and how
    /// many there are as it goes, and stops when told no.
    pub fn spawn(
        work: impl FnOnce(&mut dyn FnMut(&[P], usize) -> bool) -> Option<T> + Send + 'static,
    ) -> Self {
        let done = Arc::new(Mutex::new(Vec::new()));
        let total = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let (task_done, task_total, task_stop) = (done.clone(), total.clone(), stop.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            work(&mut |reviewed: &[P], total| {
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
            shown: None,
            open: false,
            choosable: false,
            chosen: None,
            focus: FocusList::default(),
        }
    }

    /// What a replay takes from its review this frame: the result, once it
    /// is done and the replay has none (`has_result`), and the turn chosen
    /// to be shown (the replay then shows the position before it).
    pub fn news(&mut self, has_result: bool) -> (Option<T>, Option<usize>)
    where
        T: Clone,
    {
        let result = if has_result {
            None
        } else {
            self.result.clone()
        };
        (result, self.chosen.take())
    }

    /// Applies this frame's keys and the button `pressed`: R or the line
    /// opens the review; Esc, Backspace or Back closes it; over a replay, a
    /// turn chosen closes it and is kept in `chosen` for the replay to show.
    /// Tab and Shift+Tab move the focus over its buttons (the turns
    /// `showable` gives, then Back), Enter presses the focused one. Returns
    /// what happened: `Open` (spawn the overlay), `Close` or `Show` (remove
    /// it).
    pub fn answer(
        &mut self,
        keys: &ButtonInput<KeyCode>,
        pressed: Option<ReviewAction>,
        (commands, rows): (&mut Commands, &FocusRows<ReviewAction>),
        showable: impl Fn(&T) -> Vec<usize>,
    ) -> Option<ReviewAction> {
        let buttons = |work: &Self| {
            let mut buttons: Vec<ReviewAction> = match (&work.result, work.choosable) {
                (Some(result), true) => showable(result)
                    .into_iter()
                    .map(ReviewAction::Show)
                    .collect(),
                _ => Vec::new(),
            };
            buttons.push(ReviewAction::Close);
            buttons
        };
        self.result.as_ref()?;
        let mut action = pressed;
        if !self.open && keys.just_pressed(KeyCode::KeyR) {
            action = Some(ReviewAction::Open);
        }
        if self.open {
            let choices = buttons(self);
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
                let len = buttons(self).len();
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
    pub fn reviewed(&self) -> Vec<P> {
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

impl<T, P> Drop for ReviewWork<T, P> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
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
