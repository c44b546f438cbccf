//! Pilefire: the number-pile card games and the chameleon rows game, their
//! rules, bots and tables.
pub mod ai;
pub mod chameleon_stats;
pub mod chameleons;
pub mod cli;
pub mod date;
pub mod dealcode;
pub mod dealcode_chameleon;
#[cfg(feature = "game")]
pub mod game;
pub mod kept_games;
pub mod l10n;
pub mod rules;
pub mod sim;
pub mod stats;
pub mod storage;
