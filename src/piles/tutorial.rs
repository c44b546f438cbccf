//! The guided first game: co-op with one bot teammate and On Fire, on a fixed
//! deal whose first hand holds a fire card and a backwards-trick pair. A
//! coach panel teaches one thing at a time (placing a card, the turn's
//! minimum, the backwards trick, signals, fire) and moves on when the person
//! has done it, judged from what the engine applied. N skips a lesson, so
//! nobody is ever stuck; after the last one the game simply goes on. The
//! coach's panel is drawn by `table::coach`.

use crate::piles::GAME;
use bevy::prelude::*;

use crate::piles::InMatch;
use crate::piles::session::{MatchConfig, PilesApplied, PilesMatch};
use crate::shell::states::{AppSystems, Screen};
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::rules::Ruleset;
use pilefire_engine::piles::rules::{Action, Effect};

/// The tutorial's deal: the person's first hand holds a fire card and a
/// backwards-trick pair (79 and 89); the first such seed, a test keeps it true.
pub const TUTORIAL_SEED: u64 = 35;

/// The lessons, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lesson {
    PlaceCard,
    Minimum,
    BackwardsTrick,
    Signal,
    Fire,
    Done,
}

impl Lesson {
    pub const ALL: [Lesson; 6] = [
        Lesson::PlaceCard,
        Lesson::Minimum,
        Lesson::BackwardsTrick,
        Lesson::Signal,
        Lesson::Fire,
        Lesson::Done,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Lesson::PlaceCard => "tutorial-place-card",
            Lesson::Minimum => "tutorial-minimum",
            Lesson::BackwardsTrick => "tutorial-trick",
            Lesson::Signal => "tutorial-signal",
            Lesson::Fire => "tutorial-fire",
            Lesson::Done => "tutorial-done",
        }
    }

    pub fn next(self) -> Lesson {
        let at = Lesson::ALL.iter().position(|&l| l == self).unwrap_or(0);
        Lesson::ALL[(at + 1).min(Lesson::ALL.len() - 1)]
    }
}

/// Present while the tutorial runs: the lesson on show.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tutorial {
    pub lesson: Lesson,
    /// The coach panel was closed after the last lesson.
    pub dismissed: bool,
}

impl Default for Tutorial {
    fn default() -> Self {
        Tutorial {
            lesson: Lesson::PlaceCard,
            dismissed: false,
        }
    }
}

/// The tutorial's game: the person and one bot teammate, On Fire.
pub fn tutorial_config() -> MatchConfig {
    MatchConfig {
        ruleset: Ruleset::coop(2).on_fire(),
        seed: Some(TUTORIAL_SEED),
        bot_level: BotLevel::Normal,
        human_seat: Some(0),
        ..MatchConfig::default()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnExit(InMatch), end_tutorial);
    app.add_systems(
        Update,
        advance_lessons
            .in_set(AppSystems::React)
            .run_if(in_state(Screen::Turns(GAME)).and_then(resource_exists::<Tutorial>)),
    );
}

/// The coach panel and the N key. Needs the keyboard.
fn end_tutorial(mut commands: Commands) {
    commands.remove_resource::<Tutorial>();
}

/// Whether `effect` of the person's `act` completes `lesson`.
pub fn completes(lesson: Lesson, action: Action, effect: &Effect) -> bool {
    match (lesson, effect) {
        (Lesson::PlaceCard, Effect::Played(_)) => true,
        (Lesson::Minimum, Effect::TurnEnded(_)) => true,
        (Lesson::BackwardsTrick, Effect::Played(report)) => report.backwards_trick,
        (Lesson::Signal, Effect::Signalled) => {
            matches!(
                action,
                Action::Signal {
                    signal: Some(_),
                    ..
                }
            )
        }
        (Lesson::Fire, Effect::Played(report)) => report.covered_fire.is_some(),
        _ => false,
    }
}

fn advance_lessons(
    mut applied: MessageReader<PilesApplied>,
    table: Res<PilesMatch>,
    mut tutorial: ResMut<Tutorial>,
) {
    for message in applied.read() {
        // The fire lesson is learnt whoever covers the fire: watching counts.
        let by_person = table.is_human(message.seat) || tutorial.lesson == Lesson::Fire;
        if let Ok(effect) = &message.result
            && by_person
            && completes(tutorial.lesson, message.action, effect)
        {
            tutorial.lesson = tutorial.lesson.next();
        }
    }
}
