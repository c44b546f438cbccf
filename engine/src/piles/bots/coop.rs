//! The co-operative planner behind `normal` and `expert`: it searches the
//! whole turn at once (every order of the required plays, then cheap extra
//! plays and trick set-ups), scores each end position, places signals for the
//! others, and in solitaire solves the endgame exactly once the deck is empty.

// Piles are few and indexed by number throughout; index loops read best.
#![allow(clippy::needless_range_loop)]

use rand::SeedableRng;
use rand::rngs::StdRng;

mod endgame;
mod fire;
pub use fire::lit_fire_risks;
mod signals;
#[cfg(test)]
mod tests;

use super::Bot;
use super::cards::{CardSet, FastMap, between, bit, miss_probability, set_of, step, trick_card};
use super::lookahead::{Budget, Policy};
use crate::piles::rules::Action;
use crate::piles::rules::pile::Direction;
use crate::piles::rules::{Observation, Play, Ruleset, Signal};

/// Knobs that tell the levels apart.
#[derive(Debug, Clone, Copy)]
pub struct CoopParams {
    pub name: &'static str,
    /// Count a jump in cards still to be played (true) or in raw numbers.
    pub memory: bool,
    /// An extra card is worth playing when it costs less than this (solitaire).
    pub extra_solo: f32,
    /// The same with 2-5 seats while the deck lasts.
    pub extra_deck: f32,
    /// The same with 2-5 seats once the deck is empty.
    pub extra_empty: f32,
    /// The three above for the professional variant (minimum 3, R-PRO-1);
    /// screened apart, and for now the same values as the standard ones.
    pub extra_pro: [f32; 3],
    /// Cost added for a play on a pile another seat asked to be left alone.
    pub leave_penalty: f32,
    /// Cost per skipped card on a pile another seat marked "small jumps".
    pub small_jump_factor: f32,
    pub place_signals: bool,
    pub read_signals: bool,
    /// Weight of a trick's regained room against a jump's used room.
    pub trick_weight: f32,
    /// Cost of jumping over a live card by how many piles it still fits
    /// (index 1 to 4; index 0 > 0 switches the weighting on).
    pub place_weights: [f32; 5],
    /// Cost of a fire card certain to stay uncovered.
    pub fire_weight: f32,
    /// Solitaire with an empty deck: search every remaining play exactly.
    pub solo_endgame: bool,
    /// Search nodes per turn beyond the required plays.
    pub node_budget: usize,
    /// Turns the look-ahead compares (1: no look-ahead).
    pub candidates: usize,
    /// Sampled deals of the hidden cards per compared turn in solitaire.
    pub samples: usize,
    /// The same with 2-5 seats, where each play-out costs more.
    pub samples_multi: usize,
    /// Turns compared and play-out policy in games with 2-5 seats without
    /// the professional variant, On Fire included (the others keep
    /// `candidates` and the classic policy).
    pub plain_candidates: usize,
    pub plain_policy: Policy,
    /// Sampled deals without the professional variant, solitaire then 2-5
    /// seats (the professional variant and solitaire On Fire keep a fixed
    /// count).
    pub plain_schedule: [Schedule; 2],
}

/// Where a plain game spends its sampled deals, in quarters of `samples`
/// (solitaire) or `samples_multi`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Schedule {
    /// Deals first, and at most while the leading two turns stay close.
    pub first_quarters: usize,
    pub most_quarters: usize,
    /// Close: within this many standard errors of each other.
    pub z: f32,
    /// With at most this many cards in the draw pile, `late_factor` times
    /// as many deals (each decision then decides more of the game).
    pub late_deck: usize,
    pub late_factor: usize,
}

impl Schedule {
    pub const FIXED: Schedule = Schedule {
        first_quarters: 4,
        most_quarters: 4,
        z: 0.0,
        late_deck: 0,
        late_factor: 1,
    };
}

