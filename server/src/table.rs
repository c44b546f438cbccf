//! One table: its seats, its game and what each seat is sent. Plain,
//! synchronous state with no network in it; [`crate::house`] carries its
//! messages. Nothing here ever puts one seat's view in another's message.

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use crate::code::{TableCode, seat_token};
use crate::game::{
    GameChoice, PublicEvent, Refusal, SeatAction, SeatBot, TableDeal, TableGame, TableRecord,
};
use crate::protocol::{ErrorKind, Lobby, SeatChoice, SeatInfo, ServerMessage};

/// The version of table files.
pub const TABLE_FILE_VERSION: u32 = 1;

/// The longest name a person may give.
pub const MAX_NAME_CHARS: usize = 24;

/// A seat and who holds it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub choice: SeatChoice,
    pub name: Option<String>,
    /// The secret that gives the seat back; `None` until someone takes it.
    pub token: Option<String>,
    /// A bot playing for the away person, as the opener asked.
    pub stand_in: Option<String>,
}

/// A table as kept in the data folder: the seats, the deal and, once the
/// game has started, its record. Written after every change, before any
/// seat hears of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableFile {
    pub version: u32,
    pub code: TableCode,
    pub game: GameChoice,
    pub opener: usize,
    pub seats: Vec<Seat>,
    pub deal: TableDeal,
    /// Draws the Duel's first seat.
    pub first_seed: u64,
    /// Seeds the bots (each seat its own).
    pub bot_seed: u64,
    /// Changes so far; every update carries it.
    pub step: u64,
    pub record: Option<TableRecord>,
}

/// An action as the table's log keeps it between two snapshots.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedAction {
    /// The table's step after the action.
    pub step: u64,
    pub seat: usize,
    pub action: SeatAction,
}

/// A refusal of a request about seats, as sent to the client.
pub type SeatError = (ErrorKind, String);

/// A table in memory.
pub struct Table {
    pub code: TableCode,
    pub choice: GameChoice,
    pub opener: usize,
    pub seats: Vec<Seat>,
    deal: TableDeal,
    first_seed: u64,
    bot_seed: u64,
    pub step: u64,
    pub game: Option<TableGame>,
    bots: Vec<Option<SeatBot>>,
    /// Whether each seat has been sent the finished game.
    pub finished_sent: Vec<bool>,
    /// Actions applied since the table was last kept.
    pub unsaved: Vec<LoggedAction>,
}

/// A clean name: printable, trimmed, at most [`MAX_NAME_CHARS`].
pub fn clean_name(name: &str) -> Result<String, SeatError> {
    let name: String = name
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME_CHARS)
        .collect();
    if name.is_empty() {
        return Err((ErrorKind::BadTable, "a name cannot be empty".into()));
    }
    Ok(name)
}

impl Table {
    /// A new table with the opener at `seat`. Returns it and the opener's token.
    pub fn open(
        code: TableCode,
        choice: GameChoice,
        seats: Vec<SeatChoice>,
        seat: usize,
        name: &str,
        deal: Option<TableDeal>,
        rng: &mut impl Rng,
    ) -> Result<(Table, String), SeatError> {
        choice
            .validate()
            .map_err(|r| (ErrorKind::BadTable, r.message))?;
        if seats.len() != choice.seats() {
            return Err((
                ErrorKind::BadTable,
                format!(
                    "this game has {} seats; {} were described",
                    choice.seats(),
                    seats.len()
                ),
            ));
        }
        for s in &seats {
            if let SeatChoice::Bot { level } = s
                && !choice.knows_bot(level)
            {
                return Err((
                    ErrorKind::BadTable,
                    format!("there is no bot called \"{level}\" in this game"),
                ));
            }
        }
        if seats.get(seat) != Some(&SeatChoice::Friend) {
            return Err((
                ErrorKind::SeatNotFree,
                "the one who opens a table sits at a friend's seat".into(),
            ));
        }
        let name = clean_name(name)?;
        let deal = deal.unwrap_or_else(|| TableGame::seeded_deal(&choice, rng.random()));
        // The deal must make a game of this choice before anyone joins.
        TableGame::new(&choice, &deal, 0).map_err(|r| (ErrorKind::BadTable, r.message))?;
        let token = seat_token(rng);
        let count = seats.len();
        let mut table = Table {
            code,
            choice,
            opener: seat,
            seats: seats
                .into_iter()
                .map(|choice| Seat {
                    choice,
                    name: None,
                    token: None,
                    stand_in: None,
                })
                .collect(),
            deal,
            first_seed: rng.random(),
            bot_seed: rng.random(),
            step: 0,
            game: None,
            bots: (0..count).map(|_| None).collect(),
            finished_sent: vec![false; count],
            unsaved: Vec::new(),
        };
        table.seats[seat].name = Some(name);
        table.seats[seat].token = Some(token.clone());
        Ok((table, token))
    }

