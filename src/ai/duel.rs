//! Duel bots (R-DU rules). The planner searches the whole turn: every order
//! of the two required cards, at most one help card on the opponent's piles
//! (R-DU-4, R-DU-5), then cheap extra cards. A help card is judged by what it
//! gives away (the opponent's cards it lets back onto their pile) against
//! what it earns (a hand refilled to 6 instead of 2 new cards, R-DU-9).

// Piles are few and indexed by number throughout; index loops read best.
#![allow(clippy::needless_range_loop)]

use std::collections::HashMap;

use super::cards::{CardSet, between, bit, set_of, step, trick_card};
use super::{Bot, BotAction};
use crate::rules::pile::{Direction, helps};
use crate::rules::ruleset::DUEL_HAND;
use crate::rules::search::{SearchPile, can_play};
use crate::rules::{Observation, Play};

#[derive(Debug, Clone, Copy)]
pub struct DuelParams {
    pub name: &'static str,
    /// Count jumps in own cards still to be placed, and gifts in the
    /// opponent's cards still to be placed (true), or in raw numbers.
    pub memory: bool,
    /// An extra card is played when it costs less than this.
    pub extra: f32,
    /// Cost per opponent card a help card lets back onto their pile.
    pub gift_weight: f32,
    /// Value of each card drawn beyond the usual 2 thanks to a help card.
    pub refill_value: f32,
    pub future_weight: f32,
    pub allow_help: bool,
    pub node_budget: usize,
}

impl DuelParams {
    pub fn normal() -> Self {
        DuelParams {
            name: "normal",
            memory: false,
            extra: 1.0,
            gift_weight: 0.5,
            refill_value: 0.8,
            future_weight: 0.0,
            allow_help: true,
            node_budget: 20_000,
        }
    }

    pub fn expert() -> Self {
        DuelParams {
            name: "expert",
            memory: true,
            extra: 0.5,
            gift_weight: 1.0,
            refill_value: 1.5,
            future_weight: 0.15,
            allow_help: true,
            node_budget: 20_000,
        }
    }
}

#[derive(Debug, Clone)]
pub struct DuelPlanner {
    pub params: DuelParams,
}

impl Bot for DuelPlanner {
    fn name(&self) -> &'static str {
        self.params.name
    }

    fn plan_turn(&mut self, obs: &Observation) -> Vec<BotAction> {
        if !obs.is_my_turn() || obs.piles.len() != 4 {
            return vec![BotAction::GiveUp];
        }
        let ctx = DuelContext::new(&self.params, obs);
        let mut search = DuelSearch {
            ctx: &ctx,
            memo: HashMap::new(),
            nodes: 0,
            best: None,
            path: Vec::new(),
        };
        search.visit(0, ctx.start_tops, ctx.live, false, false, 0.0);
        match search.best {
            Some((_, plays)) => plays
                .into_iter()
                .map(BotAction::Play)
                .chain([BotAction::EndTurn])
                .collect(),
            None => vec![BotAction::GiveUp],
        }
    }
}

struct DuelContext<'a> {
    params: &'a DuelParams,
    hand: Vec<u8>,
    dirs: [Direction; 4],
    own: [bool; 4],
    start_tops: [u8; 4],
    live: CardSet,
    opponent_live: CardSet,
    need: usize,
    deck_left: usize,
    /// A help card was already played this turn (by a caller mid-turn).
    helped_before: bool,
    own_before: bool,
}

impl<'a> DuelContext<'a> {
    fn new(params: &'a DuelParams, obs: &Observation) -> Self {
        let mut dirs = [Direction::Ascending; 4];
        let mut own = [false; 4];
        let mut start_tops = [0u8; 4];
        for (i, pile) in obs.piles.iter().enumerate() {
            dirs[i] = pile.direction;
            own[i] = pile.owner.is_none_or(|o| o == obs.seat);
            start_tops[i] = pile.top();
        }
        let all = set_of(&obs.ruleset.deck_cards());
        let (live, opponent_live) = if params.memory {
            (
                set_of(&obs.unseen_cards()) | set_of(&obs.hand),
                set_of(&obs.opponent_unplayed_cards()),
            )
        } else {
            (all, all)
        };
        let deck_left = obs.my_draw_pile_size();
        let mut need = obs.required.saturating_sub(obs.plays_this_turn.len());
        if deck_left == 0 {
            // Emptying the hand wins at once (R-DU-10).
            need = need.min(obs.hand.len());
        }
        let helped_before = obs.plays_this_turn.iter().any(|p| !own[p.pile]);
        let own_before = obs.plays_this_turn.iter().any(|p| own[p.pile]);
        DuelContext {
            params,
            hand: obs.hand.clone(),
            dirs,
            own,
            start_tops,
            live,
            opponent_live,
            need,
            deck_left,
            helped_before,
            own_before,
        }
    }

    fn own_cost(&self, pile: usize, top: u8, card: u8, live: CardSet) -> Option<(f32, bool)> {
        let s = step(self.dirs[pile], top, card, live & !bit(card))?;
        let tiebreak = 0.01 * s.distance as f32;
        Some(if s.trick {
            (-(s.regained as f32) + tiebreak, true)
        } else {
            (s.skipped as f32 + tiebreak, false)
        })
    }

