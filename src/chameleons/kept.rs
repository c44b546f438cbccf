//! Finished chameleon games: counted in their own statistics and their
//! records kept for the replay viewer, once, when the person leaves the
//! score screen (play again, the menu, or closing the window there). So the
//! statistics hold the result of the plus colours and jokers the person
//! chose there (R-CL-12), which may differ from the best proposed.
//! [`pilefire_engine::chameleons::stats::ChameleonStatsStore`] does the keeping through
//! the storage layer (merged under the lock, a damaged file moved aside).

use crate::chameleons::GAME;
use std::path::PathBuf;

use bevy::prelude::*;

use crate::chameleons::setup::ChameleonFinished;
use crate::shell::settings::{KeptFile, Notice, Notices, SettingsStore};
use crate::shell::states::Screen;
use crate::shell::table::CountBotGames;
use pilefire_engine::chameleons::ChameleonOutcome;
use pilefire_engine::chameleons::stats::{
    CHAMELEON_RECORDS_DIR, CHAMELEON_STATISTICS_FILE, ChameleonStatistics, ChameleonStatsStore,
    ChameleonSummary, KeptChameleonGame, summarise_chameleon_outcome,
};

/// The chameleon statistics as kept on disk.
#[derive(Resource, Debug, Clone, Default, Deref, DerefMut)]
pub struct Stats(pub ChameleonStatistics);

/// Where chameleon games are kept; `None` without a config folder.
#[derive(Resource, Debug, Clone)]
pub struct StatsStore(pub Option<ChameleonStatsStore>);

/// The summary of the chameleon game last kept.
#[derive(Resource, Debug, Clone, Default)]
pub struct LastChameleonGame(pub Option<ChameleonSummary>);

/// The game on the score screen, not yet kept: `outcome` is the result of
/// the choices shown there (the score screen sets it; `None` means the
/// best), kept when the person leaves.
#[derive(Resource, Debug, Clone, Default)]
pub struct PendingChameleonGame {
    pub pending: bool,
    pub outcome: Option<ChameleonOutcome>,
    /// The deal's par, once the review worked it out (`review.rs`).
    pub par: Option<i32>,
}

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
    app.insert_resource(Stats(stats));
    app.insert_resource(StatsStore(store));
    app.init_resource::<LastChameleonGame>();
    app.init_resource::<PendingChameleonGame>();
    app.add_systems(OnEnter(Screen::Score(GAME)), await_the_choice);
    app.add_systems(OnExit(Screen::Score(GAME)), keep_finished_chameleon_game);
    app.add_systems(
        Last,
        keep_finished_chameleon_game
            .run_if(in_state(Screen::Score(GAME)).and_eager(on_message::<AppExit>)),
    );
}

fn await_the_choice(mut pending: ResMut<PendingChameleonGame>) {
    *pending = PendingChameleonGame {
        pending: true,
        outcome: None,
        par: None,
    };
}

/// The finished game is counted: a person played it, or autoplay asks.
pub fn counts_chameleon_game(
    finished: &ChameleonFinished,
    count_bot_games: Option<&CountBotGames>,
) -> bool {
    (finished.setup.human_seat.is_some() || count_bot_games.is_some()) && finished.game.is_over()
}

/// The summary of `finished` under `outcome` (the best when `None`).
pub fn chameleon_summary(
    finished: &ChameleonFinished,
    outcome: Option<&ChameleonOutcome>,
    record_file: Option<String>,
) -> Option<ChameleonSummary> {
    let outcome = outcome.or(finished.game.outcome())?;
    Some(summarise_chameleon_outcome(
        &finished.game,
        outcome,
        finished.setup.human_seat,
        finished.seed,
        finished.setup.opponents.name(),
        finished.setup.daily,
        record_file,
    ))
}

/// Counts the finished game under the person's choice and keeps its
/// record, once. Games with no person at the table are not counted (unless
/// autoplay asks to).
#[allow(clippy::too_many_arguments)]
pub fn keep_finished_chameleon_game(
    finished: Option<Res<ChameleonFinished>>,
    mut pending: ResMut<PendingChameleonGame>,
    mut store: ResMut<StatsStore>,
    mut stats: ResMut<Stats>,
    mut last: ResMut<LastChameleonGame>,
    mut notices: ResMut<Notices>,
    count_bot_games: Option<Res<CountBotGames>>,
) {
    if !std::mem::take(&mut pending.pending) {
        return;
    }
    let outcome = pending.outcome.take();
    let par = pending.par.take();
    last.0 = None;
    let Some(finished) = finished else {
        return;
    };
    if !counts_chameleon_game(&finished, count_bot_games.as_deref()) {
        return;
    }
    let summary_of = |record_file: Option<String>| {
        let mut summary = chameleon_summary(&finished, outcome.as_ref(), record_file)
            .expect("a finished game has an outcome");
        summary.par = par;
        summary
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
        notices.push(KeptFile::Statistics(CHAMELEON_STATISTICS_FILE).not_saved(error));
    }
    if let Some(error) = record_not_kept {
        warn!("the chameleon game record was not kept: {error}");
    }
}
