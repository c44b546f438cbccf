//! The chameleon game at the table, headless: the deal from
//! [`ChameleonSetup`], the one system that applies actions (a person's keys
//! and the bots' plans alike, as [`ChameleonIntent`]s), hints and the way to
//! the score screen; the pause is the shell's [`Pause`]. The table (`chameleons::table`) mirrors
//! [`ChameleonMatch`] and animates the engine's events in
//! [`ChameleonApplied`]. No undo: an action is final (R-CL-6).

use crate::chameleons::GAME;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::chameleons::describe::describe_chameleon_error;
use crate::chameleons::opponents::character;
use crate::chameleons::setup::{ChameleonFinished, ChameleonSetup};
use crate::shell::language::Tr;
use crate::shell::pacing::Pacing;
use crate::shell::states::{AppSystems, Pause, Screen};
use crate::shell::table::{DealProblem, PresentationBusy, random_seed};
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents, make_chameleon_bot};
use pilefire_engine::chameleons::{
    Action, ChameleonConfig, ChameleonDeal, ChameleonError, ChameleonGame, Event,
};

/// The chameleon game in progress: the only copy of its state.
#[derive(Resource, Debug, Clone)]
pub struct ChameleonMatch {
    pub game: ChameleonGame,
    /// The seed the deal came from.
    pub seed: u64,
    /// Each seat's name as the table shows it.
    pub names: Vec<String>,
    pub human_seat: Option<usize>,
    pub setup: ChameleonSetup,
}

impl ChameleonMatch {
    pub fn is_human(&self, seat: usize) -> bool {
        self.human_seat == Some(seat)
    }

    /// The person is to act now.
    pub fn persons_turn(&self) -> Option<usize> {
        self.human_seat
            .filter(|&seat| !self.game.is_over() && self.game.current_player() == seat)
    }
}

/// A seat's request: from a person's keys or pointer, or a bot's plan.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChameleonIntent {
    pub seat: usize,
    pub action: Action,
}

/// An intent after the engine judged it: what happened, or the refusal
/// with its R-CL rule (and nothing changed).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct ChameleonApplied {
    pub seat: usize,
    pub action: Action,
    pub result: Result<Vec<Event>, ChameleonError>,
}

/// Ask the expert what the person should do (H).
#[derive(Message, Debug, Clone, Copy, Default)]
pub struct ChameleonHintRequest;

/// The expert's advice for the person's present decision.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ChameleonHint(pub Option<Action>);

/// Counts the pause between the game's end and the score screen.
#[derive(Resource, Debug)]
struct EndClock(Timer);

/// Runs while the chameleon table is on screen with a game dealt.
pub fn at_chameleon_table(
    screen: Option<Res<State<Screen>>>,
    game: Option<Res<ChameleonMatch>>,
) -> bool {
    game.is_some() && screen.is_some_and(|screen| *screen.get() == Screen::Turns(GAME))
}

/// Runs while the chameleon table is on screen and not paused.
pub fn chameleons_running(
    screen: Option<Res<State<Screen>>>,
    game: Option<Res<ChameleonMatch>>,
    pause: Option<Res<State<Pause>>>,
) -> bool {
    at_chameleon_table(screen, game) && !pause.is_some_and(|pause| *pause.get() == Pause::Paused)
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ChameleonIntent>();
    app.add_message::<ChameleonApplied>();
    app.add_message::<ChameleonHintRequest>();
    app.init_resource::<ChameleonHint>();
    app.add_systems(OnEnter(Screen::Turns(GAME)), start_chameleons);
    app.add_systems(OnExit(Screen::Turns(GAME)), leave_chameleons);
    app.add_systems(
        Update,
        (
            apply_chameleon_intents
                .in_set(AppSystems::ApplyIntents)
                .run_if(at_chameleon_table),
            give_hint
                .in_set(AppSystems::React)
                .run_if(chameleons_running),
            finish_chameleons
                .in_set(AppSystems::Update)
                .run_if(chameleons_running),
        ),
    );
}

