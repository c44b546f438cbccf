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

use crate::chameleons::Colour;
use crate::game::core::chameleon_session::ChameleonMatch;
use crate::game::core::chameleon_words::{cards_in_words, row_name};
use crate::game::core::language::Tr;
use crate::game::rows::card::{INK, PaperArt, TrayArt, card_node, empty_slot};
use crate::game::rows::fit::Fit;
use crate::game::rows::flights::InFlight;
use crate::game::rows::keys::{RowCursor, RowsAction};
use crate::game::rows::spot::Spot;
use crate::game::ui::a11y::described;
use crate::game::ui::theme::{ButtonAction, Colours, label};

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

/// Brown row cards' wood, under the tray's light and shade.
const WOOD: Color = Color::srgb(0.62, 0.43, 0.27);
/// The paper of a brown row card at the head of its row.
const ROW_CARD: Color = Color::srgb(0.80, 0.62, 0.42);

/// How a row is framed, for tests and pictures: the cursor's frame wins
/// over the legal one.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowFrame {
    Cursor,
    Legal,
    Plain,
}

/// The stamp over a taken row's places, naming who took it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakenStamp(pub usize);

/// The tray's tint: the green row cards' green with two players, wood for
/// the brown ones; high contrast (whose plates are opaque) a dark grey
/// that its light rim stands out from.
pub fn tray_colour(players: usize, colours: &Colours) -> Color {
    if colours.seat_plate.alpha() >= 1.0 {
        return Color::srgb(0.30, 0.30, 0.30);
    }
    // The green deepened, so the row card at its head stands out of it.
    row_card_colour(players, colours).map_or(WOOD, |green| green.mix(&Color::BLACK, 0.3))
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
    let width = fit.row_card;
    let persons_turn = table.persons_turn().is_some();
    let drawn = game.drawn_card();
    let tray = tray_colour(game.players(), colours);
    parent
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
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
                        Outline::new(fit.px(3.0), fit.px(2.0), colours.pile_legal),
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
                    tray.mix(&Color::WHITE, 0.18)
                } else {
                    tray
                };
                let faded = if row.in_middle() { 1.0 } else { 0.45 };
                column
                    .spawn((
                        Spot::Row(index),
                        Interaction::default(),
                        ButtonAction(RowsAction::Row(index)),
                        described(Role::Button, row_spoken(table, index, tr)),
                        Node {
                            flex_direction: FlexDirection::Row,
                            align_items: AlignItems::Center,
                            column_gap: fit.px(8.0),
                            padding: UiRect::all(fit.px(9.0)),
                            border_radius: BorderRadius::all(fit.px(12.0)),
                            ..default()
                        },
                        TrayArt(lit.with_alpha(faded)),
                        BackgroundColor(lit.with_alpha(faded)),
                        frame,
                        outline,
                    ))
                    .with_children(|line| {
                        row_head(line, table, index, (colours, fit), tr);
                        if let Some(by) = row.taken_by {
                            taken_stamp(line, table, by, row.capacity, (colours, fit), tr);
                            return;
                        }
                        let mut offered = drawn.is_some() && legal;
                        for place in 0..row.capacity {
                            match row.cards.get(place) {
                                Some(&card) if place < shown => {
                                    line.spawn(card_node(card, width, colours));
                                }
                                _ => {
                                    // The place the drawn card would go.
                                    let ink = if offered {
                                        colours.pile_legal
                                    } else {
                                        colours.text.with_alpha(0.55)
                                    };
                                    offered = false;
                                    line.spawn(empty_slot(width, ink));
                                }
                            }
                        }
                    });
            }
        });
}

/// A taken row keeps its size: its places give way to a stamp that names
/// the player who took it.
fn taken_stamp(
    line: &mut ChildSpawnerCommands,
    table: &ChameleonMatch,
    by: usize,
    capacity: usize,
    look: (&Colours, &Fit),
    tr: &Tr,
) {
    let (colours, fit) = look;
    let width = capacity as f32 * fit.row_card + (capacity as f32 - 1.0) * 8.0 * fit.text;
    line.spawn(Node {
        width: px(width),
        height: px(fit.row_card * 1.4),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        ..default()
    })
    .with_children(|place| {
        place.spawn((
            TakenStamp(by),
            Node {
                padding: UiRect::axes(fit.px(14.0), fit.px(6.0)),
                border: UiRect::all(fit.px(2.0)),
                border_radius: BorderRadius::all(fit.px(8.0)),
                max_width: px(width),
                ..default()
            },
            BackgroundColor(colours.seat_plate.with_alpha(0.85)),
            BorderColor::all(colours.text.with_alpha(0.6)),
            children![label(
                crate::tr!(tr, "rows-row-taken", name = table.names[by].as_str()),
                fit.font(17.0),
                colours.text,
            )],
        ));
    });
}

/// The row card at the head of the row: brown paper (green with two
/// players, tagged "green row" in words), its number and how full it is.
fn row_head(
    line: &mut ChildSpawnerCommands,
    table: &ChameleonMatch,
    index: usize,
    look: (&Colours, &Fit),
    tr: &Tr,
) {
    let (colours, fit) = look;
    let row = &table.game.rows()[index];
    let green = row_card_colour(table.game.players(), colours);
    let paper = green.unwrap_or(ROW_CARD);
    let faded = if row.in_middle() { 1.0 } else { 0.5 };
    line.spawn((
        Node {
            width: px(fit.head),
            height: px(fit.row_card * 1.4),
            flex_shrink: 0.0,
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            row_gap: fit.px(4.0),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(fit.row_card * 0.1)),
            ..default()
        },
        BackgroundColor(paper.with_alpha(faded)),
        BorderColor::all(INK.with_alpha(0.7)),
        PaperArt(paper.with_alpha(faded)),
        Pickable::IGNORE,
    ))
    .with_children(|head| {
        // The row's name as large as its card allows.
        let name = (fit.head * 0.2).clamp(fit.font(16.0), fit.font(26.0));
        head.spawn(label(
            crate::tr!(tr, "rows-row", row = index + 1),
            name,
            INK,
        ));
        if let Some(green) = green {
            head.spawn((
                GreenRowTag(index),
                Node {
                    padding: UiRect::axes(fit.px(5.0), px(1)),
                    border: UiRect::all(px(1)),
                    border_radius: BorderRadius::all(fit.px(4.0)),
                    ..default()
                },
                BackgroundColor(green),
                BorderColor::all(INK.with_alpha(0.6)),
                children![label(tr.get("rows-row-green-tag"), fit.font(13.0), INK)],
            ));
        }
        if row.in_middle() {
            head.spawn(label(
                crate::tr!(
                    tr,
                    "rows-row-room",
                    cards = row.cards.len(),
                    capacity = row.capacity
                ),
                fit.font(14.0),
                INK,
            ));
        }
    });
}
