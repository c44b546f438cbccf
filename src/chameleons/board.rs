//! The chameleon board's pieces that a table and a replay both draw: the
//! sizes from the space it is given (`Fit`), a row's tray with its row card, places
//! and the taker's stamp, and a collection as cards with counts. With two
//! players the rows are the green row cards (R-CL-14): tinted with the
//! palette's green and named "green row" in words, so colour is never the
//! only cue.

use bevy::prelude::*;

use crate::chameleons::card::{
    EmblemArt, INK, PaperArt, TrayArt, card_node, colour_face, empty_slot,
};
use crate::chameleons::describe::colour_symbol;
use crate::shell::language::Tr;
use crate::shell::ui::theme::{Colours, label};
use pilefire_engine::chameleons::{Card, Collection, Colour, Row};

/// The design the table's sizes are written for, in logical pixels.
pub const DESIGN: Vec2 = Vec2::new(1280.0, 720.0);
/// Text and spacing grow no further than this on the table: above it the
/// rows and players no longer fit side by side.
const MOST_TEXT: f32 = 1.25;

/// Sizes for one board, in logical pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fit {
    /// Text and spacing are multiplied by this (1 at the design size).
    pub text: f32,
    /// The width of a card in a row.
    pub row_card: f32,
    /// The row card at the head of each row.
    pub head: f32,
    /// The deck's width and the drawn card's.
    pub deck: f32,
    pub held: f32,
    /// The deck's column.
    pub deck_column: f32,
    /// The players' panels (text, chips) are multiplied by this.
    pub player: f32,
    /// The top bar's text (title, deal code, last-round banner), which
    /// must fit on one line across the window.
    pub bar: f32,
}

impl Default for Fit {
    fn default() -> Self {
        Fit::new(DESIGN, 4, 3, 4)
    }
}

impl Fit {
    /// The sizes for `game`'s rows and players in `area`.
    pub fn for_game(area: Vec2, game: &pilefire_engine::chameleons::ChameleonGame) -> Fit {
        let capacity = game
            .rows()
            .iter()
            .map(|row| row.capacity)
            .max()
            .unwrap_or(3);
        Fit::new(area, game.rows().len(), capacity, game.players())
    }

    /// The sizes for `rows` rows of at most `capacity` cards and `players`
    /// players' panels in `area`.
    pub fn new(area: Vec2, rows: usize, capacity: usize, players: usize) -> Fit {
        // The smallest area at which text keeps its size: the design's
        // area at the most text grows.
        let least = DESIGN / MOST_TEXT;
        let t = (area.x / least.x).min(area.y / least.y).min(1.0);
        let (n, cap) = (rows.max(1) as f32, capacity.max(1) as f32);
        // Top bar, status bar, the board's padding and gaps.
        let height = area.y - 150.0 * t;
        // The deck's column: its words, the deck and the drawn card (1.2 x).
        let deck = ((height - 187.0 * t) / 3.08).clamp(24.0, 150.0 * t);
        let deck_column = (190.0 * t).max(deck * 1.2 + 24.0 * t);
        // Each row: its padding and frame around a card 1.4 times as high.
        // Rows 12 apart, so two rows' frames never touch.
        let by_height = ((height - (n - 1.0) * 12.0 * t) / n - 18.0 * t) / 1.4;
        let spare = area.x - 56.0 * t - deck_column - 420.0 * t;
        // The row card is 0.7 of a card, and never narrower than its words.
        let mut by_width = (spare - 42.0 * t) / (cap + 0.7);
        if by_width * 0.7 < 84.0 * t {
            by_width = (spare - 126.0 * t) / cap;
        }
        let row_card = by_height.min(by_width).max(20.0);
        let head = (row_card * 0.7).max(84.0 * t);
        let deck = deck.min(row_card * 1.15).max(24.0);
        let rows_width = 42.0 * t + head + cap * row_card;
        let players_width = area.x - 56.0 * t - deck_column - rows_width;
        // A panel is 600 wide and 92 high with its chips on one line, or
        // 345 wide and 132 high on two: few players (two, say) leave space
        // below for the second line, and their panels grow into it.
        let gaps = (players as f32 - 1.0) * 8.0 * t;
        let fit = |wide: f32, high: f32| {
            ((height - gaps) / (players as f32 * high))
                .min(players_width / wide)
                .min(1.6 * t)
        };
        let player = fit(600.0, 92.0).max(fit(345.0, 132.0));
        Fit {
            text: t,
            row_card,
            head,
            deck,
            held: deck * 1.2,
            deck_column,
            player,
            bar: t.min(area.x / 1150.0),
        }
    }

    /// `size` logical pixels of text or spacing.
    pub fn px(&self, size: f32) -> Val {
        Val::Px(size * self.text)
    }

