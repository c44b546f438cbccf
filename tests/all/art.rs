//! The table art drawn by `build.rs` (`build/art.rs`): every picture is
//! there, whole, and shaped as the table expects (rounded cards, opaque
//! felt, a shadow and glow that fade out before their edges).

use pilefire::shell::ui::art::drawn_image;

fn pixel(name: &str, x: u32, y: u32) -> [u8; 4] {
    let (_, width, _, bytes) = drawn_image(name).expect("drawn");
    let at = ((y * width + x) * 4) as usize;
    [bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]
}

#[test]
fn every_picture_the_table_uses_is_drawn_whole() {
    for name in [
        "card_face",
        "card_tint",
        "card_back",
        "card_shadow",
        "felt",
        "glow",
        "seat_halo",
        "flame",
        "arrow",
        "badge",
        "plate",
        "icon",
        "button",
        "panel",
        "row_tray",
        "card_slot",
    ] {
        let (_, width, height, bytes) =
            drawn_image(name).unwrap_or_else(|| panic!("{name} is not drawn"));
        assert!(width > 0 && height > 0, "{name} has no size");
        assert_eq!(bytes.len(), (width * height * 4) as usize, "{name}'s bytes");
        assert!(
            bytes.chunks(4).any(|pixel| pixel[3] > 100),
            "{name} draws nothing solid"
        );
    }
}

#[test]
fn cards_have_rounded_corners_and_a_solid_middle() {
    for name in ["card_face", "card_back"] {
        let (_, width, height, _) = drawn_image(name).expect("drawn");
        assert_eq!(
            (width, height),
            (168, 240),
            "{name}: twice the 84 x 120 card"
        );
        for (x, y) in [
            (0, 0),
            (width - 1, 0),
            (0, height - 1),
            (width - 1, height - 1),
        ] {
            assert_eq!(pixel(name, x, y)[3], 0, "{name}'s corner ({x}, {y}) is cut");
        }
        assert_eq!(
            pixel(name, width / 2, height / 2)[3],
            255,
            "{name}'s middle"
        );
        assert_eq!(pixel(name, width / 2, 3)[3], 255, "{name}'s top edge");
    }
    // The face is light paper, so the palette's tint decides its colour.
    let [r, g, b, _] = pixel("card_face", 84, 120);
    assert!(
        r > 230 && g > 225 && b > 220,
        "paper is near white: {r} {g} {b}"
    );
}

#[test]
fn the_felt_is_opaque_textured_and_tiles() {
    let (_, width, height, bytes) = drawn_image("felt").expect("drawn");
    assert!(
        bytes.chunks(4).all(|pixel| pixel[3] == 255),
        "felt is opaque"
    );
    let shades: std::collections::BTreeSet<u8> = bytes.chunks(4).map(|pixel| pixel[0]).collect();
    assert!(shades.len() > 12, "felt has texture, not a flat fill");
    // Tiling: the left column continues into the right one without a seam.
    let seam = (0..height)
        .map(|y| (pixel("felt", 0, y)[0] as i32 - pixel("felt", width - 1, y)[0] as i32).abs())
        .max()
        .unwrap_or(0);
    assert!(seam < 40, "felt tiles: largest step across the seam {seam}");
    // The felt is drawn at power-of-two sides (build/art.rs).
    assert!(
        width.is_power_of_two() && height.is_power_of_two(),
        "felt is {width}x{height}, not power-of-two sides"
    );
}

#[test]
fn shadow_and_glow_fade_before_their_edges() {
    for name in ["card_shadow", "glow", "seat_halo"] {
        let (_, width, height, _) = drawn_image(name).expect("drawn");
        for (x, y) in [(0, height / 2), (width / 2, 0), (width - 1, height / 2)] {
            assert!(pixel(name, x, y)[3] < 8, "{name} is cut off at ({x}, {y})");
        }
    }
    let (_, width, height, _) = drawn_image("card_shadow").expect("drawn");
    assert!(
        pixel("card_shadow", width / 2, height / 2)[3] > 100,
        "the shadow's middle"
    );
    // The glow is a halo: brightest on the card's edge (28 pixels in), faint
    // in the middle, so grown past its card it never becomes a block.
    let (_, width, height, _) = drawn_image("glow").expect("drawn");
    let edge = pixel("glow", width / 2, 28)[3];
    let middle = pixel("glow", width / 2, height / 2)[3];
    assert!(
        edge > 200 && middle < 20,
        "glow edge {edge}, middle {middle}"
    );
}

