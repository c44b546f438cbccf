//! On Fire: the flame art burns round every uncovered fire card, a timer says whose
//! turn is the deadline (and flares in that last turn), and covering a fire
//! puts the flame out with a puff of smoke.

use crate::piles::GAME;
use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;

use crate::piles::session::MatchSystems;

use crate::piles::InMatch;
use crate::piles::describe::seat_name;
use crate::piles::session::{PilesApplied, PilesMatch, start_deal};
use crate::piles::table::layout::{CARD_SIZE, TableLayout};
use crate::piles::table::motion::FLIGHT_SECONDS;
use crate::shell::language::{Tr, yes_no};
use crate::shell::pacing::Pacing;
use crate::shell::settings::Settings;
use crate::shell::states::{AppSystems, Screen};
use crate::shell::ui::art::{self, Art};
use crate::shell::ui::chrome;
use crate::shell::ui::rest::AmbientClock;
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::piles::rules::Effect;

/// A flame on the fire card on top of `pile`.
#[derive(Component, Debug, Clone, Copy)]
pub struct Flame {
    pile: usize,
    card: u8,
    /// Each tongue flickers at its own phase.
    phase: f32,
    offset: Vec2,
}

/// A smoke puff rising from a put-out fire.
#[derive(Component, Debug, Clone, Copy)]
pub struct Smoke {
    elapsed: f32,
    start: Vec3,
    /// Zero with reduced motion: the puff fades where it is, at one size.
    drift: Vec2,
    grows: bool,
}

#[derive(Component)]
struct FireTimerText;

/// The drawn panel under the fire timer, shown while a fire burns.
#[derive(Component)]
pub struct FireTimerPanel;

/// The panel's tint in a fire's last turn: the dark glass glows red.
const URGENT_TINT: Color = Color::srgb(1.0, 0.32, 0.18);

/// A flame whose fire was covered: it goes out when the covering card lands.
#[derive(Component, Debug, Clone, Copy)]
struct GoingOut(f32);

const SMOKE_SECONDS: f32 = 1.1;

/// The flame's picture (`build/art.rs`).
pub(crate) const FLAME: &str = "flame";

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Loading), warm_up_flame_drawing);
    app.add_systems(OnEnter(Screen::Deal(GAME)), spawn_timer.after(start_deal));
    app.add_systems(
        Update,
        (
            smoke_when_covered.in_set(AppSystems::React),
            // A new flame takes its still shape in the frame it is lit.
            (
                (light_and_douse, flicker).chain(),
                drift_smoke,
                refresh_timer,
            )
                .in_set(AppSystems::Update),
        )
            .in_set(MatchSystems::OnTable),
    );
}

/// An invisible flame drawn while the loading screen is up, so the shaders
/// for translucent shapes (flames, smoke, trick rings) are ready before the
/// first fire: otherwise the frame it is lit in waits for them.
fn warm_up_flame_drawing(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    commands.spawn((
        DespawnOnExit(Screen::Loading),
        Mesh2d(meshes.add(Ellipse::new(8.0, 12.0))),
        MeshMaterial2d(materials.add(Color::srgba(0.0, 0.0, 0.0, 0.0))),
        Transform::from_xyz(0.0, 0.0, -50.0),
        Pickable::IGNORE,
    ));
}

fn spawn_timer(mut commands: Commands, colours: Res<Colours>) {
    commands.spawn((
        DespawnOnExit(InMatch),
        Node {
            position_type: PositionType::Absolute,
            top: px(46),
            width: percent(100),
            justify_content: JustifyContent::Center,
            ..default()
        },
        Pickable::IGNORE,
        children![(
            FireTimerPanel,
            Node {
                padding: UiRect::axes(px(18), px(6)),
                max_width: percent(60),
                ..default()
            },
            chrome::panel(),
            Visibility::Hidden,
            children![(FireTimerText, theme::label("", 17.0, colours.accent))],
        )],
    ));
}

