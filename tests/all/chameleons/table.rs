//! Headless tests of the chameleon table (issue 13) under `MinimalPlugins`:
//! whole games from `Screen::Turns(CHAMELEONS)` to `Screen::Score(CHAMELEONS)`, with
//! bots in every seat and with the person's seat played by keys alone;
//! refusals that change nothing and name their R-CL rule; the pause; hints.
//! Bots plan on the async pool, so the tests wait for conditions under a
//! wall-clock cap rather than count frames.

use crate::support::press;
use pilefire::chameleons::GAME as CHAMELEONS;
use std::time::{Duration, Instant};

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use crate::support::temp_dir;
use bevy::a11y::AccessibilityNode;
use bevy::camera::NormalizedRenderTarget;
use bevy::input_focus::InputFocus;
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use pilefire::app::keyboard_plugin;
use pilefire::app::logic_plugin;
use pilefire::chameleons::card::INK;
use pilefire::chameleons::describe::card_name;
use pilefire::chameleons::session::{
    ChameleonApplied, ChameleonHint, ChameleonIntent, ChameleonMatch,
};
use pilefire::chameleons::setup::{ChameleonFinished, ChameleonSetup};
use pilefire::chameleons::table::coach::ChCoachText;
use pilefire::chameleons::table::drag::DragGhost;
use pilefire::chameleons::table::keys::{RowCursor, TableLog};
use pilefire::chameleons::table::row_panel::{GreenRowTag, row_spoken};
use pilefire::chameleons::table::speech::row_under_cursor;
use pilefire::chameleons::table::spot::Spot;
use pilefire::chameleons::tutorial::{ChLesson, ChameleonTutorial, chameleon_tutorial_setup};
use pilefire::l10n::Language;
use pilefire::shell::audio::{Sfx, Sound};
use pilefire::shell::language::Tr;
use pilefire::shell::settings::Palette;
use pilefire::shell::settings::Settings;
use pilefire::shell::settings::SettingsStore;
use pilefire::shell::states::AppSystems;
use pilefire::shell::states::{Pause, Screen};
use pilefire::shell::ui::theme::{contrast_ratio, palette_colours};
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents, make_chameleon_bot};
use pilefire_engine::chameleons::{Action, ChameleonError, ClRule, DealtCards, ScoreSide};
use pilefire_engine::chameleons::{Card, Colour, Event};

/// Every judged chameleon intent, in order.
#[derive(Resource, Default)]
struct Judged(Vec<ChameleonApplied>);

fn collect(mut applied: MessageReader<ChameleonApplied>, mut judged: ResMut<Judged>) {
    judged.0.extend(applied.read().cloned());
}

/// Screens entered, in order.
#[derive(Resource, Default)]
struct Visited(Vec<Screen>);

fn note_screen(screen: Res<State<Screen>>, mut visited: ResMut<Visited>) {
    if visited.0.last() != Some(screen.get()) {
        visited.0.push(*screen.get());
    }
}

fn app(name: &str) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(SettingsStore {
        dir: Some(temp_dir(name)),
    });
    app.add_plugins((logic_plugin, keyboard_plugin));
    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    app.init_resource::<Judged>();
    app.init_resource::<Visited>();
    app.add_systems(
        Update,
        (collect.after(AppSystems::ApplyIntents), note_screen),
    );
    crate::support::open_menu(&mut app);
    app
}

fn pause(app: &App) -> Option<Pause> {
    app.world()
        .get_resource::<State<Pause>>()
        .map(|pause| *pause.get())
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn start(app: &mut App, setup: ChameleonSetup) {
    app.insert_resource(setup);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Turns(CHAMELEONS));
    app.update();
    assert_eq!(screen(app), Screen::Turns(CHAMELEONS));
}

