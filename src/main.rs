//! The `pilefire` command: the game window, and tools for records.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use pilefire::launch::WindowArgs;
use pilefire_engine::cli::{self, Command};
use pilefire_server::cli::OnlineCommand;

/// The engine's tools for records, and the table server with its client.
#[derive(Subcommand)]
enum AnyCommand {
    #[command(flatten)]
    Records(Command),
    #[command(flatten)]
    Online(OnlineCommand),
}

#[derive(Parser)]
#[command(
    name = "pilefire",
    version = cli::VERSION,
    about = cli::ABOUT,
    args_conflicts_with_subcommands = true
)]
struct Args {
    #[command(subcommand)]
    command: Option<AnyCommand>,
    /// Without a subcommand, `pilefire` opens the game window.
    #[command(flatten)]
    window: WindowArgs,
    /// Write the icon in the hicolor theme's sizes under DIR and exit (for
    /// the packages).
    #[arg(long, value_name = "DIR", hide = true)]
    write_icons: Option<std::path::PathBuf>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(dir) = &args.write_icons {
        return match pilefire::shell::ui::icon_theme::write_icon_theme(dir, pilefire::app::APP_NAME)
        {
            Ok(files) => {
                for file in files {
                    println!("{}", file.display());
                }
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("error: {error}");
                ExitCode::FAILURE
            }
        };
    }
    match args.command {
        Some(AnyCommand::Records(command)) => command.run(),
        Some(AnyCommand::Online(command)) => command.run(),
        None => match pilefire::launch::Launch::from_args(&args.window) {
            Ok(launch) => pilefire::app::run(launch),
            Err(error) => {
                eprintln!("error: {error}");
                ExitCode::from(2)
            }
        },
    }
}
