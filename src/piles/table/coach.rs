//! The tutorial's coach panel at the table, and N to skip a lesson.

use bevy::prelude::*;

use crate::piles::InMatch;
use crate::piles::tutorial::{Lesson, Tutorial};
use crate::shell::language::Tr;
use crate::shell::states::{AppSystems, Pause};
use crate::shell::ui::theme::{self, Colours};

/// The coach's text.
#[derive(Component)]
struct CoachText;

#[derive(Component)]
struct CoachPanel;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (skip_with_key, show_coach)
            .chain()
            .in_set(AppSystems::Update)
            .run_if(in_state(InMatch).and_then(resource_exists::<Tutorial>)),
    );
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
    colours: Res<Colours>,
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
        commands.spawn((
            CoachPanel,
            DespawnOnExit(InMatch),
            // Top right: clear of the seats, the piles and the fire timer.
            theme::coach_panel(46.0, 300.0, &colours),
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
