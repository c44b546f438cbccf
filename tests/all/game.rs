//! Headless app tests of the game's logic plugins (screens, the rules
//! resource, the intent pipeline, bot scheduling, settings) under
//! `MinimalPlugins + StatesPlugin`: no window, renderer or sound.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use pilefire::piles::GAME as PILES;

use crate::support::temp_dir;
use pilefire::app::logic_plugin;
use pilefire::chameleons::choices::{ChameleonBots, ChameleonChoices};
use pilefire::l10n::{Catalog, Language};
use pilefire::piles::choices::{ModeChoice, PilesChoices};
use pilefire::piles::session::MatchConfig;
use pilefire::piles::session::PilesApplied;
use pilefire::piles::session::PilesIntent;
use pilefire::piles::session::PilesMatch;
use pilefire::shell::language::describe_notice;
use pilefire::shell::settings::AnimationSpeed;
use pilefire::shell::settings::Notice;
use pilefire::shell::settings::Notices;
use pilefire::shell::settings::Settings;
use pilefire::shell::settings::SettingsStore;
use pilefire::shell::states::AppSystems;
use pilefire::shell::states::Screen;
use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::piles::bots::BotLevel;
use std::time::{Duration, Instant};

use pilefire_engine::piles::bots::driver::play_out;
use pilefire_engine::piles::bots::{Bot, make_bot};
use pilefire_engine::piles::rules::{
    Action, Deal, Game, Mode, Outcome, Play, Rule, RuleError, Ruleset,
};

/// Every applied or refused intent, in order.
#[derive(Resource, Default)]
struct Seen(Vec<PilesApplied>);

fn collect_applied(mut applied: MessageReader<PilesApplied>, mut seen: ResMut<Seen>) {
    seen.0.extend(applied.read().cloned());
}

/// Screens entered, in order.
#[derive(Resource, Default)]
struct Visited(Vec<Screen>);

fn note_screen(screen: Res<State<Screen>>, mut visited: ResMut<Visited>) {
    if visited.0.last() != Some(screen.get()) {
        visited.0.push(*screen.get());
    }
}

fn headless_app(name: &str) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    finish_app(app, name)
}

/// Everything the player sees (`pictures_plugin`: the table's sprites,
/// flames and UI, the menus and screens) on Bevy's default plugins without a
/// window, a renderer or a logger, so what it spawns is counted. (Sound
/// plays on kira channels, which spawn no entity, and needs a device.)
fn presentation_app(name: &str) -> App {
    let mut app = crate::support::pictures_app(name);
    // No pauses or flights: the table's pacing follows this setting.
    app.world_mut().resource_mut::<Settings>().animation = AnimationSpeed::Instant;
    finish_app(app, name)
}

