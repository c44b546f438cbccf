//! Both games answer alike (the shell's one skeleton): Esc opens the same
//! pause menu at either table, its Rules opens that game's rules book, Esc
//! closes the book back to the pause menu and Esc again resumes; Leave asks
//! first. Headless, under `MinimalPlugins`, by keys alone.

use pilefire::chameleons::GAME as CHAMELEONS;
use pilefire::piles::GAME as PILES;
use std::time::{Duration, Instant};

use bevy::prelude::*;

use crate::support::press;
use pilefire::chameleons::setup::ChameleonSetup;
use pilefire::piles::session::MatchConfig;
use pilefire::shell::rules_book::RulesBook;
use pilefire::shell::settings::Settings;
use pilefire::shell::states::GameId;
use pilefire::shell::states::{Pause, Screen};
use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::piles::rules::Ruleset;

fn app(name: &str) -> App {
    crate::support::keys_app(name)
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn pause(app: &App) -> Option<Pause> {
    app.world()
        .get_resource::<State<Pause>>()
        .map(|pause| *pause.get())
}

fn book(app: &App) -> RulesBook {
    *app.world().resource::<RulesBook>()
}

/// Sits down at `game`'s table, the person in seat 0.
fn sit_at(app: &mut App, game: GameId) {
    let (table, playing) = match game {
        PILES => {
            app.insert_resource(MatchConfig {
                ruleset: Ruleset::coop(3),
                seed: Some(3),
                human_seat: Some(0),
                ..MatchConfig::default()
            });
            (Screen::Deal(PILES), Screen::Turns(PILES))
        }
        CHAMELEONS => {
            app.insert_resource(ChameleonSetup {
                players: 3,
                side: ScoreSide::Brown,
                seed: Some(5),
                human_seat: Some(0),
                ..ChameleonSetup::default()
            });
            (Screen::Turns(CHAMELEONS), Screen::Turns(CHAMELEONS))
        }
        other => panic!("no table for {other:?}"),
    };
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(table);
    let started = Instant::now();
    while screen(app) != playing {
        assert!(started.elapsed() < Duration::from_secs(60), "{game:?}");
        app.update();
    }
}

#[test]
fn esc_and_the_pause_menu_answer_alike_at_both_tables_and_open_that_games_rules() {
    for game in [PILES, CHAMELEONS] {
        let mut app = app(&format!("both-pause-{game:?}"));
        sit_at(&mut app, game);
        let table = screen(&app);
        assert_eq!(pause(&app), Some(Pause::Running), "{game:?}");
        press(&mut app, KeyCode::Escape);
        assert_eq!(pause(&app), Some(Pause::Paused), "Esc pauses {game:?}");
        press(&mut app, KeyCode::Escape);
        assert_eq!(pause(&app), Some(Pause::Running), "Esc resumes {game:?}");
        // Resume, Settings, Rules, Leave: Rules opens this game's book.
        press(&mut app, KeyCode::Escape);
        press(&mut app, KeyCode::ArrowDown);
        press(&mut app, KeyCode::ArrowDown);
        press(&mut app, KeyCode::Enter);
        assert_eq!(
            book(&app),
            RulesBook {
                open: Some(game),
                overlay: true
            },
            "Rules from the pause menu at the {game:?} table"
        );
        assert_eq!(screen(&app), table, "the book opens over the table");
        // Esc closes the book, back to the pause menu; Esc again resumes.
        press(&mut app, KeyCode::Escape);
        assert_eq!(book(&app).open, None, "{game:?}");
        assert_eq!(pause(&app), Some(Pause::Paused), "{game:?}");
        press(&mut app, KeyCode::Escape);
        assert_eq!(pause(&app), Some(Pause::Running), "{game:?}");
        // Leave asks first; Stay keeps the table.
        press(&mut app, KeyCode::Escape);
        for _ in 0..3 {
            press(&mut app, KeyCode::ArrowDown);
        }
        press(&mut app, KeyCode::Enter);
        assert_eq!(screen(&app), table, "leaving asks first at {game:?}");
        press(&mut app, KeyCode::Escape);
        assert_eq!(pause(&app), Some(Pause::Paused), "Stay: {game:?}");
        press(&mut app, KeyCode::Escape);
        assert_eq!(pause(&app), Some(Pause::Running), "{game:?}");
    }
}

#[test]
fn the_rules_screen_shows_the_chosen_games_book() {
    for game in [PILES, CHAMELEONS] {
        let mut app = app(&format!("both-rules-{game:?}"));
        app.world_mut().resource_mut::<Settings>().menu.choose(game);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Rules);
        app.update();
        app.update();
        assert_eq!(
            book(&app),
            RulesBook {
                open: Some(game),
                overlay: false
            }
        );
        press(&mut app, KeyCode::Escape);
        app.update();
        assert_eq!(screen(&app), Screen::Menu, "{game:?}");
        assert_eq!(book(&app).open, None, "{game:?}");
    }
}
