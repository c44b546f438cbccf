//! Plays a game to its end with one bot per seat, through the same checked
//! operations a human's moves use.

use super::Bot;
use crate::piles::rules::{Game, Outcome, RuleError};

/// The guard against a bot that never ends its turn: no legal turn is longer
/// than a whole hand, so this many actions in one turn is a bug.
const MAX_ACTIONS_PER_TURN: usize = 256;

/// Plays until the game is over. A bot's illegal move is returned as the error.
pub fn play_out(game: &mut Game, bots: &mut [Box<dyn Bot>]) -> Result<Outcome, RuleError> {
    while game.outcome().is_none() {
        play_turn(game, bots)?;
    }
    Ok(game.outcome().expect("loop ends when the game is over"))
}

/// Plays the turn of the seat to move with its bot.
pub fn play_turn(game: &mut Game, bots: &mut [Box<dyn Bot>]) -> Result<(), RuleError> {
    let seat = game.to_move();
    let turn = game.turn();
    let actions = bots[seat].plan_turn(&game.observation(seat));
    for action in actions.into_iter().take(MAX_ACTIONS_PER_TURN) {
        if game.is_over() {
            break;
        }
        game.apply(seat, action)?;
    }
    if !game.is_over() && game.turn() == turn {
        // A plan that stops short of ending its turn is the bot's bug; give up
        // rather than loop forever.
        game.give_up(seat)?;
    }
    Ok(())
}
