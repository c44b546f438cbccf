//! The cloth under every screen: the felt in the palette's table colour
//! with a vignette over it, so the light falls from above on the menus and
//! the table alike, never a flat fill edge to edge.
//!
//! The cloth is not drawn as a quad. The camera draws everything else over
//! a transparent clear, and the pass that writes its picture to the window
//! (which every frame pays anyway) puts the cloth under it in the same
//! sweep: a software renderer pays about 11 ms a frame for each pass over
//! the whole window (docs/PERFORMANCE.md).

use bevy::asset::{embedded_asset, load_embedded_asset};
use bevy::camera::{CameraOutputMode, ClearColorConfig};
use bevy::core_pipeline::upscaling::upscaling;
use bevy::core_pipeline::{Core2d, FullscreenShader};
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
    SpecializedRenderPipelines, TextureFormat, TextureSampleType,
};
use bevy::render::renderer::{RenderContext, ViewQuery};
use bevy::render::texture::GpuImage;
use bevy::render::view::ViewTarget;
use bevy::render::{Render, RenderApp, RenderStartup, RenderSystems};
use bevy::shader::Shader;

use crate::shell::ui::art::Art;
use crate::shell::ui::theme::Colours;

/// On a camera: its picture is laid over the cloth, tinted by `tint`
/// (linear RGB), when it is written to the window.
#[derive(Component, ExtractComponent, ShaderType, Clone, Copy, Debug, Default)]
pub struct ClothUnder {
    pub tint: Vec4,
}

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
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    render_app
        .init_resource::<SpecializedRenderPipelines<ClothPipeline>>()
        .add_systems(RenderStartup, init_cloth_pipeline)
        .add_systems(
            Render,
            (
                prepare_cloth_pipelines.in_set(RenderSystems::Prepare),
                leave_the_window_to_the_cloth.in_set(RenderSystems::PrepareBindGroups),
            ),
        )
        .add_systems(Core2d, cloth_pass.after(upscaling));
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

/// The window's format.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct ClothKey {
    format: TextureFormat,
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
struct ClothPipelineId(CachedRenderPipelineId);

/// Bevy's own copy to the window would be a second pass over every pixel:
/// once the camera's window texture is prepared (which needs the camera to
/// write), the camera is told to skip that copy for this frame; the next
/// extraction writes it afresh. Until the cloth can be drawn, Bevy's copy
/// stays, so the window is never left unwritten.
fn leave_the_window_to_the_cloth(
    mut cameras: Query<(&mut ExtractedCamera, &ClothPipelineId)>,
    pipeline_cache: Res<PipelineCache>,
    felt: Option<Res<ClothFelt>>,
    images: Res<RenderAssets<GpuImage>>,
) {
    let felt_ready = felt.is_some_and(|felt| images.get(&felt.0).is_some());
    for (mut camera, pipeline) in &mut cameras {
        if felt_ready && pipeline_cache.get_render_pipeline(pipeline.0).is_some() {
            camera.output_mode = CameraOutputMode::Skip;
        }
    }
}

fn prepare_cloth_pipelines(
    mut commands: Commands,
    mut pipeline_cache: ResMut<PipelineCache>,
    mut pipelines: ResMut<SpecializedRenderPipelines<ClothPipeline>>,
    cloth_pipeline: Res<ClothPipeline>,
    views: Query<(Entity, &ViewTarget, Option<&ClothPipelineId>), With<ClothUnder>>,
) {
    for (entity, target, known) in &views {
        let Some(format) = target.out_texture_view_format() else {
            continue;
        };
        let id = pipelines.specialize(&pipeline_cache, &cloth_pipeline, ClothKey { format });
        if known.is_none_or(|known| known.0 != id) {
            // Compiled before the first frame that needs it, as Bevy's own
            // copy is: a frame without it would leave the window unwritten.
            pipeline_cache.block_on_render_pipeline(id);
            commands.entity(entity).insert(ClothPipelineId(id));
        }
    }
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
        &ExtractedCamera,
    )>,
    pipeline_cache: Res<PipelineCache>,
    cloth_pipeline: Res<ClothPipeline>,
    uniforms: Res<ComponentUniforms<ClothUnder>>,
    felt: Option<Res<ClothFelt>>,
    images: Res<RenderAssets<GpuImage>>,
    mut ctx: RenderContext,
) {
    let (target, pipeline_id, uniform_index, camera) = view.into_inner();
    let (Some(pipeline), Some(tint), Some(felt)) = (
        pipeline_cache.get_render_pipeline(pipeline_id.0),
        uniforms.uniforms().binding(),
        felt.and_then(|felt| images.get(&felt.0)),
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
    // A camera drawing part of its target writes only there.
    if let Some(part) = &camera.viewport {
        let (at, size) = (part.physical_position, part.physical_size);
        pass.set_scissor_rect(at.x, at.y, size.x, size.y);
    }
    pass.set_pipeline(pipeline);
    pass.set_bind_group(0, &bind_group, &[uniform_index.index()]);
    pass.draw(0..3, 0..1);
}
