//! Bots at either table, written once: a bot's plan is made on Bevy's async
//! compute pool from its own seat's observation (never the game), so the
//! window never stalls, then played one action at a time, with the pacing's
//! step between actions, as the same intent a person's input makes. A game
//! says what its bots see, plan and send by implementing [`BotTable`] on its
//! match resource, seats its bots with [`BotSeats::new`], and adds
//! [`plugin`]. While the table is paused ([`Pause`]) nothing is planned or
//! played.

use std::collections::VecDeque;
use std::sync::Mutex;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use bevy::window::RequestRedraw;

use crate::shell::pacing::Pacing;
use crate::shell::states::{AppSystems, AtTable, Pause};
use crate::shell::table::PresentationBusy;

/// What a game tells the shared bot machinery, implemented on the resource
/// that holds the game in progress.
pub trait BotTable: Resource {
    /// A seat's bot; lent to a task while it plans.
    type Bot: Send + 'static;
    /// What a bot may see: its seat's view, never the game.
    type Observation: Send + 'static;
    type Action: Copy + PartialEq + Send + Sync + std::fmt::Debug + 'static;
    /// The message a person's input and the bots both send.
    type Intent: Message;
    /// The message that says how an intent was judged.
    type Applied: Message;

    /// Whether the first action of a plan waits a whole step after the plan
    /// arrives (so a person sees whose turn it is), rather than a step after
    /// the last action at the table.
    const FIRST_ACTION_WAITS: bool;

    /// The seat to act and the moment it acts at (a count that moves on
    /// with the game, so a plan is never played into a later moment), or
    /// `None` once the game is over.
    fn to_act(&self) -> Option<(usize, usize)>;
    fn observation(&self, seat: usize) -> Self::Observation;
    /// Runs on the task pool.
    fn plan(bot: &mut Self::Bot, observation: &Self::Observation) -> Vec<Self::Action>;
    /// What a bot does when its plan runs out or is refused (its bug),
    /// rather than wait forever.
    fn fallback(&self) -> Option<Self::Action>;
    fn intent(seat: usize, action: Self::Action) -> Self::Intent;
    /// A judged intent's seat, action and refusal in words (`None`: accepted).
    fn judged(applied: &Self::Applied) -> (usize, Self::Action, Option<String>);
}

/// One slot per seat: the seat's bot, or `None` for the person (or while
/// the bot is lent to a planning task). The mutex only makes the bot `Sync`.
#[derive(Resource)]
pub struct BotSeats<T: BotTable> {
    seats: Vec<Option<Mutex<T::Bot>>>,
    /// Which seats bots hold, also while their bot is lent out.
    bot_seats: Vec<bool>,
}

impl<T: BotTable> BotSeats<T> {
    /// `seats[seat]`: that seat's bot, `None` for the person.
    pub fn new(seats: Vec<Option<T::Bot>>) -> Self {
        BotSeats {
            bot_seats: seats.iter().map(Option::is_some).collect(),
            seats: seats.into_iter().map(|bot| bot.map(Mutex::new)).collect(),
        }
    }

    pub fn is_bot(&self, seat: usize) -> bool {
        self.bot_seats.get(seat).copied().unwrap_or(false)
    }

    /// This seat's bot is planning on the task pool right now.
    pub fn is_thinking(&self, seat: usize) -> bool {
        self.is_bot(seat) && self.seats.get(seat).is_some_and(Option::is_none)
    }

    fn take(&mut self, seat: usize) -> Option<T::Bot> {
        let slot = self.seats.get_mut(seat)?.take()?;
        Some(
            slot.into_inner()
                .unwrap_or_else(|poisoned| poisoned.into_inner()),
        )
    }

    fn give_back(&mut self, seat: usize, bot: T::Bot) {
        if let Some(slot) = self.seats.get_mut(seat) {
            *slot = Some(Mutex::new(bot));
        }
    }
}

/// A plan being made off the main thread.
#[derive(Resource)]
pub struct Thinking<T: BotTable> {
    pub seat: usize,
    moment: usize,
    task: Task<(T::Bot, Vec<T::Action>)>,
}

/// The planned actions of the moment in progress, played one by one.
#[derive(Resource)]
struct BotQueue<T: BotTable> {
    planned: Option<(usize, usize)>,
    actions: VecDeque<T::Action>,
}

impl<T: BotTable> Default for BotQueue<T> {
    fn default() -> Self {
        BotQueue {
            planned: None,
            actions: VecDeque::new(),
        }
    }
}

/// Seconds since the last action at the table (or since the plan came, see
/// [`BotTable::FIRST_ACTION_WAITS`]), for the step between actions.
#[derive(Resource)]
struct SinceLast<T> {
    seconds: f32,
    game: std::marker::PhantomData<T>,
}

impl<T> Default for SinceLast<T> {
    fn default() -> Self {
        SinceLast {
            seconds: 0.0,
            game: std::marker::PhantomData,
        }
    }
}

