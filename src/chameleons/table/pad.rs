//! The pad at the chameleon table: the D-pad picks a row, A places the drawn
//! card there or takes the row, Y draws, RB asks the expert, B or Start
//! pauses (the shell's bindings, with RB for the hint).

use bevy::input::gamepad::GamepadButton;
use bevy::prelude::*;

use crate::chameleons::GAME;
use crate::shell::pad::{PadBindings, PadInput, PadSystems};
use crate::shell::states::{Pause, Screen};

const BINDINGS: [(PadInput, Option<KeyCode>); 1] = [(
    PadInput::Button(GamepadButton::RightTrigger),
    Some(KeyCode::KeyH),
)];

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        bind.in_set(PadSystems::Bind)
            .run_if(in_state(Screen::Turns(GAME)).and_then(in_state(Pause::Running))),
    );
}

fn bind(mut bindings: ResMut<PadBindings>) {
    bindings.0.extend(BINDINGS);
}
