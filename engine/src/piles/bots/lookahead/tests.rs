//! The play-outs' rules and policy.
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
        policy: Policy::CLASSIC,
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
        policy: Policy::CLASSIC,
    };
    let (_, play) = world(vec![60]).greedy_play(0).expect("a legal play");
    assert_eq!(play, Play::new(55, 0));
    let (_, play) = world(vec![3]).greedy_play(0).expect("a legal play");
    assert_eq!(play, Play::new(56, 2));
}

/// Two seats' world for the policy tests: ascending piles at 50 and 60, a
/// descending one at 30 and one at 2, seat 0 to move.
fn policy_world(hand: Vec<u8>, other: Vec<u8>, policy: Policy) -> World {
    World {
        dirs: [
            Direction::Ascending,
            Direction::Ascending,
            Direction::Descending,
            Direction::Descending,
        ],
        tops: [50, 60, 30, 2],
        live: set_of(&[40, 51, 52, 53, 61, 62, 63, 64, 65, 66, 70, 71]),
        hands: vec![hand, other],
        deck: vec![],
        to_move: 0,
        minimum: 1,
        fire_cards: 0,
        deadlines: [None; 4],
        turn: 5,
        burned: false,
        policy,
    }
}

/// Signals in the play-outs (R-CO-13): 52 on 50 is the closest play, but
/// the other seat holds 40, the card that tricks pile 0, so with a leave
/// cost the policy plays 63 on 60 instead.
#[test]
fn the_play_out_policy_leaves_a_pile_to_the_seat_holding_its_trick() {
    let leave = Policy {
        leave_cost: 8,
        ..Policy::CLASSIC
    };
    let (_, play) = policy_world(vec![52, 63], vec![40], Policy::CLASSIC)
        .greedy_play(0)
        .expect("a legal play");
    assert_eq!(play, Play::new(52, 0));
    let (_, play) = policy_world(vec![52, 63], vec![40], leave)
        .greedy_play(0)
        .expect("a legal play");
    assert_eq!(play, Play::new(63, 1));
    // Without the trick card in the other hand the pile is free again.
    let (_, play) = policy_world(vec![52, 63], vec![70], leave)
        .greedy_play(0)
        .expect("a legal play");
    assert_eq!(play, Play::new(52, 0));
}

/// Weighted jumps: 53 on 50 and 63 on 60 both pass two live cards, but 51
/// and 52 fit no other pile (their last place) while 61 and 62 also fit
/// pile 0, so the weighted policy spends the cards with a second place.
#[test]
fn the_weighted_play_out_policy_keeps_cards_with_one_place_left() {
    let weighted = Policy {
        weighted: true,
        ..Policy::CLASSIC
    };
    let (_, play) = policy_world(vec![53, 63], vec![70], Policy::CLASSIC)
        .greedy_play(0)
        .expect("a legal play");
    assert_eq!(play, Play::new(53, 0));
    let (_, play) = policy_world(vec![53, 63], vec![70], weighted)
        .greedy_play(0)
        .expect("a legal play");
    assert_eq!(play, Play::new(63, 1));
}

/// More deals go only to close comparisons: a lead of a whole card on every
/// deal is clear, one that flips from deal to deal is not, and neither is
/// one seen on a single deal.
#[test]
fn a_lead_is_clear_only_beyond_its_paired_standard_error() {
    let steady = vec![vec![1.0, 2.0, 0.0, 3.0], vec![2.0, 3.0, 1.0, 4.0]];
    assert!(clear_lead(&steady, 2.0));
    let noisy = vec![vec![0.0, 9.0, 0.0, 9.0], vec![9.0, 0.0, 9.0, 1.0]];
    assert!(!clear_lead(&noisy, 2.0));
    assert!(!clear_lead(&[vec![0.0], vec![5.0]], 2.0));
    // The leader need not come first.
    let later = vec![
        vec![5.0, 6.0, 5.0],
        vec![9.0, 9.0, 9.0],
        vec![0.0, 1.0, 0.0],
    ];
    assert!(clear_lead(&later, 2.0));
}

/// The policy's definition, the slow way: every legal play of every card
/// costed, the lowest (cost, hand position, pile) taken.
fn brute_force_play(world: &World, seat: usize) -> Option<(i32, Play)> {
    let hand = &world.hands[seat];
    let mut best: Option<(i32, usize, usize)> = None;
    for (i, &card) in hand.iter().enumerate() {
        for pile in 0..4 {
            let top = world.tops[pile];
            let Some(s) = step(world.dirs[pile], top, card, world.live & !bit(card)) else {
                continue;
            };
            let cost = if s.trick {
                -100 - s.regained as i32
            } else if world.policy.weighted && s.skipped > 0 {
                let gap = world.live & !bit(card) & between(top.min(card), top.max(card));
                weighted_gap(&world.place_counts(), gap) + s.distance.min(3) as i32
            } else {
                s.skipped as i32 * 4 + s.distance.min(3) as i32
            };
            if best.is_none_or(|b| (cost, i, pile) < b) {
                best = Some((cost, i, pile));
            }
        }
    }
    best.map(|(cost, i, pile)| (cost, Play::new(hand[i], pile)))
}

