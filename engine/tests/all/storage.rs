//! Kept files try to lose data and cannot: damaged, non-text and huge files
//! are moved aside (every copy kept) and never overwritten; statistics are
//! salvaged; two windows keep each other's results; a writer killed at
//! random moments leaves only whole files; a full disk changes nothing kept.
//! Some tests run this test binary again as a child process
//! ([`child_process`]), selected by `PILEFIRE_TEST_CHILD`.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::kept::{
    RECORDS_DIR, StatisticsStore, load_kept_record, salvage_statistics,
};
use pilefire_engine::piles::rules::Record;
use pilefire_engine::piles::stats::{STATISTICS_FILE, Statistics};
use pilefire_engine::storage::{
    GameInProgressLock, GameLockError, KeptPath, MAX_ASIDE_COPIES, ReadFailure, SaveError,
    StorageProblem, corrupt_copies, load_kept, load_kept_locked, parse_ron, save_ron_atomic,
};
use serde::{Deserialize, Serialize};

use crate::support::{statistics_of, summary, temp_dir};

pub const DUEL_RECORD: &str = include_str!("../../../examples/records/duel.ron");

/// The settings' shape, standing in for the game's own (a Bevy type).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SettingsLike {
    pub language: Option<String>,
    pub volume: f32,
    pub speed: Speed,
    pub teammates: usize,
    pub reduced_motion: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Speed {
    Instant,
    #[default]
    Normal,
    Slow,
}

impl Default for SettingsLike {
    fn default() -> Self {
        SettingsLike {
            language: None,
            volume: 0.8,
            speed: Speed::Normal,
            teammates: 1,
            reduced_motion: false,
        }
    }
}

/// The game in progress' file shape (the game's `SaveFile`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SaveFileLike {
    pub game: Option<SavedGameLike>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedGameLike {
    pub record: Record,
    pub seed: u64,
    pub human_seat: Option<usize>,
    pub bot_level: BotLevel,
    pub hints_used: u32,
    pub daily: bool,
}

pub fn saved_game(hints_used: u32) -> SaveFileLike {
    SaveFileLike {
        game: Some(SavedGameLike {
            record: Record::from_ron(DUEL_RECORD).expect("example record"),
            seed: 3,
            human_seat: Some(0),
            bot_level: BotLevel::Expert,
            hints_used,
            daily: false,
        }),
    }
}

#[test]
fn every_damaged_copy_is_kept_numbered_and_none_replaced() {
    let dir = temp_dir("storage-numbered");
    let path = dir.join("settings.ron");
    let damaged = ["(volume: ", "(speed: Fastest)", "\u{0}\u{1}"];
    for text in damaged {
        std::fs::write(&path, text).expect("write");
        let loaded = load_kept::<SettingsLike>(&path);
        assert_eq!(loaded.value, SettingsLike::default());
        assert!(matches!(
            loaded.problem,
            Some(StorageProblem::Corrupt {
                kept_as: Some(_),
                ..
            })
        ));
        assert!(loaded.target.quarantined().is_none());
        loaded.target.save(&loaded.value).expect("defaults saved");
    }
    let copies = corrupt_copies(&path);
    assert_eq!(
        copies,
        vec![
            dir.join("settings.ron.corrupt"),
            dir.join("settings.ron.corrupt.1"),
            dir.join("settings.ron.corrupt.2"),
        ]
    );
    for (copy, text) in copies.iter().zip(damaged) {
        assert_eq!(std::fs::read_to_string(copy).expect("kept"), text);
    }
}

