//! The binary carries its assets: every sound the game loads is embedded,
//! a replacement folder wins only with usable files, and the loading screen
//! never waits for ever.

use std::path::Path;

use pilefire::shell::loading::{TIME_LIMIT_SECONDS, leave_loading};
use pilefire::shell::ui::embedded::{
    Bytes, PilefireAssetReader, embedded_file, embedded_files, plausible,
};

/// The paths the sound collections ask for (the shell's `SoundAssets` and
/// the number piles' `PileSounds`), read from their sources.
fn sound_paths() -> Vec<String> {
    let sources = [
        include_str!("../../src/shell/audio.rs"),
        include_str!("../../src/piles/sounds.rs"),
    ];
    sources
        .iter()
        .flat_map(|source| source.split("path = \"").skip(1))
        .map(|rest| rest.split('"').next().unwrap().to_string())
        .collect()
}

#[test]
fn every_sound_the_game_loads_is_embedded_and_looks_like_a_wav() {
    let paths = sound_paths();
    assert_eq!(
        paths.len(),
        10,
        "the collections name ten sounds: {paths:?}"
    );
    for path in &paths {
        let bytes = embedded_file(Path::new(path)).unwrap_or_else(|| panic!("{path} embedded"));
        assert!(plausible(Path::new(path), bytes), "{path} is a WAV file");
    }
    // Translations are embedded as text elsewhere and credits are not assets.
    assert!(
        embedded_files()
            .iter()
            .all(|(name, _)| !name.starts_with("locale/") && !name.ends_with(".md"))
    );
}

fn scratch_folder(name: &str) -> std::path::PathBuf {
    let folder =
        std::env::temp_dir().join(format!("pilefire-embedded-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(folder.join("sounds")).unwrap();
    folder
}

#[test]
fn a_usable_replacement_wins_and_a_damaged_or_missing_one_falls_back() {
    let folder = scratch_folder("override");
    let click = Path::new("sounds/click.wav");
    let win = Path::new("sounds/win.wav");
    // A real WAV of another sound stands in for the click.
    let replacement = embedded_file(Path::new("sounds/place.wav"))
        .unwrap()
        .to_vec();
    std::fs::write(folder.join(click), &replacement).unwrap();
    std::fs::write(folder.join(win), b"not a sound at all").unwrap();
    let reader = PilefireAssetReader::new(Some(folder.clone()));

    assert_eq!(reader.bytes(click).unwrap(), Bytes::Replaced(replacement));
    let embedded_win = embedded_file(win).unwrap();
    assert_eq!(reader.bytes(win).unwrap(), Bytes::Embedded(embedded_win));
    let pickup = Path::new("sounds/pickup.wav");
    assert_eq!(
        reader.bytes(pickup).unwrap(),
        Bytes::Embedded(embedded_file(pickup).unwrap())
    );
    assert!(reader.bytes(Path::new("sounds/no-such.wav")).is_err());
    std::fs::remove_dir_all(folder).unwrap();
}

#[test]
fn without_a_replacement_folder_every_asset_is_the_embedded_one() {
    let reader = PilefireAssetReader::new(None);
    for (name, bytes) in embedded_files() {
        assert_eq!(
            reader.bytes(Path::new(name)).unwrap(),
            Bytes::Embedded(bytes)
        );
    }
}

#[test]
fn the_loading_screen_leaves_when_sounds_arrive_or_its_time_runs_out() {
    assert!(!leave_loading(false, 0.0));
    assert!(
        !leave_loading(true, 0.1),
        "a short minimum so it does not flash"
    );
    assert!(leave_loading(true, 1.0));
    assert!(!leave_loading(false, TIME_LIMIT_SECONDS - 0.5));
    assert!(leave_loading(false, TIME_LIMIT_SECONDS));
}
