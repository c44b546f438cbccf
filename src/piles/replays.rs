//! The number piles in the shell's replay viewer (`shell::replays`): the
//! kept records of finished games, each position rebuilt by the rules
//! engine from the record, so a replay can never disagree with the game,
//! drawn with every hand as it was. A game the person played is reviewed
//! as it opens (`review.rs`): before each of the person's turns the
//! position shows what they played and, drawn in on their hand, what the
//! expert would have played.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::piles::GAME;
use crate::piles::card_look;
use crate::piles::describe::describe_ruleset;
use crate::piles::kept::{Stats, records_dir};
use crate::piles::review::{self, PilesReview};
use crate::shell::language::Tr;
use crate::shell::replays::{
    LIST_LENGTH, ReplayGame, ReplayViewer, ReplayWords, keys_line, spawn_controls,
};
use crate::shell::review::{ReviewPanel, ReviewSheet};
use crate::shell::settings::SettingsStore;
use crate::shell::states::Screen;
use crate::shell::ui::chrome;
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::piles::review::{Review, TurnReview};
use pilefire_engine::piles::rules::{
    Direction, Game, Move, Play, Record, Ruleset, TurnEnd, TurnRecord,
};
use pilefire_engine::piles::stats::GameSummary;
use pilefire_engine::storage::StorageProblem;

/// One position of a replay: the game after a turn (turn 0: the deal).
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub game: Game,
    pub turn: Option<TurnRecord>,
}

/// Every position of one record, rebuilt by the engine.
#[derive(Debug, Clone)]
pub struct Replay {
    pub record: Record,
    pub human_seat: Option<usize>,
    pub snapshots: Vec<Snapshot>,
}

impl Replay {
    /// Replays `record`, keeping the position after every turn.
    pub fn build(record: Record, human_seat: Option<usize>) -> Result<Replay, String> {
        let start = Game::new(record.ruleset, record.deal.clone(), record.first_seat)
            .map_err(|error| error.to_string())?;
        let mut snapshots = vec![Snapshot {
            game: start,
            turn: None,
        }];
        record
            .replay_with(|_, turn, game| {
                snapshots.push(Snapshot {
                    game: game.clone(),
                    turn: Some(turn.clone()),
                })
            })
            .map_err(|error| error.to_string())?;
        Ok(Replay {
            record,
            human_seat,
            snapshots,
        })
    }
}

/// An entry of the list: a finished game whose record was kept.
#[derive(Debug, Clone)]
pub struct Entry {
    file: PathBuf,
    summary: GameSummary,
}

/// The viewer of the number-pile replays.
pub type PilesReplayViewer = ReplayViewer<Replay>;

impl ReplayGame for Replay {
    const WORDS: ReplayWords = ReplayWords {
        title: "replays-title",
        none: "replays-none",
        unreadable: "replays-unreadable",
        back: "replays-back",
        list_keys: "replays-list-keys",
        close: "replays-close",
        keys: "replays-viewer-keys",
        keys_review: "replays-viewer-keys-review",
    };
    type Entry = Entry;
    type Review = Review;

    fn label(entry: &Entry, tr: &Tr) -> String {
        let summary = &entry.summary;
        crate::tr!(
            tr,
            "replays-entry",
            date = summary.date.to_string(),
            rules = describe_ruleset(&summary.ruleset, tr),
            cards = summary.cards_left,
            won = if summary.won { "yes" } else { "no" }
        )
    }

    fn file(entry: &Entry) -> &Path {
        &entry.file
    }

    /// A damaged record is moved aside (never lost); the reason is given
    /// without the problem's own "defaults restored", untrue of a record.
    /// Games with the person at the table are reviewed.
    fn open(entry: &Entry) -> Result<(Replay, Option<PilesReview>), String> {
        let record =
            pilefire_engine::piles::kept::load_kept_record(&entry.file).map_err(|problem| {
                warn!("{problem}");
                match problem {
                    StorageProblem::Unreadable { error, .. }
                    | StorageProblem::Corrupt { error, .. } => error,
                }
            })?;
        let replay = Replay::build(record, entry.summary.human_seat)?;
        let review = replay.human_seat.map(|seat| {
            review::start(
                replay.record.clone(),
                seat,
                Some(entry.summary.clone()),
                true,
            )
        });
        Ok((replay, review))
    }

    fn last(&self) -> usize {
        self.snapshots.len() - 1
    }

    fn reviewed(&self) -> bool {
        self.human_seat.is_some()
    }

