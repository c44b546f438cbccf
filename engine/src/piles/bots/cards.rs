//! Small card-set and pile arithmetic shared by the bots: a set of card
//! numbers is a `u128` bit mask, so counting the cards in a gap is one
//! `count_ones`.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::piles::rules::pile::{Direction, follows};

/// A hash map for the searches' small position keys: the standard SipHash
/// took about half of the turn search's time. Results never depend on a
/// map's order (the standard one is seeded at random per process).
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// A multiply-rotate hasher (as in rustc's `FxHasher`), not DoS-resistant:
/// the keys are the bots' own positions.
#[derive(Default)]
pub struct FastHasher(u64);

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(n.into());
    }

    fn write_u16(&mut self, n: u16) {
        self.add(n.into());
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
}

/// A set of card numbers (bit `c` stands for card `c`).
pub type CardSet = u128;

pub fn bit(card: u8) -> CardSet {
    1u128 << card
}

pub fn set_of(cards: &[u8]) -> CardSet {
    cards.iter().fold(0, |set, &card| set | bit(card))
}

/// The cards strictly between `low` and `high`.
pub fn between(low: u8, high: u8) -> CardSet {
    if high <= low.saturating_add(1) {
        return 0;
    }
    let below_high = (1u128 << high) - 1;
    let up_to_low = (1u128 << (low + 1)) - 1;
    below_high & !up_to_low
}

/// How a play moves a pile, counted in the cards of `live` it passes over.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Step {
    /// Live cards the play jumps over (the room it uses up).
    pub skipped: u32,
    /// Live cards a backwards trick gives back (R-CO-7).
    pub regained: u32,
    /// The raw number distance, negative for a trick.
    pub distance: i16,
    pub trick: bool,
}

/// The effect of `card` on a pile of `direction` showing `top`, if legal
/// (R-CO-6, R-CO-7).
pub fn step(direction: Direction, top: u8, card: u8, live: CardSet) -> Option<Step> {
    if !follows(direction, top, card) {
        return None;
    }
    let (forward, low, high) = match direction {
        Direction::Ascending => (card > top, top.min(card), top.max(card)),
        Direction::Descending => (card < top, top.min(card), top.max(card)),
    };
    let gap = (live & between(low, high)).count_ones();
    let distance = high as i16 - low as i16;
    Some(if forward {
        Step {
            skipped: gap,
            regained: 0,
            distance,
            trick: false,
        }
    } else {
        Step {
            skipped: 0,
            regained: gap,
            distance: -distance,
            trick: true,
        }
    })
}

/// The card that would trick the pile now, if it is a real card (R-CO-7).
pub fn trick_card(direction: Direction, top: u8, highest: u8) -> Option<u8> {
    let card = match direction {
        Direction::Ascending => top.checked_sub(10)?,
        Direction::Descending => top.checked_add(10)?,
    };
    (2..=highest).contains(&card).then_some(card)
}

/// P(none of `good` cards among `pool` is in a hand of `hand` cards drawn from it).
pub fn miss_probability(pool: u32, good: u32, hand: u32) -> f32 {
    if good == 0 {
        return 1.0;
    }
    if hand > pool.saturating_sub(good) {
        return 0.0;
    }
    let mut p = 1.0f32;
    for i in 0..hand {
        p *= (pool - good - i) as f32 / (pool - i) as f32;
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gaps_count_only_live_cards() {
        let live = set_of(&[5, 6, 9, 20]);
        let s = step(Direction::Ascending, 4, 10, live).unwrap();
        assert_eq!((s.skipped, s.trick, s.distance), (3, false, 6));
        let s = step(Direction::Ascending, 30, 20, live).unwrap();
        assert!(s.trick && s.regained == 0 && s.distance == -10);
        let s = step(Direction::Descending, 30, 4, live).unwrap();
        assert_eq!(s.skipped, 4);
        assert!(step(Direction::Descending, 30, 31, live).is_none());
    }

    #[test]
    fn miss_probability_is_hypergeometric() {
        assert_eq!(miss_probability(10, 0, 3), 1.0);
        assert_eq!(miss_probability(10, 8, 3), 0.0);
        let p = miss_probability(10, 2, 2);
        assert!((p - (8.0 / 10.0) * (7.0 / 9.0)).abs() < 1e-6);
    }

    /// The search keys (hand mask, pile tops) must spread over the hash
    /// values, or the maps degrade to lists.
    #[test]
    fn fast_hashes_of_search_keys_are_distinct() {
        use std::hash::BuildHasher;
        let build = BuildHasherDefault::<FastHasher>::default();
        let mut seen = std::collections::HashSet::new();
        let mut keys = 0;
        for mask in 0..256u16 {
            for top in [1u8, 17, 50, 99] {
                for other in [2u8, 60, 100] {
                    seen.insert(build.hash_one((mask, [top, 1, other, 100])));
                    keys += 1;
                }
            }
        }
        assert_eq!(seen.len(), keys);
    }
}
