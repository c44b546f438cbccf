//! Headless tests of what a person's game keeps: hints, the save after every
//! move and its resumption, statistics and kept records, replays, and a whole
//! game played with the keyboard alone.

use crate::support::press;
use pilefire::piles::GAME as PILES;
use std::path::Path;

use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use crate::support::{statistics_of, temp_dir};
use pilefire::app::keyboard_plugin;
use pilefire::app::logic_plugin;
use pilefire::l10n::Language;
use pilefire::piles::autosave::Resumable;
use pilefire::piles::autosave::{SAVE_FILE, load_saved_game};
use pilefire::piles::choices::{ModeChoice, PilesChoices};
use pilefire::piles::hints::HintRequest;
use pilefire::piles::hints::HintsUsed;
use pilefire::piles::kept::RECORDS_DIR;
use pilefire::piles::kept::{LastGame, Stats};
use pilefire::piles::review::PilesReview;
use pilefire::piles::session::MatchConfig;
use pilefire::piles::session::PilesIntent;
use pilefire::piles::session::PilesMatch;
use pilefire::piles::table::picked::HistoryPile;
use pilefire::piles::talk::TalkLog;
use pilefire::shell::settings::KeptFile;
use pilefire::shell::settings::Notice;
use pilefire::shell::settings::Notices;
use pilefire::shell::settings::Settings;
use pilefire::shell::settings::SettingsStore;
use pilefire::shell::states::Screen;
use pilefire_engine::piles::bots::{BotLevel, make_bot};
use pilefire_engine::piles::kept::StatisticsStore;
use pilefire_engine::piles::rules::{Action, Outcome, Ruleset};
use pilefire_engine::storage::KeptPath;

fn app_in(dir: &Path, with_keyboard: bool) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    if with_keyboard {
        app.add_plugins(InputPlugin);
    }
    app.insert_resource(SettingsStore {
        dir: Some(dir.to_path_buf()),
    });
    app.add_plugins(logic_plugin);
    if with_keyboard {
        app.add_plugins(keyboard_plugin);
    }
    // Texts in these tests are checked in English whatever the machine's locale.
    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    crate::support::open_menu(&mut app);
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Updates until `done` holds. Bots and hints work on Bevy's task pool,
/// which a loaded machine may run late, so the limit is wall-clock time, not
/// a number of frames; a failure names the seed of the game in progress.
fn run_until(app: &mut App, mut done: impl FnMut(&mut App) -> bool) {
    let patience = std::time::Duration::from_secs(300);
    let start = std::time::Instant::now();
    while !done(app) {
        if start.elapsed() > patience {
            let seed = app
                .world()
                .get_resource::<PilesMatch>()
                .map(|table| table.seed);
            panic!(
                "condition not met after {patience:?} (screen {:?}, seed {seed:?})",
                screen(app)
            );
        }
        app.update();
    }
}

fn start(app: &mut App, config: MatchConfig) {
    app.insert_resource(config);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Deal(PILES));
    app.update();
    run_until(app, |app| screen(app) == Screen::Turns(PILES));
}

fn person_config(ruleset: Ruleset, seed: u64) -> MatchConfig {
    MatchConfig {
        ruleset,
        seed: Some(seed),
        bot_level: BotLevel::Normal,
        human_seat: Some(0),
        ..MatchConfig::default()
    }
}

/// The person's turn played by an expert bot's plan, through intents.
fn play_persons_turn(app: &mut App) {
    let table = app.world().resource::<PilesMatch>();
    let observation = table.game.observation(0);
    let mut bot = make_bot(BotLevel::Expert, table.game.ruleset(), 99);
    for action in bot.plan_turn(&observation) {
        app.world_mut()
            .write_message(PilesIntent { seat: 0, action });
        app.update();
    }
}

/// Plays until the game is over: the person by the expert's plans, bots by themselves.
fn finish_game(app: &mut App) {
    run_until(app, |app| {
        if screen(app) == Screen::Score(PILES) {
            return true;
        }
        let game = &app.world().resource::<PilesMatch>().game;
        if !game.is_over() && game.to_move() == 0 {
            play_persons_turn(app);
        }
        false
    });
}

