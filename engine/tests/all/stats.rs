//! Statistics arithmetic, dates, and the files they are kept in (atomic
//! writes; a damaged file kept aside and replaced by defaults).

use crate::support::temp_dir;
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::rules::{Outcome, Ruleset};
use pilefire_engine::piles::stats::{
    Date, GameSummary, HISTORY_LENGTH, StatKey, Statistics, Tally, histogram_buckets,
};
use pilefire_engine::storage::{Loaded, StorageProblem, load_ron, save_ron_atomic};

fn game(ruleset: Ruleset, cards_left: usize, hints_used: u32) -> GameSummary {
    let outcome = if cards_left == 0 {
        Outcome::Won
    } else {
        Outcome::Lost {
            cards_left,
            excellent: cards_left < 10,
            seat: 0,
            gave_up: false,
        }
    };
    GameSummary {
        date: Date {
            year: 2026,
            month: 11,
            day: 23,
        },
        ruleset,
        seed: 7,
        deal_code: String::new(),
        outcome,
        cards_left,
        won: cards_left == 0,
        excellent: cards_left < 10,
        hints_used,
        bot_level: BotLevel::Normal,
        human_seat: Some(0),
        daily: false,
        record_file: None,
        first_seat: 0,
        par: None,
    }
}

#[test]
fn a_tally_counts_wins_excellence_means_bests_and_streaks() {
    let solo = Ruleset::coop(1);
    let mut stats = Statistics::default();
    for (cards, hints) in [
        (0, 0),
        (0, 1),
        (12, 0),
        (0, 0),
        (5, 0),
        (0, 0),
        (0, 2),
        (0, 0),
    ] {
        stats.add(game(solo, cards, hints));
    }
    let tally = stats.tally(&StatKey::of(&solo)).expect("played").clone();
    assert_eq!(tally.games, 8);
    assert_eq!(tally.wins, 6);
    assert_eq!(tally.excellent, 7, "a win is excellent; 12 is not");
    assert_eq!(tally.best, Some(0));
    assert_eq!(tally.mean_cards_left(), Some(17.0 / 8.0));
    assert_eq!(tally.win_rate(), Some(0.75));
    // Wins: W W L W L W W W -> the streak broke twice; now 3, best 3.
    assert_eq!(tally.current_streak, 3);
    assert_eq!(tally.best_streak, 3);
    assert_eq!(tally.hinted_games, 2);
    assert_eq!(tally.histogram[0], 6);
    assert_eq!(tally.histogram[12], 1);
}

#[test]
fn kinds_of_game_are_kept_apart_and_add_up_overall() {
    let mut stats = Statistics::default();
    stats.add(game(Ruleset::coop(1), 0, 0));
    stats.add(game(Ruleset::coop(3).on_fire(), 20, 0));
    stats.add(game(Ruleset::coop(1), 3, 0));
    stats.add(game(Ruleset::coop(3).on_fire(), 0, 0));
    assert_eq!(stats.keys().len(), 2);
    let fire = stats
        .tally(&StatKey::of(&Ruleset::coop(3).on_fire()))
        .expect("played");
    assert_eq!((fire.games, fire.wins, fire.best), (2, 1, Some(0)));
    let overall = stats.overall();
    assert_eq!(overall.games, 4);
    assert_eq!(overall.wins, 2);
    assert_eq!(overall.total_cards_left, 23);
    // In play order: W L L W.
    assert_eq!(overall.current_streak, 1);
    assert_eq!(overall.best_streak, 1);
    // Wins of one kind with a loss of another in between are no streak overall.
    stats.add(game(Ruleset::coop(1), 0, 0));
    stats.add(game(Ruleset::coop(3).on_fire(), 5, 0));
    stats.add(game(Ruleset::coop(1), 0, 0));
    let solo = stats
        .tally(&StatKey::of(&Ruleset::coop(1)))
        .expect("played");
    assert_eq!(solo.current_streak, 2, "the solitaire games alone: W W");
    assert_eq!(stats.overall().current_streak, 1);
    assert_eq!(stats.overall().best_streak, 2);
    assert_eq!(
        StatKey::of(&Ruleset::coop(3).on_fire()).ruleset(),
        Ruleset::coop(3).on_fire()
    );
}

#[test]
fn the_history_keeps_the_last_hundred_games() {
    let mut stats = Statistics::default();
    for cards in 0..(HISTORY_LENGTH + 30) {
        stats.add(game(Ruleset::coop(2), cards % 90, 0));
    }
    assert_eq!(stats.history.len(), HISTORY_LENGTH);
    assert_eq!(stats.history.front().expect("kept").cards_left, 30);
    // The tally still counts every game.
    assert_eq!(stats.overall().games as usize, HISTORY_LENGTH + 30);
}

