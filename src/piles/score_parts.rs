//! The score screen's figures: the big count, each seat's share of the
//! cards played, the chart of cards left turn by turn, and how the result
//! moved the statistics. Each is drawn with UI nodes and has a sentence for
//! screen readers.

use accesskit::Role;
use bevy::prelude::*;

use super::score_ceremony::{Counter, RevealAt};
use crate::piles::describe::seat_name;
use crate::piles::kept::TallyMove;
use crate::piles::session::PilesMatch;
use crate::shell::language::Tr;
use crate::shell::ui::a11y::described;
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::piles::rules::Progress;
use pilefire_engine::piles::rules::progress::EXCELLENT_BELOW;

/// The space kept free on each side of the full-width rows (logical
/// pixels before zoom), so no panel touches the window's edge.
pub(super) const SIDE_MARGIN: f32 = 24.0;

/// The chart's size, in logical pixels.
const CHART_WIDTH: f32 = 420.0;
const CHART_HEIGHT: f32 = 112.0;
/// The longest share bar.
const SHARE_WIDTH: f32 = 150.0;

/// One bar of the chart: the cards left after turn `turn` (from 0).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChartBar {
    pub turn: usize,
    pub cards_left: usize,
}

/// One bar of the Duel's chart: `seat`'s cards still to place after turn
/// `turn` (from 0).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DuelChartBar {
    pub turn: usize,
    pub seat: usize,
    pub to_place: usize,
}

/// One seat's share of the cards played.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShareBar {
    pub seat: usize,
    pub played: usize,
}

/// A seat's colour in the shares and the chart (names and the legend say
/// it too): the palette's chameleon colours, which every palette keeps apart.
pub fn seat_colour(colours: &Colours, seat: usize) -> Color {
    const ORDER: [usize; 5] = [4, 1, 3, 6, 2];
    colours.hues[ORDER[seat % ORDER.len()]]
}

/// A figure's frame: the drawn panel the rest of the interface uses.
fn panel() -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            row_gap: px(4),
            padding: UiRect::axes(px(14), px(10)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        crate::shell::ui::chrome::panel(),
    )
}

/// A small text screen readers skip (the panel's sentence says it).
fn quiet(text: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (
        Text::new(text),
        theme::text_font(size),
        TextColor(colour),
        Pickable::IGNORE,
    )
}

/// The big number that counts down to the result, with its caption.
pub fn spawn_counter(
    parent: &mut ChildSpawnerCommands,
    counter: Counter,
    caption: String,
    size: f32,
    colour: Color,
    muted: Color,
) {
    parent
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            min_width: px(170),
            ..default()
        })
        .with_children(|column| {
            // The last value from the start: a screen reader reads the result.
            column.spawn((
                counter,
                crate::shell::ui::a11y::Spoken,
                Text::new(counter.to.to_string()),
                theme::numeral_font(size),
                TextColor(colour),
                Pickable::IGNORE,
            ));
            column.spawn(theme::label(caption, 17.0, muted));
        });
}

