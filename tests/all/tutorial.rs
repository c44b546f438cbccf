//! The guided first game: its fixed deal offers every lesson, each lesson
//! advances when the person does the thing, and the rules book pages by keys.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use pilefire::piles::GAME as PILES;

use pilefire::app::logic_plugin;
use pilefire::piles::session::PilesIntent;
use pilefire::piles::session::PilesMatch;
use pilefire::piles::tutorial::{Lesson, TUTORIAL_SEED, Tutorial, completes, tutorial_config};
use pilefire::shell::settings::SettingsStore;
use pilefire::shell::states::Screen;
use pilefire_engine::piles::rules::{Action, Deal, Effect, FIRE_CARDS, Game, Play, Signal};

fn first_hand(seed: u64) -> Vec<u8> {
    let config = tutorial_config();
    let game = Game::new(config.ruleset, Deal::Seed(seed), 0).expect("a valid game");
    game.hand(0).to_vec()
}

fn has_fire_and_trick_pair(hand: &[u8]) -> bool {
    hand.iter().any(|card| FIRE_CARDS.contains(card))
        && hand.iter().any(|&a| hand.iter().any(|&b| b == a + 10))
}

#[test]
fn the_fixed_deal_offers_a_fire_card_and_a_backwards_trick_pair() {
    let config = tutorial_config();
    assert_eq!(config.seed, Some(TUTORIAL_SEED));
    assert!(config.ruleset.on_fire && config.ruleset.seats == 2);
    let hand = first_hand(TUTORIAL_SEED);
    assert!(
        has_fire_and_trick_pair(&hand),
        "seed {TUTORIAL_SEED} gives {hand:?}; first good seed: {:?}",
        (0..10_000).find(|&seed| has_fire_and_trick_pair(&first_hand(seed)))
    );
}

#[test]
fn each_lesson_is_completed_by_its_own_action_only() {
    use pilefire_engine::piles::rules::PlayReport;
    let plain = PlayReport {
        backwards_trick: false,
        help: false,
        lit_fire: false,
        covered_fire: None,
        ended_game: false,
    };
    let trick = PlayReport {
        backwards_trick: true,
        ..plain
    };
    let cover = PlayReport {
        covered_fire: Some(33),
        ..plain
    };
    let play = Action::Play(Play::new(20, 0));
    let signal = Action::Signal {
        pile: 1,
        signal: Some(Signal::LeaveToMe),
    };
    assert!(completes(Lesson::PlaceCard, play, &Effect::Played(plain)));
    assert!(!completes(
        Lesson::BackwardsTrick,
        play,
        &Effect::Played(plain)
    ));
    assert!(completes(
        Lesson::BackwardsTrick,
        play,
        &Effect::Played(trick)
    ));
    assert!(completes(Lesson::Signal, signal, &Effect::Signalled));
    let cleared = Action::Signal {
        pile: 1,
        signal: None,
    };
    assert!(!completes(Lesson::Signal, cleared, &Effect::Signalled));
    assert!(!completes(Lesson::Fire, play, &Effect::Played(plain)));
    assert!(completes(Lesson::Fire, play, &Effect::Played(cover)));
    assert!(!completes(Lesson::Done, play, &Effect::Played(cover)));
}

#[test]
fn the_tutorial_advances_as_the_person_plays() {
    let dir = std::env::temp_dir().join(format!("pilefire-tutorial-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(SettingsStore { dir: Some(dir) });
    app.add_plugins(logic_plugin);
    app.update();
    app.insert_resource(tutorial_config());
    app.insert_resource(Tutorial::default());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Deal(PILES));
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Turns(PILES)
    );
    let lesson = |app: &App| app.world().resource::<Tutorial>().lesson;
    assert_eq!(lesson(&app), Lesson::PlaceCard);
    // Two legal plays, then end the turn: placing a card, then the minimum.
    for _ in 0..2 {
        let play = app.world().resource::<PilesMatch>().game.legal_plays()[0];
        app.world_mut().write_message(PilesIntent {
            seat: 0,
            action: Action::Play(play),
        });
        app.update();
    }
    assert_eq!(lesson(&app), Lesson::Minimum);
    app.world_mut().write_message(PilesIntent {
        seat: 0,
        action: Action::EndTurn,
    });
    app.update();
    assert_eq!(lesson(&app), Lesson::BackwardsTrick);
    // A signal does not teach the trick: the lesson waits.
    app.world_mut().write_message(PilesIntent {
        seat: 0,
        action: Action::Signal {
            pile: 2,
            signal: Some(Signal::SmallJumps),
        },
    });
    app.update();
    assert_eq!(lesson(&app), Lesson::BackwardsTrick);
}
