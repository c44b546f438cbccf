//! Game records: the ruleset, the deal and every turn's moves, as RON.
//! Replaying a record reproduces the game exactly. Format: `docs/RECORDS.md`.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::Signal;
use super::deal::Deal;
use super::error::RuleError;
use super::outcome::Outcome;
use super::ruleset::Ruleset;

/// The format version written into every record.
pub const RECORD_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub version: u32,
    pub ruleset: Ruleset,
    pub deal: Deal,
    pub first_seat: usize,
    pub turns: Vec<TurnRecord>,
    /// How the game ended, if it has; checked on replay when present.
    #[serde(default)]
    pub outcome: Option<Outcome>,
}

/// One turn: the seat that took it, its moves in order and how it ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnRecord {
    pub seat: usize,
    pub moves: Vec<Move>,
    pub end: TurnEnd,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// A card from the mover's hand onto a pile. Plays taken back with undo are
    /// not recorded.
    Play { card: u8, pile: usize },
    /// A seat places (`Some`) or clears (`None`) its signal on a pile.
    Signal {
        seat: usize,
        pile: usize,
        signal: Option<Signal>,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnEnd {
    /// The mover ended the turn and drew.
    Draw,
    /// The mover gave up (co-op) or resigned (Duel).
    GiveUp,
    /// Still in progress, or the game ended during it (last card placed).
    Open,
}

/// Why a record could not be replayed.
#[derive(Debug, Clone, PartialEq)]
pub enum ReplayError {
    /// The file is not a record (RON syntax or shape).
    Malformed(String),
    UnsupportedVersion(u32),
    /// The ruleset, deal or first seat is refused.
    Setup(RuleError),
    /// A turn is recorded for the wrong seat.
    WrongSeat {
        turn: usize,
        recorded: usize,
        to_move: usize,
    },
    /// A move breaks a rule. `turn` and `index` count from 1.
    IllegalMove {
        turn: usize,
        index: usize,
        what: String,
        error: RuleError,
    },
    /// The turn's end is refused.
    IllegalEnd {
        turn: usize,
        error: RuleError,
    },
    /// Turns follow after the game ended or after a turn left open.
    TrailingTurns {
        turn: usize,
    },
    /// The turns end the game, but the record states no outcome.
    OutcomeMissing {
        replayed: Outcome,
    },
    /// The recorded result differs from the replayed one.
    OutcomeMismatch {
        recorded: Option<Outcome>,
        replayed: Option<Outcome>,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Malformed(why) => write!(f, "not a valid game record: {why}"),
            ReplayError::UnsupportedVersion(version) => write!(
                f,
                "record format version {version} is not supported (this build reads {RECORD_VERSION})"
            ),
            ReplayError::Setup(error) => write!(f, "cannot set up the game: {error}"),
            ReplayError::WrongSeat {
                turn,
                recorded,
                to_move,
            } => write!(
                f,
                "turn {turn}: recorded for seat {recorded}, but seat {to_move} is to move (R-CO-5)"
            ),
            ReplayError::IllegalMove {
                turn,
                index,
                what,
                error,
            } => write!(f, "turn {turn}, move {index} ({what}): {error}"),
            ReplayError::IllegalEnd { turn, error } => {
                write!(f, "turn {turn}, end of turn: {error}")
            }
            ReplayError::TrailingTurns { turn } => write!(
                f,
                "turn {turn}: the game was already over or the previous turn never ended"
            ),
            ReplayError::OutcomeMissing { replayed } => write!(
                f,
                "the record's outcome is None, but its turns end the game (\"{}\"); a finished game's record must state its outcome",
                replayed.describe()
            ),
            ReplayError::OutcomeMismatch { recorded, replayed } => write!(
                f,
                "the record says the game ended {}, but replaying it gives {}",
                describe(recorded),
                describe(replayed)
            ),
        }
    }
}

fn describe(outcome: &Option<Outcome>) -> String {
    outcome.map_or("not yet ended".into(), |o| format!("\"{}\"", o.describe()))
}

impl std::error::Error for ReplayError {}

impl Record {
    pub fn new(ruleset: Ruleset, deal: Deal, first_seat: usize) -> Self {
        Record {
            version: RECORD_VERSION,
            ruleset,
            deal,
            first_seat,
            turns: Vec::new(),
            outcome: None,
        }
    }

    pub fn from_ron(text: &str) -> Result<Record, ReplayError> {
        ron::from_str(text).map_err(|error| ReplayError::Malformed(error.to_string()))
    }

    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .depth_limit(3)
            .struct_names(false)
            .separate_tuple_members(false);
        ron::ser::to_string_pretty(self, config).expect("records always serialise")
    }
}

/// A move in words, e.g. `play 37 on pile 0` or `seat 1 signals LeaveToMe on pile 2`.
pub fn describe_move(step: &Move) -> String {
    match *step {
        Move::Play { card, pile } => format!("play {card} on pile {pile}"),
        Move::Signal {
            seat,
            pile,
            signal: Some(signal),
        } => format!("seat {seat} signals {signal:?} on pile {pile}"),
        Move::Signal {
            seat,
            pile,
            signal: None,
        } => format!("seat {seat} clears its signal on pile {pile}"),
    }
}