    /// Takes a free friend's seat. Returns the seat's token.
    pub fn join(
        &mut self,
        seat: usize,
        name: &str,
        rng: &mut impl Rng,
    ) -> Result<String, SeatError> {
        let name = clean_name(name)?;
        match self.seats.get(seat) {
            Some(s) if s.choice == SeatChoice::Friend && s.token.is_none() => {}
            _ => {
                return Err((
                    ErrorKind::SeatNotFree,
                    format!("seat {seat} is not a free friend's seat at this table"),
                ));
            }
        }
        let token = seat_token(rng);
        self.seats[seat].name = Some(name);
        self.seats[seat].token = Some(token.clone());
        self.step += 1;
        Ok(token)
    }

    /// The first friend's seat nobody has taken.
    pub fn free_seat(&self) -> Option<usize> {
        self.seats
            .iter()
            .position(|s| s.choice == SeatChoice::Friend && s.token.is_none())
    }

    /// The seat this token holds.
    pub fn seat_of_token(&self, token: &str) -> Option<usize> {
        self.seats.iter().position(|s| {
            s.token
                .as_deref()
                .is_some_and(|t| constant_time_eq(t, token))
        })
    }

    /// Starts the game: only the opener, only when every friend's seat is taken.
    pub fn start(&mut self, by: usize) -> Result<(), SeatError> {
        if by != self.opener {
            return Err((
                ErrorKind::NotOpener,
                "only the one who opened the table starts it".into(),
            ));
        }
        if self.game.is_some() {
            return Err((ErrorKind::WrongPhase, "the game has already started".into()));
        }
        if let Some(empty) = self
            .seats
            .iter()
            .position(|s| s.choice == SeatChoice::Friend && s.token.is_none())
        {
            return Err((
                ErrorKind::NotReady,
                format!("seat {empty} waits for a friend"),
            ));
        }
        let game = TableGame::new(&self.choice, &self.deal, self.first_seed)
            .map_err(|r| (ErrorKind::BadTable, r.message))?;
        self.game = Some(game);
        self.step += 1;
        Ok(())
    }

    /// A seat's action, checked by the engine.
    pub fn act(&mut self, seat: usize, action: SeatAction) -> Result<PublicEvent, ActError> {
        let Some(game) = &mut self.game else {
            return Err(ActError::Seat((
                ErrorKind::WrongPhase,
                "the game has not started yet".into(),
            )));
        };
        let event = game.apply(seat, action).map_err(ActError::Rule)?;
        self.step += 1;
        self.unsaved.push(LoggedAction {
            step: self.step,
            seat,
            action,
        });
        Ok(event)
    }

    /// The opener hands `seat` to a bot of `level`, or back to its person.
    pub fn stand_in(
        &mut self,
        by: usize,
        seat: usize,
        level: Option<String>,
    ) -> Result<(), SeatError> {
        if by != self.opener {
            return Err((
                ErrorKind::NotOpener,
                "only the one who opened the table hands seats to bots".into(),
            ));
        }
        match self.seats.get(seat) {
            Some(s) if s.choice == SeatChoice::Friend => {}
            _ => {
                return Err((
                    ErrorKind::SeatNotFree,
                    format!("seat {seat} is not a friend's seat"),
                ));
            }
        }
        if let Some(level) = &level
            && !self.choice.knows_bot(level)
        {
            return Err((
                ErrorKind::BadTable,
                format!("there is no bot called \"{level}\" in this game"),
            ));
        }
        if level.is_none() {
            self.bots[seat] = None;
        }
        self.seats[seat].stand_in = level;
        self.step += 1;
        Ok(())
    }

    /// The bot that plays `seat` now, if a bot does.
    pub fn bot_level(&self, seat: usize) -> Option<&str> {
        let s = self.seats.get(seat)?;
        match &s.choice {
            SeatChoice::Bot { level } => Some(level),
            SeatChoice::Friend => s.stand_in.as_deref(),
        }
    }

    /// The seat to move when a bot plays it.
    pub fn bot_to_move(&self) -> Option<usize> {
        let seat = self.game.as_ref()?.to_move()?;
        self.bot_level(seat).map(|_| seat)
    }

