//! Monte-Carlo look-ahead by determinization: the hidden cards (other hands
//! and the draw pile) are dealt at random many times, consistently with what
//! the seat sees, and each candidate turn is played out to the end of the
//! game by a fast greedy policy on every sampled deal. The candidate that
//! leaves the fewest cards on average wins. The same sampled deals are used
//! for every candidate, so they are compared on equal terms. With On Fire the
//! play-outs keep the fire rule (R-FIRE-2): a fire left burning past its
//! deadline loses the play-out on the spot, and the greedy policy covers due
//! fires first and lights new ones only when nothing else fits.

use rand::RngExt;
use rand::rngs::StdRng;

use super::cards::{CardSet, between, bit, set_of, step, trick_card};
use crate::piles::rules::pile::Direction;
use crate::piles::rules::{FIRE_CARDS, Observation, Play};

/// Extra cost of a lost game over its cards left, so winning counts most.
const LOSS_PENALTY: f32 = 4.0;
/// Play-out policy: extra cost of lighting a fire the next seat cannot
/// cover, and the bonus for covering one (a due one must be covered
/// whatever it costs).
const LIGHT_COST: i32 = 6;
const COVER_BONUS: i32 = 3;
const DUE_COVER_BONUS: i32 = 1_000;
/// With 2-5 seats, extra cost of a play-out lost to fire (a fire burnt, or
/// the game stuck while one burns, R-FIRE-4). Small: a larger charge lets
/// the play-out policy's own fire mistakes decide between the candidates.
const FIRE_LOSS_COST: f32 = 2.0;
/// What a play-out lost to fire costs more in a game lost whatever the
/// turn does (`lost_win_percent`).
const LOST_FIRE_COST: f32 = 20.0;
/// With 2-5 seats, below this share of play-outs won by the best candidate
/// the game is being lost, and play-outs lost to fire cost more.
const LOST_BELOW: f32 = 0.2;
/// How much of `LOST_FIRE_COST` a play-out lost to fire pays when the best
/// candidate wins `best` of its play-outs: the surer the loss, the more it
/// should end as a plain loss (R-FIRE-4). With 2-5 seats it rises from 0 at
/// `LOST_BELOW` to 1 when nothing wins (a step at 5% left more fire losses,
/// docs/AI.md, On Fire). Solitaire's greedy play-outs win so rarely that a
/// share marks games the real bot still wins as lost (50 fewer wins of 2000
/// at 5%): there only a turn none of whose play-outs wins counts as lost.
fn lost_share(best: f32, seats: usize) -> f32 {
    if seats > 1 {
        (1.0 - best / LOST_BELOW).max(0.0)
    } else if best > 0.0 {
        0.0
    } else {
        1.0
    }
}

/// How the play-outs play. `CLASSIC` is the
/// policy every game used until 2026-11-24 (and solitaire, the
/// professional variant and the oracle still use).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Policy {
    /// A play-out seat's non-trick play on a pile whose trick card another
    /// seat holds costs this much more: the "leave this pile to me" signal
    /// (R-CO-13) the real players place and read. 0: off.
    pub leave_cost: i32,
    /// Jumped cards cost more the fewer piles they still fit (16 / 4 / 2 / 1
    /// for 1 / 2 / 3 / 4 piles) instead of 4 each.
    pub weighted: bool,
}

impl Policy {
    pub const CLASSIC: Policy = Policy {
        leave_cost: 0,
        weighted: false,
    };
}

/// A whole co-op game state for play-outs.
struct World {
    dirs: [Direction; 4],
    tops: [u8; 4],
    live: CardSet,
    hands: Vec<Vec<u8>>,
    /// The draw pile, next card last.
    deck: Vec<u8>,
    to_move: usize,
    minimum: usize,
    /// The fire cards of the game (empty without On Fire).
    fire_cards: CardSet,
    /// Per pile, the turn by whose end its burning fire must be covered.
    deadlines: [Option<u32>; 4],
    turn: u32,
    /// A fire burned past its deadline (R-FIRE-2, R-FIRE-4).
    burned: bool,
    policy: Policy,
}

