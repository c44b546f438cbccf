//! The cloth under every screen: the felt in the palette's table colour
//! with a vignette over it, so the light falls from above on the menus and
//! the table alike, never a flat fill edge to edge. One opaque quad drawn by
//! `backdrop.wgsl` follows the camera's visible area whatever the window's
//! size: two full-window blended layers cost a software renderer twice the
//! pixels and a read of each (docs/PERFORMANCE.md).

use bevy::asset::embedded_asset;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;
use bevy::sprite_render::{AlphaMode2d, Material2d, Material2dPlugin};

use crate::game::ui::art::Art;
use crate::game::ui::theme::Colours;

/// Spare cloth round the visible area, so no edge shows while it resizes.
const MARGIN: f32 = 8.0;
const FIRST_AREA: Vec2 = Vec2::new(1280.0, 720.0);

/// The felt picture and the palette's tint, for the shader.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct ClothMaterial {
    #[uniform(0)]
    tint: LinearRgba,
    #[texture(1)]
    felt: Handle<Image>,
}

impl Material2d for ClothMaterial {
    fn fragment_shader() -> ShaderRef {
        "embedded://pilefire/game/ui/backdrop.wgsl".into()
    }

    fn alpha_mode(&self) -> AlphaMode2d {
        AlphaMode2d::Opaque
    }
}

#[derive(Component)]
struct Cloth;

pub(crate) fn plugin(app: &mut App) {
    embedded_asset!(app, "backdrop.wgsl");
    app.add_plugins(Material2dPlugin::<ClothMaterial>::default());
    app.add_systems(Startup, spawn_backdrop);
    app.add_systems(PostUpdate, fit_backdrop);
}

fn spawn_backdrop(
    mut commands: Commands,
    art: Res<Art>,
    colours: Res<Colours>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ClothMaterial>>,
) {
    commands.spawn((
        Cloth,
        Mesh2d(meshes.add(Rectangle::new(1.0, 1.0))),
        MeshMaterial2d(materials.add(ClothMaterial {
            tint: felt_tint(&colours).into(),
            felt: art.felt.clone(),
        })),
        Transform::from_xyz(0.0, 0.0, -30.0).with_scale((FIRST_AREA + MARGIN).extend(1.0)),
        Pickable::IGNORE,
    ));
}

/// The felt image is grey around 0.9: the tint makes up for it.
fn felt_tint(colours: &Colours) -> Color {
    let felt = colours.felt.to_srgba();
    Color::srgb(
        (felt.red * 1.12).min(1.0),
        (felt.green * 1.12).min(1.0),
        (felt.blue * 1.12).min(1.0),
    )
}

fn fit_backdrop(
    colours: Res<Colours>,
    cameras: Query<(&Projection, &Transform), (With<Camera2d>, Changed<Projection>)>,
    mut cloth: Query<(&MeshMaterial2d<ClothMaterial>, &mut Transform), Without<Camera2d>>,
    mut materials: ResMut<Assets<ClothMaterial>>,
) {
    for (projection, camera) in &cameras {
        if let Projection::Orthographic(projection) = projection
            && projection.area.width() > 1.0
        {
            let centre = camera.translation.truncate() + projection.area.center();
            for (_, mut transform) in &mut cloth {
                transform.translation = centre.extend(transform.translation.z);
                transform.scale = (projection.area.size() + MARGIN).extend(1.0);
            }
        }
    }
    if colours.is_changed() {
        for (material, _) in &cloth {
            if let Some(mut material) = materials.get_mut(&material.0) {
                material.tint = felt_tint(&colours).into();
            }
        }
    }
}