/// Updates until `done`, failing after two minutes of wall-clock time.
fn wait_for(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let cap = Duration::from_secs(120);
    let started = Instant::now();
    while !done(app) {
        assert!(
            started.elapsed() < cap,
            "waited {cap:?} for {what} (screen {:?})",
            screen(app)
        );
        app.update();
    }
}

fn setup(players: usize, side: ScoreSide, seed: u64, human_seat: Option<usize>) -> ChameleonSetup {
    ChameleonSetup {
        players,
        side,
        seed: Some(seed),
        opponents: Opponents::All(ChameleonLevel::Baseline),
        human_seat,
        daily: false,
    }
}

fn game(app: &App) -> &pilefire_engine::chameleons::ChameleonGame {
    &app.world().resource::<ChameleonMatch>().game
}

fn persons_turn(app: &App) -> bool {
    app.world()
        .get_resource::<ChameleonMatch>()
        .is_some_and(|table| table.persons_turn().is_some())
}

const ROW_KEYS: [KeyCode; 5] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
];

/// The finished game handed to the score screen.
fn finished(app: &App) -> &ChameleonFinished {
    app.world()
        .get_resource::<ChameleonFinished>()
        .expect("the table hands the finished game to the score screen")
}

#[test]
fn bots_in_every_seat_play_to_the_score_screen_r_cl_10_r_cl_11() {
    let mut app = app("rows-bots");
    for (players, side, seed) in [
        (2, ScoreSide::Brown, 5),
        (3, ScoreSide::Purple, 6),
        (5, ScoreSide::Brown, 7),
    ] {
        app.world_mut().resource_mut::<Visited>().0.clear();
        start(&mut app, setup(players, side, seed, None));
        wait_for(&mut app, "the score screen", |app| {
            screen(app) == Screen::Score(CHAMELEONS)
        });
        let done = finished(&app);
        assert!(done.game.is_over(), "{players} players: the game ended");
        assert_eq!(done.game.players(), players);
        assert_eq!(done.seed, seed);
        assert_eq!(done.names.len(), players);
        let outcome = done.game.outcome().expect("an outcome");
        assert!(!outcome.winners.is_empty());
        // The table's game is the deal of its seed played by legal actions only.
        let judged = &app.world().resource::<Judged>().0;
        assert!(judged.iter().all(|applied| applied.result.is_ok()));
        assert_eq!(done.game.history().len(), judged.len());
        judged_clear(&mut app);
        assert!(
            app.world().get_resource::<ChameleonMatch>().is_none(),
            "the table's game is gone once it closed"
        );
        assert_eq!(
            app.world().resource::<Visited>().0,
            vec![Screen::Turns(CHAMELEONS), Screen::Score(CHAMELEONS)]
        );
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Menu);
        app.update();
    }
}

fn judged_clear(app: &mut App) {
    app.world_mut().resource_mut::<Judged>().0.clear();
}

