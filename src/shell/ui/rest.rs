//! The window draws only while something moves. Bevy's reactive update mode
//! wakes the app for input and window events; a frame in which anything
//! drawn changed, joined or left asks for the next one (`RequestRedraw`),
//! and so does every system that waits on a clock (a bot's pause, the deal,
//! a toast). Ambient motion (flames, the seat to move's breathing halo, the
//! title's drifting cards) runs on the `AmbientClock`, which stops a few
//! seconds after the last input or the last card in flight: a table or a
//! menu left alone costs no frames at all.

use std::time::Duration;

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::prelude::*;
use bevy::window::{CursorMoved, RequestRedraw, WindowResized};
use bevy::winit::{UpdateMode, WinitSettings};

use crate::shell::table::PresentationBusy;

/// Seconds ambient motion goes on after the last input or card in flight.
pub const AMBIENT_SECONDS: f32 = 4.0;

/// The longest the app sleeps without a reason to wake: a safety net, so a
/// wait that forgot to ask for frames still ends.
const LONGEST_SLEEP: Duration = Duration::from_secs(10);

/// The time ambient motion runs on: it advances with the game's time only
/// while motion is allowed, and stands still otherwise, so an animation
/// read from it repeats its last picture and changes nothing.
#[derive(Resource, Debug, Clone)]
pub struct AmbientClock {
    elapsed: f32,
    delta: f32,
    /// Seconds since the last input; ambient motion stops past `runs_for`.
    idle: f32,
    /// `None` without a window (tests): the clock never stops.
    runs_for: Option<f32>,
}

impl Default for AmbientClock {
    fn default() -> Self {
        AmbientClock {
            elapsed: 0.0,
            delta: 0.0,
            idle: 0.0,
            runs_for: None,
        }
    }
}

impl AmbientClock {
    /// A clock that stops `seconds` after the last wake.
    pub fn stopping_after(seconds: f32) -> Self {
        AmbientClock {
            runs_for: Some(seconds),
            ..default()
        }
    }

    /// Seconds of ambient motion so far.
    pub fn elapsed_secs(&self) -> f32 {
        self.elapsed
    }

    /// Seconds ambient motion moved on this frame (zero while it stands).
    pub fn delta_secs(&self) -> f32 {
        self.delta
    }

    pub fn is_running(&self) -> bool {
        self.runs_for.is_none_or(|limit| self.idle < limit)
    }

    /// Input or play: ambient motion runs again.
    pub fn wake(&mut self) {
        self.idle = 0.0;
    }

    /// Moves the clock on by a frame of `seconds`.
    pub fn tick(&mut self, seconds: f32) {
        self.delta = if self.is_running() { seconds } else { 0.0 };
        self.elapsed += self.delta;
        self.idle += seconds;
    }
}

/// Run condition for systems that only animate.
pub fn ambient_motion(clock: Res<AmbientClock>) -> bool {
    clock.is_running()
}

/// The clock alone, for the headless screens whose animations read it.
pub(crate) fn clock_plugin(app: &mut App) {
    app.init_resource::<AmbientClock>();
    app.add_systems(First, tick_ambient_clock);
}

/// The reactive window: frames only while something moves.
pub(crate) fn plugin(app: &mut App) {
    let mode = UpdateMode::reactive_low_power(LONGEST_SLEEP);
    app.insert_resource(WinitSettings {
        focused_mode: mode,
        unfocused_mode: mode,
    });
    app.insert_resource(AmbientClock::stopping_after(AMBIENT_SECONDS));
    app.add_systems(
        First,
        wake_ambient_motion_on_input.before(tick_ambient_clock),
    );
    app.add_systems(Last, ask_for_a_frame_while_anything_moves);
}

fn tick_ambient_clock(time: Res<Time>, mut clock: ResMut<AmbientClock>) {
    clock.tick(time.delta_secs());
}

#[allow(clippy::too_many_arguments)]
fn wake_ambient_motion_on_input(
    mut keys: MessageReader<KeyboardInput>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut wheels: MessageReader<MouseWheel>,
    mut cursor: MessageReader<CursorMoved>,
    mut resized: MessageReader<WindowResized>,
    gamepads: Query<(), Changed<Gamepad>>,
    busy: Option<Res<PresentationBusy>>,
    mut clock: ResMut<AmbientClock>,
) {
    let input = keys.read().count()
        + buttons.read().count()
        + wheels.read().count()
        + cursor.read().count()
        + resized.read().count()
        > 0;
    if input || !gamepads.is_empty() || busy.is_some_and(|busy| busy.0) {
        clock.wake();
    }
}

/// Anything drawn that changed, joined or left this frame is drawn in the
/// next (ambient motion changes things only while its clock runs).
/// Otherwise the app sleeps until input or a system's `RequestRedraw`
/// wakes it.
fn ask_for_a_frame_while_anything_moves(
    changed: Query<
        (),
        Or<(
            Changed<Transform>,
            Changed<Visibility>,
            Changed<Sprite>,
            Changed<Text2d>,
            Changed<Text>,
            Changed<TextSpan>,
            Changed<TextColor>,
            Changed<Node>,
            Changed<UiTransform>,
            Changed<BackgroundColor>,
            Changed<BorderColor>,
            Changed<ImageNode>,
            Changed<Outline>,
            Changed<TextFont>,
            Changed<ScrollPosition>,
        )>,
    >,
    mut gone: RemovedComponents<Visibility>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let left = gone.read().count() > 0;
    if left || !changed.is_empty() {
        redraw.write(RequestRedraw);
    }
}
