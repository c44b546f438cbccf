//! Pilefire: the number-pile card games and the chameleon rows game on a
//! Bevy table. The rules, bots and simulator are the `pilefire-engine`
//! crate (`engine/`).
pub mod game;
pub mod l10n;
