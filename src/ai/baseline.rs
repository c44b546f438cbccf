//! `baseline`: a re-implementation, in its own reading, of the best simple
//! published strategy (M. Drees' "thegameanalyzer", whose tables give solitaire 11.8%
//! wins and 45% excellent), kept as a yardstick. No memory, no signals, no
//! fire awareness. It does not play the published program's turns one for
//! one (`published` does, docs/AI.md); it stays as it is so that the tables
//! measured with it hold.
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
use crate::rules::pile::{Direction, distance, follows};
use crate::rules::{Observation, Play};

#[derive(Debug, Default, Clone)]
pub struct Baseline;

impl Bot for Baseline {
    fn name(&self) -> &'static str {
        "baseline"
    }

    fn plan_turn(&mut self, obs: &Observation) -> Vec<Action> {
        let dirs: [Direction; 4] = std::array::from_fn(|p| obs.piles[p].direction);
        let tops: [u8; 4] = std::array::from_fn(|p| obs.piles[p].top());
        let need = obs.required.saturating_sub(obs.plays_this_turn.len());
        let mut plays = Vec::new();
        if !plan(
            &obs.hand,
            dirs,
            tops,
            need,
            obs.my_draw_pile_size(),
            obs.ruleset.seats,
            &mut plays,
        ) {
            return vec![Action::GiveUp];
        }
        plays
            .into_iter()
            .map(Action::Play)
            .chain([Action::EndTurn])
            .collect()
    }
}

/// The turn the published planner picks on `obs` (at least `need` plays
/// when it can), for callers outside the simulator's hot loop.
pub(crate) fn best_turn_for(obs: &Observation, need: usize, reach: i16) -> Vec<Play> {
    let dirs: [Direction; 4] = std::array::from_fn(|p| obs.piles[p].direction);
    let tops: [u8; 4] = std::array::from_fn(|p| obs.piles[p].top());
    let mut out = Vec::new();
    best_turn(&obs.hand, dirs, tops, need, reach, &mut out);
    out
}

/// The baseline's whole turn on co-op piles, written into `out` (cleared
/// first); false when it gives up. `need` is what the turn still has to play
/// while the deck lasts. Allocation-free (apart from `out`) because the
/// simulator calls it for every turn of millions of games.
pub fn plan(
    hand: &[u8],
    dirs: [Direction; 4],
    tops: [u8; 4],
    need: usize,
    deck_left: usize,
    seats: usize,
    out: &mut Vec<Play>,
) -> bool {
    out.clear();
    let need = if deck_left == 0 {
        need.min(hand.len())
    } else {
        need
    };
    let reach = reach_for(seats, deck_left);
    best_turn(hand, dirs, tops, need, reach, out);
    if out.len() < need {
        // The published planner misses some legal turns (its runs never
        // put a card on the lagging pile above the leading one) and then
        // stops the game. We play the turn with the least movement
        // instead, which can only help the yardstick.
        out.clear();
        match any_turn(hand, dirs, tops, need) {
            Some(found) => out.extend(found),
            None => return false,
        }
    }
    true
}

/// The published reach distances.
pub fn reach_for(seats: usize, deck_left: usize) -> i16 {
    match (seats, deck_left) {
        (1, _) => 1,
        (_, 0) => 6,
        _ => 3,
    }
}

/// The masks are 16 bits wide, so no hand is longer.
const MAX_HAND: usize = 16;
/// Each step of a pile's run places at least one card.
const MAX_STEPS: usize = 4 * MAX_HAND;

/// A card or top in the ascending view of a pile.
fn view(direction: Direction, value: i16) -> i16 {
    match direction {
        Direction::Ascending => value,
        Direction::Descending => 99 - value,
    }
}

/// The hand sorted in one direction's ascending view.
#[derive(Clone, Copy)]
struct View {
    len: usize,
    value: [i16; MAX_HAND],
    /// Bit position of the card in the (real) hand.
    bit: [u8; MAX_HAND],
    card: [u8; MAX_HAND],
}

impl View {
    fn new(hand: &[u8], direction: Direction) -> View {
        let mut v = View {
            len: hand.len(),
            value: [0; MAX_HAND],
            bit: [0; MAX_HAND],
            card: [0; MAX_HAND],
        };
        if hand.is_sorted() {
            // The usual case: a sorted hand, read forwards or backwards.
            let n = hand.len();
            for (bit, &card) in hand.iter().enumerate() {
                let at = match direction {
                    Direction::Ascending => bit,
                    Direction::Descending => n - 1 - bit,
                };
                v.value[at] = view(direction, card as i16);
                v.bit[at] = bit as u8;
                v.card[at] = card;
            }
            return v;
        }
        for (bit, &card) in hand.iter().enumerate() {
            // Insertion sort by view value (cards are distinct).
            let value = view(direction, card as i16);
            let mut at = bit;
            while at > 0 && v.value[at - 1] > value {
                v.value[at] = v.value[at - 1];
                v.bit[at] = v.bit[at - 1];
                v.card[at] = v.card[at - 1];
                at -= 1;
            }
            v.value[at] = value;
            v.bit[at] = bit as u8;
            v.card[at] = card;
        }
        v
    }