#[test]
fn statistics_with_a_flipped_byte_are_kept_aside_and_salvaged_not_overwritten() {
    let dir = temp_dir("storage-flipped");
    let path = dir.join(STATISTICS_FILE);
    let statistics = statistics_of(40);
    save_ron_atomic(&path, &statistics).expect("saved");
    let mut bytes = std::fs::read(&path).expect("read");
    // A byte that is not UTF-8, inside the seventh recent game's seed.
    let seventh = find_nth(&bytes, b"seed: ", 7);
    bytes[seventh] = 0xFF;
    std::fs::write(&path, &bytes).expect("damaged");

    let (mut store, load) = StatisticsStore::open(&dir);
    assert!(matches!(load.failure, Some(ReadFailure::NotText { .. })));
    let salvage = load.salvage.expect("salvaged");
    assert_eq!(salvage.games_found, 40);
    assert_eq!(salvage.games_recovered, 39, "only the damaged game is lost");
    assert_eq!((salvage.tallies_recovered, salvage.tallies_found), (3, 3));
    assert!(salvage.overall_recovered);
    assert_eq!(
        salvage.to_string(),
        "recovered 39 of 40 recent games and 3 of 3 tallies"
    );
    assert_eq!(load.statistics.all, statistics.all);
    assert_eq!(load.statistics.tallies, statistics.tallies);
    let aside = dir.join("statistics.ron.corrupt");
    assert_eq!(
        load.problem,
        Some(StorageProblem::Corrupt {
            path: path.clone(),
            kept_as: Some(aside.clone()),
            error: load.failure.clone().expect("failure").to_string(),
        })
    );
    assert_eq!(std::fs::read(&aside).expect("kept"), bytes);

    // The next finished game starts from what was recovered, not from zero,
    // and the damaged original stays as it was.
    let kept = store.keep_finished_game(None, |_| summary(99, 0, None), &load.statistics);
    assert_eq!(kept.not_saved, None);
    assert_eq!(kept.statistics.all.games, statistics.all.games + 1);
    assert_eq!(kept.statistics.history.len(), 40);
    assert_eq!(std::fs::read(&aside).expect("still kept"), bytes);
}

fn find_nth(haystack: &[u8], needle: &[u8], n: usize) -> usize {
    haystack
        .windows(needle.len())
        .enumerate()
        .filter(|(_, window)| *window == needle)
        .nth(n - 1)
        .map(|(index, _)| index + needle.len())
        .expect("found")
}

#[test]
fn salvage_keeps_every_entry_a_damage_does_not_reach() {
    let statistics = statistics_of(12);
    let text =
        ron::ser::to_string_pretty(&statistics, ron::ser::PrettyConfig::default()).expect("ron");
    // An unterminated string in the third game, and a count that is not a
    // number in the all-games tally and the first tally: each costs only
    // its own entry.
    let third = text
        .match_indices("deal_code: \"\"")
        .nth(2)
        .expect("entry")
        .0;
    let mut damaged = text.clone();
    damaged.replace_range(third..third + 13, "deal_code: \"");
    let damaged = damaged.replacen("wins: ", "wins: x", 2);
    let (recovered, salvage) = salvage_statistics(&damaged);
    assert_eq!(
        (salvage.games_recovered, salvage.games_found),
        (11, 12),
        "{damaged}"
    );
    assert_eq!((salvage.tallies_recovered, salvage.tallies_found), (2, 3));
    assert!(!salvage.overall_recovered);
    // The lost all-games tally is rebuilt from the tallies that remain.
    let kept_games: u32 = recovered.tallies.iter().map(|(_, t)| t.games).sum();
    assert_eq!(recovered.all.games, kept_games);
    assert_eq!(recovered.tallies[0], statistics.tallies[1]);

    let (nothing, none) = salvage_statistics("not statistics at all");
    assert_eq!(nothing, Statistics::default());
    assert_eq!((none.games_found, none.tallies_found), (0, 0));
}

#[test]
fn a_huge_file_is_refused_unread_and_kept() {
    let dir = temp_dir("storage-huge");
    let path = dir.join(STATISTICS_FILE);
    let hundred_megabytes = 100 << 20;
    // Sparse: 100 MB long without writing 100 MB.
    std::fs::File::create(&path)
        .and_then(|file| file.set_len(hundred_megabytes))
        .expect("sparse file");
    let started = Instant::now();
    let (_, load) = StatisticsStore::open(&dir);
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "it was not read"
    );
    assert_eq!(
        load.failure,
        Some(ReadFailure::TooLarge {
            bytes: hundred_megabytes,
            limit: pilefire_engine::storage::MAX_KEPT_FILE_BYTES
        })
    );
    assert_eq!(load.salvage, None);
    let message = load.problem.expect("reported").to_string();
    assert!(message.contains("100 MB"), "{message}");
    let aside = dir.join("statistics.ron.corrupt");
    assert_eq!(aside.metadata().expect("kept").len(), hundred_megabytes);

    let record = dir.join("huge-record.ron");
    std::fs::File::create(&record)
        .and_then(|file| file.set_len(hundred_megabytes))
        .expect("sparse record");
    let problem = load_kept_record(&record).expect_err("refused");
    assert!(problem.to_string().contains("100 MB"), "{problem}");
}

