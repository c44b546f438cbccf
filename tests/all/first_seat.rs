//! Who starts (R-CO-5, R-DU-2): each seat judges only its own opening hand,
//! the strongest proposal starts, ties go to the lowest seat, and the
//! simulator and records carry the seat that really started.

use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::bots::opening::{FirstSeat, Opening, judge, strongest};
use pilefire_engine::piles::rules::{Deal, Game, Rule, Ruleset};
use pilefire_engine::piles::sim::{Player, SimConfig, run};

/// A 4-seat deck: seat 2 holds a run from 2 up, the others scattered cards.
fn deck_with_strong_seat_two() -> Vec<u8> {
    let hands: [[u8; 6]; 4] = [
        [30, 45, 50, 62, 71, 88],
        [33, 41, 57, 64, 78, 85],
        [2, 3, 4, 5, 6, 7],
        [35, 47, 52, 66, 73, 81],
    ];
    let mut deck: Vec<u8> = hands.iter().flatten().copied().collect();
    deck.extend((2..=99).filter(|c| !deck.contains(c)).collect::<Vec<u8>>());
    deck
}

#[test]
fn r_co_5_the_strongest_opening_starts() {
    let ruleset = Ruleset::coop(4);
    let deal = Deal::Decks(vec![deck_with_strong_seat_two()]);
    let game = Game::new(ruleset, deal.clone(), 0).unwrap();
    let openings: Vec<Opening> = (0..4).map(|s| judge(&game.observation(s))).collect();
    assert_eq!(openings[2], Opening::Excellent, "{openings:?}");
    assert!(
        openings
            .iter()
            .enumerate()
            .all(|(s, o)| s == 2 || *o < Opening::Good),
        "{openings:?}"
    );
    let all = [0, 1, 2, 3];
    let first = FirstSeat::Strongest
        .resolve(&ruleset, &deal, 0, &all)
        .unwrap();
    assert_eq!(first, 2);
    // Only the seats asked give a judgement (in the app, the bots).
    let without_two = FirstSeat::Strongest
        .resolve(&ruleset, &deal, 0, &[1, 3])
        .unwrap();
    assert_eq!(
        without_two,
        strongest(&[None, Some(openings[1]), None, Some(openings[3])])
    );
    assert_ne!(without_two, 2);
    assert_eq!(
        FirstSeat::Strongest
            .resolve(&ruleset, &deal, 0, &[1, 2, 3])
            .unwrap(),
        2
    );
    let started = Game::new(ruleset, deal, first).unwrap();
    assert_eq!(started.to_move(), 2);
    assert_eq!(started.record().first_seat, 2);
}

/// A seat's judgement reads its own hand and the table only: other hands
/// may change completely and it says the same.
#[test]
fn r_co_5_a_seat_judges_only_its_own_hand() {
    let ruleset = Ruleset::coop(4);
    let deck = deck_with_strong_seat_two();
    let mut others = deck.clone();
    // Swap seat 0's and seat 3's hands; seats 1 and 2 keep theirs.
    for i in 0..6 {
        others.swap(i, 18 + i);
    }
    let one = Game::new(ruleset, Deal::Decks(vec![deck]), 0).unwrap();
    let two = Game::new(ruleset, Deal::Decks(vec![others]), 0).unwrap();
    for seat in [1, 2] {
        assert_eq!(judge(&one.observation(seat)), judge(&two.observation(seat)));
    }
    assert_eq!(judge(&one.observation(0)), judge(&two.observation(3)));
}

#[test]
fn r_co_5_ties_go_to_the_lowest_seat_and_silence_to_seat_0() {
    use Opening::*;
    assert_eq!(strongest(&[Some(Good), Some(Strong), Some(Strong)]), 1);
    assert_eq!(strongest(&[None, Some(Fair), Some(Fair), Some(Weak)]), 1);
    assert_eq!(strongest(&[None, None]), 0);
    assert_eq!(strongest(&[Some(Stuck), Some(Poor)]), 1);
}

#[test]
fn r_du_2_random_and_chosen_seats_and_no_strongest_in_duel() {
    let duel = Ruleset::duel();
    let firsts: Vec<usize> = (0..40)
        .map(|seed| {
            FirstSeat::Random
                .resolve(&duel, &Deal::Seed(seed), seed, &[0, 1])
                .unwrap()
        })
        .collect();
    assert!(firsts.contains(&0) && firsts.contains(&1), "{firsts:?}");
    let again = FirstSeat::Random
        .resolve(&duel, &Deal::Seed(7), 7, &[])
        .unwrap();
    assert_eq!(again, firsts[7], "the same deal starts the same way");
    assert_eq!(
        FirstSeat::Seat(1).resolve(&duel, &Deal::Seed(3), 3, &[]),
        Ok(1)
    );
    assert!(
        FirstSeat::Seat(2)
            .resolve(&duel, &Deal::Seed(3), 3, &[])
            .is_err()
    );
    let error = FirstSeat::Strongest
        .resolve(&duel, &Deal::Seed(3), 3, &[0, 1])
        .unwrap_err();
    assert_eq!(error.rule(), Rule::Du2);
    for text in ["strongest", "random", "3"] {
        assert_eq!(text.parse::<FirstSeat>().unwrap().to_string(), text);
    }
    assert!("first".parse::<FirstSeat>().is_err());
}

