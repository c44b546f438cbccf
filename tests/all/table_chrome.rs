//! The table's chrome: the turn line speaks to the person only on their own
//! turn, the person's buttons are disabled while they cannot act, at the
//! largest interface size the button column clears pile 4's texts and the
//! deck's count, and the toast's panel stands clear of the hand and piles.
//! What is drawn stays cheap for a software renderer.

use bevy::prelude::*;
use bevy::ui::InteractionDisabled;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use pilefire::piles::GAME as PILES;

use pilefire::l10n::{Catalog, Language};
use pilefire::piles::session::MatchConfig;
use pilefire::piles::session::PilesMatch;
use pilefire::piles::table::hud::{HudAction, Toast, ToastPanel};
use pilefire::piles::table::layout::{CARD_SIZE, TableLayout};
use pilefire::piles::table::piles::{DrawPileView, PileView};
use pilefire::piles::table::turn_line::{TurnState, turn_words};
use pilefire::piles::table::view::{CardView, Home, Place};
use pilefire::shell::language::Tr;
use pilefire::shell::settings::Settings;
use pilefire::shell::states::Screen;
use pilefire::shell::ui::theme::ButtonAction;
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::rules::Ruleset;

#[test]
fn a_bot_s_turn_is_told_in_the_third_person_in_both_languages() {
    let english = Tr(Catalog::new(Language::English));
    let italian = Tr(Catalog::new(Language::Italian));
    let bot = |played| TurnState {
        bot: Some("Bot 1"),
        played,
        required: 2,
    };
    let person = |played| TurnState {
        bot: None,
        played,
        required: 2,
    };
    // R-CO-7: after the minimum the seat to move may end its turn.
    assert_eq!(
        turn_words(&english, bot(2)),
        "Bot 1 has played 2 cards and may end the turn"
    );
    assert_eq!(
        turn_words(&italian, bot(2)),
        "Bot 1 ha giocato 2 carte e può chiudere il turno"
    );
    assert_eq!(
        turn_words(&english, bot(1)),
        "Bot 1's turn: 1 more to play (at least 2)"
    );
    for (tr, second_person) in [(&english, "you"), (&italian, "puoi")] {
        for played in 0..4 {
            let words = turn_words(tr, bot(played));
            assert!(
                !words.to_lowercase().contains(second_person),
                "a bot's turn speaks to the person: {words}"
            );
        }
    }
    assert_eq!(
        turn_words(&english, person(3)),
        "Your turn: 3 played, you may end the turn"
    );
    assert_eq!(
        turn_words(&italian, person(0)),
        "Tocca a te: gioca ancora 2 (almeno 2)"
    );
}

/// Physical pixels per table unit in the app's window.
fn pixels_per_unit(app: &mut App) -> f32 {
    let window = app
        .world_mut()
        .query::<&Window>()
        .single(app.world())
        .expect("a window")
        .resolution
        .clone();
    window.width() / app.world().resource::<TableLayout>().area.width()
}

/// The table as drawn, without a window, renderer or logger.
fn table_app(name: &str, ui_scale: f32) -> App {
    crate::support::menu_app(name, (1280, 720), ui_scale)
}

