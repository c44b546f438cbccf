//! What every game's review does alike: worked out off the main thread
//! with its progress, a line on the screen that opens it, the overlay it
//! opens in, a verdict's word and colour, and the chart of a measure after
//! each of the person's turns.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::shell::states::Screen;
use crate::shell::ui::scroll::{ArrowsScroll, centred_screen};
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::piles::review::Verdict;

/// A review worked out on the task pool: its progress, its result once
/// done, and whether it is open over the screen. Dropped (the person left
/// the screen), it stops the work at the next turn.
pub struct ReviewWork<T> {
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    task: Option<Task<Option<T>>>,
    /// The finished review; `None` while it is worked out (or if it failed).
    pub result: Option<T>,
    /// Progress when the screen's line was last drawn (`usize::MAX`: done).
    shown: Option<usize>,
    /// Whether the review is open over the screen.
    pub open: bool,
}

impl<T: Send + 'static> ReviewWork<T> {
    /// Starts `work`, which reports `(done, total)` as it goes and stops
    /// when told no.
    pub fn spawn(
        work: impl FnOnce(&mut dyn FnMut(usize, usize) -> bool) -> Option<T> + Send + 'static,
    ) -> Self {
        let done = Arc::new(AtomicUsize::new(0));
        let total = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let (task_done, task_total, task_stop) = (done.clone(), total.clone(), stop.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            work(&mut |done, total| {
                task_total.store(total, Ordering::Relaxed);
                task_done.store(done, Ordering::Relaxed);
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
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
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

impl<T> Drop for ReviewWork<T> {
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

/// The chart's height in logical pixels.
pub const CHART_HEIGHT: f32 = 64.0;

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
/// colour its verdict's.
pub fn spawn_chart(
    panel: &mut ChildSpawnerCommands,
    bars: impl IntoIterator<Item = (f32, Verdict)>,
    colours: &Colours,
) {
    panel
        .spawn(Node {
            width: px(420),
            height: px(CHART_HEIGHT),
            align_items: AlignItems::FlexEnd,
            column_gap: px(1),
            border: UiRect::bottom(px(1)),
            ..default()
        })
        .insert(BorderColor::all(colours.muted))
        .with_children(|chart| {
            for (fraction, verdict) in bars {
                chart.spawn((
                    Node {
                        flex_grow: 1.0,
                        flex_basis: px(0),
                        height: px((CHART_HEIGHT * fraction.clamp(0.0, 1.0)).max(2.0)),
                        ..default()
                    },
                    BackgroundColor(verdict_colour(verdict, colours)),
                ));
            }
        });
}
