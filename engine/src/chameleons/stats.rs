//! Statistics of a person's finished chameleon games, kept apart from the
//! number-pile ones (`chameleon-statistics.ron`, records in
//! `chameleon-records/`): per player count and score side the games, wins,
//! mean and best score, plus the last games. Written through the storage
//! layer: merged into what is on disk under the file's lock, atomically; a
//! damaged file is moved aside and defaults take its place.

use std::collections::{HashSet, VecDeque};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::chameleons::{ChameleonGame, ChameleonOutcome, ChameleonRecord, ScoreSide};
use crate::date::Date;
use crate::storage::lock::FileLock;
use crate::storage::{
    KeptPath, Loaded, Parsed, SaveError, StorageProblem, load_kept_locked, load_kept_with,
    parse_ron,
};

pub const CHAMELEON_STATISTICS_FILE: &str = "chameleon-statistics.ron";
/// Its own folder: the number-pile store prunes records its history does not list.
pub const CHAMELEON_RECORDS_DIR: &str = "chameleon-records";
/// Games kept in the history.
pub const CHAMELEON_HISTORY_LENGTH: usize = 100;

/// A kind of chameleon game, as statistics are kept apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ChameleonKey {
    pub players: usize,
    pub purple: bool,
}

impl ChameleonKey {
    pub fn new(players: usize, side: ScoreSide) -> Self {
        ChameleonKey {
            players,
            purple: side == ScoreSide::Purple,
        }
    }

    pub fn side(&self) -> ScoreSide {
        if self.purple {
            ScoreSide::Purple
        } else {
            ScoreSide::Brown
        }
    }
}

/// One finished chameleon game, from the person's seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChameleonSummary {
    pub date: Date,
    pub players: usize,
    pub side: ScoreSide,
    pub seed: u64,
    /// The person's total under the choice they left the score screen
    /// with: the best (R-CL-12) unless they changed it.
    pub score: i32,
    /// 1 for a win (shared or not), else 1 + the players ahead (R-CL-13).
    pub place: usize,
    pub won: bool,
    /// The win was shared (R-CL-13's ruling).
    pub shared: bool,
    /// Who played the other seats: a level's name, or `styles` (the styles in turn).
    pub level: String,
    pub human_seat: Option<usize>,
    pub daily: bool,
    /// The kept record, a file name in the chameleon records folder.
    pub record_file: Option<String>,
    /// The par: what the expert scored in the person's seat on the same
    /// deal, the other seats played by the same bots; set once the game's
    /// review has worked it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub par: Option<i32>,
}

impl ChameleonSummary {
    /// At or above par: at least the expert's score (more is better here).
    pub fn at_par(&self) -> Option<bool> {
        self.par.map(|par| self.score >= par)
    }
}

/// The sums over the games of one kind.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ChameleonTally {
    pub games: u32,
    pub wins: u32,
    pub total_score: i64,
    pub best: Option<i32>,
    /// Games whose par is known, and those of them at or above it.
    pub par_games: u32,
    pub at_par: u32,
}

impl ChameleonTally {
    pub fn add(&mut self, game: &ChameleonSummary) {
        self.games += 1;
        self.wins += u32::from(game.won);
        self.total_score += i64::from(game.score);
        self.best = Some(self.best.map_or(game.score, |best| best.max(game.score)));
        self.count_par(game);
    }

    /// Counts a game's par, known with the game or worked out after it.
    fn count_par(&mut self, game: &ChameleonSummary) {
        if let Some(at_par) = game.at_par() {
            self.par_games += 1;
            self.at_par += u32::from(at_par);
        }
    }

    pub fn mean_score(&self) -> Option<f64> {
        (self.games > 0).then(|| self.total_score as f64 / f64::from(self.games))
    }
}

/// Everything kept about a person's chameleon games.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ChameleonStatistics {
    /// One tally per kind, in the order first played.
    pub tallies: Vec<(ChameleonKey, ChameleonTally)>,
    /// The last games, oldest first.
    pub history: VecDeque<ChameleonSummary>,
}

