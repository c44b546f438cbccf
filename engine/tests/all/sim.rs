//! The simulator: same arguments, same output; rates with sound intervals.

use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::rules::Ruleset;
use pilefire_engine::piles::sim::{Player, SimConfig, mean_estimate, run, wilson};

fn config(ruleset: Ruleset, level: BotLevel, threads: usize) -> SimConfig {
    SimConfig {
        ruleset,
        player: Player::Bot(level),
        versus: (ruleset.mode == pilefire_engine::piles::rules::Mode::Duel)
            .then_some(BotLevel::Easy),
        games: 24,
        seed: 9,
        threads,
        first_seat: None,
        exact_openings: false,
    }
}

/// Same arguments give the same report, whatever the number of threads
/// (timing lines aside, which measure the machine).
#[test]
fn output_is_identical_for_the_same_arguments() {
    for ruleset in [
        Ruleset::coop(2),
        Ruleset::coop(1).on_fire(),
        Ruleset::duel(),
    ] {
        for level in [BotLevel::Expert, BotLevel::Easy] {
            let one = run(&config(ruleset, level, 1)).report(false, true);
            let again = run(&config(ruleset, level, 1)).report(false, true);
            let two = run(&config(ruleset, level, 2)).report(false, true);
            assert_eq!(one, again);
            assert_eq!(one, two);
        }
    }
}

/// The last line of a JSON report is one object with the promised keys.
#[test]
fn json_line_has_the_promised_fields() {
    let summary = run(&config(Ruleset::coop(3), BotLevel::Normal, 1));
    let report = summary.report(true, true);
    let last = report.lines().last().unwrap();
    assert!(last.starts_with('{') && last.ends_with('}'));
    for key in [
        "games",
        "wins",
        "win_rate",
        "excellent_rate",
        "mean_left",
        "ci95_low",
        "ci95_high",
        "median_ms",
        "p99_ms",
    ] {
        assert!(
            last.contains(&format!("\"{key}\":")),
            "missing {key} in {last}"
        );
    }
    let stats = summary.stats();
    assert_eq!(stats.games, 24);
    assert_eq!(stats.errors, 0);
    assert!(stats.turns_timed > 0);
}

/// Every bot meets the same deals: game i is dealt from seed S + i.
#[test]
fn games_use_consecutive_seeds() {
    let summary = run(&config(Ruleset::coop(1), BotLevel::Baseline, 2));
    let seeds: Vec<u64> = summary.results.iter().map(|r| r.seed).collect();
    assert_eq!(seeds, (9..33).collect::<Vec<u64>>());
}

/// Duel: the bot under test starts every other game (R-DU-2): game i is
/// started by seat i mod 2, as the games' own records say.
#[test]
fn duel_alternates_who_starts() {
    let summary = run(&config(Ruleset::duel(), BotLevel::Expert, 1));
    assert_eq!(summary.stats().errors, 0);
    let firsts: Vec<usize> = summary.results.iter().map(|r| r.first_seat).collect();
    let alternating: Vec<usize> = (0..24).map(|i| i % 2).collect();
    assert_eq!(firsts, alternating);
    assert!(
        summary
            .report(false, false)
            .contains("first seat alternating")
    );
}

#[test]
fn intervals_match_known_values() {
    // Wilson interval for 50/100 is 40.4%..59.6%.
    let e = wilson(50, 100);
    assert!((e.low - 0.4038).abs() < 1e-3 && (e.high - 0.5962).abs() < 1e-3);
    let e = wilson(0, 10);
    assert_eq!(e.low, 0.0);
    assert!(e.high > 0.25 && e.high < 0.35);
    let m = mean_estimate(&[1.0, 2.0, 3.0, 4.0]);
    assert!((m.value - 2.5).abs() < 1e-12);
    assert!(m.low < 2.5 && m.high > 2.5);
}

/// The command-line layer refuses unknown levels with a message.
#[test]
fn simulate_arguments_are_checked() {
    use clap::Parser;
    #[derive(Parser)]
    struct Wrap {
        #[command(flatten)]
        args: pilefire_engine::cli::SimulateArgs,
    }
    let parse = |line: &str| Wrap::try_parse_from(line.split_whitespace()).unwrap().args;
    let ok = parse("x --mode coop --seats 3 --bot expert --games 5 --seed 2 --threads 2 --json");
    let config = ok.config().unwrap();
    assert_eq!((config.games, config.seed, config.threads), (5, 2, 2));
    assert!(
        parse("x --bot grandmaster")
            .config()
            .unwrap_err()
            .contains("unknown bot level")
    );
    assert!(parse("x --mode coop --vs easy").config().is_err());
    let duel = parse("x --mode duel --bot expert --vs normal")
        .config()
        .unwrap();
    assert_eq!(duel.versus, Some(BotLevel::Normal));
}
