//! A finished game looked at again, one seat's turns at a time: what the
//! seat did, what the expert would have done from the same view (the seat's
//! observation, as a bot sees its own), how each choice does on the same
//! sampled deals of the hidden cards, and a verdict. Plus the deal's par:
//! in co-op, what the expert team makes of the same deal and whether the
//! oracle, which sees every card, can win it; in a Duel, how the Duel expert
//! does in the seat against the expert on the same deal.
//!
//! A turn's review reads only the seat's observation, the turn's plays and
//! the turn's number (which seeds the expert and the sampling), so the same
//! record always gives the same review and hidden cards change nothing.

pub mod why;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::piles::bots::coop::{CoopParams, look_ahead, plan_coop_turn};
use crate::piles::bots::driver::play_out;
use crate::piles::bots::duel::{DuelParams, DuelPlanner, duel_judge};
use crate::piles::bots::lookahead::{Judged, judge};
use crate::piles::bots::oracle::{OracleVerdict, solve_by_nodes};
use crate::piles::bots::{Bot, BotLevel, make_bot};
use crate::piles::rules::{
    Action, DuelWin, Game, Mode, Move, Observation, Outcome, Play, Record, ReplayError, RuleError,
    TurnEnd, TurnRecord,
};

use crate::core::accuracy::{costliest, game_accuracy, move_accuracy};
pub use crate::core::verdict::Verdict;

/// Sampled deals of the hidden cards per reviewed turn: both choices are
/// played out on the same deals, so their difference is measured closely.
pub const SAMPLES: usize = 400;
/// A Duel's: its play-outs are short, so 5 times as many still review a
/// game in well under a second and halve the mistakes that are only noise
/// (docs/REVIEW.md, Duel reviews).
pub const DUEL_SAMPLES: usize = 2000;

/// The sampled deals a review of a game of `mode` uses unless told.
pub fn default_samples(mode: Mode) -> usize {
    match mode {
        Mode::Coop => SAMPLES,
        Mode::Duel => DUEL_SAMPLES,
    }
}
/// In a turn's loss (for its accuracy, `core::accuracy`), one card more
/// expected to be left counts as this many points of winning chance: in
/// solitaire the chance is near zero for most of a game, and the cards
/// left are the measure that moves (calibrated: docs/REVIEW.md, Accuracy).
pub const CARD_POINTS: f32 = 5.0;

/// A chance of winning under this (2%) is near zero: too small to read as
/// a change, so the cards expected to be left are shown instead.
pub const NEAR_ZERO: f32 = 0.02;

/// Key moments shown at most, and the loss (points) at or under which a
/// turn cost nothing worth showing.
pub const KEY_MOMENTS: usize = 3;
pub const FREE_LOSS: f32 = 1.0;

/// The oracle's search nodes for the par: counted, not timed, so the same
/// deal always gets the same word.
const ORACLE_NODES: u64 = 200_000;

/// Where the number piles' verdicts lie: by the larger of two drops, in
/// the chance of winning (percentage points) and in the cards expected to
/// be left at the end (docs/REVIEW.md gives the thresholds).
impl Verdict {
    /// Upper bounds of each verdict but the last: (chance drop in
    /// percentage points, extra cards expected to be left).
    pub const BOUNDS: [(Verdict, f32, f32); 4] = [
        (Verdict::Best, 1.0, 0.5),
        (Verdict::Good, 3.0, 1.5),
        (Verdict::Inaccuracy, 8.0, 3.0),
        (Verdict::Mistake, 20.0, 6.0),
    ];

    /// The verdict for a turn that loses `chance_drop` points of the chance
    /// of winning and leaves `cards_more` more cards than the expert's.
    pub fn from_drops(chance_drop: f32, cards_more: f32) -> Verdict {
        Verdict::BOUNDS
            .iter()
            .find(|(_, chance, cards)| chance_drop <= *chance && cards_more <= *cards)
            .map_or(Verdict::Blunder, |(verdict, _, _)| *verdict)
    }
}

/// One of the seat's turns.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnReview {
    /// The turn's number in the record, from 1.
    pub turn: usize,
    /// The cards the seat played, in order.
    pub played: Vec<Play>,
    /// Whether the seat gave up instead of ending the turn.
    pub gave_up: bool,
    /// What the expert would have played from the same view.
    pub expert: Vec<Play>,
    /// The expert's choice on the sampled deals: the chance before the turn.
    pub before: Judged,
    /// The seat's choice on the same deals: the chance after the turn.
    pub after: Judged,
    pub verdict: Verdict,
    /// Why, in facts the seat saw (`why::english` puts them in words).
    pub why: why::Why,
}

