//! The review of a finished co-operative game, from its score screen: the
//! person's turns against the expert's choice from the same view, worked
//! out off the main thread (`pilefire_engine::piles::review`) with its
//! progress shown. The score screen then gives the deal's par in one line;
//! that line (or R) opens the review over the screen: the verdicts, a chart
//! of the chance of winning after each turn and every turn that cost
//! something, in words. Esc or Back closes it.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::piles::GAME;
use crate::piles::session::PilesMatch;
use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::states::Screen;
use crate::shell::ui::scroll::{ArrowsScroll, centred_screen};
use crate::shell::ui::theme::{self, Colours, Focused};
use pilefire_engine::piles::bots::oracle::OracleVerdict;
use pilefire_engine::piles::review::{Review, SAMPLES, TurnReview, Verdict, review};
use pilefire_engine::piles::rules::{Mode, Play};

/// Where the score screen shows the review's line: filled in as it arrives.
#[derive(Component)]
pub(crate) struct ReviewPanel;

/// The review laid over the score screen.
#[derive(Component)]
pub(crate) struct ReviewOverlay;

/// What the review's buttons do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ReviewAction {
    Open,
    Close,
}

/// The review under way (or done) for the game on the score screen.
#[derive(Resource)]
pub struct GameReview {
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    task: Option<Task<Option<Review>>>,
    /// The finished review; `None` while it is worked out.
    pub result: Option<Review>,
    /// Turns done when the panel last showed them.
    shown: Option<usize>,
    /// Whether the review is open over the score screen.
    pub open: bool,
}

/// The score screen's own keys wait while the review is open over it.
pub(crate) fn review_closed(review: Option<Res<GameReview>>) -> bool {
    review.is_none_or(|review| !review.open)
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Score(GAME)), start_review);
    app.add_systems(OnExit(Screen::Score(GAME)), drop_review);
    app.add_systems(
        Update,
        (collect_review, show_review, open_and_close)
            .chain()
            .run_if(in_state(Screen::Score(GAME))),
    );
}

/// A finished co-op game with the person at the table is reviewed from
/// the person's seat.
fn start_review(mut commands: Commands, table: Option<Res<PilesMatch>>) {
    let Some(table) = table else {
        return;
    };
    let (Some(seat), Mode::Coop, true) = (
        table.human_seat,
        table.game.ruleset().mode,
        table.game.is_over(),
    ) else {
        return;
    };
    let record = table.game.record();
    let done = Arc::new(AtomicUsize::new(0));
    let total = Arc::new(AtomicUsize::new(0));
    let (task_done, task_total) = (done.clone(), total.clone());
    let task = AsyncComputeTaskPool::get().spawn(async move {
        review(&record, seat, SAMPLES, |done, total| {
            task_total.store(total, Ordering::Relaxed);
            task_done.store(done, Ordering::Relaxed);
        })
        .ok()
    });
    commands.insert_resource(GameReview {
        done,
        total,
        task: Some(task),
        result: None,
        shown: None,
        open: false,
    });
}

fn drop_review(mut commands: Commands) {
    commands.remove_resource::<GameReview>();
}

/// The deal's par, known once the review is done: kept with the game.
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParFound {
    /// Cards the expert left on the same deal.
    pub expert_left: usize,
}

fn collect_review(mut commands: Commands, review: Option<ResMut<GameReview>>) {
    let Some(mut review) = review else {
        return;
    };
    let Some(task) = review.task.as_mut() else {
        return;
    };
    if let Some(result) = check_ready(task) {
        review.task = None;
        if let Some(done) = &result {
            commands.trigger(ParFound {
                expert_left: done.par.expert_left,
            });
        }
        review.result = result;
    }
}

/// Shows the progress while the review is worked out, then its line.
fn show_review(
    mut commands: Commands,
    review: Option<ResMut<GameReview>>,
    panels: Query<Entity, With<ReviewPanel>>,
    tr: Res<Tr>,
    colours: Res<Colours>,
) {
    let (Some(mut review), Ok(panel)) = (review, panels.single()) else {
        return;
    };
    let done = review.done.load(Ordering::Relaxed);
    // usize::MAX marks the finished review as shown.
    let now = if review.result.is_some() || review.task.is_none() {
        usize::MAX
    } else {
        done
    };
    if review.shown == Some(now) && !tr.is_changed() {
        return;
    }
    review.shown = Some(now);
    commands.entity(panel).despawn_children();
    let line = match &review.result {
        Some(result) => crate::tr!(
            tr,
            "review-summary",
            par = par_words(result, result.seats == 1, &tr)
        ),
        None if review.task.is_some() => crate::tr!(
            tr,
            "review-working",
            done = done,
            total = review.total.load(Ordering::Relaxed)
        ),
        None => return,
    };
    commands.entity(panel).with_children(|panel| {
        if review.result.is_some() {
            panel.spawn(theme::shaped_button(
                line,
                ReviewAction::Open,
                Node {
                    max_width: px(1100),
                    padding: UiRect::axes(px(12), px(2)),
                    border_radius: BorderRadius::all(px(6)),
                    ..default()
                },
                15.0,
            ));
        } else {
            panel.spawn(theme::label(line, 15.0, colours.muted));
        }
    });
}

