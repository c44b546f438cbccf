//! The chameleon game in words, in the language in force: colours, cards,
//! collections, deal codes, what happened and why an action was refused (plain words
//! first, the R-CL rule as a small aside). Rows and seats count from 1.

use crate::l10n::Catalog;
use pilefire_engine::chameleons::bots::reasons::colours_grown;
use pilefire_engine::chameleons::dealcode::ChameleonCode;
use pilefire_engine::chameleons::{
    Action, Card, ChameleonError, Collection, Colour, Event, ScoreSide,
};

pub fn colour_name(colour: Colour, tr: &Catalog) -> String {
    tr.get(match colour {
        Colour::Red => "rows-colour-red",
        Colour::Orange => "rows-colour-orange",
        Colour::Yellow => "rows-colour-yellow",
        Colour::Green => "rows-colour-green",
        Colour::Blue => "rows-colour-blue",
        Colour::Grey => "rows-colour-grey",
        Colour::Pink => "rows-colour-pink",
    })
}

pub fn card_name(card: Card, tr: &Catalog) -> String {
    match card {
        Card::Chameleon(colour) => {
            crate::tr!(tr, "rows-card-chameleon", colour = colour_name(colour, tr))
        }
        Card::Joker => tr.get("rows-card-joker"),
        Card::GoldenJoker => tr.get("rows-card-golden"),
        Card::PlusTwo => tr.get("rows-card-plus-two"),
        Card::LastRound => tr.get("rows-card-last-round"),
    }
}

/// A row's name, counting from 1. With two players the rows are the green
/// row cards holding 1, 2 and 3 (R-CL-14), and their names say so.
pub fn row_name(row: usize, players: usize, tr: &Catalog) -> String {
    let key = if players == 2 {
        "rows-row-green"
    } else {
        "rows-row"
    };
    crate::tr!(tr, key, row = row + 1)
}