#[test]
fn a_hint_suggests_a_legal_step_and_is_counted() {
    let dir = temp_dir("hint");
    let mut app = app_in(&dir, false);
    start(&mut app, person_config(Ruleset::coop(1), 21));
    app.world_mut().write_message(HintRequest);
    run_until(&mut app, |app| {
        app.world()
            .get_resource::<pilefire::piles::hints::Hint>()
            .is_some()
    });
    let hint = *app.world().resource::<pilefire::piles::hints::Hint>();
    let game = &app.world().resource::<PilesMatch>().game;
    match hint.suggestion {
        Action::Play(play) => assert_eq!(game.check_play(0, play), Ok(())),
        other => panic!("the first step of a fresh turn is a play, not {other:?}"),
    }
    assert_eq!(app.world().resource::<HintsUsed>().0, 1);
    // Any move makes the hint stale: it disappears.
    if let Action::Play(play) = hint.suggestion {
        app.world_mut().write_message(PilesIntent {
            seat: 0,
            action: Action::Play(play),
        });
    }
    app.update();
    app.update();
    assert!(
        app.world()
            .get_resource::<pilefire::piles::hints::Hint>()
            .is_none()
    );
}

#[test]
fn the_game_is_saved_after_every_move_and_continues_after_a_restart() {
    let dir = temp_dir("save");
    let mut app = app_in(&dir, false);
    start(&mut app, person_config(Ruleset::coop(3), 8));
    run_until(&mut app, |app| {
        let game = &app.world().resource::<PilesMatch>().game;
        game.to_move() == 0
    });
    play_persons_turn(&mut app);
    let before = app.world().resource::<PilesMatch>().game.record();
    assert!(
        dir.join(SAVE_FILE).exists(),
        "saved after the person's turn"
    );
    let (saved, problem) = load_saved_game(&KeptPath::new(dir.join(SAVE_FILE)));
    assert_eq!(problem, None);
    let saved = saved.expect("an unfinished game is offered");
    // The save may be newer than `before` (bots move on): it extends it.
    assert!(saved.record.turns.len() >= before.turns.len());
    assert_eq!(
        saved.record.turns[..before.turns.len() - 1],
        before.turns[..before.turns.len() - 1]
    );
    drop(app);

    // A new start-up offers it, and continuing rebuilds exactly that game.
    let mut again = app_in(&dir, false);
    let offered = again.world().resource::<Resumable>().0.clone();
    let offered = offered.expect("the menu can offer Continue");
    let expected = offered.restore().expect("the save replays");
    start(&mut again, offered.config());
    let table = again.world().resource::<PilesMatch>();
    assert_eq!(table.game.record().turns, expected.record().turns);
    for seat in 0..3 {
        assert_eq!(table.game.hand(seat), expected.hand(seat));
    }
}

#[test]
fn a_damaged_save_is_kept_aside_and_nothing_is_offered() {
    let dir = temp_dir("bad-save");
    std::fs::write(dir.join(SAVE_FILE), "(game: Some((record: 12").expect("write");
    let app = app_in(&dir, false);
    assert_eq!(app.world().resource::<Resumable>().0, None);
    assert!(dir.join(format!("{SAVE_FILE}.corrupt")).exists());
    assert!(!dir.join(SAVE_FILE).exists());
}

#[test]
fn a_save_that_cannot_be_written_is_reported_once_and_the_game_goes_on() {
    // A file where the config folder should be: every write fails.
    let blocker = temp_dir("unwritable").join("not-a-folder");
    std::fs::write(&blocker, "in the way").expect("write");
    let mut app = app_in(&blocker, false);
    start(&mut app, person_config(Ruleset::coop(2), 5));
    play_persons_turn(&mut app);
    run_until(&mut app, |app| {
        app.world().resource::<PilesMatch>().game.to_move() == 0
    });
    play_persons_turn(&mut app);
    app.world_mut().resource_mut::<Settings>().effects_volume = 0.2;
    app.update();
    assert_eq!(screen(&app), Screen::Turns(PILES));
    let notices = app.world().resource::<Notices>().0.clone();
    let about_the_game = notices
        .iter()
        .filter(|notice| {
            matches!(
                notice,
                Notice::NotSaved {
                    file: KeptFile::GameInProgress,
                    ..
                }
            )
        })
        .count();
    assert_eq!(about_the_game, 1, "{notices:?}");
    assert!(
        notices.iter().any(|notice| matches!(
            notice,
            Notice::NotSaved {
                file: KeptFile::Settings,
                ..
            }
        )),
        "the changed settings could not be saved either: {notices:?}"
    );
}

