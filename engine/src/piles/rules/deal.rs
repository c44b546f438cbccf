//! Portable shuffling: a seed means the same deal on every machine and in every
//! future version, so the generator and the shuffle are written out here rather
//! than borrowed from a crate whose algorithms may change between releases.

use serde::{Deserialize, Serialize};

use super::error::{Rule, RuleError};
use super::ruleset::{Mode, Ruleset};

/// PCG-XSH-RR 32 (O'Neill, 2014) with the reference seeding procedure.
#[derive(Debug, Clone)]
pub struct Pcg32 {
    state: u64,
    increment: u64,
}

const PCG_MULTIPLIER: u64 = 6_364_136_223_846_793_005;

impl Pcg32 {
    /// Seeds as the reference `pcg32_srandom_r(initstate, initseq)` does.
    pub fn new(initstate: u64, initseq: u64) -> Self {
        let mut rng = Pcg32 {
            state: 0,
            increment: (initseq << 1) | 1,
        };
        rng.next_u32();
        rng.state = rng.state.wrapping_add(initstate);
        rng.next_u32();
        rng
    }

    pub fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.state = old
            .wrapping_mul(PCG_MULTIPLIER)
            .wrapping_add(self.increment);
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        let rot = (old >> 59) as u32;
        xorshifted.rotate_right(rot)
    }

    /// Unbiased integer in `0..bound` (the reference `pcg32_boundedrand_r`).
    pub fn below(&mut self, bound: u32) -> u32 {
        debug_assert!(bound > 0);
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let r = self.next_u32();
            if r >= threshold {
                return r % bound;
            }
        }
    }
}

/// Fisher–Yates, from the back, with `Pcg32::below`.
pub fn shuffle<T>(items: &mut [T], rng: &mut Pcg32) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

/// Where a game's cards come from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deal {
    /// Shuffled from this seed (see [`shuffled_deck`]).
    Seed(u64),
    /// Explicit deck orders, for hand-made scenarios: one deck in co-operative
    /// play, one per seat in Duel. Each lists the cards in the order they leave
    /// the deck: the first hand, then the next hand, …, then the draw pile from
    /// its top down.
    Decks(Vec<Vec<u8>>),
}

/// The stream of the generator used for deck `deck_index` of a seeded deal.
const STREAM_BASE: u64 = 0x5049_4C45_4649_5245; // "PILEFIRE"

/// The cards `cards` (in ascending order) shuffled for deck `deck_index` of `seed`.
pub fn shuffled_deck(seed: u64, deck_index: usize, mut cards: Vec<u8>) -> Vec<u8> {
    let mut rng = Pcg32::new(seed, STREAM_BASE.wrapping_add(deck_index as u64));
    shuffle(&mut cards, &mut rng);
    cards
}

/// The deck order(s) of a deal, checked against the cards of the ruleset.
pub(crate) fn deck_orders(ruleset: &Ruleset, deal: &Deal) -> Result<Vec<Vec<u8>>, RuleError> {
    let cards = ruleset.deck_cards();
    match deal {
        Deal::Seed(seed) => Ok((0..ruleset.deck_count())
            .map(|deck| shuffled_deck(*seed, deck, cards.clone()))
            .collect()),
        Deal::Decks(decks) => {
            let rule = match ruleset.mode {
                Mode::Coop => Rule::Co2,
                Mode::Duel => Rule::Du1,
            };
            if decks.len() != ruleset.deck_count() {
                return Err(RuleError::BadDeck {
                    rule,
                    reason: format!(
                        "this game uses {} deck(s), the deal lists {}",
                        ruleset.deck_count(),
                        decks.len()
                    ),
                });
            }
            for (index, deck) in decks.iter().enumerate() {
                let mut sorted = deck.clone();
                sorted.sort_unstable();
                if sorted != cards {
                    let missing: Vec<u8> = cards
                        .iter()
                        .copied()
                        .filter(|c| !deck.contains(c))
                        .collect();
                    let strange: Vec<u8> = deck
                        .iter()
                        .copied()
                        .filter(|c| !cards.contains(c))
                        .collect();
                    return Err(RuleError::BadDeck {
                        rule,
                        reason: format!(
                            "deck {index} must hold each of the cards {} to {} exactly once \
                             (it has {} cards; missing {missing:?}; not in the game {strange:?})",
                            cards[0],
                            cards[cards.len() - 1],
                            deck.len()
                        ),
                    });
                }
            }
            Ok(decks.clone())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_draws_stay_in_range() {
        let mut rng = Pcg32::new(7, 1);
        for bound in 1..200 {
            assert!(rng.below(bound) < bound);
        }
    }
}
