//! Two jobs. Stamps the build with the commit it came from, so `pilefire
//! --version`, bug reports and saved records say exactly which rules engine
//! made them. And embeds every translation file under `assets/locale/` into
//! the binary, so texts never depend on the working folder and headless
//! tests see exactly what players see.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

fn main() {
    stamp_commit();
    embed_locales();
}

fn stamp_commit() {
    let commit = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .map(|text| text.trim().to_string())
        .filter(|text| !text.is_empty())
        .unwrap_or_else(|| "unknown commit".to_string());
    let dirty = Command::new("git")
        .args(["status", "--porcelain", "--untracked-files=no"])
        .output()
        .ok()
        .is_some_and(|output| !output.stdout.is_empty());
    let suffix = if dirty { "+changes" } else { "" };
    println!("cargo:rustc-env=PILEFIRE_BUILD_COMMIT={commit}{suffix}");
    // Rebuild when the commit moves, not on every file change.
    println!("cargo:rerun-if-changed=.git/HEAD");
    println!("cargo:rerun-if-changed=.git/index");
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
