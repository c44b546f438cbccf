//! Headless, key-driven tests of the number-pile game's Rules, Statistics and
//! Replays screens: each opens from the title menu by keys, changes what it
//! shows by keys, and on Esc goes back leaving nothing behind.

use crate::support::press;
use bevy::prelude::*;
use pilefire::chameleons::GAME as CHAMELEONS;
use pilefire::piles::GAME as PILES;

use pilefire::l10n::Language;
use pilefire::piles::describe::describe_ruleset;
use pilefire::piles::kept::Stats;
use pilefire::piles::session::PilesMatch;
use pilefire::shell::language::Tr;
use pilefire::shell::settings::Settings;
use pilefire::shell::states::Screen;
use pilefire::shell::ui::theme::Focused;
use pilefire_engine::piles::bots::driver::play_out;
use pilefire_engine::piles::bots::{Bot, BotLevel, make_bot};
use pilefire_engine::piles::rules::{Deal, Game, Ruleset};

use KeyCode::*;

/// The screens as the player sees them (`pictures_plugin`, which draws with
/// the window's theme), without a window, renderer or logger.
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

fn ui_entities(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query_filtered::<(), With<Node>>().iter(world).count()
}

fn focused_row(app: &mut App) -> String {
    let world = app.world_mut();
    let mut focused = world.query_filtered::<&Children, With<Focused>>();
    let children: Vec<Entity> = focused
        .iter(world)
        .flat_map(|children| children.iter().collect::<Vec<_>>())
        .collect();
    let title = *children.first().expect("a focused row");
    world.get::<Text>(title).expect("a row's title").0.clone()
}

/// On the title, Down until the row titled `title` has the focus.
fn down_to(app: &mut App, title: &str) {
    for _ in 0..16 {
        if focused_row(app) == title {
            return;
        }
        press(app, ArrowDown);
    }
    assert_eq!(focused_row(app), title);
}

fn ruleset_words(app: &App, ruleset: &Ruleset) -> String {
    describe_ruleset(ruleset, app.world().resource::<Tr>())
}

/// A bot game finished with the person in seat 0, kept as the score screen
/// keeps it (statistics and record).
fn keep_game(app: &mut App, ruleset: Ruleset, seed: u64) -> Game {
    let mut game = Game::new(ruleset, Deal::Seed(seed), 0).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = (0..ruleset.seats)
        .map(|seat| make_bot(BotLevel::Normal, &ruleset, seed + seat as u64))
        .collect();
    play_out(&mut game, &mut bots).expect("legal moves");
    app.insert_resource(PilesMatch {
        game: game.clone(),
        seed,
        human_seat: Some(0),
        bot_level: BotLevel::Normal,
        daily: false,
    });
    go(app, Screen::Score(PILES));
    go(app, Screen::Menu);
    game
}

#[test]
fn the_rules_screen_turns_its_pages_by_keys_and_leaves_nothing_behind() {
    let mut app = app("screens-rules");
    let on_title = ui_entities(&mut app);
    down_to(&mut app, "Rules");
    press(&mut app, Enter);
    assert_eq!(screen(&app), Screen::Rules);
    // The focused tab is the page shown; its points cite its rules.
    let cites = |app: &mut App, rule: &str| texts(app).iter().any(|t| t.contains(rule));
    assert_eq!(focused_row(&mut app), "Together");
    assert!(cites(&mut app, "(R-CO-6)") && !cites(&mut app, "(R-PRO-1)"));
    press(&mut app, ArrowRight);
    assert_eq!(focused_row(&mut app), "Professional");
    assert!(cites(&mut app, "(R-PRO-1)") && !cites(&mut app, "(R-CO-6)"));
    // Left twice from the second page wraps round to the last.
    keys(&mut app, &[ArrowLeft, ArrowLeft]);
    assert_eq!(focused_row(&mut app), "Table talk");
    press(&mut app, Tab);
    assert_eq!(focused_row(&mut app), "Together");
    press(&mut app, Escape);
    assert_eq!(screen(&app), Screen::Menu);
    assert!(
        !cites(&mut app, "(R-CO-6)"),
        "the rules outlive their screen"
    );
    assert_eq!(ui_entities(&mut app), on_title, "entities left behind");
}

fn keys(app: &mut App, keys: &[KeyCode]) {
    for &key in keys {
        press(app, key);
    }
}

