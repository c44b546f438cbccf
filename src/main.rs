//! The `pilefire` command: the game window, and tools for records.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use pilefire::cli;

#[derive(Parser)]
#[command(name = "pilefire", version = cli::VERSION, about = "The number-pile card games, with bots")]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
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
        Some(Command::Record { game, out }) => cli::record(&game, &out),
        Some(Command::Simulate(args)) => cli::simulate(&args),
        None => {
            eprintln!("The game window is not built yet; see `pilefire --help`.");
            ExitCode::from(2)
        }
    }
}