/// Seat names in the language in force: "You" for the person, a style's
/// character by name, "Bot n" else.
pub fn chameleon_seat_names(
    players: usize,
    human_seat: Option<usize>,
    opponents: Opponents,
    tr: &Tr,
) -> Vec<String> {
    (0..players)
        .map(|seat| {
            if human_seat == Some(seat) {
                tr.get("table-you")
            } else if let Some((name, _)) = character(opponents, human_seat, seat) {
                name.to_string()
            } else {
                crate::tr!(tr, "table-bot", seat = seat + 1)
            }
        })
        .collect()
}

pub(crate) fn start_chameleons(
    mut commands: Commands,
    setup: Option<Res<ChameleonSetup>>,
    tr: Res<Tr>,
    mut problem: ResMut<DealProblem>,
    mut next: ResMut<NextState<Screen>>,
) {
    let setup = setup.as_deref().cloned().unwrap_or_default();
    let seed = setup.seed.unwrap_or_else(random_seed);
    let config = ChameleonConfig::new(setup.players, setup.side);
    match ChameleonGame::new(config, ChameleonDeal::Seed(seed)) {
        Ok(game) => {
            problem.0 = None;
            let human_seat = setup.human_seat.filter(|&seat| seat < setup.players);
            commands.insert_resource(ChameleonMatch {
                names: chameleon_seat_names(setup.players, human_seat, setup.opponents, &tr),
                game,
                seed,
                human_seat,
                setup,
            });
            commands.insert_resource(ChameleonHint(None));
        }
        Err(error) => {
            let (words, rule) = describe_chameleon_error(&error, &[], &tr);
            problem.0 = Some(format!("{words} ({rule})"));
            next.set(Screen::Menu);
        }
    }
}

fn leave_chameleons(mut commands: Commands) {
    commands.remove_resource::<ChameleonMatch>();
    commands.remove_resource::<EndClock>();
    commands.insert_resource(ChameleonHint(None));
}

/// The single place where actions change the chameleon game.
pub fn apply_chameleon_intents(
    mut intents: MessageReader<ChameleonIntent>,
    mut table: ResMut<ChameleonMatch>,
    mut applied: MessageWriter<ChameleonApplied>,
    mut hint: ResMut<ChameleonHint>,
) {
    for intent in intents.read() {
        let result = table
            .game
            .apply(intent.seat, intent.action)
            .map(|done| done.events);
        if result.is_ok() && hint.0.is_some() {
            hint.0 = None;
        }
        applied.write(ChameleonApplied {
            seat: intent.seat,
            action: intent.action,
            result,
        });
    }
}

/// H: the expert's choice for the person's seat, from that seat's view only.
fn give_hint(
    mut requests: MessageReader<ChameleonHintRequest>,
    table: Res<ChameleonMatch>,
    mut hint: ResMut<ChameleonHint>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let Some(seat) = table.persons_turn() else {
        return;
    };
    let seed = table.seed ^ (table.game.history().len() as u64).wrapping_mul(0x9E37_79B9);
    let mut expert = make_chameleon_bot(ChameleonLevel::Expert, seed);
    hint.0 = Some(expert.decide(&table.game.observation(seat)));
}

/// Once the game is over and the last card has landed: a short pause, then
/// the finished game goes to the score screen.
fn finish_chameleons(
    mut commands: Commands,
    time: Res<Time>,
    pacing: Res<Pacing>,
    table: Res<ChameleonMatch>,
    clock: Option<ResMut<EndClock>>,
    busy: Res<PresentationBusy>,
    mut next: ResMut<NextState<Screen>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !table.game.is_over() {
        return;
    }
    // The pause draws nothing new, so nothing else wakes the window.
    redraw.write(RequestRedraw);
    if busy.0 {
        return;
    }
    let Some(mut clock) = clock else {
        commands.insert_resource(EndClock(Timer::from_seconds(
            pacing.end_pause_seconds,
            TimerMode::Once,
        )));
        return;
    };
    if clock.0.tick(time.delta()).is_finished() {
        commands.insert_resource(ChameleonFinished {
            game: table.game.clone(),
            setup: table.setup.clone(),
            seed: table.seed,
            names: table.names.clone(),
        });
        next.set(Screen::Score(GAME));
    }
}