#[test]
fn the_statistics_screen_shows_each_kind_of_game_by_keys() {
    let mut app = app("screens-stats");
    let solitaire = Ruleset::coop(1);
    let coop = Ruleset::coop(3);
    keep_game(&mut app, solitaire, 3);
    keep_game(&mut app, coop, 4);
    // The last game's par, as its review would find it: one card better.
    let last = app.world().resource::<Stats>().history.back().cloned();
    let last = last.expect("kept");
    let par = last.cards_left + 1;
    assert!(app.world_mut().resource_mut::<Stats>().set_par(&last, par));
    let on_title = ui_entities(&mut app);
    down_to(&mut app, "Statistics");
    press(&mut app, Enter);
    assert_eq!(screen(&app), Screen::Statistics);
    // Games at or under par, of those whose par is known; the recent game
    // names its par.
    let shown = texts(&mut app);
    assert!(
        shown.iter().any(|text| text == "at or under par"),
        "{shown:?}"
    );
    assert!(shown.iter().any(|text| text == "1 of 1"), "{shown:?}");
    let par_words = format!(", par {par}");
    assert_eq!(
        shown
            .iter()
            .filter(|text| text.ends_with(&par_words))
            .count(),
        1,
        "{shown:?}"
    );
    let kinds = [
        "All games".to_string(),
        ruleset_words(&app, &solitaire),
        ruleset_words(&app, &coop),
    ];
    let shown_kind = |app: &mut App| -> Vec<String> {
        texts(app)
            .into_iter()
            .filter(|text| kinds.contains(text))
            .collect()
    };
    assert_eq!(shown_kind(&mut app), vec!["All games".to_string()]);
    // Right steps through every kind played and back to all games; Left back.
    let mut seen = Vec::new();
    for _ in 0..3 {
        press(&mut app, ArrowRight);
        seen.extend(shown_kind(&mut app));
    }
    assert_eq!(seen.len(), 3, "{seen:?}");
    assert_eq!(seen[2], "All games");
    let mut played = seen[..2].to_vec();
    played.sort();
    let mut expected = kinds[1..].to_vec();
    expected.sort();
    assert_eq!(played, expected);
    press(&mut app, ArrowLeft);
    assert_eq!(shown_kind(&mut app), vec![seen[1].clone()]);
    // R leads to the replays; Esc back to the statistics from there.
    press(&mut app, KeyR);
    assert_eq!(screen(&app), Screen::Replays(PILES));
    press(&mut app, Escape);
    assert_eq!(screen(&app), Screen::Statistics);
    press(&mut app, Escape);
    assert_eq!(screen(&app), Screen::Menu);
    down_to(&mut app, "Statistics");
    press(&mut app, Enter);
    assert_eq!(screen(&app), Screen::Statistics);
    press(&mut app, Escape);
    assert_eq!(screen(&app), Screen::Menu);
    assert!(
        shown_kind(&mut app).is_empty(),
        "statistics outlive their screen"
    );
    assert_eq!(ui_entities(&mut app), on_title, "entities left behind");
}

#[test]
fn a_kept_game_replays_turn_by_turn_by_keys() {
    let mut app = app("screens-replays");
    let older = keep_game(&mut app, Ruleset::coop(1), 5);
    keep_game(&mut app, Ruleset::coop(3), 6);
    let on_title = ui_entities(&mut app);
    down_to(&mut app, "Replays");
    press(&mut app, Enter);
    assert_eq!(screen(&app), Screen::Replays(PILES));
    // Newest first: the co-op game has the focus; Down moves to solitaire.
    let coop_words = ruleset_words(&app, &Ruleset::coop(3));
    let solitaire_words = ruleset_words(&app, &Ruleset::coop(1));
    assert!(focused_row(&mut app).contains(&coop_words));
    press(&mut app, ArrowDown);
    assert!(focused_row(&mut app).contains(&solitaire_words));
    press(&mut app, Enter);
    let turns = older.record().turns.len();
    assert!(turns > 3);
    let position = |app: &mut App| -> String {
        texts(app)
            .into_iter()
            .find(|text| text.starts_with(&solitaire_words) && text.contains("  -  turn "))
            .expect("the position line")
    };
    assert!(position(&mut app).ends_with(&format!("turn 0 of {turns}")));
    assert!(texts(&mut app).contains(&"The deal: every hand as it was dealt.".to_string()));
    keys(&mut app, &[ArrowRight, ArrowRight, ArrowRight, ArrowLeft]);
    assert!(position(&mut app).ends_with(&format!("turn 2 of {turns}")));
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t.starts_with("Seat 1 (you) played"))
    );
    press(&mut app, End);
    assert!(position(&mut app).ends_with(&format!("turn {turns} of {turns}")));
    let left = older.cards_left();
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t.starts_with("Game over:")
                && (left == 0 || t.contains(&format!("{left} card")))),
        "the last position shows the result"
    );
    press(&mut app, Home);
    assert!(position(&mut app).ends_with(&format!("turn 0 of {turns}")));
    // Esc closes the record, then leaves for the menu.
    press(&mut app, Escape);
    assert_eq!(screen(&app), Screen::Replays(PILES));
    assert!(texts(&mut app).contains(&"Replays".to_string()));
    press(&mut app, Escape);
    assert_eq!(screen(&app), Screen::Menu);
    assert_eq!(ui_entities(&mut app), on_title, "entities left behind");
}

