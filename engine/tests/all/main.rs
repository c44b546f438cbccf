//! The engine's integration tests, one crate so they link once. Test names
//! and comments cite the rule ids of `RULES.md` and `CHAMELEONS.md`.

mod ai;
mod books;
mod chameleons;
mod coop;
mod dealcode;
mod duel;
mod fire;
mod pinned;
mod properties;
mod records;
mod review;
mod sim;
mod stats;
mod storage;
mod storage_fuzz;
mod support;