#[test]
fn a_finished_game_is_counted_its_record_kept_and_its_save_removed() {
    let dir = temp_dir("stats");
    let mut app = app_in(&dir, false);
    start(&mut app, person_config(Ruleset::coop(2), 5));
    finish_game(&mut app);
    let outcome = app
        .world()
        .resource::<PilesMatch>()
        .game
        .outcome()
        .expect("over");
    let stats = app.world().resource::<Stats>();
    assert_eq!(stats.history.len(), 1);
    let summary = stats.history[0].clone();
    assert_eq!(summary.won, outcome == Outcome::Won);
    assert_eq!(summary.cards_left, outcome.cards_left().expect("co-op"));
    assert!(
        !dir.join(SAVE_FILE).exists(),
        "a finished game is not offered again"
    );
    let kept = dir
        .join(RECORDS_DIR)
        .join(summary.record_file.as_ref().expect("record kept"));
    let record = pilefire_engine::piles::rules::Record::from_ron(
        &std::fs::read_to_string(kept).expect("read"),
    )
    .expect("the kept record parses");
    // The kept record replays to the game that was played.
    assert_eq!(record.replay().expect("replays").outcome(), Some(outcome));
    drop(app);
    // Statistics persist across a restart.
    let again = app_in(&dir, false);
    assert_eq!(again.world().resource::<Stats>().history.len(), 1);
}

#[test]
fn a_second_window_on_the_same_folder_neither_offers_nor_writes_the_game_in_progress() {
    let dir = temp_dir("two-windows");
    let mut first = app_in(&dir, false);
    start(&mut first, person_config(Ruleset::coop(2), 5));
    play_persons_turn(&mut first);
    let saved = std::fs::read(dir.join(SAVE_FILE)).expect("the first window saves");

    let mut second = app_in(&dir, false);
    assert_eq!(
        second.world().resource::<Resumable>().0,
        None,
        "no Continue"
    );
    let notices = second.world().resource::<Notices>().0.clone();
    assert!(notices.contains(&Notice::GameOpenElsewhere), "{notices:?}");
    // A game played in the second window leaves the first one's save alone.
    start(&mut second, person_config(Ruleset::coop(3), 8));
    run_until(&mut second, |app| {
        app.world().resource::<PilesMatch>().game.to_move() == 0
    });
    play_persons_turn(&mut second);
    assert_eq!(std::fs::read(dir.join(SAVE_FILE)).expect("kept"), saved);
    drop(second);

    // Once the first window closes, the next one offers its game.
    drop(first);
    let third = app_in(&dir, false);
    let offered = third.world().resource::<Resumable>().0.clone();
    assert_eq!(offered.expect("Continue").seed, 5);
}

#[test]
fn statistics_with_a_flipped_byte_are_kept_aside_and_their_games_salvaged() {
    let dir = temp_dir("stats-flipped");
    let path = dir.join(pilefire_engine::piles::stats::STATISTICS_FILE);
    let before = statistics_of(40);
    pilefire_engine::storage::save_ron_atomic(&path, &before).expect("saved");
    let mut bytes = std::fs::read(&path).expect("read");
    // A byte that is not UTF-8, inside the seventh recent game's seed.
    let seventh = bytes
        .windows(6)
        .enumerate()
        .filter(|(_, window)| *window == b"seed: ")
        .nth(6)
        .map(|(at, _)| at + 6)
        .expect("forty seeds");
    bytes[seventh] = 0xFF;
    std::fs::write(&path, &bytes).expect("damaged");

    let mut app = app_in(&dir, false);
    let notices = app.world().resource::<Notices>().0.clone();
    assert!(
        notices.iter().any(|notice| matches!(
            notice,
            Notice::StatisticsSalvaged { salvage, kept_as: Some(_) }
                if (salvage.games_recovered, salvage.games_found) == (39, 40)
        )),
        "{notices:?}"
    );
    start(&mut app, person_config(Ruleset::coop(2), 5));
    finish_game(&mut app);

    let aside = dir.join(format!(
        "{}.corrupt",
        pilefire_engine::piles::stats::STATISTICS_FILE
    ));
    assert_eq!(std::fs::read(&aside).expect("the original is kept"), bytes);
    let stats = app.world().resource::<Stats>();
    assert_eq!(stats.history.len(), 40, "39 salvaged games and this one");
    assert_eq!(stats.all.games, before.all.games + 1);
    let on_disk: pilefire_engine::piles::stats::Statistics =
        ron::from_str(&std::fs::read_to_string(&path).expect("written")).expect("parses");
    assert_eq!(on_disk, stats.0);
}

