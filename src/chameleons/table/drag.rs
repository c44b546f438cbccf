//! Dragging the drawn card onto a row with the mouse, besides clicking the
//! row: a copy of the card follows the pointer, and dropping it on a row
//! places the card there through the same `ChameleonIntent` as keys and
//! clicks (a full row is refused by the engine with its rule, R-CL-6).

use crate::chameleons::GAME;
use bevy::prelude::*;

use crate::chameleons::card::card_node;
use crate::chameleons::session::{ChameleonIntent, ChameleonMatch};
use crate::chameleons::table::spot::Spot;
use crate::shell::states::Pause;
use crate::shell::states::Screen;
use crate::shell::ui::theme::Colours;
use pilefire_engine::chameleons::Action;

/// The copy of the drawn card under the pointer while it is dragged.
#[derive(Component, Debug)]
pub struct DragGhost;

const GHOST_WIDTH: f32 = 80.0;

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(start_drag);
    app.add_observer(follow_pointer);
    app.add_observer(end_drag);
    app.add_observer(drop_on_row);
}

/// The drawn card may be dragged now: the person's turn, unpaused.
fn may_drag(table: Option<&ChameleonMatch>, pause: Option<&State<Pause>>) -> bool {
    table.is_some_and(|table| table.persons_turn().is_some() && table.game.drawn_card().is_some())
        && !pause.is_some_and(|pause| *pause.get() == Pause::Paused)
}

fn ghost_node(position: Vec2, scale: f32) -> Node {
    Node {
        position_type: PositionType::Absolute,
        left: px(position.x / scale - GHOST_WIDTH / 2.0),
        top: px(position.y / scale - GHOST_WIDTH * 0.7),
        ..default()
    }
}

#[allow(clippy::too_many_arguments)]
fn start_drag(
    event: On<Pointer<DragStart>>,
    mut commands: Commands,
    spots: Query<&Spot>,
    table: Option<Res<ChameleonMatch>>,
    pause: Option<Res<State<Pause>>>,
    colours: Res<Colours>,
    scale: Option<Res<UiScale>>,
    ghosts: Query<(), With<DragGhost>>,
) {
    if spots.get(event.entity) != Ok(&Spot::Held)
        || !ghosts.is_empty()
        || !may_drag(table.as_deref(), pause.as_deref())
    {
        return;
    }
    let Some(card) = table.and_then(|table| table.game.drawn_card()) else {
        return;
    };
    let scale = scale.map_or(1.0, |scale| scale.0);
    commands.spawn((
        DragGhost,
        DespawnOnExit(Screen::Turns(GAME)),
        ghost_node(event.pointer_location.position, scale),
        GlobalZIndex(50),
        Pickable::IGNORE,
        children![card_node(card, GHOST_WIDTH, &colours)],
    ));
}

fn follow_pointer(
    event: On<Pointer<Drag>>,
    scale: Option<Res<UiScale>>,
    mut ghosts: Query<&mut Node, With<DragGhost>>,
) {
    let scale = scale.map_or(1.0, |scale| scale.0);
    for mut node in &mut ghosts {
        *node = ghost_node(event.pointer_location.position, scale);
    }
}

fn end_drag(
    _event: On<Pointer<DragEnd>>,
    mut commands: Commands,
    ghosts: Query<Entity, With<DragGhost>>,
) {
    for ghost in &ghosts {
        commands.entity(ghost).despawn();
    }
}

/// The drawn card dropped on a row (or on anything inside it) is placed there.
fn drop_on_row(
    mut event: On<Pointer<DragDrop>>,
    spots: Query<&Spot>,
    parents: Query<&ChildOf>,
    table: Option<Res<ChameleonMatch>>,
    pause: Option<Res<State<Pause>>>,
    mut intents: MessageWriter<ChameleonIntent>,
) {
    if spots.get(event.dropped) != Ok(&Spot::Held) {
        return;
    }
    let row = std::iter::once(event.entity)
        .chain(parents.iter_ancestors(event.entity))
        .find_map(|entity| match spots.get(entity) {
            Ok(Spot::Row(row)) => Some(*row),
            _ => None,
        });
    let Some(row) = row else {
        return;
    };
    event.propagate(false);
    let Some(seat) = table.as_deref().and_then(ChameleonMatch::persons_turn) else {
        return;
    };
    if may_drag(table.as_deref(), pause.as_deref()) {
        intents.write(ChameleonIntent {
            seat,
            action: Action::Place { row },
        });
    }
}
