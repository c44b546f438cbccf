//! On Fire for the look-ahead's candidate turns: leave out turns whose fire
//! is likely to burn (R-FIRE-2), and always offer the play-outs a turn that
//! gets rid of each fire card in hand, since one kept to the end of the game
//! is often forced out when nobody can cover it any more.

use super::{Context, CoopParams};
use crate::piles::bots::cards::{CardSet, bit, step};
use crate::piles::rules::{Observation, Play};

/// The highest chance of a fire left uncovered that a turn may take
/// when another turn takes less, in solitaire. The estimate is calibrated (fires burn
/// about as often as it says, examples/fire_calibration.rs); a 1% cap with
/// 3 seats cut fire losses from 2.9% to 1.2% of 2000 games but cost 48
/// wins, and with 5 seats 55 wins of 1000 for no fewer fire losses
/// (docs/AI.md, On Fire).
const MAX_LIT_RISK: f32 = 0.1;
/// The same with 2-5 seats, since their play-outs sample more deals (the
/// schedule) and win enough to afford it (docs/AI.md, On Fire, seventh
/// round).
const MAX_LIT_RISK_SEATS: f32 = 0.03;

fn max_lit_risk(ctx: &Context) -> f32 {
    if ctx.solo {
        MAX_LIT_RISK
    } else {
        MAX_LIT_RISK_SEATS
    }
}
/// A turn scored this or more leaves a due fire burning (`position_cost`
/// charges 10,000 for it).
const DUE_BURNS: f32 = 5_000.0;

/// Does `pile` (tops `tops` part-way through the turn) carry a fire lit
/// this turn? With 2-5 seats the look-ahead's search then tries this
/// seat's own cover on it beyond the minimum, whatever it costs.
pub(super) fn lit_this_turn(ctx: &Context, pile: usize, tops: &[u8; 4]) -> bool {
    !ctx.solo
        && ctx.params.candidates > 1
        && tops[pile] != ctx.start_tops[pile]
        && ctx.obs.ruleset.is_fire(tops[pile])
}

/// With 2-5 seats, a turn that leaves its own fire at any risk is dropped
/// when the same plays followed by this seat's own cover reach an end at no
/// risk: 11 of 20 fire losses with 4 seats kept such a cover (docs/AI.md,
/// On Fire, eighth round).
fn prefer_self_cover(ctx: &Context, ends: &mut Vec<(f32, Vec<Play>)>) {
    let risks: Vec<f32> = ends.iter().map(|(_, plays)| lit_risk(ctx, plays)).collect();
    // A safe turn that lit a fire covered it itself (the fire card is in it).
    let covered: Vec<&Vec<Play>> = ends
        .iter()
        .zip(&risks)
        .filter(|((_, plays), risk)| {
            **risk <= 0.0 && plays.iter().any(|p| ctx.obs.ruleset.is_fire(p.card))
        })
        .map(|((_, plays), _)| plays)
        .collect();
    let keep: Vec<bool> = ends
        .iter()
        .zip(&risks)
        .map(|((_, plays), &risk)| {
            risk <= 0.0
                || !covered.iter().any(|longer| {
                    longer.len() > plays.len() && plays.iter().all(|p| longer.contains(p))
                })
        })
        .collect();
    let mut index = 0;
    ends.retain(|_| {
        index += 1;
        keep[index - 1]
    });
}

/// The `count` best turns among `ends` (sorted best first) whose fires are
/// safe enough, then the best turn lighting each fire card in hand.
pub(super) fn screen_turns(
    ctx: &Context,
    ends: &mut Vec<(f32, Vec<Play>)>,
    count: usize,
) -> Vec<Vec<Play>> {
    // A turn that covers every due fire beats any that does not, however
    // risky its own fire: a due fire left burning loses at once (R-FIRE-2).
    if ends.iter().any(|(score, _)| *score < DUE_BURNS) {
        ends.retain(|(score, _)| *score < DUE_BURNS);
    }
    if !ctx.solo {
        prefer_self_cover(ctx, ends);
    }
    if ends
        .iter()
        .any(|(_, plays)| lit_risk(ctx, plays) <= max_lit_risk(ctx))
    {
        ends.retain(|(_, plays)| lit_risk(ctx, plays) <= max_lit_risk(ctx));
    }
    let mut chosen: Vec<Vec<Play>> = ends
        .iter()
        .take(count)
        .map(|(_, plays)| plays.clone())
        .collect();
    for &fire in ctx.hand.iter().filter(|&&c| ctx.obs.ruleset.is_fire(c)) {
        if let Some((_, plays)) = ends
            .iter()
            .find(|(score, plays)| *score < DUE_BURNS && plays.iter().any(|p| p.card == fire))
            && !chosen.contains(plays)
        {
            chosen.push(plays.clone());
        }
    }
    chosen
}

