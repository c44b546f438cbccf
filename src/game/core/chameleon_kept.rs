//! Finished chameleon games: counted in their own statistics and their
//! records kept for the replay viewer, once, when the score screen opens.
//! [`crate::chameleon_stats::ChameleonStatsStore`] does the keeping through
//! the storage layer (merged under the lock, a damaged file moved aside).

use std::path::PathBuf;

use bevy::prelude::*;

use crate::chameleon_stats::{
    CHAMELEON_RECORDS_DIR, ChameleonStatistics, ChameleonStatsStore, ChameleonSummary,
    KeptChameleonGame, summarise_chameleon_game,
};
use crate::game::core::chameleon_setup::ChameleonFinished;
use crate::game::core::kept::CountBotGames;
use crate::game::core::settings::{KeptFile, Notice, Notices, SettingsStore};
use crate::game::core::states::Screen;

/// The chameleon statistics as kept on disk.
#[derive(Resource, Debug, Clone, Default, Deref, DerefMut)]
pub struct ChameleonStats(pub ChameleonStatistics);

/// Where chameleon games are kept; `None` without a config folder.
#[derive(Resource, Debug, Clone)]
pub struct ChameleonStore(pub Option<ChameleonStatsStore>);

/// The summary of the chameleon game just finished, for the score screen.
#[derive(Resource, Debug, Clone, Default)]
pub struct LastChameleonGame(pub Option<ChameleonSummary>);

pub fn chameleon_records_dir(store: &SettingsStore) -> Option<PathBuf> {
    store
        .dir
        .as_ref()
        .map(|dir| dir.join(CHAMELEON_RECORDS_DIR))
}

pub(crate) fn plugin(app: &mut App) {
    let settings_store = app
        .world()
        .get_resource::<SettingsStore>()
        .cloned()
        .unwrap_or_else(SettingsStore::from_env);
    let mut stats = ChameleonStatistics::default();
    let mut store = None;
    if let Some(dir) = &settings_store.dir {
        let (opened, loaded) = ChameleonStatsStore::open(dir);
        if let Some(problem) = loaded.problem {
            Notices::report_at_start(app, Notice::Storage(problem));
        }
        stats = loaded.value;
        store = Some(opened);
    }
    app.insert_resource(ChameleonStats(stats));
    app.insert_resource(ChameleonStore(store));
    app.init_resource::<LastChameleonGame>();
    app.add_systems(
        OnEnter(Screen::ChameleonScore),
        keep_finished_chameleon_game,
    );
}

/// Counts the finished game and keeps its record. Games with no person at
/// the table are not counted (unless autoplay asks to).
pub fn keep_finished_chameleon_game(
    finished: Option<Res<ChameleonFinished>>,
    mut store: ResMut<ChameleonStore>,
    mut stats: ResMut<ChameleonStats>,
    mut last: ResMut<LastChameleonGame>,
    mut notices: ResMut<Notices>,
    count_bot_games: Option<Res<CountBotGames>>,
) {
    last.0 = None;
    let Some(finished) = finished else {
        return;
    };
    let counted = finished.setup.human_seat.is_some() || count_bot_games.is_some();
    if !counted || !finished.game.is_over() {
        return;
    }
    let summary_of = |record_file: Option<String>| {
        summarise_chameleon_game(
            &finished.game,
            finished.setup.human_seat,
            finished.seed,
            finished.setup.level.name(),
            finished.setup.daily,
            record_file,
        )
    };
    let Some(store) = store.0.as_mut() else {
        let summary = summary_of(None);
        stats.add(summary.clone());
        last.0 = Some(summary);
        return;
    };
    let KeptChameleonGame {
        statistics,
        summary,
        found,
        not_saved,
        record_not_kept,
    } = store.keep_finished_game(&finished.game.record(), summary_of, &stats.0);
    stats.0 = statistics;
    last.0 = Some(summary);
    if let Some(problem) = found {
        notices.push(Notice::Storage(problem));
    }
    if let Some(error) = not_saved {
        notices.push(KeptFile::Statistics.not_saved(error));
    }
    if let Some(error) = record_not_kept {
        warn!("the chameleon game record was not kept: {error}");
    }
}
