//! Life on the title screen: cards (the table's drawn art) drifting slowly
//! behind the menu, and a flame (the On Fire mark) flickering beside the
//! game's name. Both are ambient, slow and small (ART.md); with reduced
//! motion they stand still. The drift lives as long as the menu (every
//! page), the flame with the page's title.

use bevy::prelude::*;

use crate::shell::settings::Settings;
use crate::shell::states::Screen;
use crate::shell::ui::art::Art;
use crate::shell::ui::rest::{AmbientClock, ambient_motion};
use crate::shell::ui::theme::{self, Colours};

/// One card drifting behind the menu.
#[derive(Component, Debug, Clone, Copy)]
pub struct TitleCard {
    /// Position in percent of the window, the top-left corner.
    x: f32,
    y: f32,
    /// Percent per second.
    drift: Vec2,
    angle: f32,
    spin: f32,
}

/// The layer the cards drift in, behind everything else.
#[derive(Component)]
pub struct TitleBackdrop;

/// A tongue of the flame beside the title.
#[derive(Component, Debug, Clone, Copy)]
pub struct TitleFlame {
    phase: f32,
    /// How far it stretches and sways when it flickers.
    reach: f32,
}

/// The cards that drift: (value, x %, y %, angle in degrees). Values spread
/// over the deck, so the ink runs from low blue to high red as on the table.
const CARDS: [(u8, f32, f32, f32); 10] = [
    (7, 4.0, 10.0, -14.0),
    (93, 82.0, 6.0, 11.0),
    (35, 10.0, 62.0, 8.0),
    (61, 88.0, 58.0, -9.0),
    (18, 26.0, 88.0, 17.0),
    (77, 70.0, 84.0, -20.0),
    (49, 90.0, 30.0, 5.0),
    (2, 1.0, 36.0, 22.0),
    (86, 60.0, -6.0, -6.0),
    (24, 36.0, -10.0, 13.0),
];
const CARD_WIDTH: f32 = 74.0;
const CARD_HEIGHT: f32 = 104.0;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Menu), spawn_backdrop);
    app.add_systems(
        Update,
        (drift_cards, flicker).run_if(in_state(Screen::Menu).and_then(ambient_motion)),
    );
}

fn spawn_backdrop(mut commands: Commands, colours: Res<Colours>, art: Option<Res<Art>>) {
    // Headless (no renderer, no art plugin) the cards spawn all the same.
    let art = art.map(|art| art.clone()).unwrap_or_default();
    // Faint, so the menu in front reads first.
    const FAINT: f32 = 0.30;
    commands
        .spawn((
            TitleBackdrop,
            DespawnOnExit(Screen::Menu),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                overflow: Overflow::clip(),
                ..default()
            },
            GlobalZIndex(-1),
            Pickable::IGNORE,
        ))
        .with_children(|layer| {
            for (index, &(value, x, y, angle)) in CARDS.iter().enumerate() {
                let side = if index % 2 == 0 { 1.0 } else { -1.0 };
                let card = TitleCard {
                    x,
                    y,
                    drift: Vec2::new(0.35 * side, 0.9 + 0.12 * (index % 3) as f32),
                    angle: angle.to_radians(),
                    spin: 0.02 * side,
                };
                // Every third card lies face down, showing the drawn back.
                let face_down = index % 3 == 2;
                let image = if face_down {
                    ImageNode::new(art.card_back.clone()).with_color(Color::WHITE.with_alpha(FAINT))
                } else {
                    ImageNode::new(art.card_face.clone())
                        .with_color(colours.card_face.with_alpha(FAINT))
                };
                let ink = colours.card_ink(f32::from(value - 2) / 97.0);
                let mut spawned = layer.spawn((
                    card,
                    Node {
                        position_type: PositionType::Absolute,
                        left: percent(x),
                        top: percent(y),
                        width: px(CARD_WIDTH),
                        height: px(CARD_HEIGHT),
                        justify_content: JustifyContent::Center,
                        align_items: AlignItems::Center,
                        ..default()
                    },
                    UiTransform::from_rotation(Rot2::radians(card.angle)),
                    image,
                    Pickable::IGNORE,
                ));
                if !face_down {
                    spawned.with_children(|face| {
                        // The value-colour frame, as on the table's cards.
                        face.spawn((
                            Node {
                                position_type: PositionType::Absolute,
                                width: percent(100),
                                height: percent(100),
                                ..default()
                            },
                            ImageNode::new(art.card_tint.clone()).with_color(ink.with_alpha(FAINT)),
                            Pickable::IGNORE,
                        ));
                        face.spawn((
                            Text::new(value.to_string()),
                            theme::numeral_font(34.0),
                            TextColor(ink.with_alpha(FAINT + 0.1)),
                            Pickable::IGNORE,
                        ));
                    });
                }
            }
        });
}