/// The bots of `T`'s table; `playing` runs them only while that game is
/// being played (the pause is added here).
pub fn plugin<T: BotTable>(app: &mut App, playing: impl SystemSet) {
    app.init_resource::<SinceLast<T>>();
    // Leaving the table (even mid-deal) dismisses the bots.
    app.add_systems(OnExit(AtTable), dismiss_bots::<T>);
    app.add_systems(
        Update,
        (
            (collect_plans::<T>, play_planned::<T>, start_planning::<T>)
                .chain()
                .in_set(AppSystems::RecordInput)
                .run_if(in_state(Pause::Running)),
            note_applied::<T>.in_set(AppSystems::React),
        )
            .in_set(playing),
    );
}

/// Seats `seats` (see [`BotSeats::new`]) for a new game at `T`'s table.
pub fn seat_bots<T: BotTable>(commands: &mut Commands, seats: Vec<Option<T::Bot>>) {
    commands.insert_resource(BotSeats::<T>::new(seats));
    commands.insert_resource(BotQueue::<T>::default());
    commands.insert_resource(SinceLast::<T>::default());
}

fn dismiss_bots<T: BotTable>(mut commands: Commands) {
    // A planning task still running is cancelled when its handle drops.
    commands.remove_resource::<Thinking<T>>();
    commands.remove_resource::<BotQueue<T>>();
    commands.remove_resource::<BotSeats<T>>();
}

/// A bot to act with nothing planned for this moment: lend it to a task.
fn start_planning<T: BotTable>(
    mut commands: Commands,
    table: Res<T>,
    thinking: Option<Res<Thinking<T>>>,
    queue: Option<Res<BotQueue<T>>>,
    seats: Option<ResMut<BotSeats<T>>>,
) {
    let (Some(queue), Some(mut seats)) = (queue, seats) else {
        return;
    };
    let Some((seat, moment)) = table.to_act() else {
        return;
    };
    if thinking.is_some() || queue.planned == Some((seat, moment)) {
        return;
    }
    let Some(mut bot) = seats.take(seat) else {
        return;
    };
    let observation = table.observation(seat);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let actions = T::plan(&mut bot, &observation);
        (bot, actions)
    });
    commands.insert_resource(Thinking::<T> { seat, moment, task });
}

/// Takes finished plans back from the task pool.
fn collect_plans<T: BotTable>(
    mut commands: Commands,
    thinking: Option<ResMut<Thinking<T>>>,
    queue: Option<ResMut<BotQueue<T>>>,
    seats: Option<ResMut<BotSeats<T>>>,
    mut since: ResMut<SinceLast<T>>,
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
    queue.planned = Some((thinking.seat, thinking.moment));
    queue.actions = actions.into();
    if T::FIRST_ACTION_WAITS {
        since.seconds = 0.0;
    }
    commands.remove_resource::<Thinking<T>>();
}

/// Sends the next planned action once the last one has been shown and the
/// step has passed, so a person can follow every card.
fn play_planned<T: BotTable>(
    time: Res<Time>,
    table: Res<T>,
    pacing: Res<Pacing>,
    busy: Res<PresentationBusy>,
    queue: Option<ResMut<BotQueue<T>>>,
    mut since: ResMut<SinceLast<T>>,
    mut intents: MessageWriter<T::Intent>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    since.seconds += time.delta_secs();
    let Some(mut queue) = queue else {
        return;
    };
    let Some(current) = table.to_act() else {
        return;
    };
    if queue.planned != Some(current) {
        return;
    }
    if busy.0 || since.seconds < pacing.bot_step_seconds {
        // Waiting on the clock draws nothing new, so nothing else wakes the window.
        redraw.write(RequestRedraw);
        return;
    }
    // An empty plan stopped short of its moment's end: the bot's bug.
    let Some(action) = queue.actions.pop_front().or_else(|| table.fallback()) else {
        return;
    };
    since.seconds = 0.0;
    intents.write(T::intent(current.0, action));
}

/// Every accepted action restarts the step; a bot's refused action (its
/// bug) is followed by the fallback rather than a wait forever.
fn note_applied<T: BotTable>(
    mut applied: MessageReader<T::Applied>,
    table: Res<T>,
    seats: Option<Res<BotSeats<T>>>,
    queue: Option<ResMut<BotQueue<T>>>,
    mut since: ResMut<SinceLast<T>>,
) {
    let (Some(seats), Some(mut queue)) = (seats, queue) else {
        return;
    };
    for message in applied.read() {
        let (seat, action, refusal) = T::judged(message);
        match refusal {
            None => since.seconds = 0.0,
            Some(error) if seats.is_bot(seat) => {
                warn!("the bot in seat {seat} made a refused action {action:?}: {error}");
                // A refused fallback is not tried again at once.
                if let Some(fallback) = table.fallback().filter(|&f| f != action) {
                    queue.actions = VecDeque::from([fallback]);
                }
            }
            Some(_) => {}
        }
    }
}
