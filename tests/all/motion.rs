//! What moves on the table, headless with everything the player sees: with
//! reduced motion nothing travels, turns, flips, bounces or grows (cards are
//! always at home and full size, a trick's light and smoke only fade, the
//! flames stand still), even at the picture-taking pace; and a hint lights
//! its card and pile in its own colour, apart from the pick.

use pilefire::piles::GAME as PILES;
use std::collections::HashMap;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use pilefire::piles::hints::Hint;
use pilefire::piles::hints::HintRequest;
use pilefire::piles::session::MatchConfig;
use pilefire::piles::session::PilesMatch;
use pilefire::piles::table::fire::{Flame, Smoke};
use pilefire::piles::table::hint_glow::{HintLight, HintTarget};
use pilefire::piles::table::layout::{CARD_SIZE, TableLayout};
use pilefire::piles::table::motion::{Burst, Flight};
use pilefire::piles::table::picked::Selection;
use pilefire::piles::table::piles::PileView;
use pilefire::piles::table::view::{CardView, Dragging, Home, Place};
use pilefire::shell::pacing::PicturePace;
use pilefire::shell::settings::Settings;
use pilefire::shell::states::Screen;
use pilefire::shell::ui::theme::Colours;
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::rules::{Action, Ruleset};

/// Everything the player sees, without a window or renderer; 1/30 s a frame.
fn app(name: &str, reduced_motion: bool) -> App {
    let mut app = crate::support::pictures_app(name);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        1.0 / 30.0,
    )));
    // The pace the screenshot tour runs at: it caught a card mid-flip once.
    app.insert_resource(PicturePace);
    app.world_mut()
        .resource_mut::<Settings>()
        .accessibility
        .reduced_motion = reduced_motion;
    crate::support::open_menu(&mut app);
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn start(app: &mut App, ruleset: Ruleset, seed: u64, human_seat: Option<usize>) {
    app.insert_resource(MatchConfig {
        ruleset,
        seed: Some(seed),
        bot_level: BotLevel::Normal,
        human_seat,
        ..MatchConfig::default()
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Deal(PILES));
    app.update();
}

fn wait_for(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "{what}: not yet"
        );
        app.update();
    }
}

/// What was seen moving, over a whole game.
#[derive(Default)]
struct Watched {
    frames: usize,
    bursts: usize,
    smoke: usize,
    flames: usize,
}

/// One frame's check: every card at its home, upright as its home says and
/// at full size; bursts at full size; smoke and flames where they were the
/// frame before in the same turn. Says the first thing it saw moving.
fn motion_seen(
    app: &mut App,
    last: &mut HashMap<Entity, (u32, Transform)>,
    watched: &mut Watched,
) -> Option<String> {
    let turn = app.world().resource::<PilesMatch>().game.turn();
    let world = app.world_mut();
    let mut seen = None;
    let mut cards = world.query::<(&CardView, &Transform, &Home, Has<Dragging>)>();
    for (view, transform, home, dragging) in cards.iter(world) {
        let card = view.key.card;
        let turned = transform.rotation.to_euler(EulerRot::XYZ).2;
        if dragging {
            continue;
        } else if transform.scale != Vec3::ONE {
            seen = Some(format!(
                "card {card} scaled (flip or bounce): {}",
                transform.scale
            ));
        } else if transform
            .translation
            .truncate()
            .distance(home.position.truncate())
            > 0.01
        {
            seen = Some(format!(
                "card {card} on its way: at {}, home {}",
                transform.translation, home.position
            ));
        } else if (turned - home.rotation).abs() > 0.001 {
            seen = Some(format!(
                "card {card} turning: {turned} for {}",
                home.rotation
            ));
        }
    }
    let mut bursts = world.query_filtered::<&Transform, With<Burst>>();
    for transform in bursts.iter(world) {
        if transform.scale != Vec3::ONE {
            seen = Some(format!("a trick's light grows: {}", transform.scale));
        }
        watched.bursts += 1;
    }
    let mut still =
        world.query_filtered::<(Entity, &Transform, Has<Smoke>), Or<(With<Smoke>, With<Flame>)>>();
    let mut now = HashMap::new();
    for (entity, transform, smoke) in still.iter(world) {
        // A flame may change at a new turn (it burns higher in its last),
        // never within one.
        if last
            .get(&entity)
            .is_some_and(|(when, before)| *when == turn && before != transform)
        {
            seen = Some(format!("a flame or smoke moved: {transform:?}"));
        }
        if smoke {
            watched.smoke += 1;
        } else {
            watched.flames += 1;
        }
        now.insert(entity, (turn, *transform));
    }
    *last = now;
    watched.frames += 1;
    seen
}

