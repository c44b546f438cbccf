//! Controllers: a gamepad press taps the key that does the same thing, so
//! every screen that answers the keyboard answers a pad with no code of its
//! own. The D-pad and the left stick are the arrows (held, they repeat);
//! A is Enter, B and Start are Esc (not on the title, where Esc quits), Y is
//! Space, X is R (review, replays), LB/RB are Page Up/Down, View (Select) is
//! Tab, LT is C (copy the code, the other game's statistics) and RT is N
//! (a new deal). On the deal-code page only the keys that do not type
//! letters. A table may bind buttons its own way while it is played
//! ([`PadBindings`]).
//!
//! While the last input came from a pad, the key lines under each screen
//! show pad buttons ([`PadInUse`], [`KeysLegend`]).

use std::time::Duration;

use bevy::input::InputSystems;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::shell::language::Tr;
use crate::shell::states::{GameId, Menu, Pause, Screen};

/// A direction held this long starts repeating, once every [`REPEAT`].
const REPEAT_DELAY: Duration = Duration::from_millis(400);
const REPEAT: Duration = Duration::from_millis(120);
/// How far the left stick must lean to count as a direction.
const STICK_LEAN: f32 = 0.6;

/// What a pad can press: a button, or a direction of the D-pad or stick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PadInput {
    Button(GamepadButton),
    Up,
    Down,
    Left,
    Right,
}

const DIRECTIONS: [(PadInput, KeyCode); 4] = [
    (PadInput::Up, KeyCode::ArrowUp),
    (PadInput::Down, KeyCode::ArrowDown),
    (PadInput::Left, KeyCode::ArrowLeft),
    (PadInput::Right, KeyCode::ArrowRight),
];

/// The keys every screen shares.
const MENU_BINDINGS: [(GamepadButton, KeyCode); 10] = [
    (GamepadButton::South, KeyCode::Enter),
    (GamepadButton::East, KeyCode::Escape),
    (GamepadButton::Start, KeyCode::Escape),
    (GamepadButton::North, KeyCode::Space),
    (GamepadButton::West, KeyCode::KeyR),
    (GamepadButton::LeftTrigger, KeyCode::PageUp),
    (GamepadButton::RightTrigger, KeyCode::PageDown),
    (GamepadButton::Select, KeyCode::Tab),
    (GamepadButton::LeftTrigger2, KeyCode::KeyC),
    (GamepadButton::RightTrigger2, KeyCode::KeyN),
];

/// Where the pad is pressed, for the few places the shared keys differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PadPlace {
    /// The title menu: Esc quits, so B and Start do nothing.
    Title,
    /// The deal-code page: letter keys type, so the pad sends none.
    Typing,
    Elsewhere,
}

/// The buttons a table binds its own way while it is played; cleared each
/// frame, so a table sets them in [`PadSystems::Bind`] while it is on.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct PadBindings(pub Vec<(PadInput, Option<KeyCode>)>);

impl PadBindings {
    /// The key `input` taps now: a table's binding (which may be none)
    /// before the shared one.
    pub fn key(&self, input: PadInput, place: PadPlace) -> Option<KeyCode> {
        if let Some((_, key)) = self.0.iter().find(|(bound, _)| *bound == input) {
            return *key;
        }
        if let Some((_, key)) = DIRECTIONS.iter().find(|(direction, _)| *direction == input) {
            return Some(*key);
        }
        let PadInput::Button(button) = input else {
            return None;
        };
        if place == PadPlace::Title && matches!(button, GamepadButton::East | GamepadButton::Start)
        {
            return None;
        }
        let key = MENU_BINDINGS
            .iter()
            .find(|(bound, _)| *bound == button)
            .map(|(_, key)| *key)?;
        let letter = matches!(key, KeyCode::KeyR | KeyCode::KeyC | KeyCode::KeyN);
        (!(place == PadPlace::Typing && letter)).then_some(key)
    }
}

/// Whether the last input came from a pad: the key lines show its buttons.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PadInUse(pub bool);

/// A key line (the muted "Enter: open  Esc: back" under a screen): its
/// message id. The text is the `-pad` variant of that message while a pad
/// is in use, where one exists.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeysLegend(pub &'static str);

/// `Bind`: tables set [`PadBindings`]; `Tap`: presses become keys.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PadSystems {
    Bind,
    Tap,
}

/// When each held direction repeats next.
#[derive(Resource, Debug, Default)]
struct Held([Option<Duration>; 4]);

