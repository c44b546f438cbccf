//! `normal` and `expert`: determinized Monte Carlo. The bot cannot see the
//! deck order, so it samples orders consistent with what it sees (the unseen
//! cards shuffled, the last-round card 17th from the bottom while it is still
//! there), tries each legal action on each sample, plays the game out with
//! the greedy rule for every player, and keeps the action with the best mean
//! result. Every action is tried on the same samples, so the comparison is not
//! blurred by luck of the draw.

use super::ChameleonBot;
use super::baseline::{Position, greedy_action};
use crate::chameleons::rules::game::{Action, Table};
use crate::chameleons::rules::observation::ChameleonObservation;
use crate::chameleons::rules::scoring::colour_mask;
use crate::core::random::Pcg32;

/// How hard a sampling bot looks.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SamplingParams {
    /// Sampled deck orders per decision (each legal action is played out on each).
    pub samples: usize,
    /// Worth of a win (shared wins split) against one point of margin.
    pub win_weight: f64,
}

impl SamplingParams {
    pub fn normal() -> Self {
        SamplingParams {
            samples: 6,
            win_weight: 10.0,
        }
    }

    pub fn expert() -> Self {
        SamplingParams {
            samples: 24,
            win_weight: 10.0,
        }
    }
}

pub struct SamplingBot {
    name: &'static str,
    params: SamplingParams,
    rng: Pcg32,
}

impl SamplingBot {
    pub fn new(name: &'static str, params: SamplingParams, seed: u64) -> Self {
        SamplingBot {
            name,
            params,
            rng: Pcg32::new(seed, 0x5341_4D50_4C45), // "SAMPLE"
        }
    }
}

/// Plays `table` to the end with the greedy rule in every seat.
pub fn play_out(table: &mut Table, mask: u8) {
    // A game has fewer than 400 actions; the bound only guards against a bug.
    for _ in 0..2_000 {
        if table.outcome.is_some() {
            return;
        }
        let action = greedy_action(&Position::of_table(table, mask));
        let player = table.current;
        table
            .step(player, action, &mut |_| {})
            .expect("the greedy rule only picks legal actions");
    }
}

/// `player`'s result in a finished table: margin over the best other player
/// plus `win_weight` times its share of the win.
pub fn result_for(table: &Table, player: usize, win_weight: f64) -> f64 {
    let outcome = table.outcome.as_ref().expect("played out");
    let mine = outcome.scores[player];
    let best_other = (0..outcome.scores.len())
        .filter(|&p| p != player)
        .map(|p| outcome.scores[p])
        .max()
        .unwrap_or(mine);
    let share = if outcome.winners.contains(&player) {
        1.0 / outcome.winners.len() as f64
    } else {
        0.0
    };
    f64::from(mine - best_other) + win_weight * share
}

impl ChameleonBot for SamplingBot {
    fn name(&self) -> &'static str {
        self.name
    }

    fn decide(&mut self, observation: &ChameleonObservation) -> Action {
        let actions = observation.legal_actions();
        if actions.len() == 1 {
            return actions[0];
        }
        let totals = sampled_results(
            observation,
            &actions,
            self.params.samples,
            self.params.win_weight,
            &mut self.rng,
        );
        actions[best_index(&totals)]
    }
}

/// Each action's result summed over `samples` deck orders sampled from
/// `observation`, every action on the same orders, played out with the
/// greedy rule in every seat.
pub fn sampled_results(
    observation: &ChameleonObservation,
    actions: &[Action],
    samples: usize,
    win_weight: f64,
    rng: &mut Pcg32,
) -> Vec<f64> {
    let me = observation.player;
    let mask = colour_mask(&observation.colours_in_play);
    let mut totals = vec![0.0; actions.len()];
    for _ in 0..samples {
        let sampled = observation.sample_table(rng);
        for (index, &action) in actions.iter().enumerate() {
            let mut table = sampled.clone();
            table
                .step(me, action, &mut |_| {})
                .expect("legal actions come from the observation");
            play_out(&mut table, mask);
            totals[index] += result_for(&table, me, win_weight);
        }
    }
    totals
}

/// The index of the highest value; the first on a tie.
pub fn best_index(values: &[f64]) -> usize {
    let mut best = 0;
    for index in 1..values.len() {
        if values[index] > values[best] {
            best = index;
        }
    }
    best
}
