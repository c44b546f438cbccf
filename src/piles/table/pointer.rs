//! The mouse at the table: drag a card onto a pile, or click a card and then
//! a pile; hovering over a card on a pile or a pile opens its history.

use crate::piles::GAME;
use bevy::prelude::*;

use crate::piles::session::{PilesIntent, PilesMatch};
use crate::piles::table::layout::TableLayout;
use crate::piles::table::motion::Flight;
use crate::piles::table::picked::{HistoryPile, Selection};
use crate::piles::table::piles::PileView;
use crate::piles::table::view::{CardView, Dragging, Home, Place};
use crate::shell::audio::{Sfx, Sound};
use crate::shell::camera::MainCamera;
use crate::shell::states::Screen;
use pilefire_engine::piles::rules::{Action, Play};

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(attach_to_card);
    app.add_observer(attach_to_pile);
}

/// Every card the table spawns answers the mouse.
fn attach_to_card(add: On<Add, CardView>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .observe(start_drag)
        .observe(drag_card)
        .observe(end_drag)
        .observe(click_card)
        .observe(hover_card)
        .observe(unhover_card);
}

/// Every pile takes a click and opens its history on hover.
fn attach_to_pile(add: On<Add, PileView>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .observe(click_pile)
        .observe(hover_pile)
        .observe(unhover_pile);
}

fn pointer_world(camera: &(&Camera, &GlobalTransform), screen: Vec2) -> Option<Vec2> {
    camera.0.viewport_to_world_2d(camera.1, screen).ok()
}

/// The person may move cards only in their own turn, once the deal is done.
fn human_may_play(table: &PilesMatch) -> bool {
    let game = &table.game;
    let viewer = table.viewer();
    table.is_human(viewer) && game.to_move() == viewer && !game.is_over()
}

fn start_drag(
    event: On<Pointer<DragStart>>,
    mut commands: Commands,
    screen: Res<State<Screen>>,
    table: Option<Res<PilesMatch>>,
    cards: Query<(&CardView, &Home)>,
    mut selection: ResMut<Selection>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(table) = table else {
        return;
    };
    let Ok((view, home)) = cards.get(event.entity) else {
        return;
    };
    if home.place != Place::Hand || !human_may_play(&table) || *screen.get() != Screen::Turns(GAME)
    {
        return;
    }
    selection.card = Some(view.key.card);
    commands
        .entity(event.entity)
        .insert(Dragging)
        .remove::<Flight>();
    sfx.write(Sfx(Sound::PickUp));
}

fn drag_card(
    event: On<Pointer<Drag>>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    mut cards: Query<&mut Transform, With<Dragging>>,
) {
    let Ok(mut transform) = cards.get_mut(event.entity) else {
        return;
    };
    if let Some(world) = pointer_world(&camera, event.pointer_location.position) {
        transform.translation = world.extend(80.0);
        transform.rotation = Quat::IDENTITY;
    }
}

fn end_drag(
    event: On<Pointer<DragEnd>>,
    mut commands: Commands,
    table: Option<Res<PilesMatch>>,
    layout: Res<TableLayout>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    cards: Query<(&CardView, &Transform, &Home), With<Dragging>>,
    mut intents: MessageWriter<PilesIntent>,
) {
    let Some(table) = table else {
        return;
    };
    let Ok((view, transform, home)) = cards.get(event.entity) else {
        return;
    };
    commands.entity(event.entity).remove::<Dragging>();
    let dropped = pointer_world(&camera, event.pointer_location.position)
        .and_then(|point| layout.pile_at(point));
    match dropped {
        Some(pile) if human_may_play(&table) => {
            intents.write(PilesIntent {
                seat: table.viewer(),
                action: Action::Play(Play::new(view.key.card, pile)),
            });
        }
        _ => {
            commands
                .entity(event.entity)
                .insert(Flight::to(transform.translation, 0.0, home, 0.3));
        }
    }
}

fn click_card(
    event: On<Pointer<Click>>,
    screen: Res<State<Screen>>,
    table: Option<Res<PilesMatch>>,
    cards: Query<(&CardView, &Home)>,
    dragging: Query<(), With<Dragging>>,
    mut selection: ResMut<Selection>,
    mut intents: MessageWriter<PilesIntent>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(table) = table else {
        return;
    };
    let Ok((view, home)) = cards.get(event.entity) else {
        return;
    };
    if !dragging.is_empty() || !human_may_play(&table) || *screen.get() != Screen::Turns(GAME) {
        return;
    }
    match home.place {
        Place::Hand => {
            selection.card = if selection.card == Some(view.key.card) {
                None
            } else {
                sfx.write(Sfx(Sound::PickUp));
                Some(view.key.card)
            };
        }
        Place::Pile { pile, .. } => {
            if let Some(card) = selection.card {
                intents.write(PilesIntent {
                    seat: table.viewer(),
                    action: Action::Play(Play::new(card, pile)),
                });
            }
        }
    }
}

fn hover_card(event: On<Pointer<Over>>, cards: Query<&Home>, mut hovered: ResMut<HistoryPile>) {
    if let Ok(Home {
        place: Place::Pile { pile, .. },
        ..
    }) = cards.get(event.entity)
    {
        hovered.0 = Some(*pile);
    }
}

fn unhover_card(event: On<Pointer<Out>>, cards: Query<&Home>, mut hovered: ResMut<HistoryPile>) {
    if let Ok(Home {
        place: Place::Pile { .. },
        ..
    }) = cards.get(event.entity)
    {
        hovered.0 = None;
    }
}

/// Clicking an empty pile frame plays the picked card there too.
fn click_pile(
    event: On<Pointer<Click>>,
    table: Option<Res<PilesMatch>>,
    piles: Query<&PileView>,
    selection: Res<Selection>,
    mut intents: MessageWriter<PilesIntent>,
) {
    let (Some(table), Ok(pile), Some(card)) = (table, piles.get(event.entity), selection.card)
    else {
        return;
    };
    if human_may_play(&table) {
        intents.write(PilesIntent {
            seat: table.viewer(),
            action: Action::Play(Play::new(card, pile.0)),
        });
    }
}

fn hover_pile(event: On<Pointer<Over>>, piles: Query<&PileView>, mut hovered: ResMut<HistoryPile>) {
    if let Ok(pile) = piles.get(event.entity) {
        hovered.0 = Some(pile.0);
    }
}

fn unhover_pile(
    event: On<Pointer<Out>>,
    piles: Query<&PileView>,
    mut hovered: ResMut<HistoryPile>,
) {
    if piles.get(event.entity).is_ok() {
        hovered.0 = None;
    }
}
