//! The cards-seen tracker: off by default; on, every number of the deck,
//! dimmed once on a pile and the person's own highlighted, read from the
//! person's view alone; its panel keeps clear of the hand and the piles.

use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use pilefire::piles::GAME as PILES;
use pilefire::piles::choices::PilesChoices;
use pilefire::piles::session::{MatchConfig, PilesMatch};
use pilefire::piles::table::cards_seen::{
    CardsSeenPanel, Seen, SeenNumber, out_of_play_runs, seen,
};
use pilefire::piles::table::layout::{CARD_SIZE, TableLayout};
use pilefire::piles::table::view::{CardView, Home, Place};
use pilefire::shell::settings::Settings;
use pilefire::shell::states::Screen;
use pilefire::shell::ui::theme::Colours;
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::rules::Ruleset;

fn table(name: &str, ruleset: Ruleset, size: (u32, u32), scale: f32, on: bool) -> App {
    let mut app = crate::support::menu_app(name, size, scale);
    app.world_mut()
        .resource_mut::<Settings>()
        .update_game(|choices: &mut PilesChoices| choices.cards_seen = on);
    app.insert_resource(MatchConfig {
        ruleset,
        seed: Some(12),
        bot_level: BotLevel::Normal,
        human_seat: Some(0),
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
    for _ in 0..4 {
        app.update();
    }
    app
}

/// Each number of the grid and its ink.
fn inks(app: &mut App) -> Vec<(u8, Color)> {
    let world = app.world_mut();
    let mut numbers = world.query::<(&SeenNumber, &Children)>();
    let mut texts = world.query::<&TextColor>();
    let found: Vec<(u8, Entity)> = numbers
        .iter(world)
        .map(|(number, children)| (number.0, children[0]))
        .collect();
    found
        .into_iter()
        .map(|(card, text)| (card, texts.get(world, text).unwrap().0))
        .collect()
}

fn panel(app: &mut App) -> (Rect, bool) {
    let world = app.world_mut();
    let mut panels = world.query_filtered::<
        (&ComputedNode, &UiGlobalTransform, &InheritedVisibility),
        With<CardsSeenPanel>,
    >();
    let (node, at, shown) = panels.single(world).expect("one tracker");
    (
        Rect::from_center_size(at.translation, node.size()),
        shown.get(),
    )
}

#[test]
fn the_tracker_is_off_by_default() {
    assert!(!Settings::default().game::<PilesChoices>().cards_seen);
    let mut app = table("seen-off", Ruleset::coop(3), (1280, 720), 1.0, false);
    assert!(!panel(&mut app).1);
}

#[test]
fn played_numbers_dim_and_the_persons_own_stand_out() {
    let mut app = table("seen-on", Ruleset::coop(3), (1280, 720), 1.0, true);
    assert!(panel(&mut app).1, "shown when on");
    let colours = *app.world().resource::<Colours>();
    let hand = app.world().resource::<PilesMatch>().game.hand(0).to_vec();
    let before = inks(&mut app);
    assert_eq!(before.len(), 98, "2 to 99");
    for (card, ink) in &before {
        let wanted = if hand.contains(card) {
            colours.accent
        } else {
            colours.text
        };
        assert_eq!(*ink, wanted, "card {card}");
    }
    // The person plays a card (on the rules, not through the table's
    // animations): it dims; nothing else changes.
    let play = app.world().resource::<PilesMatch>().game.legal_plays()[0];
    app.world_mut()
        .resource_mut::<PilesMatch>()
        .game
        .play(0, play)
        .expect("a legal play");
    for _ in 0..2 {
        app.update();
    }
    let after = inks(&mut app);
    for ((card, was), (_, now)) in before.iter().zip(&after) {
        if *card == play.card {
            assert_eq!(*now, colours.muted.with_alpha(0.25), "the played {card}");
        } else {
            assert_eq!(now, was, "card {card}");
        }
    }
}

/// What the tracker shows comes from the person's seat's view: another
/// seat's hand and the draw pile look alike.
#[test]
fn the_tracker_tells_no_hidden_card() {
    let app = table("seen-honest", Ruleset::coop(4), (1280, 720), 1.0, true);
    let table = app.world().resource::<PilesMatch>();
    let shown = seen(table);
    for seat in 1..4 {
        for card in table.game.hand(seat) {
            let at = shown.iter().find(|(c, _)| c == card).unwrap().1;
            assert_eq!(at, Seen::Out, "seat {seat}'s {card}");
        }
    }
    // In a Duel it tracks the opponent's set, none of it the person's.
    let duel = table_of(Ruleset::duel());
    let shown = seen(&duel);
    assert_eq!(shown.len(), 58);
    assert!(shown.iter().all(|(_, at)| *at == Seen::Out));
}

fn table_of(ruleset: Ruleset) -> PilesMatch {
    let app = table("seen-duel", ruleset, (1280, 720), 1.0, true);
    app.world().resource::<PilesMatch>().clone()
}

#[test]
fn out_of_play_numbers_read_as_runs() {
    let seen: Vec<(u8, Seen)> = (2..=12)
        .map(|card| {
            let at = match card {
                5 | 9 => Seen::Played,
                10 => Seen::Mine,
                _ => Seen::Out,
            };
            (card, at)
        })
        .collect();
    assert_eq!(out_of_play_runs(&seen), "2-4, 6-8, 11-12");
}

/// The panel keeps clear of the person's hand and the piles, at the normal
/// and the largest interface size and in a smaller window, in co-op and
/// in a Duel.
#[test]
fn the_tracker_keeps_clear_of_the_hand_and_the_piles() {
    for ruleset in [Ruleset::coop(5), Ruleset::duel()] {
        for (scale, size) in [(1.0, (1280, 720)), (2.0, (1280, 720)), (1.0, (1024, 640))] {
            let name = format!("seen-clear-{}-{scale}-{}", ruleset.seats, size.0);
            let mut app = table(&name, ruleset, size, scale, true);
            for _ in 0..300 {
                if card_rects(&mut app).len() >= ruleset.hand_size() + 4 {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(10));
                app.update();
            }
            let (tracker, shown) = panel(&mut app);
            assert!(shown && tracker.height() > 60.0, "{name}: {tracker:?}");
            let window = Rect::new(0.0, 0.0, size.0 as f32, size.1 as f32);
            assert_eq!(window.union(tracker), window, "{name}: {tracker:?}");
            for rect in card_rects(&mut app) {
                assert!(
                    rect.intersect(tracker).is_empty(),
                    "{name}: the tracker {tracker:?} covers {rect:?}"
                );
            }
        }
    }
}

/// The person's face-up hand and the piles, in physical pixels.
fn card_rects(app: &mut App) -> Vec<Rect> {
    let layout = app.world().resource::<TableLayout>().clone();
    let area = layout.area;
    let world = app.world_mut();
    let width = world
        .query::<&Window>()
        .single(world)
        .unwrap()
        .resolution
        .physical_width() as f32;
    let per_unit = width / area.width();
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
