//! The review of a finished co-operative game, from its score screen or a
//! replay: the person's turns against the expert's choice from the same
//! view, worked out off the main thread (`pilefire_engine::piles::review`)
//! with its progress shown. The screen then gives the deal's par in one
//! line; that line (or R) opens the review over the screen: the verdicts, a
//! chart of the chance of winning after each turn and every turn that cost
//! something, in words. Esc or Back closes it. Over a replay, choosing a
//! turn (a click, or Tab and Enter) shows that position with the expert's
//! alternative drawn in.

use bevy::prelude::*;

use crate::piles::GAME;
use crate::piles::kept::{LastGame, Stats, StatsStore};
use crate::piles::session::PilesMatch;
use crate::shell::language::Tr;
use crate::shell::review::{ReviewDone, ReviewSheet, ReviewWords, ReviewWork, verdict_key};
use crate::shell::settings::{KeptFile, Notices};
use crate::shell::states::{GameId, Screen};
use pilefire_engine::piles::bots::oracle::OracleVerdict;
use pilefire_engine::piles::review::{Review, TurnReview, Verdict, default_samples, review_while};
use pilefire_engine::piles::rules::{Play, Record};
use pilefire_engine::piles::stats::{GameSummary, STATISTICS_FILE};

/// The review under way (or done) for the game on the score screen or the
/// replay.
pub type PilesReview = ReviewWork<Review>;

/// Starts reviewing `seat`'s turns of `record` off the main thread;
/// `choosable` over a replay, whose positions its turns can show.
pub(crate) fn start(
    record: Record,
    seat: usize,
    game: Option<GameSummary>,
    choosable: bool,
) -> PilesReview {
    let samples = default_samples(record.ruleset.mode);
    let work = move |keep_going: &mut dyn FnMut(&[TurnReview], usize) -> bool| {
        // A record that does not replay, or a par game that cannot be
        // played, gives no review (and no par): said in the log.
        review_while(&record, seat, samples, keep_going).unwrap_or_else(|error| {
            error!("no review of the game: {error}");
            None
        })
    };
    ReviewWork::spawn(work, game, choosable)
}

impl ReviewSheet for Review {
    const GAME: GameId = GAME;
    const WORDS: ReviewWords = ReviewWords {
        title: "review-title",
        summary: "review-summary",
        working: "review-working",
        counts: "review-counts",
        chart: "review-chart",
        clean: "review-clean",
        keys_replay: "review-keys-replay",
    };
    type Turn = TurnReview;
    type Kept = GameSummary;

    fn turns(&self) -> &[TurnReview] {
        &self.turns
    }

    fn counts(&self) -> [(Verdict, usize); 5] {
        Review::counts(self)
    }

    fn at_par(&self) -> bool {
        Review::at_par(self)
    }

    fn par_words(&self, tr: &Tr) -> String {
        par_words(self, self.seats == 1, tr)
    }

    fn accuracy(&self) -> Option<f32> {
        Review::accuracy(self)
    }

    fn verdict(turn: &TurnReview) -> Verdict {
        turn.verdict
    }

    fn step(turn: &TurnReview) -> usize {
        turn.turn
    }

    fn turn_words(turn: &TurnReview, tr: &Tr) -> String {
        turn_words(turn, tr)
    }

    /// The chance of winning after each turn; where it stays near zero
    /// (most solitaire games), the cards expected to be played instead.
    fn chart(turns: &[TurnReview]) -> Vec<(f32, Verdict)> {
        let by_cards = charts_cards(turns);
        let most = turns
            .iter()
            .map(|turn| turn.before.cards_left)
            .fold(1.0, f32::max);
        turns
            .iter()
            .map(|turn| match by_cards {
                true => (1.0 - turn.after.cards_left / most, turn.verdict),
                false => (turn.after.won, turn.verdict),
            })
            .collect()
    }

    fn chart_key(turns: &[TurnReview]) -> &'static str {
        match charts_cards(turns) {
            true => "review-chart-cards",
            false => "review-chart",
        }
    }
}

/// Whether the chance of winning stayed near zero all game, so the chart
/// shows the cards expected to be left, the measure that moves.
fn charts_cards(turns: &[TurnReview]) -> bool {
    turns.iter().all(TurnReview::chance_near_zero)
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(crate::shell::review::plugin::<Review>);
    app.add_systems(
        OnEnter(Screen::Score(GAME)),
        start_review.after(crate::piles::kept::keep_finished_game),
    );
    app.add_observer(keep_par);
}

/// A finished game with the person at the table (co-op or Duel) is
/// reviewed from the person's seat.
fn start_review(mut commands: Commands, table: Option<Res<PilesMatch>>, last: Res<LastGame>) {
    let Some(table) = table else {
        return;
    };
    let (Some(seat), true) = (table.human_seat, table.game.is_over()) else {
        return;
    };
    commands.insert_resource(start(table.game.record(), seat, last.0.clone(), false));
}

/// A kept game gets its par once its review has worked it out (after the
/// game, or later from its replay), so the statistics count the games
/// played at or under par: the cards the expert left on the same deal (a
/// Duel expert that won left nothing to beat).
fn keep_par(
    done: On<ReviewDone<Review>>,
    mut store: ResMut<StatsStore>,
    mut stats: ResMut<Stats>,
    mut last: ResMut<LastGame>,
    mut notices: ResMut<Notices>,
) {
    let Some(game) = done.game.as_ref().filter(|game| game.par.is_none()) else {
        return;
    };
    let par = match done.review.par.duel {
        Some(duel) if duel.won => 0,
        _ => done.review.par.expert_left,
    };
    match store.0.as_mut() {
        Some(store) => {
            let (statistics, not_saved) = store.keep_par(game, par, &stats.0);
            stats.0 = statistics;
            if let Some(error) = not_saved {
                notices.push(KeptFile::Statistics(STATISTICS_FILE).not_saved(error));
            }
        }
        None => {
            stats.set_par(game, par);
        }
    }
    if let Some(last) = last.0.as_mut().filter(|last| **last == *game) {
        last.par = Some(par);
    }
}

/// "Par: the expert team left 3 cards; this deal can be won." In a Duel:
/// "Par: the Duel expert in your seat won, ..."
pub fn par_words(review: &Review, solo: bool, tr: &Tr) -> String {
    if let Some(duel) = review.par.duel {
        return if duel.won {
            crate::tr!(tr, "review-par-duel-won", count = duel.opponent_left)
        } else {
            crate::tr!(tr, "review-par-duel-lost", count = review.par.expert_left)
        };
    }
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
        left_after = format!("{:.1}", turn.after.cards_left),
        // A chance that stays near zero says nothing: the cards left move.
        near_zero = if turn.chance_near_zero() { "yes" } else { "no" }
    )
}
