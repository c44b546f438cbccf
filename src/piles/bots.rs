//! Bots at the table: each bot turn is planned on Bevy's async compute pool so
//! the window never stalls, then played one action at a time through the same
//! [`PilesIntent`] a person's input produces.

use std::collections::VecDeque;
use std::sync::Mutex;

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::piles::session::MatchSystems;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::piles::session::{PilesApplied, PilesIntent, PilesMatch, start_deal};
use crate::shell::pacing::Pacing;
use crate::shell::states::{AppSystems, InMatch, Pause, Screen};
use crate::shell::table::PresentationBusy;
use pilefire_engine::piles::bots::{Bot, make_bot};
use pilefire_engine::piles::rules::Action;

/// One slot per seat: the seat's bot, or `None` for the person (or while the
/// bot is lent to a planning task). The mutex only makes the box `Sync`.
#[derive(Resource, Default)]
pub struct BotSeats {
    seats: Vec<Option<Mutex<Box<dyn Bot>>>>,
}

impl BotSeats {
    pub fn is_bot(&self, seat: usize) -> bool {
        self.seats.get(seat).is_some_and(Option::is_some)
    }

    fn take(&mut self, seat: usize) -> Option<Box<dyn Bot>> {
        let slot = self.seats.get_mut(seat)?.take()?;
        Some(
            slot.into_inner()
                .unwrap_or_else(|poisoned| poisoned.into_inner()),
        )
    }

    fn give_back(&mut self, seat: usize, bot: Box<dyn Bot>) {
        if let Some(slot) = self.seats.get_mut(seat) {
            *slot = Some(Mutex::new(bot));
        }
    }
}

/// A bot turn being planned off the main thread.
#[derive(Resource)]
pub(crate) struct Thinking {
    pub(crate) seat: usize,
    turn: u32,
    task: Task<(Box<dyn Bot>, Vec<Action>)>,
}

/// The planned actions of the bot turn in progress, played one by one.
#[derive(Resource, Default)]
struct BotQueue {
    planned: Option<(usize, u32)>,
    actions: VecDeque<Action>,
}

/// Time since the last bot action, for pacing.
#[derive(Resource, Default)]
pub struct BotPace {
    since_last: f32,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BotPace>();
    app.add_systems(OnEnter(Screen::Deal), seat_bots.after(start_deal));
    // Leaving the table from the deal (Esc) must dismiss the bots too.
    app.add_systems(OnExit(InMatch), dismiss_bots);
    app.add_systems(
        Update,
        (
            (collect_plans, play_planned_actions, start_planning)
                .chain()
                .in_set(AppSystems::RecordInput)
                .run_if(in_state(Pause::Running)),
            give_up_after_refusal.in_set(AppSystems::React),
        )
            .in_set(MatchSystems::Playing),
    );
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
                Mutex::new(make_bot(table.bot_level, &ruleset, seed))
            })
        })
        .collect();
    commands.insert_resource(BotSeats { seats });
    commands.insert_resource(BotQueue::default());
    commands.insert_resource(BotPace::default());
}

fn dismiss_bots(mut commands: Commands) {
    // A planning task still running is cancelled when its handle drops.
    commands.remove_resource::<Thinking>();
    commands.remove_resource::<BotQueue>();
    commands.remove_resource::<BotSeats>();
}

/// Starts planning when a bot is to move and nothing is planned for this turn.
fn start_planning(
    mut commands: Commands,
    table: Res<PilesMatch>,
    thinking: Option<Res<Thinking>>,
    queue: Option<Res<BotQueue>>,
    seats: Option<ResMut<BotSeats>>,
) {
    let (Some(queue), Some(mut seats)) = (queue, seats) else {
        return;
    };
    let game = &table.game;
    let seat = game.to_move();
    let turn = game.turn();
    if game.is_over() || thinking.is_some() || queue.planned == Some((seat, turn)) {
        return;
    }
    let Some(mut bot) = seats.take(seat) else {
        return;
    };
    // The bot receives its seat's observation only, never the game.
    let observation = game.observation(seat);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let actions = bot.plan_turn(&observation);
        (bot, actions)
    });
    commands.insert_resource(Thinking { seat, turn, task });
}

/// Takes finished plans back from the task pool.
fn collect_plans(
    mut commands: Commands,
    thinking: Option<ResMut<Thinking>>,
    queue: Option<ResMut<BotQueue>>,
    seats: Option<ResMut<BotSeats>>,
    mut pace: ResMut<BotPace>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let (Some(mut thinking), Some(mut queue), Some(mut seats)) = (thinking, queue, seats) else {
        return;
    };
    let Some((bot, actions)) = check_ready(&mut thinking.task) else {
        // The plan finishes on another thread: look again next frame.
        redraw.write(RequestRedraw);
        return;
    };
    seats.give_back(thinking.seat, bot);
    queue.planned = Some((thinking.seat, thinking.turn));
    queue.actions = actions.into();
    // The first card of a turn waits one step too, so a person sees whose turn it is.
    pace.since_last = 0.0;
    commands.remove_resource::<Thinking>();
}

/// Sends the next planned action once the previous one has been shown.
fn play_planned_actions(
    time: Res<Time>,
    table: Res<PilesMatch>,
    pacing: Res<Pacing>,
    busy: Res<PresentationBusy>,
    queue: Option<ResMut<BotQueue>>,
    mut pace: ResMut<BotPace>,
    mut intents: MessageWriter<PilesIntent>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(mut queue) = queue else {
        return;
    };
    let game = &table.game;
    let current = (game.to_move(), game.turn());
    if game.is_over() || queue.planned != Some(current) {
        return;
    }
    pace.since_last += time.delta_secs();
    if busy.0 || pace.since_last < pacing.bot_step_seconds {
        // Waiting on the clock draws nothing new, so nothing else wakes the window.
        redraw.write(RequestRedraw);
        return;
    }
    let (seat, _) = current;
    let action = match queue.actions.pop_front() {
        Some(action) => action,
        // The plan stopped short of ending its turn: the bot's bug; give up
        // rather than wait forever (as the engine's driver does).
        None => Action::GiveUp,
    };
    pace.since_last = 0.0;
    intents.write(PilesIntent { seat, action });
}

/// A bot whose action is refused gives up instead of looping.
fn give_up_after_refusal(
    mut applied: MessageReader<PilesApplied>,
    seats: Option<Res<BotSeats>>,
    queue: Option<ResMut<BotQueue>>,
) {
    let (Some(seats), Some(mut queue)) = (seats, queue) else {
        return;
    };
    for message in applied.read() {
        if let Err(error) = &message.result
            && seats.is_bot(message.seat)
            && message.action != Action::GiveUp
        {
            warn!(
                "the bot in seat {} made a refused move: {error}",
                message.seat
            );
            queue.actions = VecDeque::from([Action::GiveUp]);
        }
    }
}
