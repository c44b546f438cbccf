//! The score screen: the result and why, cards left, how far from excellent,
//! every seat's leftover cards revealed; play again (same settings, a new deal
//! unless a seed was typed) or back to the menu.

use bevy::prelude::*;

use super::audio::{Sfx, Sound};
use super::screen::Screen;
use super::session::Table;
use super::table::seat_name;
use super::theme::{self, ButtonAction};
use crate::rules::{DuelWin, Mode, Outcome};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ScoreAction {
    PlayAgain,
    Menu,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Score), spawn_score);
    app.add_systems(Update, score_input.run_if(in_state(Screen::Score)));
}

/// The headline and the explanation lines for a finished game.
pub fn describe_result(table: &Table) -> (String, Color, Vec<String>) {
    let game = &table.game;
    let Some(outcome) = game.outcome() else {
        return ("Game abandoned".into(), theme::MUTED, Vec::new());
    };
    let mut lines = Vec::new();
    let (title, colour) = match outcome {
        Outcome::Won => {
            lines.push("All 98 cards are on the piles (R-CO-17).".into());
            ("You beat the game!".to_string(), theme::GOOD)
        }
        Outcome::Lost {
            cards_left,
            excellent,
            seat,
            gave_up,
        } => {
            let who = seat_name(table, seat);
            lines.push(if gave_up {
                format!("{who} gave up (R-CO-16).")
            } else {
                format!("{who} could not play the turn's minimum (R-CO-16).")
            });
            lines.push(format!("{cards_left} cards were not played (R-CO-18)."));
            if excellent {
                lines.push("Fewer than 10 left: an excellent result.".into());
                (format!("Excellent: {cards_left} cards left"), theme::GOOD)
            } else {
                let short = cards_left - 9;
                let cards = if short == 1 { "card" } else { "cards" };
                lines.push(format!(
                    "{short} more {cards} played would have been excellent (fewer than 10 left)."
                ));
                (format!("{cards_left} cards left"), theme::ACCENT)
            }
        }
        Outcome::FireLost {
            cards_left,
            card,
            pile,
        } => {
            lines.push(format!(
                "The fire card {card} on pile {} burned: nobody covered it by the end of the turn after it was played (R-FIRE-2).",
                pile + 1
            ));
            lines.push(format!(
                "A fire loses the game whatever the count; {cards_left} cards were still unplayed."
            ));
            ("Lost to fire".to_string(), theme::DANGER)
        }
        Outcome::DuelWon { winner, how } => {
            let who = seat_name(table, winner);
            lines.push(match how {
                DuelWin::AllCardsPlayed => format!("{who} placed all 58 cards (R-DU-10)."),
                DuelWin::OpponentStuck => format!(
                    "{} could not play 2 cards at the start of the turn (R-DU-11).",
                    seat_name(table, 1 - winner)
                ),
                DuelWin::OpponentResigned => {
                    format!("{} resigned.", seat_name(table, 1 - winner))
                }
            });
            for seat in 0..2 {
                lines.push(format!(
                    "{}: {} cards still to place",
                    seat_name(table, seat),
                    game.cards_left_of(seat)
                ));
            }
            if table.is_human(winner) {
                ("You win the Duel!".to_string(), theme::GOOD)
            } else if table.human_seat.is_some() {
                ("The computer wins the Duel".to_string(), theme::DANGER)
            } else {
                (format!("{who} wins the Duel"), theme::ACCENT)
            }
        }
    };
    if game.ruleset().mode == Mode::Coop {
        lines.push(format!("Draw pile: {} cards", game.draw_pile_sizes()[0]));
    }
    (title, colour, lines)
}

fn spawn_score(mut commands: Commands, table: Option<Res<Table>>) {
    let Some(table) = table else {
        return;
    };
    let (title, colour, lines) = describe_result(&table);
    let game = &table.game;
    commands
        .spawn((DespawnOnExit(Screen::Score), theme::centred_screen(8.0)))
        .with_children(|screen| {
            screen.spawn(theme::label(title, 48.0, colour));
            screen.spawn(theme::label(
                format!("{}  -  seed {}", game.ruleset().describe(), table.seed),
                17.0,
                theme::MUTED,
            ));
            for line in lines {
                screen.spawn((
                    theme::label(line, 19.0, theme::TEXT),
                    Node {
                        max_width: px(900),
                        ..default()
                    },
                ));
            }
            screen.spawn((
                theme::label("Cards left in each hand", 20.0, theme::ACCENT),
                Node {
                    margin: UiRect::top(px(12)),
                    ..default()
                },
            ));
            for seat in 0..game.ruleset().seats {
                let hand = game.hand(seat);
                let cards = if hand.is_empty() {
                    "none".to_string()
                } else {
                    hand.iter()
                        .map(u8::to_string)
                        .collect::<Vec<_>>()
                        .join("  ")
                };
                screen.spawn(theme::label(
                    format!("{}: {cards}", seat_name(&table, seat)),
                    18.0,
                    theme::TEXT,
                ));
            }
            screen
                .spawn(Node {
                    margin: UiRect::top(px(18)),
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(theme::button(
                        "Play again [Enter]",
                        ScoreAction::PlayAgain,
                        240.0,
                    ));
                    row.spawn(theme::button("Menu [Esc]", ScoreAction::Menu, 240.0));
                });
        });
}

fn score_input(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Query<(&Interaction, &ButtonAction<ScoreAction>), Changed<Interaction>>,
    mut next: ResMut<NextState<Screen>>,
    mut sfx: MessageWriter<Sfx>,
) {
    let mut action = buttons
        .iter()
        .find(|(interaction, _)| **interaction == Interaction::Pressed)
        .map(|(_, action)| action.0);
    if keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::Space) {
        action = Some(ScoreAction::PlayAgain);
    }
    if keys.just_pressed(KeyCode::Escape) || keys.just_pressed(KeyCode::KeyM) {
        action = Some(ScoreAction::Menu);
    }
    if let Some(action) = action {
        sfx.write(Sfx(Sound::Click));
        next.set(match action {
            ScoreAction::PlayAgain => Screen::Deal,
            ScoreAction::Menu => Screen::Menu,
        });
    }
}
