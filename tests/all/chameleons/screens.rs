//! Headless tests of what follows a chameleon game: the final scoring screen
//! (totals, winner, the tie-break of R-CL-13, the person's own choice of
//! R-CL-12), the statistics kept and a corrupt file kept aside, and a kept
//! record stepped through in the replay viewer by keys.

use crate::support::press;
use pilefire::chameleons::GAME as CHAMELEONS;
use std::path::Path;

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use crate::support::temp_dir;
use pilefire::app::keyboard_plugin;
use pilefire::app::logic_plugin;
use pilefire::chameleons::kept::Stats;
use pilefire::chameleons::replays::ChameleonReplayViewer;
use pilefire::chameleons::score::{ChameleonScoreView, CopyNote, Headline, ShownTotal, TieLine};
use pilefire::chameleons::setup::{ChameleonFinished, ChameleonSetup};
use pilefire::l10n::Language;
use pilefire::shell::settings::Notice;
use pilefire::shell::settings::Notices;
use pilefire::shell::settings::Settings;
use pilefire::shell::settings::SettingsStore;
use pilefire::shell::states::Screen;
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents, make_chameleon_bot};
use pilefire_engine::chameleons::dealcode::ChameleonCode;
use pilefire_engine::chameleons::stats::{
    CHAMELEON_RECORDS_DIR, CHAMELEON_STATISTICS_FILE, ChameleonKey, ChameleonStatsStore,
    summarise_chameleon_game,
};
use pilefire_engine::chameleons::{
    ChameleonConfig, ChameleonDeal, ChameleonGame, Colour, ScoreChoice, ScoreSide,
};
use pilefire_engine::storage::{StorageProblem, corrupt_path};

/// A whole game played by baseline bots.
fn bot_game(players: usize, side: ScoreSide, seed: u64) -> ChameleonGame {
    let config = ChameleonConfig::new(players, side);
    let mut game = ChameleonGame::new(config, ChameleonDeal::Seed(seed)).unwrap();
    let mut bots: Vec<_> = (0..players)
        .map(|p| make_chameleon_bot(ChameleonLevel::Baseline, seed + p as u64))
        .collect();
    while !game.is_over() {
        let p = game.current_player();
        let action = bots[p].decide(&game.observation(p));
        game.apply(p, action).unwrap();
    }
    game
}

fn names(players: usize) -> Vec<String> {
    (0..players)
        .map(|p| {
            if p == 0 {
                "You".into()
            } else {
                format!("Bot {p}")
            }
        })
        .collect()
}

fn finished(game: ChameleonGame, seed: u64, human: Option<usize>) -> ChameleonFinished {
    let players = game.players();
    ChameleonFinished {
        setup: ChameleonSetup {
            players,
            side: game.config().side,
            seed: Some(seed),
            opponents: Opponents::All(ChameleonLevel::Baseline),
            human_seat: human,
            daily: false,
        },
        game,
        seed,
        names: names(players),
    }
}

fn app_in(dir: &Path) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(SettingsStore {
        dir: Some(dir.to_path_buf()),
    });
    app.add_plugins((logic_plugin, keyboard_plugin));
    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    app.update();
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

fn show_score(app: &mut App, finished: ChameleonFinished) {
    app.insert_resource(finished);
    go(app, Screen::Score(CHAMELEONS));
}

/// The texts shown with marker `M`.
fn texts_with<M: Component>(app: &mut App) -> Vec<String> {
    let mut query = app.world_mut().query_filtered::<&Text, With<M>>();
    query.iter(app.world()).map(|text| text.0.clone()).collect()
}

fn shown_totals(app: &mut App) -> Vec<(usize, i32)> {
    let mut query = app.world_mut().query::<(&ShownTotal, &Text)>();
    let mut totals: Vec<(usize, i32)> = query
        .iter(app.world())
        .map(|(seat, text)| (seat.0, text.0.parse().unwrap()))
        .collect();
    totals.sort();
    totals
}

/// The first seed whose baseline game ends with the top total shared,
/// broken by the most cards of one colour (`shared` false) or not.
fn tied_game(players: usize, shared: bool) -> (ChameleonGame, u64) {
    for seed in 0..20_000 {
        let game = bot_game(players, ScoreSide::Brown, seed);
        let outcome = game.outcome().unwrap();
        let top = *outcome.scores.iter().max().unwrap();
        let tied = outcome.scores.iter().filter(|&&s| s == top).count();
        if tied > 1 && (outcome.winners.len() > 1) == shared {
            return (game, seed);
        }
    }
    panic!("no tied game found");
}

