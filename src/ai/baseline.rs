//! `baseline`: a faithful re-implementation of the best simple published
//! strategy (M. Drees' "thegameanalyzer", whose tables give solitaire 11.8%
//! wins and 45% excellent), kept as a yardstick. No memory, no signals, no
//! fire awareness.
//!
//! The turn is built from *runs*: for each pile the cards above its top in
//! order (cards ten apart travel together as a group that ends on its lowest
//! card), the lagging pile of a direction only taking cards below the leading
//! one's top. Runs are merged cheapest step first, and among the turns that
//! reach the minimum the one with the smallest total pile movement minus
//! `reach` per card wins (ties: more cards, then leaving the least advanced
//! piles alone). Extra cards stop at the first step longer than the reach
//! (solitaire 1; 2-5 seats 3 while the deck lasts, 6 once it is empty), and
//! the near card of a ten-apart group is never reached for on its own.
//! Piles are handled in an ascending view: a descending pile's card `c` is
//! seen as `99 - c` (the direction card 100 as -1).

use super::Bot;
use crate::rules::Action;
use crate::rules::pile::Direction;
use crate::rules::{Observation, Play};

#[derive(Debug, Default, Clone)]
pub struct Baseline;

impl Bot for Baseline {
    fn name(&self) -> &'static str {
        "baseline"
    }

    fn plan_turn(&mut self, obs: &Observation) -> Vec<Action> {
        let deck_left = obs.my_draw_pile_size();
        let mut need = obs.required.saturating_sub(obs.plays_this_turn.len());
        if deck_left == 0 {
            need = need.min(obs.hand.len());
        }
        let reach = reach_for(obs.ruleset.seats, deck_left);
        let mut plays = best_turn(obs, need, reach);
        if plays.len() < need {
            // The published planner misses some legal turns (its runs never
            // put a card on the lagging pile above the leading one) and then
            // stops the game. We play the turn with the least movement
            // instead, which can only help the yardstick.
            match any_turn(obs, need) {
                Some(found) => plays = found,
                None => return vec![Action::GiveUp],
            }
        }
        plays
            .into_iter()
            .map(Action::Play)
            .chain([Action::EndTurn])
            .collect()
    }
}

/// The published reach distances.
pub fn reach_for(seats: usize, deck_left: usize) -> i16 {
    match (seats, deck_left) {
        (1, _) => 1,
        (_, 0) => 6,
        _ => 3,
    }
}

/// A card or top in the ascending view of a pile.
fn view(direction: Direction, value: i16) -> i16 {
    match direction {
        Direction::Ascending => value,
        Direction::Descending => 99 - value,
    }
}

/// One step of a run: cards (in the order to place them) from one top to another.
#[derive(Debug, Clone)]
struct RunStep {
    mask: u16,
    pile: usize,
    start: i16,
    end: i16,
    delta: i16,
    /// Real card numbers in placing order.
    cards: Vec<u8>,
}

/// Cards ten apart in the (view-sorted) hand: index ranges and masks.
struct Group {
    lo: usize,
    hi: usize,
    mask: u16,
}

fn ten_groups(hand: &[i16]) -> (Vec<Group>, u16) {
    let mut groups = Vec::new();
    let mut all = 0u16;
    for i in 0..hand.len() {
        if all & (1 << i) != 0 {
            continue;
        }
        let mut find = hand[i] + 10;
        let mut group = Group {
            lo: i,
            hi: i,
            mask: 1 << i,
        };
        for (j, &card) in hand.iter().enumerate().skip(i + 1) {
            if card > find {
                break;
            }
            if card == find {
                find += 10;
                group.mask |= 1 << j;
                group.hi = j;
            }
        }
        if group.lo != group.hi {
            all |= group.mask;
            groups.push(group);
        }
    }
    (groups, all)
}

