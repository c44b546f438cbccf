//! The piles on the table and what may be placed on them.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    Ascending,
    Descending,
}

/// One card as it lies on a pile: who played it and in which turn (0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub card: u8,
    pub seat: usize,
    pub turn: u32,
}

/// A pile: its direction card and everything played on it, oldest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pile {
    pub direction: Direction,
    /// The value of the direction card (1, 100, or 60 in Duel): the initial top.
    pub start: u8,
    /// Duel: the seat the pile belongs to. Co-operative piles belong to nobody.
    pub owner: Option<usize>,
    pub cards: Vec<Placed>,
}

impl Pile {
    pub fn new(direction: Direction, start: u8, owner: Option<usize>) -> Self {
        Pile {
            direction,
            start,
            owner,
            cards: Vec::new(),
        }
    }

    /// The value showing on top (the direction card's while the pile is empty).
    pub fn top(&self) -> u8 {
        self.cards.last().map_or(self.start, |placed| placed.card)
    }

    /// R-CO-6 and R-CO-7: does `card` follow the pile, or trick it by exactly 10?
    pub fn accepts(&self, card: u8) -> bool {
        follows(self.direction, self.top(), card)
    }

    /// R-DU-5: does `card` help the pile's owner (move the pile back)?
    pub fn accepts_help(&self, card: u8) -> bool {
        helps(self.direction, self.top(), card)
    }

    /// The card a backwards trick would need now (R-CO-7), if such a card exists
    /// in a deck whose highest number card is `highest_card`.
    pub fn trick_target(&self, highest_card: u8) -> Option<u8> {
        let top = self.top();
        let target = match self.direction {
            Direction::Ascending => top.checked_sub(10)?,
            Direction::Descending => top.checked_add(10)?,
        };
        (2..=highest_card).contains(&target).then_some(target)
    }
}

/// R-CO-6 and R-CO-7 for a pile of `direction` showing `top`.
pub fn follows(direction: Direction, top: u8, card: u8) -> bool {
    match direction {
        Direction::Ascending => card > top || card as i16 == top as i16 - 10,
        Direction::Descending => card < top || card as i16 == top as i16 + 10,
    }
}

/// R-DU-5: the help card moves the opponent's pile back.
pub fn helps(direction: Direction, top: u8, card: u8) -> bool {
    match direction {
        Direction::Ascending => card < top,
        Direction::Descending => card > top,
    }
}

/// How far `card` moves a pile showing `top`: positive means the pile used up
/// that much room, negative means a backwards trick gained room.
pub fn distance(direction: Direction, top: u8, card: u8) -> i16 {
    match direction {
        Direction::Ascending => card as i16 - top as i16,
        Direction::Descending => top as i16 - card as i16,
    }
}
