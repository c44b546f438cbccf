//! The score screen, a moment (see `score_ceremony`): the cards left counted
//! down to the result, the verdict on the rule book's scale and why, each
//! seat's share of the cards played and its leftover hand, the cards left
//! turn by turn, and how the statistics moved; play the same deal again, a
//! new deal, copy the deal code, or back to the menu. A Duel shows both
//! decks' cards still to place and the winner.

use crate::piles::GAME;
use bevy::prelude::*;

use crate::shell::pad::KeysLegend;

use super::score_ceremony::{COUNT_SECONDS, Ceremony, ConfettiLayer, Counter, Lands};
use super::score_parts::{
    SIDE_MARGIN, spawn_chart, spawn_counter, spawn_duel_chart, spawn_shares, spawn_tally_move,
};
use crate::piles::describe::describe_ruleset;
use crate::piles::describe::{deal_code_text, describe_result, seat_name};
use crate::piles::kept::{LastGame, TallyMoved};
use crate::piles::session::{MatchConfig, PilesMatch};
use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::pacing::Pacing;
use crate::shell::review::{ReviewPanel, open_and_close, review_closed};
use crate::shell::states::Screen;
use crate::shell::ui::focus::{FocusList, FocusRows, mark_focused};
use crate::shell::ui::scroll::HoldsTop;
use crate::shell::ui::theme::{self, Colours, Focused};
use crate::shell::ui::zoom::FillsWindow;
use pilefire_engine::piles::review::Review;
use pilefire_engine::piles::rules::{Mode, Outcome, Progress, Verdict};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ScoreAction {
    SameDeal,
    NewDeal,
    CopyCode,
    Menu,
}

const ACTIONS: [ScoreAction; 4] = [
    ScoreAction::SameDeal,
    ScoreAction::NewDeal,
    ScoreAction::CopyCode,
    ScoreAction::Menu,
];

/// The keyboard's place among the buttons.
#[derive(Resource, Debug, Clone, Copy, Default)]
struct ScoreFocus(FocusList);

/// What the copy button last did, shown under the buttons.
#[derive(Component)]
struct CopyStatus;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(super::score_ceremony::plugin);
    app.init_resource::<ScoreFocus>();
    // After the game is counted, so the record line includes it.
    app.add_systems(
        OnEnter(Screen::Score(GAME)),
        spawn_score.after(crate::piles::kept::keep_finished_game),
    );
    app.add_systems(
        Update,
        score_input
            .run_if(in_state(Screen::Score(GAME)))
            .run_if(review_closed::<Review>)
            // Esc that closes the review must not reach the score screen too.
            .before(open_and_close::<Review>),
    );
}

fn button_text(action: ScoreAction, tr: &Tr) -> String {
    tr.get(match action {
        ScoreAction::SameDeal => "score-same-deal",
        ScoreAction::NewDeal => "score-new-deal",
        ScoreAction::CopyCode => "score-copy-code",
        ScoreAction::Menu => "score-menu",
    })
}

fn spawn_score(
    mut commands: Commands,
    table: Option<Res<PilesMatch>>,
    tr: Res<Tr>,
    (moved, last): (Res<TallyMoved>, Res<LastGame>),
    colours: Res<Colours>,
    pacing: Res<Pacing>,
    mut focus: ResMut<ScoreFocus>,
) {
    let Some(table) = table else {
        return;
    };
    focus.0 = FocusList::default();
    let verdict = table.game.outcome().as_ref().map(Verdict::of);
    let confetti = match verdict {
        Some(Verdict::Beaten) => 140,
        Some(Verdict::Excellent) => 60,
        Some(Verdict::DuelDecided) if person_won_duel(&table) => 90,
        _ => 0,
    };
    commands.insert_resource(Ceremony::new(&pacing, confetti));
    let hints = last.0.as_ref().map_or(0, |summary| summary.hints_used);
    commands.spawn(confetti_layer());
    commands
        .spawn((
            DespawnOnExit(Screen::Score(GAME)),
            crate::shell::ui::scroll::centred_screen(10.0),
            FillsWindow,
            // The page shows its count while it runs, then glides to the buttons.
            HoldsTop(COUNT_SECONDS * pacing.flight_factor.max(0.0) + 0.6),
        ))
        .with_children(|screen| {
            let game = &table.game;
            screen.spawn(theme::label(
                crate::tr!(
                    tr,
                    "score-subtitle",
                    rules = describe_ruleset(game.ruleset(), &tr),
                    code = deal_code_text(&table)
                ),
                15.0,
                colours.muted,
            ));
            let progress = game.record().progress();
            spawn_hero(screen, &table, &progress, &tr, &colours);
            spawn_figures(screen, &table, &progress, &tr, &colours);
            if let Some(moved) = &moved.0 {
                spawn_tally_move(screen, moved, hints, &tr, &colours);
            }
            spawn_buttons(screen, &tr);
            spawn_review_row(screen, &colours);
            screen.spawn((
                KeysLegend("score-keys"),
                theme::label(tr.get("score-keys"), 14.0, colours.muted),
            ));
        });
}