#[test]
fn the_score_screen_shows_every_total_and_the_winner_and_keeps_the_game() {
    let dir = temp_dir("chameleon-score");
    let mut app = app_in(&dir);
    let game = bot_game(4, ScoreSide::Brown, 5);
    let outcome = game.outcome().unwrap().clone();
    show_score(&mut app, finished(game.clone(), 5, Some(0)));

    let expected: Vec<(usize, i32)> = outcome.scores.iter().copied().enumerate().collect();
    assert_eq!(shown_totals(&mut app), expected);
    // The headline names the winner, and no other line does again.
    let headline = texts_with::<Headline>(&mut app).join(" ");
    if outcome.winners == vec![0] {
        assert_eq!(headline, "You win!");
    } else {
        assert!(headline.contains("place of 4 · "), "{headline}");
        for &winner in &outcome.winners {
            assert!(headline.contains(&names(4)[winner]), "{headline}");
        }
    }
    let winners_again: Vec<String> = texts_with::<Text>(&mut app)
        .into_iter()
        .filter(|text| text.starts_with("Winner"))
        .collect();
    assert!(winners_again.is_empty(), "{winners_again:?}");

    // Counted once, when the person leaves the screen, its record kept
    // beside the statistics.
    assert!(app.world().resource::<Stats>().history.is_empty());
    press(&mut app, KeyCode::KeyM);
    assert_eq!(screen(&app), Screen::Menu);
    let stats = app.world().resource::<Stats>().clone();
    assert_eq!(stats.history.len(), 1);
    let tally = stats
        .tally(&ChameleonKey::new(4, ScoreSide::Brown))
        .unwrap();
    assert_eq!(tally.games, 1);
    assert_eq!(tally.best, Some(outcome.scores[0]));
    let record = stats.history[0].record_file.clone().unwrap();
    assert!(dir.join(CHAMELEON_RECORDS_DIR).join(record).exists());
    assert!(dir.join(CHAMELEON_STATISTICS_FILE).exists());
}

#[test]
fn a_tie_on_points_is_broken_by_the_most_cards_of_one_colour_r_cl_13() {
    let (game, seed) = tied_game(3, false);
    let outcome = game.outcome().unwrap().clone();
    let mut app = app_in(&temp_dir("chameleon-tie"));
    show_score(&mut app, finished(game, seed, None));
    let winner = outcome.winners[0];
    let tie = texts_with::<TieLine>(&mut app).join(" ");
    assert!(tie.contains("R-CL-13"), "{tie}");
    assert!(
        tie.contains(&format!("{} has the most", names(3)[winner])),
        "{tie}"
    );
    let headline = texts_with::<Headline>(&mut app).join(" ");
    assert_eq!(headline, format!("{} wins", names(3)[winner]));
}

#[test]
fn a_tie_on_points_and_colours_shares_the_win_r_cl_13() {
    let (game, seed) = tied_game(2, true);
    let outcome = game.outcome().unwrap().clone();
    let mut app = app_in(&temp_dir("chameleon-shared"));
    show_score(&mut app, finished(game, seed, Some(0)));
    let tie = texts_with::<TieLine>(&mut app).join(" ");
    assert!(tie.contains("shared (R-CL-13)"), "{tie}");
    assert_eq!(outcome.winners, vec![0, 1]);
    let shared = format!("You share the win with {}!", names(2)[1]);
    assert_eq!(texts_with::<Headline>(&mut app), vec![shared]);
}

#[test]
fn no_tie_line_without_a_tie() {
    let game = bot_game(4, ScoreSide::Brown, 5);
    let outcome = game.outcome().unwrap();
    let top = *outcome.scores.iter().max().unwrap();
    assert_eq!(outcome.scores.iter().filter(|&&s| s == top).count(), 1);
    let mut app = app_in(&temp_dir("chameleon-no-tie"));
    show_score(&mut app, finished(game, 5, Some(0)));
    assert!(texts_with::<TieLine>(&mut app).is_empty());
}

