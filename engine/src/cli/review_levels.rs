//! `review-levels`: the review's accuracy measured per bot level. Each
//! level plays games on fixed seeds with itself in every seat (as `record
//! --bot LEVEL --seed S` plays them), seat 0's turns (chameleons:
//! decisions) are reviewed, and the mean accuracy per game is printed with
//! a 95% interval (docs/REVIEW.md, Accuracy).

use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use clap::{Args, ValueEnum};

use crate::chameleons::bots::{ChameleonLevel, make_chameleon_bot};
use crate::chameleons::review as chameleon_review;
use crate::chameleons::{ChameleonConfig, ChameleonDeal, ChameleonGame, ScoreSide};
use crate::core::sim::{bot_seed, mean_estimate, play_all};
use crate::piles::bots::driver::play_out;
use crate::piles::bots::{Bot, BotLevel, make_bot};
use crate::piles::review as pile_review;
use crate::piles::rules::{Deal, Game, Ruleset};

/// The tables the issue asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LevelTable {
    /// Co-op solitaire; easy, normal, expert, baseline; 100 games each.
    Solitaire,
    /// Co-op at 3 seats; the same levels; 100 games each.
    ThreeSeats,
    /// Chameleon rows at 4 seats; random, baseline, normal, expert; 50 games each.
    Chameleons,
}

impl LevelTable {
    const ALL: [LevelTable; 3] = [
        LevelTable::Solitaire,
        LevelTable::ThreeSeats,
        LevelTable::Chameleons,
    ];

    fn name(self) -> &'static str {
        match self {
            LevelTable::Solitaire => "solitaire",
            LevelTable::ThreeSeats => "3 seats",
            LevelTable::Chameleons => "chameleons, 4 seats",
        }
    }

    fn default_games(self) -> usize {
        match self {
            LevelTable::Chameleons => 50,
            _ => 100,
        }
    }

    fn levels(self) -> Vec<&'static str> {
        match self {
            LevelTable::Chameleons => [
                ChameleonLevel::Random,
                ChameleonLevel::Baseline,
                ChameleonLevel::Normal,
                ChameleonLevel::Expert,
            ]
            .map(ChameleonLevel::name)
            .to_vec(),
            _ => [
                BotLevel::Easy,
                BotLevel::Normal,
                BotLevel::Expert,
                BotLevel::Baseline,
            ]
            .map(BotLevel::name)
            .to_vec(),
        }
    }
}

