//! The table's fixed furniture, mirrored from the engine every frame: piles
//! (direction, start card, backwards-trick target, signals), draw piles with
//! their counts and thickness. Seats are in `seats`; the cloth under it
//! all is `ui::backdrop`.

use crate::piles::GAME;
use bevy::prelude::*;

use crate::piles::session::MatchSystems;
use bevy::sprite::Anchor;

use std::f32::consts::PI;

use crate::piles::InMatch;
use crate::piles::describe::seat_name;
use crate::piles::session::{PilesMatch, start_deal};
use crate::piles::table::layout::{CARD_SIZE, TableLayout};
use crate::piles::table::picked::HistoryPile;
use crate::piles::table::view::SHADOW_OFFSET;
use crate::shell::camera::MainCamera;
use crate::shell::language::{Tr, TrKey};
use crate::shell::states::{AppSystems, Screen};
use crate::shell::ui::art::{self, Art};
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::piles::rules::{Direction, Signal};

/// A pile's frame; also the drop and click target for that pile.
#[derive(Component, Debug, Clone, Copy)]
pub struct PileView(pub usize);

/// The text lines of a pile: label above, trick target and signals below.
#[derive(Component, Debug, Clone, Copy)]
enum PileText {
    Label(usize),
    Below(usize),
}

#[derive(Component, Debug, Clone, Copy)]
pub struct DrawPileView(pub usize);

#[derive(Component, Debug, Clone, Copy)]
struct DrawPileCount(usize);

/// One of the card edges showing under a pile's top two cards.
#[derive(Component, Debug, Clone, Copy)]
struct BuriedEdge {
    pile: usize,
    depth: usize,
}

/// Offsets and tilts of the buried edges: a pile squared up by hand.
const BURIED_EDGES: [(f32, f32, f32); 3] =
    [(-2.0, -2.5, -0.03), (2.5, -4.5, 0.025), (-1.0, -6.5, 0.012)];

/// One layer of the draw pile's thickness (0 is the top card).
#[derive(Component, Debug, Clone, Copy)]
struct DrawLayer {
    pile: usize,
    layer: usize,
}

const DRAW_LAYERS: usize = 6;

/// A pile's direction card, covered once two cards lie on it.
#[derive(Component)]
struct StartCard(usize);

/// The shadow under one layer of the deck: only the lowest layer shown
/// casts it, as the layers above fall on cards, not on the cloth.
#[derive(Component)]
struct DeckShadow {
    pile: usize,
    layer: usize,
}
/// Cards per layer of visible thickness.
const CARDS_PER_LAYER: usize = 12;

/// The start cards (1 and 100) are printed paler than the playing cards.
const START_CARD: Color = Color::srgb(0.84, 0.83, 0.78);
const START_INK: Color = Color::srgb(0.30, 0.29, 0.27);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Deal(GAME)), spawn_table.after(start_deal));
    app.add_systems(
        Update,
        (place_furniture, refresh_texts, refresh_depths)
            .in_set(AppSystems::Update)
            .in_set(MatchSystems::OnTable),
    );
}

fn text2d(text: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text2d::new(text),
        TextFont::from_font_size(size),
        TextColor(color),
        Pickable::IGNORE,
    )
}

