//! The chameleon section of the statistics screen (see
//! `shell::statistics`): for all chameleon games or one player count and
//! score side, the games, wins, mean and best score, the games at or above
//! par, and the recent games.

use crate::chameleons::GAME;
use bevy::prelude::*;

use crate::chameleons::kept::Stats;
use crate::shell::language::Tr;
use crate::shell::states::Screen;
use crate::shell::statistics::{
    RegisterStatsSection, StatsBody, StatsKind, StatsSection, StatsStep, StatsSystems,
    section_shown,
};
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::chameleons::stats::{ChameleonKey, ChameleonSummary};

/// Recent games listed.
const RECENT: usize = 8;

const SECTION: StatsSection = StatsSection {
    title_key: "chstats-title",
    switch_key: "chstats-to-chameleons",
    replays: Screen::Replays(GAME),
};

/// The kind of chameleon game shown: `None` for all of them.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
struct Shown(Option<ChameleonKey>);

pub(crate) fn plugin(app: &mut App) {
    app.register_stats_section(SECTION);
    app.init_resource::<Shown>();
    app.add_systems(
        Update,
        (step_kind, draw)
            .chain()
            .in_set(StatsSystems::Sections)
            .run_if(section_shown(SECTION.title_key)),
    );
}

/// All games first, then each kind played.
fn step_kind(mut steps: MessageReader<StatsStep>, stats: Res<Stats>, mut shown: ResMut<Shown>) {
    for step in steps.read() {
        let mut choices: Vec<Option<ChameleonKey>> = vec![None];
        choices.extend(stats.keys().into_iter().map(Some));
        let at = choices.iter().position(|key| *key == shown.0).unwrap_or(0) as isize;
        shown.0 = choices[(at + step.0).rem_euclid(choices.len() as isize) as usize];
    }
}

fn draw(
    mut commands: Commands,
    shown: Res<Shown>,
    stats: Res<Stats>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    fresh: Query<(), Added<StatsBody>>,
    body: Single<Entity, With<StatsBody>>,
    mut kind: Single<&mut Text, With<StatsKind>>,
) {
    if fresh.is_empty() && !shown.is_changed() && !stats.is_changed() && !tr.is_changed() {
        return;
    }
    kind.0 = kind_name(shown.0.as_ref(), &tr);
    commands
        .entity(*body)
        .despawn_children()
        .with_children(|screen| {
            spawn_section(screen, shown.0.as_ref(), &stats, &tr, &colours);
        });
}

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
        place = summary.place,
        daily = if summary.daily { "yes" } else { "no" },
        par = summary
            .par
            .map_or("none".to_string(), |par| par.to_string())
    )
}

/// The figures and recent games of `shown` (all kinds when `None`).
pub fn spawn_section(
    screen: &mut ChildSpawnerCommands,
    shown: Option<&ChameleonKey>,
    stats: &Stats,
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
            (
                tr.get("chstats-par"),
                crate::tr!(
                    tr,
                    "stats-par-value",
                    count = tally.at_par,
                    games = tally.par_games
                ),
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
