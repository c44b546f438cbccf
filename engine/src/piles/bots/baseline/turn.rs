//! The published planner, M. Drees' thegameanalyzer `turn.cpp` (MIT), on
//! fixed arrays (no allocation per turn: the simulator plans every turn of
//! millions of games with it).
//!
//! The turn is built from *runs*: for each pile the cards above its top in
//! order (cards ten apart travel together as a group that ends on its lowest
//! card), the lagging pile of a direction only taking cards below the leading
//! one's top. The cheapest next step of all runs is taken until the minimum
//! is reached; a single pile's run replaces that turn if it compares better
//! (reaching the minimum, less total movement, not reaching for a group,
//! more cards, least advanced piles left alone); then cheapest steps are
//! added while they move a pile at most `reach`. Piles are handled in an
//! ascending view: a descending pile's card `c` is seen as `101 - c`.

use crate::piles::rules::Play;
use crate::piles::rules::pile::Direction;

/// The masks are 16 bits wide, so no hand is longer.
const MAX_HAND: usize = 16;

fn flip(card: i16) -> i16 {
    101 - card
}

/// One or more cards from the hand onto one pile (`Play` in the original),
/// in the pile's ascending view. `mask` has bits of the sorted real hand;
/// `pile` counts ascending piles first (the original's order).
#[derive(Debug, Clone, Copy, Default)]
struct Step {
    mask: u16,
    pile: u8,
    end: i16,
    delta: i16,
}

impl Step {
    fn is_group_reach(&self) -> bool {
        self.delta > 0 && self.mask.count_ones() > 1
    }
}

/// The steps of one pile, in the order the original lists them.
#[derive(Clone, Copy)]
struct Run {
    list: [Step; MAX_HAND],
    len: usize,
}

impl Run {
    const EMPTY: Run = Run {
        list: [Step {
            mask: 0,
            pile: 0,
            end: 0,
            delta: 0,
        }; MAX_HAND],
        len: 0,
    };

    fn get(&self, index: usize) -> Option<&Step> {
        self.list[..self.len].get(index)
    }
}

/// Cards ten apart in a sorted hand (each chain at least two long).
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
    fn of(hand: &[i16]) -> Groups {
        let mut groups = Groups {
            list: [Group::default(); MAX_HAND / 2],
            len: 0,
            all: 0,
        };
        for i in 0..hand.len() {
            if groups.all & (1 << i) != 0 {
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
                groups.all |= group.mask;
                groups.list[groups.len] = group;
                groups.len += 1;
            }
        }
        groups
    }

    fn iter(&self) -> impl Iterator<Item = &Group> {
        self.list[..self.len].iter()
    }
}

/// `get_plays_ascending`: the run of one pile on a hand sorted in its view.
fn run_of(
    run: &mut Run,
    pile: usize,
    pile_card: i16,
    max_card: i16,
    hand: &[i16],
    groups: &Groups,
    min: usize,
    reach: i16,
) {
    run.len = 0;
    let push = |run: &mut Run, mask: u16, start: i16, end: i16| {
        run.list[run.len] = Step {
            mask,
            pile: pile as u8,
            end,
            delta: end - start,
        };
        run.len += 1;
    };
    let mut used: u16 = 0;
    let mut last = pile_card;
    let mut i = hand
        .iter()
        .position(|&c| c == pile_card - 10)
        .unwrap_or(hand.len());
    if i < hand.len() {
        let mask = match groups.iter().find(|g| g.hi == i) {
            Some(g) => {
                i = g.lo;
                g.mask
            }
            None => 1 << i,
        };
        push(run, mask, last, hand[i]);
        used |= mask;
        last = hand[i];
    } else {
        i = hand
            .iter()
            .position(|&c| c > pile_card)
            .unwrap_or(hand.len());
    }
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
            .find(|g| g.lo <= i && i <= g.hi && used & g.mask == 0)
            .copied();
        if used.count_ones() as usize >= min {
            if hand[i] - last > reach {
                break;
            }
            if group.is_some_and(|g| g.lo == i) {
                break;
            }
        }
        let mask = match group {
            Some(g) => {
                let mut mask = g.mask;
                for j in i..g.hi {
                    if (1u16 << j) & (used | groups.all) == 0 {
                        mask |= 1 << j;
                    }
                }
                i = g.lo;
                mask
            }
            None => 1 << i,
        };
        push(run, mask, last, hand[i]);
        used |= mask;
        last = hand[i];
        i += 1;
    }
}

