//! Pilefire's engine: both games' rules, bots, simulators, records, deal
//! codes and statistics, with the storage they share. Plain Rust: the game
//! window is the `pilefire` crate on top, and nothing here knows Bevy.
//!
//! `piles` and `chameleons` never import each other: what both use is in
//! `core` (the generator, the deal-code framing, the verdicts, the
//! simulators' harness, the kept-file store), `date` and `storage`; what
//! names both (`codes`, `cli`) sits above them.

pub mod chameleons;
pub mod cli;
pub mod codes;
pub mod core;
pub mod date;
pub mod piles;
pub mod storage;
