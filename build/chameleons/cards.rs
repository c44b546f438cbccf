//! The chameleon game's cards, drawn at build time like the rest of the
//! art. A colour card is two pictures tinted at run time: `chameleon_wash`
//! (paper, tinted with a light mix of the card's colour) under
//! `chameleon_figure` (a chameleon in white and greys with near-black
//! lines, tinted with the colour itself), so one drawing serves the seven
//! colours of every palette. The jokers, the "+2", the last-round card and
//! the back are whole cards in their own colours. Every card leaves its top
//! left and bottom right corners (40 pixels square) free for the corner
//! symbols the game writes there.

use crate::paint::{
    Canvas, Field, Rgba, bezier, circle, ellipse, fractal_noise, grain, mix, outline, polygon,
    rounded_rect, segment, smooth_min, smoothstep, stroke,
};
use std::f32::consts::{PI, TAU};

/// A point on a picture or a card, in pixels.
type Point = (f32, f32);

const CARD_W: usize = 168;
const CARD_H: usize = 240;
const CARD_RADIUS: f32 = 14.0;

/// The lines of every drawing: near black, so they stay dark when tinted.
const INK: Rgba = [0.08, 0.08, 0.10, 1.0];
/// The figure's outline, wide enough to hold at a 75-pixel card (a pixel
/// and a half there).
const LINE: f32 = 3.4;
/// Untinted card paper, the standard palette's card face.
const CREAM: Rgba = [0.97, 0.95, 0.88, 1.0];
const GOLD: Rgba = [0.93, 0.74, 0.26, 1.0];

/// The seven colours in the rule book's order (red, orange, yellow, green,
/// blue, grey, pink), as the standard palette draws them: the joker's stripes.
const RAINBOW: [Rgba; 7] = [
    [0.86, 0.20, 0.18, 1.0],
    [0.96, 0.55, 0.15, 1.0],
    [0.97, 0.86, 0.25, 1.0],
    [0.30, 0.72, 0.30, 1.0],
    [0.25, 0.50, 0.90, 1.0],
    [0.62, 0.62, 0.62, 1.0],
    [0.95, 0.55, 0.78, 1.0],
];

pub fn pictures() -> Vec<(&'static str, Canvas)> {
    // Worked out once, drawn on by several cards.
    let shapes = Shapes::new(CARD_W, CARD_H, Place::FIGURE);
    let cream = paper(CREAM, |_, _| 0.0);
    vec![
        ("chameleon_figure", figure(&shapes)),
        ("chameleon_wash", wash()),
        ("chameleon_joker", joker(cream.clone(), &shapes)),
        (
            "chameleon_golden_joker",
            golden_joker(cream.clone(), &shapes),
        ),
        ("chameleon_plus_two", plus_two(cream.clone())),
        ("chameleon_last_round", last_round(cream)),
        ("chameleon_back", back()),
        ("chameleon_mini", mini()),
        ("row_emblem", row_emblem()),
    ]
}

// ---------------------------------------------------------------------------
// The chameleon

/// Where a chameleon drawn in card coordinates (168 x 240) goes on a
/// picture: its card's origin at (`x`, `y`), `scale` times its size.
#[derive(Clone, Copy)]
struct Place {
    x: f32,
    y: f32,
    scale: f32,
}

impl Place {
    /// The cards' chameleon: a little smaller than drawn, about the card's
    /// middle, so the snout and the tail keep clear of the printed frame.
    const FIGURE: Place = Place {
        x: 84.0 * (1.0 - 0.94),
        y: 126.0 * (1.0 - 0.94),
        scale: 0.94,
    };

    /// A point in card coordinates on the picture.
    fn point(&self, (x, y): Point) -> Point {
        (self.x + x * self.scale, self.y + y * self.scale)
    }

    fn local(&self, x: f32, y: f32) -> Point {
        ((x - self.x) / self.scale, (y - self.y) / self.scale)
    }

    /// A box in card coordinates on the picture, one line's width larger.
    fn bounds(&self, (left, top, right, bottom): (f32, f32, f32, f32)) -> (f32, f32, f32, f32) {
        let pad = 2.0 * LINE * self.scale + 2.0;
        (
            self.x + left * self.scale - pad,
            self.y + top * self.scale - pad,
            self.x + right * self.scale + pad,
            self.y + bottom * self.scale + pad,
        )
    }
}

/// A chameleon on a branch, facing right, in card coordinates.
struct Pose {
    /// Head, casque, back and belly in one outline.
    body: Vec<Point>,
    /// From the rump, down behind the branch, into a spiral.
    tail: Vec<Point>,
    /// Shoulder or hip, elbow or knee, foot: the far pair first.
    far_legs: [[Point; 3]; 2],
    near_legs: [[Point; 3]; 2],
    eye: (f32, f32, f32),
    branch: (Point, Point),
}

/// A spiral round `centre` from `angle`, turning `turns` times (clockwise on
/// screen for a positive count) while its radius shrinks from `outer` to
/// `inner`: the chameleon's curled tail and the game's emblem.
fn spiral(
    centre: Point,
    angle: f32,
    turns: f32,
    outer: f32,
    inner: f32,
    steps: usize,
) -> Vec<Point> {
    (0..=steps)
        .map(|step| {
            let t = step as f32 / steps as f32;
            let a = angle + TAU * turns * t;
            let r = outer + (inner - outer) * t.powf(0.8);
            (centre.0 + r * a.cos(), centre.1 + r * a.sin())
        })
        .collect()
}

/// A closed outline through quadratic Bézier pieces: each piece is
/// (control, end), starting from the previous end.
fn path(start: Point, pieces: &[(Point, Point)]) -> Vec<Point> {
    let mut points = Vec::new();
    let mut from = start;
    for &(control, to) in pieces {
        points.extend(bezier(from, control, to, 8));
        from = to;
    }
    points
}