impl Clone for World {
    fn clone(&self) -> Self {
        World {
            hands: self.hands.clone(),
            deck: self.deck.clone(),
            ..*self
        }
    }

    /// Reuses the hands' and deck's buffers: a play-out per candidate and
    /// deal would otherwise allocate three times.
    fn clone_from(&mut self, source: &Self) {
        self.hands.clone_from(&source.hands);
        self.deck.clone_from(&source.deck);
        let hands = std::mem::take(&mut self.hands);
        let deck = std::mem::take(&mut self.deck);
        *self = World {
            hands,
            deck,
            ..*source
        };
    }
}

/// How many sampled deals a comparison gets: `first`, then `first` more at a
/// time while the two leading candidates stay within `z` standard errors of
/// each other (paired over the same deals), up to `most`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Budget {
    pub first: usize,
    pub most: usize,
    pub z: f32,
}

impl Budget {
    /// Always exactly `samples` deals.
    pub fn fixed(samples: usize) -> Self {
        Budget {
            first: samples,
            most: samples,
            z: 0.0,
        }
    }
}

/// Picks among `candidates` (best heuristic first) by sampled play-outs.
pub fn best_of(
    obs: &Observation,
    candidates: &[Vec<Play>],
    budget: Budget,
    policy: Policy,
    rng: &mut StdRng,
) -> Option<Vec<Play>> {
    if candidates.len() <= 1 {
        return candidates.first().cloned();
    }
    let mut sampler = Sampler::new(obs, policy);
    let mut costs: Vec<Vec<f32>> = vec![Vec::new(); candidates.len()];
    let mut done = 0;
    while done < budget.most {
        let count = budget.first.max(1).min(budget.most - done);
        sampler.run(obs, candidates, count, &mut costs, rng);
        done += count;
        if done < budget.most && clear_lead(&costs, budget.z) {
            break;
        }
    }
    // Summed in deal order, as the fixed budget always did.
    let mut totals: Vec<f32> = costs
        .iter()
        .map(|c| c.iter().fold(0.0f32, |sum, &x| sum + x))
        .collect();
    charge_lost_fires(&sampler.ends, &mut totals, obs.ruleset.seats);
    let best = leader(&totals);
    Some(candidates[best].clone())
}

/// How each candidate turn does on the same `samples` deals of the hidden
/// cards, played out by `policy`: the expert's own judgement, for reviews.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Judged {
    /// Share of the play-outs won.
    pub won: f32,
    /// Mean cards left at the end of the play-outs.
    pub cards_left: f32,
}

/// Plays every candidate out on the same `samples` deals (see [`best_of`]).
pub fn judge(
    obs: &Observation,
    candidates: &[Vec<Play>],
    samples: usize,
    policy: Policy,
    rng: &mut StdRng,
) -> Vec<Judged> {
    let mut sampler = Sampler::new(obs, policy);
    sampler.lefts = Some(Vec::new());
    let mut costs: Vec<Vec<f32>> = vec![Vec::new(); candidates.len()];
    sampler.run(obs, candidates, samples.max(1), &mut costs, rng);
    let lefts = sampler.lefts.unwrap_or_default();
    lefts
        .iter()
        .map(|lefts| {
            let n = lefts.len().max(1) as f32;
            Judged {
                won: lefts.iter().filter(|&&left| left == 0).count() as f32 / n,
                cards_left: lefts.iter().sum::<usize>() as f32 / n,
            }
        })
        .collect()
}

