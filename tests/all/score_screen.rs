//! The score screen as a moment, headless: the count runs down to the true
//! cards left (R-CO-18), the chart and the shares show the game's turns and
//! seats, the statistics' before -> after is what was saved, and confetti
//! falls beside the words and panels, never across them.

use pilefire::piles::GAME as PILES;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::ui::{ComputedNode, UiGlobalTransform};

use crate::support::temp_dir;
use pilefire::app::keyboard_plugin;
use pilefire::app::logic_plugin;
use pilefire::l10n::Language;
use pilefire::piles::kept::TallyMoved;
use pilefire::piles::score_ceremony::{Ceremony, ConfettiLayer, Counter, Lanes, SWAY, count_at};
use pilefire::piles::score_parts::{ChartBar, DuelChartBar, ShareBar, seat_colour};
use pilefire::piles::session::MatchConfig;
use pilefire::piles::session::PilesMatch;
use pilefire::shell::pacing::Pacing;
use pilefire::shell::pacing::PicturePace;
use pilefire::shell::settings::Settings;
use pilefire::shell::settings::SettingsStore;
use pilefire::shell::states::Screen;
use pilefire::shell::table::CountBotGames;
use pilefire::shell::ui::chrome::Panel;
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::rules::{Move, Ruleset};
use pilefire_engine::piles::stats::{STATISTICS_FILE, StatKey, Statistics};

/// A headless app with the score screen; `flight_factor` 1 is the normal
/// animation speed, 0 reduced motion. Time steps by 1/30 s a frame.
fn app(dir: &std::path::Path, flight_factor: f32) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, bevy::input::InputPlugin));
    app.insert_resource(SettingsStore {
        dir: Some(dir.to_path_buf()),
    });
    app.add_plugins((logic_plugin, keyboard_plugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        1.0 / 30.0,
    )));
    app.insert_resource(CountBotGames);
    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    crate::support::open_menu(&mut app);
    // After the menu: nothing in the logic plugins sets the pace headless.
    app.insert_resource(Pacing {
        flight_factor,
        ..Pacing::default()
    });
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Plays an all-bot game to the score screen.
fn play_to_score(app: &mut App, ruleset: Ruleset, seed: u64) {
    app.insert_resource(MatchConfig {
        ruleset,
        seed: Some(seed),
        bot_level: BotLevel::Normal,
        human_seat: None,
        ..MatchConfig::default()
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Deal(PILES));
    let start = Instant::now();
    while screen(app) != Screen::Score(PILES) {
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "no score screen (seed {seed})"
        );
        app.update();
    }
}

fn counters(app: &mut App) -> Vec<(Counter, String)> {
    let world = app.world_mut();
    let mut query = world.query::<(&Counter, &Text)>();
    query
        .iter(world)
        .map(|(counter, text)| (*counter, text.0.clone()))
        .collect()
}

fn ceremony_done(app: &App) -> bool {
    app.world().resource::<Ceremony>().is_done()
}

/// R-CO-18: the count starts near the deck's 98, never goes up, and ends
/// on the game's cards left.
#[test]
fn the_count_runs_down_to_the_true_cards_left_r_co_18() {
    let dir = temp_dir("score-count");
    let mut app = app(&dir, 1.0);
    play_to_score(&mut app, Ruleset::coop(1), 11);
    let left = app.world().resource::<PilesMatch>().game.cards_left();
    let mut shown = Vec::new();
    for _ in 0..120 {
        app.update();
        let counts = counters(&mut app);
        assert_eq!(counts.len(), 1, "one count in co-op");
        let (counter, text) = &counts[0];
        assert_eq!((counter.from, counter.to), (98, left));
        shown.push(text.parse::<usize>().expect("a number"));
        if ceremony_done(&app) {
            break;
        }
    }
    assert!(ceremony_done(&app), "the count ends: {shown:?}");
    assert!(shown[0] > left + 20, "it starts near 98: {shown:?}");
    assert!(
        shown.len() > 10,
        "it takes a moment: {} frames",
        shown.len()
    );
    assert!(shown.windows(2).all(|pair| pair[0] >= pair[1]), "{shown:?}");
    assert_eq!(
        *shown.last().unwrap(),
        left,
        "R-CO-18: ends on the cards left"
    );
    assert_eq!(count_at(98, left, 1.0), left);
    assert_eq!(count_at(98, left, 0.0), 98);
}

/// Reduced motion: the result at once, nothing counting.
#[test]
fn with_reduced_motion_the_count_shows_the_result_at_once() {
    let dir = temp_dir("score-instant");
    let mut app = app(&dir, 0.0);
    play_to_score(&mut app, Ruleset::coop(2), 4);
    app.update();
    let left = app.world().resource::<PilesMatch>().game.cards_left();
    assert!(ceremony_done(&app));
    let counts = counters(&mut app);
    assert_eq!(counts[0].1, left.to_string());
}