    /// A font size.
    pub fn font(&self, size: f32) -> f32 {
        size * self.text
    }
}

/// The row cards' colour: green with two players (R-CL-14), in the
/// palette's own green; `None` for the brown rows of 3 to 5 players.
pub fn row_card_colour(players: usize, colours: &Colours) -> Option<Color> {
    (players == 2).then(|| colours.hues[Colour::Green.index()])
}

/// Marks the green tag on a two-player row, for tests and pictures.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GreenRowTag(pub usize);

/// The stamp over a taken row's places, naming who took it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakenStamp(pub usize);

/// Brown row cards' wood, under the tray's light and shade.
const WOOD: Color = Color::srgb(0.62, 0.43, 0.27);
/// The paper of a brown row card at the head of its row.
const ROW_CARD: Color = Color::srgb(0.80, 0.62, 0.42);

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

/// A row's tray in `tint` (faded once taken): its children line up as the
/// row card, then the cards or the stamp. Sized to its row's capacity.
pub fn tray(tint: Color, fit: &Fit) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            column_gap: fit.px(8.0),
            padding: UiRect::all(fit.px(9.0)),
            border_radius: BorderRadius::all(fit.px(12.0)),
            ..default()
        },
        TrayArt(tint),
        BackgroundColor(tint),
    )
}

/// A row's cards and the dashed places still free; `offered` dashes the
/// first free place in the legal colour (where the drawn card would go).
/// `shown` cards of the row are drawn (the rest are still in flight).
pub fn row_places(
    line: &mut ChildSpawnerCommands,
    row: &Row,
    shown: usize,
    mut offered: bool,
    look: (&Colours, &Fit),
) {
    let (colours, fit) = look;
    for place in 0..row.capacity {
        match row.cards.get(place) {
            Some(&card) if place < shown => {
                line.spawn(card_node(card, fit.row_card, colours));
            }
            _ => {
                let ink = if offered {
                    colours.target_legal
                } else {
                    colours.text.with_alpha(0.55)
                };
                offered = false;
                line.spawn(empty_slot(fit.row_card, ink));
            }
        }
    }
}

/// A taken row keeps its size: its places give way to a stamp that names
/// the player who took it, "taken by" small over the name.
pub fn taken_stamp(
    line: &mut ChildSpawnerCommands,
    by: (usize, &str),
    capacity: usize,
    look: (&Colours, &Fit),
    tr: &Tr,
) {
    let (colours, fit) = look;
    let width = capacity as f32 * fit.row_card + (capacity as f32 - 1.0) * 8.0 * fit.text;
    let caption = tr.get("rows-row-taken");
    // Each line on one line: its font gives way before the words would
    // wrap. Inter's advance averages half an em; 0.54 leaves room.
    let inside = width - 2.0 * (10.0 + 2.0) * fit.text;
    let fitting = |words: &str, most: f32| {
        (inside / (0.54 * words.chars().count().max(1) as f32))
            .min(fit.font(most))
            .max(8.0)
    };
    let caption_size = fitting(&caption, 14.0);
    let name_size = fitting(by.1, 21.0);
    line.spawn(Node {
        width: px(width),
        height: px(fit.row_card * 1.4),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        ..default()
    })
    .with_children(|place| {
        place.spawn((
            TakenStamp(by.0),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::axes(fit.px(10.0), fit.px(5.0)),
                border: UiRect::all(fit.px(2.0)),
                border_radius: BorderRadius::all(fit.px(8.0)),
                max_width: px(width),
                ..default()
            },
            BackgroundColor(colours.seat_plate.with_alpha(0.85)),
            BorderColor::all(colours.text.with_alpha(0.6)),
            children![
                label(caption, caption_size, colours.muted),
                label(by.1.to_string(), name_size, colours.text),
            ],
        ));
    });
}

