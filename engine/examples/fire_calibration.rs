//! Is the expert's fire risk calibrated? Plays On Fire expert games on
//! consecutive seeds (the simulator's deals and bot seeds) and, for every
//! fire a turn lights, compares the risk the expert's screen estimated with
//! what happened: covered in time, or burnt (R-FIRE-2, R-FIRE-4).
//!   fire_calibration SEATS GAMES [SEED] [THREADS]
use pilefire_engine::piles::bots::coop::{CoopParams, lit_fire_risks};
use pilefire_engine::piles::bots::{BotLevel, make_bot};
use pilefire_engine::piles::rules::{Action, Deal, Game, Outcome, Play, Ruleset};
use pilefire_engine::piles::sim::{bot_seed, play_all, wilson};

/// Upper edges of the risk buckets.
const EDGES: [f32; 8] = [0.0, 0.005, 0.01, 0.02, 0.05, 0.1, 0.3, 1.0];

/// One lit fire: its estimated risk, whether the deck was empty, whether it
/// burnt, and the game's seed and turn (to replay it with `PILEFIRE_TRACE=1`).
type Fire = (f32, bool, bool, u64, u32);

fn play(ruleset: Ruleset, seed: u64) -> Vec<Fire> {
    let params = CoopParams::expert();
    let mut game = Game::new(ruleset, Deal::Seed(seed), 0).expect("a deal");
    let mut bots: Vec<_> = (0..ruleset.seats)
        .map(|seat| make_bot(BotLevel::Expert, &ruleset, bot_seed(seed, seat)))
        .collect();
    let mut fires: Vec<Fire> = Vec::new();
    // Fires not yet covered: (pile, card, index in `fires`).
    let mut open: Vec<(usize, u8, usize)> = Vec::new();
    while !game.is_over() && game.turn() < 2_000 {
        let seat = game.to_move();
        let obs = game.observation(seat);
        let actions = bots[seat].plan_turn(&obs);
        let plays: Vec<Play> = actions
            .iter()
            .filter_map(|a| match a {
                Action::Play(p) => Some(*p),
                _ => None,
            })
            .collect();
        for (pile, risk) in lit_fire_risks(&params, &obs, &plays) {
            let card = plays.iter().rev().find(|p| p.pile == pile).map(|p| p.card);
            open.retain(|o| o.0 != pile);
            open.push((pile, card.unwrap_or(0), fires.len()));
            fires.push((risk, obs.draw_pile_sizes[0] == 0, false, seed, obs.turn));
        }
        for action in actions {
            if game.is_over() || game.apply(seat, action).is_err() {
                break;
            }
        }
        let after = game.observation(seat);
        open.retain(|&(pile, card, _)| after.piles[pile].top() == card);
        if let Some(Outcome::FireLost { pile, card, .. }) = game.outcome()
            && let Some(&(_, _, index)) = open.iter().find(|o| o.0 == pile && o.1 == card)
        {
            fires[index].2 = true;
        }
    }
    fires
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a number"))
        .collect();
    let (seats, games) = (args[0] as usize, args[1] as usize);
    let seed = args.get(2).copied().unwrap_or(1);
    let threads = args.get(3).copied().unwrap_or(1) as usize;
    let ruleset = Ruleset::coop(seats).on_fire();
    let all: Vec<Fire> = play_all(games, threads, |i| play(ruleset, seed + i as u64))
        .into_iter()
        .flatten()
        .collect();
    let burnt = all.iter().filter(|f| f.2).count();
    println!(
        "{seats} seats, {games} games from seed {seed}: {} fires lit, {burnt} burnt",
        all.len()
    );
    for fire in all.iter().filter(|f| f.2) {
        println!(
            "burnt: seed {} turn {} risk {:.2}% deck {}",
            fire.3,
            fire.4,
            100.0 * fire.0,
            if fire.1 { "empty" } else { "left" }
        );
    }
    println!("| estimated risk | deck | fires | mean estimate | burnt | burnt rate (95% CI) |");
    println!("|---|---|---|---|---|---|");
    for deck_empty in [false, true] {
        let mut low = -1.0;
        for high in EDGES {
            let bucket: Vec<&Fire> = all
                .iter()
                .filter(|f| f.1 == deck_empty && f.0 > low && f.0 <= high)
                .collect();
            if !bucket.is_empty() {
                let n = bucket.len();
                let k = bucket.iter().filter(|f| f.2).count();
                let mean = bucket.iter().map(|f| f.0 as f64).sum::<f64>() / n as f64;
                let w = wilson(k, n);
                println!(
                    "| {}-{:.1}% | {} | {n} | {:.2}% | {k} | {:.2}% ({:.2}-{:.2}) |",
                    100.0 * low.max(0.0),
                    100.0 * high,
                    if deck_empty { "empty" } else { "left" },
                    100.0 * mean,
                    100.0 * w.value,
                    100.0 * w.low,
                    100.0 * w.high
                );
            }
            low = high;
        }
    }
}
