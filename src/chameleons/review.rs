//! The review of a finished chameleon game, from its score screen or its
//! replay: each of the person's decisions against the expert's choice from
//! the same view, worked out off the main thread
//! (`pilefire_engine::chameleons::review`) with its progress shown, then
//! the par in one line. That line (or R) opens the review over the screen:
//! the verdicts, a chart of the expected final score after each decision,
//! and every decision that cost points, in words. Esc or Back closes it.
//! Over a replay, choosing a decision (a click, or Tab and Enter) shows the
//! position before it with the expert's choice marked on the board.

use bevy::prelude::*;

use crate::shell::pad::KeysLegend;

use crate::chameleons::GAME;
use crate::chameleons::kept::{ChameleonStats, ChameleonStore, PendingChameleonGame};
use crate::chameleons::setup::ChameleonFinished;
use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::review::{
    CHART, ReviewAction, ReviewWork, line_button, overlay, spawn_chart, spawn_costly,
    spawn_progress, verdict_key,
};
use crate::shell::settings::{KeptFile, Notices};
use crate::shell::states::Screen;
use crate::shell::ui::focus::FocusRows;
use crate::shell::ui::theme::{self, Colours, Focused};
use pilefire_engine::chameleons::bots::Opponents;
use pilefire_engine::chameleons::review::{DecisionReview, Review, SAMPLES, Verdict, review_while};
use pilefire_engine::chameleons::stats::{CHAMELEON_STATISTICS_FILE, ChameleonSummary};
use pilefire_engine::chameleons::{Action, ChameleonRecord};

/// Where the score screen (or the replay) shows the review's line.
#[derive(Component)]
pub(crate) struct ChameleonReviewPanel;

/// The review laid over the screen.
#[derive(Component)]
pub(crate) struct ChameleonReviewOverlay;

/// The review under way (or done) for the game on the score screen or the
/// replay: the work (and its result) through `Deref`.
#[derive(Resource, Deref, DerefMut)]
pub struct ChameleonReview {
    #[deref]
    work: ReviewWork<Review, DecisionReview>,
    /// The kept game the review is of (a replay's), which gets its par.
    game: Option<ChameleonSummary>,
}

impl ChameleonReview {
    /// Starts reviewing `seat`'s decisions of `record` off the main thread;
    /// the par's other seats are played by `others`. `choosable` over a
    /// replay, whose positions its decisions can show.
    pub(crate) fn start(
        record: ChameleonRecord,
        seat: usize,
        others: Opponents,
        game: Option<ChameleonSummary>,
        choosable: bool,
    ) -> ChameleonReview {
        let mut work = ReviewWork::spawn(move |keep_going| {
            review_while(&record, seat, SAMPLES, others, keep_going)
                .ok()
                .flatten()
        });
        work.choosable = choosable;
        ChameleonReview { work, game }
    }
}

/// The decisions that cost points, in order.
fn costly(review: &Review) -> impl Iterator<Item = &DecisionReview> {
    review
        .decisions
        .iter()
        .filter(|decision| decision.verdict >= Verdict::Inaccuracy)
}

/// The screen's own keys wait while the review is open over it.
pub(crate) fn review_closed(review: Option<Res<ChameleonReview>>) -> bool {
    review.is_none_or(|review| !review.open)
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Score(GAME)), start_review);
    app.add_systems(
        OnExit(Screen::Score(GAME)),
        drop_review.after(crate::chameleons::kept::keep_finished_chameleon_game),
    );
    app.add_systems(OnExit(Screen::Replays(GAME)), drop_review);
    app.add_observer(keep_par);
    app.add_systems(
        Update,
        (collect_review, show_review, open_and_close)
            .chain()
            .run_if(in_state(Screen::Score(GAME)).or_else(in_state(Screen::Replays(GAME)))),
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
    commands.insert_resource(ChameleonReview::start(
        finished.game.record(),
        seat,
        finished.setup.opponents,
        None,
        false,
    ));
}

pub(crate) fn drop_review(mut commands: Commands) {
    commands.remove_resource::<ChameleonReview>();
}

/// A kept game's par, found by the review of its replay.
#[derive(Event, Debug, Clone, PartialEq, Eq)]
pub struct ChameleonParFound {
    pub game: ChameleonSummary,
    /// What the expert scored in the person's seat.
    pub par: i32,
}

/// The par goes with the game on the score screen when it is kept (as the
/// person leaves), or to the kept game whose replay was reviewed.
fn collect_review(
    mut commands: Commands,
    review: Option<ResMut<ChameleonReview>>,
    mut pending: ResMut<PendingChameleonGame>,
) {
    let Some(mut review) = review else {
        return;
    };
    if !review.poll() {
        return;
    }
    let Some(done) = &review.result else {
        return;
    };
    match &review.game {
        Some(game) => commands.trigger(ChameleonParFound {
            game: game.clone(),
            par: done.par.score,
        }),
        None if pending.pending => pending.par = Some(done.par.score),
        None => {}
    }
}

