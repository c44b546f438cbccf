//! A number card's colours, shared by the table's sprites and the interface's
//! card nodes (the replay viewer): the palette's paper (fire cards their
//! own), and an ink from cool (low) to warm (high) for the frame and numbers.

use bevy::prelude::*;

use crate::shell::ui::art::Art;
use crate::shell::ui::theme::{Colours, numeral_font};
use pilefire_engine::piles::rules::Ruleset;

/// The paper a card is printed on.
pub fn face_colour(card: u8, ruleset: &Ruleset, colours: &Colours) -> Color {
    if ruleset.is_fire(card) {
        colours.hot_face
    } else {
        colours.card_face
    }
}

/// Low cards cool, high cards warm, so a hand reads at a glance.
pub fn number_ink(card: u8, ruleset: &Ruleset, colours: &Colours) -> Color {
    let highest = *ruleset.deck_cards().last().unwrap_or(&99) as f32;
    colours.card_ink(card as f32 / highest)
}

/// A node drawn with the card face art in this colour.
#[derive(Component, Debug, Clone, Copy)]
pub struct FaceArt(pub Color);

/// A node drawn with the value-colour frame in this colour.
#[derive(Component, Debug, Clone, Copy)]
pub struct TintArt(pub Color);

/// Cards narrower than this have no frame or corner numbers: at that size
/// they read as smudges.
const FRAMED_WIDTH: f32 = 48.0;

/// A face-up card `width` wide (7:10) as an interface node: the table's
/// paper, the number in its ink, and on larger cards the value-colour frame
/// with the corner numbers.
pub fn card_node(
    card: u8,
    ruleset: &Ruleset,
    width: f32,
    colours: &Colours,
    parent: &mut ChildSpawnerCommands,
) {
    let ink = number_ink(card, ruleset, colours);
    let mut node = parent.spawn((
        Node {
            width: px(width),
            height: px(width * 10.0 / 7.0),
            margin: UiRect::all(px(3)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        FaceArt(face_colour(card, ruleset, colours)),
        Pickable::IGNORE,
    ));
    node.with_children(|face| {
        if width >= FRAMED_WIDTH {
            face.spawn((
                Node {
                    position_type: PositionType::Absolute,
                    width: percent(100),
                    height: percent(100),
                    ..default()
                },
                TintArt(ink),
                Pickable::IGNORE,
            ));
            let corner = |left: bool| {
                let inset = px(width * 0.07);
                (
                    Text::new(card.to_string()),
                    numeral_font(width * 0.17),
                    TextColor(ink),
                    Node {
                        position_type: PositionType::Absolute,
                        left: if left { inset } else { Val::Auto },
                        top: if left { inset } else { Val::Auto },
                        right: if left { Val::Auto } else { inset },
                        bottom: if left { Val::Auto } else { inset },
                        ..default()
                    },
                    Pickable::IGNORE,
                )
            };
            face.spawn(corner(true));
            face.spawn(corner(false));
        }
        face.spawn((
            crate::shell::ui::a11y::Spoken,
            Text::new(card.to_string()),
            numeral_font(width * 0.42),
            TextColor(ink),
            Pickable::IGNORE,
        ));
    });
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, dress_cards);
}

fn dress_cards(
    mut commands: Commands,
    art: Option<Res<Art>>,
    faces: Query<(Entity, &FaceArt), Added<FaceArt>>,
    tints: Query<(Entity, &TintArt), Added<TintArt>>,
) {
    let Some(art) = art else {
        return;
    };
    for (entity, face) in &faces {
        commands.entity(entity).insert(ImageNode {
            image_mode: bevy::ui::widget::NodeImageMode::Stretch,
            ..ImageNode::new(art.card_face.clone()).with_color(face.0)
        });
    }
    for (entity, tint) in &tints {
        commands.entity(entity).insert(ImageNode {
            image_mode: bevy::ui::widget::NodeImageMode::Stretch,
            ..ImageNode::new(art.card_tint.clone()).with_color(tint.0)
        });
    }
}