/// Cards in words grouped by kind, e.g. "2 red chameleon, 1 joker".
pub fn cards_in_words(cards: &[Card], tr: &Catalog) -> String {
    let mut kinds: Vec<(Card, usize)> = Vec::new();
    for &card in cards {
        match kinds.iter_mut().find(|(kind, _)| *kind == card) {
            Some((_, count)) => *count += 1,
            None => kinds.push((card, 1)),
        }
    }
    kinds
        .into_iter()
        .map(|(card, count)| {
            crate::tr!(tr, "rows-count", count = count, card = card_name(card, tr))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A collection as the cards it holds, colours first.
pub fn collection_cards(collection: &Collection) -> Vec<Card> {
    let mut cards = Vec::new();
    for colour in Colour::ALL {
        cards.extend(std::iter::repeat_n(
            Card::Chameleon(colour),
            usize::from(collection.count(colour)),
        ));
    }
    cards.extend(std::iter::repeat_n(
        Card::Joker,
        usize::from(collection.jokers),
    ));
    cards.extend(std::iter::repeat_n(
        Card::GoldenJoker,
        usize::from(collection.golden_jokers),
    ));
    cards.extend(std::iter::repeat_n(
        Card::PlusTwo,
        usize::from(collection.plus_twos),
    ));
    cards
}

/// One event as a sentence for the table's log and the screen reader.
pub fn describe_event(event: &Event, names: &[String], tr: &Catalog) -> String {
    let name = |player: usize| names.get(player).cloned().unwrap_or_default();
    match event {
        Event::LastRoundRevealed { .. } => tr.get("rows-last-round-arrived"),
        Event::Drew { player, card } => crate::tr!(
            tr,
            "rows-drew",
            name = name(*player),
            card = card_name(*card, tr)
        ),
        Event::Placed { player, row, card } => crate::tr!(
            tr,
            "rows-placed",
            name = name(*player),
            card = card_name(*card, tr),
            row = row + 1
        ),
        Event::Took { player, row, cards } if cards.is_empty() => {
            crate::tr!(tr, "rows-took-nothing", name = name(*player), row = row + 1)
        }
        Event::Took { player, row, cards } => crate::tr!(
            tr,
            "rows-took",
            name = name(*player),
            row = row + 1,
            cards = cards_in_words(cards, tr)
        ),
        Event::GoldenJokerExtra { player, card } => crate::tr!(
            tr,
            "rows-golden-extra",
            name = name(*player),
            card = card_name(*card, tr)
        ),
        Event::RowDiscarded { row, .. } => crate::tr!(tr, "rows-discarded", row = row + 1),
        Event::RoundEnded { round, starter } => crate::tr!(
            tr,
            "rows-round-ended",
            round = *round,
            name = name(*starter)
        ),
        Event::GameEnded(_) => tr.get("rows-game-ended"),
    }
}

/// Why a bot took a row: "Its blue now 5, red 2." (`None` when it took
/// no chameleon).
pub fn describe_take_reason(taken: &[Card], after: &Collection, tr: &Catalog) -> Option<String> {
    let grown = colours_grown(taken, after);
    if grown.is_empty() {
        return None;
    }
    let counts: Vec<String> = grown
        .iter()
        .map(|(colour, count)| {
            crate::tr!(
                tr,
                "rows-took-count",
                colour = colour_name(*colour, tr),
                count = *count
            )
        })
        .collect();
    Some(crate::tr!(tr, "rows-took-why", counts = counts.join(", ")))
}

/// Why a bot placed a card, from what the whole table sees (R-CL-9): how
/// many of the card's colour it collects. "It collects blue (4)." (`None`
/// for a card of no colour.)
pub fn describe_place_reason(card: Card, placer: &Collection, tr: &Catalog) -> Option<String> {
    let Card::Chameleon(colour) = card else {
        return None;
    };
    Some(crate::tr!(
        tr,
        "rows-placed-why",
        colour = colour_name(colour, tr),
        held = placer.colours[colour.index()]
    ))
}

/// The expert's advice in words.
pub fn describe_advice(action: Action, tr: &Catalog) -> String {
    let advice = match action {
        Action::Draw => tr.get("rows-hint-draw"),
        Action::Place { row } => crate::tr!(tr, "rows-hint-place", row = row + 1),
        Action::Take { row } => crate::tr!(tr, "rows-hint-take", row = row + 1),
    };
    crate::tr!(tr, "rows-hint", advice = advice)
}

/// A refusal in plain words, and its rule id apart (shown small beside it).
pub fn describe_chameleon_error(
    error: &ChameleonError,
    names: &[String],
    tr: &Catalog,
) -> (String, String) {
    use ChameleonError::*;
    let name = |player: usize| names.get(player).cloned().unwrap_or_default();
    let words = match error {
        GameOver => tr.get("rows-error-game-over"),
        OutOfRound { row, .. } => crate::tr!(tr, "rows-error-out-of-round", row = row + 1),
        NotYourTurn { current, .. } => {
            crate::tr!(tr, "rows-error-not-your-turn", name = name(*current))
        }
        MustPlaceDrawnCard { card } => {
            crate::tr!(tr, "rows-error-must-place", card = card_name(*card, tr))
        }
        NothingDrawn => tr.get("rows-error-nothing-drawn"),
        NoRoomToDraw => tr.get("rows-error-no-room"),
        NoSuchRow { row, .. } => crate::tr!(tr, "rows-error-no-such-row", row = row + 1),
        RowTaken { row, by } => {
            crate::tr!(tr, "rows-error-row-taken", row = row + 1, name = name(*by))
        }
        RowFull { row, capacity, .. } => crate::tr!(
            tr,
            "rows-error-row-full",
            row = row + 1,
            capacity = *capacity
        ),
        RowEmpty { row } => crate::tr!(tr, "rows-error-row-empty", row = row + 1),
        MustDraw => tr.get("rows-error-must-draw"),
        _ => tr.get("rows-error-other"),
    };
    (words, error.rule().id())
}

/// Each colour's own symbol, so colour is never the only cue (every palette,
/// every screen). All are glyphs of the embedded Inter font.
pub fn colour_symbol(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "\u{2665}",    // heart
        Colour::Orange => "\u{25B2}", // triangle
        Colour::Yellow => "\u{2600}", // sun
        Colour::Green => "\u{2605}",  // star
        Colour::Blue => "\u{25CF}",   // disc
        Colour::Grey => "\u{25A0}",   // square
        Colour::Pink => "\u{25C6}",   // diamond
    }
}

/// A card's mark: its colour's symbol, a joker's lozenge (with a plus for
/// the golden joker's extra card), +2, or the last round's "!".
pub fn card_symbol(card: Card) -> &'static str {
    match card {
        Card::Chameleon(colour) => colour_symbol(colour),
        Card::Joker => "\u{2756}",
        Card::GoldenJoker => "\u{2756}+",
        Card::PlusTwo => "+2",
        Card::LastRound => "!",
    }
}

/// The deal code of the chameleon game with `players`, `side` and `seed`
/// (empty if the seed fits no code).
pub fn chameleon_code_text(players: usize, side: ScoreSide, seed: u64) -> String {
    ChameleonCode::new(players, side, seed)
        .map(|code| code.to_string())
        .unwrap_or_default()
}