#[test]
fn a_file_that_cannot_be_moved_aside_is_never_written_this_session() {
    let dir = temp_dir("storage-quarantine");
    let path = dir.join("settings.ron");
    // Every name a damaged copy could take is taken (this works as root too,
    // where permission bits would not stop a rename).
    for number in 0..MAX_ASIDE_COPIES {
        let name = match number {
            0 => "settings.ron.corrupt".to_string(),
            n => format!("settings.ron.corrupt.{n}"),
        };
        std::fs::write(dir.join(name), "older damage").expect("taken");
    }
    std::fs::write(&path, "(volume: 0.5, speed: Warp)").expect("damaged");
    let loaded = load_kept::<SettingsLike>(&path);
    assert!(matches!(
        loaded.problem,
        Some(StorageProblem::Corrupt { kept_as: None, .. })
    ));
    let why = loaded
        .target
        .quarantined()
        .expect("quarantined")
        .to_string();
    // Clones made earlier or later (the game keeps one per system) refuse too.
    let later = loaded.target.clone();
    for attempt in [
        loaded.target.save(&SettingsLike::default()),
        later.save(&SettingsLike::default()),
        later.remove(),
    ] {
        assert_eq!(
            attempt,
            Err(SaveError::Quarantined {
                path: path.clone(),
                why: why.clone()
            })
        );
    }
    assert_eq!(
        std::fs::read_to_string(&path).expect("untouched"),
        "(volume: 0.5, speed: Warp)"
    );
}

#[test]
fn a_folder_in_place_of_the_file_is_reported_left_alone_and_not_written() {
    let dir = temp_dir("storage-folder");
    let path = dir.join(STATISTICS_FILE);
    std::fs::create_dir_all(path.join("inside")).expect("folder");
    let (mut store, load) = StatisticsStore::open(&dir);
    assert!(matches!(
        load.problem,
        Some(StorageProblem::Unreadable { .. })
    ));
    assert!(store.quarantined().is_some());
    let kept = store.keep_finished_game(None, |_| summary(1, 0, None), &load.statistics);
    assert!(matches!(
        kept.not_saved,
        Some(SaveError::Quarantined { .. })
    ));
    assert_eq!(kept.statistics.all.games, 1, "the game goes on in memory");
    assert_eq!(store.unsaved().len(), 1);
    assert!(path.join("inside").is_dir(), "nothing moved or deleted");
}

#[test]
fn two_windows_keeping_games_at_once_lose_none_of_each_others_results() {
    let dir = temp_dir("storage-two-windows");
    let record = Record::from_ron(DUEL_RECORD).expect("record");
    let per_window = 25;
    let windows: Vec<_> = (0..2u64)
        .map(|window| {
            let dir = dir.clone();
            let record = record.clone();
            std::thread::spawn(move || {
                // Each window reads the statistics once at start, as the game does.
                let (mut store, load) = StatisticsStore::open(&dir);
                let mut shown = load.statistics;
                for game in 0..per_window {
                    let seed = window * 1000 + game;
                    let kept = store.keep_finished_game(
                        Some(&record),
                        |file| summary(seed, 0, file),
                        &shown,
                    );
                    assert_eq!(kept.not_saved, None);
                    assert_eq!(kept.record_not_kept, None);
                    shown = kept.statistics;
                }
            })
        })
        .collect();
    for window in windows {
        window.join().expect("window");
    }
    let (_, load) = StatisticsStore::open(&dir);
    assert_eq!(load.problem, None);
    assert_eq!(load.statistics.all.games, 2 * per_window as u32);
    let mut seeds: Vec<u64> = load.statistics.history.iter().map(|g| g.seed).collect();
    seeds.sort();
    let expected: Vec<u64> = (0..2)
        .flat_map(|window| (0..per_window).map(move |game| window * 1000 + game))
        .collect();
    assert_eq!(seeds, expected);
    // Every listed record is there, and nothing else.
    for game in &load.statistics.history {
        let file = dir
            .join(RECORDS_DIR)
            .join(game.record_file.as_deref().expect("listed"));
        assert_eq!(load_kept_record(&file).expect("readable"), record);
    }
    let records = std::fs::read_dir(dir.join(RECORDS_DIR)).expect("records");
    assert_eq!(records.count(), 2 * per_window as usize);
}

