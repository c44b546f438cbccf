//! The chameleon table as drawn (issue 12), headless on `support::menu_app`:
//! the rows fill the height the window gives them at every interface size
//! and window, stay inside it, and keep their size when taken; the row
//! under the cursor is framed; a taken row names its taker; a card from the
//! deck leaves face down and turns over on its way.

use crate::support::press;
use pilefire::chameleons::GAME as CHAMELEONS;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiGlobalTransform};

use pilefire::chameleons::session::ChameleonMatch;
use pilefire::chameleons::setup::ChameleonSetup;
use pilefire::chameleons::table::flights::FlightSide;
use pilefire::chameleons::table::row_panel::{RowFrame, TakenStamp};
use pilefire::chameleons::table::spot::Spot;
use pilefire::shell::states::Screen;
use pilefire::shell::table::PresentationBusy;
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents};
use pilefire_engine::chameleons::{Card, ScoreSide};

/// A drawn chameleon table in a `size` window at interface size `scale`,
/// with the person in seat 0 (bots in every seat with `None`).
fn table(name: &str, size: (u32, u32), scale: f32, players: usize, person: Option<usize>) -> App {
    let setup = ChameleonSetup {
        players,
        side: ScoreSide::Brown,
        seed: Some(5),
        opponents: Opponents::All(ChameleonLevel::Baseline),
        human_seat: person,
        daily: false,
    };
    drawn(name, size, scale, setup)
}

/// The table of `setup`, drawn in a `size` window at interface size `scale`.
fn drawn(name: &str, size: (u32, u32), scale: f32, setup: ChameleonSetup) -> App {
    let mut app = crate::support::menu_app(name, size, scale);
    app.insert_resource(setup);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Turns(CHAMELEONS));
    // Frames for the room to be measured and the board laid out in it.
    for _ in 0..6 {
        app.update();
    }
    app
}

/// Updates until `done`, failing after two minutes of wall-clock time.
fn wait_for(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let started = Instant::now();
    while !done(app) {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "waited for {what}"
        );
        app.update();
    }
}

fn persons_turn(app: &App) -> bool {
    app.world()
        .resource::<ChameleonMatch>()
        .persons_turn()
        .is_some()
}

/// Every spot's rectangle in physical pixels.
fn spots(app: &mut App) -> Vec<(Spot, Rect)> {
    let world = app.world_mut();
    let mut query = world.query::<(&Spot, &ComputedNode, &UiGlobalTransform)>();
    query
        .iter(world)
        .map(|(spot, node, at)| (*spot, Rect::from_center_size(at.translation, node.size())))
        .collect()
}

fn rows(app: &mut App) -> Vec<Rect> {
    let mut rows: Vec<(usize, Rect)> = spots(app)
        .into_iter()
        .filter_map(|(spot, rect)| match spot {
            Spot::Row(index) => Some((index, rect)),
            _ => None,
        })
        .collect();
    rows.sort_by_key(|(index, _)| *index);
    rows.into_iter().map(|(_, rect)| rect).collect()
}

#[test]
fn the_rows_fill_the_height_at_every_interface_size_and_window() {
    for (size, scale, players) in [
        ((1280, 720), 1.0, 4),
        ((1280, 720), 0.75, 4),
        ((1280, 720), 2.0, 4),
        ((1024, 640), 1.0, 5),
        ((1920, 1080), 1.0, 3),
        ((1280, 720), 0.75, 2),
    ] {
        let what = format!("{size:?} at {scale} with {players} players");
        let mut app = table("chameleon-room", size, scale, players, None);
        let window = Rect::new(0.0, 0.0, size.0 as f32, size.1 as f32);
        for (spot, rect) in spots(&mut app) {
            if spot == Spot::Banner {
                continue;
            }
            assert!(
                window.contains(rect.min) && window.contains(rect.max),
                "{what}: {spot:?} at {rect:?} leaves the window"
            );
        }
        let rows = rows(&mut app);
        assert_eq!(rows.len(), if players == 2 { 3 } else { players });
        let span = rows.last().unwrap().max.y - rows[0].min.y;
        assert!(
            span >= 0.7 * size.1 as f32,
            "{what}: the rows span {span} of {} pixels",
            size.1
        );
        // One size for every row, taken or not, so nothing jumps.
        for rect in &rows {
            assert!(
                (rect.height() - rows[0].height()).abs() <= 2.0,
                "{what}: {rows:?}"
            );
        }
    }
}

