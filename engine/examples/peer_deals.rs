//! Plays the published program's own games (the deals and first seats that
//! `tools/peer_games.sh` dumps from a patched thegameanalyzer) with our
//! planner as the original plays (`baseline::Published`) or, with
//! `--baseline`, our `baseline`, and counts the games that end alike. Input
//! lines: `G LEFT SEED FIRST CARDS...` (cards in the order they leave the
//! deck).
//!   peer_deals SEATS [--baseline] < dump
use std::io::BufRead;

use pilefire_engine::piles::bots::baseline::{Published, strongest_exact};
use pilefire_engine::piles::bots::{Bot, BotLevel, make_bot};
use pilefire_engine::piles::rules::{Deal, Game, Ruleset};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seats: usize = args.get(1).and_then(|s| s.parse().ok()).expect("SEATS");
    let baseline = args.iter().any(|a| a == "--baseline");
    let ruleset = Ruleset::coop(seats);
    let (mut games, mut same_left, mut same_win, mut same_first) = (0, 0, 0, 0);
    let (mut peer_wins, mut our_wins, mut one_more) = (0, 0, 0);
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("a line");
        let Some(rest) = line.strip_prefix("G ") else {
            continue;
        };
        let f: Vec<usize> = rest
            .split_whitespace()
            .map(|x| x.parse().expect("a number"))
            .collect();
        let (peer_left, first) = (f[0], f[2]);
        let deal = Deal::Decks(vec![f[3..].iter().map(|&c| c as u8).collect()]);
        let probe = Game::new(ruleset, deal.clone(), 0).expect("a deal");
        same_first += usize::from(strongest_exact(&probe) == first);
        let mut game = Game::new(ruleset, deal, first).expect("a deal");
        let mut bots: Vec<Box<dyn Bot>> = (0..seats)
            .map(|seat| match baseline {
                true => make_bot(BotLevel::Baseline, &ruleset, seat as u64),
                false => Box::new(Published) as Box<dyn Bot>,
            })
            .collect();
        while !game.is_over() {
            let seat = game.to_move();
            for action in bots[seat].plan_turn(&game.observation(seat)) {
                if game.is_over() {
                    break;
                }
                game.apply(seat, action).expect("a legal move");
            }
        }
        let ours = game.outcome().and_then(|o| o.cards_left()).unwrap_or(0);
        games += 1;
        peer_wins += usize::from(peer_left == 0);
        our_wins += usize::from(ours == 0);
        same_win += usize::from((ours == 0) == (peer_left == 0));
        same_left += usize::from(ours == peer_left);
        one_more += usize::from(ours == peer_left + 1);
    }
    println!(
        "{seats} seats, {games} games: first seat by exact scores alike in {same_first}, \
         win alike in {same_win}, cards left alike in {same_left} (one more in {one_more}); \
         wins: published program {peer_wins}, ours {our_wins}"
    );
}
