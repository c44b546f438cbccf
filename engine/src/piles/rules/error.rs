//! Illegal requests as values: every error names the rule it breaks.

use std::fmt;

use super::pile::Direction;

/// A rule of `RULES.md`, by its id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    Co1,
    Co2,
    Co3,
    Co4,
    Co5,
    Co6,
    Co7,
    Co8,
    Co9,
    Co10,
    Co11,
    Co12,
    Co13,
    Co14,
    Co15,
    Co16,
    Co17,
    Co18,
    Pro1,
    Pro2,
    Fire1,
    Fire2,
    Fire3,
    Fire4,
    Fire5,
    Du1,
    Du2,
    Du3,
    Du4,
    Du5,
    Du6,
    Du7,
    Du8,
    Du9,
    Du10,
    Du11,
}

impl Rule {
    /// The id as `RULES.md` spells it, e.g. `R-CO-7`.
    pub fn id(self) -> &'static str {
        use Rule::*;
        match self {
            Co1 => "R-CO-1",
            Co2 => "R-CO-2",
            Co3 => "R-CO-3",
            Co4 => "R-CO-4",
            Co5 => "R-CO-5",
            Co6 => "R-CO-6",
            Co7 => "R-CO-7",
            Co8 => "R-CO-8",
            Co9 => "R-CO-9",
            Co10 => "R-CO-10",
            Co11 => "R-CO-11",
            Co12 => "R-CO-12",
            Co13 => "R-CO-13",
            Co14 => "R-CO-14",
            Co15 => "R-CO-15",
            Co16 => "R-CO-16",
            Co17 => "R-CO-17",
            Co18 => "R-CO-18",
            Pro1 => "R-PRO-1",
            Pro2 => "R-PRO-2",
            Fire1 => "R-FIRE-1",
            Fire2 => "R-FIRE-2",
            Fire3 => "R-FIRE-3",
            Fire4 => "R-FIRE-4",
            Fire5 => "R-FIRE-5",
            Du1 => "R-DU-1",
            Du2 => "R-DU-2",
            Du3 => "R-DU-3",
            Du4 => "R-DU-4",
            Du5 => "R-DU-5",
            Du6 => "R-DU-6",
            Du7 => "R-DU-7",
            Du8 => "R-DU-8",
            Du9 => "R-DU-9",
            Du10 => "R-DU-10",
            Du11 => "R-DU-11",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Why a request was refused. Nothing in the engine changes when one is returned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// The ruleset asks for something the rule books do not have.
    BadRuleset { rule: Rule, reason: String },
    /// An explicit deck order does not hold exactly the cards of the game.
    BadDeck { rule: Rule, reason: String },
    /// The first seat named does not exist.
    NoSuchSeat { seat: usize, seats: usize },
    /// The game has already ended.
    GameOver,
    /// Only the seat to move may play, end or undo.
    NotYourTurn { seat: usize, to_move: usize },
    /// The card is not in the hand of the seat to move.
    CardNotInHand { card: u8, seat: usize },
    /// There is no pile with that index.
    NoSuchPile { pile: usize, piles: usize },
    /// The card neither follows the pile's direction nor is an exact backwards trick.
    WrongDirection {
        rule: Rule,
        card: u8,
        top: u8,
        direction: Direction,
    },
    /// Duel: a second card on the opponent's piles in one turn.
    OneHelpCardPerTurn,
    /// Duel: a card on the opponent's pile must help them.
    MustHelpOpponent {
        card: u8,
        top: u8,
        direction: Direction,
    },
    /// The turn cannot end before the minimum is played.
    BelowMinimum {
        rule: Rule,
        played: usize,
        required: usize,
    },
    /// Undo with nothing played this turn.
    NothingToUndo,
    /// Signals belong to the co-operative game.
    SignalsOnlyInCoop,
    /// A seat that has dropped out cannot place signals.
    SeatDroppedOut { seat: usize },
}

impl RuleError {
    /// The rule this request breaks.
    pub fn rule(&self) -> Rule {
        match self {
            RuleError::BadRuleset { rule, .. }
            | RuleError::BadDeck { rule, .. }
            | RuleError::WrongDirection { rule, .. }
            | RuleError::BelowMinimum { rule, .. } => *rule,
            RuleError::NoSuchSeat { .. } => Rule::Co5,
            RuleError::GameOver => Rule::Co16,
            RuleError::NotYourTurn { .. } => Rule::Co5,
            RuleError::CardNotInHand { .. } => Rule::Co9,
            RuleError::NoSuchPile { .. } => Rule::Co1,
            RuleError::OneHelpCardPerTurn => Rule::Du4,
            RuleError::MustHelpOpponent { .. } => Rule::Du5,
            RuleError::NothingToUndo => Rule::Co11,
            RuleError::SignalsOnlyInCoop => Rule::Co13,
            RuleError::SeatDroppedOut { .. } => Rule::Co15,
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.rule())?;
        match self {
            RuleError::BadRuleset { reason, .. } | RuleError::BadDeck { reason, .. } => {
                f.write_str(reason)
            }
            RuleError::NoSuchSeat { seat, seats } => {
                write!(f, "there is no seat {seat}; this game has {seats}")
            }
            RuleError::GameOver => f.write_str("the game is over; no more moves"),
            RuleError::NotYourTurn { seat, to_move } => {
                write!(f, "it is seat {to_move}'s turn, not seat {seat}'s")
            }
            RuleError::CardNotInHand { card, seat } => {
                write!(f, "{card} is not in seat {seat}'s hand")
            }
            RuleError::NoSuchPile { pile, piles } => {
                write!(
                    f,
                    "there is no pile {pile}; the table has piles 0 to {}",
                    piles - 1
                )
            }
            RuleError::WrongDirection {
                card,
                top,
                direction,
                ..
            } => match direction {
                Direction::Ascending => write!(
                    f,
                    "{card} is not higher than {top} on an ascending pile, nor exactly 10 lower"
                ),
                Direction::Descending => write!(
                    f,
                    "{card} is not lower than {top} on a descending pile, nor exactly 10 higher"
                ),
            },
            RuleError::OneHelpCardPerTurn => f.write_str(
                "you have already played your one card on the opponent's piles this turn",
            ),
            RuleError::MustHelpOpponent {
                card,
                top,
                direction,
            } => match direction {
                Direction::Ascending => write!(
                    f,
                    "a card on the opponent's ascending pile must be lower than its top: {card} is not lower than {top}"
                ),
                Direction::Descending => write!(
                    f,
                    "a card on the opponent's descending pile must be higher than its top: {card} is not higher than {top}"
                ),
            },
            RuleError::BelowMinimum {
                played, required, ..
            } => write!(
                f,
                "this turn needs at least {required} card(s) played; {played} so far"
            ),
            RuleError::NothingToUndo => f.write_str("no card has been played this turn"),
            RuleError::SignalsOnlyInCoop => {
                f.write_str("pile signals are table talk of the co-operative game")
            }
            RuleError::SeatDroppedOut { seat } => {
                write!(f, "seat {seat} has played all its cards and left the game")
            }
        }
    }
}

impl std::error::Error for RuleError {}