fn finish_app(mut app: App, name: &str) -> App {
    if !app.world().contains_resource::<SettingsStore>() {
        app.insert_resource(SettingsStore {
            dir: Some(temp_dir(name)),
        });
        app.add_plugins(logic_plugin);
    }
    app.init_resource::<Seen>();
    app.init_resource::<Visited>();
    app.add_systems(
        Update,
        (collect_applied.after(AppSystems::ApplyIntents), note_screen),
    );
    // Without a window there are no assets to load: straight to the menu.
    crate::support::open_menu(&mut app);
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Bots plan on Bevy's task pool, which a loaded machine may run late:
/// tests wait for what they need, up to this long, never a number of frames.
const PATIENCE: Duration = Duration::from_secs(300);

/// Updates until `done` holds, or fails after [`PATIENCE`] naming the seed
/// of the game in progress (so a failure can be played again).
fn wait_for(app: &mut App, what: &str, mut done: impl FnMut(&App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        if start.elapsed() > PATIENCE {
            let seed = app
                .world()
                .get_resource::<PilesMatch>()
                .map(|table| table.seed);
            panic!(
                "{what}: not after {PATIENCE:?} (screen {:?}, seed {seed:?})",
                screen(app)
            );
        }
        app.update();
    }
}

/// Updates until `wanted` is the screen.
fn run_until(app: &mut App, wanted: Screen) {
    wait_for(app, &format!("screen {wanted:?}"), |app| {
        screen(app) == wanted
    });
}

/// The same game without the window: the engine and the same bots, seeded
/// as `core::bots` seeds them, seat by seat.
fn same_game_without_window(config: &MatchConfig) -> Outcome {
    let seed = config.seed.expect("a fixed seed");
    let mut game = Game::new(config.ruleset, Deal::Seed(seed), 0).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = (0..config.ruleset.seats)
        .map(|seat| {
            let bot_seed = seed ^ (seat as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            make_bot(config.bot_level, &config.ruleset, bot_seed)
        })
        .collect();
    play_out(&mut game, &mut bots).expect("legal bot moves")
}

fn start(app: &mut App, config: MatchConfig) {
    app.insert_resource(config);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Deal(PILES));
    app.update();
}

fn bots_only(ruleset: Ruleset, seed: u64) -> MatchConfig {
    MatchConfig {
        ruleset,
        seed: Some(seed),
        bot_level: BotLevel::Normal,
        human_seat: None,
        ..MatchConfig::default()
    }
}

/// Plays a whole all-bot game through every screen and returns its outcome.
fn play_whole_game(app: &mut App, config: MatchConfig) -> Outcome {
    app.world_mut().resource_mut::<Visited>().0.clear();
    start(app, config);
    run_until(app, Screen::Score(PILES));
    let table = app.world().resource::<PilesMatch>();
    let outcome = table
        .game
        .outcome()
        .expect("the score screen shows a finished game");
    // The table's record replays to the same result: bots used only legal moves.
    let replayed = table.game.record().replay().expect("the record replays");
    assert_eq!(replayed.outcome(), Some(outcome));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    app.update();
    assert_eq!(screen(app), Screen::Menu);
    let visited = app.world().resource::<Visited>().0.clone();
    assert_eq!(
        visited,
        vec![
            Screen::Deal(PILES),
            Screen::Turns(PILES),
            Screen::Score(PILES),
            Screen::Menu
        ],
        "every screen in order"
    );
    outcome
}

#[test]
fn solitaire_bot_game_runs_through_every_screen() {
    let mut app = headless_app("solitaire");
    let config = bots_only(Ruleset::coop(1), 11);
    let outcome = play_whole_game(&mut app, config.clone());
    assert_eq!(outcome, same_game_without_window(&config), "seed 11");
}

#[test]
fn three_seat_coop_bot_game_runs_through_every_screen() {
    let mut app = headless_app("three-seats");
    let config = bots_only(Ruleset::coop(3), 7);
    let outcome = play_whole_game(&mut app, config.clone());
    assert_eq!(outcome, same_game_without_window(&config), "seed 7");
}

#[test]
fn five_seat_coop_bot_game_runs_through_every_screen() {
    let mut app = headless_app("five-seats");
    let config = bots_only(Ruleset::coop(5).professional(true), 5);
    let outcome = play_whole_game(&mut app, config.clone());
    assert_eq!(outcome, same_game_without_window(&config), "seed 5");
}

/// R-FIRE-2 in the window, from a hand-made deal: seat 0 has put fire card
/// 77 on an ascending pile and seat 1 holds only 2 to 8 (nothing above 77,
/// no 67), so whatever its bot plays the fire burns at the end of its turn.
#[test]
fn on_fire_bot_games_end_and_a_fire_loss_is_reported() {
    use crate::support::{coop_game, turn};
    use pilefire::piles::session::SavedGame;
    let ruleset = Ruleset::coop(2).on_fire();
    let mut game = coop_game(
        ruleset,
        &[&[30, 31, 32, 33, 34, 76, 77], &[2, 3, 4, 5, 6, 7, 8]],
        &[],
        0,
    );
    turn(&mut game, &[(76, 0), (77, 0)]);
    let saved = SavedGame {
        record: game.record(),
        seed: 0,
        human_seat: None,
        bot_level: BotLevel::Expert,
        hints_used: 0,
        daily: false,
    };
    let mut app = headless_app("on-fire");
    let outcome = play_whole_game(&mut app, saved.config());
    assert!(
        matches!(outcome, Outcome::FireLost { card: 77, .. }),
        "{outcome:?}"
    );
}

#[test]
fn duel_bot_game_runs_through_every_screen() {
    let mut app = headless_app("duel");
    let config = bots_only(Ruleset::duel(), 3);
    let outcome = play_whole_game(&mut app, config.clone());
    assert!(matches!(outcome, Outcome::DuelWon { .. }));
    assert_eq!(outcome, same_game_without_window(&config), "seed 3");
}

#[test]
fn human_intent_breaking_a_rule_is_refused_and_changes_nothing() {
    let mut app = headless_app("refusal");
    start(
        &mut app,
        MatchConfig {
            ruleset: Ruleset::coop(1),
            seed: Some(42),
            human_seat: Some(0),
            ..MatchConfig::default()
        },
    );
    run_until(&mut app, Screen::Turns(PILES));
    // A legal opening play: the highest card on ascending pile 0.
    let hand = app.world().resource::<PilesMatch>().game.hand(0).to_vec();
    let high = *hand.last().expect("a dealt hand");
    app.world_mut().write_message(PilesIntent {
        seat: 0,
        action: Action::Play(Play::new(high, 0)),
    });
    app.update();
    let legal = app
        .world()
        .resource::<Seen>()
        .0
        .last()
        .cloned()
        .expect("applied");
    assert!(legal.result.is_ok(), "{legal:?}");

    // Now a lower card that is not exactly 10 lower breaks R-CO-6 on that pile.
    let low = hand
        .iter()
        .copied()
        .find(|&card| card < high && card + 10 != high)
        .expect("a lower card");
    let before = app.world().resource::<PilesMatch>().game.clone();
    for action in [
        Action::Play(Play::new(low, 0)),
        // R-CO-9: one card is below the minimum of two.
        Action::EndTurn,
        // Only seat 0 exists.
        Action::Play(Play::new(low, 7)),
    ] {
        app.world_mut()
            .write_message(PilesIntent { seat: 0, action });
    }
    app.update();
    let seen = app.world().resource::<Seen>().0.clone();
    let refusals: Vec<RuleError> = seen[seen.len() - 3..]
        .iter()
        .map(|applied| applied.result.clone().expect_err("refused"))
        .collect();
    assert_eq!(refusals[0].rule(), Rule::Co6);
    assert!(refusals[0].to_string().starts_with("R-CO-6"));
    assert_eq!(refusals[1].rule(), Rule::Co9);
    assert!(matches!(refusals[2], RuleError::NoSuchPile { .. }));
    let after = &app.world().resource::<PilesMatch>().game;
    assert_eq!(after.observation(0), before.observation(0));
    assert_eq!(after.record(), before.record());
    assert_eq!(screen(&app), Screen::Turns(PILES));
}

#[test]
fn human_turn_with_undo_then_bots_finish() {
    // A person's moves take the same path: play, undo, play again, end turn.
    let mut app = headless_app("undo");
    start(
        &mut app,
        MatchConfig {
            ruleset: Ruleset::coop(2),
            seed: Some(9),
            human_seat: Some(0),
            ..MatchConfig::default()
        },
    );
    run_until(&mut app, Screen::Turns(PILES));
    let table = app.world().resource::<PilesMatch>();
    let plays = table.game.legal_plays();
    let first = plays[0];
    app.world_mut().write_message(PilesIntent {
        seat: 0,
        action: Action::Play(first),
    });
    app.update();
    app.world_mut().write_message(PilesIntent {
        seat: 0,
        action: Action::Undo,
    });
    app.update();
    let game = &app.world().resource::<PilesMatch>().game;
    assert!(
        game.plays_this_turn().is_empty(),
        "R-CO-11 undo took the card back"
    );
    assert!(game.hand(0).contains(&first.card));
    // Play two cards the greedy way and end the turn.
    for _ in 0..2 {
        let game = &app.world().resource::<PilesMatch>().game;
        let play = pilefire_engine::piles::bots::greedy::cheapest_play(&game.observation(0))
            .expect("a play");
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
    let game = &app.world().resource::<PilesMatch>().game;
    assert!(game.to_move() == 1 || game.is_over());
    // The bot in seat 1 now takes its turn on its own.
    wait_for(&mut app, "the bot finishes its turn", |app| {
        let game = &app.world().resource::<PilesMatch>().game;
        game.to_move() == 0 || game.is_over()
    });
}

#[test]
fn two_hundred_games_in_a_row_leave_nothing_behind() {
    // Everything the player sees too: a menu, table sprite, flame or score
    // screen that leaves an entity behind fails here.
    let mut app = presentation_app("two-hundred");
    let modes = [
        Ruleset::coop(1),
        Ruleset::coop(3),
        Ruleset::coop(4).on_fire(),
        Ruleset::duel(),
    ];
    // Bevy creates a few resources on first use (e.g. the buffers of message
    // types first written during a game), so the baseline is taken after one
    // game of each mode; from then on nothing may accumulate.
    for (index, &ruleset) in modes.iter().enumerate() {
        play_whole_game(&mut app, bots_only(ruleset, 900 + index as u64));
    }
    let baseline = app.world().entities().count_spawned();
    for game in 0..200u64 {
        let ruleset = modes[(game % 4) as usize];
        play_whole_game(&mut app, bots_only(ruleset, 1000 + game));
        assert!(!app.world().contains_resource::<PilesMatch>());
        assert_eq!(
            app.world().entities().count_spawned(),
            baseline,
            "entities or resources left behind after game {game} ({ruleset:?})"
        );
    }
}

#[test]
fn leaving_during_the_deal_leaves_nothing_behind() {
    let mut app = headless_app("leave-deal");
    play_whole_game(&mut app, bots_only(Ruleset::coop(3), 4));
    let baseline = app.world().entities().count_spawned();
    for seed in 0..5 {
        start(&mut app, bots_only(Ruleset::coop(3), seed));
        assert_eq!(screen(&app), Screen::Deal(PILES));
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Menu);
        app.update();
        assert_eq!(screen(&app), Screen::Menu);
        assert!(!app.world().contains_resource::<PilesMatch>());
        assert!(
            !app.world()
                .contains_resource::<pilefire::piles::bots::BotSeats>()
        );
        assert_eq!(app.world().entities().count_spawned(), baseline);
    }
}

#[test]
fn settings_are_saved_atomically_and_read_back() {
    let store = SettingsStore {
        dir: Some(temp_dir("settings-round-trip")),
    };
    let mut settings = Settings {
        music_volume: 0.3,
        ..Settings::default()
    };
    settings.update_game(|choices: &mut PilesChoices| choices.on_fire = true);
    let (_, _, file) = store.open();
    file.save(&settings).expect("saved");
    let (loaded, notice) = store.load();
    assert_eq!(loaded, settings);
    assert_eq!(notice, None);
    // No temporary file is left beside it.
    let names: Vec<String> = std::fs::read_dir(store.dir.as_ref().unwrap())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, vec!["settings.ron".to_string()]);
}

