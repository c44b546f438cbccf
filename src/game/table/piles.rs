//! The table's fixed furniture, mirrored from the engine every frame: piles
//! (direction, start card, backwards-trick target, signals), draw piles with
//! their counts, and each seat's badge with name, face-down hand and count.

use bevy::prelude::*;

use crate::game::core::session::MatchSystems;
use bevy::sprite::Anchor;

use crate::game::core::describe::seat_name;
use crate::game::core::language::{Tr, TrKey};
use crate::game::core::pacing::Pacing;
use crate::game::core::session::{Match, start_deal};
use crate::game::core::states::{AppSystems, InMatch, Screen};
use crate::game::table::layout::{CARD_SIZE, MainCamera, TableLayout};
use crate::game::table::picked::HistoryPile;
use crate::game::ui::theme::Colours;
use crate::rules::{Direction, Mode, Signal};

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

#[derive(Component, Debug, Clone, Copy)]
pub struct SeatView(pub usize);

#[derive(Component, Debug, Clone, Copy)]
enum SeatText {
    Name,
    Count(usize),
}

/// One small face-down card in a seat's badge.
#[derive(Component, Debug, Clone, Copy)]
struct MiniCard {
    seat: usize,
    index: usize,
}

const SEAT_PANEL: Color = Color::srgba(0.0, 0.0, 0.0, 0.35);
const SEAT_TO_MOVE: Color = Color::srgba(0.50, 0.38, 0.06, 0.92);
pub const CARD_BACK: Color = Color::srgb(0.16, 0.22, 0.55);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Deal), spawn_table.after(start_deal));
    app.add_systems(
        Update,
        (place_furniture, refresh_texts, refresh_seats)
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

fn spawn_table(
    mut commands: Commands,
    table: Option<Res<Match>>,
    camera: Single<&Projection, With<MainCamera>>,
    mut layout: ResMut<TableLayout>,
    mut hovered: ResMut<HistoryPile>,
    tr: Res<Tr>,
    colours: Res<Colours>,
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
        let arrow = TrKey(match pile.direction {
            Direction::Ascending => "table-direction-card-up",
            Direction::Descending => "table-direction-card-down",
        });
        commands.spawn((
            scope.clone(),
            PileView(index),
            Sprite::from_color(colours.pile_frame, CARD_SIZE + Vec2::splat(22.0)),
            Transform::from_translation(layout.piles[index].extend(1.0)),
            Pickable::default(),
            children![
                // The direction card (R-CO-1): the pile's start, not a playable card.
                (
                    Sprite::from_color(Color::srgb(0.86, 0.84, 0.76), CARD_SIZE),
                    Transform::from_xyz(0.0, 0.0, 0.5),
                    Pickable::IGNORE,
                    children![
                        (
                            text2d(pile.start.to_string(), 34.0, Color::srgb(0.25, 0.25, 0.25)),
                            Transform::from_xyz(0.0, 8.0, 0.1),
                        ),
                        (
                            text2d(tr.get(arrow.0), 18.0, Color::srgb(0.35, 0.35, 0.35)),
                            arrow,
                            Transform::from_xyz(0.0, -30.0, 0.1),
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
    }

    for (index, &position) in layout.draw_piles.iter().enumerate() {
        commands.spawn((
            scope.clone(),
            DrawPileView(index),
            Transform::from_translation(position.extend(1.0)),
            Visibility::default(),
            children![
                (
                    Sprite::from_color(Color::srgb(0.08, 0.1, 0.3), CARD_SIZE),
                    Transform::from_xyz(4.0, -4.0, 0.0),
                ),
                (
                    Sprite::from_color(CARD_BACK, CARD_SIZE),
                    Transform::from_xyz(0.0, 0.0, 0.1),
                    children![(
                        text2d("PF", 26.0, Color::srgba(1.0, 1.0, 1.0, 0.35)),
                        Transform::from_xyz(0.0, 0.0, 0.1),
                    )],
                ),
                (
                    DrawPileCount(index),
                    text2d("", 17.0, colours.text),
                    Transform::from_xyz(0.0, -CARD_SIZE.y / 2.0 - 18.0, 0.2),
                ),
            ],
        ));
    }

    for seat in 0..game.ruleset().seats {
        let mut badge = commands.spawn((
            scope.clone(),
            SeatView(seat),
            Sprite::from_color(SEAT_PANEL, Vec2::new(190.0, 92.0)),
            Transform::from_translation(layout.seats[seat].extend(1.0)),
            children![
                (
                    SeatText::Name,
                    text2d(seat_name(&table, seat, &tr), 19.0, colours.text),
                    Transform::from_xyz(0.0, 28.0, 0.1),
                ),
                (
                    SeatText::Count(seat),
                    text2d("", 15.0, colours.muted),
                    Transform::from_xyz(0.0, -34.0, 0.1),
                ),
            ],
        ));
        badge.with_children(|badge| {
            for index in 0..8 {
                badge.spawn((
                    MiniCard { seat, index },
                    Sprite::from_color(CARD_BACK, Vec2::new(16.0, 24.0)),
                    Transform::from_xyz(-66.0 + index as f32 * 19.0, -2.0, 0.1),
                    Pickable::IGNORE,
                ));
            }
        });
    }
}

/// Keeps the furniture where the layout says (the window may have changed).
fn place_furniture(
    layout: Res<TableLayout>,
    mut piles: Query<(&PileView, &mut Transform), (Without<DrawPileView>, Without<SeatView>)>,
    mut draws: Query<(&DrawPileView, &mut Transform), (Without<PileView>, Without<SeatView>)>,
    mut seats: Query<(&SeatView, &mut Transform), (Without<PileView>, Without<DrawPileView>)>,
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
    for (seat, mut transform) in &mut seats {
        if let Some(position) = layout.seats.get(seat.0) {
            transform.translation = position.extend(1.0);
        }
    }
}

fn refresh_texts(
    table: Res<Match>,
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

fn refresh_seats(
    time: Res<Time>,
    screen: Res<State<Screen>>,
    pacing: Res<Pacing>,
    mut dealing_for: Local<f32>,
    table: Res<Match>,
    tr: Res<Tr>,
    mut badges: Query<(&SeatView, &mut Sprite)>,
    mut texts: Query<(&SeatText, &mut Text2d)>,
    mut minis: Query<(&MiniCard, &mut Visibility)>,
) {
    // While dealing, the other seats' face-down hands fill up card by card.
    let dealing = *screen.get() == Screen::Deal && pacing.deal_seconds > 0.0;
    if table.is_added() {
        *dealing_for = 0.0;
    }
    if dealing {
        *dealing_for += time.delta_secs();
    } else if !table.is_changed() && !tr.is_changed() {
        return;
    }
    let game = &table.game;
    let dealt = if dealing {
        let share = (*dealing_for / (pacing.deal_seconds * 0.8)).min(1.0);
        (share * game.ruleset().hand_size() as f32).ceil() as usize
    } else {
        usize::MAX
    };
    let sizes: Vec<usize> = game
        .hand_sizes()
        .into_iter()
        .map(|size| size.min(dealt))
        .collect();
    let to_move = (!game.is_over()).then(|| game.to_move());
    for (seat, mut sprite) in &mut badges {
        sprite.color = if to_move == Some(seat.0) {
            SEAT_TO_MOVE
        } else {
            SEAT_PANEL
        };
    }
    for (text, mut content) in &mut texts {
        if let SeatText::Count(seat) = *text {
            let count = sizes.get(seat).copied().unwrap_or(0);
            content.0 = if count == 0 && game.ruleset().mode == Mode::Coop {
                tr.get("table-out-of-cards")
            } else {
                crate::tr!(tr, "table-cards-in-hand", count = count)
            };
        }
    }
    for (mini, mut visibility) in &mut minis {
        let shown =
            mini.seat != table.viewer() && mini.index < sizes.get(mini.seat).copied().unwrap_or(0);
        *visibility = if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
    }
}
