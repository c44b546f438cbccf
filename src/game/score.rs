//! The score screen: the result and why, cards left, how far from excellent,
//! every seat's leftover cards revealed, the deal code and how the
//! statistics moved; play the same deal again, a new deal, copy the deal
//! code, or back to the menu.

use bevy::prelude::*;

use super::audio::{Sfx, Sound};
use super::history::{LastGame, Stats};
use super::i18n::{Tr, describe_ruleset, yes_no};
use super::screen::Screen;
use super::session::{MatchConfig, Table};
use super::table::seat_name;
use super::theme::{self, ButtonAction, Focused};
use crate::dealcode::DealCode;
use crate::l10n::Catalog;
use crate::rules::{DuelWin, Mode, Outcome};
use crate::stats::StatKey;

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
struct ScoreFocus(usize);

/// What the copy button last did, shown under the buttons.
#[derive(Component)]
struct CopyStatus;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScoreFocus>();
    // After the game is counted, so the record line includes it.
    app.add_systems(
        OnEnter(Screen::Score),
        spawn_score.after(super::history::keep_finished_game),
    );
    app.add_systems(Update, score_input.run_if(in_state(Screen::Score)));
}

/// The deal code of the game at the table (empty if its seed fits no code).
pub fn deal_code_text(table: &Table) -> String {
    DealCode::new(*table.game.ruleset(), table.seed)
        .map(|code| code.to_string())
        .unwrap_or_default()
}

