//! The person's keys and the table's buttons, turned into intents. (Mouse
//! drag and click on cards live with the cards.)
//!
//! Keys: Left/Right pick a card, 1-4 play it on that pile (or Up/Down point
//! at a pile and Space plays on it: the pad's way), Enter ends the turn, Z or Backspace undoes, H asks for a hint, G gives up, Esc pauses (the pause menu);
//! Shift+1-4 toggles "leave this pile to me", Ctrl+1-4 "small jumps here";
//! Alt+1-4 shows or hides that pile's history (as hovering it does).

use bevy::prelude::*;

use crate::piles::session::MatchSystems;

use crate::shell::ui::keyboard::modifier_held;

use crate::piles::hints::HintRequest;
use crate::piles::session::{PilesIntent, PilesMatch};
use crate::piles::table::hud::{HudAction, HudButtons, pressed_hud_buttons};
use crate::piles::table::picked::HistoryPile;
use crate::piles::table::picked::Selection;
use crate::shell::audio::{Sfx, Sound};
use crate::shell::states::{AppSystems, Pause};
use pilefire_engine::piles::rules::{Action, Play, Signal};

const PILE_KEYS: [(KeyCode, KeyCode); 4] = [
    (KeyCode::Digit1, KeyCode::Numpad1),
    (KeyCode::Digit2, KeyCode::Numpad2),
    (KeyCode::Digit3, KeyCode::Numpad3),
    (KeyCode::Digit4, KeyCode::Numpad4),
];

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        table_input
            .in_set(AppSystems::RecordInput)
            .in_set(MatchSystems::OnTable)
            .run_if(in_state(Pause::Running)),
    );
}

fn table_input(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: HudButtons,
    table: Res<PilesMatch>,
    mut selection: ResMut<Selection>,
    mut intents: MessageWriter<PilesIntent>,
    mut next: ResMut<NextState<Pause>>,
    mut sfx: MessageWriter<Sfx>,
    mut hints: MessageWriter<HintRequest>,
    mut history: ResMut<HistoryPile>,
) {
    let mut actions = pressed_hud_buttons(&buttons);
    if !actions.is_empty() {
        sfx.write(Sfx(Sound::Click));
    }
    if keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter) {
        actions.push(HudAction::EndTurn);
    }
    if keys.just_pressed(KeyCode::KeyZ) || keys.just_pressed(KeyCode::Backspace) {
        actions.push(HudAction::Undo);
    }
    if keys.just_pressed(KeyCode::KeyH) {
        actions.push(HudAction::Hint);
    }
    if keys.just_pressed(KeyCode::KeyG) {
        actions.push(HudAction::GiveUp);
    }
    if keys.just_pressed(KeyCode::Escape) {
        actions.push(HudAction::Menu);
    }
    if actions.contains(&HudAction::Menu) {
        next.set(Pause::Paused);
        return;
    }
    let Some(seat) = table.human_seat else {
        return;
    };
    for pressed in actions {
        let action = match pressed {
            HudAction::EndTurn => Action::EndTurn,
            HudAction::Undo => Action::Undo,
            HudAction::GiveUp => Action::GiveUp,
            HudAction::Menu => continue,
            HudAction::Hint => {
                hints.write(HintRequest);
                continue;
            }
        };
        intents.write(PilesIntent { seat, action });
    }

    // Picking a card with the arrow keys.
    let hand = table.game.hand(seat);
    if !hand.is_empty() {
        let current = selection
            .card
            .and_then(|card| hand.iter().position(|&c| c == card));
        let step = |delta: isize| -> u8 {
            let start = current.map_or(if delta > 0 { -1 } else { hand.len() as isize }, |i| {
                i as isize
            });
            let index = (start + delta).rem_euclid(hand.len() as isize) as usize;
            hand[index]
        };
        if keys.just_pressed(KeyCode::ArrowRight) {
            selection.card = Some(step(1));
        }
        if keys.just_pressed(KeyCode::ArrowLeft) {
            selection.card = Some(step(-1));
        }
    }

    // Pointing at a pile, and playing on the pile pointed at.
    let piles = table.game.piles().len();
    if keys.just_pressed(KeyCode::ArrowDown) {
        selection.pile = Some(selection.pile.map_or(0, |pile| (pile + 1) % piles));
    }
    if keys.just_pressed(KeyCode::ArrowUp) {
        selection.pile = Some(
            selection
                .pile
                .map_or(piles - 1, |pile| (pile + piles - 1) % piles),
        );
    }
    if keys.just_pressed(KeyCode::Space)
        && let Some(card) = selection.card
    {
        match selection.pile {
            Some(pile) => {
                intents.write(PilesIntent {
                    seat,
                    action: Action::Play(Play::new(card, pile)),
                });
            }
            // Nothing pointed at yet: point at the first pile that takes it.
            None => {
                selection.pile = (0..piles)
                    .find(|&pile| table.game.check_play(seat, Play::new(card, pile)).is_ok());
            }
        }
    }

    let shift = modifier_held(&keys, [KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let control = modifier_held(&keys, [KeyCode::ControlLeft, KeyCode::ControlRight]);
    let alt = modifier_held(&keys, [KeyCode::AltLeft, KeyCode::AltRight]);
    for (pile, (digit, numpad)) in PILE_KEYS.into_iter().enumerate() {
        if !keys.any_just_pressed([digit, numpad]) {
            continue;
        }
        if alt {
            history.0 = (history.0 != Some(pile)).then_some(pile);
        } else if shift || control {
            // Toggle this seat's signal on the pile (R-CO-13).
            let wanted = if shift {
                Signal::LeaveToMe
            } else {
                Signal::SmallJumps
            };
            let current = table
                .game
                .signals()
                .into_iter()
                .find(|mark| mark.seat == seat && mark.pile == pile)
                .map(|mark| mark.signal);
            let signal = (current != Some(wanted)).then_some(wanted);
            intents.write(PilesIntent {
                seat,
                action: Action::Signal { pile, signal },
            });
        } else if let Some(card) = selection.card {
            intents.write(PilesIntent {
                seat,
                action: Action::Play(Play::new(card, pile)),
            });
        }
    }
}
