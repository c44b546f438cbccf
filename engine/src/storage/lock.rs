//! Advisory locks on lock files beside the kept files (the standard
//! library's `File::lock`: flock on Unix, LockFileEx on Windows). The operating system
//! drops such a lock when its file handle closes, also when the process
//! crashes or is killed, so a lock is never left stale.
//!
//! The lock is on a separate `.<name>.lock` file because the kept file
//! itself is replaced by a rename on every write, and a lock on the old file
//! would not stop anyone writing the new one.

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use super::folder_of;

/// The file that marks which window owns the game in progress.
pub const GAME_IN_PROGRESS_LOCK_FILE: &str = "game-in-progress.lock";

/// An exclusive advisory lock, held until dropped.
#[derive(Debug)]
pub struct FileLock {
    // Closing the handle on drop releases the lock.
    _file: fs::File,
    path: PathBuf,
}

impl FileLock {
    /// The lock guarding updates of `kept`: `.<name>.lock` beside it.
    /// Waits while another process or thread holds it.
    pub fn for_kept(kept: &Path) -> std::io::Result<FileLock> {
        FileLock::exclusive(&lock_path_of(kept))
    }

    /// Takes an exclusive lock on `path`, creating the file (and its folder)
    /// if needed; waits while someone else holds it.
    pub fn exclusive(path: &Path) -> std::io::Result<FileLock> {
        let file = open_lock_file(path)?;
        file.lock()?;
        Ok(FileLock {
            _file: file,
            path: path.to_path_buf(),
        })
    }

    /// Takes the lock only if nobody holds it; `Ok(None)` if someone does.
    pub fn try_exclusive(path: &Path) -> std::io::Result<Option<FileLock>> {
        let file = open_lock_file(path)?;
        match file.try_lock() {
            Ok(()) => Ok(Some(FileLock {
                _file: file,
                path: path.to_path_buf(),
            })),
            Err(fs::TryLockError::WouldBlock) => Ok(None),
            Err(fs::TryLockError::Error(error)) => Err(error),
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

fn open_lock_file(path: &Path) -> std::io::Result<fs::File> {
    fs::create_dir_all(folder_of(path))?;
    // Never truncated: the file's contents do not matter, only its lock.
    fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
}

/// `.<name>.lock` beside `kept`.
pub fn lock_path_of(kept: &Path) -> PathBuf {
    let name = kept.file_name().unwrap_or_default().to_string_lossy();
    kept.with_file_name(format!(".{name}.lock"))
}

/// Why a window may not own the game in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameLockError {
    /// Another running copy of the game owns it.
    HeldElsewhere { lock_file: PathBuf },
    /// The lock file could not be made (a read-only folder, ...).
    Io { lock_file: PathBuf, error: String },
}

impl fmt::Display for GameLockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameLockError::HeldElsewhere { .. } => {
                write!(f, "the game in progress is open in another window")
            }
            GameLockError::Io { lock_file, error } => write!(
                f,
                "could not take the lock {} on the game in progress: {error}",
                lock_file.display()
            ),
        }
    }
}

impl std::error::Error for GameLockError {}

/// Ownership of the game in progress by one window, for its lifetime: a
/// second window that cannot acquire it says the game is open elsewhere
/// instead of continuing (and then overwriting) it.
#[derive(Debug)]
pub struct GameInProgressLock {
    _lock: FileLock,
}

impl GameInProgressLock {
    /// Takes ownership of the game in progress kept in `dir`, without waiting.
    pub fn acquire(dir: &Path) -> Result<GameInProgressLock, GameLockError> {
        let lock_file = dir.join(GAME_IN_PROGRESS_LOCK_FILE);
        match FileLock::try_exclusive(&lock_file) {
            Ok(Some(lock)) => Ok(GameInProgressLock { _lock: lock }),
            Ok(None) => Err(GameLockError::HeldElsewhere { lock_file }),
            Err(error) => Err(GameLockError::Io {
                lock_file,
                error: error.to_string(),
            }),
        }
    }
}
