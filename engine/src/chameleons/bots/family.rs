//! A family of greedy rules, the baseline rule among them: the take threshold
//! and how much a placement weighs what it gives the leader. The `expert`
//! plays the other seats out with members of this family, chosen by how well
//! each explains the moves that seat has made so far.

use super::baseline::Position;
use crate::chameleons::rules::game::{Action, Row};

/// One greedy rule of the family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Greedy {
    /// A row worth at least this much to the mover is taken (baseline: 2).
    pub take_at: i32,
    /// Quarters of the leader's gain a placement subtracts (baseline: 4).
    pub spoil: i32,
}

impl Greedy {
    /// The baseline rule itself.
    pub const BASELINE: Greedy = Greedy {
        take_at: 2,
        spoil: 4,
    };

    /// This rule's action at `position`.
    pub fn action(&self, position: &Position) -> Action {
        let me = position.player;
        if let Some(card) = position.drawn {
            let leader = position.leader_in_round();
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
            Some((value, row)) if !can_draw || value >= self.take_at => Action::Take { row },
            _ => Action::Draw,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chameleons::bots::baseline::greedy_action;
    use crate::chameleons::bots::{ChameleonLevel, make_chameleon_bot};
    use crate::chameleons::rules::deal::ChameleonDeal;
    use crate::chameleons::rules::game::{ChameleonConfig, ChameleonGame};
    use crate::chameleons::rules::scoring::ScoreSide;

    /// The family's baseline member is the baseline rule, move for move.
    #[test]
    fn the_baseline_member_plays_the_baseline_rule() {
        for (players, side) in [(2, ScoreSide::Purple), (4, ScoreSide::Brown)] {
            let config = ChameleonConfig::new(players, side);
            let mut game = ChameleonGame::new(config, ChameleonDeal::Seed(3)).unwrap();
            let mut bot = make_chameleon_bot(ChameleonLevel::Random, 8);
            while !game.is_over() {
                let player = game.current_player();
                let seen = game.observation(player);
                let position = Position::of_observation(&seen);
                assert_eq!(Greedy::BASELINE.action(&position), greedy_action(&position));
                game.apply(player, bot.decide(&seen)).unwrap();
            }
        }
    }
}
