//! The integration tests, one crate so they link once. Test names and
//! comments cite the rule ids of `RULES.md`.

mod accessibility;
mod architecture;
mod art;
mod at_rest;
mod both_tables;
mod cards_seen;
mod chameleons;
mod embedded_assets;
mod first_seat;
mod game;
mod l10n;
mod menus;
mod motion;
mod number_screens;
mod pad;
mod progress;
mod replay_viewer;
mod score_screen;
mod session;
mod support;
mod table_chrome;
mod tutorial;
mod window_sized_screens;
