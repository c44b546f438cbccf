//! Autoplay: bots in every seat, a picture on entering each screen, during
//! play and while a fire burns, then (with `exit_on_score`) exit 0. Also
//! measures frame times for the report, and F12 saves a picture any time.

use crate::chameleons::GAME as CHAMELEONS;
use crate::piles::GAME as PILES;
use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Capturing, Screenshot, save_to_disk};

use crate::chameleons::session::ChameleonMatch;
use crate::launch::Launch;
use crate::piles::session::PilesMatch;
use crate::shell::pacing::PicturePace;
use crate::shell::states::Screen;
use crate::shell::table::PresentationBusy;

/// Progress of the autoplay run.
#[derive(Resource, Debug, Default)]
struct AutoplayRun {
    screen: Option<Screen>,
    /// Seconds on the current screen.
    on_screen: f32,
    /// Frames drawn on this screen: a loaded machine can spend the settle
    /// time in one or two frames, before the screen is drawn at all.
    frames_on_screen: u32,
    screen_shot: bool,
    play_shot: bool,
    fire_shot: bool,
    end_shot: bool,
    /// Seconds cards have been moving, so the play picture is mid-flight.
    busy_seconds: f32,
    /// Chameleon pictures taken: early, mid-game, the last round.
    rows_shots: u32,
    /// The score picture has been asked for; exit once it is written.
    leaving: bool,
    frames_after_leaving: u32,
    counter: u32,
}

/// Frame times while the table is animating, for the report.
#[derive(Resource, Debug, Default)]
struct FrameTimes {
    seconds: Vec<f32>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, screenshot_on_f12);
    let Some(autoplay) = app
        .world()
        .get_resource::<Launch>()
        .and_then(|launch| launch.autoplay.clone())
    else {
        return;
    };
    if let Some(dir) = &autoplay.screenshots
        && let Err(error) = std::fs::create_dir_all(dir)
    {
        error!("cannot create {}: {error}", dir.display());
    }
    app.insert_resource(autoplay.config.clone());
    if let Some(setup) = &autoplay.chameleons {
        app.insert_resource(setup.clone());
    }
    app.insert_resource(PicturePace);
    if autoplay.keep_stats {
        app.insert_resource(crate::shell::table::CountBotGames);
    }
    app.init_resource::<AutoplayRun>();
    app.init_resource::<FrameTimes>();
    app.add_systems(
        Update,
        (drive_autoplay, record_frame_times).after(crate::shell::states::AppSystems::Update),
    );
}

fn take_picture(commands: &mut Commands, run: &mut AutoplayRun, dir: Option<&PathBuf>, name: &str) {
    let Some(dir) = dir else {
        return;
    };
    run.counter += 1;
    let path = dir.join(format!("{:02}-{name}.png", run.counter));
    info!("screenshot {}", path.display());
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path));
}

