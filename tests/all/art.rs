//! The table art drawn by `build.rs` (`build/art.rs`): every picture is
//! there, whole, and shaped as the table expects (rounded cards, opaque
//! cloth, a shadow and glow that fade out before their edges).

use pilefire::game::ui::art::drawn_image;

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
        "vignette",
        "glow",
        "flame",
        "arrow",
        "badge",
        "plate",
        "button",
        "panel",
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
fn the_cloth_is_opaque_and_textured_and_the_light_falls_off_at_the_edges() {
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
    let (_, width, height, _) = drawn_image("vignette").expect("drawn");
    let centre = pixel("vignette", width / 2, height / 2)[3];
    let corner = pixel("vignette", 0, 0)[3];
    assert!(
        centre < 10 && corner > 100,
        "vignette {centre} in the middle, {corner} at a corner"
    );
}

#[test]
fn shadow_and_glow_fade_before_their_edges() {
    for name in ["card_shadow", "glow"] {
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
