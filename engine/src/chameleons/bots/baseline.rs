//! `baseline`: the greedy rule most published programs use (defined exactly
//! in `docs/AI.md`). It is also the policy the sampling bots play out with,
//! so it works on the bare parts of a position shared by an observation and
//! a sampled table.

use super::ChameleonBot;
use crate::chameleons::rules::cards::Card;
use crate::chameleons::rules::game::{Action, Row, Table};
use crate::chameleons::rules::observation::ChameleonObservation;
use crate::chameleons::rules::scoring::{Collection, ScoreSide, best_total, colour_mask};

/// A row worth at least this many points to the mover is taken at once.
pub const TAKE_THRESHOLD: i32 = 2;

/// The parts of a position the greedy rule reads.
pub struct Position<'a> {
    pub player: usize,
    pub rows: &'a [Row],
    pub collections: &'a [Collection],
    pub taken: &'a [Option<usize>],
    pub drawn: Option<Card>,
    pub mask: u8,
    pub side: ScoreSide,
}

impl<'a> Position<'a> {
    pub fn of_observation(o: &'a ChameleonObservation) -> Self {
        Position {
            player: o.player,
            rows: &o.rows,
            collections: &o.collections,
            taken: &o.taken,
            drawn: o.drawn,
            mask: colour_mask(&o.colours_in_play),
            side: o.config.side,
        }
    }

    /// The position of `table`'s player to act; `mask` of its colours.
    pub fn of_table(table: &'a Table, mask: u8) -> Self {
        Position {
            player: table.current,
            rows: &table.rows,
            collections: &table.collections,
            taken: &table.taken,
            drawn: table.drawn,
            mask,
            side: table.config.side,
        }
    }

    fn total(&self, collection: &Collection) -> i32 {
        best_total(
            collection.colours,
            collection.all_jokers(),
            collection.plus_twos,
            self.mask,
            self.side,
        )
        .0
    }

    /// What `cards` (plus `extra`) would change in `player`'s best total.
    pub fn gain(&self, player: usize, cards: &[Card], extra: Option<Card>) -> i32 {
        let before = self.collections[player];
        let mut after = before;
        for &card in cards.iter().chain(extra.iter()) {
            after.add(card);
        }
        self.total(&after) - self.total(&before)
    }

    /// The other player still in the round with the highest best total now
    /// (the lowest number on a tie).
    pub fn leader_in_round(&self) -> Option<usize> {
        (0..self.collections.len())
            .filter(|&p| p != self.player && self.taken[p].is_none())
            .max_by_key(|&p| (self.total(&self.collections[p]), std::cmp::Reverse(p)))
    }
}

/// The greedy rule's action at `position`.
pub fn greedy_action(position: &Position) -> Action {
    let me = position.player;
    if let Some(card) = position.drawn {
        let leader = position.leader_in_round();
        let mut best: Option<(i32, usize)> = None;
        for (row, r) in position.rows.iter().enumerate() {
            if !r.has_room() {
                continue;
            }
            let mine = position.gain(me, &r.cards, Some(card)) - position.gain(me, &r.cards, None);
            let theirs = leader.map_or(0, |l| {
                position.gain(l, &r.cards, Some(card)) - position.gain(l, &r.cards, None)
            });
            let value = mine - theirs;
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
        Some((value, row)) if !can_draw || value >= TAKE_THRESHOLD => Action::Take { row },
        _ => Action::Draw,
    }
}

pub struct BaselineBot;

impl ChameleonBot for BaselineBot {
    fn name(&self) -> &'static str {
        "baseline"
    }

    fn decide(&mut self, observation: &ChameleonObservation) -> Action {
        greedy_action(&Position::of_observation(observation))
    }
}
