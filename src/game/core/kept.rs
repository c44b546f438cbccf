//! Finished games: each one a person played goes into the statistics (RON,
//! written atomically beside the settings) and keeps its game record in
//! `records/`, for the replay viewer. Records no longer in the history are
//! removed, so the folder never grows past the history's length.

use std::collections::HashSet;
use std::fs;
use std::path::PathBuf;

use bevy::prelude::*;

use crate::game::core::hints::HintsUsed;
use crate::game::core::session::Match;
use crate::game::core::settings::{KeptFile, Notice, Notices, SettingsStore};
use crate::game::core::states::Screen;
use crate::stats::{Date, GameSummary, STATISTICS_FILE, Statistics, summarise};
use crate::storage::{load_ron, save_ron_atomic};

pub const RECORDS_DIR: &str = "records";

/// The statistics and the recent games, as kept on disk.
#[derive(Resource, Debug, Clone, Default, Deref, DerefMut)]
pub struct Stats(pub Statistics);

/// Count games with no person at the table too (autoplay's `--keep-stats`).
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct CountBotGames;

/// The summary of the game just finished, for the score screen.
#[derive(Resource, Debug, Clone, Default)]
pub struct LastGame(pub Option<GameSummary>);

pub fn records_dir(store: &SettingsStore) -> Option<PathBuf> {
    store.dir.as_ref().map(|dir| dir.join(RECORDS_DIR))
}

fn statistics_path(store: &SettingsStore) -> Option<PathBuf> {
    store.dir.as_ref().map(|dir| dir.join(STATISTICS_FILE))
}

pub(crate) fn plugin(app: &mut App) {
    let store = app
        .world()
        .get_resource::<SettingsStore>()
        .cloned()
        .unwrap_or_else(SettingsStore::from_env);
    let mut stats = Statistics::default();
    if let Some(path) = statistics_path(&store) {
        let loaded = load_ron::<Statistics>(&path);
        stats = loaded.value;
        if let Some(problem) = loaded.problem {
            Notices::report_at_start(app, Notice::Storage(problem));
        }
    }
    app.insert_resource(Stats(stats));
    app.init_resource::<LastGame>();
    app.add_systems(OnEnter(Screen::Score), keep_finished_game);
}

/// Adds the finished game to the statistics and keeps its record. Games with
/// no person at the table (autoplay) are not counted.
pub fn keep_finished_game(
    table: Option<Res<Match>>,
    hints: Res<HintsUsed>,
    store: Res<SettingsStore>,
    mut stats: ResMut<Stats>,
    mut last: ResMut<LastGame>,
    mut notices: ResMut<Notices>,
    count_bot_games: Option<Res<CountBotGames>>,
) {
    last.0 = None;
    let Some(table) = table else {
        return;
    };
    let counted = table.human_seat.is_some() || count_bot_games.is_some();
    if !counted || !table.game.is_over() {
        return;
    }
    let record_file = records_dir(&store).and_then(|dir| {
        let name = format!("{}-{}-{}.ron", Date::today_utc(), table.seed, unix_millis());
        let path = dir.join(&name);
        match fs::create_dir_all(&dir)
            .and_then(|()| crate::storage::write_atomic(&path, table.game.record().to_ron()))
        {
            Ok(()) => Some(name),
            Err(error) => {
                warn!("could not keep the game record {}: {error}", path.display());
                None
            }
        }
    });
    let summary = summarise(
        &table.game,
        table.human_seat,
        table.seed,
        table.bot_level,
        hints.0,
        table.daily,
        record_file,
    );
    stats.add(summary.clone());
    last.0 = Some(summary);
    if let Some(path) = statistics_path(&store)
        && let Err(error) = save_ron_atomic(&path, &stats.0)
    {
        notices.push(Notice::NotSaved {
            file: KeptFile::Statistics,
            error: error.to_string(),
        });
    }
    prune_records(&store, &stats);
}

fn unix_millis() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_millis())
}

/// Removes kept records that the history no longer lists.
fn prune_records(store: &SettingsStore, stats: &Statistics) {
    let Some(dir) = records_dir(store) else {
        return;
    };
    let listed: HashSet<&str> = stats
        .history
        .iter()
        .filter_map(|summary| summary.record_file.as_deref())
        .collect();
    let Ok(files) = fs::read_dir(&dir) else {
        return;
    };
    for file in files.flatten() {
        let name = file.file_name();
        let name = name.to_string_lossy();
        if name.ends_with(".ron") && !listed.contains(name.as_ref()) {
            let _ = fs::remove_file(file.path());
        }
    }
}