fn pose() -> Pose {
    let mut body = path(
        (156.0, 103.0),
        &[
            // Snout up to the brow, the casque rising back to its peak.
            ((150.0, 86.0), (134.0, 80.0)),
            ((128.0, 62.0), (110.0, 50.0)),
            // Down the casque's back to the nape.
            ((104.0, 66.0), (100.0, 80.0)),
        ],
    );
    // The arched back, with the small saw-tooth crest chameleons wear.
    let back = bezier((100.0, 80.0), (72.0, 58.0), (36.0, 94.0), 18);
    for (index, &(x, y)) in back.iter().enumerate() {
        let lift = if index % 2 == 1 && index < 15 {
            2.6
        } else {
            0.0
        };
        // Out from the curve, roughly up and back.
        body.push((x + 0.3 * lift, y - lift));
    }
    body.extend(path(
        (36.0, 94.0),
        &[
            // The rump, the belly, the chest.
            ((26.0, 108.0), (34.0, 122.0)),
            ((62.0, 140.0), (98.0, 130.0)),
            // The throat and chin, the mouth's corner, back to the snout.
            ((116.0, 128.0), (122.0, 120.0)),
            ((138.0, 120.0), (148.0, 113.0)),
            ((156.0, 110.0), (156.0, 103.0)),
        ],
    ));
    let mut tail = bezier((36.0, 110.0), (14.0, 134.0), (22.0, 172.0), 10);
    tail.extend(spiral((50.0, 176.0), PI, -1.6, 28.0, 5.0, 48));
    Pose {
        body,
        tail,
        // Front legs bend back at the elbow, hind legs forward at the knee;
        // the far pair peeps out just beside the near one.
        far_legs: [
            [(114.0, 120.0), (110.0, 136.0), (121.0, 148.0)],
            [(50.0, 118.0), (58.0, 136.0), (45.0, 156.0)],
        ],
        near_legs: [
            [(104.0, 122.0), (97.0, 138.0), (107.0, 150.0)],
            [(62.0, 122.0), (73.0, 138.0), (62.0, 154.0)],
        ],
        eye: (130.0, 95.0, 12.5),
        branch: ((16.0, 162.0), (156.0, 144.0)),
    }
}

/// The light on a round body: full on top, less underneath and along the
/// edge (`inside`, pixels in from the outline), so it reads as a volume.
fn shade(colour: Rgba, top: f32, bottom: f32, y: f32, inside: f32) -> Rgba {
    let fall = 1.0 - 0.22 * smoothstep(top, bottom, y);
    let rim = 1.0 - 0.16 * (1.0 - smoothstep(0.0, 7.0, inside));
    let light = fall * rim;
    [
        colour[0] * light,
        colour[1] * light,
        colour[2] * light,
        colour[3],
    ]
}

/// Paints a part: an ink rim of `LINE`, then `skin` (local coordinates)
/// shaded inside it.
fn inked_part(
    canvas: &mut Canvas,
    place: Place,
    bounds: (f32, f32, f32, f32),
    shape: &Field,
    (top, bottom): Point,
    skin: &dyn Fn(f32, f32) -> Rgba,
) {
    let line = LINE * place.scale;
    let bounds = place.bounds(bounds);
    canvas.fill_within(bounds, |x, y| shape.at(x, y) - line / 2.0, |_, _| INK);
    canvas.fill_within(
        bounds,
        |x, y| shape.at(x, y) + line / 2.0,
        |x, y| {
            let (lx, ly) = place.local(x, y);
            let inside = (-shape.at(x, y) - line / 2.0) / place.scale;
            shade(skin(lx, ly), top, bottom, ly, inside)
        },
    );
}

/// A leg: upper and lower limb, and a foot of two toe bundles closing on
/// the branch from either side, as chameleons grip.
fn leg_shape(x: f32, y: f32, [hip, knee, foot]: [Point; 3]) -> f32 {
    let limb = stroke(x, y, &[hip, knee, foot], 13.0, 9.0);
    let front = ellipse(x, y, foot.0 + 5.0, foot.1 + 1.5, 5.5, 3.8);
    let back = ellipse(x, y, foot.0 - 5.0, foot.1 + 1.5, 5.5, 3.8);
    smooth_min(limb, front.min(back), 2.0)
}

fn paint_legs(
    canvas: &mut Canvas,
    place: Place,
    legs: &[[Point; 3]],
    shapes: &[Field],
    skin: &dyn Fn(f32, f32) -> Rgba,
    dim: f32,
) {
    for (leg, shape) in legs.iter().zip(shapes) {
        let dimmed = |x: f32, y: f32| {
            let [r, g, b, a] = skin(x, y);
            [r * dim, g * dim, b * dim, a]
        };
        let (top, bottom) = (leg[0].1, leg[2].1);
        inked_part(
            canvas,
            place,
            bounds_of(leg),
            shape,
            (top - 20.0, bottom),
            &dimmed,
        );
    }
}

/// The distance `exact(x, y)` of a part lying in `bounds`, worked out only
/// near the box: farther out the box's own distance stands in, which is
/// less than the part's yet far enough that no edge or blend changes.
fn near_box(
    x: f32,
    y: f32,
    (left, top, right, bottom): (f32, f32, f32, f32),
    exact: impl Fn(f32, f32) -> f32,
) -> f32 {
    let (cx, cy) = ((left + right) / 2.0, (top + bottom) / 2.0);
    let outside = rounded_rect(
        x,
        y,
        cx,
        cy,
        (right - left) / 2.0,
        (bottom - top) / 2.0,
        0.0,
    );
    if outside > 12.0 { outside } else { exact(x, y) }
}

fn bounds_of(points: &[Point]) -> (f32, f32, f32, f32) {
    let mut bounds = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for &(x, y) in points {
        bounds = (
            bounds.0.min(x - 12.0),
            bounds.1.min(y - 12.0),
            bounds.2.max(x + 12.0),
            bounds.3.max(y + 12.0),
        );
    }
    bounds
}

