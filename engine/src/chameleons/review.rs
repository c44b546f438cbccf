//! A finished chameleon game looked at again from one seat: each of the
//! seat's decisions (every action with more than one legal choice), what
//! the expert would have done from the same view, how both choices end on
//! the same sampled deck orders, a verdict, and the par: the expert in the
//! seat on the same deal.
//!
//! Draw-then-place is two decisions (draw or take; then which row for the
//! card seen), as the rules make them two steps (R-CL-6); forced actions
//! (one legal choice) are not judged. A decision's review reads only the
//! seat's observation, the action taken and the action's number in the
//! record (which seeds the expert and the sampling), so the same record
//! always gives the same review and the deck order changes nothing.
//!
//! The verdict is the engine's shared [`Verdict`] (`crate::core::verdict`), with
//! thresholds of its own in points: [`SCORE_BOUNDS`].

pub mod why;

use super::bots::sampling::play_out;
use super::bots::{ChameleonBot, ChameleonLevel, Opponents, make_chameleon_bot};
use super::rules::cards::Card;
use super::rules::events::ChameleonOutcome;
use super::rules::game::{Action, ChameleonGame, Table};
use super::rules::observation::ChameleonObservation;
use super::rules::record::{ChameleonRecord, ChameleonReplayError};
use super::rules::scoring::colour_mask;
use crate::core::accuracy::{costliest, game_accuracy, move_accuracy};
use crate::core::random::Pcg32;
pub use crate::core::verdict::Verdict;

/// Sampled deck orders per decision: both choices are played out on the
/// same orders, so their difference is measured closely (docs/AI.md).
pub const SAMPLES: usize = 1000;

/// Who plays the other seats in the par: records do not say which bots sat
/// there, so the window's default opponents stand in.
pub const PAR_OTHERS: Opponents = Opponents::All(ChameleonLevel::Normal);

/// Upper bounds, in points of expected final score given away against the
/// expert's choice, of each verdict but the last (docs/REVIEW.md).
pub const SCORE_BOUNDS: [(Verdict, f32); 4] = [
    (Verdict::Best, 0.5),
    (Verdict::Good, 1.5),
    (Verdict::Inaccuracy, 3.0),
    (Verdict::Mistake, 6.0),
];

/// In a decision's loss (for its accuracy, `core::accuracy`), one point
/// of expected final score given away counts as this many points of
/// winning chance (calibrated: docs/REVIEW.md, Accuracy).
pub const SCORE_POINTS: f32 = 3.0;

/// A share of the win under this (2%) is near zero: expected score and
/// place are shown instead.
pub const NEAR_ZERO: f32 = 0.02;

/// Key moments shown at most, and the loss (points) at or under which a
/// decision cost nothing worth showing.
pub const KEY_MOMENTS: usize = 3;
pub const FREE_LOSS: f32 = 1.0;

/// The verdict for a decision expected to score `score_drop` points less
/// than the expert's choice.
pub fn verdict_for(score_drop: f32) -> Verdict {
    SCORE_BOUNDS
        .iter()
        .find(|(_, bound)| score_drop <= *bound)
        .map_or(Verdict::Blunder, |(verdict, _)| *verdict)
}

/// The seat's mean result over the play-outs of one choice.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Expected {
    /// Final score (R-CL-12).
    pub score: f32,
    /// Place at the end, 1 the winner's (see [`rank_of`]).
    pub rank: f32,
    /// Share of the win: 1/k for a win shared by k players (R-CL-13).
    pub win_share: f32,
}

/// One of the seat's decisions.
#[derive(Debug, Clone, PartialEq)]
pub struct DecisionReview {
    /// The action's number in the record, from 1.
    pub action: usize,
    pub round: u32,
    /// The card waiting for a row, when the decision is where to place it.
    pub drawn: Option<Card>,
    pub played: Action,
    /// What the expert would have done from the same view.
    pub expert: Action,
    /// The expert's choice on the sampled deck orders.
    pub expert_expected: Expected,
    /// The seat's choice on the same orders.
    pub played_expected: Expected,
    pub verdict: Verdict,
    /// Why, in facts the seat saw (`why::english` puts them in words).
    pub why: why::Why,
}

