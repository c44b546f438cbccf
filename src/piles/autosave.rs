//! The game in progress is saved after every move the engine accepts (a game
//! record plus who sits where), atomically, beside the settings. At start-up a
//! save that replays cleanly is offered by the menu as "Continue"; a finished
//! game removes it. A save that does not replay is kept aside, never lost.
//! One window owns the game in progress (a lock held for the app's
//! lifetime); a second one neither offers nor writes it, so the two never
//! overwrite each other's game.

use crate::piles::GAME;
use bevy::prelude::*;

use crate::piles::session::MatchSystems;
use serde::{Deserialize, Serialize};

use crate::piles::hints::HintsUsed;
use crate::piles::session::{PilesApplied, PilesMatch, SavedGame};
use crate::shell::settings::{KeptFile, Notice, Notices, SettingsStore};
use crate::shell::states::{AppSystems, Screen};
use pilefire_engine::storage::{
    GameInProgressLock, GameLockError, KeptPath, ReadFailure, StorageProblem, load_kept_with,
    parse_ron,
};

pub const SAVE_FILE: &str = KeptFile::GameInProgress.file_name();

/// The file's shape: empty when no game is in progress.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
struct SaveFile {
    game: Option<SavedGame>,
}

/// A saved, unfinished game the menu may offer to continue.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Resumable(pub Option<SavedGame>);

/// This window's ownership of the game in progress and the file it writes.
/// Absent when another window owns it, the lock could not be taken, or there
/// is no config folder: then nothing is saved for continuing.
#[derive(Resource, Debug)]
pub struct SaveSlot {
    target: KeptPath,
    // Released when the app (and so this resource) is dropped.
    _lock: GameInProgressLock,
}

/// Reads the save at start-up. A damaged file, or one whose moves the engine
/// refuses, is moved aside (never over an earlier copy) and reported; if it
/// cannot be moved, `target` is quarantined.
pub fn load_saved_game(target: &KeptPath) -> (Option<SavedGame>, Option<Notice>) {
    let loaded = load_kept_with(target, SaveFile::default, parse_ron::<SaveFile>);
    if let Some(problem) = loaded.problem {
        return (None, Some(Notice::Storage(problem)));
    }
    let Some(saved) = loaded.value.game else {
        return (None, None);
    };
    match saved.restore() {
        Ok(game) if !game.is_over() => (Some(saved), None),
        Ok(_) => {
            if let Err(error) = target.remove() {
                warn!("{error}");
            }
            (None, None)
        }
        Err(error) => {
            let error = error.to_string();
            let kept_as = match target.set_aside(ReadFailure::Refused(error.clone())) {
                StorageProblem::Corrupt { kept_as, .. } => kept_as,
                StorageProblem::Unreadable { .. } => None,
            };
            (None, Some(Notice::SavedGameUnusable { error, kept_as }))
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    let store = app
        .world()
        .get_resource::<SettingsStore>()
        .cloned()
        .unwrap_or_else(SettingsStore::from_env);
    let mut saved = None;
    if let Some(dir) = &store.dir {
        match GameInProgressLock::acquire(dir) {
            Ok(lock) => {
                let target = KeptPath::new(dir.join(SAVE_FILE));
                let (offered, problem) = load_saved_game(&target);
                saved = offered;
                if let Some(problem) = problem {
                    Notices::report_at_start(app, problem);
                }
                if let Some(why) = target.quarantined() {
                    let notice = Notice::NotWritten {
                        file: KeptFile::GameInProgress,
                        why: why.to_string(),
                    };
                    Notices::report_at_start(app, notice);
                }
                app.insert_resource(SaveSlot {
                    target,
                    _lock: lock,
                });
            }
            // The save is the other window's: not read, offered nor written.
            Err(GameLockError::HeldElsewhere { .. }) => {
                Notices::report_at_start(app, Notice::GameOpenElsewhere);
            }
            Err(error @ GameLockError::Io { .. }) => {
                let notice = Notice::NotSaved {
                    file: KeptFile::GameInProgress,
                    error: error.to_string(),
                };
                Notices::report_at_start(app, notice);
            }
        }
    }
    app.insert_resource(Resumable(saved));
    app.add_systems(OnEnter(Screen::Turns(GAME)), save_on_start);
    app.add_systems(
        Update,
        save_after_move
            .in_set(AppSystems::React)
            .in_set(MatchSystems::Playing),
    );
}

fn save_on_start(
    table: Option<Res<PilesMatch>>,
    hints: Res<HintsUsed>,
    slot: Option<Res<SaveSlot>>,
    mut resumable: ResMut<Resumable>,
    mut notices: ResMut<Notices>,
) {
    if let (Some(table), Some(slot)) = (table, slot) {
        write_save(&table, hints.0, &slot, &mut resumable, &mut notices);
    }
}

fn save_after_move(
    mut applied: MessageReader<PilesApplied>,
    table: Res<PilesMatch>,
    hints: Res<HintsUsed>,
    slot: Option<Res<SaveSlot>>,
    mut resumable: ResMut<Resumable>,
    mut notices: ResMut<Notices>,
) {
    let moved = applied
        .read()
        .filter(|message| message.result.is_ok())
        .count()
        > 0;
    if let (true, Some(slot)) = (moved, slot) {
        write_save(&table, hints.0, &slot, &mut resumable, &mut notices);
    }
}

/// Saves a person's unfinished game; removes the save once the game is over.
/// Games with no person at the table (autoplay) are never saved.
fn write_save(
    table: &PilesMatch,
    hints_used: u32,
    slot: &SaveSlot,
    resumable: &mut Resumable,
    notices: &mut Notices,
) {
    if table.human_seat.is_none() {
        return;
    }
    if table.game.is_over() {
        resumable.0 = None;
        if let Err(error) = slot.target.remove() {
            warn!("{error}");
        }
        return;
    }
    let saved = SavedGame::of(table, hints_used);
    let file = SaveFile {
        game: Some(saved.clone()),
    };
    match slot.target.save(&file) {
        Ok(()) => resumable.0 = Some(saved),
        Err(error) => notices.push(KeptFile::GameInProgress.not_saved(error)),
    }
}