#[test]
fn the_persons_own_plus_colours_change_their_total_as_score_with_choice_says_r_cl_12() {
    let game = bot_game(4, ScoreSide::Purple, 11);
    let best = game.live_score(0);
    let mut app = app_in(&temp_dir("chameleon-choice"));
    show_score(&mut app, finished(game.clone(), 11, Some(0)));
    assert_eq!(shown_totals(&mut app)[0].1, best.total);

    // A plus colour the person holds: it turns minus when Space is pressed on it.
    let colours = game.colours_in_play().to_vec();
    let (at, colour) = colours
        .iter()
        .copied()
        .enumerate()
        .find(|&(_, c)| game.collection(0).count(c) > 0 && best.choice.plus_colours.contains(&c))
        .unwrap();
    // Focus starts on "Play again", then "Menu", then wraps to the first colour.
    for _ in 0..(2 + at) {
        press(&mut app, KeyCode::Tab);
    }
    press(&mut app, KeyCode::Space);
    let mut changed = best.choice.clone();
    match changed.plus_colours.iter().position(|&c| c == colour) {
        Some(i) => {
            changed.plus_colours.remove(i);
        }
        None => {
            changed.plus_colours.push(colour);
            changed.plus_colours.sort();
        }
    }
    let expected = game.score_with_choice(0, &changed);
    // With three plus already, a fourth is refused and nothing changes.
    let expected = expected.unwrap_or(best.total);
    assert_ne!(expected, best.total, "the flip must change the total");
    assert_eq!(shown_totals(&mut app)[0].1, expected);
    let view = app.world().resource::<ChameleonScoreView>();
    assert_eq!(view.totals[0], expected);
    // The bots' totals stay their best.
    for seat in 1..4 {
        assert_eq!(shown_totals(&mut app)[seat].1, game.live_score(seat).total);
    }

    // B proposes the best again.
    press(&mut app, KeyCode::KeyB);
    assert_eq!(shown_totals(&mut app)[0].1, best.total);
}

#[test]
fn a_fourth_plus_colour_is_refused_r_cl_12() {
    let game = bot_game(4, ScoreSide::Brown, 3);
    let best = game.live_score(0);
    assert_eq!(best.choice.plus_colours.len(), 3);
    let colours = game.colours_in_play().to_vec();
    let (at, _) = colours
        .iter()
        .enumerate()
        .find(|(_, c)| !best.choice.plus_colours.contains(c))
        .unwrap();
    let mut app = app_in(&temp_dir("chameleon-fourth"));
    show_score(&mut app, finished(game.clone(), 3, Some(0)));
    for _ in 0..(2 + at) {
        press(&mut app, KeyCode::Tab);
    }
    press(&mut app, KeyCode::Enter);
    let four = ScoreChoice {
        plus_colours: {
            let mut p = best.choice.plus_colours.clone();
            p.push(colours[at]);
            p
        },
        ..best.choice.clone()
    };
    assert!(game.score_with_choice(0, &four).is_err());
    assert_eq!(shown_totals(&mut app)[0].1, best.total);
    let mut query = app.world_mut().query::<&Text>();
    let all: Vec<String> = query.iter(app.world()).map(|t| t.0.clone()).collect();
    assert!(all.iter().any(|t| t.contains("(R-CL-12)")), "{all:?}");
}

#[test]
fn play_again_keeps_the_setup_with_a_new_deal() {
    let mut app = app_in(&temp_dir("chameleon-again"));
    show_score(
        &mut app,
        finished(bot_game(3, ScoreSide::Purple, 2), 2, Some(0)),
    );
    press(&mut app, KeyCode::KeyN);
    assert_eq!(screen(&app), Screen::Turns(CHAMELEONS));
    let setup = app.world().resource::<ChameleonSetup>();
    assert_eq!(
        (setup.players, setup.side, setup.seed),
        (3, ScoreSide::Purple, None)
    );
}

