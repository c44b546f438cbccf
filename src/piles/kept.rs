//! Finished games: each one a person played goes into the statistics (RON,
//! beside the settings) and keeps its game record in `records/`, for the
//! replay viewer. [`pilefire_engine::piles::kept::StatisticsStore`] does the keeping:
//! every game is merged into what is on disk now (another window may have
//! added its own), a damaged file is moved aside and salvaged, and records
//! no longer in the history are removed.

use crate::piles::GAME;
use std::path::PathBuf;

use bevy::prelude::*;

use crate::piles::hints::HintsUsed;
use crate::piles::session::PilesMatch;
use crate::shell::settings::{KeptFile, Notice, Notices, SettingsStore};
use crate::shell::states::Screen;
use crate::shell::table::CountBotGames;
use pilefire_engine::piles::kept::{KeptGame, StatisticsLoad, StatisticsStore};
use pilefire_engine::piles::stats::{
    GameSummary, STATISTICS_FILE, StatKey, Statistics, Tally, summarise,
};
use pilefire_engine::storage::StorageProblem;

pub use pilefire_engine::piles::kept::RECORDS_DIR;

/// The statistics and the recent games, as kept on disk.
#[derive(Resource, Debug, Clone, Default, Deref, DerefMut)]
pub struct Stats(pub Statistics);

/// Where finished games are kept; `None` without a config folder (they are
/// counted for the session only).
#[derive(Resource, Debug, Clone)]
pub struct StatsStore(pub Option<StatisticsStore>);

/// The summary of the game just finished, for the score screen.
#[derive(Resource, Debug, Clone, Default)]
pub struct LastGame(pub Option<GameSummary>);

/// How the game just finished moved the tally of its kind of game, as the
/// score screen shows it: before and after (`None` if it was not counted).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct TallyMoved(pub Option<TallyMove>);

#[derive(Debug, Clone, PartialEq)]
pub struct TallyMove {
    pub before: Tally,
    pub after: Tally,
}

pub fn records_dir(store: &SettingsStore) -> Option<PathBuf> {
    store.dir.as_ref().map(|dir| dir.join(RECORDS_DIR))
}

pub(crate) fn plugin(app: &mut App) {
    let settings_store = app
        .world()
        .get_resource::<SettingsStore>()
        .cloned()
        .unwrap_or_else(SettingsStore::from_env);
    let mut stats = Statistics::default();
    let mut store = None;
    if let Some(dir) = &settings_store.dir {
        let (opened, load) = StatisticsStore::open(dir);
        for notice in damage_notices(&load) {
            Notices::report_at_start(app, notice);
        }
        if let Some(why) = opened.quarantined() {
            let notice = Notice::NotWritten {
                file: KeptFile::Statistics(STATISTICS_FILE),
                why: why.to_string(),
            };
            Notices::report_at_start(app, notice);
        }
        stats = load.statistics;
        store = Some(opened);
    }
    app.insert_resource(Stats(stats));
    app.insert_resource(StatsStore(store));
    app.init_resource::<LastGame>();
    app.init_resource::<TallyMoved>();
    app.add_systems(OnEnter(Screen::Score(GAME)), keep_finished_game);
}

/// What to tell about a statistics file found damaged. One that was read
/// but did not parse is salvaged, and the salvage notice replaces the
/// "defaults are in use" one, which would no longer be true.
fn damage_notices(load: &StatisticsLoad) -> Vec<Notice> {
    let Some(problem) = &load.problem else {
        return Vec::new();
    };
    match (load.salvage, problem) {
        (Some(salvage), StorageProblem::Corrupt { kept_as, .. }) => {
            warn!("{problem}");
            vec![Notice::StatisticsSalvaged {
                salvage,
                kept_as: kept_as.clone(),
            }]
        }
        _ => vec![Notice::Storage(problem.clone())],
    }
}

/// Adds the finished game to the statistics and keeps its record. Games with
/// no person at the table (autoplay) are not counted.
pub fn keep_finished_game(
    table: Option<Res<PilesMatch>>,
    hints: Res<HintsUsed>,
    mut store: ResMut<StatsStore>,
    mut stats: ResMut<Stats>,
    mut last: ResMut<LastGame>,
    mut moved: ResMut<TallyMoved>,
    mut notices: ResMut<Notices>,
    count_bot_games: Option<Res<CountBotGames>>,
) {
    last.0 = None;
    moved.0 = None;
    let Some(table) = table else {
        return;
    };
    let counted = table.human_seat.is_some() || count_bot_games.is_some();
    if !counted || !table.game.is_over() {
        return;
    }
    let summary_of = |record_file: Option<String>| {
        summarise(
            &table.game,
            table.human_seat,
            table.seed,
            table.bot_level,
            hints.0,
            table.daily,
            record_file,
        )
    };
    let key = StatKey::of(table.game.ruleset());
    let before = stats.tally(&key).cloned().unwrap_or_default();
    let Some(store) = store.0.as_mut() else {
        let summary = summary_of(None);
        stats.add(summary.clone());
        last.0 = Some(summary);
        moved.0 = stats.tally(&key).map(|after| TallyMove {
            before,
            after: after.clone(),
        });
        return;
    };
    let KeptGame {
        statistics,
        summary,
        found,
        not_saved,
        record_not_kept,
    } = store.keep_finished_game(Some(&table.game.record()), summary_of, &stats.0);
    stats.0 = statistics;
    last.0 = Some(summary);
    moved.0 = stats.tally(&key).map(|after| TallyMove {
        before,
        after: after.clone(),
    });
    // Another window may have damaged or replaced the file since start-up.
    for notice in found.iter().flat_map(damage_notices) {
        notices.push(notice);
    }
    if let Some(error) = not_saved {
        notices.push(KeptFile::Statistics(STATISTICS_FILE).not_saved(error));
    }
    if let Some(error) = record_not_kept {
        // The game still counts; only its replay is missing.
        warn!("the game record was not kept: {error}");
    }
}
