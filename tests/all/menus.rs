//! Headless tests of the title menu driven by keys: each page spawns on
//! entering its `Menu` state and leaves nothing behind, Back returns to the
//! row that opened the page, and both games start from it.

use crate::support::press;
use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use pilefire::chameleons::GAME as CHAMELEONS;
use pilefire::piles::GAME as PILES;

use crate::support::temp_dir;
use pilefire::app::keyboard_plugin;
use pilefire::app::logic_plugin;
use pilefire::chameleons::choices::ChameleonChoices;
use pilefire::chameleons::rules_book::{POINTS, STEP_SECONDS, example_at};
use pilefire::chameleons::setup::ChameleonSetup;
use pilefire::l10n::Catalog;
use pilefire::l10n::Language;
use pilefire::piles::choices::PilesChoices;
use pilefire::shell::language::describe_code_error;
use pilefire::shell::settings::Settings;
use pilefire::shell::settings::SettingsStore;
use pilefire::shell::states::Menu;
use pilefire::shell::states::Screen;
use pilefire::shell::ui::scroll::ScrollingScreen;
use pilefire::shell::ui::theme::Focused;
use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents};
use pilefire_engine::chameleons::dealcode::{
    ChameleonCode, DAILY_CHAMELEON_PLAYERS, daily_chameleon_seed,
};
use pilefire_engine::codes::AnyDealCode;
use pilefire_engine::piles::dealcode::{DealCode, DealCodeError};
use pilefire_engine::piles::rules::Ruleset;
use pilefire_engine::piles::stats::Date;

fn menu_app(name: &str) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(SettingsStore {
        dir: Some(temp_dir(name)),
    });
    app.add_plugins((logic_plugin, keyboard_plugin));
    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    crate::support::open_menu(&mut app);
    app.update();
    app
}

fn keys(app: &mut App, keys: &[KeyCode]) {
    for &key in keys {
        press(app, key);
    }
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn menu(app: &App) -> Option<Menu> {
    app.world()
        .get_resource::<State<Menu>>()
        .map(|state| *state.get())
}

/// Every text on screen.
fn texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut query = world.query::<&Text>();
    query.iter(world).map(|text| text.0.clone()).collect()
}

fn ui_entities(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query_filtered::<(), With<Node>>().iter(world).count()
}

/// The title of the focused row.
fn focused_row(app: &mut App) -> String {
    let world = app.world_mut();
    let mut focused = world.query_filtered::<&Children, With<Focused>>();
    let children: Vec<Entity> = focused
        .iter(world)
        .flat_map(|children| children.iter().collect::<Vec<_>>())
        .collect();
    assert!(!children.is_empty(), "no row holds the focus");
    let title = children[0];
    world.get::<Text>(title).expect("a row's title").0.clone()
}

use KeyCode::*;

/// Each page, the keys that open it from the title (starting on "New game")
/// and the title's row that opened it.
const PAGES: [(Menu, &[KeyCode], &str, &str); 6] = [
    (Menu::NewGame, &[Enter], "New game", "Start [Enter]"),
    (Menu::Daily, &[ArrowDown, Enter], "Daily deal", "Solitaire"),
    (
        Menu::Code,
        &[ArrowDown, ArrowDown, Enter],
        "Play a deal code",
        "Paste [Ctrl+V]",
    ),
    (
        Menu::Settings,
        &[ArrowUp, ArrowUp, ArrowUp, Enter],
        "Settings",
        "Language",
    ),
    // Chameleon rows: the game row above "New game" switches the game.
    (
        Menu::NewGame,
        &[ArrowUp, ArrowRight, ArrowDown, Enter],
        "New game",
        "Score side",
    ),
    (
        Menu::Daily,
        &[ArrowDown, Enter],
        "Daily deal",
        "Today's deal",
    ),
];