/// A kept game gets its par once the review of its replay worked it out,
/// so the statistics count the games played at or above par.
fn keep_par(
    found: On<ChameleonParFound>,
    mut store: ResMut<ChameleonStore>,
    mut stats: ResMut<ChameleonStats>,
    mut notices: ResMut<Notices>,
) {
    if found.game.par.is_some() {
        return;
    }
    match store.0.as_mut() {
        Some(store) => {
            let (statistics, not_saved) = store.keep_par(&found.game, found.par, &stats.0);
            stats.0 = statistics;
            if let Some(error) = not_saved {
                notices.push(KeptFile::Statistics(CHAMELEON_STATISTICS_FILE).not_saved(error));
            }
        }
        None => {
            stats.set_par(&found.game, found.par);
        }
    }
}

/// Shows the progress while the review is worked out, then its line (a
/// screen that redraws itself redraws the panel with it).
fn show_review(
    mut commands: Commands,
    review: Option<ResMut<ChameleonReview>>,
    panels: Query<(Entity, Ref<ChameleonReviewPanel>)>,
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
                let line = crate::tr!(tr, "chreview-summary", par = par_words(result, &tr));
                panel.spawn(line_button(line, ReviewAction::Open));
            }
            None if review.working() => {
                let (done, total) = review.progress();
                let line = crate::tr!(tr, "chreview-working", done = done, total = total);
                let reviewed = review.reviewed();
                let top = top_score(&reviewed);
                let bars = reviewed
                    .iter()
                    .map(|d| (d.played_expected.score / top, d.verdict))
                    .collect();
                spawn_progress(panel, line, bars, total, &colours);
            }
            None => {}
        });
}

/// The review's keys and buttons (`ReviewWork::answer`): the overlay opens
/// and closes with them; a decision is shown by its action's number.
#[allow(clippy::too_many_arguments)]
pub(crate) fn open_and_close(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ReviewAction>,
    rows: FocusRows<ReviewAction>,
    review: Option<ResMut<ChameleonReview>>,
    overlays: Query<Entity, With<ChameleonReviewOverlay>>,
    screen: Res<State<Screen>>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(mut review) = review else {
        return;
    };
    let pressed = theme::pressed(&buttons);
    let Some(action) = review.answer(&keys, pressed, (&mut commands, &rows), |result| {
        costly(result).map(|decision| decision.action).collect()
    }) else {
        return;
    };
    sfx.write(Sfx(Sound::Click));
    match (action, &review.result) {
        (ReviewAction::Open, Some(result)) => {
            let choosable = review.choosable;
            commands
                .spawn((ChameleonReviewOverlay, overlay(*screen.get(), &colours)))
                .with_children(|overlay| spawn_review(overlay, result, choosable, &tr, &colours));
        }
        _ => {
            for overlay in &overlays {
                commands.entity(overlay).despawn();
            }
        }
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

/// The chart's top: the best expected score among `decisions` (at least 1).
fn top_score(decisions: &[DecisionReview]) -> f32 {
    decisions
        .iter()
        .map(|d| d.played_expected.score.max(d.expert_expected.score))
        .fold(1.0_f32, f32::max)
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

fn spawn_review(
    panel: &mut ChildSpawnerCommands,
    review: &Review,
    choosable: bool,
    tr: &Tr,
    colours: &Colours,
) {
    panel.spawn(theme::label(tr.get("chreview-title"), 30.0, colours.accent));
    panel.spawn(theme::label(par_words(review, tr), 17.0, colours.text));
    panel.spawn(theme::label(counts_words(review, tr), 15.0, colours.muted));
    // The expected final score after each decision, against the best of
    // them, coloured by its verdict.
    panel.spawn(theme::label(tr.get("chreview-chart"), 14.0, colours.muted));
    let top = top_score(&review.decisions);
    spawn_chart(
        panel,
        review
            .decisions
            .iter()
            .map(|d| (d.played_expected.score / top, d.verdict)),
        review.decisions.len(),
        CHART,
        colours,
    );
    let costly: Vec<&DecisionReview> = costly(review).collect();
    if costly.is_empty() {
        panel.spawn(theme::label(tr.get("chreview-clean"), 15.0, colours.good));
    }
    for decision in costly {
        let show = choosable.then_some(decision.action);
        spawn_costly(
            panel,
            decision_words(decision, tr),
            decision.verdict,
            show,
            colours,
        );
    }
    panel
        .spawn(theme::button(
            tr.get("review-back"),
            ReviewAction::Close,
            240.0,
        ))
        .insert(Focused);
    let keys = if choosable {
        "chreview-keys-replay"
    } else {
        "review-keys"
    };
    panel.spawn((
        KeysLegend(keys),
        theme::label(tr.get(keys), 14.0, colours.muted),
    ));
}
