//! Records of chameleon games: the set-up, the deal and every action, as RON.
//! `pilefire replay` tells them from number-pile records by their `game`
//! field. Format: `docs/RECORDS.md`.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::deal::ChameleonDeal;
use super::error::ChameleonError;
use super::events::ChameleonOutcome;
use super::scoring::ScoreSide;
use super::table::{Action, ChameleonConfig};

/// The format version of chameleon records.
pub const CHAMELEON_RECORD_VERSION: u32 = 1;

/// Which game a record holds. Number-pile records have no `game` field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum RecordGame {
    #[default]
    NumberPiles,
    Chameleons,
}

/// Just the `game` field of any record; every other field is ignored.
#[derive(Deserialize)]
struct GameField {
    #[serde(default)]
    game: RecordGame,
}

/// Which game the record `text` holds; `None` when it is not RON at all.
pub fn record_game(text: &str) -> Option<RecordGame> {
    ron::from_str::<GameField>(text).ok().map(|f| f.game)
}

/// One action and who took it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RecordedAction {
    pub player: usize,
    pub action: Action,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChameleonRecord {
    pub version: u32,
    pub game: RecordGame,
    pub players: usize,
    #[serde(default)]
    pub side: ScoreSide,
    pub deal: ChameleonDeal,
    pub actions: Vec<RecordedAction>,
    /// Checked on replay when present.
    #[serde(default)]
    pub outcome: Option<ChameleonOutcome>,
}

/// Why a chameleon record could not be replayed.
#[derive(Debug, Clone, PartialEq)]
pub enum ChameleonReplayError {
    Malformed(String),
    UnsupportedVersion(u32),
    NotChameleons,
    Setup(ChameleonError),
    /// `index` counts from 1.
    IllegalAction {
        index: usize,
        action: RecordedAction,
        error: ChameleonError,
    },
    /// The actions end the game, but the record states no outcome.
    OutcomeMissing {
        replayed: Box<ChameleonOutcome>,
    },
    /// The recorded result differs from the replayed one, or the replayed
    /// game is not over (`replayed` is `None`).
    OutcomeMismatch {
        recorded: Box<ChameleonOutcome>,
        replayed: Box<Option<ChameleonOutcome>>,
    },
}

/// Each field in which two outcomes differ, with both values: `describe()`
/// leaves the tie-break out, so a mismatch there would read as none.
fn differences(recorded: &ChameleonOutcome, replayed: &ChameleonOutcome) -> Vec<String> {
    let field = |name: &str, a: String, b: String| {
        (a != b).then(|| format!("{name} {a} in the record, {b} in the replay"))
    };
    [
        field(
            "scores",
            format!("{:?}", recorded.scores),
            format!("{:?}", replayed.scores),
        ),
        field(
            "largest_colour (the tie-break of R-CL-13)",
            format!("{:?}", recorded.largest_colour),
            format!("{:?}", replayed.largest_colour),
        ),
        field(
            "winners",
            format!("{:?}", recorded.winners),
            format!("{:?}", replayed.winners),
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

impl fmt::Display for ChameleonReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChameleonReplayError::Malformed(why) => write!(f, "not a valid game record: {why}"),
            ChameleonReplayError::UnsupportedVersion(version) => write!(
                f,
                "chameleon record version {version} is not supported (this build reads {CHAMELEON_RECORD_VERSION})"
            ),
            ChameleonReplayError::NotChameleons => {
                f.write_str("the record's game field is not Chameleons")
            }
            ChameleonReplayError::Setup(error) => write!(f, "cannot set up the game: {error}"),
            ChameleonReplayError::IllegalAction {
                index,
                action,
                error,
            } => write!(
                f,
                "action {index} (player {} {}): {error}",
                action.player,
                action.action.describe()
            ),
            ChameleonReplayError::OutcomeMissing { replayed } => write!(
                f,
                "the record's outcome is None, but its actions end the game (\"{}\"); a finished game's record must state its outcome",
                replayed.describe()
            ),
            ChameleonReplayError::OutcomeMismatch { recorded, replayed } => {
                match replayed.as_ref() {
                    None => write!(
                        f,
                        "the record says the game ended \"{}\", but replaying it, the game is not over",
                        recorded.describe()
                    ),
                    Some(replayed) => write!(
                        f,
                        "the record's outcome does not match the replay: {} (the replay ends \"{}\")",
                        differences(recorded, replayed).join("; "),
                        replayed.describe()
                    ),
                }
            }
        }
    }
}

impl std::error::Error for ChameleonReplayError {}

impl ChameleonRecord {
    pub fn new(
        config: ChameleonConfig,
        deal: ChameleonDeal,
        actions: Vec<RecordedAction>,
        outcome: Option<ChameleonOutcome>,
    ) -> Self {
        ChameleonRecord {
            version: CHAMELEON_RECORD_VERSION,
            game: RecordGame::Chameleons,
            players: config.players,
            side: config.side,
            deal,
            actions,
            outcome,
        }
    }

    pub fn config(&self) -> ChameleonConfig {
        ChameleonConfig::new(self.players, self.side)
    }

    pub fn from_ron(text: &str) -> Result<Self, ChameleonReplayError> {
        ron::from_str(text).map_err(|error| {
            let mut why = error.to_string();
            // The likeliest slip: `Cards(removed: ...)`, one pair of parentheses short.
            if why.contains("DealtCards") {
                why.push_str(
                    "; a spelt-out deal is written Cards((removed: [...], starting: [...], \
                     first_player: p, deck: [...])), its fields in a second pair of parentheses",
                );
            }
            ChameleonReplayError::Malformed(why)
        })
    }

    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .depth_limit(2)
            .struct_names(false)
            .separate_tuple_members(false);
        ron::ser::to_string_pretty(self, config).expect("records always serialise")
    }
}