#[derive(Debug, Clone, Args)]
pub struct ReviewLevelsArgs {
    /// The tables to measure (all three if left out).
    #[arg(long, value_enum)]
    pub table: Vec<LevelTable>,
    /// Games per level (default 100; chameleons 50).
    #[arg(long)]
    pub games: Option<usize>,
    /// The first seed: games are played on seeds SEED, SEED+1, ...
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Sampled deals (chameleons: deck orders) per turn; the review's
    /// defaults if left out.
    #[arg(long)]
    pub samples: Option<usize>,
    /// Threads to play and review on (the results do not depend on it).
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Print one JSON line per game as well (its accuracy and each turn's
    /// drops: chance points and cards, or score points), to calibrate the
    /// formula again without replaying.
    #[arg(long)]
    pub json: bool,
}

/// One reviewed game.
struct Measured {
    accuracy: Option<f32>,
    /// Each judged turn's raw drops: (chance points, cards) or (score points, 0).
    drops: Vec<(f32, f32)>,
}

pub fn run(args: &ReviewLevelsArgs) -> ExitCode {
    let tables = if args.table.is_empty() {
        LevelTable::ALL.to_vec()
    } else {
        args.table.clone()
    };
    let started = Instant::now();
    for table in tables {
        let games = args.games.unwrap_or(table.default_games());
        let samples = args.samples.unwrap_or(match table {
            LevelTable::Chameleons => chameleon_review::SAMPLES,
            _ => pile_review::SAMPLES,
        });
        let last = args.seed + games.max(1) as u64 - 1;
        let unit = match table {
            LevelTable::Chameleons => "deck orders a decision",
            _ => "deals a turn",
        };
        println!(
            "{}: seat 0 reviewed, seeds {}..={last}, {samples} sampled {unit}",
            table.name(),
            args.seed
        );
        println!("| level | games | judged | accuracy | 95% CI |");
        println!("|---|---|---|---|---|");
        for level in table.levels() {
            let done = AtomicUsize::new(0);
            let measured = play_all(games, args.threads, |g| {
                let seed = args.seed + g as u64;
                let result = measure(table, level, seed, samples);
                let count = done.fetch_add(1, Ordering::Relaxed) + 1;
                eprint!("\r{} {level}: {count} of {games}", table.name());
                result
            });
            eprintln!();
            if args.json {
                for (g, game) in measured.iter().enumerate() {
                    let drops: Vec<String> = game
                        .drops
                        .iter()
                        .map(|(a, b)| format!("[{a:.3},{b:.3}]"))
                        .collect();
                    println!(
                        "{{\"table\":\"{}\",\"level\":\"{level}\",\"seed\":{},\"accuracy\":{},\"drops\":[{}]}}",
                        table.name(),
                        args.seed + g as u64,
                        game.accuracy
                            .map_or("null".to_string(), |a| format!("{a:.2}")),
                        drops.join(",")
                    );
                }
            }
            let accuracies: Vec<f64> = measured
                .iter()
                .filter_map(|game| game.accuracy.map(f64::from))
                .collect();
            let judged: usize = measured.iter().map(|game| game.drops.len()).sum();
            let estimate = mean_estimate(&accuracies);
            println!(
                "| {level} | {} | {judged} | {:.1} | {:.1}-{:.1} |",
                accuracies.len(),
                estimate.value,
                estimate.low,
                estimate.high
            );
        }
        println!();
    }
    println!(
        "({:.0} s; the interval: mean ± 1.96 standard errors over games)",
        started.elapsed().as_secs_f64()
    );
    ExitCode::SUCCESS
}

/// One game of `level` in every seat on `seed`, seat 0 reviewed.
fn measure(table: LevelTable, level: &str, seed: u64, samples: usize) -> Measured {
    match table {
        LevelTable::Chameleons => {
            let level = ChameleonLevel::from_name(level).expect("a chameleon level");
            let config = ChameleonConfig::new(4, ScoreSide::Brown);
            let mut game = ChameleonGame::new(config, ChameleonDeal::Seed(seed)).expect("a deal");
            // Seeded as `record --mode chameleons` seeds them.
            let mut bots: Vec<_> = (0..4)
                .map(|seat| make_chameleon_bot(level, bot_seed(seed, seat)))
                .collect();
            while !game.is_over() {
                let player = game.current_player();
                let action = bots[player].decide(&game.observation(player));
                game.apply(player, action).expect("bots play legal actions");
            }
            let decisions = chameleon_review::review_decisions(&game.record(), 0, samples)
                .expect("a finished game reviews");
            Measured {
                accuracy: chameleon_review::accuracy_of(&decisions),
                drops: decisions.iter().map(|d| (d.score_drop(), 0.0)).collect(),
            }
        }
        _ => {
            let level = BotLevel::from_name(level).expect("a number-pile level");
            let seats = if table == LevelTable::Solitaire { 1 } else { 3 };
            let ruleset = Ruleset::coop(seats);
            let mut game = Game::new(ruleset, Deal::Seed(seed), 0).expect("a deal");
            // Seeded as `record` seeds them.
            let mut bots: Vec<Box<dyn Bot>> = (0..seats)
                .map(|seat| make_bot(level, &ruleset, seed.wrapping_add(seat as u64)))
                .collect();
            play_out(&mut game, &mut bots).expect("bots play legal moves");
            let turns =
                pile_review::review_turns(&game.record(), 0, samples).expect("a bot game reviews");
            Measured {
                accuracy: pile_review::accuracy_of(&turns),
                drops: turns
                    .iter()
                    .map(|t| (t.chance_drop(), t.cards_more()))
                    .collect(),
            }
        }
    }
}