#[test]
fn every_page_spawns_on_entering_and_leaves_nothing_behind() {
    let mut app = menu_app("menu-pages");
    assert_eq!(menu(&app), Some(Menu::Title));
    assert_eq!(focused_row(&mut app), "New game");
    let on_title = ui_entities(&mut app);
    let life = title_life(&mut app);
    assert_eq!(
        life,
        (1, 10, 3),
        "the backdrop, its drifting cards, the flame's tongues"
    );
    let subtitle =
        "two card games: number piles, together or in a duel; chameleon rows against bots";
    assert!(texts(&mut app).iter().any(|text| text == subtitle));
    for (page, opening, opener, row_on_page) in PAGES {
        keys(&mut app, opening);
        assert_eq!(menu(&app), Some(page), "{opener}");
        let shown = texts(&mut app);
        assert!(
            shown.iter().any(|text| text == row_on_page),
            "{page:?} shows {row_on_page}: {shown:?}"
        );
        assert!(
            !shown.iter().any(|text| text == subtitle),
            "the title's page is still there on {page:?}"
        );
        press(&mut app, Escape);
        assert_eq!(menu(&app), Some(Menu::Title));
        assert_eq!(focused_row(&mut app), opener, "Back from {page:?}");
        for _ in 0..12 {
            if focused_row(&mut app) == "New game" {
                break;
            }
            press(&mut app, ArrowUp);
        }
        assert_eq!(focused_row(&mut app), "New game");
        let count = ui_entities(&mut app);
        // Each game's title shows its own tutorial row: as many rows either way.
        assert_eq!(count, on_title, "entities left behind by {page:?}");
    }
    // Leaving the menu despawns the title too.
    keys(&mut app, &[Enter, Enter]);
    assert_eq!(screen(&app), Screen::Turns(CHAMELEONS));
    assert_eq!(menu(&app), None);
    let left: Vec<String> = texts(&mut app)
        .into_iter()
        .filter(|text| [subtitle, "Quit [Esc]", "Score side", "Card game"].contains(&text.as_str()))
        .collect();
    assert!(left.is_empty(), "menu texts outlive the menu: {left:?}");
    assert_eq!(
        title_life(&mut app),
        (0, 0, 0),
        "the title's life outlives the menu"
    );
}

/// The title's backdrops, drifting cards and flame tongues on screen.
fn title_life(app: &mut App) -> (usize, usize, usize) {
    use pilefire::shell::menus::title_life::{TitleBackdrop, TitleCard, TitleFlame};
    let world = app.world_mut();
    (
        world.query::<&TitleBackdrop>().iter(world).count(),
        world.query::<&TitleCard>().iter(world).count(),
        world.query::<&TitleFlame>().iter(world).count(),
    )
}

#[test]
fn a_chameleon_game_is_set_up_and_started_by_keys() {
    let mut app = menu_app("menu-chameleons");
    // Card game: chameleon rows; then its new-game page, which starts on Start.
    keys(&mut app, &[ArrowUp, ArrowRight, ArrowDown, Enter]);
    assert_eq!(menu(&app), Some(Menu::NewGame));
    assert_eq!(focused_row(&mut app), "Start [Enter]");
    // Up past "Today's deal" to the seed: 42.
    keys(&mut app, &[ArrowUp, ArrowUp, Digit4, Digit2]);
    // Opponents: from the mix of characters back round to all experts.
    // Side: purple. Players: 4 -> 3.
    keys(&mut app, &[ArrowUp]);
    assert!(texts(&mut app).contains(&"A mix of characters".to_string()));
    keys(&mut app, &[ArrowLeft]);
    assert!(texts(&mut app).contains(&"All experts".to_string()));
    keys(&mut app, &[ArrowUp, ArrowRight]);
    keys(&mut app, &[ArrowUp, ArrowLeft]);
    assert_eq!(focused_row(&mut app), "Players");
    assert!(texts(&mut app).contains(&"3: you and 2 bots".to_string()));
    // Enter on a value row starts the game the page describes.
    press(&mut app, Enter);
    assert_eq!(screen(&app), Screen::Turns(CHAMELEONS));
    let setup = app.world().resource::<ChameleonSetup>();
    assert_eq!(
        *setup,
        ChameleonSetup {
            players: 3,
            side: ScoreSide::Purple,
            seed: Some(42),
            opponents: Opponents::All(ChameleonLevel::Expert),
            human_seat: Some(0),
            daily: false,
        }
    );
    // The choices are kept for the next session.
    let menu: ChameleonChoices = app.world().resource::<Settings>().game();
    assert_eq!(menu.players, 3);
    assert_eq!(menu.side, ScoreSide::Purple);
}

