//! Replaying a record: every move checked by the engine, and the recorded
//! result compared with the one the replay reaches.

use super::action::Play;
use super::game::Game;
use super::record::{
    Move, RECORD_VERSION, Record, ReplayError, TurnEnd, TurnRecord, describe_move,
};

impl Record {
    /// Replays the whole record, checking every move and the recorded result.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        self.replay_with(|_, _, _| {})
    }

    /// Replays the record, calling `after_turn(turn_number_from_1, turn, game)`
    /// after each turn.
    pub fn replay_with(
        &self,
        mut after_turn: impl FnMut(usize, &TurnRecord, &Game),
    ) -> Result<Game, ReplayError> {
        if self.version != RECORD_VERSION {
            return Err(ReplayError::UnsupportedVersion(self.version));
        }
        let mut game = Game::new(self.ruleset, self.deal.clone(), self.first_seat)
            .map_err(ReplayError::Setup)?;
        let mut open = false;
        for (index, turn) in self.turns.iter().enumerate() {
            let number = index + 1;
            if game.is_over() || open {
                return Err(ReplayError::TrailingTurns { turn: number });
            }
            if turn.seat != game.to_move() {
                return Err(ReplayError::WrongSeat {
                    turn: number,
                    recorded: turn.seat,
                    to_move: game.to_move(),
                });
            }
            for (move_index, step) in turn.moves.iter().enumerate() {
                let result = match *step {
                    Move::Play { card, pile } => {
                        game.play(turn.seat, Play::new(card, pile)).map(|_| ())
                    }
                    Move::Signal { seat, pile, signal } => game.set_signal(seat, pile, signal),
                };
                result.map_err(|error| ReplayError::IllegalMove {
                    turn: number,
                    index: move_index + 1,
                    what: describe_move(step),
                    error,
                })?;
            }
            let ended = match turn.end {
                TurnEnd::Draw => game.end_turn(turn.seat).map(|_| ()),
                TurnEnd::GiveUp => game.give_up(turn.seat).map(|_| ()),
                TurnEnd::Open => {
                    open = true;
                    Ok(())
                }
            };
            ended.map_err(|error| ReplayError::IllegalEnd {
                turn: number,
                error,
            })?;
            after_turn(number, turn, &game);
        }
        match (self.outcome, game.outcome()) {
            // `None` means the game goes on, so a finished game must say how it ended.
            (None, Some(replayed)) => return Err(ReplayError::OutcomeMissing { replayed }),
            (Some(recorded), replayed) if Some(recorded) != replayed => {
                return Err(ReplayError::OutcomeMismatch {
                    recorded: Some(recorded),
                    replayed,
                });
            }
            _ => {}
        }
        Ok(game)
    }
}
