//! Settings, kept as RON in the user's config folder (or `PILEFIRE_CONFIG_DIR`).
//! Writes are atomic (a temporary file renamed over the old one); a file that
//! cannot be read is moved aside and replaced by defaults, with a notice, and
//! one that cannot even be moved aside is not written for the session.

use std::path::PathBuf;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use std::collections::BTreeMap;

use ron::value::RawValue;

use crate::l10n::Language;
use crate::shell::states::GameId;
use pilefire_engine::storage::{KeptPath, SaveError, StorageProblem};

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

/// The menu's last choices that belong to no game, so the next session
/// starts where this one left off. Each game keeps its own in
/// [`Settings::games`].
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct MenuChoices {
    /// The name of the game the title menu starts; none yet is left out.
    #[serde(skip_serializing_if = "Option::is_none", with = "game_name")]
    pub game: Option<String>,
}

impl MenuChoices {
    /// Whether the title menu has chosen `game`.
    pub fn chose(&self, game: GameId) -> bool {
        self.game.as_deref() == Some(game.0)
    }

    pub fn choose(&mut self, game: GameId) {
        self.game = Some(game.0.to_string());
    }
}

/// A game's name, written as a string and read as one or as the bare word
/// (`game: Chameleons`) that files from before each game kept its own part
/// still hold. RON gives a bare word's text only to serde's buffered
/// content, hence the untagged enum.
mod game_name {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Name {
        Text(String),
    }

    pub fn serialize<S: Serializer>(name: &Option<String>, s: S) -> Result<S::Ok, S::Error> {
        name.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Either {
            Some(Option<String>),
            Bare(Name),
        }
        Ok(match Either::deserialize(d)? {
            Either::Some(name) => name,
            Either::Bare(Name::Text(name)) => Some(name),
        })
    }
}

/// A game's own choices (its new-game page, its table's options), kept
/// under its name in the settings file's `games` and read back by the
/// game alone: the shell never looks inside.
pub trait GameChoices:
    Serialize + serde::de::DeserializeOwned + Default + Send + Sync + 'static
{
    /// The game whose choices these are; its name is their key.
    const GAME: GameId;

    /// The choices a settings file from before each game kept its own part
    /// held, read from that file's text (unknown fields are skipped).
    fn from_old_settings(text: &str) -> Option<Self>;

    /// Brings hand-edited values into range.
    fn clamped(self) -> Self {
        self
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

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
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
    /// Each game's own choices by its name (see [`GameChoices`]).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub games: BTreeMap<String, Box<RawValue>>,
    /// The window's size (logical pixels) and place as last left, reopened
    /// so unless `--size` says otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window_size: Option<[u32; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window_position: Option<[i32; 2]>,
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
            games: BTreeMap::new(),
            window_size: None,
            window_position: None,
        }
    }
}

impl Settings {
    /// A game's choices: its defaults when it has none yet or they do not
    /// read (a hand-edited file).
    pub fn game<T: GameChoices>(&self) -> T {
        self.games
            .get(T::GAME.0)
            .and_then(|raw| raw.into_rust::<T>().ok())
            .unwrap_or_default()
            .clamped()
    }

    /// Keeps a game's choices.
    pub fn set_game<T: GameChoices>(&mut self, choices: &T) {
        match RawValue::from_rust(choices) {
            Ok(raw) => {
                if self.games.get(T::GAME.0) != Some(&raw) {
                    self.games.insert(T::GAME.0.to_string(), raw);
                }
            }
            Err(error) => warn!("{}'s choices were not kept: {error}", T::GAME.0),
        }
    }

    /// Changes a game's choices in place.
    pub fn update_game<T: GameChoices>(&mut self, change: impl FnOnce(&mut T)) {
        let mut choices = self.game::<T>();
        change(&mut choices);
        self.set_game(&choices);
    }

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
        // A size no window can have (a hand-edited file) is forgotten.
        if self
            .window_size
            .is_some_and(|size| size.iter().any(|side| !(320..=7680).contains(side)))
        {
            self.window_size = None;
        }
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
            dir: pilefire_engine::storage::config_dir_from_env(),
        }
    }

    pub fn file(&self) -> Option<PathBuf> {
        self.dir
            .as_ref()
            .map(|dir| dir.join(KeptFile::Settings.file_name()))
    }

    /// Reads the settings. A missing file gives defaults quietly; a corrupt one
    /// is renamed to `settings.ron.corrupt` and gives defaults with a notice.
    pub fn load(&self) -> (Settings, Option<StorageProblem>) {
        let (settings, problem, _) = self.open();
        (settings, problem)
    }

    /// [`SettingsStore::load`], with the file to save through: it refuses
    /// to write over a file that could not be read nor moved aside.
    pub fn open(&self) -> (Settings, Option<StorageProblem>, SettingsFile) {
        let Some(path) = self.file() else {
            return (Settings::default(), None, SettingsFile(None));
        };
        let loaded = pilefire_engine::storage::load_kept::<Settings>(&path);
        (
            loaded.value.clamped(),
            loaded.problem,
            SettingsFile(Some(loaded.target)),
        )
    }
}

