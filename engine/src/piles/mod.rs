//! The number-pile games (rules `RULES.md`, ids `R-..-n`): co-operative,
//! professional, On Fire and Duel.

pub mod bots;
pub mod dealcode;
pub mod kept;
pub mod review;
pub mod rules;
pub mod sim;
pub mod stats;