    /// Takes the bot of `seat` out to plan with (made on first use).
    pub fn take_bot(&mut self, seat: usize) -> Option<SeatBot> {
        if let Some(bot) = self.bots[seat].take() {
            return Some(bot);
        }
        let level = self.bot_level(seat)?.to_string();
        SeatBot::new(
            &self.choice,
            &level,
            self.bot_seed ^ (seat as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
        )
    }

    /// Puts a bot back after planning, if its seat is still a bot's.
    pub fn return_bot(&mut self, seat: usize, bot: SeatBot) {
        if self.bot_level(seat).is_some() {
            self.bots[seat] = Some(bot);
        }
    }

    pub fn is_started(&self) -> bool {
        self.game.is_some()
    }

    pub fn is_over(&self) -> bool {
        self.game.as_ref().is_some_and(TableGame::is_over)
    }

    /// Who sits where, as everyone sees it; `connected` says which seats
    /// a connection holds now.
    pub fn lobby(&self, connected: &[bool]) -> Lobby {
        Lobby {
            game: self.choice,
            opener: self.opener,
            started: self.is_started(),
            seats: self
                .seats
                .iter()
                .zip(connected)
                .map(|(s, &connected)| SeatInfo {
                    choice: s.choice.clone(),
                    name: s.name.clone(),
                    connected: connected || matches!(s.choice, SeatChoice::Bot { .. }),
                    stand_in: s.stand_in.clone(),
                })
                .collect(),
        }
    }

    /// The game as `seat` may see it, with the events since the last update.
    pub fn update_for(&self, seat: usize, events: &[PublicEvent]) -> Option<ServerMessage> {
        let game = self.game.as_ref()?;
        Some(ServerMessage::Update {
            step: self.step,
            view: Box::new(game.view(seat)),
            events: events.to_vec(),
        })
    }

    /// The finished game, for every seat alike.
    pub fn finished(&self) -> Option<ServerMessage> {
        let game = self.game.as_ref().filter(|g| g.is_over())?;
        Some(ServerMessage::Finished {
            summary: game.summary().unwrap_or_default(),
            record: game.record().to_ron(),
        })
    }

    /// Whether every person has been sent the finished game.
    pub fn all_told(&self) -> bool {
        self.seats
            .iter()
            .zip(&self.finished_sent)
            .all(|(s, &sent)| sent || s.choice != SeatChoice::Friend)
    }

    /// The table as kept on disk.
    pub fn to_file(&self) -> TableFile {
        TableFile {
            version: TABLE_FILE_VERSION,
            code: self.code.clone(),
            game: self.choice,
            opener: self.opener,
            seats: self.seats.clone(),
            deal: self.deal.clone(),
            first_seed: self.first_seed,
            bot_seed: self.bot_seed,
            step: self.step,
            record: self.game.as_ref().map(TableGame::record),
        }
    }

    /// A kept table, its game replayed move by move through the engine.
    pub fn from_file(file: TableFile) -> Result<Table, String> {
        if file.version != TABLE_FILE_VERSION {
            return Err(format!(
                "table file version {} is not {TABLE_FILE_VERSION}",
                file.version
            ));
        }
        if file.seats.len() != file.game.seats() || file.opener >= file.seats.len() {
            return Err("the seats do not fit the game".into());
        }
        let game = match &file.record {
            Some(record) => Some(record.replay()?),
            None => None,
        };
        let count = file.seats.len();
        Ok(Table {
            code: file.code,
            choice: file.game,
            opener: file.opener,
            seats: file.seats,
            deal: file.deal,
            first_seed: file.first_seed,
            bot_seed: file.bot_seed,
            step: file.step,
            game,
            bots: (0..count).map(|_| None).collect(),
            finished_sent: vec![false; count],
            unsaved: Vec::new(),
        })
    }

    /// Applies an action read back from the table's log; it must be the
    /// next step and legal.
    pub fn replay_logged(&mut self, logged: &LoggedAction) -> Result<(), String> {
        if logged.step != self.step + 1 {
            return Err(format!("step {} after step {}", logged.step, self.step));
        }
        self.act(logged.seat, logged.action)
            .map_err(|e| format!("step {}: {e:?}", logged.step))?;
        self.unsaved.clear();
        Ok(())
    }
}

/// Why an action was not carried out.
#[derive(Debug)]
pub enum ActError {
    /// The rules refused it.
    Rule(Refusal),
    /// It came at the wrong time.
    Seat(SeatError),
}

/// Compares tokens in time independent of where they differ.
fn constant_time_eq(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}
