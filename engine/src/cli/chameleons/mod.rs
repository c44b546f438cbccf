//! The command line's chameleon jobs: `replay`, `record` and `simulate` with
//! `--mode chameleons`. `crate::cli` hands over to these.

pub mod review;

use std::path::Path;
use std::process::ExitCode;

use crate::chameleons::bots::{ChameleonLevel, Opponents, make_chameleon_bot};
use crate::chameleons::rules::deal::ChameleonDeal;
use crate::chameleons::rules::game::{Action, ChameleonConfig, ChameleonGame};
use crate::chameleons::rules::record::ChameleonRecord;
use crate::chameleons::rules::scoring::ScoreSide;
use crate::chameleons::sim::{ChameleonSimConfig, run};
use crate::piles::sim::bot_seed;

fn level(name: &str) -> Result<ChameleonLevel, String> {
    ChameleonLevel::from_name(name).ok_or_else(|| crate::cli::levels::unknown_bot_level(name, true))
}

/// A level, or `styles` for the three styles in turn.
fn opponents(name: &str) -> Result<Opponents, String> {
    Opponents::from_name(name).ok_or_else(|| crate::cli::levels::unknown_bot_level(name, true))
}

pub fn side(purple: bool) -> ScoreSide {
    if purple {
        ScoreSide::Purple
    } else {
        ScoreSide::Brown
    }
}

/// `pilefire replay FILE` for a chameleon record (already read as `text`).
pub fn replay(path: &Path, text: &str, quiet: bool) -> ExitCode {
    let record = match ChameleonRecord::from_ron(text) {
        Ok(record) => record,
        Err(error) => {
            eprintln!("error: {}: {error}", path.display());
            return ExitCode::FAILURE;
        }
    };
    if !quiet {
        println!(
            "{}: chameleons, {} players, {} side, deal {}",
            path.display(),
            record.players,
            record.side.name(),
            match &record.deal {
                ChameleonDeal::Seed(seed) => format!("Seed({seed})"),
                ChameleonDeal::Cards(_) => "spelt out".to_string(),
            }
        );
    }
    let mut round = 1;
    let result = record.replay_with(|index, recorded, game| {
        if quiet {
            return;
        }
        let what = match recorded.action {
            Action::Draw => match game.drawn_card() {
                Some(card) => format!("draws a {}", card.describe()),
                None => "draws".to_string(),
            },
            Action::Place { row } => format!("places it in row {row}"),
            Action::Take { row } => format!(
                "takes row {row} ({} cards collected)",
                game.collection(recorded.player).card_count()
            ),
        };
        println!("action {index}, player {}: {what}", recorded.player);
        if game.round() != round && !game.is_over() {
            round = game.round();
            println!(
                "round {round}: player {} starts, {} cards in the deck{}",
                game.current_player(),
                game.deck_count(),
                if game.is_last_round() {
                    " (last round)"
                } else {
                    ""
                }
            );
        }
    });
    match result {
        Ok(game) => {
            match game.outcome() {
                Some(outcome) => println!("result: {}", outcome.describe()),
                None => println!(
                    "result: not over; player {} to act, {} cards in the deck",
                    game.current_player(),
                    game.deck_count()
                ),
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {}: {error}", path.display());
            ExitCode::FAILURE
        }
    }
}

/// `pilefire record --mode chameleons`: a bot game's record, written to `out`.
pub fn record(players: usize, purple: bool, seed: u64, bot: &str, out: &Path) -> ExitCode {
    let chosen = match level(bot) {
        Ok(level) => level,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let config = ChameleonConfig::new(players, side(purple));
    let mut game = match ChameleonGame::new(config, ChameleonDeal::Seed(seed)) {
        Ok(game) => game,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut bots: Vec<_> = (0..players)
        .map(|seat| make_chameleon_bot(chosen, bot_seed(seed, seat)))
        .collect();
    while !game.is_over() {
        let player = game.current_player();
        let action = bots[player].decide(&game.observation(player));
        if let Err(error) = game.apply(player, action) {
            eprintln!("error: a bot made an illegal move: {error}");
            return ExitCode::FAILURE;
        }
    }
    if let Err(error) = std::fs::write(out, game.record().to_ron()) {
        eprintln!("error: cannot write {}: {error}", out.display());
        return ExitCode::FAILURE;
    }
    println!(
        "{}: {}",
        out.display(),
        game.outcome().map(|o| o.describe()).unwrap_or_default()
    );
    ExitCode::SUCCESS
}

/// `pilefire simulate --mode chameleons`.
pub fn simulate(
    players: usize,
    purple: bool,
    bot: &str,
    versus: Option<&str>,
    games: usize,
    seed: u64,
    threads: usize,
    timing: bool,
    json: bool,
) -> ExitCode {
    let config = (|| -> Result<ChameleonSimConfig, String> {
        ChameleonConfig::new(players, side(purple))
            .validate()
            .map_err(|e| e.to_string())?;
        Ok(ChameleonSimConfig {
            players,
            side: side(purple),
            bot: level(bot)?,
            versus: opponents(versus.unwrap_or("baseline"))?,
            games,
            seed,
            threads,
        })
    })();
    let config = match config {
        Ok(config) => config,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let summary = run(&config);
    print!("{}", summary.report(timing, json));
    if summary.stats().errors > 0 {
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