/// Reduced motion, at the tour's pace: whole bot games (with fires, tricks
/// and a Duel's cards from the other seat) where no frame shows a card away
/// from its home, turned or scaled, a light growing or smoke or a flame
/// moving. Putting back any one motion path (the picture pace's flights,
/// the landing bounce, the trick's spreading light, rising smoke) fails it.
#[test]
fn with_reduced_motion_nothing_on_the_table_moves() {
    let mut app = app("motion-reduced", true);
    let mut watched = Watched::default();
    for (ruleset, seed) in [
        (Ruleset::coop(3).on_fire(), 5),
        (Ruleset::coop(2).on_fire(), 8),
        (Ruleset::duel(), 3),
    ] {
        start(&mut app, ruleset, seed, None);
        let mut last = HashMap::new();
        let begun = Instant::now();
        while screen(&app) != Screen::Score(PILES) {
            assert!(
                begun.elapsed() < Duration::from_secs(400),
                "{ruleset:?} ends"
            );
            app.update();
            if let Some(moving) = motion_seen(&mut app, &mut last, &mut watched) {
                panic!("{ruleset:?}, frame {}: {moving}", watched.frames);
            }
        }
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Menu);
        app.update();
    }
    // The check saw every kind of thing it guards.
    assert!(watched.frames > 300, "{} frames", watched.frames);
    assert!(watched.bursts > 0, "no trick was played");
    assert!(watched.smoke > 0, "no fire was covered");
    assert!(watched.flames > 0, "no fire burned");
}

/// The same game with motion on does move: the check above sees motion.
#[test]
fn without_reduced_motion_cards_fly_and_flip() {
    let mut app = app("motion-full", false);
    start(&mut app, Ruleset::coop(3).on_fire(), 5, None);
    let mut last = HashMap::new();
    let mut watched = Watched::default();
    let mut seen = None;
    for _ in 0..600 {
        app.update();
        seen = seen.or(motion_seen(&mut app, &mut last, &mut watched));
    }
    assert!(seen.is_some(), "nothing moved in 600 frames with motion on");
}

/// A pile's second card is drawn only while it can show: under a top card
/// on its way or bouncing, never under one at rest (a software renderer pays
/// for every hidden pixel). Drawing it always fails the resting check;
/// hiding it always fails the in-flight one.
#[test]
fn a_piles_second_card_shows_only_while_the_top_one_moves() {
    let mut app = app("motion-covered", false);
    start(&mut app, Ruleset::coop(3).on_fire(), 5, None);
    let (mut resting, mut moving) = (0, 0);
    for frame in 0..900 {
        app.update();
        let world = app.world_mut();
        let mut cards = world.query::<(&Transform, &Home, &Visibility, Has<Flight>)>();
        let mut tops = HashMap::new();
        let mut seconds = HashMap::new();
        for (transform, home, visibility, flying) in cards.iter(world) {
            match home.place {
                Place::Pile { pile, depth: 0 } => {
                    let at_rest = !flying
                        && transform.scale == Vec3::ONE
                        && transform.translation.truncate() == home.position.truncate();
                    tops.insert(pile, at_rest);
                }
                Place::Pile { pile, depth: 1 } => {
                    seconds.insert(pile, *visibility);
                }
                _ => {}
            }
        }
        for (pile, visibility) in seconds {
            match tops.get(&pile) {
                Some(false) => {
                    moving += 1;
                    assert_ne!(
                        visibility,
                        Visibility::Hidden,
                        "frame {frame}: pile {pile}'s second card is hidden under a moving top card"
                    );
                }
                Some(true) if visibility == Visibility::Hidden => resting += 1,
                _ => {}
            }
        }
    }
    // Settled for a while: every covered card is hidden.
    let world = app.world_mut();
    let mut cards = world.query::<(&Home, &Visibility, Has<Flight>)>();
    let busy = cards.iter(world).any(|(_, _, flying)| flying);
    if !busy {
        for (home, visibility, _) in cards.iter(world) {
            if let Place::Pile { depth: 1, pile } = home.place {
                assert_eq!(
                    *visibility,
                    Visibility::Hidden,
                    "pile {pile}'s second card shows"
                );
            }
        }
    }
    assert!(moving > 0, "no top card moved over a second card");
    assert!(resting > 100, "only {resting} covered cards were hidden");
}

fn lights(app: &mut App) -> Vec<(HintTarget, Transform, Color)> {
    let world = app.world_mut();
    let mut query = world.query::<(&HintLight, &Transform, &Sprite)>();
    let mut found: Vec<_> = query
        .iter(world)
        .map(|(light, transform, sprite)| (light.target, *transform, sprite.color))
        .collect();
    found.sort_by_key(|(target, ..)| format!("{target:?}"));
    found
}

