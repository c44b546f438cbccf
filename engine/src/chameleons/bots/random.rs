//! `random`: every legal action equally likely.

use super::ChameleonBot;
use crate::chameleons::rules::game::Action;
use crate::chameleons::rules::observation::ChameleonObservation;
use crate::core::random::Pcg32;

pub struct RandomBot {
    rng: Pcg32,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: Pcg32::new(seed, 0x5241_4E44_4F4D), // "RANDOM"
        }
    }
}

impl ChameleonBot for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }

    fn decide(&mut self, observation: &ChameleonObservation) -> Action {
        let actions = observation.legal_actions();
        actions[self.rng.below(actions.len() as u32) as usize]
    }
}
