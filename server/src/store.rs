//! The data folder: per table a snapshot, `<code>.table.ron` (the seats and
//! the game's record), written with the engine's atomic writes (a temporary
//! file, then renamed over the old one), and a log, `<code>.log`, of the
//! actions since that snapshot, one JSON line each, appended after every
//! action and before any seat hears of it. Every 100 actions, and after
//! every change of seats, a new snapshot replaces both. A restart reads them
//! all back; a file that cannot be read or whose game no longer replays is
//! moved aside as `<name>.corrupt` (as the game does with its own files),
//! and the others still load.

use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use pilefire_engine::storage::{
    KeptPath, Parsed, ReadFailure, load_kept_with, parse_ron, remove_stale_temporaries,
    replace_atomic, write_atomic,
};

use crate::code::TableCode;
use crate::table::{LoggedAction, Table, TableFile};

/// Where tables are kept; `None` keeps them in memory only (a table hosted
/// by the game for one evening can do without).
#[derive(Debug, Clone)]
pub struct Store {
    dir: Option<PathBuf>,
    flush: bool,
}

impl Store {
    /// `flush`: wait for the disk after every write, so a power cut loses
    /// nothing either (about a millisecond a change on our machines).
    /// Without it, a table survives the server's death at any moment,
    /// `kill -9` included, since the kernel holds what was written.
    pub fn new(dir: Option<PathBuf>, flush: bool) -> Store {
        Store { dir, flush }
    }

    fn path(&self, code: &TableCode) -> Option<PathBuf> {
        self.dir
            .as_ref()
            .map(|dir| dir.join(format!("{}.table.ron", code.as_str())))
    }

    fn log_path(&self, code: &TableCode) -> Option<PathBuf> {
        self.dir
            .as_ref()
            .map(|dir| dir.join(format!("{}.log", code.as_str())))
    }

    /// Appends actions to the table's log (opened on first use and kept
    /// open in `log`).
    pub fn append(
        &self,
        code: &TableCode,
        log: &mut Option<File>,
        actions: &[LoggedAction],
    ) -> std::io::Result<()> {
        let Some(path) = self.log_path(code) else {
            return Ok(());
        };
        let file = match log {
            Some(file) => file,
            None => log.insert(File::options().create(true).append(true).open(path)?),
        };
        let mut lines = Vec::new();
        for action in actions {
            serde_json::to_writer(&mut lines, action).map_err(std::io::Error::other)?;
            lines.push(b'\n');
        }
        // One write: a kill never leaves half of it.
        file.write_all(&lines)?;
        if self.flush {
            file.sync_data()?;
        }
        Ok(())
    }

    /// Writes the table's snapshot atomically, then empties its log (lines
    /// older than the snapshot are skipped on reading anyway).
    pub fn save(&self, table: &TableFile, log: &mut Option<File>) -> std::io::Result<()> {
        self.write_snapshot(table)?;
        match log {
            Some(file) => file.set_len(0)?,
            None => {
                if let Some(path) = self.log_path(&table.code)
                    && path.exists()
                {
                    File::options().write(true).open(path)?.set_len(0)?;
                }
            }
        }
        Ok(())
    }

    fn write_snapshot(&self, table: &TableFile) -> std::io::Result<()> {
        let Some(path) = self.path(&table.code) else {
            return Ok(());
        };
        let text = ron::to_string(table).map_err(std::io::Error::other)?;
        if self.flush {
            write_atomic(&path, text)
        } else {
            replace_atomic(&path, text)
        }
    }

    /// Forgets a closed table.
    pub fn remove(&self, code: &TableCode) {
        for path in [self.path(code), self.log_path(code)].into_iter().flatten() {
            if let Err(error) = std::fs::remove_file(&path)
                && error.kind() != std::io::ErrorKind::NotFound
            {
                tracing::warn!(path = %path.display(), %error, "could not remove a closed table's file");
            }
        }
    }

    /// Applies the table's log to its snapshot, up to the first line that
    /// is not the next legal action (a line cut short by a crash was never
    /// acknowledged).
    fn replay_log(&self, table: &mut Table) {
        let Some(path) = self.log_path(&table.code) else {
            return;
        };
        let Ok(file) = File::open(&path) else { return };
        for line in BufReader::new(file).lines() {
            let Ok(line) = line else { break };
            let Ok(logged) = serde_json::from_str::<LoggedAction>(&line) else {
                tracing::warn!(path = %path.display(), "the log ends in a line cut short");
                break;
            };
            if logged.step <= table.step {
                continue;
            }
            if let Err(why) = table.replay_logged(&logged) {
                tracing::warn!(path = %path.display(), why, "the rest of the log was not applied");
                break;
            }
        }
    }

    /// Every kept table, each game replayed through the engine. Files that
    /// fail are moved aside and named in the returned problems.
    pub fn load_all(&self) -> (Vec<Table>, Vec<String>) {
        let Some(dir) = &self.dir else {
            return (Vec::new(), Vec::new());
        };
        if let Err(error) = std::fs::create_dir_all(dir) {
            return (Vec::new(), vec![format!("{}: {error}", dir.display())]);
        }
        remove_stale_temporaries(dir, Duration::from_secs(60));
        let mut paths: Vec<PathBuf> = match std::fs::read_dir(dir) {
            Ok(entries) => entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| is_table_file(p))
                .collect(),
            Err(error) => return (Vec::new(), vec![format!("{}: {error}", dir.display())]),
        };
        paths.sort();
        let mut tables = Vec::new();
        let mut problems = Vec::new();
        for path in paths {
            let target = KeptPath::new(&path);
            let loaded = load_kept_with(
                &target,
                || None,
                |bytes| match parse_ron::<TableFile>(bytes) {
                    Parsed::Whole(file) => Parsed::Whole(Some(file)),
                    Parsed::Salvaged(file, failure) => Parsed::Salvaged(Some(file), failure),
                    Parsed::Failed(failure) => Parsed::Failed(failure),
                },
            );
            if let Some(problem) = loaded.problem {
                problems.push(problem.to_string());
            }
            let Some(file) = loaded.value else { continue };
            match Table::from_file(file) {
                Ok(mut table) => {
                    self.replay_log(&mut table);
                    tables.push(table)
                }
                Err(why) => {
                    let problem = loaded.target.set_aside(ReadFailure::Refused(why));
                    problems.push(problem.to_string());
                }
            }
        }
        (tables, problems)
    }
}

fn is_table_file(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.ends_with(".table.ron") && !n.starts_with('.'))
}
