//! Cards in motion: a flight along an easing curve to the card's new home
//! (turning face up on the way for a bot's card), the small bounce as it
//! lands, the golden light of a backwards trick, and shadows that follow
//! a lifted card.

use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;

use crate::piles::InMatch;
use crate::piles::table::layout::CARD_SIZE;
use crate::piles::table::picked::Selection;
use crate::piles::table::view::{
    CardBack, CardKey, CardShadow, CardSystems, CardView, Dragging, Home, Place, SHADOW_OFFSET,
};
use crate::shell::audio::{Sfx, Sound};
use crate::shell::pacing::Pacing;
use crate::shell::ui::art::{self, Art};

pub const FLIGHT_SECONDS: f32 = 0.42;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PendingFlourish>();
    app.add_systems(
        Update,
        (fly_cards, settle_cards, grow_bursts, lift_shadows)
            .chain()
            .in_set(CardSystems::Move),
    );
    app.add_systems(Update, hide_covered_cards.in_set(CardSystems::Report));
}

/// A card travelling along an easing curve.
#[derive(Component, Debug, Clone)]
pub struct Flight {
    pub(crate) from: Vec3,
    pub(crate) to: Vec3,
    pub(crate) from_rotation: f32,
    pub(crate) to_rotation: f32,
    /// Extra full turns for the backwards-trick flourish.
    pub(crate) spin: f32,
    pub(crate) elapsed: f32,
    pub(crate) delay: f32,
    pub(crate) duration: f32,
    pub(crate) ease: EaseFunction,
    /// Turns face up on the way (a bot's card).
    pub(crate) flip: bool,
    pub(crate) lands_on_pile: bool,
    pub(crate) trick: bool,
}

impl Flight {
    pub(crate) fn to(from: Vec3, from_rotation: f32, home: &Home, duration: f32) -> Self {
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
pub(crate) struct Settle {
    pub(crate) elapsed: f32,
    pub(crate) duration: f32,
}

/// The golden light of a backwards trick: it spreads and fades, or with
/// reduced motion only fades.
#[derive(Component, Debug, Clone, Copy)]
pub struct Burst {
    pub(crate) elapsed: f32,
    pub(crate) duration: f32,
    pub(crate) grows: bool,
}

/// Tricks just played, so the card's flight gets the flourish.
#[derive(Resource, Debug, Default)]
pub(crate) struct PendingFlourish(pub(crate) Vec<CardKey>);

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
    art: Res<Art>,
    pacing: Res<Pacing>,
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
                // A card that jumped (reduced motion, instant speed) lands still.
                if flight.duration > 0.0 {
                    landed.insert(Settle {
                        elapsed: 0.0,
                        duration: 0.25,
                    });
                }
                sfx.write(Sfx(Sound::Place));
                if flight.trick {
                    commands.spawn((
                        DespawnOnExit(InMatch),
                        Burst {
                            elapsed: 0.0,
                            duration: 0.7,
                            grows: !pacing.reduced_motion,
                        },
                        art::sprite(
                            &art.glow,
                            art::glow_size(CARD_SIZE),
                            Color::srgba(1.0, 0.85, 0.3, 0.9),
                        ),
                        // Behind the pile's cards (z 5 and 6): the light spills round them.
                        Transform::from_translation(flight.to.with_z(4.0)),
                        Pickable::IGNORE,
                    ));
                }
            }
        }
    }
}

/// A pile's second card shows only while the top one is on its way or
/// settling: at rest the top card hides it entirely, and drawing it anyway
/// costs a software renderer a card's worth of pixels per pile each frame.
fn hide_covered_cards(
    mut cards: Query<(&Home, Has<Flight>, Has<Settle>, &mut Visibility), With<CardView>>,
) {
    let mut resting_tops = Vec::new();
    for (home, flying, settling, _) in &cards {
        if let Place::Pile { pile, depth: 0 } = home.place
            && !flying
            && !settling
        {
            resting_tops.push(pile);
        }
    }
    for (home, flying, _, mut visibility) in &mut cards {
        let Place::Pile { pile, depth: 1 } = home.place else {
            continue;
        };
        let covered = !flying && resting_tops.contains(&pile);
        visibility.set_if_neq(if covered {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        });
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
    mut bursts: Query<(Entity, &mut Burst, &mut Transform, &mut Sprite)>,
) {
    for (entity, mut burst, mut transform, mut sprite) in &mut bursts {
        burst.elapsed += time.delta_secs();
        let t = (burst.elapsed / burst.duration).min(1.0);
        let scale = if burst.grows {
            EasingCurve::new(0.9_f32, 1.7, EaseFunction::ExponentialOut).sample_clamped(t)
        } else {
            1.0
        };
        let alpha = EasingCurve::new(0.9_f32, 0.0, EaseFunction::QuadraticIn).sample_clamped(t);
        transform.scale = Vec3::new(scale, scale, 1.0);
        sprite.color = sprite.color.with_alpha(alpha);
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}

/// A lifted card's shadow falls further away, larger and softer: picked
/// cards a little, dragged cards fully, flying cards most at mid-flight.
fn lift_shadows(
    selection: Res<Selection>,
    cards: Query<(&CardView, Option<&Flight>, Has<Dragging>, &Children)>,
    mut shadows: Query<(&mut Transform, &mut Sprite), With<CardShadow>>,
) {
    for (view, flight, dragging, children) in &cards {
        let lift: f32 = if dragging {
            1.0
        } else if let Some(flight) = flight {
            let t = ((flight.elapsed - flight.delay) / flight.duration.max(0.001)).clamp(0.0, 1.0);
            (t * std::f32::consts::PI).sin()
        } else if selection.card == Some(view.key.card) && view.face_up {
            0.5
        } else {
            0.0
        };
        for child in children.iter() {
            if let Ok((mut transform, mut sprite)) = shadows.get_mut(child) {
                // Written only when different: a shadow at rest lets the window rest.
                let offset = SHADOW_OFFSET + Vec2::new(6.0, -10.0) * lift;
                transform.set_if_neq(Transform {
                    translation: offset.extend(transform.translation.z),
                    scale: Vec3::splat(1.0 + 0.08 * lift),
                    ..*transform
                });
                let colour = Color::WHITE.with_alpha(1.0 - 0.35 * lift);
                if sprite.color != colour {
                    sprite.color = colour;
                }
            }
        }
    }
}
