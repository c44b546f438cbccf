//! The messages between a client and the table server (`docs/ONLINE.md`).
//!
//! One WebSocket per seat; every message is one JSON text frame. JSON because
//! a person can read it in a log or a browser's network tab, every language
//! speaks it, and serde writes it fast enough: an update is at most a few
//! kilobytes and the server's time goes to the network, not to encoding
//! (docs/PERFORMANCE.md). Each message is an object whose `type` names it.

use serde::{Deserialize, Serialize};

use crate::game::{GameChoice, PublicEvent, SeatAction, SeatView, TableDeal};

/// The protocol's version. A client names it in its first message; the
/// server refuses any other with [`ErrorKind::WrongVersion`].
pub const PROTOCOL: u32 = 1;

/// The largest message a client may send, in bytes. Actions are tens of
/// bytes; opening a table with five seats and names is under one kilobyte.
pub const MAX_CLIENT_MESSAGE: usize = 4096;

/// What each seat holds, as the one who opens the table chooses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "seat", rename_all = "snake_case")]
pub enum SeatChoice {
    /// A person who joins with the table's code.
    Friend,
    /// A bot on the server, of this level (or chameleon style).
    Bot { level: String },
}

/// From a client.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// Open a table and sit at `seat` (which must be a friend's seat).
    Open {
        protocol: u32,
        game: GameChoice,
        seats: Vec<SeatChoice>,
        seat: usize,
        name: String,
        /// Only on servers run with `--allow-chosen-deals`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        deal: Option<TableDeal>,
    },
    /// Take a free friend's seat at the table with this code (`None`: the
    /// first free one).
    Join {
        protocol: u32,
        code: String,
        #[serde(default)]
        seat: Option<usize>,
        name: String,
    },
    /// Come back to a seat with its token, after a dropped connection or a
    /// restarted server.
    Rejoin {
        protocol: u32,
        code: String,
        token: String,
    },
    /// The opener starts the game once every friend's seat is taken.
    Start,
    /// This seat's action. A client acts only for its own seat.
    Act { action: SeatAction },
    /// The opener lets a bot of `level` play `seat` for now (`Some`), or
    /// gives the seat back to its person (`None`).
    StandIn { seat: usize, level: Option<String> },
}

/// A seat as everyone at the table sees it in the lobby and during play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub choice: SeatChoice,
    /// The person's name, once someone has taken the seat.
    pub name: Option<String>,
    pub connected: bool,
    /// The bot playing for an away person, if the opener asked for one.
    pub stand_in: Option<String>,
}

/// Who sits where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lobby {
    pub game: GameChoice,
    pub opener: usize,
    pub started: bool,
    pub seats: Vec<SeatInfo>,
}

/// From the server.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// You hold `seat` at the table `code`; keep `token` to come back.
    Welcome {
        protocol: u32,
        code: String,
        seat: usize,
        token: String,
    },
    /// Who sits where (after every change of seats or connections).
    Lobby { lobby: Lobby },
    /// The game as your seat may see it, after `step` changes, and what
    /// everyone saw happen since the last update.
    Update {
        step: u64,
        view: Box<SeatView>,
        events: Vec<PublicEvent>,
    },
    /// Your action was refused by the rules; nothing changed.
    Refused { rule: String, message: String },
    /// Your message was refused; see `error`.
    Error { error: ErrorKind, message: String },
    /// The game is over: its record (the game's own RON format) and how it
    /// ended. The table closes once every person has this.
    Finished { summary: String, record: String },
    /// The table was closed without a result.
    Closed { message: String },
}

/// Why a message was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// The client speaks another protocol version; the connection closes.
    WrongVersion,
    /// Not a message of this protocol.
    Malformed,
    /// Larger than [`MAX_CLIENT_MESSAGE`]; the connection closes.
    TooLarge,
    /// Over the limit of messages per second; the message was dropped.
    RateLimited,
    /// No open table has that code (or the code is mistyped).
    NoSuchTable,
    /// The code and token do not name a seat.
    BadToken,
    /// The seat is not a free friend's seat.
    SeatNotFree,
    /// The request needs a seat first (open, join or rejoin).
    NotSeated,
    /// This connection already holds a seat.
    AlreadySeated,
    /// Only the one who opened the table may do this.
    NotOpener,
    /// The game cannot start yet: a friend's seat is empty.
    NotReady,
    /// The game has started (or has not, for an action).
    WrongPhase,
    /// The table's options are not a game (the message says which rule).
    BadTable,
    /// This address has as many open tables as the server allows.
    TooManyTables,
    /// The server is full.
    ServerFull,
    /// Nothing was said for too long; the connection closes.
    TimedOut,
}

impl ServerMessage {
    pub fn error(error: ErrorKind, message: impl Into<String>) -> ServerMessage {
        ServerMessage::Error {
            error,
            message: message.into(),
        }
    }

    /// The JSON text sent on the wire.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("server messages always serialise")
    }
}

impl ClientMessage {
    /// The JSON text sent on the wire.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("client messages always serialise")
    }
}