/// The layer the confetti falls in, behind the words and panels: the
/// celebration never hides the result.
fn confetti_layer() -> impl Bundle {
    (
        DespawnOnExit(Screen::Score(GAME)),
        ConfettiLayer,
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            overflow: Overflow::clip(),
            ..default()
        },
        GlobalZIndex(-1),
        Pickable::IGNORE,
    )
}

/// The result in words: the headline, its colour and the count's, the
/// lines under it and the rules that ended the game.
struct ResultWords {
    headline: String,
    headline_colour: Color,
    count_colour: Color,
    lines: Vec<String>,
    rules: Vec<&'static str>,
}

fn result_words(table: &PilesMatch, tr: &Tr, colours: &Colours) -> ResultWords {
    let (headline, tone, lines) = describe_result(table, tr);
    let outcome = table.game.outcome();
    let verdict = outcome.as_ref().map(Verdict::of);
    let headline = match verdict {
        Some(Verdict::Beaten) => tr.get("score-verdict-beaten"),
        Some(Verdict::Excellent) => tr.get("score-verdict-excellent"),
        Some(Verdict::Counted) => tr.get("score-verdict-counted"),
        _ => headline,
    };
    // A loss closes quietly: the count in muted ink, the verdict not shouting.
    let (count_colour, headline_colour) = match verdict {
        Some(Verdict::Beaten | Verdict::Excellent) => (colours.good, colours.good),
        Some(Verdict::Counted) => (colours.text, colours.text),
        _ => (colours.text, colours.tone(tone)),
    };
    let rules = outcome
        .as_ref()
        .map(Verdict::rules)
        .unwrap_or_default()
        .into_iter()
        .map(|rule| rule.id())
        .collect();
    ResultWords {
        headline,
        headline_colour,
        count_colour,
        lines,
        rules,
    }
}

/// The count (or the Duel's two) beside the headline and the result's
/// lines.
fn spawn_hero(
    screen: &mut ChildSpawnerCommands,
    table: &PilesMatch,
    progress: &Progress,
    tr: &Tr,
    colours: &Colours,
) {
    let words = result_words(table, tr, colours);
    let game = &table.game;
    screen
        .spawn(Node {
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            padding: UiRect::horizontal(px(SIDE_MARGIN)),
            column_gap: px(28),
            ..default()
        })
        .with_children(|hero| {
            if game.ruleset().mode == Mode::Duel {
                spawn_duel_counts(hero, table, progress, tr, colours);
            } else {
                let left = game.cards_left();
                spawn_counter(
                    hero,
                    Counter {
                        from: progress.start,
                        to: left,
                    },
                    crate::tr!(tr, "score-count-caption", count = left),
                    96.0,
                    words.count_colour,
                    colours.muted,
                );
            }
            hero.spawn(Node {
                flex_direction: FlexDirection::Column,
                row_gap: px(4),
                max_width: px(600),
                ..default()
            })
            .with_children(|column| spawn_result_words(column, words, tr, colours));
        });
}

/// The headline (landing in its colour), the result's lines and the rules
/// that ended the game.
fn spawn_result_words(
    column: &mut ChildSpawnerCommands,
    words: ResultWords,
    tr: &Tr,
    colours: &Colours,
) {
    let colour = words.headline_colour;
    column.spawn((
        theme::label(words.headline, 46.0, colour),
        Lands { colour },
        UiTransform::default(),
    ));
    for line in words.lines {
        column.spawn(theme::label(line, 17.0, colours.text));
    }
    if !words.rules.is_empty() {
        column.spawn(theme::label(
            crate::tr!(
                tr,
                "score-rules-aside",
                count = words.rules.len(),
                rules = words.rules.join(", ")
            ),
            13.0,
            colours.muted,
        ));
    }
}

/// The seats' shares and the game's chart, side by side until they wrap.
fn spawn_figures(
    screen: &mut ChildSpawnerCommands,
    table: &PilesMatch,
    progress: &Progress,
    tr: &Tr,
    colours: &Colours,
) {
    screen
        .spawn(Node {
            // A definite width, so a wrapped second panel makes the
            // row taller instead of spilling over what follows.
            width: percent(100),
            // The zoom grows the panels until they wrap: without
            // this they would end flush with the window's sides.
            padding: UiRect::horizontal(px(SIDE_MARGIN)),
            column_gap: px(16),
            row_gap: px(10),
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::FlexStart,
            ..default()
        })
        .with_children(|figures| {
            spawn_shares(figures, table, progress, tr, colours);
            match table.game.ruleset().mode {
                Mode::Coop => spawn_chart(figures, progress, tr, colours),
                Mode::Duel => spawn_duel_chart(figures, table, progress, tr, colours),
            }
        });
}

