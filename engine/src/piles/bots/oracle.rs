//! The oracle, for measurement only and never offered in play: it is given
//! the whole game (every hand and the draw order) and searches for a line
//! that plays all cards. Depth-first over whole turns, the most promising
//! turn first, with a table of positions already shown to fail. Within its
//! time budget a deal ends up solved (a winning line exists), proved lost
//! (every line was searched) or undecided.

// Piles are few and indexed by number throughout; index loops read best.
#![allow(clippy::needless_range_loop)]

use std::collections::HashSet;
use std::time::{Duration, Instant};

use super::cards::{CardSet, bit, set_of, step};
use crate::piles::rules::pile::Direction;
use crate::piles::rules::{Game, Mode};

/// Extra cards beyond the minimum that jump more live cards than this are
/// not searched.
const EXTRA_GAP: u32 = 2;
/// Turn positions enumerated per search node at most.
const MAX_TURN_ENDS: usize = 4_000;
/// How many of a position's turns (best by the heuristic) are searched.
const PLAYED_OUT: usize = 64;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OracleVerdict {
    Solved,
    ProvedLost,
    Undecided,
}

/// The whole game as the oracle sees it.
#[derive(Clone, PartialEq, Eq, Hash)]
struct State {
    tops: [u8; 4],
    hands: Vec<CardSet>,
    /// Cards still to draw, the next one last.
    deck_len: usize,
    to_move: usize,
    /// Per pile: the turn in which the fire on top was lit.
    lit: [Option<u32>; 4],
    turn: u32,
}

struct Oracle<'g> {
    dirs: [Direction; 4],
    deck: Vec<u8>,
    seats: usize,
    minimum: usize,
    on_fire: bool,
    fire: CardSet,
    failed: HashSet<(Vec<CardSet>, [u8; 4], usize, usize, [bool; 4])>,
    deadline: Instant,
    timed_out: bool,
    /// Some turns were left out, so an exhausted search proves nothing.
    pruned: std::cell::Cell<bool>,
    best_left: usize,
    nodes: u64,
    /// The search stops undecided after this many nodes, whatever the time.
    max_nodes: u64,
    _game: &'g Game,
}

/// Searches `game` (a co-operative game at its start) for a winning line.
/// Returns the verdict and the fewest cards left in any line it saw.
pub fn solve(game: &Game, budget_ms: u64) -> (OracleVerdict, usize) {
    solve_within(game, Duration::from_millis(budget_ms), u64::MAX)
}

/// [`solve`] stopped after `max_nodes` search nodes rather than by the
/// clock, so the same deal always gets the same answer (reviews' par).
pub fn solve_by_nodes(game: &Game, max_nodes: u64) -> (OracleVerdict, usize) {
    solve_within(game, Duration::from_secs(3600), max_nodes)
}

fn solve_within(game: &Game, budget: Duration, max_nodes: u64) -> (OracleVerdict, usize) {
    let ruleset = *game.ruleset();
    if ruleset.mode != Mode::Coop || game.is_over() {
        let left = game.cards_left();
        return (
            if left == 0 {
                OracleVerdict::Solved
            } else {
                OracleVerdict::ProvedLost
            },
            left,
        );
    }
    let mut dirs = [Direction::Ascending; 4];
    let mut tops = [0u8; 4];
    for (i, pile) in game.piles().iter().enumerate() {
        dirs[i] = pile.direction;
        tops[i] = pile.top();
    }
    let deck = deck_order(game);
    let fire = if ruleset.on_fire {
        set_of(&crate::piles::rules::FIRE_CARDS)
    } else {
        0
    };
    let mut oracle = Oracle {
        dirs,
        deck: deck.clone(),
        seats: ruleset.seats,
        minimum: ruleset.minimum_with_deck().0,
        on_fire: ruleset.on_fire,
        fire,
        failed: HashSet::new(),
        deadline: Instant::now() + budget,
        timed_out: false,
        pruned: std::cell::Cell::new(false),
        best_left: game.cards_left(),
        nodes: 0,
        max_nodes,
        _game: game,
    };
    let state = State {
        tops,
        hands: (0..ruleset.seats).map(|s| set_of(game.hand(s))).collect(),
        deck_len: deck.len(),
        to_move: game.to_move(),
        lit: [None; 4],
        turn: game.turn(),
    };
    let won = oracle.search(&state);
    if std::env::var("PILEFIRE_TRACE").is_ok() {
        eprintln!(
            "oracle: {} nodes, best {} left, pruned {}",
            oracle.nodes,
            oracle.best_left,
            oracle.pruned.get()
        );
    }
    let verdict = if won {
        OracleVerdict::Solved
    } else if oracle.timed_out || oracle.pruned.get() {
        OracleVerdict::Undecided
    } else {
        OracleVerdict::ProvedLost
    };
    (verdict, if won { 0 } else { oracle.best_left })
}