/// Cards drift down and sideways, turning a little; one that leaves the
/// window comes back in at the top.
fn drift_cards(
    time: Res<AmbientClock>,
    settings: Res<Settings>,
    mut cards: Query<(&mut TitleCard, &mut Node, &mut UiTransform)>,
) {
    if settings.accessibility.reduced_motion {
        return;
    }
    let dt = time.delta_secs();
    for (mut card, mut node, mut transform) in &mut cards {
        card.x += card.drift.x * dt;
        card.y += card.drift.y * dt;
        card.angle += card.spin * dt;
        if card.y > 104.0 {
            card.y = -18.0;
        }
        if card.x > 100.0 {
            card.x = -8.0;
        } else if card.x < -8.0 {
            card.x = 100.0;
        }
        node.left = percent(card.x);
        node.top = percent(card.y);
        transform.rotation = Rot2::radians(card.angle);
    }
}

/// A flame of three tongues, red outside to yellow inside: each a square
/// with one sharp corner, turned so that corner points up.
pub fn spawn_flame(parent: &mut ChildSpawnerCommands, height: f32, colours: &Colours) {
    let tongues = [
        (1.0, colours.danger, 0.0),
        (0.7, colours.accent.mix(&colours.danger, 0.35), 1.3),
        (0.42, colours.accent.mix(&Color::WHITE, 0.35), 2.6),
    ];
    let side = height * 0.62;
    parent
        .spawn(Node {
            width: px(side * 1.5),
            height: px(height),
            margin: UiRect::right(px(10)),
            ..default()
        })
        .with_children(|flame| {
            for (scale, colour, phase) in tongues {
                let size = side * scale;
                flame.spawn((
                    TitleFlame {
                        phase,
                        reach: 0.08 + 0.06 * (1.0 - scale),
                    },
                    Node {
                        position_type: PositionType::Absolute,
                        width: px(size),
                        height: px(size),
                        // Turned, a square reaches 0.207 of its side lower:
                        // lifted by that, every tongue sits on one base.
                        left: px((side * 1.5 - size) / 2.0),
                        bottom: px(height * 0.04 + 0.207 * size),
                        border_radius: BorderRadius {
                            top_left: px(0),
                            top_right: percent(50),
                            bottom_right: percent(50),
                            bottom_left: percent(50),
                        },
                        ..default()
                    },
                    UiTransform::from_rotation(Rot2::degrees(45.0)),
                    BackgroundColor(colour),
                    Pickable::IGNORE,
                ));
            }
        });
}

/// The tongues stretch, shrink and sway out of step, slowly.
fn flicker(
    time: Res<AmbientClock>,
    settings: Res<Settings>,
    mut tongues: Query<(&TitleFlame, &mut UiTransform)>,
) {
    if settings.accessibility.reduced_motion {
        return;
    }
    let now = time.elapsed_secs();
    for (tongue, mut transform) in &mut tongues {
        let wave = (now * 5.1 + tongue.phase).sin() + 0.5 * (now * 8.3 + 2.0 * tongue.phase).sin();
        transform.scale = Vec2::splat(1.0 + tongue.reach * wave / 1.5);
        transform.rotation = Rot2::degrees(45.0 + 4.0 * (now * 3.7 + tongue.phase).sin());
    }
}