#[test]
fn the_day_s_chameleon_deal_starts_from_the_daily_page() {
    let mut app = menu_app("menu-chameleon-daily");
    keys(
        &mut app,
        &[ArrowUp, ArrowRight, ArrowDown, ArrowDown, Enter],
    );
    assert_eq!(menu(&app), Some(Menu::Daily));
    assert_eq!(focused_row(&mut app), "Today's deal");
    press(&mut app, Enter);
    assert_eq!(screen(&app), Screen::Turns(CHAMELEONS));
    let setup = app.world().resource::<ChameleonSetup>();
    assert!(setup.daily);
    assert_eq!(setup.players, DAILY_CHAMELEON_PLAYERS);
    assert_eq!(setup.seed, Some(daily_chameleon_seed(Date::today_utc())));
    assert_eq!(setup.human_seat, Some(0));
}

/// Types `text` on the deal-code page, key by key.
fn type_code(app: &mut App, text: &str) {
    for character in text.chars() {
        let key = match character {
            '0'..='9' => DIGIT_KEYS[character as usize - '0' as usize],
            'A'..='Z' => LETTER_KEYS[character as usize - 'A' as usize],
            _ => continue,
        };
        press(app, key);
    }
}

const DIGIT_KEYS: [KeyCode; 10] = [
    Digit0, Digit1, Digit2, Digit3, Digit4, Digit5, Digit6, Digit7, Digit8, Digit9,
];
const LETTER_KEYS: [KeyCode; 26] = [
    KeyA, KeyB, KeyC, KeyD, KeyE, KeyF, KeyG, KeyH, KeyI, KeyJ, KeyK, KeyL, KeyM, KeyN, KeyO, KeyP,
    KeyQ, KeyR, KeyS, KeyT, KeyU, KeyV, KeyW, KeyX, KeyY, KeyZ,
];

#[test]
fn a_chameleon_deal_code_typed_on_the_deal_code_page_starts_that_chameleon_game() {
    let code = ChameleonCode::new(3, ScoreSide::Purple, 4242).unwrap();
    // From the chameleon title: Card game, then New game, Daily deal, Deal code.
    let mut app = menu_app("menu-chameleon-code");
    keys(
        &mut app,
        &[ArrowUp, ArrowRight, ArrowDown, ArrowDown, ArrowDown],
    );
    assert_eq!(focused_row(&mut app), "Play a deal code");
    press(&mut app, Enter);
    assert_eq!(menu(&app), Some(Menu::Code));
    // A mistyped code: a clear reason, and Enter starts nothing.
    let text = code.to_string().replace('-', "");
    let mut typo: Vec<char> = text.chars().collect();
    typo[5] = if typo[5] == 'Z' { 'Y' } else { 'Z' };
    type_code(&mut app, &typo.iter().collect::<String>());
    let shown = texts(&mut app);
    assert!(
        shown
            .iter()
            .any(|t| t.starts_with("Not a deal code: it does not check out")),
        "{shown:?}"
    );
    press(&mut app, Enter);
    assert_eq!(menu(&app), Some(Menu::Code));
    for _ in 0..text.len() {
        press(&mut app, Backspace);
    }
    type_code(&mut app, &text);
    let shown = texts(&mut app);
    assert!(
        shown
            .iter()
            .any(|t| t
                == "Chameleon rows, 3 players, purple side, seed 4242: press Enter to play it."),
        "{shown:?}"
    );
    press(&mut app, Enter);
    assert_eq!(screen(&app), Screen::Turns(CHAMELEONS));
    let setup = app.world().resource::<ChameleonSetup>();
    assert_eq!(
        (setup.players, setup.side, setup.seed, setup.human_seat),
        (3, ScoreSide::Purple, Some(4242), Some(0))
    );

    // The same page still plays number-pile codes.
    let mut app = menu_app("menu-number-code");
    let pile = DealCode::new(Ruleset::coop(2), 99).unwrap();
    keys(&mut app, &[ArrowDown, ArrowDown, Enter]);
    assert_eq!(menu(&app), Some(Menu::Code));
    type_code(&mut app, &pile.to_string());
    press(&mut app, Enter);
    assert_eq!(screen(&app), Screen::Deal(PILES));
}

