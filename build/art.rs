//! Pilefire's table art, drawn at build time: card faces, the card back,
//! a value-colour frame, shadows, felt, the flame, arrows, a seat
//! badge and a soft glow. Cards are drawn at twice their size on the table
//! (84 x 120) so they stay crisp at 1080p. Everything that the palette
//! decides (paper, felt, value colour, glow) is drawn white or grey and
//! tinted at run time, so the palettes keep working.

use crate::paint::{
    Canvas, Rgba, bezier, circle, fractal_noise, grain, mix, outline, polygon, rounded_rect,
    smoothstep,
};

const CARD_W: usize = 168;
const CARD_H: usize = 240;
const CARD_RADIUS: f32 = 14.0;
/// Space around a card for its shadow and glow, in texture pixels.
pub const SHADOW_PAD: usize = 16;
pub const GLOW_PAD: usize = 28;

/// A seat's plate and the halo round the plate of the seat to move, in
/// table units; the halo image is drawn at twice that.
pub const SEAT_PLATE: [f32; 2] = [210.0, 96.0];
pub const SEAT_HALO: [f32; 2] = [266.0, 156.0];

/// The window's icon, square; window managers scale it down to 32 or 16.
pub const ICON_SIZE: usize = 256;

const GOLD: Rgba = [0.88, 0.70, 0.34, 1.0];

pub fn pictures() -> Vec<(&'static str, Canvas)> {
    let mut pictures = vec![
        ("card_face", card_face()),
        ("card_tint", card_tint()),
        ("card_back", card_back()),
        ("card_shadow", card_shadow()),
        ("felt", felt()),
        ("glow", glow()),
        ("seat_halo", seat_halo()),
        ("flame", flame_picture()),
        ("arrow", arrow()),
        ("badge", badge()),
        ("plate", plate()),
        ("icon", icon(ICON_SIZE)),
        ("button", button()),
        ("panel", panel()),
    ];
    pictures.extend(crate::chameleons::rows::pictures());
    pictures.extend(crate::chameleons::cards::pictures());
    pictures
}

fn card_outline(x: f32, y: f32, inset: f32, radius: f32) -> f32 {
    let (hw, hh) = (CARD_W as f32 / 2.0, CARD_H as f32 / 2.0);
    rounded_rect(x, y, hw, hh, hw - inset, hh - inset, radius)
}

/// Paper: a light falling from the top, a faint cloudiness, a grain, a
/// hairline edge and a thin printed frame.
fn card_face() -> Canvas {
    let mut canvas = Canvas::new(CARD_W, CARD_H);
    canvas.fill(
        |x, y| card_outline(x, y, 1.0, CARD_RADIUS),
        |x, y| {
            let light = 1.0 - 0.06 * (y / CARD_H as f32);
            let cloud = 0.025 * (fractal_noise(x, y, 256.0, 4, 11) - 0.5);
            let shade = light + cloud + 0.012 * grain(x, y, 12);
            [shade, shade * 0.995, shade * 0.985, 1.0]
        },
    );
    canvas.fill(
        |x, y| outline(card_outline(x, y, 9.0, CARD_RADIUS - 6.0), 1.2),
        |_, _| [0.45, 0.42, 0.38, 0.22],
    );
    canvas.fill(
        |x, y| outline(card_outline(x, y, 1.75, CARD_RADIUS), 1.5),
        |_, _| [0.30, 0.28, 0.26, 0.65],
    );
    canvas
}

/// Drawn over the face in the card's value colour: a frame band and soft
/// washes behind the corner numbers.
fn card_tint() -> Canvas {
    let mut canvas = Canvas::new(CARD_W, CARD_H);
    let (w, h) = (CARD_W as f32, CARD_H as f32);
    for (cx, cy) in [(26.0, 28.0), (w - 26.0, h - 28.0)] {
        canvas.fill(
            |x, y| circle(x, y, cx, cy, 30.0),
            |x, y| {
                let fall = 1.0 - smoothstep(6.0, 30.0, circle(x, y, cx, cy, 0.0));
                [1.0, 1.0, 1.0, 0.30 * fall]
            },
        );
    }
    canvas.fill(
        |x, y| outline(card_outline(x, y, 6.5, CARD_RADIUS - 4.0), 4.5),
        |_, _| [1.0, 1.0, 1.0, 0.92],
    );
    canvas
}

