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

use crate::chameleons::GAME;
use crate::chameleons::kept::{PendingChameleonGame, Stats, StatsStore};
use crate::chameleons::setup::ChameleonFinished;
use crate::shell::language::Tr;
use crate::shell::review::{ReviewDone, ReviewSheet, ReviewWords, ReviewWork, verdict_key};
use crate::shell::settings::{KeptFile, Notices};
use crate::shell::states::{GameId, Screen};
use pilefire_engine::chameleons::bots::Opponents;
use pilefire_engine::chameleons::review::{DecisionReview, Review, SAMPLES, Verdict, review_while};
use pilefire_engine::chameleons::stats::{CHAMELEON_STATISTICS_FILE, ChameleonSummary};
use pilefire_engine::chameleons::{Action, ChameleonRecord};

/// The review under way (or done) for the game on the score screen or the
/// replay.
pub type ChameleonReview = ReviewWork<Review>;

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
    let work = move |keep_going: &mut dyn FnMut(&[DecisionReview], usize) -> bool| {
        review_while(&record, seat, SAMPLES, others, keep_going)
            .ok()
            .flatten()
    };
    ReviewWork::spawn(work, game, choosable)
}

impl ReviewSheet for Review {
    const GAME: GameId = GAME;
    const WORDS: ReviewWords = ReviewWords {
        title: "chreview-title",
        summary: "chreview-summary",
        working: "chreview-working",
        counts: "chreview-counts",
        chart: "chreview-chart",
        clean: "chreview-clean",
        keys_replay: "chreview-keys-replay",
    };
    type Turn = DecisionReview;
    type Kept = ChameleonSummary;

    fn turns(&self) -> &[DecisionReview] {
        &self.decisions
    }

    fn counts(&self) -> [(Verdict, usize); 5] {
        Review::counts(self)
    }

    fn at_par(&self) -> bool {
        Review::at_par(self)
    }

    fn par_words(&self, tr: &Tr) -> String {
        par_words(self, tr)
    }

    fn accuracy(&self) -> Option<f32> {
        Review::accuracy(self)
    }

    fn verdict(decision: &DecisionReview) -> Verdict {
        decision.verdict
    }

    /// A decision is shown by its action's number.
    fn step(decision: &DecisionReview) -> usize {
        decision.action
    }

    fn turn_words(decision: &DecisionReview, tr: &Tr) -> String {
        decision_words(decision, tr)
    }

    /// The expected final score after each decision, against the best of
    /// them.
    fn chart(decisions: &[DecisionReview]) -> Vec<(f32, Verdict)> {
        let top = top_score(decisions);
        decisions
            .iter()
            .map(|d| (d.played_expected.score / top, d.verdict))
            .collect()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(crate::shell::review::plugin::<Review>);
    app.add_systems(OnEnter(Screen::Score(GAME)), start_review);
    app.add_observer(keep_par);
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
    let others = finished.setup.opponents;
    commands.insert_resource(start(record, seat, others, None, false));
}

/// The par (what the expert scored in the person's seat) goes with the
/// game on the score screen when it is kept (as the person leaves), or to
/// the kept game whose replay was reviewed, so the statistics count the
/// games played at or above par.
fn keep_par(
    done: On<ReviewDone<Review>>,
    mut store: ResMut<StatsStore>,
    mut stats: ResMut<Stats>,
    mut pending: ResMut<PendingChameleonGame>,
    mut notices: ResMut<Notices>,
) {
    let par = done.review.par.score;
    let Some(game) = &done.game else {
        if pending.pending {
            pending.par = Some(par);
        }
        return;
    };
    if game.par.is_some() {
        return;
    }
    match store.0.as_mut() {
        Some(store) => {
            let (statistics, not_saved) = store.keep_par(game, par, &stats.0);
            stats.0 = statistics;
            if let Some(error) = not_saved {
                notices.push(KeptFile::Statistics(CHAMELEON_STATISTICS_FILE).not_saved(error));
            }
        }
        None => {
            stats.set_par(game, par);
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
