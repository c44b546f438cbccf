//! Screens that use the window's whole size (issue 12), laid out headless on
//! `support::menu_app`: the chameleon score fills the height at 75% and
//! fits at 200% (`ui::zoom`), and so do the number-pile team score and
//! the Duel result,
//! and the chameleon replay viewer draws its rows
//! and collections as the table does, inside the window.

use crate::support::press;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use pilefire::chameleons::GAME as CHAMELEONS;
use pilefire::piles::GAME as PILES;
use std::time::Duration;

use pilefire::chameleons::card::{FaceArt, PaperArt};
use pilefire::chameleons::replay_board::{ReplayPlayer, ReplayRow};
use pilefire::chameleons::replays::ChameleonReplayViewer;
use pilefire::chameleons::setup::{ChameleonFinished, ChameleonSetup};
use pilefire::piles::session::PilesMatch;
use pilefire::shell::states::Screen;
use pilefire::shell::ui::chrome::Panel;
use pilefire::shell::ui::zoom::FillsWindow;
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents, make_chameleon_bot};
use pilefire_engine::chameleons::{ChameleonConfig, ChameleonDeal, ChameleonGame, ScoreSide};
use pilefire_engine::piles::bots::driver::play_out;
use pilefire_engine::piles::bots::{Bot, BotLevel, make_bot};
use pilefire_engine::piles::rules::{Deal, Game, Ruleset};

fn bot_game(players: usize, seed: u64) -> ChameleonGame {
    let config = ChameleonConfig::new(players, ScoreSide::Brown);
    let mut game = ChameleonGame::new(config, ChameleonDeal::Seed(seed)).unwrap();
    let mut bots: Vec<_> = (0..players)
        .map(|p| make_chameleon_bot(ChameleonLevel::Baseline, seed + p as u64))
        .collect();
    while !game.is_over() {
        let p = game.current_player();
        let action = bots[p].decide(&game.observation(p));
        game.apply(p, action).unwrap();
    }
    game
}

fn finished(game: ChameleonGame, seed: u64) -> ChameleonFinished {
    let players = game.players();
    ChameleonFinished {
        setup: ChameleonSetup {
            players,
            side: ScoreSide::Brown,
            seed: Some(seed),
            opponents: Opponents::All(ChameleonLevel::Baseline),
            human_seat: Some(0),
            daily: false,
        },
        game,
        seed,
        names: (0..players).map(|p| format!("Player {p}")).collect(),
    }
}

fn go(app: &mut App, to: Screen) {
    app.world_mut().resource_mut::<NextState<Screen>>().set(to);
    for _ in 0..8 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), to);
}

fn rect(node: &ComputedNode, at: &UiGlobalTransform) -> Rect {
    Rect::from_center_size(at.translation, node.size())
}

/// What the `FillsWindow` screen's content spans, in physical pixels.
fn content(app: &mut App) -> Rect {
    let world = app.world_mut();
    let mut roots = world.query_filtered::<&Children, With<FillsWindow>>();
    let children: Vec<Entity> = roots
        .single(world)
        .expect("one screen that fits the window")
        .iter()
        .collect();
    let mut nodes = world.query::<(&ComputedNode, &UiGlobalTransform, &Node)>();
    children
        .into_iter()
        .filter_map(|child| nodes.get(world, child).ok())
        .filter(|(_, _, node)| node.position_type != PositionType::Absolute)
        .map(|(node, at, _)| rect(node, at))
        .reduce(|a, b| a.union(b))
        .expect("content")
}

/// The content fills most of the window's height and stays inside it.
fn fills(app: &mut App, size: (u32, u32), what: &str) {
    // The zoom settles over a few layouts.
    for _ in 0..30 {
        app.update();
    }
    let span = content(app);
    let zoom = *app
        .world()
        .resource::<pilefire::shell::ui::zoom::ScreenZoom>();
    let height = size.1 as f32;
    assert!(
        span.height() >= 0.8 * height,
        "{what}: the content spans {} of {height} pixels ({zoom:?})",
        span.height()
    );
    let window = Rect::new(0.0, 0.0, size.0 as f32, height).inflate(1.0);
    assert!(
        window.contains(span.min) && window.contains(span.max),
        "{what}: {span:?} leaves the window ({zoom:?})"
    );
}