#[test]
fn the_chosen_game_is_kept_by_name_and_read_from_earlier_files_bare_name() {
    let dir = temp_dir("settings-game-name");
    // As written before each game kept its own part: a bare name.
    std::fs::write(dir.join("settings.ron"), "(menu: (game: Chameleons))").unwrap();
    let store = SettingsStore {
        dir: Some(dir.clone()),
    };
    let (loaded, notice) = store.load();
    assert_eq!(notice, None);
    assert!(loaded.menu.chose(pilefire::chameleons::GAME));
    let (_, _, file) = store.open();
    file.save(&loaded).expect("saved");
    let written = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
    assert!(written.contains("game: Some(\"Chameleons\")"), "{written}");
    assert_eq!(store.load().0, loaded);
    // No game chosen yet: the field is left out, not written empty.
    let (_, _, file) = store.open();
    file.save(&Settings::default()).expect("saved");
    let written = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
    assert!(!written.contains("game:"), "{written}");
    assert_eq!(store.load(), (Settings::default(), None));
}

/// Files from before each game kept its own part held both games' choices
/// in `menu` and the tracker at the top: each game takes its own from there.
#[test]
fn each_game_reads_its_choices_from_a_settings_file_of_the_old_layout() {
    let dir = temp_dir("settings-old-layout");
    let old = "(master_volume: 0.5, cards_seen: true, menu: (mode: Coop, teammates: 3, \
               on_fire: true, bot_level: Expert, game: NumberPiles, chameleon_players: 5, \
               chameleon_side: Purple, chameleon_bots: Spoilers))";
    std::fs::write(dir.join("settings.ron"), old).unwrap();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(SettingsStore {
        dir: Some(dir.clone()),
    });
    app.add_plugins(pilefire::app::logic_plugin);
    app.update();
    let settings = app.world().resource::<Settings>().clone();
    assert_eq!(settings.master_volume, 0.5);
    assert!(settings.menu.chose(pilefire::piles::GAME));
    let piles: PilesChoices = settings.game();
    assert_eq!(
        (piles.mode, piles.teammates, piles.on_fire, piles.cards_seen),
        (ModeChoice::Coop, 3, true, true)
    );
    assert_eq!(piles.bot_level, BotLevel::Expert);
    let chameleons: ChameleonChoices = settings.game();
    assert_eq!(
        (chameleons.players, chameleons.side, chameleons.opponents),
        (5, ScoreSide::Purple, ChameleonBots::Spoilers)
    );
    // Written back in the new layout, each game under its name.
    app.world_mut().resource_mut::<Settings>().music_volume = 0.1;
    app.update();
    let written = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
    assert!(written.contains("\"NumberPiles\":"), "{written}");
    assert!(written.contains("\"Chameleons\":"), "{written}");
    assert!(!written.contains("chameleon_players"), "{written}");
    let (again, _) = SettingsStore { dir: Some(dir) }.load();
    assert_eq!(again.game::<PilesChoices>(), piles);
    assert_eq!(again.game::<ChameleonChoices>(), chameleons);
}