/// The runs of the four piles (`get_piles_of_plays`); `piles` are real tops,
/// both ascending piles first. The lagging pile of a direction only takes
/// cards short of the leading pile's top.
fn runs_of(out: &mut [Run; 4], piles: [i16; 4], hand: &[i16], min: usize, reach: i16) {
    let mut bound: [i16; 4] = [100, 100, 1, 1];
    if piles[0] <= piles[1] {
        bound[0] = piles[1];
    } else {
        bound[1] = piles[0];
    }
    let groups = Groups::of(hand);
    for (i, run) in out.iter_mut().enumerate().take(2) {
        run_of(run, i, piles[i], bound[i], hand, &groups, min, reach);
    }
    let n = hand.len();
    let mut flipped = [0i16; MAX_HAND];
    for (k, slot) in flipped[..n].iter_mut().enumerate() {
        *slot = flip(hand[n - 1 - k]);
    }
    let flipped = &flipped[..n];
    if piles[2] <= piles[3] {
        bound[3] = piles[2];
    } else {
        bound[2] = piles[3];
    }
    let groups = Groups::of(flipped);
    for (i, run) in out.iter_mut().enumerate().skip(2) {
        run_of(
            run,
            i,
            flip(piles[i]),
            flip(bound[i]),
            flipped,
            &groups,
            min,
            reach,
        );
        // Back to the real hand's bits; start and end stay in the view.
        for step in run.list[..run.len].iter_mut() {
            step.mask = step.mask.reverse_bits() >> (16 - n);
        }
    }
}

/// A turn being built (`Turn` in the original); `piles` in each pile's
/// view, `steps` the steps taken as `pile * 16 + index in the pile's run`.
#[derive(Clone, Copy)]
pub(super) struct Turn {
    piles: [i16; 4],
    mask: u16,
    delta: i16,
    indexes: [usize; 4],
    reached_for_group: bool,
    steps: [u8; MAX_HAND],
    taken: usize,
}

impl Turn {
    fn apply(&mut self, step: &Step) {
        let pile = step.pile as usize;
        self.piles[pile] = step.end;
        self.mask |= step.mask;
        self.delta += step.delta;
        self.steps[self.taken] = step.pile * 16 + self.indexes[pile] as u8;
        self.taken += 1;
        self.indexes[pile] += 1;
        self.reached_for_group |= step.is_group_reach();
    }

    fn cards(&self) -> usize {
        self.mask.count_ones() as usize
    }
}

/// `get_next_min_play_piles_index`: the pile whose next step moves least
/// (ties: not reaching for a group), skipping steps that reuse a card.
fn next_min(runs: &[Run; 4], turn: &Turn) -> Option<usize> {
    let mut best: Option<(usize, &Step)> = None;
    for (pi, run) in runs.iter().enumerate() {
        let Some(step) = run.get(turn.indexes[pi]) else {
            continue;
        };
        if step.mask & turn.mask != 0 {
            continue;
        }
        match best {
            None => best = Some((pi, step)),
            Some((_, prev)) => {
                if step.delta != prev.delta {
                    if step.delta < prev.delta {
                        best = Some((pi, step));
                    }
                } else if prev.is_group_reach() && !step.is_group_reach() {
                    best = Some((pi, step));
                }
            }
        }
    }
    best.map(|(pi, _)| pi)
}

/// `TurnCompare`: is `b` better than `a`? Reaching the minimum, then less
/// movement, then not reaching for a group, then more cards, then the least
/// advanced pile of each direction left alone. (Piles in the view, so the
/// original's "min ascending less max descending" is "min of each view".)
pub(super) fn better(a: &Turn, b: &Turn, min: usize) -> bool {
    let (na, nb) = (a.cards(), b.cards());
    if (na >= min) != (nb >= min) {
        return nb >= min;
    }
    if a.delta != b.delta {
        return b.delta < a.delta;
    }
    if a.reached_for_group != b.reached_for_group {
        return a.reached_for_group;
    }
    if na != nb {
        return nb > na;
    }
    let extremes = |t: &Turn| t.piles[0].min(t.piles[1]) + t.piles[2].min(t.piles[3]);
    extremes(b) < extremes(a)
}

