//! The pad at the chameleon table: the D-pad picks a row, A places the drawn
//! card there or takes the row, Y draws, RB asks the expert, B or Start
//! pauses (the shell's bindings, with RB for the hint).

use bevy::input::gamepad::GamepadButton;
use bevy::prelude::*;

use crate::chameleons::GAME;
use crate::shell::pad::{PadInput, bind_at_table};

const BINDINGS: [(PadInput, Option<KeyCode>); 1] = [(
    PadInput::Button(GamepadButton::RightTrigger),
    Some(KeyCode::KeyH),
)];

pub(crate) fn plugin(app: &mut App) {
    bind_at_table(app, GAME, &BINDINGS);
}