#[test]
fn a_replay_rebuilds_every_position_of_the_game() {
    let dir = temp_dir("replay");
    let mut app = app_in(&dir, false);
    start(&mut app, person_config(Ruleset::coop(3).on_fire(), 12));
    finish_game(&mut app);
    let game = app.world().resource::<PilesMatch>().game.clone();
    let replay = pilefire::piles::replays::Replay::build(game.record(), Some(0)).expect("replays");
    assert_eq!(replay.snapshots.len(), game.record().turns.len() + 1);
    let last = &replay.snapshots.last().expect("positions").game;
    assert_eq!(last.outcome(), game.outcome());
    for seat in 0..3 {
        assert_eq!(last.hand(seat), game.hand(seat));
    }
    assert_eq!(last.piles(), game.piles());
    // The first position is the deal: every hand full, no card on a pile.
    let first = &replay.snapshots[0].game;
    assert!(first.piles().iter().all(|pile| pile.cards.is_empty()));
}

const PILE_KEYS: [KeyCode; 4] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
];

#[test]
fn a_whole_game_can_be_played_with_the_keyboard_alone() {
    let dir = temp_dir("keyboard");
    let mut app = app_in(&dir, true);
    // Solitaire from the menu: Enter opens "New game", Enter again starts it.
    app.world_mut()
        .resource_mut::<Settings>()
        .update_game(|menu: &mut PilesChoices| menu.mode = ModeChoice::Solitaire);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    run_until(&mut app, |app| screen(app) == Screen::Turns(PILES));
    let mut keys_pressed = 0;
    while screen(&app) == Screen::Turns(PILES) {
        assert!(keys_pressed < 3_000, "the game does not move on with keys");
        let table = app.world().resource::<PilesMatch>();
        let game = &table.game;
        if game.is_over() {
            app.update();
            continue;
        }
        let (required, _) = game.required_this_turn();
        let played = game.plays_this_turn().len();
        // The cheapest legal play, or end the turn once the minimum is met.
        let best = game.legal_plays().into_iter().min_by_key(|play| {
            let pile = &game.piles()[play.pile];
            let top = pile.cards.last().map_or(pile.start, |placed| placed.card);
            (i32::from(play.card) - i32::from(top)).abs()
        });
        if played >= required || best.is_none() {
            let key = if played >= required {
                KeyCode::Enter
            } else {
                KeyCode::KeyG
            };
            press(&mut app, key);
            keys_pressed += 1;
            continue;
        }
        let play = best.expect("a legal play");
        // Walk the selection to the card with the arrow keys, then its pile's digit.
        for _ in 0..20 {
            let selected = app
                .world()
                .resource::<pilefire::piles::table::picked::Selection>()
                .card;
            if selected == Some(play.card) {
                break;
            }
            press(&mut app, KeyCode::ArrowRight);
            keys_pressed += 1;
        }
        press(&mut app, PILE_KEYS[play.pile]);
        keys_pressed += 1;
    }
    run_until(&mut app, |app| screen(app) == Screen::Score(PILES));
    assert!(
        keys_pressed > 40,
        "a whole game takes many keys ({keys_pressed})"
    );
    assert!(app.world().resource::<PilesMatch>().game.is_over());
    // Esc goes back to the menu.
    press(&mut app, KeyCode::Escape);
    run_until(&mut app, |app| screen(app) == Screen::Menu);
}

#[test]
fn esc_pauses_the_table_and_bots_wait_until_it_resumes() {
    let dir = temp_dir("pause");
    let mut app = app_in(&dir, true);
    start(&mut app, person_config(Ruleset::coop(3), 3));
    press(&mut app, KeyCode::Escape);
    assert_eq!(
        *app.world()
            .resource::<State<pilefire::shell::states::Pause>>()
            .get(),
        pilefire::shell::states::Pause::Paused
    );
    // The person passes the turn by ending it after the minimum: use intents.
    play_persons_turn(&mut app);
    let turn = app.world().resource::<PilesMatch>().game.turn();
    for _ in 0..300 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<PilesMatch>().game.turn(),
        turn,
        "bots do not move while the game is paused"
    );
    press(&mut app, KeyCode::Escape);
    run_until(&mut app, |app| {
        app.world().resource::<PilesMatch>().game.turn() != turn
    });
}

