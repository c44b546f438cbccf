//! The rules engine as a resource, and the one path every move takes: input
//! (human or bot) writes an [`Intent`]; [`apply_intents`] checks it against the
//! engine and applies it; the rest of the game reacts to [`Applied`].

use bevy::prelude::*;

use super::autosave::SavedGame;
use super::screen::{AppSystems, Pause, Screen};
use crate::ai::{BotAction, BotLevel};
use crate::rules::{Deal, Game, Outcome, Play, PlayReport, RuleError, Ruleset, Signal, TurnReport};

/// The game the next deal starts.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct MatchConfig {
    pub ruleset: Ruleset,
    /// `None`: a fresh random deal every time; `Some`: replay this deal.
    pub seed: Option<u64>,
    pub bot_level: BotLevel,
    /// The person's seat; `None` puts bots in every seat.
    pub human_seat: Option<usize>,
    pub first_seat: usize,
    /// The day's deal (kept apart in the statistics).
    pub daily: bool,
    /// A saved game to continue instead of a new deal.
    pub resume: Option<SavedGame>,
}

impl Default for MatchConfig {
    fn default() -> Self {
        MatchConfig {
            ruleset: Ruleset::coop(1),
            seed: None,
            bot_level: BotLevel::default(),
            human_seat: Some(0),
            first_seat: 0,
            daily: false,
            resume: None,
        }
    }
}

/// The game in progress: the only copy of the rules state. Entities mirror it.
#[derive(Resource, Debug, Clone)]
pub struct Table {
    pub game: Game,
    /// The seed this deal came from (shown so a person can replay it).
    pub seed: u64,
    pub human_seat: Option<usize>,
    pub bot_level: BotLevel,
    pub daily: bool,
}

impl Table {
    /// The seat whose hand the screen shows face up.
    pub fn viewer(&self) -> usize {
        self.human_seat.unwrap_or(0)
    }

    pub fn is_human(&self, seat: usize) -> bool {
        self.human_seat == Some(seat)
    }
}

/// Pauses the presentation asks for; all zero (instant) without a window.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct Pacing {
    /// How long the Deal screen lasts (the dealing animation).
    pub deal_seconds: f32,
    /// The pause between two bot actions, so a person can follow each card.
    pub bot_step_seconds: f32,
    /// How long the finished table stays before the score screen.
    pub end_pause_seconds: f32,
}

/// Set by the presentation while cards are still moving; bots and screen
/// changes wait for it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PresentationBusy(pub bool);

/// One move a seat asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Act {
    Play(Play),
    /// Take back the last card of this turn (R-CO-11); humans only.
    Undo,
    EndTurn,
    GiveUp,
    Signal {
        pile: usize,
        signal: Option<Signal>,
    },
}

impl From<BotAction> for Act {
    fn from(action: BotAction) -> Self {
        match action {
            BotAction::Play(play) => Act::Play(play),
            BotAction::Signal { pile, signal } => Act::Signal { pile, signal },
            BotAction::EndTurn => Act::EndTurn,
            BotAction::GiveUp => Act::GiveUp,
        }
    }
}

/// A seat's request, from a person's input or a bot's plan alike.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Intent {
    pub seat: usize,
    pub act: Act,
}

/// What the engine did with an intent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    Played(PlayReport),
    Undone(Play),
    TurnEnded(TurnReport),
    GaveUp(Outcome),
    Signalled,
}

/// An intent after the engine judged it: applied, or refused with the rule.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub seat: usize,
    pub act: Act,
    pub result: Result<Effect, RuleError>,
}

/// Counts down the Deal screen and the pause after the last move.
#[derive(Resource, Debug)]
struct MatchClock(Timer);

