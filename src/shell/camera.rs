//! The app's one camera, shared by the menus, the screens and both tables.
//! It always shows at least the design's 1280 x 720 area, so what it draws
//! keeps its proportions at any window size.

use bevy::camera::ScalingMode;
use bevy::prelude::*;

pub const DESIGN_WIDTH: f32 = 1280.0;
pub const DESIGN_HEIGHT: f32 = 720.0;

#[derive(Component)]
pub struct MainCamera;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera);
    app.add_systems(PostStartup, no_multisampling_on_a_cpu);
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        MainCamera,
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: DESIGN_WIDTH,
                min_height: DESIGN_HEIGHT,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}

/// Software rendering (e.g. under Xvfb) spends a third of each frame on
/// multisampling; on a CPU adapter the camera draws without it.
fn no_multisampling_on_a_cpu(
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
    camera: Single<Entity, With<MainCamera>>,
    mut commands: Commands,
) {
    // wgpu's `DeviceType` is not re-exported by Bevy; its name is stable.
    let on_cpu = adapter.is_some_and(|info| format!("{:?}", info.device_type) == "Cpu");
    if on_cpu {
        info!("software renderer: multisampling off");
        commands.entity(*camera).insert(Msaa::Off);
    }
}
