//! The background under every screen: the felt in the palette's table
//! colour with a vignette over it, so the light falls from above on the
//! menus and the table alike, never a flat fill edge to edge.
//!
//! Two sprites behind everything the camera draws, sized to its visible
//! area: the felt tile repeated (Bevy's tiled sprite, one texel per window
//! pixel) and a black vignette image whose coverage darkens the corners.
//! The camera's clear colour is the felt's tint, for the frames before the
//! art is ready.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use crate::shell::camera::{DESIGN_HEIGHT, DESIGN_WIDTH, MainCamera};
use crate::shell::ui::art::Art;
use crate::shell::ui::theme::Colours;

/// Behind every sprite the game draws.
const BACKGROUND_Z: f32 = -900.0;

/// The vignette image's size: a smooth gradient, stretched to the window.
const VIGNETTE_SIZE: UVec2 = UVec2::new(320, 180);

/// The felt sprite, tinted by the palette.
#[derive(Component)]
pub struct Felt;

/// The vignette sprite over the felt.
#[derive(Component)]
pub struct Vignette;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_background);
    // In Update, like the table's layout: the camera's area is last
    // frame's, and Bevy sizes the sprite's tiles and bounds afterwards.
    app.add_systems(Update, (follow_palette, fit_to_camera));
}

/// The felt image is grey around 0.9: the tint makes up for it.
pub fn felt_tint(colours: &Colours) -> Color {
    let felt = colours.felt.to_srgba();
    Color::srgb(
        (felt.red * 1.12).min(1.0),
        (felt.green * 1.12).min(1.0),
        (felt.blue * 1.12).min(1.0),
    )
}

fn spawn_background(mut commands: Commands, art: Res<Art>, mut images: ResMut<Assets<Image>>) {
    commands.spawn((
        Felt,
        Sprite {
            image: art.felt.clone(),
            image_mode: SpriteImageMode::Tiled {
                tile_x: true,
                tile_y: true,
                stretch_value: 1.0,
            },
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, BACKGROUND_Z),
    ));
    commands.spawn((
        Vignette,
        Sprite {
            image: images.add(vignette_image()),
            color: Color::BLACK,
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, BACKGROUND_Z + 1.0),
    ));
}

/// How much the vignette darkens at `uv` (0,0 top left, 1,1 bottom right):
/// the light falls a little above the middle; the corners darken.
pub fn darkening(uv: Vec2) -> f32 {
    let from_light = (uv - Vec2::new(0.5, 0.42)) * 2.0;
    let t = ((from_light.length() - 0.35) / (1.5 - 0.35)).clamp(0.0, 1.0);
    0.62 * t * t * (3.0 - 2.0 * t)
}

/// White with the darkening as coverage; the sprite's colour makes it black.
fn vignette_image() -> Image {
    let UVec2 {
        x: width,
        y: height,
    } = VIGNETTE_SIZE;
    let mut data = Vec::with_capacity((width * height * 4) as usize);
    for y in 0..height {
        for x in 0..width {
            let uv = (Vec2::new(x as f32, y as f32) + 0.5) / VIGNETTE_SIZE.as_vec2();
            let alpha = (darkening(uv) * 255.0).round() as u8;
            data.extend_from_slice(&[255, 255, 255, alpha]);
        }
    }
    Image::new(
        Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

fn follow_palette(
    colours: Res<Colours>,
    mut clear: ResMut<ClearColor>,
    mut felt: Query<&mut Sprite, With<Felt>>,
) {
    if !colours.is_changed() {
        return;
    }
    let tint = felt_tint(&colours);
    if clear.0 != tint {
        clear.0 = tint;
    }
    for mut sprite in &mut felt {
        if sprite.color != tint {
            sprite.color = tint;
        }
    }
}

/// Both sprites cover the camera's visible area (the design's before the
/// camera has measured the window); the felt's tiles keep one texel per
/// window pixel at any window size.
fn fit_to_camera(
    camera: Option<Single<(&Projection, &Transform), With<MainCamera>>>,
    window: Option<Single<&Window>>,
    mut sprites: Query<
        (&mut Sprite, &mut Transform, Has<Felt>),
        (Or<(With<Felt>, With<Vignette>)>, Without<MainCamera>),
    >,
) {
    let (Some(camera), Some(window)) = (camera, window) else {
        return;
    };
    let (projection, at) = *camera;
    let Projection::Orthographic(projection) = projection else {
        return;
    };
    let mut area = projection.area;
    if area.width() < 1.0 {
        area = Rect::from_center_size(Vec2::ZERO, Vec2::new(DESIGN_WIDTH, DESIGN_HEIGHT));
    }
    let per_pixel = area.width() / window.physical_width().max(1) as f32;
    let centre = at.translation.truncate() + area.center();
    for (mut sprite, mut transform, felt) in &mut sprites {
        if sprite.custom_size != Some(area.size()) {
            sprite.custom_size = Some(area.size());
        }
        if felt {
            let mode = SpriteImageMode::Tiled {
                tile_x: true,
                tile_y: true,
                stretch_value: per_pixel,
            };
            if sprite.image_mode != mode {
                sprite.image_mode = mode;
            }
        }
        if transform.translation.truncate() != centre {
            transform.translation.x = centre.x;
            transform.translation.y = centre.y;
        }
    }
}
