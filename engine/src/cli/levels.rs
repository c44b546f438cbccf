//! The bot levels of both games in words, and the refusal of an unknown one
//! (both `crate::cli` and its chameleon jobs use it).

use crate::chameleons::bots::ChameleonLevel;
use crate::piles::bots::BotLevel;

/// The number-pile games' bot levels in words: `easy, normal, expert or baseline`.
pub fn number_pile_levels() -> String {
    in_words(&BotLevel::ALL.map(BotLevel::name))
}

/// The chameleon game's bot levels in words: `random, baseline, normal, …, spoiler or snatcher`.
pub fn chameleon_levels() -> String {
    in_words(&ChameleonLevel::ALL.map(|level| level.name()))
}

/// `a, b, c or d`.
fn in_words(names: &[&str]) -> String {
    match names.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// The refusal of an unknown `--bot` level. Each game has its own levels, so
/// both lists are named: the one that applies first.
pub fn unknown_bot_level(name: &str, chameleons: bool) -> String {
    if chameleons {
        format!(
            "unknown bot level {name:?} for chameleons: use {} (the number-pile games' levels are {})",
            chameleon_levels(),
            number_pile_levels()
        )
    } else {
        format!(
            "unknown bot level {name:?} for the number-pile games: use {} (with --mode chameleons: {})",
            number_pile_levels(),
            chameleon_levels()
        )
    }
}
