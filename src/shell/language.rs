//! The catalogue of the chosen language as a resource, replaced when the
//! language setting changes (screens rebuild their texts when it does).

use bevy::prelude::*;

use crate::l10n::{Catalog, Language};
use crate::shell::settings::{KeptFile, Notice, Settings};
use pilefire_engine::core::dealcode::DealCodeError;
use pilefire_engine::storage::StorageProblem;

/// The texts of the language in force.
#[derive(Resource, Debug, Deref)]
pub struct Tr(pub Catalog);

/// The system's language, read once at start; a resource so tests can
/// stand in for a machine set to another language.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SystemLanguage(pub Language);

/// The language the settings ask for (`None`: the system's).
pub fn chosen_language(settings: &Settings, system: Language) -> Language {
    settings.language.unwrap_or(system)
}

pub(crate) fn plugin(app: &mut App) {
    let system = match app.world().get_resource::<SystemLanguage>() {
        Some(system) => system.0,
        None => Language::from_system(),
    };
    app.insert_resource(SystemLanguage(system));
    let language = app
        .world()
        .get_resource::<Settings>()
        .map_or(system, |settings| chosen_language(settings, system));
    app.insert_resource(Tr(Catalog::new(language)));
    app.add_systems(
        PreUpdate,
        follow_language
            .run_if(resource_changed::<Settings>.or_else(resource_changed::<SystemLanguage>)),
    );
    app.add_systems(Update, relabel.run_if(resource_changed::<Tr>));
}

/// A fixed text that follows the language: the `Text` or `Text2d` of the same
/// entity is rewritten from this key when the language changes (the pause
/// menu can change it in the middle of a game).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrKey(pub &'static str);

fn relabel(tr: Res<Tr>, mut texts: Query<(&TrKey, Option<&mut Text>, Option<&mut Text2d>)>) {
    for (key, text, text2d) in &mut texts {
        let wanted = tr.get(key.0);
        if let Some(mut text) = text {
            text.0.clone_from(&wanted);
        }
        if let Some(mut text) = text2d {
            text.0 = wanted;
        }
    }
}

/// The value of a yes/no selector, e.g. `you`: Italian conjugates "you gave
/// up" apart from "Bot 2 gave up", so such messages are told which it is.
pub fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

fn follow_language(settings: Res<Settings>, system: Res<SystemLanguage>, mut tr: ResMut<Tr>) {
    let wanted = chosen_language(&settings, system.0);
    if tr.language() != wanted {
        *tr = Tr(Catalog::new(wanted));
    }
}

/// A notice about the kept files in words, in the language in force. The
/// system's own error text (e.g. "Permission denied") is quoted as it came.
pub fn describe_notice(notice: &Notice, tr: &Catalog) -> String {
    let shown = |path: &std::path::Path| path.display().to_string();
    match notice {
        Notice::Storage(StorageProblem::Unreadable { path, error }) => crate::tr!(
            tr,
            "notices-unreadable",
            file = shown(path).as_str(),
            reason = error.as_str()
        ),
        Notice::Storage(StorageProblem::Corrupt {
            path,
            kept_as: Some(aside),
            error,
        }) => crate::tr!(
            tr,
            "notices-damaged-kept",
            file = shown(path).as_str(),
            reason = error.as_str(),
            aside = shown(aside).as_str()
        ),
        Notice::Storage(StorageProblem::Corrupt {
            path,
            kept_as: None,
            error,
        }) => crate::tr!(
            tr,
            "notices-damaged",
            file = shown(path).as_str(),
            reason = error.as_str()
        ),
        Notice::NotSaved { file, error } => crate::tr!(
            tr,
            "notices-not-saved",
            what = match file {
                KeptFile::Settings => "settings",
                KeptFile::Statistics(_) => "statistics",
                KeptFile::GameInProgress => "game",
            },
            reason = error.as_str()
        ),
        Notice::SavedGameUnusable {
            error,
            kept_as: Some(aside),
        } => crate::tr!(
            tr,
            "notices-save-unusable-kept",
            reason = error.as_str(),
            aside = shown(aside).as_str()
        ),
        Notice::SavedGameUnusable {
            error,
            kept_as: None,
        } => crate::tr!(tr, "notices-save-unusable", reason = error.as_str()),
        Notice::NotWritten { file, why } => crate::tr!(
            tr,
            "notices-not-written",
            file = file.file_name(),
            reason = why.as_str()
        ),
        Notice::StatisticsSalvaged { salvage, kept_as } => {
            let counts = |key: &str| {
                crate::tr!(
                    tr,
                    key,
                    aside = kept_as.as_deref().map(shown).unwrap_or_default(),
                    games = salvage.games_recovered,
                    games_found = salvage.games_found,
                    tallies = salvage.tallies_recovered,
                    tallies_found = salvage.tallies_found
                )
            };
            counts(match kept_as {
                Some(_) => "notices-statistics-salvaged",
                None => "notices-statistics-salvaged-in-place",
            })
        }
        Notice::GameOpenElsewhere => tr.get("notices-game-open-elsewhere"),
        Notice::SoundsUnavailable => tr.get("notices-sounds-unavailable"),
    }
}

/// How a result feels, for the colour a screen gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    Good,
    Mixed,
    Bad,
    Neutral,
}

/// Why a typed deal code is not one, in plain words (either game's code).
pub fn describe_code_error(error: &DealCodeError, tr: &Catalog) -> String {
    match error {
        DealCodeError::Empty => tr.get("code-error-empty"),
        DealCodeError::BadCharacter {
            character,
            position,
        } => crate::tr!(
            tr,
            "code-error-character",
            character = character.to_string(),
            position = *position
        ),
        DealCodeError::WrongLength { found, expected } => crate::tr!(
            tr,
            "code-error-length",
            found = *found,
            expected = *expected
        ),
        DealCodeError::ChecksumMismatch => tr.get("code-error-check"),
        DealCodeError::UnsupportedVersion(_) => tr.get("code-error-newer"),
        DealCodeError::InvalidRuleset(rule) => {
            crate::tr!(tr, "code-error-rules", reason = rule.to_string())
        }
        DealCodeError::SeedTooLarge(seed) => {
            crate::tr!(tr, "code-error-seed", seed = seed.to_string())
        }
        DealCodeError::NoSuchFirstSeat { seat, seats } => {
            crate::tr!(tr, "code-error-first-seat", seat = *seat, seats = *seats)
        }
        DealCodeError::ChameleonCode => tr.get("code-error-chameleon"),
        DealCodeError::NumberPileCode => tr.get("code-error-number-piles"),
        DealCodeError::NoSuchPlayerCount(players) => {
            crate::tr!(tr, "code-error-players", players = *players)
        }
    }
}
