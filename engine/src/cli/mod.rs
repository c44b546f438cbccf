//! The command line's jobs, kept out of `main.rs` so tests can call them.

pub mod chameleons;
mod json;
pub mod levels;
pub mod review;
pub mod review_levels;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand, ValueEnum};

pub use self::levels::{chameleon_levels, number_pile_levels, unknown_bot_level};
use crate::piles::bots::driver::play_out;
use crate::piles::bots::{Bot, BotLevel, make_bot};
use crate::piles::rules::{Deal, Game, Move, Record, Ruleset, TurnEnd};

/// What `--help` says the program is.
pub const ABOUT: &str = "The number-pile card games and the chameleon rows game, with bots";

/// The command line's tools.
#[derive(Subcommand)]
pub enum Command {
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
        game: GameArgs,
        /// The bots' level. Number-pile games: easy, normal, expert or
        /// baseline; chameleons: random, baseline, normal, expert, expert-v1,
        /// hoarder, spoiler or snatcher.
        #[arg(long, default_value = "expert")]
        bot: String,
        /// Where to write the record (RON).
        #[arg(long)]
        out: PathBuf,
    },
    /// Play many bot games on consecutive seeds and report rates and speed.
    Simulate(SimulateArgs),
    /// Review a finished game (number piles, co-op or Duel; chameleon rows)
    /// from one seat: each turn (chameleons: decision) against the expert's
    /// choice from the same view, with chances or expected scores, verdicts
    /// and the deal's par.
    Review {
        file: PathBuf,
        /// The seat whose turns are reviewed.
        #[arg(long, default_value_t = 0)]
        seat: usize,
        /// Print JSON (fields in docs/RECORDS.md) instead of text.
        #[arg(long)]
        json: bool,
        /// Sampled deals of the hidden cards per turn (default 400; Duel
        /// 2000; chameleons: deck orders per decision, default 1000).
        #[arg(long)]
        samples: Option<usize>,
    },
    /// Measure the review's accuracy per bot level on fixed seeds, with 95%
    /// intervals (solitaire, 3 seats, chameleons at 4 seats).
    ReviewLevels(review_levels::ReviewLevelsArgs),
}

impl Command {
    pub fn run(&self) -> ExitCode {
        match self {
            Command::Replay { file, quiet } => replay(file, *quiet),
            Command::Record { game, bot, out } => record(game, bot, out),
            Command::Simulate(args) => simulate(args),
            Command::Review {
                file,
                seat,
                json,
                samples,
            } => review::run(file, *seat, *json, *samples),
            Command::ReviewLevels(args) => review_levels::run(args),
        }
    }
}

/// The version with the commit it was built from (set by `build.rs`).
pub const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (",
    env!("PILEFIRE_BUILD_COMMIT"),
    ")"
);

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ModeArg {
    Coop,
    Duel,
    /// The chameleon rows game (`CHAMELEONS.md`), 2 to 5 seats.
    Chameleons,
}

/// The ruleset and deal, as the command line spells them.
#[derive(Debug, Clone, Args)]
pub struct GameArgs {
    #[arg(long, value_enum, default_value = "coop")]
    pub mode: ModeArg,
    /// Seats at the table (co-op: 1 to 5; Duel: always 2; chameleons: 2 to 5).
    #[arg(long, default_value_t = 1)]
    pub seats: usize,
    /// Professional variant: 3 cards a turn (R-PRO-1).
    #[arg(long)]
    pub pro: bool,
    /// One card fewer in hand (R-PRO-2; with --pro).
    #[arg(long)]
    pub small_hands: bool,
    /// The On Fire expansion (R-FIRE-1).
    #[arg(long)]
    pub fire: bool,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Chameleons: score on the purple (difficult) side (R-CL-2).
    #[arg(long)]
    pub purple: bool,
}

impl GameArgs {
    pub fn ruleset(&self) -> Ruleset {
        match self.mode {
            ModeArg::Duel => Ruleset::duel(),
            // Chameleons has no number-pile ruleset: `record` and `simulate`
            // hand it to `chameleons::cli` before asking for one.
            ModeArg::Coop | ModeArg::Chameleons => Ruleset {
                professional: self.pro,
                smaller_hands: self.small_hands,
                on_fire: self.fire,
                ..Ruleset::coop(self.seats)
            },
        }
    }
}

/// `pilefire replay FILE`.
/// A record file's text, or `None` after saying why it cannot be read.
/// Capped, so a huge file is refused instead of read into memory.
pub(crate) fn read_record_text(path: &Path) -> Option<String> {
    match crate::storage::read_kept_text(path) {
        Ok(Some(text)) => Some(text),
        Ok(None) => {
            eprintln!(
                "error: cannot read {}: there is no such file",
                path.display()
            );
            None
        }
        Err(error) => {
            eprintln!("error: cannot read {}: {error}", path.display());
            None
        }
    }
}