fn card_back() -> Canvas {
    let mut canvas = Canvas::new(CARD_W, CARD_H);
    let (cx, cy) = (CARD_W as f32 / 2.0, CARD_H as f32 / 2.0);
    let deep = [0.07, 0.10, 0.26, 1.0];
    let bright = [0.18, 0.26, 0.56, 1.0];
    canvas.fill(
        |x, y| card_outline(x, y, 1.0, CARD_RADIUS),
        |x, y| {
            let reach = circle(x, y, cx, cy * 0.8, 0.0) / 150.0;
            let base = mix(bright, deep, reach);
            let speck = 0.018 * grain(x, y, 21);
            [base[0] + speck, base[1] + speck, base[2] + speck, 1.0]
        },
    );
    // A diamond lattice inside the inner border.
    canvas.fill(
        |x, y| {
            let line = |value: f32| {
                let phase = value.rem_euclid(22.0);
                phase.min(22.0 - phase) / std::f32::consts::SQRT_2
            };
            let lattice = line(x + y).min(line(x - y)) - 0.6;
            lattice.max(card_outline(x, y, 15.0, 4.0))
        },
        |_, _| [GOLD[0], GOLD[1], GOLD[2], 0.20],
    );
    canvas.fill(
        |x, y| outline(card_outline(x, y, 10.0, 7.0), 2.4),
        |_, _| GOLD,
    );
    canvas.fill(
        |x, y| outline(card_outline(x, y, 14.5, 4.0), 1.0),
        |_, _| [GOLD[0], GOLD[1], GOLD[2], 0.55],
    );
    // The emblem: a flame in a gold ring.
    canvas.fill(|x, y| circle(x, y, cx, cy, 38.0), |_, _| deep);
    canvas.fill(|x, y| outline(circle(x, y, cx, cy, 38.0), 2.6), |_, _| GOLD);
    paint_flame(&mut canvas, cx, cy + 27.0, 44.0, 58.0);
    canvas.fill(
        |x, y| outline(card_outline(x, y, 1.75, CARD_RADIUS), 1.5),
        |_, _| [0.02, 0.03, 0.08, 0.8],
    );
    canvas
}

fn card_shadow() -> Canvas {
    let (w, h) = (CARD_W + 2 * SHADOW_PAD, CARD_H + 2 * SHADOW_PAD);
    let mut canvas = Canvas::new(w, h);
    let (hw, hh) = (CARD_W as f32 / 2.0, CARD_H as f32 / 2.0);
    canvas.fill(
        |x, y| {
            rounded_rect(
                x,
                y,
                w as f32 / 2.0,
                h as f32 / 2.0,
                hw - 2.0,
                hh - 2.0,
                CARD_RADIUS,
            )
        },
        |_, _| [0.0, 0.0, 0.0, 1.0],
    );
    canvas.blur(5);
    canvas.fade(0.55);
    canvas
}

/// Tiling felt in grey, tinted by the palette's table colour.
fn felt() -> Canvas {
    const SIZE: usize = 256;
    let mut canvas = Canvas::new(SIZE, SIZE);
    canvas.fill(
        |_, _| -1.0,
        |x, y| {
            let cloud = fractal_noise(x, y, SIZE as f32, 5, 31) - 0.5;
            let fibre = fractal_noise(x, y, SIZE as f32 / 4.0, 2, 32) - 0.5;
            let shade = 0.9 + 0.10 * cloud + 0.035 * fibre + 0.025 * grain(x, y, 33);
            [shade, shade, shade, 1.0]
        },
    );
    canvas
}

/// A soft light along a card's edge, white, tinted by the meaning of the glow.
fn glow() -> Canvas {
    let (w, h) = (CARD_W + 2 * GLOW_PAD, CARD_H + 2 * GLOW_PAD);
    let mut canvas = Canvas::new(w, h);
    canvas.fill(|_, _| -1.0, |x, y| [1.0, 1.0, 1.0, glow_light(x, y)]);
    canvas
}