#[test]
fn corrupt_settings_are_kept_aside_and_replaced_with_a_notice() {
    let dir = temp_dir("settings-corrupt");
    std::fs::write(dir.join("settings.ron"), "(master_volume: oops").unwrap();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(SettingsStore {
        dir: Some(dir.clone()),
    });
    app.add_plugins(logic_plugin);
    app.update();
    // Every game's choices and the window's settings are the defaults.
    let settings = app.world().resource::<Settings>().clone();
    assert_eq!(settings.game::<PilesChoices>(), PilesChoices::default());
    assert_eq!(
        settings.game::<ChameleonChoices>(),
        ChameleonChoices::default()
    );
    let window_part = Settings {
        games: Default::default(),
        menu: Default::default(),
        ..settings
    };
    assert_eq!(window_part, Settings::default());
    let notices = app.world().resource::<Notices>().0.clone();
    let [Notice::Storage(problem)] = notices.as_slice() else {
        panic!("one notice about the damaged file, not {notices:?}");
    };
    let english = describe_notice(&notices[0], &Catalog::new(Language::English));
    let italian = describe_notice(&notices[0], &Catalog::new(Language::Italian));
    assert!(english.contains("damaged"), "{english}");
    assert!(italian.contains("danneggiato"), "{italian}");
    assert!(
        english.contains("settings.ron.corrupt") && italian.contains("settings.ron.corrupt"),
        "{problem:?}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.ron.corrupt")).unwrap(),
        "(master_volume: oops"
    );
    // A change is written back as a readable file.
    app.world_mut().resource_mut::<Settings>().effects_volume = 0.1;
    app.update();
    let (loaded, notice) = SettingsStore { dir: Some(dir) }.load();
    assert_eq!(notice, None);
    assert_eq!(loaded.effects_volume, 0.1);
}