/// The run of one pile in its ascending view. `hand` is sorted in the view
/// and `real` maps view positions back to hand bit positions and card numbers.
fn run(
    pile: usize,
    top: i16,
    max_card: i16,
    hand: &[i16],
    real: &[(usize, u8)],
    need: usize,
    reach: i16,
) -> Vec<RunStep> {
    let (groups, grouped) = ten_groups(hand);
    let mut steps = Vec::new();
    let mut used = 0u16;
    let mut last = top;
    let to_real = |mask: u16| -> u16 {
        (0..hand.len())
            .filter(|&i| mask & (1 << i) != 0)
            .fold(0, |m, i| m | (1 << real[i].0))
    };
    // Placing order in the view: non-group cards and the group's top card
    // ascending, then the group's lower cards by tricks, downwards.
    let order = |mask: u16, group: Option<&Group>| -> Vec<u8> {
        let mut up: Vec<usize> = (0..hand.len())
            .filter(|&i| mask & (1 << i) != 0)
            .filter(|&i| group.is_none_or(|g| g.mask & (1 << i) == 0 || i == g.hi))
            .collect();
        up.sort_by_key(|&i| hand[i]);
        let mut down: Vec<usize> = group
            .map(|g| {
                (0..hand.len())
                    .filter(|&i| g.mask & (1 << i) != 0 && i != g.hi)
                    .collect()
            })
            .unwrap_or_default();
        down.sort_by_key(|&i| std::cmp::Reverse(hand[i]));
        up.into_iter().chain(down).map(|i| real[i].1).collect()
    };
    let mut i = match hand.iter().position(|&c| c == top - 10) {
        Some(trick) => {
            let group = groups.iter().find(|g| g.hi == trick);
            let (mask, end_index) = match group {
                Some(g) => (g.mask, g.lo),
                None => (1 << trick, trick),
            };
            let cards = match group {
                Some(g) => order(mask, Some(g)),
                None => vec![real[trick].1],
            };
            steps.push(RunStep {
                mask: to_real(mask),
                pile,
                start: last,
                end: hand[end_index],
                delta: hand[end_index] - last,
                cards,
            });
            used |= mask;
            last = hand[end_index];
            end_index
        }
        None => hand.iter().position(|&c| c > top).unwrap_or(hand.len()),
    };
    while i < hand.len() {
        if max_card <= hand[i] {
            break;
        }
        if used & (1 << i) != 0 {
            i += 1;
            continue;
        }
        let group = groups
            .iter()
            .find(|g| g.lo <= i && i <= g.hi && used & g.mask == 0);
        if (used.count_ones() as usize) >= need {
            if hand[i] - last > reach {
                break;
            }
            if group.is_some_and(|g| g.lo == i) {
                break;
            }
        }
        let (mask, end_index) = match group {
            Some(g) => {
                let mut mask = g.mask;
                for j in i..g.hi {
                    if (used | grouped) & (1 << j) == 0 {
                        mask |= 1 << j;
                    }
                }
                (mask, g.lo)
            }
            None => (1 << i, i),
        };
        steps.push(RunStep {
            mask: to_real(mask),
            pile,
            start: last,
            end: hand[end_index],
            delta: hand[end_index] - last,
            cards: order(mask, group),
        });
        used |= mask;
        last = hand[end_index];
        i = end_index + 1;
    }
    steps
}

#[derive(Debug, Clone)]
struct Turn {
    tops: [i16; 4],
    mask: u16,
    steps: Vec<usize>,
}

/// Is `b` a better turn than `a`? (The published comparison.)
fn better(a: &Turn, b: &Turn, need: usize, reach: i16) -> bool {
    let (na, nb) = (a.mask.count_ones() as i16, b.mask.count_ones() as i16);
    let (ma, mb) = (na as usize >= need, nb as usize >= need);
    if ma != mb {
        return mb;
    }
    let sum = |t: &Turn| t.tops.iter().sum::<i16>();
    let d = sum(b) - sum(a) + (na - nb) * reach;
    if d != 0 {
        return d < 0;
    }
    if na != nb {
        return na < nb;
    }
    // Prefer leaving the least advanced pile of each direction alone.
    let extremes = |t: &Turn| t.tops[0].min(t.tops[1]) + t.tops[2].min(t.tops[3]);
    extremes(b) < extremes(a)
}

struct Chooser<'s> {
    steps: &'s [RunStep],
    order: Vec<usize>,
    need: usize,
    reach: i16,
    best: Turn,
    conflict: u16,
}

impl Chooser<'_> {
    fn recurse(&mut self, turn: &Turn, k: usize) {
        let Some(&index) = self.order.get(k) else {
            return;
        };
        let step = &self.steps[index];
        if turn.tops[step.pile] == step.start {
            if turn.mask & step.mask == 0 {
                let mut next = turn.clone();
                next.tops[step.pile] = step.end;
                next.mask |= step.mask;
                next.steps.push(index);
                if better(&self.best, &next, self.need, self.reach) {
                    self.best = next.clone();
                }
                self.recurse(&next, k + 1);
                if step.mask & self.conflict == 0 {
                    return;
                }
                self.conflict &= !step.mask;
            } else {
                self.conflict |= step.mask;
            }
        }
        self.recurse(turn, k + 1);
    }
}