/// R or the review's line opens it; Esc, Backspace or Back closes it.
pub(crate) fn open_and_close(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ReviewAction>,
    review: Option<ResMut<GameReview>>,
    overlays: Query<Entity, With<ReviewOverlay>>,
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
        action = Some(ReviewAction::Open);
    }
    if review.open && keys.any_just_pressed([KeyCode::Escape, KeyCode::Backspace]) {
        action = Some(ReviewAction::Close);
    }
    match action {
        Some(ReviewAction::Open) if !review.open => {
            review.open = true;
            sfx.write(Sfx(Sound::Click));
            commands
                .spawn((
                    ReviewOverlay,
                    DespawnOnExit(Screen::Score(GAME)),
                    centred_screen(8.0),
                    ArrowsScroll,
                    BackgroundColor(colours.banner.with_alpha(1.0)),
                    GlobalZIndex(60),
                ))
                .with_children(|overlay| spawn_review(overlay, &result, &tr, &colours));
        }
        Some(ReviewAction::Close) if review.open => {
            review.open = false;
            sfx.write(Sfx(Sound::Click));
            for overlay in &overlays {
                commands.entity(overlay).despawn();
            }
        }
        _ => {}
    }
}

fn verdict_key(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Best => "review-verdict-best",
        Verdict::Good => "review-verdict-good",
        Verdict::Inaccuracy => "review-verdict-inaccuracy",
        Verdict::Mistake => "review-verdict-mistake",
        Verdict::Blunder => "review-verdict-blunder",
    }
}

fn verdict_colour(verdict: Verdict, colours: &Colours) -> Color {
    match verdict {
        Verdict::Best | Verdict::Good => colours.good,
        Verdict::Inaccuracy => colours.accent,
        Verdict::Mistake | Verdict::Blunder => colours.danger,
    }
}

/// "Par: the expert team left 3 cards; this deal can be won."
pub fn par_words(review: &Review, solo: bool, tr: &Tr) -> String {
    let solo = if solo { "yes" } else { "no" };
    let team = match review.par.expert_left {
        0 => crate::tr!(tr, "review-par-team-won", solo = solo),
        left => crate::tr!(tr, "review-par-team-left", solo = solo, count = left),
    };
    let oracle = tr.get(match review.par.oracle {
        OracleVerdict::Solved => "review-oracle-solved",
        OracleVerdict::ProvedLost => "review-oracle-lost",
        OracleVerdict::Undecided => "review-oracle-undecided",
    });
    crate::tr!(tr, "review-par", team = team, oracle = oracle)
}

fn plays_words(plays: &[Play], tr: &Tr) -> String {
    if plays.is_empty() {
        return tr.get("review-nothing");
    }
    plays
        .iter()
        .map(|play| crate::tr!(tr, "review-play", card = play.card, pile = play.pile + 1))
        .collect::<Vec<_>>()
        .join(", ")
}

fn percent(share: f32) -> String {
    format!("{:.0}%", share * 100.0)
}

/// A turn that cost something, in words.
pub fn turn_words(turn: &TurnReview, tr: &Tr) -> String {
    crate::tr!(
        tr,
        "review-turn",
        turn = turn.turn,
        verdict = tr.get(verdict_key(turn.verdict)),
        played = plays_words(&turn.played, tr),
        expert = plays_words(&turn.expert, tr),
        before = percent(turn.before.won),
        after = percent(turn.after.won),
        left_before = format!("{:.1}", turn.before.cards_left),
        left_after = format!("{:.1}", turn.after.cards_left)
    )
}

const CHART_HEIGHT: f32 = 64.0;

/// "Your turns: 7 best, 2 good, ... You finished over par."
fn counts_words(review: &Review, tr: &Tr) -> String {
    let counts = review.counts().map(|(_, count)| count);
    crate::tr!(
        tr,
        "review-counts",
        best = counts[0],
        good = counts[1],
        inaccuracy = counts[2],
        mistake = counts[3],
        blunder = counts[4],
        at = if review.at_par() { "yes" } else { "no" }
    )
}

fn spawn_review(panel: &mut ChildSpawnerCommands, review: &Review, tr: &Tr, colours: &Colours) {
    panel.spawn(theme::label(tr.get("review-title"), 30.0, colours.accent));
    let solo = review.seats == 1;
    panel.spawn(theme::label(
        par_words(review, solo, tr),
        17.0,
        colours.text,
    ));
    panel.spawn(theme::label(counts_words(review, tr), 15.0, colours.muted));
    // The chance of winning after each of the person's turns, coloured by
    // its verdict.
    panel.spawn(theme::label(tr.get("review-chart"), 14.0, colours.muted));
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
        .with_children(|bars| {
            for turn in &review.turns {
                bars.spawn((
                    Node {
                        flex_grow: 1.0,
                        flex_basis: px(0),
                        height: px((CHART_HEIGHT * turn.after.won).max(2.0)),
                        ..default()
                    },
                    BackgroundColor(verdict_colour(turn.verdict, colours)),
                ));
            }
        });
    let costly: Vec<&TurnReview> = review
        .turns
        .iter()
        .filter(|turn| turn.verdict >= Verdict::Inaccuracy)
        .collect();
    if costly.is_empty() {
        panel.spawn(theme::label(tr.get("review-clean"), 15.0, colours.good));
    }
    for turn in costly {
        panel
            .spawn(theme::label(
                turn_words(turn, tr),
                15.0,
                verdict_colour(turn.verdict, colours),
            ))
            .insert(Node {
                max_width: px(900),
                ..default()
            });
    }
    panel
        .spawn(theme::button(
            tr.get("review-back"),
            ReviewAction::Close,
            240.0,
        ))
        .insert(Focused);
    panel.spawn(theme::label(tr.get("review-keys"), 14.0, colours.muted));
}
