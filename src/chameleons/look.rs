//! How the chameleon screens (score, replays) draw a colour: a swatch with
//! the colour's own symbol and its name beside it, so colour is never the
//! only cue; and every card kind in words for the screen reader.

use bevy::prelude::*;

use crate::shell::language::Tr;
use crate::shell::ui::theme::Colours;
use pilefire_engine::chameleons::{Card, Colour};

pub use crate::chameleons::describe::colour_symbol as symbol;

/// The swatch behind the symbol: the palette's colour, as on the table.
pub fn swatch(colour: Colour, colours: &Colours) -> Color {
    colours.hues[colour.index()]
}

pub const SYMBOL_INK: Color = Color::srgb(0.08, 0.08, 0.08);

pub use crate::chameleons::describe::colour_name;

/// A card in words as a chip names it: a chameleon by its colour alone
/// ("red"), any other card as the table names it ("joker", "+2").
pub fn card_name(card: Card, tr: &Tr) -> String {
    match card {
        Card::Chameleon(colour) => colour_name(colour, tr),
        other => crate::chameleons::describe::card_name(other, tr),
    }
}

pub use crate::chameleons::describe::card_symbol as card_mark;

/// The swatch of a card kind: the colour's, gold for the golden joker,
/// the card face for the rest, the fire face for the last-round card.
pub fn card_swatch(card: Card, colours: &Colours) -> Color {
    match card {
        Card::Chameleon(colour) => swatch(colour, colours),
        Card::GoldenJoker => Color::srgb(0.93, 0.76, 0.25),
        Card::Joker | Card::PlusTwo => colours.card_face,
        Card::LastRound => colours.hot_face,
    }
}

/// A small square of the card's swatch with its mark. The mark is not read
/// out: the name beside it says the same.
pub fn card_square(card: Card, size: f32, colours: &Colours) -> impl Bundle {
    (
        Node {
            width: px(size),
            height: px(size),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(4)),
            ..default()
        },
        BackgroundColor(card_swatch(card, colours)),
        Pickable::IGNORE,
        children![(
            Text::new(card_mark(card)),
            TextFont::from_font_size(size * 0.62),
            TextColor(SYMBOL_INK),
            Pickable::IGNORE,
        )],
    )
}