pub(crate) fn best_turn(obs: &Observation, need: usize, reach: i16) -> Vec<Play> {
    let dirs: Vec<Direction> = obs.piles.iter().map(|p| p.direction).collect();
    let tops: [i16; 4] = std::array::from_fn(|p| view(dirs[p], obs.piles[p].top() as i16));
    // Runs of each pile, in the order the published code lists them.
    let mut runs: Vec<Vec<RunStep>> = Vec::new();
    let mut all_steps: Vec<RunStep> = Vec::new();
    for (pair, direction) in [
        ((0, 1), Direction::Ascending),
        ((2, 3), Direction::Descending),
    ] {
        let mut hand: Vec<(i16, usize, u8)> = obs
            .hand
            .iter()
            .enumerate()
            .map(|(bit, &c)| (view(direction, c as i16), bit, c))
            .collect();
        hand.sort_unstable();
        let values: Vec<i16> = hand.iter().map(|h| h.0).collect();
        let real: Vec<(usize, u8)> = hand.iter().map(|h| (h.1, h.2)).collect();
        let (a, b) = pair;
        let max_a = if tops[a] <= tops[b] { tops[b] } else { 100 };
        let max_b = if tops[a] > tops[b] { tops[a] } else { 100 };
        for (pile, max_card) in [(a, max_a), (b, max_b)] {
            let steps = run(pile, tops[pile], max_card, &values, &real, need, reach);
            if !steps.is_empty() {
                runs.push(steps);
            }
        }
    }
    let mut offsets = Vec::new();
    for steps in &runs {
        offsets.push(all_steps.len());
        all_steps.extend(steps.iter().cloned());
    }
    let start = Turn {
        tops,
        mask: 0,
        steps: Vec::new(),
    };
    let mut best = start.clone();
    for first in 0..runs.len() {
        let mut next_index = vec![0usize; runs.len()];
        let mut order = vec![offsets[first]];
        next_index[first] = 1;
        let mut mask = all_steps[offsets[first]].mask;
        loop {
            // The published merge: the cheapest next step over all runs.
            let mut pick: Option<usize> = None;
            for j in 0..runs.len() {
                let idx = &mut next_index[j];
                if *idx < runs[j].len() {
                    let candidate = offsets[j] + *idx;
                    if pick.is_none_or(|p| all_steps[candidate].delta < all_steps[p].delta) {
                        pick = Some(candidate);
                        *idx += 1;
                    }
                }
            }
            let Some(pick) = pick else { break };
            if mask.count_ones() as usize >= need && all_steps[pick].delta > reach {
                break;
            }
            mask |= all_steps[pick].mask;
            order.push(pick);
        }
        let mut chooser = Chooser {
            steps: &all_steps,
            order,
            need,
            reach,
            best: start.clone(),
            conflict: 0,
        };
        chooser.recurse(&start, 0);
        if better(&best, &chooser.best, need, reach) {
            best = chooser.best;
        }
    }
    best.steps
        .iter()
        .flat_map(|&index| {
            let step = &all_steps[index];
            step.cards
                .iter()
                .map(move |&card| Play::new(card, step.pile))
        })
        .collect()
}

/// The `need` plays with the least total movement, searched exhaustively.
fn any_turn(obs: &Observation, need: usize) -> Option<Vec<Play>> {
    fn go(
        obs: &Observation,
        tops: &mut [u8; 4],
        used: &mut Vec<u8>,
        path: &mut Vec<Play>,
        need: usize,
        moved: i32,
        best: &mut Option<(i32, Vec<Play>)>,
    ) {
        if path.len() == need {
            if best.as_ref().is_none_or(|(b, _)| moved < *b) {
                *best = Some((moved, path.clone()));
            }
            return;
        }
        for &card in &obs.hand {
            if used.contains(&card) {
                continue;
            }
            for pile in 0..4 {
                let direction = obs.piles[pile].direction;
                if !crate::rules::pile::follows(direction, tops[pile], card) {
                    continue;
                }
                let d = crate::rules::pile::distance(direction, tops[pile], card) as i32;
                let top = tops[pile];
                tops[pile] = card;
                used.push(card);
                path.push(Play::new(card, pile));
                go(obs, tops, used, path, need, moved + d, best);
                path.pop();
                used.pop();
                tops[pile] = top;
            }
        }
    }
    let mut tops: [u8; 4] = std::array::from_fn(|p| obs.piles[p].top());
    let mut best = None;
    go(
        obs,
        &mut tops,
        &mut Vec::new(),
        &mut Vec::new(),
        need,
        0,
        &mut best,
    );
    best.map(|(_, plays)| plays)
}
