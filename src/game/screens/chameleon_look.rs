//! How the chameleon screens (score, replays) draw a colour: a swatch with
//! the colour's own symbol and its name beside it, so colour is never the
//! only cue; and every card kind in words for the screen reader.

use bevy::prelude::*;

use crate::chameleons::{Card, Colour};
use crate::game::core::language::Tr;

pub use crate::game::core::chameleon_words::colour_symbol as symbol;

/// The swatch behind the symbol; the symbol is near black on every one.
pub fn swatch(colour: Colour) -> Color {
    match colour {
        Colour::Red => Color::srgb(0.88, 0.26, 0.22),
        Colour::Orange => Color::srgb(0.96, 0.58, 0.16),
        Colour::Yellow => Color::srgb(0.97, 0.87, 0.28),
        Colour::Green => Color::srgb(0.36, 0.74, 0.36),
        Colour::Blue => Color::srgb(0.36, 0.56, 0.95),
        Colour::Grey => Color::srgb(0.66, 0.66, 0.66),
        Colour::Pink => Color::srgb(0.97, 0.60, 0.80),
    }
}

pub const SYMBOL_INK: Color = Color::srgb(0.08, 0.08, 0.08);

/// The colour's name in the language in force.
pub fn colour_name(colour: Colour, tr: &Tr) -> String {
    tr.get(match colour {
        Colour::Red => "chscore-colour-red",
        Colour::Orange => "chscore-colour-orange",
        Colour::Yellow => "chscore-colour-yellow",
        Colour::Green => "chscore-colour-green",
        Colour::Blue => "chscore-colour-blue",
        Colour::Grey => "chscore-colour-grey",
        Colour::Pink => "chscore-colour-pink",
    })
}

/// A card in words: "red", "joker", "golden joker", "+2".
pub fn card_name(card: Card, tr: &Tr) -> String {
    match card {
        Card::Chameleon(colour) => colour_name(colour, tr),
        Card::Joker => tr.get("chscore-card-joker"),
        Card::GoldenJoker => tr.get("chscore-card-golden"),
        Card::PlusTwo => tr.get("chscore-card-plus-two"),
        Card::LastRound => tr.get("chscore-card-last-round"),
    }
}

pub use crate::game::core::chameleon_words::card_symbol as card_mark;

/// The swatch of a card kind: gold for jokers, pale for the rest.
pub fn card_swatch(card: Card) -> Color {
    match card {
        Card::Chameleon(colour) => swatch(colour),
        Card::Joker => Color::srgb(0.90, 0.90, 0.86),
        Card::GoldenJoker => Color::srgb(0.93, 0.76, 0.25),
        Card::PlusTwo => Color::srgb(0.80, 0.86, 0.95),
        Card::LastRound => Color::srgb(0.95, 0.45, 0.35),
    }
}

/// A small square of the card's swatch with its mark. The mark is not read
/// out: the name beside it says the same.
pub fn card_square(card: Card, size: f32) -> impl Bundle {
    (
        Node {
            width: px(size),
            height: px(size),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(4)),
            ..default()
        },
        BackgroundColor(card_swatch(card)),
        Pickable::IGNORE,
        children![(
            Text::new(card_mark(card)),
            TextFont::from_font_size(size * 0.62),
            TextColor(SYMBOL_INK),
            Pickable::IGNORE,
        )],
    )
}
