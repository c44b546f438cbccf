//! Pilefire: the number-pile card games, their rules, bots and table.
pub mod ai;
pub mod cli;
pub mod rules;
pub mod sim;
