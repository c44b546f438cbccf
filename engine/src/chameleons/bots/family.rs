//! A family of greedy rules, the baseline rule among them: the take threshold
//! and how much a placement weighs what it gives the others. The `expert`
//! plays the other seats out with members of this family, chosen by how well
//! each explains the moves that seat has made so far.

use super::baseline::Position;
use crate::chameleons::rules::cards::{CARD_KINDS, Card, Colour};
use crate::chameleons::rules::game::{Action, Row};

/// One greedy rule of the family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Greedy {
    /// A row worth at least this much to the mover is taken (baseline: 2).
    pub take_at: i32,
    /// Quarters of the leader's gain a placement subtracts (baseline: 4).
    pub spoil: i32,
    /// Subtract the largest gain among all others still in the round
    /// instead of the leader's (baseline: false).
    pub spoil_any: bool,
    /// Quarters of the mean gain of one unseen card added to the take
    /// threshold (baseline: 0): waiting is worth more while the cards to
    /// come are good for the mover, less while they hurt.
    pub wait: i32,
}

impl Greedy {
    /// The baseline rule itself.
    pub const BASELINE: Greedy = Greedy {
        take_at: 2,
        spoil: 4,
        spoil_any: false,
        wait: 0,
    };

    /// This rule's action at `position`; `unseen` holds the cards that may
    /// still come (read only when `wait` is not 0).
    pub fn action(&self, position: &Position, unseen: &[Card]) -> Action {
        let me = position.player;
        if let Some(card) = position.drawn {
            let leader = if self.spoil_any {
                None
            } else {
                position.leader_in_round()
            };
            let mut best: Option<(i32, usize)> = None;
            for (row, r) in position.rows.iter().enumerate() {
                if !r.has_room() {
                    continue;
                }
                let gain_of = |p: usize| {
                    position.gain(p, &r.cards, Some(card)) - position.gain(p, &r.cards, None)
                };
                let theirs = if self.spoil == 0 {
                    0
                } else if self.spoil_any {
                    (0..position.collections.len())
                        .filter(|&p| p != me && position.taken[p].is_none())
                        .map(gain_of)
                        .max()
                        .unwrap_or(0)
                } else {
                    leader.map_or(0, gain_of)
                };
                let value = 4 * gain_of(me) - self.spoil * theirs;
                if best.is_none_or(|(v, _)| value > v) {
                    best = Some((value, row));
                }
            }
            let (_, row) = best.expect("a drawn card always has a row with room");
            return Action::Place { row };
        }
        let mut best_take: Option<(i32, usize)> = None;
        for (row, r) in position.rows.iter().enumerate() {
            if r.can_be_taken() {
                let value = position.gain(me, &r.cards, None);
                if best_take.is_none_or(|(v, _)| value > v) {
                    best_take = Some((value, row));
                }
            }
        }
        let can_draw = position.rows.iter().any(Row::has_room);
        match best_take {
            Some((value, row)) if !can_draw || self.takes(position, value, unseen) => {
                Action::Take { row }
            }
            _ => Action::Draw,
        }
    }

    /// Is a row worth `value` to the mover good enough to take now?
    fn takes(&self, position: &Position, value: i32, unseen: &[Card]) -> bool {
        if self.wait == 0 {
            return value >= self.take_at;
        }
        let mut census = [0i32; CARD_KINDS];
        for &card in unseen {
            census[card.kind_index()] += 1;
        }
        let mut cards = 0;
        let mut gains = 0;
        for (kind, &count) in census.iter().enumerate() {
            if count > 0 && kind != Card::LastRound.kind_index() {
                cards += count;
                gains += count * position.gain(position.player, &[card_of_kind(kind)], None);
            }
        }
        // value >= take_at + wait/4 * gains/cards, in integers.
        cards == 0 || 4 * value * cards >= 4 * self.take_at * cards + self.wait * gains
    }
}

fn card_of_kind(kind: usize) -> Card {
    match kind {
        k if k < Colour::ALL.len() => Card::Chameleon(Colour::from_index(k)),
        7 => Card::Joker,
        8 => Card::GoldenJoker,
        _ => Card::PlusTwo,
    }
}
