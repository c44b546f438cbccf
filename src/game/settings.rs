//! Settings, kept as RON in the user's config folder (or `PILEFIRE_CONFIG_DIR`).
//! Writes are atomic (a temporary file renamed over the old one); a file that
//! cannot be read is moved aside and replaced by defaults, with a notice.

use std::path::PathBuf;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::ai::BotLevel;
use crate::l10n::Language;

/// How fast cards move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum AnimationSpeed {
    Instant,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Instant,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// Multiplies every animation's duration.
    pub fn factor(self) -> f32 {
        match self {
            AnimationSpeed::Instant => 0.0,
            AnimationSpeed::Fast => 0.5,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Slow => 1.8,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum WindowChoice {
    #[default]
    Windowed,
    Fullscreen,
}

/// The kind of game the menu starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ModeChoice {
    #[default]
    Solitaire,
    Coop,
    Duel,
}

/// The menu's last choices, so the next session starts where this one left off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MenuChoices {
    pub mode: ModeChoice,
    /// AI teammates in co-op (1 to 4).
    pub teammates: usize,
    pub professional: bool,
    pub smaller_hands: bool,
    pub on_fire: bool,
    pub bot_level: BotLevel,
}

impl Default for MenuChoices {
    fn default() -> Self {
        MenuChoices {
            mode: ModeChoice::Solitaire,
            teammates: 2,
            professional: false,
            smaller_hands: false,
            on_fire: false,
            bot_level: BotLevel::Normal,
        }
    }
}

/// Colours of the table and the interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Palette {
    #[default]
    Standard,
    /// Blue and orange instead of green and red (safe for red-green colour blindness).
    ColourBlindSafe,
    /// Black, white and yellow with strong borders.
    HighContrast,
}

/// Options that make the game usable by more people.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Accessibility {
    pub palette: Palette,
    /// The interface's scale, 0.75 to 2.0.
    pub ui_scale: f32,
    /// No flying cards, flickering flames or screen effects.
    pub reduced_motion: bool,
}

impl Default for Accessibility {
    fn default() -> Self {
        Accessibility {
            palette: Palette::Standard,
            ui_scale: 1.0,
            reduced_motion: false,
        }
    }
}

#[derive(Resource, Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// `None`: follow the system's locale.
    pub language: Option<Language>,
    pub accessibility: Accessibility,
    /// Volumes from 0.0 to 1.0.
    pub master_volume: f32,
    pub music_volume: f32,
    pub effects_volume: f32,
    pub animation: AnimationSpeed,
    pub window: WindowChoice,
    pub menu: MenuChoices,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            accessibility: Accessibility::default(),
            master_volume: 0.8,
            music_volume: 0.5,
            effects_volume: 0.8,
            animation: AnimationSpeed::Normal,
            window: WindowChoice::Windowed,
            menu: MenuChoices::default(),
        }
    }
}

impl Settings {
    /// Volumes outside 0..=1 (a hand-edited file) are brought into range.
    fn clamped(mut self) -> Self {
        for volume in [
            &mut self.master_volume,
            &mut self.music_volume,
            &mut self.effects_volume,
        ] {
            *volume = if volume.is_finite() {
                volume.clamp(0.0, 1.0)
            } else {
                0.8
            };
        }
        self.menu.teammates = self.menu.teammates.clamp(1, 4);
        let scale = self.accessibility.ui_scale;
        self.accessibility.ui_scale = if scale.is_finite() {
            scale.clamp(0.75, 2.0)
        } else {
            1.0
        };
        self
    }
}

/// Where settings live. Insert one before the plugin to choose the folder
/// (tests do); otherwise it comes from the environment.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct SettingsStore {
    pub dir: Option<PathBuf>,
}

impl SettingsStore {
    /// `PILEFIRE_CONFIG_DIR`, else the platform's config folder + `pilefire`.
    pub fn from_env() -> Self {
        SettingsStore {
            dir: crate::storage::config_dir_from_env(),
        }
    }

    pub fn file(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|dir| dir.join("settings.ron"))
    }

    /// Reads the settings. A missing file gives defaults quietly; a corrupt one
    /// is renamed to `settings.ron.corrupt` and gives defaults with a notice.
    pub fn load(&self) -> (Settings, Option<String>) {
        let Some(path) = self.file() else {
            return (Settings::default(), None);
        };
        let loaded = crate::storage::load_ron::<Settings>(&path);
        (
            loaded.value.clamped(),
            loaded.problem.map(|problem| problem.to_string()),
        )
    }

    /// Writes the settings atomically: a temporary file, flushed, then renamed.
    pub fn save(&self, settings: &Settings) -> std::io::Result<()> {
        match self.file() {
            Some(path) => crate::storage::save_ron_atomic(&path, settings),
            None => Ok(()),
        }
    }
}

/// A message about the settings for the menu to show (e.g. a damaged file).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsNotice(pub Option<String>);

impl SettingsNotice {
    /// Logs a problem found while starting up and adds it to what the menu shows.
    pub fn report_at_start(app: &mut App, problem: String) {
        warn!("{problem}");
        let mut notice = app
            .world_mut()
            .get_resource_or_insert_with(SettingsNotice::default);
        notice.0 = Some(match notice.0.take() {
            Some(earlier) => format!("{earlier}\n{problem}"),
            None => problem,
        });
    }
}

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<SettingsStore>() {
        app.insert_resource(SettingsStore::from_env());
    }
    let store = app.world().resource::<SettingsStore>().clone();
    let (settings, notice) = store.load();
    if let Some(notice) = &notice {
        warn!("{notice}");
    }
    app.insert_resource(settings);
    app.insert_resource(SettingsNotice(notice));
    app.add_systems(Last, save_changed_settings);
}

fn save_changed_settings(
    settings: Res<Settings>,
    store: Res<SettingsStore>,
    mut notice: ResMut<SettingsNotice>,
) {
    if !settings.is_changed() || settings.is_added() {
        return;
    }
    if let Err(error) = store.save(&settings) {
        notice.0 = Some(format!("Could not save settings: {error}"));
    }
}
