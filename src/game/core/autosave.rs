//! The game in progress is saved after every move the engine accepts (a game
//! record plus who sits where), atomically, beside the settings. At start-up a
//! save that replays cleanly is offered by the menu as "Continue"; a finished
//! game removes it. A save that does not replay is kept aside, never lost.

use std::fs;
use std::path::PathBuf;

use bevy::prelude::*;

use crate::game::core::session::MatchSystems;
use serde::{Deserialize, Serialize};

use crate::game::core::hints::HintsUsed;
use crate::game::core::session::{Applied, Match, SavedGame};
use crate::game::core::settings::{KeptFile, Notice, Notices, SettingsStore};
use crate::game::core::states::{AppSystems, Screen};
use crate::storage::{load_ron, save_ron_atomic};

pub const SAVE_FILE: &str = "game-in-progress.ron";

/// The file's shape: empty when no game is in progress.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
struct SaveFile {
    game: Option<SavedGame>,
}

/// A saved, unfinished game the menu may offer to continue.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Resumable(pub Option<SavedGame>);

fn save_path(store: &SettingsStore) -> Option<PathBuf> {
    store.dir.as_ref().map(|dir| dir.join(SAVE_FILE))
}

/// Reads the save at start-up. A damaged file, or one whose moves the engine
/// refuses, is moved aside and reported.
pub fn load_saved_game(store: &SettingsStore) -> (Option<SavedGame>, Option<Notice>) {
    let Some(path) = save_path(store) else {
        return (None, None);
    };
    let loaded = load_ron::<SaveFile>(&path);
    if let Some(problem) = loaded.problem {
        return (None, Some(Notice::Storage(problem)));
    }
    let Some(saved) = loaded.value.game else {
        return (None, None);
    };
    match saved.restore() {
        Ok(game) if !game.is_over() => (Some(saved), None),
        Ok(_) => {
            let _ = fs::remove_file(&path);
            (None, None)
        }
        Err(error) => {
            let aside = crate::storage::corrupt_path(&path);
            let kept_as = fs::rename(&path, &aside).is_ok().then_some(aside);
            let notice = Notice::SavedGameUnusable {
                error: error.to_string(),
                kept_as,
            };
            (None, Some(notice))
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    let store = app
        .world()
        .get_resource::<SettingsStore>()
        .cloned()
        .unwrap_or_else(SettingsStore::from_env);
    let (saved, problem) = load_saved_game(&store);
    if let Some(problem) = problem {
        Notices::report_at_start(app, problem);
    }
    app.insert_resource(Resumable(saved));
    app.add_systems(OnEnter(Screen::Turns), save_on_start);
    app.add_systems(
        Update,
        save_after_move
            .in_set(AppSystems::React)
            .in_set(MatchSystems::Playing),
    );
}

fn save_on_start(
    table: Option<Res<Match>>,
    hints: Res<HintsUsed>,
    store: Res<SettingsStore>,
    mut resumable: ResMut<Resumable>,
    mut notices: ResMut<Notices>,
) {
    if let Some(table) = table {
        write_save(&table, hints.0, &store, &mut resumable, &mut notices);
    }
}

fn save_after_move(
    mut applied: MessageReader<Applied>,
    table: Res<Match>,
    hints: Res<HintsUsed>,
    store: Res<SettingsStore>,
    mut resumable: ResMut<Resumable>,
    mut notices: ResMut<Notices>,
) {
    if applied
        .read()
        .filter(|message| message.result.is_ok())
        .count()
        > 0
    {
        write_save(&table, hints.0, &store, &mut resumable, &mut notices);
    }
}

/// Saves a person's unfinished game; removes the save once the game is over.
/// Games with no person at the table (autoplay) are never saved.
fn write_save(
    table: &Match,
    hints_used: u32,
    store: &SettingsStore,
    resumable: &mut Resumable,
    notices: &mut Notices,
) {
    if table.human_seat.is_none() {
        return;
    }
    let Some(path) = save_path(store) else {
        return;
    };
    if table.game.is_over() {
        resumable.0 = None;
        if let Err(error) = fs::remove_file(&path)
            && error.kind() != std::io::ErrorKind::NotFound
        {
            warn!("could not remove {}: {error}", path.display());
        }
        return;
    }
    let saved = SavedGame::of(table, hints_used);
    let file = SaveFile {
        game: Some(saved.clone()),
    };
    match save_ron_atomic(&path, &file) {
        Ok(()) => resumable.0 = Some(saved),
        Err(error) => notices.push(Notice::NotSaved {
            file: KeptFile::GameInProgress,
            error: error.to_string(),
        }),
    }
}