/// The branch the chameleon grips: a tapering stick with bark lines and a
/// leaf hanging under its end.
fn paint_branch(canvas: &mut Canvas, place: Place, pose: &Pose, stick: &Field, bark: Rgba) {
    let (a, b) = pose.branch;
    // The leaf first, so the stick covers its stalk.
    let (leaf_base, leaf_tip) = ((136.0, 146.0), (152.0, 174.0));
    let shape = |x: f32, y: f32| {
        let (lx, ly) = place.local(x, y);
        leaf(lx, ly, leaf_base, leaf_tip, 7.0) * place.scale
    };
    let bounds = place.bounds((126.0, 140.0, 162.0, 180.0));
    canvas.fill_within(
        bounds,
        |x, y| shape(x, y) - LINE * place.scale / 2.0,
        |_, _| INK,
    );
    canvas.fill_within(
        bounds,
        |x, y| shape(x, y) + LINE * place.scale / 2.0,
        |x, y| {
            let (lx, ly) = place.local(x, y);
            let (rib, _) = segment(lx, ly, leaf_base, leaf_tip);
            let vein = 1.0 - 0.25 * (1.0 - smoothstep(0.5, 1.3, rib));
            let [r, g, b, _] = mix(bark, [1.0; 4], 0.45);
            [r * vein, g * vein, b * vein, 1.0]
        },
    );
    let skin = |x: f32, y: f32| {
        // Bark: faint lines along the stick.
        let (across, _) = segment(x, y, a, b);
        let line = 0.5 + 0.5 * (across * 1.9 + 0.08 * x).sin();
        let light = 1.0 - 0.10 * smoothstep(0.6, 1.0, line);
        [bark[0] * light, bark[1] * light, bark[2] * light, 1.0]
    };
    inked_part(
        canvas,
        place,
        bounds_of(&[a, b]),
        stick,
        (135.0, 165.0),
        &skin,
    );
}

/// A leaf from `base` to `tip`, `half_width` at its widest: the lens two
/// circles overlap in.
fn leaf(x: f32, y: f32, base: Point, tip: Point, half_width: f32) -> f32 {
    let (dx, dy) = (tip.0 - base.0, tip.1 - base.1);
    let length = (dx * dx + dy * dy).sqrt();
    let (ux, uy) = (dx / length, dy / length);
    let (px, py) = (x - (base.0 + tip.0) / 2.0, y - (base.1 + tip.1) / 2.0);
    let (u, v) = (px * ux + py * uy, -px * uy + py * ux);
    let half = length / 2.0;
    let radius = (half * half + half_width * half_width) / (2.0 * half_width);
    let offset = radius - half_width;
    circle(u, v, 0.0, offset, radius).max(circle(u, v, 0.0, -offset, radius))
}

/// What changes between chameleons: the skin's colour at a point (card
/// coordinates) and the bark's colour.
struct Look<'a> {
    skin: &'a dyn Fn(f32, f32) -> Rgba,
    bark: Rgba,
}

/// A chameleon's parts measured once for a place: the figure and both
/// jokers paint from the same fields, so the costly outlines are worked
/// out once for the three.
struct Shapes {
    place: Place,
    pose: Pose,
    far_legs: Vec<Field>,
    body: Field,
    branch: Field,
    near_legs: Vec<Field>,
}

/// Where the body and tail lie in card coordinates, and both together.
const TRUNK_BOX: (f32, f32, f32, f32) = (24.0, 46.0, 158.0, 142.0);
const TAIL_BOX: (f32, f32, f32, f32) = (10.0, 100.0, 90.0, 210.0);
const BODY_BOX: (f32, f32, f32, f32) = (10.0, 46.0, 158.0, 210.0);

impl Shapes {
    fn new(width: usize, height: usize, place: Place) -> Self {
        let pose = pose();
        let measure = |bounds: (f32, f32, f32, f32), distance: &dyn Fn(f32, f32) -> f32| {
            Field::new(width, height, place.bounds(bounds), |x, y| {
                let (lx, ly) = place.local(x, y);
                distance(lx, ly) * place.scale
            })
        };
        let legs = |legs: &[[Point; 3]; 2]| -> Vec<Field> {
            legs.iter()
                .map(|&leg| measure(bounds_of(&leg), &|x, y| leg_shape(x, y, leg)))
                .collect()
        };
        let body = measure(BODY_BOX, &|x, y| {
            let trunk = near_box(x, y, TRUNK_BOX, |x, y| polygon(x, y, &pose.body));
            let tail = near_box(x, y, TAIL_BOX, |x, y| stroke(x, y, &pose.tail, 20.0, 6.0));
            smooth_min(trunk, tail, 5.0)
        });
        let (a, b) = pose.branch;
        let branch = measure(bounds_of(&[a, b]), &|x, y| stroke(x, y, &[a, b], 12.0, 8.0));
        Shapes {
            place,
            far_legs: legs(&pose.far_legs),
            near_legs: legs(&pose.near_legs),
            body,
            branch,
            pose,
        }
    }
}

/// The chameleon: far legs, body and tail, branch, near legs, then the
/// face's lines.
fn paint_chameleon(canvas: &mut Canvas, shapes: &Shapes, look: &Look) {
    let (place, pose) = (shapes.place, &shapes.pose);
    paint_legs(
        canvas,
        place,
        &pose.far_legs,
        &shapes.far_legs,
        look.skin,
        0.78,
    );
    inked_part(
        canvas,
        place,
        BODY_BOX,
        &shapes.body,
        (50.0, 140.0),
        look.skin,
    );
    paint_branch(canvas, place, pose, &shapes.branch, look.bark);
    paint_legs(
        canvas,
        place,
        &pose.near_legs,
        &shapes.near_legs,
        look.skin,
        1.0,
    );
    paint_face(canvas, place, pose, look.skin);
}