/// The pile tops, the cards still to be played and this seat's hand after
/// `plays` (the fire risk and the signals both start from it).
pub(super) fn after_plays(ctx: &Context, plays: &[Play]) -> ([u8; 4], CardSet, Vec<u8>) {
    let mut tops = ctx.start_tops;
    let mut live = ctx.live;
    let mut remaining = ctx.hand.clone();
    for play in plays {
        tops[play.pile] = play.card;
        live &= !bit(play.card);
        remaining.retain(|&c| c != play.card);
    }
    (tops, live, remaining)
}

/// The highest chance, as far as this seat can tell, that a fire this turn
/// lights stays uncovered past its deadline.
pub(super) fn lit_risk(ctx: &Context, plays: &[Play]) -> f32 {
    let (tops, live, remaining) = after_plays(ctx, plays);
    if remaining.is_empty() && ctx.deck_left == 0 && live == 0 {
        // The last card of the game may be a fire card (R-FIRE-4).
        return 0.0;
    }
    (0..4)
        .filter(|&p| tops[p] != ctx.start_tops[p] && ctx.obs.ruleset.is_fire(tops[p]))
        .map(|p| ctx.fire_risk(p, &tops, &remaining, live, plays.len()))
        .fold(0.0, f32::max)
}

/// Solitaire, a cover in hand: the chance that the next turn cannot reach
/// its minimum anyway (too few of the held and drawn cards fit a pile), which
/// ends the game with the fire still burning, a fire loss (R-CO-16,
/// R-FIRE-4). `pool` holds the unseen cards, `draws` the cards drawn first.
pub(super) fn stall_risk(
    ctx: &Context,
    tops: &[u8; 4],
    held: CardSet,
    pool: CardSet,
    draws: u32,
) -> f32 {
    // Over the set's cards only: this runs for every candidate turn.
    let fitting = |set: CardSet| -> u32 {
        let mut count = 0;
        let mut rest = set;
        while rest != 0 {
            let card = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            if (0..4).any(|p| step(ctx.dirs[p], tops[p], card, 0).is_some()) {
                count += 1;
            }
        }
        count
    };
    let need = if ctx.deck_left > draws as usize {
        ctx.obs.ruleset.minimum_with_deck().0 as u32
    } else {
        1
    };
    let short = need.saturating_sub(fitting(held));
    fewer_than(pool.count_ones(), fitting(pool), draws, short)
}