/// The glow image's light at (`x`, `y`) in its pixels.
fn glow_light(x: f32, y: f32) -> f32 {
    let (w, h) = (CARD_W + 2 * GLOW_PAD, CARD_H + 2 * GLOW_PAD);
    let (hw, hh) = (CARD_W as f32 / 2.0, CARD_H as f32 / 2.0);
    let distance = rounded_rect(x, y, w as f32 / 2.0, h as f32 / 2.0, hw, hh, CARD_RADIUS);
    // Brightest along the card's edge, fading outwards and inwards, so a
    // glow grown past its card is a halo, not a block.
    (-distance.abs() / 9.0).exp() * (1.0 - smoothstep(20.0, 28.0, distance))
}

/// The glow stretched round a seat's plate, with no light where the plate
/// lies (it would be hidden there): the seat's plate and labels can then
/// rest in the kept picture while the halo breathes over it.
fn seat_halo() -> Canvas {
    const SCALE: f32 = 2.0;
    let [halo_w, halo_h] = SEAT_HALO;
    let [plate_w, plate_h] = SEAT_PLATE;
    let (glow_w, glow_h) = (
        (CARD_W + 2 * GLOW_PAD) as f32,
        (CARD_H + 2 * GLOW_PAD) as f32,
    );
    let mut canvas = Canvas::new((halo_w * SCALE) as usize, (halo_h * SCALE) as usize);
    canvas.fill(
        |_, _| -1.0,
        |x, y| {
            // Table units from the centre.
            let (u, v) = (x / SCALE - halo_w / 2.0, y / SCALE - halo_h / 2.0);
            let light = glow_light(
                glow_w / 2.0 + u * glow_w / halo_w,
                glow_h / 2.0 + v * glow_h / halo_h,
            );
            // The plate image's outline, sliced at half scale (`art::plate`).
            let plate = rounded_rect(
                u,
                v,
                0.0,
                0.0,
                plate_w / 2.0 - 0.5,
                plate_h / 2.0 - 0.5,
                8.0,
            );
            let under_plate = (0.5 - plate * SCALE).clamp(0.0, 1.0);
            [1.0, 1.0, 1.0, light * (1.0 - under_plate)]
        },
    );
    canvas
}

fn flame_picture() -> Canvas {
    let mut canvas = Canvas::new(128, 160);
    paint_flame(&mut canvas, 64.0, 154.0, 104.0, 148.0);
    canvas
}

/// The outline of a flame standing on (`cx`, `base`): a round foot, a tip
/// bent to the right and a tongue licking up on the left.
fn flame_outline(cx: f32, base: f32, width: f32, height: f32) -> Vec<(f32, f32)> {
    let half = width / 2.0;
    let foot = base - half;
    let mut points = Vec::new();
    for step in 0..=16 {
        let angle = std::f32::consts::PI * step as f32 / 16.0;
        points.push((cx - half * angle.cos(), foot + half * angle.sin()));
    }
    let tip = (cx + width * 0.06, base - height);
    points.extend(bezier(
        (cx + half, foot),
        (cx + width * 0.62, base - height * 0.72),
        tip,
        14,
    ));
    let notch = (cx - width * 0.10, base - height * 0.56);
    points.extend(bezier(
        tip,
        (cx - width * 0.02, base - height * 0.7),
        notch,
        8,
    ));
    let tongue = (cx - width * 0.36, base - height * 0.80);
    points.extend(bezier(
        notch,
        (cx - width * 0.16, base - height * 0.7),
        tongue,
        8,
    ));
    points.extend(bezier(
        tongue,
        (cx - width * 0.56, base - height * 0.5),
        (cx - half, foot),
        10,
    ));
    points
}

