//! The resting camera and its kept picture, kept in step with the main
//! camera and the window.

use bevy::camera::{CameraMainTextureUsages, Hdr, ImageRenderTarget, RenderTarget};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureFormat, TextureUsages};
use bevy::window::PrimaryWindow;

use super::{RedrawRegion, RestingCamera};
use crate::game::table::layout::MainCamera;
use crate::game::ui::backdrop::OverRestingPicture;

/// The kept picture and the window size and format it was made for. A
/// change to any of them marks the resource changed, which redraws the
/// whole picture.
#[derive(Resource)]
pub(super) struct RestingPicture {
    pub(super) image: Handle<Image>,
    pub(super) size: UVec2,
    scale: f32,
    format: TextureFormat,
}

/// The resting camera sees what the main camera sees, in a picture the
/// size of the window.
#[allow(clippy::type_complexity)]
pub(super) fn keep_the_resting_camera_in_step(
    mut commands: Commands,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    main: Option<
        Single<
            (Entity, Ref<Projection>, Option<&Msaa>, Has<Hdr>),
            (With<MainCamera>, Without<RestingCamera>),
        >,
    >,
    mut resting: Query<
        (
            Entity,
            &mut Projection,
            &mut RenderTarget,
            Option<&Msaa>,
            Has<Hdr>,
        ),
        With<RestingCamera>,
    >,
    picture: Option<ResMut<RestingPicture>>,
    mut images: ResMut<Assets<Image>>,
) {
    let (Some(window), Some(main)) = (window, main) else {
        return;
    };
    let (main_entity, main_projection, main_msaa, main_hdr) = main.into_inner();
    let size = window.physical_size();
    let scale = window.scale_factor();
    if size.x == 0 || size.y == 0 {
        return;
    }
    let format = picture_format(main_hdr);
    let Some(mut picture) = picture else {
        let mut image = Image::new_target_texture(size.x, size.y, format, None);
        // Copied into the main camera's picture at the start of each frame.
        image.texture_descriptor.usage |= TextureUsages::COPY_SRC;
        let image = images.add(image);
        commands.spawn((
            RestingCamera,
            RedrawRegion(None),
            Camera2d,
            Camera {
                order: -1,
                is_active: false,
                ..default()
            },
            RenderTarget::Image(ImageRenderTarget {
                handle: image.clone(),
                scale_factor: scale,
            }),
            (*main_projection).clone(),
            main_msaa.copied().unwrap_or_default(),
            // Follows the main camera's position.
            ChildOf(main_entity),
        ));
        commands.entity(main_entity).insert((
            OverRestingPicture(image.clone()),
            CameraMainTextureUsages::default().with(TextureUsages::COPY_DST),
        ));
        commands.insert_resource(RestingPicture {
            image,
            size,
            scale,
            format,
        });
        return;
    };
    if picture.size != size {
        if let Some(mut image) = images.get_mut(&picture.image) {
            image.resize(Extent3d {
                width: size.x,
                height: size.y,
                depth_or_array_layers: 1,
            });
        }
        picture.size = size;
    }
    if picture.format != format {
        if let Some(mut image) = images.get_mut(&picture.image) {
            image.texture_descriptor.format = format;
        }
        picture.format = format;
    }
    for (entity, mut projection, mut target, resting_msaa, resting_hdr) in &mut resting {
        if main_projection.is_changed() {
            *projection = (*main_projection).clone();
        }
        if picture.scale != scale {
            *target = RenderTarget::Image(ImageRenderTarget {
                handle: picture.image.clone(),
                scale_factor: scale,
            });
        }
        let msaa = main_msaa.copied().unwrap_or_default();
        if resting_msaa != Some(&msaa) || resting_hdr != main_hdr {
            let mut camera = commands.entity(entity);
            camera.insert(msaa);
            if main_hdr {
                camera.insert(Hdr);
            } else {
                camera.remove::<Hdr>();
            }
        }
    }
    if picture.scale != scale {
        picture.scale = scale;
    }
}

/// The kept picture holds its pixels as the main camera's own picture does,
/// so that it can be copied into it.
fn picture_format(hdr: bool) -> TextureFormat {
    if hdr {
        TextureFormat::Rgba16Float
    } else {
        TextureFormat::Rgba8UnormSrgb
    }
}
