//! The `pilefire` command: the game window, and tools for records.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use pilefire::cli;

#[derive(Parser)]
#[command(
    name = "pilefire",
    version = cli::VERSION,
    about = "The number-pile card games and the chameleon rows game, with bots",
    args_conflicts_with_subcommands = true
)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
    /// Without a subcommand, `pilefire` opens the game window.
    #[command(flatten)]
    window: cli::WindowArgs,
}

#[derive(Subcommand)]
enum Command {
    /// Check a game record: print each turn and the result; exit 1 on any fault.
    Replay {
        file: PathBuf,
        /// Print only the result.
        #[arg(long)]
        quiet: bool,
    },
    /// Play a game with bots in every seat and write its record.
    Record {
        #[command(flatten)]
        game: cli::GameArgs,
        /// The bots' level. Number-pile games: easy, normal, expert or
        /// baseline; chameleons: random, baseline, normal or expert.
        #[arg(long, default_value = "expert")]
        bot: String,
        /// Where to write the record (RON).
        #[arg(long)]
        out: PathBuf,
    },
    /// Play many bot games on consecutive seeds and report rates and speed.
    Simulate(cli::SimulateArgs),
}

fn main() -> ExitCode {
    let args = Args::parse();
    match args.command {
        Some(Command::Replay { file, quiet }) => cli::replay(&file, quiet),
        Some(Command::Record { game, bot, out }) => cli::record(&game, &bot, &out),
        Some(Command::Simulate(args)) => cli::simulate(&args),
        None => open_window(&args.window),
    }
}

#[cfg(feature = "game")]
fn open_window(args: &cli::WindowArgs) -> ExitCode {
    match pilefire::game::Launch::from_args(args) {
        Ok(launch) => pilefire::game::run(launch),
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::from(2)
        }
    }
}

#[cfg(not(feature = "game"))]
fn open_window(_args: &cli::WindowArgs) -> ExitCode {
    eprintln!(
        "This build has no game window (built without the `game` feature); see `pilefire --help`."
    );
    ExitCode::from(2)
}
