//! The icon as a desktop finds it: PNGs in the hicolor theme's sizes, made
//! from the drawn window icon (`build/art.rs`) for the packages
//! (`pilefire --write-icons DIR`, used by `tools/package.sh`).

use std::path::{Path, PathBuf};

use image::imageops::FilterType;
use image::{ImageFormat, RgbaImage};

use super::art::drawn_image;

/// The hicolor sizes a launcher, a dock and a file manager ask for.
pub const ICON_SIZES: [u32; 7] = [16, 24, 32, 48, 64, 128, 256];

/// Writes `DIR/<n>x<n>/apps/<name>.png` for each of [`ICON_SIZES`], `name`
/// being the window's app id, and returns the files written.
pub fn write_icon_theme(dir: &Path, name: &str) -> Result<Vec<PathBuf>, String> {
    let (_, width, height, bytes) = drawn_image("icon").expect("build.rs draws the icon");
    let drawn = RgbaImage::from_raw(width, height, bytes.to_vec())
        .ok_or("the drawn icon's size does not match its bytes")?;
    let mut written = Vec::new();
    for size in ICON_SIZES {
        let folder = dir.join(format!("{size}x{size}")).join("apps");
        std::fs::create_dir_all(&folder)
            .map_err(|error| format!("could not create {}: {error}", folder.display()))?;
        let icon = if size == width && size == height {
            drawn.clone()
        } else {
            // Lanczos keeps the small sizes sharp; premultiplying first
            // would matter only at soft edges, which the icon keeps few of.
            image::imageops::resize(&drawn, size, size, FilterType::Lanczos3)
        };
        let path = folder.join(format!("{name}.png"));
        icon.save_with_format(&path, ImageFormat::Png)
            .map_err(|error| format!("could not write {}: {error}", path.display()))?;
        written.push(path);
    }
    Ok(written)
}
