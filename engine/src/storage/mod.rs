//! Files the game keeps (settings, statistics, the game in progress, records)
//! as RON, written atomically: a temporary file in the same folder, flushed to
//! disk, renamed over the old one, then the folder itself flushed, so neither
//! a crash nor a power cut leaves half a file.
//!
//! Nothing a player keeps is ever lost: a file that exists but cannot be read
//! or parsed (for any reason: damaged, not text, too large, unreadable) is
//! moved aside as `<name>.corrupt`, `<name>.corrupt.1`, ... before anything
//! is written in its place. If it cannot even be moved aside, its
//! [`KeptPath`] is quarantined: nothing writes it for the rest of the session.
//! Updates that several windows may make at once (statistics, records) read
//! the current file, merge and write under an advisory lock ([`lock`]).

pub mod lock;
mod problem;

use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use serde::Serialize;
use serde::de::DeserializeOwned;

pub use lock::{FileLock, GameInProgressLock, GameLockError};
pub use problem::{ReadFailure, SaveError, StorageProblem};

/// The largest kept file read into memory. Statistics of 100 games and a
/// record of a long game are tens of kilobytes; anything far larger is not a
/// file the game wrote.
pub const MAX_KEPT_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// How many damaged copies of one file are kept aside before giving up.
pub const MAX_ASIDE_COPIES: u32 = 1000;

/// `PILEFIRE_CONFIG_DIR`, else the platform's config folder + `pilefire`.
pub fn config_dir_from_env() -> Option<PathBuf> {
    config_dir_from(|name| std::env::var_os(name))
}

