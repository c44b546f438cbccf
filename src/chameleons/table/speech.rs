//! What a screen reader says at the chameleon table as the arrows move the
//! row cursor: the row under it becomes the focus, named with its number,
//! its cards by colour name, the room left, and the drawn card (or that
//! Enter takes the row). The table's status line is read as it changes.

use accesskit::{Node as Accessible, Role};
use bevy::a11y::{AccessibilityNode, AccessibilitySystems};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;

use crate::chameleons::describe::card_name;
use crate::chameleons::session::ChameleonMatch;
use crate::chameleons::table::keys::RowCursor;
use crate::chameleons::table::row_panel::row_spoken;
use crate::chameleons::table::spot::Spot;
use crate::shell::language::Tr;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<InputFocus>();
    app.add_systems(
        PostUpdate,
        follow_row_cursor
            .after(bevy::ui::UiSystems::PostLayout)
            .before(AccessibilitySystems::Update),
    );
}

/// What the screen reader says of row `index` with the cursor on it.
pub fn row_under_cursor(table: &ChameleonMatch, index: usize, tr: &Tr) -> String {
    let row = &table.game.rows()[index];
    let room = row.capacity.saturating_sub(row.cards.len());
    let room_left = crate::tr!(tr, "rows-room-left", room = room);
    // What Enter would do here, or why it cannot (R-CL-6).
    let next = match table.game.drawn_card() {
        Some(card) if row.has_room() => {
            crate::tr!(tr, "rows-speech-drawn", card = card_name(card, tr))
        }
        Some(card) => crate::tr!(tr, "rows-speech-full", card = card_name(card, tr)),
        None if row.can_be_taken() => tr.get("rows-speech-take"),
        None => tr.get("rows-speech-draw-first"),
    };
    format!("{}; {room_left}. {next}", row_spoken(table, index, tr))
}

/// The row under the cursor holds the focus while it is the person's turn;
/// the board is rebuilt on every change, so the focus follows the new node.
fn follow_row_cursor(
    mut commands: Commands,
    table: Option<Res<ChameleonMatch>>,
    cursor: Res<RowCursor>,
    tr: Res<Tr>,
    spots: Query<(Entity, &Spot)>,
    mut focus: ResMut<InputFocus>,
    mut announced: Local<Option<(Entity, String)>>,
) {
    let target = table.as_deref().and_then(|table| {
        let row = cursor.0.filter(|_| table.persons_turn().is_some())?;
        let (entity, _) = spots.iter().find(|(_, spot)| **spot == Spot::Row(row))?;
        Some((entity, row_under_cursor(table, row, &tr)))
    });
    if *announced == target {
        return;
    }
    match &target {
        Some((entity, words)) => {
            let mut node = Accessible::new(Role::Button);
            node.set_label(words.clone());
            commands
                .entity(*entity)
                .try_insert(AccessibilityNode::from(node));
            if focus.get() != Some(*entity) {
                focus.set(*entity, FocusCause::Navigated);
            }
        }
        None => {
            if let Some((entity, _)) = announced.as_ref()
                && focus.get() == Some(*entity)
            {
                focus.clear();
            }
        }
    }
    *announced = target;
}
