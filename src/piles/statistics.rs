//! The number-pile section of the statistics screen (see
//! `shell::statistics`): for all games or one kind of game (mode, seats,
//! variants), the counts, rates, streaks and a bar chart of cards left,
//! drawn with UI nodes; below, the most recent games.

use crate::piles::GAME;
use accesskit::Role;
use bevy::prelude::*;

use crate::piles::describe::describe_ruleset;
use crate::piles::kept::Stats;
use crate::shell::language::Tr;
use crate::shell::states::Screen;
use crate::shell::statistics::{
    RegisterStatsSection, StatsBody, StatsKind, StatsSection, StatsStep, StatsSystems,
    section_shown,
};
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::piles::stats::{StatKey, Tally};

/// Recent games listed under the chart.
const RECENT: usize = 6;
/// Cards left per bar of the chart.
const BUCKET: usize = 5;
const CHART_HEIGHT: f32 = 150.0;

const SECTION: StatsSection = StatsSection {
    title_key: "stats-title",
    switch_key: "chstats-to-piles",
    replays: Screen::Replays(GAME),
};

/// Which kind of game is shown: `None` for all of them.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
struct Shown(Option<StatKey>);

pub(crate) fn plugin(app: &mut App) {
    app.register_stats_section(SECTION);
    app.init_resource::<Shown>();
    app.add_systems(OnEnter(Screen::Statistics), show_all);
    app.add_systems(
        Update,
        (step_kind, draw)
            .chain()
            .in_set(StatsSystems::Sections)
            .run_if(section_shown(SECTION.title_key)),
    );
}

fn show_all(mut shown: ResMut<Shown>) {
    shown.0 = None;
}