fn sim(ruleset: Ruleset, level: BotLevel, first_seat: Option<FirstSeat>) -> SimConfig {
    SimConfig {
        ruleset,
        player: Player::Bot(level),
        versus: (ruleset.mode == pilefire_engine::piles::rules::Mode::Duel)
            .then_some(BotLevel::Easy),
        games: 30,
        seed: 11,
        threads: 2,
        first_seat,
        exact_openings: false,
    }
}

/// `--first-seat strongest`: every game starts with the seat the deal's own
/// judgements propose, and not always seat 0.
#[test]
fn r_co_5_the_simulator_lets_the_strongest_start() {
    let ruleset = Ruleset::coop(5);
    let summary = run(&sim(
        ruleset,
        BotLevel::Baseline,
        Some(FirstSeat::Strongest),
    ));
    assert_eq!(summary.stats().errors, 0);
    let all: Vec<usize> = (0..5).collect();
    for result in &summary.results {
        let expected = FirstSeat::Strongest
            .resolve(&ruleset, &Deal::Seed(result.seed), result.seed, &all)
            .unwrap();
        assert_eq!(result.first_seat, expected, "seed {}", result.seed);
    }
    assert!(summary.results.iter().any(|r| r.first_seat != 0));
    assert!(
        summary
            .report(false, false)
            .contains("first seat strongest")
    );
    let default = run(&sim(ruleset, BotLevel::Baseline, None));
    assert!(default.results.iter().all(|r| r.first_seat == 0));
    let fixed = run(&sim(ruleset, BotLevel::Baseline, Some(FirstSeat::Seat(3))));
    assert!(fixed.results.iter().all(|r| r.first_seat == 3));
}

/// Statistics keep who started, and its deal code deals the game again with
/// the same seat first; a file written before the field existed reads as
/// seat 0, which started every game then.
#[test]
fn r_co_5_statistics_keep_the_first_seat_and_old_files_read() {
    use pilefire_engine::piles::bots::driver::play_out;
    use pilefire_engine::piles::bots::{Bot, make_bot};
    use pilefire_engine::piles::dealcode::DealCode;
    use pilefire_engine::piles::stats::{GameSummary, summarise};
    let ruleset = Ruleset::coop(3);
    let mut game = Game::new(ruleset, Deal::Seed(5), 2).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = (0..3)
        .map(|seat| make_bot(BotLevel::Baseline, &ruleset, seat))
        .collect();
    play_out(&mut game, &mut bots).unwrap();
    let summary = summarise(&game, Some(0), 5, BotLevel::Baseline, 0, false, None);
    assert_eq!(summary.first_seat, 2);
    let code = DealCode::parse(&summary.deal_code).unwrap();
    assert_eq!((code.seed, code.first_seat), (5, 2));
    let text = ron::to_string(&summary).unwrap();
    assert!(text.contains("first_seat:2"), "{text}");
    let old: GameSummary = ron::from_str(&text.replace(",first_seat:2", "")).unwrap();
    assert_eq!(old.first_seat, 0);
}

/// The window's deal resolves the choice: with `Strongest` the bot seats
/// (never the person's) propose, and the game starts with the seat proposed.
mod in_the_window {
    use bevy::prelude::*;
    use bevy::state::app::StatesPlugin;

    use crate::support::temp_dir;
    use pilefire::app::logic_plugin;
    use pilefire::piles::session::MatchConfig;
    use pilefire::piles::session::PilesMatch;
    use pilefire::piles::session::first_seat;
    use pilefire::shell::settings::SettingsStore;
    use pilefire::shell::states::Screen;
    use pilefire_engine::piles::bots::BotLevel;
    use pilefire_engine::piles::bots::opening::FirstSeat;
    use pilefire_engine::piles::rules::{Deal, Ruleset};

    #[test]
    fn r_co_5_the_deal_starts_with_the_bots_proposal() {
        let ruleset = Ruleset::coop(4);
        let config = |seed: u64| MatchConfig {
            ruleset,
            seed: Some(seed),
            bot_level: BotLevel::Normal,
            human_seat: Some(0),
            first_seat: FirstSeat::Strongest,
            ..MatchConfig::default()
        };
        // The first seed whose proposal is not simply the first bot.
        let (seed, expected) = (1..100)
            .map(|seed| {
                (
                    seed,
                    first_seat(&config(seed), &Deal::Seed(seed), seed).unwrap(),
                )
            })
            .find(|&(_, first)| first > 1)
            .expect("some deal's strongest bot is seat 2 or 3");
        let bots_only = FirstSeat::Strongest
            .resolve(&ruleset, &Deal::Seed(seed), seed, &[1, 2, 3])
            .unwrap();
        assert_eq!(expected, bots_only);

        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin));
        app.insert_resource(SettingsStore {
            dir: Some(temp_dir("first-seat-window")),
        });
        app.add_plugins(logic_plugin);
        app.update();
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Menu);
        app.update();
        app.insert_resource(config(seed));
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Deal(pilefire::piles::GAME));
        for _ in 0..10 {
            app.update();
        }
        let game = &app.world().resource::<PilesMatch>().game;
        assert_eq!(game.first_seat(), expected, "seed {seed}");
        // The bots may already have moved: the first turn taken was the
        // proposed seat's.
        let first_turn = game.record().turns.first().map(|turn| turn.seat);
        assert!(
            first_turn.is_none_or(|seat| seat == expected),
            "seed {seed}: the first turn was seat {first_turn:?}'s"
        );
    }
}
