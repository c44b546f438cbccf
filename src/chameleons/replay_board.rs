//! A chameleon replay's positions, and one drawn as the table draws it: the
//! rows as trays with their cards (or the taker's stamp), the deck with
//! the last-round card once it is out and the drawn card, and every
//! player's collection as cards with counts and the live score. Each
//! piece also carries its words for the screen reader.

use accesskit::Role;
use bevy::prelude::*;

use crate::chameleons::board::{
    Fit, collection_chips, held_place, last_round_marker, row_head, row_places, taken_stamp, tray,
    tray_colour,
};
use crate::chameleons::card::card_back;
use crate::chameleons::look::card_name;
use crate::chameleons::opponents::character;
use crate::shell::language::Tr;
use crate::shell::ui::a11y::described;
use crate::shell::ui::chrome;
use crate::shell::ui::theme::{Colours, label};
use pilefire_engine::chameleons::bots::Opponents;
use pilefire_engine::chameleons::{
    Action, Card, ChameleonGame, ChameleonRecord, Colour, RecordedAction,
};

/// Every position of one record: the deal, then the game after each action.
#[derive(Debug, Clone)]
pub struct ChameleonReplay {
    pub record: ChameleonRecord,
    pub human_seat: Option<usize>,
    /// Who played the other seats, as the kept game's summary names them.
    pub opponents: Option<Opponents>,
    pub positions: Vec<(ChameleonGame, Option<RecordedAction>)>,
}

impl ChameleonReplay {
    pub fn build(
        record: ChameleonRecord,
        human_seat: Option<usize>,
        opponents: Option<Opponents>,
    ) -> Result<ChameleonReplay, String> {
        let start = ChameleonGame::new(record.config(), record.deal.clone())
            .map_err(|error| error.to_string())?;
        let mut positions = vec![(start, None)];
        record
            .replay_with(|_, action, game| positions.push((game.clone(), Some(*action))))
            .map_err(|error| error.to_string())?;
        Ok(ChameleonReplay {
            record,
            human_seat,
            opponents,
            positions,
        })
    }
}

/// Who sat in `seat`, as the replay names them.
pub(super) fn seat_name(replay: &ChameleonReplay, seat: usize, tr: &Tr) -> String {
    if replay.human_seat == Some(seat) {
        tr.get("chstats-you")
    } else if let Some((name, _)) = replay
        .opponents
        .and_then(|opponents| character(opponents, replay.human_seat, seat))
    {
        name.to_string()
    } else {
        crate::tr!(tr, "chstats-seat", seat = seat + 1)
    }
}

/// A row of the replay, for tests: its index.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReplayRow(pub usize);

/// The row or deck marked as the expert's choice for the person's next
/// decision (from the review).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExpertChoice;

/// A player's panel in the replay, for tests: the seat.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReplayPlayer(pub usize);

/// The rows, the deck and the players side by side, filling the room
/// between the header and the buttons; `expert` marks the row (or the deck,
/// for a draw) the expert would choose next.
pub(super) fn spawn_board(
    screen: &mut ChildSpawnerCommands,
    replay: &ChameleonReplay,
    game: &ChameleonGame,
    expert: Option<Action>,
    tr: &Tr,
    look: (&Colours, &Fit),
) {
    let (_, fit) = look;
    screen
        .spawn(Node {
            flex_grow: 1.0,
            width: percent(100),
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            column_gap: fit.px(14.0),
            min_height: px(0),
            ..default()
        })
        .with_children(|middle| {
            let expert_row = match expert {
                Some(Action::Place { row } | Action::Take { row }) => Some(row),
                _ => None,
            };
            rows(middle, replay, (game, expert_row), tr, look);
            deck(middle, game, expert == Some(Action::Draw), tr, look);
            players(middle, replay, game, tr, look);
        });
}

