//! The expert's On Fire games on consecutive seeds, as the simulator plays
//! them (same deals, same bot seeds): the totals, then the seed, cards left
//! and turns of each game lost to fire (R-FIRE-2, R-FIRE-4). Replay one with
//! `PILEFIRE_TRACE=1 pilefire simulate --fire --seats N --games 1 --seed S`.
//!   fire_losses SEATS GAMES [SEED] [THREADS]
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::rules::Ruleset;
use pilefire_engine::piles::sim::{Player, SimConfig, play_all, play_game, wilson};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a number"))
        .collect();
    let (seats, games) = (args[0] as usize, args[1] as usize);
    let seed = args.get(2).copied().unwrap_or(1);
    let threads = args.get(3).copied().unwrap_or(1) as usize;
    let config = SimConfig {
        ruleset: Ruleset::coop(seats).on_fire(),
        player: Player::Bot(BotLevel::Expert),
        versus: None,
        games,
        seed,
        threads,
        first_seat: None,
        exact_openings: false,
    };
    let results = play_all(games, threads, |index| play_game(&config, index));
    let wins = results.iter().filter(|r| r.won).count();
    let burnt: Vec<_> = results.iter().filter(|r| r.fire_lost).collect();
    let left: usize = results.iter().map(|r| r.cards_left).sum();
    let (w, f) = (wilson(wins, games), wilson(burnt.len(), games));
    println!(
        "{seats} seats, {games} games from seed {seed}: {wins} wins ({:.1}%, {:.1}-{:.1}), \
         {} fire losses ({:.1}%, {:.1}-{:.1}), {:.2} cards left",
        100.0 * w.value,
        100.0 * w.low,
        100.0 * w.high,
        burnt.len(),
        100.0 * f.value,
        100.0 * f.low,
        100.0 * f.high,
        left as f64 / games as f64
    );
    for result in burnt {
        println!(
            "fire loss: seed {} left {} turns {}",
            result.seed, result.cards_left, result.turns
        );
    }
}