/// The chart has a bar per turn with the cards left after it, and the
/// shares add up to the cards played, on the screen itself.
#[test]
fn the_chart_and_the_shares_on_screen_follow_the_game() {
    let dir = temp_dir("score-figures");
    let mut app = app(&dir, 0.0);
    play_to_score(&mut app, Ruleset::coop(3), 7);
    app.update();
    let game = app.world().resource::<PilesMatch>().game.clone();
    let world = app.world_mut();
    let mut bars: Vec<ChartBar> = world.query::<&ChartBar>().iter(world).copied().collect();
    bars.sort_by_key(|bar| bar.turn);
    let record = game.record();
    assert_eq!(bars.len(), record.turns.len(), "a bar per turn");
    let mut after_each_turn = Vec::new();
    record
        .replay_with(|_, _, replayed| after_each_turn.push(replayed.cards_left()))
        .unwrap();
    let heights: Vec<usize> = bars.iter().map(|bar| bar.cards_left).collect();
    assert_eq!(heights, after_each_turn);
    let mut shares: Vec<ShareBar> = world.query::<&ShareBar>().iter(world).copied().collect();
    shares.sort_by_key(|share| share.seat);
    assert_eq!(shares.len(), 3, "a share per seat");
    let played: usize = shares.iter().map(|share| share.played).sum();
    assert_eq!(played, 98 - game.cards_left());
    for share in shares {
        let plays: usize = record
            .turns
            .iter()
            .filter(|turn| turn.seat == share.seat)
            .flat_map(|turn| &turn.moves)
            .filter(|step| matches!(step, Move::Play { .. }))
            .count();
        assert_eq!(share.played, plays, "seat {}", share.seat);
    }
}

/// The statistics' before -> after is the tally saved to disk, one game on.
#[test]
fn the_statistics_move_shown_is_what_was_saved() {
    let dir = temp_dir("score-tally");
    let mut app = app(&dir, 0.0);
    let key = StatKey::of(&Ruleset::coop(1));
    for (game, seed) in [(1, 11), (2, 12)] {
        play_to_score(&mut app, Ruleset::coop(1), seed);
        let moved = app
            .world()
            .resource::<TallyMoved>()
            .0
            .clone()
            .expect("a counted game moves the tally");
        let text = std::fs::read_to_string(dir.join(STATISTICS_FILE)).expect("statistics saved");
        let saved: Statistics = ron::from_str(&text).expect("they parse");
        let saved = saved.tally(&key).expect("this kind is kept").clone();
        assert_eq!(moved.after, saved, "game {game}");
        assert_eq!(moved.before.games + 1, moved.after.games, "game {game}");
        assert_eq!(moved.after.games, game);
        let cards_left = app.world().resource::<PilesMatch>().game.cards_left();
        let best = moved.before.best.map_or(cards_left, |b| b.min(cards_left));
        assert_eq!(moved.after.best, Some(best));
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Menu);
        app.update();
        app.update();
    }
}

/// The Duel's chart: for every turn a bar per seat with that seat's cards
/// still to place, as a replay of the record counts them, in the seats'
/// colours, with a title in the language in force.
#[test]
fn the_duel_chart_shows_each_seats_cards_to_place_turn_by_turn() {
    let dir = temp_dir("score-duel-chart");
    let mut app = app(&dir, 0.0);
    play_to_score(&mut app, Ruleset::duel(), 5);
    app.update();
    let game = app.world().resource::<PilesMatch>().game.clone();
    let mut after_each_turn = Vec::new();
    game.record()
        .replay_with(|_, _, replayed| {
            after_each_turn.push([replayed.cards_left_of(0), replayed.cards_left_of(1)])
        })
        .unwrap();
    let colours = *app
        .world()
        .resource::<pilefire::shell::ui::theme::Colours>();
    let world = app.world_mut();
    let mut query = world.query::<(&DuelChartBar, &BackgroundColor)>();
    let mut bars: Vec<(DuelChartBar, Color)> = query
        .iter(world)
        .map(|(bar, colour)| (*bar, colour.0))
        .collect();
    bars.sort_by_key(|(bar, _)| (bar.turn, bar.seat));
    assert_eq!(bars.len(), 2 * after_each_turn.len(), "two bars a turn");
    for (bar, colour) in &bars {
        assert_eq!(
            bar.to_place, after_each_turn[bar.turn][bar.seat],
            "turn {} seat {}",
            bar.turn, bar.seat
        );
        assert_eq!(*colour, seat_colour(&colours, bar.seat));
    }
    assert_ne!(seat_colour(&colours, 0), seat_colour(&colours, 1));
    let last = after_each_turn.last().unwrap();
    assert_eq!(
        *last,
        [game.cards_left_of(0), game.cards_left_of(1)],
        "the chart ends on the decks' counts"
    );
    let world = app.world_mut();
    let mut texts = world.query::<&Text>();
    assert!(
        texts
            .iter(world)
            .any(|text| text.0 == "Cards still to place, turn by turn"),
        "the chart's title"
    );
}