pub fn replay(path: &Path, quiet: bool) -> ExitCode {
    let Some(text) = read_record_text(path) else {
        return ExitCode::FAILURE;
    };
    if crate::chameleons::record_game(&text) == Some(crate::chameleons::RecordGame::Chameleons) {
        return crate::cli::chameleons::replay(path, &text, quiet);
    }
    let record = match Record::from_ron(&text) {
        Ok(record) => record,
        Err(error) => {
            eprintln!("error: {}: {error}", path.display());
            return ExitCode::FAILURE;
        }
    };
    if !quiet {
        println!(
            "{}: {}, deal {:?}, seat {} starts",
            path.display(),
            record.ruleset.describe(),
            record.deal,
            record.first_seat
        );
    }
    let result = record.replay_with(|number, turn, game| {
        if !quiet {
            println!("{}", describe_turn(number, turn, game));
        }
    });
    match result {
        Ok(game) => {
            match game.outcome() {
                Some(outcome) => println!("result: {}", outcome.describe()),
                None => println!(
                    "result: not over; seat {} to move, {} cards left",
                    game.to_move(),
                    game.cards_left()
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

/// One line for a replayed turn, e.g. `turn 3, seat 1: 37 on up-1, 95 on down-1; drew 2 (60 in the deck)`.
fn describe_turn(number: usize, turn: &crate::piles::rules::TurnRecord, game: &Game) -> String {
    let moves: Vec<String> = turn
        .moves
        .iter()
        .map(|step| match *step {
            Move::Play { card, pile } => {
                format!("{card} on {}", pile_label(game.ruleset(), pile))
            }
            Move::Signal { seat, pile, signal } => match signal {
                Some(signal) => format!(
                    "[seat {seat} signals {signal:?} on {}]",
                    pile_label(game.ruleset(), pile)
                ),
                None => format!(
                    "[seat {seat} clears its signal on {}]",
                    pile_label(game.ruleset(), pile)
                ),
            },
        })
        .collect();
    let end = match turn.end {
        TurnEnd::Draw => format!("; ends, draw piles {:?}", game.draw_pile_sizes()),
        TurnEnd::GiveUp => "; gives up".to_string(),
        TurnEnd::Open => String::new(),
    };
    let moves = if moves.is_empty() {
        "no moves".to_string()
    } else {
        moves.join(", ")
    };
    format!("turn {number}, seat {}: {moves}{end}", turn.seat)
}

/// A pile's short name: `up-1`, `up-2`, `down-1`, `down-2` in co-op;
/// `s0-up`, `s0-down`, `s1-up`, `s1-down` in Duel.
pub fn pile_label(ruleset: &Ruleset, pile: usize) -> String {
    match ruleset.mode {
        crate::piles::rules::Mode::Coop => match pile {
            0 => "up-1".into(),
            1 => "up-2".into(),
            2 => "down-1".into(),
            3 => "down-2".into(),
            _ => format!("pile {pile}"),
        },
        crate::piles::rules::Mode::Duel => {
            let direction = if pile.is_multiple_of(2) { "up" } else { "down" };
            format!("s{}-{direction}", pile / 2)
        }
    }
}

/// `pilefire record`: a bot game's record, written to `out`.
pub fn record(args: &GameArgs, bot: &str, out: &Path) -> ExitCode {
    if args.mode == ModeArg::Chameleons {
        return crate::cli::chameleons::record(args.seats, args.purple, args.seed, bot, out);
    }
    let Some(level) = BotLevel::from_name(bot) else {
        eprintln!("error: {}", unknown_bot_level(bot, false));
        return ExitCode::FAILURE;
    };
    let ruleset = args.ruleset();
    let mut game = match Game::new(ruleset, Deal::Seed(args.seed), 0) {
        Ok(game) => game,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut bots: Vec<Box<dyn Bot>> = (0..ruleset.seats)
        .map(|seat| make_bot(level, &ruleset, args.seed.wrapping_add(seat as u64)))
        .collect();
    if let Err(error) = play_out(&mut game, &mut bots) {
        eprintln!("error: a bot made an illegal move: {error}");
        return ExitCode::FAILURE;
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

/// `pilefire simulate`: many bot games on consecutive seeds.
#[derive(Debug, Clone, Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The bot under test. Number-pile games: easy, normal, expert, baseline,
    /// oracle (co-op, measurement only: it knows the deck order) or published
    /// (co-op, measurement only: `baseline`'s planner ending the game where
    /// its turn falls short, as the published program does, on the checked
    /// engine). Chameleons: random, baseline, normal, expert,
    /// expert-v1, hoarder, spoiler or snatcher.
    #[arg(long, default_value = "expert")]
    pub bot: String,
    /// Duel: the opponent's level. Chameleons: the level of every seat but
    /// seat 0 (any of its levels, or styles for the three styles in turn;
    /// baseline if left out).
    #[arg(long)]
    pub vs: Option<String>,
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// The oracle's time budget per deal.
    #[arg(long, default_value_t = 1000)]
    pub budget_ms: u64,
    /// Leave out the wall-clock lines (then the output depends only on the arguments).
    #[arg(long)]
    pub no_timing: bool,
    /// End with one line of JSON.
    #[arg(long)]
    pub json: bool,
    /// Who starts (R-CO-5, R-DU-2): a seat number, `strongest` (co-op: the
    /// seat whose own judgement of its opening hand is best) or `random`.
    /// Left out: seat 0 in co-op, alternating in Duel.
    #[arg(long)]
    pub first_seat: Option<crate::piles::bots::opening::FirstSeat>,
    /// With `--first-seat strongest`: rank the openings by the published
    /// program's exact turn scores, as it does (measurement only: exact
    /// scores hint at card values, which R-CO-12 forbids).
    #[arg(long)]
    pub exact_openings: bool,
}

impl SimulateArgs {
    pub fn config(&self) -> Result<crate::piles::sim::SimConfig, String> {
        use crate::piles::bots::BotLevel;
        use crate::piles::sim::{Player, SimConfig};
        let ruleset = self.game.ruleset();
        ruleset.validate().map_err(|e| e.to_string())?;
        let level =
            |name: &str| BotLevel::from_name(name).ok_or_else(|| unknown_bot_level(name, false));
        let player = if self.bot == "published" {
            if ruleset.mode != crate::piles::rules::Mode::Coop {
                return Err("the published planner plays co-operative games only".into());
            }
            Player::Published
        } else if self.bot == "oracle" {
            if ruleset.mode != crate::piles::rules::Mode::Coop {
                return Err("the oracle measures co-operative deals only".into());
            }
            Player::Oracle {
                budget_ms: self.budget_ms,
            }
        } else {
            Player::Bot(level(&self.bot)?)
        };
        if self.exact_openings
            && self.first_seat != Some(crate::piles::bots::opening::FirstSeat::Strongest)
        {
            return Err("--exact-openings belongs to --first-seat strongest".into());
        }
        match self.first_seat {
            Some(crate::piles::bots::opening::FirstSeat::Seat(seat)) if seat >= ruleset.seats => {
                return Err(format!(
                    "--first-seat {seat}: the game has seats 0 to {} (R-CO-5)",
                    ruleset.seats - 1
                ));
            }
            Some(crate::piles::bots::opening::FirstSeat::Strongest)
                if ruleset.mode == crate::piles::rules::Mode::Duel =>
            {
                return Err(
                    "--first-seat strongest is the co-operative team's proposal (R-CO-5); \
                     in Duel use a seat number or random (R-DU-2)"
                        .into(),
                );
            }
            _ => {}
        }
        let versus = match (&self.vs, ruleset.mode) {
            (Some(name), crate::piles::rules::Mode::Duel) => Some(level(name)?),
            (None, crate::piles::rules::Mode::Duel) => Some(BotLevel::Normal),
            (Some(_), crate::piles::rules::Mode::Coop) => {
                return Err("--vs belongs to --mode duel".into());
            }
            (None, crate::piles::rules::Mode::Coop) => None,
        };
        Ok(SimConfig {
            ruleset,
            player,
            versus,
            games: self.games,
            seed: self.game.seed,
            threads: self.threads,
            first_seat: self.first_seat,
            exact_openings: self.exact_openings,
        })
    }
}

pub fn simulate(args: &SimulateArgs) -> ExitCode {
    if args.game.mode == ModeArg::Chameleons {
        if args.first_seat.is_some() {
            eprintln!(
                "error: --first-seat belongs to the number-pile games; chameleons rotate who starts"
            );
            return ExitCode::FAILURE;
        }
        return crate::cli::chameleons::simulate(
            args.game.seats,
            args.game.purple,
            &args.bot,
            args.vs.as_deref(),
            args.games,
            args.game.seed,
            args.threads,
            !args.no_timing,
            args.json,
        );
    }
    let config = match args.config() {
        Ok(config) => config,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let summary = crate::piles::sim::progress::run_with_progress(&config, !args.no_timing);
    print!("{}", summary.report(!args.no_timing, args.json));
    if summary.stats().errors > 0 {
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