pub(crate) fn spawn_table(
    mut commands: Commands,
    table: Option<Res<PilesMatch>>,
    camera: Single<&Projection, With<MainCamera>>,
    mut layout: ResMut<TableLayout>,
    mut hovered: ResMut<HistoryPile>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    art: Res<Art>,
) {
    let Some(table) = table else {
        return;
    };
    hovered.0 = None;
    let area = match *camera {
        Projection::Orthographic(projection) if projection.area.width() > 1.0 => projection.area,
        _ => Rect::from_center_size(Vec2::ZERO, Vec2::new(1280.0, 720.0)),
    };
    *layout = TableLayout::compute(&table, area);
    let game = &table.game;
    let scope = DespawnOnExit(InMatch);

    for (index, pile) in game.piles().iter().enumerate() {
        // The direction in words and an arrow, readable without colour.
        let (word, turn) = match pile.direction {
            Direction::Ascending => (TrKey("table-direction-card-up"), 0.0),
            Direction::Descending => (TrKey("table-direction-card-down"), PI),
        };
        let mut pile_view = commands.spawn((
            scope.clone(),
            PileView(index),
            art::sprite(&art.glow, art::glow_size(CARD_SIZE), colours.place_frame),
            Transform::from_translation(layout.piles[index].extend(1.0)),
            Pickable::default(),
            children![
                // The direction card (R-CO-1): the pile's start, not a playable card.
                (
                    StartCard(index),
                    art::sprite(&art.card_face, CARD_SIZE, START_CARD),
                    Transform::from_xyz(0.0, 0.0, 0.5),
                    // Hit by the pointer: a click or hover on it bubbles up to
                    // its pile, whose glow is transparent in the middle.
                    Pickable::default(),
                    children![
                        (
                            art::sprite(
                                &art.card_shadow,
                                art::shadow_size(CARD_SIZE),
                                Color::WHITE
                            ),
                            Transform::from_translation(SHADOW_OFFSET.extend(-0.1)),
                        ),
                        (
                            art::sprite(&art.arrow, Vec2::splat(30.0), START_INK.with_alpha(0.55)),
                            Transform::from_xyz(0.0, -10.0, 0.05)
                                .with_rotation(Quat::from_rotation_z(turn)),
                        ),
                        (
                            Text2d::new(pile.start.to_string()),
                            theme::numeral_font(30.0),
                            TextColor(START_INK),
                            Pickable::IGNORE,
                            Transform::from_xyz(0.0, 28.0, 0.1),
                        ),
                        (
                            text2d(tr.get(word.0), 14.0, START_INK),
                            word,
                            Transform::from_xyz(0.0, -42.0, 0.1),
                        ),
                    ],
                ),
                (
                    PileText::Label(index),
                    text2d("", 17.0, colours.text),
                    Transform::from_xyz(0.0, CARD_SIZE.y / 2.0 + 26.0, 20.0),
                ),
                (
                    PileText::Below(index),
                    text2d("", 15.0, colours.muted),
                    TextLayout::justify(Justify::Center),
                    Anchor::TOP_CENTER,
                    Transform::from_xyz(0.0, -CARD_SIZE.y / 2.0 - 14.0, 0.1),
                ),
            ],
        ));
        // Edges of the cards buried under the top two, a little askew.
        pile_view.with_children(|pile_view| {
            for (depth, (x, y, tilt)) in BURIED_EDGES.into_iter().enumerate() {
                pile_view.spawn((
                    BuriedEdge { pile: index, depth },
                    art::sprite(&art.card_face, CARD_SIZE, colours.card_face.darker(0.08)),
                    Transform::from_xyz(x, y, 0.8 - depth as f32 * 0.05)
                        .with_rotation(Quat::from_rotation_z(tilt)),
                    Pickable::IGNORE,
                    Visibility::Hidden,
                ));
            }
        });
    }

    for (index, &position) in layout.draw_piles.iter().enumerate() {
        let mut draw = commands.spawn((
            scope.clone(),
            DrawPileView(index),
            Transform::from_translation(position.extend(1.0)),
            Visibility::default(),
            children![(
                DrawPileCount(index),
                text2d("", 17.0, colours.text),
                Transform::from_xyz(0.0, -CARD_SIZE.y / 2.0 - 22.0, 2.0),
            )],
        ));
        // The deck's thickness: one layer of backs for every few cards left.
        draw.with_children(|draw| {
            for layer in (0..DRAW_LAYERS).rev() {
                let offset = Vec2::new(layer as f32 * 1.1, -(layer as f32) * 1.6);
                draw.spawn((
                    DrawLayer { pile: index, layer },
                    art::sprite(
                        &art.card_back,
                        CARD_SIZE,
                        Color::WHITE.darker(layer as f32 * 0.04),
                    ),
                    Transform::from_translation(offset.extend(1.0 - layer as f32 * 0.1)),
                    Pickable::IGNORE,
                    children![(
                        DeckShadow { pile: index, layer },
                        art::sprite(&art.card_shadow, art::shadow_size(CARD_SIZE), Color::WHITE),
                        Transform::from_translation(SHADOW_OFFSET.extend(-0.05)),
                    )],
                ));
            }
        });
    }
}

/// Keeps the furniture where the layout says (the window may have changed).
fn place_furniture(
    layout: Res<TableLayout>,
    mut piles: Query<(&PileView, &mut Transform), Without<DrawPileView>>,
    mut draws: Query<(&DrawPileView, &mut Transform), Without<PileView>>,
) {
    if !layout.is_changed() {
        return;
    }
    for (pile, mut transform) in &mut piles {
        if let Some(position) = layout.piles.get(pile.0) {
            transform.translation = position.extend(1.0);
        }
    }
    for (draw, mut transform) in &mut draws {
        if let Some(position) = layout.draw_piles.get(draw.0) {
            transform.translation = position.extend(1.0);
        }
    }
}