/// Every key event of `events` in one frame, as a fast Ctrl+V arrives.
fn in_one_frame(app: &mut App, events: &[(KeyCode, ButtonState)]) {
    for &(key_code, state) in events {
        app.world_mut()
            .write_message(crate::support::key_message(key_code, state));
    }
    app.update();
}

#[test]
fn a_quick_ctrl_v_on_the_code_page_pastes_and_never_types_a_v() {
    let dir = temp_dir("quick-paste");
    let mut app = app_in(&dir, true);
    // "Play a deal code" is the third row of the main menu.
    for key in [KeyCode::ArrowDown, KeyCode::ArrowDown, KeyCode::Enter] {
        press(&mut app, key);
    }
    // The Duel on seed 11, typed: D360-GM6C-0CE.
    use KeyCode::*;
    for key in [
        KeyD, Digit3, Digit6, Digit0, KeyG, KeyM, Digit6, KeyC, Digit0, KeyC, KeyE,
    ] {
        press(&mut app, key);
    }
    // Control goes down in one frame; V goes down and up and Control up in
    // the next, as xdotool sent them in CI (the V was typed into the code).
    in_one_frame(&mut app, &[(ControlLeft, ButtonState::Pressed)]);
    in_one_frame(
        &mut app,
        &[
            (KeyV, ButtonState::Pressed),
            (KeyV, ButtonState::Released),
            (ControlLeft, ButtonState::Released),
        ],
    );
    // Control and V go down and up between two frames (no clipboard here, so
    // nothing is pasted; before the first fix the V was typed into the code).
    in_one_frame(
        &mut app,
        &[
            (ControlLeft, ButtonState::Pressed),
            (KeyV, ButtonState::Pressed),
            (KeyV, ButtonState::Released),
            (ControlLeft, ButtonState::Released),
        ],
    );
    app.update();
    press(&mut app, Enter);
    run_until(&mut app, |app| screen(app) == Screen::Turns(PILES));
    let table = app.world().resource::<PilesMatch>();
    assert_eq!(table.seed, 11);
    assert_eq!(
        table.game.ruleset().mode,
        pilefire_engine::piles::rules::Mode::Duel
    );
}

/// A co-op game with one bot teammate, started from the menu by keys, at the
/// person's turn with a card picked (Right).
fn persons_turn_with_a_picked_card(name: &str) -> App {
    let dir = temp_dir(name);
    let mut app = app_in(&dir, true);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.update_game(|menu: &mut PilesChoices| {
            menu.mode = ModeChoice::Coop;
            menu.teammates = 1;
        });
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    run_until(&mut app, |app| screen(app) == Screen::Turns(PILES));
    run_until(&mut app, |app| {
        app.world().resource::<PilesMatch>().game.to_move() == 0
    });
    press(&mut app, KeyCode::ArrowRight);
    app
}

#[test]
fn a_quick_shift_1_at_the_table_signals_and_plays_nothing() {
    let mut app = persons_turn_with_a_picked_card("quick-signal");
    let before = app
        .world()
        .resource::<PilesMatch>()
        .game
        .record()
        .turns
        .clone();
    // Shift and 1 go down and up between two frames (R-CO-13: a signal).
    in_one_frame(
        &mut app,
        &[
            (KeyCode::ShiftLeft, ButtonState::Pressed),
            (KeyCode::Digit1, ButtonState::Pressed),
            (KeyCode::Digit1, ButtonState::Released),
            (KeyCode::ShiftLeft, ButtonState::Released),
        ],
    );
    app.update();
    let game = &app.world().resource::<PilesMatch>().game;
    assert!(
        game.plays_this_turn().is_empty(),
        "a quick Shift+1 played a card"
    );
    let marks = game.signals();
    assert!(
        marks.iter().any(|mark| mark.seat == 0 && mark.pile == 0),
        "no signal on pile 1: {marks:?} (turns before: {})",
        before.len()
    );
}