/// `find_best_turn`: the cheapest steps merged up to the minimum, or one
/// pile's run alone if that compares better, then further steps while they
/// move a pile no more than `reach`.
fn find_best_turn(runs: &[Run; 4], piles: [i16; 4], min: usize, reach: i16) -> Turn {
    let start = Turn {
        piles: [piles[0], piles[1], flip(piles[2]), flip(piles[3])],
        mask: 0,
        delta: 0,
        indexes: [0; 4],
        reached_for_group: false,
        steps: [0; MAX_HAND],
        taken: 0,
    };
    let mut best = start;
    while let Some(pi) = next_min(runs, &best) {
        best.apply(&runs[pi].list[best.indexes[pi]]);
        if best.cards() >= min {
            break;
        }
    }
    for run in runs {
        let mut turn = start;
        for step in &run.list[..run.len] {
            turn.apply(step);
            if turn.cards() >= min {
                break;
            }
        }
        if better(&best, &turn, min) {
            best = turn;
        }
    }
    while let Some(pi) = next_min(runs, &best) {
        let step = &runs[pi].list[best.indexes[pi]];
        if step.delta > reach {
            break;
        }
        best.apply(step);
    }
    best
}

/// The published turn, appended to `out` as plays and returned (for its
/// exact score). Each step's cards go down in the original's order: in the
/// pile's view, every card but the lower links of the ten-apart chain that
/// ends the step upwards, then those links downwards by backwards tricks.
pub(super) fn best_turn(
    hand: &[u8],
    dirs: [Direction; 4],
    real_tops: [u8; 4],
    need: usize,
    reach: i16,
    out: &mut Vec<Play>,
) -> Turn {
    let n = hand.len().min(MAX_HAND);
    let mut sorted = [0u8; MAX_HAND];
    sorted[..n].copy_from_slice(&hand[..n]);
    sorted[..n].sort_unstable();
    let mut values = [0i16; MAX_HAND];
    for (v, &c) in values.iter_mut().zip(&sorted[..n]) {
        *v = c as i16;
    }
    let values = &values[..n];
    // The original's pile order: both ascending piles, then both descending.
    let mut order = [0usize; 4];
    let mut k = 0;
    for want in [Direction::Ascending, Direction::Descending] {
        for (p, &d) in dirs.iter().enumerate() {
            if d == want && k < 4 {
                order[k] = p;
                k += 1;
            }
        }
    }
    let piles: [i16; 4] = std::array::from_fn(|i| real_tops[order[i]] as i16);
    let mut runs = [Run::EMPTY; 4];
    runs_of(&mut runs, piles, values, need, reach);
    let turn = find_best_turn(&runs, piles, need, reach);
    for &code in &turn.steps[..turn.taken] {
        let step = &runs[(code / 16) as usize].list[(code % 16) as usize];
        let descending = step.pile >= 2;
        let to_view = |c: u8| {
            if descending { flip(c as i16) } else { c as i16 }
        };
        // View values lie in 1..=100: one bit each.
        let mut set = 0u128;
        let mut rest = step.mask;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            set |= 1 << to_view(sorted[i]);
        }
        let mut links = 0u128;
        let mut c = step.end;
        while c + 10 <= 100 && set & (1 << (c + 10)) != 0 {
            links |= 1 << c;
            c += 10;
        }
        let real = |v: u32| {
            if descending { (101 - v) as u8 } else { v as u8 }
        };
        let pile = order[step.pile as usize];
        let mut up = set & !links;
        while up != 0 {
            let v = up.trailing_zeros();
            up &= up - 1;
            out.push(Play::new(real(v), pile));
        }
        while links != 0 {
            let v = 127 - links.leading_zeros();
            links &= !(1 << v);
            out.push(Play::new(real(v), pile));
        }
    }
    turn
}
