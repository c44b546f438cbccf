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

use super::cards::{CardSet, bit, set_of, step};
use crate::rules::pile::Direction;
use crate::rules::{FIRE_CARDS, Observation, Play};

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

/// A whole co-op game state for play-outs.
#[derive(Clone)]
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
}

/// Picks among `candidates` (best heuristic first) by sampled play-outs.
pub fn best_of(
    obs: &Observation,
    candidates: &[Vec<Play>],
    samples: usize,
    rng: &mut StdRng,
) -> Option<Vec<Play>> {
    if candidates.len() <= 1 {
        return candidates.first().cloned();
    }
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
    let mut unseen: Vec<u8> = (0..128u8)
        .filter(|&c| live & bit(c) != 0 && !obs.hand.contains(&c))
        .collect();
    let seats = obs.ruleset.seats;
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
    let mut totals = vec![0.0f32; candidates.len()];
    for _ in 0..samples {
        // Fisher-Yates with the bot's own generator.
        for i in (1..unseen.len()).rev() {
            let j = rng.random_range(0..=i);
            unseen.swap(i, j);
        }
        let mut rest = unseen.iter().copied();
        let hands: Vec<Vec<u8>> = (0..seats)
            .map(|seat| {
                if seat == obs.seat {
                    obs.hand.clone()
                } else {
                    let mut hand: Vec<u8> = rest.by_ref().take(obs.hand_sizes[seat]).collect();
                    hand.sort_unstable();
                    hand
                }
            })
            .collect();
        let deck: Vec<u8> = rest.collect();
        let world = World {
            dirs,
            tops,
            live,
            hands,
            deck,
            to_move: obs.seat,
            minimum: obs.ruleset.minimum_with_deck().0,
            fire_cards,
            deadlines,
            turn: obs.turn,
            burned: false,
        };
        for (index, plays) in candidates.iter().enumerate() {
            let mut w = world.clone();
            for play in plays {
                w.place(obs.seat, *play);
            }
            w.end_turn(plays.len());
            let left = w.play_out();
            totals[index] += w.outcome_cost(left);
        }
    }
    let best = (0..candidates.len())
        .min_by(|&a, &b| totals[a].total_cmp(&totals[b]).then(a.cmp(&b)))
        .unwrap_or(0);
    Some(candidates[best].clone())
}

impl World {
    /// What a finished play-out with `left` cards left costs.
    fn outcome_cost(&self, left: usize) -> f32 {
        if left == 0 {
            return 0.0;
        }
        let fire_lost = self.burned || self.deadlines.iter().any(Option::is_some);
        let charge = fire_lost && self.hands.len() > 1;
        left as f32 + LOSS_PENALTY + if charge { FIRE_LOSS_COST } else { 0.0 }
    }

    fn cards_left(&self) -> usize {
        self.hands.iter().map(Vec::len).sum::<usize>() + self.deck.len()
    }

