//! Card entities mirror the engine: the viewer's hand and the top two cards of
//! each pile. When a card's place in the engine changes it flies there on an
//! easing curve; cards that appear come from where they were hidden (the draw
//! pile, or a bot's seat, turning face up). Refusals shake a card back home.
//! The flights are in `motion`, the glow in `highlight`, the mouse in
//! `pointer`.

use std::collections::HashMap;

use bevy::math::curve::EaseFunction;
use bevy::prelude::*;

use crate::piles::session::MatchSystems;

use crate::piles::InMatch;
use crate::piles::describe::{describe_rule_error, rule_aside};
use crate::piles::hints::Hint;
use crate::piles::session::{PilesApplied, PilesMatch};
use crate::piles::table::fire::FLAME;
use crate::piles::table::hud::Toast;
use crate::piles::table::layout::{CARD_SIZE, TableLayout};
use crate::piles::table::motion::{FLIGHT_SECONDS, Flight, PendingFlourish};
use crate::piles::table::picked::Selection;
use crate::piles::table::view::{
    CardBack, CardKey, CardShadow, CardSystems, CardView, Dragging, Home, PICKED_GLOW, PickedGlow,
    Place, SHADOW_OFFSET, face_colour,
};
use crate::shell::language::{Tr, TrKey};
use crate::shell::pacing::Pacing;
use crate::shell::states::AppSystems;
use crate::shell::table::PresentationBusy;
use crate::shell::ui::art::{self, Art};
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::piles::rules::{Action, Effect};
use pilefire_engine::piles::rules::{Mode, Ruleset};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnExit(InMatch), clear_selection);
    app.add_systems(
        Update,
        (
            react_to_applied.in_set(AppSystems::React),
            // On the colours themselves: they follow the settings in
            // PreUpdate, so a settings change seen here may predate them.
            recolour_inks
                .in_set(AppSystems::Update)
                .run_if(resource_changed::<Colours>),
            (
                mirror_cards.in_set(CardSystems::Mirror),
                report_busy.in_set(CardSystems::Report),
            ),
        )
            .in_set(MatchSystems::OnTable),
    );
}

fn clear_selection(mut selection: ResMut<Selection>, mut busy: ResMut<PresentationBusy>) {
    selection.card = None;
    busy.0 = false;
}

fn deck_of(ruleset: &Ruleset, seat: usize) -> usize {
    match ruleset.mode {
        Mode::Coop => 0,
        Mode::Duel => seat,
    }
}

/// Where every shown card belongs now.
fn desired_homes(
    table: &PilesMatch,
    layout: &TableLayout,
    selection: &Selection,
    hinted: Option<u8>,
) -> HashMap<CardKey, Home> {
    let game = &table.game;
    let ruleset = game.ruleset();
    let viewer = table.viewer();
    let mut homes = HashMap::new();
    let hand = game.hand(viewer);
    for (index, &card) in hand.iter().enumerate() {
        let (position, rotation) = layout.hand_slot(index, hand.len());
        // The picked card rises; a hinted one a little less (its glow says why).
        let raised = if selection.card == Some(card) {
            26.0
        } else if hinted == Some(card) {
            18.0
        } else {
            0.0
        };
        homes.insert(
            CardKey {
                deck: deck_of(ruleset, viewer),
                card,
            },
            Home {
                position: (position + Vec2::Y * raised).extend(20.0 + index as f32 * 0.2),
                rotation,
                place: Place::Hand,
            },
        );
    }
    for (pile_index, pile) in game.piles().iter().enumerate() {
        for (depth, placed) in pile.cards.iter().rev().take(2).enumerate() {
            homes.insert(
                CardKey {
                    deck: deck_of(ruleset, placed.seat),
                    card: placed.card,
                },
                Home {
                    position: layout.piles[pile_index].extend(6.0 - depth as f32),
                    rotation: 0.0,
                    place: Place::Pile {
                        pile: pile_index,
                        depth,
                    },
                },
            );
        }
    }
    homes
}

/// The word printed on fire cards (R-FIRE-1).
const FIRE_LABEL: TrKey = TrKey("table-fire-card");