/// Every play-out lost to fire costs `LOST_FIRE_COST` times
/// `lost_share(best, seats)` more, `best` being the highest share of
/// play-outs any candidate wins. `ends` holds, per candidate and deal,
/// whether the play-out was won and whether it was lost to fire.
fn charge_lost_fires(ends: &[Vec<(bool, bool)>], totals: &mut [f32], seats: usize) {
    if ends.is_empty() || ends.iter().any(Vec::is_empty) {
        return;
    }
    let best = ends
        .iter()
        .map(|deals| deals.iter().filter(|&&(won, _)| won).count() as f32 / deals.len() as f32)
        .fold(0.0, f32::max);
    let share = lost_share(best, seats);
    if share == 0.0 {
        return;
    }
    for (total, deals) in totals.iter_mut().zip(ends) {
        let burnt = deals.iter().filter(|&&(_, fire)| fire).count();
        *total += LOST_FIRE_COST * share * burnt as f32;
    }
}

/// The lowest total, ties to the earlier candidate.
fn leader(totals: &[f32]) -> usize {
    (0..totals.len())
        .min_by(|&a, &b| totals[a].total_cmp(&totals[b]).then(a.cmp(&b)))
        .unwrap_or(0)
}

/// Is the leader ahead of the runner-up by more than `z` standard errors of
/// their paired difference (the same deals played after both)?
pub(crate) fn clear_lead(costs: &[Vec<f32>], z: f32) -> bool {
    let totals: Vec<f32> = costs.iter().map(|c| c.iter().sum()).collect();
    let best = leader(&totals);
    let Some(second) = (0..totals.len())
        .filter(|&i| i != best)
        .min_by(|&a, &b| totals[a].total_cmp(&totals[b]).then(a.cmp(&b)))
    else {
        return true;
    };
    let n = costs[best].len();
    if n < 2 {
        return false;
    }
    let diffs = costs[second].iter().zip(&costs[best]).map(|(s, b)| s - b);
    let mean = diffs.clone().sum::<f32>() / n as f32;
    let var = diffs.map(|d| (d - mean) * (d - mean)).sum::<f32>() / (n - 1) as f32;
    mean > z * (var / n as f32).sqrt()
}

/// Deals the hidden cards at random, consistently with an observation.
struct Sampler {
    unseen: Vec<u8>,
    /// The sampled deal, and the copy each candidate plays out (kept to
    /// reuse their buffers).
    world: World,
    scratch: World,
    /// On Fire, per candidate and deal: (won, lost to fire).
    ends: Vec<Vec<(bool, bool)>>,
    /// For [`judge`], per candidate and deal: the cards left.
    lefts: Option<Vec<Vec<usize>>>,
}

impl Sampler {
    fn new(obs: &Observation, policy: Policy) -> Self {
        let mut dirs = [Direction::Ascending; 4];
        let mut tops = [0u8; 4];
        let mut on_piles: CardSet = 0;
        for (i, pile) in obs.piles.iter().enumerate().take(4) {
            dirs[i] = pile.direction;
            tops[i] = pile.top();
            for placed in &pile.cards {
                on_piles |= bit(placed.card);
            }
        }
        let live = set_of(&obs.ruleset.deck_cards()) & !on_piles;
        let unseen: Vec<u8> = (0..128u8)
            .filter(|&c| live & bit(c) != 0 && !obs.hand.contains(&c))
            .collect();
        let fire_cards = if obs.ruleset.on_fire {
            set_of(&FIRE_CARDS)
        } else {
            0
        };
        let mut deadlines = [None; 4];
        for fire in &obs.fires {
            if fire.pile < 4 {
                deadlines[fire.pile] = Some(fire.deadline_turn);
            }
        }
        let world = World {
            dirs,
            tops,
            live,
            hands: Vec::new(),
            deck: Vec::new(),
            to_move: obs.seat,
            minimum: obs.ruleset.minimum_with_deck().0,
            fire_cards,
            deadlines,
            turn: obs.turn,
            burned: false,
            policy,
        };
        let scratch = world.clone();
        Sampler {
            unseen,
            world,
            scratch,
            ends: Vec::new(),
            lefts: None,
        }
    }