fn start(app: &mut App, human_seat: Option<usize>) {
    app.insert_resource(MatchConfig {
        ruleset: Ruleset::coop(3),
        seed: Some(12),
        bot_level: BotLevel::Normal,
        human_seat,
        ..MatchConfig::default()
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Deal(PILES));
    for _ in 0..400 {
        app.update();
        if *app.world().resource::<State<Screen>>().get() == Screen::Turns(PILES) {
            break;
        }
    }
    // A few frames for the layout to settle.
    for _ in 0..4 {
        app.update();
    }
}

fn disabled_buttons(app: &mut App) -> Vec<(HudAction, bool)> {
    let world = app.world_mut();
    let mut buttons = world.query::<(&ButtonAction<HudAction>, Has<InteractionDisabled>)>();
    let mut found: Vec<(HudAction, bool)> = buttons
        .iter(world)
        .map(|(action, disabled)| (action.0, disabled))
        .collect();
    found.sort_by_key(|(action, _)| format!("{action:?}"));
    found
}

#[test]
fn the_person_s_buttons_are_disabled_while_only_bots_play() {
    let mut app = table_app("chrome-bots", 1.0);
    start(&mut app, None);
    let buttons = disabled_buttons(&mut app);
    assert_eq!(buttons.len(), 5, "the five buttons: {buttons:?}");
    for (action, disabled) in buttons {
        assert_eq!(
            disabled,
            action != HudAction::Menu,
            "{action:?} in a bots-only game"
        );
    }
}

#[test]
fn on_the_person_s_turn_their_buttons_are_live() {
    let mut app = table_app("chrome-person", 1.0);
    start(&mut app, Some(0));
    let to_move = app.world().resource::<PilesMatch>().game.to_move();
    assert_eq!(to_move, 0, "seat 1 starts this deal");
    for (action, disabled) in disabled_buttons(&mut app) {
        assert!(!disabled, "{action:?} on the person's own turn");
    }
}

/// Physical-pixel rectangles of the texts under `parent`-matching entities.
fn text_rects(app: &mut App, of: impl Fn(&World, Entity) -> bool) -> Vec<Rect> {
    let area = app.world().resource::<TableLayout>().area;
    let per_unit = pixels_per_unit(app);
    let world = app.world_mut();
    let mut texts = world.query::<(
        Entity,
        &GlobalTransform,
        &bevy::text::TextLayoutInfo,
        Option<&bevy::sprite::Anchor>,
        &ChildOf,
        &Text2d,
    )>();
    let found: Vec<(Entity, Vec3, Vec2, Vec2, Entity)> = texts
        .iter(world)
        .filter(|(.., text)| !text.0.is_empty())
        .map(|(entity, transform, info, anchor, parent, _)| {
            (
                entity,
                transform.translation(),
                info.size,
                anchor.map_or(Vec2::ZERO, |anchor| anchor.as_vec()),
                parent.parent(),
            )
        })
        .collect();
    found
        .into_iter()
        .filter(|(.., parent)| of(&*world, *parent))
        .map(|(_, at, size, anchor, _)| {
            assert!(size.x > 0.0, "the text is laid out");
            let centre = at.truncate() - anchor * size;
            let screen = Vec2::new(
                (centre.x - area.min.x) * per_unit,
                (area.max.y - centre.y) * per_unit,
            );
            Rect::from_center_size(screen, size * per_unit)
        })
        .collect()
}

#[test]
fn at_the_largest_interface_size_the_buttons_clear_pile_4_and_the_deck() {
    let mut app = table_app("chrome-layout", 2.0);
    start(&mut app, Some(0));
    let world = app.world_mut();
    let mut buttons =
        world.query::<(&ComputedNode, &UiGlobalTransform, &ButtonAction<HudAction>)>();
    let column = buttons
        .iter(world)
        .map(|(node, transform, _)| Rect::from_center_size(transform.translation, node.size()))
        .reduce(|a, b| a.union(b))
        .expect("the table's buttons");
    assert!(
        column.height() > 100.0,
        "the buttons are laid out: {column:?}"
    );
    let pile_4 = text_rects(&mut app, |world, parent| {
        world
            .get::<PileView>(parent)
            .is_some_and(|pile| pile.0 == 3)
    });
    let deck = text_rects(&mut app, |world, parent| {
        world.get::<DrawPileView>(parent).is_some()
    });
    assert!(
        !pile_4.is_empty() && !deck.is_empty(),
        "the texts are found"
    );
    for text in pile_4.iter().chain(&deck) {
        assert!(
            text.intersect(column).is_empty(),
            "the buttons {column:?} cover a text at {text:?}"
        );
    }
}

/// The background is the felt in the palette's colour with a vignette
/// over it, behind everything and covering the camera's area; no other
/// sprite covers the window (on a software renderer every pixel drawn
/// costs, docs/PERFORMANCE.md), and of the deck's layers only the lowest
/// casts a shadow on the felt.
#[test]
fn the_background_is_felt_and_vignette_and_the_deck_casts_one_shadow() {
    use pilefire::shell::camera::MainCamera;
    use pilefire::shell::ui::art::Art;
    use pilefire::shell::ui::backdrop::{Felt, Vignette, felt_tint};
    use pilefire::shell::ui::theme::Colours;

    let mut app = table_app("one-background", 1.0);
    start(&mut app, None);
    let world = app.world_mut();
    let mut cameras = world.query_filtered::<(), With<MainCamera>>();
    assert_eq!(cameras.iter(world).count(), 1, "one camera");
    let area = world.resource::<TableLayout>().area;
    let tint = felt_tint(world.resource::<Colours>());
    let felt_image = world.resource::<Art>().felt.id();
    let mut felts = world.query_filtered::<(&Sprite, &GlobalTransform), With<Felt>>();
    let (felt, felt_at) = felts.single(world).expect("one felt");
    assert_eq!(felt.color, tint, "the felt takes the palette's colour");
    assert_eq!(felt.image.id(), felt_image, "the felt is the felt tile");
    assert!(
        matches!(
            felt.image_mode,
            SpriteImageMode::Tiled {
                tile_x: true,
                tile_y: true,
                ..
            }
        ),
        "the felt tile repeats"
    );
    assert_eq!(
        felt.custom_size,
        Some(area.size()),
        "the felt covers the table's area"
    );
    let felt_z = felt_at.translation().z;
    let mut vignettes = world.query_filtered::<(&Sprite, &GlobalTransform), With<Vignette>>();
    let (vignette, vignette_at) = vignettes.single(world).expect("one vignette");
    assert_eq!(
        vignette.custom_size,
        Some(area.size()),
        "the vignette covers the area"
    );
    let vignette_z = vignette_at.translation().z;
    assert!(vignette_z > felt_z, "the vignette lies over the felt");
    let mut background = world.query_filtered::<Entity, Or<(With<Felt>, With<Vignette>)>>();
    let background: Vec<Entity> = background.iter(world).collect();
    let mut others = world.query::<(Entity, &Sprite, &GlobalTransform)>();
    let lowest_other = others
        .iter(world)
        .filter(|(entity, ..)| !background.contains(entity))
        .map(|(_, _, at)| at.translation().z)
        .fold(f32::INFINITY, f32::min);
    assert!(
        lowest_other > vignette_z,
        "every other sprite is drawn over the background ({lowest_other})"
    );

    let shadow = world.resource::<Art>().card_shadow.id();
    let mut sprites = world.query::<(Entity, &Sprite, &InheritedVisibility)>();
    let mut parents = world.query::<&ChildOf>();
    let mut decks = world.query::<&DrawPileView>();
    let mut deck_shadows = 0;
    for (entity, sprite, visible) in sprites.iter(world) {
        if background.contains(&entity) {
            continue;
        }
        let size = sprite.custom_size.unwrap_or_default();
        assert!(
            size.x < 640.0 || size.y < 360.0,
            "a sprite of {size} covers much of the window"
        );
        let grandparent = parents
            .get(world, entity)
            .and_then(|parent| parents.get(world, parent.parent()))
            .map(|grandparent| grandparent.parent());
        let on_deck = grandparent.is_ok_and(|deck| decks.get(world, deck).is_ok());
        if on_deck && sprite.image.id() == shadow && visible.get() {
            deck_shadows += 1;
        }
    }
    assert_eq!(deck_shadows, 1, "the full deck casts one shadow");
}

/// Physical-pixel rectangle of a UI node.
fn node_rect(node: &ComputedNode, transform: &UiGlobalTransform) -> Rect {
    Rect::from_center_size(transform.translation, node.size())
}

/// The person's face-up hand and the piles (their places on the table), in
/// physical pixels, a little larger than a card: hand cards are tilted a
/// few degrees.
fn card_rects(app: &mut App) -> Vec<Rect> {
    let layout = app.world().resource::<TableLayout>().clone();
    let area = layout.area;
    let per_unit = pixels_per_unit(app);
    let world = app.world_mut();
    let mut cards = world.query::<(&CardView, &Home)>();
    let hand = cards
        .iter(world)
        .filter(|(view, home)| home.place == Place::Hand && view.face_up)
        .map(|(_, home)| home.position.truncate());
    hand.chain(layout.piles.iter().copied())
        .map(|at| {
            let screen = Vec2::new(
                (at.x - area.min.x) * per_unit,
                (area.max.y - at.y) * per_unit,
            );
            Rect::from_center_size(screen, (CARD_SIZE + Vec2::splat(12.0)) * per_unit)
        })
        .collect()
}

/// The longest refusal in Italian, on the drawn toast panel, stands between
/// the piles (their cards and labels) and the person's hand, at the normal
/// and the largest interface size and in a smaller window.
#[test]
fn the_toast_clears_the_hand_and_the_piles() {
    for (scale, size) in [(1.0, (1280, 720)), (2.0, (1280, 720)), (1.0, (1024, 640))] {
        let mut app =
            crate::support::menu_app(&format!("chrome-toast-{scale}-{}", size.0), size, scale);
        app.world_mut().resource_mut::<Settings>().language = Some(Language::Italian);
        start(&mut app, Some(0));
        // The deal flies on the clock: wait until the whole hand has landed.
        for _ in 0..300 {
            if card_rects(&mut app).len() >= 8 {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
            app.update();
        }
        // The longest refusal there is (R-CO-6 on a pile going down).
        let text = Catalog::new(Language::Italian).format(
            "errors-wrong-direction",
            &[
                ("card", 17.into()),
                ("top", 25.into()),
                ("direction", "down".into()),
            ],
        );
        assert!(text.chars().count() >= 110, "the long refusal: {text}");
        app.world_mut().write_message(Toast {
            text,
            aside: "R-CO-6".into(),
        });
        for _ in 0..4 {
            app.update();
        }
        let world = app.world_mut();
        let mut panels = world.query_filtered::<
            (&ComputedNode, &UiGlobalTransform, &InheritedVisibility),
            With<ToastPanel>,
        >();
        let (node, transform, shown) = panels.single(world).expect("the toast's panel");
        assert!(shown.get(), "the toast is shown");
        let toast = node_rect(node, transform);
        assert!(toast.height() > 30.0, "the toast is laid out: {toast:?}");
        let mut covered = card_rects(&mut app);
        assert!(covered.len() >= 8, "the hand and the piles: {covered:?}");
        covered.extend(text_rects(&mut app, |world, parent| {
            world.get::<PileView>(parent).is_some()
        }));
        for rect in covered {
            assert!(
                rect.intersect(toast).is_empty(),
                "at {scale}x in {size:?} the toast {toast:?} covers {rect:?}"
            );
        }
    }
}