#[test]
fn the_persons_seat_plays_a_whole_game_by_keys_alone() {
    let mut app = app("rows-keys");
    start(&mut app, setup(4, ScoreSide::Brown, 11, Some(1)));
    // The person follows the baseline bot's advice, pressed as keys: D or
    // Space to draw, a digit to place, the arrows and Enter to take.
    let mut adviser = make_chameleon_bot(ChameleonLevel::Baseline, 3);
    let mut keys_pressed = 0;
    let mut draws = 0;
    while screen(&app) == Screen::Turns(CHAMELEONS) {
        wait_for(&mut app, "the person's turn or the end", |app| {
            persons_turn(app) || screen(app) != Screen::Turns(CHAMELEONS)
        });
        if screen(&app) != Screen::Turns(CHAMELEONS) {
            break;
        }
        assert!(keys_pressed < 2_000, "the game does not move on with keys");
        let before = game(&app).history().len();
        let action = adviser.decide(&game(&app).observation(1));
        match action {
            Action::Draw => {
                draws += 1;
                press(
                    &mut app,
                    if draws % 2 == 0 {
                        KeyCode::KeyD
                    } else {
                        KeyCode::Space
                    },
                );
                keys_pressed += 1;
            }
            Action::Place { row } => {
                press(&mut app, ROW_KEYS[row]);
                keys_pressed += 1;
            }
            Action::Take { row } => {
                for _ in 0..6 {
                    if app.world().resource::<RowCursor>().0 == Some(row) {
                        break;
                    }
                    press(&mut app, KeyCode::ArrowDown);
                    keys_pressed += 1;
                }
                press(&mut app, KeyCode::Enter);
                keys_pressed += 1;
            }
        }
        if screen(&app) == Screen::Turns(CHAMELEONS) {
            assert!(
                game(&app).history().len() > before,
                "the keys for {action:?} did nothing"
            );
        }
    }
    wait_for(&mut app, "the score screen", |app| {
        screen(app) == Screen::Score(CHAMELEONS)
    });
    let done = finished(&app);
    assert!(done.game.is_over());
    assert_eq!(done.setup.human_seat, Some(1));
    let persons = done
        .game
        .history()
        .iter()
        .filter(|step| step.player == 1)
        .count();
    assert!(persons >= 10, "the person acted {persons} times");
    assert!(keys_pressed >= persons, "every action came from keys");
}

#[test]
fn a_refused_action_changes_nothing_and_names_its_rule_r_cl_6_r_cl_7() {
    let mut app = app("rows-refused");
    // A deal the person opens, so every row is still empty on their turn.
    let seed = (1..)
        .find(|&seed| DealtCards::from_seed(seed, 3).first_player == 0)
        .expect("a deal seat 0 opens");
    start(&mut app, setup(3, ScoreSide::Brown, seed, Some(0)));
    wait_for(&mut app, "the person's turn", |app| persons_turn(app));
    assert!(game(&app).rows().iter().all(|row| row.cards.is_empty()));
    let before = game(&app).clone();
    // Taking a row when every row is empty: the person must draw (R-CL-7).
    press(&mut app, KeyCode::Digit1);
    let refusal = app.world().resource::<TableLog>().refusal.clone();
    let (words, rule) = refusal.expect("the refusal is shown");
    assert_eq!(rule, "R-CL-7");
    assert!(!words.contains("R-CL"), "plain words first: {words}");
    assert!(words.contains("draw"), "{words}");
    assert_eq!(*game(&app), before, "a refused action changes nothing");
    // Placing with nothing drawn, and acting for a seat that is not to move (R-CL-6).
    let other = (0..3)
        .find(|&seat| seat != game(&app).current_player())
        .expect("another seat");
    for (seat, action) in [(0, Action::Place { row: 0 }), (other, Action::Draw)] {
        judged_clear(&mut app);
        app.world_mut()
            .write_message(ChameleonIntent { seat, action });
        app.update();
        let judged = app.world().resource::<Judged>().0.clone();
        let refused = judged
            .iter()
            .find(|applied| applied.seat == seat && applied.action == action)
            .expect("the intent was judged");
        let error: &ChameleonError = refused.result.as_ref().expect_err("refused");
        assert_eq!(error.rule(), ClRule::Cl6, "{error:?}");
        assert_eq!(*game(&app), before, "a refused action changes nothing");
    }
    // The refusal's text goes once the person's next action is accepted.
    press(&mut app, KeyCode::KeyD);
    assert_eq!(game(&app).history().len(), before.history().len() + 1);
    assert_eq!(app.world().resource::<TableLog>().refusal, None);
}

