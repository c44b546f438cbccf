//! The rows in the middle of the chameleon table: each row a drawn tray
//! (`row_tray`) holding its row card (its name and how full it is), its
//! cards and dashed places for the cards to come; a taken row keeps its
//! size with a stamp naming the taker; the row the arrows are on is framed
//! in the accent, rows the person may choose in the legal colour. With two
//! players the rows are the green row cards (R-CL-14): tinted with the
//! palette's green and named "green row" in words, so colour is never the
//! only cue.

use accesskit::Role;
use bevy::prelude::*;

use crate::chameleons::board::tray_colour;
pub use crate::chameleons::board::{GreenRowTag, TakenStamp};
use crate::chameleons::board::{row_head, row_places, taken_stamp, tray};
use crate::chameleons::describe::{cards_in_words, row_name};
use crate::chameleons::session::ChameleonMatch;
use crate::chameleons::table::fit::Fit;
use crate::chameleons::table::flights::InFlight;
use crate::chameleons::table::keys::{RowCursor, RowsAction};
use crate::chameleons::table::spot::Spot;
use crate::shell::language::Tr;
use crate::shell::ui::a11y::described;
use crate::shell::ui::theme::{ButtonAction, Colours};

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

/// How a row is framed, for tests and pictures: the cursor's frame wins
/// over the legal one.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowFrame {
    Cursor,
    Legal,
    Plain,
}

pub(crate) fn rows_panel(
    parent: &mut ChildSpawnerCommands,
    table: &ChameleonMatch,
    cursor: &RowCursor,
    flights: &InFlight,
    look: (&Colours, &Fit),
    tr: &Tr,
) {
    let (colours, fit) = look;
    let game = &table.game;
    let rows = game.rows();
    let persons_turn = table.persons_turn().is_some();
    let drawn = game.drawn_card();
    let wood = tray_colour(game.players(), colours);
    parent
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            // Each tray as long as its row holds cards (R-CL-14's rows of
            // 1, 2 and 3), not stretched to the longest.
            align_items: AlignItems::FlexStart,
            row_gap: fit.px(12.0),
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
                let (frame, outline) = if focused {
                    (
                        RowFrame::Cursor,
                        Outline::new(fit.px(4.0), fit.px(3.0), colours.accent),
                    )
                } else if legal {
                    (
                        RowFrame::Legal,
                        Outline::new(fit.px(3.0), fit.px(2.0), colours.target_legal),
                    )
                } else {
                    // High contrast rims the row (`seat_edge` is clear in the
                    // other palettes).
                    (
                        RowFrame::Plain,
                        Outline::new(fit.px(2.0), px(0), colours.seat_edge),
                    )
                };
                let lit = if focused {
                    wood.mix(&Color::WHITE, 0.18)
                } else {
                    wood
                };
                let faded = if row.in_middle() { 1.0 } else { 0.45 };
                column
                    .spawn((
                        Spot::Row(index),
                        Interaction::default(),
                        ButtonAction(RowsAction::Row(index)),
                        described(Role::Button, row_spoken(table, index, tr)),
                        tray(lit.with_alpha(faded), fit),
                        frame,
                        outline,
                    ))
                    .with_children(|line| {
                        row_head(line, (index, row), game.players(), (colours, fit), tr);
                        match row.taken_by {
                            Some(by) => taken_stamp(
                                line,
                                (by, table.names[by].as_str()),
                                row.capacity,
                                (colours, fit),
                                tr,
                            ),
                            None => row_places(
                                line,
                                row,
                                shown,
                                drawn.is_some() && legal,
                                (colours, fit),
                            ),
                        }
                    });
            }
        });
}
