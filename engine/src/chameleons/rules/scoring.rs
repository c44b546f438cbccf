//! Scoring (R-CL-2, R-CL-12, R-CL-13): the two score sides, collections, the
//! best joker assignment and plus-colour choice, and a player's own choice.

use serde::{Deserialize, Serialize};

use super::cards::{COLOURS, Card, Colour};
use super::error::ChameleonError;

/// The side of the score cards chosen for the whole game (R-CL-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum ScoreSide {
    /// The normal side: more cards of a colour are always worth more.
    #[default]
    Brown,
    /// The difficult side: a colour peaks at 3 cards, then falls.
    Purple,
}

const BROWN_POINTS: [i32; 7] = [0, 1, 3, 6, 10, 15, 21];
const PURPLE_POINTS: [i32; 7] = [0, 1, 4, 8, 7, 6, 5];

impl ScoreSide {
    /// Points for `count` cards of one colour, before the sign (R-CL-2).
    pub fn points(self, count: u8) -> i32 {
        let table = match self {
            ScoreSide::Brown => &BROWN_POINTS,
            ScoreSide::Purple => &PURPLE_POINTS,
        };
        table[usize::from(count).min(6)]
    }

    pub fn name(self) -> &'static str {
        match self {
            ScoreSide::Brown => "brown",
            ScoreSide::Purple => "purple",
        }
    }
}

/// The cards a player has collected, by kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Collection {
    /// Chameleons of each colour, indexed by [`Colour::index`].
    pub colours: [u8; COLOURS],
    pub jokers: u8,
    pub golden_jokers: u8,
    pub plus_twos: u8,
}

impl Collection {
    pub fn add(&mut self, card: Card) {
        match card {
            Card::Chameleon(colour) => self.colours[colour.index()] += 1,
            Card::Joker => self.jokers += 1,
            Card::GoldenJoker => self.golden_jokers += 1,
            Card::PlusTwo => self.plus_twos += 1,
            // Set aside when drawn (R-CL-11); the engine never hands it here.
            Card::LastRound => {}
        }
    }

    pub fn with(mut self, card: Card) -> Collection {
        self.add(card);
        self
    }

    pub fn count(&self, colour: Colour) -> u8 {
        self.colours[colour.index()]
    }

    /// Jokers of both kinds: the golden one counts as a joker at the end (R-CL-8).
    pub fn all_jokers(&self) -> u8 {
        self.jokers + self.golden_jokers
    }

    pub fn card_count(&self) -> usize {
        self.colours.iter().map(|&c| usize::from(c)).sum::<usize>()
            + usize::from(self.all_jokers())
            + usize::from(self.plus_twos)
    }
}

/// Where a player's jokers go and which colours score plus (R-CL-12).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct ScoreChoice {
    /// One colour per joker (ordinary and golden alike).
    pub joker_colours: Vec<Colour>,
    /// At most three colours; every other colour scores minus.
    pub plus_colours: Vec<Colour>,
}

/// A scored collection.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Score {
    pub total: i32,
    pub choice: ScoreChoice,
    /// The most cards of one colour after the jokers, for ties (R-CL-13).
    pub largest_colour: u8,
}

/// A bit per colour in play (bit `Colour::index`).
pub fn colour_mask(colours: &[Colour]) -> u8 {
    colours.iter().fold(0, |mask, c| mask | (1 << c.index()))
}

/// Total for fixed colour counts (jokers already added) with the best plus
/// colours: the three highest-scoring colours count plus, the rest minus.
fn total_with_best_plus(counts: &[u8; COLOURS], plus_twos: u8, side: ScoreSide) -> i32 {
    let mut top = [0i32; 3];
    let mut sum = 0;
    for &count in counts {
        let points = side.points(count);
        sum += points;
        if points > top[2] {
            top[2] = points;
            if top[2] > top[1] {
                top.swap(1, 2);
                if top[1] > top[0] {
                    top.swap(0, 1);
                }
            }
        }
    }
    let plus: i32 = top.iter().sum();
    2 * plus - sum + 2 * i32::from(plus_twos)
}

