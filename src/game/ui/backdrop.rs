//! The cloth under every screen: the tiled felt in the palette's table
//! colour with a vignette over it, so the light falls from above on the
//! menus and the table alike, never a flat fill edge to edge. It follows
//! the camera's visible area whatever the window's size.

use bevy::prelude::*;
use bevy::sprite::SpriteImageMode;

use crate::game::ui::art::{self, Art};
use crate::game::ui::theme::Colours;

#[derive(Component)]
struct Cloth;

#[derive(Component)]
struct Light;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_backdrop);
    app.add_systems(PostUpdate, fit_backdrop);
}

/// Spare cloth round the visible area, so no edge shows while it resizes.
const MARGIN: f32 = 8.0;
const FIRST_AREA: Vec2 = Vec2::new(1280.0, 720.0);

fn spawn_backdrop(mut commands: Commands, art: Res<Art>, colours: Res<Colours>) {
    commands.spawn((
        Cloth,
        Sprite {
            image: art.felt.clone(),
            custom_size: Some(FIRST_AREA + Vec2::splat(MARGIN)),
            color: felt_tint(&colours),
            image_mode: SpriteImageMode::Tiled {
                tile_x: true,
                tile_y: true,
                stretch_value: 1.0,
            },
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, -30.0),
        Pickable::IGNORE,
    ));
    commands.spawn((
        Light,
        art::sprite(
            &art.vignette,
            FIRST_AREA + Vec2::splat(MARGIN),
            Color::WHITE,
        ),
        Transform::from_xyz(0.0, 0.0, -29.0),
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
    mut area: Local<Option<Rect>>,
    mut pieces: Query<
        (&mut Sprite, &mut Transform, Has<Cloth>),
        (Or<(With<Cloth>, With<Light>)>, Without<Camera2d>),
    >,
) {
    for (projection, camera) in &cameras {
        if let Projection::Orthographic(projection) = projection
            && projection.area.width() > 1.0
        {
            let visible = Rect::from_center_size(
                camera.translation.truncate() + projection.area.center(),
                projection.area.size(),
            );
            *area = Some(visible);
        }
    }
    if !colours.is_changed() && area.is_none() {
        return;
    }
    for (mut sprite, mut transform, cloth) in &mut pieces {
        if let Some(visible) = *area {
            sprite.custom_size = Some(visible.size() + Vec2::splat(MARGIN));
            transform.translation = visible.center().extend(transform.translation.z);
        }
        if cloth {
            sprite.color = felt_tint(&colours);
        }
    }
    *area = None;
}