impl ChameleonStatistics {
    pub fn add(&mut self, game: ChameleonSummary) {
        let key = ChameleonKey::new(game.players, game.side);
        match self.tallies.iter_mut().find(|(k, _)| *k == key) {
            Some((_, tally)) => tally.add(&game),
            None => {
                let mut tally = ChameleonTally::default();
                tally.add(&game);
                self.tallies.push((key, tally));
            }
        }
        self.history.push_back(game);
        while self.history.len() > CHAMELEON_HISTORY_LENGTH {
            self.history.pop_front();
        }
    }

    /// Gives `game`, a recent game whose par was not known yet, its par and
    /// counts it; false when no such game is in the history.
    pub fn set_par(&mut self, game: &ChameleonSummary, par: i32) -> bool {
        let Some(kept) = self
            .history
            .iter_mut()
            .find(|kept| kept.par.is_none() && **kept == *game)
        else {
            return false;
        };
        kept.par = Some(par);
        let kept = kept.clone();
        let key = ChameleonKey::new(kept.players, kept.side);
        if let Some((_, tally)) = self.tallies.iter_mut().find(|(k, _)| *k == key) {
            tally.count_par(&kept);
        }
        true
    }

    pub fn tally(&self, key: &ChameleonKey) -> Option<&ChameleonTally> {
        self.tallies.iter().find(|(k, _)| k == key).map(|(_, t)| t)
    }

    /// The kinds played, in a stable order.
    pub fn keys(&self) -> Vec<ChameleonKey> {
        let mut keys: Vec<ChameleonKey> = self.tallies.iter().map(|(key, _)| *key).collect();
        keys.sort();
        keys
    }

    /// Every kind together.
    pub fn overall(&self) -> ChameleonTally {
        let mut all = ChameleonTally::default();
        for (_, tally) in &self.tallies {
            all.games += tally.games;
            all.wins += tally.wins;
            all.total_score += tally.total_score;
            all.best = all.best.max(tally.best);
            all.par_games += tally.par_games;
            all.at_par += tally.at_par;
        }
        all
    }
}

/// The summary of a finished game for the person in `human_seat` (seat 0
/// when bots played every seat), with the best choices (R-CL-12, R-CL-13).
pub fn summarise_chameleon_game(
    game: &ChameleonGame,
    human_seat: Option<usize>,
    seed: u64,
    level: &str,
    daily: bool,
    record_file: Option<String>,
) -> ChameleonSummary {
    let outcome = game.outcome().expect("only finished games are summarised");
    summarise_chameleon_outcome(game, outcome, human_seat, seed, level, daily, record_file)
}

/// The summary under `outcome`: the totals and winners of the choices the
/// score screen showed when the person left it, theirs possibly changed
/// from the best (R-CL-12), winners by R-CL-13.
pub fn summarise_chameleon_outcome(
    game: &ChameleonGame,
    outcome: &ChameleonOutcome,
    human_seat: Option<usize>,
    seed: u64,
    level: &str,
    daily: bool,
    record_file: Option<String>,
) -> ChameleonSummary {
    let seat = human_seat.unwrap_or(0);
    let mine = (outcome.scores[seat], outcome.largest_colour[seat]);
    let ahead = (0..outcome.scores.len())
        .filter(|&p| (outcome.scores[p], outcome.largest_colour[p]) > mine)
        .count();
    let won = outcome.winners.contains(&seat);
    ChameleonSummary {
        date: Date::today_utc(),
        players: game.players(),
        side: game.config().side,
        seed,
        score: mine.0,
        place: ahead + 1,
        won,
        shared: won && outcome.winners.len() > 1,
        level: level.to_string(),
        human_seat,
        daily,
        record_file,
        par: None,
    }
}

/// What keeping a finished game did.
#[derive(Debug, Clone, PartialEq)]
pub struct KeptChameleonGame {
    /// What is on disk now, this game included (or, when it could not be
    /// saved, the session's statistics with it).
    pub statistics: ChameleonStatistics,
    pub summary: ChameleonSummary,
    /// The file found on disk was damaged: where it was moved.
    pub found: Option<StorageProblem>,
    pub not_saved: Option<SaveError>,
    pub record_not_kept: Option<SaveError>,
}

fn parse_statistics(bytes: &[u8]) -> Parsed<ChameleonStatistics> {
    parse_ron(bytes)
}

