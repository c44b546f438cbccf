//! What a screen reader gets beyond Bevy's own buttons (which AccessKit sees
//! by default): every text as a label kept up to date, buttons named by all
//! their texts ("Language: Italian", not just "Italian"), the turn line and
//! messages read out as they change, and the card picked with the keys
//! announced with the piles that take it.

use accesskit::{Live, Node as Accessible, Role};
use bevy::a11y::{AccessibilityNode, AccessibilitySystems};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;

use super::cards::{CardView, Home, Place, Selection};
use super::i18n::Tr;
use super::session::Table;
use super::table::seat_name;
use crate::rules::{Direction, Play, Signal};

/// A text a screen reader can read (every `theme::label`).
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Spoken;

/// A text whose every change is read out at once (turn line, messages).
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Announced;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (label_texts, name_buttons, announce_picked_card)
            .after(bevy::ui::UiSystems::PostLayout)
            .before(AccessibilitySystems::Update),
    );
}

/// An accessibility node with `role` and `label`, for something drawn that
/// has no text of its own (e.g. the statistics chart).
pub fn described(role: Role, label: String) -> AccessibilityNode {
    let mut node = Accessible::new(role);
    node.set_label(label);
    AccessibilityNode::from(node)
}

fn label_texts(
    mut commands: Commands,
    mut texts: Query<
        (
            Entity,
            &Text,
            Option<&mut AccessibilityNode>,
            Option<&ChildOf>,
            Has<Announced>,
        ),
        (With<Spoken>, Changed<Text>),
    >,
    buttons: Query<(), With<Button>>,
) {
    for (entity, text, node, parent, announced) in &mut texts {
        // A button's texts are its name (see `name_buttons`), not labels of their own.
        if parent.is_some_and(|parent| buttons.contains(parent.parent())) {
            continue;
        }
        match node {
            Some(mut node) => node.set_value(text.0.as_str()),
            None => {
                let mut node = Accessible::new(Role::Label);
                node.set_value(text.0.as_str());
                if announced {
                    node.set_live(Live::Polite);
                }
                commands
                    .entity(entity)
                    .try_insert(AccessibilityNode::from(node));
            }
        }
    }
}

/// The name of a button: its texts joined, e.g. a settings row's title and
/// value. Rebuilt when one of its texts changed or when something else (Bevy,
/// for a new or changed button) wrote the node; our own writes bypass change
/// detection so they do not count.
fn name_buttons(
    mut buttons: Query<(&Children, &mut AccessibilityNode), With<Button>>,
    texts: Query<Ref<Text>>,
) {
    for (children, mut node) in &mut buttons {
        let text_changed = children
            .iter()
            .any(|child| texts.get(child).is_ok_and(|text| text.is_changed()));
        if !node.is_changed() && !text_changed {
            continue;
        }
        let parts: Vec<&str> = children
            .iter()
            .filter_map(|child| texts.get(child).ok())
            .map(|text| text.into_inner().0.trim())
            .filter(|text| !text.is_empty())
            .collect();
        let name = parts.join(": ");
        if node.label() != Some(name.as_str()) {
            node.bypass_change_detection();
            node.set_label(name);
        }
    }
}

/// A card picked with Left/Right becomes the focus, named with the piles
/// that take it now; the focus is given back when nothing is picked.
fn announce_picked_card(
    mut commands: Commands,
    selection: Res<Selection>,
    table: Option<Res<Table>>,
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
pub fn describe_card(card: u8, table: &Table, tr: &Tr) -> String {
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
