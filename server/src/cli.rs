//! `pilefire serve` and `pilefire table`: the server, and a command-line
//! client for scripts and tests.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Subcommand, ValueEnum};
use pilefire_engine::cli::{chameleon_levels, number_pile_levels};

use crate::client::{Entry, PlayOptions, play};
use crate::game::GameChoice;
use crate::house::ServerConfig;
use crate::load::LoadArgs;
use crate::net::Server;
use crate::protocol::SeatChoice;

/// The server's commands.
#[derive(Subcommand)]
pub enum OnlineCommand {
    /// Run a table server: friends and bots at one table over the network
    /// (docs/ONLINE.md).
    Serve(ServeArgs),
    /// Open or join a table on a server and play a seat with a bot (for
    /// scripts and tests).
    #[command(subcommand)]
    Table(TableCommand),
}

#[derive(Args)]
pub struct ServeArgs {
    /// The address and port to listen on.
    #[arg(long, default_value = "127.0.0.1:7400")]
    pub listen: SocketAddr,
    /// Where tables are kept, so a restart brings them back.
    #[arg(long, value_name = "DIR")]
    pub data: PathBuf,
    /// Tables one address may have open at once.
    #[arg(long, default_value_t = 8)]
    pub tables_per_address: usize,
    /// Connections open at once from one address.
    #[arg(long, default_value_t = 64)]
    pub connections_per_address: usize,
    /// Tables open at once, in all.
    #[arg(long, default_value_t = 20_000)]
    pub max_tables: usize,
    /// Minutes after which a table nobody is connected to is closed.
    #[arg(long, default_value_t = 30)]
    pub abandoned_after: u64,
    /// Messages a connection may send in one second.
    #[arg(long, default_value_t = 20)]
    pub messages_per_second: u32,
    /// Wait for the disk after every change, so that a power cut loses no
    /// acknowledged action either (about 1 ms a change). Without it a
    /// table survives the server's death at any moment, `kill -9` included.
    #[arg(long)]
    pub flush: bool,
    /// Let the opener name the deal (tests and practice only: whoever
    /// names the deal knows every card).
    #[arg(long, hide = true)]
    pub allow_chosen_deals: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GameArg {
    Coop,
    Duel,
    Chameleons,
}

/// The game and who sits where, as the command line spells them.
#[derive(Args, Debug, Clone)]
pub struct TableArgs {
    #[arg(long, value_enum, default_value = "coop")]
    pub mode: GameArg,
    /// Professional variant (R-PRO-1).
    #[arg(long)]
    pub pro: bool,
    /// One card fewer in hand (R-PRO-2; with --pro).
    #[arg(long)]
    pub small_hands: bool,
    /// On Fire (R-FIRE-1).
    #[arg(long)]
    pub fire: bool,
    /// Chameleons: the purple side (R-CL-2).
    #[arg(long)]
    pub purple: bool,
    /// One entry per seat, in seat order: `me` (your seat), `friend` (a
    /// person who joins with the code) or a bot's level, such as
    /// `me,friend,expert`.
    #[arg(long, value_delimiter = ',', default_value = "me,friend")]
    pub seats: Vec<String>,
}

#[derive(Subcommand)]
pub enum TableCommand {
    /// Open a table: prints its code as the first line, then plays your
    /// seat with a bot and prints the outcome.
    Open {
        #[command(flatten)]
        table: TableArgs,
        #[command(flatten)]
        seat: SeatArgs,
    },
    /// Join the table with this code and play a free seat with a bot.
    Join {
        code: String,
        /// The seat to take (default: the first free one).
        #[arg(long)]
        seat: Option<usize>,
        #[command(flatten)]
        player: SeatArgs,
    },
    /// Opens tables and plays them with scripted clients, reporting
    /// latency, throughput and memory (docs/ONLINE.md).
    Load(LoadArgs),
}

#[derive(Args, Debug, Clone)]
pub struct SeatArgs {
    /// The server's address.
    #[arg(long, default_value = "127.0.0.1:7400")]
    pub server: String,
    /// The bot that plays your seat: number piles easy, normal, expert or
    /// baseline; chameleons a level or style.
    #[arg(long)]
    pub bot: String,
    /// The name the table shows.
    #[arg(long, default_value = "Guest")]
    pub name: String,
    /// Write the finished game's record here.
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// Seconds to keep trying to come back after the connection drops.
    #[arg(long, default_value_t = 120)]
    pub patience: u64,
}

impl TableArgs {
    /// The game and the seats; the index of `me`.
    pub fn choice(&self) -> Result<(GameChoice, Vec<SeatChoice>, usize), String> {
        let count = self.seats.len();
        let game = match self.mode {
            GameArg::Coop => GameChoice::Coop {
                seats: count,
                professional: self.pro,
                smaller_hands: self.small_hands,
                on_fire: self.fire,
            },
            GameArg::Duel => GameChoice::Duel,
            GameArg::Chameleons => GameChoice::Chameleons {
                players: count,
                purple: self.purple,
            },
        };
        let mut me = None;
        let mut seats = Vec::new();
        for (index, entry) in self.seats.iter().enumerate() {
            match entry.as_str() {
                "me" if me.is_none() => {
                    me = Some(index);
                    seats.push(SeatChoice::Friend);
                }
                "me" => return Err("only one seat can be `me`".into()),
                "friend" => seats.push(SeatChoice::Friend),
                level if game.knows_bot(level) => seats.push(SeatChoice::Bot {
                    level: level.into(),
                }),
                other => {
                    let levels = match self.mode {
                        GameArg::Chameleons => chameleon_levels(),
                        _ => number_pile_levels(),
                    };
                    return Err(format!("\"{other}\" is not me, friend or a bot ({levels})"));
                }
            }
        }
        let me = me.ok_or("one seat must be `me`")?;
        Ok((game, seats, me))
    }
}

impl OnlineCommand {
    pub fn run(&self) -> ExitCode {
        let runtime = match tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
        {
            Ok(runtime) => runtime,
            Err(error) => {
                eprintln!("error: {error}");
                return ExitCode::FAILURE;
            }
        };
        runtime.block_on(async {
            match self {
                OnlineCommand::Serve(args) => serve(args).await,
                OnlineCommand::Table(TableCommand::Open { table, seat }) => match table.choice() {
                    Ok((game, seats, me)) => {
                        let entry = Entry::Open {
                            game,
                            seats,
                            seat: me,
                            deal: None,
                        };
                        play_seat(entry, seat).await
                    }
                    Err(error) => {
                        eprintln!("error: {error}");
                        ExitCode::from(2)
                    }
                },
                OnlineCommand::Table(TableCommand::Join { code, seat, player }) => {
                    // A typo is told as such before the server is asked.
                    if let Err(error) = crate::code::TableCode::parse(code) {
                        eprintln!("error: {error}");
                        return ExitCode::from(2);
                    }
                    let entry = Entry::Join {
                        code: code.clone(),
                        seat: *seat,
                    };
                    play_seat(entry, player).await
                }
                OnlineCommand::Table(TableCommand::Load(args)) => crate::load::run(args).await,
            }
        })
    }
}

/// Logs to standard error, at info unless `RUST_LOG` says otherwise.
pub fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

async fn serve(args: &ServeArgs) -> ExitCode {
    init_logging();
    let config = ServerConfig {
        data: Some(args.data.clone()),
        flush: args.flush,
        tables_per_address: args.tables_per_address,
        connections_per_address: args.connections_per_address,
        max_tables: args.max_tables,
        abandoned_after: Duration::from_secs(args.abandoned_after * 60),
        messages_per_second: args.messages_per_second,
        allow_chosen_deals: args.allow_chosen_deals,
        ..ServerConfig::default()
    };
    let server = match Server::start(config, args.listen).await {
        Ok(server) => server,
        Err(error) => {
            eprintln!("error: could not listen on {}: {error}", args.listen);
            return ExitCode::FAILURE;
        }
    };
    // The first line names the address (port 0 picks a free one).
    println!("listening on {}", server.addr);
    let _ = tokio::signal::ctrl_c().await;
    tracing::info!("stopping");
    server.stop().await;
    ExitCode::SUCCESS
}

async fn play_seat(entry: Entry, args: &SeatArgs) -> ExitCode {
    init_logging();
    let options = PlayOptions {
        server: args.server.clone(),
        name: args.name.clone(),
        bot: args.bot.clone(),
        bot_seed: rand::random(),
        patience: Duration::from_secs(args.patience),
        think: Duration::ZERO,
        pace: crate::client::PACE,
        probe: None,
    };
    let outcome = play(entry, &options, |code| {
        println!("{code}");
    })
    .await;
    match outcome {
        Ok(played) => {
            println!("seat {}: {}", played.seat, played.summary);
            if played.reconnects > 0 {
                println!("came back {} times", played.reconnects);
            }
            if let Some(path) = &args.record
                && let Err(error) = pilefire_engine::storage::write_atomic(path, &played.record)
            {
                eprintln!("error: could not write {}: {error}", path.display());
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