#[test]
fn chameleon_statistics_persist_and_a_corrupt_file_is_kept_aside() {
    let dir = temp_dir("chameleon-stats-store");
    let game = bot_game(3, ScoreSide::Brown, 8);
    let (mut store, loaded) = ChameleonStatsStore::open(&dir);
    assert!(loaded.problem.is_none());
    let kept = store.keep_finished_game(
        &game.record(),
        |file| summarise_chameleon_game(&game, Some(1), 8, "expert", false, file),
        &loaded.value,
    );
    assert!(kept.not_saved.is_none() && kept.record_not_kept.is_none());
    let (_, again) = ChameleonStatsStore::open(&dir);
    assert_eq!(again.value, kept.statistics);
    let tally = again
        .value
        .tally(&ChameleonKey::new(3, ScoreSide::Brown))
        .unwrap();
    assert_eq!(
        (tally.games, tally.best),
        (1, Some(game.outcome().unwrap().scores[1]))
    );

    // Damaged: moved aside, defaults in use, and the window says so.
    let file = dir.join(CHAMELEON_STATISTICS_FILE);
    std::fs::write(&file, "(tallies: [((players: 3, purple: fal").unwrap();
    let mut app = app_in(&dir);
    assert!(app.world().resource::<Stats>().history.is_empty());
    assert_eq!(
        std::fs::read_to_string(corrupt_path(&file)).unwrap(),
        "(tallies: [((players: 3, purple: fal"
    );
    let notices = app.world().resource::<Notices>().0.clone();
    assert!(
        notices.iter().any(|n| matches!(n,
            Notice::Storage(StorageProblem::Corrupt { path, kept_as: Some(_), .. }) if *path == file)),
        "{notices:?}"
    );
    // The next game starts a fresh file.
    show_score(&mut app, finished(game, 8, Some(0)));
    go(&mut app, Screen::Menu);
    let (_, fresh) = ChameleonStatsStore::open(&dir);
    assert_eq!(fresh.value.history.len(), 1);
}

#[test]
fn a_kept_record_replays_in_the_viewer_by_keys() {
    let dir = temp_dir("chameleon-replay");
    let mut app = app_in(&dir);
    let game = bot_game(3, ScoreSide::Brown, 21);
    show_score(&mut app, finished(game.clone(), 21, Some(0)));
    go(&mut app, Screen::Replays(CHAMELEONS));
    assert_eq!(
        app.world()
            .resource::<ChameleonReplayViewer>()
            .entries()
            .len(),
        1
    );
    press(&mut app, KeyCode::Enter);
    let viewer = app.world().resource::<ChameleonReplayViewer>();
    let replay = viewer.open().expect("Enter opens the record");
    assert_eq!(replay.positions.len(), game.history().len() + 1);
    assert_eq!(viewer.position(), 0);
    for _ in 0..3 {
        press(&mut app, KeyCode::ArrowRight);
    }
    press(&mut app, KeyCode::ArrowLeft);
    assert_eq!(
        app.world().resource::<ChameleonReplayViewer>().position(),
        2
    );
    // Space plays by itself and pauses, as the number-pile replays do.
    press(&mut app, KeyCode::Space);
    assert!(app.world().resource::<ChameleonReplayViewer>().playing());
    assert_eq!(
        app.world().resource::<ChameleonReplayViewer>().position(),
        2,
        "Space does not step"
    );
    press(&mut app, KeyCode::Space);
    assert!(!app.world().resource::<ChameleonReplayViewer>().playing());
    press(&mut app, KeyCode::End);
    let viewer = app.world().resource::<ChameleonReplayViewer>();
    let (last, _) = &viewer.open().unwrap().positions[viewer.position()];
    assert_eq!(viewer.position(), game.history().len());
    assert_eq!(last.collections(), game.collections());
    assert_eq!(last.outcome(), game.outcome());
    // Esc closes the record, then leaves for the menu (the list was not
    // opened from the statistics).
    press(&mut app, KeyCode::Escape);
    assert!(
        app.world()
            .resource::<ChameleonReplayViewer>()
            .open()
            .is_none()
    );
    press(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::Menu);
    let _ = Colour::Red;
}

/// A 3-player game seat 0 wins with the best choice (R-CL-12) and loses
/// once its first held plus colour turns minus: (game, seed, that colour's
/// place among the colours in play, the total then).
fn game_lost_by_a_flip() -> (ChameleonGame, u64, usize, i32) {
    for seed in 0..2_000 {
        let game = bot_game(3, ScoreSide::Brown, seed);
        let outcome = game.outcome().unwrap();
        if outcome.winners != vec![0] {
            continue;
        }
        let best = game.live_score(0);
        let colours = game.colours_in_play().to_vec();
        let Some((at, colour)) = colours.iter().copied().enumerate().find(|&(_, c)| {
            game.collection(0).count(c) > 0 && best.choice.plus_colours.contains(&c)
        }) else {
            continue;
        };
        let mut changed = best.choice.clone();
        changed.plus_colours.retain(|&c| c != colour);
        let total = game.score_with_choice(0, &changed).unwrap();
        if outcome.scores[1..].iter().any(|&other| other > total) {
            return (game, seed, at, total);
        }
    }
    panic!("no game lost by a flip");
}