#[test]
fn the_game_in_progress_belongs_to_one_window_at_a_time() {
    let dir = temp_dir("storage-game-lock");
    let first = GameInProgressLock::acquire(&dir).expect("first window");
    assert!(matches!(
        GameInProgressLock::acquire(&dir),
        Err(GameLockError::HeldElsewhere { .. })
    ));
    drop(first);
    let _again = GameInProgressLock::acquire(&dir).expect("free after the window closed");

    // A lock file that cannot be made (its folder is a file) is an error of
    // its own, not "held elsewhere".
    let not_a_folder = dir.join("plain-file");
    std::fs::write(&not_a_folder, "").expect("file");
    assert!(matches!(
        GameInProgressLock::acquire(&not_a_folder),
        Err(GameLockError::Io { .. })
    ));
}

#[test]
fn a_crashed_window_does_not_keep_the_game_in_progress_locked() {
    let dir = temp_dir("storage-game-lock-crash");
    let mut child = child("hold-game-lock", &dir)
        .stdout(Stdio::piped())
        .spawn()
        .expect("child");
    wait_for_line(&mut child, "locked");
    assert!(matches!(
        GameInProgressLock::acquire(&dir),
        Err(GameLockError::HeldElsewhere { .. })
    ));
    child.kill().expect("killed");
    child.wait().expect("reaped");
    GameInProgressLock::acquire(&dir).expect("free once its holder died");
}

/// This test binary again, running only [`child_process`] as `role`.
fn child(role: &str, dir: &Path) -> Command {
    let mut command = Command::new(std::env::current_exe().expect("test binary"));
    command
        .args([
            "storage::child_process",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
            "-q",
        ])
        .env("PILEFIRE_TEST_CHILD", role)
        .env("PILEFIRE_TEST_DIR", dir)
        .stderr(Stdio::null());
    command
}

/// Reads the child's output up to a line containing `marker`.
fn wait_for_line(
    child: &mut std::process::Child,
    marker: &str,
) -> BufReader<std::process::ChildStdout> {
    let mut reader = BufReader::new(child.stdout.take().expect("piped"));
    let mut line = String::new();
    loop {
        line.clear();
        let read = reader.read_line(&mut line).expect("child output");
        assert!(read > 0, "the child ended before saying {marker:?}");
        if line.contains(marker) {
            return reader;
        }
    }
}

/// Not a test: the other side of the tests that need a second process.
#[test]
#[ignore = "a child process of the storage tests, started by them"]
fn child_process() {
    let role = std::env::var("PILEFIRE_TEST_CHILD").expect("started by a test");
    let dir = PathBuf::from(std::env::var_os("PILEFIRE_TEST_DIR").expect("a folder"));
    match role.as_str() {
        "hold-game-lock" => {
            let _lock = GameInProgressLock::acquire(&dir).expect("lock");
            println!("locked");
            std::thread::sleep(Duration::from_secs(60));
        }
        "writer" => write_forever(&dir),
        "small-disk" => keep_games_on_a_small_disk(&dir),
        "keep-games" => {
            let first_seed: u64 = std::env::var("PILEFIRE_TEST_SEED")
                .expect("seed")
                .parse()
                .expect("a number");
            keep_games(&dir, first_seed);
        }
        other => panic!("unknown child role {other}"),
    }
}

/// Keeps [`GAMES_PER_PROCESS`] games, as one window of the game would.
fn keep_games(dir: &Path, first_seed: u64) {
    let record = Record::from_ron(DUEL_RECORD).expect("record");
    let (mut store, load) = StatisticsStore::open(dir);
    let mut shown = load.statistics;
    for seed in first_seed..first_seed + GAMES_PER_PROCESS {
        let kept = store.keep_finished_game(Some(&record), |file| summary(seed, 1, file), &shown);
        assert_eq!(kept.not_saved, None);
        shown = kept.statistics;
    }
}

const GAMES_PER_PROCESS: u64 = 20;