/// The settings file as read at start; `None` without a config folder.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsFile(pub Option<KeptPath>);

impl SettingsFile {
    /// Writes the settings atomically: a temporary file, flushed, then renamed.
    pub fn save(&self, settings: &Settings) -> Result<(), SaveError> {
        match &self.0 {
            Some(target) => target.save(settings),
            None => Ok(()),
        }
    }
}

/// Something the person should know about the files the game keeps, shown
/// by the menu in the language in force (`i18n::describe_notice`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// A kept file could not be read or was damaged; defaults are in use.
    Storage(StorageProblem),
    /// Writing a kept file failed; what is in memory is still in use.
    NotSaved { file: KeptFile, error: String },
    /// The saved game no longer replays (e.g. made by another rules engine).
    SavedGameUnusable {
        error: String,
        kept_as: Option<PathBuf>,
    },
    /// A kept file could not be read nor moved aside: writing it would
    /// destroy it, so it is left alone until the game restarts.
    NotWritten { file: KeptFile, why: String },
    /// The statistics did not parse; what did was recovered and the damaged
    /// file kept at `kept_as` (when it could be moved).
    StatisticsSalvaged {
        salvage: pilefire_engine::core::kept::Salvage,
        kept_as: Option<PathBuf>,
    },
    /// Another window owns the game in progress: nothing is saved for
    /// continuing here, so neither window overwrites the other's game.
    GameOpenElsewhere,
    /// The sounds did not load (a damaged replacement, or the loading
    /// screen's time limit ran out): the game goes on silently.
    SoundsUnavailable,
}

/// The files the game keeps, for messages about them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeptFile {
    Settings,
    /// A game's statistics, by the file's name.
    Statistics(&'static str),
    GameInProgress,
}

impl KeptFile {
    /// The file's name in the config folder.
    pub const fn file_name(self) -> &'static str {
        match self {
            KeptFile::Settings => "settings.ron",
            KeptFile::Statistics(name) => name,
            KeptFile::GameInProgress => "game-in-progress.ron",
        }
    }

    /// The notice for a failed write of this file.
    pub fn not_saved(self, error: SaveError) -> Notice {
        match error {
            SaveError::Quarantined { why, .. } => Notice::NotWritten { file: self, why },
            error => Notice::NotSaved {
                file: self,
                error: error.to_string(),
            },
        }
    }
}

/// What the menu has to tell about the kept files, oldest first.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Notices(pub Vec<Notice>);

impl Notices {
    /// Adds a notice once: a failing disk reports the same error every turn.
    pub fn push(&mut self, notice: Notice) {
        warn!("{notice:?}");
        if !self.0.contains(&notice) {
            self.0.push(notice);
        }
    }

    /// Adds a problem found while the app is being built.
    pub fn report_at_start(app: &mut App, notice: Notice) {
        app.world_mut()
            .get_resource_or_insert_with(Notices::default)
            .push(notice);
    }
}

pub(crate) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<SettingsStore>() {
        app.insert_resource(SettingsStore::from_env());
    }
    let store = app.world().resource::<SettingsStore>().clone();
    let (settings, problem, file) = store.open();
    if settings.games.is_empty()
        && let Some(text) = store
            .file()
            .and_then(|path| std::fs::read_to_string(path).ok())
    {
        app.insert_resource(OldSettingsText(text));
    }
    app.insert_resource(settings);
    app.init_resource::<Notices>();
    if let Some(problem) = problem {
        Notices::report_at_start(app, Notice::Storage(problem));
    }
    if let Some(why) = file.0.as_ref().and_then(KeptPath::quarantined) {
        let notice = Notice::NotWritten {
            file: KeptFile::Settings,
            why: why.to_string(),
        };
        Notices::report_at_start(app, notice);
    }
    app.insert_resource(file);
    app.add_systems(Last, save_changed_settings);
}

/// The text of a settings file from before each game kept its own part,
/// for the games to read their choices from (`GameChoices::from_old_settings`).
#[derive(Resource, Debug)]
struct OldSettingsText(String);

/// Registers a game's part of the settings file.
pub trait RegisterGameChoices {
    fn register_game_choices<T: GameChoices>(&mut self) -> &mut Self;
}

impl RegisterGameChoices for App {
    /// A file without the game's part gets it now: from the file's old
    /// layout if it has one, else the defaults. Saved with the next change.
    fn register_game_choices<T: GameChoices>(&mut self) -> &mut Self {
        let world = self.world_mut();
        let old = world
            .get_resource::<OldSettingsText>()
            .and_then(|old| T::from_old_settings(&old.0));
        let mut settings = world.resource_mut::<Settings>();
        if !settings.games.contains_key(T::GAME.0) {
            let choices = old.unwrap_or_default().clamped();
            settings.set_game(&choices);
        }
        self
    }
}

fn save_changed_settings(
    settings: Res<Settings>,
    file: Res<SettingsFile>,
    mut notices: ResMut<Notices>,
) {
    if !settings.is_changed() || settings.is_added() {
        return;
    }
    if let Err(error) = file.save(&settings) {
        notices.push(KeptFile::Settings.not_saved(error));
    }
}
