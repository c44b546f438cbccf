//! The `pilefire` command: the game window, and tools for records.

use std::process::ExitCode;

use clap::Parser;

use pilefire::launch::WindowArgs;
use pilefire_engine::cli::{self, Command};

#[derive(Parser)]
#[command(
    name = "pilefire",
    version = cli::VERSION,
    about = cli::ABOUT,
    args_conflicts_with_subcommands = true
)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
    /// Without a subcommand, `pilefire` opens the game window.
    #[command(flatten)]
    window: WindowArgs,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match args.command {
        Some(command) => command.run(),
        None => match pilefire::launch::Launch::from_args(&args.window) {
            Ok(launch) => pilefire::app::run(launch),
            Err(error) => {
                eprintln!("error: {error}");
                ExitCode::from(2)
            }
        },
    }
}
