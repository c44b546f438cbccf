//! The data folder: one file per table, `<code>.table.ron`, written with the
//! engine's atomic writes (a temporary file, then renamed over the old one)
//! after every change and before any seat hears of it. A restart reads them
//! all back; a file that cannot be read or whose game no longer replays is
//! moved aside as `<name>.corrupt` (as the game does with its own files),
//! and the others still load.

use std::path::{Path, PathBuf};
use std::time::Duration;

use pilefire_engine::storage::{
    KeptPath, Parsed, ReadFailure, load_kept_with, parse_ron, remove_stale_temporaries,
    replace_atomic, write_atomic,
};

use crate::code::TableCode;
use crate::table::{Table, TableFile};

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

    /// Writes the table atomically.
    pub fn save(&self, table: &TableFile) -> std::io::Result<()> {
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
        if let Some(path) = self.path(code)
            && let Err(error) = std::fs::remove_file(&path)
            && error.kind() != std::io::ErrorKind::NotFound
        {
            tracing::warn!(path = %path.display(), %error, "could not remove a closed table's file");
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
                Ok(table) => tables.push(table),
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