/// R-CL-14: the green rows hold 1, 2 and 3 cards, and each tray is as
/// long as its row holds, not stretched to the longest.
#[test]
fn each_green_row_is_as_long_as_it_holds_r_cl_14() {
    for (size, scale) in [((1280, 720), 1.0), ((1024, 640), 2.0)] {
        let mut app = table("chameleon-green-rows", size, scale, 2, None);
        let rows = rows(&mut app);
        assert_eq!(rows.len(), 3);
        let widths: Vec<f32> = rows.iter().map(Rect::width).collect();
        // Each place more is a card's width and a gap more.
        let step = widths[2] - widths[1];
        assert!(step > 20.0, "{size:?} at {scale}: {widths:?}");
        assert!(
            (widths[1] - widths[0] - step).abs() <= 2.0,
            "{size:?} at {scale}: {widths:?}"
        );
    }
}

#[test]
fn the_row_under_the_cursor_is_framed() {
    let mut app = table("chameleon-frames", (1280, 720), 1.0, 3, Some(0));
    wait_for(&mut app, "the person's turn", |app| persons_turn(app));
    press(&mut app, KeyCode::ArrowDown);
    app.update();
    let cursor = app
        .world()
        .resource::<pilefire::chameleons::table::keys::RowCursor>()
        .0
        .expect("on a row");
    let mut frames = app.world_mut().query::<(&Spot, &RowFrame, &Outline)>();
    let framed: Vec<(Spot, RowFrame, Outline)> = frames
        .iter(app.world())
        .map(|(spot, frame, outline)| (*spot, *frame, *outline))
        .collect();
    for (spot, frame, outline) in &framed {
        if *spot == Spot::Row(cursor) {
            assert_eq!(*frame, RowFrame::Cursor);
            assert!(outline.width != Val::ZERO);
        } else {
            assert_ne!(*frame, RowFrame::Cursor, "{spot:?}");
        }
    }
}

#[test]
fn a_taken_row_keeps_its_place_and_names_its_taker() {
    let mut app = table("chameleon-taken", (1280, 720), 1.0, 4, None);
    // Taken by a seat other than the first, so no name stands in by chance.
    wait_for(&mut app, "a row taken", |app| {
        app.world()
            .resource::<ChameleonMatch>()
            .game
            .rows()
            .iter()
            .any(|row| row.taken_by.is_some_and(|seat| seat > 0))
    });
    app.update();
    let table = app.world().resource::<ChameleonMatch>().clone();
    let taken: Vec<usize> = table
        .game
        .rows()
        .iter()
        .filter_map(|row| row.taken_by)
        .collect();
    let mut stamps = app.world_mut().query::<(&TakenStamp, &Children)>();
    let stamps: Vec<(usize, Entity)> = stamps
        .iter(app.world())
        .map(|(stamp, children)| (stamp.0, children[1]))
        .collect();
    let mut stamped: Vec<usize> = stamps.iter().map(|(taker, _)| *taker).collect();
    stamped.sort();
    let mut expected = taken.clone();
    expected.sort();
    assert_eq!(stamped, expected, "one stamp per taken row");
    for (taker, words) in stamps {
        // "taken by" is the stamp's caption; its second line is the name.
        let words = app.world().get::<Text>(words).unwrap().0.clone();
        assert_eq!(words, table.names[taker]);
    }
}

#[test]
fn a_card_from_the_deck_leaves_face_down_and_turns_over() {
    let mut app = table("chameleon-turn", (1280, 720), 1.0, 3, Some(0));
    wait_for(&mut app, "the person's turn", |app| persons_turn(app));
    // Nothing else in the air (a bot's card still landing): flights
    // launched this frame count as busy from the next.
    app.update();
    wait_for(&mut app, "the table to settle", |app| {
        !app.world().resource::<PresentationBusy>().0
    });
    press(&mut app, KeyCode::KeyD);
    let sides = |app: &mut App| -> Vec<(FlightSide, bool)> {
        let world = app.world_mut();
        let mut query = world.query::<(&FlightSide, &Visibility)>();
        query
            .iter(world)
            .map(|(side, shown)| (*side, *shown != Visibility::Hidden))
            .collect()
    };
    let first = sides(&mut app);
    assert!(
        first.contains(&(FlightSide::Back, true)) && first.contains(&(FlightSide::Face, false)),
        "leaves face down: {first:?}"
    );
    let mut turned = false;
    wait_for(&mut app, "the card to land", |app| {
        let now = sides(app);
        turned |=
            now.contains(&(FlightSide::Face, true)) && now.contains(&(FlightSide::Back, false));
        now.is_empty()
    });
    assert!(turned, "the face came up on the way");
}

