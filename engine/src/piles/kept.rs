//! The statistics file and the kept game records, as several windows keep
//! them at once: every finished game is added to what is on disk now (read,
//! merged and written under the statistics' lock), never to a copy read at
//! start-up, so two running copies of the game do not lose each other's
//! results. A statistics file that does not parse is moved aside and as much
//! of it as parses (the recent games, the tallies) is recovered.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

pub use crate::core::kept::Salvage;
use crate::core::kept::{load_record_file, prune_unlisted, write_new_record};
use crate::piles::rules::Record;
use crate::piles::stats::{
    GameSummary, HISTORY_LENGTH, STATISTICS_FILE, StatKey, Statistics, Tally,
};
use crate::storage::{
    FileLock, KeptPath, Loaded, Parsed, ReadFailure, SaveError, StorageProblem, load_kept_locked,
    load_kept_with, parse_ron, remove_stale_temporaries,
};

/// The folder of kept game records, beside the statistics.
pub const RECORDS_DIR: &str = "records";

/// A temporary file this old was left by a writer that died mid-write.
const STALE_TEMPORARY_AGE: std::time::Duration = std::time::Duration::from_secs(600);

/// Statistics as read, with what went wrong and what was recovered.
#[derive(Debug, Clone, PartialEq)]
pub struct StatisticsLoad {
    pub statistics: Statistics,
    /// For the notice: the damaged file and where it was kept.
    pub problem: Option<StorageProblem>,
    pub failure: Option<ReadFailure>,
    /// Present when the file did not parse as a whole but was read.
    pub salvage: Option<Salvage>,
}

/// Parses a statistics file, salvaging the parts that parse when the whole
/// does not.
pub fn parse_statistics(bytes: &[u8]) -> Parsed<(Statistics, Option<Salvage>)> {
    match parse_ron::<Statistics>(bytes) {
        Parsed::Whole(statistics) => Parsed::Whole((statistics, None)),
        Parsed::Failed(failure) => {
            let (statistics, salvage) = salvage_statistics(&String::from_utf8_lossy(bytes));
            Parsed::Salvaged((statistics, Some(salvage)), failure)
        }
        Parsed::Salvaged(value, failure) => Parsed::Salvaged((value, None), failure),
    }
}