#[test]
fn deal_code_errors_read_in_plain_words_in_both_languages() {
    let code = ChameleonCode::new(4, ScoreSide::Brown, 424_242).unwrap();
    let mut typo: Vec<char> = code.to_string().chars().filter(|c| *c != '-').collect();
    typo[3] = if typo[3] == '7' { '8' } else { '7' };
    let typo: String = typo.into_iter().collect();
    let error = AnyDealCode::parse(&typo).unwrap_err();
    assert_eq!(error, DealCodeError::ChecksumMismatch);
    let english = Catalog::new(Language::English);
    let italian = Catalog::new(Language::Italian);
    assert_eq!(
        describe_code_error(&error, &english),
        "it does not check out: a letter or digit is mistyped, or two are swapped."
    );
    assert_eq!(
        describe_code_error(&error, &italian),
        "non torna: una lettera o cifra è sbagliata, o due sono scambiate."
    );
    let short = AnyDealCode::parse("Q9QN-WA6").unwrap_err();
    assert!(describe_code_error(&short, &english).contains("this one has 7"));
    assert!(describe_code_error(&short, &italian).contains("questo ne ha 7"));
    let letter = AnyDealCode::parse("Q9QN-WA6N-J3U").unwrap_err();
    assert!(describe_code_error(&letter, &english).starts_with("\"U\" (symbol 13)"));
    // Every error reads as words in both languages (no missing text).
    let errors = [
        DealCodeError::Empty,
        DealCodeError::UnsupportedVersion(3),
        DealCodeError::SeedTooLarge(1 << 40),
        DealCodeError::NoSuchFirstSeat { seat: 4, seats: 2 },
        DealCodeError::ChameleonCode,
        DealCodeError::NumberPileCode,
        DealCodeError::NoSuchPlayerCount(7),
        error,
        short,
        letter,
    ];
    for error in errors {
        for catalog in [&english, &italian] {
            let words = describe_code_error(&error, catalog);
            assert!(!words.contains("code-error"), "{error:?}: {words}");
            assert!(words.len() > 10, "{error:?}: {words}");
        }
    }
}

