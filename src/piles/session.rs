//! The rules engine as a resource, and the one path every move takes: input
//! (human or bot) writes a [`PilesIntent`]; [`apply_intents`] checks it against the
//! engine and applies it; the rest of the game reacts to [`PilesApplied`].

use crate::piles::GAME;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::piles::InMatch;
use crate::shell::pacing::Pacing;
use crate::shell::states::{AppSystems, Pause, Screen};
use crate::shell::table::{DealProblem, PresentationBusy, random_seed};
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::bots::opening::FirstSeat;
use serde::{Deserialize, Serialize};

use pilefire_engine::piles::rules::{Action, Deal, Effect, Game, Record, RuleError, Ruleset};

/// The game the next deal starts.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct MatchConfig {
    pub ruleset: Ruleset,
    /// `None`: a fresh random deal every time; `Some`: replay this deal.
    pub seed: Option<u64>,
    pub bot_level: BotLevel,
    /// The person's seat; `None` puts bots in every seat.
    pub human_seat: Option<usize>,
    /// Who starts (R-CO-5, R-DU-2), resolved when the cards are dealt:
    /// `Strongest` asks the bot seats to judge their own opening hands.
    pub first_seat: FirstSeat,
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
            first_seat: FirstSeat::default(),
            daily: false,
            resume: None,
        }
    }
}

/// The game in progress: the only copy of the rules state. Entities mirror it.
#[derive(Resource, Debug, Clone)]
pub struct PilesMatch {
    pub game: Game,
    /// The seed this deal came from (shown so a person can replay it).
    pub seed: u64,
    pub human_seat: Option<usize>,
    pub bot_level: BotLevel,
    pub daily: bool,
}

impl PilesMatch {
    /// The seat whose hand the screen shows face up.
    pub fn viewer(&self) -> usize {
        self.human_seat.unwrap_or(0)
    }

    pub fn is_human(&self, seat: usize) -> bool {
        self.human_seat == Some(seat)
    }
}

/// Systems that need the match: `OnTable` while the table is on screen
/// (dealing or playing), `Playing` while turns are taken. Each is
/// configured once here.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MatchSystems {
    OnTable,
    Playing,
}

/// A seat's request, from a person's input or a bot's plan alike.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PilesIntent {
    pub seat: usize,
    pub action: Action,
}

/// An intent after the engine judged it: applied, or refused with the rule.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct PilesApplied {
    pub seat: usize,
    pub action: Action,
    pub result: Result<Effect, RuleError>,
}

/// Counts down the Deal screen and the pause after the last move.
#[derive(Resource, Debug)]
struct MatchClock(Timer);

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<PilesIntent>();
    // Written by systems that wait on a clock; the window registers it too.
    app.add_message::<RequestRedraw>();
    app.add_message::<PilesApplied>();
    app.init_resource::<MatchConfig>();
    app.configure_sets(
        Update,
        (
            MatchSystems::OnTable.run_if(in_state(InMatch).and_then(resource_exists::<PilesMatch>)),
            MatchSystems::Playing
                .run_if(in_state(Screen::Turns(GAME)).and_then(resource_exists::<PilesMatch>)),
        ),
    );
    app.add_systems(OnEnter(Screen::Deal(GAME)), start_deal);
    app.add_systems(OnEnter(Screen::Turns(GAME)), start_end_clock);
    app.add_systems(OnExit(Screen::Score(GAME)), clear_match);
    app.add_systems(OnEnter(Screen::Menu), clear_match);
    app.add_systems(
        Update,
        (
            finish_deal
                .in_set(AppSystems::TickTimers)
                .run_if(in_state(Screen::Deal(GAME)).and_then(in_state(Pause::Running))),
            apply_intents
                .in_set(AppSystems::ApplyIntents)
                .in_set(MatchSystems::Playing),
            finish_match
                .in_set(AppSystems::Update)
                .in_set(MatchSystems::Playing)
                .run_if(in_state(Pause::Running)),
        ),
    );
}

/// The seat that starts the deal: the person's choice, or the proposal of
/// the bot seats, each judging only its own hand (the person's hand is not
/// judged for them).
pub fn first_seat(config: &MatchConfig, deal: &Deal, seed: u64) -> Result<usize, RuleError> {
    let bots: Vec<usize> = (0..config.ruleset.seats)
        .filter(|&seat| config.human_seat != Some(seat))
        .collect();
    config
        .first_seat
        .resolve(&config.ruleset, deal, seed, &bots)
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
            let deal = Deal::Seed(seed);
            let game = first_seat(&config, &deal, seed)
                .and_then(|first| Game::new(config.ruleset, deal, first))
                .map_err(|error| error.to_string());
            (seed, game)
        }
    };
    match game {
        Ok(game) => {
            problem.0 = None;
            commands.insert_resource(PilesMatch {
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
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(mut clock) = clock else {
        return;
    };
    // The clock's wait draws nothing new, so nothing else wakes the window.
    redraw.write(RequestRedraw);
    if clock.0.tick(time.delta()).is_finished() && !busy.0 {
        next.set(Screen::Turns(GAME));
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
    mut intents: MessageReader<PilesIntent>,
    mut table: ResMut<PilesMatch>,
    mut applied: MessageWriter<PilesApplied>,
) {
    for intent in intents.read() {
        let result = table.game.apply(intent.seat, intent.action);
        applied.write(PilesApplied {
            seat: intent.seat,
            action: intent.action,
            result,
        });
    }
}

/// Once the game is over and the last card has landed, the score screen.
fn finish_match(
    time: Res<Time>,
    table: Res<PilesMatch>,
    clock: Option<ResMut<MatchClock>>,
    busy: Res<PresentationBusy>,
    mut next: ResMut<NextState<Screen>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !table.game.is_over() {
        return;
    }
    redraw.write(RequestRedraw);
    if busy.0 {
        return;
    }
    let finished = clock.is_none_or(|mut clock| clock.0.tick(time.delta()).is_finished());
    if finished {
        next.set(Screen::Score(GAME));
    }
}

fn clear_match(mut commands: Commands) {
    commands.remove_resource::<PilesMatch>();
    commands.remove_resource::<MatchClock>();
}

/// Everything needed to sit down at the same table again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The ruleset, the deal and every move so far.
    pub record: Record,
    pub seed: u64,
    pub human_seat: Option<usize>,
    pub bot_level: BotLevel,
    pub hints_used: u32,
    pub daily: bool,
}

impl SavedGame {
    pub fn of(table: &PilesMatch, hints_used: u32) -> Self {
        SavedGame {
            record: table.game.record(),
            seed: table.seed,
            human_seat: table.human_seat,
            bot_level: table.bot_level,
            hints_used,
            daily: table.daily,
        }
    }

    /// The game as it was saved, every move checked again by the engine.
    pub fn restore(&self) -> Result<Game, String> {
        self.record.replay().map_err(|error| error.to_string())
    }

    /// The configuration that continues this game.
    pub fn config(&self) -> MatchConfig {
        MatchConfig {
            ruleset: self.record.ruleset,
            seed: Some(self.seed),
            bot_level: self.bot_level,
            human_seat: self.human_seat,
            first_seat: FirstSeat::Seat(self.record.first_seat),
            daily: self.daily,
            resume: Some(self.clone()),
        }
    }
}