    fn values(&self) -> &[i16] {
        &self.value[..self.len]
    }

    /// View positions in `mask` as hand bits.
    fn real_bits(&self, mask: u16) -> u16 {
        let mut real = 0;
        let mut rest = mask;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            real |= 1 << self.bit[i];
            rest &= rest - 1;
        }
        real
    }
}

/// One step of a run: cards from one top to another. The cards go on in
/// view order: `up` ascending, then `down` (a ten-apart group's lower cards,
/// by tricks) descending; both are masks of view positions.
#[derive(Debug, Clone, Copy, Default)]
struct RunStep {
    mask: u16,
    up: u16,
    down: u16,
    /// 0: the ascending view, 1: the descending one.
    view: u8,
    pile: u8,
    start: i16,
    end: i16,
    delta: i16,
}

/// Cards ten apart in the (view-sorted) hand: index range and mask.
#[derive(Debug, Clone, Copy, Default)]
struct Group {
    lo: usize,
    hi: usize,
    mask: u16,
}

#[derive(Clone, Copy)]
struct Groups {
    list: [Group; MAX_HAND / 2],
    len: usize,
    all: u16,
}

impl Groups {
    /// Chains of cards ten apart (each at least two long), lowest first.
    fn of(hand: &[i16]) -> Groups {
        let mut groups = Groups {
            list: [Group::default(); MAX_HAND / 2],
            len: 0,
            all: 0,
        };
        // View values lie in -1..=100: a bit set and a position table make
        // each link of a chain one look-up.
        let mut present = 0u128;
        let mut position = [0u8; 128];
        for (i, &card) in hand.iter().enumerate() {
            let slot = (card + 1) as usize;
            present |= 1 << slot;
            position[slot] = i as u8;
        }
        let has =
            |value: i16| (0..=126).contains(&(value + 1)) && present & (1 << (value + 1)) != 0;
        for (i, &card) in hand.iter().enumerate() {
            if groups.all & (1 << i) != 0 || !has(card + 10) {
                continue;
            }
            let mut group = Group {
                lo: i,
                hi: i,
                mask: 1 << i,
            };
            let mut next = card + 10;
            while has(next) {
                let j = position[(next + 1) as usize] as usize;
                group.mask |= 1 << j;
                group.hi = j;
                next += 10;
            }
            groups.all |= group.mask;
            groups.list[groups.len] = group;
            groups.len += 1;
        }
        groups
    }

    fn iter(&self) -> impl Iterator<Item = &Group> {
        self.list[..self.len].iter()
    }
}

/// Fixed-capacity list of run steps.
struct Steps {
    list: [RunStep; MAX_STEPS],
    len: usize,
}

impl Steps {
    fn push(&mut self, step: RunStep) {
        self.list[self.len] = step;
        self.len += 1;
    }
}

/// Appends the run of one pile in its ascending view to `steps`.
fn run(
    steps: &mut Steps,
    pile: usize,
    view_index: u8,
    top: i16,
    max_card: i16,
    hv: &View,
    groups: &Groups,
    need: usize,
    reach: i16,
) {
    let hand = hv.values();
    let mut used = 0u16;
    let mut last = top;
    // Placing order in the view: non-group cards and the group's top card
    // ascending, then the group's lower cards by tricks, downwards.
    let split = |mask: u16, group: Option<&Group>| -> (u16, u16) {
        match group {
            Some(g) => ((mask & !g.mask) | (1 << g.hi), g.mask & !(1 << g.hi)),
            None => (mask, 0),
        }
    };
    let mut push = |mask: u16, group: Option<&Group>, start: i16, end: i16| {
        let (up, down) = split(mask, group);
        steps.push(RunStep {
            mask: hv.real_bits(mask),
            up,
            down,
            view: view_index,
            pile: pile as u8,
            start,
            end,
            delta: end - start,
        });
    };
    let mut i = match hand.iter().position(|&c| c == top - 10) {
        Some(trick) => {
            let group = groups.iter().find(|g| g.hi == trick);
            let (mask, end_index) = match group {
                Some(g) => (g.mask, g.lo),
                None => (1 << trick, trick),
            };
            push(mask, group, last, hand[end_index]);
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
                    if (used | groups.all) & (1 << j) == 0 {
                        mask |= 1 << j;
                    }
                }
                (mask, g.lo)
            }
            None => (1 << i, i),
        };
        push(mask, group, last, hand[end_index]);
        used |= mask;
        last = hand[end_index];
        i = end_index + 1;
    }
}

#[derive(Debug, Clone, Copy)]
struct Turn {
    tops: [i16; 4],
    mask: u16,
    /// Positions (in the chooser's order) of the steps taken.
    taken: u64,
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
    order: &'s [u8],
    need: usize,
    reach: i16,
    best: Turn,
    conflict: u16,
}

