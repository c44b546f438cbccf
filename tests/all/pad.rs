//! Controllers, headless: Bevy's raw gamepad messages (what gilrs writes for
//! a real pad) drive the menus and play whole games of each kind with the
//! pad alone: solitaire and the Duel at the number-pile table, and chameleon
//! rows. The person follows a bot's advice, pressed as pad buttons.

use std::time::{Duration, Instant};

use bevy::input::gamepad::{
    Gamepad, GamepadButton, GamepadConnection, GamepadConnectionEvent,
    RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::prelude::*;

use pilefire::chameleons::GAME as CHAMELEONS;
use pilefire::chameleons::session::ChameleonMatch;
use pilefire::chameleons::setup::ChameleonSetup;
use pilefire::chameleons::table::keys::RowCursor;
use pilefire::piles::GAME as PILES;
use pilefire::piles::session::{MatchConfig, PilesMatch};
use pilefire::piles::table::picked::Selection;
use pilefire::shell::language::Tr;
use pilefire::shell::pad::{KeysLegend, PadBindings, PadInUse, PadInput, PadPlace};
use pilefire::shell::states::{Menu, Screen};
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents, make_chameleon_bot};
use pilefire_engine::chameleons::{Action as ChAction, ScoreSide};
use pilefire_engine::piles::bots::{BotLevel, make_bot};
use pilefire_engine::piles::rules::{Action, Ruleset};

/// Tests wait on conditions (bots plan on the task pool), never on frames.
const PATIENCE: Duration = Duration::from_secs(300);

fn app(name: &str) -> App {
    crate::support::keys_app(name)
}

/// A pad plugged in, as gilrs reports one.
fn connect(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "Test pad".into(),
            vendor_id: None,
            product_id: None,
        },
    ));
    app.update();
    assert!(
        app.world().get::<Gamepad>(pad).is_some(),
        "the pad is connected"
    );
    pad
}

fn set(app: &mut App, pad: Entity, button: GamepadButton, value: f32) {
    app.world_mut()
        .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
            pad, button, value,
        )));
    app.update();
}

