//! The rows in the middle of the chameleon table: each row's name, how full
//! it is and its cards, the row the arrows are on framed. With two players
//! the rows are the green row cards (R-CL-14): tinted with the palette's
//! green and named "green row" in words, so colour is never the only cue.

use accesskit::Role;
use bevy::prelude::*;

use crate::chameleons::Colour;
use crate::game::core::chameleon_session::ChameleonMatch;
use crate::game::core::chameleon_words::{cards_in_words, row_name};
use crate::game::core::language::Tr;
use crate::game::rows::card::{INK, card_node, empty_slot};
use crate::game::rows::flights::InFlight;
use crate::game::rows::keys::{RowCursor, RowsAction};
use crate::game::rows::spot::Spot;
use crate::game::ui::a11y::described;
use crate::game::ui::theme::{ButtonAction, Colours, label};

/// Sizes that depend on how many rows there are.
pub(crate) fn card_width(rows: usize) -> f32 {
    match rows {
        5 => 62.0,
        4 => 70.0,
        _ => 78.0,
    }
}

/// The row cards' colour: green with two players (R-CL-14), in the
/// palette's own green; `None` for the brown rows of 3 to 5 players.
pub fn row_card_colour(players: usize, colours: &Colours) -> Option<Color> {
    (players == 2).then(|| colours.chameleons[Colour::Green.index()])
}

/// Marks the green tag on a two-player row, for tests and pictures.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GreenRowTag(pub usize);

/// What a screen reader says about a row.
pub fn row_spoken(table: &ChameleonMatch, index: usize, tr: &Tr) -> String {
    let row = &table.game.rows()[index];
    let title = row_name(index, table.game.players(), tr);
    match row.taken_by {
        Some(by) => crate::tr!(
            tr,
            "rows-row-taken-spoken",
            title = title,
            name = table.names[by].as_str()
        ),
        None if row.cards.is_empty() => crate::tr!(
            tr,
            "rows-row-empty-spoken",
            title = title,
            capacity = row.capacity
        ),
        None => crate::tr!(
            tr,
            "rows-row-cards",
            title = title,
            cards = cards_in_words(&row.cards, tr),
            count = row.cards.len(),
            capacity = row.capacity
        ),
    }
}

pub(crate) fn rows_panel(
    parent: &mut ChildSpawnerCommands,
    table: &ChameleonMatch,
    cursor: &RowCursor,
    flights: &InFlight,
    colours: &Colours,
    tr: &Tr,
) {
    let game = &table.game;
    let rows = game.rows();
    let width = card_width(rows.len());
    let persons_turn = table.persons_turn().is_some();
    let drawn = game.drawn_card();
    let green = row_card_colour(game.players(), colours);
    parent
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            row_gap: px(8),
            ..default()
        })
        .with_children(|column| {
            for (index, row) in rows.iter().enumerate() {
                let hidden = flights.hidden_in_row(index);
                let shown = row.cards.len().saturating_sub(hidden);
                let legal = persons_turn
                    && match drawn {
                        Some(_) => row.has_room(),
                        None => row.can_be_taken(),
                    };
                let focused = persons_turn && cursor.0 == Some(index);
                let border = if focused {
                    colours.accent
                } else if legal {
                    colours.pile_legal
                } else {
                    // High contrast rims the row: its glass is black on black.
                    colours.seat_edge
                };
                let faded = if row.in_middle() { 1.0 } else { 0.35 };
                let background = match green {
                    // The green row card shows through the panel.
                    Some(green) => colours.panel.mix(&green.with_alpha(1.0), 0.3),
                    None => colours.panel,
                };
                let mut border_colour = BorderColor::all(border);
                if let Some(green) = green
                    && !focused
                    && !legal
                {
                    border_colour.left = green;
                }
                column
                    .spawn((
                        Spot::Row(index),
                        Interaction::default(),
                        ButtonAction(RowsAction::Row(index)),
                        described(Role::Button, row_spoken(table, index, tr)),
                        Node {
                            flex_direction: FlexDirection::Row,
                            align_items: AlignItems::Center,
                            column_gap: px(8),
                            padding: UiRect::all(px(6)),
                            border: UiRect::all(px(3)).with_left(px(8)),
                            border_radius: BorderRadius::all(px(8)),
                            ..default()
                        },
                        BackgroundColor(background.with_alpha(background.alpha() * faded)),
                        border_colour,
                    ))
                    .with_children(|line| {
                        row_head(line, table, index, green, colours, tr);
                        if row.in_middle() {
                            for place in 0..row.capacity {
                                match row.cards.get(place) {
                                    Some(&card) if place < shown => {
                                        line.spawn(card_node(card, width, colours));
                                    }
                                    _ => {
                                        line.spawn(empty_slot(width, colours));
                                    }
                                }
                            }
                        }
                    });
            }
        });
}

/// The row's name, a "green row" tag with two players, and how full it is.
fn row_head(
    line: &mut ChildSpawnerCommands,
    table: &ChameleonMatch,
    index: usize,
    green: Option<Color>,
    colours: &Colours,
    tr: &Tr,
) {
    let row = &table.game.rows()[index];
    let status = match row.taken_by {
        Some(by) => crate::tr!(tr, "rows-row-taken", name = table.names[by].as_str()),
        None => crate::tr!(
            tr,
            "rows-row-room",
            cards = row.cards.len(),
            capacity = row.capacity
        ),
    };
    line.spawn(Node {
        flex_direction: FlexDirection::Column,
        row_gap: px(2),
        width: px(128),
        ..default()
    })
    .with_children(|head| {
        let ink = if row.in_middle() {
            colours.text
        } else {
            colours.muted
        };
        head.spawn(label(
            crate::tr!(tr, "rows-row", row = index + 1),
            19.0,
            ink,
        ));
        if let Some(green) = green {
            head.spawn((
                GreenRowTag(index),
                Node {
                    padding: UiRect::axes(px(6), px(1)),
                    border_radius: BorderRadius::all(px(4)),
                    align_self: AlignSelf::FlexStart,
                    ..default()
                },
                BackgroundColor(green),
                children![label(tr.get("rows-row-green-tag"), 13.0, INK)],
            ));
        }
        head.spawn(label(status, 14.0, colours.muted));
    });
}