#[test]
fn esc_pauses_the_chameleon_table_and_the_pause_menu_leaves_it() {
    let mut app = app("rows-pause");
    start(&mut app, setup(4, ScoreSide::Purple, 8, None));
    wait_for(&mut app, "a few bot actions", |app| {
        game(app).history().len() >= 3
    });
    press(&mut app, KeyCode::Escape);
    assert_eq!(pause(&app), Some(Pause::Paused));
    // A decision already on its way may land; after that nothing moves.
    for _ in 0..20 {
        app.update();
    }
    let paused_at = game(&app).history().len();
    let started = Instant::now();
    while started.elapsed() < Duration::from_millis(300) {
        app.update();
    }
    assert_eq!(
        game(&app).history().len(),
        paused_at,
        "bots wait while paused"
    );
    press(&mut app, KeyCode::Escape);
    assert_eq!(pause(&app), Some(Pause::Running));
    wait_for(&mut app, "bots to go on", |app| {
        game(app).history().len() > paused_at
    });
    // The pause menu as at the number-pile table: Leave, then Leave again.
    press(&mut app, KeyCode::Escape);
    for _ in 0..3 {
        press(&mut app, KeyCode::ArrowDown);
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        screen(&app),
        Screen::Turns(CHAMELEONS),
        "leaving asks first"
    );
    press(&mut app, KeyCode::ArrowDown);
    press(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Menu);
    assert!(app.world().get_resource::<ChameleonMatch>().is_none());
    assert!(app.world().get_resource::<ChameleonFinished>().is_none());
}

#[test]
fn h_asks_the_expert_for_a_legal_action_of_the_persons_seat() {
    let mut app = app("rows-hint");
    start(&mut app, setup(2, ScoreSide::Brown, 4, Some(0)));
    wait_for(&mut app, "the person's turn", |app| persons_turn(app));
    assert_eq!(app.world().resource::<ChameleonHint>().0, None);
    press(&mut app, KeyCode::KeyH);
    let hint = app
        .world()
        .resource::<ChameleonHint>()
        .0
        .expect("a hint for the person's turn");
    assert!(
        game(&app).check(0, hint).is_ok(),
        "the hint {hint:?} is legal"
    );
    // Acting clears it.
    let before = game(&app).history().len();
    let action = game(&app).legal_actions()[0];
    app.world_mut()
        .write_message(ChameleonIntent { seat: 0, action });
    app.update();
    assert_eq!(game(&app).history().len(), before + 1);
    assert_eq!(app.world().resource::<ChameleonHint>().0, None);
}

/// The drawn table's green tags and their colours, by row.
fn green_tags(app: &mut App) -> Vec<(usize, Color, String)> {
    let mut query = app
        .world_mut()
        .query::<(&GreenRowTag, &BackgroundColor, &Children)>();
    let mut tags: Vec<(usize, Color, Entity)> = query
        .iter(app.world())
        .map(|(tag, background, children)| (tag.0, background.0, children[0]))
        .collect();
    tags.sort_by_key(|tag| tag.0);
    tags.into_iter()
        .map(|(row, colour, text)| {
            let text = app.world().get::<Text>(text).unwrap().0.clone();
            (row, colour, text)
        })
        .collect()
}