impl DecisionReview {
    /// Points of expected final score given away (0 if none).
    pub fn score_drop(&self) -> f32 {
        (self.expert_expected.score - self.played_expected.score).max(0.0)
    }

    /// What the decision gave away, in points of winning chance: its score
    /// drop at [`SCORE_POINTS`] a point (the verdict's measure).
    pub fn loss(&self) -> f32 {
        SCORE_POINTS * self.score_drop()
    }

    /// The decision's accuracy, 0 to 100 (`core::accuracy::move_accuracy`).
    pub fn accuracy(&self) -> f32 {
        move_accuracy(self.loss())
    }

    /// Is the seat's share of the win near zero, under [`NEAR_ZERO`],
    /// after both choices? Then expected score and place are the measures
    /// to show: a win of "0% -> 0%" says nothing.
    pub fn win_near_zero(&self) -> bool {
        self.expert_expected.win_share < NEAR_ZERO && self.played_expected.win_share < NEAR_ZERO
    }
}

/// One of a review's costliest decisions.
#[derive(Debug, Clone, PartialEq)]
pub struct KeyMoment {
    /// Its place in [`Review::decisions`].
    pub index: usize,
    /// The action's number in the record, from 1.
    pub action: usize,
    pub loss: f32,
    pub verdict: Verdict,
}

/// The accuracy of `decisions` (a review's so far, for a window that
/// shows the figure as it fills in).
pub fn accuracy_of(decisions: &[DecisionReview]) -> Option<f32> {
    game_accuracy(decisions.iter().map(DecisionReview::loss))
}

/// The key moments among `decisions` ([`Review::key_moments`]).
pub fn key_moments_of(decisions: &[DecisionReview]) -> Vec<KeyMoment> {
    let losses: Vec<f32> = decisions.iter().map(DecisionReview::loss).collect();
    costliest(&losses, KEY_MOMENTS, FREE_LOSS)
        .into_iter()
        .map(|index| KeyMoment {
            index,
            action: decisions[index].action,
            loss: losses[index],
            verdict: decisions[index].verdict,
        })
        .collect()
}

/// The expert in the seat on the same deal.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Par {
    pub score: i32,
    pub rank: usize,
    pub win_share: f32,
    /// Who played the other seats.
    pub others: Opponents,
}

/// A chameleon game's review from one seat.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    pub seat: usize,
    pub players: usize,
    pub decisions: Vec<DecisionReview>,
    /// The seat's final score, place and share of the win.
    pub score: i32,
    pub rank: usize,
    pub win_share: f32,
    pub par: Par,
    pub samples: usize,
}

impl Review {
    /// How many decisions got each verdict, best first.
    pub fn counts(&self) -> [(Verdict, usize); 5] {
        [
            Verdict::Best,
            Verdict::Good,
            Verdict::Inaccuracy,
            Verdict::Mistake,
            Verdict::Blunder,
        ]
        .map(|verdict| {
            let count = self
                .decisions
                .iter()
                .filter(|d| d.verdict == verdict)
                .count();
            (verdict, count)
        })
    }

    /// The seat's accuracy over the game, 0 to 100 (`None`: no decision
    /// with a choice).
    pub fn accuracy(&self) -> Option<f32> {
        accuracy_of(&self.decisions)
    }

    /// The (at most) three decisions that cost the most, costliest first;
    /// those that cost under [`FREE_LOSS`] are never among them.
    pub fn key_moments(&self) -> Vec<KeyMoment> {
        key_moments_of(&self.decisions)
    }

    /// At or over par: the seat scored at least what the expert scored in
    /// its place (higher is better here, unlike the co-op par).
    pub fn at_par(&self) -> bool {
        self.score >= self.par.score
    }
}