/// The turret eye (rings round a black pupil with a light in it), the
/// mouth's line and the casque's edge.
fn paint_face(canvas: &mut Canvas, place: Place, pose: &Pose, skin: &dyn Fn(f32, f32) -> Rgba) {
    let s = place.scale;
    let (ex, ey, er) = pose.eye;
    let to = |x: f32, y: f32| place.local(x, y);
    let eye_bounds = place.bounds((ex - er, ey - er, ex + er, ey + er));
    let eye = |x: f32, y: f32| {
        let (lx, ly) = to(x, y);
        circle(lx, ly, ex, ey, er) * s
    };
    canvas.fill_within(eye_bounds, |x, y| eye(x, y) - LINE * s / 2.0, |_, _| INK);
    canvas.fill_within(
        eye_bounds,
        |x, y| eye(x, y) + LINE * s / 2.0,
        |x, y| {
            let (lx, ly) = to(x, y);
            let [r, g, b, a] = skin(lx, ly);
            let light = 1.0 - 0.25 * smoothstep(ey - er, ey + er, ly);
            [r * light, g * light, b * light, a]
        },
    );
    // One ring of the turret's scales.
    canvas.fill_within(
        eye_bounds,
        |x, y| {
            let (lx, ly) = to(x, y);
            outline(circle(lx, ly, ex + 1.5, ey, er * 0.62), 1.4) * s
        },
        |_, _| [INK[0], INK[1], INK[2], 0.55],
    );
    let (px, py) = (ex + 3.0, ey - 0.5);
    canvas.fill_within(
        eye_bounds,
        |x, y| {
            let (lx, ly) = to(x, y);
            circle(lx, ly, px, py, 4.6) * s
        },
        |_, _| INK,
    );
    canvas.fill_within(
        eye_bounds,
        |x, y| {
            let (lx, ly) = to(x, y);
            circle(lx, ly, px + 1.6, py - 1.6, 1.5) * s
        },
        |_, _| [1.0, 1.0, 1.0, 0.95],
    );
    // The mouth: a smile from the snout back under the eye.
    let mouth = bezier((155.0, 107.0), (146.0, 112.0), (128.0, 111.0), 8);
    let mouth_bounds = place.bounds((124.0, 104.0, 158.0, 116.0));
    canvas.fill_within(
        mouth_bounds,
        |x, y| {
            let (lx, ly) = to(x, y);
            stroke(lx, ly, &mouth, 2.4, 1.6) * s
        },
        |_, _| INK,
    );
    // The casque's ridge, a faint line from the brow to the peak.
    let ridge = bezier((134.0, 82.0), (122.0, 66.0), (110.0, 55.0), 8);
    canvas.fill_within(
        place.bounds((106.0, 50.0, 138.0, 86.0)),
        |x, y| {
            let (lx, ly) = to(x, y);
            stroke(lx, ly, &ridge, 1.6, 1.2) * s
        },
        |_, _| [INK[0], INK[1], INK[2], 0.45],
    );
}

/// The colour card's skin in white and greys: three soft bands across the
/// flank, a light stripe along the side and a faint scale speckle.
fn grey_skin(x: f32, y: f32) -> Rgba {
    let mut light = 0.97;
    // Bands leaning back, darker: the chameleon's stripes.
    for centre in [58.0, 78.0, 98.0] {
        let across = (x - centre + 0.35 * (y - 100.0)).abs();
        let band = 1.0 - smoothstep(3.0, 5.5, across);
        let on_flank = smoothstep(78.0, 92.0, y) * (1.0 - smoothstep(126.0, 134.0, y));
        light -= 0.20 * band * on_flank;
    }
    // A light line along the side, from the shoulder to the rump.
    let side = (y - (112.0 - 0.12 * (x - 40.0) + 4.0 * ((x - 40.0) * 0.08).sin())).abs();
    light += 0.05 * (1.0 - smoothstep(1.5, 3.0, side));
    // Scales: a grid of faint dots.
    let (cx, cy) = (
        (x / 5.0).fract() - 0.5,
        (y / 5.0 + 0.5 * (x / 5.0).floor()).fract() - 0.5,
    );
    light -= 0.05 * (1.0 - smoothstep(0.12, 0.25, cx * cx + cy * cy));
    let light = light.min(1.0);
    [light, light, light, 1.0]
}

/// `chameleon_figure`: the chameleon alone, white to grey, for the colour.
fn figure(shapes: &Shapes) -> Canvas {
    let mut canvas = Canvas::new(CARD_W, CARD_H);
    let skin = grey_skin;
    paint_chameleon(
        &mut canvas,
        shapes,
        &Look {
            skin: &skin,
            bark: [0.60, 0.60, 0.60, 1.0],
        },
    );
    canvas
}

// ---------------------------------------------------------------------------
// Paper and the cards

fn card_outline(x: f32, y: f32, inset: f32, radius: f32) -> f32 {
    let (hw, hh) = (CARD_W as f32 / 2.0, CARD_H as f32 / 2.0);
    rounded_rect(x, y, hw, hh, hw - inset, hh - inset, radius)
}

/// Card paper as the table's `card_face` draws it (the light from the
/// top, a faint cloud, a grain, the printed frame), in `tone`, with
/// `pattern(x, y)` darkening it (0 none). `card_edge` adds the hairline
/// edge once the card's picture is on it.
fn paper(tone: Rgba, pattern: impl Fn(f32, f32) -> f32) -> Canvas {
    let mut canvas = Canvas::new(CARD_W, CARD_H);
    canvas.fill(
        |x, y| card_outline(x, y, 1.0, CARD_RADIUS),
        |x, y| {
            let light = 1.0 - 0.06 * (y / CARD_H as f32);
            let cloud = 0.025 * (fractal_noise(x, y, 256.0, 4, 11) - 0.5);
            let shade = (light + cloud + 0.012 * grain(x, y, 12)) * (1.0 - pattern(x, y));
            [
                tone[0] * shade,
                tone[1] * shade * 0.995,
                tone[2] * shade * 0.985,
                1.0,
            ]
        },
    );
    canvas.fill(
        |x, y| outline(card_outline(x, y, 9.0, CARD_RADIUS - 6.0), 1.2),
        |_, _| [0.45, 0.42, 0.38, 0.22],
    );
    canvas
}