    fn help_cost(&self, pile: usize, top: u8, card: u8) -> Option<f32> {
        if !helps(self.dirs[pile], top, card) {
            return None;
        }
        let gift = (self.opponent_live & between(top.min(card), top.max(card))).count_ones();
        Some(gift as f32 * self.params.gift_weight + 0.01 * (top.abs_diff(card)) as f32)
    }

    fn own_search_piles(&self, tops: &[u8; 4]) -> Vec<SearchPile> {
        (0..4)
            .filter(|&p| self.own[p])
            .map(|p| SearchPile {
                direction: self.dirs[p],
                top: tops[p],
                help_only: false,
            })
            .collect()
    }

    fn position_cost(&self, mask: u16, tops: &[u8; 4], live: CardSet, helped: bool) -> f32 {
        let remaining: Vec<u8> = (0..self.hand.len())
            .filter(|&i| mask & (1 << i) == 0)
            .map(|i| self.hand[i])
            .collect();
        if remaining.is_empty() && self.deck_left == 0 {
            return -1.0e6;
        }
        let mut cost = 0.0;
        if helped {
            let with_help = DUEL_HAND
                .saturating_sub(remaining.len())
                .min(self.deck_left);
            let plain = 2.min(self.deck_left);
            cost -= self.params.refill_value * with_help.saturating_sub(plain) as f32;
        }
        if self.deck_left == 0 {
            // Next turn must place 2 (or the last card) from what is left.
            let need = remaining.len().min(2);
            if !can_play(&remaining, &self.own_search_piles(tops), need, false) {
                cost += 1000.0;
            }
        }
        if self.params.future_weight > 0.0 {
            let mut future = 0.0;
            for &card in &remaining {
                let mut best = 30.0f32;
                for pile in 0..4 {
                    if !self.own[pile] {
                        continue;
                    }
                    if let Some((c, _)) = self.own_cost(pile, tops[pile], card, live) {
                        best = best.min(c);
                    }
                }
                future += best;
            }
            cost += self.params.future_weight * future;
        }
        cost
    }
}

struct DuelSearch<'c, 'a> {
    ctx: &'c DuelContext<'a>,
    memo: HashMap<(u16, [u8; 4], bool), f32>,
    nodes: usize,
    best: Option<(f32, Vec<Play>)>,
    path: Vec<Play>,
}

impl DuelSearch<'_, '_> {
    fn visit(
        &mut self,
        mask: u16,
        tops: [u8; 4],
        live: CardSet,
        helped: bool,
        own_play: bool,
        acc: f32,
    ) {
        let ctx = self.ctx;
        let played = self.path.len();
        let extras = played.saturating_sub(ctx.need) as f32;
        let value = acc - ctx.params.extra * extras;
        let key = (mask, tops, helped);
        if let Some(&seen) = self.memo.get(&key)
            && seen <= value + 1e-4
        {
            return;
        }
        self.memo.insert(key, value);
        let any_help = helped || ctx.helped_before;
        let valid_end = played >= ctx.need && (!any_help || own_play || ctx.own_before);
        let finished = mask.count_ones() as usize == ctx.hand.len() && ctx.deck_left == 0;
        if valid_end || finished {
            self.nodes += 1;
            let score = value + ctx.position_cost(mask, &tops, live, any_help);
            if self.best.as_ref().is_none_or(|(b, _)| score < *b - 1e-4) {
                self.best = Some((score, self.path.clone()));
            }
            if self.nodes > ctx.params.node_budget || finished {
                return;
            }
        }
        for i in 0..ctx.hand.len() {
            if mask & (1 << i) != 0 {
                continue;
            }
            let card = ctx.hand[i];
            for pile in 0..4 {
                let (cost, cheap) = if ctx.own[pile] {
                    let Some((cost, trick)) = ctx.own_cost(pile, tops[pile], card, live) else {
                        continue;
                    };
                    let partner = trick_card(ctx.dirs[pile], card, 59);
                    let sets_up = partner.is_some_and(|p| {
                        ctx.hand
                            .iter()
                            .enumerate()
                            .any(|(j, &c)| c == p && mask & (1 << j) == 0)
                    });
                    (cost, trick || sets_up || cost <= ctx.params.extra)
                } else {
                    if any_help || !ctx.params.allow_help {
                        continue;
                    }
                    let Some(cost) = ctx.help_cost(pile, tops[pile], card) else {
                        continue;
                    };
                    (cost, true)
                };
                if played >= ctx.need && !cheap {
                    continue;
                }
                let mut next = tops;
                next[pile] = card;
                self.path.push(Play::new(card, pile));
                self.visit(
                    mask | (1 << i),
                    next,
                    live & !bit(card),
                    helped || !ctx.own[pile],
                    own_play || ctx.own[pile],
                    acc + cost,
                );
                self.path.pop();
            }
        }
    }
}