/// Each seat's cards played, as a bar of the team's total, with the cards
/// still in its hand.
pub fn spawn_shares(
    parent: &mut ChildSpawnerCommands,
    table: &PilesMatch,
    progress: &Progress,
    tr: &Tr,
    colours: &Colours,
) {
    let total = progress.played();
    let most = progress
        .played_by_seat
        .iter()
        .copied()
        .max()
        .unwrap_or(0)
        .max(1);
    let hands: Vec<String> = (0..progress.played_by_seat.len())
        .map(|seat| {
            table
                .game
                .hand(seat)
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let words: Vec<String> = progress
        .played_by_seat
        .iter()
        .enumerate()
        .map(|(seat, played)| {
            crate::tr!(
                tr,
                "score-share-words",
                seat = seat_name(table, seat, tr),
                played = *played,
                total = total,
                cards = if hands[seat].is_empty() {
                    "-".to_string()
                } else {
                    hands[seat].clone()
                }
            )
        })
        .collect();
    parent
        .spawn((panel(), described(Role::Figure, words.join(" "))))
        .with_children(|panel| {
            panel.spawn(quiet(tr.get("score-share-title"), 15.0, colours.text));
            for (seat, &played) in progress.played_by_seat.iter().enumerate() {
                let colour = seat_colour(colours, seat);
                panel
                    .spawn(Node {
                        align_items: AlignItems::Center,
                        column_gap: px(8),
                        min_height: px(26),
                        ..default()
                    })
                    .with_children(|row| {
                        row.spawn(Node {
                            width: px(92),
                            ..default()
                        })
                        .with_child(quiet(
                            seat_name(table, seat, tr),
                            15.0,
                            colours.text,
                        ));
                        row.spawn((
                            ShareBar { seat, played },
                            Node {
                                width: px(SHARE_WIDTH * played as f32 / most as f32),
                                min_width: px(2),
                                height: px(12),
                                border_radius: BorderRadius::all(px(3)),
                                ..default()
                            },
                            BackgroundColor(colour),
                        ));
                        row.spawn(quiet(
                            crate::tr!(tr, "score-share-line", played = played),
                            14.0,
                            colours.text,
                        ));
                        let hand = table.game.hand(seat).len();
                        row.spawn(quiet(
                            crate::tr!(
                                tr,
                                "score-share-hand",
                                count = hand,
                                cards = hands[seat].clone()
                            ),
                            13.0,
                            colours.muted,
                        ));
                    });
            }
        });
}

/// Cards left after each turn, a bar per turn in the colour of the seat
/// that took it, with the line under which a result is excellent.
pub fn spawn_chart(
    parent: &mut ChildSpawnerCommands,
    progress: &Progress,
    tr: &Tr,
    colours: &Colours,
) {
    let turns = progress.turns.len();
    let start = progress.start.max(1) as f32;
    let words = crate::tr!(
        tr,
        "score-chart-words",
        start = progress.start,
        end = progress.cards_left(),
        turns = turns
    );
    let excellent_at = CHART_HEIGHT * EXCELLENT_BELOW as f32 / start;
    parent
        .spawn((panel(), described(Role::Figure, words)))
        .with_children(|panel| {
            panel.spawn(quiet(tr.get("score-chart-title"), 15.0, colours.text));
            panel
                .spawn(Node {
                    width: px(CHART_WIDTH),
                    height: px(CHART_HEIGHT),
                    align_items: AlignItems::FlexEnd,
                    column_gap: px(if turns > 70 { 0.0 } else { 1.0 }),
                    border: UiRect::bottom(px(1)),
                    ..default()
                })
                .insert(BorderColor::all(colours.muted))
                .with_children(|bars| {
                    for (turn, point) in progress.turns.iter().enumerate() {
                        bars.spawn((
                            ChartBar {
                                turn,
                                cards_left: point.cards_left,
                            },
                            RevealAt(turn as f32 / turns.max(1) as f32),
                            Node {
                                flex_grow: 1.0,
                                flex_basis: px(0),
                                height: px(CHART_HEIGHT * point.cards_left as f32 / start),
                                border_radius: BorderRadius::top(px(1.5)),
                                ..default()
                            },
                            BackgroundColor(seat_colour(colours, point.seat).with_alpha(0.85)),
                        ));
                    }
                    // The excellent line across the chart.
                    bars.spawn((
                        Node {
                            position_type: PositionType::Absolute,
                            left: px(0),
                            right: px(0),
                            bottom: px(excellent_at),
                            height: px(1),
                            ..default()
                        },
                        BackgroundColor(colours.good.with_alpha(0.8)),
                    ));
                });
            panel
                .spawn(Node {
                    width: px(CHART_WIDTH),
                    justify_content: JustifyContent::SpaceBetween,
                    ..default()
                })
                .with_children(|axis| {
                    axis.spawn(quiet(
                        crate::tr!(tr, "score-chart-turns", count = turns),
                        13.0,
                        colours.muted,
                    ));
                    axis.spawn(quiet(tr.get("score-chart-excellent"), 13.0, colours.good));
                });
        });
}

/// The Duel's race: after each turn, a pair of bars with each seat's cards
/// still to place, in the seats' colours; a legend names them in the same
/// colours (colour is never alone: the order in each pair is the legend's).
pub fn spawn_duel_chart(
    parent: &mut ChildSpawnerCommands,
    table: &PilesMatch,
    progress: &Progress,
    tr: &Tr,
    colours: &Colours,
) {
    let rows = progress.to_place_by_seat();
    let seats = progress.played_by_seat.len();
    let per_seat = (progress.start / seats.max(1)).max(1);
    let ends: Vec<usize> = (0..seats)
        .map(|seat| rows.last().map_or(per_seat, |row| row[seat]))
        .collect();
    let names: Vec<String> = (0..seats).map(|seat| seat_name(table, seat, tr)).collect();
    let words = crate::tr!(
        tr,
        "score-duel-chart-words",
        first = names[0].clone(),
        second = names[1 % seats].clone(),
        start = per_seat,
        first_end = ends[0],
        second_end = ends[1 % seats],
        turns = rows.len()
    );
    let turns = rows.len().max(1);
    parent
        .spawn((panel(), described(Role::Figure, words)))
        .with_children(|panel| {
            panel.spawn(quiet(tr.get("score-duel-chart-title"), 15.0, colours.text));
            panel
                .spawn(Node {
                    column_gap: px(14),
                    ..default()
                })
                .with_children(|legend| {
                    for (seat, name) in names.iter().enumerate() {
                        legend
                            .spawn(Node {
                                align_items: AlignItems::Center,
                                column_gap: px(6),
                                ..default()
                            })
                            .with_children(|entry| {
                                entry.spawn((
                                    Node {
                                        width: px(12),
                                        height: px(12),
                                        border_radius: BorderRadius::all(px(3)),
                                        ..default()
                                    },
                                    BackgroundColor(seat_colour(colours, seat)),
                                ));
                                entry.spawn(quiet(
                                    name.clone(),
                                    14.0,
                                    seat_colour(colours, seat).mix(&colours.text, 0.35),
                                ));
                            });
                    }
                });
            panel
                .spawn(Node {
                    width: px(CHART_WIDTH),
                    height: px(CHART_HEIGHT),
                    align_items: AlignItems::FlexEnd,
                    column_gap: px(if turns > 60 { 0.0 } else { 1.0 }),
                    border: UiRect::bottom(px(1)),
                    ..default()
                })
                .insert(BorderColor::all(colours.muted))
                .with_children(|bars| {
                    for (turn, row) in rows.iter().enumerate() {
                        bars.spawn((
                            RevealAt(turn as f32 / turns as f32),
                            Node {
                                flex_grow: 1.0,
                                flex_basis: px(0),
                                height: percent(100),
                                align_items: AlignItems::FlexEnd,
                                ..default()
                            },
                        ))
                        .with_children(|pair| {
                            for (seat, &to_place) in row.iter().enumerate() {
                                pair.spawn((
                                    DuelChartBar {
                                        turn,
                                        seat,
                                        to_place,
                                    },
                                    Node {
                                        flex_grow: 1.0,
                                        flex_basis: px(0),
                                        height: px(
                                            CHART_HEIGHT * to_place as f32 / per_seat as f32,
                                        ),
                                        border_radius: BorderRadius::top(px(1.0)),
                                        ..default()
                                    },
                                    BackgroundColor(seat_colour(colours, seat)),
                                ));
                            }
                        });
                    }
                });
            panel.spawn(quiet(
                crate::tr!(tr, "score-chart-turns", count = rows.len()),
                13.0,
                colours.muted,
            ));
        });
}

/// Games, wins, best and streak for this kind of game: before -> after,
/// what changed in the accent colour.
pub fn spawn_tally_move(
    parent: &mut ChildSpawnerCommands,
    moved: &TallyMove,
    hints: u32,
    tr: &Tr,
    colours: &Colours,
) {
    let best =
        |best: Option<usize>| best.map_or_else(|| tr.get("score-stat-none"), |b| b.to_string());
    let (before, after) = (&moved.before, &moved.after);
    let figures = [
        (
            "score-stat-games",
            before.games.to_string(),
            after.games.to_string(),
        ),
        (
            "score-stat-wins",
            before.wins.to_string(),
            after.wins.to_string(),
        ),
        ("score-stat-best", best(before.best), best(after.best)),
        (
            "score-stat-streak",
            before.current_streak.to_string(),
            after.current_streak.to_string(),
        ),
    ];
    parent
        .spawn(Node {
            width: percent(100),
            padding: UiRect::horizontal(px(SIDE_MARGIN)),
            align_items: AlignItems::Center,
            column_gap: px(22),
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            ..default()
        })
        .with_children(|row| {
            row.spawn(theme::label(
                tr.get("score-stats-title"),
                15.0,
                colours.muted,
            ));
            for (key, was, is) in figures {
                let colour = if was == is {
                    colours.text
                } else {
                    colours.accent
                };
                row.spawn(Node {
                    column_gap: px(6),
                    align_items: AlignItems::Baseline,
                    ..default()
                })
                .with_children(|figure| {
                    figure.spawn(theme::label(tr.get(key), 15.0, colours.muted));
                    figure.spawn(theme::label(
                        crate::tr!(tr, "score-stat-change", before = was, after = is),
                        17.0,
                        colour,
                    ));
                });
            }
            if hints > 0 {
                row.spawn(theme::label(
                    crate::tr!(tr, "score-hints-used", hints = hints),
                    15.0,
                    colours.muted,
                ));
            }
        });
}