fn refresh_texts(
    table: Res<PilesMatch>,
    tr: Res<Tr>,
    mut pile_texts: Query<(&PileText, &mut Text2d)>,
    mut counts: Query<(&DrawPileCount, &mut Text2d), Without<PileText>>,
) {
    if !table.is_changed() && !tr.is_changed() {
        return;
    }
    let game = &table.game;
    let ruleset = game.ruleset();
    let highest = *ruleset.deck_cards().last().unwrap_or(&99);
    let signals = game.signals();
    for (text, mut content) in &mut pile_texts {
        content.0 = match *text {
            PileText::Label(index) => {
                let pile = &game.piles()[index];
                let direction = match pile.direction {
                    Direction::Ascending => "up",
                    Direction::Descending => "down",
                };
                match pile.owner {
                    Some(owner) if table.is_human(owner) => crate::tr!(
                        tr,
                        "table-pile-yours",
                        pile = index + 1,
                        direction = direction
                    ),
                    Some(owner) => crate::tr!(
                        tr,
                        "table-pile-owned",
                        pile = index + 1,
                        owner = seat_name(&table, owner, &tr),
                        direction = direction
                    ),
                    None => crate::tr!(
                        tr,
                        "table-pile",
                        pile = index + 1,
                        direction = direction,
                        start = pile.start
                    ),
                }
            }
            PileText::Below(index) => {
                let pile = &game.piles()[index];
                // A trick card already on a pile can never come (in Duel: one
                // the pile's owner has played), so say so rather than tease.
                let gone = |card: u8| {
                    game.piles().iter().any(|other| {
                        other.cards.iter().any(|placed| {
                            placed.card == card
                                && pile.owner.is_none_or(|owner| placed.seat == owner)
                        })
                    })
                };
                let mut lines = vec![match pile.trick_target(highest) {
                    Some(target) if gone(target) => {
                        crate::tr!(tr, "table-trick-gone", card = target)
                    }
                    Some(target) => crate::tr!(tr, "table-trick", card = target),
                    None => tr.get("table-no-trick"),
                }];
                for mark in signals.iter().filter(|mark| mark.pile == index) {
                    let what = tr.get(match mark.signal {
                        Signal::LeaveToMe => "table-signal-leave-to-me",
                        Signal::SmallJumps => "table-signal-small-jumps",
                    });
                    lines.push(crate::tr!(
                        tr,
                        "table-signal-by",
                        seat = seat_name(&table, mark.seat, &tr),
                        signal = what
                    ));
                }
                lines.join("\n")
            }
        };
    }
    let sizes = game.draw_pile_sizes();
    for (count, mut content) in &mut counts {
        content.0 = crate::tr!(
            tr,
            "table-draw-pile",
            count = sizes.get(count.0).copied().unwrap_or(0)
        );
    }
}

/// Buried edges show how deep each pile is; the draw pile how thick. What
/// lies wholly under other cards is hidden: a software renderer pays for
/// every covered pixel (docs/PERFORMANCE.md).
#[allow(clippy::type_complexity)]
fn refresh_depths(
    table: Res<PilesMatch>,
    mut edges: Query<(&BuriedEdge, &mut Visibility)>,
    mut layers: Query<(&DrawLayer, &mut Visibility), Without<BuriedEdge>>,
    mut starts: Query<(&StartCard, &mut Visibility), (Without<BuriedEdge>, Without<DrawLayer>)>,
    mut shadows: Query<
        (&DeckShadow, &mut Visibility),
        (Without<BuriedEdge>, Without<DrawLayer>, Without<StartCard>),
    >,
) {
    if !table.is_changed() {
        return;
    }
    let game = &table.game;
    let shown = |yes: bool| {
        if yes {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        }
    };
    for (edge, mut visibility) in &mut edges {
        let depth = game.piles()[edge.pile].cards.len();
        visibility.set_if_neq(shown(depth > edge.depth + 2));
    }
    let sizes = game.draw_pile_sizes();
    for (layer, mut visibility) in &mut layers {
        let left = sizes.get(layer.pile).copied().unwrap_or(0);
        visibility.set_if_neq(shown(left > layer.layer * CARDS_PER_LAYER));
    }
    // With one card on it the start card may still show while that card
    // flies in; under two it never does.
    for (start, mut visibility) in &mut starts {
        let depth = game.piles()[start.0].cards.len();
        visibility.set_if_neq(shown(depth < 2));
    }
    for (shadow, mut visibility) in &mut shadows {
        let left = sizes.get(shadow.pile).copied().unwrap_or(0);
        let layers_shown = left.div_ceil(CARDS_PER_LAYER).min(DRAW_LAYERS);
        visibility.set_if_neq(shown(shadow.layer + 1 == layers_shown));
    }
}
