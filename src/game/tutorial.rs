//! The guided first game: co-op with one bot teammate and On Fire, on a fixed
//! deal whose first hand holds a fire card and a backwards-trick pair. A
//! coach panel teaches one thing at a time (placing a card, the turn's
//! minimum, the backwards trick, signals, fire) and moves on when the person
//! has done it, judged from what the engine applied. N skips a lesson, so
//! nobody is ever stuck; after the last one the game simply goes on.

use bevy::prelude::*;

use super::i18n::Tr;
use super::screen::{AppSystems, InMatch, Pause, Screen};
use super::session::{Act, Applied, Effect, MatchConfig, Table};
use super::theme;
use crate::ai::BotLevel;
use crate::rules::Ruleset;

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

    fn key(self) -> &'static str {
        match self {
            Lesson::PlaceCard => "tutorial-place-card",
            Lesson::Minimum => "tutorial-minimum",
            Lesson::BackwardsTrick => "tutorial-trick",
            Lesson::Signal => "tutorial-signal",
            Lesson::Fire => "tutorial-fire",
            Lesson::Done => "tutorial-done",
        }
    }

    fn next(self) -> Lesson {
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

/// The coach's text.
#[derive(Component)]
struct CoachText;

#[derive(Component)]
struct CoachPanel;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(InMatch), end_tutorial);
    app.add_systems(
        Update,
        advance_lessons
            .in_set(AppSystems::React)
            .run_if(in_state(Screen::Turns).and_then(resource_exists::<Tutorial>)),
    );
}

/// The coach panel and the N key. Needs the keyboard.
pub(super) fn presentation_plugin(app: &mut App) {
    app.add_systems(
        Update,
        (skip_with_key, show_coach)
            .chain()
            .in_set(AppSystems::Update)
            .run_if(in_state(InMatch).and_then(resource_exists::<Tutorial>)),
    );
}

fn end_tutorial(mut commands: Commands) {
    commands.remove_resource::<Tutorial>();
}

/// Whether `effect` of the person's `act` completes `lesson`.
pub fn completes(lesson: Lesson, act: Act, effect: &Effect) -> bool {
    match (lesson, effect) {
        (Lesson::PlaceCard, Effect::Played(_)) => true,
        (Lesson::Minimum, Effect::TurnEnded(_)) => true,
        (Lesson::BackwardsTrick, Effect::Played(report)) => report.backwards_trick,
        (Lesson::Signal, Effect::Signalled) => {
            matches!(
                act,
                Act::Signal {
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
    mut applied: MessageReader<Applied>,
    table: Res<Table>,
    mut tutorial: ResMut<Tutorial>,
) {
    for message in applied.read() {
        // The fire lesson is learnt whoever covers the fire: watching counts.
        let by_person = table.is_human(message.seat) || tutorial.lesson == Lesson::Fire;
        if let Ok(effect) = &message.result
            && by_person
            && completes(tutorial.lesson, message.act, effect)
        {
            tutorial.lesson = tutorial.lesson.next();
        }
    }
}

fn skip_with_key(keys: Res<ButtonInput<KeyCode>>, mut tutorial: ResMut<Tutorial>) {
    if !keys.just_pressed(KeyCode::KeyN) {
        return;
    }
    if tutorial.lesson == Lesson::Done {
        tutorial.dismissed = true;
    } else {
        tutorial.lesson = tutorial.lesson.next();
    }
}

fn show_coach(
    mut commands: Commands,
    tutorial: Res<Tutorial>,
    pause: Res<State<Pause>>,
    tr: Res<Tr>,
    panels: Query<Entity, With<CoachPanel>>,
    mut texts: Query<&mut Text, With<CoachText>>,
) {
    // Closed for good, or out of the way while the pause menu is open.
    if tutorial.dismissed || *pause.get() == Pause::Paused {
        for panel in &panels {
            commands.entity(panel).despawn();
        }
        return;
    }
    let number = Lesson::ALL
        .iter()
        .position(|&l| l == tutorial.lesson)
        .unwrap_or(0);
    let text = crate::tr!(
        tr,
        "tutorial-panel",
        number = number + 1,
        total = Lesson::ALL.len(),
        lesson = tr.get(tutorial.lesson.key())
    );
    if panels.is_empty() {
        let colours = theme::colours();
        commands.spawn((
            CoachPanel,
            DespawnOnExit(InMatch),
            Node {
                // Top right: clear of the seats, the piles and the fire timer.
                position_type: PositionType::Absolute,
                top: px(46),
                right: px(10),
                width: px(300),
                padding: UiRect::axes(px(12), px(8)),
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(8)),
                ..default()
            },
            BackgroundColor(colours.banner),
            BorderColor::all(colours.accent),
            GlobalZIndex(20),
            Pickable::IGNORE,
            children![(CoachText, theme::label(text, 15.0, colours.text))],
        ));
        return;
    }
    for mut shown in &mut texts {
        if shown.0 != text {
            shown.0 = text.clone();
        }
    }
}