fn rows(
    parent: &mut ChildSpawnerCommands,
    replay: &ChameleonReplay,
    (game, expert_row): (&ChameleonGame, Option<usize>),
    tr: &Tr,
    look: (&Colours, &Fit),
) {
    let (colours, fit) = look;
    let wood = tray_colour(game.players(), colours);
    parent
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::FlexStart,
            row_gap: fit.px(12.0),
            ..default()
        })
        .with_children(|column| {
            for (index, row) in game.rows().iter().enumerate() {
                let state = match row.taken_by {
                    Some(seat) => {
                        crate::tr!(tr, "chstats-row-taken", who = seat_name(replay, seat, tr))
                    }
                    None => crate::tr!(
                        tr,
                        "chstats-row-room",
                        cards = row.cards.len(),
                        capacity = row.capacity
                    ),
                };
                let mut spoken = crate::tr!(tr, "chstats-row", row = index + 1, state = state);
                if !row.cards.is_empty() {
                    let cards: Vec<String> = row.cards.iter().map(|&c| card_name(c, tr)).collect();
                    spoken = format!("{spoken}: {}", cards.join(", "));
                }
                let faded = if row.in_middle() { 1.0 } else { 0.45 };
                let expert = expert_row == Some(index);
                if expert {
                    spoken = format!("{spoken}; {}", tr.get("chstats-expert-here"));
                }
                let outline = if expert {
                    Outline::new(fit.px(4.0), fit.px(2.0), colours.accent)
                } else {
                    Outline::new(fit.px(2.0), px(0), colours.seat_edge)
                };
                let mut tray_entity = column.spawn((
                    ReplayRow(index),
                    described(Role::Group, spoken),
                    tray(wood.with_alpha(faded), fit),
                    outline,
                ));
                if expert {
                    tray_entity.insert(ExpertChoice);
                }
                tray_entity.with_children(|line| {
                    row_head(line, (index, row), game.players(), look, tr);
                    match row.taken_by {
                        Some(by) => {
                            let name = seat_name(replay, by, tr);
                            taken_stamp(line, (by, &name), row.capacity, look, tr);
                        }
                        None => row_places(line, row, row.cards.len(), false, look),
                    }
                });
            }
        });
}

fn deck(
    parent: &mut ChildSpawnerCommands,
    game: &ChameleonGame,
    expert_draws: bool,
    tr: &Tr,
    look: (&Colours, &Fit),
) {
    let (colours, fit) = look;
    parent
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            row_gap: fit.px(8.0),
            width: px(fit.deck_column),
            flex_shrink: 0.0,
            ..default()
        })
        .with_children(|column| {
            let mut back = column.spawn(card_back(fit.deck));
            if expert_draws {
                back.insert((
                    ExpertChoice,
                    Outline::new(fit.px(4.0), fit.px(2.0), colours.accent),
                ));
            }
            column.spawn(label(
                crate::tr!(tr, "rows-deck", count = game.deck_count()),
                fit.font(16.0),
                colours.text,
            ));
            if game.is_last_round() {
                column.spawn(last_round_marker(fit, tr, colours));
            }
            column.spawn(Node {
                height: fit.px(12.0),
                ..default()
            });
            column.spawn(label(tr.get("rows-held"), fit.font(16.0), colours.muted));
            let held = game.drawn_card();
            held_place(column, held, fit, colours);
            if let Some(card) = held {
                column.spawn(label(card_name(card, tr), fit.font(16.0), colours.text));
            }
        });
}

fn players(
    parent: &mut ChildSpawnerCommands,
    replay: &ChameleonReplay,
    game: &ChameleonGame,
    tr: &Tr,
    look: (&Colours, &Fit),
) {
    let (colours, fit) = look;
    let p = fit.player;
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
                let collection = game.collection(seat);
                let score = game.live_score(seat);
                let who = seat_name(replay, seat, tr);
                let mut held: Vec<String> = Colour::ALL
                    .iter()
                    .filter(|&&c| collection.count(c) > 0)
                    .map(|&c| {
                        format!(
                            "{} {}",
                            card_name(Card::Chameleon(c), tr),
                            collection.count(c)
                        )
                    })
                    .collect();
                for (card, count) in [
                    (Card::Joker, collection.jokers),
                    (Card::GoldenJoker, collection.golden_jokers),
                    (Card::PlusTwo, collection.plus_twos),
                ] {
                    if count > 0 {
                        held.push(format!("{} {count}", card_name(card, tr)));
                    }
                }
                let title = crate::tr!(
                    tr,
                    "chstats-collection",
                    who = who.clone(),
                    score = score.total
                );
                let spoken = format!("{title}. {}", held.join(", "));
                let ink = if replay.human_seat == Some(seat) {
                    colours.accent
                } else {
                    colours.text
                };
                column
                    .spawn((
                        ReplayPlayer(seat),
                        described(Role::Group, spoken),
                        Node {
                            flex_direction: FlexDirection::Column,
                            padding: UiRect::axes(px(13.0 * p), px(9.0 * p)),
                            row_gap: px(4.0 * p),
                            border_radius: BorderRadius::all(px(12.0 * p)),
                            ..default()
                        },
                        chrome::panel(),
                        Outline::new(px(3.0 * p), px(0), colours.seat_edge),
                    ))
                    .with_children(|panel| {
                        panel
                            .spawn(Node {
                                flex_direction: FlexDirection::Row,
                                align_items: AlignItems::Center,
                                column_gap: px(10.0 * p),
                                ..default()
                            })
                            .with_children(|head| {
                                head.spawn(label(who, 19.0 * p, ink));
                                if let Some(row) = game.taken_row(seat) {
                                    head.spawn(label(
                                        crate::tr!(tr, "rows-out", row = row + 1),
                                        14.0 * p,
                                        colours.muted,
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
        });
}