#[test]
fn the_chameleon_score_fills_the_room_at_every_interface_size() {
    for (size, scale, players) in [
        ((1280, 720), 0.75, 4),
        ((1280, 720), 1.0, 5),
        ((1280, 720), 2.0, 5),
        ((1024, 640), 0.75, 3),
        ((1920, 1080), 0.75, 2),
    ] {
        let what = format!("{size:?} at {scale} with {players} players");
        let mut app = crate::support::menu_app("room-chscore", size, scale);
        app.insert_resource(finished(bot_game(players, 3), 3));
        go(&mut app, Screen::Score(CHAMELEONS));
        fills(&mut app, size, &what);
    }
}

/// A number-pile game the bots played to its end, as the score screen
/// finds it (the person in seat 0).
fn number_game(ruleset: Ruleset, seed: u64) -> PilesMatch {
    let mut game = Game::new(ruleset, Deal::Seed(seed), 0).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = (0..ruleset.seats)
        .map(|seat| make_bot(BotLevel::Normal, &ruleset, seed + seat as u64))
        .collect();
    play_out(&mut game, &mut bots).expect("legal moves");
    PilesMatch {
        game,
        seed,
        human_seat: Some(0),
        bot_level: BotLevel::Normal,
        daily: false,
    }
}

#[test]
fn the_team_score_and_the_duel_result_fill_the_room_at_every_interface_size() {
    for (size, scale, ruleset) in [
        ((1280, 720), 0.75, Ruleset::coop(3)),
        ((1280, 720), 0.75, Ruleset::duel()),
        ((1280, 720), 1.0, Ruleset::coop(5)),
        ((1280, 720), 2.0, Ruleset::coop(5)),
        ((1024, 640), 0.75, Ruleset::coop(1)),
        ((1920, 1080), 0.75, Ruleset::coop(4)),
    ] {
        let what = format!("{size:?} at {scale} with {ruleset:?}");
        let mut app = crate::support::menu_app("room-score", size, scale);
        app.insert_resource(number_game(ruleset, 5));
        go(&mut app, Screen::Score(PILES));
        fills(&mut app, size, &what);
    }
}

/// The least room, in physical pixels, between a score panel (or button) and the
/// window's left or right side.
const SIDE_ROOM: f32 = 16.0;

#[test]
fn the_score_panels_keep_clear_of_the_windows_sides() {
    // At 1024x640 and 100% the zoom grew the shares and the chart until
    // they wrapped, leaving them 4 pixels from the sides; the buttons
    // and the Duel's decks came as close.
    for (size, scale, ruleset) in [
        ((1024, 640), 1.0, Ruleset::coop(3).on_fire()),
        ((1024, 640), 1.0, Ruleset::coop(5)),
        ((1024, 640), 1.0, Ruleset::coop(2)),
        ((1024, 640), 1.0, Ruleset::duel()),
        ((1280, 720), 1.0, Ruleset::coop(3)),
        ((1920, 1080), 1.0, Ruleset::coop(4)),
    ] {
        let what = format!("{size:?} at {scale} with {ruleset:?}");
        let mut app = crate::support::menu_app("room-sides", size, scale);
        app.insert_resource(number_game(ruleset, 5));
        go(&mut app, Screen::Score(PILES));
        for _ in 0..30 {
            app.update();
        }
        let world = app.world_mut();
        let mut panels = world
            .query_filtered::<(&ComputedNode, &UiGlobalTransform), Or<(With<Panel>, With<Button>)>>(
            );
        let panels: Vec<Rect> = panels.iter(world).map(|(n, at)| rect(n, at)).collect();
        assert!(panels.len() >= 2, "{what}: {panels:?}");
        let width = size.0 as f32;
        for at in panels {
            assert!(
                at.min.x >= SIDE_ROOM && at.max.x <= width - SIDE_ROOM,
                "{what}: a panel at {at:?} touches a side of {width}"
            );
        }
    }
}

