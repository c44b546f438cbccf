//! The kept-file store both games' records share: a new record written
//! under a free name, records no history lists removed, and a kept record
//! read back (a damaged one moved aside). The files themselves go through
//! `crate::storage`.

use std::collections::HashSet;
use std::fmt;
use std::fs;
use std::path::Path;

use crate::storage::{KeptPath, Parsed, SaveError, StorageProblem, load_kept_with, parse_ron};

/// Writes `text` as `<base>.ron` in `dir`, or `<base>-<n>.ron` when that
/// name is taken, and returns the name used.
pub fn write_new_record(dir: &Path, base: &str, text: String) -> Result<String, SaveError> {
    let name = (0..)
        .map(|n| match n {
            0 => format!("{base}.ron"),
            n => format!("{base}-{n}.ron"),
        })
        .find(|name| dir.join(name).symlink_metadata().is_err())
        .expect("some name is free");
    KeptPath::new(dir.join(&name)).write(text)?;
    Ok(name)
}

/// Removes the `*.ron` files in `dir` whose names are not in `listed`.
pub fn prune_unlisted(dir: &Path, listed: &HashSet<&str>) {
    let Ok(files) = fs::read_dir(dir) else {
        return;
    };
    for file in files.flatten() {
        let name = file.file_name();
        let name = name.to_string_lossy();
        if name.ends_with(".ron") && !name.starts_with('.') && !listed.contains(name.as_ref()) {
            let _ = fs::remove_file(file.path());
        }
    }
}

/// Reads a kept record of either game. One that cannot be read or parsed
/// is moved aside (`<name>.corrupt`) and its problem returned.
pub fn load_record_file<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T, StorageProblem> {
    let loaded = load_kept_with(
        &KeptPath::new(path),
        || None,
        |bytes| match parse_ron::<T>(bytes) {
            Parsed::Whole(record) => Parsed::Whole(Some(record)),
            Parsed::Salvaged(record, failure) => Parsed::Salvaged(Some(record), failure),
            Parsed::Failed(failure) => Parsed::Failed(failure),
        },
    );
    match (loaded.value, loaded.problem) {
        (Some(record), None) => Ok(record),
        (_, Some(problem)) => Err(problem),
        (None, None) => Err(StorageProblem::Unreadable {
            path: path.to_path_buf(),
            error: "the record is missing".into(),
        }),
    }
}

/// How much of a statistics file that did not parse was recovered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Salvage {
    pub games_recovered: usize,
    pub games_found: usize,
    pub tallies_recovered: usize,
    pub tallies_found: usize,
    /// Whether the all-games tally parsed (else it is rebuilt from the
    /// tallies, and streaks older than the recent games are lost).
    pub overall_recovered: bool,
}

impl fmt::Display for Salvage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "recovered {} of {} recent games and {} of {} tallies",
            self.games_recovered, self.games_found, self.tallies_recovered, self.tallies_found
        )
    }
}
