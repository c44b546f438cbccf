//! Opponents with character. Each style is the sampling search (deck orders
//! sampled from its own view, greedy play-outs) with a leaning of its own
//! added to every action's mean result, in points. The leaning is what a
//! person sees at the table; the search keeps each style a sound player.
//! How recognisable each is, is measured by [`StyleTraits`] (docs/AI.md).

use super::ChameleonBot;
use super::baseline::Position;
use super::sampling::{best_index, sampled_results};
use crate::chameleons::rules::cards::Card;
use crate::chameleons::rules::game::Action;
use crate::chameleons::rules::observation::ChameleonObservation;
use crate::chameleons::rules::scoring::Collection;
use crate::core::random::Pcg32;

/// Deck orders per decision: between `normal` (6) and `expert` (24).
pub const STYLE_SAMPLES: usize = 16;
const WIN_WEIGHT: f64 = 10.0;

/// The colours a hoarder keeps: the ones it holds most of.
const KEPT: usize = 2;
/// Points per card of a kept colour taken (and off per card of a new colour
/// once it holds three).
const HOARD_TAKE: f64 = 1.0;
/// Points off a take for each card short of a full row (it lets rows fill).
const HOARD_WAIT: f64 = 1.5;
/// Points per kept card in the row a card goes to (towards it if the card
/// is of a kept colour, away from it if not).
const HOARD_PLACE: f64 = 1.0;
/// Points per point the card costs the leader's value of its row.
const SPOIL_PLACE: f64 = 2.0;
/// Points per point a taken row was worth to the leader.
const SPOIL_DENY: f64 = 1.0;
/// Points for any take, and more for each card short of three.
const SNATCH_TAKE: f64 = 1.0;
const SNATCH_SHORT: f64 = 0.5;

/// The three styles a person can sit with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChameleonStyle {
    /// Collects a few colours deeply and keeps out of the rest.
    Hoarder,
    /// Places cards where they hurt the leader, and takes what the leader wants.
    Spoiler,
    /// Takes rows early, before they fill.
    Snatcher,
}

impl ChameleonStyle {
    pub const ALL: [ChameleonStyle; 3] = [
        ChameleonStyle::Hoarder,
        ChameleonStyle::Spoiler,
        ChameleonStyle::Snatcher,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ChameleonStyle::Hoarder => "hoarder",
            ChameleonStyle::Spoiler => "spoiler",
            ChameleonStyle::Snatcher => "snatcher",
        }
    }

    /// The style's leaning towards `action`, in points.
    pub fn leaning(self, position: &Position, action: Action) -> f64 {
        let me = position.player;
        match (self, action) {
            (ChameleonStyle::Hoarder, Action::Take { row }) => {
                let kept = kept_colours(&position.collections[me]);
                let held = position.collections[me]
                    .colours
                    .iter()
                    .filter(|&&n| n > 0)
                    .count();
                let per_card = |card: &Card| match card {
                    Card::Chameleon(colour) if kept.contains(&colour.index()) => 1.0,
                    // Still filling its three: a new colour is no loss.
                    Card::Chameleon(_) if held < 3 => 0.0,
                    Card::Chameleon(_) => -1.0,
                    _ => 0.0,
                };
                let cards = &position.rows[row].cards;
                let short = position.rows[row].capacity.saturating_sub(cards.len());
                HOARD_TAKE * cards.iter().map(per_card).sum::<f64>() - HOARD_WAIT * short as f64
            }
            (ChameleonStyle::Hoarder, Action::Place { row }) => {
                let Some(Card::Chameleon(colour)) = position.drawn else {
                    return 0.0;
                };
                let kept = kept_colours(&position.collections[me]);
                let kept_in_row = position.rows[row]
                    .cards
                    .iter()
                    .filter(|c| matches!(c, Card::Chameleon(x) if kept.contains(&x.index())))
                    .count() as f64;
                let towards = if kept.contains(&colour.index()) {
                    1.0
                } else {
                    -1.0
                };
                HOARD_PLACE * towards * kept_in_row
            }
            (ChameleonStyle::Spoiler, Action::Place { row }) => {
                let Some(leader) = position.leader_in_round() else {
                    return 0.0;
                };
                let cards = &position.rows[row].cards;
                let change = position.gain(leader, cards, position.drawn)
                    - position.gain(leader, cards, None);
                -SPOIL_PLACE * f64::from(change)
            }
            (ChameleonStyle::Spoiler, Action::Take { row }) => {
                let Some(leader) = position.leader_in_round() else {
                    return 0.0;
                };
                let worth = position.gain(leader, &position.rows[row].cards, None);
                SPOIL_DENY * f64::from(worth.max(0))
            }
            (ChameleonStyle::Snatcher, Action::Take { row }) => {
                let short = 3usize.saturating_sub(position.rows[row].cards.len());
                SNATCH_TAKE + SNATCH_SHORT * short as f64
            }
            _ => 0.0,
        }
    }
}

