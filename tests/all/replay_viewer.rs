//! The shell's one replay viewer and one review screen, driven alike in
//! both games: the same keys step through either game's record, and
//! either game's finished game opens the same review over its score
//! screen.

use bevy::prelude::*;

use crate::support::press;
use pilefire::chameleons::GAME as CHAMELEONS;
use pilefire::chameleons::setup::{ChameleonFinished, ChameleonSetup};
use pilefire::l10n::Language;
use pilefire::piles::GAME as PILES;
use pilefire::piles::session::PilesMatch;
use pilefire::shell::language::Tr;
use pilefire::shell::replays::{ReplayGame, ReplayViewer};
use pilefire::shell::review::{ReviewOverlay, ReviewSheet, ReviewWork};
use pilefire::shell::settings::Settings;
use pilefire::shell::states::Screen;
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents, make_chameleon_bot};
use pilefire_engine::chameleons::{ChameleonConfig, ChameleonDeal, ChameleonGame, ScoreSide};
use pilefire_engine::piles::bots::driver::play_out;
use pilefire_engine::piles::bots::{Bot, BotLevel, make_bot};
use pilefire_engine::piles::rules::{Deal, Game, Ruleset};

use KeyCode::*;

type PilesReplay = pilefire::piles::replays::Replay;
type ChameleonReplay = pilefire::chameleons::replay_board::ChameleonReplay;
type PilesReview = pilefire_engine::piles::review::Review;
type ChameleonReview = pilefire_engine::chameleons::review::Review;

fn app(name: &str) -> App {
    let mut app = crate::support::pictures_app(name);
    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    app.update();
    go(&mut app, Screen::Menu);
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn go(app: &mut App, to: Screen) {
    app.world_mut().resource_mut::<NextState<Screen>>().set(to);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(app), to);
}

fn texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut query = world.query::<&Text>();
    query.iter(world).map(|text| text.0.clone()).collect()
}

/// A co-op game of one seat played by the normal bot for the person, on
/// its score screen.
fn score_a_piles_game(app: &mut App, seed: u64) -> Game {
    let ruleset = Ruleset::coop(1);
    let mut game = Game::new(ruleset, Deal::Seed(seed), 0).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = vec![make_bot(BotLevel::Normal, &ruleset, seed)];
    play_out(&mut game, &mut bots).expect("legal moves");
    app.insert_resource(PilesMatch {
        game: game.clone(),
        seed,
        human_seat: Some(0),
        bot_level: BotLevel::Normal,
        daily: false,
    });
    go(app, Screen::Score(PILES));
    game
}

/// A 3-player chameleon game played by baseline bots, the person in seat
/// 0, on its score screen.
fn score_a_chameleon_game(app: &mut App, seed: u64) -> ChameleonGame {
    let config = ChameleonConfig::new(3, ScoreSide::Brown);
    let mut game = ChameleonGame::new(config, ChameleonDeal::Seed(seed)).unwrap();
    let mut bots: Vec<_> = (0..3)
        .map(|p| make_chameleon_bot(ChameleonLevel::Baseline, seed + p as u64))
        .collect();
    while !game.is_over() {
        let p = game.current_player();
        let action = bots[p].decide(&game.observation(p));
        game.apply(p, action).unwrap();
    }
    app.insert_resource(ChameleonFinished {
        setup: ChameleonSetup {
            players: 3,
            side: ScoreSide::Brown,
            seed: Some(seed),
            opponents: Opponents::All(ChameleonLevel::Baseline),
            human_seat: Some(0),
            daily: false,
        },
        game: game.clone(),
        seed,
        names: vec!["You".into(), "Bot 1".into(), "Bot 2".into()],
    });
    go(app, Screen::Score(CHAMELEONS));
    game
}

fn viewer<G: ReplayGame>(app: &App) -> &ReplayViewer<G> {
    app.world().resource::<ReplayViewer<G>>()
}

