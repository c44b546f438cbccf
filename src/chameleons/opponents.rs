//! The characters at the chameleon table: a style's seats get names of
//! their own and a line that says how they play, so a person can tell the
//! opponents apart and learn what each is after.

use pilefire_engine::chameleons::bots::{ChameleonStyle, Opponents};

use crate::shell::language::Tr;

/// Each style's names, in the order its seats are filled.
const NAMES: [(ChameleonStyle, [&str; 4]); 3] = [
    (
        ChameleonStyle::Hoarder,
        ["Basil", "Hazel", "Sorrel", "Juniper"],
    ),
    (
        ChameleonStyle::Spoiler,
        ["Thorn", "Nettle", "Bramble", "Briar"],
    ),
    (ChameleonStyle::Snatcher, ["Dash", "Flick", "Zip", "Scoot"]),
];

/// The character in `seat`, if a style plays it: its name and style.
pub fn character(
    opponents: Opponents,
    human_seat: Option<usize>,
    seat: usize,
) -> Option<(&'static str, ChameleonStyle)> {
    let style_at = |s: usize| {
        (human_seat != Some(s))
            .then(|| opponents.at(s).style())
            .flatten()
    };
    let style = style_at(seat)?;
    let before = (0..seat).filter(|&s| style_at(s) == Some(style)).count();
    let (_, names) = NAMES.iter().find(|(s, _)| *s == style)?;
    Some((names[before % names.len()], style))
}

/// A style's name ("Hoarder").
pub fn style_name(style: ChameleonStyle, tr: &Tr) -> String {
    tr.get(match style {
        ChameleonStyle::Hoarder => "rows-style-hoarder",
        ChameleonStyle::Spoiler => "rows-style-spoiler",
        ChameleonStyle::Snatcher => "rows-style-snatcher",
    })
}

/// How a style plays, in a few words ("lets rows fill, then takes them whole").
pub fn style_about(style: ChameleonStyle, tr: &Tr) -> String {
    tr.get(match style {
        ChameleonStyle::Hoarder => "rows-style-hoarder-about",
        ChameleonStyle::Spoiler => "rows-style-spoiler-about",
        ChameleonStyle::Snatcher => "rows-style-snatcher-about",
    })
}