#[test]
fn alt_and_a_pile_number_shows_that_piles_history_and_plays_nothing() {
    let mut app = persons_turn_with_a_picked_card("history-keys");
    let shown = |app: &App| app.world().resource::<HistoryPile>().0;
    // Alt goes down in one frame; 2 goes down and up and Alt up in the next.
    in_one_frame(&mut app, &[(KeyCode::AltLeft, ButtonState::Pressed)]);
    in_one_frame(
        &mut app,
        &[
            (KeyCode::Digit2, ButtonState::Pressed),
            (KeyCode::Digit2, ButtonState::Released),
            (KeyCode::AltLeft, ButtonState::Released),
        ],
    );
    app.update();
    assert_eq!(shown(&app), Some(1), "Alt+2 shows pile 2's history");
    let game = &app.world().resource::<PilesMatch>().game;
    assert!(game.plays_this_turn().is_empty(), "Alt+2 played a card");
    // Alt+3 moves to pile 3; Alt+3 again hides the history.
    for expected in [Some(2), None] {
        in_one_frame(
            &mut app,
            &[
                (KeyCode::AltRight, ButtonState::Pressed),
                (KeyCode::Numpad3, ButtonState::Pressed),
            ],
        );
        in_one_frame(
            &mut app,
            &[
                (KeyCode::Numpad3, ButtonState::Released),
                (KeyCode::AltRight, ButtonState::Released),
            ],
        );
        assert_eq!(shown(&app), expected);
    }
    assert!(
        app.world()
            .resource::<PilesMatch>()
            .game
            .plays_this_turn()
            .is_empty()
    );
}

#[test]
fn the_score_screen_reviews_the_persons_turns_and_gives_the_par() {
    let dir = temp_dir("review");
    let mut app = app_in(&dir, true);
    start(&mut app, person_config(Ruleset::coop(2), 5));
    finish_game(&mut app);
    run_until(&mut app, |app| {
        app.world()
            .get_resource::<PilesReview>()
            .is_some_and(|review| review.result.is_some())
    });
    app.update();
    let record = app.world().resource::<PilesMatch>().game.record();
    let review = app
        .world()
        .resource::<PilesReview>()
        .result
        .clone()
        .unwrap();
    assert_eq!(review.seat, 0);
    // Every turn of the person's, and none of the bot's.
    let persons = record.turns.iter().filter(|turn| turn.seat == 0).count();
    assert!(review.turns.len() + 1 >= persons && !review.turns.is_empty());
    assert!(
        review
            .turns
            .iter()
            .all(|turn| record.turns[turn.turn - 1].seat == 0)
    );
    // The par is kept with the game, on disk, and counted.
    let last = app.world().resource::<LastGame>().0.clone().unwrap();
    assert_eq!(last.par, Some(review.par.expert_left));
    let shown = &app.world().resource::<Stats>().0;
    assert_eq!(shown.all.par_games, 1);
    assert_eq!(
        shown.all.at_par,
        u32::from(last.cards_left <= review.par.expert_left)
    );
    let (_, on_disk) = StatisticsStore::open(&dir);
    assert_eq!(on_disk.statistics.history.back().unwrap().par, last.par);
    // The panel shows the par in words.
    let texts = |app: &mut App| -> Vec<String> {
        app.world_mut()
            .query::<&Text>()
            .iter(app.world())
            .map(|text| text.0.clone())
            .collect()
    };
    let words = texts(&mut app);
    assert!(
        words
            .iter()
            .any(|w| w.starts_with("Par: the expert team") && w.ends_with("[R]")),
        "{words:?}"
    );
    // R opens the review over the score screen; Esc closes it, and only it.
    let open = |app: &mut App| {
        texts(app)
            .iter()
            .any(|text| text == "Your turns beside the expert")
    };
    assert!(!open(&mut app));
    press(&mut app, KeyCode::KeyR);
    app.update();
    assert!(open(&mut app));
    let shown = texts(&mut app);
    assert!(
        shown
            .iter()
            .any(|w| w.starts_with("Your turns: ") && w.contains(" best, ")),
        "{shown:?}"
    );
    press(&mut app, KeyCode::Escape);
    app.update();
    assert!(!open(&mut app));
    assert_eq!(screen(&app), Screen::Score(PILES));
}