/// Why the last requested deal could not start (shown by the menu).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct DealProblem(pub Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Intent>();
    app.add_message::<Applied>();
    app.init_resource::<MatchConfig>();
    app.init_resource::<Pacing>();
    app.init_resource::<PresentationBusy>();
    app.init_resource::<DealProblem>();
    app.add_systems(OnEnter(Screen::Deal), start_deal);
    app.add_systems(OnEnter(Screen::Turns), start_end_clock);
    app.add_systems(OnExit(Screen::Score), clear_match);
    app.add_systems(OnEnter(Screen::Menu), clear_match);
    app.add_systems(
        Update,
        (
            finish_deal
                .in_set(AppSystems::TickTimers)
                .run_if(in_state(Screen::Deal).and_then(in_state(Pause::Running))),
            apply_intents
                .in_set(AppSystems::ApplyIntents)
                .run_if(in_state(Screen::Turns).and_then(resource_exists::<Table>)),
            finish_match.in_set(AppSystems::Update).run_if(
                in_state(Screen::Turns)
                    .and_then(resource_exists::<Table>)
                    .and_then(in_state(Pause::Running)),
            ),
        ),
    );
}

/// A fresh seed for a random deal, small enough to type back in.
pub fn random_seed() -> u64 {
    u64::from(rand::random::<u32>() % 1_000_000)
}

pub(crate) fn start_deal(
    mut commands: Commands,
    config: Res<MatchConfig>,
    pacing: Res<Pacing>,
    mut problem: ResMut<DealProblem>,
    mut next: ResMut<NextState<Screen>>,
) {
    let (seed, game) = match &config.resume {
        Some(saved) => (saved.seed, saved.restore()),
        None => {
            let seed = config.seed.unwrap_or_else(random_seed);
            let game = Game::new(config.ruleset, Deal::Seed(seed), config.first_seat)
                .map_err(|error| error.to_string());
            (seed, game)
        }
    };
    match game {
        Ok(game) => {
            problem.0 = None;
            commands.insert_resource(Table {
                game,
                seed,
                human_seat: config.human_seat,
                bot_level: config.bot_level,
                daily: config.daily,
            });
            commands.insert_resource(MatchClock(Timer::from_seconds(
                pacing.deal_seconds,
                TimerMode::Once,
            )));
        }
        Err(error) => {
            problem.0 = Some(error);
            next.set(Screen::Menu);
        }
    }
}

fn finish_deal(
    time: Res<Time>,
    clock: Option<ResMut<MatchClock>>,
    busy: Res<PresentationBusy>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(mut clock) = clock else {
        return;
    };
    if clock.0.tick(time.delta()).is_finished() && !busy.0 {
        next.set(Screen::Turns);
    }
}

fn start_end_clock(mut commands: Commands, pacing: Res<Pacing>) {
    commands.insert_resource(MatchClock(Timer::from_seconds(
        pacing.end_pause_seconds,
        TimerMode::Once,
    )));
}

/// The single place where moves change the game.
pub fn apply_intents(
    mut intents: MessageReader<Intent>,
    mut table: ResMut<Table>,
    mut applied: MessageWriter<Applied>,
) {
    for intent in intents.read() {
        let game = &mut table.game;
        let seat = intent.seat;
        let result = match intent.act {
            Act::Play(play) => game.play(seat, play).map(Effect::Played),
            Act::Undo => game.undo(seat).map(Effect::Undone),
            Act::EndTurn => game.end_turn(seat).map(Effect::TurnEnded),
            Act::GiveUp => game.give_up(seat).map(Effect::GaveUp),
            Act::Signal { pile, signal } => game
                .set_signal(seat, pile, signal)
                .map(|()| Effect::Signalled),
        };
        applied.write(Applied {
            seat,
            act: intent.act,
            result,
        });
    }
}

/// Once the game is over and the last card has landed, the score screen.
fn finish_match(
    time: Res<Time>,
    table: Res<Table>,
    clock: Option<ResMut<MatchClock>>,
    busy: Res<PresentationBusy>,
    mut next: ResMut<NextState<Screen>>,
) {
    if !table.game.is_over() || busy.0 {
        return;
    }
    let finished = clock.is_none_or(|mut clock| clock.0.tick(time.delta()).is_finished());
    if finished {
        next.set(Screen::Score);
    }
}

fn clear_match(mut commands: Commands) {
    commands.remove_resource::<Table>();
    commands.remove_resource::<MatchClock>();
}