impl TurnReview {
    /// Points of the chance of winning the turn gave away (0 if none).
    pub fn chance_drop(&self) -> f32 {
        ((self.before.won - self.after.won) * 100.0).max(0.0)
    }

    /// Cards more expected to be left than after the expert's choice.
    pub fn cards_more(&self) -> f32 {
        (self.after.cards_left - self.before.cards_left).max(0.0)
    }

    /// What the turn gave away, in points of winning chance: the larger of
    /// the chance's drop and the extra cards at [`CARD_POINTS`] each.
    pub fn loss(&self) -> f32 {
        self.chance_drop().max(CARD_POINTS * self.cards_more())
    }

    /// The turn's accuracy, 0 to 100 (`core::accuracy::move_accuracy`).
    pub fn accuracy(&self) -> f32 {
        move_accuracy(self.loss())
    }

    /// Is the chance of winning near zero, under [`NEAR_ZERO`], both
    /// before and after the turn? Then the cards expected to be left are
    /// the measure to show: a chance of "0% -> 0%" says nothing.
    pub fn chance_near_zero(&self) -> bool {
        self.before.won < NEAR_ZERO && self.after.won < NEAR_ZERO
    }
}

/// One of a review's costliest turns.
#[derive(Debug, Clone, PartialEq)]
pub struct KeyMoment {
    /// Its place in [`Review::turns`].
    pub index: usize,
    /// The turn's number in the record, from 1.
    pub turn: usize,
    pub loss: f32,
    pub verdict: Verdict,
}

/// The measure a review's chart and lines show: the chance of winning, or
/// the cards expected to be left where the chance stays near zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    Chance,
    CardsLeft,
}

/// What the deal allows, seen with every card known: the par.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Par {
    /// Cards the expert team left on this deal (0: it won). In a Duel: the
    /// cards the expert in the reviewed seat had still to place at the end.
    pub expert_left: usize,
    /// Always `Undecided` in a Duel: the oracle solves co-op deals only.
    pub oracle: OracleVerdict,
    /// A Duel's par (`None` in co-op): read this, not `oracle`.
    pub duel: Option<DuelPar>,
}

/// A Duel's par: the Duel expert in the reviewed seat against the expert
/// (records do not name who played the other seat) on the same deal and
/// first seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DuelPar {
    /// The expert in the reviewed seat won.
    pub won: bool,
    /// How the par game ended (R-DU-10, R-DU-11).
    pub how: DuelWin,
    /// Cards the opponent expert had still to place at the end.
    pub opponent_left: usize,
}

/// A game's review from one seat.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    pub seat: usize,
    /// Seats at the table (1: solitaire).
    pub seats: usize,
    pub turns: Vec<TurnReview>,
    /// Cards left when the game ended (0: won). In a Duel: the seat's own
    /// cards still to place (hand and draw pile).
    pub cards_left: usize,
    pub par: Par,
    pub samples: usize,
    /// How the game ended (`None`: the record stops before its end).
    pub outcome: Option<Outcome>,
}

impl Review {
    /// How many turns got each verdict, best first.
    pub fn counts(&self) -> [(Verdict, usize); 5] {
        [
            Verdict::Best,
            Verdict::Good,
            Verdict::Inaccuracy,
            Verdict::Mistake,
            Verdict::Blunder,
        ]
        .map(|verdict| {
            let count = self.turns.iter().filter(|t| t.verdict == verdict).count();
            (verdict, count)
        })
    }

    /// The seat's accuracy over the game, 0 to 100 (`None`: no turn judged).
    pub fn accuracy(&self) -> Option<f32> {
        accuracy_of(&self.turns)
    }

    /// The (at most) three turns that cost the most, costliest first;
    /// turns that cost under [`FREE_LOSS`] are never among them.
    pub fn key_moments(&self) -> Vec<KeyMoment> {
        key_moments_of(&self.turns)
    }

    /// The measure that moves in this game: the chance of winning, unless
    /// it is near zero in most of the seat's turns (solitaire, mostly).
    pub fn measure(&self) -> Measure {
        let flat = self.turns.iter().filter(|t| t.chance_near_zero()).count();
        if flat * 2 > self.turns.len() {
            Measure::CardsLeft
        } else {
            Measure::Chance
        }
    }

