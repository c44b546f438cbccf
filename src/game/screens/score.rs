//! The score screen: the result and why, cards left, how far from excellent,
//! every seat's leftover cards revealed, the deal code and how the
//! statistics moved; play the same deal again, a new deal, copy the deal
//! code, or back to the menu.

use bevy::prelude::*;

use crate::game::audio::{Sfx, Sound};
use crate::game::core::describe::{deal_code_text, describe_result, seat_name};
use crate::game::core::kept::{LastGame, Stats};
use crate::game::core::language::{Tr, describe_ruleset};
use crate::game::core::session::{Match, MatchConfig};
use crate::game::core::states::Screen;
use crate::game::ui::focus::{FocusList, FocusRows, mark_focused};
use crate::game::ui::theme::{self, Colours, Focused};
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
struct ScoreFocus(FocusList);

/// What the copy button last did, shown under the buttons.
#[derive(Component)]
struct CopyStatus;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ScoreFocus>();
    // After the game is counted, so the record line includes it.
    app.add_systems(
        OnEnter(Screen::Score),
        spawn_score.after(crate::game::core::kept::keep_finished_game),
    );
    app.add_systems(Update, score_input.run_if(in_state(Screen::Score)));
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
    table: Option<Res<Match>>,
    tr: Res<Tr>,
    last: Res<LastGame>,
    stats: Res<Stats>,
    colours: Res<Colours>,
    mut focus: ResMut<ScoreFocus>,
) {
    let Some(table) = table else {
        return;
    };
    focus.0 = FocusList::default();
    let (title, tone, lines) = describe_result(&table, &tr);
    let colour = colours.tone(tone);
    let game = &table.game;
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
    shown: FocusRows<ScoreAction>,
    mut status: Query<&mut Text, With<CopyStatus>>,
    table: Option<Res<Match>>,
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