impl CoopParams {
    pub fn normal() -> Self {
        CoopParams {
            name: "normal",
            memory: false,
            extra_solo: 1.5,
            extra_deck: 3.5,
            extra_empty: 6.5,
            extra_pro: [1.5, 3.5, 6.5],
            leave_penalty: 8.0,
            small_jump_factor: 0.5,
            place_signals: true,
            read_signals: true,
            trick_weight: 1.0,
            place_weights: [0.0; 5],
            fire_weight: 30.0,
            solo_endgame: false,
            node_budget: 20_000,
            candidates: 1,
            samples: 0,
            samples_multi: 0,
            plain_candidates: 1,
            plain_policy: Policy::CLASSIC,
            plain_schedule: [Schedule::FIXED; 2],
        }
    }

    pub fn expert() -> Self {
        CoopParams {
            name: "expert",
            memory: true,
            extra_solo: 1.0,
            extra_deck: 1.0,
            extra_empty: 2.0,
            // 1 / 3 / 4.5 won more on 300 deals with 3 seats but fewer on
            // 2000 with 3, 4 and 5 seats (docs/AI.md, professional).
            extra_pro: [1.0, 1.0, 2.0],
            leave_penalty: 8.0,
            small_jump_factor: 0.5,
            place_signals: true,
            read_signals: true,
            trick_weight: 1.0,
            place_weights: [1.0, 8.0, 2.0, 1.0, 0.5],
            fire_weight: 30.0,
            solo_endgame: true,
            node_budget: 20_000,
            candidates: 4,
            samples: 256,
            samples_multi: 64,
            plain_candidates: 4,
            // Screened on 300 deals (docs/AI.md, expert, stronger play-outs).
            plain_policy: Policy {
                leave_cost: 8,
                weighted: true,
            },
            // Screened on 300 deals and checked on 2000 (docs/AI.md, expert,
            // where the samples go): solitaire 128 deals, up to 384 while
            // the leading two turns stay within 2 standard errors, twice
            // that with at most 10 cards to draw; 2-5 seats 64, up to 192
            // (up to 256 won a little more but took the median turn past
            // 10 ms on a quiet machine).
            plain_schedule: [
                Schedule {
                    first_quarters: 2,
                    most_quarters: 6,
                    z: 2.0,
                    late_deck: 10,
                    late_factor: 2,
                },
                Schedule {
                    first_quarters: 4,
                    most_quarters: 12,
                    z: 2.0,
                    late_deck: 0,
                    late_factor: 1,
                },
            ],
        }
    }
}

#[derive(Debug)]
pub struct CoopPlanner {
    pub params: CoopParams,
    rng: StdRng,
}

impl CoopPlanner {
    pub fn new(params: CoopParams, seed: u64) -> Self {
        CoopPlanner {
            params,
            rng: StdRng::seed_from_u64(seed),
        }
    }
}

impl Bot for CoopPlanner {
    fn name(&self) -> &'static str {
        self.params.name
    }

    fn plan_turn(&mut self, observation: &Observation) -> Vec<Action> {
        plan_coop_turn(&self.params, observation, &mut self.rng)
    }
}

/// What the search needs to know about the table, fixed for the turn.
struct Context<'a> {
    params: &'a CoopParams,
    obs: &'a Observation,
    hand: Vec<u8>,
    dirs: [Direction; 4],
    start_tops: [u8; 4],
    /// Cards not on a pile at the start of the turn (with `memory` off: all).
    live: CardSet,
    need: usize,
    threshold: f32,
    /// Extra cost for a non-trick play on each pile: (flat, per skipped card).
    pile_cost: [(f32, f32); 4],
    /// Fire cards that must be covered before this turn ends (R-FIRE-2).
    must_cover: [Option<u8>; 4],
    /// The next seat to play (me in solitaire) and its hand size.
    next_hand: u32,
    solo: bool,
    deck_left: usize,
    highest: u8,
}

pub fn plan_coop_turn(params: &CoopParams, obs: &Observation, rng: &mut StdRng) -> Vec<Action> {
    if !obs.is_my_turn() || obs.piles.len() != 4 {
        return vec![Action::GiveUp];
    }
    let ctx = Context::new(params, obs);
    let (count, policy) = look_ahead(params, &obs.ruleset);
    let plays = if ctx.solo && ctx.deck_left == 0 && params.solo_endgame {
        endgame::solo_endgame(&ctx)
    } else if count > 1 && params.samples > 0 {
        let candidates = candidate_turns(&ctx, count);
        super::lookahead::best_of(obs, &candidates, budget(&ctx), policy, rng)
    } else {
        search_turn(&ctx)
    };
    let Some(plays) = plays else {
        return vec![Action::GiveUp];
    };
    let mut actions: Vec<Action> = plays.iter().map(|&play| Action::Play(play)).collect();
    if params.place_signals && !ctx.solo {
        actions.extend(signals::signal_actions(&ctx, &plays));
    }
    actions.push(Action::EndTurn);
    actions
}

