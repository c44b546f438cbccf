//! The assets the binary carries. `build.rs` embeds every file under
//! `assets/` (sounds, and whatever art joins them), so a copied or installed
//! binary never looks for the build machine's folder. `PILEFIRE_ASSETS` names
//! a folder whose files replace the embedded ones, for people who swap
//! sounds; a file missing or damaged there falls back to the embedded copy
//! with a warning, so a bad replacement never stops the game.

use std::path::{Path, PathBuf};

use bevy::asset::io::{
    AssetReader, AssetReaderError, AssetSourceBuilder, AssetSourceId, PathStream, Reader,
    SliceReader, VecReader,
};
use bevy::prelude::*;

mod files {
    include!(concat!(env!("OUT_DIR"), "/assets.rs"));
}

/// The environment variable naming a folder of replacement assets.
pub const OVERRIDE_VARIABLE: &str = "PILEFIRE_ASSETS";

/// Every embedded asset: its path under `assets/` and its bytes.
pub fn embedded_files() -> &'static [(&'static str, &'static [u8])] {
    files::ASSET_FILES
}

/// The embedded bytes of one asset, by its path under `assets/`.
pub fn embedded_file(path: &Path) -> Option<&'static [u8]> {
    let wanted = path.to_string_lossy().replace('\\', "/");
    embedded_files()
        .iter()
        .find(|(name, _)| *name == wanted)
        .map(|(_, bytes)| *bytes)
}

/// Whether bytes can be what their file name says: a replacement sound that
/// is not a WAV file would fail to decode and take every sound with it.
pub fn plausible(path: &Path, bytes: &[u8]) -> bool {
    match path.extension().and_then(|extension| extension.to_str()) {
        Some("wav") => bytes.len() > 12 && &bytes[0..4] == b"RIFF" && &bytes[8..12] == b"WAVE",
        _ => !bytes.is_empty(),
    }
}

/// Reads a replacement from the override folder when there is a usable one,
/// else the embedded copy.
pub struct PilefireAssetReader {
    override_folder: Option<PathBuf>,
}

impl PilefireAssetReader {
    pub fn new(override_folder: Option<PathBuf>) -> Self {
        PilefireAssetReader { override_folder }
    }

    /// The reader for this process: the folder from `PILEFIRE_ASSETS`, if set.
    pub fn from_environment() -> Self {
        Self::new(std::env::var_os(OVERRIDE_VARIABLE).map(PathBuf::from))
    }

    /// The bytes for `path`: the replacement when it is there and plausible,
    /// else the embedded copy.
    pub fn bytes(&self, path: &Path) -> Result<Bytes, AssetReaderError> {
        if let Some(folder) = &self.override_folder {
            let file = folder.join(path);
            match std::fs::read(&file) {
                Ok(bytes) if plausible(path, &bytes) => return Ok(Bytes::Replaced(bytes)),
                Ok(_) => warn!(
                    "{} is not a usable {}; using the built-in copy",
                    file.display(),
                    path.display()
                ),
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
                Err(error) => warn!(
                    "could not read {} ({error}); using the built-in copy",
                    file.display()
                ),
            }
        }
        embedded_file(path)
            .map(Bytes::Embedded)
            .ok_or_else(|| AssetReaderError::NotFound(path.to_path_buf()))
    }
}

/// Where an asset's bytes came from.
#[derive(Debug, PartialEq, Eq)]
pub enum Bytes {
    Replaced(Vec<u8>),
    Embedded(&'static [u8]),
}

impl AssetReader for PilefireAssetReader {
    async fn read<'a>(&'a self, path: &'a Path) -> Result<impl Reader + 'a, AssetReaderError> {
        let reader: Box<dyn Reader> = match self.bytes(path)? {
            Bytes::Replaced(bytes) => Box::new(VecReader::new(bytes)),
            Bytes::Embedded(bytes) => Box::new(SliceReader::new(bytes)),
        };
        Ok(reader)
    }

    async fn read_meta<'a>(&'a self, path: &'a Path) -> Result<impl Reader + 'a, AssetReaderError> {
        // No asset has a .meta file: the loaders' defaults are used.
        Err::<VecReader, _>(AssetReaderError::NotFound(path.to_path_buf()))
    }

    async fn read_directory<'a>(
        &'a self,
        path: &'a Path,
    ) -> Result<Box<PathStream>, AssetReaderError> {
        Err(AssetReaderError::NotFound(path.to_path_buf()))
    }

    async fn is_directory<'a>(&'a self, _path: &'a Path) -> Result<bool, AssetReaderError> {
        Ok(false)
    }
}

/// Makes the embedded assets the default source. Must be added before
/// `DefaultPlugins` (Bevy builds asset sources when `AssetPlugin` is added).
pub fn plugin(app: &mut App) {
    app.register_asset_source(
        AssetSourceId::Default,
        AssetSourceBuilder::new(|| Box::new(PilefireAssetReader::from_environment())),
    );
}
