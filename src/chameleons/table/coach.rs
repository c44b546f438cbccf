//! The guided first round's coach panel at the chameleon table
//! (`core::chameleon_tutorial`), and N to skip a lesson.

use crate::chameleons::GAME;
use bevy::prelude::*;

use crate::chameleons::session::at_chameleon_table;
use crate::chameleons::tutorial::{ChLesson, ChameleonTutorial};
use crate::shell::language::Tr;
use crate::shell::states::Pause;
use crate::shell::states::{AppSystems, Screen};
use crate::shell::ui::a11y::Announced;
use crate::shell::ui::theme::{self, Colours};

/// The coach's words.
#[derive(Component)]
pub struct ChCoachText;

#[derive(Component)]
struct ChCoachPanel;

/// N skips a lesson. No window needed.
pub(crate) fn keys_plugin(app: &mut App) {
    app.add_systems(
        Update,
        skip_with_key
            .in_set(AppSystems::RecordInput)
            .run_if(at_chameleon_table.and_then(resource_exists::<ChameleonTutorial>)),
    );
}

/// The panel, top right.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_coach
            .in_set(AppSystems::Update)
            .run_if(at_chameleon_table),
    );
}

fn skip_with_key(keys: Res<ButtonInput<KeyCode>>, mut tutorial: ResMut<ChameleonTutorial>) {
    if !keys.just_pressed(KeyCode::KeyN) {
        return;
    }
    if tutorial.lesson == ChLesson::Done {
        tutorial.dismissed = true;
    } else {
        tutorial.lesson = tutorial.lesson.next();
    }
}

fn show_coach(
    mut commands: Commands,
    tutorial: Option<Res<ChameleonTutorial>>,
    pause: Option<Res<State<Pause>>>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    panels: Query<Entity, With<ChCoachPanel>>,
    mut texts: Query<&mut Text, With<ChCoachText>>,
) {
    let Some(tutorial) = tutorial
        .filter(|t| !t.dismissed && !pause.is_some_and(|pause| *pause.get() == Pause::Paused))
    else {
        for panel in &panels {
            commands.entity(panel).despawn();
        }
        return;
    };
    let number = ChLesson::ALL
        .iter()
        .position(|&l| l == tutorial.lesson)
        .unwrap_or(0);
    let text = crate::tr!(
        tr,
        "tutorial-panel",
        number = number + 1,
        total = ChLesson::ALL.len(),
        lesson = tr.get(tutorial.lesson.key())
    );
    if panels.is_empty() {
        commands.spawn((
            ChCoachPanel,
            DespawnOnExit(Screen::Turns(GAME)),
            // Top right, over the title bar's free end.
            theme::coach_panel(8.0, 340.0, &colours),
            children![(
                ChCoachText,
                Announced,
                theme::label(text, 15.0, colours.text)
            )],
        ));
        return;
    }
    for mut shown in &mut texts {
        if shown.0 != text {
            shown.0 = text.clone();
        }
    }
}
