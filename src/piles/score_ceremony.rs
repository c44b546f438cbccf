//! The score screen's moment: the count of cards left runs down, eased, and
//! the turn chart fills with it; then the verdict lands, with confetti when
//! the team beat the game or did excellently. The animation speed setting
//! scales it all; reduced motion (or Instant) shows the end at once, with no
//! confetti.

use crate::piles::GAME;
use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::RequestRedraw;

use crate::shell::pacing::Pacing;
use crate::shell::states::Screen;
use crate::shell::ui::chrome::Panel;
use crate::shell::ui::zoom::ZoomHeld;

/// The count at normal speed: a ceremony (600-1200 ms in ART.md).
pub const COUNT_SECONDS: f32 = 1.2;
/// The verdict's landing after the count.
const LAND_SECONDS: f32 = 0.35;
/// How long a piece of confetti lives.
const CONFETTI_SECONDS: f32 = 2.8;

/// The clock of the moment, started on entering the score screen.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct Ceremony {
    elapsed: f32,
    /// The count's length; 0 shows the end at once.
    seconds: f32,
    /// Confetti pieces to throw when the verdict lands (0 for none).
    confetti: usize,
    thrown: bool,
}

impl Ceremony {
    pub fn new(pacing: &Pacing, confetti: usize) -> Ceremony {
        let seconds = COUNT_SECONDS * pacing.flight_factor.max(0.0);
        Ceremony {
            elapsed: 0.0,
            seconds,
            // Reduced motion: nothing falls across the screen.
            confetti: if seconds > 0.0 { confetti } else { 0 },
            thrown: false,
        }
    }

    /// How far the count has run, 0 to 1.
    pub fn progress(&self) -> f32 {
        if self.seconds <= 0.0 {
            1.0
        } else {
            (self.elapsed / self.seconds).min(1.0)
        }
    }

    /// How far the verdict has landed, 0 to 1, after the count.
    fn landing(&self) -> f32 {
        let land = LAND_SECONDS * self.seconds / COUNT_SECONDS;
        if land <= 0.0 {
            1.0
        } else {
            ((self.elapsed - self.seconds) / land).clamp(0.0, 1.0)
        }
    }

    pub fn is_done(&self) -> bool {
        self.landing() >= 1.0
    }
}

/// The number shown `progress` of the way through the count (0 to 1):
/// eased out, so it runs fast and slows into the result, and exactly the
/// result at the end.
pub fn count_at(from: usize, to: usize, progress: f32) -> usize {
    if progress >= 1.0 {
        return to;
    }
    let value = EasingCurve::new(from as f32, to as f32, EaseFunction::CubicOut)
        .sample_clamped(progress.max(0.0));
    value.round().max(0.0) as usize
}

/// A number that counts from `from` to `to` with the ceremony.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counter {
    pub from: usize,
    pub to: usize,
}

/// Shown once the count has run this far (the chart's bars, turn by turn).
#[derive(Component, Debug, Clone, Copy)]
pub struct RevealAt(pub f32);

/// The verdict: fades in and settles from a little larger when the count ends.
#[derive(Component, Debug, Clone, Copy)]
pub struct Lands {
    pub colour: Color,
}

/// The full-screen layer confetti falls in (it never takes a click).
#[derive(Component)]
pub struct ConfettiLayer;

#[derive(Component, Debug, Clone, Copy)]
struct Confetti {
    /// Where along the lanes laid end to end (0 to 1); down in pixels.
    along: f32,
    y: f32,
    fall: f32,
    sway: f32,
    phase: f32,
    spin: f32,
    age: f32,
    colour: Color,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Ceremony>();
    app.add_systems(
        Update,
        (run_count, land_verdict, measure_lanes, throw_confetti, fall)
            .chain()
            .run_if(in_state(Screen::Score(GAME))),
    );
    // The next score screen measures its own lanes.
    app.add_systems(OnExit(Screen::Score(GAME)), |mut commands: Commands| {
        commands.remove_resource::<FallLanes>();
    });
}