fn drive_autoplay(
    mut commands: Commands,
    time: Res<Time>,
    launch: Res<Launch>,
    screen: Res<State<Screen>>,
    table: Option<Res<PilesMatch>>,
    rows: Option<Res<ChameleonMatch>>,
    busy: Res<PresentationBusy>,
    capturing: Query<(), With<Capturing>>,
    pending: Query<(), With<Screenshot>>,
    mut run: ResMut<AutoplayRun>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    frame_times: Res<FrameTimes>,
) {
    let Some(autoplay) = &launch.autoplay else {
        return;
    };
    let dir = autoplay.screenshots.as_ref();
    let current = *screen.get();
    if run.screen != Some(current) {
        run.screen = Some(current);
        run.on_screen = 0.0;
        run.frames_on_screen = 0;
        run.screen_shot = false;
    }
    run.on_screen += time.delta_secs();
    run.frames_on_screen += 1;
    if run.leaving {
        run.frames_after_leaving += 1;
        if capturing.is_empty() && pending.is_empty() && run.frames_after_leaving > 10 {
            report_frame_times(&frame_times);
            exit.write(AppExit::Success);
        }
        return;
    }
    let settle = match current {
        Screen::Loading => 0.3,
        Screen::Deal(PILES) => 0.5,
        // After the count and the verdict's landing, with confetti in the air.
        Screen::Score(PILES) => 1.7,
        _ => 0.8,
    };
    if !run.screen_shot && run.on_screen >= settle && run.frames_on_screen >= 5 {
        run.screen_shot = true;
        let name = match current {
            Screen::Loading => "loading",
            Screen::Menu => "menu",
            Screen::Deal(PILES) => "deal",
            Screen::Turns(PILES) => "turns",
            Screen::Score(PILES) => "score",
            Screen::Statistics => "statistics",
            Screen::Replays(PILES) => "replays",
            Screen::Rules => "rules",
            Screen::Turns(CHAMELEONS) => "chameleons",
            Screen::Score(CHAMELEONS) => "chameleon-score",
            Screen::Replays(CHAMELEONS) => "chameleon-replays",
            // A screen of a game this tool does not drive.
            Screen::Deal(_) | Screen::Turns(_) | Screen::Score(_) | Screen::Replays(_) => "game",
        };
        take_picture(&mut commands, &mut run, dir, name);
    }
    match current {
        Screen::Menu if run.screen_shot && run.on_screen > 1.2 => {
            next.set(if autoplay.chameleons.is_some() {
                Screen::Turns(CHAMELEONS)
            } else {
                Screen::Deal(PILES)
            });
        }
        Screen::Turns(CHAMELEONS) => {
            let Some(rows) = rows else {
                return;
            };
            run.busy_seconds = if busy.0 {
                run.busy_seconds + time.delta_secs()
            } else {
                0.0
            };
            let game = &rows.game;
            // Early, mid-game and the last round, each caught with a card in the air.
            let moment = match run.rows_shots {
                0 => game.history().len() >= 6,
                1 => game.round() >= 3,
                2 => game.is_last_round(),
                _ => false,
            };
            if moment && run.busy_seconds >= 0.15 {
                run.rows_shots += 1;
                let name = ["early", "mid", "last-round"][run.rows_shots as usize - 1];
                take_picture(&mut commands, &mut run, dir, name);
            }
            if !run.end_shot && game.is_over() && !busy.0 {
                run.end_shot = true;
                take_picture(&mut commands, &mut run, dir, "chameleons-end");
            }
        }
        Screen::Score(CHAMELEONS)
            if run.screen_shot && run.on_screen > 1.5 && autoplay.exit_on_score =>
        {
            run.leaving = true;
        }
        Screen::Turns(PILES) => {
            let Some(table) = table else {
                return;
            };
            let game = &table.game;
            run.busy_seconds = if busy.0 {
                run.busy_seconds + time.delta_secs()
            } else {
                0.0
            };
            if !run.play_shot && game.turn() >= 4 && run.busy_seconds >= 0.1 {
                run.play_shot = true;
                take_picture(&mut commands, &mut run, dir, "play");
            }
            if !run.end_shot && game.is_over() && !busy.0 {
                run.end_shot = true;
                take_picture(&mut commands, &mut run, dir, "result");
            }
            if !run.fire_shot && !game.fires().is_empty() && !busy.0 && run.on_screen > 1.0 {
                run.fire_shot = true;
                take_picture(&mut commands, &mut run, dir, "fire");
            }
        }
        Screen::Score(PILES)
            if run.screen_shot && run.on_screen > 2.0 && autoplay.exit_on_score =>
        {
            run.leaving = true;
        }
        _ => {}
    }
}

fn record_frame_times(
    time: Res<Time>,
    screen: Res<State<Screen>>,
    busy: Res<PresentationBusy>,
    mut times: ResMut<FrameTimes>,
) {
    if matches!(
        screen.get(),
        Screen::Deal(PILES) | Screen::Turns(PILES) | Screen::Turns(CHAMELEONS)
    ) && busy.0
    {
        times.seconds.push(time.delta_secs());
    }
}

fn report_frame_times(times: &FrameTimes) {
    let mut sorted = times.seconds.clone();
    if sorted.is_empty() {
        return;
    }
    sorted.sort_by(f32::total_cmp);
    let mean = sorted.iter().sum::<f32>() / sorted.len() as f32;
    let p95 = sorted[(sorted.len() * 95 / 100).min(sorted.len() - 1)];
    let max = sorted[sorted.len() - 1];
    info!(
        "frame time while animating: {} frames, mean {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        sorted.len(),
        mean * 1000.0,
        p95 * 1000.0,
        max * 1000.0
    );
    println!(
        "frame time while animating: {} frames, mean {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        sorted.len(),
        mean * 1000.0,
        p95 * 1000.0,
        max * 1000.0
    );
}

/// F12 saves a picture of the window into `PILEFIRE_SCREENSHOT_DIR` (or the
/// current folder), numbered from 1.
fn screenshot_on_f12(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    mut taken: Local<u32>,
) {
    if !keys.just_pressed(KeyCode::F12) {
        return;
    }
    let dir = std::env::var_os("PILEFIRE_SCREENSHOT_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("."));
    *taken += 1;
    let path = dir.join(format!("pilefire-{:03}.png", *taken));
    info!("screenshot {}", path.display());
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path));
}