/// The fast policy reads only each pile's nearest and trick cards off the
/// hand's card set; on random positions (hands in any order, as draws
/// leave them) it picks exactly what costing every play would.
#[test]
fn the_fast_play_out_policy_picks_what_costing_every_play_picks() {
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    let mut rng = StdRng::seed_from_u64(7);
    for round in 0..3000 {
        let mut cards: Vec<u8> = (2..=99).collect();
        cards.shuffle(&mut rng);
        let tops = [
            rng.random_range(1..=60),
            rng.random_range(1..=60),
            rng.random_range(40..=100),
            rng.random_range(40..=100),
        ];
        let hand: Vec<u8> = cards[..rng.random_range(1..=8)].to_vec();
        let live = set_of(&cards[..rng.random_range(hand.len()..=cards.len())]);
        let world = World {
            dirs: [
                Direction::Ascending,
                Direction::Ascending,
                Direction::Descending,
                Direction::Descending,
            ],
            tops,
            live,
            hands: vec![hand],
            deck: vec![],
            to_move: 0,
            minimum: 2,
            fire_cards: 0,
            deadlines: [None; 4],
            turn: 1,
            burned: false,
            policy: Policy {
                weighted: round % 2 == 1,
                ..Policy::CLASSIC
            },
        };
        assert_eq!(
            world.greedy_play(0),
            brute_force_play(&world, 0),
            "tops {tops:?}, hand {:?}",
            world.hands[0]
        );
    }
}

/// Two seats, On Fire, deck empty, seat 0 to move holding 22 and 91-94
/// on ascending piles at 90 and 95 and descending ones at 30 and 25. The
/// other hand is 50 and 60, which fit nowhere: the game is lost whatever
/// seat 0 plays.
fn lost_observation() -> Observation {
    use crate::piles::rules::Ruleset;
    use crate::piles::rules::pile::{Pile, Placed};
    let hand = vec![22, 91, 92, 93, 94];
    let tops = [90u8, 95, 30, 25];
    let placed = |cards: Vec<u8>| -> Vec<Placed> {
        cards
            .into_iter()
            .map(|card| Placed {
                card,
                seat: 1,
                turn: 1,
            })
            .collect()
    };
    let rest: Vec<u8> = (2..=99)
        .filter(|c| !hand.contains(c) && ![50, 60].contains(c) && !tops.contains(c))
        .chain([90])
        .collect();
    let pile = |direction, start, cards| Pile {
        cards: placed(cards),
        ..Pile::new(direction, start, None)
    };
    Observation {
        ruleset: Ruleset::coop(2).on_fire(),
        seat: 0,
        to_move: 0,
        turn: 40,
        hand,
        piles: vec![
            pile(Direction::Ascending, 1, rest),
            pile(Direction::Ascending, 1, vec![95]),
            pile(Direction::Descending, 100, vec![30]),
            pile(Direction::Descending, 100, vec![25]),
        ],
        hand_sizes: vec![5, 2],
        draw_pile_sizes: vec![0],
        signals: Vec::new(),
        fires: Vec::new(),
        plays_this_turn: Vec::new(),
        required: 1,
        outcome: None,
    }
}

/// R-FIRE-4 in a lost game: playing all five cards, 22 last, leaves 2
/// cards but ends in a fire loss (the other seat cannot cover 22 nor play
/// at all); playing 91 alone leaves 6 and ends as a plain loss. Cards left
/// alone prefer the fire (2 + 4 + 2 against 6 + 4); with no play-out won,
/// each fire loss costs 20 more and the plain loss is chosen.
#[test]
fn a_lost_game_ends_as_a_plain_loss_rather_than_a_fire_loss() {
    use rand::SeedableRng;
    let obs = lost_observation();
    let fire = vec![
        Play::new(91, 0),
        Play::new(92, 0),
        Play::new(93, 0),
        Play::new(94, 0),
        Play::new(22, 2),
    ];
    let plain = vec![Play::new(91, 0)];
    let mut rng = StdRng::seed_from_u64(7);
    let chosen = best_of(
        &obs,
        &[fire, plain.clone()],
        Budget::fixed(8),
        Policy::CLASSIC,
        &mut rng,
    );
    assert_eq!(chosen, Some(plain));
}

/// With 2-5 seats the charge rises as the best candidate's share of won
/// play-outs falls: all of it when nothing wins, half at 10%, none from
/// 20% up (a 5% step left one win in ten uncharged). In solitaire one win
/// in a hundred leaves the totals alone, and only a turn none of whose
/// play-outs wins is charged.
#[test]
fn fire_losses_cost_more_as_every_candidate_is_losing() {
    let lost = |wins: usize, deals: usize| -> Vec<(bool, bool)> {
        (0..deals)
            .map(|i| (i < wins, i >= wins && i < wins + 4))
            .collect()
    };
    let charged = |share: f32| {
        vec![
            50.0 + 4.0 * LOST_FIRE_COST * share,
            60.0 + 4.0 * LOST_FIRE_COST * share,
        ]
    };
    let mut totals = vec![50.0, 60.0];
    charge_lost_fires(&[lost(0, 10), lost(0, 10)], &mut totals, 3);
    assert_eq!(totals, charged(1.0));
    let mut totals = vec![50.0, 60.0];
    charge_lost_fires(&[lost(0, 10), lost(1, 10)], &mut totals, 3);
    assert_eq!(totals, charged(0.5));
    let mut totals = vec![50.0, 60.0];
    charge_lost_fires(&[lost(0, 10), lost(2, 10)], &mut totals, 5);
    assert_eq!(totals, vec![50.0, 60.0]);
    let mut totals = vec![50.0, 60.0];
    charge_lost_fires(&[lost(0, 100), lost(1, 100)], &mut totals, 1);
    assert_eq!(totals, vec![50.0, 60.0]);
    let mut totals = vec![50.0, 60.0];
    charge_lost_fires(&[lost(0, 100), lost(0, 100)], &mut totals, 1);
    assert_eq!(totals, charged(1.0));
}