/// The turns compared and the play-out policy for `ruleset`: the
/// professional variant keeps the classic policy (measured apart), and so
/// does solitaire, where the new one won no more (27.9% against 27.6% of
/// 2000 deals) for 40% more time. On Fire with 2-5 seats uses the new one
/// (the play-outs keep the fire rule): 21 more wins of 1000 with 3 seats and
/// 18 more with 5 (docs/AI.md, On Fire).
pub(crate) fn look_ahead(params: &CoopParams, ruleset: &Ruleset) -> (usize, Policy) {
    if ruleset.professional || ruleset.seats == 1 {
        (params.candidates, Policy::CLASSIC)
    } else {
        (params.plain_candidates, params.plain_policy)
    }
}

/// The sampled deals for this turn's comparison.
fn budget(ctx: &Context) -> Budget {
    let params = ctx.params;
    let (base, schedule) = if ctx.solo {
        (params.samples, params.plain_schedule[0])
    } else {
        (params.samples_multi, params.plain_schedule[1])
    };
    let ruleset = &ctx.obs.ruleset;
    // On Fire with 2-5 seats follows the schedule too (docs/AI.md, On Fire,
    // seventh round); solitaire On Fire was not screened with it.
    if ruleset.professional || (ruleset.on_fire && ctx.solo) {
        return Budget::fixed(base);
    }
    let late = if ctx.deck_left <= schedule.late_deck {
        schedule.late_factor
    } else {
        1
    };
    Budget {
        first: base * schedule.first_quarters * late / 4,
        most: base * schedule.most_quarters * late / 4,
        z: schedule.z,
    }
}

impl<'a> Context<'a> {
    fn new(params: &'a CoopParams, obs: &'a Observation) -> Self {
        let hand = obs.hand.clone();
        let mut dirs = [Direction::Ascending; 4];
        let mut start_tops = [0u8; 4];
        for (index, pile) in obs.piles.iter().enumerate() {
            dirs[index] = pile.direction;
            start_tops[index] = pile.top();
        }
        let mut on_piles: CardSet = 0;
        for pile in &obs.piles {
            for placed in &pile.cards {
                on_piles |= bit(placed.card);
            }
        }
        let all = set_of(&obs.ruleset.deck_cards());
        let live = if params.memory { all & !on_piles } else { all };
        let deck_left = obs.draw_pile_sizes.first().copied().unwrap_or(0);
        let already = obs.plays_this_turn.len();
        let mut need = obs.required.saturating_sub(already);
        if deck_left == 0 {
            need = need.min(hand.len());
        }
        let solo = obs.ruleset.seats == 1;
        let extras = if obs.ruleset.professional {
            params.extra_pro
        } else {
            [params.extra_solo, params.extra_deck, params.extra_empty]
        };
        let threshold = extras[if solo {
            0
        } else if deck_left > 0 {
            1
        } else {
            2
        }];
        let active = |seat: usize| obs.hand_sizes[seat] > 0 || deck_left > 0;
        let mut pile_cost = [(0.0, 0.0); 4];
        if params.read_signals {
            for mark in &obs.signals {
                if mark.seat == obs.seat || !active(mark.seat) || mark.pile >= 4 {
                    continue;
                }
                match mark.signal {
                    Signal::LeaveToMe => pile_cost[mark.pile].0 += params.leave_penalty,
                    Signal::SmallJumps => pile_cost[mark.pile].1 += params.small_jump_factor,
                }
            }
        }
        let mut must_cover = [None; 4];
        for fire in &obs.fires {
            if fire.deadline_turn <= obs.turn && fire.pile < 4 {
                must_cover[fire.pile] = Some(fire.card);
            }
        }
        let seats = obs.ruleset.seats;
        let next_hand = (1..=seats)
            .map(|offset| (obs.seat + offset) % seats)
            .find(|&seat| seat != obs.seat && obs.hand_sizes[seat] > 0)
            .map_or(0, |seat| obs.hand_sizes[seat] as u32);
        Context {
            params,
            obs,
            hand,
            dirs,
            start_tops,
            live,
            need,
            threshold,
            pile_cost,
            must_cover,
            next_hand,
            solo,
            deck_left,
            highest: obs.ruleset.deck_cards().last().copied().unwrap_or(99),
        }
    }

