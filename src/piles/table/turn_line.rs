//! The top bar's turn line and which of the person's buttons are live: the
//! line speaks to the person only on their own turn (a bot's turn, and every
//! turn of a bots-only game, is told in the third person), and the buttons
//! that act for the person are disabled while they cannot act.

use bevy::prelude::*;
use bevy::ui::InteractionDisabled;

use crate::piles::describe::seat_name;
use crate::piles::session::{MatchSystems, PilesMatch};
use crate::piles::table::hud::{HudAction, TurnText};
use crate::shell::language::Tr;
use crate::shell::states::AppSystems;
use crate::shell::ui::theme::ButtonAction;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (refresh_turn_text, enable_buttons)
            .in_set(AppSystems::Update)
            .in_set(MatchSystems::OnTable),
    );
}

/// Where a turn stands, for its line on the top bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnState<'a> {
    /// The seat to move, by name ("Bot 1"); `None` for the person.
    pub bot: Option<&'a str>,
    pub played: usize,
    pub required: usize,
}

/// The turn line: "Your turn: play 2 more (at least 2)", "Bot 1 has played
/// 2 cards and may end the turn".
pub fn turn_words(tr: &Tr, state: TurnState) -> String {
    let remaining = state.required.saturating_sub(state.played);
    match state.bot {
        None if remaining > 0 => crate::tr!(
            tr,
            "hud-play-more",
            whose = tr.get("hud-your-turn"),
            remaining = remaining,
            required = state.required
        ),
        None => crate::tr!(
            tr,
            "hud-may-end",
            whose = tr.get("hud-your-turn"),
            played = state.played
        ),
        Some(seat) if remaining > 0 => crate::tr!(
            tr,
            "hud-they-play-more",
            whose = crate::tr!(tr, "hud-their-turn", seat = seat),
            remaining = remaining,
            required = state.required
        ),
        Some(seat) => crate::tr!(tr, "hud-they-may-end", seat = seat, played = state.played),
    }
}

fn refresh_turn_text(
    table: Res<PilesMatch>,
    tr: Res<Tr>,
    mut text: Single<&mut Text, With<TurnText>>,
) {
    if !table.is_changed() && !tr.is_changed() {
        return;
    }
    let game = &table.game;
    if game.is_over() {
        text.0 = tr.get("hud-game-over");
        return;
    }
    let seat = game.to_move();
    let name = seat_name(&table, seat, &tr);
    let (required, _) = game.required_this_turn();
    text.0 = turn_words(
        &tr,
        TurnState {
            bot: (!table.is_human(seat)).then_some(name.as_str()),
            played: game.plays_this_turn().len(),
            required,
        },
    );
}

/// Whether the person may use a button now: ending, undoing and hints on
/// their own turn, giving up while they are in a game that goes on, the
/// pause always.
pub fn button_live(table: &PilesMatch, action: HudAction) -> bool {
    let game = &table.game;
    let in_game = table.human_seat.is_some() && !game.is_over();
    match action {
        HudAction::Menu => true,
        HudAction::GiveUp => in_game,
        HudAction::EndTurn | HudAction::Undo | HudAction::Hint => {
            in_game && table.is_human(game.to_move())
        }
    }
}

fn enable_buttons(
    mut commands: Commands,
    table: Res<PilesMatch>,
    buttons: Query<(Entity, &ButtonAction<HudAction>, Has<InteractionDisabled>)>,
    added: Query<(), Added<ButtonAction<HudAction>>>,
) {
    if !table.is_changed() && added.is_empty() {
        return;
    }
    for (entity, action, disabled) in &buttons {
        let live = button_live(&table, action.0);
        if live && disabled {
            commands.entity(entity).remove::<InteractionDisabled>();
        } else if !live && !disabled {
            commands.entity(entity).insert(InteractionDisabled);
        }
    }
}
