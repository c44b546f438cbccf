//! The integration tests, one crate so they link once. Test names and
//! comments cite the rule ids of `RULES.md`.

mod ai;
mod books;
mod coop;
mod duel;
mod fire;
#[cfg(feature = "game")]
mod game;
mod pinned;
mod properties;
mod records;
mod sim;
mod support;
