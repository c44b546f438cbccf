//! The table's art as images: `build.rs` draws it (`build/art.rs`) and the
//! binary carries the pixels, so nothing waits on a loader and a copied
//! binary has its art. Pieces the palette decides (paper, value colour,
//! felt, glow, badges) are drawn white or grey: a sprite's colour tints them.

use std::collections::HashMap;

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::sprite::{BorderRect, SpriteImageMode, TextureSlicer};

mod drawn {
    include!(concat!(env!("OUT_DIR"), "/art.rs"));
}

/// Space around a card in the shadow and glow images, as a fraction of the
/// card's width: a sprite of those images is that much larger than a card.
pub fn shadow_size(card: Vec2) -> Vec2 {
    card * padded(drawn::SHADOW_PAD)
}

/// A seat's plate and its halo, in table units (the halo image is drawn
/// for exactly these).
pub const SEAT_PLATE: Vec2 = Vec2::from_array(drawn::SEAT_PLATE);
pub const SEAT_HALO: Vec2 = Vec2::from_array(drawn::SEAT_HALO);

pub fn glow_size(card: Vec2) -> Vec2 {
    card * padded(drawn::GLOW_PAD)
}

fn padded(pad: f32) -> Vec2 {
    let (_, width, height, _) = drawn_image("card_face").expect("the card face is drawn");
    Vec2::new(
        (width as f32 + 2.0 * pad) / width as f32,
        (height as f32 + 2.0 * pad) / height as f32,
    )
}

/// One drawn image by name: (width, height, straight-alpha sRGB bytes).
pub fn drawn_image(name: &str) -> Option<(&'static str, u32, u32, &'static [u8])> {
    drawn::ART_IMAGES
        .iter()
        .find(|(drawn_name, ..)| *drawn_name == name)
        .copied()
}

/// Handles to the drawn images. Without a renderer (headless tests) every
/// handle is the default white image, so sprites still spawn.
#[derive(Resource, Debug, Clone, Default)]
pub struct Art {
    pub card_face: Handle<Image>,
    /// The value-colour frame laid over a face.
    pub card_tint: Handle<Image>,
    pub card_back: Handle<Image>,
    pub card_shadow: Handle<Image>,
    pub felt: Handle<Image>,
    pub glow: Handle<Image>,
    /// The glow round a seat's plate, empty where the plate lies.
    pub seat_halo: Handle<Image>,
    pub arrow: Handle<Image>,
    pub badge: Handle<Image>,
    /// A rounded panel; see `plate`.
    pub plate: Handle<Image>,
    /// The interface's buttons and panels, nine-sliced (see `ui::chrome`).
    pub button: Handle<Image>,
    pub panel: Handle<Image>,
    /// Every drawn image by its name: the games take their own pictures
    /// from here (`Art::image`).
    drawn: HashMap<&'static str, Handle<Image>>,
}

/// The corner slice of the button and panel pictures, in their pixels.
pub const CHROME_SLICE: f32 = drawn::CHROME_SLICE;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Art>();
    app.add_systems(PreStartup, add_art_images);
}

impl Art {
    /// A drawn image by the name `build/` gives it; the default white
    /// image without a renderer (or for a name nothing draws).
    pub fn image(&self, name: &str) -> Handle<Image> {
        self.drawn.get(name).cloned().unwrap_or_default()
    }
}

fn add_art_images(images: Option<ResMut<Assets<Image>>>, mut art: ResMut<Art>) {
    let Some(mut images) = images else {
        return;
    };
    let drawn: HashMap<_, _> = drawn::ART_IMAGES
        .iter()
        .map(|&(name, width, height, bytes)| {
            let image = Image::new(
                Extent3d {
                    width,
                    height,
                    depth_or_array_layers: 1,
                },
                TextureDimension::D2,
                bytes.to_vec(),
                TextureFormat::Rgba8UnormSrgb,
                // Kept in the main world too: the pointer's hit test reads a
                // sprite's pixels to skip its transparent parts.
                RenderAssetUsages::default(),
            );
            (name, images.add(image))
        })
        .collect();
    let image = |name: &str| {
        drawn
            .get(name)
            .cloned()
            .expect("build.rs draws every art image")
    };
    *art = Art {
        card_face: image("card_face"),
        card_tint: image("card_tint"),
        card_back: image("card_back"),
        card_shadow: image("card_shadow"),
        felt: image("felt"),
        glow: image("glow"),
        seat_halo: image("seat_halo"),
        arrow: image("arrow"),
        badge: image("badge"),
        plate: image("plate"),
        button: image("button"),
        panel: image("panel"),
        drawn,
    };
}

/// A sprite of `image` drawn at `size`, tinted by `colour`.
pub fn sprite(image: &Handle<Image>, size: Vec2, colour: Color) -> Sprite {
    Sprite {
        image: image.clone(),
        custom_size: Some(size),
        color: colour,
        ..default()
    }
}

/// A rounded panel of any `size`, tinted by `colour`: the corners keep
/// their radius however the panel is stretched.
pub fn plate(art: &Art, size: Vec2, colour: Color) -> Sprite {
    Sprite {
        image: art.plate.clone(),
        custom_size: Some(size),
        color: colour,
        image_mode: SpriteImageMode::Sliced(TextureSlicer {
            border: BorderRect::all(20.0),
            max_corner_scale: 0.5,
            ..default()
        }),
        ..default()
    }
}
