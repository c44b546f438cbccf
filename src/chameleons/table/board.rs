//! The chameleon table on screen, rebuilt from the engine whenever it (or
//! what the person looks at) changes: the rows in the middle with their
//! capacities, the deck and the drawn card, every player's collection grouped
//! by colour with the live score and the colours that would count plus, and
//! a status line. Everything is tagged to despawn when the table closes.

use crate::chameleons::GAME;
use bevy::prelude::*;

use crate::shell::pad::KeysLegend;

use crate::chameleons::board::{held_place, last_round_marker};
use crate::chameleons::bots::ChameleonBots;
use crate::chameleons::card::card_back;
use crate::chameleons::describe::chameleon_code_text;
use crate::chameleons::describe::{card_name, describe_advice};
use crate::chameleons::session::{ChameleonHint, ChameleonMatch, at_chameleon_table};
use crate::chameleons::table::fit::{BoardSize, Fit};
use crate::chameleons::table::flights::InFlight;
use crate::chameleons::table::keys::{RowCursor, RowsAction, TableLog};
use crate::chameleons::table::players::{ThinkingCue, players_panel};
use crate::chameleons::table::row_panel::rows_panel;
use crate::chameleons::table::spot::Spot;
use crate::shell::language::Tr;
use crate::shell::states::{AppSystems, Screen};
use crate::shell::ui::a11y::Announced;
use crate::shell::ui::chrome;
use crate::shell::ui::rest::AmbientClock;
use crate::shell::ui::theme::{ButtonAction, Colours, label};

/// The part of the screen rebuilt on every change.
#[derive(Component)]
struct Board;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Turns(GAME)), spawn_root);
    app.add_systems(
        Update,
        (rebuild, pulse_thinking)
            .chain()
            .in_set(AppSystems::Update)
            .run_if(at_chameleon_table),
    );
}

fn spawn_root(mut commands: Commands) {
    commands.spawn((
        Board,
        DespawnOnExit(Screen::Turns(GAME)),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(px(14)),
            row_gap: px(10),
            ..default()
        },
        Pickable::IGNORE,
    ));
}

fn rebuild(
    mut commands: Commands,
    table: Res<ChameleonMatch>,
    cursor: Res<RowCursor>,
    flights: Res<InFlight>,
    log: Res<TableLog>,
    hint: Res<ChameleonHint>,
    colours: Res<Colours>,
    tr: Res<Tr>,
    size: Res<BoardSize>,
    bots: Option<Res<ChameleonBots>>,
    board: Single<(Entity, &mut Node), With<Board>>,
) {
    let changed = table.is_changed()
        || cursor.is_changed()
        || flights.is_changed()
        || log.is_changed()
        || hint.is_changed()
        || colours.is_changed()
        || tr.is_changed()
        || size.is_changed()
        || bots.as_ref().is_some_and(|bots| bots.is_added());
    if !changed {
        return;
    }
    let is_bot = |seat: usize| bots.as_ref().is_some_and(|bots| bots.is_bot(seat));
    let game = &table.game;
    let fit = Fit::for_game(size.0, game);
    let (board, mut node) = board.into_inner();
    node.padding = UiRect::all(fit.px(14.0));
    node.row_gap = fit.px(10.0);
    let mut root = commands.entity(board);
    root.despawn_related::<Children>();
    root.with_children(|parent| {
        let look = (&*colours, &fit);
        top_bar(parent, &table, look, &tr);
        parent
            .spawn(Node {
                flex_grow: 1.0,
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                column_gap: fit.px(14.0),
                min_height: px(0),
                ..default()
            })
            .with_children(|middle| {
                rows_panel(middle, &table, &cursor, &flights, look, &tr);
                deck_panel(middle, &table, &flights, look, &tr);
                players_panel(middle, &table, look, &tr, &is_bot);
            });
        status_bar(parent, &table, &log, &hint, look, &tr);
    });
}

fn top_bar(
    parent: &mut ChildSpawnerCommands,
    table: &ChameleonMatch,
    look: (&Colours, &Fit),
    tr: &Tr,
) {
    let (colours, fit) = look;
    let game = &table.game;
    let side = tr.get(match table.setup.side {
        pilefire_engine::chameleons::ScoreSide::Brown => "rows-side-brown",
        pilefire_engine::chameleons::ScoreSide::Purple => "rows-side-purple",
    });
    let title = format!(
        "{} · {} · {}",
        tr.get("rows-title"),
        crate::tr!(tr, "rows-round", round = game.round()),
        side
    );
    parent
        .spawn(Node {
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            column_gap: fit.px(16.0),
            min_height: fit.px(40.0),
            ..default()
        })
        .with_children(|bar| {
            bar.spawn(label(title, 24.0 * fit.bar, colours.text));
            let code = chameleon_code_text(game.players(), table.setup.side, table.seed);
            if !code.is_empty() {
                bar.spawn(label(
                    crate::tr!(tr, "rows-code", code = code),
                    15.0 * fit.bar,
                    colours.muted,
                ));
            }
            if game.is_last_round() && !game.is_over() {
                bar.spawn((
                    Spot::Banner,
                    Node {
                        padding: UiRect::axes(px(18.0 * fit.bar), px(8.0 * fit.bar)),
                        // The drawn panel's corner, ringed in the accent.
                        border_radius: BorderRadius::all(fit.px(12.0)),
                        ..default()
                    },
                    chrome::panel(),
                    Outline::new(fit.px(2.0), px(0), colours.accent),
                    children![label(
                        tr.get("rows-last-round-banner"),
                        19.0 * fit.bar,
                        colours.accent
                    )],
                ));
            }
        });
}

