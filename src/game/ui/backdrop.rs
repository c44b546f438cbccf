//! The cloth under every screen: the felt in the palette's table colour
//! with a vignette over it, so the light falls from above on the menus and
//! the table alike, never a flat fill edge to edge.
//!
//! The cloth is not drawn as a quad. The camera draws everything else over
//! a transparent clear, and the pass that writes its picture to the window
//! (which every frame pays anyway) puts the cloth under it in the same
//! sweep: a software renderer pays about 11 ms a frame for each pass over
//! the whole window (docs/PERFORMANCE.md).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use bevy::asset::{embedded_asset, load_embedded_asset};
use bevy::camera::{CameraOutputMode, ClearColorConfig};
use bevy::core_pipeline::upscaling::upscaling;
use bevy::core_pipeline::{Core2d, Core2dSystems, FullscreenShader};
use bevy::prelude::*;
use bevy::render::camera::ExtractedCamera;
use bevy::render::extract_component::{
    ComponentUniforms, DynamicUniformIndex, ExtractComponent, ExtractComponentPlugin,
    UniformComponentPlugin,
};
use bevy::render::extract_resource::{ExtractResource, ExtractResourcePlugin};
use bevy::render::render_asset::RenderAssets;
use bevy::render::render_resource::binding_types::{texture_2d, uniform_buffer};
use bevy::render::render_resource::{
    BindGroupEntries, BindGroupLayoutDescriptor, BindGroupLayoutEntries, CachedRenderPipelineId,
    ColorTargetState, ColorWrites, FragmentState, PipelineCache, RenderPassDescriptor,
    RenderPipelineDescriptor, ShaderStages, ShaderType, SpecializedRenderPipeline,
    SpecializedRenderPipelines, TextureFormat, TextureSampleType, TextureUsages,
};
use bevy::render::renderer::{RenderContext, ViewQuery};
use bevy::render::texture::GpuImage;
use bevy::render::view::ViewTarget;
use bevy::render::{Render, RenderApp, RenderStartup, RenderSystems};
use bevy::shader::Shader;

use crate::game::ui::art::Art;
use crate::game::ui::theme::Colours;

/// On a camera: its picture is laid over the cloth, tinted by `tint`
/// (linear RGB), when it is written to the window.
#[derive(Component, ExtractComponent, ShaderType, Clone, Copy, Debug, Default)]
pub struct ClothUnder {
    pub tint: Vec4,
}

/// On the main camera: the kept picture of the resting table (which holds
/// the cloth) goes under its picture instead of the felt: copied in before
/// the camera draws where it can be, else read in the cloth pass
/// (`table::resting`).
#[derive(Component, ExtractComponent, Clone, Debug)]
pub struct OverRestingPicture(pub Handle<Image>);

/// Frames whose camera picture started as a copy of the kept picture,
/// counted by the render world (for `--perf-report`).
#[derive(Resource, Clone, Default)]
pub struct LaidFrames(pub Arc<AtomicU64>);

/// The felt tile the cloth repeats, for the render world.
#[derive(Resource, ExtractResource, Clone)]
struct ClothFelt(Handle<Image>);

pub(crate) fn plugin(app: &mut App) {
    embedded_asset!(app, "backdrop.wgsl");
    app.add_plugins((
        ExtractComponentPlugin::<ClothUnder>::default(),
        UniformComponentPlugin::<ClothUnder>::default(),
        ExtractResourcePlugin::<ClothFelt>::default(),
    ));
    app.add_systems(Startup, keep_the_felt);
    app.add_systems(PostUpdate, lay_the_cloth_under_cameras);
    let laid_frames = LaidFrames::default();
    app.insert_resource(laid_frames.clone());
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    render_app
        .insert_resource(laid_frames)
        .init_resource::<SpecializedRenderPipelines<ClothPipeline>>()
        .add_systems(RenderStartup, init_cloth_pipeline)
        .add_systems(
            Render,
            (
                prepare_cloth_pipelines.in_set(RenderSystems::Prepare),
                leave_the_window_to_the_cloth.in_set(RenderSystems::PrepareBindGroups),
            ),
        )
        .add_systems(
            Core2d,
            (
                lay_the_resting_picture_first.in_set(Core2dSystems::Prepass),
                cloth_pass.after(upscaling),
            ),
        );
}