    /// Plays `count` fresh deals out after each candidate, adding each
    /// deal's cost to the candidate's list.
    fn run(
        &mut self,
        obs: &Observation,
        candidates: &[Vec<Play>],
        count: usize,
        costs: &mut [Vec<f32>],
        rng: &mut StdRng,
    ) {
        let seats = obs.ruleset.seats;
        let fire = self.world.fire_cards != 0;
        if fire {
            self.ends.resize(candidates.len(), Vec::new());
        }
        if let Some(lefts) = &mut self.lefts {
            lefts.resize(candidates.len(), Vec::new());
        }
        let (world, w) = (&mut self.world, &mut self.scratch);
        world.hands.resize_with(seats, Vec::new);
        for _ in 0..count {
            // Fisher-Yates with the bot's own generator.
            let unseen = &mut self.unseen;
            for i in (1..unseen.len()).rev() {
                let j = rng.random_range(0..=i);
                unseen.swap(i, j);
            }
            let mut rest = unseen.iter().copied();
            for (seat, hand) in world.hands.iter_mut().enumerate() {
                hand.clear();
                if seat == obs.seat {
                    hand.extend_from_slice(&obs.hand);
                } else {
                    hand.extend(rest.by_ref().take(obs.hand_sizes[seat]));
                    hand.sort_unstable();
                }
            }
            world.deck.clear();
            world.deck.extend(rest);
            for (index, plays) in candidates.iter().enumerate() {
                w.clone_from(world);
                for play in plays {
                    w.place(obs.seat, *play);
                }
                w.end_turn(plays.len());
                let left = w.play_out();
                costs[index].push(w.outcome_cost(left));
                if fire {
                    self.ends[index].push((left == 0, left > 0 && w.fire_lost()));
                }
                if let Some(lefts) = &mut self.lefts {
                    lefts[index].push(left);
                }
            }
        }
    }
}

impl World {
    /// What a finished play-out with `left` cards left costs.
    fn outcome_cost(&self, left: usize) -> f32 {
        if left == 0 {
            return 0.0;
        }
        let fire_lost = self.fire_lost();
        let charge = fire_lost && self.hands.len() > 1;
        left as f32 + LOSS_PENALTY + if charge { FIRE_LOSS_COST } else { 0.0 }
    }

    /// A fire burnt, or one still burns (R-FIRE-2, R-FIRE-4).
    fn fire_lost(&self) -> bool {
        self.burned || self.deadlines.iter().any(Option::is_some)
    }

    fn cards_left(&self) -> usize {
        self.hands.iter().map(Vec::len).sum::<usize>() + self.deck.len()
    }

    fn place(&mut self, seat: usize, play: Play) {
        self.tops[play.pile] = play.card;
        self.live &= !bit(play.card);
        let hand = &mut self.hands[seat];
        if let Some(i) = hand.iter().position(|&c| c == play.card) {
            hand.remove(i);
        }
        self.deadlines[play.pile] =
            (self.fire_cards & bit(play.card) != 0).then_some(self.turn + 1);
    }

    /// Is a fire due by the end of the turn in progress still burning?
    fn fire_due(&self) -> bool {
        self.deadlines
            .iter()
            .any(|d| d.is_some_and(|turn| turn <= self.turn))
    }

    /// Draws for the mover and passes to the next seat that holds cards; a
    /// due fire left burning loses (R-FIRE-2).
    fn end_turn(&mut self, played: usize) {
        if self.cards_left() > 0 && self.fire_due() {
            self.burned = true;
        }
        self.turn += 1;
        let seat = self.to_move;
        for _ in 0..played.min(self.deck.len()) {
            if let Some(card) = self.deck.pop() {
                self.hands[seat].push(card);
            }
        }
        let seats = self.hands.len();
        if let Some(next) = (1..=seats)
            .map(|offset| (seat + offset) % seats)
            .find(|&s| !self.hands[s].is_empty())
        {
            self.to_move = next;
        }
    }

