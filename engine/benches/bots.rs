//! How long the bots take to decide one turn (`plan_turn`), on positions
//! from real games: early, middle and late turns. The speed target for
//! `expert` is 10 ms median and 100 ms p99 per turn on one core.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pilefire_engine::piles::bots::driver::play_turn;
use pilefire_engine::piles::bots::{BotLevel, make_bot};
use pilefire_engine::piles::rules::{Deal, Game, Observation, Ruleset};
use pilefire_engine::piles::sim::{Player, SimConfig, play_game};

/// Observations of the seat to move at every few turns of a few expert games.
fn positions(ruleset: Ruleset, games: u64) -> Vec<Observation> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut game = Game::new(ruleset, Deal::Seed(1_000 + seed), 0).expect("valid ruleset");
        let mut bots: Vec<_> = (0..ruleset.seats)
            .map(|seat| make_bot(BotLevel::Normal, &ruleset, seed * 7 + seat as u64))
            .collect();
        while !game.is_over() {
            if game.turn().is_multiple_of(5) {
                out.push(game.observation(game.to_move()));
            }
            if play_turn(&mut game, &mut bots).is_err() {
                break;
            }
        }
    }
    out
}

fn bench_level(c: &mut Criterion, label: &str, ruleset: Ruleset, level: BotLevel) {
    let positions = positions(ruleset, 3);
    let mut bot = make_bot(level, &ruleset, 42);
    let mut index = 0;
    c.bench_function(label, |b| {
        b.iter(|| {
            let observation = &positions[index % positions.len()];
            index += 1;
            black_box(bot.plan_turn(black_box(observation)))
        })
    });
}

/// One whole simulated game of `baseline` in every seat (the simulator's
/// fast lane), on consecutive deals.
fn bench_baseline_game(c: &mut Criterion, label: &str, seats: usize) {
    let config = SimConfig {
        ruleset: Ruleset::coop(seats),
        player: Player::Bot(BotLevel::Baseline),
        versus: None,
        games: 1,
        seed: 1,
        threads: 1,
        first_seat: None,
        exact_openings: false,
    };
    let mut index = 0;
    c.bench_function(label, |b| {
        b.iter(|| {
            index += 1;
            black_box(play_game(&config, index % 1000))
        })
    });
}

fn bots(c: &mut Criterion) {
    bench_level(
        c,
        "expert solitaire turn",
        Ruleset::coop(1),
        BotLevel::Expert,
    );
    bench_level(c, "expert 3 seats turn", Ruleset::coop(3), BotLevel::Expert);
    bench_level(
        c,
        "expert solitaire turn, On Fire",
        Ruleset::coop(1).on_fire(),
        BotLevel::Expert,
    );
    bench_level(
        c,
        "expert 3 seats turn, On Fire",
        Ruleset::coop(3).on_fire(),
        BotLevel::Expert,
    );
    bench_level(c, "expert duel turn", Ruleset::duel(), BotLevel::Expert);
    bench_level(
        c,
        "baseline solitaire turn",
        Ruleset::coop(1),
        BotLevel::Baseline,
    );
    bench_baseline_game(c, "baseline solitaire game", 1);
    bench_baseline_game(c, "baseline 4 seats game", 4);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bots
}
criterion_main!(benches);