#[allow(clippy::too_many_arguments)]
fn spawn_card(
    commands: &mut Commands,
    key: CardKey,
    ruleset: &Ruleset,
    face_up: bool,
    at: Vec3,
    tr: &Tr,
    colours: &Colours,
    art: &Art,
) -> Entity {
    let face = face_colour(key.card, ruleset, colours);
    let ink = number_ink(key.card, ruleset, colours);
    let corner = |x: f32, y: f32| {
        (
            CardInk,
            Text2d::new(key.card.to_string()),
            theme::numeral_font(15.0),
            TextColor(ink),
            Pickable::IGNORE,
            Transform::from_xyz(x, y, 0.03),
        )
    };
    let mut card = commands.spawn((
        DespawnOnExit(InMatch),
        CardView { key, face_up },
        art::sprite(&art.card_face, CARD_SIZE, face),
        Transform::from_translation(at),
        Pickable::default(),
        children![
            (
                CardShadow,
                art::sprite(&art.card_shadow, art::shadow_size(CARD_SIZE), Color::WHITE),
                Transform::from_translation(SHADOW_OFFSET.extend(-0.1)),
                Pickable::IGNORE,
            ),
            (
                PickedGlow,
                art::sprite(&art.glow, art::glow_size(CARD_SIZE), PICKED_GLOW),
                Transform::from_xyz(0.0, 0.0, -0.05),
                Pickable::IGNORE,
                Visibility::Hidden,
            ),
            (
                CardInk,
                art::sprite(&art.card_tint, CARD_SIZE, ink),
                Transform::from_xyz(0.0, 0.0, 0.01),
                Pickable::IGNORE,
            ),
            (
                CardInk,
                Text2d::new(key.card.to_string()),
                theme::numeral_font(42.0),
                TextColor(ink),
                Pickable::IGNORE,
                Transform::from_xyz(0.0, 2.0, 0.03),
            ),
            corner(-CARD_SIZE.x / 2.0 + 17.0, CARD_SIZE.y / 2.0 - 17.0),
            corner(CARD_SIZE.x / 2.0 - 17.0, -CARD_SIZE.y / 2.0 + 17.0),
            (
                CardBack,
                art::sprite(&art.card_back, CARD_SIZE, Color::WHITE),
                Transform::from_xyz(0.0, 0.0, 0.05),
                Pickable::IGNORE,
                if face_up {
                    Visibility::Hidden
                } else {
                    Visibility::Inherited
                },
            ),
        ],
    ));
    if ruleset.is_fire(key.card) {
        // The flame burns behind the number (R-FIRE-1): a fire card reads as
        // one by its art and its word, not by its colour alone.
        card.with_child((
            art::sprite(
                &art.image(FLAME),
                Vec2::new(60.0, 75.0),
                Color::WHITE.with_alpha(0.5),
            ),
            Transform::from_xyz(0.0, 4.0, 0.02),
            Pickable::IGNORE,
        ));
        card.with_child((
            Text2d::new(tr.get(FIRE_LABEL.0)),
            FIRE_LABEL,
            FireInk,
            theme::numeral_font(13.0),
            TextColor(colours.hot_ink),
            Pickable::IGNORE,
            Transform::from_xyz(0.0, -34.0, 0.03),
        ));
    }

    card.id()
}

/// A number printed on a card, recoloured when the palette changes.
#[derive(Component, Debug, Clone, Copy)]
struct CardInk;

/// The word on a fire card, recoloured when the palette changes.
#[derive(Component, Debug, Clone, Copy)]
struct FireInk;

use crate::piles::card_look::number_ink;

/// A palette chosen in the middle of a game recolours the cards on the table.
fn recolour_inks(
    table: Res<PilesMatch>,
    colours: Res<Colours>,
    cards: Query<(&CardView, &Children)>,
    mut inks: Query<&mut TextColor, With<CardInk>>,
    mut tints: Query<&mut Sprite, With<CardInk>>,
    mut fire_inks: Query<&mut TextColor, (With<FireInk>, Without<CardInk>)>,
) {
    let ruleset = table.game.ruleset();
    for (view, children) in &cards {
        let ink = number_ink(view.key.card, ruleset, &colours);
        for child in children.iter() {
            if let Ok(mut colour) = inks.get_mut(child) {
                colour.0 = ink;
            }
            if let Ok(mut tint) = tints.get_mut(child) {
                tint.color = ink;
            }
            if let Ok(mut colour) = fire_inks.get_mut(child) {
                colour.0 = colours.hot_ink;
            }
        }
    }
}

