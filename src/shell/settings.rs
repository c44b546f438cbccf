//! Settings, kept as RON in the user's config folder (or `PILEFIRE_CONFIG_DIR`).
//! Writes are atomic (a temporary file renamed over the old one); a file that
//! cannot be read is moved aside and replaced by defaults, with a notice, and
//! one that cannot even be moved aside is not written for the session.

use std::path::PathBuf;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::l10n::Language;
use crate::shell::states::GameId;
use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents};
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::bots::opening::FirstSeat;
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

/// The kind of game the menu starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ModeChoice {
    #[default]
    Solitaire,
    Coop,
    Duel,
}

/// The chameleon opponents a person may choose (the other levels are
/// yardsticks): the three styles in turn, one style at every seat, or one
/// level at every seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ChameleonBots {
    #[default]
    Styles,
    Hoarders,
    Spoilers,
    Snatchers,
    Normal,
    Expert,
}

impl ChameleonBots {
    /// In the order the new-game page offers them.
    pub const ALL: [ChameleonBots; 6] = [
        ChameleonBots::Styles,
        ChameleonBots::Hoarders,
        ChameleonBots::Spoilers,
        ChameleonBots::Snatchers,
        ChameleonBots::Normal,
        ChameleonBots::Expert,
    ];

    pub fn opponents(self) -> Opponents {
        match self {
            ChameleonBots::Styles => Opponents::Styles,
            ChameleonBots::Hoarders => Opponents::All(ChameleonLevel::Hoarder),
            ChameleonBots::Spoilers => Opponents::All(ChameleonLevel::Spoiler),
            ChameleonBots::Snatchers => Opponents::All(ChameleonLevel::Snatcher),
            ChameleonBots::Normal => Opponents::All(ChameleonLevel::Normal),
            ChameleonBots::Expert => Opponents::All(ChameleonLevel::Expert),
        }
    }
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
    /// Who starts a number-pile game (R-CO-5, R-DU-2); the New game page
    /// offers what fits the mode.
    pub first_seat: FirstSeat,
    /// The game the title menu starts; none yet is left out of the file.
    #[serde(skip_serializing_if = "GameId::is_none")]
    pub game: GameId,
    /// Chameleon rows: players at the table, the person included (2 to 5).
    pub chameleon_players: usize,
    pub chameleon_side: ScoreSide,
    pub chameleon_bots: ChameleonBots,
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
            first_seat: FirstSeat::Seat(0),
            game: GameId::NONE,
            chameleon_players: 4,
            chameleon_side: ScoreSide::Brown,
            chameleon_bots: ChameleonBots::Styles,
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
    /// The number-pile table shows which numbers are still out of play.
    pub cards_seen: bool,
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
            cards_seen: false,
            window_size: None,
            window_position: None,
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
        // A size no window can have (a hand-edited file) is forgotten.
        if self
            .window_size
            .is_some_and(|size| size.iter().any(|side| !(320..=7680).contains(side)))
        {
            self.window_size = None;
        }
        self.menu.teammates = self.menu.teammates.clamp(1, 4);
        self.menu.chameleon_players = self.menu.chameleon_players.clamp(2, 5);
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
        salvage: pilefire_engine::piles::kept::Salvage,
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
    Statistics,
    GameInProgress,
}

impl KeptFile {
    /// The file's name in the config folder.
    pub const fn file_name(self) -> &'static str {
        match self {
            KeptFile::Settings => "settings.ron",
            KeptFile::Statistics => pilefire_engine::piles::stats::STATISTICS_FILE,
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
