//! Every player's panel at the chameleon table: the name, whose turn it
//! is (with a pulsing cue while a bot decides), who is out of the round, the
//! live score on the chosen side, and the collection grouped by colour with
//! counts, the colours that would count plus framed and marked "+".

use accesskit::Role;
use bevy::prelude::*;

use crate::chameleons::board::collection_chips;
use crate::chameleons::describe::{cards_in_words, collection_cards};
use crate::chameleons::opponents::{character, style_about, style_name};
use crate::chameleons::session::ChameleonMatch;
use crate::chameleons::table::fit::Fit;
use crate::chameleons::table::spot::Spot;
use crate::shell::language::Tr;
use crate::shell::ui::a11y::described;
use crate::shell::ui::chrome;
use crate::shell::ui::theme::{Colours, label};

/// The words under a bot that is deciding, pulsing.
#[derive(Component)]
pub struct ThinkingCue;

pub(crate) fn players_panel(
    parent: &mut ChildSpawnerCommands,
    table: &ChameleonMatch,
    look: (&Colours, &Fit),
    tr: &Tr,
    is_bot: &dyn Fn(usize) -> bool,
) {
    let (colours, fit) = look;
    // The players' panels grow with the space they are given.
    let p = fit.player;
    let game = &table.game;
    parent
        .spawn(Node {
            flex_grow: 1.0,
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            row_gap: fit.px(8.0),
            ..default()
        })
        .with_children(|column| {
            for seat in 0..game.players() {
                player_panel(column, table, seat, (colours, p), tr, is_bot(seat));
            }
        });
}

fn player_panel(
    parent: &mut ChildSpawnerCommands,
    table: &ChameleonMatch,
    seat: usize,
    look: (&Colours, f32),
    tr: &Tr,
    bot: bool,
) {
    let (colours, p) = look;
    let game = &table.game;
    let collection = game.collection(seat);
    let score = game.live_score(seat);
    let to_act = !game.is_over() && game.current_player() == seat;
    let out = game.taken_row(seat);
    let cards = collection_cards(collection);
    let style = character(table.setup.opponents, table.human_seat, seat).map(|(_, style)| style);
    let who = match style {
        Some(style) => format!(
            "{}, {}: {}",
            table.names[seat],
            style_name(style, tr),
            style_about(style, tr)
        ),
        None => table.names[seat].clone(),
    };
    let spoken = crate::tr!(
        tr,
        "rows-collection-spoken",
        name = who.as_str(),
        score = score.total,
        cards = if cards.is_empty() {
            tr.get("rows-collection-empty")
        } else {
            cards_in_words(&cards, tr)
        }
    );
    // High contrast rims every player (the glass is black on black).
    let frame = if to_act {
        colours.accent
    } else {
        colours.seat_edge
    };
    let mut player = parent.spawn((
        Spot::Player(seat),
        described(Role::Group, spoken),
        Node {
            flex_direction: FlexDirection::Column,
            padding: UiRect::axes(px(13.0 * p), px(9.0 * p)),
            row_gap: px(4.0 * p),
            // The drawn panel's corner.
            border_radius: BorderRadius::all(px(12.0 * p)),
            ..default()
        },
        // Round the panel, not under its art: the frame stays bright.
        Outline::new(px(3.0 * p), px(0), frame),
    ));
    // In play: the drawn panel; out of the round: faded glass.
    if out.is_some() {
        player.insert(BackgroundColor(colours.panel.with_alpha(0.4)));
    } else {
        player.insert(chrome::panel());
    }
    player.with_children(|panel| {
        panel
            .spawn(Node {
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                column_gap: px(10.0 * p),
                ..default()
            })
            .with_children(|head| {
                let marker = if to_act { "▶ " } else { "" };
                let ink = if table.is_human(seat) {
                    colours.accent
                } else {
                    colours.text
                };
                head.spawn(label(
                    format!("{marker}{}", table.names[seat]),
                    19.0 * p,
                    ink,
                ));
                if let Some(style) = style {
                    head.spawn(label(style_name(style, tr), 15.0 * p, colours.muted));
                }
                if let Some(row) = out {
                    head.spawn(label(
                        crate::tr!(tr, "rows-out", row = row + 1),
                        14.0 * p,
                        colours.muted,
                    ));
                } else if to_act && bot {
                    head.spawn((
                        ThinkingCue,
                        label(tr.get("rows-thinking"), 15.0 * p, colours.good),
                    ));
                }
                head.spawn(Node {
                    flex_grow: 1.0,
                    ..default()
                });
                head.spawn(label(
                    crate::tr!(tr, "rows-score", points = score.total),
                    20.0 * p,
                    colours.text,
                ));
            });
        collection_chips(
            panel,
            collection,
            &score.choice.plus_colours,
            (colours, p),
            tr,
        );
    });
}