#[test]
fn the_chart_puts_wins_alone_then_five_cards_a_bar() {
    let mut tally = Tally::default();
    for cards in [0, 0, 1, 5, 6, 14] {
        tally.add(&game(Ruleset::coop(1), cards, 0));
    }
    let buckets = histogram_buckets(&tally, 5);
    assert_eq!(buckets[0], (0..1, 2));
    assert_eq!(buckets[1], (1..6, 2));
    assert_eq!(buckets[2], (6..11, 1));
    assert_eq!(buckets[3], (11..16, 1));
    assert_eq!(buckets.len(), 4);
}

#[test]
fn dates_come_from_days_since_1970() {
    let date = |days| Date::from_days_since_epoch(days).to_string();
    assert_eq!(date(0), "1970-01-01");
    assert_eq!(date(11_016), "2000-02-29");
    assert_eq!(date(20_415), "2025-11-23");
    assert_eq!(date(20_780), "2026-11-23");
    assert_eq!(date(-1), "1969-12-31");
    assert!(Date::today_utc().year >= 2026);
}

#[test]
fn statistics_survive_a_round_trip_through_their_file() {
    let dir = temp_dir("round-trip");
    let path = dir.join("statistics.ron");
    let mut stats = Statistics::default();
    stats.add(game(Ruleset::coop(1), 0, 1));
    stats.add(game(Ruleset::duel(), 9, 0));
    save_ron_atomic(&path, &stats).expect("saved");
    let loaded: Loaded<Statistics> = load_ron(&path);
    assert_eq!(loaded.problem, None);
    assert_eq!(loaded.value, stats);
    // Nothing but the file itself is left behind: the temporary was renamed.
    let files: Vec<_> = std::fs::read_dir(&dir).expect("dir").flatten().collect();
    assert_eq!(files.len(), 1);
}

#[test]
fn a_missing_file_gives_defaults_quietly() {
    let dir = temp_dir("missing");
    let loaded: Loaded<Statistics> = load_ron(&dir.join("statistics.ron"));
    assert_eq!(loaded.value, Statistics::default());
    assert_eq!(loaded.problem, None);
}

#[test]
fn a_damaged_file_is_kept_aside_and_defaults_are_used() {
    let dir = temp_dir("damaged");
    let path = dir.join("statistics.ron");
    std::fs::write(&path, "(tallies: [((duel: tru").expect("write");
    let loaded: Loaded<Statistics> = load_ron(&path);
    assert_eq!(loaded.value, Statistics::default());
    let aside = dir.join("statistics.ron.corrupt");
    match loaded.problem {
        Some(StorageProblem::Corrupt { kept_as, .. }) => assert_eq!(kept_as, Some(aside.clone())),
        other => panic!("expected a corrupt-file problem, got {other:?}"),
    }
    assert_eq!(
        std::fs::read_to_string(&aside).expect("kept"),
        "(tallies: [((duel: tru"
    );
    assert!(!path.exists());
}

#[test]
fn an_unreadable_file_is_reported_and_left_alone() {
    let dir = temp_dir("unreadable");
    // A folder where the file should be cannot be read as text.
    let path = dir.join("statistics.ron");
    std::fs::create_dir_all(&path).expect("folder");
    let loaded: Loaded<Statistics> = load_ron(&path);
    assert!(matches!(
        loaded.problem,
        Some(StorageProblem::Unreadable { .. })
    ));
    assert!(path.is_dir(), "nothing is moved or deleted");
    // Nothing is written over it for the rest of the session either.
    assert!(loaded.target.quarantined().is_some());
    assert!(loaded.target.save(&Statistics::default()).is_err());
    assert!(path.is_dir());
}

