//! The integration tests, one crate so they link once. Test names and
//! comments cite the rule ids of `RULES.md`.

#[cfg(feature = "game")]
mod accessibility;
mod ai;
mod architecture;
#[cfg(feature = "game")]
mod art;
#[cfg(feature = "game")]
mod at_rest;
mod books;
#[cfg(feature = "game")]
mod chameleon_look;
#[cfg(feature = "game")]
mod chameleon_screens;
#[cfg(feature = "game")]
mod chameleon_table;
mod chameleons;
mod coop;
mod dealcode;
mod duel;
#[cfg(feature = "game")]
mod embedded_assets;
mod fire;
mod first_seat;
#[cfg(feature = "game")]
mod game;
mod l10n;
#[cfg(feature = "game")]
mod menus;
#[cfg(feature = "game")]
mod motion;
#[cfg(feature = "game")]
mod number_screens;
mod pinned;
mod progress;
mod properties;
mod records;
#[cfg(feature = "game")]
mod room_screens;
#[cfg(feature = "game")]
mod score_screen;
#[cfg(feature = "game")]
mod session;
mod sim;
mod stats;
mod storage;
mod storage_fuzz;
mod support;
#[cfg(feature = "game")]
mod table_chrome;
#[cfg(feature = "game")]
mod tutorial;
