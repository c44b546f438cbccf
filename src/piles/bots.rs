//! Bots at the number-pile table: each bot turn is planned whole on the task
//! pool (the shell's `bot_tasks`, as at the chameleon table), then played one
//! action at a time through the same [`PilesIntent`] a person's input produces.

use crate::piles::GAME;
use bevy::prelude::*;

use crate::piles::session::{MatchSystems, PilesApplied, PilesIntent, PilesMatch, start_deal};
use crate::shell::bot_tasks::{self, BotTable};
use crate::shell::states::Screen;
use pilefire_engine::piles::bots::{Bot, make_bot};
use pilefire_engine::piles::rules::{Action, Observation};

/// The seats' bots at the number-pile table.
pub type BotSeats = bot_tasks::BotSeats<PilesMatch>;
/// A bot turn being planned off the main thread.
pub type Thinking = bot_tasks::Thinking<PilesMatch>;

impl BotTable for PilesMatch {
    type Bot = Box<dyn Bot>;
    type Observation = Observation;
    type Action = Action;
    type Intent = PilesIntent;
    type Applied = PilesApplied;

    /// The first card of a turn waits one step too, so a person sees whose
    /// turn it is.
    const FIRST_ACTION_WAITS: bool = true;

    /// A plan is a whole turn.
    fn to_act(&self) -> Option<(usize, usize)> {
        (!self.game.is_over()).then(|| (self.game.to_move(), self.game.turn() as usize))
    }

    fn observation(&self, seat: usize) -> Observation {
        self.game.observation(seat)
    }

    fn plan(bot: &mut Box<dyn Bot>, observation: &Observation) -> Vec<Action> {
        bot.plan_turn(observation)
    }

    /// Giving up, as the engine's driver does.
    fn fallback(&self) -> Option<Action> {
        Some(Action::GiveUp)
    }

    fn intent(seat: usize, action: Action) -> PilesIntent {
        PilesIntent { seat, action }
    }

    fn judged(applied: &PilesApplied) -> (usize, Action, Option<String>) {
        let refusal = applied.result.as_ref().err().map(ToString::to_string);
        (applied.seat, applied.action, refusal)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Deal(GAME)), seat_bots.after(start_deal));
    bot_tasks::plugin::<PilesMatch>(app, MatchSystems::Playing);
}

/// Seats a bot in every seat the person does not hold.
fn seat_bots(mut commands: Commands, table: Option<Res<PilesMatch>>) {
    let Some(table) = table else {
        return;
    };
    let ruleset = *table.game.ruleset();
    let seats = (0..ruleset.seats)
        .map(|seat| {
            (!table.is_human(seat)).then(|| {
                let seed = table.seed ^ (seat as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                make_bot(table.bot_level, &ruleset, seed)
            })
        })
        .collect();
    bot_tasks::seat_bots::<PilesMatch>(&mut commands, seats);
}
