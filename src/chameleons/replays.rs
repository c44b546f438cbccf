//! The chameleons in the shell's replay viewer (`shell::replays`): the
//! kept records of finished chameleon games, each position rebuilt by the
//! engine from the record and drawn as the table draws it
//! (`replay_board.rs`), with each step also in words for the screen
//! reader. A game the person played is reviewed as it opens (`review.rs`):
//! a decision chosen in the review is shown on the board with the
//! expert's choice marked.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::chameleons::GAME;
use crate::chameleons::board::Fit;
use crate::chameleons::kept::{Stats, chameleon_records_dir};
use crate::chameleons::look::card_name;
use crate::chameleons::replay_board::{ChameleonReplay, seat_name, spawn_board};
use crate::chameleons::review::{self, ChameleonReview};
use crate::shell::language::Tr;
use crate::shell::replays::{
    LIST_LENGTH, ReplayGame, ReplayViewer, ReplayWords, keys_line, spawn_controls,
};
use crate::shell::review::{ReviewPanel, ReviewSheet};
use crate::shell::settings::SettingsStore;
use crate::shell::states::Screen;
use crate::shell::ui::theme::{self, Colours};
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents};
use pilefire_engine::chameleons::review::Review;
use pilefire_engine::chameleons::stats::{ChameleonSummary, load_chameleon_record};
use pilefire_engine::chameleons::{Action, ChameleonGame, RecordedAction};
use pilefire_engine::storage::StorageProblem;

/// A kept record on the list.
#[derive(Debug, Clone)]
pub struct Entry {
    summary: ChameleonSummary,
    file: PathBuf,
}

/// The viewer of the chameleon replays.
pub type ChameleonReplayViewer = ReplayViewer<ChameleonReplay>;

impl ReplayGame for ChameleonReplay {
    const WORDS: ReplayWords = ReplayWords {
        title: "chstats-replays-title",
        none: "chstats-replays-none",
        unreadable: "chstats-replay-broken",
        back: "chstats-back",
        list_keys: "chstats-replays-keys",
        close: "chstats-back",
        keys: "chstats-replay-keys",
        keys_review: "chstats-replay-keys-review",
    };
    type Entry = Entry;
    type Review = Review;

    fn label(entry: &Entry, tr: &Tr) -> String {
        crate::chameleons::statistics::recent_line(&entry.summary, tr)
    }

    fn file(entry: &Entry) -> &Path {
        &entry.file
    }

    /// Games with the person at the table are reviewed; the par's other
    /// seats are the bots that sat there.
    fn open(entry: &Entry) -> Result<(ChameleonReplay, Option<ChameleonReview>), String> {
        let opponents = Opponents::from_name(&entry.summary.level);
        let record = load_chameleon_record(&entry.file).map_err(|problem| match problem {
            StorageProblem::Unreadable { error, .. } | StorageProblem::Corrupt { error, .. } => {
                error
            }
        })?;
        let replay = ChameleonReplay::build(record, entry.summary.human_seat, opponents)?;
        let review = replay.human_seat.map(|seat| {
            let others = opponents.unwrap_or(Opponents::All(ChameleonLevel::Baseline));
            let record = replay.record.clone();
            review::start(record, seat, others, Some(entry.summary.clone()), true)
        });
        Ok((replay, review))
    }

    fn last(&self) -> usize {
        self.positions.len() - 1
    }

    fn reviewed(&self) -> bool {
        self.human_seat.is_some()
    }

    /// The board sized as the table's is for the same window: the header
    /// and the buttons take about what the table's bars do, less the
    /// review's lines (its summary, and the next decision's two lines).
    fn spawn_position(
        commands: &mut Commands,
        viewer: &ChameleonReplayViewer,
        tr: &Tr,
        colours: &Colours,
        window: Vec2,
    ) -> Entity {
        let Some(replay) = viewer.open() else {
            return commands.spawn(Node::default()).id();
        };
        let (game, _) = &replay.positions[viewer.position()];
        let mut review_lines = 0.0;
        if replay.reviewed() {
            review_lines += 28.0;
        }
        if viewer.next_turn().is_some() {
            review_lines += 46.0;
        }
        let fit = Fit::for_game(window - Vec2::new(0.0, review_lines), game);
        commands
            .spawn(Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::all(fit.px(14.0)),
                row_gap: fit.px(6.0),
                ..default()
            })
            .with_children(|screen| spawn_position(screen, viewer, replay, tr, (colours, &fit)))
            .id()
    }
}