/// The hypergeometric chance that `draws` cards from `pool` (of which
/// `good` are good) bring fewer than `wanted` good ones.
fn fewer_than(pool: u32, good: u32, draws: u32, wanted: u32) -> f32 {
    let ways = |n: u32, k: u32| -> f64 {
        if k > n {
            return 0.0;
        }
        (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
    };
    let all = ways(pool, draws);
    if all == 0.0 {
        return if wanted == 0 { 0.0 } else { 1.0 };
    }
    let below: f64 = (0..wanted.min(draws + 1))
        .map(|x| ways(good, x) * ways(pool.saturating_sub(good), draws.saturating_sub(x)))
        .sum();
    (below / all) as f32
}

/// Each pile on which `plays` would light a fire, with the chance the
/// expert's screen gives it of burning (examples/fire_calibration.rs checks
/// these against what happens).
pub fn lit_fire_risks(params: &CoopParams, obs: &Observation, plays: &[Play]) -> Vec<(usize, f32)> {
    let ctx = Context::new(params, obs);
    let (tops, live, remaining) = after_plays(&ctx, plays);
    (0..4)
        .filter(|&p| tops[p] != ctx.start_tops[p] && obs.ruleset.is_fire(tops[p]))
        .map(|p| (p, ctx.fire_risk(p, &tops, &remaining, live, plays.len())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piles::rules::pile::{Direction, Pile, Placed};
    use crate::piles::rules::{FireDeadline, Observation, Ruleset};

    /// A pile of `cards` played by seat 1 on `turn`.
    fn pile(direction: Direction, start: u8, cards: Vec<u8>, turn: u32) -> Pile {
        Pile {
            cards: cards
                .into_iter()
                .map(|card| Placed {
                    card,
                    seat: 1,
                    turn,
                })
                .collect(),
            ..Pile::new(direction, start, None)
        }
    }

    /// Two seats, On Fire, deck empty, seat 0 to move on turn 40 holding
    /// `hand`; the other seat holds `other_hand` cards.
    fn endgame(hand: Vec<u8>, piles: Vec<Pile>, other_hand: usize) -> Observation {
        Observation {
            ruleset: Ruleset::coop(2).on_fire(),
            seat: 0,
            to_move: 0,
            turn: 40,
            hand,
            piles,
            hand_sizes: vec![2, other_hand],
            draw_pile_sizes: vec![0],
            signals: Vec::new(),
            fires: Vec::new(),
            plays_this_turn: Vec::new(),
            required: 1,
            outcome: None,
        }
    }

    /// Seat 0 holds 77 and 78 with pile 0 at 70; the other hand holds
    /// exactly the cards in `unseen`.
    fn observation(unseen: &[u8]) -> Observation {
        let hand = vec![77, 78];
        let gone: Vec<u8> = (2..=99)
            .filter(|c| !hand.contains(c) && !unseen.contains(c))
            .collect();
        let low: Vec<u8> = gone
            .iter()
            .copied()
            .filter(|&c| (4..=70).contains(&c))
            .collect();
        let high: Vec<u8> = gone.iter().copied().filter(|&c| c > 70).collect();
        let piles = vec![
            pile(Direction::Ascending, 1, low, 1),
            pile(Direction::Ascending, 1, high, 1),
            pile(Direction::Descending, 100, vec![3], 1),
            pile(Direction::Descending, 100, vec![2], 1),
        ];
        endgame(hand, piles, unseen.len())
    }

    /// R-FIRE-2: a fire the next seat cannot cover (its one card, 50, fits
    /// nowhere above 77) is left out while a safe turn exists; when the next
    /// hand surely covers it (85), the fire turn is offered to the play-outs
    /// even though the heuristic ranks it below the count taken.
    #[test]
    fn turns_whose_fire_would_burn_are_left_out_and_safe_fire_turns_offered() {
        let light = vec![Play::new(77, 0)];
        let safe = vec![Play::new(78, 0)];
        let ends = || vec![(0.0, safe.clone()), (3.0, light.clone())];

        let obs = observation(&[50]);
        let params = CoopParams::expert();
        let ctx = Context::new(&params, &obs);
        assert_eq!(lit_risk(&ctx, &light), 1.0);
        assert_eq!(lit_risk(&ctx, &safe), 0.0);
        assert_eq!(screen_turns(&ctx, &mut ends(), 4), vec![safe.clone()]);

        let obs = observation(&[50, 85]);
        let ctx = Context::new(&params, &obs);
        assert_eq!(lit_risk(&ctx, &light), 0.0);
        assert_eq!(screen_turns(&ctx, &mut ends(), 1), vec![safe, light]);
    }

    /// R-FIRE-2, 3 seats: lighting 77 with 19 of the 20 unseen cards above
    /// it and a one-card next hand burns 1 time in 20, and the calibration
    /// hook reports that chance for pile 0. Above the 3% cap of 2-5 seats
    /// the fire turn is left out while the safe turn exists (docs/AI.md, On
    /// Fire, seventh round); under the 10% cap it stayed a candidate.
    #[test]
    fn a_fire_with_a_five_percent_risk_is_reported_and_left_out_with_seats() {
        let light = vec![Play::new(77, 0)];
        let safe = vec![Play::new(78, 0)];
        let mut unseen: Vec<u8> = (80..=98).collect();
        unseen.push(50);
        let obs = Observation {
            ruleset: Ruleset::coop(3).on_fire(),
            hand_sizes: vec![2, 1, 1],
            draw_pile_sizes: vec![18],
            ..observation(&unseen)
        };
        let params = CoopParams::expert();
        let risks = lit_fire_risks(&params, &obs, &light);
        assert_eq!(risks.len(), 1);
        assert_eq!(risks[0].0, 0);
        assert!((risks[0].1 - 0.05).abs() < 1e-6, "{risks:?}");
        assert!(lit_fire_risks(&params, &obs, &safe).is_empty());
        let ctx = Context::new(&params, &obs);
        let mut ends = vec![(0.0, safe.clone()), (3.0, light)];
        assert_eq!(screen_turns(&ctx, &mut ends, 4), vec![safe]);
    }

    /// R-FIRE-2: the other seat's fire 44 on pile 2 is due this turn and
    /// only 22, itself a fire card that the next hand (80) cannot cover, puts
    /// it out. Every turn offered covers the due fire: its own fire's risk
    /// must not leave only turns that lose at once.
    #[test]
    fn a_due_fire_is_covered_even_by_a_fire_card_likely_to_burn() {
        let (hand, unseen) = (vec![22, 60], vec![80]);
        let gone: Vec<u8> = (2..=99)
            .filter(|c| !hand.contains(c) && !unseen.contains(c) && ![30, 44].contains(c))
            .collect();
        let below: Vec<u8> = gone.iter().copied().filter(|&c| c < 60).collect();
        let above: Vec<u8> = gone.iter().copied().filter(|&c| c > 60).collect();
        let piles = vec![
            pile(Direction::Ascending, 1, below, 39),
            pile(Direction::Ascending, 1, above, 39),
            pile(Direction::Descending, 100, vec![44], 39),
            pile(Direction::Descending, 100, vec![30], 39),
        ];
        let obs = Observation {
            fires: vec![FireDeadline {
                pile: 2,
                card: 44,
                lit_by: 1,
                lit_turn: 39,
                deadline_turn: 40,
                deadline_seat: 0,
            }],
            ..endgame(hand, piles, unseen.len())
        };
        let params = CoopParams::expert();
        let ctx = Context::new(&params, &obs);
        let cover = Play::new(22, 2);
        assert_eq!(lit_risk(&ctx, &[cover]), 1.0);
        let turns = super::super::candidate_turns(&ctx, params.candidates);
        assert!(!turns.is_empty());
        for plays in turns {
            assert!(plays.contains(&cover), "{plays:?} leaves 44 burning");
        }
    }

    /// R-FIRE-2 and R-FIRE-5: the other seat lit 22 on pile 0 and 44 on
    /// pile 2, both due this turn, and one card is required (deck empty).
    /// Every cover jumps live cards (25, 27 above 22; 40, 41 below 44),
    /// more than an extra card may cost, yet every turn offered must cover
    /// both (5 seats, seed 707, left 44 burning with 5 in hand).
    #[test]
    fn two_due_fires_are_both_covered_beyond_the_minimum() {
        let hand = vec![5, 38, 49, 73];
        let unseen = vec![10, 12, 25, 27, 30, 40, 41, 45, 65];
        let gone: Vec<u8> = (2..=99)
            .filter(|c| !hand.contains(c) && !unseen.contains(c) && ![22, 44, 53, 94].contains(c))
            .chain([22])
            .collect();
        let piles = vec![
            pile(Direction::Ascending, 1, gone, 39),
            pile(Direction::Ascending, 1, vec![94], 39),
            pile(Direction::Descending, 100, vec![44], 39),
            pile(Direction::Descending, 100, vec![53], 39),
        ];
        let due = |pile, card| FireDeadline {
            pile,
            card,
            lit_by: 1,
            lit_turn: 39,
            deadline_turn: 40,
            deadline_seat: 0,
        };
        let obs = Observation {
            fires: vec![due(0, 22), due(2, 44)],
            ..endgame(hand, piles, unseen.len())
        };
        let params = CoopParams::expert();
        let ctx = Context::new(&params, &obs);
        let turns = super::super::candidate_turns(&ctx, params.candidates);
        assert!(!turns.is_empty());
        for plays in turns {
            let (tops, _, _) = after_plays(&ctx, &plays);
            assert!(
                tops[0] != 22 && tops[2] != 44,
                "{plays:?} leaves a fire burning"
            );
        }
    }

    /// R-FIRE-2, 3 seats, deck empty: lighting 77 on pile 0 burns when the
    /// next hand's two cards are 50 and 51 (1 in 231). Playing the seat's
    /// own 99 on top in the same turn jumps 20 live cards, far beyond what
    /// an extra card may cost, yet that self-covered turn is offered and 77
    /// alone is not (4 seats: 11 of 20 fire losses kept such a cover).
    #[test]
    fn a_fire_lit_at_some_risk_gives_way_to_the_same_turn_with_its_own_cover() {
        let hand = vec![77, 99];
        let unseen: Vec<u8> = (78..=97).chain([50, 51]).collect();
        let gone: Vec<u8> = (2..=99)
            .filter(|c| !hand.contains(c) && !unseen.contains(c) && ![2, 3].contains(c))
            .collect();
        let low: Vec<u8> = gone.iter().copied().filter(|&c| c <= 70).collect();
        let high: Vec<u8> = gone.iter().copied().filter(|&c| c > 70).collect();
        let obs = Observation {
            ruleset: Ruleset::coop(3).on_fire(),
            hand_sizes: vec![2, 2, 20],
            ..endgame(
                hand,
                vec![
                    pile(Direction::Ascending, 1, low, 39),
                    pile(Direction::Ascending, 1, high, 39),
                    pile(Direction::Descending, 100, vec![3], 39),
                    pile(Direction::Descending, 100, vec![2], 39),
                ],
                2,
            )
        };
        let params = CoopParams::expert();
        let ctx = Context::new(&params, &obs);
        let light = Play::new(77, 0);
        assert!((lit_risk(&ctx, &[light]) - 1.0 / 231.0).abs() < 1e-5);
        let turns = super::super::candidate_turns(&ctx, params.candidates);
        assert!(!turns.contains(&vec![light]), "{turns:?}");
        assert!(
            turns.contains(&vec![light, Play::new(99, 0)]),
            "{turns:?} keeps 99 beside the burning 77"
        );
    }

    /// Solitaire, R-FIRE-3 with R-CO-16 and R-FIRE-4: 77 lit on 66 with its
    /// cover 79 kept is only safe if the next turn can also reach the
    /// minimum of 2; with 9 and 19 fitting nowhere and one draw from 22
    /// unseen cards of which only 80 fits, the game ends 21 times in 22 with
    /// 77 burning (seed 274 lost that way at an estimated 0). One more
    /// playable card in hand (5 on 6) makes the fire safe again.
    #[test]
    fn a_held_cover_is_no_help_when_the_next_turn_cannot_reach_the_minimum() {
        let solo = |hand: Vec<u8>| {
            let unseen: Vec<u8> = (20..=40).chain([80]).collect();
            let gone: Vec<u8> = (2..=99)
                .filter(|c| !hand.contains(c) && !unseen.contains(c) && ![3, 6, 66, 98].contains(c))
                .chain([98])
                .collect();
            Observation {
                ruleset: Ruleset::coop(1).on_fire(),
                seat: 0,
                to_move: 0,
                turn: 29,
                hand_sizes: vec![hand.len()],
                hand,
                piles: vec![
                    pile(Direction::Ascending, 1, gone, 28),
                    pile(Direction::Ascending, 1, vec![66], 28),
                    pile(Direction::Descending, 100, vec![3], 28),
                    pile(Direction::Descending, 100, vec![6], 28),
                ],
                draw_pile_sizes: vec![unseen.len()],
                signals: Vec::new(),
                fires: Vec::new(),
                plays_this_turn: Vec::new(),
                required: 2,
                outcome: None,
            }
        };
        let light = vec![Play::new(77, 1)];
        let params = CoopParams::expert();
        let obs = solo(vec![9, 19, 77, 79]);
        let ctx = Context::new(&params, &obs);
        assert!((lit_risk(&ctx, &light) - 21.0 / 22.0).abs() < 1e-5);
        let obs = solo(vec![5, 9, 19, 77, 79]);
        let ctx = Context::new(&params, &obs);
        assert_eq!(lit_risk(&ctx, &light), 0.0);
    }
}
