//! The log kept on disk for bug reports: `pilefire.log` in the state folder
//! (`pilefire_engine::storage::state_dir_from_env`), this run's, beside
//! `pilefire.previous.log`, the run before's. Each is capped, so a run that
//! logs without end cannot fill the disk.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use bevy::log::BoxedLayer;
use bevy::log::tracing_subscriber::Layer;
use bevy::prelude::*;

pub const LOG_FILE: &str = "pilefire.log";
pub const PREVIOUS_LOG_FILE: &str = "pilefire.previous.log";
/// Bytes a run may write to its log.
pub const LOG_CAP: u64 = 1 << 20;

/// The file a run's log is written to, up to [`LOG_CAP`] bytes.
pub struct CappedLog {
    file: File,
    left: u64,
}

impl Write for CappedLog {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.left == 0 {
            // Past the cap the rest of the run goes unrecorded, not failed.
            return Ok(bytes.len());
        }
        let take = bytes.len().min(self.left as usize);
        self.file.write_all(&bytes[..take])?;
        self.left -= take as u64;
        if self.left == 0 {
            self.file
                .write_all(b"\n[the log stops here: it reached its size cap]\n")?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}

/// Opens this run's log in `dir`, the last run's kept as the previous one.
pub fn open_log(dir: &Path) -> io::Result<(PathBuf, CappedLog)> {
    fs::create_dir_all(dir)?;
    let path = dir.join(LOG_FILE);
    if path.exists() {
        fs::rename(&path, dir.join(PREVIOUS_LOG_FILE))?;
    }
    let file = File::create(&path)?;
    Ok((
        path,
        CappedLog {
            file,
            left: LOG_CAP,
        },
    ))
}

/// For `LogPlugin::custom_layer`: the log also goes to the file, without
/// colour codes. Without a state folder, or when it cannot be written, the
/// game runs on with the terminal's log alone.
pub fn file_layer(_app: &mut App) -> Option<BoxedLayer> {
    let dir = pilefire_engine::storage::state_dir_from_env()?;
    match open_log(&dir) {
        Ok((_, log)) => Some(
            bevy::log::tracing_subscriber::fmt::layer()
                .with_ansi(false)
                .with_writer(Mutex::new(log))
                .boxed(),
        ),
        Err(error) => {
            eprintln!(
                "the log file in {} cannot be written: {error}",
                dir.display()
            );
            None
        }
    }
}
