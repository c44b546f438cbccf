//! The chameleon game's pictures: its cards and its rows' cards.

pub mod cards;
pub mod rows;