/// A table of `opponents` with the person in seat 0, drawn in a 1280x720 window.
fn table_of(name: &str, players: usize, opponents: Opponents) -> App {
    let setup = ChameleonSetup {
        players,
        side: ScoreSide::Brown,
        seed: Some(3),
        opponents,
        human_seat: Some(0),
        daily: false,
    };
    drawn(name, (1280, 720), 1.0, setup)
}

fn screen_texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    world
        .query::<&Text>()
        .iter(world)
        .map(|text| text.0.clone())
        .collect()
}

#[test]
fn a_table_of_characters_names_each_opponent_with_its_style() {
    let mut app = table_of("rows-characters", 5, Opponents::Styles);
    let names = app.world().resource::<ChameleonMatch>().names.clone();
    assert_eq!(names[1..], ["Basil", "Thorn", "Dash", "Hazel"]);
    let texts = screen_texts(&mut app);
    for shown in [
        "Basil", "Thorn", "Dash", "Hazel", "Hoarder", "Spoiler", "Snatcher",
    ] {
        assert!(
            texts.iter().any(|t| t.contains(shown)),
            "{shown}: {texts:?}"
        );
    }
    // A table of one level keeps numbered bots, with no style shown.
    let mut plain = table_of("rows-plain-bots", 3, Opponents::All(ChameleonLevel::Expert));
    let names = plain.world().resource::<ChameleonMatch>().names.clone();
    assert_eq!(names[1..], ["Bot 2", "Bot 3"]);
    let texts = screen_texts(&mut plain);
    assert!(
        !texts
            .iter()
            .any(|t| t.contains("Hoarder") || t.contains("Spoiler"))
    );
}

/// Cards of the full size wear the drawn art: a colour card its chameleon
/// (under the corner symbols, the middle symbol hidden), the deck the set's
/// own back; a collection's small cards keep their symbol on plain paper.
#[test]
fn the_cards_are_dressed_with_the_chameleon_art() {
    use pilefire::chameleons::card::{BackArt, FaceArt, MiddleMark};
    let mut app = table("rows-art", (1280, 720), 1.0, 3, None);
    wait_for(&mut app, "colour cards in the rows", |app| {
        let world = app.world_mut();
        world
            .query::<&FaceArt>()
            .iter(world)
            .any(|face| face.full && matches!(face.card, Card::Chameleon(_)))
    });
    app.update();
    let world = app.world_mut();
    let mut faces = world.query::<(&FaceArt, &Children, Has<ImageNode>)>();
    let mut marks = world.query_filtered::<&Visibility, With<MiddleMark>>();
    let mut figures = world.query::<(&Node, &ImageNode)>();
    let mut checked = 0;
    for (face, children, dressed) in faces.iter(world) {
        assert!(dressed, "{face:?} has its picture");
        let middle = children
            .iter()
            .find_map(|child| marks.get(world, child).ok())
            .expect("a middle symbol");
        if !face.full {
            assert_ne!(*middle, Visibility::Hidden, "a chip keeps its symbol");
            continue;
        }
        assert_eq!(*middle, Visibility::Hidden, "{face:?}: the art replaces it");
        if let Card::Chameleon(_) = face.card {
            let (node, figure) = figures
                .get(world, children[0])
                .expect("the chameleon is the card's first child");
            assert_eq!(node.position_type, PositionType::Absolute);
            assert_eq!(figure.color, face.figure);
            assert_ne!(face.paper, face.figure, "the paper is a wash of the colour");
            checked += 1;
        }
    }
    assert!(checked > 0);
    let mut backs = world.query_filtered::<Has<ImageNode>, With<BackArt>>();
    assert!(backs.iter(world).count() > 0, "the deck is drawn");
    assert!(backs.iter(world).all(|dressed| dressed));
}