/// The draw pile of a fresh game, recovered by replaying the deal: the oracle
/// is allowed to know it.
fn deck_order(game: &Game) -> Vec<u8> {
    let record = game.record();
    let cards = record.ruleset.deck_cards();
    let order = match &record.deal {
        crate::piles::rules::Deal::Seed(seed) => {
            crate::piles::rules::deal::shuffled_deck(*seed, 0, cards)
        }
        crate::piles::rules::Deal::Decks(decks) => decks[0].clone(),
    };
    let dealt = record.ruleset.hand_size() * record.ruleset.seats;
    // The draw pile with the next card last, as `State::deck_len` counts it.
    order[dealt..].iter().rev().copied().collect()
}

impl Oracle<'_> {
    fn cards_left(&self, state: &State) -> usize {
        state
            .hands
            .iter()
            .map(|h| h.count_ones() as usize)
            .sum::<usize>()
            + state.deck_len
    }

    fn search(&mut self, state: &State) -> bool {
        let left = self.cards_left(state);
        self.best_left = self.best_left.min(left);
        if left == 0 {
            return true;
        }
        self.nodes += 1;
        if self.nodes > self.max_nodes || Instant::now() > self.deadline {
            self.timed_out = true;
        }
        if self.timed_out {
            return false;
        }
        let key = (
            state.hands.clone(),
            state.tops,
            state.deck_len,
            state.to_move,
            [0, 1, 2, 3].map(|p| state.lit[p].is_some()),
        );
        if self.failed.contains(&key) {
            return false;
        }
        let children = self.turns(state);
        for child in children {
            if self.search(&child) {
                return true;
            }
            if self.timed_out {
                return false;
            }
        }
        self.failed.insert(key);
        false
    }

    /// Every distinct end of the mover's turn, the most promising first.
    fn turns(&self, state: &State) -> Vec<State> {
        let seat = state.to_move;
        let hand: Vec<u8> = (0..128u8)
            .filter(|&c| state.hands[seat] & bit(c) != 0)
            .collect();
        let need = if state.deck_len > 0 {
            self.minimum
        } else {
            1.min(hand.len())
        };
        let mut live: CardSet = state.hands.iter().fold(0, |a, &h| a | h);
        for &card in &self.deck[..state.deck_len] {
            live |= bit(card);
        }
        let mut ends: Vec<(f32, u16, [u8; 4])> = Vec::new();
        let mut seen = HashSet::new();
        self.enumerate(&hand, 0, state.tops, live, 0.0, need, &mut seen, &mut ends);
        // The most promising turns by the heuristic, re-ordered by a greedy
        // play-out of the known future from each.
        ends.sort_by(|a, b| a.0.total_cmp(&b.0));
        if ends.len() > PLAYED_OUT {
            // Searching only the best turns keeps the search deep; a failure
            // below can then no longer prove the deal lost.
            ends.truncate(PLAYED_OUT);
            self.pruned.set(true);
        }
        let mut children: Vec<(usize, usize, State)> = Vec::with_capacity(ends.len());
        for (rank, (_, mask, tops)) in ends.into_iter().enumerate() {
            if let Some(child) = self.finish_turn(state, &hand, mask, tops) {
                let left = if rank < PLAYED_OUT {
                    self.play_out_from(&child)
                } else {
                    usize::MAX
                };
                children.push((left, rank, child));
            }
        }
        children.sort_by_key(|&(left, rank, _)| (left, rank));
        children.into_iter().map(|(_, _, child)| child).collect()
    }

    fn play_out_from(&self, state: &State) -> usize {
        let hands: Vec<Vec<u8>> = state
            .hands
            .iter()
            .map(|&h| (0..128u8).filter(|&c| h & bit(c) != 0).collect())
            .collect();
        let mut live: CardSet = state.hands.iter().fold(0, |a, &h| a | h);
        for &card in &self.deck[..state.deck_len] {
            live |= bit(card);
        }
        super::lookahead::greedy_cards_left(
            self.dirs,
            state.tops,
            live,
            hands,
            self.deck[..state.deck_len].to_vec(),
            state.to_move,
            self.minimum,
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn enumerate(
        &self,
        hand: &[u8],
        mask: u16,
        tops: [u8; 4],
        live: CardSet,
        cost: f32,
        need: usize,
        seen: &mut HashSet<(u16, [u8; 4])>,
        ends: &mut Vec<(f32, u16, [u8; 4])>,
    ) {
        if !seen.insert((mask, tops)) {
            return;
        }
        let played = mask.count_ones() as usize;
        if played >= need {
            ends.push((cost - 1.0 * (played - need) as f32, mask, tops));
        }
        for (i, &card) in hand.iter().enumerate() {
            if mask & (1 << i) != 0 {
                continue;
            }
            for pile in 0..4 {
                let Some(s) = step(self.dirs[pile], tops[pile], card, live & !bit(card)) else {
                    continue;
                };
                let c = if s.trick {
                    -(s.regained as f32)
                } else {
                    s.skipped as f32
                };
                if played >= need && !s.trick && s.skipped > EXTRA_GAP {
                    // Long extra jumps are left out of the oracle's search.
                    self.pruned.set(true);
                    continue;
                }
                if seen.len() >= MAX_TURN_ENDS {
                    self.pruned.set(true);
                    return;
                }
                let mut next = tops;
                next[pile] = card;
                self.enumerate(
                    hand,
                    mask | (1 << i),
                    next,
                    live & !bit(card),
                    cost + c,
                    need,
                    seen,
                    ends,
                );
            }
        }
    }

    /// Applies a turn end: fire deadlines, drawing and the next seat.
    fn finish_turn(&self, state: &State, hand: &[u8], mask: u16, tops: [u8; 4]) -> Option<State> {
        let seat = state.to_move;
        let mut next = state.clone();
        let mut played = 0;
        for (i, &card) in hand.iter().enumerate() {
            if mask & (1 << i) != 0 {
                next.hands[seat] &= !bit(card);
                played += 1;
            }
        }
        next.tops = tops;
        if self.on_fire {
            for pile in 0..4 {
                if tops[pile] != state.tops[pile] {
                    next.lit[pile] = (self.fire & bit(tops[pile]) != 0).then_some(state.turn);
                }
                if next.lit[pile].is_some_and(|lit| lit < state.turn) {
                    return None;
                }
            }
        }
        let draws = played.min(next.deck_len);
        for _ in 0..draws {
            next.deck_len -= 1;
            next.hands[seat] |= bit(self.deck[next.deck_len]);
        }
        next.turn += 1;
        if self.cards_left(&next) == 0 {
            return Some(next);
        }
        let mover = (1..=self.seats)
            .map(|offset| (seat + offset) % self.seats)
            .find(|&s| next.hands[s] != 0)?;
        next.to_move = mover;
        Some(next)
    }
}