    /// Does the seat after `seat` hold a card that covers `fire` on `pile`?
    /// In solitaire: does `seat` itself hold another one?
    fn next_covers(&self, seat: usize, pile: usize, fire: u8) -> bool {
        let seats = self.hands.len();
        let next = (1..=seats)
            .map(|offset| (seat + offset) % seats)
            .find(|&s| s == seat || !self.hands[s].is_empty())
            .unwrap_or(seat);
        self.hands[next]
            .iter()
            .any(|&c| c != fire && step(self.dirs[pile], fire, c, 0).is_some())
    }

    /// The play-out policy's next card: the lowest cost, ties to the card
    /// earliest in the hand, then the lowest pile. Only the nearest card of
    /// each pile and its trick card can be cheapest there, so only those are
    /// costed.
    fn greedy_play(&self, seat: usize) -> Option<(i32, Play)> {
        let hand = &self.hands[seat];
        // Per pile, the nearest card going forward and the trick card, read
        // off the hand's card set.
        let held = set_of(hand);
        let index = |card: u8| hand.iter().position(|&c| c == card);
        let mut nearest: [Option<usize>; 4] = [None; 4];
        let mut trick: [Option<usize>; 4] = [None; 4];
        for pile in 0..4 {
            let top = self.tops[pile];
            let (ahead, back) = match self.dirs[pile] {
                Direction::Ascending => (held & !((bit(top) << 1) - 1), top.checked_sub(10)),
                Direction::Descending => (held & (bit(top) - 1), Some(top + 10)),
            };
            if ahead != 0 {
                let card = match self.dirs[pile] {
                    Direction::Ascending => ahead.trailing_zeros(),
                    Direction::Descending => 127 - ahead.leading_zeros(),
                };
                nearest[pile] = index(card as u8);
            }
            if let Some(back) = back.filter(|&b| b < 128 && held & bit(b) != 0) {
                trick[pile] = index(back);
            }
        }
        // Worked out only for the first play that jumps a live card.
        let mut weights: Option<[CardSet; 4]> = None;
        // Cards held by the other seats (worked out when first needed): a
        // pile whose trick card one of them holds is one that seat would
        // have asked to be left to it.
        let mut others: Option<CardSet> = None;
        let mut best: Option<(i32, usize, usize)> = None;
        for pile in 0..4 {
            for i in [trick[pile], nearest[pile]].into_iter().flatten() {
                let card = hand[i];
                let Some(s) = step(
                    self.dirs[pile],
                    self.tops[pile],
                    card,
                    self.live & !bit(card),
                ) else {
                    continue;
                };
                let mut cost = if s.trick {
                    -100 - s.regained as i32
                } else if self.policy.weighted && s.skipped > 0 {
                    let counts = weights.get_or_insert_with(|| self.place_counts());
                    let (low, high) = (self.tops[pile].min(card), self.tops[pile].max(card));
                    let gap = self.live & !bit(card) & between(low, high);
                    weighted_gap(counts, gap) + s.distance.min(3) as i32
                } else {
                    s.skipped as i32 * 4 + s.distance.min(3) as i32
                };
                if !s.trick
                    && self.policy.leave_cost > 0
                    && trick_card(self.dirs[pile], self.tops[pile], 127).is_some_and(|t| {
                        self.live & bit(t) != 0
                            && *others.get_or_insert_with(|| self.others_hold(seat)) & bit(t) != 0
                    })
                {
                    cost += self.policy.leave_cost;
                }
                if self.fire_cards != 0 {
                    match self.deadlines[pile] {
                        Some(turn) if turn <= self.turn => cost -= DUE_COVER_BONUS,
                        Some(_) => cost -= COVER_BONUS,
                        None => {}
                    }
                    if self.fire_cards & bit(card) != 0 {
                        // Free when the next seat holds a cover (R-FIRE-2): a
                        // fire card kept to the end of the game is often forced
                        // out when nobody can cover it any more.
                        if !self.next_covers(seat, pile, card) {
                            cost += LIGHT_COST;
                        }
                    }
                }
                if best.is_none_or(|(b, bi, bp)| (cost, i, pile) < (b, bi, bp)) {
                    best = Some((cost, i, pile));
                }
            }
        }
        best.map(|(cost, i, pile)| (cost, Play::new(hand[i], pile)))
    }

