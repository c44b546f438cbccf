//! What decides how a drawn entity looks, compared between frames: a
//! system may write a component without changing it, and only a new look
//! moves an entity out of the kept picture.

use bevy::prelude::*;
use bevy::sprite::{Anchor, Text2dShadow};
use bevy::text::TextLayoutInfo;

/// The components that decide how a sprite, text or mesh is drawn.
pub(super) type LookParts = (
    &'static GlobalTransform,
    &'static ViewVisibility,
    Option<&'static Sprite>,
    Option<&'static Anchor>,
    Option<&'static TextLayoutInfo>,
    Option<&'static TextColor>,
    (
        Option<&'static Text2dShadow>,
        Option<&'static TextBackgroundColor>,
    ),
    Option<&'static Mesh2d>,
    Option<&'static MeshMaterial2d<ColorMaterial>>,
);

/// What is drawn for an entity, compared between frames.
#[derive(Debug, Clone, PartialEq)]
pub struct Look {
    at: [f32; 12],
    shown: bool,
    colour: [f32; 4],
    pub(super) image: Option<AssetId<Image>>,
    size: Option<Vec2>,
    rect: Option<Rect>,
    flip: (bool, bool),
    atlas: Option<usize>,
    anchor: Vec2,
    glyphs: Vec<(Vec2, AssetId<Image>, Rect, usize)>,
    shadow: Option<(Vec2, [f32; 4])>,
    background: Option<[f32; 4]>,
    text_size: Vec2,
    mesh: Option<AssetId<Mesh>>,
    material: Option<AssetId<ColorMaterial>>,
}

impl Look {
    pub(super) fn of(
        (at, shown, sprite, anchor, layout, text_colour, (shadow, background), mesh, material): &(
            &GlobalTransform,
            &ViewVisibility,
            Option<&Sprite>,
            Option<&Anchor>,
            Option<&TextLayoutInfo>,
            Option<&TextColor>,
            (Option<&Text2dShadow>, Option<&TextBackgroundColor>),
            Option<&Mesh2d>,
            Option<&MeshMaterial2d<ColorMaterial>>,
        ),
    ) -> Look {
        let colour = sprite
            .map(|sprite| sprite.color)
            .or(text_colour.map(|colour| colour.0))
            .unwrap_or(Color::NONE);
        Look {
            at: at.affine().to_cols_array(),
            shown: shown.get(),
            colour: LinearRgba::from(colour).to_f32_array(),
            image: sprite.map(|sprite| sprite.image.id()),
            size: sprite.and_then(|sprite| sprite.custom_size),
            rect: sprite.and_then(|sprite| sprite.rect),
            flip: sprite.map_or((false, false), |sprite| (sprite.flip_x, sprite.flip_y)),
            atlas: sprite
                .and_then(|sprite| sprite.texture_atlas.as_ref())
                .map(|atlas| atlas.index),
            anchor: anchor.map_or(Vec2::ZERO, |anchor| anchor.0),
            glyphs: layout.map_or_else(Vec::new, |layout| {
                layout
                    .glyphs
                    .iter()
                    .map(|glyph| {
                        (
                            glyph.position,
                            glyph.atlas_info.texture,
                            glyph.atlas_info.rect,
                            glyph.section_index,
                        )
                    })
                    .collect()
            }),
            shadow: shadow
                .map(|shadow| (shadow.offset, LinearRgba::from(shadow.color).to_f32_array())),
            background: background.map(|colour| LinearRgba::from(colour.0).to_f32_array()),
            text_size: layout.map_or(Vec2::ZERO, |layout| layout.size),
            mesh: mesh.map(|mesh| mesh.0.id()),
            material: material.map(|material| material.0.id()),
        }
    }
}