    /// Is this a Duel's review?
    pub fn is_duel(&self) -> bool {
        self.par.duel.is_some()
    }

    /// The seat (in co-op, the team) won the game.
    pub fn won(&self) -> bool {
        match self.outcome {
            Some(Outcome::DuelWon { winner, .. }) => winner == self.seat,
            Some(Outcome::Won) => true,
            _ => false,
        }
    }

    /// At or under par. Co-op: no more cards left than the expert team
    /// left. Duel: the seat won, or it lost as the expert in its seat did
    /// with no more of its own cards left.
    pub fn at_par(&self) -> bool {
        match self.par.duel {
            None => self.cards_left <= self.par.expert_left,
            Some(duel) => self.won() || (!duel.won && self.cards_left <= self.par.expert_left),
        }
    }
}

/// The accuracy of `turns` (a review's so far, for a window that shows
/// the figure as it fills in).
pub fn accuracy_of(turns: &[TurnReview]) -> Option<f32> {
    game_accuracy(turns.iter().map(TurnReview::loss))
}

/// The key moments among `turns` ([`Review::key_moments`]).
pub fn key_moments_of(turns: &[TurnReview]) -> Vec<KeyMoment> {
    let losses: Vec<f32> = turns.iter().map(TurnReview::loss).collect();
    costliest(&losses, KEY_MOMENTS, FREE_LOSS)
        .into_iter()
        .map(|index| KeyMoment {
            index,
            turn: turns[index].turn,
            loss: losses[index],
            verdict: turns[index].verdict,
        })
        .collect()
}

/// Why a record cannot be reviewed.
#[derive(Debug, Clone, PartialEq)]
pub enum ReviewError {
    /// The record does not replay (see `pilefire replay`).
    Replay(ReplayError),
    NoSuchSeat {
        seat: usize,
        seats: usize,
    },
    /// The experts' par game on the deal broke a rule: there is no par.
    Par(RuleError),
    /// The experts' Duel par game ended without a winner.
    DuelParUndecided(Outcome),
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            ReviewError::Replay(error) => write!(f, "the record does not replay: {error}"),
            ReviewError::NoSuchSeat { seat, seats } => {
                write!(
                    f,
                    "seat {seat} is not at this table (seats 0 to {})",
                    seats - 1
                )
            }
            ReviewError::Par(error) => write!(f, "the experts' par game broke a rule: {error}"),
            ReviewError::DuelParUndecided(outcome) => {
                write!(
                    f,
                    "the experts' Duel par game ended without a winner: {outcome:?}"
                )
            }
        }
    }
}

impl std::error::Error for ReviewError {}

/// Reviews `seat`'s turns of `record`, each on `samples` sampled deals,
/// calling `progress(done, total)` after each turn.
pub fn review(
    record: &Record,
    seat: usize,
    samples: usize,
    mut progress: impl FnMut(usize, usize),
) -> Result<Review, ReviewError> {
    let review = review_while(record, seat, samples, |done, total| {
        progress(done.len(), total);
        true
    })?;
    Ok(review.expect("never stopped"))
}

/// [`review`], stopped (`None`) as soon as `keep_going(done, total)`, asked
/// after each turn with the turns reviewed so far, says no: a window shows
/// them as they come, and drops a review the person left.
pub fn review_while(
    record: &Record,
    seat: usize,
    samples: usize,
    mut keep_going: impl FnMut(&[TurnReview], usize) -> bool,
) -> Result<Option<Review>, ReviewError> {
    let Some((turns, end)) = judge_turns(record, seat, samples, &mut keep_going)? else {
        return Ok(None);
    };
    let cards_left = match record.ruleset.mode {
        Mode::Coop => end.cards_left(),
        Mode::Duel => end.cards_left_of(seat),
    };
    Ok(Some(Review {
        seat,
        seats: record.ruleset.seats,
        turns,
        cards_left,
        par: seat_par(record, seat)?,
        samples,
        outcome: end.outcome(),
    }))
}

/// `seat`'s turns of `record` judged, without the par (for measuring
/// many games).
pub fn review_turns(
    record: &Record,
    seat: usize,
    samples: usize,
) -> Result<Vec<TurnReview>, ReviewError> {
    let judged = judge_turns(record, seat, samples, &mut |_, _| true)?;
    Ok(judged.expect("never stopped").0)
}

