//! Pilefire: the number-pile card games and the chameleon rows game on a
//! Bevy table. `shell` is what both games share, `piles` and `chameleons`
//! are each game whole, `app` puts them together; the rules, bots and
//! simulator are the `pilefire-engine` crate (`engine/`).
pub mod app;
pub mod chameleons;
pub mod dev;
pub mod l10n;
pub mod launch;
pub mod piles;
pub mod shell;