/// Why a chameleon record cannot be reviewed.
#[derive(Debug, Clone, PartialEq)]
pub enum ReviewError {
    /// The record does not replay (see `pilefire replay`).
    Replay(ChameleonReplayError),
    NoSuchSeat {
        seat: usize,
        players: usize,
    },
    /// The record stops before the end of the last round (R-CL-11).
    NotOver,
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            ReviewError::Replay(error) => write!(f, "the record does not replay: {error}"),
            ReviewError::NoSuchSeat { seat, players } => write!(
                f,
                "seat {seat} is not at this table (seats 0 to {}, R-CL-3)",
                players - 1
            ),
            ReviewError::NotOver => write!(
                f,
                "the game is not over: only finished games are reviewed (the game ends with the last round, R-CL-11)"
            ),
        }
    }
}

impl std::error::Error for ReviewError {}

/// Reviews `seat`'s decisions in `record`, each on `samples` sampled deck
/// orders, calling `progress(done, total)` after each; the par's other
/// seats are [`PAR_OTHERS`].
pub fn review(
    record: &ChameleonRecord,
    seat: usize,
    samples: usize,
    progress: impl FnMut(usize, usize),
) -> Result<Review, ReviewError> {
    review_against(record, seat, samples, PAR_OTHERS, progress)
}

/// [`review`] with the par's other seats played by `others` (for a window
/// that knows which bots sat at the table).
pub fn review_against(
    record: &ChameleonRecord,
    seat: usize,
    samples: usize,
    others: Opponents,
    mut progress: impl FnMut(usize, usize),
) -> Result<Review, ReviewError> {
    let review = review_while(record, seat, samples, others, |done, total| {
        progress(done.len(), total);
        true
    })?;
    Ok(review.expect("never stopped"))
}

/// [`review_against`], stopped (`None`) as soon as `keep_going(done,
/// total)`, asked after each decision with the decisions reviewed so far,
/// says no: a window shows them as they come, and drops a review the
/// person left.
pub fn review_while(
    record: &ChameleonRecord,
    seat: usize,
    samples: usize,
    others: Opponents,
    mut keep_going: impl FnMut(&[DecisionReview], usize) -> bool,
) -> Result<Option<Review>, ReviewError> {
    let Some((decisions, outcome)) = judge_decisions(record, seat, samples, &mut keep_going)?
    else {
        return Ok(None);
    };
    Ok(Some(Review {
        seat,
        players: record.players,
        decisions,
        score: outcome.scores[seat],
        rank: rank_of(&outcome, seat),
        win_share: win_share_of(&outcome, seat) as f32,
        par: par(record, seat, others)?,
        samples,
    }))
}

/// `seat`'s decisions in `record` judged, without the par (for measuring
/// many games).
pub fn review_decisions(
    record: &ChameleonRecord,
    seat: usize,
    samples: usize,
) -> Result<Vec<DecisionReview>, ReviewError> {
    let judged = judge_decisions(record, seat, samples, &mut |_, _| true)?;
    Ok(judged.expect("never stopped").0)
}

/// The seat's decisions judged, and the game's outcome; `None` if
/// `keep_going` said no.
fn judge_decisions(
    record: &ChameleonRecord,
    seat: usize,
    samples: usize,
    keep_going: &mut impl FnMut(&[DecisionReview], usize) -> bool,
) -> Result<Option<(Vec<DecisionReview>, ChameleonOutcome)>, ReviewError> {
    if seat >= record.players {
        return Err(ReviewError::NoSuchSeat {
            seat,
            players: record.players,
        });
    }
    let start = ChameleonGame::new(record.config(), record.deal.clone())
        .map_err(|error| ReviewError::Replay(ChameleonReplayError::Setup(error)))?;
    // The seat's view before each of its decisions.
    let mut views = Vec::new();
    let mut before = start.observation(seat);
    let end = record
        .replay_with(|number, recorded, game| {
            if recorded.player == seat && before.legal_actions().len() > 1 {
                views.push((number, before.clone(), recorded.action));
            }
            before = game.observation(seat);
        })
        .map_err(ReviewError::Replay)?;
    let outcome = end.outcome().ok_or(ReviewError::NotOver)?.clone();
    let mut decisions = Vec::with_capacity(views.len());
    for (number, view, action) in &views {
        decisions.push(review_decision(view, *action, *number, samples));
        if !keep_going(&decisions, views.len()) {
            return Ok(None);
        }
    }
    Ok(Some((decisions, outcome)))
}

