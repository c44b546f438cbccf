//! A game left alone asks for no frames (`ui::rest`): once nothing moves and
//! ambient motion has stopped, no system changes anything drawn or asks
//! for a redraw, so the window sleeps until input wakes it. Headless with
//! everything the player sees, 1/30 s a frame.

use pilefire::piles::GAME as PILES;
use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::RequestRedraw;

use pilefire::piles::session::MatchConfig;
use pilefire::piles::session::PilesIntent;
use pilefire::piles::session::PilesMatch;
use pilefire::shell::states::Screen;
use pilefire::shell::table::PresentationBusy;
use pilefire::shell::ui::rest::{AMBIENT_SECONDS, AmbientClock};
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::rules::{Action, Ruleset};

const FRAME: f32 = 1.0 / 30.0;

fn app(name: &str) -> App {
    let mut app = crate::support::pictures_app(name);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        FRAME,
    )));
    crate::support::open_menu(&mut app);
    app
}

/// Frames asked for in the last update.
fn redraws_asked(app: &App) -> usize {
    app.world()
        .resource::<Messages<RequestRedraw>>()
        .iter_current_update_messages()
        .count()
}

/// Runs frames until ambient motion has stopped, then fails if any of
/// `frames` more asks for a redraw.
fn assert_at_rest(app: &mut App, what: &str, frames: usize) {
    let settle = ((AMBIENT_SECONDS + 1.0) / FRAME) as usize;
    for _ in 0..settle {
        app.update();
    }
    assert!(
        !app.world().resource::<AmbientClock>().is_running(),
        "{what}: ambient motion still runs {AMBIENT_SECONDS} s after the last input"
    );
    for frame in 0..frames {
        app.update();
        assert_eq!(
            redraws_asked(app),
            0,
            "{what}: frame {frame} at rest asked for another"
        );
    }
}

fn wait_until(app: &mut App, what: &str, mut done: impl FnMut(&App) -> bool) {
    for _ in 0..20_000 {
        if done(app) {
            return;
        }
        app.update();
    }
    panic!("{what}: not after 20000 frames");
}

fn person_to_move(app: &App) -> bool {
    let busy = app.world().resource::<PresentationBusy>().0;
    let screen = *app.world().resource::<State<Screen>>().get();
    app.world()
        .get_resource::<PilesMatch>()
        .is_some_and(|table| {
            screen == Screen::Turns(PILES) && !busy && table.is_human(table.game.to_move())
        })
}

fn sit_down(app: &mut App, ruleset: Ruleset, seed: u64) {
    app.insert_resource(MatchConfig {
        ruleset,
        seed: Some(seed),
        bot_level: BotLevel::Normal,
        human_seat: Some(0),
        ..MatchConfig::default()
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Deal(PILES));
    app.update();
    wait_until(app, "the person's turn", person_to_move);
}

#[test]
fn the_title_menu_left_alone_asks_for_no_frames() {
    let mut app = app("rest-menu");
    assert_at_rest(&mut app, "the title menu", 60);
}

#[test]
fn a_solitaire_table_left_alone_asks_for_no_frames() {
    let mut app = app("rest-solitaire");
    sit_down(&mut app, Ruleset::coop(1), 7);
    assert_at_rest(&mut app, "the solitaire table", 60);
}

/// Bots, fire and its timer: the table waits for the person with flames
/// on it after the bots' turns.
#[test]
fn a_co_op_table_on_fire_left_alone_after_the_bots_asks_for_no_frames() {
    let mut app = app("rest-coop-fire");
    sit_down(&mut app, Ruleset::coop(3).on_fire(), 7);
    // The person plays what they must and ends the turn; the bots follow.
    let turn = app.world().resource::<PilesMatch>().game.turn();
    for _ in 0..2 {
        let play = app.world().resource::<PilesMatch>().game.legal_plays()[0];
        app.world_mut().write_message(PilesIntent {
            seat: 0,
            action: Action::Play(play),
        });
        app.update();
    }
    app.world_mut().write_message(PilesIntent {
        seat: 0,
        action: Action::EndTurn,
    });
    app.update();
    wait_until(&mut app, "the bots' turns", |app| {
        app.world().resource::<PilesMatch>().game.turn() >= turn + 3 && person_to_move(app)
    });
    assert_at_rest(&mut app, "the co-op table after the bots", 60);
}