#[test]
fn two_running_copies_of_the_game_lose_none_of_each_others_results() {
    let dir = temp_dir("storage-two-processes");
    let children: Vec<_> = [0u64, 1000]
        .into_iter()
        .map(|first_seed| {
            child("keep-games", &dir)
                .env("PILEFIRE_TEST_SEED", first_seed.to_string())
                .stdout(Stdio::null())
                .spawn()
                .expect("child")
        })
        .collect();
    for mut child in children {
        assert!(child.wait().expect("ran").success());
    }
    let (_, load) = StatisticsStore::open(&dir);
    assert_eq!(load.problem, None);
    let mut seeds: Vec<u64> = load.statistics.history.iter().map(|g| g.seed).collect();
    seeds.sort();
    let expected: Vec<u64> = (0..GAMES_PER_PROCESS)
        .chain(1000..1000 + GAMES_PER_PROCESS)
        .collect();
    assert_eq!(seeds, expected);
    let records = std::fs::read_dir(dir.join(RECORDS_DIR)).expect("records");
    assert_eq!(records.count() as u64, 2 * GAMES_PER_PROCESS);
}

/// Writes every kind of kept file, over and over, until killed.
fn write_forever(dir: &Path) {
    let record = Record::from_ron(DUEL_RECORD).expect("record");
    let (mut store, load) = StatisticsStore::open(dir);
    assert_eq!(load.problem, None, "a whole file after every kill");
    let mut shown = load.statistics;
    let settings = KeptPath::new(dir.join("settings.ron"));
    let game = KeptPath::new(dir.join("game-in-progress.ron"));
    println!("writing");
    for round in shown.all.games.. {
        let kept =
            store.keep_finished_game(Some(&record), |file| summary(round.into(), 3, file), &shown);
        assert_eq!(kept.not_saved, None);
        shown = kept.statistics;
        let written = SettingsLike {
            teammates: round as usize,
            ..SettingsLike::default()
        };
        settings.save(&written).expect("settings");
        game.save(&saved_game(round)).expect("game");
    }
}

#[test]
fn a_writer_killed_at_random_moments_leaves_only_whole_files() {
    let dir = temp_dir("storage-kill");
    let kills = 200;
    let started = Instant::now();
    let mut random = pilefire_engine::piles::rules::deal::Pcg32::new(15, 15);
    let mut games_before = 0;
    for kill in 0..kills {
        let mut child = child("writer", &dir)
            .stdout(Stdio::piped())
            .spawn()
            .expect("child");
        let _output = wait_for_line(&mut child, "writing");
        std::thread::sleep(Duration::from_micros(u64::from(random.below(20_000))));
        child.kill().expect("SIGKILL");
        let status = child.wait().expect("reaped");
        assert!(
            !status.success(),
            "kill {kill}: the writer stopped by itself"
        );

        let (_, load) = StatisticsStore::open(&dir);
        assert_eq!(load.problem, None, "kill {kill}: statistics");
        let games = load.statistics.all.games;
        assert!(games >= games_before, "kill {kill}: a kept game vanished");
        games_before = games;
        for game in &load.statistics.history {
            let file = dir
                .join(RECORDS_DIR)
                .join(game.record_file.as_deref().expect("listed"));
            load_kept_record(&file).unwrap_or_else(|problem| panic!("kill {kill}: {problem}"));
        }
        for (name, problem) in [
            (
                "settings",
                load_kept::<SettingsLike>(&dir.join("settings.ron")).problem,
            ),
            (
                "game",
                load_kept::<SaveFileLike>(&dir.join("game-in-progress.ron")).problem,
            ),
        ] {
            assert_eq!(problem, None, "kill {kill}: {name}");
        }
        assert!(corrupt_copies(&dir.join(STATISTICS_FILE)).is_empty());
    }
    assert!(games_before > 0, "the writer never finished a round");
    eprintln!(
        "{kills} kills in {:.1} s; {games_before} games kept",
        started.elapsed().as_secs_f64()
    );
}

