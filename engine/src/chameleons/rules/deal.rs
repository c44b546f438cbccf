//! Seeded, portable deals (R-CL-3 to R-CL-5, R-CL-14): the removed colours,
//! the starting cards, the first player and the deck order, all from one seed
//! with the project's own generator, so a seed means the same game everywhere.

use serde::{Deserialize, Serialize};

use super::cards::{CARDS_UNDER_LAST_ROUND, Card, Colour, shuffled_cards};
use super::error::{ChameleonError, ClRule};
use crate::core::random::{Pcg32, shuffle};

/// Where a game's cards come from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChameleonDeal {
    /// Everything drawn from this seed (see [`DealtCards::from_seed`]).
    Seed(u64),
    /// Spelt out card by card, for hand-made games, or for a person who picks
    /// their own starting colour (the ruling of R-CL-4).
    Cards(DealtCards),
}

/// A deal spelt out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealtCards {
    /// Colours out of the game: one with 3 players, two with 2, else none.
    pub removed: Vec<Colour>,
    /// Each player's starting colours: two each with 2 players, else one.
    pub starting: Vec<Vec<Colour>>,
    pub first_player: usize,
    /// The deck from its top card down, the last-round card included as the
    /// 17th card from the bottom (R-CL-5).
    pub deck: Vec<Card>,
}

/// The generator stream of chameleon deals ("CHAMELEO").
const STREAM: u64 = 0x4348_414D_454C_454F;

/// Colours removed for `players` players (R-CL-3, R-CL-14).
pub fn removed_colour_count(players: usize) -> usize {
    match players {
        2 => 2,
        3 => 1,
        _ => 0,
    }
}

/// Starting cards per player (R-CL-4, R-CL-14).
pub fn starting_cards_per_player(players: usize) -> usize {
    if players == 2 { 2 } else { 1 }
}

impl DealtCards {
    /// The deal of `seed` for `players` players: the colours are shuffled;
    /// the first ones leave the game, the next ones are the starting cards
    /// (R-CL-4's ruling: drawn at random); then a first player; then the
    /// remaining cards are shuffled and the last-round card goes 17th from
    /// the bottom (R-CL-5).
    pub fn from_seed(seed: u64, players: usize) -> DealtCards {
        DealtCards::deal(seed, players, None)
    }

    /// The deal of `seed` where `player` picks `colour` as (one of) their
    /// starting colours before the bots (R-CL-4's ruling): the chosen colour
    /// trades places with the one the seed gave that seat, then the deal goes
    /// on as [`DealtCards::from_seed`] does.
    pub fn from_seed_choosing(
        seed: u64,
        players: usize,
        player: usize,
        colour: Colour,
    ) -> DealtCards {
        DealtCards::deal(seed, players, Some((player, colour)))
    }

    fn deal(seed: u64, players: usize, choice: Option<(usize, Colour)>) -> DealtCards {
        let mut rng = Pcg32::new(seed, STREAM.wrapping_add(players as u64));
        let mut colours = Colour::ALL.to_vec();
        shuffle(&mut colours, &mut rng);
        let removed_count = removed_colour_count(players);
        let per_player = starting_cards_per_player(players);
        if let Some((player, colour)) = choice.filter(|&(p, _)| p < players) {
            let slot = removed_count + player * per_player;
            let from = colours
                .iter()
                .position(|&c| c == colour)
                .expect("every colour");
            // Already one of this seat's starting colours: nothing to trade.
            if !(slot..slot + per_player).contains(&from) {
                colours.swap(slot, from);
            }
        }
        let removed: Vec<Colour> = colours[..removed_count].to_vec();
        let starting: Vec<Vec<Colour>> = (0..players)
            .map(|p| {
                let from = removed_count + p * per_player;
                let mut own = colours[from..from + per_player].to_vec();
                own.sort();
                own
            })
            .collect();
        let first_player = rng.below(players as u32) as usize;
        let mut in_play: Vec<Colour> = colours[removed_count..].to_vec();
        in_play.sort();
        let dealt: Vec<Colour> = starting.iter().flatten().copied().collect();
        let mut cards = shuffled_cards(&in_play, &dealt);
        shuffle(&mut cards, &mut rng);
        let split = cards.len() - CARDS_UNDER_LAST_ROUND;
        cards.insert(split, Card::LastRound);
        DealtCards {
            removed,
            starting,
            first_player,
            deck: cards,
        }
    }

    /// The colours left in the game, in colour order.
    pub fn colours_in_play(&self) -> Vec<Colour> {
        Colour::ALL
            .into_iter()
            .filter(|c| !self.removed.contains(c))
            .collect()
    }

    /// Checks the deal against the set-up rules for `players` players.
    pub fn validate(&self, players: usize) -> Result<(), ChameleonError> {
        let bad = |rule, reason: String| Err(ChameleonError::BadDeal { rule, reason });
        let removed_rule = if players == 2 {
            ClRule::Cl14
        } else {
            ClRule::Cl3
        };
        if self.removed.len() != removed_colour_count(players) {
            return bad(
                removed_rule,
                format!(
                    "{players} players play without {} colour(s), not {}",
                    removed_colour_count(players),
                    self.removed.len()
                ),
            );
        }
        for (index, colour) in self.removed.iter().enumerate() {
            if self.removed[..index].contains(colour) {
                return bad(removed_rule, format!("{} is removed twice", colour.name()));
            }
        }
        let start_rule = if players == 2 {
            ClRule::Cl14
        } else {
            ClRule::Cl4
        };
        if self.starting.len() != players {
            return bad(
                start_rule,
                format!(
                    "{} starting collections for {players} players",
                    self.starting.len()
                ),
            );
        }
        let per_player = starting_cards_per_player(players);
        let mut seen: Vec<Colour> = Vec::new();
        for (player, own) in self.starting.iter().enumerate() {
            if own.len() != per_player {
                return bad(
                    start_rule,
                    format!(
                        "player {player} starts with {} card(s), not {per_player}",
                        own.len()
                    ),
                );
            }
            for colour in own {
                if self.removed.contains(colour) {
                    return bad(
                        start_rule,
                        format!("starting colour {} is out of the game", colour.name()),
                    );
                }
                if seen.contains(colour) {
                    return bad(
                        start_rule,
                        format!("starting colour {} is dealt twice", colour.name()),
                    );
                }
                seen.push(*colour);
            }
        }
        if self.first_player >= players {
            return bad(
                ClRule::Cl5,
                format!("first player {} of {players}", self.first_player),
            );
        }
        let mut expected = shuffled_cards(&self.colours_in_play(), &seen);
        expected.push(Card::LastRound);
        expected.sort();
        let mut given = self.deck.clone();
        given.sort();
        if given != expected {
            return bad(
                ClRule::Cl5,
                format!(
                    "the deck must hold the {} cards left after set-up, each once",
                    expected.len()
                ),
            );
        }
        let position = self.deck.iter().position(|&c| c == Card::LastRound);
        if position != Some(self.deck.len() - CARDS_UNDER_LAST_ROUND - 1) {
            return bad(
                ClRule::Cl5,
                format!(
                    "the last-round card must have exactly {CARDS_UNDER_LAST_ROUND} cards under it"
                ),
            );
        }
        Ok(())
    }
}

impl ChameleonDeal {
    /// The deal spelt out for `players` players.
    pub fn resolve(&self, players: usize) -> DealtCards {
        match self {
            ChameleonDeal::Seed(seed) => DealtCards::from_seed(*seed, players),
            ChameleonDeal::Cards(cards) => cards.clone(),
        }
    }
}