/// Drives game `G`'s replays screen by the keys every game's viewer
/// answers, on a list of one record of `last` steps: Enter opens it, the
/// arrows step, Space plays and pauses, End and Home jump, Esc closes it
/// and then leaves for the menu.
fn drive_by_keys<G: ReplayGame>(app: &mut App, game: pilefire::shell::states::GameId, last: usize) {
    go(app, Screen::Replays(game));
    assert_eq!(viewer::<G>(app).entries().len(), 1);
    assert!(viewer::<G>(app).open().is_none());
    press(app, Enter);
    assert_eq!(viewer::<G>(app).at(), Some((0, last)), "Enter opens it");
    for key in [ArrowRight, ArrowRight, ArrowRight, ArrowLeft] {
        press(app, key);
    }
    assert_eq!(viewer::<G>(app).position(), 2);
    press(app, Space);
    assert!(viewer::<G>(app).playing());
    assert_eq!(viewer::<G>(app).position(), 2, "Space does not step");
    press(app, Space);
    assert!(!viewer::<G>(app).playing());
    press(app, End);
    assert_eq!(viewer::<G>(app).position(), last);
    press(app, Home);
    assert_eq!(viewer::<G>(app).position(), 0);
    // A step forward stops playing; at the end Space starts again.
    press(app, End);
    press(app, Space);
    assert!(viewer::<G>(app).playing());
    assert!(
        viewer::<G>(app).position() <= 1,
        "playing from the end restarts"
    );
    press(app, ArrowRight);
    assert!(!viewer::<G>(app).playing());
    press(app, Escape);
    assert!(viewer::<G>(app).open().is_none(), "Esc closes the record");
    assert_eq!(screen(app), Screen::Replays(game));
    press(app, Escape);
    assert_eq!(screen(app), Screen::Menu);
    assert!(
        app.world().get_resource::<ReplayViewer<G>>().is_none(),
        "the viewer goes with its screen"
    );
}

#[test]
fn both_games_replay_viewers_answer_the_same_keys() {
    let mut app = app("shared-viewer-keys");
    let piles = score_a_piles_game(&mut app, 5);
    go(&mut app, Screen::Menu);
    let chameleons = score_a_chameleon_game(&mut app, 21);
    go(&mut app, Screen::Menu);
    drive_by_keys::<PilesReplay>(&mut app, PILES, piles.record().turns.len());
    drive_by_keys::<ChameleonReplay>(&mut app, CHAMELEONS, chameleons.history().len());
}

/// Waits on the score screen for game `R`'s review, then opens it by R:
/// the overlay shows the game's own title and the par, and Esc closes it
/// on the same screen.
fn open_review<R: ReviewSheet>(app: &mut App) {
    for _ in 0..3_000 {
        let done = app
            .world()
            .get_resource::<ReviewWork<R>>()
            .is_some_and(|review| review.result.is_some());
        if done {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        app.update();
    }
    let review = app.world().resource::<ReviewWork<R>>();
    let result = review.result.clone().expect("the review arrives");
    assert!(!review.open);
    let tr = app.world().resource::<Tr>();
    let (title, par) = (tr.get(R::WORDS.title), result.par_words(tr));
    assert!(!texts(app).contains(&title), "closed until asked");
    let overlays = |app: &mut App| {
        let world = app.world_mut();
        world
            .query_filtered::<(), With<ReviewOverlay>>()
            .iter(world)
            .count()
    };
    press(app, KeyR);
    assert_eq!(overlays(app), 1);
    assert!(app.world().resource::<ReviewWork<R>>().open);
    let shown = texts(app);
    assert!(shown.contains(&title), "{shown:?}");
    // The par, then the person's accuracy on the engine's 0-100 scale.
    let accuracy = result.accuracy().expect("the person's turns were judged");
    assert!((0.0..=100.0).contains(&accuracy), "{accuracy}");
    let words = format!("Accuracy {} of 100", accuracy.round());
    assert!(
        shown
            .iter()
            .any(|text| text.starts_with(&par) && text.ends_with(&words)),
        "{words}: {shown:?}"
    );
    // A chance that stays at nothing is never the news (issue 44).
    assert!(
        !shown.iter().any(|text| text.contains("0% to 0%")),
        "{shown:?}"
    );
    let screen_before = screen(app);
    press(app, Escape);
    assert_eq!(overlays(app), 0);
    assert!(!app.world().resource::<ReviewWork<R>>().open);
    assert_eq!(screen(app), screen_before, "Esc closes only the review");
}

#[test]
fn both_review_screens_open_from_a_finished_game() {
    let mut app = app("shared-review-screen");
    score_a_piles_game(&mut app, 5);
    open_review::<PilesReview>(&mut app);
    go(&mut app, Screen::Menu);
    assert!(
        app.world()
            .get_resource::<ReviewWork<PilesReview>>()
            .is_none(),
        "the review goes with its screen"
    );
    score_a_chameleon_game(&mut app, 21);
    open_review::<ChameleonReview>(&mut app);
    go(&mut app, Screen::Menu);
    assert!(
        app.world()
            .get_resource::<ReviewWork<ChameleonReview>>()
            .is_none()
    );
}