/// The replays screen lists the kept records whose files are still there,
/// newest first.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(crate::shell::replays::plugin::<ChameleonReplay>);
    app.add_systems(OnEnter(Screen::Replays(GAME)), list_records);
}

fn list_records(mut commands: Commands, stats: Res<Stats>, store: Res<SettingsStore>) {
    let entries = chameleon_records_dir(&store).map_or_else(Vec::new, |dir| {
        stats
            .history
            .iter()
            .rev()
            .filter_map(|summary| {
                let file = dir.join(summary.record_file.as_ref()?);
                file.exists().then(|| Entry {
                    summary: summary.clone(),
                    file,
                })
            })
            .take(LIST_LENGTH)
            .collect()
    });
    commands.insert_resource(ChameleonReplayViewer::listing(entries));
}

/// What the action that led to `game` did, in words.
fn describe_step(
    replay: &ChameleonReplay,
    before: &ChameleonGame,
    after: &ChameleonGame,
    step: &RecordedAction,
    tr: &Tr,
) -> String {
    let who = seat_name(replay, step.player, tr);
    // "You draw", not "You draws": the sentence follows the person.
    let person = if replay.human_seat == Some(step.player) {
        "you"
    } else {
        "other"
    };
    match step.action {
        Action::Draw => {
            let card = after
                .drawn_card()
                .map_or_else(String::new, |c| card_name(c, tr));
            let key = if after.is_last_round() && !before.is_last_round() {
                "chstats-step-draw-last"
            } else {
                "chstats-step-draw"
            };
            crate::tr!(tr, key, person = person, who = who, card = card)
        }
        Action::Place { row } => {
            let card = before
                .drawn_card()
                .map_or_else(String::new, |c| card_name(c, tr));
            crate::tr!(
                tr,
                "chstats-step-place",
                person = person,
                who = who,
                card = card,
                row = row + 1
            )
        }
        Action::Take { row } => {
            let cards: Vec<String> = before.rows()[row]
                .cards
                .iter()
                .map(|&c| card_name(c, tr))
                .collect();
            crate::tr!(
                tr,
                "chstats-step-take",
                person = person,
                who = who,
                row = row + 1,
                cards = cards.join(", ")
            )
        }
    }
}

/// The position's heading, what led to it, the review's line and the
/// next reviewed decision, the board with the expert's choice marked, and
/// the controls.
fn spawn_position(
    screen: &mut ChildSpawnerCommands,
    viewer: &ChameleonReplayViewer,
    replay: &ChameleonReplay,
    tr: &Tr,
    look: (&Colours, &Fit),
) {
    let (colours, fit) = look;
    let position = viewer.position();
    let (game, step) = &replay.positions[position];
    screen.spawn(theme::label(
        crate::tr!(
            tr,
            "chstats-step-of",
            step = position,
            steps = replay.last(),
            round = game.round(),
            deck = game.deck_count()
        ),
        fit.font(22.0),
        colours.accent,
    ));
    let said = match step {
        None => tr.get("chstats-step-deal"),
        Some(step) => {
            let before = &replay.positions[position - 1].0;
            describe_step(replay, before, game, step, tr)
        }
    };
    screen.spawn(theme::label(said, fit.font(18.0), colours.text));
    if replay.reviewed() {
        screen.spawn((ReviewPanel, Node::default()));
    }
    // The person's next decision as the review judged it, the expert's
    // choice marked on the board.
    let next = viewer.next_turn();
    if let Some(decision) = next {
        let words = Review::turn_words(decision, tr);
        screen.spawn((
            theme::label(
                crate::tr!(tr, "chstats-next-review", decision = words),
                fit.font(15.0),
                colours.accent,
            ),
            Node {
                max_width: percent(90),
                ..default()
            },
        ));
    }
    spawn_board(screen, replay, game, next.map(|d| d.expert), tr, look);
    screen
        .spawn(Node {
            column_gap: fit.px(8.0),
            align_items: AlignItems::Center,
            // Long texts (Italian) at large interface sizes put the key
            // hint on a line of its own rather than push the buttons out.
            max_width: percent(100),
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            row_gap: fit.px(4.0),
            ..default()
        })
        .with_children(|row| {
            spawn_controls(row, viewer, tr, true);
            row.spawn(keys_line(replay, tr, colours, fit.font(14.0)));
        });
}
