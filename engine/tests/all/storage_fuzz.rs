//! Every loader of a kept file (statistics, records, settings, the game in
//! progress) and the deal-code reader fed valid inputs damaged by bit flips,
//! truncation, duplication and random bytes, and by very large or deeply
//! nested inputs: none panics, a refused file gets a clear message, and the
//! original bytes are always kept.

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

use pilefire_engine::piles::dealcode::DealCode;
use pilefire_engine::piles::kept::{StatisticsStore, load_kept_record};
use pilefire_engine::piles::rules::{Record, Ruleset};
use pilefire_engine::piles::stats::STATISTICS_FILE;
use pilefire_engine::storage::{ReadFailure, StorageProblem, corrupt_copies, load_kept};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::Config;

use crate::storage::{DUEL_RECORD, SaveFileLike, SettingsLike, saved_game};
use crate::support::statistics_of;
use crate::support::temp_dir;

/// Damaged inputs per loader.
const CASES: u32 = 256;

#[derive(Debug, Clone)]
enum Mutation {
    FlipBit {
        at: usize,
        bit: u8,
    },
    /// One digit changed: the file still parses but may say something
    /// impossible (a card not in the hand, a seat that does not exist).
    Digit {
        nth: usize,
        digit: u8,
    },
    Truncate {
        to: usize,
    },
    /// A stretch copied and inserted elsewhere.
    Duplicate {
        from: usize,
        len: usize,
        at: usize,
    },
    Insert {
        at: usize,
        bytes: Vec<u8>,
    },
    Overwrite {
        at: usize,
        bytes: Vec<u8>,
    },
    /// The whole file replaced by random bytes.
    Random(Vec<u8>),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        4 => (any::<usize>(), 0..8u8).prop_map(|(at, bit)| Mutation::FlipBit { at, bit }),
        4 => (any::<usize>(), 0..10u8).prop_map(|(nth, digit)| Mutation::Digit { nth, digit }),
        1 => any::<usize>().prop_map(|to| Mutation::Truncate { to }),
        1 => (any::<usize>(), 1..4000usize, any::<usize>())
            .prop_map(|(from, len, at)| Mutation::Duplicate { from, len, at }),
        1 => (any::<usize>(), vec(any::<u8>(), 1..16))
            .prop_map(|(at, bytes)| Mutation::Insert { at, bytes }),
        1 => (any::<usize>(), vec(any::<u8>(), 1..16))
            .prop_map(|(at, bytes)| Mutation::Overwrite { at, bytes }),
        1 => vec(any::<u8>(), 0..600).prop_map(Mutation::Random),
    ]
}

fn damage(original: &[u8], mutations: &[Mutation]) -> Vec<u8> {
    let mut bytes = original.to_vec();
    for step in mutations {
        let place = |at: usize, len: usize| if len == 0 { 0 } else { at % len };
        match step {
            Mutation::FlipBit { at, bit } => {
                if !bytes.is_empty() {
                    let at = place(*at, bytes.len());
                    bytes[at] ^= 1 << bit;
                }
            }
            Mutation::Digit { nth, digit } => {
                let digits: Vec<usize> = (0..bytes.len())
                    .filter(|&index| bytes[index].is_ascii_digit())
                    .collect();
                if !digits.is_empty() {
                    bytes[digits[nth % digits.len()]] = b'0' + digit;
                }
            }
            Mutation::Truncate { to } => bytes.truncate(place(*to, bytes.len())),
            Mutation::Duplicate { from, len, at } => {
                let from = place(*from, bytes.len());
                let piece = bytes[from..(from + len).min(bytes.len())].to_vec();
                let at = place(*at, bytes.len() + 1);
                bytes.splice(at..at, piece);
            }
            Mutation::Insert { at, bytes: new } => {
                let at = place(*at, bytes.len() + 1);
                bytes.splice(at..at, new.iter().copied());
            }
            Mutation::Overwrite { at, bytes: new } => {
                let at = place(*at, bytes.len() + 1);
                let end = (at + new.len()).min(bytes.len());
                bytes.splice(at..end, new.iter().copied());
            }
            Mutation::Random(random) => bytes = random.clone(),
        }
    }
    bytes
}

fn mutations() -> impl Strategy<Value = Vec<Mutation>> {
    vec(mutation(), 1..3)
}

static CASE: AtomicUsize = AtomicUsize::new(0);

