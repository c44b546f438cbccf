//! The seats round the table: a plate with a round badge (the seat's
//! initial in its own colour), the name, the face-down hand fanned out and
//! the count. The seat to move glows and its name turns to the accent
//! colour; a bot that is planning shows three pulsing dots.

use crate::piles::GAME;
use bevy::prelude::*;

use crate::piles::InMatch;
use crate::piles::bots::Thinking;
use crate::piles::describe::seat_name;
use crate::piles::session::{MatchSystems, PilesMatch};
use crate::piles::table::layout::TableLayout;
use crate::piles::table::piles::spawn_table;
use crate::shell::language::Tr;
use crate::shell::pacing::Pacing;
use crate::shell::settings::Settings;
use crate::shell::states::{AppSystems, Screen};
use crate::shell::ui::art::{self, Art};
use crate::shell::ui::rest::AmbientClock;
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::piles::rules::Mode;

#[derive(Component, Debug, Clone, Copy)]
pub struct SeatView(pub usize);

#[derive(Component, Debug, Clone, Copy)]
enum SeatText {
    Name(usize),
    Count(usize),
}

/// One face-down card of a seat's fanned hand.
#[derive(Component, Debug, Clone, Copy)]
struct MiniCard {
    seat: usize,
    index: usize,
}

/// The light behind the plate of the seat to move.
#[derive(Component, Debug, Clone, Copy)]
struct TurnHalo(usize);

/// The rim round a seat's plate, where the palette draws one.
#[derive(Component, Debug, Clone, Copy)]
pub struct SeatEdge(pub usize);

/// One of the three dots of a planning bot.
#[derive(Component, Debug, Clone, Copy)]
struct ThinkingDot {
    seat: usize,
    index: usize,
}

const PLATE_SIZE: Vec2 = art::SEAT_PLATE;
/// How far the rim stands out round the plate, on each side.
const EDGE_WIDTH: f32 = 2.5;
const PLATE_TO_MOVE: Color = Color::srgba(0.04, 0.06, 0.05, 0.92);
const MINI_CARD: Vec2 = Vec2::new(22.0, 31.0);
const MOST_SHOWN: usize = 8;
/// The seats' badge colours, one per seat, told apart by initial and name too.
const SEAT_COLOURS: [Color; 5] = [
    Color::srgb(0.95, 0.78, 0.36),
    Color::srgb(0.45, 0.78, 0.85),
    Color::srgb(0.80, 0.55, 0.90),
    Color::srgb(0.95, 0.55, 0.50),
    Color::srgb(0.55, 0.85, 0.50),
];

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Deal(GAME)), spawn_seats.after(spawn_table));
    app.add_systems(
        Update,
        (place_seats, refresh_seats, animate_turn_cues)
            .in_set(AppSystems::Update)
            .in_set(MatchSystems::OnTable),
    );
}

