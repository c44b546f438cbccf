//! How the window was launched: its size, the report on exit and the
//! autoplay options, from the command line.

use std::path::PathBuf;

use bevy::prelude::*;
use clap::Args;
use pilefire_engine::cli::GameArgs;

use crate::chameleons::setup::ChameleonSetup;
use crate::piles::session::MatchConfig;
use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::chameleons::bots::Opponents;

/// The window's start-up options from the command line.
#[derive(Resource, Debug, Clone)]
pub struct Launch {
    pub width: u32,
    pub height: u32,
    /// Whether `--size` chose the size (else the last size is reopened).
    pub size_given: bool,
    pub autoplay: Option<Autoplay>,
    pub perf_report: bool,
    /// Pictures of the chameleon score, statistics and replay screens.
    pub chameleon_preview: Option<ChameleonPreview>,
}

impl Default for Launch {
    fn default() -> Self {
        Launch {
            width: 1280,
            height: 720,
            size_given: false,
            autoplay: None,
            perf_report: false,
            chameleon_preview: None,
        }
    }
}

impl Launch {
    /// The window's options from the command line; a bad ruleset is refused
    /// with the rule it breaks.
    pub fn from_args(args: &WindowArgs) -> Result<Launch, String> {
        let (width, height) = args.size.unwrap_or((1280, 720));
        let autoplay =
            if args.autoplay && args.game.mode == pilefire_engine::cli::ModeArg::Chameleons {
                Some(Autoplay::chameleons(args)?)
            } else if args.autoplay {
                // Variants asked for are kept even where the mode has none, so that
                // e.g. a Duel with --fire is refused (R-FIRE-1) rather than ignored.
                let ruleset = pilefire_engine::piles::rules::Ruleset {
                    professional: args.game.pro,
                    smaller_hands: args.game.small_hands,
                    on_fire: args.game.fire,
                    ..args.game.ruleset()
                };
                ruleset.validate().map_err(|error| error.to_string())?;
                let bot_level = pilefire_engine::piles::bots::BotLevel::from_name(&args.bot)
                    .ok_or_else(|| pilefire_engine::cli::unknown_bot_level(&args.bot, false))?;
                let config = MatchConfig {
                    ruleset,
                    seed: Some(args.game.seed),
                    human_seat: None,
                    bot_level,
                    first_seat: args.first_seat.unwrap_or_default(),
                    ..MatchConfig::default()
                };
                // A first seat the game cannot have is refused here, with its rule.
                crate::piles::session::first_seat(
                    &config,
                    &pilefire_engine::piles::rules::Deal::Seed(args.game.seed),
                    args.game.seed,
                )
                .map_err(|error| error.to_string())?;
                Some(Autoplay {
                    config,
                    chameleons: None,
                    screenshots: args.screenshots.clone(),
                    exit_on_score: args.exit_on_score,
                    keep_stats: args.keep_stats,
                })
            } else {
                if args.screenshots.is_some()
                    || args.exit_on_score
                    || args.keep_stats
                    || args.first_seat.is_some()
                {
                    return Err(
                    "--screenshots, --exit-on-score, --keep-stats and --first-seat need --autoplay"
                        .into(),
                );
                }
                None
            };
        Ok(Launch {
            width,
            height,
            size_given: args.size.is_some(),
            autoplay,
            perf_report: args.perf_report,
            chameleon_preview: None,
        })
    }
}

#[derive(Debug, Clone)]
pub struct Autoplay {
    /// The game to play, bots in every seat.
    pub config: MatchConfig,
    /// The chameleon game to play instead (`--mode chameleons`).
    pub chameleons: Option<ChameleonSetup>,
    /// Where pictures go; none are taken without it.
    pub screenshots: Option<PathBuf>,
    pub exit_on_score: bool,
    pub keep_stats: bool,
}

impl Autoplay {
    /// `--mode chameleons`: bots of `--bot`'s level in every seat (or the
    /// styles in turn, `--bot styles`).
    fn chameleons(args: &WindowArgs) -> Result<Autoplay, String> {
        let players = args.game.seats;
        if !(2..=5).contains(&players) {
            return Err(format!(
                "the chameleon game is for 2 to 5 players, not {players} (R-CL-3)"
            ));
        }
        let opponents = Opponents::from_name(&args.bot)
            .ok_or_else(|| pilefire_engine::cli::unknown_bot_level(&args.bot, true))?;
        Ok(Autoplay {
            config: MatchConfig::default(),
            chameleons: Some(ChameleonSetup {
                players,
                side: if args.game.purple {
                    ScoreSide::Purple
                } else {
                    ScoreSide::Brown
                },
                seed: Some(args.game.seed),
                opponents,
                human_seat: None,
                daily: false,
            }),
            screenshots: args.screenshots.clone(),
            exit_on_score: args.exit_on_score,
            keep_stats: args.keep_stats,
        })
    }
}

/// What to picture.
#[derive(Resource, Debug, Clone)]
pub struct ChameleonPreview {
    pub dir: PathBuf,
    pub players: usize,
    pub side: pilefire_engine::chameleons::ScoreSide,
    pub seed: u64,
}

/// The game window's options (`pilefire` with no subcommand).
#[derive(Debug, Clone, Args)]
pub struct WindowArgs {
    /// Bots play every seat of the game described by the options below, for
    /// checks and pictures.
    #[arg(long)]
    pub autoplay: bool,
    #[command(flatten)]
    pub game: GameArgs,
    /// With --autoplay: save a PNG into DIR on entering each screen, during
    /// play and while a fire card burns.
    #[arg(long, value_name = "DIR")]
    pub screenshots: Option<PathBuf>,
    /// With --autoplay: exit with status 0 once the score screen is shown.
    #[arg(long)]
    pub exit_on_score: bool,
    /// With --autoplay: the bots' level. Number-pile games: easy, normal,
    /// expert or baseline; chameleons: any of its levels (random, baseline,
    /// normal, expert, expert-v1, hoarder, spoiler, snatcher) or styles.
    #[arg(long, default_value = "normal")]
    pub bot: String,
    /// With --autoplay: who starts (a seat number, `strongest` or `random`;
    /// seat 0 if left out).
    #[arg(long)]
    pub first_seat: Option<pilefire_engine::piles::bots::opening::FirstSeat>,
    /// The window's size, e.g. 1024x640 (by default the size it was last
    /// left at, or 1280x720).
    #[arg(long, value_parser = parse_size)]
    pub size: Option<(u32, u32)>,
    /// Print performance figures on exit: time to an interactive menu, frame
    /// times while cards move and while bots think (see docs/PERFORMANCE.md).
    #[arg(long)]
    pub perf_report: bool,
    /// With --autoplay: count the finished game in the statistics and keep its
    /// record, as if seat 1 were a person (to fill the statistics and replay
    /// screens for pictures).
    #[arg(long)]
    pub keep_stats: bool,
}

/// `WIDTHxHEIGHT`, each from 320 to 7680.
pub fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let (width, height) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("expected WIDTHxHEIGHT, e.g. 1280x720, not {text:?}"))?;
    let parse = |part: &str| -> Result<u32, String> {
        let value: u32 = part
            .trim()
            .parse()
            .map_err(|_| format!("{part:?} is not a whole number"))?;
        if (320..=7680).contains(&value) {
            Ok(value)
        } else {
            Err(format!("{value} is outside 320 to 7680"))
        }
    };
    Ok((parse(width)?, parse(height)?))
}
