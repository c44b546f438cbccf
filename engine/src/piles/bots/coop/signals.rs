//! Signals (R-CO-13) this seat places after its plays.

use super::{Context, fire};
use crate::piles::bots::cards::{bit, step, trick_card};
use crate::piles::rules::{Action, Play, Signal};

/// The signals this seat wants after its plays, as changes to the table.
pub(super) fn signal_actions(ctx: &Context, plays: &[Play]) -> Vec<Action> {
    let obs = ctx.obs;
    let (tops, live, remaining) = fire::after_plays(ctx, plays);
    if remaining.is_empty() && ctx.deck_left == 0 {
        return Vec::new();
    }
    let mut actions = Vec::new();
    for pile in 0..4 {
        let trick = trick_card(ctx.dirs[pile], tops[pile], ctx.highest);
        let wanted = if trick.is_some_and(|t| remaining.contains(&t)) {
            Some(Signal::LeaveToMe)
        } else if remaining.iter().any(|&card| {
            step(ctx.dirs[pile], tops[pile], card, live & !bit(card))
                .is_some_and(|s| !s.trick && close_enough(ctx, s.skipped, s.distance))
        }) {
            Some(Signal::SmallJumps)
        } else {
            None
        };
        let current = obs
            .signals
            .iter()
            .find(|mark| mark.seat == obs.seat && mark.pile == pile)
            .map(|mark| mark.signal);
        if current != wanted {
            actions.push(Action::Signal {
                pile,
                signal: wanted,
            });
        }
    }
    actions
}

fn close_enough(ctx: &Context, skipped: u32, distance: i16) -> bool {
    if ctx.params.memory {
        skipped <= 1
    } else {
        distance <= 3
    }
}
