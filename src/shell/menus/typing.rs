//! Typing into the menu: digits for a seed; digits, letters and hyphens for
//! a deal code. A held Control means a shortcut (Ctrl+V), not a letter.

use bevy::prelude::*;

use crate::shell::menus::rows::{Field, MenuState};

pub(crate) const DIGITS: [KeyCode; 10] = [
    KeyCode::Digit0,
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

pub(crate) const LETTERS: [(KeyCode, char); 26] = [
    (KeyCode::KeyA, 'A'),
    (KeyCode::KeyB, 'B'),
    (KeyCode::KeyC, 'C'),
    (KeyCode::KeyD, 'D'),
    (KeyCode::KeyE, 'E'),
    (KeyCode::KeyF, 'F'),
    (KeyCode::KeyG, 'G'),
    (KeyCode::KeyH, 'H'),
    (KeyCode::KeyI, 'I'),
    (KeyCode::KeyJ, 'J'),
    (KeyCode::KeyK, 'K'),
    (KeyCode::KeyL, 'L'),
    (KeyCode::KeyM, 'M'),
    (KeyCode::KeyN, 'N'),
    (KeyCode::KeyO, 'O'),
    (KeyCode::KeyP, 'P'),
    (KeyCode::KeyQ, 'Q'),
    (KeyCode::KeyR, 'R'),
    (KeyCode::KeyS, 'S'),
    (KeyCode::KeyT, 'T'),
    (KeyCode::KeyU, 'U'),
    (KeyCode::KeyV, 'V'),
    (KeyCode::KeyW, 'W'),
    (KeyCode::KeyX, 'X'),
    (KeyCode::KeyY, 'Y'),
    (KeyCode::KeyZ, 'Z'),
];

/// Typing into the seed (digits) or the deal code (digits, letters, hyphens).
pub(crate) fn control_held(keys: &ButtonInput<KeyCode>) -> bool {
    crate::shell::ui::keyboard::modifier_held(keys, [KeyCode::ControlLeft, KeyCode::ControlRight])
}

pub(crate) fn type_text(keys: &ButtonInput<KeyCode>, field: Field, state: &mut MenuState) -> bool {
    let control = control_held(keys);
    let text = match field {
        Field::Seed => &mut state.seed_text,
        Field::Code if !control => &mut state.code_text,
        Field::Code => return false,
    };
    let limit = if field == Field::Seed { 9 } else { 24 };
    let mut typed = false;
    for (value, key) in DIGITS.into_iter().enumerate() {
        if keys.just_pressed(key) && text.len() < limit {
            text.push(char::from(b'0' + value as u8));
            typed = true;
        }
    }
    if field == Field::Code {
        for (key, letter) in LETTERS {
            if keys.just_pressed(key) && text.len() < limit {
                text.push(letter);
                typed = true;
            }
        }
        if keys.any_just_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) && text.len() < limit {
            text.push('-');
            typed = true;
        }
    } else if keys.just_pressed(KeyCode::KeyR) {
        text.clear();
        typed = true;
    }
    if keys.just_pressed(KeyCode::Backspace) {
        text.pop();
        typed = true;
    }
    typed
}
