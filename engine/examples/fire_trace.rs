//! Where the expert's On Fire games are lost to fire: plays consecutive
//! seeds (the simulator's deals and bot seeds) and, for each game lost to
//! fire, prints the burnt fire's turn, the cards left to draw then, the
//! seat that lit it, the seat's estimated risk, whether the next seat or
//! any other hand held a cover when it was lit, whether the lighting seat
//! kept a cover itself, and whether that turn could have gone without a
//! fire card (another card of the seat's hand fitted a pile).
//!   fire_trace SEATS GAMES [SEED] [THREADS]
use pilefire_engine::piles::bots::coop::{CoopParams, lit_fire_risks};
use pilefire_engine::piles::bots::{BotLevel, make_bot};
use pilefire_engine::piles::rules::pile::Direction;
use pilefire_engine::piles::rules::{Action, Deal, Game, Outcome, Play, Ruleset};
use pilefire_engine::piles::sim::{bot_seed, play_all, wilson};

fn covers(dir: Direction, fire: u8, card: u8) -> bool {
    match dir {
        Direction::Ascending => card > fire || card + 10 == fire,
        Direction::Descending => card < fire || card == fire + 10,
    }
}

fn fits(dir: Direction, top: u8, card: u8) -> bool {
    covers(dir, top, card)
}

/// The game's fire-loss description (if lost to fire), won, cards left, turns.
fn play(ruleset: Ruleset, seed: u64) -> (Option<String>, bool, usize, u32) {
    let params = CoopParams::expert();
    let mut game = Game::new(ruleset, Deal::Seed(seed), 0).expect("a deal");
    let seats = ruleset.seats;
    let mut bots: Vec<_> = (0..seats)
        .map(|seat| make_bot(BotLevel::Expert, &ruleset, bot_seed(seed, seat)))
        .collect();
    // Per pile, the description of the fire burning on it.
    let mut open: Vec<(usize, u8, String)> = Vec::new();
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
        let hands: Vec<Vec<u8>> = (0..seats).map(|s| game.observation(s).hand).collect();
        let dirs: Vec<Direction> = obs.piles.iter().map(|p| p.direction).collect();
        let tops: Vec<u8> = obs.piles.iter().map(|p| p.top()).collect();
        let non_fire_fit = obs
            .hand
            .iter()
            .filter(|&&c| !ruleset.is_fire(c) && (0..4).any(|p| fits(dirs[p], tops[p], c)))
            .count();
        for (pile, risk) in lit_fire_risks(&params, &obs, &plays) {
            let Some(card) = plays.iter().rev().find(|p| p.pile == pile).map(|p| p.card) else {
                continue;
            };
            let next = (1..=seats)
                .map(|o| (seat + o) % seats)
                .find(|&s| s == seat || !hands[s].is_empty() || obs.draw_pile_sizes[0] > 0)
                .unwrap_or(seat);
            let played: Vec<u8> = plays.iter().map(|p| p.card).collect();
            let cover = |s: usize| {
                hands[s]
                    .iter()
                    .any(|&c| !played.contains(&c) && c != card && covers(dirs[pile], card, c))
            };
            let any = (0..seats).filter(|&s| s != seat && cover(s)).count();
            let text = format!(
                "turn {} deck {} seat {seat} lit {card} on pile {pile} ({}) risk {:.1}% | next seat {next} covers: {} | other hands covering: {any} | own cover kept: {} | plays {} | hand {} non-fire cards fitting {non_fire_fit} need {}",
                obs.turn,
                obs.draw_pile_sizes[0],
                if dirs[pile] == Direction::Ascending {
                    "up"
                } else {
                    "down"
                },
                100.0 * risk,
                cover(next),
                cover(seat),
                played.len(),
                obs.hand.len(),
                obs.required,
            );
            open.retain(|o| o.0 != pile);
            open.push((pile, card, text));
        }
        for action in actions {
            if game.is_over() || game.apply(seat, action).is_err() {
                break;
            }
        }
        let after = game.observation(seat);
        open.retain(|(pile, card, _)| after.piles[*pile].top() == *card);
        if let Some(Outcome::FireLost {
            pile,
            card,
            cards_left,
        }) = game.outcome()
        {
            let lit = open
                .iter()
                .find(|o| o.0 == pile && o.1 == card)
                .map_or("lit: not traced".to_string(), |o| o.2.clone());
            let text = format!(
                "seed {seed}: {card} on pile {pile} burnt at turn {} with {cards_left} cards left; {lit}",
                game.turn()
            );
            return (Some(text), false, cards_left, game.turn());
        }
    }
    let left = game.outcome().and_then(|o| o.cards_left()).unwrap_or(0);
    (None, left == 0 && game.is_over(), left, game.turn())
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
    let all = play_all(games, threads, |i| play(ruleset, seed + i as u64));
    let wins = all.iter().filter(|g| g.1).count();
    let left: usize = all.iter().map(|g| g.2).sum();
    let turns: u32 = all.iter().map(|g| g.3).sum();
    let lost: Vec<String> = all.into_iter().filter_map(|g| g.0).collect();
    let (w, f) = (wilson(wins, games), wilson(lost.len(), games));
    println!(
        "{seats} seats, {games} games from seed {seed}: {wins} wins ({:.1}%, {:.1}-{:.1}), {} lost to fire ({:.1}%, {:.1}-{:.1}), {:.2} cards left, {turns} turns",
        100.0 * w.value,
        100.0 * w.low,
        100.0 * w.high,
        lost.len(),
        100.0 * f.value,
        100.0 * f.low,
        100.0 * f.high,
        left as f64 / games as f64
    );
    for line in lost {
        println!("{line}");
    }
}