/// Keeps games while writes past a few kilobytes fail (`ulimit -f`), as on
/// a full disk, then reports what happened.
fn keep_games_on_a_small_disk(dir: &Path) {
    let (mut store, load) = StatisticsStore::open(dir);
    assert_eq!(load.problem, None);
    let mut shown = load.statistics;
    let mut errors = Vec::new();
    for seed in 0..3 {
        let kept = store.keep_finished_game(None, |_| summary(1000 + seed, 0, None), &shown);
        errors.push(kept.not_saved.expect("the disk is full"));
        shown = kept.statistics;
    }
    assert_eq!(
        shown.all.games,
        statistics_of(60).all.games + 3,
        "the game goes on"
    );
    assert_eq!(store.unsaved().len(), 3, "kept in memory for a later save");
    assert!(
        matches!(&errors[0], SaveError::Io { .. }),
        "{:?}",
        errors[0]
    );
    assert!(
        errors.iter().all(|error| *error == errors[0]),
        "told once: {errors:?}"
    );
    println!("full disk handled: {}", errors[0]);
}

// `sh` and `ulimit` are Unix's.
#[cfg(unix)]
#[test]
fn a_full_disk_damages_nothing_already_kept() {
    let dir = temp_dir("storage-full-disk");
    let path = dir.join(STATISTICS_FILE);
    save_ron_atomic(&path, &statistics_of(60)).expect("saved");
    let before = std::fs::read(&path).expect("read");
    // `ulimit -f` makes writes past the limit fail with "File too large";
    // the signal that would kill the writer is ignored first (an ignored
    // signal stays ignored across exec).
    let test_binary = std::env::current_exe().expect("test binary");
    let inner = child("small-disk", &dir);
    let args: Vec<String> = inner
        .get_args()
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    let output = Command::new("sh")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 8; exec \"$0\" \"$@\"")
        .arg(&test_binary)
        .args(&args)
        .envs(
            inner
                .get_envs()
                .filter_map(|(key, value)| value.map(|value| (key.to_owned(), value.to_owned()))),
        )
        .stderr(Stdio::piped())
        .output()
        .expect("child");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success() && stdout.contains("full disk handled"),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(std::fs::read(&path).expect("read"), before, "unchanged");
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".tmp") || name.contains("corrupt"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn a_folder_that_cannot_exist_fails_the_save_and_changes_nothing() {
    let dir = temp_dir("storage-parent-is-file");
    let blocker = dir.join("config");
    std::fs::write(&blocker, "a file where the folder should be").expect("file");
    let (mut store, load) = StatisticsStore::open(&blocker);
    assert_eq!(load.problem, None, "nothing there: defaults, quietly");
    let kept = store.keep_finished_game(
        Some(&Record::from_ron(DUEL_RECORD).expect("record")),
        |file| summary(5, 0, file),
        &load.statistics,
    );
    assert!(kept.not_saved.is_some());
    assert!(kept.record_not_kept.is_some());
    assert_eq!(kept.summary.record_file, None);
    assert_eq!(kept.statistics.all.games, 1, "the game goes on");
    assert_eq!(
        std::fs::read_to_string(&blocker).expect("kept"),
        "a file where the folder should be"
    );
}

#[test]
fn temporaries_left_by_a_killed_writer_are_removed_once_old() {
    let dir = temp_dir("storage-stale");
    let records = dir.join(RECORDS_DIR);
    std::fs::create_dir_all(&records).expect("records");
    let hour_ago = std::time::SystemTime::now() - Duration::from_secs(3600);
    let stale = [
        dir.join(".statistics.ron.123.0.tmp"),
        records.join(".2026-11-23-1.ron.123.4.tmp"),
    ];
    for path in &stale {
        std::fs::File::create(path)
            .and_then(|file| file.set_modified(hour_ago))
            .expect("stale temporary");
    }
    // A write in progress elsewhere right now, and the player's own files.
    let fresh = dir.join(".settings.ron.456.0.tmp");
    std::fs::write(&fresh, "half").expect("fresh");
    let own = dir.join("notes.tmp");
    std::fs::File::create(&own)
        .and_then(|file| file.set_modified(hour_ago))
        .expect("own file");
    let _ = StatisticsStore::open(&dir);
    for path in &stale {
        assert!(!path.exists(), "{} left", path.display());
    }
    assert!(fresh.exists() && own.exists());
}

#[test]
fn updates_from_many_threads_at_once_are_all_kept() {
    let dir = temp_dir("storage-update");
    let path = dir.join("counter.ron");
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let target = KeptPath::new(&path);
            std::thread::spawn(move || {
                for _ in 0..20 {
                    let load =
                        |target: &KeptPath| load_kept_locked(target, || 0u32, parse_ron::<u32>);
                    target.update(load, |count| *count += 1).expect("updated");
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().expect("thread");
    }
    assert_eq!(load_kept::<u32>(&path).value, 80);

    // A damaged file found by an update is kept aside, then updated from
    // the default, and the caller is told.
    std::fs::write(&path, "eighty").expect("damaged");
    let target = KeptPath::new(&path);
    let updated = target
        .update(
            |target| load_kept_locked(target, || 0u32, parse_ron::<u32>),
            |count| *count += 1,
        )
        .expect("updated");
    assert_eq!(updated.value, 1);
    assert!(matches!(updated.failure, Some(ReadFailure::Unparsable(_))));
    assert_eq!(
        std::fs::read_to_string(dir.join("counter.ron.corrupt")).expect("kept"),
        "eighty"
    );
}

#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn a_relative_xdg_config_home_is_ignored_as_the_xdg_spec_says() {
    use pilefire_engine::storage::config_dir_from;
    use std::path::PathBuf;
    let env = |xdg: &'static str| {
        move |name: &str| match name {
            "XDG_CONFIG_HOME" => Some(xdg.into()),
            "HOME" => Some("/home/ann".into()),
            _ => None,
        }
    };
    assert_eq!(
        config_dir_from(env("/srv/conf")),
        Some(PathBuf::from("/srv/conf/pilefire"))
    );
    assert_eq!(
        config_dir_from(env("conf")),
        Some(PathBuf::from("/home/ann/.config/pilefire"))
    );
    assert_eq!(
        config_dir_from(env("")),
        Some(PathBuf::from("/home/ann/.config/pilefire"))
    );
}

#[test]
fn a_par_found_after_the_game_is_kept_on_disk_with_it() {
    let dir = temp_dir("par-kept");
    let (mut store, load) = StatisticsStore::open(&dir);
    let kept = store.keep_finished_game(None, |_| summary(1, 4, None), &load.statistics);
    assert_eq!(kept.not_saved, None);
    let (shown, error) = store.keep_par(&kept.summary, 6, &kept.statistics);
    assert_eq!(error, None);
    assert_eq!(shown.all.at_par, 1);
    let (_, again) = StatisticsStore::open(&dir);
    assert_eq!(again.statistics.history.back().and_then(|g| g.par), Some(6));
    assert_eq!(
        (again.statistics.all.par_games, again.statistics.all.at_par),
        (1, 1)
    );
    // Once known, a par is not counted again.
    let (shown, _) = store.keep_par(&kept.summary, 6, &again.statistics);
    assert_eq!(shown.all.par_games, 1);
    let (_, again) = StatisticsStore::open(&dir);
    assert_eq!(again.statistics.all.par_games, 1);
}

#[test]
fn the_log_goes_to_the_state_folder_or_beside_a_chosen_config_folder() {
    use pilefire_engine::storage::state_dir_from;
    use std::path::PathBuf;
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).into())
        }
    };
    assert_eq!(
        state_dir_from(env(&[("HOME", "/home/ann")])),
        Some(PathBuf::from("/home/ann/.local/state/pilefire"))
    );
    assert_eq!(
        state_dir_from(env(&[
            ("HOME", "/home/ann"),
            ("XDG_STATE_HOME", "/srv/state")
        ])),
        Some(PathBuf::from("/srv/state/pilefire"))
    );
    // A relative XDG_STATE_HOME is ignored, as the XDG spec says.
    assert_eq!(
        state_dir_from(env(&[("HOME", "/home/ann"), ("XDG_STATE_HOME", "state")])),
        Some(PathBuf::from("/home/ann/.local/state/pilefire"))
    );
    assert_eq!(
        state_dir_from(env(&[
            ("HOME", "/home/ann"),
            ("PILEFIRE_CONFIG_DIR", "/tmp/one")
        ])),
        Some(PathBuf::from("/tmp/one"))
    );
    assert_eq!(
        state_dir_from(env(&[
            ("PILEFIRE_CONFIG_DIR", "/tmp/one"),
            ("PILEFIRE_STATE_DIR", "/tmp/logs")
        ])),
        Some(PathBuf::from("/tmp/logs"))
    );
}
