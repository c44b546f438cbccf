//! One chameleon card as an interface node (the table's and the replay
//! viewer's), dressed with the drawn art: a colour card is paper washed
//! with its colour and a chameleon in it, the other cards and the back have
//! pictures of their own. Colour is never the only cue: every colour has its
//! own symbol in the corners (and large in the middle where no art is
//! drawn, and on the small cards of a collection), in every palette.

use bevy::prelude::*;

use bevy::sprite::{BorderRect, TextureSlicer};
use bevy::ui::widget::NodeImageMode;
use pilefire_engine::chameleons::{Card, Colour};

use crate::shell::ui::art::{Art, CHROME_SLICE};
use crate::shell::ui::theme::Colours;

/// Ink on every card face: near black, legible on every palette's tints.
pub const INK: Color = Color::srgb(0.08, 0.08, 0.10);
const GOLD: Color = Color::srgb(0.93, 0.76, 0.25);
const CARD_BACK: Color = Color::srgb(0.33, 0.22, 0.45);

pub use crate::chameleons::describe::card_symbol as symbol;

pub fn face(card: Card, colours: &Colours) -> Color {
    match card {
        Card::Chameleon(colour) => colours.hues[colour.index()],
        Card::Joker => colours.card_face,
        Card::GoldenJoker => GOLD,
        Card::PlusTwo => colours.card_face,
        Card::LastRound => colours.hot_face,
    }
}

pub fn colour_face(colour: Colour, colours: &Colours) -> Color {
    face(Card::Chameleon(colour), colours)
}

/// A face drawn on the table's card paper (`ui::art`), tinted by its colour.
#[derive(Component, Debug, Clone, Copy)]
pub struct PaperArt(pub Color);

/// A card drawn with the chameleon art: `paper` tints the washed paper and
/// `figure` the chameleon of a colour card. A chip (`full` false) is the
/// table's plain paper in its colour.
#[derive(Component, Debug, Clone, Copy)]
pub struct FaceArt {
    pub card: Card,
    pub paper: Color,
    pub figure: Color,
    pub full: bool,
}

/// The large symbol in a card's middle, hidden where the art draws the card.
#[derive(Component, Debug, Clone, Copy)]
pub struct MiddleMark;

/// The small chameleon on a swatch (score screen), tinted by its colour.
#[derive(Component, Debug, Clone, Copy)]
pub struct MiniArt(pub Color);

/// The row card's emblem, tinted like the trays.
#[derive(Component, Debug, Clone, Copy)]
pub struct EmblemArt(pub Color);

/// How much of its colour washes a colour card's paper.
const WASH: f32 = 0.35;

/// A row's tray, drawn with the `row_tray` picture sliced, tinted.
#[derive(Component, Debug, Clone, Copy)]
pub struct TrayArt(pub Color);

/// An empty place, drawn with the dashed `card_slot` picture, tinted.
#[derive(Component, Debug, Clone, Copy)]
pub struct SlotArt(pub Color);

/// The deck, drawn with the table's card back.
#[derive(Component, Debug, Clone, Copy)]
pub struct BackArt;

/// Lays the drawn art over new cards: the paper's grain and edge on faces,
/// the designed back on the deck. The colour stays the node's own, so the
/// card reads the same where no art is drawn (headless).
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, dress_cards);
}

#[allow(clippy::too_many_arguments)]
fn dress_cards(
    mut commands: Commands,
    art: Option<Res<Art>>,
    faces: Query<(Entity, &PaperArt), Added<PaperArt>>,
    drawn: Query<(Entity, &FaceArt, &Children), Added<FaceArt>>,
    middles: Query<(), With<MiddleMark>>,
    minis: Query<(Entity, &MiniArt), Added<MiniArt>>,
    emblems: Query<(Entity, &EmblemArt), Added<EmblemArt>>,
    backs: Query<Entity, Added<BackArt>>,
    trays: Query<(Entity, &TrayArt), Added<TrayArt>>,
    slots: Query<(Entity, &SlotArt), Added<SlotArt>>,
) {
    // Tests may draw the rows without the interface's art. A board redrawn
    // this frame has despawned its old cards: `try_insert` passes them by.
    let Some(art) = art else {
        return;
    };
    for (entity, paper) in &faces {
        commands
            .entity(entity)
            .try_insert(ImageNode::new(art.card_face.clone()).with_color(paper.0));
    }
    for (entity, face, children) in &drawn {
        if !face.full {
            commands
                .entity(entity)
                .try_insert(ImageNode::new(art.card_face.clone()).with_color(face.paper));
            continue;
        }
        let picture = match face.card {
            Card::Chameleon(_) => art.image("chameleon_wash"),
            Card::Joker => art.image("chameleon_joker"),
            Card::GoldenJoker => art.image("chameleon_golden_joker"),
            Card::PlusTwo => art.image("chameleon_plus_two"),
            Card::LastRound => art.image("chameleon_last_round"),
        };
        // The pictures have their own edge and cut corners.
        commands.entity(entity).try_insert((
            ImageNode::new(picture).with_color(face.paper),
            BackgroundColor(Color::NONE),
            BorderColor::all(Color::NONE),
        ));
        for &child in children {
            if middles.contains(child) {
                commands.entity(child).try_insert(Visibility::Hidden);
            }
        }
        if matches!(face.card, Card::Chameleon(_)) {
            // Under the corner symbols: the first child is drawn first.
            let figure = commands
                .spawn((
                    Node {
                        position_type: PositionType::Absolute,
                        left: px(0),
                        top: px(0),
                        width: percent(100),
                        height: percent(100),
                        ..default()
                    },
                    ImageNode::new(art.image("chameleon_figure")).with_color(face.figure),
                    Pickable::IGNORE,
                ))
                .id();
            if let Ok(mut card) = commands.get_entity(entity) {
                card.insert_children(0, &[figure]);
            } else {
                commands.entity(figure).despawn();
            }
        }
    }
    // The swatch under a mini chameleon goes: the figure carries the colour.
    for (entity, mini) in &minis {
        commands.entity(entity).try_insert((
            ImageNode::new(art.image("chameleon_mini")).with_color(mini.0),
            BackgroundColor(Color::NONE),
        ));
    }
    for (entity, emblem) in &emblems {
        commands
            .entity(entity)
            .try_insert(ImageNode::new(art.image("row_emblem")).with_color(emblem.0));
    }
    for entity in &backs {
        commands.entity(entity).try_insert((
            ImageNode::new(art.image("chameleon_back")),
            BackgroundColor(Color::NONE),
            BorderColor::all(Color::NONE),
        ));
    }
    // Trays and places are see-through at their corners and between the
    // dashes: the flat colour under them goes.
    for (entity, tray) in &trays {
        commands.entity(entity).try_insert((
            ImageNode {
                image: art.image("row_tray"),
                color: tray.0,
                image_mode: NodeImageMode::Sliced(TextureSlicer {
                    border: BorderRect::all(CHROME_SLICE),
                    ..default()
                }),
                ..default()
            },
            BackgroundColor(Color::NONE),
        ));
    }
    for (entity, slot) in &slots {
        commands.entity(entity).try_insert((
            ImageNode::new(art.image("card_slot")).with_color(slot.0),
            BackgroundColor(Color::NONE),
            BorderColor::all(Color::NONE),
        ));
    }
}

