//! Pilefire's engine: both games' rules, bots, simulators, records, deal
//! codes and statistics, with the storage they share. Plain Rust: the game
//! window is the `pilefire` crate on top, and nothing here knows Bevy.

pub mod chameleons;
pub mod cli;
pub mod date;
pub mod piles;
pub mod storage;