/// Flames follow the engine's list of burning fires. Each flame is a few
/// tongues of the flame art behind the fire card, licking round its edges.
fn light_and_douse(
    mut commands: Commands,
    time: Res<Time>,
    table: Res<PilesMatch>,
    layout: Res<TableLayout>,
    pacing: Res<Pacing>,
    art: Res<Art>,
    flames: Query<(Entity, &Flame)>,
    mut going_out: Query<(Entity, &mut GoingOut)>,
) {
    for (entity, mut left) in &mut going_out {
        left.0 -= time.delta_secs();
        if left.0 <= 0.0 {
            commands.entity(entity).despawn();
        }
    }
    if !table.is_changed() {
        return;
    }
    let landing = FLIGHT_SECONDS * pacing.flight_factor;
    let fires = table.game.fires();
    for (entity, flame) in &flames {
        if !fires
            .iter()
            .any(|fire| fire.pile == flame.pile && fire.card == flame.card)
            && going_out.get(entity).is_err()
        {
            // It goes out as the covering card lands; at once if that jumps.
            if landing > 0.0 {
                commands.entity(entity).insert(GoingOut(landing));
            } else {
                commands.entity(entity).despawn();
            }
        }
    }
    for fire in &fires {
        if flames.iter().any(|(entity, flame)| {
            flame.pile == fire.pile && flame.card == fire.card && going_out.get(entity).is_err()
        }) {
            continue;
        }
        let centre = layout.piles[fire.pile];
        // (offset from the card's centre, size, tilt, phase): tongues of the
        // flame art licking up round the card's edges.
        let tongues = [
            (Vec2::new(-40.0, 6.0), Vec2::new(46.0, 72.0), 0.28, 0.0),
            (Vec2::new(40.0, 10.0), Vec2::new(46.0, 76.0), -0.28, 1.9),
            (Vec2::new(-20.0, 42.0), Vec2::new(44.0, 56.0), 0.12, 0.7),
            (Vec2::new(20.0, 44.0), Vec2::new(42.0, 54.0), -0.12, 2.6),
            (Vec2::new(0.0, 48.0), Vec2::new(40.0, 52.0), 0.0, 1.3),
        ];
        for (index, (offset, size, tilt, phase)) in tongues.into_iter().enumerate() {
            commands.spawn((
                DespawnOnExit(InMatch),
                Flame {
                    pile: fire.pile,
                    card: fire.card,
                    phase,
                    offset,
                },
                art::sprite(&art.image(FLAME), size, Color::WHITE),
                // Behind both shown cards of the pile (z 5 and 6), above its frame.
                Transform::from_translation((centre + offset).extend(4.5 + index as f32 * 0.01))
                    .with_rotation(Quat::from_rotation_z(tilt)),
                Pickable::IGNORE,
            ));
        }
    }
}

/// The flame flickers; in the deadline turn it burns higher, faster and redder.
fn flicker(
    time: Res<AmbientClock>,
    table: Res<PilesMatch>,
    layout: Res<TableLayout>,
    mut flames: Query<(&Flame, &mut Transform, &mut Sprite)>,
    settings: Res<Settings>,
    colours: Res<Colours>,
) {
    let game = &table.game;
    let fires = game.fires();
    // With reduced motion the flames stand still (the timer still shows).
    let now = if settings.accessibility.reduced_motion {
        0.0
    } else {
        time.elapsed_secs()
    };
    for (flame, mut transform, mut sprite) in &mut flames {
        let last_turn = fires
            .iter()
            .find(|fire| fire.pile == flame.pile && fire.card == flame.card)
            .is_some_and(|fire| fire.deadline_turn == game.turn());
        let (speed, size) = if last_turn { (16.0, 1.2) } else { (8.0, 1.0) };
        let wave = (now * speed + flame.phase).sin() * 0.5 + 0.5;
        let stretch = size * (0.85 + 0.3 * wave);
        let Some(centre) = layout.piles.get(flame.pile) else {
            continue;
        };
        // Written only when different: a flame standing still lets the window rest.
        transform.set_if_neq(Transform {
            translation: Vec3::new(
                centre.x + flame.offset.x,
                centre.y + flame.offset.y * (0.9 + 0.2 * wave) * size,
                transform.translation.z,
            ),
            scale: Vec3::new(size * (0.95 + 0.1 * (1.0 - wave)), stretch, 1.0),
            ..*transform
        });
        let colour = if last_turn {
            Color::WHITE.mix(&colours.danger, 0.5 * wave)
        } else {
            Color::WHITE
        };
        if sprite.color != colour {
            sprite.color = colour;
        }
    }
}

