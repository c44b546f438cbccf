//! `pilefire-engine`: the command line's tools (replay, record, simulate)
//! without the game window, so the simulator builds in a minute.

use std::process::ExitCode;

use clap::Parser;

use pilefire_engine::cli::{self, Command};

#[derive(Parser)]
#[command(name = "pilefire-engine", version = cli::VERSION, about = cli::ABOUT)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

fn main() -> ExitCode {
    Args::parse().command.run()
}