/// [`config_dir_from_env`] with the environment given as a lookup. The XDG
/// spec has a relative `XDG_CONFIG_HOME` ignored, as if unset.
pub fn config_dir_from(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<PathBuf> {
    let var = |name: &str| var(name).filter(|value| !value.is_empty());
    var("PILEFIRE_CONFIG_DIR").map(PathBuf::from).or_else(|| {
        let base = if cfg!(windows) {
            var("APPDATA").map(PathBuf::from)
        } else if cfg!(target_os = "macos") {
            var("HOME").map(|home| PathBuf::from(home).join("Library/Application Support"))
        } else {
            var("XDG_CONFIG_HOME")
                .map(PathBuf::from)
                .filter(|path| path.is_absolute())
                .or_else(|| var("HOME").map(|home| PathBuf::from(home).join(".config")))
        };
        base.map(|base| base.join("pilefire"))
    })
}

/// Where the log goes: `PILEFIRE_STATE_DIR`; else beside the rest when
/// `PILEFIRE_CONFIG_DIR` gathers a copy's files in one place; else the
/// platform's state folder (`$XDG_STATE_HOME/pilefire` when that is an
/// absolute path, else `~/.local/state/pilefire`; `%LOCALAPPDATA%\pilefire`;
/// `~/Library/Logs/pilefire`).
pub fn state_dir_from_env() -> Option<PathBuf> {
    state_dir_from(|name| std::env::var_os(name))
}

/// [`state_dir_from_env`] with the environment given as a lookup.
pub fn state_dir_from(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<PathBuf> {
    let var = |name: &str| var(name).filter(|value| !value.is_empty());
    if let Some(dir) = var("PILEFIRE_STATE_DIR").or_else(|| var("PILEFIRE_CONFIG_DIR")) {
        return Some(PathBuf::from(dir));
    }
    let base = if cfg!(windows) {
        var("LOCALAPPDATA").map(PathBuf::from)
    } else if cfg!(target_os = "macos") {
        var("HOME").map(|home| PathBuf::from(home).join("Library/Logs"))
    } else {
        var("XDG_STATE_HOME")
            .map(PathBuf::from)
            .filter(|path| path.is_absolute())
            .or_else(|| var("HOME").map(|home| PathBuf::from(home).join(".local/state")))
    };
    base.map(|base| base.join("pilefire"))
}

/// A kept file's path and whether it may be written this session. Clones
/// share the quarantine: once one learns the file must not be written, all
/// of them refuse to.
#[derive(Debug, Clone)]
pub struct KeptPath {
    path: PathBuf,
    quarantine: Arc<OnceLock<String>>,
}

impl PartialEq for KeptPath {
    fn eq(&self, other: &Self) -> bool {
        self.path == other.path && self.quarantine.get() == other.quarantine.get()
    }
}

impl Eq for KeptPath {}

impl KeptPath {
    pub fn new(path: impl Into<PathBuf>) -> Self {
        KeptPath {
            path: path.into(),
            quarantine: Arc::new(OnceLock::new()),
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Why the file is not written this session, if it is not.
    pub fn quarantined(&self) -> Option<&str> {
        self.quarantine.get().map(String::as_str)
    }

    /// Refuses every later write of this file (and of its clones).
    pub fn quarantine(&self, why: impl Into<String>) {
        let _ = self.quarantine.set(why.into());
    }

    fn refuse_if_quarantined(&self) -> Result<(), SaveError> {
        match self.quarantined() {
            Some(why) => Err(SaveError::Quarantined {
                path: self.path.clone(),
                why: why.to_string(),
            }),
            None => Ok(()),
        }
    }

    /// Writes `value` as pretty RON, atomically, unless quarantined.
    pub fn save<T: Serialize>(&self, value: &T) -> Result<(), SaveError> {
        self.refuse_if_quarantined()?;
        let text = to_ron(value)?;
        self.write(text)
    }

    /// Writes `contents`, atomically, unless quarantined.
    pub fn write(&self, contents: impl AsRef<[u8]>) -> Result<(), SaveError> {
        self.refuse_if_quarantined()?;
        write_atomic(&self.path, contents).map_err(|error| SaveError::Io {
            path: self.path.clone(),
            error: error.to_string(),
        })
    }

    /// Removes the file (a finished game's save), unless quarantined.
    pub fn remove(&self) -> Result<(), SaveError> {
        self.refuse_if_quarantined()?;
        match fs::remove_file(&self.path) {
            Err(error) if error.kind() != std::io::ErrorKind::NotFound => Err(SaveError::Io {
                path: self.path.clone(),
                error: error.to_string(),
            }),
            _ => Ok(()),
        }
    }

    /// Moves a file that parsed but was refused (see [`ReadFailure::Refused`])
    /// aside, under the file's lock. When that fails the file is quarantined.
    pub fn set_aside(&self, failure: ReadFailure) -> StorageProblem {
        let _lock = FileLock::for_kept(&self.path).ok();
        self.move_aside_or_quarantine(&failure)
    }

    /// Reads the file, merges with `change` and writes it back, all under
    /// the file's lock, so two windows never lose each other's updates.
    /// `load` reads what is on disk now (it must not take the lock itself).
    pub fn update<T: Serialize>(
        &self,
        load: impl FnOnce(&KeptPath) -> Loaded<T>,
        change: impl FnOnce(&mut T),
    ) -> Result<Updated<T>, SaveError> {
        self.refuse_if_quarantined()?;
        let _lock = FileLock::for_kept(&self.path).map_err(|error| SaveError::Io {
            path: self.path.clone(),
            error: error.to_string(),
        })?;
        let Loaded {
            mut value,
            problem,
            failure,
            ..
        } = load(self);
        self.refuse_if_quarantined()?;
        change(&mut value);
        self.save(&value)?;
        Ok(Updated {
            value,
            problem,
            failure,
        })
    }

    /// Moves the file to the first free `.corrupt` name; on failure the file
    /// is quarantined. Call with the file's lock held.
    fn move_aside_or_quarantine(&self, failure: &ReadFailure) -> StorageProblem {
        match move_aside(&self.path) {
            Ok(aside) => StorageProblem::Corrupt {
                path: self.path.clone(),
                kept_as: Some(aside),
                error: failure.to_string(),
            },
            Err(error) => {
                self.quarantine(format!("{failure}; moving it aside failed: {error}"));
                StorageProblem::Corrupt {
                    path: self.path.clone(),
                    kept_as: None,
                    error: failure.to_string(),
                }
            }
        }
    }
}

/// A value read from disk, what went wrong if it had to be replaced, and the
/// path to write it back through (quarantined if it must not be written).
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded<T> {
    pub value: T,
    /// For the notice: what was wrong and where the file was kept.
    pub problem: Option<StorageProblem>,
    /// What exactly was wrong, when something was.
    pub failure: Option<ReadFailure>,
    /// Where to save; honours the quarantine decided while loading.
    pub target: KeptPath,
}

/// The result of [`KeptPath::update`]: the value now on disk, and what was
/// wrong with the file found there, if anything (it was moved aside).
#[derive(Debug, Clone, PartialEq)]
pub struct Updated<T> {
    pub value: T,
    pub problem: Option<StorageProblem>,
    pub failure: Option<ReadFailure>,
}

/// What a parser made of a kept file's text.
#[derive(Debug, Clone, PartialEq)]
pub enum Parsed<T> {
    Whole(T),
    /// The file as a whole failed, but part of it was recovered.
    Salvaged(T, ReadFailure),
    Failed(ReadFailure),
}

/// Where the first damaged copy of `path` is kept: `<name>.corrupt`.
pub fn corrupt_path(path: &Path) -> PathBuf {
    aside_candidate(path, 0)
}

/// `<name>.corrupt` for 0, else `<name>.corrupt.<n>`.
fn aside_candidate(path: &Path, number: u32) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".corrupt");
    if number > 0 {
        name.push(format!(".{number}"));
    }
    path.with_file_name(name)
}

/// Every damaged copy of `path` kept aside so far, oldest first.
pub fn corrupt_copies(path: &Path) -> Vec<PathBuf> {
    (0..MAX_ASIDE_COPIES)
        .map(|number| aside_candidate(path, number))
        .take_while(|candidate| candidate.symlink_metadata().is_ok())
        .collect()
}

/// Renames `path` to the first `.corrupt` name not taken, never replacing an
/// earlier copy.
fn move_aside(path: &Path) -> std::io::Result<PathBuf> {
    for number in 0..MAX_ASIDE_COPIES {
        let candidate = aside_candidate(path, number);
        if candidate.symlink_metadata().is_ok() {
            continue;
        }
        fs::rename(path, &candidate)?;
        sync_folder(folder_of(path));
        return Ok(candidate);
    }
    Err(std::io::Error::other(format!(
        "{MAX_ASIDE_COPIES} damaged copies are already kept"
    )))
}

/// Reads at most `limit` bytes of `path`. `Ok(None)`: there is no file.
pub fn read_capped(path: &Path, limit: u64) -> Result<Option<Vec<u8>>, ReadFailure> {
    let mut file = match fs::File::open(path) {
        Ok(file) => file,
        // A file where its folder should be: nothing can be kept there.
        Err(error)
            if matches!(
                error.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            return Ok(None);
        }
        Err(error) => return Err(ReadFailure::Io(error.to_string())),
    };
    let metadata = file
        .metadata()
        .map_err(|error| ReadFailure::Io(error.to_string()))?;
    if !metadata.is_file() {
        return Err(ReadFailure::Io("it is not a regular file".into()));
    }
    if metadata.len() > limit {
        return Err(ReadFailure::TooLarge {
            bytes: metadata.len(),
            limit,
        });
    }
    let mut bytes = Vec::with_capacity(metadata.len() as usize);
    // One byte past the limit tells a file that grew since its metadata.
    (&mut file)
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| ReadFailure::Io(error.to_string()))?;
    if bytes.len() as u64 > limit {
        return Err(ReadFailure::TooLarge {
            bytes: bytes.len() as u64,
            limit,
        });
    }
    Ok(Some(bytes))
}

/// Reads `path` as UTF-8 text of at most [`MAX_KEPT_FILE_BYTES`].
pub fn read_kept_text(path: &Path) -> Result<Option<String>, ReadFailure> {
    match read_capped(path, MAX_KEPT_FILE_BYTES)? {
        None => Ok(None),
        Some(bytes) => String::from_utf8(bytes)
            .map(Some)
            .map_err(|error| ReadFailure::NotText {
                valid_up_to: error.utf8_error().valid_up_to(),
            }),
    }
}

/// Parses RON text as `T`.
pub fn parse_ron<T: DeserializeOwned>(bytes: &[u8]) -> Parsed<T> {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => {
            return Parsed::Failed(ReadFailure::NotText {
                valid_up_to: error.valid_up_to(),
            });
        }
    };
    match ron::from_str::<T>(text) {
        Ok(value) => Parsed::Whole(value),
        Err(error) => Parsed::Failed(ReadFailure::Unparsable(error.to_string())),
    }
}

