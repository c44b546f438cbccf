//! Cards in flight at the chameleon table: the drawn card from the deck to
//! the hand held up, from there to its row, a taken row's cards into the
//! taker's collection, the golden joker's extra card, the last-round card.
//! A card leaving the deck turns over on its way, from its back.
//! The engine has already moved; the flight only shows it, and the place a
//! card lands stays empty until it arrives. Bots and the score screen wait
//! while anything flies (`PresentationBusy`).

use crate::chameleons::GAME;
use std::collections::HashMap;

use bevy::prelude::*;

use crate::chameleons::card::{card_back, card_node};
use crate::chameleons::session::ChameleonMatch;
use crate::chameleons::session::{ChameleonApplied, at_chameleon_table};
use crate::chameleons::table::fit::{BoardSize, Fit};
use crate::chameleons::table::spot::Spot;
use crate::shell::pacing::Pacing;
use crate::shell::states::{AppSystems, Screen};
use crate::shell::table::PresentationBusy;
use crate::shell::ui::theme::Colours;
use pilefire_engine::chameleons::{Card, Event};

/// Where a landing card will show: its place is kept empty until then.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Hides {
    Nothing,
    Held,
    Row(usize),
}

/// What the board leaves out while cards are in the air.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct InFlight {
    held: usize,
    rows: Vec<usize>,
}

impl InFlight {
    pub fn hides_held(&self) -> bool {
        self.held > 0
    }

    pub fn hidden_in_row(&self, row: usize) -> usize {
        self.rows.get(row).copied().unwrap_or(0)
    }
}

#[derive(Component, Debug)]
struct Flight {
    from: Vec2,
    to: Vec2,
    /// Seconds before it leaves (a taken row's cards go one after another).
    delay: f32,
    elapsed: f32,
    duration: f32,
    hides: Hides,
    /// A card from the deck leaves face down and turns over on the way.
    turns: bool,
    width: f32,
}

/// The two sides of a card turning over in flight.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlightSide {
    Back,
    Face,
}

/// The part of the path over which a card from the deck turns over.
const TURN_SPAN: f32 = 0.6;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<InFlight>();
    app.add_systems(OnExit(Screen::Turns(GAME)), land_everything);
    app.add_systems(
        Update,
        (
            launch_flights.in_set(AppSystems::React),
            move_flights.in_set(AppSystems::TickTimers),
        )
            .run_if(at_chameleon_table),
    );
}

/// The centre of every spot on screen, in the interface's logical pixels.
fn spot_centres(spots: &Query<(&Spot, &UiGlobalTransform, &ComputedNode)>) -> HashMap<Spot, Vec2> {
    spots
        .iter()
        .map(|(spot, transform, node)| (*spot, transform.translation * node.inverse_scale_factor()))
        .collect()
}