/// The best (total, largest colour) over every joker assignment, compared as
/// a pair so that among equal totals the tie-break is as strong as possible
/// (R-CL-12, R-CL-13). `mask` holds the colours in play.
pub fn best_total(
    counts: [u8; COLOURS],
    jokers: u8,
    plus_twos: u8,
    mask: u8,
    side: ScoreSide,
) -> (i32, u8) {
    best_assignment(counts, jokers, plus_twos, mask, side, 0).0
}

/// Searches joker assignments to colours `>= from`, so each multiset is tried
/// once. Returns the value and the colour counts after the jokers.
fn best_assignment(
    mut counts: [u8; COLOURS],
    jokers: u8,
    plus_twos: u8,
    mask: u8,
    side: ScoreSide,
    from: usize,
) -> ((i32, u8), [u8; COLOURS]) {
    if jokers == 0 {
        let largest = counts.iter().copied().max().unwrap_or(0);
        return (
            (total_with_best_plus(&counts, plus_twos, side), largest),
            counts,
        );
    }
    let mut best: Option<((i32, u8), [u8; COLOURS])> = None;
    for colour in from..COLOURS {
        if mask & (1 << colour) == 0 {
            continue;
        }
        counts[colour] += 1;
        let candidate = best_assignment(counts, jokers - 1, plus_twos, mask, side, colour);
        counts[colour] -= 1;
        if best.is_none_or(|(value, _)| candidate.0 > value) {
            best = Some(candidate);
        }
    }
    best.unwrap_or_else(|| {
        // No colour in play at all cannot happen in a real game; score without jokers.
        best_assignment(counts, 0, plus_twos, mask, side, COLOURS)
    })
}

/// The best score of `collection` with its choice spelt out (R-CL-12).
pub fn best_score(collection: &Collection, colours_in_play: &[Colour], side: ScoreSide) -> Score {
    let mask = colour_mask(colours_in_play);
    let ((total, largest_colour), final_counts) = best_assignment(
        collection.colours,
        collection.all_jokers(),
        collection.plus_twos,
        mask,
        side,
        0,
    );
    let mut joker_colours = Vec::new();
    for colour in Colour::ALL {
        let added = final_counts[colour.index()] - collection.colours[colour.index()];
        joker_colours.extend(std::iter::repeat_n(colour, usize::from(added)));
    }
    // The three best colours; among equal points the lower colour index.
    let mut ranked: Vec<Colour> = Colour::ALL
        .into_iter()
        .filter(|c| final_counts[c.index()] > 0)
        .collect();
    ranked.sort_by_key(|c| (-side.points(final_counts[c.index()]), c.index()));
    ranked.truncate(3);
    ranked.sort();
    Score {
        total,
        choice: ScoreChoice {
            joker_colours,
            plus_colours: ranked,
        },
        largest_colour,
    }
}

/// The total of `collection` under a player's own `choice`, checked (R-CL-12).
pub fn score_with_choice(
    collection: &Collection,
    choice: &ScoreChoice,
    colours_in_play: &[Colour],
    side: ScoreSide,
) -> Result<i32, ChameleonError> {
    let held = usize::from(collection.all_jokers());
    if choice.joker_colours.len() != held {
        return Err(ChameleonError::WrongJokerCount {
            assigned: choice.joker_colours.len(),
            held,
        });
    }
    if choice.plus_colours.len() > 3 {
        return Err(ChameleonError::TooManyPlusColours {
            chosen: choice.plus_colours.len(),
        });
    }
    for (index, colour) in choice.plus_colours.iter().enumerate() {
        if choice.plus_colours[..index].contains(colour) {
            return Err(ChameleonError::RepeatedPlusColour { colour: *colour });
        }
    }
    for colour in choice.joker_colours.iter().chain(&choice.plus_colours) {
        if !colours_in_play.contains(colour) {
            return Err(ChameleonError::ColourNotInPlay { colour: *colour });
        }
    }
    let mut counts = collection.colours;
    for colour in &choice.joker_colours {
        counts[colour.index()] += 1;
    }
    let mut total = 2 * i32::from(collection.plus_twos);
    for colour in Colour::ALL {
        let points = side.points(counts[colour.index()]);
        if choice.plus_colours.contains(&colour) {
            total += points;
        } else {
            total -= points;
        }
    }
    Ok(total)
}