/// The indices of the (up to) [`KEPT`] colours `collection` holds most of.
fn kept_colours(collection: &Collection) -> Vec<usize> {
    let mut held: Vec<usize> = (0..collection.colours.len())
        .filter(|&i| collection.colours[i] > 0)
        .collect();
    held.sort_by_key(|&i| (std::cmp::Reverse(collection.colours[i]), i));
    held.truncate(KEPT);
    held
}

pub struct StyleBot {
    style: ChameleonStyle,
    rng: Pcg32,
}

impl StyleBot {
    pub fn new(style: ChameleonStyle, seed: u64) -> Self {
        StyleBot {
            style,
            rng: Pcg32::new(seed, 0x0053_5459_4C45), // "STYLE"
        }
    }
}

impl ChameleonBot for StyleBot {
    fn name(&self) -> &'static str {
        self.style.name()
    }

    fn decide(&mut self, observation: &ChameleonObservation) -> Action {
        let actions = observation.legal_actions();
        if actions.len() == 1 {
            return actions[0];
        }
        let mut totals = sampled_results(
            observation,
            &actions,
            STYLE_SAMPLES,
            WIN_WEIGHT,
            &mut self.rng,
        );
        let position = Position::of_observation(observation);
        for (total, &action) in totals.iter_mut().zip(&actions) {
            *total += STYLE_SAMPLES as f64 * self.style.leaning(&position, action);
        }
        actions[best_index(&totals)]
    }
}

/// What one seat did over a game, in the terms the styles differ by.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct StyleTraits {
    pub takes: u32,
    /// Cards in the rows taken, added up.
    pub cards_taken: u32,
    pub places: u32,
    /// Placements that lowered the leader's value of the row.
    pub spoiling_places: u32,
    /// The points those placements took off the leader's values, added up.
    pub spoiled_points: u32,
    /// Colours held at the end.
    pub colours: u32,
    /// Chameleons in the three colours held most, at the end.
    pub deepest_three: u32,
    /// Chameleons in the colour held most, at the end.
    pub deepest: u32,
    /// All chameleons held at the end.
    pub chameleons: u32,
}

impl StyleTraits {
    /// Notes `action`, about to be played from `observation`.
    pub fn observe(&mut self, observation: &ChameleonObservation, action: Action) {
        let position = Position::of_observation(observation);
        match action {
            Action::Take { row } => {
                self.takes += 1;
                self.cards_taken += observation.rows[row].cards.len() as u32;
            }
            Action::Place { row } => {
                self.places += 1;
                if let Some(leader) = position.leader_in_round() {
                    let cards = &observation.rows[row].cards;
                    let change = position.gain(leader, cards, observation.drawn)
                        - position.gain(leader, cards, None);
                    if change < 0 {
                        self.spoiling_places += 1;
                        self.spoiled_points += change.unsigned_abs();
                    }
                }
            }
            Action::Draw => {}
        }
    }

    /// Notes the seat's collection at the end.
    pub fn finish(&mut self, collection: &Collection) {
        let mut counts = collection.colours;
        counts.sort_unstable_by(|a, b| b.cmp(a));
        self.colours = counts.iter().filter(|&&n| n > 0).count() as u32;
        self.deepest_three = counts.iter().take(3).map(|&n| u32::from(n)).sum();
        self.deepest = u32::from(counts[0]);
        self.chameleons = counts.iter().map(|&n| u32::from(n)).sum();
    }

    pub fn add(&mut self, other: &StyleTraits) {
        self.takes += other.takes;
        self.cards_taken += other.cards_taken;
        self.places += other.places;
        self.spoiling_places += other.spoiling_places;
        self.spoiled_points += other.spoiled_points;
        self.colours += other.colours;
        self.deepest_three += other.deepest_three;
        self.deepest += other.deepest;
        self.chameleons += other.chameleons;
    }
}