#[test]
fn each_bot_turn_is_explained_in_the_talk_log_without_a_number_from_a_hand() {
    for (ruleset, seed) in [(Ruleset::coop(3), 8), (Ruleset::duel(), 9)] {
        let dir = temp_dir("talk");
        let mut app = app_in(&dir, false);
        start(&mut app, person_config(ruleset, seed));
        finish_game(&mut app);
        let table = app.world().resource::<PilesMatch>();
        let log = app.world().resource::<TalkLog>();
        assert!(
            log.lines.len() == pilefire::piles::talk::KEPT,
            "{ruleset:?}: {:?}",
            log.lines
        );
        assert!(
            log.lines.iter().all(|(seat, _)| *seat != 0),
            "only the bots explain"
        );
        let on_piles: Vec<u8> = table
            .game
            .piles()
            .iter()
            .flat_map(|pile| pile.cards.iter().map(|placed| placed.card))
            .collect();
        let piles = table.game.piles().len();
        for language in [Language::English, Language::Italian] {
            let tr = pilefire::shell::language::Tr(pilefire::l10n::Catalog::new(language));
            for (seat, said) in &log.lines {
                let words = pilefire::piles::talk::describe(table, *seat, said, &tr);
                let name = pilefire::piles::describe::seat_name(table, *seat, &tr);
                assert!(words.starts_with(&format!("{name}: ")), "{words}");
                assert!(!words.contains('{'), "{words}");
                if language == Language::English {
                    let line = &words[name.len() + 2..];
                    for (number, role) in english_talk_numbers(line) {
                        match role {
                            TalkNumber::Card => {
                                assert!(on_piles.contains(&number), "card {number} in {words}")
                            }
                            TalkNumber::Pile => assert!(
                                (1..=piles).contains(&(number as usize)),
                                "pile {number} in {words}"
                            ),
                            TalkNumber::Count => {
                                assert!((1..=6).contains(&number), "count {number} in {words}")
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A Duel is reviewed too: every turn of the person's, the Duel par in
/// words, and the par kept with the game.
#[test]
fn the_duel_score_screen_reviews_the_persons_turns_and_gives_the_duel_par() {
    let dir = temp_dir("review-duel");
    let mut app = app_in(&dir, true);
    start(&mut app, person_config(Ruleset::duel(), 8));
    finish_game(&mut app);
    run_until(&mut app, |app| {
        app.world()
            .get_resource::<PilesReview>()
            .is_some_and(|review| review.result.is_some())
    });
    app.update();
    let record = app.world().resource::<PilesMatch>().game.record();
    let review = app
        .world()
        .resource::<PilesReview>()
        .result
        .clone()
        .unwrap();
    assert!(review.is_duel());
    assert!(!review.turns.is_empty());
    assert!(
        review
            .turns
            .iter()
            .all(|turn| record.turns[turn.turn - 1].seat == 0)
    );
    let duel = review.par.duel.expect("a Duel par");
    let words: Vec<String> = app
        .world_mut()
        .query::<&Text>()
        .iter(app.world())
        .map(|text| text.0.clone())
        .collect();
    let par_line = if duel.won {
        "Par: the Duel expert in your seat won against the expert"
    } else {
        "Par: the Duel expert in your seat lost to the expert"
    };
    assert!(
        words.iter().any(|text| text.starts_with(par_line)),
        "{words:?}"
    );
    let last = app.world().resource::<LastGame>().0.clone().unwrap();
    let expected = if duel.won { 0 } else { review.par.expert_left };
    assert_eq!(last.par, Some(expected));
    assert_eq!(last.at_par(), Some(review.at_par()));
}

/// What a number in an English table-talk line stands for, told by the
/// words round it (assets/locale/en/table.ftl), not by its size.
#[derive(Debug, Clone, Copy, PartialEq)]
enum TalkNumber {
    Card,
    Pile,
    Count,
}

/// Every number in `line` with what it stands for; a number in no known
/// place fails the test.
fn english_talk_numbers(line: &str) -> Vec<(u8, TalkNumber)> {
    let mut found = Vec::new();
    let mut rest = line;
    let mut before = String::new();
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        before.push_str(&rest[..start]);
        let digits = rest[start..]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(rest.len(), |end| start + end);
        let number: u8 = rest[start..digits].parse().expect("a number under 256");
        let after = &rest[digits..];
        let role = if before.ends_with("pile ") {
            TalkNumber::Pile
        } else if after.starts_with(" on pile")
            || before.ends_with("back from ")
            || before.ends_with("the fire ")
        {
            TalkNumber::Card
        } else if after.starts_with(" cards more than needed")
            || after.starts_with(" cards needed")
            || before.ends_with("hand to ")
        {
            TalkNumber::Count
        } else {
            panic!("{number} in an unknown place: {line}")
        };
        found.push((number, role));
        before.push_str(&rest[start..digits]);
        rest = after;
    }
    found
}