#[test]
fn two_player_rows_are_green_in_words_and_colour_in_every_palette_r_cl_14() {
    let mut app = app("rows-green");
    app.add_plugins(pilefire::chameleons::table::plugin);
    start(&mut app, setup(2, ScoreSide::Brown, 5, Some(0)));
    let capacities: Vec<usize> = game(&app).rows().iter().map(|r| r.capacity).collect();
    assert_eq!(capacities, vec![1, 2, 3]);
    for palette in [
        Palette::Standard,
        Palette::ColourBlindSafe,
        Palette::HighContrast,
    ] {
        app.world_mut()
            .resource_mut::<Settings>()
            .accessibility
            .palette = palette;
        app.update();
        app.update();
        let green = palette_colours(palette).hues[Colour::Green.index()];
        let tags = green_tags(&mut app);
        assert_eq!(tags.len(), 3, "{palette:?}: one green tag a row");
        for (row, (at, colour, text)) in tags.into_iter().enumerate() {
            assert_eq!(at, row);
            assert_eq!(colour, green, "{palette:?}: the palette's own green");
            assert_eq!(text, "green row", "{palette:?}: said in words too");
            let ratio = contrast_ratio(INK, colour);
            assert!(ratio >= 4.5, "{palette:?}: tag ink contrast {ratio:.2}");
        }
        let green = green.to_srgba();
        assert!(green.green > green.red && green.green > green.blue);
    }
    // The screen reader names them green rows, in Italian too.
    let table = app.world().resource::<ChameleonMatch>().clone();
    let spoken = row_spoken(&table, 2, app.world().resource::<Tr>());
    assert!(spoken.starts_with("Green row 3: "), "{spoken}");
    app.world_mut().resource_mut::<Settings>().language = Some(Language::Italian);
    app.update();
    let spoken = row_spoken(&table, 0, app.world().resource::<Tr>());
    assert!(spoken.starts_with("Fila verde 1: "), "{spoken}");
    assert_eq!(green_tags(&mut app)[0].2, "fila verde");

    // Three to five players play with the brown rows: no green tag.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    app.update();
    start(&mut app, setup(3, ScoreSide::Brown, 5, Some(0)));
    app.update();
    assert!(green_tags(&mut app).is_empty());
    let table = app.world().resource::<ChameleonMatch>().clone();
    let spoken = row_spoken(&table, 0, app.world().resource::<Tr>());
    assert!(spoken.starts_with("Fila 1: "), "{spoken}");
}

/// The entity of a spot on the drawn table.
fn spot_entity(app: &mut App, wanted: Spot) -> Entity {
    let mut query = app.world_mut().query::<(Entity, &Spot)>();
    query
        .iter(app.world())
        .find(|(_, spot)| **spot == wanted)
        .map(|(entity, _)| entity)
        .unwrap_or_else(|| panic!("no {wanted:?} on the table"))
}

/// A drawn table with the person in seat 0, waiting for their turn.
fn drawn_table(name: &str, players: usize, seed: u64) -> App {
    let mut app = app(name);
    app.add_plugins(pilefire::chameleons::table::plugin);
    start(&mut app, setup(players, ScoreSide::Brown, seed, Some(0)));
    wait_for(&mut app, "the person's turn", |app| persons_turn(app));
    app.update();
    app
}

fn focused_words(app: &mut App) -> (Entity, String) {
    let focus = app
        .world()
        .resource::<InputFocus>()
        .get()
        .expect("something holds the focus");
    let node = app
        .world()
        .get::<AccessibilityNode>(focus)
        .expect("the focus is described");
    (focus, node.label().unwrap_or_default().to_string())
}

#[test]
fn the_screen_reader_follows_the_row_cursor_with_the_row_and_the_drawn_card() {
    let mut app = drawn_table("rows-speech", 4, 21);
    assert!(app.world().resource::<InputFocus>().get().is_none());
    press(&mut app, KeyCode::ArrowDown);
    let row = app.world().resource::<RowCursor>().0.expect("on a row");
    let (focus, words) = focused_words(&mut app);
    assert_eq!(focus, spot_entity(&mut app, Spot::Row(row)));
    let table = app.world().resource::<ChameleonMatch>().clone();
    let first = &table.game.rows()[row];
    let room = first.capacity - first.cards.len();
    assert!(words.starts_with(&format!("Row {}: ", row + 1)), "{words}");
    assert!(words.contains(&format!("room for {room} more")), "{words}");
    if first.cards.is_empty() {
        assert!(words.contains("draw a card (D)"), "{words}");
    } else {
        assert!(words.contains("Enter takes this row."), "{words}");
    }

    // Drawing: the row under the cursor now offers the drawn card by name.
    press(&mut app, KeyCode::KeyD);
    app.update();
    let table = app.world().resource::<ChameleonMatch>().clone();
    let drawn = table.game.drawn_card().expect("drawn");
    let name = card_name(drawn, app.world().resource::<Tr>());
    let row = app.world().resource::<RowCursor>().0.unwrap();
    let (focus, words) = focused_words(&mut app);
    assert_eq!(focus, spot_entity(&mut app, Spot::Row(row)));
    let here = if table.game.rows()[row].has_room() {
        format!("You hold the {name}: Enter places it here.")
    } else {
        format!("You hold the {name}: this row has no room for it.")
    };
    assert!(words.contains(&here), "{words}");

    // The next row: its own number and cards, in colour names.
    press(&mut app, KeyCode::ArrowDown);
    let next = app.world().resource::<RowCursor>().0.unwrap();
    assert_ne!(next, row);
    let (focus, words) = focused_words(&mut app);
    assert_eq!(focus, spot_entity(&mut app, Spot::Row(next)));
    let expected = row_under_cursor(&table, next, app.world().resource::<Tr>());
    assert_eq!(words, expected);
    let cards = &table.game.rows()[next].cards;
    if let Some(Card::Chameleon(colour)) = cards.first() {
        let colour =
            pilefire::chameleons::describe::colour_name(*colour, app.world().resource::<Tr>());
        assert!(words.contains(&colour), "{words}");
    }
}