fn spawn_seats(
    mut commands: Commands,
    table: Option<Res<PilesMatch>>,
    layout: Res<TableLayout>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    art: Res<Art>,
) {
    let Some(table) = table else {
        return;
    };
    for seat in 0..table.game.ruleset().seats {
        let name = seat_name(&table, seat, &tr);
        let initial = badge_mark(&name);
        let badge_colour = SEAT_COLOURS[seat % SEAT_COLOURS.len()];
        let mut plate = commands.spawn((
            DespawnOnExit(InMatch),
            SeatView(seat),
            art::plate(&art, PLATE_SIZE, colours.seat_plate),
            Transform::from_translation(
                layout
                    .seats
                    .get(seat)
                    .copied()
                    .unwrap_or_default()
                    .extend(1.0),
            ),
            children![
                (
                    TurnHalo(seat),
                    art::sprite(&art.seat_halo, art::SEAT_HALO, colours.accent),
                    Transform::from_xyz(0.0, 0.0, -0.1),
                    Visibility::Hidden,
                ),
                (
                    SeatEdge(seat),
                    art::plate(
                        &art,
                        PLATE_SIZE + Vec2::splat(2.0 * EDGE_WIDTH),
                        colours.seat_edge
                    ),
                    Transform::from_xyz(0.0, 0.0, -0.05),
                    edge_visibility(&colours),
                ),
                (
                    art::sprite(&art.badge, Vec2::splat(46.0), badge_colour),
                    Transform::from_xyz(-72.0, 14.0, 0.1),
                    children![(
                        Text2d::new(initial),
                        theme::numeral_font(22.0),
                        TextColor(Color::srgb(0.12, 0.12, 0.14)),
                        Transform::from_xyz(0.0, 0.0, 0.1),
                    )],
                ),
                (
                    SeatText::Name(seat),
                    Text2d::new(name),
                    theme::text_font(19.0),
                    TextColor(colours.text),
                    Transform::from_xyz(18.0, 28.0, 0.1),
                ),
                (
                    SeatText::Count(seat),
                    Text2d::new(""),
                    theme::text_font(14.0),
                    TextColor(colours.muted),
                    Transform::from_xyz(18.0, -40.0, 0.1),
                ),
            ],
        ));
        plate.with_children(|plate| {
            for index in 0..MOST_SHOWN {
                plate.spawn((
                    MiniCard { seat, index },
                    art::sprite(&art.card_back, MINI_CARD, Color::WHITE),
                    Transform::from_xyz(18.0, -14.0, 0.2 + index as f32 * 0.01),
                    Pickable::IGNORE,
                    Visibility::Hidden,
                ));
            }
            for index in 0..3 {
                plate.spawn((
                    ThinkingDot { seat, index },
                    art::sprite(&art.badge, Vec2::splat(7.0), colours.accent),
                    Transform::from_xyz(80.0 + index as f32 * 9.0, 28.0, 0.2),
                    Pickable::IGNORE,
                    Visibility::Hidden,
                ));
            }
        });
    }
}

fn place_seats(layout: Res<TableLayout>, mut seats: Query<(&SeatView, &mut Transform)>) {
    if !layout.is_changed() {
        return;
    }
    for (seat, mut transform) in &mut seats {
        if let Some(position) = layout.seats.get(seat.0) {
            transform.translation = position.extend(1.0);
        }
    }
}

/// What a badge shows: a bot's number ("Bot 2" gives 2), else the initial.
fn badge_mark(name: &str) -> String {
    match name.chars().last() {
        Some(last) if last.is_ascii_digit() => last.to_string(),
        _ => name
            .chars()
            .next()
            .unwrap_or('?')
            .to_uppercase()
            .to_string(),
    }
}

/// Where card `index` of a fanned hand of `count` goes, and its tilt.
fn fan_slot(index: usize, count: usize) -> (Vec2, f32) {
    let offset = index as f32 - (count as f32 - 1.0) / 2.0;
    (
        Vec2::new(18.0 + offset * 11.0, -8.0 - offset * offset * 0.9),
        -offset * 0.10,
    )
}