#[test]
fn the_statistics_keep_the_persons_changed_choice_when_they_leave_r_cl_12() {
    let dir = temp_dir("chameleon-changed-choice");
    let mut app = app_in(&dir);
    let (game, seed, at, total) = game_lost_by_a_flip();
    show_score(&mut app, finished(game.clone(), seed, Some(0)));
    for _ in 0..(2 + at) {
        press(&mut app, KeyCode::Tab);
    }
    press(&mut app, KeyCode::Space);
    assert_eq!(shown_totals(&mut app)[0].1, total);
    // Nothing is kept while the person may still change their mind.
    assert!(app.world().resource::<Stats>().history.is_empty());
    assert!(!dir.join(CHAMELEON_STATISTICS_FILE).exists());

    press(&mut app, KeyCode::KeyM);
    assert_eq!(screen(&app), Screen::Menu);
    let (_, on_disk) = ChameleonStatsStore::open(&dir);
    let kept = on_disk.value.history.back().unwrap().clone();
    assert_eq!(on_disk.value, app.world().resource::<Stats>().0);
    assert_eq!(kept.score, total, "the changed total, not the best");
    assert!(!kept.won, "the changed choice loses");
    assert!(kept.place > 1);
    let tally = on_disk
        .value
        .tally(&ChameleonKey::new(3, ScoreSide::Brown))
        .unwrap();
    assert_eq!((tally.games, tally.wins, tally.best), (1, 0, Some(total)));

    // The best choice, kept as it is when the window closes on the screen.
    show_score(&mut app, finished(game.clone(), seed, Some(0)));
    app.world_mut().write_message(AppExit::Success);
    app.update();
    let stats = app.world().resource::<Stats>();
    assert_eq!(stats.history.len(), 2);
    let kept = stats.history.back().unwrap();
    assert_eq!(kept.score, game.live_score(0).total);
    assert!(kept.won && kept.place == 1);
    // Kept once: leaving after that adds nothing.
    go(&mut app, Screen::Menu);
    assert_eq!(app.world().resource::<Stats>().history.len(), 2);
}

#[test]
fn the_score_screen_shows_the_chameleon_deal_code_and_c_copies_it() {
    let game = bot_game(3, ScoreSide::Purple, 77);
    let mut app = app_in(&temp_dir("chameleon-code"));
    show_score(&mut app, finished(game, 77, Some(0)));
    let code = ChameleonCode::new(3, ScoreSide::Purple, 77)
        .unwrap()
        .to_string();
    let mut query = app.world_mut().query::<&Text>();
    let all: Vec<String> = query.iter(app.world()).map(|t| t.0.clone()).collect();
    assert!(
        all.iter().any(|t| t.contains(&format!("deal code {code}"))),
        "{all:?}"
    );
    assert_eq!(
        ChameleonCode::parse(&code).map(|c| (c.players, c.side, c.seed)),
        Ok((3, ScoreSide::Purple, 77))
    );
    press(&mut app, KeyCode::KeyC);
    // No clipboard without a window: it says so, and the code stays shown.
    let note = texts_with::<CopyNote>(&mut app).join(" ");
    assert!(
        note.starts_with("Could not copy to the clipboard"),
        "{note}"
    );
    assert_eq!(screen(&app), Screen::Score(CHAMELEONS));
}

/// The person's decisions are reviewed off the main thread: the par in a
/// line, R opens the review over the score screen, Esc closes only it.
#[test]
fn the_score_screen_reviews_the_persons_decisions_and_gives_the_par() {
    use pilefire::chameleons::review::ChameleonReview;
    let mut app = app_in(&temp_dir("chameleon-review"));
    show_score(
        &mut app,
        finished(bot_game(3, ScoreSide::Brown, 4), 4, Some(0)),
    );
    let started = std::time::Instant::now();
    while app
        .world()
        .get_resource::<ChameleonReview>()
        .is_none_or(|review| review.result.is_none())
    {
        assert!(started.elapsed().as_secs() < 120, "the review never came");
        std::thread::sleep(std::time::Duration::from_millis(20));
        app.update();
    }
    app.update();
    let review = app
        .world()
        .resource::<ChameleonReview>()
        .result
        .clone()
        .unwrap();
    assert_eq!((review.seat, review.players), (0, 3));
    assert!(!review.decisions.is_empty());
    let texts = |app: &mut App| -> Vec<String> {
        let mut query = app.world_mut().query::<&Text>();
        query.iter(app.world()).map(|text| text.0.clone()).collect()
    };
    let par = format!("Par: the expert in your seat scored {}", review.par.score);
    assert!(
        texts(&mut app)
            .iter()
            .any(|text| text.starts_with(&par) && text.ends_with("[R]")),
        "{:?}",
        texts(&mut app)
    );
    let open = |app: &mut App| {
        texts(app)
            .iter()
            .any(|text| text == "Your decisions beside the expert")
    };
    assert!(!open(&mut app));
    press(&mut app, KeyCode::KeyR);
    assert!(open(&mut app));
    press(&mut app, KeyCode::Escape);
    assert!(!open(&mut app));
    assert_eq!(
        screen(&app),
        Screen::Score(CHAMELEONS),
        "Esc left the score"
    );
    press(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::Menu);
    // The par is kept with the game, and counted.
    let stats = app.world().resource::<Stats>();
    let kept = stats.history.back().expect("the game is kept");
    assert_eq!(kept.par, Some(review.par.score));
    let tally = stats.overall();
    assert_eq!(
        (tally.par_games, tally.at_par),
        (1, u32::from(kept.score >= review.par.score))
    );
}

