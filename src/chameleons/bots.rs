//! Bots at the chameleon table: each decision is made on the task pool (the
//! shell's `bot_tasks`, as at the number-pile table) from the bot's own
//! seat's observation, then sent as the same [`ChameleonIntent`] a person's
//! keys make, one action per step with the pacing's pause between steps.

use crate::chameleons::GAME;
use bevy::prelude::*;

use crate::chameleons::session::{
    ChameleonApplied, ChameleonIntent, ChameleonMatch, at_chameleon_table, start_chameleons,
};
use crate::shell::bot_tasks::{self, BotTable};
use crate::shell::states::Screen;
use pilefire_engine::chameleons::bots::{ChameleonBot, make_chameleon_bot};
use pilefire_engine::chameleons::{Action, ChameleonObservation};

/// The seats' bots at the chameleon table.
pub type ChameleonBots = bot_tasks::BotSeats<ChameleonMatch>;

/// The bots' systems run while the chameleon table is on screen.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct ChameleonBotSystems;

impl BotTable for ChameleonMatch {
    type Bot = Box<dyn ChameleonBot>;
    type Observation = ChameleonObservation;
    type Action = Action;
    type Intent = ChameleonIntent;
    type Applied = ChameleonApplied;

    /// The pause runs from the last action, whoever made it.
    const FIRST_ACTION_WAITS: bool = false;

    /// A plan is one action: the moment moves on with every action.
    fn to_act(&self) -> Option<(usize, usize)> {
        (!self.game.is_over()).then(|| (self.game.current_player(), self.game.history().len()))
    }

    fn observation(&self, seat: usize) -> ChameleonObservation {
        self.game.observation(seat)
    }

    fn plan(bot: &mut Box<dyn ChameleonBot>, observation: &ChameleonObservation) -> Vec<Action> {
        vec![bot.decide(observation)]
    }

    /// The first legal action.
    fn fallback(&self) -> Option<Action> {
        self.game.legal_actions().first().copied()
    }

    fn intent(seat: usize, action: Action) -> ChameleonIntent {
        ChameleonIntent { seat, action }
    }

    fn judged(applied: &ChameleonApplied) -> (usize, Action, Option<String>) {
        let refusal = applied
            .result
            .as_ref()
            .err()
            .map(|error| format!("{error:?}"));
        (applied.seat, applied.action, refusal)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(Update, ChameleonBotSystems.run_if(at_chameleon_table));
    app.add_systems(
        OnEnter(Screen::Turns(GAME)),
        seat_bots.after(start_chameleons),
    );
    bot_tasks::plugin::<ChameleonMatch>(app, ChameleonBotSystems);
}

fn seat_bots(mut commands: Commands, table: Option<Res<ChameleonMatch>>) {
    let Some(table) = table else {
        return;
    };
    let seats = (0..table.game.players())
        .map(|seat| {
            (!table.is_human(seat)).then(|| {
                let seed = table.seed ^ (seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                make_chameleon_bot(table.setup.opponents.at(seat), seed)
            })
        })
        .collect();
    bot_tasks::seat_bots::<ChameleonMatch>(&mut commands, seats);
}