#[test]
fn a_duel_table_has_each_seats_own_piles() {
    let mut app = headless_app("duel-table");
    start(&mut app, bots_only(Ruleset::duel(), 8));
    let table = app.world().resource::<PilesMatch>();
    assert_eq!(table.game.ruleset().mode, Mode::Duel);
    let owners: Vec<Option<usize>> = table.game.piles().iter().map(|pile| pile.owner).collect();
    assert_eq!(owners, vec![Some(0), Some(0), Some(1), Some(1)]);
    assert_eq!(table.game.draw_pile_sizes(), vec![52, 52]);
}

fn window_args(args: &[&str]) -> pilefire::launch::WindowArgs {
    use clap::{Args, FromArgMatches};
    let command = pilefire::launch::WindowArgs::augment_args(clap::Command::new("pilefire"));
    let matches = command
        .try_get_matches_from(std::iter::once("pilefire").chain(args.iter().copied()))
        .expect("the flags parse");
    pilefire::launch::WindowArgs::from_arg_matches(&matches).expect("the flags fit")
}

#[test]
fn autoplay_flags_put_bots_in_every_seat() {
    let launch = pilefire::launch::Launch::from_args(&window_args(&[
        "--autoplay",
        "--mode",
        "coop",
        "--seats",
        "3",
        "--seed",
        "7",
        "--fire",
        "--screenshots",
        "shots",
        "--exit-on-score",
        "--size",
        "1024x640",
    ]))
    .expect("a valid launch");
    assert_eq!((launch.width, launch.height), (1024, 640));
    let autoplay = launch.autoplay.expect("autoplay");
    assert_eq!(autoplay.config.human_seat, None);
    assert_eq!(autoplay.config.seed, Some(7));
    assert_eq!(autoplay.config.ruleset, Ruleset::coop(3).on_fire());
    assert!(autoplay.exit_on_score);
}

