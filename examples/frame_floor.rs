//! The frame-time floor of this machine: an empty 1280x720 Bevy window (a
//! camera and nothing to draw) for 30 s, with the same plugins, window and
//! software-renderer camera as the game (no multisampling, a float picture). Its median and p99 frame show what the window system and the
//! renderer cost before the game draws anything (docs/PERFORMANCE.md).
//!   cargo run --release --example frame_floor [-- SECONDS [WIDTHxHEIGHT]]

use std::time::Duration;

use bevy::prelude::*;
use pilefire::dev::perf::summary;

#[derive(Resource)]
struct Frames {
    seconds: Vec<f32>,
    run_for: Duration,
}

fn main() {
    let mut args = std::env::args().skip(1);
    let run_for = args.next().and_then(|s| s.parse().ok()).unwrap_or(30);
    let (width, height) = args
        .next()
        .and_then(|size| {
            let (w, h) = size.split_once('x')?;
            Some((w.parse().ok()?, h.parse().ok()?))
        })
        .unwrap_or((1280u32, 720u32));
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "frame floor".into(),
                resolution: (width, height).into(),
                ..default()
            }),
            ..default()
        }))
        .insert_resource(Frames {
            seconds: Vec::new(),
            run_for: Duration::from_secs(run_for),
        })
        .add_systems(Startup, |mut commands: Commands| {
            // As the game's camera on a CPU adapter (`table/layout.rs`):
            // this example measures the software renderer of this machine.
            commands.spawn((Camera2d, Msaa::Off, bevy::camera::Hdr));
        })
        .add_systems(Update, measure)
        .run();
}

fn measure(time: Res<Time>, mut frames: ResMut<Frames>, mut exit: MessageWriter<AppExit>) {
    // The first second is start-up (shader compilation, window mapping).
    if time.elapsed_secs() > 1.0 {
        frames.seconds.push(time.delta_secs());
    }
    if time.elapsed() > frames.run_for + Duration::from_secs(1) {
        if let Some((median, p99, worst)) = summary(&frames.seconds) {
            println!(
                "floor: {} frames, median {median:.1} ms, p99 {p99:.1} ms, max {worst:.1} ms",
                frames.seconds.len()
            );
        }
        exit.write(AppExit::Success);
    }
}
