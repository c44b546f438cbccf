//! The placement rules shared by the game, the observation a bot sees and
//! the search: which card may go on which pile, the turn's minimum and the
//! burning fires. Kept apart so none of them imports another for it.

use serde::{Deserialize, Serialize};

use super::action::Play;
use super::error::{Rule, RuleError};
use super::pile::Pile;
use super::ruleset::{Mode, Ruleset};

/// A burning fire card (R-FIRE-2) and its deadline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FireDeadline {
    pub pile: usize,
    pub card: u8,
    pub lit_by: usize,
    pub lit_turn: u32,
    /// The fire must be covered by the end of this turn.
    pub deadline_turn: u32,
    /// The seat that plays the deadline turn, as far as it is known now.
    pub deadline_seat: usize,
}

/// The minimum for a turn when the mover's draw pile holds `deck_left` cards.
pub(crate) fn required_for(ruleset: &Ruleset, deck_left: usize) -> (usize, Rule) {
    match ruleset.mode {
        Mode::Coop if deck_left == 0 => (1, Rule::Co14),
        _ => ruleset.minimum_with_deck(),
    }
}

/// May `seat` place `play.card` on `play.pile`, given the plays already made this
/// turn? (The card's presence in the hand is checked by the caller.)
pub(crate) fn check_placement(
    ruleset: &Ruleset,
    piles: &[Pile],
    seat: usize,
    turn_plays: &[Play],
    play: Play,
) -> Result<(), RuleError> {
    let Some(pile) = piles.get(play.pile) else {
        return Err(RuleError::NoSuchPile {
            pile: play.pile,
            piles: piles.len(),
        });
    };
    let top = pile.top();
    match pile.owner {
        Some(owner) if owner != seat => {
            let helped = turn_plays
                .iter()
                .any(|p| piles[p.pile].owner.is_some_and(|o| o != seat));
            if helped {
                return Err(RuleError::OneHelpCardPerTurn);
            }
            if !pile.accepts_help(play.card) {
                return Err(RuleError::MustHelpOpponent {
                    card: play.card,
                    top,
                    direction: pile.direction,
                });
            }
        }
        owner => {
            if !pile.accepts(play.card) {
                let rule = if owner.is_some() || ruleset.mode == Mode::Duel {
                    Rule::Du3
                } else {
                    Rule::Co6
                };
                return Err(RuleError::WrongDirection {
                    rule,
                    card: play.card,
                    top,
                    direction: pile.direction,
                });
            }
        }
    }
    Ok(())
}

pub(crate) fn legal_plays_for(
    ruleset: &Ruleset,
    piles: &[Pile],
    seat: usize,
    hand: &[u8],
    turn_plays: &[Play],
) -> Vec<Play> {
    let mut plays = Vec::new();
    for &card in hand {
        for pile in 0..piles.len() {
            let play = Play { card, pile };
            if check_placement(ruleset, piles, seat, turn_plays, play).is_ok() {
                plays.push(play);
            }
        }
    }
    plays
}

/// Uncovered fire cards with their deadlines. `next_seat` is the seat that will
/// take the turn after the one in progress.
pub(crate) fn fires_on(
    ruleset: &Ruleset,
    piles: &[Pile],
    turn: u32,
    to_move: usize,
    next_seat: usize,
) -> Vec<FireDeadline> {
    if !ruleset.on_fire {
        return Vec::new();
    }
    piles
        .iter()
        .enumerate()
        .filter_map(|(index, pile)| {
            let top = pile.cards.last()?;
            ruleset.is_fire(top.card).then(|| {
                let deadline_turn = top.turn + 1;
                FireDeadline {
                    pile: index,
                    card: top.card,
                    lit_by: top.seat,
                    lit_turn: top.turn,
                    deadline_turn,
                    deadline_seat: if deadline_turn <= turn {
                        to_move
                    } else {
                        next_seat
                    },
                }
            })
        })
        .collect()
}
