//! What a screen reader says at the table: the card picked with Left/Right,
//! the piles that take it, the piles' tops and signals, the other hands and
//! the draw pile.

use accesskit::{Node as Accessible, Role};
use bevy::a11y::{AccessibilityNode, AccessibilitySystems};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;

use crate::piles::describe::seat_name;
use crate::piles::session::PilesMatch;
use crate::piles::table::picked::Selection;
use crate::piles::table::view::{CardView, Home, Place};
use crate::shell::language::Tr;
use pilefire_engine::piles::rules::{Direction, Play, Signal};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        announce_picked_card
            .after(bevy::ui::UiSystems::PostLayout)
            .before(AccessibilitySystems::Update),
    );
}

/// A card picked with Left/Right becomes the focus, named with the piles
/// that take it now; the focus is given back when nothing is picked.
fn announce_picked_card(
    mut commands: Commands,
    selection: Res<Selection>,
    table: Option<Res<PilesMatch>>,
    tr: Res<Tr>,
    cards: Query<(Entity, &CardView, &Home)>,
    mut focus: ResMut<InputFocus>,
    mut announced: Local<Option<Entity>>,
) {
    if !selection.is_changed() && !table.as_ref().is_some_and(|table| table.is_changed()) {
        return;
    }
    let picked = selection
        .card
        .zip(table.as_deref())
        .and_then(|(card, table)| {
            cards
                .iter()
                .find(|(_, view, home)| {
                    view.key.card == card && view.face_up && home.place == Place::Hand
                })
                .map(|(entity, _, _)| (entity, describe_card(card, table, &tr)))
        });
    match picked {
        Some((entity, name)) => {
            let mut node = Accessible::new(Role::Button);
            node.set_label(name);
            commands
                .entity(entity)
                .try_insert(AccessibilityNode::from(node));
            if focus.get() != Some(entity) {
                focus.set(entity, FocusCause::Navigated);
            }
            *announced = Some(entity);
        }
        None => {
            if let Some(entity) = announced.take() {
                if focus.get() == Some(entity) {
                    focus.clear();
                }
                if let Ok(mut card) = commands.get_entity(entity) {
                    card.try_remove::<AccessibilityNode>();
                }
            }
        }
    }
}

/// What a screen reader says of `card` in the viewer's hand.
pub fn describe_card(card: u8, table: &PilesMatch, tr: &Tr) -> String {
    let game = &table.game;
    let viewer = table.viewer();
    if game.to_move() != viewer || game.is_over() {
        return crate::tr!(tr, "a11y-card-waiting", card = card);
    }
    let piles: Vec<String> = (0..game.piles().len())
        .filter(|&pile| game.check_play(viewer, Play::new(card, pile)).is_ok())
        .map(|pile| (pile + 1).to_string())
        .collect();
    let about_card = crate::tr!(
        tr,
        "a11y-card",
        card = card,
        count = piles.len(),
        piles = piles.join(", ").as_str()
    );
    // The piles' tops and signals follow, so the table can be heard without looking.
    let signals = game.signals();
    let tops: Vec<String> = game
        .piles()
        .iter()
        .enumerate()
        .map(|(index, pile)| {
            let mut spoken = crate::tr!(
                tr,
                "a11y-pile",
                pile = index + 1,
                direction = match pile.direction {
                    Direction::Ascending => "up",
                    Direction::Descending => "down",
                },
                top = pile.top()
            );
            for mark in signals.iter().filter(|mark| mark.pile == index) {
                let what = tr.get(match mark.signal {
                    Signal::LeaveToMe => "table-signal-leave-to-me",
                    Signal::SmallJumps => "table-signal-small-jumps",
                });
                let by = crate::tr!(
                    tr,
                    "table-signal-by",
                    seat = seat_name(table, mark.seat, tr),
                    signal = what
                );
                spoken.push_str(&format!(" ({by})"));
            }
            spoken
        })
        .collect();
    // Then the other seats' hands and what is left to draw.
    let mut others: Vec<String> = game
        .hand_sizes()
        .iter()
        .enumerate()
        .filter(|&(seat, _)| seat != viewer)
        .map(|(seat, &cards)| {
            crate::tr!(
                tr,
                "a11y-seat",
                seat = seat_name(table, seat, tr),
                cards = cards
            )
        })
        .collect();
    let to_draw = game
        .draw_pile_sizes()
        .get(game.draw_pile_of(viewer))
        .copied()
        .unwrap_or(0);
    others.push(crate::tr!(tr, "a11y-draw", cards = to_draw));
    format!("{about_card}. {}. {}", tops.join("; "), others.join("; "))
}
