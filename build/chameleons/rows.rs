//! The chameleon table's own pieces, drawn at build time like the rest of
//! the art: a recessed tray that holds a row's cards, and the empty place
//! a card goes in. Both are grey or white, tinted at run time (wood brown or
//! the palette's green for the row cards, the palette's ink for places).

use crate::paint::{Canvas, fractal_noise, grain, outline, rounded_rect, smoothstep};

/// The tray is nine-sliced with the interface's chrome slice.
const TRAY: usize = 64;
/// The lip's width around the tray's bed, in its pixels.
const LIP: f32 = 6.0;

pub fn pictures() -> Vec<(&'static str, Canvas)> {
    vec![("row_tray", row_tray()), ("card_slot", card_slot())]
}

/// A tray: a raised lip lit along the top and shaded along the bottom,
/// around a bed sunk below it, darker under the top lip's shadow, with a
/// faint grain so a wide tray does not read as a flat fill.
fn row_tray() -> Canvas {
    let size = TRAY as f32;
    let mut canvas = Canvas::new(TRAY, TRAY);
    let shape = |x: f32, y: f32, inset: f32| {
        let half = size / 2.0 - inset;
        rounded_rect(
            x,
            y,
            size / 2.0,
            size / 2.0,
            half,
            half,
            12.0 - inset.min(8.0),
        )
    };
    // The lip: bright at the top edge, falling to a dark lower edge.
    canvas.fill(
        |x, y| shape(x, y, 0.5),
        |_, y| {
            let light = 0.95 - 0.45 * smoothstep(0.0, size, y);
            [light, light, light, 1.0]
        },
    );
    // The bed, sunk: darker under the top lip, lifting towards the bottom.
    canvas.fill(
        |x, y| shape(x, y, LIP),
        |x, y| {
            let shadow = 0.16 * (1.0 - smoothstep(LIP, LIP + 9.0, y));
            let weave = 0.02 * (fractal_noise(x, y, size, 3, 41) - 0.5) + 0.01 * grain(x, y, 42);
            let light = 0.56 + 0.06 * smoothstep(0.0, size, y) - shadow + weave;
            [light, light, light, 1.0]
        },
    );
    // A light catch on the bed's lower edge, where the lip rises again.
    canvas.fill(
        |x, y| outline(shape(x, y, LIP + 0.6), 1.2).max(size * 0.6 - y),
        |_, _| [1.0, 1.0, 1.0, 0.35],
    );
    canvas.fill(
        |x, y| outline(shape(x, y, 0.7), 1.2),
        |_, _| [0.10, 0.10, 0.10, 0.9],
    );
    canvas
}

/// An empty place for a card, the card's size: a faint sunk fill and a
/// dashed line round it, so it reads as "a card goes here", not as a card.
fn card_slot() -> Canvas {
    const W: usize = 168;
    const H: usize = 240;
    let (w, h) = (W as f32, H as f32);
    let mut canvas = Canvas::new(W, H);
    let shape = |x: f32, y: f32, inset: f32| {
        rounded_rect(
            x,
            y,
            w / 2.0,
            h / 2.0,
            w / 2.0 - inset,
            h / 2.0 - inset,
            14.0,
        )
    };
    canvas.fill(
        |x, y| shape(x, y, 4.0),
        |_, y| [1.0, 1.0, 1.0, 0.10 + 0.08 * (1.0 - y / h)],
    );
    // Dashes: along the top and bottom edges by x, along the sides by y,
    // 18 pixels on and 12 off.
    let dashed = |x: f32, y: f32| {
        let along = if (y - h / 2.0).abs() > h / 2.0 - 26.0 {
            x
        } else {
            y
        };
        let phase = along.rem_euclid(30.0);
        if phase < 18.0 { 0.0 } else { 1.0 }
    };
    canvas.fill(
        |x, y| outline(shape(x, y, 6.0), 4.0) + dashed(x, y) * 10.0,
        |_, _| [1.0, 1.0, 1.0, 0.95],
    );
    canvas
}
