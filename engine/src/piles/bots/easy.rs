//! `easy`: a casual player. Each card is the one closest to its pile, but now
//! and then it grabs another card that lands up to 15 away instead; it adds an extra card only when
//! one fits snugly, and covers a fire card that is due. It ignores signals.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::Bot;
use crate::piles::rules::Action;
use crate::piles::rules::pile::distance;
use crate::piles::rules::search::{can_play, search_piles};
use crate::piles::rules::{Observation, Play};

/// How often a card is chosen at random rather than the closest.
const CARELESS: f64 = 0.15;
/// A careless card still lands within this distance: too far, not absurd.
const CARELESS_REACH: i16 = 15;

#[derive(Debug)]
pub struct Easy {
    rng: StdRng,
}

impl Easy {
    pub fn new(seed: u64) -> Self {
        Easy {
            rng: StdRng::seed_from_u64(seed),
        }
    }
}

impl Bot for Easy {
    fn name(&self) -> &'static str {
        "easy"
    }

    fn plan_turn(&mut self, obs: &Observation) -> Vec<Action> {
        let mut view = obs.clone();
        let mut actions = Vec::new();
        let own_deck_empty = view.my_draw_pile_size() == 0;
        let mut need = view.required.saturating_sub(view.plays_this_turn.len());
        if own_deck_empty {
            need = need.min(view.hand.len());
        }
        while need > 0 {
            let candidates = own_plays(&view);
            let mut pick = candidates
                .iter()
                .copied()
                .min_by_key(|&(play, moved)| (moved, play.card));
            let careless: Vec<(Play, i16)> = candidates
                .iter()
                .copied()
                .filter(|&(_, moved)| moved <= CARELESS_REACH)
                .collect();
            if self.rng.random_bool(CARELESS) && !careless.is_empty() {
                let (play, _) = careless[self.rng.random_range(0..careless.len())];
                // A careless card is still one that leaves the turn finishable.
                if still_finishable(&view, play, need - 1) {
                    pick = Some((play, 0));
                }
            }
            let Some((play, _)) = pick
                .filter(|&(p, _)| still_finishable(&view, p, need - 1))
                .or_else(|| {
                    candidates
                        .iter()
                        .copied()
                        .find(|&(p, _)| still_finishable(&view, p, need - 1))
                })
            else {
                return vec![Action::GiveUp];
            };
            super::greedy::apply(&mut view, play);
            actions.push(Action::Play(play));
            need -= 1;
        }
        // One snug extra card, and any fire that is due gets covered.
        loop {
            let due: Vec<usize> = view
                .fires
                .iter()
                .filter(|f| f.deadline_turn <= view.turn && view.piles[f.pile].top() == f.card)
                .map(|f| f.pile)
                .collect();
            let extra = own_plays(&view)
                .into_iter()
                .filter(|&(play, moved)| moved <= 2 || due.contains(&play.pile))
                .min_by_key(|&(play, moved)| (!due.contains(&play.pile), moved, play.card));
            match extra {
                Some((play, _)) if actions.len() < 8 => {
                    super::greedy::apply(&mut view, play);
                    actions.push(Action::Play(play));
                    if due.is_empty() {
                        break;
                    }
                }
                _ => break,
            }
        }
        actions.push(Action::EndTurn);
        actions
    }
}

/// Legal plays on this seat's own piles (or the shared ones) with how far each moves.
fn own_plays(view: &Observation) -> Vec<(Play, i16)> {
    view.legal_plays()
        .into_iter()
        .filter(|play| {
            let pile = &view.piles[play.pile];
            pile.owner.is_none_or(|owner| owner == view.seat)
        })
        .map(|play| {
            let pile = &view.piles[play.pile];
            (play, distance(pile.direction, pile.top(), play.card))
        })
        .collect()
}

/// After `play`, can `need` more own-pile plays still be made?
pub fn still_finishable(view: &Observation, play: Play, need: usize) -> bool {
    let mut after = view.clone();
    super::greedy::apply(&mut after, play);
    if need == 0 || (after.hand.is_empty() && after.my_draw_pile_size() == 0) {
        return true;
    }
    let piles = search_piles(&after.piles, after.seat);
    can_play(&after.hand, &piles, need, false)
}