/// The hairline edge every card ends with, over whatever it shows.
fn card_edge(canvas: &mut Canvas) {
    canvas.fill(
        |x, y| outline(card_outline(x, y, 1.75, CARD_RADIUS), 1.5),
        |_, _| [0.30, 0.28, 0.26, 0.65],
    );
}

/// `chameleon_wash`: paper with a few faint leaves on a vine across the
/// lower half, white to grey, tinted with a light mix of the card's colour.
fn wash() -> Canvas {
    let vine = bezier((-6.0, 222.0), (70.0, 150.0), (176.0, 176.0), 16);
    let leaves: Vec<(Point, Point)> = [
        (0.18, -1.0),
        (0.30, 1.0),
        (0.45, -1.0),
        (0.58, 1.0),
        (0.72, -1.0),
        (0.86, 1.0),
    ]
    .iter()
    .map(|&(t, side)| {
        let index = ((t * 16.0) as usize).min(15);
        let (a, b) = (vine[index], vine[index + 1]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let length = (dx * dx + dy * dy).sqrt();
        // Each leaf leaves the vine at an angle, on alternate sides.
        let (nx, ny) = (-dy / length * side, dx / length * side);
        let tip = (
            a.0 + 0.5 * dx / length * 18.0 + nx * 22.0,
            a.1 + 0.5 * dy / length * 18.0 + ny * 22.0,
        );
        (a, tip)
    })
    .collect();
    let pattern = move |x: f32, y: f32| {
        if y < 120.0 {
            return 0.0;
        }
        let stem = stroke(x, y, &vine, 3.0, 2.0);
        let mut shape = stem;
        for &(base, tip) in &leaves {
            shape = shape.min(leaf(x, y, base, tip, 7.5));
        }
        let fade = smoothstep(120.0, 190.0, y);
        let inked = (0.5 - shape).clamp(0.0, 1.0);
        let rim = (0.5 - outline(shape, 1.2)).clamp(0.0, 1.0);
        fade * (0.05 * inked + 0.06 * rim)
    };
    let mut canvas = paper([1.0; 4], pattern);
    card_edge(&mut canvas);
    canvas
}

fn joker(mut canvas: Canvas, shapes: &Shapes) -> Canvas {
    // The seven colours as bands leaning across the whole chameleon, with a
    // dark seam between them, so the stripes read without colour too.
    let skin = |x: f32, y: f32| {
        let across = x * 0.88 + y * 0.47;
        let band = across / 17.0;
        let index = (band.floor() as i64).rem_euclid(7) as usize;
        let seam = (band.fract() - 0.5).abs();
        let colour = RAINBOW[index];
        mix(colour, INK, 0.6 * smoothstep(0.40, 0.48, seam))
    };
    paint_chameleon(
        &mut canvas,
        shapes,
        &Look {
            skin: &skin,
            bark: [0.55, 0.38, 0.22, 1.0],
        },
    );
    // A star on the casque.
    let peak = shapes.place.point((112.0, 46.0));
    paint_star(&mut canvas, peak, 11.0, 4.6, 5, GOLD, -PI / 2.0);
    card_edge(&mut canvas);
    canvas
}

/// A star of `points` points round `centre`, with an ink rim.
fn paint_star(
    canvas: &mut Canvas,
    centre: Point,
    outer: f32,
    inner: f32,
    points: usize,
    colour: Rgba,
    turn: f32,
) {
    let corners: Vec<Point> = (0..2 * points)
        .map(|index| {
            let angle = turn + PI * index as f32 / points as f32;
            let r = if index % 2 == 0 { outer } else { inner };
            (centre.0 + r * angle.cos(), centre.1 + r * angle.sin())
        })
        .collect();
    let pad = outer + 4.0;
    let bounds = (
        centre.0 - pad,
        centre.1 - pad,
        centre.0 + pad,
        centre.1 + pad,
    );
    canvas.fill_within(bounds, |x, y| polygon(x, y, &corners) - 1.3, |_, _| INK);
    canvas.fill_within(
        bounds,
        |x, y| polygon(x, y, &corners) + 1.0,
        |_, y| {
            mix(
                mix(colour, [1.0; 4], 0.4),
                colour,
                smoothstep(centre.1 - outer, centre.1 + outer, y),
            )
        },
    );
}

fn golden_joker(mut canvas: Canvas, shapes: &Shapes) -> Canvas {
    // A warm glow behind the chameleon.
    canvas.fill_within(
        (10.0, 40.0, 158.0, 210.0),
        |x, y| circle(x, y, 90.0, 120.0, 80.0),
        |x, y| {
            let fall = 1.0 - smoothstep(10.0, 80.0, circle(x, y, 90.0, 120.0, 0.0));
            [1.0, 0.86, 0.45, 0.45 * fall]
        },
    );
    let skin = |x: f32, y: f32| {
        // Gold: a bright sheen along the back, deeper towards the belly,
        // with a soft diagonal glint.
        let glint = smoothstep(0.55, 1.0, 0.5 + 0.5 * ((x + y) * 0.09).sin());
        let deep = [0.78, 0.46, 0.04, 1.0];
        let bright = [1.0, 0.84, 0.30, 1.0];
        mix(
            mix(bright, deep, smoothstep(60.0, 180.0, y)),
            [1.0, 0.97, 0.78, 1.0],
            0.45 * glint,
        )
    };
    paint_chameleon(
        &mut canvas,
        shapes,
        &Look {
            skin: &skin,
            bark: [0.55, 0.38, 0.22, 1.0],
        },
    );
    paint_crown(&mut canvas, shapes.place.point((111.0, 44.0)));
    for &(x, y, size) in &[
        (58.0, 56.0, 9.0),
        (146.0, 62.0, 7.0),
        (100.0, 196.0, 8.0),
        (28.0, 92.0, 6.0),
        (142.0, 176.0, 6.0),
    ] {
        paint_sparkle(&mut canvas, (x, y), size);
    }
    card_edge(&mut canvas);
    canvas
}

/// A small crown sitting on the casque's peak.
fn paint_crown(canvas: &mut Canvas, (cx, cy): Point) {
    let points = [
        (cx - 11.0, cy + 6.0),
        (cx - 13.0, cy - 8.0),
        (cx - 6.0, cy - 1.0),
        (cx, cy - 12.0),
        (cx + 6.0, cy - 1.0),
        (cx + 13.0, cy - 8.0),
        (cx + 11.0, cy + 6.0),
    ];
    let bounds = (cx - 20.0, cy - 20.0, cx + 20.0, cy + 14.0);
    canvas.fill_within(bounds, |x, y| polygon(x, y, &points) - 1.4, |_, _| INK);
    canvas.fill_within(
        bounds,
        |x, y| polygon(x, y, &points) + 1.0,
        |_, y| {
            mix(
                [1.0, 0.92, 0.55, 1.0],
                [0.85, 0.60, 0.15, 1.0],
                smoothstep(cy - 12.0, cy + 6.0, y),
            )
        },
    );
    for jewel in [(cx, cy + 1.0), (cx - 7.0, cy + 2.0), (cx + 7.0, cy + 2.0)] {
        canvas.fill_within(
            bounds,
            |x, y| circle(x, y, jewel.0, jewel.1, 1.8),
            |_, _| [0.80, 0.12, 0.16, 1.0],
        );
    }
}

/// A four-pointed glint: two thin diamonds crossed.
fn paint_sparkle(canvas: &mut Canvas, (cx, cy): Point, size: f32) {
    let thin = size * 0.22;
    let star = [
        (cx, cy - size),
        (cx + thin, cy - thin),
        (cx + size, cy),
        (cx + thin, cy + thin),
        (cx, cy + size),
        (cx - thin, cy + thin),
        (cx - size, cy),
        (cx - thin, cy - thin),
    ];
    let pad = size + 3.0;
    let bounds = (cx - pad, cy - pad, cx + pad, cy + pad);
    canvas.fill_within(
        bounds,
        |x, y| polygon(x, y, &star) - 0.9,
        |_, _| [0.55, 0.36, 0.05, 0.9],
    );
    canvas.fill_within(
        bounds,
        |x, y| polygon(x, y, &star),
        |_, _| [1.0, 0.93, 0.60, 1.0],
    );
}

fn plus_two(mut canvas: Canvas) -> Canvas {
    let green = [0.22, 0.55, 0.30, 1.0];
    let dark = [0.10, 0.36, 0.18, 1.0];
    // Two leaves behind two eggs at the bottom.
    for &(base, tip) in &[
        ((84.0, 196.0), (44.0, 176.0)),
        ((84.0, 196.0), (126.0, 174.0)),
    ] {
        let bounds = (30.0, 160.0, 140.0, 206.0);
        canvas.fill_within(bounds, |x, y| leaf(x, y, base, tip, 11.0) - 1.3, |_, _| INK);
        canvas.fill_within(
            bounds,
            |x, y| leaf(x, y, base, tip, 11.0) + 1.3,
            |x, y| {
                let (rib, _) = segment(x, y, base, tip);
                mix(
                    mix(green, [1.0; 4], 0.25),
                    dark,
                    1.0 - smoothstep(0.6, 1.6, rib),
                )
            },
        );
    }
    for &(cx, cy) in &[(70.0, 178.0), (98.0, 180.0)] {
        let egg = |x: f32, y: f32| {
            // Narrower at the top than at the bottom.
            let squeeze = 1.0 + 0.18 * smoothstep(cy + 8.0, cy - 14.0, y);
            ellipse((x - cx) * squeeze + cx, y, cx, cy, 11.0, 14.0)
        };
        let bounds = (cx - 16.0, cy - 19.0, cx + 16.0, cy + 19.0);
        canvas.fill_within(bounds, |x, y| egg(x, y) - 1.5, |_, _| INK);
        canvas.fill_within(
            bounds,
            |x, y| egg(x, y) + 1.5,
            |x, y| {
                let light = 1.0 - 0.22 * smoothstep(cy - 14.0, cy + 14.0, y + 0.5 * (x - cx));
                let speck = grain((x / 3.0).floor(), (y / 3.0).floor(), 77);
                let spot = if speck > 0.78 { 0.82 } else { 1.0 };
                let base = [0.86, 0.93, 0.80, 1.0];
                [
                    base[0] * light * spot,
                    base[1] * light * spot,
                    base[2] * light * spot,
                    1.0,
                ]
            },
        );
    }
    // The mark: a plus and a two as thick brush strokes.
    let plus = [
        [(26.0, 104.0), (68.0, 104.0)],
        [(47.0, 83.0), (47.0, 125.0)],
    ];
    let mut two = bezier((86.0, 80.0), (104.0, 54.0), (130.0, 62.0), 10);
    two.extend(bezier((130.0, 62.0), (158.0, 80.0), (134.0, 110.0), 10));
    two.extend(bezier((134.0, 110.0), (110.0, 134.0), (86.0, 148.0), 8));
    two.push((142.0, 148.0));
    let mark = |x: f32, y: f32| {
        let mut d = stroke(x, y, &two, 15.0, 15.0);
        for bar in &plus {
            d = d.min(stroke(x, y, bar, 14.0, 14.0));
        }
        d
    };
    let mark = Field::new(CARD_W, CARD_H, (14.0, 40.0, 160.0, 162.0), mark);
    canvas.fill(|x, y| mark.at(x, y) - 2.0, |_, _| INK);
    canvas.fill(
        |x, y| mark.at(x, y) + 1.2,
        |_, y| mix([0.40, 0.72, 0.42, 1.0], dark, smoothstep(50.0, 150.0, y)),
    );
    // A light along the strokes' upper edges.
    canvas.fill(
        |x, y| (mark.at(x, y) + 3.0).max(-(mark.at(x, y + 3.0) + 3.0)),
        |_, _| [1.0, 1.0, 1.0, 0.35],
    );
    card_edge(&mut canvas);
    canvas
}

fn last_round(mut canvas: Canvas) -> Canvas {
    // A window of evening sky between the corners.
    let window = |x: f32, y: f32| rounded_rect(x, y, 84.0, 120.0, 70.0, 78.0, 10.0);
    let horizon = 150.0;
    let sun = (84.0, horizon);
    canvas.fill(|x, y| window(x, y) - 1.5, |_, _| INK);
    canvas.fill(
        |x, y| window(x, y) + 1.0,
        |x, y| {
            let sky = mix(
                [0.62, 0.16, 0.20, 1.0],
                [1.0, 0.66, 0.22, 1.0],
                smoothstep(44.0, horizon, y),
            );
            // Rays round the sun, soft.
            let angle = (y - sun.1).atan2(x - sun.0);
            let ray = 0.5 + 0.5 * (angle * 12.0).cos();
            let glow = 1.0 - smoothstep(20.0, 110.0, circle(x, y, sun.0, sun.1, 0.0));
            mix(sky, [1.0, 0.86, 0.46, 1.0], glow * (0.35 + 0.25 * ray))
        },
    );
    // The sun, half under the hills.
    canvas.fill(
        |x, y| circle(x, y, sun.0, sun.1, 30.0).max(window(x, y)),
        |_, y| {
            mix(
                [1.0, 0.95, 0.70, 1.0],
                [1.0, 0.62, 0.20, 1.0],
                smoothstep(120.0, 150.0, y),
            )
        },
    );
    // Hills and a branch, dark against the light, with a small chameleon
    // walking off: the day is ending.
    canvas.fill(
        |x, y| {
            let hill =
                y - (horizon - 6.0 + 10.0 * ((x - 20.0) * 0.035).sin() + 6.0 * (x * 0.09).cos());
            (-hill).max(window(x, y))
        },
        |_, y| {
            mix(
                [0.46, 0.18, 0.14, 1.0],
                [0.22, 0.08, 0.10, 1.0],
                smoothstep(horizon, 198.0, y),
            )
        },
    );
    let silhouette = |_: f32, _: f32| [0.20, 0.08, 0.10, 1.0];
    let place = Place {
        x: 52.0,
        y: 48.0,
        scale: 0.42,
    };
    paint_silhouette(&mut canvas, place, &silhouette);
    // Evening stars.
    for &(x, y, size) in &[(40.0, 66.0, 3.0), (128.0, 58.0, 4.0), (110.0, 84.0, 2.5)] {
        paint_sparkle(&mut canvas, (x, y), size);
    }
    canvas.fill(|x, y| outline(window(x, y), 2.2), |_, _| INK);
    card_edge(&mut canvas);
    canvas
}

/// A chameleon on its branch as one dark shape (the sunset's).
fn paint_silhouette(canvas: &mut Canvas, place: Place, colour: &dyn Fn(f32, f32) -> Rgba) {
    let pose = pose();
    let bounds = place.bounds((10.0, 44.0, 162.0, 210.0));
    let shape = |x: f32, y: f32| {
        let (lx, ly) = place.local(x, y);
        let body = polygon(lx, ly, &pose.body);
        let mut d = smooth_min(body, stroke(lx, ly, &pose.tail, 20.0, 6.0), 5.0);
        for leg in pose.near_legs.iter().chain(&pose.far_legs) {
            d = d.min(leg_shape(lx, ly, *leg));
        }
        d = d.min(stroke(lx, ly, &[pose.branch.0, pose.branch.1], 12.0, 8.0));
        d * place.scale
    };
    canvas.fill_within(bounds, shape, colour);
    // The eye, a point of light.
    let (ex, ey, _) = pose.eye;
    let eye = place.point((ex, ey));
    canvas.fill_within(
        (eye.0 - 4.0, eye.1 - 4.0, eye.0 + 4.0, eye.1 + 4.0),
        |x, y| circle(x, y, eye.0, eye.1, 1.6),
        |_, _| [1.0, 0.80, 0.40, 1.0],
    );
}

// ---------------------------------------------------------------------------
// The back, the mini chameleon and the row's emblem

/// Fish scales in rows `size` apart, each row overlapping the one above:
/// how far inside its scale's edge (x, y) lies.
fn scales(x: f32, y: f32, size: f32) -> f32 {
    let row = (y / size).floor() as i64;
    // The lower rows lie over the upper, so look from the lowest down.
    for r in [row + 1, row, row - 1] {
        let shift = if r.rem_euclid(2) == 1 { size } else { 0.0 };
        let column = ((x - shift) / (2.0 * size)).round();
        let cx = column * 2.0 * size + shift;
        let cy = r as f32 * size;
        let d = circle(x, y, cx, cy, size * 1.08);
        if d < 0.0 && y <= cy {
            return -d;
        }
    }
    0.0
}

fn back() -> Canvas {
    let mut canvas = Canvas::new(CARD_W, CARD_H);
    let (cx, cy) = (CARD_W as f32 / 2.0, CARD_H as f32 / 2.0);
    let deep = [0.02, 0.17, 0.16, 1.0];
    let bright = [0.07, 0.40, 0.34, 1.0];
    let pale = [0.80, 0.90, 0.62, 1.0];
    canvas.fill(
        |x, y| card_outline(x, y, 1.0, CARD_RADIUS),
        |x, y| {
            let reach = circle(x, y, cx, cy * 0.85, 0.0) / 150.0;
            let base = mix(bright, deep, reach);
            // Scales: darker at their upper part, a light rim below.
            let inside = scales(x - cx, y, 9.0);
            let rim = 1.0 - smoothstep(0.4, 1.6, inside);
            let body = 1.0 - 0.16 * smoothstep(2.0, 9.0, inside);
            let light = body * (1.0 + 0.018 * grain(x, y, 51));
            let scaled = [base[0] * light, base[1] * light, base[2] * light, 1.0];
            mix(scaled, mix(base, pale, 0.35), 0.6 * rim)
        },
    );
    canvas.fill(
        |x, y| outline(card_outline(x, y, 10.0, 7.0), 3.0),
        |_, _| pale,
    );
    canvas.fill(
        |x, y| outline(card_outline(x, y, 15.0, 4.0), 1.0),
        |_, _| [pale[0], pale[1], pale[2], 0.6],
    );
    // The emblem: a curled tail in a ring on a dark disc.
    canvas.fill(
        |x, y| circle(x, y, cx, cy, 40.0),
        |_, y| {
            mix(
                [0.04, 0.26, 0.23, 1.0],
                deep,
                smoothstep(cy - 40.0, cy + 40.0, y),
            )
        },
    );
    canvas.fill(|x, y| outline(circle(x, y, cx, cy, 40.0), 3.0), |_, _| pale);
    canvas.fill(
        |x, y| outline(circle(x, y, cx, cy, 34.5), 1.0),
        |_, _| [pale[0], pale[1], pale[2], 0.5],
    );
    paint_emblem_spiral(
        &mut canvas,
        (cx, cy),
        27.0,
        pale,
        [0.01, 0.08, 0.07, 1.0],
        2.6,
    );
    canvas.fill(
        |x, y| outline(card_outline(x, y, 1.75, CARD_RADIUS), 1.5),
        |_, _| [0.01, 0.06, 0.05, 0.85],
    );
    canvas
}

/// The game's emblem, a curled tail: a stroke falling from the top right
/// and thinning into a spiral about `radius` wide, in `colour` with a rim
/// of `rim` `line` pixels wide.
fn paint_emblem_spiral(
    canvas: &mut Canvas,
    centre: Point,
    radius: f32,
    colour: Rgba,
    rim: Rgba,
    line: f32,
) {
    let s = radius / 26.0;
    // A short fall from the top right, then the curl inwards, clockwise,
    // thinning as it goes so its turns never touch.
    let start = (centre.0 + 22.0 * s, centre.1 - 1.0 * s);
    let mut curl = bezier(
        (centre.0 + 14.0 * s, centre.1 - 27.0 * s),
        (centre.0 + 24.0 * s, centre.1 - 18.0 * s),
        start,
        6,
    );
    curl.extend(spiral(
        (centre.0 - 1.0 * s, centre.1 - 1.0 * s),
        0.0,
        1.4,
        23.0 * s,
        4.0 * s,
        44,
    ));
    let pad = radius + 8.0;
    let bounds = (
        centre.0 - pad,
        centre.1 - pad,
        centre.0 + pad,
        centre.1 + pad,
    );
    let shape = Field::new(canvas.width, canvas.height, bounds, |x, y| {
        stroke(x, y, &curl, 11.0 * s, 3.5 * s)
    });
    canvas.fill_within(bounds, |x, y| shape.at(x, y) - line / 2.0, |_, _| rim);
    canvas.fill_within(bounds, |x, y| shape.at(x, y) + line / 2.0, |_, _| colour);
}

/// `chameleon_mini`: a head with its casque and eye on a body that curls
/// into the tail's spiral, chunky enough for 20 pixels.
fn mini() -> Canvas {
    let mut canvas = Canvas::new(64, 64);
    // The body from the nape, over and down into the tail's curl.
    let mut spine = bezier((36.0, 28.0), (14.0, 22.0), (11.0, 46.0), 8);
    spine.extend(spiral((24.0, 46.0), PI, -1.25, 13.0, 3.0, 30));
    let head = path(
        (62.0, 31.0),
        &[
            // Snout, brow, the casque's peak, the nape, the throat, the chin.
            ((60.0, 20.0), (50.0, 15.0)),
            ((44.0, 6.0), (33.0, 3.0)),
            ((30.0, 14.0), (30.0, 24.0)),
            ((32.0, 40.0), (44.0, 41.0)),
            ((58.0, 41.0), (62.0, 31.0)),
        ],
    );
    let shape = Field::new(64, 64, (0.0, 0.0, 64.0, 64.0), |x, y| {
        smooth_min(stroke(x, y, &spine, 16.0, 5.0), polygon(x, y, &head), 3.0)
    });
    canvas.fill(|x, y| shape.at(x, y) - 1.5, |_, _| INK);
    canvas.fill(
        |x, y| shape.at(x, y) + 1.5,
        |x, y| shade([1.0; 4], 8.0, 60.0, y, -shape.at(x, y) - 1.5),
    );
    // A big eye: a light turret, a black pupil looking forward.
    canvas.fill(|x, y| circle(x, y, 46.0, 25.0, 8.0) - 1.3, |_, _| INK);
    canvas.fill(|x, y| circle(x, y, 46.0, 25.0, 8.0) + 0.9, |_, _| [1.0; 4]);
    canvas.fill(|x, y| circle(x, y, 48.0, 25.0, 3.6), |_, _| INK);
    // The mouth.
    let mouth = bezier((61.0, 33.0), (56.0, 36.0), (49.0, 35.0), 6);
    canvas.fill(|x, y| stroke(x, y, &mouth, 1.8, 1.2), |_, _| INK);
    canvas
}

/// `row_emblem`: the back's curled tail, light grey with a dark rim, for
/// the row trays.
fn row_emblem() -> Canvas {
    let mut canvas = Canvas::new(64, 64);
    let ring = |x: f32, y: f32| outline(circle(x, y, 32.0, 32.0, 28.0), 3.4);
    canvas.fill(|x, y| ring(x, y) - 1.2, |_, _| INK);
    canvas.fill(|x, y| ring(x, y) + 0.6, |_, _| [0.90, 0.90, 0.90, 1.0]);
    paint_emblem_spiral(
        &mut canvas,
        (32.0, 32.0),
        21.0,
        [0.92, 0.92, 0.92, 1.0],
        INK,
        2.4,
    );
    canvas
}