/// The seat to move's halo is the glow stretched round its plate, with no
/// light where the plate lies, so it never dims the plate it breathes round.
#[test]
fn the_seat_halo_is_empty_where_its_plate_lies() {
    use pilefire::shell::ui::art::{SEAT_HALO, SEAT_PLATE};
    let (_, width, height, _) = drawn_image("seat_halo").expect("drawn");
    assert_eq!(
        (width, height),
        (SEAT_HALO.x as u32 * 2, SEAT_HALO.y as u32 * 2)
    );
    let (centre_x, centre_y) = (width / 2, height / 2);
    // Two pixels a table unit; the plate's edge is half a unit inside it.
    let (plate_w, plate_h) = (SEAT_PLATE.x as u32, SEAT_PLATE.y as u32);
    for (x, y) in [
        (centre_x, centre_y),
        (centre_x - plate_w + 4, centre_y),
        (centre_x + plate_w - 4, centre_y),
        (centre_x, centre_y - plate_h + 4),
        (centre_x, centre_y + plate_h - 4),
    ] {
        assert_eq!(
            pixel("seat_halo", x, y)[3],
            0,
            "light under the plate at ({x}, {y})"
        );
    }
    let above = pixel("seat_halo", centre_x, centre_y - plate_h - 30)[3];
    let beside = pixel("seat_halo", centre_x + plate_w + 8, centre_y)[3];
    assert!(
        above > 150 && beside > 30,
        "the halo glows round the plate: {above}, {beside}"
    );
}

/// The icon shrunk as a window manager does (box-averaged to `size`):
/// premultiplied (red, green, blue, alpha) per pixel, 0 to 255.
fn icon_at(size: u32) -> Vec<[f32; 4]> {
    let (_, width, height, bytes) = drawn_image("icon").expect("the icon is drawn");
    assert_eq!((width, height), (256, 256), "a square icon of 256");
    let step = width / size;
    let mut shrunk = Vec::new();
    for by in 0..size {
        for bx in 0..size {
            let mut sum = [0.0_f32; 4];
            for y in by * step..(by + 1) * step {
                for x in bx * step..(bx + 1) * step {
                    let at = ((y * width + x) * 4) as usize;
                    let alpha = bytes[at + 3] as f32 / 255.0;
                    for channel in 0..3 {
                        sum[channel] += bytes[at + channel] as f32 * alpha;
                    }
                    sum[3] += bytes[at + 3] as f32;
                }
            }
            shrunk.push(sum.map(|value| value / (step * step) as f32));
        }
    }
    shrunk
}

/// The window's icon reads at 256 and at 32 pixels: transparent corners, a
/// warm flame on the navy back (light against dark), the paper card beside.
#[test]
fn the_icon_shows_the_flame_on_the_card_back_down_to_32_pixels() {
    for size in [256, 32] {
        let icon = icon_at(size);
        let at = |x: f32, y: f32| {
            icon[((y * size as f32) as u32 * size + (x * size as f32) as u32) as usize]
        };
        for corner in [(0.0, 0.0), (0.99, 0.0), (0.0, 0.99), (0.99, 0.99)] {
            assert!(
                at(corner.0, corner.1)[3] < 8.0,
                "{size}: corner {corner:?} is clear"
            );
        }
        // The flame's heart (the card back's centre, a little low).
        let [r, g, b, a] = at(150.0 / 256.0, 140.0 / 256.0);
        assert!(
            a > 250.0 && r > b + 60.0 && g > b,
            "{size}: flame {r} {g} {b} {a}"
        );
        // The navy of the back under the emblem.
        let [nr, ng, nb, na] = at(150.0 / 256.0, 212.0 / 256.0);
        assert!(
            na > 250.0 && nb > nr + 25.0 && nb > ng,
            "{size}: navy {nr} {ng} {nb}"
        );
        let light = |[r, g, b, _]: [f32; 4]| 0.2126 * r + 0.7152 * g + 0.0722 * b;
        assert!(
            light([r, g, b, a]) > light([nr, ng, nb, na]) + 100.0,
            "{size}: the flame stands out from the navy"
        );
        // The paper card peeks out on the left.
        let [pr, pg, pb, pa] = at(52.0 / 256.0, 120.0 / 256.0);
        assert!(
            pa > 250.0 && pr > 180.0 && pg > 170.0 && pb > 150.0,
            "{size}: paper {pr} {pg} {pb}"
        );
        let covered = icon.iter().filter(|pixel| pixel[3] > 128.0).count();
        assert!(covered * 3 > icon.len(), "{size}: the cards fill the icon");
    }
}