fn keep_the_felt(mut commands: Commands, art: Res<Art>) {
    commands.insert_resource(ClothFelt(art.felt.clone()));
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

/// Every 2D camera draws over a transparent clear and the cloth pass
/// writes its picture to the window; the tint follows the palette.
fn lay_the_cloth_under_cameras(
    mut commands: Commands,
    colours: Res<Colours>,
    mut fresh: Query<(Entity, &mut Camera), (With<Camera2d>, Without<ClothUnder>)>,
    mut laid: Query<&mut ClothUnder>,
) {
    let tint = ClothUnder {
        tint: LinearRgba::from(felt_tint(&colours)).to_vec4(),
    };
    for (entity, mut camera) in &mut fresh {
        camera.clear_color = ClearColorConfig::Custom(Color::NONE);
        commands.entity(entity).insert(tint);
    }
    if colours.is_changed() {
        for mut cloth in &mut laid {
            *cloth = tint;
        }
    }
}

#[derive(Resource)]
struct ClothPipeline {
    layout: BindGroupLayoutDescriptor,
    fullscreen_shader: FullscreenShader,
    shader: Handle<Shader>,
}

fn init_cloth_pipeline(
    mut commands: Commands,
    fullscreen_shader: Res<FullscreenShader>,
    asset_server: Res<AssetServer>,
) {
    let layout = BindGroupLayoutDescriptor::new(
        "cloth_layout",
        &BindGroupLayoutEntries::sequential(
            ShaderStages::FRAGMENT,
            (
                texture_2d(TextureSampleType::Float { filterable: false }),
                texture_2d(TextureSampleType::Float { filterable: false }),
                uniform_buffer::<ClothUnder>(true),
            ),
        ),
    );
    commands.insert_resource(ClothPipeline {
        layout,
        fullscreen_shader: fullscreen_shader.clone(),
        shader: load_embedded_asset!(asset_server.as_ref(), "backdrop.wgsl"),
    });
}

/// What lies under the camera's picture when it is written to the window.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Under {
    /// The felt and the vignette.
    Felt,
    /// The kept picture of the resting table, read beside the camera's.
    RestingPicture,
    /// Nothing: the kept picture was copied into the camera's own before it
    /// drew (`lay_the_resting_picture_first`), so the pass only copies. A
    /// copy costs a software renderer far less than a second read of every
    /// pixel in the last pass.
    AlreadyLaid,
}

/// The window's format, and what goes under the camera's picture.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct ClothKey {
    format: TextureFormat,
    under: Under,
}

impl SpecializedRenderPipeline for ClothPipeline {
    type Key = ClothKey;

    fn specialize(&self, key: ClothKey) -> RenderPipelineDescriptor {
        RenderPipelineDescriptor {
            label: Some("cloth pipeline".into()),
            layout: vec![self.layout.clone()],
            vertex: self.fullscreen_shader.to_vertex_state(),
            fragment: Some(FragmentState {
                shader: self.shader.clone(),
                shader_defs: match key.under {
                    Under::Felt => Vec::new(),
                    Under::RestingPicture => vec!["OVER_PICTURE".into()],
                    Under::AlreadyLaid => vec!["PICTURE_LAID".into()],
                },
                targets: vec![Some(ColorTargetState {
                    format: key.format,
                    blend: None,
                    write_mask: ColorWrites::ALL,
                })],
                ..default()
            }),
            ..default()
        }
    }
}

#[derive(Component)]
struct ClothPipelineId {
    id: CachedRenderPipelineId,
    under: Under,
}

/// Bevy's own copy to the window would be a second pass over every pixel:
/// once the camera's window texture is prepared (which needs the camera to
/// write), the camera is told to skip that copy for this frame; the next
/// extraction writes it afresh. Until the cloth can be drawn, Bevy's copy
/// stays, so the window is never left unwritten.
fn leave_the_window_to_the_cloth(
    mut cameras: Query<(
        &mut ExtractedCamera,
        &ClothPipelineId,
        Option<&OverRestingPicture>,
    )>,
    pipeline_cache: Res<PipelineCache>,
    felt: Option<Res<ClothFelt>>,
    images: Res<RenderAssets<GpuImage>>,
) {
    let felt_ready = felt.is_some_and(|felt| images.get(&felt.0).is_some());
    for (mut camera, pipeline, over) in &mut cameras {
        let under_ready = match over {
            Some(picture) => images.get(&picture.0).is_some(),
            None => felt_ready,
        };
        if under_ready && pipeline_cache.get_render_pipeline(pipeline.id).is_some() {
            camera.output_mode = CameraOutputMode::Skip;
        }
    }
}

