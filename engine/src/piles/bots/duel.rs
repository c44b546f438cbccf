//! Duel bots (R-DU rules). The planner searches the whole turn: every order
//! of the two required cards, at most one help card on the opponent's piles
//! (R-DU-4, R-DU-5), then cheap extra cards. A help card is judged by what it
//! gives away (the opponent's cards it lets back onto their pile) against
//! what it earns (a hand refilled to 6 instead of 2 new cards, R-DU-9).

// Piles are few and indexed by number throughout; index loops read best.
#![allow(clippy::needless_range_loop)]

use std::collections::HashMap;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::Bot;
use super::cards::{CardSet, between, bit, set_of, step, trick_card};
use super::lookahead::Judged;
use crate::piles::rules::Action;
use crate::piles::rules::pile::{Direction, helps};
use crate::piles::rules::ruleset::DUEL_HAND;
use crate::piles::rules::search::{SearchPile, can_play};
use crate::piles::rules::{Observation, Play};

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
    pub allow_help: bool,
    pub node_budget: usize,
    /// Turns the look-ahead compares (1: none).
    pub candidates: usize,
    /// Sampled deals per compared turn.
    pub samples: usize,
}

impl DuelParams {
    pub fn normal() -> Self {
        DuelParams {
            name: "normal",
            memory: false,
            extra: 1.0,
            gift_weight: 0.5,
            refill_value: 0.8,
            allow_help: true,
            node_budget: 20_000,
            candidates: 1,
            samples: 0,
        }
    }

    pub fn expert() -> Self {
        DuelParams {
            name: "expert",
            memory: true,
            extra: 0.5,
            gift_weight: 1.0,
            refill_value: 1.5,
            allow_help: true,
            node_budget: 20_000,
            candidates: 8,
            samples: 128,
        }
    }
}

#[derive(Debug)]
pub struct DuelPlanner {
    pub params: DuelParams,
    rng: StdRng,
}

impl DuelPlanner {
    pub fn new(params: DuelParams, seed: u64) -> Self {
        DuelPlanner {
            params,
            rng: StdRng::seed_from_u64(seed),
        }
    }
}

impl Bot for DuelPlanner {
    fn name(&self) -> &'static str {
        self.params.name
    }

    fn plan_turn(&mut self, obs: &Observation) -> Vec<Action> {
        if !obs.is_my_turn() || obs.piles.len() != 4 {
            return vec![Action::GiveUp];
        }
        let p = self.params;
        let ctx = DuelContext::new(&p, obs);
        let mut search = DuelSearch {
            ctx: &ctx,
            memo: HashMap::new(),
            nodes: 0,
            best: None,
            ends: HashMap::new(),
            path: Vec::new(),
        };
        search.visit(0, ctx.start_tops, ctx.live, false, false, 0.0);
        let plays = if p.candidates > 1 && p.samples > 0 && search.ends.len() > 1 {
            let mut ends: Vec<(f32, Vec<Play>)> = search.ends.into_values().collect();
            ends.sort_by(|a, b| {
                let key =
                    |plays: &[Play]| plays.iter().map(|p| (p.card, p.pile)).collect::<Vec<_>>();
                a.0.total_cmp(&b.0).then_with(|| key(&a.1).cmp(&key(&b.1)))
            });
            let candidates: Vec<Vec<Play>> = ends
                .into_iter()
                .take(p.candidates)
                .map(|(_, plays)| plays)
                .collect();
            Some(duel_best_of(obs, &candidates, p.samples, &mut self.rng))
        } else {
            search.best.map(|(_, plays)| plays)
        };
        match plays {
            Some(plays) => plays
                .into_iter()
                .map(Action::Play)
                .chain([Action::EndTurn])
                .collect(),
            None => vec![Action::GiveUp],
        }
    }
}

/// A whole Duel as a play-out sees it.
#[derive(Clone)]
struct DuelWorld {
    dirs: [Direction; 4],
    tops: [u8; 4],
    /// Per seat: which piles are its own.
    own: [[bool; 4]; 2],
    hands: [Vec<u8>; 2],
    /// Draw piles, next card last.
    decks: [Vec<u8>; 2],
    /// Per seat: its cards not yet on a pile.
    live: [CardSet; 2],
    to_move: usize,
}

