//! The chameleon rows game in the window: its cards, screens and table.

mod look;
mod screens;
mod table;