#[test]
fn the_replay_draws_rows_and_collections_as_the_table_does() {
    for (size, scale, italian) in [
        ((1280, 720), 1.0, false),
        ((1024, 640), 0.75, false),
        ((1280, 720), 2.0, false),
        ((1280, 720), 2.0, true),
    ] {
        let what = format!("{size:?} at {scale}, Italian {italian}");
        let mut app = crate::support::menu_app("room-replay", size, scale);
        if italian {
            app.world_mut()
                .resource_mut::<pilefire::shell::settings::Settings>()
                .language = Some(pilefire::l10n::Language::Italian);
            app.update();
        }
        let game = bot_game(4, 11);
        app.insert_resource(finished(game, 11));
        go(&mut app, Screen::Score(CHAMELEONS));
        go(&mut app, Screen::Replays(CHAMELEONS));
        press(&mut app, KeyCode::Enter);
        // Into the second round: rows with cards, rows taken.
        for _ in 0..36 {
            press(&mut app, KeyCode::ArrowRight);
        }
        app.update();
        let viewer = app.world().resource::<ChameleonReplayViewer>();
        let replay = viewer.open().expect("a record open");
        let (shown, _) = replay.positions[viewer.position()].clone();
        let world = app.world_mut();
        let mut rows = world.query::<(Entity, &ReplayRow, &ComputedNode, &UiGlobalTransform)>();
        let rows: Vec<(Entity, usize, Rect)> = rows
            .iter(world)
            .map(|(entity, row, node, at)| (entity, row.0, rect(node, at)))
            .collect();
        assert_eq!(rows.len(), shown.rows().len(), "{what}");
        let window = Rect::new(0.0, 0.0, size.0 as f32, size.1 as f32).inflate(1.0);
        let mut faces = world.query_filtered::<(), Or<(With<PaperArt>, With<FaceArt>)>>();
        for (entity, index, at) in &rows {
            assert!(
                window.contains(at.min) && window.contains(at.max),
                "{what}: {at:?}"
            );
            let row = &shown.rows()[*index];
            // The row card at the head, then the row's cards face up (a
            // taken row shows its stamp instead).
            let drawn = world
                .entity(*entity)
                .get::<Children>()
                .into_iter()
                .flat_map(|children| children.iter())
                .filter(|child| faces.get(world, *child).is_ok())
                .count();
            let cards = if row.in_middle() { row.cards.len() } else { 0 };
            assert_eq!(drawn, 1 + cards, "{what}: row {index} {row:?}");
        }
        assert!(
            shown.rows().iter().any(|row| !row.cards.is_empty()),
            "the position shows cards"
        );
        let mut players = world.query::<(&ReplayPlayer, &ComputedNode, &UiGlobalTransform)>();
        let panels: Vec<Rect> = players
            .iter(world)
            .map(|(_, node, at)| rect(node, at))
            .collect();
        assert_eq!(panels.len(), 4, "{what}");
        for at in panels {
            assert!(
                window.contains(at.min) && window.contains(at.max),
                "{what}: {at:?}"
            );
        }
        // The buttons and every text (the key hint too) stay inside: long
        // Italian at 200% once pushed "<" off the left edge.
        let mut shown = world
            .query_filtered::<(&ComputedNode, &UiGlobalTransform), Or<(With<Button>, With<Text>)>>(
            );
        for (node, at) in shown.iter(world) {
            let at = rect(node, at);
            assert!(
                window.contains(at.min) && window.contains(at.max),
                "{what}: a button or text at {at:?} leaves the window"
            );
        }
        let span = rows.iter().map(|(_, _, at)| at.max.y).fold(0.0, f32::max)
            - rows
                .iter()
                .map(|(_, _, at)| at.min.y)
                .fold(f32::MAX, f32::min);
        assert!(
            span >= 0.55 * size.1 as f32,
            "{what}: the rows span {span} of {}",
            size.1
        );
    }
}