/// The headline and the explanation lines for a finished game.
pub fn describe_result(table: &Table, tr: &Catalog) -> (String, Color, Vec<String>) {
    let game = &table.game;
    let colours = theme::colours();
    let Some(outcome) = game.outcome() else {
        return (tr.get("score-abandoned"), colours.muted, Vec::new());
    };
    let mut lines = Vec::new();
    let (title, colour) = match outcome {
        Outcome::Won => {
            lines.push(tr.get("score-all-played"));
            (tr.get("score-won"), colours.good)
        }
        Outcome::Lost {
            cards_left,
            excellent,
            seat,
            gave_up,
        } => {
            let who = seat_name(table, seat, tr);
            let you = yes_no(table.is_human(seat));
            lines.push(if gave_up {
                crate::tr!(tr, "score-gave-up", seat = who, you = you)
            } else {
                crate::tr!(tr, "score-stuck", seat = who, you = you)
            });
            lines.push(crate::tr!(tr, "score-not-played", count = cards_left));
            if excellent {
                lines.push(tr.get("score-excellent-line"));
                (
                    crate::tr!(tr, "score-excellent", count = cards_left),
                    colours.good,
                )
            } else {
                lines.push(crate::tr!(tr, "score-short", count = cards_left - 9));
                (
                    crate::tr!(tr, "score-cards-left", count = cards_left),
                    colours.accent,
                )
            }
        }
        Outcome::FireLost {
            cards_left,
            card,
            pile,
        } => {
            lines.push(crate::tr!(
                tr,
                "score-fire-burned",
                card = card,
                pile = pile + 1
            ));
            lines.push(crate::tr!(tr, "score-fire-count", count = cards_left));
            (tr.get("score-fire-lost"), colours.danger)
        }
        Outcome::DuelWon { winner, how } => {
            let who = seat_name(table, winner, tr);
            let loser = seat_name(table, 1 - winner, tr);
            let (winner_you, loser_you) = (
                yes_no(table.is_human(winner)),
                yes_no(table.is_human(1 - winner)),
            );
            lines.push(match how {
                DuelWin::AllCardsPlayed => crate::tr!(
                    tr,
                    "score-duel-all-placed",
                    seat = who.as_str(),
                    you = winner_you
                ),
                DuelWin::OpponentStuck => {
                    crate::tr!(tr, "score-duel-stuck", seat = loser, you = loser_you)
                }
                DuelWin::OpponentResigned => {
                    crate::tr!(tr, "score-duel-resigned", seat = loser, you = loser_you)
                }
            });
            for seat in 0..2 {
                lines.push(crate::tr!(
                    tr,
                    "score-duel-to-place",
                    seat = seat_name(table, seat, tr),
                    count = game.cards_left_of(seat)
                ));
            }
            if table.is_human(winner) {
                (tr.get("score-duel-you-win"), colours.good)
            } else if table.human_seat.is_some() {
                (tr.get("score-duel-computer-wins"), colours.danger)
            } else {
                (
                    crate::tr!(tr, "score-duel-wins", seat = who),
                    colours.accent,
                )
            }
        }
    };
    if game.ruleset().mode == Mode::Coop {
        lines.push(crate::tr!(
            tr,
            "score-draw-pile",
            count = game.draw_pile_sizes()[0]
        ));
    }
    (title, colour, lines)
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
    table: Option<Res<Table>>,
    tr: Res<Tr>,
    last: Res<LastGame>,
    stats: Res<Stats>,
    mut focus: ResMut<ScoreFocus>,
) {
    let Some(table) = table else {
        return;
    };
    focus.0 = 0;
    let (title, colour, lines) = describe_result(&table, &tr);
    let game = &table.game;
    let colours = theme::colours();
    // How this game moved the person's record for this kind of game.
    let record_line = last.0.as_ref().and_then(|summary| {
        let tally = stats.tally(&StatKey::of(&summary.ruleset))?;
        Some(crate::tr!(
            tr,
            "score-record",
            games = tally.games,
            wins = tally.wins,
            best = tally.best.unwrap_or(summary.cards_left),
            streak = tally.current_streak,
            hints = summary.hints_used
        ))
    });
    commands
        .spawn((DespawnOnExit(Screen::Score), theme::centred_screen(8.0)))
        .with_children(|screen| {
            screen.spawn(theme::label(title, 48.0, colour));
            screen.spawn(theme::label(
                crate::tr!(
                    tr,
                    "score-subtitle",
                    rules = describe_ruleset(game.ruleset(), &tr),
                    code = deal_code_text(&table)
                ),
                17.0,
                colours.muted,
            ));
            for line in lines {
                screen.spawn((
                    theme::label(line, 19.0, colours.text),
                    Node {
                        max_width: px(900),
                        ..default()
                    },
                ));
            }
            if let Some(line) = record_line {
                screen.spawn(theme::label(line, 17.0, colours.accent));
            }
            screen.spawn((
                theme::label(tr.get("score-hands"), 20.0, colours.accent),
                Node {
                    margin: UiRect::top(px(12)),
                    ..default()
                },
            ));
            for seat in 0..game.ruleset().seats {
                let hand = game.hand(seat);
                let cards = if hand.is_empty() {
                    tr.get("score-hand-empty")
                } else {
                    hand.iter()
                        .map(u8::to_string)
                        .collect::<Vec<_>>()
                        .join("  ")
                };
                screen.spawn(theme::label(
                    crate::tr!(
                        tr,
                        "score-hand",
                        seat = seat_name(&table, seat, &tr),
                        cards = cards
                    ),
                    18.0,
                    colours.text,
                ));
            }
            screen
                .spawn(Node {
                    margin: UiRect::top(px(18)),
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    max_width: px(1240),
                    ..default()
                })
                .with_children(|row| {
                    for (index, action) in ACTIONS.into_iter().enumerate() {
                        let mut button =
                            row.spawn(theme::button(button_text(action, &tr), action, 284.0));
                        if index == 0 {
                            button.insert(Focused);
                        }
                    }
                });
            screen.spawn((CopyStatus, theme::label("", 16.0, colours.good)));
            screen.spawn(theme::label(tr.get("score-keys"), 14.0, colours.muted));
        });
}

fn score_input(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ScoreAction>,
    shown: Query<(Entity, &ButtonAction<ScoreAction>, Has<Focused>)>,
    mut status: Query<&mut Text, With<CopyStatus>>,
    table: Option<Res<Table>>,
    config: Option<ResMut<MatchConfig>>,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    tr: Res<Tr>,
    mut focus: ResMut<ScoreFocus>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut sfx: MessageWriter<Sfx>,
) {
    let mut action = theme::pressed(&buttons);
    if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::Tab]) {
        focus.0 = (focus.0 + 1) % ACTIONS.len();
    }
    if keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::ArrowUp]) {
        focus.0 = (focus.0 + ACTIONS.len() - 1) % ACTIONS.len();
    }
    for (entity, button, focused) in &shown {
        let wanted = ACTIONS[focus.0] == button.0;
        if wanted != focused {
            if wanted {
                commands.entity(entity).insert(Focused);
            } else {
                commands.entity(entity).remove::<Focused>();
            }
        }
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        action = Some(ACTIONS[focus.0]);
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
            next.set(Screen::Deal);
        }
        ScoreAction::NewDeal => {
            config.seed = None;
            config.resume = None;
            config.daily = false;
            next.set(Screen::Deal);
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