/// Reads a kept file with `parse`. Missing: `default()`, quietly. Anything
/// else that is not a whole, valid file: moved aside (under the file's lock)
/// and `default()` or what `parse` salvaged; if it cannot be moved aside the
/// returned target is quarantined.
pub fn load_kept_with<T>(
    target: &KeptPath,
    default: impl FnOnce() -> T,
    parse: impl Fn(&[u8]) -> Parsed<T>,
) -> Loaded<T> {
    load_inner(target, default, parse, false)
}

/// [`load_kept_with`] for a caller that already holds the file's lock (the
/// `load` of [`KeptPath::update`]).
pub fn load_kept_locked<T>(
    target: &KeptPath,
    default: impl FnOnce() -> T,
    parse: impl Fn(&[u8]) -> Parsed<T>,
) -> Loaded<T> {
    load_inner(target, default, parse, true)
}

fn load_inner<T>(
    target: &KeptPath,
    default: impl FnOnce() -> T,
    parse: impl Fn(&[u8]) -> Parsed<T>,
    locked: bool,
) -> Loaded<T> {
    let path = target.path();
    let read_and_parse = || match read_capped(path, MAX_KEPT_FILE_BYTES) {
        Ok(None) => None,
        Ok(Some(bytes)) => Some(parse(&bytes)),
        Err(failure) => Some(Parsed::Failed(failure)),
    };
    let mut outcome = read_and_parse();
    let mut _lock = None;
    if !locked && !matches!(outcome, None | Some(Parsed::Whole(_))) {
        // Another window may have replaced the file meanwhile: decide again
        // under the lock before moving anything.
        _lock = FileLock::for_kept(path).ok();
        outcome = read_and_parse();
    }
    let (value, failure) = match outcome {
        None => (default(), None),
        Some(Parsed::Whole(value)) => (value, None),
        Some(Parsed::Salvaged(value, failure)) => (value, Some(failure)),
        Some(Parsed::Failed(failure)) => (default(), Some(failure)),
    };
    let problem = failure.as_ref().map(|failure| {
        let is_regular = path.symlink_metadata().is_ok_and(|meta| meta.is_file());
        if is_regular {
            target.move_aside_or_quarantine(failure)
        } else {
            // A folder or the like where the file should be: it is not the
            // player's file, and nothing can be written over it anyway.
            target.quarantine(failure.to_string());
            StorageProblem::Unreadable {
                path: path.to_path_buf(),
                error: failure.to_string(),
            }
        }
    });
    Loaded {
        value,
        problem,
        failure,
        target: target.clone(),
    }
}