/// Monte-Carlo look-ahead: each candidate is played out on the same sampled
/// deals (own draw order, the opponent's hand and draw order) by a greedy
/// policy for both sides; the most wins decides.
fn duel_best_of(
    obs: &Observation,
    candidates: &[Vec<Play>],
    samples: usize,
    rng: &mut StdRng,
) -> Vec<Play> {
    let mut totals = vec![0.0f32; candidates.len()];
    play_outs(obs, candidates, samples, rng, |index, end| {
        totals[index] += if end.won { 1.0 } else { 0.0 };
    });
    let best = (0..candidates.len())
        .max_by(|&a, &b| totals[a].total_cmp(&totals[b]).then(b.cmp(&a)))
        .unwrap_or(0);
    candidates[best].clone()
}

/// How each candidate turn does on the same `samples` deals of the hidden
/// cards, played out as the expert's look-ahead plays them: the share the
/// seat wins and its own cards left at the end (0 when it won by placing
/// all, R-DU-10). For reviews; an empty candidate (resigning) loses.
pub fn duel_judge(
    obs: &Observation,
    candidates: &[Vec<Play>],
    samples: usize,
    rng: &mut StdRng,
) -> Vec<Judged> {
    let samples = samples.max(1);
    let mut wins = vec![0usize; candidates.len()];
    let mut lefts = vec![0usize; candidates.len()];
    play_outs(obs, candidates, samples, rng, |index, end| {
        wins[index] += usize::from(end.won);
        lefts[index] += end.cards_left;
    });
    let n = samples as f32;
    (0..candidates.len())
        .map(|index| {
            if candidates[index].is_empty() {
                let all = obs.hand.len() + obs.my_draw_pile_size();
                return Judged {
                    won: 0.0,
                    cards_left: all as f32,
                };
            }
            Judged {
                won: wins[index] as f32 / n,
                cards_left: lefts[index] as f32 / n,
            }
        })
        .collect()
}

/// One play-out's end, for the seat that chose the candidate.
struct PlayOutEnd {
    won: bool,
    /// The seat's own cards still to place (hand and draw pile).
    cards_left: usize,
}

/// Plays every candidate out on `samples` sampled deals consistent with
/// `obs`, calling `each(candidate, end)` per candidate and deal.
fn play_outs(
    obs: &Observation,
    candidates: &[Vec<Play>],
    samples: usize,
    rng: &mut StdRng,
    mut each: impl FnMut(usize, PlayOutEnd),
) {
    let me = obs.seat;
    let them = 1 - me;
    let mut dirs = [Direction::Ascending; 4];
    let mut tops = [0u8; 4];
    let mut own = [[false; 4]; 2];
    for (i, pile) in obs.piles.iter().enumerate() {
        dirs[i] = pile.direction;
        tops[i] = pile.top();
        for (seat, row) in own.iter_mut().enumerate() {
            row[i] = pile.owner.is_none_or(|o| o == seat);
        }
    }
    let mut my_deck = obs.unseen_cards();
    let mut theirs = obs.opponent_unplayed_cards();
    let my_live = set_of(&my_deck) | set_of(&obs.hand);
    let their_live = set_of(&theirs);
    let their_hand = obs.hand_sizes[them];
    for _ in 0..samples {
        for cards in [&mut my_deck, &mut theirs] {
            for i in (1..cards.len()).rev() {
                let j = rng.random_range(0..=i);
                cards.swap(i, j);
            }
        }
        let mut hands: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
        let mut decks: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
        hands[me] = obs.hand.clone();
        decks[me] = my_deck.clone();
        hands[them] = theirs[..their_hand.min(theirs.len())].to_vec();
        decks[them] = theirs[their_hand.min(theirs.len())..].to_vec();
        let mut live = [0; 2];
        live[me] = my_live;
        live[them] = their_live;
        let world = DuelWorld {
            dirs,
            tops,
            own,
            hands,
            decks,
            live,
            to_move: me,
        };
        for (index, plays) in candidates.iter().enumerate() {
            let mut w = world.clone();
            let mut helped = false;
            let mut won = false;
            for play in plays {
                helped |= !w.own[me][play.pile];
                w.place(me, *play);
                won |= w.finished(me);
            }
            let winner = if won {
                me
            } else {
                w.end_turn(helped);
                w.play_out()
            };
            each(
                index,
                PlayOutEnd {
                    won: winner == me,
                    cards_left: w.hands[me].len() + w.decks[me].len(),
                },
            );
        }
    }
}

