//! How long the bots take to decide one turn (`plan_turn`), on positions
//! from real games: early, middle and late turns. The speed target for
//! `expert` is 10 ms median and 100 ms p99 per turn on one core.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pilefire::ai::driver::play_turn;
use pilefire::ai::{BotLevel, make_bot};
use pilefire::rules::{Deal, Game, Observation, Ruleset};

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

fn bots(c: &mut Criterion) {
    bench_level(
        c,
        "expert solitaire turn",
        Ruleset::coop(1),
        BotLevel::Expert,
    );
    bench_level(c, "expert 3 seats turn", Ruleset::coop(3), BotLevel::Expert);
    bench_level(c, "expert duel turn", Ruleset::duel(), BotLevel::Expert);
    bench_level(
        c,
        "baseline solitaire turn",
        Ruleset::coop(1),
        BotLevel::Baseline,
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bots
}
criterion_main!(benches);