fn run_count(
    time: Res<Time>,
    mut ceremony: ResMut<Ceremony>,
    mut counters: Query<(&Counter, &mut Text)>,
    mut revealed: Query<(&RevealAt, &mut Visibility)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !ceremony.is_done() {
        // Its pauses between reveals draw nothing new: keep the frames coming.
        redraw.write(RequestRedraw);
    }
    ceremony.elapsed += time.delta_secs();
    let progress = ceremony.progress();
    for (counter, mut text) in &mut counters {
        let shown = count_at(counter.from, counter.to, progress).to_string();
        if text.0 != shown {
            text.0 = shown;
        }
    }
    for (reveal, mut visibility) in &mut revealed {
        let wanted = if progress >= reveal.0 {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        visibility.set_if_neq(wanted);
    }
}

fn land_verdict(
    ceremony: Res<Ceremony>,
    mut verdicts: Query<(&Lands, &mut TextColor, &mut UiTransform)>,
) {
    let landing = ceremony.landing();
    let alpha = EasingCurve::new(0.0_f32, 1.0, EaseFunction::QuadraticOut).sample_clamped(landing);
    let scale = EasingCurve::new(1.35_f32, 1.0, EaseFunction::BackOut).sample_clamped(landing);
    for (lands, mut colour, mut transform) in &mut verdicts {
        let wanted = lands.colour.with_alpha(lands.colour.alpha() * alpha);
        if colour.0 != wanted {
            colour.0 = wanted;
        }
        if transform.scale.x != scale {
            transform.scale = Vec2::splat(scale);
        }
    }
}

/// A number in 0..1 from a piece's index and a salt (splitmix64): the same
/// shower every time, with no random source to thread through.
fn jitter(index: usize, salt: u64) -> f32 {
    let mut z = (index as u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(salt.wrapping_mul(0xBF58_476D_1CE4_E5B9));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    (z >> 40) as f32 / (1u64 << 24) as f32
}

/// Where confetti may fall, as a share of the screen's width: `0..left`
/// and `right..1`, outside the band the words and panels stand in. Pieces
/// sway (up to `SWAY` of the width) and are up to `PIECE` wide, so the lanes
/// keep that far from the band.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Lanes {
    pub left: f32,
    pub right: f32,
}

/// The most a piece sways either way, as a share of the width.
pub const SWAY: f32 = 0.022;
/// The widest piece's size, in pixels.
const PIECE: f32 = 12.0;

impl Lanes {
    /// The lanes beside the words spanning `words` (pixels, from the left)
    /// on a screen `width` pixels wide, for pieces up to `piece` pixels
    /// wide; the whole width where no word is.
    pub fn beside(words: Option<(f32, f32)>, width: f32, piece: f32) -> Lanes {
        let Some((from, to)) = words.filter(|_| width > 0.0) else {
            return Lanes {
                left: 1.0,
                right: 1.0,
            };
        };
        // A piece is 1.6 times as tall as wide and turns as it falls: turned,
        // it reaches under half its width left of its edge, 1.5 widths right.
        let keep = SWAY + 1.5 * piece / width;
        Lanes {
            left: (from / width - keep).max(0.0),
            right: (to / width + keep).min(1.0),
        }
    }

    /// The left edge (a share of the width) of a piece at `u` (0 to 1) of
    /// the lanes laid end to end; `None` if there is no room at all.
    pub fn place(&self, u: f32) -> Option<f32> {
        let room = self.left + (1.0 - self.right);
        if room <= 0.0 {
            return None;
        }
        let along = u.clamp(0.0, 1.0) * room;
        Some(if along < self.left {
            along
        } else {
            self.right + (along - self.left)
        })
    }
}

/// The lanes confetti falls in now, measured from the last layout.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
struct FallLanes(Lanes);

/// Confetti falls in the lanes beside the score screen's words and panels
/// (the count, the verdict, the lines under it, the tiles and charts, whose
/// glass would let it show through), never across them; buttons are opaque
/// and stand in front of it. The lanes are measured every frame, from a
/// layout the room's zoom has settled (`ui::zoom`), so words that grow or
/// move keep their band clear.
fn measure_lanes(
    mut commands: Commands,
    ceremony: Res<Ceremony>,
    held: Option<Res<ZoomHeld>>,
    layers: Query<&ComputedNode, With<ConfettiLayer>>,
    texts: Query<(Entity, &ComputedNode, &UiGlobalTransform, &Text)>,
    panels: Query<(&ComputedNode, &UiGlobalTransform), With<Panel>>,
    parents: Query<&ChildOf>,
    covers: Query<(), Or<(With<Panel>, With<Button>)>>,
) {
    // Without the zoom (no window) the layout is final at once.
    let settled = held.is_none_or(|held| held.is_settled());
    if ceremony.confetti == 0 || ceremony.progress() < 1.0 || !settled {
        return;
    }
    let Ok(layer_node) = layers.single() else {
        return;
    };
    let bare = |entity: Entity| {
        !parents
            .iter_ancestors(entity)
            .any(|ancestor| covers.contains(ancestor))
    };
    let span = |node: &ComputedNode, transform: &UiGlobalTransform| {
        let half = node.size().x / 2.0;
        (
            transform.translation.x - half,
            transform.translation.x + half,
        )
    };
    let words = texts
        .iter()
        .filter(|(entity, node, _, text)| {
            !text.0.is_empty() && node.size().x > 0.0 && bare(*entity)
        })
        .map(|(_, node, transform, _)| span(node, transform))
        .chain(
            panels
                .iter()
                .filter(|(node, _)| node.size().x > 0.0)
                .map(|(node, transform)| span(node, transform)),
        )
        .reduce(|(a, b), (c, d)| (a.min(c), b.max(d)));
    let piece = PIECE / layer_node.inverse_scale_factor().max(f32::EPSILON);
    commands.insert_resource(FallLanes(Lanes::beside(words, layer_node.size().x, piece)));
}

/// The shower, once the count has run and the lanes are measured.
fn throw_confetti(
    mut commands: Commands,
    mut ceremony: ResMut<Ceremony>,
    lanes: Option<Res<FallLanes>>,
    layers: Query<Entity, With<ConfettiLayer>>,
    colours: Res<crate::shell::ui::theme::Colours>,
) {
    if ceremony.thrown || ceremony.progress() < 1.0 || ceremony.confetti == 0 {
        return;
    }
    let (Some(lanes), Ok(layer)) = (lanes, layers.single()) else {
        return;
    };
    ceremony.thrown = true;
    let palette = [
        colours.accent,
        colours.good,
        colours.hues[0],
        colours.hues[4],
        colours.hues[6],
        colours.text,
    ];
    commands.entity(layer).with_children(|layer| {
        for index in 0..ceremony.confetti {
            let along = jitter(index, 1);
            let Some(x) = lanes.0.place(along) else {
                break;
            };
            let width = PIECE / 2.0 * (1.0 + jitter(index, 3));
            let piece = Confetti {
                along,
                // Staggered above the top edge, so they arrive as a shower.
                y: -20.0 - 260.0 * jitter(index, 2),
                fall: 150.0 + 170.0 * jitter(index, 4),
                sway: 100.0 * SWAY * (0.27 + 0.73 * jitter(index, 5)),
                phase: std::f32::consts::TAU * jitter(index, 6),
                spin: 4.0 * (jitter(index, 7) - 0.5),
                age: 0.0,
                colour: palette[index % palette.len()],
            };
            layer.spawn((
                piece,
                Node {
                    position_type: PositionType::Absolute,
                    left: percent(100.0 * x),
                    top: px(piece.y),
                    width: px(width),
                    height: px(width * 1.6),
                    border_radius: BorderRadius::all(px(1.5)),
                    ..default()
                },
                UiTransform::from_rotation(Rot2::radians(piece.phase)),
                BackgroundColor(piece.colour),
                Pickable::IGNORE,
            ));
        }
    });
}

/// Confetti falls, sways, turns and fades; gone after its time.
fn fall(
    mut commands: Commands,
    time: Res<Time>,
    lanes: Option<Res<FallLanes>>,
    mut pieces: Query<(
        Entity,
        &mut Confetti,
        &mut Node,
        &mut UiTransform,
        &mut BackgroundColor,
    )>,
) {
    let dt = time.delta_secs();
    for (entity, mut piece, mut node, mut transform, mut background) in &mut pieces {
        piece.age += dt;
        if piece.age >= CONFETTI_SECONDS {
            commands.entity(entity).despawn();
            continue;
        }
        piece.y += piece.fall * dt;
        // `sway` is at most 100 * SWAY percent of the width. With no room
        // left beside the words (they grew), the piece waits off screen.
        let sway = piece.sway * (piece.phase + 3.0 * piece.age).sin();
        let x = lanes
            .as_ref()
            .and_then(|lanes| lanes.0.place(piece.along))
            .map_or(-10.0, |x| 100.0 * x);
        node.left = percent(x + sway);
        node.top = px(piece.y);
        transform.rotation = Rot2::radians(piece.phase + piece.spin * piece.age);
        let fade = EasingCurve::new(1.0_f32, 0.0, EaseFunction::QuadraticIn)
            .sample_clamped(piece.age / CONFETTI_SECONDS);
        background.0 = piece.colour.with_alpha(fade);
    }
}