/// All games first, then each kind played.
fn step_kind(mut steps: MessageReader<StatsStep>, stats: Res<Stats>, mut shown: ResMut<Shown>) {
    for step in steps.read() {
        let mut choices: Vec<Option<StatKey>> = vec![None];
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
    kind.0 = match &shown.0 {
        Some(key) => describe_ruleset(&key.ruleset(), &tr),
        None => crate::tr!(tr, "stats-all-games"),
    };
    let tally = match &shown.0 {
        Some(key) => stats.tally(key).cloned().unwrap_or_default(),
        None => stats.overall(),
    };
    commands
        .entity(*body)
        .despawn_children()
        .with_children(|screen| {
            if tally.games == 0 {
                screen.spawn(theme::label(
                    crate::tr!(tr, "stats-no-games"),
                    18.0,
                    colours.muted,
                ));
            } else {
                spawn_figures(screen, &tally, &tr, &colours);
                spawn_chart(screen, &tally, &tr, &colours);
            }
            spawn_recent(screen, &stats, &tr, &colours);
        });
}

fn spawn_figures(screen: &mut ChildSpawnerCommands, tally: &Tally, tr: &Tr, colours: &Colours) {
    let percent_of = |part: u32| (f64::from(part) * 100.0 / f64::from(tally.games)).round();
    let mean = tally.mean_cards_left().unwrap_or(0.0);
    let figures = [
        (crate::tr!(tr, "stats-games"), tally.games.to_string()),
        (
            crate::tr!(tr, "stats-wins"),
            crate::tr!(
                tr,
                "stats-count-percent",
                count = tally.wins,
                percent = percent_of(tally.wins)
            ),
        ),
        (
            crate::tr!(tr, "stats-excellent"),
            crate::tr!(
                tr,
                "stats-count-percent",
                count = tally.excellent,
                percent = percent_of(tally.excellent)
            ),
        ),
        (crate::tr!(tr, "stats-mean"), format!("{:.1}", mean)),
        (
            crate::tr!(tr, "stats-best"),
            tally.best.map_or("-".to_string(), |best| best.to_string()),
        ),
        (
            crate::tr!(tr, "stats-streak"),
            crate::tr!(
                tr,
                "stats-streak-value",
                current = tally.current_streak,
                best = tally.best_streak
            ),
        ),
        (
            crate::tr!(tr, "stats-hinted"),
            tally.hinted_games.to_string(),
        ),
        (
            crate::tr!(tr, "stats-par"),
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
            row_gap: px(6),
            max_width: px(1000),
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
                        min_width: px(120),
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

/// A bar's small number: the chart's description already says it.
fn unspoken_label(text: String, colour: Color) -> impl Bundle {
    (
        Text::new(text),
        TextFont::from_font_size(11.0),
        TextColor(colour),
        Pickable::IGNORE,
    )
}

/// The chart as a screen reader says it: "none left: 3 games; 6 to 10: 1 game".
fn chart_in_words(buckets: &[(std::ops::Range<usize>, u32)], tr: &Tr) -> String {
    let bars: Vec<String> = buckets
        .iter()
        .filter(|(_, count)| *count > 0)
        .map(|(range, count)| {
            crate::tr!(
                tr,
                "stats-chart-bar",
                from = range.start,
                to = range.end - 1,
                games = *count
            )
        })
        .collect();
    format!("{}. {}", tr.get("stats-chart-title"), bars.join("; "))
}

/// Bars of how many games ended with how many cards left, five cards a bar.
fn spawn_chart(screen: &mut ChildSpawnerCommands, tally: &Tally, tr: &Tr, colours: &Colours) {
    let buckets = pilefire_engine::piles::stats::histogram_buckets(tally, BUCKET);
    let tallest = buckets
        .iter()
        .map(|(_, count)| *count)
        .max()
        .unwrap_or(0)
        .max(1);
    screen.spawn(theme::label(
        crate::tr!(tr, "stats-chart-title"),
        16.0,
        colours.text,
    ));
    screen
        .spawn((
            Node {
                align_items: AlignItems::FlexEnd,
                column_gap: px(3),
                height: px(CHART_HEIGHT + 34.0),
                padding: UiRect::axes(px(10), px(4)),
                border_radius: BorderRadius::all(px(6)),
                ..default()
            },
            crate::shell::ui::chrome::panel(),
            // Screen readers get the bars as one sentence, not bare numbers.
            crate::shell::ui::a11y::described(Role::Figure, chart_in_words(&buckets, tr)),
        ))
        .with_children(|chart| {
            for (range, count) in &buckets {
                let height = CHART_HEIGHT * *count as f32 / tallest as f32;
                let colour = if range.start == 0 {
                    colours.good
                } else if range.start < 10 {
                    colours.accent
                } else {
                    colours.muted
                };
                chart
                    .spawn(Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        justify_content: JustifyContent::FlexEnd,
                        width: px(34),
                        ..default()
                    })
                    .with_children(|bar| {
                        if *count > 0 {
                            bar.spawn(unspoken_label(count.to_string(), colours.text));
                        }
                        bar.spawn((
                            Node {
                                width: px(26),
                                height: px(height.max(if *count > 0 { 2.0 } else { 0.0 })),
                                ..default()
                            },
                            BackgroundColor(colour),
                        ));
                        let label = if range.start == 0 {
                            "0".to_string()
                        } else {
                            format!("{}+", range.start)
                        };
                        bar.spawn(unspoken_label(label, colours.muted));
                    });
            }
        });
}

fn spawn_recent(screen: &mut ChildSpawnerCommands, stats: &Stats, tr: &Tr, colours: &Colours) {
    if stats.history.is_empty() {
        return;
    }
    screen.spawn((
        theme::label(crate::tr!(tr, "stats-recent"), 16.0, colours.text),
        Node {
            margin: UiRect::top(px(6)),
            ..default()
        },
    ));
    for summary in stats.history.iter().rev().take(RECENT) {
        let line = crate::tr!(
            tr,
            "stats-recent-line",
            date = summary.date.to_string(),
            rules = describe_ruleset(&summary.ruleset, tr),
            code = summary.deal_code.clone(),
            cards = summary.cards_left,
            won = if summary.won { "yes" } else { "no" },
            hints = summary.hints_used,
            daily = if summary.daily { "yes" } else { "no" },
            par = summary
                .par
                .map_or("none".to_string(), |par| par.to_string())
        );
        screen.spawn(theme::label(line, 14.0, colours.muted));
    }
}