    /// The position on one panel, the keys' line under it.
    fn spawn_position(
        commands: &mut Commands,
        viewer: &PilesReplayViewer,
        tr: &Tr,
        colours: &Colours,
        _window: Vec2,
    ) -> Entity {
        let root = commands
            .spawn(crate::shell::ui::scroll::centred_screen(6.0))
            .id();
        let Some(replay) = viewer.open() else {
            return root;
        };
        let panel = commands
            .spawn((
                ChildOf(root),
                chrome::panel(),
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    padding: UiRect::axes(px(28), px(16)),
                    row_gap: px(6),
                    ..default()
                },
            ))
            .id();
        commands.entity(panel).with_children(|screen| {
            spawn_position(screen, viewer, replay, tr, colours);
            screen
                .spawn(Node {
                    margin: UiRect::top(px(8)),
                    ..default()
                })
                .with_children(|buttons| spawn_controls(buttons, viewer, tr, false));
        });
        commands
            .entity(root)
            .with_child(keys_line(replay, tr, colours, 14.0));
        root
    }
}

/// The replays screen lists the kept records whose files are still there,
/// newest first.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(crate::shell::replays::plugin::<Replay>);
    app.add_systems(OnEnter(Screen::Replays(GAME)), list_records);
}

fn list_records(mut commands: Commands, stats: Res<Stats>, store: Res<SettingsStore>) {
    let entries = records_dir(&store).map_or_else(Vec::new, |dir| {
        stats
            .history
            .iter()
            .rev()
            .filter_map(|summary| {
                let file = dir.join(summary.record_file.as_ref()?);
                file.exists().then(|| Entry {
                    file,
                    summary: summary.clone(),
                })
            })
            .take(LIST_LENGTH)
            .collect()
    });
    commands.insert_resource(PilesReplayViewer::listing(entries));
}

fn seat_label(tr: &Tr, replay: &Replay, seat: usize) -> String {
    if replay.human_seat == Some(seat) {
        crate::tr!(tr, "replays-seat-you", seat = seat + 1)
    } else {
        crate::tr!(tr, "replays-seat", seat = seat + 1)
    }
}

/// A turn's moves in words.
fn describe_turn(tr: &Tr, replay: &Replay, turn: &TurnRecord) -> String {
    let plays: Vec<String> = turn
        .moves
        .iter()
        .filter_map(|step| match *step {
            Move::Play { card, pile } => {
                Some(crate::tr!(tr, "replays-play", card = card, pile = pile + 1))
            }
            Move::Signal { .. } => None,
        })
        .collect();
    let signals = turn
        .moves
        .iter()
        .filter(|step| matches!(step, Move::Signal { .. }))
        .count();
    let end = match turn.end {
        TurnEnd::Draw => crate::tr!(tr, "replays-end-draw"),
        TurnEnd::GiveUp => crate::tr!(tr, "replays-end-give-up"),
        TurnEnd::Open => crate::tr!(tr, "replays-end-open"),
    };
    crate::tr!(
        tr,
        "replays-turn-moves",
        seat = seat_label(tr, replay, turn.seat),
        count = plays.len(),
        plays = plays.join(", "),
        signals = signals,
        end = end
    )
}

/// The position's heading, what led to it, the review's line and the
/// next reviewed turn, the piles, every hand, the draw pile and, at the
/// end, the result.
fn spawn_position(
    screen: &mut ChildSpawnerCommands,
    viewer: &PilesReplayViewer,
    replay: &Replay,
    tr: &Tr,
    colours: &Colours,
) {
    let snapshot = &replay.snapshots[viewer.position()];
    let game = &snapshot.game;
    let last = replay.last();
    screen.spawn(theme::label(
        crate::tr!(
            tr,
            "replays-position",
            rules = describe_ruleset(&replay.record.ruleset, tr),
            turn = viewer.position(),
            turns = last
        ),
        24.0,
        colours.accent,
    ));
    if replay.reviewed() {
        screen.spawn((ReviewPanel, Node::default()));
    }
    let what = match &snapshot.turn {
        None => crate::tr!(tr, "replays-deal"),
        Some(turn) => describe_turn(tr, replay, turn),
    };
    screen.spawn(wide_label(what, 17.0, colours.text));
    // The person's turn that comes next, as the review judged it.
    let next_turn = viewer.next_turn();
    if let Some(turn) = next_turn {
        let words = Review::turn_words(turn, tr);
        let line = crate::tr!(tr, "replays-next-review", turn = words);
        screen.spawn(wide_label(line, 15.0, colours.accent));
    }
    spawn_piles(screen, game, tr, colours);
    for seat in 0..game.ruleset().seats {
        spawn_hand(screen, replay, game, seat, next_turn, tr, colours);
    }
    screen.spawn(theme::label(
        crate::tr!(
            tr,
            "replays-draw-pile",
            count = game.draw_pile_sizes().iter().sum::<usize>()
        ),
        15.0,
        colours.muted,
    ));
    if viewer.position() == last
        && let Some(outcome) = game.outcome()
    {
        let cards = outcome.cards_left().unwrap_or(0);
        screen.spawn(theme::label(
            crate::tr!(tr, "replays-result", cards = cards),
            18.0,
            colours.good,
        ));
    }
}

