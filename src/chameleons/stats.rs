//! The chameleon part of the statistics screen: for all chameleon games or
//! one player count and score side, the games, wins, mean and best score,
//! and the recent games.

use bevy::prelude::*;

use crate::chameleons::kept::ChameleonStats;
use crate::shell::language::Tr;
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::chameleons::stats::{ChameleonKey, ChameleonSummary};

/// Recent games listed.
const RECENT: usize = 8;

fn side_name(side: ScoreSide, tr: &Tr) -> String {
    tr.get(match side {
        ScoreSide::Brown => "chscore-side-brown",
        ScoreSide::Purple => "chscore-side-purple",
    })
}

/// A kind of chameleon game in words; `None` is all of them.
pub fn kind_name(key: Option<&ChameleonKey>, tr: &Tr) -> String {
    match key {
        Some(key) => crate::tr!(
            tr,
            "chstats-kind",
            players = key.players,
            side = side_name(key.side(), tr)
        ),
        None => tr.get("chstats-all"),
    }
}

/// One finished game in a line (the statistics and the replay list).
pub fn recent_line(summary: &ChameleonSummary, tr: &Tr) -> String {
    let key = ChameleonKey::new(summary.players, summary.side);
    let result = if summary.shared {
        "shared"
    } else if summary.won {
        "yes"
    } else {
        "no"
    };
    crate::tr!(
        tr,
        "chstats-recent-line",
        date = summary.date.to_string(),
        kind = kind_name(Some(&key), tr),
        score = summary.score,
        won = result,
        place = summary.place
    )
}

/// The figures and recent games of `shown` (all kinds when `None`).
pub fn spawn_section(
    screen: &mut ChildSpawnerCommands,
    shown: Option<&ChameleonKey>,
    stats: &ChameleonStats,
    tr: &Tr,
    colours: &Colours,
) {
    let tally = match shown {
        Some(key) => stats.tally(key).cloned().unwrap_or_default(),
        None => stats.overall(),
    };
    if tally.games == 0 {
        screen.spawn(theme::label(
            tr.get("chstats-no-games"),
            18.0,
            colours.muted,
        ));
    } else {
        let percent = (f64::from(tally.wins) * 100.0 / f64::from(tally.games)).round();
        let figures = [
            (tr.get("chstats-games"), tally.games.to_string()),
            (
                tr.get("chstats-wins"),
                crate::tr!(
                    tr,
                    "stats-count-percent",
                    count = tally.wins,
                    percent = percent
                ),
            ),
            (
                tr.get("chstats-mean"),
                format!("{:.1}", tally.mean_score().unwrap_or(0.0)),
            ),
            (
                tr.get("chstats-best"),
                tally.best.map_or("-".to_string(), |best| best.to_string()),
            ),
        ];
        screen
            .spawn(Node {
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: px(10),
                margin: UiRect::vertical(px(6)),
                ..default()
            })
            .with_children(|grid| {
                for (name, value) in figures {
                    grid.spawn((
                        Node {
                            flex_direction: FlexDirection::Column,
                            align_items: AlignItems::Center,
                            padding: UiRect::axes(px(12), px(6)),
                            min_width: px(140),
                            border_radius: BorderRadius::all(px(6)),
                            ..default()
                        },
                        crate::shell::ui::chrome::panel(),
                        children![
                            theme::label(value, 24.0, colours.accent),
                            theme::label(name, 14.0, colours.muted),
                        ],
                    ));
                }
            });
    }
    let recent: Vec<&ChameleonSummary> = stats
        .history
        .iter()
        .rev()
        .filter(|game| shown.is_none_or(|key| ChameleonKey::new(game.players, game.side) == *key))
        .take(RECENT)
        .collect();
    if recent.is_empty() {
        return;
    }
    screen.spawn(theme::label(tr.get("stats-recent"), 16.0, colours.text));
    for summary in recent {
        screen.spawn(theme::label(recent_line(summary, tr), 14.0, colours.muted));
    }
}
