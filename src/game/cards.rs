//! Card entities mirror the engine: the viewer's hand and the top two cards of
//! each pile. When a card's place in the engine changes it flies there on an
//! easing curve; cards that appear come from where they were hidden (the draw
//! pile, or a bot's seat, turning face up). Dragging, clicking, landing,
//! refusals and the backwards-trick flourish live here too.

use std::collections::HashMap;

use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;

use super::audio::{Sfx, Sound};
use super::hud::Toast;
use super::i18n::{Tr, TrKey, describe_rule_error};
use super::layout::{CARD_SIZE, MainCamera, TableLayout};
use super::screen::{AppSystems, InMatch, Screen};
use super::session::{Act, Applied, Effect, Intent, PresentationBusy, Table};
use super::settings::Settings;
use super::table::{CARD_BACK, HistoryPile, PileView};
use super::theme;
use crate::rules::{Mode, Play, Ruleset};

/// A card's identity: co-op has one deck; in Duel each seat has its own 2-59.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardKey {
    pub deck: usize,
    pub card: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Hand,
    Pile { pile: usize, depth: usize },
}

#[derive(Component, Debug, Clone, Copy)]
pub struct CardView {
    pub key: CardKey,
    pub face_up: bool,
}

/// Where the engine says the card belongs now.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Home {
    pub position: Vec3,
    pub rotation: f32,
    pub place: Place,
}

/// A card travelling along an easing curve.
#[derive(Component, Debug, Clone)]
pub struct Flight {
    from: Vec3,
    to: Vec3,
    from_rotation: f32,
    to_rotation: f32,
    /// Extra full turns for the backwards-trick flourish.
    spin: f32,
    elapsed: f32,
    delay: f32,
    duration: f32,
    ease: EaseFunction,
    /// Turns face up on the way (a bot's card).
    flip: bool,
    lands_on_pile: bool,
    trick: bool,
}

impl Flight {
    fn to(from: Vec3, from_rotation: f32, home: &Home, duration: f32) -> Self {
        Flight {
            from,
            to: home.position,
            from_rotation,
            to_rotation: home.rotation,
            spin: 0.0,
            elapsed: 0.0,
            delay: 0.0,
            duration,
            ease: EaseFunction::CubicInOut,
            flip: false,
            lands_on_pile: matches!(home.place, Place::Pile { depth: 0, .. }),
            trick: false,
        }
    }
}

/// The little bounce a card makes as it lands.
#[derive(Component, Debug, Clone, Copy)]
struct Settle {
    elapsed: f32,
    duration: f32,
}

#[derive(Component, Debug, Clone, Copy)]
pub struct Dragging;

#[derive(Component)]
struct CardBack;

#[derive(Component)]
struct CardFace;

/// The golden ring of a backwards trick.
#[derive(Component, Debug, Clone, Copy)]
struct Burst {
    elapsed: f32,
    duration: f32,
}

/// The card the person has picked (by click, keys or drag).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Selection {
    pub card: Option<u8>,
}

/// Tricks just played, so the card's flight gets the flourish.
#[derive(Resource, Debug, Default)]
struct PendingFlourish(Vec<CardKey>);

