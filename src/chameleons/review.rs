//! The review of a finished chameleon game, from its score screen: each of
//! the person's decisions against the expert's choice from the same view,
//! worked out off the main thread (`pilefire_engine::chameleons::review`)
//! with its progress shown, then the par in one line. That line (or R)
//! opens the review over the screen: the verdicts, a chart of the expected
//! final score after each decision, and every decision that cost points, in
//! words. Esc or Back closes it.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::chameleons::GAME;
use crate::chameleons::setup::ChameleonFinished;
use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::review::{spawn_chart, verdict_colour, verdict_key};
use crate::shell::states::Screen;
use crate::shell::ui::scroll::{ArrowsScroll, centred_screen};
use crate::shell::ui::theme::{self, Colours, Focused};
use pilefire_engine::chameleons::Action;
use pilefire_engine::chameleons::review::{
    DecisionReview, Review, SAMPLES, Verdict, review_against,
};

/// Where the score screen shows the review's line.
#[derive(Component)]
pub(crate) struct ChameleonReviewPanel;

/// The review laid over the score screen.
#[derive(Component)]
pub(crate) struct ChameleonReviewOverlay;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ChReviewAction {
    Open,
    Close,
}

/// The review under way (or done) for the game on the score screen.
#[derive(Resource)]
pub struct ChameleonReview {
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    task: Option<Task<Option<Review>>>,
    /// The finished review; `None` while it is worked out.
    pub result: Option<Review>,
    /// Decisions done when the panel last showed them.
    shown: Option<usize>,
    /// Whether the review is open over the score screen.
    pub open: bool,
}

/// The score screen's own keys wait while the review is open over it.
pub(crate) fn review_closed(review: Option<Res<ChameleonReview>>) -> bool {
    review.is_none_or(|review| !review.open)
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Score(GAME)), start_review);
    app.add_systems(OnExit(Screen::Score(GAME)), |mut commands: Commands| {
        commands.remove_resource::<ChameleonReview>();
    });
    app.add_systems(
        Update,
        (collect_review, show_review, open_and_close)
            .chain()
            .run_if(in_state(Screen::Score(GAME))),
    );
}

/// A finished game with the person at the table is reviewed from their
/// seat; the par's other seats are the bots that sat there.
fn start_review(mut commands: Commands, finished: Option<Res<ChameleonFinished>>) {
    let Some(finished) = finished else {
        return;
    };
    let Some(seat) = finished.setup.human_seat else {
        return;
    };
    let record = finished.game.record();
    let others = finished.setup.level;
    let done = Arc::new(AtomicUsize::new(0));
    let total = Arc::new(AtomicUsize::new(0));
    let (task_done, task_total) = (done.clone(), total.clone());
    let task = AsyncComputeTaskPool::get().spawn(async move {
        review_against(&record, seat, SAMPLES, others, |done, total| {
            task_total.store(total, Ordering::Relaxed);
            task_done.store(done, Ordering::Relaxed);
        })
        .ok()
    });
    commands.insert_resource(ChameleonReview {
        done,
        total,
        task: Some(task),
        result: None,
        shown: None,
        open: false,
    });
}

fn collect_review(review: Option<ResMut<ChameleonReview>>) {
    let Some(mut review) = review else {
        return;
    };
    let Some(task) = review.task.as_mut() else {
        return;
    };
    if let Some(result) = check_ready(task) {
        review.task = None;
        review.result = result;
    }
}

/// Shows the progress while the review is worked out, then its line; the
/// score screen redraws itself, the panel with it.
fn show_review(
    mut commands: Commands,
    review: Option<ResMut<ChameleonReview>>,
    panels: Query<(Entity, Ref<ChameleonReviewPanel>)>,
    tr: Res<Tr>,
    colours: Res<Colours>,
) {
    let (Some(mut review), Ok((panel, added))) = (review, panels.single()) else {
        return;
    };
    if added.is_added() {
        review.shown = None;
    }
    let done = review.done.load(Ordering::Relaxed);
    // usize::MAX marks the finished review as shown.
    let now = if review.task.is_none() {
        usize::MAX
    } else {
        done
    };
    if review.shown == Some(now) && !tr.is_changed() {
        return;
    }
    review.shown = Some(now);
    commands.entity(panel).despawn_children();
    commands
        .entity(panel)
        .with_children(|panel| match &review.result {
            Some(result) => {
                let line = crate::tr!(tr, "chreview-summary", par = par_words(result, &tr));
                panel.spawn(theme::shaped_button(
                    line,
                    ChReviewAction::Open,
                    Node {
                        max_width: px(1100),
                        padding: UiRect::axes(px(12), px(2)),
                        border_radius: BorderRadius::all(px(6)),
                        ..default()
                    },
                    15.0,
                ));
            }
            None if review.task.is_some() => {
                let line = crate::tr!(
                    tr,
                    "chreview-working",
                    done = done,
                    total = review.total.load(Ordering::Relaxed)
                );
                panel.spawn(theme::label(line, 15.0, colours.muted));
            }
            None => {}
        });
}

