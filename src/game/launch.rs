//! How the window was launched: its size, the report on exit and the
//! autoplay options, from the command line.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::chameleons::ScoreSide;
use crate::chameleons::bots::ChameleonLevel;
use crate::game::core::chameleon_setup::ChameleonSetup;
use crate::game::core::session::MatchConfig;

/// The window's start-up options from the command line.
#[derive(Resource, Debug, Clone)]
pub struct Launch {
    pub width: u32,
    pub height: u32,
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
            autoplay: None,
            perf_report: false,
            chameleon_preview: None,
        }
    }
}

impl Launch {
    /// The window's options from the command line; a bad ruleset is refused
    /// with the rule it breaks.
    pub fn from_args(args: &crate::cli::WindowArgs) -> Result<Launch, String> {
        let (width, height) = args.size;
        let autoplay = if args.autoplay && args.game.mode == crate::cli::ModeArg::Chameleons {
            Some(Autoplay::chameleons(args)?)
        } else if args.autoplay {
            // Variants asked for are kept even where the mode has none, so that
            // e.g. a Duel with --fire is refused (R-FIRE-1) rather than ignored.
            let ruleset = crate::rules::Ruleset {
                professional: args.game.pro,
                smaller_hands: args.game.small_hands,
                on_fire: args.game.fire,
                ..args.game.ruleset()
            };
            ruleset.validate().map_err(|error| error.to_string())?;
            let bot_level = crate::ai::BotLevel::from_name(&args.bot)
                .ok_or_else(|| crate::cli::unknown_bot_level(&args.bot, false))?;
            let config = MatchConfig {
                ruleset,
                seed: Some(args.game.seed),
                human_seat: None,
                bot_level,
                first_seat: args.first_seat.unwrap_or_default(),
                ..MatchConfig::default()
            };
            // A first seat the game cannot have is refused here, with its rule.
            crate::game::core::session::first_seat(
                &config,
                &crate::rules::Deal::Seed(args.game.seed),
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
    /// `--mode chameleons`: bots of `--bot`'s level in every seat.
    fn chameleons(args: &crate::cli::WindowArgs) -> Result<Autoplay, String> {
        let players = args.game.seats;
        if !(2..=5).contains(&players) {
            return Err(format!(
                "the chameleon game is for 2 to 5 players, not {players} (R-CL-3)"
            ));
        }
        let level = ChameleonLevel::from_name(&args.bot)
            .ok_or_else(|| crate::cli::unknown_bot_level(&args.bot, true))?;
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
                level,
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
    pub side: crate::chameleons::ScoreSide,
    pub seed: u64,
}
