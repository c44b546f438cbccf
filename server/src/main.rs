//! `pilefire-server`: the table server and its command-line client without
//! the game window (the same commands as `pilefire serve` and
//! `pilefire table`).

use std::process::ExitCode;

use clap::Parser;

use pilefire_engine::cli;
use pilefire_server::cli::OnlineCommand;

#[derive(Parser)]
#[command(name = "pilefire-server", version = cli::VERSION, about = "Pilefire's table server and its command-line client")]
struct Args {
    #[command(subcommand)]
    command: OnlineCommand,
}

fn main() -> ExitCode {
    Args::parse().command.run()
}