/// Three nested tongues, red to yellow, lighter towards the foot.
pub fn paint_flame(canvas: &mut Canvas, cx: f32, base: f32, width: f32, height: f32) {
    let layers: [(f32, Rgba, Rgba); 3] = [
        (1.0, [0.80, 0.16, 0.06, 1.0], [0.96, 0.36, 0.10, 1.0]),
        (0.70, [0.95, 0.45, 0.08, 1.0], [1.0, 0.66, 0.18, 1.0]),
        (0.42, [1.0, 0.78, 0.25, 1.0], [1.0, 0.95, 0.70, 1.0]),
    ];
    for (scale, top, bottom) in layers {
        let points = flame_outline(cx, base - 1.0, width * scale, height * scale);
        let layer_top = base - height * scale;
        canvas.fill(
            |x, y| polygon(x, y, &points),
            |_, y| mix(top, bottom, (y - layer_top) / (height * scale)),
        );
    }
}

/// An arrow pointing up, white, for the direction of a pile.
fn arrow() -> Canvas {
    let mut canvas = Canvas::new(64, 64);
    let points = [
        (32.0, 5.0),
        (59.0, 33.0),
        (42.0, 33.0),
        (42.0, 59.0),
        (22.0, 59.0),
        (22.0, 33.0),
        (5.0, 33.0),
    ];
    canvas.fill(|x, y| polygon(x, y, &points), |_, _| [1.0, 1.0, 1.0, 1.0]);
    canvas
}

/// A round seat badge: a disc lit from above with a darker rim, tinted
/// with the seat's colour.
fn badge() -> Canvas {
    let mut canvas = Canvas::new(96, 96);
    canvas.fill(
        |x, y| circle(x, y, 48.0, 48.0, 45.0),
        |_, y| {
            let light = 1.0 - 0.22 * (y / 96.0);
            [light, light, light, 1.0]
        },
    );
    canvas.fill(
        |x, y| outline(circle(x, y, 48.0, 48.0, 42.0), 3.0),
        |_, _| [0.62, 0.62, 0.62, 1.0],
    );
    canvas
}

/// A rounded panel to be nine-sliced (corners of 16 pixels), white.
fn plate() -> Canvas {
    let mut canvas = Canvas::new(64, 64);
    canvas.fill(
        |x, y| rounded_rect(x, y, 32.0, 32.0, 31.0, 31.0, 16.0),
        |_, _| [1.0, 1.0, 1.0, 1.0],
    );
    canvas
}

/// The application icon: a card of the table's back (navy, gold border, the
/// flame) standing in front of a tilted paper card. Drawn at `size` with
/// every measure scaled from 256, and no line thinner than a pixel, so the
/// flame on navy still reads at 32 x 32.
fn icon(size: usize) -> Canvas {
    let mut canvas = Canvas::new(size, size);
    let s = size as f32 / 256.0;
    let line = |width: f32| (width * s).max(1.0);
    // The paper card behind, turned 14 degrees to the left.
    let (turn_sin, turn_cos) = (-14.0_f32).to_radians().sin_cos();
    let (bx, by) = (100.0 * s, 126.0 * s);
    let behind = move |x: f32, y: f32| {
        let (dx, dy) = (x - bx, y - by);
        (
            bx + dx * turn_cos + dy * turn_sin,
            by - dx * turn_sin + dy * turn_cos,
        )
    };
    let paper_card = |inset: f32| {
        move |x: f32, y: f32| {
            let (lx, ly) = behind(x, y);
            rounded_rect(
                lx,
                ly,
                bx,
                by,
                (66.0 - inset) * s,
                (94.0 - inset) * s,
                12.0 * s,
            )
        }
    };
    canvas.fill(paper_card(0.0), |_, _| [0.16, 0.12, 0.10, 1.0]);
    canvas.fill(paper_card(2.5), |_, y| {
        let light = 1.0 - 0.08 * (y / size as f32);
        [0.97 * light, 0.93 * light, 0.85 * light, 1.0]
    });
    canvas.fill(
        |x, y| outline(paper_card(10.0)(x, y), line(7.0)),
        |_, _| [0.90, 0.40, 0.16, 1.0],
    );
    // The card back in front.
    let (fx, fy, fw, fh) = (150.0 * s, 134.0 * s, 76.0 * s, 108.0 * s);
    let front = |inset: f32, radius: f32| {
        move |x: f32, y: f32| rounded_rect(x, y, fx, fy, fw - inset * s, fh - inset * s, radius * s)
    };
    let deep = [0.06, 0.09, 0.24, 1.0];
    let bright = [0.20, 0.29, 0.62, 1.0];
    canvas.fill(front(0.0, 16.0), |_, _| [0.02, 0.03, 0.08, 1.0]);
    canvas.fill(front(3.0, 14.0), |x, y| {
        mix(
            bright,
            deep,
            circle(x, y, fx, fy - 40.0 * s, 0.0) / (150.0 * s),
        )
    });
    canvas.fill(
        |x, y| outline(front(12.0, 8.0)(x, y), line(6.0)),
        |_, _| GOLD,
    );
    // The emblem, larger than on the table's back so it carries at 32 pixels.
    canvas.fill(|x, y| circle(x, y, fx, fy, 52.0 * s), |_, _| deep);
    canvas.fill(
        |x, y| outline(circle(x, y, fx, fy, 52.0 * s), line(5.0)),
        |_, _| GOLD,
    );
    paint_flame(&mut canvas, fx, fy + 40.0 * s, 64.0 * s, 86.0 * s);
    canvas
}