/// The row card at the head of the row: brown paper (green with two
/// players, tagged "green row" in words), its number and how full it is.
pub fn row_head(
    line: &mut ChildSpawnerCommands,
    (index, row): (usize, &Row),
    players: usize,
    look: (&Colours, &Fit),
    tr: &Tr,
) {
    let (colours, fit) = look;
    let green = row_card_colour(players, colours);
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
        // The set's emblem, in the trays' wood.
        let emblem = fit.head * 0.42;
        head.spawn((
            Node {
                width: px(emblem),
                height: px(emblem),
                ..default()
            },
            EmblemArt(tray_colour(players, colours).with_alpha(faded)),
            Pickable::IGNORE,
        ));
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

/// A collection as cards with counts, `p` times the design's size: each
/// colour held (framed and marked "+" if it would count plus, dimmed and
/// "−" if minus), then jokers, the golden joker and "+2" cards. The
/// line does not wrap: the chips close up when room is short, so "+2"
/// never drops to a line of its own.
pub fn collection_chips(
    panel: &mut ChildSpawnerCommands,
    collection: &Collection,
    plus_colours: &[Colour],
    look: (&Colours, f32),
    tr: &Tr,
) {
    let (colours, p) = look;
    panel
        .spawn(Node {
            flex_direction: FlexDirection::Row,
            // A second line when the panel is sized for one (`Fit`).
            flex_wrap: FlexWrap::Wrap,
            column_gap: px(5.0 * p),
            row_gap: px(4.0 * p),
            min_height: px(36.0 * p),
            align_items: AlignItems::Center,
            ..default()
        })
        .with_children(|chips| {
            let mut any = false;
            for colour in Colour::ALL {
                let count = collection.count(colour);
                if count > 0 {
                    any = true;
                    colour_chip(chips, colour, count, plus_colours.contains(&colour), look);
                }
            }
            for (card, count) in [
                (Card::Joker, collection.jokers),
                (Card::GoldenJoker, collection.golden_jokers),
                (Card::PlusTwo, collection.plus_twos),
            ] {
                if count > 0 {
                    any = true;
                    chips
                        .spawn(chip_frame(Color::NONE, p))
                        .with_children(|chip| {
                            chip.spawn(card_node(card, 24.0 * p, colours));
                            chip.spawn(label(format!("×{count}"), 15.0 * p, colours.text));
                        });
                }
            }
            if !any {
                chips.spawn(label(
                    tr.get("rows-collection-empty"),
                    14.0 * p,
                    colours.muted,
                ));
            }
        });
}

/// A colour in a collection: its card, the count, and whether it would
/// count plus (marked with "+" and a frame) or minus (dimmed, "−").
fn colour_chip(
    chips: &mut ChildSpawnerCommands,
    colour: Colour,
    count: u8,
    plus: bool,
    look: (&Colours, f32),
) {
    let (colours, p) = look;
    let frame = if plus { colours.accent } else { Color::NONE };
    chips.spawn(chip_frame(frame, p)).with_children(|chip| {
        chip.spawn((
            Node {
                width: px(24.0 * p),
                height: px(34.0 * p),
                flex_shrink: 0.0,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                border_radius: BorderRadius::all(px(3.0 * p)),
                ..default()
            },
            BackgroundColor(if plus {
                colour_face(colour, colours)
            } else {
                colour_face(colour, colours).with_alpha(0.45)
            }),
            children![(
                Text::new(colour_symbol(colour)),
                TextFont::from_font_size(15.0 * p),
                TextColor(INK),
                Pickable::IGNORE,
            )],
        ));
        let sign = if plus { "+" } else { "−" };
        let ink = if plus { colours.text } else { colours.muted };
        chip.spawn(label(format!("{count}{sign}"), 15.0 * p, ink));
    });
}

fn chip_frame(frame: Color, p: f32) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Row,
            flex_shrink: 0.0,
            align_items: AlignItems::Center,
            column_gap: px(2.0 * p),
            padding: UiRect::axes(px(2.0 * p), px(1.0 * p)),
            border: UiRect::all(px(2.0 * p)),
            border_radius: BorderRadius::all(px(5.0 * p)),
            ..default()
        },
        BorderColor::all(frame),
    )
}

/// Beside the deck once the last-round card is up (R-CL-11): the card, small,
/// and its name.
pub fn last_round_marker(fit: &Fit, tr: &Tr, colours: &Colours) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            column_gap: fit.px(6.0),
            ..default()
        },
        children![
            card_node(Card::LastRound, fit.font(34.0), colours),
            label(
                tr.get("rows-card-last-round"),
                fit.font(14.0),
                colours.accent
            ),
        ],
    )
}

/// The drawn card's place under the deck: the card framed in the accent
/// colour, or an empty place while nothing is drawn.
pub fn held_place<'a>(
    column: &'a mut ChildSpawnerCommands,
    held: Option<Card>,
    fit: &Fit,
    colours: &Colours,
) -> EntityCommands<'a> {
    match held {
        Some(card) => column.spawn((
            Node {
                padding: UiRect::all(fit.px(4.0)),
                border: UiRect::all(fit.px(3.0)),
                border_radius: BorderRadius::all(fit.px(12.0)),
                ..default()
            },
            BorderColor::all(colours.accent),
            children![card_node(card, fit.held, colours)],
        )),
        None => column.spawn((
            Node {
                padding: UiRect::all(fit.px(7.0)),
                ..default()
            },
            children![empty_slot(fit.held, colours.text.with_alpha(0.45))],
        )),
    }
}