/// A fresh folder holding `bytes` as `name`, removed after `check`.
fn with_file(name: &str, bytes: &[u8], check: impl FnOnce(&Path)) {
    let case = CASE.fetch_add(1, Ordering::Relaxed);
    let dir = temp_dir(&format!("fuzz-{case}"));
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("write");
    check(&path);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The file was either whole and left as it was, or refused with a message
/// naming it and kept byte for byte as its first `.corrupt` copy.
fn assert_kept(path: &Path, bytes: &[u8], problem: Option<&StorageProblem>) {
    match problem {
        None => {
            assert_eq!(std::fs::read(path).expect("still there"), bytes);
            assert!(corrupt_copies(path).is_empty());
        }
        Some(StorageProblem::Corrupt {
            path: named,
            kept_as: Some(aside),
            error,
        }) => {
            assert_eq!(named, path);
            assert!(!error.is_empty());
            assert_eq!(&std::fs::read(aside).expect("kept aside"), bytes);
            let message = problem.expect("problem").to_string();
            assert!(message.contains(&*path.to_string_lossy()), "{message}");
        }
        Some(other) => panic!("neither used nor kept aside: {other:?}"),
    }
}

fn pretty<T: serde::Serialize>(value: &T) -> Vec<u8> {
    ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .expect("ron")
        .into_bytes()
}

fn check_statistics(bytes: &[u8]) {
    with_file(STATISTICS_FILE, bytes, |path| {
        let dir = path.parent().expect("folder");
        let (_, load) = StatisticsStore::open(dir);
        let aside = dir.join("statistics.ron.corrupt");
        if load.problem.is_some() {
            // What was recovered is written in the file's place; the
            // damaged original is kept aside, not overwritten.
            assert_eq!(std::fs::read(&aside).expect("kept aside"), bytes);
            if let Some(salvage) = load.salvage {
                assert!(salvage.games_recovered <= salvage.games_found);
                assert!(salvage.tallies_recovered <= salvage.tallies_found);
            }
            let (_, again) = StatisticsStore::open(dir);
            assert_eq!(again.problem, None, "the salvage written back loads");
            assert_eq!(again.statistics, load.statistics);
        } else {
            assert_kept(path, bytes, None);
        }
    });
}

fn check_record(bytes: &[u8]) {
    with_file("2026-11-23-1.ron", bytes, |path| {
        match load_kept_record(path) {
            // A record that parses may still break the rules: replaying it
            // says so, it does not panic.
            Ok(record) => {
                let _ = record.replay();
                assert_kept(path, bytes, None);
            }
            Err(problem) => assert_kept(path, bytes, Some(&problem)),
        }
    });
}

fn check_settings(bytes: &[u8]) {
    with_file("settings.ron", bytes, |path| {
        let loaded = load_kept::<SettingsLike>(path);
        assert_kept(path, bytes, loaded.problem.as_ref());
        if loaded.problem.is_some() {
            assert_eq!(loaded.value, SettingsLike::default());
        }
    });
}

fn check_game_in_progress(bytes: &[u8]) {
    with_file("game-in-progress.ron", bytes, |path| {
        let loaded = load_kept::<SaveFileLike>(path);
        assert_kept(path, bytes, loaded.problem.as_ref());
        // As the game does: a save whose moves do not replay is set aside.
        if let Some(game) = &loaded.value.game
            && let Err(error) = game.record.replay()
        {
            let problem = loaded
                .target
                .set_aside(ReadFailure::Refused(error.to_string()));
            assert_kept(path, bytes, Some(&problem));
        }
    });
}

fn check_deal_code(text: &str) {
    if let Ok(code) = DealCode::parse(text) {
        assert_eq!(DealCode::parse(&code.to_string()), Ok(code));
    } else {
        let message = DealCode::parse(text).expect_err("refused").to_string();
        assert!(!message.is_empty());
    }
}

proptest! {
    #![proptest_config(Config::with_cases(CASES))]

    #[test]
    fn damaged_statistics_are_salvaged_or_kept(mutations in mutations()) {
        check_statistics(&damage(&pretty(&statistics_of(30)), &mutations));
    }

    #[test]
    fn damaged_records_are_refused_or_replayed_and_kept(mutations in mutations()) {
        check_record(&damage(DUEL_RECORD.as_bytes(), &mutations));
    }

    #[test]
    fn damaged_settings_fall_back_to_defaults_and_are_kept(mutations in mutations()) {
        check_settings(&damage(&pretty(&SettingsLike::default()), &mutations));
    }

    #[test]
    fn a_damaged_game_in_progress_is_kept(mutations in mutations()) {
        check_game_in_progress(&damage(&pretty(&saved_game(2)), &mutations));
    }

    #[test]
    fn damaged_deal_codes_are_refused_with_a_reason_or_read_back_exactly(
        mutations in mutations(),
        seed in 0..=u64::from(u32::MAX),
    ) {
        let code = DealCode::new(Ruleset::coop(3), seed).expect("code").to_string();
        check_deal_code(&String::from_utf8_lossy(&damage(code.as_bytes(), &mutations)));
    }
}

#[test]
fn deeply_nested_and_very_long_inputs_are_refused_without_a_crash() {
    let nested = "(".repeat(100_000).into_bytes();
    let long_line = vec![b'7'; 2 << 20];
    for bytes in [&nested, &long_line] {
        check_statistics(bytes);
        check_record(bytes);
        check_settings(bytes);
        check_game_in_progress(bytes);
    }
    // A huge paste where a deal code was expected: refused, not stored.
    let paste = "A6V6-E6P7-9CK ".repeat(1 << 20);
    assert!(matches!(
        DealCode::parse(&paste),
        Err(pilefire_engine::piles::dealcode::DealCodeError::WrongLength { found, .. }) if found == 11 << 20
    ));
    check_deal_code(&paste);
    let record = Record::from_ron(DUEL_RECORD).expect("record");
    check_record(record.to_ron().repeat(3000).as_bytes());
}