fn prepare_cloth_pipelines(
    mut commands: Commands,
    mut pipeline_cache: ResMut<PipelineCache>,
    mut pipelines: ResMut<SpecializedRenderPipelines<ClothPipeline>>,
    cloth_pipeline: Res<ClothPipeline>,
    views: Query<
        (
            Entity,
            &ViewTarget,
            Option<&ClothPipelineId>,
            Option<&OverRestingPicture>,
            &Msaa,
        ),
        With<ClothUnder>,
    >,
    images: Res<RenderAssets<GpuImage>>,
) {
    for (entity, target, known, over, msaa) in &views {
        let Some(format) = target.out_texture_view_format() else {
            continue;
        };
        let under = match over.map(|picture| images.get(&picture.0)) {
            None => Under::Felt,
            Some(Some(picture)) if can_lay_first(picture, target, msaa) => Under::AlreadyLaid,
            Some(_) => Under::RestingPicture,
        };
        let key = ClothKey { format, under };
        let id = pipelines.specialize(&pipeline_cache, &cloth_pipeline, key);
        if known.is_none_or(|known| known.id != id) {
            // Compiled before the first frame that needs it, as Bevy's own
            // copy is: a frame without it would leave the window unwritten.
            pipeline_cache.block_on_render_pipeline(id);
            commands
                .entity(entity)
                .insert(ClothPipelineId { id, under });
        }
    }
}

/// The kept picture can be copied into the camera's own picture when both
/// hold the same pixels in the same format. With multisampling the camera
/// draws over its multisampled picture, not the one a copy would fill.
fn can_lay_first(picture: &GpuImage, target: &ViewTarget, msaa: &Msaa) -> bool {
    let camera_picture = target.main_texture();
    msaa.samples() == 1
        && picture.texture.format() == camera_picture.format()
        && picture.texture.size() == camera_picture.size()
        && camera_picture.usage().contains(TextureUsages::COPY_DST)
        && picture.texture.usage().contains(TextureUsages::COPY_SRC)
}

/// Starts the camera's picture as a copy of the kept picture of the resting
/// table, before anything is drawn: what moves then draws straight over it,
/// and the camera's first pass loads the picture instead of clearing it.
fn lay_the_resting_picture_first(
    view: ViewQuery<(&ViewTarget, &ClothPipelineId, &OverRestingPicture)>,
    images: Res<RenderAssets<GpuImage>>,
    laid_frames: Res<LaidFrames>,
    mut ctx: RenderContext,
) {
    let (target, pipeline, over) = view.into_inner();
    if pipeline.under != Under::AlreadyLaid {
        return;
    }
    let Some(picture) = images.get(&over.0) else {
        return;
    };
    let camera_picture = target.main_texture();
    ctx.command_encoder().copy_texture_to_texture(
        picture.texture.as_image_copy(),
        camera_picture.as_image_copy(),
        camera_picture.size(),
    );
    // The camera clears its picture only on the first use of its
    // attachment in a frame: this is that use, so its passes load the copy.
    let _ = target.get_unsampled_color_attachment();
    laid_frames.0.fetch_add(1, Ordering::Relaxed);
}

/// Writes the camera's picture to the window over the cloth: the picture
/// holds premultiplied colour and coverage, so the cloth shows through by
/// what is left uncovered.
#[allow(clippy::too_many_arguments)]
fn cloth_pass(
    view: ViewQuery<(
        &ViewTarget,
        &ClothPipelineId,
        &DynamicUniformIndex<ClothUnder>,
        Option<&OverRestingPicture>,
        &ExtractedCamera,
    )>,
    pipeline_cache: Res<PipelineCache>,
    cloth_pipeline: Res<ClothPipeline>,
    uniforms: Res<ComponentUniforms<ClothUnder>>,
    felt: Option<Res<ClothFelt>>,
    images: Res<RenderAssets<GpuImage>>,
    mut ctx: RenderContext,
) {
    let (target, pipeline_id, uniform_index, over, camera) = view.into_inner();
    let under = match over {
        Some(picture) => images.get(&picture.0),
        None => felt.and_then(|felt| images.get(&felt.0)),
    };
    let (Some(pipeline), Some(tint), Some(felt)) = (
        pipeline_cache.get_render_pipeline(pipeline_id.id),
        uniforms.uniforms().binding(),
        under,
    ) else {
        return;
    };
    let bind_group = ctx.render_device().create_bind_group(
        "cloth_bind_group",
        &pipeline_cache.get_bind_group_layout(&cloth_pipeline.layout),
        &BindGroupEntries::sequential((target.main_texture_view(), &felt.texture_view, tint)),
    );
    let Some(out) = target.out_texture_color_attachment(None) else {
        return;
    };
    let mut pass = ctx
        .command_encoder()
        .begin_render_pass(&RenderPassDescriptor {
            label: Some("cloth"),
            color_attachments: &[Some(out)],
            depth_stencil_attachment: None,
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        });
    // A camera drawing part of its target (the kept picture's redraw of
    // what changed) writes only there; the rest of the target stays.
    if let Some(part) = &camera.viewport {
        let (at, size) = (part.physical_position, part.physical_size);
        pass.set_scissor_rect(at.x, at.y, size.x, size.y);
    }
    pass.set_pipeline(pipeline);
    pass.set_bind_group(0, &bind_group, &[uniform_index.index()]);
    pass.draw(0..3, 0..1);
}