fn mirror_cards(
    mut commands: Commands,
    table: Res<PilesMatch>,
    layout: Res<TableLayout>,
    selection: Res<Selection>,
    hint: Option<Res<Hint>>,
    mut last_hinted: Local<Option<u8>>,
    pacing: Res<Pacing>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    art: Res<Art>,
    mut flourish: ResMut<PendingFlourish>,
    mut cards: Query<(
        Entity,
        &CardView,
        &Transform,
        Option<&mut Home>,
        Has<Dragging>,
    )>,
) {
    let hinted = hint.and_then(|hint| match hint.suggestion {
        Action::Play(play) => Some(play.card),
        _ => None,
    });
    if !table.is_changed()
        && !layout.is_changed()
        && !selection.is_changed()
        && *last_hinted == hinted
    {
        return;
    }
    *last_hinted = hinted;
    let factor = pacing.flight_factor;
    let homes = desired_homes(&table, &layout, &selection, hinted);
    let ruleset = *table.game.ruleset();
    let mut present = HashMap::new();
    for (entity, view, transform, home, dragging) in &mut cards {
        let Some(&wanted) = homes.get(&view.key) else {
            commands.entity(entity).despawn();
            continue;
        };
        present.insert(view.key, entity);
        if dragging {
            continue;
        }
        let changed = home.as_ref().is_none_or(|home| **home != wanted);
        if !changed {
            continue;
        }
        // A card retargeted in flight goes on from where it is now.
        let from = transform.translation;
        let from_rotation = transform.rotation.to_euler(EulerRot::XYZ).2;
        let mut new_flight = Flight::to(from, from_rotation, &wanted, FLIGHT_SECONDS * factor);
        if let Some(at) = flourish.0.iter().position(|key| *key == view.key) {
            flourish.0.swap_remove(at);
            new_flight.trick = true;
            new_flight.spin = std::f32::consts::TAU;
            new_flight.duration *= 1.4;
        }
        let moved_within_pile = matches!(
            (home.as_deref().map(|home| home.place), wanted.place),
            (Some(Place::Pile { pile: a, .. }), Place::Pile { pile: b, .. }) if a == b
        );
        if let Some(mut home) = home {
            *home = wanted;
        } else {
            commands.entity(entity).insert(wanted);
        }
        if moved_within_pile {
            // Only its depth changed: no flight, just the new layer.
            commands
                .entity(entity)
                .insert(Transform::from_translation(wanted.position));
            continue;
        }
        commands.entity(entity).insert(new_flight);
    }
    // Cards that were hidden until now come from where they were hidden.
    let game = &table.game;
    let viewer = table.viewer();
    let mut new_in_hand = 0;
    let mut keys: Vec<(&CardKey, &Home)> = homes
        .iter()
        .filter(|(key, _)| !present.contains_key(key))
        .collect();
    keys.sort_by(|a, b| a.1.position.x.total_cmp(&b.1.position.x));
    for (key, home) in keys {
        let (origin, face_up, delay) = match home.place {
            Place::Hand => {
                let draw = layout.draw_piles[game.draw_pile_of(viewer)];
                new_in_hand += 1;
                (draw.extend(40.0), false, new_in_hand as f32 * 0.09 * factor)
            }
            Place::Pile { pile, depth: 0 } => {
                let placed = game.piles()[pile]
                    .cards
                    .last()
                    .map(|placed| placed.seat)
                    .unwrap_or(viewer);
                let seat = layout.seats.get(placed).copied().unwrap_or(Vec2::ZERO);
                (seat.extend(40.0), placed == viewer, 0.0)
            }
            Place::Pile { .. } => (home.position, true, 0.0),
        };
        let entity = spawn_card(
            &mut commands,
            *key,
            &ruleset,
            face_up,
            origin,
            &tr,
            &colours,
            &art,
        );
        commands.entity(entity).insert(*home);
        if origin != home.position {
            let mut flight = Flight::to(origin, 0.0, home, FLIGHT_SECONDS * factor);
            flight.delay = delay;
            flight.flip = !face_up;
            if let Some(at) = flourish.0.iter().position(|k| k == key) {
                flourish.0.swap_remove(at);
                flight.trick = true;
                flight.spin = std::f32::consts::TAU;
                flight.duration *= 1.4;
            }
            commands.entity(entity).insert(flight);
        }
    }
}

fn report_busy(flights: Query<(), With<Flight>>, mut busy: ResMut<PresentationBusy>) {
    let moving = !flights.is_empty();
    if busy.0 != moving {
        busy.0 = moving;
    }
}

/// Refusals shake the card back home and name the rule; tricks get a flourish.
fn react_to_applied(
    mut commands: Commands,
    mut applied: MessageReader<PilesApplied>,
    table: Res<PilesMatch>,
    mut flourish: ResMut<PendingFlourish>,
    mut selection: ResMut<Selection>,
    mut toast: MessageWriter<Toast>,
    pacing: Res<Pacing>,
    cards: Query<(Entity, &CardView, &Transform, &Home)>,
    tr: Res<Tr>,
) {
    let ruleset = *table.game.ruleset();
    for message in applied.read() {
        match &message.result {
            Ok(Effect::Played(report)) => {
                if let Action::Play(play) = message.action {
                    if selection.card == Some(play.card) {
                        selection.card = None;
                    }
                    if report.backwards_trick {
                        flourish.0.push(CardKey {
                            deck: deck_of(&ruleset, message.seat),
                            card: play.card,
                        });
                    }
                }
            }
            Err(error) if table.is_human(message.seat) => {
                toast.write(Toast {
                    text: describe_rule_error(error, &tr),
                    aside: rule_aside(error, &tr),
                });
                if let Action::Play(play) = message.action
                    && let Some((entity, _, transform, home)) = cards
                        .iter()
                        .find(|(_, view, _, _)| view.key.card == play.card && view.face_up)
                {
                    let mut from = transform.translation;
                    if from.truncate().distance(home.position.truncate()) < 4.0 {
                        from.x += 18.0;
                    }
                    // With reduced motion (speed 0) the card is simply back home.
                    let mut flight = Flight::to(from, 0.0, home, 0.65 * pacing.flight_factor);
                    flight.ease = EaseFunction::ElasticOut;
                    flight.lands_on_pile = false;
                    commands.entity(entity).insert(flight);
                }
            }
            _ => {}
        }
    }
}