#[test]
fn buttons_are_lit_from_the_top_over_a_darker_edge_and_panels_have_a_hairline() {
    for name in ["button", "panel"] {
        let (_, width, height, _) = drawn_image(name).expect("drawn");
        for (x, y) in [(0, 0), (width - 1, height - 1)] {
            assert_eq!(pixel(name, x, y)[3], 0, "{name}'s corner ({x}, {y}) is cut");
        }
        assert_eq!(
            pixel(name, width / 2, height / 2)[3],
            255,
            "{name}'s middle"
        );
    }
    let (_, width, height, _) = drawn_image("button").expect("drawn");
    let top = pixel("button", width / 2, 5)[0];
    let middle = pixel("button", width / 2, height / 2)[0];
    let lower_edge = pixel("button", width / 2, height - 2)[0];
    assert!(
        top > middle + 20 && middle > lower_edge + 60,
        "button light {top}, body {middle}, bevel {lower_edge}"
    );
    let (_, width, height, _) = drawn_image("panel").expect("drawn");
    let hairline = pixel("panel", width / 2, 2)[0];
    let body = pixel("panel", width / 2, height / 2)[0];
    assert!(
        hairline > body + 100,
        "panel hairline {hairline}, body {body}"
    );
}

/// The chameleon game's cards (`build/chameleons/cards.rs`): card-sized, with
/// cut corners, the top left and bottom right left free for the corner
/// symbols, and the pictures the palette tints drawn without a colour of
/// their own (white to grey, near-black lines).
#[test]
fn the_chameleon_cards_are_card_sized_and_the_tinted_ones_colourless() {
    let full = [
        "chameleon_wash",
        "chameleon_joker",
        "chameleon_golden_joker",
        "chameleon_plus_two",
        "chameleon_last_round",
        "chameleon_back",
    ];
    for name in full.into_iter().chain(["chameleon_figure"]) {
        let (_, width, height, _) =
            drawn_image(name).unwrap_or_else(|| panic!("{name} is not drawn"));
        assert_eq!((width, height), (168, 240), "{name}: a card's size");
        assert_eq!(pixel(name, 0, 0)[3], 0, "{name}'s corner is cut");
        assert_eq!(pixel(name, 167, 239)[3], 0, "{name}'s corner is cut");
    }
    for name in full {
        assert_eq!(pixel(name, 84, 120)[3], 255, "{name}'s middle");
        assert_eq!(pixel(name, 84, 3)[3], 255, "{name}'s top edge");
    }
    // The figure fills the middle and keeps off the symbols' corners.
    assert_eq!(
        pixel("chameleon_figure", 84, 120)[3],
        255,
        "the figure's body"
    );
    for y in 0..40 {
        for x in 0..40 {
            assert_eq!(pixel("chameleon_figure", x, y)[3], 0, "top left ({x}, {y})");
            let (x, y) = (167 - x, 239 - y);
            assert_eq!(
                pixel("chameleon_figure", x, y)[3],
                0,
                "bottom right ({x}, {y})"
            );
        }
    }
    for name in ["chameleon_mini", "row_emblem"] {
        let (_, width, height, bytes) = drawn_image(name).expect("drawn");
        assert_eq!((width, height), (64, 64), "{name}: a 64-pixel square");
        assert!(
            bytes.chunks(4).any(|pixel| pixel[3] == 255),
            "{name} draws something solid"
        );
    }
    for name in [
        "chameleon_figure",
        "chameleon_wash",
        "chameleon_mini",
        "row_emblem",
    ] {
        let (_, _, _, bytes) = drawn_image(name).expect("drawn");
        for pixel in bytes.chunks(4).filter(|pixel| pixel[3] > 0) {
            let (high, low) = (pixel[..3].iter().max(), pixel[..3].iter().min());
            let chroma = high.zip(low).map_or(0, |(high, low)| high - low);
            assert!(
                chroma <= 12,
                "{name} is grey, tinted at run time: {pixel:?}"
            );
        }
    }
}
