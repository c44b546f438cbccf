//! What a screen reader gets beyond Bevy's own buttons (which AccessKit sees
//! by default): every text as a label kept up to date, buttons named by all
//! their texts ("Language: Italian", not just "Italian"), the turn line and
//! messages read out as they change, and the card picked with the keys
//! announced with the piles that take it.

use accesskit::{Live, Node as Accessible, Role};
use bevy::a11y::{AccessibilityNode, AccessibilitySystems};
use bevy::prelude::*;

/// A text a screen reader can read (every `theme::label`).
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Spoken;

/// A text whose every change is read out at once (turn line, messages).
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Announced;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (label_texts, name_buttons)
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
