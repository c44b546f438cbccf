//! The settings a person can change, as rows shared by the menu's settings
//! page and the pause menu: each row's title, its value in words, and one step
//! of change either way.

use crate::l10n::Language;
use crate::shell::language::Tr;
use crate::shell::settings::{AnimationSpeed, Palette, Settings, WindowChoice};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingRow {
    Language,
    MasterVolume,
    MusicVolume,
    EffectsVolume,
    Animation,
    Window,
    Palette,
    UiScale,
    ReducedMotion,
    /// One a game adds (see `GameMenu::settings`).
    Game(GameSetting),
}

/// A setting a game adds to the settings page and the pause menu: kept in
/// the game's own part of the settings, read and changed by the game.
#[derive(Debug, Clone, Copy)]
pub struct GameSetting {
    pub title_key: &'static str,
    pub value: fn(&Settings, &Tr) -> String,
    pub change: fn(isize, &mut Settings),
}

/// A game's setting is known by its title.
impl PartialEq for GameSetting {
    fn eq(&self, other: &Self) -> bool {
        self.title_key == other.title_key
    }
}

impl Eq for GameSetting {}

impl SettingRow {
    /// The settings of the window itself, before any game's.
    pub const ALL: [SettingRow; 9] = [
        SettingRow::Language,
        SettingRow::MasterVolume,
        SettingRow::MusicVolume,
        SettingRow::EffectsVolume,
        SettingRow::Animation,
        SettingRow::Window,
        SettingRow::Palette,
        SettingRow::UiScale,
        SettingRow::ReducedMotion,
    ];

    pub fn title(self, tr: &Tr) -> String {
        let key = match self {
            SettingRow::Language => "options-language",
            SettingRow::MasterVolume => "options-master-volume",
            SettingRow::MusicVolume => "options-music-volume",
            SettingRow::EffectsVolume => "options-effects-volume",
            SettingRow::Animation => "options-animation",
            SettingRow::Window => "options-window",
            SettingRow::Palette => "options-palette",
            SettingRow::UiScale => "options-ui-scale",
            SettingRow::ReducedMotion => "options-reduced-motion",
            SettingRow::Game(setting) => setting.title_key,
        };
        tr.get(key)
    }

    pub fn value(self, settings: &Settings, tr: &Tr) -> String {
        let percent =
            |value: f32| crate::tr!(tr, "options-percent", value = (value * 100.0).round());
        match self {
            SettingRow::Language => match settings.language {
                None => crate::tr!(
                    tr,
                    "options-language-system",
                    language = Language::from_system().native_name()
                ),
                Some(language) => language.native_name().to_string(),
            },
            SettingRow::MasterVolume => percent(settings.master_volume),
            SettingRow::MusicVolume => percent(settings.music_volume),
            SettingRow::EffectsVolume => percent(settings.effects_volume),
            SettingRow::Animation => tr.get(match settings.animation {
                AnimationSpeed::Instant => "options-animation-instant",
                AnimationSpeed::Fast => "options-animation-fast",
                AnimationSpeed::Normal => "options-animation-normal",
                AnimationSpeed::Slow => "options-animation-slow",
            }),
            SettingRow::Window => tr.get(match settings.window {
                WindowChoice::Windowed => "options-window-windowed",
                WindowChoice::Fullscreen => "options-window-fullscreen",
            }),
            SettingRow::Palette => tr.get(match settings.accessibility.palette {
                Palette::Standard => "options-palette-standard",
                Palette::ColourBlindSafe => "options-palette-colour-blind",
                Palette::HighContrast => "options-palette-high-contrast",
            }),
            SettingRow::UiScale => percent(settings.accessibility.ui_scale),
            SettingRow::ReducedMotion => on_off(settings.accessibility.reduced_motion, tr),
            SettingRow::Game(setting) => (setting.value)(settings, tr),
        }
    }

    /// One step of change, forwards (`step` > 0) or back.
    pub fn change(self, step: isize, settings: &mut Settings) {
        match self {
            SettingRow::Language => {
                let choices = [None, Some(Language::English), Some(Language::Italian)];
                settings.language = cycle(&choices, settings.language, step);
            }
            SettingRow::MasterVolume => step_volume(&mut settings.master_volume, step),
            SettingRow::MusicVolume => step_volume(&mut settings.music_volume, step),
            SettingRow::EffectsVolume => step_volume(&mut settings.effects_volume, step),
            SettingRow::Animation => {
                settings.animation = cycle(&AnimationSpeed::ALL, settings.animation, step);
            }
            SettingRow::Window => {
                settings.window = cycle(
                    &[WindowChoice::Windowed, WindowChoice::Fullscreen],
                    settings.window,
                    step,
                );
            }
            SettingRow::Palette => {
                settings.accessibility.palette = cycle(
                    &[
                        Palette::Standard,
                        Palette::ColourBlindSafe,
                        Palette::HighContrast,
                    ],
                    settings.accessibility.palette,
                    step,
                );
            }
            SettingRow::UiScale => {
                settings.accessibility.ui_scale = cycle(
                    &UI_SCALES,
                    nearest_scale(settings.accessibility.ui_scale),
                    step,
                );
            }
            SettingRow::ReducedMotion => {
                settings.accessibility.reduced_motion = !settings.accessibility.reduced_motion;
            }
            SettingRow::Game(setting) => (setting.change)(step, settings),
        }
    }
}

/// The interface scales offered, from 75% to 200%.
pub const UI_SCALES: [f32; 6] = [0.75, 1.0, 1.25, 1.5, 1.75, 2.0];

fn nearest_scale(scale: f32) -> f32 {
    UI_SCALES
        .into_iter()
        .min_by(|a, b| (a - scale).abs().total_cmp(&(b - scale).abs()))
        .unwrap_or(1.0)
}

pub fn cycle<T: Copy + PartialEq>(options: &[T], current: T, step: isize) -> T {
    let index = options.iter().position(|&o| o == current).unwrap_or(0) as isize;
    options[(index + step).rem_euclid(options.len() as isize) as usize]
}

fn step_volume(volume: &mut f32, step: isize) {
    *volume = ((*volume * 10.0).round() + step as f32).clamp(0.0, 10.0) / 10.0;
}

/// "On" or "Off" in the language in force.
pub fn on_off(value: bool, tr: &Tr) -> String {
    tr.get(if value { "options-on" } else { "options-off" })
}
