//! Headless tests of the title menu driven by keys: each page spawns on
//! entering its `Menu` state and leaves nothing behind, Back returns to the
//! row that opened the page, and both games start from it.

use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use crate::support::temp_dir;
use pilefire::chameleons::ScoreSide;
use pilefire::chameleons::bots::ChameleonLevel;
use pilefire::dealcode::{DAILY_CHAMELEON_PLAYERS, daily_chameleon_seed};
use pilefire::game::core::chameleon_setup::ChameleonSetup;
use pilefire::game::ui::theme::Focused;
use pilefire::game::{Menu, Screen, Settings, SettingsStore, keyboard_plugin, logic_plugin};
use pilefire::l10n::Language;
use pilefire::stats::Date;

fn menu_app(name: &str) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(SettingsStore {
        dir: Some(temp_dir(name)),
    });
    app.add_plugins((logic_plugin, keyboard_plugin));
    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    app.update();
    app.update();
    app
}

fn press(app: &mut App, key: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: key,
            logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
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
        Menu::NewChameleons,
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
        // The chameleon title hides the deal-code and tutorial rows (and their labels).
        let expected = match app.world().resource::<Settings>().menu.game {
            pilefire::game::core::settings::GameChoice::NumberPiles => on_title,
            pilefire::game::core::settings::GameChoice::Chameleons => on_title - 4,
        };
        assert_eq!(count, expected, "entities left behind by {page:?}");
    }
    // Leaving the menu despawns the title too.
    keys(&mut app, &[Enter, Enter]);
    assert_eq!(screen(&app), Screen::Chameleons);
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
    use pilefire::game::menus::title_life::{TitleBackdrop, TitleCard, TitleFlame};
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
    assert_eq!(menu(&app), Some(Menu::NewChameleons));
    assert_eq!(focused_row(&mut app), "Start [Enter]");
    // Up past "Today's deal" to the seed: 42.
    keys(&mut app, &[ArrowUp, ArrowUp, Digit4, Digit2]);
    // Bots: expert. Side: purple. Players: 4 -> 3.
    keys(&mut app, &[ArrowUp, ArrowRight, ArrowUp, ArrowRight]);
    keys(&mut app, &[ArrowUp, ArrowLeft]);
    assert_eq!(focused_row(&mut app), "Players");
    assert!(texts(&mut app).contains(&"3: you and 2 bots".to_string()));
    // Enter on a value row starts the game the page describes.
    press(&mut app, Enter);
    assert_eq!(screen(&app), Screen::Chameleons);
    let setup = app.world().resource::<ChameleonSetup>();
    assert_eq!(
        *setup,
        ChameleonSetup {
            players: 3,
            side: ScoreSide::Purple,
            seed: Some(42),
            level: ChameleonLevel::Expert,
            human_seat: Some(0),
            daily: false,
        }
    );
    // The choices are kept for the next session.
    let menu = app.world().resource::<Settings>().menu;
    assert_eq!(menu.chameleon_players, 3);
    assert_eq!(menu.chameleon_side, ScoreSide::Purple);
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
    assert_eq!(screen(&app), Screen::Chameleons);
    let setup = app.world().resource::<ChameleonSetup>();
    assert!(setup.daily);
    assert_eq!(setup.players, DAILY_CHAMELEON_PLAYERS);
    assert_eq!(setup.seed, Some(daily_chameleon_seed(Date::today_utc())));
    assert_eq!(setup.human_seat, Some(0));
}

/// Where each drifting card of the title is.
fn title_cards(app: &mut App) -> Vec<(Val, Val)> {
    use pilefire::game::menus::title_life::TitleCard;
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