#[test]
fn the_chameleon_rules_page_reads_in_plain_words_with_rule_ids_and_a_looping_example() {
    let mut app = menu_app("menu-chameleon-rules");
    app.world_mut()
        .resource_mut::<Settings>()
        .menu
        .choose(CHAMELEONS);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Rules);
    app.update();
    app.update();
    let shown = texts(&mut app);
    assert!(
        shown.iter().any(|t| t == "How to play chameleon rows"),
        "{shown:?}"
    );
    assert!(
        !shown.iter().any(|t| t == "How to play"),
        "the number-pile book is closed"
    );
    assert!(
        shown
            .iter()
            .any(|t| t.starts_with("9. With two players the three green rows hold 1, 2 and 3")),
        "{shown:?}"
    );
    // Every point has its rule ids as a small aside, and every id is cited.
    for (_, rules) in POINTS {
        assert!(shown.iter().any(|t| t == rules), "{rules}");
    }
    for id in 1..=14 {
        let id = format!("R-CL-{id}");
        assert!(
            POINTS
                .iter()
                .any(|(_, rules)| rules.split(", ").any(|r| r == id)),
            "{id}"
        );
    }
    // The example moves: a card is drawn, laid in a row, a row is taken; then again.
    let (step, _, drawn) = example_at(STEP_SECONDS - 0.1, false);
    assert_eq!(step, 0);
    let (_, _, placed) = example_at(2.0 * STEP_SECONDS - 0.1, false);
    let (_, _, sliding) = example_at(2.0 * STEP_SECONDS + 0.2, false);
    assert_ne!(drawn[1], placed[1], "the drawn card moves into a row");
    assert_eq!(drawn[2], None, "the next card is still in the deck");
    let (last, _, taken) = example_at(5.0 * STEP_SECONDS - 0.1, false);
    assert_eq!(last, 4);
    assert_ne!(taken[0], placed[0], "the taken row's cards move");
    // Mid-slide the next drawn card is on its way, not yet in its place.
    let (_, _, rested) = example_at(3.0 * STEP_SECONDS - 0.1, false);
    assert!(sliding[2].is_some() && sliding[2] != rested[2]);
    let looped = example_at(6.0 * STEP_SECONDS - 0.1, false);
    assert_eq!(looped.2, drawn, "it loops");
    // With reduced motion the cards rest where each step puts them.
    assert_eq!(example_at(STEP_SECONDS + 0.1, true).1, 1.0);
    // In Italian too.
    app.world_mut().resource_mut::<Settings>().language = Some(Language::Italian);
    app.update();
    app.update();
    let shown = texts(&mut app);
    assert!(
        shown
            .iter()
            .any(|t| t == "Come si gioca a file di camaleonti"),
        "{shown:?}"
    );
    press(&mut app, Escape);
    app.update();
    assert_eq!(screen(&app), Screen::Menu);
}

/// The focused row's value (its second text).
fn focused_value(app: &mut App) -> String {
    let world = app.world_mut();
    let mut focused = world.query_filtered::<&Children, With<Focused>>();
    let children: Vec<Entity> = focused
        .iter(world)
        .flat_map(|children| children.iter().collect::<Vec<_>>())
        .collect();
    let value = *children.get(1).expect("a value beside the title");
    world.get::<Text>(value).expect("a row's value").0.clone()
}

/// From Start up to the row titled `title`.
fn up_to(app: &mut App, title: &str) {
    for _ in 0..10 {
        if focused_row(app) == title {
            return;
        }
        press(app, ArrowUp);
    }
    assert_eq!(focused_row(app), title);
}