#[test]
fn a_par_worked_out_after_the_game_is_counted_once_by_kind_and_overall() {
    let mut statistics = Statistics::default();
    let solo = Ruleset::coop(1);
    let played = game(solo, 4, 0);
    statistics.add(played.clone());
    statistics.add(game(Ruleset::duel(), 2, 0));
    assert_eq!(statistics.overall().par_games, 0);
    // The expert left 5 on this deal: 4 is under par.
    assert!(statistics.set_par(&played, 5));
    // The same game is not counted twice.
    assert!(!statistics.set_par(&played, 5));
    let tally = statistics.tally(&StatKey::of(&solo)).expect("solitaire");
    assert_eq!((tally.par_games, tally.at_par), (1, 1));
    assert_eq!((statistics.all.par_games, statistics.all.at_par), (1, 1));
    let duel = statistics
        .tally(&StatKey::of(&Ruleset::duel()))
        .expect("duel");
    assert_eq!(duel.par_games, 0);
    // Over par: counted, not at par.
    let worse = game(solo, 9, 1);
    statistics.add(worse.clone());
    assert!(statistics.set_par(&worse, 3));
    assert_eq!((statistics.all.par_games, statistics.all.at_par), (2, 1));
    assert_eq!(
        statistics.history.back().and_then(|g| g.at_par()),
        Some(false)
    );
    // A game added with its par already known counts the same way.
    let mut known = game(solo, 0, 0);
    known.par = Some(0);
    statistics.add(known);
    assert_eq!((statistics.all.par_games, statistics.all.at_par), (3, 2));
}

#[test]
fn statistics_written_before_pars_read_with_none_known() {
    let mut statistics = Statistics::default();
    statistics.add(game(Ruleset::coop(1), 4, 0));
    let text = ron::ser::to_string_pretty(&statistics, ron::ser::PrettyConfig::default())
        .expect("written");
    let field = |line: &str, name: &str| line.trim_start().starts_with(name);
    assert!(
        !text.lines().any(|line| field(line, "par:")),
        "an unknown par is not written"
    );
    // As written before pars: no par counts in the tallies.
    let old: String = text
        .lines()
        .filter(|line| !field(line, "par_games:") && !field(line, "at_par:"))
        .map(|line| format!("{line}\n"))
        .collect();
    assert_ne!(old, text);
    let read: Statistics = ron::from_str(&old).expect("read");
    assert_eq!(read, statistics);
}

#[test]
fn a_chameleon_par_is_counted_once_by_kind_and_overall_and_kept_on_disk() {
    use pilefire_engine::chameleons::ScoreSide;
    use pilefire_engine::chameleons::stats::{
        ChameleonKey, ChameleonStatistics, ChameleonStatsStore, ChameleonSummary,
    };
    let summary = |score: i32, players: usize| ChameleonSummary {
        date: Date::from_days_since_epoch(20_000),
        players,
        side: ScoreSide::Brown,
        seed: 7,
        score,
        place: 1,
        won: true,
        shared: false,
        level: "normal".into(),
        human_seat: Some(0),
        daily: false,
        record_file: None,
        par: None,
    };
    let mut statistics = ChameleonStatistics::default();
    let played = summary(14, 4);
    statistics.add(played.clone());
    statistics.add(summary(9, 3));
    // The expert scored 12 in the same seat: 14 is above par (more is better).
    assert!(statistics.set_par(&played, 12));
    assert!(!statistics.set_par(&played, 12), "counted once");
    let four = statistics
        .tally(&ChameleonKey::new(4, ScoreSide::Brown))
        .unwrap();
    assert_eq!((four.par_games, four.at_par), (1, 1));
    let three = statistics
        .tally(&ChameleonKey::new(3, ScoreSide::Brown))
        .unwrap();
    assert_eq!(three.par_games, 0);
    let below = summary(8, 4);
    statistics.add(below.clone());
    assert!(statistics.set_par(&below, 10));
    let all = statistics.overall();
    assert_eq!((all.par_games, all.at_par), (2, 1));
    assert_eq!(statistics.history.back().unwrap().at_par(), Some(false));

    // Kept on disk under the lock, as the replay's review finds it.
    let dir = temp_dir("chameleon-par-kept");
    let (mut store, loaded) = ChameleonStatsStore::open(&dir);
    let config = pilefire_engine::chameleons::ChameleonConfig::new(4, ScoreSide::Brown);
    let deal = pilefire_engine::chameleons::ChameleonDeal::Seed(7);
    let record = pilefire_engine::chameleons::ChameleonGame::new(config, deal)
        .unwrap()
        .record();
    let kept = store.keep_finished_game(&record, |_| summary(11, 4), &loaded.value);
    assert_eq!(kept.not_saved, None);
    let (shown, error) = store.keep_par(&kept.summary, 11, &kept.statistics);
    assert_eq!(error, None);
    assert_eq!(shown.overall().at_par, 1);
    let (_, again) = ChameleonStatsStore::open(&dir);
    assert_eq!(again.value.history.back().and_then(|g| g.par), Some(11));
    assert_eq!(again.value.overall().par_games, 1);
}