/// A label that wraps at the panel's width.
fn wide_label(text: String, size: f32, colour: Color) -> impl Bundle {
    (
        theme::label(text, size, colour),
        Node {
            max_width: px(1000),
            ..default()
        },
    )
}

/// The piles: each one's top card, direction in words and the cards on it.
fn spawn_piles(screen: &mut ChildSpawnerCommands, game: &Game, tr: &Tr, colours: &Colours) {
    let ruleset = game.ruleset();
    screen
        .spawn(Node {
            column_gap: px(26),
            margin: UiRect::vertical(px(8)),
            ..default()
        })
        .with_children(|row| {
            for (index, pile) in game.piles().iter().enumerate() {
                let top = pile.cards.last().map_or(pile.start, |placed| placed.card);
                let direction = match pile.direction {
                    Direction::Ascending => {
                        crate::tr!(tr, "replays-pile-up", start = pile.start)
                    }
                    Direction::Descending => {
                        crate::tr!(tr, "replays-pile-down", start = pile.start)
                    }
                };
                row.spawn(Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    ..default()
                })
                .with_children(|column| {
                    column.spawn(theme::label(
                        crate::tr!(tr, "replays-pile", pile = index + 1),
                        15.0,
                        colours.muted,
                    ));
                    card_look::card_node(top, ruleset, 56.0, colours, column);
                    column.spawn(theme::label(direction, 15.0, colours.text));
                    column.spawn(theme::label(
                        crate::tr!(tr, "replays-pile-count", count = pile.cards.len()),
                        13.0,
                        colours.muted,
                    ));
                });
            }
        });
}

/// A seat's hand, face up, as it was; the person's marked with the
/// review's next turn.
fn spawn_hand(
    screen: &mut ChildSpawnerCommands,
    replay: &Replay,
    game: &Game,
    seat: usize,
    next_turn: Option<&TurnReview>,
    tr: &Tr,
    colours: &Colours,
) {
    let ruleset = game.ruleset();
    screen
        .spawn(Node {
            align_items: AlignItems::Center,
            ..default()
        })
        .with_children(|row| {
            row.spawn((
                theme::label(seat_label(tr, replay, seat), 16.0, colours.text),
                Node {
                    width: px(150),
                    ..default()
                },
            ));
            let hand = game.hand(seat);
            if hand.is_empty() {
                row.spawn(theme::label(
                    crate::tr!(tr, "replays-hand-empty"),
                    15.0,
                    colours.muted,
                ));
            }
            match next_turn.filter(|_| Some(seat) == replay.human_seat) {
                Some(turn) => {
                    for &card in hand {
                        spawn_marked_card(row, card, turn, ruleset, tr, colours);
                    }
                }
                None => {
                    for &card in hand {
                        card_look::card_node(card, ruleset, 32.0, colours, row);
                    }
                }
            }
        });
}

/// A card of the person's hand before a reviewed turn: framed in the accent
/// colour when the expert would play it, with the pile beneath for the
/// expert and for the person.
fn spawn_marked_card(
    row: &mut ChildSpawnerCommands,
    card: u8,
    turn: &TurnReview,
    ruleset: &Ruleset,
    tr: &Tr,
    colours: &Colours,
) {
    let pile_of = |plays: &[Play]| plays.iter().find(|play| play.card == card).map(|p| p.pile);
    let expert = pile_of(&turn.expert);
    let played = pile_of(&turn.played);
    // Every card of the hand the same height, so the marked ones line up.
    row.spawn((
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            min_height: px(84),
            padding: UiRect::axes(px(4), px(0)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BorderColor::all(if expert.is_some() {
            colours.accent
        } else {
            Color::NONE
        }),
    ))
    .with_children(|column| {
        card_look::card_node(card, ruleset, 32.0, colours, column);
        if let Some(pile) = expert {
            column.spawn(theme::label(
                crate::tr!(tr, "replays-expert-pile", pile = pile + 1),
                12.0,
                colours.accent,
            ));
        }
        if let Some(pile) = played {
            column.spawn(theme::label(
                crate::tr!(tr, "replays-you-pile", pile = pile + 1),
                12.0,
                colours.text,
            ));
        }
    });
}