#[allow(clippy::too_many_arguments)]
fn refresh_seats(
    time: Res<Time>,
    screen: Res<State<Screen>>,
    pacing: Res<Pacing>,
    mut dealing_for: Local<f32>,
    table: Res<PilesMatch>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    mut plates: Query<(&SeatView, &mut Sprite)>,
    mut edges: Query<(&SeatEdge, &mut Sprite, &mut Visibility), Without<SeatView>>,
    mut texts: Query<(&SeatText, &mut Text2d, &mut TextColor)>,
    mut minis: Query<(&MiniCard, &mut Transform, &mut Visibility), Without<SeatEdge>>,
) {
    // While dealing, the other seats' face-down hands fill up card by card.
    let dealing = *screen.get() == Screen::Deal(GAME) && pacing.deal_seconds > 0.0;
    if table.is_added() {
        *dealing_for = 0.0;
    }
    if dealing {
        *dealing_for += time.delta_secs();
    } else if !table.is_changed() && !tr.is_changed() && !colours.is_changed() {
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
    for (seat, mut sprite) in &mut plates {
        sprite.color = plate_colour(&colours, to_move == Some(seat.0));
    }
    for (edge, mut sprite, mut visibility) in &mut edges {
        sprite.color = edge_colour(&colours, to_move == Some(edge.0));
        visibility.set_if_neq(edge_visibility(&colours));
    }
    for (text, mut content, mut colour) in &mut texts {
        match *text {
            SeatText::Name(seat) => {
                colour.0 = if to_move == Some(seat) {
                    colours.accent
                } else {
                    colours.text
                };
            }
            SeatText::Count(seat) => {
                let count = sizes.get(seat).copied().unwrap_or(0);
                content.0 = if count == 0 && game.ruleset().mode == Mode::Coop {
                    tr.get("table-out-of-cards")
                } else {
                    crate::tr!(tr, "table-cards-in-hand", count = count)
                };
            }
        }
    }
    for (mini, mut transform, mut visibility) in &mut minis {
        let count = sizes.get(mini.seat).copied().unwrap_or(0).min(MOST_SHOWN);
        let shown = mini.seat != table.viewer() && mini.index < count;
        if shown {
            let (at, tilt) = fan_slot(mini.index, count);
            transform.translation = at.extend(transform.translation.z);
            transform.rotation = Quat::from_rotation_z(tilt);
        }
        visibility.set_if_neq(if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}

/// A seat's plate: darker for the seat to move, never lighter than the
/// palette's plate (an opaque plate hides the rim behind it).
pub fn plate_colour(colours: &Colours, to_move: bool) -> Color {
    if to_move {
        PLATE_TO_MOVE.with_alpha(PLATE_TO_MOVE.alpha().max(colours.seat_plate.alpha()))
    } else {
        colours.seat_plate
    }
}

/// A seat's rim: the palette's, in the accent colour for the seat to move.
pub fn edge_colour(colours: &Colours, to_move: bool) -> Color {
    if to_move {
        colours.accent.with_alpha(colours.seat_edge.alpha())
    } else {
        colours.seat_edge
    }
}

fn edge_visibility(colours: &Colours) -> Visibility {
    if colours.seat_edge.alpha() > 0.0 {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}

/// The halo of the seat to move breathes; a planning bot's dots pulse in turn.
fn animate_turn_cues(
    time: Res<AmbientClock>,
    table: Res<PilesMatch>,
    thinking: Option<Res<Thinking>>,
    settings: Res<Settings>,
    colours: Res<Colours>,
    mut halos: Query<(&TurnHalo, &mut Sprite, &mut Visibility)>,
    mut dots: Query<(&ThinkingDot, &mut Sprite, &mut Visibility), Without<TurnHalo>>,
) {
    let game = &table.game;
    let to_move = (!game.is_over()).then(|| game.to_move());
    let still = settings.accessibility.reduced_motion;
    let now = time.elapsed_secs();
    for (halo, mut sprite, mut visibility) in &mut halos {
        let lit = to_move == Some(halo.0);
        visibility.set_if_neq(if lit {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
        let breath = if still {
            0.55
        } else {
            0.4 + 0.25 * (now * 2.4).sin().abs()
        };
        // Written only when different: a halo holding its breath lets the window rest.
        let colour = colours.accent.with_alpha(breath);
        if sprite.color != colour {
            sprite.color = colour;
        }
    }
    let planning = thinking.map(|thinking| thinking.seat);
    for (dot, mut sprite, mut visibility) in &mut dots {
        let shown = planning == Some(dot.seat) && to_move == Some(dot.seat);
        visibility.set_if_neq(if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
        let phase = now * 5.0 - dot.index as f32 * 0.9;
        let alpha = if still {
            1.0
        } else {
            0.35 + 0.65 * phase.sin().max(0.0)
        };
        if sprite.color.alpha() != alpha {
            sprite.color.set_alpha(alpha);
        }
    }
}
