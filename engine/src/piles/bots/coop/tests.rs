//! The planner's knobs as the rules pick them.

use super::{Budget, Context, CoopParams, Policy, Schedule, budget, look_ahead};
use crate::piles::rules::{Deal, Game, Ruleset};

/// R-PRO-1: with a minimum of 3 the extra-card threshold comes from the
/// professional values, screened apart from the standard ones (the shipped
/// levels use the same numbers today, so the check uses values of its own).
#[test]
fn the_professional_variant_has_its_own_extra_card_thresholds() {
    let own = |params: CoopParams| CoopParams {
        extra_pro: [7.0, 8.0, 9.0],
        ..params
    };
    for params in [own(CoopParams::expert()), own(CoopParams::normal())] {
        for (seats, standard, index) in [(1, params.extra_solo, 0), (3, params.extra_deck, 1)] {
            let ruleset = Ruleset::coop(seats);
            let game = Game::new(ruleset, Deal::Seed(7), 0).expect("valid ruleset");
            let obs = game.observation(0);
            assert_eq!(Context::new(&params, &obs).threshold, standard);
            let pro = Game::new(ruleset.professional(false), Deal::Seed(7), 0).expect("valid");
            let obs = pro.observation(0);
            assert_eq!(
                Context::new(&params, &obs).threshold,
                params.extra_pro[index]
            );
        }
    }
}

/// Games with 2-5 seats without the professional minimum get the screened
/// play-out policy, On Fire included (R-FIRE-1: the fire rule stays in the
/// play-outs); solitaire and the professional variant keep the classic one.
#[test]
fn only_plain_and_fire_games_with_seats_get_the_new_play_out_policy() {
    let params = CoopParams::expert();
    for ruleset in [
        Ruleset::coop(3),
        Ruleset::coop(2).on_fire(),
        Ruleset::coop(5).on_fire(),
    ] {
        assert_eq!(
            look_ahead(&params, &ruleset),
            (params.plain_candidates, params.plain_policy)
        );
    }
    for ruleset in [
        Ruleset::coop(1),
        Ruleset::coop(1).on_fire(),
        Ruleset::coop(3).professional(false),
        Ruleset::coop(1).professional(false),
    ] {
        assert_eq!(
            look_ahead(&params, &ruleset),
            (params.candidates, Policy::CLASSIC)
        );
    }
}

/// Plain games and On Fire with 2-5 seats spend their sampled deals by the
/// schedule (more while the leading turns stay close, more late in the
/// game); solitaire On Fire and the professional variant keep the fixed
/// count they were measured with.
#[test]
fn plain_and_fire_games_with_seats_spend_samples_by_the_schedule() {
    let late = Schedule {
        first_quarters: 2,
        most_quarters: 8,
        z: 1.5,
        late_deck: 200,
        late_factor: 3,
    };
    let params = CoopParams {
        plain_schedule: [late, late],
        ..CoopParams::expert()
    };
    for (seats, base) in [(1, params.samples), (3, params.samples_multi)] {
        let budget_of = |ruleset: Ruleset| {
            let game = Game::new(ruleset, Deal::Seed(7), 0).expect("valid ruleset");
            let obs = game.observation(0);
            budget(&Context::new(&params, &obs))
        };
        let plain = budget_of(Ruleset::coop(seats));
        assert_eq!((plain.first, plain.most), (base * 3 / 2, base * 6));
        assert_eq!(plain.z, 1.5);
        let fire = budget_of(Ruleset::coop(seats).on_fire());
        if seats == 1 {
            assert_eq!(fire, Budget::fixed(base));
        } else {
            assert_eq!(fire, plain);
        }
        let pro = budget_of(Ruleset::coop(seats).professional(false));
        assert_eq!(pro, Budget::fixed(base));
    }
    // Early in the game (a full draw pile) no late factor.
    let early = CoopParams {
        plain_schedule: [Schedule {
            late_deck: 10,
            ..late
        }; 2],
        ..params
    };
    let game = Game::new(Ruleset::coop(3), Deal::Seed(7), 0).expect("valid ruleset");
    let obs = game.observation(0);
    let budget = budget(&Context::new(&early, &obs));
    assert_eq!(budget.first, early.samples_multi / 2);
}