/// Binds `bindings` while `game`'s table is played and not paused: a
/// table's own buttons ([`PadBindings`]).
pub fn bind_at_table(
    app: &mut App,
    game: GameId,
    bindings: &'static [(PadInput, Option<KeyCode>)],
) {
    app.add_systems(
        PreUpdate,
        (move |mut pad: ResMut<PadBindings>| pad.0.extend_from_slice(bindings))
            .in_set(PadSystems::Bind)
            .run_if(in_state(Screen::Turns(game)).and_then(in_state(Pause::Running))),
    );
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PadBindings>()
        .init_resource::<PadInUse>()
        .init_resource::<Held>();
    // After Bevy's input systems, so the keys pressed here are seen this
    // frame, and cleared by them at the start of the next.
    app.configure_sets(
        PreUpdate,
        (PadSystems::Bind, PadSystems::Tap)
            .chain()
            .after(InputSystems),
    );
    app.add_systems(PreUpdate, clear_bindings.before(PadSystems::Bind));
    app.add_systems(PreUpdate, tap_keys.in_set(PadSystems::Tap));
    app.add_systems(Update, write_legends);
}

fn clear_bindings(mut bindings: ResMut<PadBindings>) {
    if !bindings.0.is_empty() {
        bindings.0.clear();
    }
}

/// The directions a pad points now: the D-pad, or the stick leaning.
fn pointing(pad: &Gamepad) -> [bool; 4] {
    let stick = pad.left_stick();
    [
        pad.pressed(GamepadButton::DPadUp) || stick.y > STICK_LEAN,
        pad.pressed(GamepadButton::DPadDown) || stick.y < -STICK_LEAN,
        pad.pressed(GamepadButton::DPadLeft) || stick.x < -STICK_LEAN,
        pad.pressed(GamepadButton::DPadRight) || stick.x > STICK_LEAN,
    ]
}

/// Taps the keys the pads press, and notes which input is in use: a pad's
/// button or stick makes it the pad; a key or a mouse button, the keyboard.
fn tap_keys(
    pads: Query<&Gamepad>,
    bindings: Res<PadBindings>,
    menu: Option<Res<State<Menu>>>,
    time: Res<Time<Real>>,
    mut keyboard: MessageReader<KeyboardInput>,
    mut mouse: MessageReader<MouseButtonInput>,
    mut held: ResMut<Held>,
    mut in_use: ResMut<PadInUse>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // The menu's page exists only while the menu is on screen.
    let place = match menu.map(|menu| *menu.get()) {
        Some(Menu::Title) => PadPlace::Title,
        Some(Menu::Code) => PadPlace::Typing,
        _ => PadPlace::Elsewhere,
    };
    let mut inputs = Vec::new();
    let mut pointed = [false; 4];
    for pad in &pads {
        for (any, now) in pointed.iter_mut().zip(pointing(pad)) {
            *any |= now;
        }
        inputs.extend(
            pad.get_just_pressed()
                .filter(|button| !is_dpad(**button))
                .map(|button| PadInput::Button(*button)),
        );
    }
    if !inputs.is_empty() || pointed.contains(&true) {
        in_use.set_if_neq(PadInUse(true));
    } else if keyboard.read().count() + mouse.read().count() > 0 {
        in_use.set_if_neq(PadInUse(false));
    }
    let now = time.elapsed();
    for (index, (direction, _)) in DIRECTIONS.iter().enumerate() {
        let due = &mut held.0[index];
        match (pointed[index], *due) {
            (false, _) => *due = None,
            (true, None) => {
                *due = Some(now + REPEAT_DELAY);
                inputs.push(*direction);
            }
            (true, Some(at)) if now >= at => {
                *due = Some(now + REPEAT);
                inputs.push(*direction);
            }
            (true, Some(_)) => {}
        }
    }
    // A held direction repeats on the clock: keep frames coming.
    if held.0.iter().any(Option::is_some) {
        redraw.write(RequestRedraw);
    }
    for input in inputs {
        if let Some(key) = bindings.key(input, place) {
            // Pressed and released in one frame: `just_pressed` for the
            // systems that read it, and nothing left held.
            keys.press(key);
            keys.release(key);
        }
    }
}

fn is_dpad(button: GamepadButton) -> bool {
    matches!(
        button,
        GamepadButton::DPadUp
            | GamepadButton::DPadDown
            | GamepadButton::DPadLeft
            | GamepadButton::DPadRight
    )
}

/// Key lines follow the input in use, and are written when they appear.
fn write_legends(
    in_use: Res<PadInUse>,
    tr: Res<Tr>,
    mut legends: Query<(Ref<KeysLegend>, &mut Text)>,
) {
    for (legend, mut text) in &mut legends {
        if !(legend.is_added() || in_use.is_changed()) {
            continue;
        }
        let pad_id = format!("{}-pad", legend.0);
        let wanted = if in_use.0 && tr.has(&pad_id) {
            tr.get(&pad_id)
        } else {
            tr.get(legend.0)
        };
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
}