fn launch_flights(
    mut commands: Commands,
    mut applied: MessageReader<ChameleonApplied>,
    pacing: Res<Pacing>,
    colours: Res<Colours>,
    size: Res<BoardSize>,
    table: Res<ChameleonMatch>,
    spots: Query<(&Spot, &UiGlobalTransform, &ComputedNode)>,
    mut in_flight: ResMut<InFlight>,
) {
    let game = &table.game;
    // The size of a card in a row, where most flights begin or end.
    let width = Fit::for_game(size.0, game).row_card;
    let events: Vec<Event> = applied
        .read()
        .filter_map(|message| message.result.as_ref().ok())
        .flatten()
        .cloned()
        .collect();
    if events.is_empty() || pacing.flight_factor <= 0.0 {
        return;
    }
    let centres = spot_centres(&spots);
    let duration = 0.42 * pacing.flight_factor;
    let mut launch = |card: Card, from: Spot, to: Spot, delay: f32, hides: Hides| {
        let turns = from == Spot::Deck;
        let (Some(&from), Some(&to)) = (centres.get(&from), centres.get(&to)) else {
            return;
        };
        match hides {
            Hides::Held => in_flight.held += 1,
            Hides::Row(row) => {
                if in_flight.rows.len() <= row {
                    in_flight.rows.resize(row + 1, 0);
                }
                in_flight.rows[row] += 1;
            }
            Hides::Nothing => {}
        }
        let mut flight = commands.spawn((
            Flight {
                from,
                to,
                delay,
                elapsed: 0.0,
                duration,
                hides,
                turns,
                width,
            },
            DespawnOnExit(Screen::Turns(GAME)),
            GlobalZIndex(50),
            at(from, width),
            UiTransform::IDENTITY,
            Pickable::IGNORE,
        ));
        if turns {
            flight.with_children(|sides| {
                sides.spawn((FlightSide::Back, card_back(width)));
                sides.spawn((
                    FlightSide::Face,
                    Visibility::Hidden,
                    Node {
                        position_type: PositionType::Absolute,
                        ..default()
                    },
                    children![card_node(card, width, &colours)],
                ));
            });
        } else {
            flight.with_child(card_node(card, width, &colours));
        }
    };
    // The last-round card shows first; the card drawn in its place follows.
    let mut after = 0.0;
    for event in events {
        match event {
            Event::Drew { card, .. } => {
                launch(card, Spot::Deck, Spot::Held, after, Hides::Held);
            }
            Event::Placed { row, card, .. } => {
                launch(card, Spot::Held, Spot::Row(row), 0.0, Hides::Row(row));
            }
            Event::Took { player, row, cards } => {
                for (i, card) in cards.into_iter().enumerate() {
                    let delay = i as f32 * 0.08 * pacing.flight_factor;
                    launch(
                        card,
                        Spot::Row(row),
                        Spot::Player(player),
                        delay,
                        Hides::Nothing,
                    );
                }
            }
            Event::GoldenJokerExtra { player, card } => {
                launch(card, Spot::Deck, Spot::Player(player), 0.2, Hides::Nothing);
            }
            Event::LastRoundRevealed { .. } => {
                launch(Card::LastRound, Spot::Deck, Spot::Held, 0.0, Hides::Nothing);
                after = duration * 1.6;
            }
            Event::RowDiscarded { row, cards } => {
                for card in cards {
                    launch(card, Spot::Row(row), Spot::Deck, 0.0, Hides::Nothing);
                }
            }
            Event::RoundEnded { .. } | Event::GameEnded(_) => {}
        }
    }
}

/// A card's node with its centre at `centre`.
fn at(centre: Vec2, width: f32) -> Node {
    let size = Vec2::new(width, width * 1.4);
    Node {
        position_type: PositionType::Absolute,
        left: px(centre.x - size.x / 2.0),
        top: px(centre.y - size.y / 2.0),
        ..default()
    }
}

fn move_flights(
    mut commands: Commands,
    time: Res<Time>,
    mut flights: Query<(Entity, &mut Flight, &mut Node, &mut UiTransform, &Children)>,
    mut sides: Query<(&FlightSide, &mut Visibility)>,
    mut in_flight: ResMut<InFlight>,
    mut busy: ResMut<PresentationBusy>,
) {
    let dt = time.delta_secs();
    for (entity, mut flight, mut node, mut transform, children) in &mut flights {
        if flight.delay > 0.0 {
            flight.delay -= dt;
            continue;
        }
        flight.elapsed += dt;
        let t = (flight.elapsed / flight.duration).clamp(0.0, 1.0);
        // Ease out, with a little lift in the middle of the path.
        let eased = 1.0 - (1.0 - t) * (1.0 - t);
        let lift = Vec2::new(0.0, -40.0 * (std::f32::consts::PI * t).sin());
        let centre = flight.from.lerp(flight.to, eased) + lift;
        *node = at(centre, flight.width);
        if flight.turns {
            // Narrowing to an edge, then widening with the face showing.
            let turned = (t / TURN_SPAN).min(1.0);
            transform.scale.x = (std::f32::consts::PI * turned).cos().abs().max(0.02);
            let face_up = turned >= 0.5;
            let mut kids = sides.iter_many_mut(children);
            while let Some((side, mut visibility)) = kids.fetch_next() {
                let shown = (*side == FlightSide::Face) == face_up;
                let wanted = if shown {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
                visibility.set_if_neq(wanted);
            }
        }
        if t >= 1.0 {
            match flight.hides {
                Hides::Held => in_flight.held = in_flight.held.saturating_sub(1),
                Hides::Row(row) => {
                    if let Some(count) = in_flight.rows.get_mut(row) {
                        *count = count.saturating_sub(1);
                    }
                }
                Hides::Nothing => {}
            }
            commands.entity(entity).despawn();
        }
    }
    let flying = !flights.is_empty();
    if busy.0 != flying {
        busy.0 = flying;
    }
}

fn land_everything(mut in_flight: ResMut<InFlight>, mut busy: ResMut<PresentationBusy>) {
    *in_flight = InFlight::default();
    busy.0 = false;
}