/// Updates until the review resource holds its result.
fn wait_for_review(app: &mut App) -> pilefire_engine::chameleons::review::Review {
    use pilefire::chameleons::review::ChameleonReview;
    let started = std::time::Instant::now();
    loop {
        if let Some(result) = app
            .world()
            .get_resource::<ChameleonReview>()
            .and_then(|review| review.result.clone())
        {
            app.update();
            return result;
        }
        assert!(started.elapsed().as_secs() < 120, "the review never came");
        std::thread::sleep(std::time::Duration::from_millis(20));
        app.update();
    }
}

/// A kept game left before its review was done is reviewed as its replay
/// opens: its par is kept then, R opens the review, and a costly decision
/// chosen there (Tab, Enter) is shown with the expert's choice marked.
#[test]
fn a_chameleon_replay_is_reviewed_and_a_chosen_decision_is_shown() {
    use pilefire::chameleons::replay_board::{ExpertChoice, ReplayRow};
    use pilefire_engine::chameleons::Action;
    use pilefire_engine::chameleons::review::Verdict;
    let dir = temp_dir("chameleon-replay-review");
    let mut app = app_in(&dir);
    let game = bot_game(3, ScoreSide::Brown, 21);
    show_score(&mut app, finished(game.clone(), 21, Some(0)));
    // Left at once: the review had no time to find the par.
    go(&mut app, Screen::Replays(CHAMELEONS));
    assert_eq!(app.world().resource::<Stats>().history[0].par, None);
    press(&mut app, KeyCode::Enter);
    let review = wait_for_review(&mut app);
    let stats = app.world().resource::<Stats>();
    assert_eq!(stats.history[0].par, Some(review.par.score));
    assert_eq!(stats.overall().par_games, 1);
    let (_, on_disk) = ChameleonStatsStore::open(&dir);
    assert_eq!(on_disk.value.history[0].par, Some(review.par.score));
    let costly = review
        .decisions
        .iter()
        .find(|decision| decision.verdict >= Verdict::Inaccuracy)
        .expect("baseline gives points away somewhere against the expert")
        .clone();
    press(&mut app, KeyCode::KeyR);
    // Back holds the focus first; Tab goes round to the first costly decision.
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Enter);
    app.update();
    let viewer = app.world().resource::<ChameleonReplayViewer>();
    assert_eq!(viewer.position(), costly.action - 1);
    assert_eq!(viewer.next_turn(), Some(&costly));
    let next = texts_with::<Text>(&mut app)
        .into_iter()
        .find(|text| text.starts_with("Next, your decision: "));
    assert!(next.is_some_and(|text| text.contains(&format!("Round {}", costly.round))));
    let mut marked = app
        .world_mut()
        .query_filtered::<Option<&ReplayRow>, With<ExpertChoice>>();
    let marked: Vec<Option<ReplayRow>> = marked.iter(app.world()).map(|row| row.copied()).collect();
    let expected = match costly.expert {
        Action::Draw => None,
        Action::Place { row } | Action::Take { row } => Some(ReplayRow(row)),
    };
    assert_eq!(marked, vec![expected]);
    // Stepping on leaves the mark behind with the decision.
    press(&mut app, KeyCode::ArrowRight);
    let mut marked = app.world_mut().query_filtered::<(), With<ExpertChoice>>();
    let next_is_reviewed = app
        .world()
        .resource::<ChameleonReplayViewer>()
        .next_turn()
        .is_some();
    assert_eq!(
        marked.iter(app.world()).count(),
        usize::from(next_is_reviewed)
    );
}