fn deck_panel(
    parent: &mut ChildSpawnerCommands,
    table: &ChameleonMatch,
    flights: &InFlight,
    look: (&Colours, &Fit),
    tr: &Tr,
) {
    let (colours, fit) = look;
    let game = &table.game;
    let count = game.deck_count();
    parent
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            row_gap: fit.px(8.0),
            width: px(fit.deck_column),
            ..default()
        })
        .with_children(|column| {
            column.spawn((
                Spot::Deck,
                Interaction::default(),
                ButtonAction(RowsAction::Draw),
                card_back(fit.deck),
            ));
            column.spawn(label(
                crate::tr!(tr, "rows-deck", count = count),
                fit.font(16.0),
                colours.text,
            ));
            if game.is_last_round() {
                column.spawn(last_round_marker(fit, tr, colours));
            } else if let Some(before) = count.checked_sub(17) {
                column.spawn(label(
                    crate::tr!(tr, "rows-last-round-in", count = before + 1),
                    fit.font(14.0),
                    colours.muted,
                ));
            }
            column.spawn(Node {
                height: fit.px(12.0),
                ..default()
            });
            let held = game.drawn_card().filter(|_| !flights.hides_held());
            column.spawn(label(tr.get("rows-held"), fit.font(16.0), colours.muted));
            held_place(column, held, fit, colours).insert(Spot::Held);
            if let Some(card) = held {
                column.spawn(label(card_name(card, tr), fit.font(16.0), colours.text));
            }
        });
}

fn status_bar(
    parent: &mut ChildSpawnerCommands,
    table: &ChameleonMatch,
    log: &TableLog,
    hint: &ChameleonHint,
    look: (&Colours, &Fit),
    tr: &Tr,
) {
    let (colours, fit) = look;
    let game = &table.game;
    let rows = game.rows().len();
    let prompt = if game.is_over() {
        tr.get("rows-game-ended")
    } else if table.persons_turn().is_some() {
        match game.drawn_card() {
            Some(card) => crate::tr!(
                tr,
                "rows-your-turn-place",
                card = card_name(card, tr),
                rows = rows
            ),
            None => crate::tr!(tr, "rows-your-turn-draw", rows = rows),
        }
    } else if table.human_seat.is_some_and(|seat| !game.is_in_round(seat)) {
        tr.get("rows-you-are-out")
    } else {
        crate::tr!(
            tr,
            "rows-waiting",
            name = table.names[game.current_player()].as_str()
        )
    };
    parent
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                padding: UiRect::axes(fit.px(12.0), fit.px(6.0)),
                row_gap: fit.px(2.0),
                border_radius: BorderRadius::all(fit.px(8.0)),
                ..default()
            },
            crate::shell::ui::chrome::panel(),
        ))
        .with_children(|bar| {
            bar.spawn((Announced, label(prompt, fit.font(18.0), colours.text)));
            bar.spawn(Node {
                flex_direction: FlexDirection::Row,
                column_gap: fit.px(10.0),
                align_items: AlignItems::Baseline,
                ..default()
            })
            .with_children(|line| {
                if let Some(action) = hint.0 {
                    line.spawn((
                        Announced,
                        label(describe_advice(action, tr), fit.font(16.0), colours.good),
                    ));
                } else if let Some((words, rule)) = &log.refusal {
                    line.spawn((
                        Announced,
                        label(words.clone(), fit.font(16.0), colours.danger),
                    ));
                    line.spawn(label(rule.clone(), fit.font(12.0), colours.muted));
                } else {
                    line.spawn((
                        Announced,
                        label(log.line.clone(), fit.font(16.0), colours.muted),
                    ));
                }
                line.spawn(Node {
                    flex_grow: 1.0,
                    ..default()
                });
                if table.human_seat.is_some() {
                    line.spawn((
                        KeysLegend("rows-keys"),
                        label(tr.get("rows-keys"), fit.font(13.0), colours.muted),
                    ));
                }
            });
        });
}

fn pulse_thinking(time: Res<AmbientClock>, mut cues: Query<&mut TextColor, With<ThinkingCue>>) {
    let alpha = 0.55 + 0.45 * (time.elapsed_secs() * 4.0).sin().abs();
    for mut colour in &mut cues {
        // Written only when different: a cue standing still lets the window rest.
        if colour.0.alpha() != alpha {
            colour.0.set_alpha(alpha);
        }
    }
}