fn pointer<E: std::fmt::Debug + Clone + Reflect>(event: E, target: Entity) -> Pointer<E> {
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1280,
            height: 720,
        },
        position: Vec2::new(300.0, 200.0),
    };
    Pointer::new(PointerId::Mouse, location, event, target)
}

fn hit() -> HitData {
    HitData::new(Entity::PLACEHOLDER, 0.0, None, None)
}

#[test]
fn the_drawn_card_dragged_onto_a_row_is_placed_there() {
    let mut app = drawn_table("rows-drag", 3, 8);
    press(&mut app, KeyCode::KeyD);
    app.update();
    judged_clear(&mut app);
    let table = app.world().resource::<ChameleonMatch>().clone();
    let row = (0..table.game.rows().len())
        .rev()
        .find(|&r| table.game.rows()[r].has_room())
        .expect("a row with room");
    let held = spot_entity(&mut app, Spot::Held);
    // The pointer picks the drawn card up: a copy follows it.
    app.world_mut().trigger(pointer(
        DragStart {
            button: PointerButton::Primary,
            hit: hit(),
        },
        held,
    ));
    app.update();
    let mut ghosts = app.world_mut().query::<&DragGhost>();
    assert_eq!(ghosts.iter(app.world()).count(), 1);
    // Dropped on the row's name, inside the row: placed in that row.
    let target = spot_entity(&mut app, Spot::Row(row));
    let inside = app.world().get::<Children>(target).unwrap()[0];
    app.world_mut().trigger(pointer(
        DragDrop {
            button: PointerButton::Primary,
            dropped: held,
            hit: hit(),
        },
        inside,
    ));
    app.world_mut().trigger(pointer(
        DragEnd {
            button: PointerButton::Primary,
            distance: Vec2::new(10.0, 10.0),
        },
        held,
    ));
    app.update();
    let judged = &app.world().resource::<Judged>().0;
    assert_eq!(judged.len(), 1, "{judged:?}");
    assert_eq!(judged[0].seat, 0);
    assert_eq!(judged[0].action, Action::Place { row });
    assert!(judged[0].result.is_ok());
    let mut ghosts = app.world_mut().query::<&DragGhost>();
    assert_eq!(ghosts.iter(app.world()).count(), 0);
    // Anything but the drawn card dropped on a row places nothing.
    judged_clear(&mut app);
    let deck = spot_entity(&mut app, Spot::Deck);
    let target = spot_entity(&mut app, Spot::Row(0));
    app.world_mut().trigger(pointer(
        DragDrop {
            button: PointerButton::Primary,
            dropped: deck,
            hit: hit(),
        },
        target,
    ));
    app.update();
    assert!(app.world().resource::<Judged>().0.is_empty());
}

