//! The person's input at the chameleon table, keyboard first: D or Space
//! draws, 1–5 places the drawn card in that row (or takes the row when
//! nothing is drawn), the arrows pick a row and Enter acts on it, H asks the
//! expert, C copies the deal code, Esc opens the pause menu (the shell's, as
//! at the number-pile table). A click on a row or the deck does the same. Also keeps the line
//! of what happened.

use crate::chameleons::GAME;
use bevy::prelude::*;

use crate::chameleons::describe::chameleon_code_text;
use crate::chameleons::describe::{
    describe_chameleon_error, describe_event, describe_place_reason, describe_take_reason,
};
use crate::chameleons::session::{
    ChameleonApplied, ChameleonHintRequest, ChameleonIntent, ChameleonMatch, at_chameleon_table,
};
use crate::shell::language::Tr;
use crate::shell::states::{AppSystems, Pause, Screen};
use crate::shell::ui::theme::ButtonAction;
use pilefire_engine::chameleons::{Action, Event};

/// What a click at the chameleon table asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowsAction {
    Row(usize),
    Draw,
}

/// The row the arrow keys are on.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RowCursor(pub Option<usize>);

/// What happened last, in words, and the person's last refused action
/// (plain words, rule id) until their next accepted one.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct TableLog {
    pub line: String,
    pub refusal: Option<(String, String)>,
}

const ROW_KEYS: [(KeyCode, KeyCode); 5] = [
    (KeyCode::Digit1, KeyCode::Numpad1),
    (KeyCode::Digit2, KeyCode::Numpad2),
    (KeyCode::Digit3, KeyCode::Numpad3),
    (KeyCode::Digit4, KeyCode::Numpad4),
    (KeyCode::Digit5, KeyCode::Numpad5),
];

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RowCursor>();
    app.init_resource::<TableLog>();
    app.add_systems(OnEnter(Screen::Turns(GAME)), reset);
    app.add_systems(
        Update,
        (
            rows_input
                .in_set(AppSystems::RecordInput)
                .run_if(in_state(Pause::Running)),
            keep_log.in_set(AppSystems::React),
        )
            .run_if(at_chameleon_table),
    );
}

fn reset(mut cursor: ResMut<RowCursor>, mut log: ResMut<TableLog>) {
    *cursor = RowCursor::default();
    *log = TableLog::default();
}

fn rows_input(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    buttons: Query<(&Interaction, &ButtonAction<RowsAction>), Changed<Interaction>>,
    table: Res<ChameleonMatch>,
    mut cursor: ResMut<RowCursor>,
    mut intents: MessageWriter<ChameleonIntent>,
    mut hints: MessageWriter<ChameleonHintRequest>,
    mut next_pause: ResMut<NextState<Pause>>,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    mut log: ResMut<TableLog>,
    tr: Res<Tr>,
) {
    let just = |code: KeyCode| keys.as_ref().is_some_and(|keys| keys.just_pressed(code));
    let clicked: Vec<RowsAction> = buttons
        .iter()
        .filter(|(interaction, _)| **interaction == Interaction::Pressed)
        .map(|(_, action)| action.0)
        .collect();
    if just(KeyCode::Escape) {
        next_pause.set(Pause::Paused);
        return;
    }
    if just(KeyCode::KeyC) {
        copy_code(&table, clipboard, &tr, &mut log);
    }
    let Some(seat) = table.persons_turn() else {
        return;
    };
    let game = &table.game;
    let rows = game.rows();
    // A row key acts on that row: place the drawn card there, or take it.
    let on_row = |row: usize| match game.drawn_card() {
        Some(_) => Action::Place { row },
        None => Action::Take { row },
    };
    let mut actions = Vec::new();
    if just(KeyCode::KeyH) {
        hints.write(ChameleonHintRequest);
    }
    if just(KeyCode::KeyD) || just(KeyCode::Space) {
        actions.push(Action::Draw);
    }
    for (row, (digit, numpad)) in ROW_KEYS.into_iter().enumerate() {
        if just(digit) || just(numpad) {
            actions.push(on_row(row));
        }
    }
    let in_middle: Vec<usize> = (0..rows.len()).filter(|&r| rows[r].in_middle()).collect();
    let current = cursor.0;
    let step = |delta: isize| -> Option<usize> {
        if in_middle.is_empty() {
            return None;
        }
        let at = current.and_then(|row| in_middle.iter().position(|&r| r == row));
        let next = match at {
            Some(i) => (i as isize + delta).rem_euclid(in_middle.len() as isize) as usize,
            None if delta > 0 => 0,
            None => in_middle.len() - 1,
        };
        Some(in_middle[next])
    };
    if just(KeyCode::ArrowDown) || just(KeyCode::ArrowRight) {
        cursor.0 = step(1);
    }
    if just(KeyCode::ArrowUp) || just(KeyCode::ArrowLeft) {
        cursor.0 = step(-1);
    }
    if (just(KeyCode::Enter) || just(KeyCode::NumpadEnter))
        && let Some(row) = cursor.0
    {
        actions.push(on_row(row));
    }
    for click in clicked {
        match click {
            RowsAction::Row(row) => actions.push(on_row(row)),
            RowsAction::Draw => actions.push(Action::Draw),
        }
    }
    // One action a frame: the second of two keys pressed together would be
    // judged against a game that has already moved on.
    if let Some(&action) = actions.first() {
        intents.write(ChameleonIntent { seat, action });
    }
}