/// What the person can do next, the first focused.
fn spawn_buttons(screen: &mut ChildSpawnerCommands, tr: &Tr) {
    screen
        .spawn(Node {
            margin: UiRect::top(px(4)),
            padding: UiRect::horizontal(px(SIDE_MARGIN)),
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            max_width: px(1240),
            ..default()
        })
        .with_children(|row| {
            for (index, action) in ACTIONS.into_iter().enumerate() {
                let mut button = row.spawn(theme::button(button_text(action, tr), action, 240.0));
                if index == 0 {
                    button.insert(Focused);
                }
            }
        });
}

/// The review's line (filled by the shell's review once the person's
/// turns are reviewed) shares its row with the copy button's word, so the
/// page grows no taller.
fn spawn_review_row(screen: &mut ChildSpawnerCommands, colours: &Colours) {
    screen
        .spawn(Node {
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            column_gap: px(16),
            padding: UiRect::horizontal(px(SIDE_MARGIN)),
            ..default()
        })
        .with_children(|row| {
            row.spawn((ReviewPanel, Node::default()));
            row.spawn((CopyStatus, theme::label("", 16.0, colours.good)));
        });
}

/// Whether the person won the Duel (or, with bots alone, anyone did).
fn person_won_duel(table: &PilesMatch) -> bool {
    matches!(table.game.outcome(), Some(Outcome::DuelWon { winner, .. })
        if table.human_seat.is_none_or(|seat| seat == winner))
}

/// A Duel's two decks side by side: each seat's cards still to place,
/// counted down from its 58, the winner marked in words and colour.
fn spawn_duel_counts(
    hero: &mut ChildSpawnerCommands,
    table: &PilesMatch,
    progress: &Progress,
    tr: &Tr,
    colours: &Colours,
) {
    let winner = match table.game.outcome() {
        Some(Outcome::DuelWon { winner, .. }) => Some(winner),
        _ => None,
    };
    let per_seat = progress.start / 2;
    for seat in 0..2 {
        let left = table.game.cards_left_of(seat);
        let won = winner == Some(seat);
        let colour = if won { colours.good } else { colours.text };
        hero.spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(14), px(8)),
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BorderColor::all(if won { colours.good } else { Color::NONE }),
            crate::shell::ui::chrome::panel(),
        ))
        .with_children(|column| {
            column.spawn(theme::label(seat_name(table, seat, tr), 19.0, colour));
            spawn_counter(
                column,
                Counter {
                    from: per_seat,
                    to: left,
                },
                crate::tr!(tr, "score-duel-caption", count = left),
                72.0,
                colour,
                colours.muted,
            );
            column.spawn(theme::label(
                // A blank line for the other seat, so both decks stand equal.
                if won {
                    tr.get("score-duel-winner")
                } else {
                    " ".to_string()
                },
                15.0,
                colours.good,
            ));
        });
    }
}

fn score_input(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ScoreAction>,
    shown: FocusRows<ScoreAction>,
    mut status: Query<&mut Text, With<CopyStatus>>,
    table: Option<Res<PilesMatch>>,
    config: Option<ResMut<MatchConfig>>,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    tr: Res<Tr>,
    mut focus: ResMut<ScoreFocus>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut sfx: MessageWriter<Sfx>,
) {
    let mut action = theme::pressed(&buttons);
    // The buttons sit in a row that may wrap: both axes move along it.
    focus.0.follow_keys(
        &keys,
        [KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::Tab],
        [KeyCode::ArrowLeft, KeyCode::ArrowUp],
        ACTIONS.len(),
    );
    let focused = ACTIONS[focus.0.index()];
    mark_focused(&mut commands, &shown, Some(&focused));
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        action = Some(focused);
    }
    if keys.just_pressed(KeyCode::KeyN) {
        action = Some(ScoreAction::NewDeal);
    }
    if keys.just_pressed(KeyCode::KeyC) {
        action = Some(ScoreAction::CopyCode);
    }
    if keys.just_pressed(KeyCode::Escape) || keys.just_pressed(KeyCode::KeyM) {
        action = Some(ScoreAction::Menu);
    }
    let Some(action) = action else {
        return;
    };
    sfx.write(Sfx(Sound::Click));
    let (Some(table), Some(mut config)) = (table, config) else {
        next.set(Screen::Menu);
        return;
    };
    match action {
        ScoreAction::SameDeal => {
            config.seed = Some(table.seed);
            config.resume = None;
            next.set(Screen::Deal(GAME));
        }
        ScoreAction::NewDeal => {
            config.seed = None;
            config.resume = None;
            config.daily = false;
            next.set(Screen::Deal(GAME));
        }
        ScoreAction::CopyCode => {
            let code = deal_code_text(&table);
            let copied = clipboard.map(|mut clipboard| clipboard.set_text(code.clone()));
            let message = match copied {
                Some(Ok(())) => crate::tr!(tr, "score-copied", code = code),
                Some(Err(error)) => crate::tr!(tr, "score-copy-failed", reason = error.to_string()),
                None => crate::tr!(tr, "score-copy-failed", reason = "-"),
            };
            for mut text in &mut status {
                text.0 = message.clone();
            }
        }
        ScoreAction::Menu => next.set(Screen::Menu),
    }
}