/// Every sound requested, in order.
#[derive(Resource, Default)]
struct Heard(Vec<Sound>);

fn listen(mut sfx: MessageReader<Sfx>, mut heard: ResMut<Heard>) {
    heard.0.extend(sfx.read().map(|sfx| sfx.0));
}

#[test]
fn the_table_and_score_screen_sound_drawing_placing_taking_and_the_result() {
    let mut app = app("rows-sounds");
    app.init_resource::<Heard>();
    app.add_systems(Update, listen.after(AppSystems::Update));
    start(&mut app, setup(3, ScoreSide::Brown, 13, Some(0)));
    // The person plays by the baseline bot's advice, by keys.
    let mut adviser = make_chameleon_bot(ChameleonLevel::Baseline, 4);
    while screen(&app) == Screen::Turns(CHAMELEONS) {
        wait_for(&mut app, "the person's turn or the end", |app| {
            persons_turn(app) || screen(app) != Screen::Turns(CHAMELEONS)
        });
        if screen(&app) != Screen::Turns(CHAMELEONS) {
            break;
        }
        let action = adviser.decide(&game(&app).observation(0));
        let key = match action {
            Action::Draw => KeyCode::KeyD,
            Action::Place { row } | Action::Take { row } => ROW_KEYS[row],
        };
        press(&mut app, key);
    }
    wait_for(&mut app, "the score screen", |app| {
        screen(app) == Screen::Score(CHAMELEONS)
    });
    app.update();
    let judged = &app.world().resource::<Judged>().0;
    let count = |wanted: fn(&Event) -> bool| {
        judged
            .iter()
            .filter_map(|applied| applied.result.as_ref().ok())
            .flatten()
            .filter(|event| wanted(event))
            .count()
    };
    let drew = count(|e| matches!(e, Event::Drew { .. } | Event::GoldenJokerExtra { .. }));
    let placed = count(|e| matches!(e, Event::Placed { .. }));
    let took = count(|e| matches!(e, Event::Took { .. }));
    let heard = &app.world().resource::<Heard>().0;
    let times = |sound: Sound| heard.iter().filter(|&&s| s == sound).count();
    assert_eq!(times(Sound::PickUp), drew);
    assert_eq!(times(Sound::Place), placed);
    assert_eq!(times(Sound::Slide), took);
    assert!(drew > 10 && placed > 10 && took > 10);
    let outcome = finished(&app).game.outcome().unwrap().clone();
    let result = if outcome.winners.contains(&0) {
        Sound::Win
    } else {
        Sound::Loss
    };
    assert_eq!(heard.last(), Some(&result));
    assert_eq!(times(Sound::Win) + times(Sound::Loss), 1);
}

/// The coach panel's words (empty when it is closed).
fn coach_words(app: &mut App) -> String {
    let mut query = app.world_mut().query_filtered::<&Text, With<ChCoachText>>();
    query
        .iter(app.world())
        .map(|text| text.0.clone())
        .collect::<Vec<_>>()
        .join(" ")
}

fn lesson(app: &App) -> ChLesson {
    app.world().resource::<ChameleonTutorial>().lesson
}