/// C: the game's deal code to the clipboard, and what happened in the log.
fn copy_code(
    table: &ChameleonMatch,
    clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    tr: &Tr,
    log: &mut TableLog,
) {
    let code = chameleon_code_text(table.game.players(), table.setup.side, table.seed);
    let copied = clipboard.map(|mut clipboard| clipboard.set_text(code.clone()));
    log.line = match copied {
        Some(Ok(())) => crate::tr!(tr, "rows-copied", code = code),
        Some(Err(error)) => crate::tr!(tr, "rows-copy-failed", reason = error.to_string()),
        None => crate::tr!(tr, "rows-copy-failed", reason = "-"),
    };
}

/// The line of what happened, the person's refusals in plain words with the
/// rule apart, and the cursor kept on a row that is still there.
fn keep_log(
    mut applied: MessageReader<ChameleonApplied>,
    table: Res<ChameleonMatch>,
    tr: Res<Tr>,
    mut log: ResMut<TableLog>,
    mut cursor: ResMut<RowCursor>,
) {
    for message in applied.read() {
        match &message.result {
            Ok(events) => {
                let words: Vec<String> = events
                    .iter()
                    .map(|event| {
                        let said = describe_event(event, &table.names, &tr);
                        match event {
                            // A bot says why it took a row or placed a card
                            // there (R-CL-9: collections are public).
                            Event::Took { player, cards, .. } if !table.is_human(*player) => {
                                let after = table.game.collection(*player);
                                match describe_take_reason(cards, after, &tr) {
                                    Some(why) => format!("{said} {why}"),
                                    None => said,
                                }
                            }
                            Event::Placed { player, card, .. } if !table.is_human(*player) => {
                                let held = table.game.collection(*player);
                                match describe_place_reason(*card, held, &tr) {
                                    Some(why) => format!("{said} {why}"),
                                    None => said,
                                }
                            }
                            _ => said,
                        }
                    })
                    .collect();
                log.line = words.join(" ");
                if table.is_human(message.seat) {
                    log.refusal = None;
                }
            }
            Err(error) if table.is_human(message.seat) => {
                log.refusal = Some(describe_chameleon_error(error, &table.names, &tr));
            }
            Err(_) => {}
        }
    }
    let rows = table.game.rows();
    if cursor
        .0
        .is_some_and(|row| rows.get(row).is_none_or(|row| !row.in_middle()))
    {
        cursor.0 = (0..rows.len()).find(|&r| rows[r].in_middle());
    }
}