/// Recovers what parses of statistics written as pretty RON (one field per
/// line, four spaces a level): the all-games tally, then each tally and
/// each recent game on its own, found by its indentation, so a damaged byte
/// costs only the entry it is in.
pub fn salvage_statistics(text: &str) -> (Statistics, Salvage) {
    let lines: Vec<&str> = text.lines().collect();
    let section = |name: &str| -> &[&str] {
        let header = format!("    {name}:");
        let Some(start) = lines.iter().position(|line| line.starts_with(&header)) else {
            return &[];
        };
        // Up to the next field or the end, with this one's closing bracket.
        let end = lines[start + 1..]
            .iter()
            .position(|line| {
                let closing = line.trim_start().starts_with([')', ']']);
                indent_of(line) < 4 || (indent_of(line) == 4 && !closing)
            })
            .map_or(lines.len(), |offset| start + 1 + offset);
        &lines[start..end]
    };

    let overall = section("all");
    let overall = (!overall.is_empty())
        .then(|| {
            let joined = overall.join("\n");
            let value = joined.trim_start().trim_start_matches("all:");
            parse_entry::<Tally>(value)
        })
        .flatten();

    let tallies: Vec<Option<(StatKey, Tally)>> = entries(section("tallies"))
        .iter()
        .map(|entry| parse_entry(entry))
        .collect();
    let games: Vec<Option<crate::piles::stats::GameSummary>> = entries(section("history"))
        .iter()
        .map(|entry| parse_entry(entry))
        .collect();

    let mut statistics = Statistics::default();
    let mut seen = HashSet::new();
    for (key, tally) in tallies.iter().flatten() {
        // A key twice would make two rows for one kind of game.
        if seen.insert(*key) {
            statistics.tallies.push((*key, tally.clone()));
        }
    }
    statistics.history = games.iter().flatten().cloned().collect();
    while statistics.history.len() > HISTORY_LENGTH {
        statistics.history.pop_front();
    }
    statistics.all = match &overall {
        Some(tally) => tally.clone(),
        None => rebuilt_overall(&statistics),
    };
    let salvage = Salvage {
        games_recovered: statistics.history.len(),
        games_found: games.len(),
        tallies_recovered: statistics.tallies.len(),
        tallies_found: tallies.len(),
        overall_recovered: overall.is_some(),
    };
    (statistics, salvage)
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

/// The entries of a list section: each starts with a line indented eight
/// spaces that opens with `(`.
fn entries(section: &[&str]) -> Vec<String> {
    let body = section.get(1..).unwrap_or_default();
    let mut found: Vec<Vec<&str>> = Vec::new();
    // Lines indented less belong to no entry (the list's closing bracket).
    for line in body.iter().filter(|line| indent_of(line) >= 8) {
        if indent_of(line) == 8 && line.trim_start().starts_with('(') {
            found.push(vec![line]);
        } else if let Some(entry) = found.last_mut() {
            entry.push(line);
        }
    }
    found.into_iter().map(|lines| lines.join("\n")).collect()
}

fn parse_entry<T: serde::de::DeserializeOwned>(text: &str) -> Option<T> {
    let text = text.trim().trim_end_matches(',');
    ron::from_str(text).ok()
}

/// The all-games tally from the per-kind tallies, when its own is lost.
fn rebuilt_overall(statistics: &Statistics) -> Tally {
    let mut all = Tally::default();
    for (_, tally) in &statistics.tallies {
        all.games = all.games.saturating_add(tally.games);
        all.wins = all.wins.saturating_add(tally.wins);
        all.excellent = all.excellent.saturating_add(tally.excellent);
        all.total_cards_left = all.total_cards_left.saturating_add(tally.total_cards_left);
        all.hinted_games = all.hinted_games.saturating_add(tally.hinted_games);
        all.best = match (all.best, tally.best) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        all.best_streak = all.best_streak.max(tally.best_streak);
        if all.histogram.len() < tally.histogram.len() {
            all.histogram.resize(tally.histogram.len(), 0);
        }
        for (sum, count) in all.histogram.iter_mut().zip(&tally.histogram) {
            *sum = sum.saturating_add(*count);
        }
    }
    all.current_streak = statistics
        .history
        .iter()
        .rev()
        .take_while(|game| game.won)
        .count() as u32;
    all.best_streak = all.best_streak.max(all.current_streak);
    all
}

fn load_statistics_from(target: &KeptPath, locked: bool) -> StatisticsLoad {
    let default = || (Statistics::default(), None);
    let Loaded {
        value: (statistics, salvage),
        problem,
        failure,
        ..
    } = if locked {
        load_kept_locked(target, default, parse_statistics)
    } else {
        load_kept_with(target, default, parse_statistics)
    };
    StatisticsLoad {
        statistics,
        problem,
        failure,
        salvage,
    }
}

/// What keeping a finished game did.
#[derive(Debug, Clone, PartialEq)]
pub struct KeptGame {
    /// The statistics to show: what is on disk now, this game included (or,
    /// when it could not be saved, the session's statistics with it).
    pub statistics: Statistics,
    pub summary: GameSummary,
    /// The statistics file found on disk was damaged: moved aside, salvaged.
    pub found: Option<StatisticsLoad>,
    /// The statistics could not be saved; the game is kept in memory and
    /// saved with the next one.
    pub not_saved: Option<SaveError>,
    /// The game's record could not be written.
    pub record_not_kept: Option<SaveError>,
}

/// The statistics file and the records folder of one config folder.
#[derive(Debug, Clone)]
pub struct StatisticsStore {
    target: KeptPath,
    records_dir: PathBuf,
    /// Finished games not on disk yet (a full disk, a quarantined file): they
    /// are merged in at every later save.
    unsaved: Vec<GameSummary>,
}

impl StatisticsStore {
    /// Reads `statistics.ron` in `dir`; a damaged file is moved aside and
    /// salvaged (or, if it cannot be moved, quarantined: see
    /// [`StatisticsStore::quarantined`]).
    pub fn open(dir: &Path) -> (StatisticsStore, StatisticsLoad) {
        let target = KeptPath::new(dir.join(STATISTICS_FILE));
        // Locked, so what was salvaged is written before any other window
        // adds to the (now moved) file and would start from nothing.
        let lock = FileLock::for_kept(target.path()).ok();
        let load = load_statistics_from(&target, lock.is_some());
        if lock.is_some() && load.problem.is_some() && load.statistics != Statistics::default() {
            // A failure here leaves the salvage in memory; the next finished
            // game tries again.
            let _ = target.save(&load.statistics);
        }
        drop(lock);
        let records_dir = dir.join(RECORDS_DIR);
        for folder in [dir, records_dir.as_path()] {
            remove_stale_temporaries(folder, STALE_TEMPORARY_AGE);
        }
        let store = StatisticsStore {
            target,
            records_dir,
            unsaved: Vec::new(),
        };
        (store, load)
    }

    pub fn path(&self) -> &Path {
        self.target.path()
    }

    pub fn records_dir(&self) -> &Path {
        &self.records_dir
    }

    /// Why the statistics are not written this session, if they are not.
    pub fn quarantined(&self) -> Option<&str> {
        self.target.quarantined()
    }

    /// Games kept in memory only, waiting for a save that works.
    pub fn unsaved(&self) -> &[GameSummary] {
        &self.unsaved
    }

    /// Keeps a finished game: its record (when given) in the records folder,
    /// then its summary added to the statistics on disk, merged under the
    /// lock. `summarise` gets the record's file name. `session` is what this
    /// window shows now, used only when the file cannot be written.
    pub fn keep_finished_game(
        &mut self,
        record: Option<&Record>,
        summarise: impl FnOnce(Option<String>) -> GameSummary,
        session: &Statistics,
    ) -> KeptGame {
        // Held across the record, the merge and the pruning, so another
        // window's new record is never pruned before its game is listed.
        let lock = match self.target.quarantined() {
            None => Some(FileLock::for_kept(self.target.path())),
            Some(_) => None,
        };
        let (record_file, record_not_kept) = match record {
            Some(record) => match self.write_record(record) {
                Ok(name) => (Some(name), None),
                Err(error) => (None, Some(error)),
            },
            None => (None, None),
        };
        let summary = summarise(record_file);
        self.unsaved.push(summary.clone());

        let mut kept = KeptGame {
            statistics: session.clone(),
            summary: summary.clone(),
            found: None,
            not_saved: None,
            record_not_kept,
        };
        if let Some(why) = self.target.quarantined() {
            kept.not_saved = Some(SaveError::Quarantined {
                path: self.target.path().to_path_buf(),
                why: why.to_string(),
            });
            kept.statistics.add(summary);
            return kept;
        }
        if let Some(Err(error)) = &lock {
            kept.statistics.add(summary);
            kept.not_saved = Some(SaveError::Io {
                path: self.target.path().to_path_buf(),
                error: error.to_string(),
            });
            return kept;
        }
        let on_disk = load_statistics_from(&self.target, true);
        let clean = on_disk.failure.is_none();
        let mut merged = on_disk.statistics.clone();
        for game in &self.unsaved {
            merged.add(game.clone());
        }
        if on_disk.problem.is_some() {
            kept.found = Some(on_disk);
        }
        match self.target.save(&merged) {
            Ok(()) => {
                self.unsaved.clear();
                // Prune only against a history read whole: a salvaged one
                // may miss games whose records are still listed nowhere else.
                if clean {
                    prune_records(&self.records_dir, &merged);
                }
                kept.statistics = merged;
            }
            Err(error) => {
                kept.statistics.add(summary);
                kept.not_saved = Some(error);
            }
        }
        drop(lock);
        kept
    }

    /// Gives a kept game its par once the review has worked it out, on disk
    /// under the lock (and in `session`, which is returned with it). A game
    /// not on disk yet gets it where it waits, in memory.
    pub fn keep_par(
        &mut self,
        game: &GameSummary,
        par: usize,
        session: &Statistics,
    ) -> (Statistics, Option<SaveError>) {
        for waiting in self.unsaved.iter_mut().filter(|waiting| **waiting == *game) {
            waiting.par = Some(par);
        }
        let mut statistics = session.clone();
        statistics.set_par(game, par);
        if let Some(why) = self.target.quarantined() {
            let error = SaveError::Quarantined {
                path: self.target.path().to_path_buf(),
                why: why.to_string(),
            };
            return (statistics, Some(error));
        }
        let _lock = match FileLock::for_kept(self.target.path()) {
            Ok(lock) => lock,
            Err(error) => {
                let error = SaveError::Io {
                    path: self.target.path().to_path_buf(),
                    error: error.to_string(),
                };
                return (statistics, Some(error));
            }
        };
        let on_disk = load_statistics_from(&self.target, true);
        // A damaged file is left to the next game's save, which salvages it.
        if on_disk.problem.is_some() {
            return (statistics, None);
        }
        let mut kept = on_disk.statistics;
        if !kept.set_par(game, par) {
            return (statistics, None);
        }
        match self.target.save(&kept) {
            Ok(()) => (kept, None),
            Err(error) => (statistics, Some(error)),
        }
    }

    /// Writes `record` under a new name in the records folder: the date, the
    /// seed and the time, as the game has always named them.
    fn write_record(&self, record: &Record) -> Result<String, SaveError> {
        let millis = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_millis());
        let today = crate::date::Date::today_utc();
        let base = match record.deal {
            crate::piles::rules::Deal::Seed(seed) => format!("{today}-{seed}-{millis}"),
            crate::piles::rules::Deal::Decks(_) => format!("{today}-{millis}"),
        };
        write_new_record(&self.records_dir, &base, record.to_ron())
    }
}

/// Removes kept records (`*.ron`) that the history no longer lists. Damaged
/// copies kept aside (`*.corrupt*`) are never touched.
fn prune_records(dir: &Path, statistics: &Statistics) {
    let listed: HashSet<&str> = statistics
        .history
        .iter()
        .filter_map(|summary| summary.record_file.as_deref())
        .collect();
    prune_unlisted(dir, &listed);
}

/// Reads a kept game record for the replay viewer. One that cannot be read
/// or parsed is moved aside (`<name>.corrupt`) and its problem returned.
pub fn load_kept_record(path: &Path) -> Result<Record, StorageProblem> {
    load_record_file(path)
}
