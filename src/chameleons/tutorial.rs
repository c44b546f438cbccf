//! The guided first round of chameleon rows: a fixed 3-player deal (the
//! person and two normal bots, brown side) with a coach panel that says
//! what to do, one lesson at a time (draw, place, take a row, sit out the
//! round), moving on when the engine applied what the lesson asks. N skips a
//! lesson; after the first round the game simply goes on. The panel is
//! drawn by `rows::coach`.

use crate::chameleons::GAME;
use bevy::prelude::*;

use crate::chameleons::session::{ChameleonApplied, ChameleonMatch, at_chameleon_table};
use crate::chameleons::setup::ChameleonSetup;
use crate::shell::states::{AppSystems, Screen};
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents};
use pilefire_engine::chameleons::{Event, ScoreSide};

/// The guided round's deal.
pub const CHAMELEON_TUTORIAL_SEED: u64 = 3;

/// The lessons, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChLesson {
    Draw,
    Place,
    Take,
    SitOut,
    Done,
}

impl ChLesson {
    pub const ALL: [ChLesson; 5] = [
        ChLesson::Draw,
        ChLesson::Place,
        ChLesson::Take,
        ChLesson::SitOut,
        ChLesson::Done,
    ];

    pub fn key(self) -> &'static str {
        match self {
            ChLesson::Draw => "chtutorial-draw",
            ChLesson::Place => "chtutorial-place",
            ChLesson::Take => "chtutorial-take",
            ChLesson::SitOut => "chtutorial-sit-out",
            ChLesson::Done => "chtutorial-done",
        }
    }

    pub fn next(self) -> ChLesson {
        let at = ChLesson::ALL.iter().position(|&l| l == self).unwrap_or(0);
        ChLesson::ALL[(at + 1).min(ChLesson::ALL.len() - 1)]
    }

    /// The lesson after `event` (by the person when `by_person`).
    pub fn after(self, event: &Event, by_person: bool) -> ChLesson {
        match (self, event) {
            (ChLesson::Draw, Event::Drew { .. }) if by_person => ChLesson::Place,
            (ChLesson::Place, Event::Placed { .. }) if by_person => ChLesson::Take,
            // Taking a row teaches the rest of the round, whenever it happens.
            (ChLesson::Draw | ChLesson::Place | ChLesson::Take, Event::Took { .. })
                if by_person =>
            {
                ChLesson::SitOut
            }
            (lesson, Event::RoundEnded { .. }) if lesson != ChLesson::Done => ChLesson::Done,
            (lesson, _) => lesson,
        }
    }
}

/// Present while the guided round runs: the lesson on show.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChameleonTutorial {
    pub lesson: ChLesson,
    /// The coach panel was closed after the last lesson.
    pub dismissed: bool,
}

impl Default for ChameleonTutorial {
    fn default() -> Self {
        ChameleonTutorial {
            lesson: ChLesson::Draw,
            dismissed: false,
        }
    }
}

/// The guided round's game: the person in seat 0 and two normal bots.
pub fn chameleon_tutorial_setup() -> ChameleonSetup {
    ChameleonSetup {
        players: 3,
        side: ScoreSide::Brown,
        seed: Some(CHAMELEON_TUTORIAL_SEED),
        opponents: Opponents::All(ChameleonLevel::Normal),
        human_seat: Some(0),
        daily: false,
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Turns(GAME)), end_tutorial);
    app.add_systems(
        Update,
        advance_lessons
            .in_set(AppSystems::React)
            .run_if(at_chameleon_table.and_then(resource_exists::<ChameleonTutorial>)),
    );
}

fn end_tutorial(mut commands: Commands) {
    commands.remove_resource::<ChameleonTutorial>();
}

fn advance_lessons(
    mut applied: MessageReader<ChameleonApplied>,
    table: Res<ChameleonMatch>,
    mut tutorial: ResMut<ChameleonTutorial>,
) {
    for message in applied.read() {
        let Ok(events) = &message.result else {
            continue;
        };
        let by_person = table.is_human(message.seat);
        for event in events {
            let next = tutorial.lesson.after(event, by_person);
            if next != tutorial.lesson {
                tutorial.lesson = next;
            }
        }
    }
}