/// The lanes beside the words: a piece anywhere in them, swaying its most
/// either way, never reaches the band the words stand in; the lanes reach
/// both edges of the screen, and with no words the whole width is a lane.
#[test]
fn confetti_lanes_keep_pieces_beside_the_words() {
    let width = 1280.0;
    let piece = 12.0;
    let words = (300.0, 1000.0);
    let lanes = Lanes::beside(Some(words), width, piece);
    let sway = SWAY * width;
    let mut sides = (false, false);
    for step in 0..=1000 {
        let left = lanes.place(step as f32 / 1000.0).expect("room beside") * width;
        let (from, to) = (left - sway, left + piece + sway);
        assert!(
            to <= words.0 || from >= words.1,
            "a piece at {left:.1} sways over {from:.1}..{to:.1}, the words are at {words:?}"
        );
        sides.0 |= to <= words.0;
        sides.1 |= from >= words.1;
    }
    assert_eq!(sides, (true, true), "pieces fall on both sides");
    assert_eq!(lanes.place(0.0), Some(0.0));
    let open = Lanes::beside(None, width, piece);
    assert_eq!(open.place(0.5), Some(0.5), "with no words, anywhere");
    let full = Lanes::beside(Some((0.0, width)), width, piece);
    assert_eq!(
        full.place(0.5),
        None,
        "no room beside words that fill the width"
    );
}

/// On a Duel's result the confetti really falls beside the verdict, the
/// counts and the panels: every piece, every frame of the shower, in the
/// laid-out screen.
#[test]
fn confetti_never_crosses_the_words_or_the_panels_of_the_duel_result() {
    let mut app = crate::support::menu_app("score-confetti", (1280, 720), 1.0);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        1.0 / 30.0,
    )));
    app.insert_resource(PicturePace);
    play_to_score(&mut app, Ruleset::duel(), 7);
    let mut pieces_seen = 0;
    for _ in 0..150 {
        app.update();
        let world = app.world_mut();
        let mut texts = world.query::<(Entity, &ComputedNode, &UiGlobalTransform, &Text)>();
        // Words on a panel or a button are covered by it: the panel counts.
        let covered = |world: &World, mut entity: Entity| {
            while let Some(parent) = world.get::<ChildOf>(entity) {
                entity = parent.parent();
                if world.get::<Panel>(entity).is_some() || world.get::<Button>(entity).is_some() {
                    return true;
                }
            }
            false
        };
        let mut words: Vec<Rect> = texts
            .iter(world)
            .filter(|(entity, node, _, text)| {
                !text.0.is_empty() && node.size().x > 0.0 && !covered(world, *entity)
            })
            .map(|(_, node, transform, _)| {
                Rect::from_center_size(transform.translation, node.size())
            })
            .collect();
        let mut panels = world.query_filtered::<(&ComputedNode, &UiGlobalTransform), With<Panel>>();
        words.extend(
            panels.iter(world).map(|(node, transform)| {
                Rect::from_center_size(transform.translation, node.size())
            }),
        );
        let mut layers = world.query_filtered::<Option<&Children>, With<ConfettiLayer>>();
        let pieces: Vec<Entity> = layers
            .single(world)
            .expect("the confetti layer")
            .map(|pieces| pieces.iter().collect())
            .unwrap_or_default();
        let mut nodes = world.query::<(&ComputedNode, &UiGlobalTransform)>();
        for piece in pieces {
            let (node, transform) = nodes.get(world, piece).expect("a laid-out piece");
            // The piece turns as it falls: its widest extent.
            let reach = node.size().length();
            let piece = Rect::from_center_size(transform.translation, Vec2::new(reach, 1.0));
            if node.size().x == 0.0 {
                continue;
            }
            pieces_seen += 1;
            for word in &words {
                let across = piece.min.x < word.max.x && piece.max.x > word.min.x;
                assert!(
                    !across,
                    "a confetti piece at {piece:?} falls across {word:?}"
                );
            }
        }
    }
    assert!(
        pieces_seen > 1000,
        "the shower fell: {pieces_seen} pieces seen"
    );
}
