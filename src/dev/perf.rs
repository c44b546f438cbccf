//! Performance figures for docs/PERFORMANCE.md, printed when the app exits
//! (with `--perf-report`): the time from launch to the first drawn frame of
//! the menu, and frame times while cards move and while a bot is thinking on
//! the task pool (the main thread must never wait for it).

use crate::piles::GAME as PILES;
use std::time::{Duration, Instant};

use bevy::prelude::*;

use crate::piles::bots::Thinking;
use crate::piles::session::{PilesApplied, PilesMatch};
use crate::shell::states::Screen;
use crate::shell::table::PresentationBusy;

/// When the window was asked for, and what was measured since.
#[derive(Resource, Debug)]
pub struct PerfReport {
    launched: Instant,
    menu_ready: Option<Duration>,
    /// Frames on the table while cards were moving.
    animating: Vec<f32>,
    /// Frames while a bot's plan was being computed off the main thread.
    thinking: Vec<f32>,
    /// The wall time of the game's update (the `Main` schedule, `First` to
    /// `Last`, on all the threads its systems run on) in the frames of
    /// `animating`: drawing runs beside it on the render thread. On a
    /// machine without a GPU the rasteriser competes with it for the cores.
    update_work: Vec<f32>,
    update_started: Option<Instant>,
    /// The three longest frames while cards move, with what the frame
    /// before each did.
    worst: Vec<(f32, FrameContext)>,
    /// What the previous frame did: `Time::delta` measured at the start of
    /// this frame is the length of that one.
    previous_frame: Option<FrameContext>,
    /// The longest bot plan, measured from the frames it spanned.
    longest_plan: f32,
    plan_running: f32,
}

impl PerfReport {
    pub fn starting_now() -> Self {
        PerfReport {
            launched: Instant::now(),
            menu_ready: None,
            animating: Vec::new(),
            thinking: Vec::new(),
            update_work: Vec::new(),
            update_started: None,
            worst: Vec::new(),
            previous_frame: None,
            longest_plan: 0.0,
            plan_running: 0.0,
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<PerfReport>() {
        return;
    }
    app.add_systems(First, start_update_clock);
    app.add_systems(Last, (measure, print_on_exit).chain());
}

/// Median, 99th percentile and largest of `seconds`, in milliseconds.
pub fn summary(seconds: &[f32]) -> Option<(f32, f32, f32)> {
    if seconds.is_empty() {
        return None;
    }
    let mut sorted = seconds.to_vec();
    sorted.sort_by(f32::total_cmp);
    let at = |fraction: f32| {
        let index = ((sorted.len() as f32 - 1.0) * fraction).round() as usize;
        sorted[index] * 1000.0
    };
    Some((at(0.5), at(0.99), sorted[sorted.len() - 1] * 1000.0))
}

/// What a frame did, kept without formatting so measuring stays cheap.
#[derive(Debug, Clone, Copy)]
struct FrameContext {
    screen: Screen,
    since_launch: Duration,
    update_seconds: f32,
    moves_applied: usize,
    fires_burning: usize,
    bot_thinking: bool,
}

impl std::fmt::Display for FrameContext {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "{:?}, {:.1} s after launch, update {:.1} ms, {} move(s) applied, {} fire(s) burning{}",
            self.screen,
            self.since_launch.as_secs_f32(),
            self.update_seconds * 1000.0,
            self.moves_applied,
            self.fires_burning,
            if self.bot_thinking {
                ", a bot thinking"
            } else {
                ""
            }
        )
    }
}

fn start_update_clock(mut report: ResMut<PerfReport>) {
    report.update_started = Some(Instant::now());
}

fn measure(
    time: Res<Time>,
    screen: Res<State<Screen>>,
    busy: Res<PresentationBusy>,
    thinking: Option<Res<Thinking>>,
    table: Option<Res<PilesMatch>>,
    mut applied: MessageReader<PilesApplied>,
    mut report: ResMut<PerfReport>,
    mut frames_on_menu: Local<u32>,
) {
    let delta = time.delta_secs();
    let update = report
        .update_started
        .map_or(0.0, |started| started.elapsed().as_secs_f32());
    match screen.get() {
        Screen::Menu if report.menu_ready.is_none() => {
            // The menu is spawned on entry and drawn by the end of the next frame.
            *frames_on_menu += 1;
            if *frames_on_menu >= 2 {
                report.menu_ready = Some(report.launched.elapsed());
            }
        }
        Screen::Deal(PILES) | Screen::Turns(PILES) if busy.0 => {
            report.animating.push(delta);
            report.update_work.push(update);
            let slowest_kept = report.worst.last().map_or(0.0, |(seconds, _)| *seconds);
            if let Some(context) = report.previous_frame
                && (report.worst.len() < 3 || delta > slowest_kept)
            {
                report.worst.push((delta, context));
                report.worst.sort_by(|a, b| b.0.total_cmp(&a.0));
                report.worst.truncate(3);
            }
        }
        _ => {}
    }
    report.previous_frame = Some(FrameContext {
        screen: *screen.get(),
        since_launch: report.launched.elapsed(),
        update_seconds: update,
        moves_applied: applied.read().count(),
        fires_burning: table.as_ref().map_or(0, |table| table.game.fires().len()),
        bot_thinking: thinking.is_some(),
    });
    if thinking.is_some() {
        report.thinking.push(delta);
        report.plan_running += delta;
    } else if report.plan_running > 0.0 {
        report.longest_plan = report.longest_plan.max(report.plan_running);
        report.plan_running = 0.0;
    }
}

fn print_on_exit(mut exits: MessageReader<AppExit>, report: Res<PerfReport>) {
    if exits.read().count() == 0 {
        return;
    }
    if let Some(ready) = report.menu_ready {
        println!("perf: menu interactive after {} ms", ready.as_millis());
    }
    for (what, frames) in [
        ("while cards move", &report.animating),
        ("while a bot thinks", &report.thinking),
        (
            "update schedule (wall time) while cards move",
            &report.update_work,
        ),
    ] {
        if let Some((median, p99, max)) = summary(frames) {
            println!(
                "perf: {what}: {} frames, median {median:.1} ms, p99 {p99:.1} ms, max {max:.1} ms",
                frames.len()
            );
        }
    }
    for (seconds, context) in &report.worst {
        println!(
            "perf: a worst frame: {:.1} ms, after a frame on {context}",
            seconds * 1000.0
        );
    }
    println!(
        "perf: longest bot plan {:.0} ms (spread over frames, never blocking one)",
        report.longest_plan.max(report.plan_running) * 1000.0
    );
}
