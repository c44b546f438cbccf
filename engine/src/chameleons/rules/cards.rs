//! The cards of the chameleon game (R-CL-1) and how many of each there are.

use serde::{Deserialize, Serialize};

/// The seven chameleon colours. The names are ours; only their number matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Orange,
    Yellow,
    Green,
    Blue,
    Grey,
    Pink,
}

/// Number of colours in the box (R-CL-1).
pub const COLOURS: usize = 7;
/// Chameleon cards of each colour (R-CL-1).
pub const CARDS_PER_COLOUR: u8 = 9;
/// Ordinary jokers (R-CL-1); the golden joker is counted apart.
pub const JOKERS: u8 = 2;
/// "+2" cards (R-CL-1).
pub const PLUS_TWOS: u8 = 10;
/// Cards left under the last-round card (R-CL-5).
pub const CARDS_UNDER_LAST_ROUND: usize = 16;

impl Colour {
    pub const ALL: [Colour; COLOURS] = [
        Colour::Red,
        Colour::Orange,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Grey,
        Colour::Pink,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(index: usize) -> Colour {
        Colour::ALL[index]
    }

    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Orange => "orange",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Grey => "grey",
            Colour::Pink => "pink",
        }
    }
}

/// One card of the deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    Chameleon(Colour),
    Joker,
    /// Counts as a joker at the end; taking it brings an extra card (R-CL-8).
    GoldenJoker,
    PlusTwo,
    /// Announces the last round (R-CL-11); never placed in a row or collected.
    LastRound,
}

/// Slots of a [`CardCensus`]: the colours, then joker, golden joker, "+2", last round.
pub const CARD_KINDS: usize = COLOURS + 4;

impl Card {
    /// This card's slot in a [`CardCensus`].
    pub fn kind_index(self) -> usize {
        match self {
            Card::Chameleon(colour) => colour.index(),
            Card::Joker => COLOURS,
            Card::GoldenJoker => COLOURS + 1,
            Card::PlusTwo => COLOURS + 2,
            Card::LastRound => COLOURS + 3,
        }
    }

    pub fn describe(self) -> String {
        match self {
            Card::Chameleon(colour) => format!("{} chameleon", colour.name()),
            Card::Joker => "joker".into(),
            Card::GoldenJoker => "golden joker".into(),
            Card::PlusTwo => "+2".into(),
            Card::LastRound => "last-round card".into(),
        }
    }
}

/// How many cards of each kind a place holds, indexed by [`Card::kind_index`].
pub type CardCensus = [u32; CARD_KINDS];

/// Every card in the box, as a census (R-CL-1).
pub fn full_census() -> CardCensus {
    let mut census = [0; CARD_KINDS];
    for colour in Colour::ALL {
        census[colour.index()] = u32::from(CARDS_PER_COLOUR);
    }
    census[Card::Joker.kind_index()] = u32::from(JOKERS);
    census[Card::GoldenJoker.kind_index()] = 1;
    census[Card::PlusTwo.kind_index()] = u32::from(PLUS_TWOS);
    census[Card::LastRound.kind_index()] = 1;
    census
}

/// The shuffled part of the deck for these colours, in a fixed order: every
/// chameleon of the colours in play except the starting cards, the jokers,
/// the golden joker and the "+2" cards (R-CL-5). Not the last-round card.
pub fn shuffled_cards(colours_in_play: &[Colour], starting: &[Colour]) -> Vec<Card> {
    let mut cards = Vec::new();
    for &colour in colours_in_play {
        let dealt = starting.iter().filter(|&&c| c == colour).count();
        for _ in dealt..usize::from(CARDS_PER_COLOUR) {
            cards.push(Card::Chameleon(colour));
        }
    }
    cards.extend(std::iter::repeat_n(Card::Joker, usize::from(JOKERS)));
    cards.push(Card::GoldenJoker);
    cards.extend(std::iter::repeat_n(Card::PlusTwo, usize::from(PLUS_TWOS)));
    cards
}