/// `player`'s place: 1 plus the players ahead on score, then on the most
/// cards of one colour (R-CL-13), so every winner is 1st.
pub fn rank_of(outcome: &ChameleonOutcome, player: usize) -> usize {
    let key = |p: usize| (outcome.scores[p], outcome.largest_colour[p]);
    1 + (0..outcome.scores.len())
        .filter(|&p| key(p) > key(player))
        .count()
}

fn win_share_of(outcome: &ChameleonOutcome, player: usize) -> f64 {
    if outcome.winners.contains(&player) {
        1.0 / outcome.winners.len() as f64
    } else {
        0.0
    }
}

/// One decision, judged from `observation` alone (the seat's view before
/// it); `number` is the action's number in the record.
pub fn review_decision(
    observation: &ChameleonObservation,
    played: Action,
    number: usize,
    samples: usize,
) -> DecisionReview {
    let me = observation.player;
    // Seeded by the action's number, never by anything hidden.
    let mut expert_bot = make_chameleon_bot(ChameleonLevel::Expert, 0xc4a3_e000 + number as u64);
    let expert = expert_bot.decide(observation);
    let choices: Vec<Action> = if expert == played {
        vec![expert]
    } else {
        vec![expert, played]
    };
    let mask = colour_mask(&observation.colours_in_play);
    let mut sums = vec![[0.0f64; 3]; choices.len()];
    let mut rng = Pcg32::new(0x0b5e_7e00 + number as u64, 0x5245_5649_4557); // "REVIEW"
    for _ in 0..samples {
        let sampled = observation.sample_table(&mut rng);
        for (sum, &choice) in sums.iter_mut().zip(&choices) {
            let mut table: Table = sampled.clone();
            table
                .step(me, choice, &mut |_| {})
                .expect("the recorded action replayed from this view");
            play_out(&mut table, mask);
            let outcome = table.outcome.as_ref().expect("played out");
            sum[0] += f64::from(outcome.scores[me]);
            sum[1] += rank_of(outcome, me) as f64;
            sum[2] += win_share_of(outcome, me);
        }
    }
    let n = samples.max(1) as f64;
    let mean = |sum: &[f64; 3]| Expected {
        score: (sum[0] / n) as f32,
        rank: (sum[1] / n) as f32,
        win_share: (sum[2] / n) as f32,
    };
    let expert_expected = mean(&sums[0]);
    let played_expected = mean(sums.last().expect("one choice at least"));
    let mut review = DecisionReview {
        action: number,
        round: observation.round,
        drawn: observation.drawn,
        played,
        expert,
        expert_expected,
        played_expected,
        verdict: Verdict::Best,
        why: why::explain(observation, played, expert),
    };
    review.verdict = verdict_for(review.score_drop());
    review
}

/// A guard against a bot that never ends the game; real games have < 400 actions.
const MAX_ACTIONS: usize = 5_000;

/// The expert in `seat` on the record's deal, every other seat played by
/// `others`, each bot seeded by its seat alone.
pub fn par(record: &ChameleonRecord, seat: usize, others: Opponents) -> Result<Par, ReviewError> {
    let mut game = ChameleonGame::new(record.config(), record.deal.clone())
        .map_err(|error| ReviewError::Replay(ChameleonReplayError::Setup(error)))?;
    let mut bots: Vec<Box<dyn ChameleonBot>> = (0..record.players)
        .map(|p| {
            let level = if p == seat {
                ChameleonLevel::Expert
            } else {
                others.at(p)
            };
            make_chameleon_bot(level, 0xba5e + p as u64)
        })
        .collect();
    for _ in 0..MAX_ACTIONS {
        if game.is_over() {
            break;
        }
        let player = game.current_player();
        let action = bots[player].decide(&game.observation(player));
        game.apply(player, action)
            .expect("the bots only choose legal actions");
    }
    let outcome = game.outcome().ok_or(ReviewError::NotOver)?;
    Ok(Par {
        score: outcome.scores[seat],
        rank: rank_of(outcome, seat),
        win_share: win_share_of(outcome, seat) as f32,
        others,
    })
}