/// With no game kept, the replays list has nothing to open: Back wears the
/// focus ring and Enter takes it, in both replay lists, back to where the
/// list was opened from: the menu or the statistics.
#[test]
fn an_empty_replays_list_puts_the_focus_on_back() {
    let mut app = app("screens-replays-empty");
    for (list, back) in [
        (Screen::Replays(PILES), Screen::Menu),
        (Screen::Replays(CHAMELEONS), Screen::Menu),
        (Screen::Replays(PILES), Screen::Statistics),
        (Screen::Replays(CHAMELEONS), Screen::Statistics),
    ] {
        go(&mut app, back);
        go(&mut app, list);
        assert_eq!(focused_row(&mut app), "Back [Esc]", "{list:?}");
        press(&mut app, KeyCode::Enter);
        assert_eq!(screen(&app), back, "Enter leaves {list:?}");
    }
}

/// A kept co-op game is reviewed as its replay opens: the par is kept with
/// it, R opens the review, and a turn chosen there (Tab, Enter) is shown on
/// the table with the expert's alternative drawn in on the person's hand.
#[test]
fn a_replay_reviews_the_persons_turns_and_shows_a_chosen_one() {
    use pilefire_engine::piles::review::{SAMPLES, Verdict, review};
    let mut app = app("screens-replay-review");
    // A solitaire deal where the normal bot, standing in for the person,
    // makes at least one costly turn.
    let (game, costly) = (1..40)
        .find_map(|seed| {
            let ruleset = Ruleset::coop(1);
            let mut game = Game::new(ruleset, Deal::Seed(seed), 0).unwrap();
            let mut bots = vec![make_bot(BotLevel::Normal, &ruleset, seed)];
            play_out(&mut game, &mut bots).expect("legal moves");
            let found = review(&game.record(), 0, SAMPLES, |_, _| {}).unwrap();
            let first = found
                .turns
                .iter()
                .find(|turn| turn.verdict >= Verdict::Inaccuracy)?
                .turn;
            Some((seed, first))
        })
        .map(|(seed, first)| (keep_game(&mut app, Ruleset::coop(1), seed), first))
        .expect("a deal with a costly turn");
    let turns = game.record().turns.len();
    let on_title = ui_entities(&mut app);
    down_to(&mut app, "Replays");
    press(&mut app, Enter);
    press(&mut app, Enter);
    // The review is worked out off the main thread, then its line shows.
    let has = |app: &mut App, wanted: &dyn std::ops::Fn(&str) -> bool| {
        texts(app).iter().any(|t| wanted(t))
    };
    for _ in 0..1_000 {
        if has(&mut app, &|t| {
            t.ends_with("Your turns beside the expert [R]")
        }) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        app.update();
    }
    assert!(has(&mut app, &|t| t
        .ends_with("Your turns beside the expert [R]")));
    let kept = app.world().resource::<Stats>().history.back().cloned();
    assert!(kept.expect("kept").par.is_some(), "the par is kept");
    press(&mut app, KeyR);
    assert!(has(&mut app, &|t| t == "Your turns beside the expert"));
    // Back holds the focus; Tab wraps to the first costly turn.
    press(&mut app, Tab);
    assert!(
        focused_row(&mut app).starts_with(&format!("Turn {costly}, ")),
        "{}",
        focused_row(&mut app)
    );
    press(&mut app, Enter);
    assert!(!has(&mut app, &|t| t == "Your turns beside the expert"));
    let position = format!("turn {} of {turns}", costly - 1);
    assert!(
        has(&mut app, &|t| t.ends_with(&position)),
        "{:?}",
        texts(&mut app)
    );
    assert!(has(&mut app, &|t| t
        .starts_with(&format!("Next: Turn {costly}, "))));
    assert!(has(&mut app, &|t| t.starts_with("expert: pile ")));
    // Esc closes the record, then leaves for the menu.
    press(&mut app, Escape);
    press(&mut app, Escape);
    assert_eq!(screen(&app), Screen::Menu);
    assert_eq!(ui_entities(&mut app), on_title, "entities left behind");
}