pub const FLIGHT_SECONDS: f32 = 0.42;
const EDGE: Color = Color::srgb(0.15, 0.15, 0.15);
const SELECTED_EDGE: Color = Color::srgb(0.98, 0.80, 0.30);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selection>();
    app.init_resource::<PendingFlourish>();
    app.add_systems(OnExit(InMatch), clear_selection);
    app.add_systems(
        Update,
        (
            react_to_applied.in_set(AppSystems::React),
            recolour_inks
                .in_set(AppSystems::Update)
                .run_if(resource_changed::<Settings>),
            (
                mirror_cards,
                fly_cards,
                settle_cards,
                grow_bursts,
                highlight,
                report_busy,
            )
                .chain()
                .in_set(AppSystems::Update),
        )
            .run_if(in_state(InMatch).and_then(resource_exists::<Table>)),
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

/// How much slower or faster than normal cards move now.
pub fn animation_factor(settings: &Settings, launch: Option<&super::Launch>) -> f32 {
    if launch.is_some_and(|launch| launch.autoplay.is_some()) {
        return 0.6;
    }
    if settings.accessibility.reduced_motion {
        // Cards jump straight to their place: nothing flies or spins.
        return 0.0;
    }
    settings.animation.factor()
}

/// Where every shown card belongs now.
fn desired_homes(
    table: &Table,
    layout: &TableLayout,
    selection: &Selection,
) -> HashMap<CardKey, Home> {
    let game = &table.game;
    let ruleset = game.ruleset();
    let viewer = table.viewer();
    let mut homes = HashMap::new();
    let hand = game.hand(viewer);
    for (index, &card) in hand.iter().enumerate() {
        let (position, rotation) = layout.hand_slot(index, hand.len());
        let raised = if selection.card == Some(card) {
            26.0
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

fn spawn_card(
    commands: &mut Commands,
    key: CardKey,
    ruleset: &Ruleset,
    face_up: bool,
    at: Vec3,
    tr: &Tr,
) -> Entity {
    let face = face_colour(key.card, ruleset);
    let ink = number_ink(key.card, ruleset);
    let corner = |x: f32, y: f32| {
        (
            CardInk,
            Text2d::new(key.card.to_string()),
            TextFont::from_font_size(15.0),
            TextColor(ink),
            Pickable::IGNORE,
            Transform::from_xyz(x, y, 0.02),
        )
    };
    let mut card = commands.spawn((
        DespawnOnExit(InMatch),
        CardView { key, face_up },
        Sprite::from_color(EDGE, CARD_SIZE),
        Transform::from_translation(at),
        Pickable::default(),
        children![
            (
                CardFace,
                Sprite::from_color(face, CARD_SIZE - Vec2::splat(6.0)),
                Transform::from_xyz(0.0, 0.0, 0.01),
                Pickable::IGNORE,
            ),
            (
                CardInk,
                Text2d::new(key.card.to_string()),
                TextFont::from_font_size(40.0),
                TextColor(ink),
                Pickable::IGNORE,
                Transform::from_xyz(0.0, 2.0, 0.02),
            ),
            corner(-CARD_SIZE.x / 2.0 + 15.0, CARD_SIZE.y / 2.0 - 14.0),
            corner(CARD_SIZE.x / 2.0 - 15.0, -CARD_SIZE.y / 2.0 + 14.0),
            (
                CardBack,
                Sprite::from_color(CARD_BACK, CARD_SIZE - Vec2::splat(6.0)),
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
        card.with_child((
            Text2d::new(tr.get(FIRE_LABEL.0)),
            FIRE_LABEL,
            FireInk,
            TextFont::from_font_size(13.0),
            TextColor(theme::colours().fire_ink),
            Pickable::IGNORE,
            Transform::from_xyz(0.0, -30.0, 0.02),
        ));
    }
    card.observe(start_drag)
        .observe(drag_card)
        .observe(end_drag)
        .observe(click_card)
        .observe(hover_card)
        .observe(unhover_card);
    card.id()
}

/// A number printed on a card, recoloured when the palette changes.
#[derive(Component, Debug, Clone, Copy)]
struct CardInk;

/// The word on a fire card, recoloured when the palette changes.
#[derive(Component, Debug, Clone, Copy)]
struct FireInk;

/// Low cards cool, high cards warm, so a hand reads at a glance.
fn number_ink(card: u8, ruleset: &Ruleset) -> Color {
    let highest = *ruleset.deck_cards().last().unwrap_or(&99) as f32;
    theme::colours().card_ink(card as f32 / highest)
}

fn face_colour(card: u8, ruleset: &Ruleset) -> Color {
    if ruleset.is_fire(card) {
        theme::colours().fire_face
    } else {
        theme::colours().card_face
    }
}

/// A palette chosen in the middle of a game recolours the cards on the table.
fn recolour_inks(
    table: Res<Table>,
    cards: Query<(&CardView, &Children)>,
    mut inks: Query<&mut TextColor, With<CardInk>>,
    mut fire_inks: Query<&mut TextColor, (With<FireInk>, Without<CardInk>)>,
) {
    let ruleset = table.game.ruleset();
    for (view, children) in &cards {
        let ink = number_ink(view.key.card, ruleset);
        for child in children.iter() {
            if let Ok(mut colour) = inks.get_mut(child) {
                colour.0 = ink;
            }
            if let Ok(mut colour) = fire_inks.get_mut(child) {
                colour.0 = theme::colours().fire_ink;
            }
        }
    }
}

fn mirror_cards(
    mut commands: Commands,
    table: Res<Table>,
    layout: Res<TableLayout>,
    selection: Res<Selection>,
    settings: Res<Settings>,
    launch: Option<Res<super::Launch>>,
    tr: Res<Tr>,
    mut flourish: ResMut<PendingFlourish>,
    mut cards: Query<(
        Entity,
        &CardView,
        &Transform,
        Option<&mut Home>,
        Has<Dragging>,
    )>,
) {
    if !table.is_changed() && !layout.is_changed() && !selection.is_changed() {
        return;
    }
    let factor = animation_factor(&settings, launch.as_deref());
    let homes = desired_homes(&table, &layout, &selection);
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
        let entity = spawn_card(&mut commands, *key, &ruleset, face_up, origin, &tr);
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

fn fly_cards(
    mut commands: Commands,
    time: Res<Time>,
    mut cards: Query<(
        Entity,
        &mut Flight,
        &mut Transform,
        &mut CardView,
        &Children,
    )>,
    mut backs: Query<&mut Visibility, With<CardBack>>,
    mut sfx: MessageWriter<Sfx>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    for (entity, mut flight, mut transform, mut view, children) in &mut cards {
        flight.elapsed += time.delta_secs();
        let moving = (flight.elapsed - flight.delay).max(0.0);
        let t = if flight.duration <= 0.0 {
            1.0
        } else {
            (moving / flight.duration).min(1.0)
        };
        let position = EasingCurve::new(flight.from, flight.to, flight.ease).sample_clamped(t);
        let rotation = EasingCurve::new(
            flight.from_rotation,
            flight.to_rotation + flight.spin,
            flight.ease,
        )
        .sample_clamped(t);
        transform.translation = if t < 1.0 {
            position.with_z(40.0 + flight.to.z)
        } else {
            flight.to
        };
        transform.rotation = Quat::from_rotation_z(rotation);
        if flight.flip {
            // A flip is a scale through zero; the face shows once it passes.
            let turn = EasingCurve::new(1.0_f32, -1.0, EaseFunction::SineInOut).sample_clamped(t);
            transform.scale.x = turn.abs().max(0.02);
            let face_up = turn < 0.0;
            if face_up != view.face_up {
                view.face_up = face_up;
                for child in children.iter() {
                    if let Ok(mut visibility) = backs.get_mut(child) {
                        *visibility = if face_up {
                            Visibility::Hidden
                        } else {
                            Visibility::Inherited
                        };
                    }
                }
            }
        }
        if t >= 1.0 {
            transform.scale = Vec3::ONE;
            let mut landed = commands.entity(entity);
            landed.remove::<Flight>();
            if flight.lands_on_pile {
                landed.insert(Settle {
                    elapsed: 0.0,
                    duration: 0.25,
                });
                sfx.write(Sfx(Sound::Place));
                if flight.trick {
                    commands.spawn((
                        DespawnOnExit(InMatch),
                        Burst {
                            elapsed: 0.0,
                            duration: 0.7,
                        },
                        Mesh2d(meshes.add(Annulus::new(58.0, 70.0))),
                        MeshMaterial2d(materials.add(Color::srgba(1.0, 0.85, 0.3, 0.9))),
                        Transform::from_translation(flight.to.with_z(30.0)),
                        Pickable::IGNORE,
                    ));
                }
            }
        }
    }
}

fn settle_cards(
    mut commands: Commands,
    time: Res<Time>,
    mut cards: Query<(Entity, &mut Settle, &mut Transform), Without<Flight>>,
) {
    for (entity, mut settle, mut transform) in &mut cards {
        settle.elapsed += time.delta_secs();
        let t = (settle.elapsed / settle.duration).min(1.0);
        let scale = EasingCurve::new(1.12_f32, 1.0, EaseFunction::BackOut).sample_clamped(t);
        transform.scale = Vec3::new(scale, scale, 1.0);
        if t >= 1.0 {
            commands.entity(entity).remove::<Settle>();
        }
    }
}

fn grow_bursts(
    mut commands: Commands,
    time: Res<Time>,
    mut bursts: Query<(
        Entity,
        &mut Burst,
        &mut Transform,
        &MeshMaterial2d<ColorMaterial>,
    )>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    for (entity, mut burst, mut transform, material) in &mut bursts {
        burst.elapsed += time.delta_secs();
        let t = (burst.elapsed / burst.duration).min(1.0);
        let scale = EasingCurve::new(0.5_f32, 2.1, EaseFunction::ExponentialOut).sample_clamped(t);
        let alpha = EasingCurve::new(0.9_f32, 0.0, EaseFunction::QuadraticIn).sample_clamped(t);
        transform.scale = Vec3::new(scale, scale, 1.0);
        if let Some(mut ring) = materials.get_mut(&material.0) {
            ring.color = ring.color.with_alpha(alpha);
        }
        if t >= 1.0 {
            materials.remove(&material.0);
            commands.entity(entity).despawn();
        }
    }
}

/// Piles that may take the picked card glow green; the others dim red.
fn highlight(
    table: Res<Table>,
    selection: Res<Selection>,
    dragging: Query<&CardView, With<Dragging>>,
    mut piles: Query<(&PileView, &mut Sprite)>,
    mut edges: Query<(&CardView, &mut Sprite, Option<&Home>, &Children), Without<PileView>>,
    mut faces: Query<&mut Sprite, (With<CardFace>, Without<CardView>, Without<PileView>)>,
) {
    let game = &table.game;
    let viewer = table.viewer();
    let picked = dragging
        .iter()
        .next()
        .map(|view| view.key.card)
        .or(selection.card);
    let active = table.is_human(viewer) && game.to_move() == viewer && !game.is_over();
    for (pile, mut sprite) in &mut piles {
        sprite.color = match picked {
            Some(card) if active => {
                if game.check_play(viewer, Play::new(card, pile.0)).is_ok() {
                    theme::colours().pile_legal
                } else {
                    theme::colours().pile_illegal
                }
            }
            _ => theme::colours().pile_frame,
        };
    }
    // In the person's turn, cards with no legal place right now are dimmed.
    let playable: Vec<u8> = if active {
        game.legal_plays().iter().map(|play| play.card).collect()
    } else {
        Vec::new()
    };
    let ruleset = game.ruleset();
    for (view, mut sprite, home, children) in &mut edges {
        sprite.color = if picked == Some(view.key.card) && view.face_up {
            SELECTED_EDGE
        } else {
            EDGE
        };
        let in_hand = home.is_some_and(|home| home.place == Place::Hand);
        let base = face_colour(view.key.card, ruleset);
        let face = if active && in_hand && !playable.contains(&view.key.card) {
            base.mix(&Color::srgb(0.45, 0.45, 0.45), 0.45)
        } else {
            base
        };
        for child in children.iter() {
            if let Ok(mut face_sprite) = faces.get_mut(child)
                && face_sprite.color != face
            {
                face_sprite.color = face;
            }
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
    mut applied: MessageReader<Applied>,
    table: Res<Table>,
    mut flourish: ResMut<PendingFlourish>,
    mut selection: ResMut<Selection>,
    mut toast: MessageWriter<Toast>,
    cards: Query<(Entity, &CardView, &Transform, &Home)>,
    tr: Res<Tr>,
) {
    let ruleset = *table.game.ruleset();
    for message in applied.read() {
        match &message.result {
            Ok(Effect::Played(report)) => {
                if let Act::Play(play) = message.act {
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
                toast.write(Toast(describe_rule_error(error, &tr)));
                if let Act::Play(play) = message.act
                    && let Some((entity, _, transform, home)) = cards
                        .iter()
                        .find(|(_, view, _, _)| view.key.card == play.card && view.face_up)
                {
                    let mut from = transform.translation;
                    if from.truncate().distance(home.position.truncate()) < 4.0 {
                        from.x += 18.0;
                    }
                    let mut flight = Flight::to(from, 0.0, home, 0.65);
                    flight.ease = EaseFunction::ElasticOut;
                    flight.lands_on_pile = false;
                    commands.entity(entity).insert(flight);
                }
            }
            _ => {}
        }
    }
}

// ----- pointer input on cards -----

fn pointer_world(camera: &(&Camera, &GlobalTransform), screen: Vec2) -> Option<Vec2> {
    camera.0.viewport_to_world_2d(camera.1, screen).ok()
}

/// The person may move cards only in their own turn, once the deal is done.
fn human_may_play(table: &Table) -> bool {
    let game = &table.game;
    let viewer = table.viewer();
    table.is_human(viewer) && game.to_move() == viewer && !game.is_over()
}

fn start_drag(
    event: On<Pointer<DragStart>>,
    mut commands: Commands,
    screen: Res<State<Screen>>,
    table: Option<Res<Table>>,
    cards: Query<(&CardView, &Home)>,
    mut selection: ResMut<Selection>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(table) = table else {
        return;
    };
    let Ok((view, home)) = cards.get(event.entity) else {
        return;
    };
    if home.place != Place::Hand || !human_may_play(&table) || *screen.get() != Screen::Turns {
        return;
    }
    selection.card = Some(view.key.card);
    commands
        .entity(event.entity)
        .insert(Dragging)
        .remove::<Flight>();
    sfx.write(Sfx(Sound::PickUp));
}

fn drag_card(
    event: On<Pointer<Drag>>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    mut cards: Query<&mut Transform, With<Dragging>>,
) {
    let Ok(mut transform) = cards.get_mut(event.entity) else {
        return;
    };
    if let Some(world) = pointer_world(&camera, event.pointer_location.position) {
        transform.translation = world.extend(80.0);
        transform.rotation = Quat::IDENTITY;
    }
}

fn end_drag(
    event: On<Pointer<DragEnd>>,
    mut commands: Commands,
    table: Option<Res<Table>>,
    layout: Res<TableLayout>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    cards: Query<(&CardView, &Transform, &Home), With<Dragging>>,
    mut intents: MessageWriter<Intent>,
) {
    let Some(table) = table else {
        return;
    };
    let Ok((view, transform, home)) = cards.get(event.entity) else {
        return;
    };
    commands.entity(event.entity).remove::<Dragging>();
    let dropped = pointer_world(&camera, event.pointer_location.position)
        .and_then(|point| layout.pile_at(point));
    match dropped {
        Some(pile) if human_may_play(&table) => {
            intents.write(Intent {
                seat: table.viewer(),
                act: Act::Play(Play::new(view.key.card, pile)),
            });
        }
        _ => {
            commands
                .entity(event.entity)
                .insert(Flight::to(transform.translation, 0.0, home, 0.3));
        }
    }
}

fn click_card(
    event: On<Pointer<Click>>,
    screen: Res<State<Screen>>,
    table: Option<Res<Table>>,
    cards: Query<(&CardView, &Home)>,
    dragging: Query<(), With<Dragging>>,
    mut selection: ResMut<Selection>,
    mut intents: MessageWriter<Intent>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(table) = table else {
        return;
    };
    let Ok((view, home)) = cards.get(event.entity) else {
        return;
    };
    if !dragging.is_empty() || !human_may_play(&table) || *screen.get() != Screen::Turns {
        return;
    }
    match home.place {
        Place::Hand => {
            selection.card = if selection.card == Some(view.key.card) {
                None
            } else {
                sfx.write(Sfx(Sound::PickUp));
                Some(view.key.card)
            };
        }
        Place::Pile { pile, .. } => {
            if let Some(card) = selection.card {
                intents.write(Intent {
                    seat: table.viewer(),
                    act: Act::Play(Play::new(card, pile)),
                });
            }
        }
    }
}

fn hover_card(event: On<Pointer<Over>>, cards: Query<&Home>, mut hovered: ResMut<HistoryPile>) {
    if let Ok(Home {
        place: Place::Pile { pile, .. },
        ..
    }) = cards.get(event.entity)
    {
        hovered.0 = Some(*pile);
    }
}

fn unhover_card(event: On<Pointer<Out>>, cards: Query<&Home>, mut hovered: ResMut<HistoryPile>) {
    if let Ok(Home {
        place: Place::Pile { .. },
        ..
    }) = cards.get(event.entity)
    {
        hovered.0 = None;
    }
}

/// Clicking an empty pile frame plays the picked card there too.
pub fn click_pile(
    event: On<Pointer<Click>>,
    table: Option<Res<Table>>,
    piles: Query<&PileView>,
    selection: Res<Selection>,
    mut intents: MessageWriter<Intent>,
) {
    let (Some(table), Ok(pile), Some(card)) = (table, piles.get(event.entity), selection.card)
    else {
        return;
    };
    if human_may_play(&table) {
        intents.write(Intent {
            seat: table.viewer(),
            act: Act::Play(Play::new(card, pile.0)),
        });
    }
}

pub fn hover_pile(
    event: On<Pointer<Over>>,
    piles: Query<&PileView>,
    mut hovered: ResMut<HistoryPile>,
) {
    if let Ok(pile) = piles.get(event.entity) {
        hovered.0 = Some(pile.0);
    }
}

pub fn unhover_pile(
    event: On<Pointer<Out>>,
    piles: Query<&PileView>,
    mut hovered: ResMut<HistoryPile>,
) {
    if piles.get(event.entity).is_ok() {
        hovered.0 = None;
    }
}
