//! Bots at the chameleon table: each decision is made on Bevy's async
//! compute pool from the bot's own seat's observation (never the game), then
//! sent as the same [`ChameleonIntent`] a person's keys make, one action per
//! step with the pacing's pause between steps.

use std::sync::Mutex;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use bevy::window::RequestRedraw;

use crate::chameleons::session::{
    ChameleonApplied, ChameleonIntent, ChameleonMatch, chameleons_running, start_chameleons,
};
use crate::shell::pacing::Pacing;
use crate::shell::states::{AppSystems, Screen};
use crate::shell::table::PresentationBusy;
use pilefire_engine::chameleons::Action;
use pilefire_engine::chameleons::bots::{ChameleonBot, make_chameleon_bot};

/// One slot per seat: the seat's bot, or `None` for the person (or while the
/// bot is lent to a task). The mutex only makes the box `Sync`.
#[derive(Resource, Default)]
pub struct ChameleonBots {
    seats: Vec<Option<Mutex<Box<dyn ChameleonBot>>>>,
    /// Which seats bots hold, also while their bot is lent out.
    bot_seats: Vec<bool>,
}

impl ChameleonBots {
    pub fn is_bot(&self, seat: usize) -> bool {
        self.bot_seats.get(seat).copied().unwrap_or(false)
    }

    /// A bot of this seat is deciding on the task pool right now.
    pub fn is_thinking(&self, seat: usize) -> bool {
        self.is_bot(seat) && self.seats.get(seat).is_some_and(Option::is_none)
    }
}

/// A decision being made off the main thread; `step` is the number of
/// actions in the game when it started, so a stale answer is never played.
#[derive(Resource)]
pub struct ChameleonThinking {
    pub seat: usize,
    step: usize,
    task: Task<(Box<dyn ChameleonBot>, Action)>,
}

/// A decided action waiting for its turn to be shown.
#[derive(Resource, Debug, Clone, Copy)]
struct Decided {
    seat: usize,
    step: usize,
    action: Action,
}

/// Seconds since the last action at the table, for the pause between steps.
#[derive(Resource, Debug, Default)]
struct SinceLast(f32);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SinceLast>();
    app.add_systems(
        OnEnter(Screen::Chameleons),
        seat_bots.after(start_chameleons),
    );
    app.add_systems(OnExit(Screen::Chameleons), dismiss_bots);
    app.add_systems(
        Update,
        (
            (collect_decisions, play_decided, start_thinking)
                .chain()
                .in_set(AppSystems::RecordInput),
            note_applied.in_set(AppSystems::React),
        )
            .run_if(chameleons_running),
    );
}

fn seat_bots(mut commands: Commands, table: Option<Res<ChameleonMatch>>) {
    let Some(table) = table else {
        return;
    };
    let bot_seats = (0..table.game.players())
        .map(|seat| !table.is_human(seat))
        .collect();
    let seats = (0..table.game.players())
        .map(|seat| {
            (!table.is_human(seat)).then(|| {
                let seed = table.seed ^ (seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                Mutex::new(make_chameleon_bot(table.setup.level, seed))
            })
        })
        .collect();
    commands.insert_resource(ChameleonBots { seats, bot_seats });
    commands.insert_resource(SinceLast::default());
}

fn dismiss_bots(mut commands: Commands) {
    // A task still running is cancelled when its handle drops.
    commands.remove_resource::<ChameleonThinking>();
    commands.remove_resource::<Decided>();
    commands.remove_resource::<ChameleonBots>();
}

/// A bot to act with nothing decided or being decided: lend it to a task.
fn start_thinking(
    mut commands: Commands,
    table: Res<ChameleonMatch>,
    thinking: Option<Res<ChameleonThinking>>,
    decided: Option<Res<Decided>>,
    bots: Option<ResMut<ChameleonBots>>,
) {
    let Some(mut bots) = bots else {
        return;
    };
    let game = &table.game;
    if game.is_over() || thinking.is_some() || decided.is_some() {
        return;
    }
    let seat = game.current_player();
    let Some(slot) = bots.seats.get_mut(seat).and_then(Option::take) else {
        return;
    };
    let mut bot = slot
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    // The bot receives its seat's observation only, never the game.
    let observation = game.observation(seat);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let action = bot.decide(&observation);
        (bot, action)
    });
    commands.insert_resource(ChameleonThinking {
        seat,
        step: game.history().len(),
        task,
    });
}

fn collect_decisions(
    mut commands: Commands,
    thinking: Option<ResMut<ChameleonThinking>>,
    bots: Option<ResMut<ChameleonBots>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let (Some(mut thinking), Some(mut bots)) = (thinking, bots) else {
        return;
    };
    let Some((bot, action)) = check_ready(&mut thinking.task) else {
        // The decision finishes on another thread: look again next frame.
        redraw.write(RequestRedraw);
        return;
    };
    if let Some(slot) = bots.seats.get_mut(thinking.seat) {
        *slot = Some(Mutex::new(bot));
    }
    commands.insert_resource(Decided {
        seat: thinking.seat,
        step: thinking.step,
        action,
    });
    commands.remove_resource::<ChameleonThinking>();
}

/// Sends a decided action once the last one has been shown and the pause
/// has passed, so a person can follow every card.
fn play_decided(
    mut commands: Commands,
    time: Res<Time>,
    pacing: Res<Pacing>,
    busy: Res<PresentationBusy>,
    table: Res<ChameleonMatch>,
    decided: Option<Res<Decided>>,
    mut since: ResMut<SinceLast>,
    mut intents: MessageWriter<ChameleonIntent>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    since.0 += time.delta_secs();
    let Some(decided) = decided else {
        return;
    };
    if decided.step != table.game.history().len() {
        commands.remove_resource::<Decided>();
        return;
    }
    if busy.0 || since.0 < pacing.bot_step_seconds {
        // Waiting on the clock draws nothing new, so nothing else wakes the window.
        redraw.write(RequestRedraw);
        return;
    }
    intents.write(ChameleonIntent {
        seat: decided.seat,
        action: decided.action,
    });
    commands.remove_resource::<Decided>();
}

/// Every applied action restarts the pause; a bot's refused action (its
/// bug) is replaced by the first legal one rather than waiting forever.
fn note_applied(
    mut applied: MessageReader<ChameleonApplied>,
    bots: Option<Res<ChameleonBots>>,
    table: Res<ChameleonMatch>,
    mut since: ResMut<SinceLast>,
    mut intents: MessageWriter<ChameleonIntent>,
) {
    for message in applied.read() {
        match &message.result {
            Ok(_) => since.0 = 0.0,
            Err(error) if bots.as_ref().is_some_and(|bots| bots.is_bot(message.seat)) => {
                warn!(
                    "the bot in seat {} made a refused action: {error:?}",
                    message.seat
                );
                if let Some(&action) = table.game.legal_actions().first() {
                    intents.write(ChameleonIntent {
                        seat: message.seat,
                        action,
                    });
                }
            }
            Err(_) => {}
        }
    }
}