impl DuelWorld {
    fn finished(&self, seat: usize) -> bool {
        self.hands[seat].is_empty() && self.decks[seat].is_empty()
    }

    fn place(&mut self, seat: usize, play: Play) {
        self.tops[play.pile] = play.card;
        self.live[seat] &= !bit(play.card);
        self.hands[seat].retain(|&c| c != play.card);
    }

    /// R-DU-9: refill to 6 after a help card, else draw 2.
    fn end_turn(&mut self, helped: bool) {
        let seat = self.to_move;
        let want = if helped {
            DUEL_HAND.saturating_sub(self.hands[seat].len())
        } else {
            2
        };
        for _ in 0..want {
            match self.decks[seat].pop() {
                Some(card) => self.hands[seat].push(card),
                None => break,
            }
        }
        self.to_move = 1 - seat;
    }

    /// Greedy play-out for both seats; returns the winner.
    fn play_out(&mut self) -> usize {
        for _ in 0..400 {
            let seat = self.to_move;
            let need = 2.min(self.hands[seat].len() + self.decks[seat].len());
            let mut played = 0;
            let mut helped = false;
            let mut own_play = false;
            loop {
                let mut best: Option<(i32, Play)> = None;
                for &card in &self.hands[seat] {
                    for pile in 0..4 {
                        if !self.own[seat][pile] {
                            continue;
                        }
                        let live = self.live[seat] & !bit(card);
                        let Some(s) = step(self.dirs[pile], self.tops[pile], card, live) else {
                            continue;
                        };
                        let cost = if s.trick {
                            -100 - s.regained as i32
                        } else {
                            s.skipped as i32 * 4 + s.distance.min(3) as i32
                        };
                        if best.is_none_or(|(b, _)| cost < b) {
                            best = Some((cost, Play::new(card, pile)));
                        }
                    }
                }
                let chosen = match best {
                    Some((cost, play)) if played < need || cost <= 3 => Some(play),
                    _ if played < need && !helped => self.help_play(seat),
                    _ => None,
                };
                let Some(play) = chosen else { break };
                if self.own[seat][play.pile] {
                    own_play = true;
                } else {
                    helped = true;
                }
                self.place(seat, play);
                played += 1;
                if self.finished(seat) {
                    return seat;
                }
            }
            if played < need || (helped && !own_play) {
                return 1 - seat;
            }
            self.end_turn(helped);
        }
        // An endless game counts as lost for the seat to move.
        1 - self.to_move
    }

    /// The help card that moves an opponent pile back the least.
    fn help_play(&self, seat: usize) -> Option<Play> {
        let mut best: Option<(u8, Play)> = None;
        for &card in &self.hands[seat] {
            for pile in 0..4 {
                if self.own[seat][pile] || !helps(self.dirs[pile], self.tops[pile], card) {
                    continue;
                }
                let gap = self.tops[pile].abs_diff(card);
                if best.is_none_or(|(b, _)| gap < b) {
                    best = Some((gap, Play::new(card, pile)));
                }
            }
        }
        best.map(|(_, play)| play)
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
        if s.trick {
            return Some((-(s.regained as f32) + tiebreak, true));
        }
        Some((s.skipped as f32 + tiebreak, false))
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

    fn position_cost(&self, mask: u16, tops: &[u8; 4], helped: bool) -> f32 {
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
        cost
    }
}

struct DuelSearch<'c, 'a> {
    ctx: &'c DuelContext<'a>,
    memo: HashMap<(u16, [u8; 4], bool), f32>,
    nodes: usize,
    best: Option<(f32, Vec<Play>)>,
    ends: HashMap<(u16, [u8; 4], bool), (f32, Vec<Play>)>,
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
            let score = value + ctx.position_cost(mask, &tops, any_help);
            if self.best.as_ref().is_none_or(|(b, _)| score < *b - 1e-4) {
                self.best = Some((score, self.path.clone()));
            }
            if ctx.params.candidates > 1 {
                let entry = self.ends.entry(key).or_insert((f32::MAX, Vec::new()));
                if score < entry.0 {
                    *entry = (score, self.path.clone());
                }
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