fn card_transform(app: &mut App, card: u8) -> (Transform, Home) {
    let world = app.world_mut();
    let mut query = world.query::<(&CardView, &Transform, &Home)>();
    query
        .iter(world)
        .find(|(view, _, home)| view.key.card == card && home.place == Place::Hand)
        .map(|(_, transform, home)| (*transform, *home))
        .expect("the card is in the hand")
}

/// A hint asked for with a card picked: the pick is put down (no golden
/// halo, no legal-move glow on the piles), the hinted card rises with its
/// own light, its pile glows and an arrow under it points up at it. Picking
/// the hinted card then leaves one light on it (the pick's), the pile's stay.
#[test]
fn a_hint_lights_its_card_and_pile_apart_from_the_pick() {
    let mut app = app("motion-hint", true);
    start(&mut app, Ruleset::coop(1), 21, Some(0));
    wait_for(&mut app, "the person's turn", |app| {
        screen(app) == Screen::Turns(PILES)
            && app.world().resource::<PilesMatch>().game.to_move() == 0
    });
    let hand = app.world().resource::<PilesMatch>().game.hand(0).to_vec();
    app.world_mut().resource_mut::<Selection>().card = Some(hand[hand.len() - 1]);
    app.update();
    app.world_mut().write_message(HintRequest);
    wait_for(&mut app, "the hint", |app| {
        app.world().contains_resource::<Hint>()
    });
    app.update();
    app.update();
    let Action::Play(play) = app.world().resource::<Hint>().suggestion else {
        panic!("a first move is a play");
    };
    assert_eq!(
        app.world().resource::<Selection>().card,
        None,
        "the hint puts the picked card down"
    );
    let frame = app.world().resource::<Colours>().place_frame;
    let world = app.world_mut();
    let mut piles = world.query::<(&PileView, &Sprite, &Transform)>();
    let mut pile_at = Vec3::ZERO;
    for (pile, sprite, transform) in piles.iter(world) {
        assert_eq!(sprite.color, frame, "pile {} glows for a pick", pile.0 + 1);
        if pile.0 == play.pile {
            pile_at = transform.translation;
        }
    }
    let shown = lights(&mut app);
    let targets: Vec<HintTarget> = shown.iter().map(|(target, ..)| *target).collect();
    assert_eq!(
        targets,
        vec![
            HintTarget::Arrow(play.pile),
            HintTarget::Card(play.card),
            HintTarget::Pile(play.pile)
        ]
    );
    let (card, home) = card_transform(&mut app, play.card);
    let index = hand.iter().position(|&c| c == play.card).unwrap();
    let slot = app
        .world()
        .resource::<TableLayout>()
        .hand_slot(index, hand.len())
        .0;
    assert!(
        (home.position.y - slot.y - 18.0).abs() < 0.01,
        "the hinted card rises: {} over its slot {}",
        home.position.y,
        slot.y
    );
    for (target, transform, colour) in &shown {
        match target {
            HintTarget::Card(_) => {
                assert_eq!(
                    transform.translation.truncate(),
                    card.translation.truncate()
                )
            }
            HintTarget::Pile(_) => {
                assert_eq!(transform.translation.truncate(), pile_at.truncate())
            }
            HintTarget::Arrow(_) => {
                assert_eq!(transform.translation.x, pile_at.x);
                assert!(
                    transform.translation.y < pile_at.y - CARD_SIZE.y / 2.0,
                    "the arrow stands under the pile"
                );
            }
        }
        // Not the pick's gold: blue is the hint's strongest channel.
        let srgb = colour.to_srgba();
        assert!(srgb.blue > srgb.red, "{target:?} in the hint's colour");
    }
    // Reduced motion: the lights stand still and steady.
    for _ in 0..10 {
        app.update();
    }
    let later: Vec<(HintTarget, Transform, Color)> = lights(&mut app);
    assert_eq!(
        later, shown,
        "the hint's lights pulse or bob with reduced motion"
    );
    // Picking the hinted card: its own light gives way to the pick's halo.
    app.world_mut().resource_mut::<Selection>().card = Some(play.card);
    app.update();
    app.update();
    let targets: Vec<HintTarget> = lights(&mut app).iter().map(|(t, ..)| *t).collect();
    assert_eq!(
        targets,
        vec![HintTarget::Arrow(play.pile), HintTarget::Pile(play.pile)]
    );
    let (_, home) = card_transform(&mut app, play.card);
    assert!(
        (home.position.y - slot.y - 26.0).abs() < 0.01,
        "picked height"
    );
}