/// One press and release of `button`.
fn push(app: &mut App, pad: Entity, button: GamepadButton) {
    set(app, pad, button, 1.0);
    set(app, pad, button, 0.0);
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn menu(app: &App) -> Option<Menu> {
    app.world()
        .get_resource::<State<Menu>>()
        .map(|menu| *menu.get())
}

fn wait_for(app: &mut App, what: &str, mut done: impl FnMut(&App) -> bool) {
    let started = Instant::now();
    while !done(app) {
        assert!(
            started.elapsed() < PATIENCE,
            "waited {PATIENCE:?} for {what} (screen {:?})",
            screen(app)
        );
        app.update();
    }
}

fn legend_text(app: &mut App, id: &str) -> Option<String> {
    let mut query = app.world_mut().query::<(&KeysLegend, &Text)>();
    query
        .iter(app.world())
        .find(|(legend, _)| legend.0 == id)
        .map(|(_, text)| text.0.clone())
}

#[test]
fn the_shared_buttons_tap_the_keys_b_does_not_quit_from_the_title_and_no_letter_is_typed() {
    let bindings = PadBindings::default();
    let key = |input, place| bindings.key(input, place);
    let button = PadInput::Button;
    use GamepadButton::*;
    use PadPlace::*;
    assert_eq!(key(button(South), Elsewhere), Some(KeyCode::Enter));
    assert_eq!(key(button(East), Elsewhere), Some(KeyCode::Escape));
    assert_eq!(key(button(Start), Elsewhere), Some(KeyCode::Escape));
    assert_eq!(key(button(North), Elsewhere), Some(KeyCode::Space));
    assert_eq!(key(PadInput::Up, Elsewhere), Some(KeyCode::ArrowUp));
    assert_eq!(key(PadInput::Right, Title), Some(KeyCode::ArrowRight));
    // Esc on the title quits the game: B and Start do nothing there.
    assert_eq!(key(button(East), Title), None);
    assert_eq!(key(button(Start), Title), None);
    assert_eq!(key(button(South), Title), Some(KeyCode::Enter));
    // On the deal-code page letters type, so X, LT and RT send none.
    assert_eq!(key(button(West), Elsewhere), Some(KeyCode::KeyR));
    assert_eq!(key(button(West), Typing), None);
    assert_eq!(key(button(LeftTrigger2), Typing), None);
    assert_eq!(key(button(South), Typing), Some(KeyCode::Enter));
    // A table's own binding comes first, and may be none.
    let table = PadBindings(vec![
        (button(South), Some(KeyCode::Space)),
        (button(West), None),
    ]);
    assert_eq!(table.key(button(South), Elsewhere), Some(KeyCode::Space));
    assert_eq!(table.key(button(West), Elsewhere), None);
    assert_eq!(table.key(button(East), Elsewhere), Some(KeyCode::Escape));
}

#[test]
fn a_pad_opens_a_menu_page_goes_back_and_the_key_lines_show_its_buttons() {
    let mut app = app("pad-menu");
    assert_eq!(menu(&app), Some(Menu::Title));
    app.update();
    let keyboard_line = legend_text(&mut app, "menu-keys-main").expect("the title's key line");
    assert_eq!(
        keyboard_line,
        app.world().resource::<Tr>().get("menu-keys-main")
    );
    let pad = connect(&mut app);
    // B on the title does nothing (Esc there would quit).
    push(&mut app, pad, GamepadButton::East);
    assert_eq!(menu(&app), Some(Menu::Title));
    assert_eq!(screen(&app), Screen::Menu);
    assert!(
        app.world().resource::<PadInUse>().0,
        "the pad is the input in use"
    );
    app.update();
    let pad_line = legend_text(&mut app, "menu-keys-main").expect("the title's key line");
    assert_eq!(
        pad_line,
        app.world().resource::<Tr>().get("menu-keys-main-pad")
    );
    assert!(pad_line.contains("A: open"), "{pad_line}");
    // A opens the focused row's page (the first: a new game), B comes back.
    push(&mut app, pad, GamepadButton::South);
    app.update();
    let opened = menu(&app);
    assert_ne!(opened, Some(Menu::Title), "A opened a page");
    push(&mut app, pad, GamepadButton::East);
    app.update();
    assert_eq!(menu(&app), Some(Menu::Title), "B went back from {opened:?}");
    // The stick leaning down moves the focus like the D-pad.
    let focus_before = focused_text(&mut app);
    app.world_mut().write_message(RawGamepadEvent::Axis(
        bevy::input::gamepad::RawGamepadAxisChangedEvent::new(
            pad,
            bevy::input::gamepad::GamepadAxis::LeftStickY,
            -1.0,
        ),
    ));
    app.update();
    app.world_mut().write_message(RawGamepadEvent::Axis(
        bevy::input::gamepad::RawGamepadAxisChangedEvent::new(
            pad,
            bevy::input::gamepad::GamepadAxis::LeftStickY,
            0.0,
        ),
    ));
    app.update();
    app.update();
    assert_ne!(
        focused_text(&mut app),
        focus_before,
        "the stick moved the focus"
    );
    // A key press makes the keyboard the input in use again.
    crate::support::press(&mut app, KeyCode::ArrowUp);
    app.update();
    assert!(!app.world().resource::<PadInUse>().0);
    assert_eq!(
        legend_text(&mut app, "menu-keys-main").as_deref(),
        Some(keyboard_line.as_str())
    );
}

/// The title's focused row, as its texts.
fn focused_text(app: &mut App) -> Vec<String> {
    let mut focused = app
        .world_mut()
        .query_filtered::<&Children, With<pilefire::shell::ui::theme::Focused>>();
    let children: Vec<Entity> = focused
        .iter(app.world())
        .flat_map(|children| children.iter().collect::<Vec<_>>())
        .collect();
    children
        .into_iter()
        .filter_map(|child| app.world().get::<Text>(child).map(|text| text.0.clone()))
        .collect()
}

fn persons_pile_turn(app: &App) -> bool {
    app.world()
        .get_resource::<PilesMatch>()
        .is_some_and(|table| {
            let game = &table.game;
            !game.is_over() && table.is_human(game.to_move())
        })
}

/// Where the game stands: any action changes it.
fn progress(app: &App) -> (u32, usize, bool) {
    let game = &app.world().resource::<PilesMatch>().game;
    (game.turn(), game.plays_this_turn().len(), game.is_over())
}

/// Plays the person's seat of a number-pile game by pad: the D-pad picks the
/// card and the pile the adviser chose, A plays, Y ends the turn, View gives
/// up. Returns the buttons pressed.
fn play_piles_by_pad(app: &mut App, pad: Entity, ruleset: Ruleset, seed: u64) -> usize {
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
    let mut adviser = make_bot(BotLevel::Normal, &ruleset, seed ^ 0x5eed);
    let mut pressed = 0;
    loop {
        wait_for(app, "the person's turn or the end", |app| {
            persons_pile_turn(app) || screen(app) == Screen::Score(PILES)
        });
        if screen(app) == Screen::Score(PILES) {
            return pressed;
        }
        let observation = {
            let table = app.world().resource::<PilesMatch>();
            table.game.observation(0)
        };
        for action in adviser.plan_turn(&observation) {
            assert!(pressed < 20_000, "the game does not move on by pad");
            let before = progress(app);
            match action {
                Action::Play(play) => {
                    for _ in 0..40 {
                        if app.world().resource::<Selection>().card == Some(play.card) {
                            break;
                        }
                        push(app, pad, GamepadButton::DPadRight);
                        pressed += 1;
                    }
                    for _ in 0..12 {
                        if app.world().resource::<Selection>().pile == Some(play.pile) {
                            break;
                        }
                        push(app, pad, GamepadButton::DPadDown);
                        pressed += 1;
                    }
                    push(app, pad, GamepadButton::South);
                }
                Action::EndTurn => push(app, pad, GamepadButton::North),
                Action::GiveUp => push(app, pad, GamepadButton::Select),
                // Table talk is not what this test is about.
                _ => continue,
            }
            pressed += 1;
            if screen(app) != Screen::Turns(PILES) {
                break;
            }
            assert_ne!(before, progress(app), "the pad's {action:?} did nothing");
        }
    }
}

#[test]
fn a_solitaire_game_and_a_duel_are_played_to_the_end_with_the_pad_alone() {
    let mut app = app("pad-piles");
    let pad = connect(&mut app);
    for (ruleset, seed) in [(Ruleset::coop(1), 4), (Ruleset::duel(), 6)] {
        let pressed = play_piles_by_pad(&mut app, pad, ruleset, seed);
        let table = app.world().resource::<PilesMatch>();
        assert!(table.game.is_over(), "{ruleset:?}: the game ended");
        assert!(
            pressed > 20,
            "{ruleset:?}: played by the pad ({pressed} presses)"
        );
        // B on the score screen goes to the menu.
        push(&mut app, pad, GamepadButton::East);
        wait_for(&mut app, "the menu", |app| screen(app) == Screen::Menu);
    }
}

#[test]
fn a_held_d_pad_repeats_and_stops_when_let_go() {
    let mut app = app("pad-repeat");
    let pad = connect(&mut app);
    app.insert_resource(MatchConfig {
        ruleset: Ruleset::coop(1),
        seed: Some(8),
        human_seat: Some(0),
        ..MatchConfig::default()
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Deal(PILES));
    wait_for(&mut app, "the person's turn", persons_pile_turn);
    let mut picks = 0;
    let mut last = app.world().resource::<Selection>().card;
    let mut count = |app: &App, picks: &mut usize| {
        let now = app.world().resource::<Selection>().card;
        if now != last {
            *picks += 1;
            last = now;
        }
    };
    set(&mut app, pad, GamepadButton::DPadRight, 1.0);
    let held = Instant::now();
    while held.elapsed() < Duration::from_millis(1_000) {
        app.update();
        count(&app, &mut picks);
        std::thread::sleep(Duration::from_millis(5));
    }
    set(&mut app, pad, GamepadButton::DPadRight, 0.0);
    count(&app, &mut picks);
    // One press, then a repeat every 120 ms after 400 ms: about six.
    assert!(
        picks >= 3,
        "a held D-pad repeats: {picks} picks in a second"
    );
    let after_release = picks;
    let let_go = Instant::now();
    while let_go.elapsed() < Duration::from_millis(500) {
        app.update();
        count(&app, &mut picks);
    }
    assert_eq!(picks, after_release, "nothing repeats once let go");
}

#[test]
fn a_whole_chameleon_game_is_played_with_the_pad_alone() {
    let mut app = app("pad-chameleons");
    let pad = connect(&mut app);
    app.insert_resource(ChameleonSetup {
        players: 3,
        side: ScoreSide::Brown,
        seed: Some(12),
        opponents: Opponents::All(ChameleonLevel::Baseline),
        human_seat: Some(0),
        daily: false,
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Turns(CHAMELEONS));
    app.update();
    let mut adviser = make_chameleon_bot(ChameleonLevel::Baseline, 3);
    let mut pressed = 0;
    let persons_turn = |app: &App| {
        app.world()
            .get_resource::<ChameleonMatch>()
            .is_some_and(|table| table.persons_turn().is_some())
    };
    loop {
        wait_for(&mut app, "the person's turn or the end", |app| {
            persons_turn(app) || screen(app) != Screen::Turns(CHAMELEONS)
        });
        if screen(&app) != Screen::Turns(CHAMELEONS) {
            break;
        }
        assert!(pressed < 5_000, "the game does not move on by pad");
        let (before, action) = {
            let game = &app.world().resource::<ChameleonMatch>().game;
            (game.history().len(), adviser.decide(&game.observation(0)))
        };
        match action {
            ChAction::Draw => push(&mut app, pad, GamepadButton::North),
            ChAction::Place { row } | ChAction::Take { row } => {
                for _ in 0..8 {
                    if app.world().resource::<RowCursor>().0 == Some(row) {
                        break;
                    }
                    push(&mut app, pad, GamepadButton::DPadDown);
                    pressed += 1;
                }
                push(&mut app, pad, GamepadButton::South);
            }
        }
        pressed += 1;
        if screen(&app) == Screen::Turns(CHAMELEONS) {
            let after = app
                .world()
                .resource::<ChameleonMatch>()
                .game
                .history()
                .len();
            assert!(after > before, "the pad's {action:?} did nothing");
        }
    }
    wait_for(&mut app, "the score screen", |app| {
        screen(app) == Screen::Score(CHAMELEONS)
    });
    assert!(pressed > 20, "played by the pad ({pressed} presses)");
}