    fn place(&mut self, seat: usize, play: Play) {
        self.tops[play.pile] = play.card;
        self.live &= !bit(play.card);
        self.hands[seat].retain(|&c| c != play.card);
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
        let mut nearest: [Option<usize>; 4] = [None; 4];
        let mut trick: [Option<usize>; 4] = [None; 4];
        for (i, &card) in hand.iter().enumerate() {
            for pile in 0..4 {
                let top = self.tops[pile];
                let (forward, is_trick) = match self.dirs[pile] {
                    Direction::Ascending => (card > top, card as i16 == top as i16 - 10),
                    Direction::Descending => (card < top, card as i16 == top as i16 + 10),
                };
                if is_trick {
                    trick[pile] = Some(i);
                } else if forward
                    && nearest[pile].is_none_or(|j| card.abs_diff(top) < hand[j].abs_diff(top))
                {
                    nearest[pile] = Some(i);
                }
            }
        }
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
                } else {
                    s.skipped as i32 * 4 + s.distance.min(3) as i32
                };
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
    };
    world.play_out()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Solitaire, deck empty, a fire (77) burning on pile 0 that must be
    /// covered this turn and that no card in hand can cover.
    fn burning_world() -> World {
        World {
            dirs: [
                Direction::Ascending,
                Direction::Ascending,
                Direction::Descending,
                Direction::Descending,
            ],
            tops: [77, 1, 100, 100],
            // Many cards still to come: every jump costs.
            live: set_of(&(2..=99).collect::<Vec<u8>>()) & !bit(77),
            hands: vec![vec![30, 40, 45]],
            deck: Vec::new(),
            to_move: 0,
            minimum: 2,
            fire_cards: set_of(&FIRE_CARDS),
            deadlines: [Some(5), None, None, None],
            turn: 5,
            burned: false,
        }
    }

    /// R-FIRE-2 in the play-outs: a fire left burning past its deadline
    /// ends the play-out as a loss; the same position without the fire is won.
    #[test]
    fn a_play_out_that_leaves_a_due_fire_burning_is_lost() {
        let mut world = burning_world();
        let left = world.play_out();
        assert!(world.burned);
        assert!(left > 0, "the fire loses with {left} cards left");
        let mut unburnt = burning_world();
        unburnt.deadlines = [None; 4];
        assert_eq!(unburnt.play_out(), 0);
    }

    /// With 2-5 seats a play-out lost to fire (burnt, or stuck while a fire
    /// burns: R-FIRE-2, R-FIRE-4) costs more than the same loss without
    /// fire; in solitaire it does not.
    #[test]
    fn a_play_out_lost_to_fire_costs_more_with_seats() {
        let mut world = burning_world();
        world.hands.push(vec![20]);
        let left = world.play_out();
        assert!(world.burned);
        let plain = left as f32 + LOSS_PENALTY;
        assert_eq!(world.outcome_cost(left), plain + FIRE_LOSS_COST);
        world.burned = false;
        assert_eq!(world.outcome_cost(left), plain + FIRE_LOSS_COST);
        world.deadlines = [None; 4];
        assert_eq!(world.outcome_cost(left), plain);
        let mut solo = burning_world();
        let left = solo.play_out();
        assert_eq!(solo.outcome_cost(left), left as f32 + LOSS_PENALTY);
        assert_eq!(solo.outcome_cost(0), 0.0);
    }

    /// The policy covers a due fire before anything else, and an extra card
    /// that covers a fire is played even when it jumps.
    #[test]
    fn the_play_out_policy_covers_a_due_fire_first() {
        let mut world = burning_world();
        world.hands = vec![vec![30, 40, 90]];
        let (_, play) = world.greedy_play(0).expect("a legal play");
        assert_eq!(play, Play::new(90, 0));
    }

    /// The policy lights a fire only cheaply when the next seat can cover
    /// it (R-FIRE-2): 55 on 54 is the closest play, but with no cover in
    /// the next hand the policy plays 56 on 58 instead.
    #[test]
    fn the_play_out_policy_lights_a_fire_the_next_seat_can_cover() {
        let world = |next_hand: Vec<u8>| World {
            dirs: [
                Direction::Ascending,
                Direction::Ascending,
                Direction::Descending,
                Direction::Descending,
            ],
            tops: [54, 99, 58, 2],
            live: set_of(&[55, 56, 60, 3]),
            hands: vec![vec![55, 56], next_hand],
            deck: vec![],
            to_move: 0,
            minimum: 1,
            fire_cards: set_of(&FIRE_CARDS),
            deadlines: [None; 4],
            turn: 5,
            burned: false,
        };
        let (_, play) = world(vec![60]).greedy_play(0).expect("a legal play");
        assert_eq!(play, Play::new(55, 0));
        let (_, play) = world(vec![3]).greedy_play(0).expect("a legal play");
        assert_eq!(play, Play::new(56, 2));
    }
}
