//! Where Back from the replay lists goes, the same for both games' lists:
//! to the statistics if the replays were opened from there, else to the
//! menu. Going from one game's list to the other's keeps it.

use bevy::prelude::*;
use bevy::state::state::StateTransitionEvent;

use crate::shell::states::Screen;

/// The statistics or the menu, whichever the replays were opened from.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReplaysFrom(pub Screen);

impl Default for ReplaysFrom {
    fn default() -> Self {
        ReplaysFrom(Screen::Menu)
    }
}

fn is_replays(screen: Option<Screen>) -> bool {
    matches!(screen, Some(Screen::Replays(_)))
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ReplaysFrom>();
    app.add_systems(Update, note_where_replays_came_from);
}

fn note_where_replays_came_from(
    mut transitions: MessageReader<StateTransitionEvent<Screen>>,
    mut from: ResMut<ReplaysFrom>,
) {
    for transition in transitions.read() {
        if is_replays(transition.entered) && !is_replays(transition.exited) {
            from.0 = match transition.exited {
                Some(Screen::Statistics) => Screen::Statistics,
                _ => Screen::Menu,
            };
        }
    }
}
