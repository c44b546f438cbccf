//! The number piles' deals: a seeded deal shuffles each deck with the
//! engine's portable generator (`crate::core::random`), so a seed means the
//! same deal on every machine and in every future version.

use serde::{Deserialize, Serialize};

use super::error::{Rule, RuleError};
use super::ruleset::{Mode, Ruleset};

pub use crate::core::random::{Pcg32, shuffle};

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