/// R-CO-5: co-op offers you, the strongest opening (proposed by the bots,
/// each judging only its own hand) or a teammate; the proposal for a typed
/// deal is shown, and the chosen rule decides who starts the dealt game.
#[test]
fn who_starts_a_co_op_game_is_chosen_by_keys_and_shown() {
    use pilefire_engine::piles::bots::opening::{FirstSeat, judge};
    use pilefire_engine::piles::rules::{Deal, Game, Ruleset};
    let mut app = menu_app("menu-who-starts");
    press(&mut app, Enter);
    assert_eq!(menu(&app), Some(Menu::NewGame));
    up_to(&mut app, "Game");
    press(&mut app, ArrowRight);
    assert_eq!(focused_value(&mut app), "Co-op with AI teammates");
    up_to(&mut app, "Start [Enter]");
    up_to(&mut app, "Who starts");
    assert_eq!(focused_value(&mut app), "You");
    press(&mut app, ArrowRight);
    assert_eq!(
        focused_value(&mut app),
        "Strongest opening (the bots propose it at the deal)"
    );
    // Two teammates: Bot 2 and Bot 3 can be chosen, then back to you.
    keys(&mut app, &[ArrowRight, ArrowRight]);
    assert_eq!(focused_value(&mut app), "Bot 3");
    press(&mut app, ArrowRight);
    assert_eq!(focused_value(&mut app), "You");
    press(&mut app, ArrowLeft);
    assert_eq!(focused_value(&mut app), "Bot 3");
    keys(&mut app, &[ArrowLeft, ArrowLeft]);
    // A typed deal: the bots' proposal shows before the game starts. Seed 7:
    // the proposal is not seat 1, so it cannot be the first bot by default.
    keys(&mut app, &[ArrowDown, Digit7, ArrowUp]);
    assert_eq!(focused_row(&mut app), "Who starts");
    let ruleset = Ruleset::coop(3);
    let deal = Deal::Seed(7);
    let proposed = FirstSeat::Strongest
        .resolve(&ruleset, &deal, 7, &[1, 2])
        .expect("a proposal");
    assert_eq!(
        proposed, 2,
        "the test's deal no longer shows what it should"
    );
    let game = Game::new(ruleset, deal, proposed).expect("a deal");
    let word = judge(&game.observation(proposed)).word();
    assert_eq!(
        focused_value(&mut app),
        format!("Strongest opening: Bot 3 thinks its opening is {word}")
    );
    press(&mut app, Enter);
    assert_eq!(screen(&app), Screen::Deal(PILES));
    app.update();
    let config = app
        .world()
        .resource::<pilefire::piles::session::MatchConfig>();
    assert_eq!(config.first_seat, FirstSeat::Strongest);
    assert_eq!(config.seed, Some(7));
    let table = app
        .world()
        .resource::<pilefire::piles::session::PilesMatch>();
    assert_eq!(table.game.first_seat(), proposed);
    assert_eq!(table.game.to_move(), proposed);
    assert_eq!(
        app.world()
            .resource::<Settings>()
            .game::<PilesChoices>()
            .first_seat,
        FirstSeat::Strongest
    );
}

/// R-DU-2: in Duel you, the computer or a draw; the computer starting
/// reaches the dealt game.
#[test]
fn who_starts_a_duel_is_chosen_by_keys() {
    use pilefire_engine::piles::bots::opening::FirstSeat;
    let mut app = menu_app("menu-who-starts-duel");
    press(&mut app, Enter);
    up_to(&mut app, "Game");
    keys(&mut app, &[ArrowLeft]);
    assert_eq!(focused_value(&mut app), "Duel against the computer");
    up_to(&mut app, "Start [Enter]");
    up_to(&mut app, "Who starts");
    assert_eq!(focused_value(&mut app), "You");
    press(&mut app, ArrowLeft);
    assert_eq!(focused_value(&mut app), "Random");
    press(&mut app, ArrowLeft);
    assert_eq!(focused_value(&mut app), "Computer");
    press(&mut app, Enter);
    assert_eq!(screen(&app), Screen::Deal(PILES));
    app.update();
    let config = app
        .world()
        .resource::<pilefire::piles::session::MatchConfig>();
    assert_eq!(config.first_seat, FirstSeat::Seat(1));
    let table = app
        .world()
        .resource::<pilefire::piles::session::PilesMatch>();
    assert_eq!(table.game.first_seat(), 1);
}

/// Where each drifting card of the title is.
fn title_cards(app: &mut App) -> Vec<(Val, Val)> {
    use pilefire::shell::menus::title_life::TitleCard;
    let world = app.world_mut();
    let mut query = world.query_filtered::<&Node, With<TitleCard>>();
    query
        .iter(world)
        .map(|node| (node.left, node.top))
        .collect()
}

