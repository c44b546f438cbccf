//! The chameleon rows rules: cards, deals, the turn and rounds, scoring,
//! what each player may see, and records.

pub mod cards;
pub mod deal;
pub mod error;
pub mod events;
pub mod game;
pub mod observation;
pub mod record;
pub mod scoring;
pub mod table;
