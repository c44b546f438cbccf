//! The simplest sound player: each play is the one that uses up the least
//! room on its pile (a backwards trick first), the minimum and no more.

use super::Bot;
use crate::piles::rules::Action;
use crate::piles::rules::pile::distance;
use crate::piles::rules::{Observation, Play};

#[derive(Debug, Default, Clone)]
pub struct Greedy;

impl Bot for Greedy {
    fn name(&self) -> &'static str {
        "greedy"
    }

    fn plan_turn(&mut self, observation: &Observation) -> Vec<Action> {
        let mut view = observation.clone();
        let mut actions = Vec::new();
        while view.plays_this_turn.len() < view.required && !view.hand.is_empty() {
            let Some(play) = cheapest_play(&view) else {
                return vec![Action::GiveUp];
            };
            apply(&mut view, play);
            actions.push(Action::Play(play));
        }
        actions.push(Action::EndTurn);
        actions
    }
}

/// The legal play that moves its pile the least.
pub fn cheapest_play(view: &Observation) -> Option<Play> {
    view.legal_plays()
        .into_iter()
        .min_by_key(|play| {
            let pile = &view.piles[play.pile];
            let help = pile.owner.is_some_and(|owner| owner != view.seat);
            // Help cards are a Duel gift to the opponent: the greedy player never gives.
            (help, distance(pile.direction, pile.top(), play.card))
        })
        .filter(|play| {
            let pile = &view.piles[play.pile];
            pile.owner.is_none_or(|owner| owner == view.seat)
        })
}

/// Plays `play` on a private copy of the observation.
pub fn apply(view: &mut Observation, play: Play) {
    view.hand.retain(|&card| card != play.card);
    view.piles[play.pile]
        .cards
        .push(crate::piles::rules::Placed {
            card: play.card,
            seat: view.seat,
            turn: view.turn,
        });
    view.plays_this_turn.push(play);
}