impl Chooser<'_> {
    fn recurse(&mut self, turn: Turn, k: usize) {
        let Some(&index) = self.order.get(k) else {
            return;
        };
        let step = &self.steps[index as usize];
        let pile = step.pile as usize;
        if turn.tops[pile] == step.start {
            if turn.mask & step.mask == 0 {
                let mut next = turn;
                next.tops[pile] = step.end;
                next.mask |= step.mask;
                next.taken |= 1 << k;
                if better(&self.best, &next, self.need, self.reach) {
                    self.best = next;
                }
                self.recurse(next, k + 1);
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

fn best_turn(
    hand: &[u8],
    dirs: [Direction; 4],
    real_tops: [u8; 4],
    need: usize,
    reach: i16,
    out: &mut Vec<Play>,
) {
    let tops: [i16; 4] = std::array::from_fn(|p| view(dirs[p], real_tops[p] as i16));
    let views = [
        View::new(hand, Direction::Ascending),
        View::new(hand, Direction::Descending),
    ];
    let groups = [Groups::of(views[0].values()), Groups::of(views[1].values())];
    // Runs of each pile, in the order the published code lists them.
    let mut steps = Steps {
        list: [RunStep::default(); MAX_STEPS],
        len: 0,
    };
    let mut offsets = [0usize; 4];
    let mut lens = [0usize; 4];
    let mut runs = 0;
    for (v, (a, b)) in [(0, 1), (2, 3)].into_iter().enumerate() {
        let max_a = if tops[a] <= tops[b] { tops[b] } else { 100 };
        let max_b = if tops[a] > tops[b] { tops[a] } else { 100 };
        for (pile, max_card) in [(a, max_a), (b, max_b)] {
            let before = steps.len;
            run(
                &mut steps, pile, v as u8, tops[pile], max_card, &views[v], &groups[v], need, reach,
            );
            if steps.len > before {
                offsets[runs] = before;
                lens[runs] = steps.len - before;
                runs += 1;
            }
        }
    }
    let all_steps = &steps.list[..steps.len];
    let start = Turn {
        tops,
        mask: 0,
        taken: 0,
    };
    let mut best = start;
    let mut best_order = [0u8; MAX_STEPS];
    let mut order = [0u8; MAX_STEPS];
    for first in 0..runs {
        let mut next_index = [0usize; 4];
        let mut count = 1;
        order[0] = offsets[first] as u8;
        next_index[first] = 1;
        let mut mask = all_steps[offsets[first]].mask;
        loop {
            // The published merge: the cheapest next step over all runs.
            let mut pick: Option<usize> = None;
            for j in 0..runs {
                let idx = &mut next_index[j];
                if *idx < lens[j] {
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
            order[count] = pick as u8;
            count += 1;
        }
        let mut chooser = Chooser {
            steps: all_steps,
            order: &order[..count],
            need,
            reach,
            best: start,
            conflict: 0,
        };
        chooser.recurse(start, 0);
        if better(&best, &chooser.best, need, reach) {
            best = chooser.best;
            best_order[..count].copy_from_slice(&order[..count]);
        }
    }
    let mut taken = best.taken;
    while taken != 0 {
        let k = taken.trailing_zeros() as usize;
        taken &= taken - 1;
        let step = &all_steps[best_order[k] as usize];
        let hv = &views[step.view as usize];
        let pile = step.pile as usize;
        let mut up = step.up;
        while up != 0 {
            let i = up.trailing_zeros() as usize;
            up &= up - 1;
            out.push(Play::new(hv.card[i], pile));
        }
        let mut down = step.down;
        while down != 0 {
            let i = 15 - down.leading_zeros() as usize;
            down &= !(1 << i);
            out.push(Play::new(hv.card[i], pile));
        }
    }
}

/// The `need` plays with the least total movement, searched exhaustively.
fn any_turn(hand: &[u8], dirs: [Direction; 4], tops: [u8; 4], need: usize) -> Option<Vec<Play>> {
    fn go(
        hand: &[u8],
        dirs: [Direction; 4],
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
        for &card in hand {
            if used.contains(&card) {
                continue;
            }
            for pile in 0..4 {
                let direction = dirs[pile];
                if !follows(direction, tops[pile], card) {
                    continue;
                }
                let d = distance(direction, tops[pile], card) as i32;
                let top = tops[pile];
                tops[pile] = card;
                used.push(card);
                path.push(Play::new(card, pile));
                go(hand, dirs, tops, used, path, need, moved + d, best);
                path.pop();
                used.pop();
                tops[pile] = top;
            }
        }
    }
    let mut tops = tops;
    let mut best = None;
    go(
        hand,
        dirs,
        &mut tops,
        &mut Vec::new(),
        &mut Vec::new(),
        need,
        0,
        &mut best,
    );
    best.map(|(_, plays)| plays)
}