impl FaceArt {
    pub fn of(card: Card, colours: &Colours) -> FaceArt {
        match card {
            Card::Chameleon(colour) => {
                let colour = colour_face(colour, colours);
                FaceArt {
                    card,
                    paper: colours.card_face.mix(&colour, WASH),
                    figure: colour,
                    full: true,
                }
            }
            // The other cards' pictures carry their own colours.
            _ => FaceArt {
                card,
                paper: Color::WHITE,
                figure: Color::WHITE,
                full: true,
            },
        }
    }

    pub fn chip(card: Card, colours: &Colours) -> FaceArt {
        FaceArt {
            card,
            paper: face(card, colours),
            figure: face(card, colours),
            full: false,
        }
    }
}

/// A card `width` wide (7:10), face up.
pub fn card_node(card: Card, width: f32, colours: &Colours) -> impl Bundle {
    let height = width * 1.4;
    let big = if card == Card::PlusTwo {
        width * 0.36
    } else {
        width * 0.5
    };
    let small = (width * 0.2).max(9.0);
    // Small cards (a collection's chips) keep only the middle symbol, on
    // the plain paper: a chameleon would not read at their size.
    let corners = width >= 40.0;
    let paper = if corners {
        FaceArt::of(card, colours)
    } else {
        FaceArt::chip(card, colours)
    };
    (
        Node {
            width: px(width),
            height: px(height),
            flex_shrink: 0.0,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(width * 0.1)),
            ..default()
        },
        BackgroundColor(face(card, colours)),
        BorderColor::all(INK.with_alpha(0.7)),
        Pickable::IGNORE,
        paper,
        children![
            (MiddleMark, ink(symbol(card), big)),
            corner(symbol(card), small, true, corners),
            corner(symbol(card), small, false, corners),
        ],
    )
}

/// The deck's back, plain: the count is the label under it, so no number
/// covers the back's flame.
pub fn card_back(width: f32) -> impl Bundle {
    (
        Node {
            width: px(width),
            height: px(width * 1.4),
            flex_shrink: 0.0,
            border: UiRect::all(px(3)),
            border_radius: BorderRadius::all(px(width * 0.1)),
            ..default()
        },
        BackgroundColor(CARD_BACK),
        BorderColor::all(Color::srgb(0.85, 0.80, 0.95)),
        Pickable::IGNORE,
        BackArt,
    )
}

/// An empty place for a card, a dashed line in `ink` (a faint frame of it
/// where no art is drawn).
pub fn empty_slot(width: f32, ink: Color) -> impl Bundle {
    (
        Node {
            width: px(width),
            height: px(width * 1.4),
            flex_shrink: 0.0,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(width * 0.1)),
            ..default()
        },
        BackgroundColor(ink.with_alpha(0.12)),
        BorderColor::all(ink.with_alpha(0.5)),
        SlotArt(ink),
        Pickable::IGNORE,
    )
}

fn ink(text: &str, size: f32) -> impl Bundle {
    (
        Text::new(text),
        TextFont::from_font_size(size),
        TextColor(INK),
        Pickable::IGNORE,
    )
}

fn corner(text: &str, size: f32, top_left: bool, shown: bool) -> impl Bundle {
    let inset = px(size * 0.25);
    let node = if top_left {
        Node {
            position_type: PositionType::Absolute,
            left: inset,
            top: px(0),
            ..default()
        }
    } else {
        Node {
            position_type: PositionType::Absolute,
            right: inset,
            bottom: px(0),
            ..default()
        }
    };
    let visibility = if shown {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    (node, visibility, ink(text, size))
}
