//! Why a kept file could not be read or written, in plain words for the
//! notice shown to the person.

use std::fmt;
use std::path::PathBuf;

/// Why a kept file could not be used, for the notice shown to the person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StorageProblem {
    /// The file exists but could not be read and was left where it is (a
    /// folder in its place, or it could not be moved aside).
    Unreadable { path: PathBuf, error: String },
    /// The file is not usable; it was moved to `kept_as` when that worked.
    Corrupt {
        path: PathBuf,
        kept_as: Option<PathBuf>,
        error: String,
    },
}

impl fmt::Display for StorageProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageProblem::Unreadable { path, error } => write!(
                f,
                "Could not read {}: {error}; using defaults.",
                path.display()
            ),
            StorageProblem::Corrupt {
                path,
                kept_as: Some(aside),
                error,
            } => write!(
                f,
                "{} was damaged ({error}); kept as {}. Defaults restored.",
                path.display(),
                aside.display()
            ),
            StorageProblem::Corrupt {
                path,
                kept_as: None,
                error,
            } => write!(
                f,
                "{} was damaged ({error}) and could not be moved aside. Defaults restored.",
                path.display()
            ),
        }
    }
}

/// What exactly was wrong with a kept file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadFailure {
    /// Opening or reading failed (permissions, a folder in its place, ...).
    Io(String),
    /// Larger than [`MAX_KEPT_FILE_BYTES`]; not read at all.
    TooLarge { bytes: u64, limit: u64 },
    /// Not UTF-8 text: a flipped byte, or not a file the game wrote.
    NotText { valid_up_to: usize },
    /// Text, but not the expected RON.
    Unparsable(String),
    /// Parsed, but refused by a check of its contents (a saved game whose
    /// moves no longer replay).
    Refused(String),
}

impl fmt::Display for ReadFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadFailure::Io(error) => write!(f, "it could not be read: {error}"),
            ReadFailure::TooLarge { bytes, limit } => write!(
                f,
                "it is {} MB, more than the {} MB a kept file may be",
                bytes.div_ceil(1 << 20),
                limit / (1 << 20)
            ),
            ReadFailure::NotText { valid_up_to } => {
                write!(f, "it is not text (a bad byte after {valid_up_to} bytes)")
            }
            ReadFailure::Unparsable(error) => write!(f, "it could not be parsed: {error}"),
            ReadFailure::Refused(error) => write!(f, "its contents are refused: {error}"),
        }
    }
}

impl std::error::Error for ReadFailure {}

/// Why writing a kept file did not happen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// The file could not be read nor moved aside at start; writing it would
    /// destroy it, so it is left alone for the rest of the session.
    Quarantined { path: PathBuf, why: String },
    /// The write itself failed (a full disk, a read-only folder); the file
    /// on disk is unchanged.
    Io { path: PathBuf, error: String },
    /// The value could not be turned into RON.
    Serialize(String),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Quarantined { path, why } => write!(
                f,
                "{} is not written this session: it could not be read nor moved aside ({why})",
                path.display()
            ),
            SaveError::Io { path, error } => {
                write!(f, "could not write {}: {error}", path.display())
            }
            SaveError::Serialize(error) => write!(f, "could not write the data as RON: {error}"),
        }
    }
}

impl std::error::Error for SaveError {}