/// Size and corner slice of the interface's button and panel pictures.
pub const CHROME_SIZE: usize = 64;
pub const CHROME_SLICE: usize = 16;

/// A button, grey to be tinted by the palette: a soft light along the top,
/// a darker bevel at the lower edge, an inner hairline and a dark rim.
fn button() -> Canvas {
    let size = CHROME_SIZE as f32;
    let mut canvas = Canvas::new(CHROME_SIZE, CHROME_SIZE);
    let shape = |x: f32, y: f32, inset: f32| {
        let half = size / 2.0 - inset;
        rounded_rect(x, y, size / 2.0, size / 2.0, half, half, 9.0 - inset)
    };
    // The bevel first: the body sits on it, 3 pixels higher.
    canvas.fill(|x, y| shape(x, y, 0.5), |_, _| [0.42, 0.42, 0.42, 1.0]);
    canvas.fill(
        |x, y| shape(x, y + 2.0, 1.0).max(shape(x, y, 0.5)),
        |_, y| {
            let light = 0.86 - 0.12 * smoothstep(0.0, size, y);
            [light, light, light, 1.0]
        },
    );
    // The top light: a sheen on the upper third, up to the palette's colour.
    canvas.fill(
        |x, y| shape(x, y, 2.0).max(y - size * 0.4),
        |_, y| [1.0, 1.0, 1.0, 0.9 * (1.0 - smoothstep(3.0, size * 0.4, y))],
    );
    canvas.fill(
        |x, y| outline(shape(x, y + 2.0, 2.2), 1.2).max(y - size * 0.5),
        |_, _| [1.0, 1.0, 1.0, 0.8],
    );
    canvas.fill(
        |x, y| outline(shape(x, y, 0.6), 1.2),
        |_, _| [0.12, 0.12, 0.12, 0.9],
    );
    canvas
}

/// A panel, grey to be tinted: nearly dark with a gentle light from the
/// top and a lighter hairline inside the edge, so it reads as a piece of
/// the table's furniture rather than a hole in it.
fn panel() -> Canvas {
    let size = CHROME_SIZE as f32;
    let mut canvas = Canvas::new(CHROME_SIZE, CHROME_SIZE);
    let shape = |x: f32, y: f32, inset: f32| {
        let half = size / 2.0 - inset;
        rounded_rect(x, y, size / 2.0, size / 2.0, half, half, 12.0 - inset)
    };
    canvas.fill(
        |x, y| shape(x, y, 0.5),
        |_, y| {
            let light = 0.27 - 0.07 * smoothstep(0.0, size, y);
            [light, light, light, 1.0]
        },
    );
    canvas.fill(
        |x, y| outline(shape(x, y, 2.2), 1.6),
        |_, y| [1.0, 1.0, 1.0, 0.95 - 0.45 * (y / size)],
    );
    canvas
}
