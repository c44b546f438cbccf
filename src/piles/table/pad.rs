//! The pad at the number-pile table: the D-pad picks a card (Left/Right) and
//! points at a pile (Up/Down), A plays the card there, Y ends the turn, X
//! undoes, RB asks for a hint, View gives up (when no way is left), B or
//! Start pauses.

use bevy::input::gamepad::GamepadButton;
use bevy::prelude::*;

use crate::piles::GAME;
use crate::shell::pad::{PadInput, bind_at_table};

const BINDINGS: [(PadInput, Option<KeyCode>); 5] = [
    (PadInput::Button(GamepadButton::South), Some(KeyCode::Space)),
    (PadInput::Button(GamepadButton::North), Some(KeyCode::Enter)),
    (PadInput::Button(GamepadButton::West), Some(KeyCode::KeyZ)),
    (
        PadInput::Button(GamepadButton::RightTrigger),
        Some(KeyCode::KeyH),
    ),
    (PadInput::Button(GamepadButton::Select), Some(KeyCode::KeyG)),
];

pub(crate) fn plugin(app: &mut App) {
    bind_at_table(app, GAME, &BINDINGS);
}
