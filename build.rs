//! Three jobs (the engine's `build.rs` stamps the commit). Embeds every
//! translation file under `assets/locale/` into the binary, so texts never depend on the working folder and headless tests
//! see exactly what players see. And embeds every other asset (sounds), so
//! the binary runs wherever it is copied or installed. And draws the table's
//! art (cards, felt, flame, shadows: `build/art.rs`; the chameleon game's
//! cards and rows: `build/chameleons/`) into raw RGBA images
//! that the binary carries, so the art is code, reviewed like code.

use std::fmt::Write as _;
use std::path::Path;

#[path = "build/art.rs"]
mod art;
#[path = "build/chameleons/mod.rs"]
mod chameleons;
#[path = "build/paint.rs"]
mod paint;

fn main() {
    embed_locales();
    embed_assets();
    draw_art();
}

/// Writes every picture of `art::pictures` as `OUT_DIR/art/<name>.rgba` and
/// `art.rs` with `ART_IMAGES`: (name, width, height, straight-alpha sRGB bytes).
fn draw_art() {
    println!("cargo:rerun-if-changed=build");
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("art");
    std::fs::create_dir_all(&out).expect("OUT_DIR is writable");
    let mut code = String::from("pub static ART_IMAGES: &[(&str, u32, u32, &[u8])] = &[\n");
    for (name, canvas) in art::pictures() {
        let path = out.join(format!("{name}.rgba"));
        std::fs::write(&path, canvas.rgba8()).expect("OUT_DIR is writable");
        writeln!(
            code,
            "    ({name:?}, {}, {}, include_bytes!({:?})),",
            canvas.width,
            canvas.height,
            path.display().to_string()
        )
        .expect("writing to a string");
    }
    code.push_str("];\n");
    writeln!(code, "pub const SHADOW_PAD: f32 = {}.0;", art::SHADOW_PAD).expect("writing");
    writeln!(
        code,
        "pub const CHROME_SLICE: f32 = {}.0;",
        art::CHROME_SLICE
    )
    .expect("writing");
    writeln!(code, "pub const GLOW_PAD: f32 = {}.0;", art::GLOW_PAD).expect("writing");
    for (name, [w, h]) in [
        ("SEAT_PLATE", art::SEAT_PLATE),
        ("SEAT_HALO", art::SEAT_HALO),
    ] {
        writeln!(code, "pub const {name}: [f32; 2] = [{w:?}, {h:?}];").expect("writing");
    }
    let listing = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("art.rs");
    std::fs::write(listing, code).expect("OUT_DIR is writable");
}

/// Writes `locales.rs` into OUT_DIR: `LOCALE_FILES`, every (language code,
/// file name, text) found as `assets/locale/<code>/<name>.ftl`, sorted.
fn embed_locales() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("assets/locale");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    let languages = std::fs::read_dir(&root).expect("assets/locale exists");
    for language in languages.flatten() {
        let path = language.path();
        if !path.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let code = language.file_name().to_string_lossy().into_owned();
        for file in std::fs::read_dir(&path)
            .expect("a language folder")
            .flatten()
        {
            let name = file.file_name().to_string_lossy().into_owned();
            if name.ends_with(".ftl") {
                println!("cargo:rerun-if-changed={}", file.path().display());
                files.push((code.clone(), name, file.path()));
            }
        }
    }
    files.sort();
    let mut code = String::from("pub static LOCALE_FILES: &[(&str, &str, &str)] = &[\n");
    for (language, name, path) in &files {
        writeln!(
            code,
            "    ({language:?}, {name:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .expect("writing to a string");
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    std::fs::write(out, code).expect("OUT_DIR is writable");
}

/// Writes `assets.rs` into OUT_DIR: `ASSET_FILES`, every (path under
/// `assets/`, bytes) except the translations (embedded as text above) and
/// the credits, sorted so the binary is reproducible.
fn embed_assets() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("assets");
    let mut files = Vec::new();
    collect_asset_files(&root, &root, &mut files);
    files.sort();
    let mut code = String::from("pub static ASSET_FILES: &[(&str, &[u8])] = &[\n");
    for (name, path) in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        writeln!(
            code,
            "    ({name:?}, include_bytes!({:?})),",
            path.display().to_string()
        )
        .expect("writing to a string");
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("assets.rs");
    std::fs::write(out, code).expect("OUT_DIR is writable");
}

fn collect_asset_files(root: &Path, folder: &Path, files: &mut Vec<(String, std::path::PathBuf)>) {
    println!("cargo:rerun-if-changed={}", folder.display());
    let entries = std::fs::read_dir(folder).expect("an assets folder");
    for entry in entries.flatten() {
        let path = entry.path();
        let relative = path
            .strip_prefix(root)
            .expect("inside assets")
            .to_string_lossy()
            .replace('\\', "/");
        if path.is_dir() {
            if relative != "locale" {
                collect_asset_files(root, &path, files);
            }
        } else if !relative.ends_with(".md") {
            files.push((relative, path));
        }
    }
}