/// The chameleon statistics file and records folder of one config folder.
#[derive(Debug, Clone)]
pub struct ChameleonStatsStore {
    target: KeptPath,
    records_dir: PathBuf,
}

impl ChameleonStatsStore {
    /// Reads the statistics in `dir`; a damaged file is moved aside and the
    /// defaults returned with the problem.
    pub fn open(dir: &Path) -> (ChameleonStatsStore, Loaded<ChameleonStatistics>) {
        let target = KeptPath::new(dir.join(CHAMELEON_STATISTICS_FILE));
        let loaded = load_kept_with(&target, ChameleonStatistics::default, parse_statistics);
        let store = ChameleonStatsStore {
            target: loaded.target.clone(),
            records_dir: dir.join(CHAMELEON_RECORDS_DIR),
        };
        (store, loaded)
    }

    pub fn path(&self) -> &Path {
        self.target.path()
    }

    pub fn records_dir(&self) -> &Path {
        &self.records_dir
    }

    /// Keeps a finished game: its record, then its summary merged into the
    /// statistics on disk under the lock. `session` is what this window shows
    /// now, used when the file cannot be written.
    pub fn keep_finished_game(
        &mut self,
        record: &ChameleonRecord,
        summarise: impl FnOnce(Option<String>) -> ChameleonSummary,
        session: &ChameleonStatistics,
    ) -> KeptChameleonGame {
        let (record_file, record_not_kept) = match self.write_record(record) {
            Ok(name) => (Some(name), None),
            Err(error) => (None, Some(error)),
        };
        let summary = summarise(record_file);
        let mut found = None;
        let mut clean = true;
        let updated = self.target.update(
            |target| {
                let loaded =
                    load_kept_locked(target, ChameleonStatistics::default, parse_statistics);
                clean = loaded.failure.is_none();
                found = loaded.problem.clone();
                loaded
            },
            |statistics| statistics.add(summary.clone()),
        );
        let (statistics, not_saved) = match updated {
            Ok(updated) => {
                if clean {
                    prune_records(&self.records_dir, &updated.value);
                }
                (updated.value, None)
            }
            Err(error) => {
                let mut statistics = session.clone();
                statistics.add(summary.clone());
                (statistics, Some(error))
            }
        };
        KeptChameleonGame {
            statistics,
            summary,
            found,
            not_saved,
            record_not_kept,
        }
    }

    /// Gives a kept game its par once a review has worked it out (from its
    /// replay, when the game was kept before its review was done), on disk
    /// under the lock; `session` (with it) is returned when the file cannot
    /// be written.
    pub fn keep_par(
        &mut self,
        game: &ChameleonSummary,
        par: i32,
        session: &ChameleonStatistics,
    ) -> (ChameleonStatistics, Option<SaveError>) {
        let mut statistics = session.clone();
        statistics.set_par(game, par);
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
        let on_disk =
            load_kept_locked(&self.target, ChameleonStatistics::default, parse_statistics);
        // A damaged file is left to the next game's save, which keeps it aside.
        if on_disk.problem.is_some() {
            return (statistics, None);
        }
        let mut kept = on_disk.value;
        if !kept.set_par(game, par) {
            return (statistics, None);
        }
        match self.target.save(&kept) {
            Ok(()) => (kept, None),
            Err(error) => (statistics, Some(error)),
        }
    }

    fn write_record(&self, record: &ChameleonRecord) -> Result<String, SaveError> {
        let millis = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_millis());
        let base = format!("{}-{}p-{millis}", Date::today_utc(), record.players);
        crate::core::kept::write_new_record(&self.records_dir, &base, record.to_ron())
    }
}

/// Removes kept records the history no longer lists; copies kept aside
/// (`*.corrupt*`) are never touched.
fn prune_records(dir: &Path, statistics: &ChameleonStatistics) {
    let listed: HashSet<&str> = statistics
        .history
        .iter()
        .filter_map(|summary| summary.record_file.as_deref())
        .collect();
    crate::core::kept::prune_unlisted(dir, &listed);
}

/// Reads a kept chameleon record; one that cannot be read or parsed is moved
/// aside (`<name>.corrupt`) and its problem returned.
pub fn load_chameleon_record(path: &Path) -> Result<ChameleonRecord, StorageProblem> {
    crate::core::kept::load_record_file(path)
}
