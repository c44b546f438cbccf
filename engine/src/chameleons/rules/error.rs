//! Illegal requests as values: every error names the R-CL rule it breaks and
//! nothing in the game changes when one is returned.

use std::fmt;

use super::cards::{Card, Colour};

/// A rule of `CHAMELEONS.md`, by its number (`R-CL-n`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ClRule {
    Cl1,
    Cl2,
    Cl3,
    Cl4,
    Cl5,
    Cl6,
    Cl7,
    Cl8,
    Cl9,
    Cl10,
    Cl11,
    Cl12,
    Cl13,
    Cl14,
}

impl ClRule {
    pub const ALL: [ClRule; 14] = [
        ClRule::Cl1,
        ClRule::Cl2,
        ClRule::Cl3,
        ClRule::Cl4,
        ClRule::Cl5,
        ClRule::Cl6,
        ClRule::Cl7,
        ClRule::Cl8,
        ClRule::Cl9,
        ClRule::Cl10,
        ClRule::Cl11,
        ClRule::Cl12,
        ClRule::Cl13,
        ClRule::Cl14,
    ];

    /// The number n of `R-CL-n`.
    pub fn number(self) -> usize {
        self as usize + 1
    }

    /// The id as the rules spell it, e.g. `R-CL-7`.
    pub fn id(self) -> String {
        format!("R-CL-{}", self.number())
    }
}

impl fmt::Display for ClRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "R-CL-{}", self.number())
    }
}

/// Why a set-up, an action or a score choice was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChameleonError {
    /// The game is for 2 to 5 players.
    BadPlayerCount { players: usize },
    /// An explicit deal does not fit the set-up rules.
    BadDeal { rule: ClRule, reason: String },
    /// The game has ended after its last round.
    GameOver,
    /// There is no such player.
    NoSuchPlayer { player: usize, players: usize },
    /// This player has taken a row and sits out the rest of the round.
    OutOfRound { player: usize, row: usize },
    /// Another player is to act.
    NotYourTurn { player: usize, current: usize },
    /// A drawn card is waiting to be placed; nothing else may happen first.
    MustPlaceDrawnCard { card: Card },
    /// Place without a drawn card.
    NothingDrawn,
    /// Every row in the middle is full, so there is nothing to draw for.
    NoRoomToDraw,
    /// There is no row with this number. `players` picks the rule: the
    /// green rows of two players (R-CL-14) or one brown row each (R-CL-3).
    NoSuchRow {
        row: usize,
        rows: usize,
        players: usize,
    },
    /// The row was taken earlier this round.
    RowTaken { row: usize, by: usize },
    /// The row holds its maximum: 3 on a brown row (R-CL-6), 1, 2 or 3 on
    /// the green rows of two players (R-CL-14).
    RowFull {
        row: usize,
        capacity: usize,
        players: usize,
    },
    /// A row must hold at least one card to be taken.
    RowEmpty { row: usize },
    /// Every row in the middle is empty: the player must draw.
    MustDraw,
    /// A score choice names more than three plus colours.
    TooManyPlusColours { chosen: usize },
    /// A score choice names a colour that is not in this game.
    ColourNotInPlay { colour: Colour },
    /// A score choice assigns a different number of jokers than the player holds.
    WrongJokerCount { assigned: usize, held: usize },
    /// A score choice names the same plus colour twice.
    RepeatedPlusColour { colour: Colour },
}

impl ChameleonError {
    /// The rule this request breaks.
    pub fn rule(&self) -> ClRule {
        use ChameleonError::*;
        match self {
            BadDeal { rule, .. } => *rule,
            BadPlayerCount { .. } => ClRule::Cl3,
            GameOver => ClRule::Cl11,
            NoSuchPlayer { .. }
            | OutOfRound { .. }
            | NotYourTurn { .. }
            | MustPlaceDrawnCard { .. }
            | NothingDrawn
            | NoRoomToDraw
            | RowTaken { .. }
            | RowEmpty { .. } => ClRule::Cl6,
            // Two players use the green rows, whose number and sizes R-CL-14 sets.
            NoSuchRow { players: 2, .. } | RowFull { players: 2, .. } => ClRule::Cl14,
            NoSuchRow { .. } => ClRule::Cl3,
            RowFull { .. } => ClRule::Cl6,
            MustDraw => ClRule::Cl7,
            TooManyPlusColours { .. }
            | ColourNotInPlay { .. }
            | WrongJokerCount { .. }
            | RepeatedPlusColour { .. } => ClRule::Cl12,
        }
    }
}

impl fmt::Display for ChameleonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ChameleonError::*;
        write!(f, "{}: ", self.rule())?;
        match self {
            BadPlayerCount { players } => {
                write!(f, "the game seats 2 to 5 players, not {players}")
            }
            BadDeal { reason, .. } => f.write_str(reason),
            GameOver => f.write_str("the last round has been played; the game is over"),
            NoSuchPlayer { player, players } => {
                write!(f, "there is no player {player}; this game has {players}")
            }
            OutOfRound { player, row } => write!(
                f,
                "player {player} took row {row} and is out until the next round"
            ),
            NotYourTurn { player, current } => {
                write!(f, "it is player {current}'s turn, not player {player}'s")
            }
            MustPlaceDrawnCard { card } => write!(
                f,
                "the drawn {} must be placed in a row first",
                card.describe()
            ),
            NothingDrawn => f.write_str("draw a card before placing one"),
            NoRoomToDraw => f.write_str("every row holds its maximum, so a row must be taken"),
            NoSuchRow {
                row,
                rows,
                players: 2,
            } => write!(
                f,
                "there is no row {row}; two players use the {rows} green rows, 0 to {}",
                rows - 1
            ),
            NoSuchRow { row, rows, players } => write!(
                f,
                "there is no row {row}; {players} players have one row each, 0 to {}",
                rows - 1
            ),
            RowTaken { row, by } => {
                write!(f, "row {row} was already taken by player {by} this round")
            }
            RowFull { row, capacity, .. } => {
                write!(f, "row {row} already holds its {capacity} card(s)")
            }
            RowEmpty { row } => write!(f, "row {row} is empty; only a row with cards may be taken"),
            MustDraw => f.write_str("every row in the middle is empty, so you must draw"),
            TooManyPlusColours { chosen } => {
                write!(f, "at most three colours score plus; {chosen} were chosen")
            }
            ColourNotInPlay { colour } => {
                write!(f, "{} is not one of this game's colours", colour.name())
            }
            WrongJokerCount { assigned, held } => write!(
                f,
                "every joker gets a colour: {held} held, {assigned} assigned"
            ),
            RepeatedPlusColour { colour } => {
                write!(f, "{} is chosen twice as a plus colour", colour.name())
            }
        }
    }
}

impl std::error::Error for ChameleonError {}