#[test]
fn the_title_cards_drift_unless_motion_is_reduced() {
    use bevy::time::TimeUpdateStrategy;
    let mut app = menu_app("menu-drift");
    app.insert_resource(TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(100),
    ));
    app.update();
    let before = title_cards(&mut app);
    assert_eq!(before.len(), 10);
    for _ in 0..10 {
        app.update();
    }
    let drifted = title_cards(&mut app);
    assert!(
        before.iter().zip(&drifted).all(|(a, b)| a != b),
        "every card drifts: {before:?} -> {drifted:?}"
    );
    app.world_mut()
        .resource_mut::<Settings>()
        .accessibility
        .reduced_motion = true;
    app.update();
    let still = title_cards(&mut app);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(
        title_cards(&mut app),
        still,
        "reduced motion: the cards stand still"
    );
}

/// The title page's rows and texts as laid out (physical pixels) in a
/// window of `size` at interface size `scale`.
fn title_page_rects(name: &str, size: (u32, u32), scale: f32) -> (Vec<Rect>, Vec<Rect>) {
    use bevy::ui::{ComputedNode, UiGlobalTransform};
    let mut app = crate::support::menu_app(name, size, scale);
    for _ in 0..5 {
        app.update();
    }
    let world = app.world_mut();
    let rect = |(node, transform): (&ComputedNode, &UiGlobalTransform)| {
        Rect::from_center_size(transform.translation, node.size())
    };
    let mut buttons = world.query_filtered::<(&ComputedNode, &UiGlobalTransform), With<Button>>();
    let mut rows: Vec<Rect> = buttons.iter(world).map(rect).collect();
    rows.sort_by(|a, b| a.min.y.total_cmp(&b.min.y));
    // The page's texts, not the cards drifting behind it.
    let on_page = |world: &World, mut entity: Entity| {
        while let Some(parent) = world.get::<ChildOf>(entity) {
            entity = parent.parent();
            if world.get::<ScrollingScreen>(entity).is_some() {
                return true;
            }
        }
        false
    };
    let mut texts =
        world.query_filtered::<(Entity, &ComputedNode, &UiGlobalTransform), With<Text>>();
    let texts = texts
        .iter(world)
        .filter(|(entity, ..)| on_page(world, *entity))
        .map(|(_, node, transform)| rect((node, transform)))
        .filter(|text| text.width() > 0.0)
        .collect();
    (rows, texts)
}

/// The title menu breathes where the window has room (rows at least 9
/// pixels apart at 1280x720, where they were 4) and its whole page still
/// fits at 1024x640; at 200% the rows are close set as before.
#[test]
fn the_title_menu_spreads_its_rows_as_far_as_the_window_allows() {
    for (size, scale, least_gap) in [((1280, 720), 1.0, 9.0), ((1024, 640), 1.0, 6.0)] {
        let (rows, texts) = title_page_rects(&format!("menu-room-{}", size.0), size, scale);
        assert!(rows.len() >= 9, "the title page's rows: {rows:?}");
        for pair in rows.windows(2) {
            let gap = pair[1].min.y - pair[0].max.y;
            assert!(
                gap >= least_gap,
                "in {size:?} rows {:?} and {:?} are {gap} apart",
                pair[0],
                pair[1]
            );
        }
        let window = Rect::new(0.0, 0.0, size.0 as f32, size.1 as f32);
        for piece in rows.iter().chain(&texts) {
            assert!(
                window.contains(piece.min) && window.contains(piece.max),
                "in {size:?} {piece:?} is off the window"
            );
        }
    }
    let (rows, _) = title_page_rects("menu-room-200", (1280, 720), 2.0);
    let gap = rows[2].min.y - rows[1].max.y;
    // The close set's 2-pixel margin and the page's 2-pixel gap, doubled.
    assert!(gap <= 2.0 * 4.0 + 0.5, "close set at 200%: {gap}");
}