    /// The cost of one play given the cards still live, or `None` if illegal.
    /// With `place_weights` set, a skipped card costs more the fewer piles
    /// it still fits: taking a card's last place makes it dead.
    fn play_cost(
        &self,
        pile: usize,
        top: u8,
        card: u8,
        live: CardSet,
        tops: &[u8; 4],
    ) -> Option<(f32, bool)> {
        let s = step(self.dirs[pile], top, card, live & !bit(card))?;
        let raw_tiebreak = 0.01 * s.distance as f32;
        if s.trick {
            return Some((
                -(s.regained as f32) * self.params.trick_weight + raw_tiebreak,
                true,
            ));
        }
        let (flat, per_card) = self.pile_cost[pile];
        let (low, high) = (top.min(card), top.max(card));
        let gap = live & !bit(card) & between(low, high);
        let weighted = if self.params.memory && self.params.place_weights[0] > 0.0 {
            let mut total = 0.0;
            let mut rest = gap;
            while rest != 0 {
                let x = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                let places = (0..4)
                    .filter(|&p| step(self.dirs[p], tops[p], x, 0).is_some_and(|s| !s.trick))
                    .count();
                total += self.params.place_weights[places.clamp(1, 4)];
            }
            total
        } else {
            s.skipped as f32
        };
        Some((weighted * (1.0 + per_card) + flat + raw_tiebreak, false))
    }

    /// Penalties of an end position: fires left burning and the quality of
    /// the hand that remains.
    fn position_cost(&self, mask: u16, tops: &[u8; 4], live: CardSet, played: usize) -> f32 {
        let mut cost = 0.0;
        let remaining: Vec<u8> = (0..self.hand.len())
            .filter(|&i| mask & (1 << i) == 0)
            .map(|i| self.hand[i])
            .collect();
        for pile in 0..4 {
            if self.must_cover[pile] == Some(tops[pile]) {
                cost += 10_000.0;
            }
            let lit_now =
                tops[pile] != self.start_tops[pile] && self.obs.ruleset.is_fire(tops[pile]);
            if lit_now
                && !(remaining.is_empty() && self.deck_left == 0 && self.all_gone(live, mask))
            {
                cost +=
                    self.params.fire_weight * self.fire_risk(pile, tops, &remaining, live, played);
            }
        }
        cost
    }

    fn all_gone(&self, live: CardSet, mask: u16) -> bool {
        let mut held: CardSet = 0;
        for (i, &card) in self.hand.iter().enumerate() {
            if mask & (1 << i) == 0 {
                held |= bit(card);
            }
        }
        live & !held == 0 && held == 0
    }

    /// The chance a fire on `pile` (pile tops `tops` after the turn) stays
    /// uncovered past its deadline.
    fn fire_risk(
        &self,
        pile: usize,
        tops: &[u8; 4],
        remaining: &[u8],
        live: CardSet,
        played: usize,
    ) -> f32 {
        let fire = tops[pile];
        let direction = self.dirs[pile];
        let followers = |set: CardSet| -> u32 {
            let mut count = 0;
            let mut rest = set;
            while rest != 0 {
                let card = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                if step(direction, fire, card, 0).is_some() {
                    count += 1;
                }
            }
            count
        };
        let held = set_of(remaining);
        let pool = live & !held & !bit(fire);
        if self.solo {
            let draws = played.min(self.deck_left) as u32;
            if followers(held) > 0 {
                return fire::stall_risk(self, tops, held, pool, draws);
            }
            return miss_probability(pool.count_ones(), followers(pool), draws);
        }
        miss_probability(pool.count_ones(), followers(pool), self.next_hand)
    }
}