/// Reads `path` as RON: [`load_kept_with`] with defaults and no salvage.
pub fn load_kept<T: DeserializeOwned + Default>(path: &Path) -> Loaded<T> {
    load_kept_with(&KeptPath::new(path), T::default, parse_ron)
}

/// The same as [`load_kept`] (the name the game used first).
pub use self::load_kept as load_ron;

static TEMPORARY_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Writes `contents` to `path` atomically, creating the folder if needed,
/// and flushes the folder so the rename survives a power cut.
pub fn write_atomic(path: &Path, contents: impl AsRef<[u8]>) -> std::io::Result<()> {
    write_via_temporary(path, contents.as_ref(), true)
}

/// Writes `contents` to `path` atomically as [`write_atomic`] does, without
/// waiting for the disk: the file is whole, old or new, whenever the writing
/// process dies (even by `kill -9`), but a power cut may take the last
/// writes. For files rewritten many times a second (the table server's).
pub fn replace_atomic(path: &Path, contents: impl AsRef<[u8]>) -> std::io::Result<()> {
    write_via_temporary(path, contents.as_ref(), false)
}

fn write_via_temporary(path: &Path, contents: &[u8], flush: bool) -> std::io::Result<()> {
    let dir = folder_of(path);
    fs::create_dir_all(dir)?;
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    // Unique per process and per call: threads of one process may write the
    // same file at once.
    let unique = TEMPORARY_COUNTER.fetch_add(1, Ordering::Relaxed);
    let temporary = dir.join(format!(".{name}.{}.{unique}.tmp", std::process::id()));
    let written = (|| {
        let mut file = fs::File::create(&temporary)?;
        file.write_all(contents)?;
        if flush { file.sync_all() } else { Ok(()) }
    })();
    if let Err(error) = written.and_then(|()| fs::rename(&temporary, path)) {
        let _ = fs::remove_file(&temporary);
        return Err(error);
    }
    if flush {
        sync_folder(dir);
    }
    Ok(())
}

/// Removes temporary files that a writer killed mid-write left in `dir`
/// (`.<name>.<pid>.<n>.tmp`, older than `age`: a live write takes
/// milliseconds). Returns how many were removed.
pub fn remove_stale_temporaries(dir: &Path, age: std::time::Duration) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let now = std::time::SystemTime::now();
    entries
        .flatten()
        .filter(|entry| {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            name.starts_with('.') && name.ends_with(".tmp")
        })
        .filter(|entry| {
            entry
                .metadata()
                .and_then(|metadata| metadata.modified())
                .is_ok_and(|modified| now.duration_since(modified).is_ok_and(|old| old > age))
        })
        .filter(|entry| fs::remove_file(entry.path()).is_ok())
        .count()
}

/// Flushes a folder's entries (renames) to disk. Unix only; elsewhere the
/// rename is as durable as the system makes it.
fn sync_folder(dir: &Path) {
    #[cfg(unix)]
    {
        // Some file systems refuse to flush a folder; the rename happened.
        if let Ok(folder) = fs::File::open(dir) {
            let _ = folder.sync_all();
        }
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// The folder a file is in (`.` for a bare name).
pub(crate) fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

fn to_ron<T: Serialize>(value: &T) -> Result<String, SaveError> {
    ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .map_err(|error| SaveError::Serialize(error.to_string()))
}

/// Writes `value` as pretty RON to `path`, atomically.
pub fn save_ron_atomic<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let text = to_ron(value).map_err(std::io::Error::other)?;
    write_atomic(path, text)
}