#[test]
fn the_guided_first_round_starts_from_the_chameleon_title_and_follows_the_person() {
    let mut app = app("rows-tutorial");
    app.add_plugins(pilefire::chameleons::table::plugin);
    app.update();
    // Card game: chameleon rows; then down past New game, Daily deal and
    // Deal code to the tutorial.
    for key in [
        KeyCode::ArrowUp,
        KeyCode::ArrowRight,
        KeyCode::ArrowDown,
        KeyCode::ArrowDown,
        KeyCode::ArrowDown,
        KeyCode::ArrowDown,
        KeyCode::Enter,
    ] {
        press(&mut app, key);
    }
    assert_eq!(screen(&app), Screen::Turns(CHAMELEONS));
    assert_eq!(
        *app.world().resource::<ChameleonSetup>(),
        chameleon_tutorial_setup()
    );
    assert_eq!(lesson(&app), ChLesson::Draw);
    app.update();
    assert!(
        coach_words(&mut app).starts_with("Lesson 1 of 5: When it is your turn, draw a card"),
        "{}",
        coach_words(&mut app)
    );
    // Draw, place, then take a row when one holds cards.
    wait_for(&mut app, "the person's turn", |app| persons_turn(app));
    press(&mut app, KeyCode::KeyD);
    assert_eq!(lesson(&app), ChLesson::Place);
    let room = (0..3).find(|&r| game(&app).rows()[r].has_room()).unwrap();
    press(&mut app, ROW_KEYS[room]);
    assert_eq!(lesson(&app), ChLesson::Take);
    app.update();
    assert!(coach_words(&mut app).starts_with("Lesson 3 of 5: "));
    wait_for(&mut app, "the person's turn", |app| persons_turn(app));
    // Draw and place while a row has room and none is worth taking yet...
    let row = loop {
        if let Some(row) = (0..3).find(|&r| game(&app).rows()[r].can_be_taken()) {
            break row;
        }
        press(&mut app, KeyCode::KeyD);
        let room = (0..3).find(|&r| game(&app).rows()[r].has_room()).unwrap();
        press(&mut app, ROW_KEYS[room]);
        wait_for(&mut app, "the person's turn", |app| persons_turn(app));
    };
    press(&mut app, ROW_KEYS[row]);
    assert_eq!(lesson(&app), ChLesson::SitOut);
    wait_for(&mut app, "the end of the first round", |app| {
        game(app).round() > 1
    });
    assert_eq!(lesson(&app), ChLesson::Done);
    app.update();
    assert!(coach_words(&mut app).starts_with("Lesson 5 of 5: That was the first round."));
    // N closes the panel; the game goes on.
    press(&mut app, KeyCode::KeyN);
    app.update();
    assert!(coach_words(&mut app).is_empty());
    assert_eq!(screen(&app), Screen::Turns(CHAMELEONS));
}

#[test]
fn a_bot_says_what_it_holds_of_the_colours_it_took_or_placed() {
    let mut app = app("rows-reasons");
    start(&mut app, setup(3, ScoreSide::Brown, 9, None));
    let mut told = Vec::new();
    let mut placed = Vec::new();
    wait_for(&mut app, "the score screen", |app| {
        if let Some(log) = app.world().get_resource::<TableLog>() {
            let lines = if log.line.contains(" took row ") {
                Some(&mut told)
            } else if log.line.contains(" placed the ") && !log.line.starts_with("You ") {
                Some(&mut placed)
            } else {
                None
            };
            if let Some(lines) = lines
                && lines.last() != Some(&log.line)
            {
                lines.push(log.line.clone());
            }
        }
        screen(app) == Screen::Score(CHAMELEONS)
    });
    let why: Vec<&String> = told.iter().filter(|line| line.contains(". Its ")).collect();
    assert!(why.len() * 2 >= told.len() && !why.is_empty(), "{told:?}");
    assert!(
        why.iter()
            .all(|line| line.ends_with('.') && line.contains(" now ")),
        "{why:?}"
    );
    // A coloured card placed by a bot comes with how many of that colour it
    // collects; a joker or +2 with nothing more.
    let collects: Vec<&String> = placed
        .iter()
        .filter(|line| line.contains(" It collects "))
        .collect();
    assert!(
        collects.len() * 2 >= placed.len() && !collects.is_empty(),
        "{placed:?}"
    );
    assert!(
        placed
            .iter()
            .filter(|line| line.contains("joker") || line.contains("+2"))
            .all(|line| !line.contains(" It collects ")),
        "{placed:?}"
    );
}