#[test]
fn replays_open_the_chosen_games_list_and_an_unknown_game_falls_back_to_the_first() {
    let mut app = menu_app("menu-replays-game");
    // Card game: chameleon rows; then up past Quit and Settings to Replays.
    keys(&mut app, &[ArrowUp, ArrowRight]);
    assert!(app.world().resource::<Settings>().menu.chose(CHAMELEONS));
    keys(&mut app, &[ArrowUp, ArrowUp, ArrowUp]);
    assert_eq!(focused_row(&mut app), "Replays");
    press(&mut app, Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Replays(CHAMELEONS));
    // Settings from a build with another game choose this build's first.
    let mut app = menu_app("menu-unknown-game");
    app.world_mut().resource_mut::<Settings>().menu.game = Some("Backgammon".into());
    app.update();
    assert!(app.world().resource::<Settings>().menu.chose(PILES));
}

#[test]
fn a_played_daily_deal_shows_how_it_went_and_its_par() {
    use pilefire::piles::kept::Stats;
    use pilefire_engine::piles::bots::driver::play_out;
    use pilefire_engine::piles::bots::{Bot, BotLevel, make_bot};
    use pilefire_engine::piles::dealcode::{DailyKind, daily_deal};
    use pilefire_engine::piles::rules::{Deal, Game};
    use pilefire_engine::piles::stats::summarise;

    let mut app = menu_app("menu-daily-par");
    let code = daily_deal(DailyKind::Solitaire, Date::today_utc());
    let mut game = Game::new(code.ruleset, Deal::Seed(code.seed), code.first_seat).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = vec![make_bot(BotLevel::Normal, &code.ruleset, 1)];
    play_out(&mut game, &mut bots).expect("legal moves");
    let summary = summarise(&game, Some(0), code.seed, BotLevel::Normal, 0, true, None);
    let left = summary.cards_left;
    app.world_mut().resource_mut::<Stats>().add(summary.clone());
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Daily);
    app.update();
    app.update();
    let played = |app: &mut App| {
        texts(app)
            .into_iter()
            .filter(|text| text.starts_with("played: "))
            .collect::<Vec<_>>()
    };
    let before = played(&mut app);
    assert_eq!(before.len(), 1, "{:?}", texts(&mut app));
    assert!(!before[0].contains("par"), "{before:?}");
    // Once the review has found the par, the row gives it too.
    assert!(
        app.world_mut()
            .resource_mut::<Stats>()
            .set_par(&summary, left + 2)
    );
    app.update();
    app.update();
    assert!(
        played(&mut app)
            .iter()
            .any(|text| text.ends_with(&format!(", par {}", left + 2))),
        "{:?}",
        played(&mut app)
    );
}

#[test]
fn a_played_daily_chameleon_deal_shows_the_score_made_and_its_par() {
    use pilefire::chameleons::kept::Stats;
    use pilefire_engine::chameleons::stats::ChameleonSummary;

    let mut app = menu_app("menu-daily-chameleon-par");
    app.world_mut()
        .resource_mut::<Settings>()
        .menu
        .choose(CHAMELEONS);
    let today = Date::today_utc();
    let summary = ChameleonSummary {
        date: today,
        players: DAILY_CHAMELEON_PLAYERS,
        side: ScoreSide::Brown,
        seed: daily_chameleon_seed(today),
        score: 13,
        place: 2,
        won: false,
        shared: false,
        level: ChameleonLevel::Normal.name().to_string(),
        human_seat: Some(0),
        daily: true,
        record_file: None,
        par: None,
    };
    app.world_mut().resource_mut::<Stats>().add(summary.clone());
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Daily);
    app.update();
    app.update();
    let played = |app: &mut App| {
        texts(app)
            .into_iter()
            .filter(|text| text.starts_with("played: "))
            .collect::<Vec<_>>()
    };
    assert_eq!(played(&mut app), vec!["played: 13 points".to_string()]);
    // Once the review has found the par, the row gives it too.
    assert!(
        app.world_mut()
            .resource_mut::<Stats>()
            .set_par(&summary, 15)
    );
    app.update();
    app.update();
    assert_eq!(
        played(&mut app),
        vec!["played: 13 points, par 15".to_string()]
    );
}