/// R or the review's line opens it; Esc, Backspace, Enter or Back closes it.
pub(crate) fn open_and_close(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ChReviewAction>,
    review: Option<ResMut<ChameleonReview>>,
    overlays: Query<Entity, With<ChameleonReviewOverlay>>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(mut review) = review else {
        return;
    };
    let Some(result) = review.result.clone() else {
        return;
    };
    let mut action = theme::pressed(&buttons);
    if !review.open && keys.just_pressed(KeyCode::KeyR) {
        action = Some(ChReviewAction::Open);
    }
    let closing = [
        KeyCode::Escape,
        KeyCode::Backspace,
        KeyCode::Enter,
        KeyCode::NumpadEnter,
    ];
    if review.open && keys.any_just_pressed(closing) {
        action = Some(ChReviewAction::Close);
    }
    match action {
        Some(ChReviewAction::Open) if !review.open => {
            review.open = true;
            sfx.write(Sfx(Sound::Click));
            commands
                .spawn((
                    ChameleonReviewOverlay,
                    DespawnOnExit(Screen::Score(GAME)),
                    centred_screen(8.0),
                    ArrowsScroll,
                    BackgroundColor(colours.banner.with_alpha(1.0)),
                    GlobalZIndex(60),
                ))
                .with_children(|overlay| spawn_review(overlay, &result, &tr, &colours));
        }
        Some(ChReviewAction::Close) if review.open => {
            review.open = false;
            sfx.write(Sfx(Sound::Click));
            for overlay in &overlays {
                commands.entity(overlay).despawn();
            }
        }
        _ => {}
    }
}

/// "Par: the expert in your seat scored 14, 1st of 4; you scored 11."
pub fn par_words(review: &Review, tr: &Tr) -> String {
    crate::tr!(
        tr,
        "chreview-par",
        par = review.par.score,
        place = review.par.rank,
        players = review.players,
        score = review.score
    )
}

/// What a decision chose, as the rest of a sentence.
fn action_words(action: Action, tr: &Tr) -> String {
    match action {
        Action::Draw => tr.get("chreview-draw"),
        Action::Place { row } => crate::tr!(tr, "chreview-place", row = row + 1),
        Action::Take { row } => crate::tr!(tr, "chreview-take", row = row + 1),
    }
}

/// A decision that cost points, in words.
pub fn decision_words(decision: &DecisionReview, tr: &Tr) -> String {
    crate::tr!(
        tr,
        "chreview-decision",
        round = decision.round,
        verdict = tr.get(verdict_key(decision.verdict)),
        played = action_words(decision.played, tr),
        expert = action_words(decision.expert, tr),
        before = format!("{:.1}", decision.expert_expected.score),
        after = format!("{:.1}", decision.played_expected.score),
        place_before = format!("{:.1}", decision.expert_expected.rank),
        place_after = format!("{:.1}", decision.played_expected.rank)
    )
}

fn counts_words(review: &Review, tr: &Tr) -> String {
    let counts = review.counts().map(|(_, count)| count);
    crate::tr!(
        tr,
        "chreview-counts",
        best = counts[0],
        good = counts[1],
        inaccuracy = counts[2],
        mistake = counts[3],
        blunder = counts[4],
        at = if review.at_par() { "yes" } else { "no" }
    )
}

fn spawn_review(panel: &mut ChildSpawnerCommands, review: &Review, tr: &Tr, colours: &Colours) {
    panel.spawn(theme::label(tr.get("chreview-title"), 30.0, colours.accent));
    panel.spawn(theme::label(par_words(review, tr), 17.0, colours.text));
    panel.spawn(theme::label(counts_words(review, tr), 15.0, colours.muted));
    // The expected final score after each decision, against the best of
    // them, coloured by its verdict.
    panel.spawn(theme::label(tr.get("chreview-chart"), 14.0, colours.muted));
    let top = review
        .decisions
        .iter()
        .map(|d| d.played_expected.score.max(d.expert_expected.score))
        .fold(1.0_f32, f32::max);
    spawn_chart(
        panel,
        review
            .decisions
            .iter()
            .map(|d| (d.played_expected.score / top, d.verdict)),
        colours,
    );
    let costly: Vec<&DecisionReview> = review
        .decisions
        .iter()
        .filter(|decision| decision.verdict >= Verdict::Inaccuracy)
        .collect();
    if costly.is_empty() {
        panel.spawn(theme::label(tr.get("chreview-clean"), 15.0, colours.good));
    }
    for decision in costly {
        panel
            .spawn(theme::label(
                decision_words(decision, tr),
                15.0,
                verdict_colour(decision.verdict, colours),
            ))
            .insert(Node {
                max_width: px(900),
                ..default()
            });
    }
    panel
        .spawn(theme::button(
            tr.get("review-back"),
            ChReviewAction::Close,
            240.0,
        ))
        .insert(Focused);
    panel.spawn(theme::label(tr.get("review-keys"), 14.0, colours.muted));
}