#[test]
fn autoplay_refuses_a_ruleset_the_books_do_not_have() {
    // On Fire belongs to the co-operative game (R-FIRE-1).
    let error = pilefire::launch::Launch::from_args(&window_args(&[
        "--autoplay",
        "--mode",
        "duel",
        "--fire",
    ]))
    .expect_err("refused");
    assert!(error.starts_with("R-FIRE-1"), "{error}");
    let error = pilefire::launch::Launch::from_args(&window_args(&["--screenshots", "shots"]))
        .expect_err("refused");
    assert!(error.contains("--autoplay"), "{error}");
    assert!(pilefire::launch::parse_size("1024x").is_err());
    assert!(pilefire::launch::parse_size("10x10").is_err());
    assert_eq!(pilefire::launch::parse_size("1920x1080"), Ok((1920, 1080)));
}

/// X11's WM_CLASS names the application in both halves only if Bevy is
/// given no name and the binary is called pilefire (bevy_winit 0.19.1 hands
/// a name over with an empty instance); Wayland's app id and a renamed
/// binary keep the name.
#[test]
fn the_window_goes_without_a_name_only_where_winit_names_it_pilefire() {
    use pilefire::app::X11_PLATFORM;
    use pilefire::app::window_name;
    let on_x11 = X11_PLATFORM;
    let named = Some("pilefire".to_string());
    assert_eq!(
        window_name(false, Some("pilefire")),
        if on_x11 { None } else { named.clone() }
    );
    assert_eq!(window_name(true, Some("pilefire")), named);
    assert_eq!(window_name(false, Some("polish-bin")), named);
    assert_eq!(window_name(false, None), named);
}

/// The saved window size is read from a settings file of any age, and one
/// no window can have is forgotten.
#[test]
fn a_saved_window_size_is_read_from_the_settings_file_and_checked() {
    use pilefire::shell::settings::SettingsStore;
    use pilefire::shell::window::saved_geometry;
    let dir = crate::support::temp_dir("saved-geometry");
    let store = SettingsStore {
        dir: Some(dir.clone()),
    };
    assert_eq!(
        saved_geometry(&store).opening((1280, 720), false),
        ((1280, 720), WindowPosition::Automatic),
        "no file: the default size"
    );
    std::fs::write(
        dir.join("settings.ron"),
        "(language: Some(English), master_volume: 0.5, window_size: Some((900, 650)))\n",
    )
    .unwrap();
    assert_eq!(
        saved_geometry(&store).opening((1280, 720), false),
        ((900, 650), WindowPosition::Automatic)
    );
    std::fs::write(
        dir.join("settings.ron"),
        "(window_size: Some((10, 650)), window_position: Some((5, 5)))\n",
    )
    .unwrap();
    assert_eq!(
        saved_geometry(&store).opening((1280, 720), false),
        ((1280, 720), WindowPosition::Automatic)
    );
}

/// Each run's log replaces the previous run's, which is kept once; a run
/// that logs without end stops at the cap.
#[test]
fn the_log_file_keeps_this_run_and_the_last_and_is_capped() {
    use pilefire::shell::log_file::{LOG_CAP, PREVIOUS_LOG_FILE, open_log};
    use std::io::Write;
    let dir = crate::support::temp_dir("log-file");
    let (path, mut first) = open_log(&dir).unwrap();
    writeln!(first, "first run").unwrap();
    drop(first);
    let (_, mut second) = open_log(&dir).unwrap();
    writeln!(second, "second run").unwrap();
    let line = [b'x'; 1000];
    for _ in 0..(2 * LOG_CAP / 1000) {
        second.write_all(&line).unwrap();
    }
    drop(second);
    let previous = std::fs::read_to_string(dir.join(PREVIOUS_LOG_FILE)).unwrap();
    assert_eq!(previous, "first run\n");
    let current = std::fs::read_to_string(&path).unwrap();
    assert!(current.starts_with("second run\n"));
    assert!(
        current.len() as u64 <= LOG_CAP + 100,
        "{} bytes",
        current.len()
    );
    assert!(current.ends_with("it reached its size cap]\n"));
}
