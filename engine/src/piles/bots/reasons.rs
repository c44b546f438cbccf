//! Why a turn went as it did, in facts the whole table saw: the cards
//! played, the piles, the fires and the signals. Read from the position
//! before the turn and the turn's recorded moves, never from a hand, so a
//! reason can never tell a number a teammate still holds (R-CO-12): the
//! table-talk log may say only what table talk may. The Duel computer
//! explains itself in the same public facts.

use crate::piles::rules::{Direction, Move, Observation, Play, Signal, TurnEnd, TurnRecord};

/// One thing worth saying about a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// Played `card` on `pile`; `trick_from` is the top it went back from
    /// by exactly 10 (R-CO-7), if it was a trick.
    Played {
        card: u8,
        pile: usize,
        trick_from: Option<u8>,
    },
    /// Covered the fire card `fire` on `pile` before it burned (R-FIRE-2).
    CoveredFire { pile: usize, fire: u8 },
    /// Played nothing on `pile`, which `seat` asked to be left to them.
    LeftAsAsked { pile: usize, seat: usize },
    /// Played `count` cards more than the turn required.
    Extra { count: usize },
    /// Played just the `count` cards the turn required, keeping room.
    JustTheMinimum { count: usize },
    /// Placed a signal on its own account (R-CO-13).
    Signalled { pile: usize, signal: Signal },
    /// Gave up: it could not play the turn's minimum.
    GaveUp,
    /// Duel: played one card on the opponent's `pile`, so it draws back up
    /// to six rather than two (R-DU-9).
    HelpedToDrawSix { pile: usize },
}

/// The reasons for `turn`, played from the position `before` shows (any
/// seat's observation: only what is public is read).
pub fn reasons(before: &Observation, turn: &TurnRecord) -> Vec<Reason> {
    let mut tops: Vec<u8> = before.piles.iter().map(|pile| pile.top()).collect();
    let mut said = Vec::new();
    let mut plays: Vec<Play> = Vec::new();
    for step in &turn.moves {
        match *step {
            Move::Play { card, pile } => {
                let top = tops[pile];
                let back = match before.piles[pile].direction {
                    Direction::Ascending => top.checked_sub(10) == Some(card),
                    Direction::Descending => top.checked_add(10) == Some(card),
                };
                said.push(Reason::Played {
                    card,
                    pile,
                    trick_from: back.then_some(top),
                });
                tops[pile] = card;
                plays.push(Play::new(card, pile));
            }
            Move::Signal {
                seat,
                pile,
                signal: Some(signal),
            } if seat == turn.seat => said.push(Reason::Signalled { pile, signal }),
            Move::Signal { .. } => {}
        }
    }
    for fire in &before.fires {
        if plays.iter().any(|play| play.pile == fire.pile) {
            said.push(Reason::CoveredFire {
                pile: fire.pile,
                fire: fire.card,
            });
        }
    }
    for mark in &before.signals {
        let untouched = !plays.iter().any(|play| play.pile == mark.pile);
        if mark.signal == Signal::LeaveToMe && mark.seat != turn.seat && untouched {
            said.push(Reason::LeftAsAsked {
                pile: mark.pile,
                seat: mark.seat,
            });
        }
    }
    let helped = plays.iter().find(|play| {
        before.piles[play.pile]
            .owner
            .is_some_and(|owner| owner != turn.seat)
    });
    if let Some(play) = helped {
        said.push(Reason::HelpedToDrawSix { pile: play.pile });
    }
    if turn.end == TurnEnd::GiveUp {
        said.push(Reason::GaveUp);
    } else if turn.end == TurnEnd::Draw {
        let required = before.required;
        // Duel: each seat draws from its own pile.
        let deck = match before.draw_pile_sizes.as_slice() {
            [shared] => *shared,
            each => each.get(turn.seat).copied().unwrap_or(0),
        };
        let deck_left = deck > 0;
        if plays.len() > required {
            said.push(Reason::Extra {
                count: plays.len() - required,
            });
        } else if deck_left && plays.len() == required {
            said.push(Reason::JustTheMinimum { count: required });
        }
    }
    said
}