    /// The cards in the hands of every seat but `seat`.
    fn others_hold(&self, seat: usize) -> CardSet {
        self.hands
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != seat)
            .fold(0, |set, (_, h)| set | set_of(h))
    }

    /// The live cards that fit exactly 1, 2, 3 and 4 piles going forward.
    fn place_counts(&self) -> [CardSet; 4] {
        // A bit-sliced counter over the four piles' forward sets.
        let (mut b0, mut b1, mut b2): (CardSet, CardSet, CardSet) = (0, 0, 0);
        for pile in 0..4 {
            let top = self.tops[pile];
            let ahead = match self.dirs[pile] {
                Direction::Ascending => !((bit(top) << 1).wrapping_sub(1)),
                Direction::Descending => bit(top) - 1,
            } & self.live;
            let carry0 = b0 & ahead;
            b0 ^= ahead;
            let carry1 = b1 & carry0;
            b1 ^= carry0;
            b2 |= carry1;
        }
        [b0 & !b1 & !b2, !b0 & b1 & !b2, b0 & b1 & !b2, b2]
    }

    /// Greedy play-out: each card the one that jumps the fewest live cards
    /// (tricks first); extras only when they jump none. Returns cards left.
    fn play_out(&mut self) -> usize {
        loop {
            if self.cards_left() == 0 {
                return 0;
            }
            if self.burned {
                return self.cards_left();
            }
            let seat = self.to_move;
            if self.hands[seat].is_empty() {
                return self.cards_left();
            }
            let need = if self.deck.is_empty() {
                1
            } else {
                self.minimum
            };
            let mut played = 0;
            while !self.hands[seat].is_empty() {
                let best = self.greedy_play(seat);
                let Some((cost, play)) = best else { break };
                // Extras only when cheap, or to put out a due fire.
                if played >= need && cost > 3 {
                    break;
                }
                self.place(seat, play);
                played += 1;
            }
            if played < need.min(played + self.hands[seat].len()) {
                return self.cards_left();
            }
            self.end_turn(played);
        }
    }
}

/// The cost of jumping `gap`: 16 / 4 / 2 / 1 per card fitting 1 / 2 / 3 / 4
/// piles (taking a card's last place makes it dead).
fn weighted_gap(counts: &[CardSet; 4], gap: CardSet) -> i32 {
    (16 * (gap & counts[0]).count_ones()
        + 4 * (gap & counts[1]).count_ones()
        + 2 * (gap & counts[2]).count_ones()
        + (gap & counts[3]).count_ones()) as i32
}

/// A greedy play-out of a fully known co-op position (the oracle's guide):
/// the cards left at its end. `deck` holds the draw pile with the next card last.
pub(crate) fn greedy_cards_left(
    dirs: [Direction; 4],
    tops: [u8; 4],
    live: CardSet,
    hands: Vec<Vec<u8>>,
    deck: Vec<u8>,
    to_move: usize,
    minimum: usize,
) -> usize {
    let mut world = World {
        dirs,
        tops,
        live,
        hands,
        deck,
        to_move,
        minimum,
        fire_cards: 0,
        deadlines: [None; 4],
        turn: 0,
        burned: false,
        policy: Policy::CLASSIC,
    };
    world.play_out()
}

#[cfg(test)]
mod tests;