/// Covering a fire sends up smoke where the flame was.
fn smoke_when_covered(
    mut commands: Commands,
    mut applied: MessageReader<PilesApplied>,
    layout: Res<TableLayout>,
    pacing: Res<Pacing>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    // The smoke rises when the covering card lands.
    let landing = FLIGHT_SECONDS * pacing.flight_factor;
    for message in applied.read() {
        let (Ok(Effect::Played(report)), pilefire_engine::piles::rules::Action::Play(play)) =
            (&message.result, message.action)
        else {
            continue;
        };
        if report.covered_fire.is_none() {
            continue;
        }
        let origin = layout.piles[play.pile].extend(12.0) + Vec3::Y * (CARD_SIZE.y / 2.0);
        for index in 0..7 {
            let spread = index as f32 - 3.0;
            let start = origin + Vec3::new(spread * 9.0, 0.0, index as f32 * 0.01);
            commands.spawn((
                DespawnOnExit(InMatch),
                Smoke {
                    elapsed: -landing - 0.03 * index as f32,
                    start,
                    drift: if pacing.reduced_motion {
                        Vec2::ZERO
                    } else {
                        Vec2::new(spread * 12.0, 90.0 + 10.0 * (index % 3) as f32)
                    },
                    grows: !pacing.reduced_motion,
                },
                Mesh2d(meshes.add(Circle::new(13.0))),
                MeshMaterial2d(materials.add(Color::srgba(0.78, 0.78, 0.78, 0.0))),
                Transform::from_translation(start).with_scale(Vec3::new(1.4, 1.4, 1.0)),
                Pickable::IGNORE,
            ));
        }
    }
}

fn drift_smoke(
    mut commands: Commands,
    time: Res<Time>,
    mut puffs: Query<(
        Entity,
        &mut Smoke,
        &mut Transform,
        &MeshMaterial2d<ColorMaterial>,
    )>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    for (entity, mut smoke, mut transform, material) in &mut puffs {
        smoke.elapsed += time.delta_secs();
        let t = (smoke.elapsed / SMOKE_SECONDS).clamp(0.0, 1.0);
        let rise =
            EasingCurve::new(Vec2::ZERO, smoke.drift, EaseFunction::QuadraticOut).sample_clamped(t);
        let alpha = EasingCurve::new(0.7_f32, 0.0, EaseFunction::QuadraticIn).sample_clamped(t);
        let scale = if smoke.grows {
            EasingCurve::new(0.6_f32, 2.2, EaseFunction::CubicOut).sample_clamped(t)
        } else {
            1.4
        };
        transform.translation = smoke.start + rise.extend(0.0);
        transform.scale = Vec3::new(scale, scale, 1.0);
        if let Some(mut material) = materials.get_mut(&material.0) {
            let shown = if smoke.elapsed < 0.0 { 0.0 } else { alpha };
            material.color = material.color.with_alpha(shown);
        }
        if t >= 1.0 {
            materials.remove(&material.0);
            commands.entity(entity).despawn();
        }
    }
}

fn refresh_timer(
    time: Res<AmbientClock>,
    settings: Res<Settings>,
    table: Res<PilesMatch>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    mut text: Single<(&mut Text, &mut TextColor), With<FireTimerText>>,
    mut panel: Single<(&mut Visibility, Option<&mut ImageNode>), With<FireTimerPanel>>,
) {
    let game = &table.game;
    let fires = game.fires();
    let (content, colour) = &mut *text;
    let (visibility, image) = &mut *panel;
    if fires.is_empty() || game.is_over() {
        if !content.0.is_empty() {
            content.0.clear();
        }
        visibility.set_if_neq(Visibility::Hidden);
        return;
    }
    visibility.set_if_neq(Visibility::Inherited);
    let mut lines = Vec::new();
    let mut urgent = false;
    for fire in &fires {
        let last = fire.deadline_turn == game.turn();
        urgent |= last;
        let who = seat_name(&table, fire.deadline_seat, &tr);
        lines.push(crate::tr!(
            tr,
            if last {
                "fire-timer-last-turn"
            } else {
                "fire-timer"
            },
            card = fire.card,
            pile = fire.pile + 1,
            seat = who,
            you = yes_no(table.is_human(fire.deadline_seat))
        ));
    }
    // Written only when different, so a burning fire lets the window rest.
    let words = lines.join("\n");
    if content.0 != words {
        content.0 = words;
    }
    // The last turn's warning flashes, unless motion is reduced: then it is
    // steadily in the danger colour.
    let pulse = if settings.accessibility.reduced_motion {
        0.0
    } else {
        (time.elapsed_secs() * 8.0).sin() * 0.5 + 0.5
    };
    colour.set_if_neq(TextColor(if urgent {
        colours.danger.mix(&colours.accent, pulse)
    } else {
        colours.accent
    }));
    if let Some(image) = image {
        let tint = if urgent {
            URGENT_TINT.with_alpha(0.75 + 0.25 * pulse)
        } else {
            chrome::panel_tint(&colours)
        };
        if image.color != tint {
            image.color = tint;
        }
    }
}