struct Search<'c, 'a> {
    ctx: &'c Context<'a>,
    memo: FastMap<(u16, [u8; 4]), f32>,
    nodes: usize,
    best: Option<(f32, Vec<Play>)>,
    /// Every end position reached, with its best score and plays.
    ends: FastMap<(u16, [u8; 4]), (f32, Vec<Play>)>,
    path: Vec<Play>,
}

fn search_turn(ctx: &Context) -> Option<Vec<Play>> {
    candidate_turns(ctx, 1).into_iter().next()
}

/// The `count` best distinct turns by the heuristic, best first.
fn candidate_turns(ctx: &Context, count: usize) -> Vec<Vec<Play>> {
    let mut search = Search {
        ctx,
        memo: FastMap::default(),
        nodes: 0,
        best: None,
        ends: FastMap::default(),
        path: Vec::new(),
    };
    search.visit(0, ctx.start_tops, ctx.live, 0.0);
    if count <= 1 {
        return search.best.map(|(_, plays)| plays).into_iter().collect();
    }
    let mut ends: Vec<(f32, Vec<Play>)> = search.ends.into_values().collect();
    ends.sort_by(|a, b| {
        let key = |plays: &[Play]| plays.iter().map(|p| (p.card, p.pile)).collect::<Vec<_>>();
        a.0.total_cmp(&b.0).then_with(|| key(&a.1).cmp(&key(&b.1)))
    });
    if ctx.obs.ruleset.on_fire {
        fire::screen_turns(ctx, &mut ends, count)
    } else {
        ends.into_iter()
            .take(count)
            .map(|(_, plays)| plays)
            .collect()
    }
}

impl Search<'_, '_> {
    fn visit(&mut self, mask: u16, tops: [u8; 4], live: CardSet, acc: f32) {
        let ctx = self.ctx;
        let played = self.path.len();
        let extras = played.saturating_sub(ctx.need) as f32;
        let value = acc - ctx.threshold * extras;
        if let Some(&seen) = self.memo.get(&(mask, tops))
            && seen <= value + 1e-4
        {
            return;
        }
        self.memo.insert((mask, tops), value);
        if played >= ctx.need {
            self.nodes += 1;
            let score = value + ctx.position_cost(mask, &tops, live, played);
            if self
                .best
                .as_ref()
                .is_none_or(|(best, _)| score < *best - 1e-4)
            {
                self.best = Some((score, self.path.clone()));
            }
            if ctx.params.candidates > 1 {
                let entry = self
                    .ends
                    .entry((mask, tops))
                    .or_insert((f32::MAX, Vec::new()));
                if score < entry.0 {
                    *entry = (score, self.path.clone());
                }
            }
            if self.nodes > ctx.params.node_budget {
                return;
            }
        }
        for i in 0..ctx.hand.len() {
            if mask & (1 << i) != 0 {
                continue;
            }
            let card = ctx.hand[i];
            for pile in 0..4 {
                let Some((cost, trick)) = ctx.play_cost(pile, tops[pile], card, live, &tops) else {
                    continue;
                };
                // A due fire must be covered whatever the card costs
                // (R-FIRE-2): two fires due with one card required; and a
                // fire lit this turn may be (`fire::prefer_self_cover`).
                let covers = ctx.must_cover[pile] == Some(tops[pile])
                    || fire::lit_this_turn(ctx, pile, &tops);
                if played >= ctx.need && !trick && !covers && cost > ctx.threshold + 1e-4 {
                    // Beyond the minimum only cheap cards, or a card whose
                    // partner then tricks it straight back.
                    let partner = trick_card(ctx.dirs[pile], card, ctx.highest);
                    let has_partner = partner.is_some_and(|p| {
                        ctx.hand
                            .iter()
                            .enumerate()
                            .any(|(j, &c)| c == p && mask & (1 << j) == 0)
                    });
                    if !has_partner {
                        continue;
                    }
                }
                let mut next = tops;
                next[pile] = card;
                self.path.push(Play::new(card, pile));
                self.visit(mask | (1 << i), next, live & !bit(card), acc + cost);
                self.path.pop();
            }
        }
    }
}