/// The seat's turns judged, and the game at the record's end; `None` if
/// `keep_going` said no.
fn judge_turns(
    record: &Record,
    seat: usize,
    samples: usize,
    keep_going: &mut impl FnMut(&[TurnReview], usize) -> bool,
) -> Result<Option<(Vec<TurnReview>, Game)>, ReviewError> {
    if seat >= record.ruleset.seats {
        return Err(ReviewError::NoSuchSeat {
            seat,
            seats: record.ruleset.seats,
        });
    }
    // The position before each turn: the deal, then the game after each turn.
    let start = Game::new(record.ruleset, record.deal.clone(), record.first_seat)
        .map_err(|error| ReviewError::Replay(ReplayError::Setup(error)))?;
    let mut before = vec![start];
    let end = record
        .replay_with(|_, _, game| before.push(game.clone()))
        .map_err(ReviewError::Replay)?;
    let mine: Vec<usize> = (0..record.turns.len())
        .filter(|&index| is_reviewed(&record.turns[index], seat))
        .collect();
    let mut turns = Vec::with_capacity(mine.len());
    for &index in &mine {
        let observation = before[index].observation(seat);
        turns.push(review_turn(
            &observation,
            &record.turns[index],
            index + 1,
            samples,
        ));
        if !keep_going(&turns, mine.len()) {
            return Ok(None);
        }
    }
    Ok(Some((turns, end)))
}

/// A turn of `seat`'s that the review judges: its own, and ended (a turn
/// still open when the record stops, or the one that won, is not judged
/// unless it placed cards).
fn is_reviewed(turn: &TurnRecord, seat: usize) -> bool {
    turn.seat == seat && (turn.end != TurnEnd::Open || plays_of(turn).next().is_some())
}

fn plays_of(turn: &TurnRecord) -> impl Iterator<Item = Play> + '_ {
    turn.moves.iter().filter_map(|step| match *step {
        Move::Play { card, pile } => Some(Play::new(card, pile)),
        Move::Signal { .. } => None,
    })
}

/// One turn, judged from `observation` alone (the seat's view before it).
pub fn review_turn(
    observation: &Observation,
    turn: &TurnRecord,
    number: usize,
    samples: usize,
) -> TurnReview {
    if observation.ruleset.mode == Mode::Duel {
        return review_duel_turn(observation, turn, number, samples);
    }
    let played: Vec<Play> = plays_of(turn).collect();
    let gave_up = turn.end == TurnEnd::GiveUp;
    let params = CoopParams::expert();
    // Seeded by the turn's number, never by anything hidden.
    let mut expert_rng = StdRng::seed_from_u64(0x5e71_e000 + number as u64);
    let expert: Vec<Play> = plan_coop_turn(&params, observation, &mut expert_rng)
        .into_iter()
        .filter_map(|action| match action {
            Action::Play(play) => Some(play),
            _ => None,
        })
        .collect();
    let (_, policy) = look_ahead(&params, &observation.ruleset);
    let mut rng = StdRng::seed_from_u64(0x0b5e_7e00 + number as u64);
    let judged = judge(
        observation,
        &[expert.clone(), played.clone()],
        samples,
        policy,
        &mut rng,
    );
    let before = judged[0];
    let mut after = if played == expert { before } else { judged[1] };
    if gave_up {
        // Giving up ends the game with every card not on a pile left.
        let on_hand_and_deck = observation.hand_sizes.iter().sum::<usize>()
            + observation.draw_pile_sizes.iter().sum::<usize>()
            - played.len();
        after = Judged {
            won: 0.0,
            cards_left: on_hand_and_deck as f32,
        };
    }
    let why = why::explain(observation, &played, gave_up, &expert);
    finish(number, played, gave_up, expert, before, after, why)
}

/// The verdict of a turn judged `after` against the expert's `before`.
fn finish(
    number: usize,
    played: Vec<Play>,
    gave_up: bool,
    expert: Vec<Play>,
    before: Judged,
    after: Judged,
    why: why::Why,
) -> TurnReview {
    // A choice judged better than the expert's is still the best one.
    let before = Judged {
        won: before.won.max(after.won),
        cards_left: before.cards_left.min(after.cards_left),
    };
    let mut review = TurnReview {
        turn: number,
        played,
        gave_up,
        expert,
        before,
        after,
        verdict: Verdict::Best,
        why,
    };
    review.verdict = Verdict::from_drops(review.chance_drop(), review.cards_more());
    review
}

