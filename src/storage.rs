//! Files the game keeps (settings, statistics, the game in progress, records)
//! as RON, written atomically: a temporary file in the same folder, flushed to
//! disk, then renamed over the old one, so a crash never leaves half a file.
//! A file that cannot be parsed is kept aside as `<name>.corrupt` and replaced
//! by defaults, with a problem the caller shows to the person.

use std::fmt;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// `PILEFIRE_CONFIG_DIR`, else the platform's config folder + `pilefire`.
pub fn config_dir_from_env() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|value| !value.is_empty());
    var("PILEFIRE_CONFIG_DIR").map(PathBuf::from).or_else(|| {
        let base = if cfg!(windows) {
            var("APPDATA").map(PathBuf::from)
        } else if cfg!(target_os = "macos") {
            var("HOME").map(|home| PathBuf::from(home).join("Library/Application Support"))
        } else {
            var("XDG_CONFIG_HOME")
                .map(PathBuf::from)
                .or_else(|| var("HOME").map(|home| PathBuf::from(home).join(".config")))
        };
        base.map(|base| base.join("pilefire"))
    })
}

/// Why a kept file could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StorageProblem {
    /// The file exists but could not be read (permissions, a folder, ...).
    Unreadable { path: PathBuf, error: String },
    /// The file is not valid; it was moved to `kept_as` when that worked.
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

/// A value read from disk, and what went wrong if it had to be defaulted.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded<T> {
    pub value: T,
    pub problem: Option<StorageProblem>,
}

/// Where a damaged `path` is kept: `<name>.corrupt` beside it (the newest
/// damaged copy replaces an older one).
pub fn corrupt_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".corrupt");
    path.with_file_name(name)
}

/// Reads `path` as RON. Missing: the default, quietly. Unreadable: the
/// default and a problem. Unparsable: moved aside, the default and a problem.
pub fn load_ron<T: DeserializeOwned + Default>(path: &Path) -> Loaded<T> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            return Loaded {
                value: T::default(),
                problem: None,
            };
        }
        Err(error) => {
            return Loaded {
                value: T::default(),
                problem: Some(StorageProblem::Unreadable {
                    path: path.to_path_buf(),
                    error: error.to_string(),
                }),
            };
        }
    };
    match ron::from_str::<T>(&text) {
        Ok(value) => Loaded {
            value,
            problem: None,
        },
        Err(error) => {
            let aside = corrupt_path(path);
            let kept_as = fs::rename(path, &aside).is_ok().then_some(aside);
            Loaded {
                value: T::default(),
                problem: Some(StorageProblem::Corrupt {
                    path: path.to_path_buf(),
                    kept_as,
                    error: error.to_string(),
                }),
            }
        }
    }
}

/// Writes `contents` to `path` atomically, creating the folder if needed.
pub fn write_atomic(path: &Path, contents: impl AsRef<[u8]>) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let temporary = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = fs::File::create(&temporary)?;
        file.write_all(contents.as_ref())?;
        file.sync_all()
    })();
    if let Err(error) = written.and_then(|()| fs::rename(&temporary, path)) {
        let _ = fs::remove_file(&temporary);
        return Err(error);
    }
    Ok(())
}

/// Writes `value` as pretty RON to `path`, atomically.
pub fn save_ron_atomic<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .map_err(std::io::Error::other)?;
    write_atomic(path, text)
}
