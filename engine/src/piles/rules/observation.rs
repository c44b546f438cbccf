//! What one seat may see: the only input a bot ever receives.

use serde::{Deserialize, Serialize};

use super::action::{Play, SignalMark};
use super::error::RuleError;
use super::outcome::Outcome;
use super::pile::Pile;
use super::placement::{FireDeadline, check_placement, legal_plays_for};
use super::ruleset::{Mode, Ruleset};

/// Exactly what seat `seat` may see: its own hand, the whole table, the sizes of
/// the other hands and draw piles, signals and fire deadlines. Never the order
/// of a draw pile or another seat's cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Observation {
    pub ruleset: Ruleset,
    pub seat: usize,
    pub to_move: usize,
    pub turn: u32,
    /// This seat's hand, sorted.
    pub hand: Vec<u8>,
    /// Every pile with its full history.
    pub piles: Vec<Pile>,
    pub hand_sizes: Vec<usize>,
    /// One in co-op, one per seat in Duel.
    pub draw_pile_sizes: Vec<usize>,
    pub signals: Vec<SignalMark>,
    pub fires: Vec<FireDeadline>,
    /// The plays of the turn in progress (seen by everyone at the table).
    pub plays_this_turn: Vec<Play>,
    /// The minimum of the turn in progress.
    pub required: usize,
    pub outcome: Option<Outcome>,
}

impl Observation {
    pub fn is_my_turn(&self) -> bool {
        self.outcome.is_none() && self.seat == self.to_move
    }

    /// Would `play` from this seat's hand be legal now?
    pub fn check_play(&self, play: Play) -> Result<(), RuleError> {
        if !self.hand.contains(&play.card) {
            return Err(RuleError::CardNotInHand {
                card: play.card,
                seat: self.seat,
            });
        }
        check_placement(
            &self.ruleset,
            &self.piles,
            self.seat,
            &self.plays_this_turn,
            play,
        )
    }

    /// Every single play this seat could make now (empty when it is not its turn).
    pub fn legal_plays(&self) -> Vec<Play> {
        if !self.is_my_turn() {
            return Vec::new();
        }
        legal_plays_for(
            &self.ruleset,
            &self.piles,
            self.seat,
            &self.hand,
            &self.plays_this_turn,
        )
    }

    /// The draw pile this seat draws from.
    pub fn my_draw_pile_size(&self) -> usize {
        match self.ruleset.mode {
            Mode::Coop => self.draw_pile_sizes[0],
            Mode::Duel => self.draw_pile_sizes[self.seat],
        }
    }

    /// Cards that are on no pile and not in this hand: in co-op the other hands
    /// and the draw pile; in Duel this seat's own draw pile (known as a set).
    pub fn unseen_cards(&self) -> Vec<u8> {
        self.unplayed_cards_of(self.seat)
            .into_iter()
            .filter(|card| !self.hand.contains(card))
            .collect()
    }

    /// Duel: the cards the opponent still has to place (hand and draw pile).
    /// Empty in co-op, which has no opponent.
    pub fn opponent_unplayed_cards(&self) -> Vec<u8> {
        match (self.ruleset.mode, 1usize.checked_sub(self.seat)) {
            (Mode::Duel, Some(opponent)) => self.unplayed_cards_of(opponent),
            _ => Vec::new(),
        }
    }

    /// Cards of `seat`'s deck not yet on any pile (co-op: the one shared deck).
    fn unplayed_cards_of(&self, seat: usize) -> Vec<u8> {
        let mut on_piles = [false; 101];
        for pile in &self.piles {
            for placed in &pile.cards {
                let counts = match self.ruleset.mode {
                    Mode::Coop => true,
                    Mode::Duel => placed.seat == seat,
                };
                if counts {
                    on_piles[placed.card as usize] = true;
                }
            }
        }
        self.ruleset
            .deck_cards()
            .into_iter()
            .filter(|&card| !on_piles[card as usize])
            .collect()
    }
}