/// A Duel turn: the Duel expert's choice from the same view, both played
/// out by its own look-ahead on the same deals of the opponent's hand and
/// both draw piles. Chance: the seat's share of play-outs won; cards: its
/// own cards left at their end (R-DU-10).
fn review_duel_turn(
    observation: &Observation,
    turn: &TurnRecord,
    number: usize,
    samples: usize,
) -> TurnReview {
    let played: Vec<Play> = plays_of(turn).collect();
    let gave_up = turn.end == TurnEnd::GiveUp;
    // Seeded by the turn's number, never by anything hidden.
    let mut expert_bot = DuelPlanner::new(DuelParams::expert(), 0x5e71_e000 + number as u64);
    let expert: Vec<Play> = expert_bot
        .plan_turn(observation)
        .into_iter()
        .filter_map(|action| match action {
            Action::Play(play) => Some(play),
            _ => None,
        })
        .collect();
    let mut rng = StdRng::seed_from_u64(0x0b5e_7e00 + number as u64);
    let judged = duel_judge(
        observation,
        &[expert.clone(), played.clone()],
        samples,
        &mut rng,
    );
    let before = judged[0];
    let mut after = if played == expert { before } else { judged[1] };
    if gave_up {
        // Resigning loses at once with every own card not placed left.
        after = Judged {
            won: 0.0,
            cards_left: (observation.hand.len() + observation.my_draw_pile_size() - played.len())
                as f32,
        };
    }
    let why = why::explain(observation, &played, gave_up, &expert);
    finish(number, played, gave_up, expert, before, after, why)
}

/// The expert team on the same deal, and the oracle's word on it. For a
/// Duel: [`seat_par`] for seat 0.
pub fn par(record: &Record) -> Result<Par, ReviewError> {
    seat_par(record, 0)
}

/// The par for `seat`: in co-op the same for every seat ([`par`]); in a
/// Duel the expert against the expert on the same deal, seen from `seat`.
/// A par game that cannot be played is an error, never a par.
pub fn seat_par(record: &Record, seat: usize) -> Result<Par, ReviewError> {
    if record.ruleset.mode == Mode::Duel {
        return duel_par(record, seat);
    }
    let ruleset = record.ruleset;
    let mut bots: Vec<Box<dyn Bot>> = (0..ruleset.seats)
        .map(|seat| make_bot(BotLevel::Expert, &ruleset, 0xba5e + seat as u64))
        .collect();
    let mut game = par_game(record)?;
    let expert_left = match play_out(&mut game, &mut bots).map_err(ReviewError::Par)? {
        Outcome::Won => 0,
        Outcome::Lost { cards_left, .. } | Outcome::FireLost { cards_left, .. } => cards_left,
        outcome @ Outcome::DuelWon { .. } => return Err(ReviewError::DuelParUndecided(outcome)),
    };
    let oracle = solve_by_nodes(&par_game(record)?, ORACLE_NODES).0;
    Ok(Par {
        expert_left,
        oracle,
        duel: None,
    })
}

/// The record's deal before its first turn, for a par game.
fn par_game(record: &Record) -> Result<Game, ReviewError> {
    Game::new(record.ruleset, record.deal.clone(), record.first_seat)
        .map_err(|error| ReviewError::Replay(ReplayError::Setup(error)))
}

/// The Duel expert in both seats on the record's deal; the opponent is the
/// expert because records do not say who played it.
fn duel_par(record: &Record, seat: usize) -> Result<Par, ReviewError> {
    let ruleset = record.ruleset;
    let mut bots: Vec<Box<dyn Bot>> = (0..2)
        .map(|s| make_bot(BotLevel::Expert, &ruleset, 0xba5e + s as u64))
        .collect();
    let mut game = par_game(record)?;
    let duel = match play_out(&mut game, &mut bots).map_err(ReviewError::Par)? {
        Outcome::DuelWon { winner, how } => DuelPar {
            won: winner == seat,
            how,
            opponent_left: game.cards_left_of(1 - seat),
        },
        outcome => return Err(ReviewError::DuelParUndecided(outcome)),
    };
    Ok(Par {
        expert_left: game.cards_left_of(seat),
        oracle: OracleVerdict::Undecided,
        duel: Some(duel),
    })
}
