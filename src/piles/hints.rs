//! Hints: on request (H), the expert bot plans the person's turn from the
//! person's own observation, off the main thread, and its first step is shown:
//! the card and the pile glow, and a message says it in words (both drawn
//! by `table::hint_glow`). A hint is only
//! good for the position it was asked in; any move clears it. The number of
//! hints asked for in a game goes into the statistics.

use crate::piles::GAME;
use bevy::prelude::*;

use crate::piles::session::MatchSystems;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::piles::InMatch;
use crate::piles::session::{MatchConfig, PilesMatch, start_deal};
use crate::shell::states::{AppSystems, Screen};
use pilefire_engine::piles::bots::{BotLevel, make_bot};
use pilefire_engine::piles::rules::Action;

/// The person asks for a hint (the H key, or a test).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HintRequest;

/// The hint on show, for the position it was computed in.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hint {
    pub turn: u32,
    pub plays_this_turn: usize,
    pub suggestion: Action,
}

/// Hints asked for (and answered) in the game at the table.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HintsUsed(pub u32);

/// A hint being worked out on the task pool.
#[derive(Resource)]
struct HintTask {
    turn: u32,
    plays_this_turn: usize,
    task: Task<Option<Action>>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<HintRequest>();
    app.init_resource::<HintsUsed>();
    app.add_systems(OnEnter(Screen::Deal(GAME)), reset_hints.after(start_deal));
    app.add_systems(OnExit(InMatch), drop_hints);
    app.add_systems(
        Update,
        (
            (start_hint, collect_hint)
                .chain()
                .in_set(AppSystems::RecordInput),
            expire_hint.in_set(AppSystems::React),
        )
            .in_set(MatchSystems::Playing),
    );
}

/// A new deal starts with no hints used; a continued game keeps its count.
fn reset_hints(mut used: ResMut<HintsUsed>, config: Res<MatchConfig>, mut commands: Commands) {
    used.0 = config.resume.as_ref().map_or(0, |saved| saved.hints_used);
    commands.remove_resource::<Hint>();
    commands.remove_resource::<HintTask>();
}

fn drop_hints(mut commands: Commands) {
    commands.remove_resource::<Hint>();
    commands.remove_resource::<HintTask>();
}

/// The first step of a bot's plan that a person would act on.
fn first_step(actions: &[Action]) -> Option<Action> {
    // Signals are advice to teammates, not a step of the person's turn.
    actions
        .iter()
        .copied()
        .find(|action| !matches!(action, Action::Signal { .. }))
}

fn start_hint(
    mut requests: MessageReader<HintRequest>,
    mut commands: Commands,
    table: Res<PilesMatch>,
    hint: Option<Res<Hint>>,
    running: Option<Res<HintTask>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let game = &table.game;
    let Some(seat) = table.human_seat else {
        return;
    };
    if game.is_over() || game.to_move() != seat || running.is_some() {
        return;
    }
    let turn = game.turn();
    let plays_this_turn = game.plays_this_turn().len();
    if hint.is_some_and(|hint| hint.turn == turn && hint.plays_this_turn == plays_this_turn) {
        return;
    }
    // The advisor sees exactly what the person sees.
    let observation = game.observation(seat);
    let ruleset = *game.ruleset();
    let seed = table.seed ^ u64::from(turn).wrapping_mul(0xA076_1D64_78BD_642F);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let mut advisor = make_bot(BotLevel::Expert, &ruleset, seed);
        first_step(&advisor.plan_turn(&observation))
    });
    commands.insert_resource(HintTask {
        turn,
        plays_this_turn,
        task,
    });
}

fn collect_hint(
    mut commands: Commands,
    running: Option<ResMut<HintTask>>,
    table: Res<PilesMatch>,
    mut used: ResMut<HintsUsed>,
) {
    let Some(mut running) = running else {
        return;
    };
    let Some(suggestion) = check_ready(&mut running.task) else {
        return;
    };
    commands.remove_resource::<HintTask>();
    let game = &table.game;
    let still_current =
        game.turn() == running.turn && game.plays_this_turn().len() == running.plays_this_turn;
    if let (Some(suggestion), true) = (suggestion, still_current) {
        used.0 += 1;
        commands.insert_resource(Hint {
            turn: running.turn,
            plays_this_turn: running.plays_this_turn,
            suggestion,
        });
    }
}

fn expire_hint(mut commands: Commands, table: Res<PilesMatch>, hint: Option<Res<Hint>>) {
    let Some(hint) = hint else {
        return;
    };
    let game = &table.game;
    if game.is_over()
        || game.turn() != hint.turn
        || game.plays_this_turn().len() != hint.plays_this_turn
    {
        commands.remove_resource::<Hint>();
    }
}