/// At 1024x640 and 200% the team score is taller than the window. It
/// opens on its top, the count and verdict whole, while the count runs;
/// then it glides to the focused button ("Same deal again") and shows it
/// whole. It used to open scrolled to the button, the count cut off.
#[test]
fn a_score_taller_than_the_window_shows_its_count_then_its_focused_button() {
    let size = (1024, 640);
    let mut app = crate::support::menu_app("room-focus", size, 2.0);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )));
    app.insert_resource(number_game(Ruleset::coop(3), 5));
    go(&mut app, Screen::Score(PILES));
    let window = Rect::new(0.0, 0.0, size.0 as f32, size.1 as f32).inflate(1.0);
    let inside = |at: Rect| window.contains(at.min) && window.contains(at.max);
    let focused_at = |app: &mut App| {
        let world = app.world_mut();
        let mut focused = world.query_filtered::<(&ComputedNode, &UiGlobalTransform), With<pilefire::shell::ui::theme::Focused>>();
        let at: Vec<Rect> = focused.iter(world).map(|(n, at)| rect(n, at)).collect();
        assert_eq!(at.len(), 1, "one focused button: {at:?}");
        at[0]
    };
    // 0.5 s in: the page's first part (the subtitle) and the count show.
    for _ in 0..17 {
        app.update();
    }
    let top = content(&mut app);
    assert!(
        top.min.y >= -1.0,
        "the page opened scrolled: its top at {}",
        top.min.y
    );
    assert!(
        !inside(focused_at(&mut app)),
        "the page fits: nothing to test"
    );
    // 3 s in: the count has landed and the page has glided down.
    for _ in 0..125 {
        app.update();
    }
    let button = focused_at(&mut app);
    assert!(
        inside(button),
        "the focused button at {button:?} is outside the window"
    );
}

/// The window reopens as large and where it was left: its size and place
/// reach the settings (and the file) once it has kept still, and `--size`
/// still wins at launch.
#[test]
fn the_window_s_size_and_place_are_remembered_once_still() {
    use bevy::window::{PrimaryWindow, WindowResized};
    use pilefire::shell::settings::{Settings, SettingsStore};
    use pilefire::shell::window::{GEOMETRY_SETTLE_SECONDS, saved_geometry};

    let mut app = crate::support::menu_app("window-geometry", (1280, 720), 1.0);
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .expect("a window");
    {
        let mut state = app.world_mut().get_mut::<Window>(window).unwrap();
        state.resolution.set(1100.0, 700.0);
        state.position = WindowPosition::At(IVec2::new(40, 30));
    }
    app.world_mut().write_message(WindowResized {
        window,
        width: 1100.0,
        height: 700.0,
    });
    app.update();
    let remembered = |app: &App| {
        let settings = app.world().resource::<Settings>();
        (settings.window_size, settings.window_position)
    };
    assert_eq!(
        remembered(&app),
        (None, None),
        "not while it may still move"
    );
    std::thread::sleep(Duration::from_secs_f64(GEOMETRY_SETTLE_SECONDS + 0.1));
    app.update();
    assert_eq!(remembered(&app), (Some([1100, 700]), Some([40, 30])));
    // Written to the file, and read back before the next window opens.
    let store = app.world().resource::<SettingsStore>().clone();
    let saved = saved_geometry(&store);
    assert_eq!(
        saved.opening((1280, 720), false),
        ((1100, 700), WindowPosition::At(IVec2::new(40, 30)))
    );
    assert_eq!(
        saved.opening((800, 600), true),
        ((800, 600), WindowPosition::Automatic)
    );
}
