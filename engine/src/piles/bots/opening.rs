//! Who starts (R-CO-5, R-DU-2). In co-op the team may let the seat whose
//! opening hand looks strongest begin; each seat judges only its own hand,
//! from its own [`Observation`], and says how good its first turn looks as a
//! word ([`Opening`]), never a number on a card.
//!
//! The judgement follows the published planner (`baseline`): the seat's best
//! first turn, scored by how far it moves the piles less `reach` per card
//! played, put into one of a few words. Ties go to the lowest seat, which is
//! the person's seat 0 and then play order (R-CO-5: play goes clockwise, in
//! seat order), as the published program does.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::baseline::{best_turn_for, reach_for};
use crate::piles::rules::deal::Pcg32;
use crate::piles::rules::pile::Direction;
use crate::piles::rules::{Deal, Game, Mode, Observation, Rule, RuleError, Ruleset};

/// How good a seat's first turn looks, worst first (so `max` is the best).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Opening {
    /// Cannot play the minimum at all.
    Stuck,
    Poor,
    Weak,
    Fair,
    Good,
    Strong,
    Excellent,
}

impl Opening {
    pub fn word(self) -> &'static str {
        match self {
            Opening::Stuck => "stuck",
            Opening::Poor => "poor",
            Opening::Weak => "weak",
            Opening::Fair => "fair",
            Opening::Good => "good",
            Opening::Strong => "strong",
            Opening::Excellent => "excellent",
        }
    }
}

/// The seat's own view of its opening hand (co-op). Reads only the seat's
/// hand and the table, so it can say nothing about another hand.
pub fn judge(observation: &Observation) -> Opening {
    let need = observation.ruleset.minimum_with_deck().0;
    let reach = reach_for(
        observation.ruleset.seats,
        observation.my_draw_pile_size().max(1),
    );
    let plays = best_turn_for(observation, need, reach);
    if plays.len() < need {
        return Opening::Stuck;
    }
    // The published turn score: pile movement less `reach` per card (lower
    // is better); backwards tricks move a pile back and count negative.
    let mut tops: Vec<u8> = observation.piles.iter().map(|p| p.top()).collect();
    let mut score = 0i16;
    for play in &plays {
        let direction: Direction = observation.piles[play.pile].direction;
        score += crate::piles::rules::pile::distance(direction, tops[play.pile], play.card) - reach;
        tops[play.pile] = play.card;
    }
    // Two cards next to the direction cards score 2 - 2 * 3 = -4; each
    // further card within reach lowers it. The bands were set so that
    // no one word covers most hands (see docs/AI.md).
    match score {
        i16::MIN..=-12 => Opening::Excellent,
        -11..=-7 => Opening::Strong,
        -6..=-3 => Opening::Good,
        -2..=2 => Opening::Fair,
        3..=9 => Opening::Weak,
        _ => Opening::Poor,
    }
}

/// Who starts a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FirstSeat {
    /// This seat (0 is the person in the app).
    Seat(usize),
    /// Co-op: the seat whose own judgement of its opening is best (R-CO-5).
    Strongest,
    /// Drawn from the deal's seed, so a deal always starts the same way.
    Random,
}

impl Default for FirstSeat {
    /// Seat 0, as every game started before players could choose.
    fn default() -> Self {
        FirstSeat::Seat(0)
    }
}

impl FirstSeat {
    /// The first seat of the deal `deal` (seeded by `seed`) under `ruleset`.
    /// `judges` are the seats that give their judgement for `Strongest` (in
    /// the app the bot teammates; in the simulator every seat); when none
    /// does, seat 0 starts.
    pub fn resolve(
        self,
        ruleset: &Ruleset,
        deal: &Deal,
        seed: u64,
        judges: &[usize],
    ) -> Result<usize, RuleError> {
        match self {
            FirstSeat::Seat(seat) if seat < ruleset.seats => Ok(seat),
            FirstSeat::Seat(seat) => Err(RuleError::NoSuchSeat {
                seat,
                seats: ruleset.seats,
            }),
            FirstSeat::Random => Ok(random_seat(ruleset.seats, seed)),
            FirstSeat::Strongest if ruleset.mode == Mode::Duel => Err(RuleError::BadRuleset {
                rule: Rule::Du2,
                reason: "in Duel the players choose who starts; the strongest-hand proposal \
                         belongs to the co-operative game (R-CO-5)"
                    .into(),
            }),
            FirstSeat::Strongest => {
                let game = Game::new(*ruleset, deal.clone(), 0)?;
                let openings: Vec<Option<Opening>> = (0..ruleset.seats)
                    .map(|seat| {
                        judges
                            .contains(&seat)
                            .then(|| judge(&game.observation(seat)))
                    })
                    .collect();
                Ok(strongest(&openings))
            }
        }
    }
}

/// The seat with the best judgement; ties and no judgement at all go to the
/// lowest seat.
pub fn strongest(openings: &[Option<Opening>]) -> usize {
    let mut best: Option<(usize, Opening)> = None;
    for (seat, opening) in openings.iter().enumerate() {
        if let Some(opening) = *opening
            && best.is_none_or(|(_, b)| opening > b)
        {
            best = Some((seat, opening));
        }
    }
    best.map_or(0, |(seat, _)| seat)
}

/// A seat drawn from the deal's seed on a stream of its own, so it does not
/// disturb the shuffle.
fn random_seat(seats: usize, seed: u64) -> usize {
    const STREAM: u64 = 0x4649_5253_5453_4541; // "FIRSTSEA"
    Pcg32::new(seed, STREAM).below(seats.max(1) as u32) as usize
}

impl fmt::Display for FirstSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FirstSeat::Seat(seat) => write!(f, "{seat}"),
            FirstSeat::Strongest => write!(f, "strongest"),
            FirstSeat::Random => write!(f, "random"),
        }
    }
}

impl FromStr for FirstSeat {
    type Err = String;

    /// `strongest`, `random` or a seat number.
    fn from_str(text: &str) -> Result<FirstSeat, String> {
        match text {
            "strongest" => Ok(FirstSeat::Strongest),
            "random" => Ok(FirstSeat::Random),
            number => number
                .parse()
                .map(FirstSeat::Seat)
                .map_err(|_| format!("expected strongest, random or a seat number, not {text:?}")),
        }
    }
}
