//! A client of the table server: a connection that speaks the protocol,
//! and a seat played by a local bot that comes back by itself after a
//! dropped connection or a restarted server (`pilefire table`, the tests,
//! the load driver).

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

use crate::game::{GameChoice, PublicEvent, SeatAction, SeatBot, SeatView, TableDeal};
use crate::protocol::{ClientMessage, ErrorKind, PROTOCOL, SeatChoice, ServerMessage};

/// The least time between two actions of a seat by default: at most 10 a
/// second, half the server's default limit.
pub const PACE: Duration = Duration::from_millis(100);

/// One connection to a server.
pub struct Connection {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Connection {
    /// Connects to the server at `server` (`HOST:PORT`).
    pub async fn connect(server: &str) -> Result<Connection, String> {
        let url = format!("ws://{server}/table");
        let (socket, _) = connect_async(url.as_str())
            .await
            .map_err(|e| format!("could not reach the server at {server}: {e}"))?;
        Ok(Connection { socket })
    }

    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), String> {
        self.send_frame(Message::text(message.encode())).await
    }

    /// Sends any frame, well-formed or not (the tests of hostile clients).
    pub async fn send_frame(&mut self, frame: Message) -> Result<(), String> {
        self.socket.send(frame).await.map_err(|e| e.to_string())
    }

    /// The next message; `Ok(None)` when the server closed the connection.
    pub async fn recv(&mut self) -> Result<Option<ServerMessage>, String> {
        loop {
            match self.socket.next().await {
                None | Some(Ok(Message::Close(_))) => return Ok(None),
                Some(Err(error)) => return Err(error.to_string()),
                Some(Ok(Message::Text(text))) => {
                    return serde_json::from_str(&text)
                        .map(Some)
                        .map_err(|e| format!("the server sent something unreadable: {e}"));
                }
                Some(Ok(_)) => continue,
            }
        }
    }

    /// The next message's text as it came over the wire.
    pub async fn recv_text(&mut self) -> Result<Option<String>, String> {
        loop {
            match self.socket.next().await {
                None | Some(Ok(Message::Close(_))) => return Ok(None),
                Some(Err(error)) => return Err(error.to_string()),
                Some(Ok(Message::Text(text))) => return Ok(Some(text.to_string())),
                Some(Ok(_)) => continue,
            }
        }
    }
}

/// How a seat comes to the table.
#[derive(Debug, Clone)]
pub enum Entry {
    Open {
        game: GameChoice,
        seats: Vec<SeatChoice>,
        seat: usize,
        deal: Option<TableDeal>,
    },
    Join {
        code: String,
        seat: Option<usize>,
    },
}

/// Told when an action leaves and when each update arrives (the load
/// driver's clock of "action to every seat's update").
pub trait Probe: Send + Sync {
    /// This seat sent the action that will make change `step` at `code`.
    fn sent(&self, code: &str, step: u64);
    /// This seat received the update after change `step` at `code`.
    fn received(&self, code: &str, step: u64);
}

/// A seat played by a local bot.
#[derive(Clone)]
pub struct PlayOptions {
    pub server: String,
    pub name: String,
    /// The bot's level (or chameleon style).
    pub bot: String,
    pub bot_seed: u64,
    /// How long to keep trying to come back after the connection drops.
    pub patience: Duration,
    /// Wait this long before each action (as a person thinks), give or
    /// take a fifth.
    pub think: Duration,
    /// The least time between two actions (see [`PACE`]).
    pub pace: Duration,
    pub probe: Option<std::sync::Arc<dyn Probe>>,
}

/// A finished game, from one seat.
#[derive(Debug, Clone)]
pub struct Played {
    pub code: String,
    pub seat: usize,
    pub summary: String,
    pub record: String,
    /// How often the connection was taken up again.
    pub reconnects: usize,
    /// Updates whose step went backwards after coming back: an acknowledged
    /// action lost (must stay 0).
    pub lost_steps: usize,
}

/// What the seat knows between connections.
struct SeatState {
    code: Option<String>,
    seat: usize,
    token: Option<String>,
    bot: Option<SeatBot>,
    game: Option<GameChoice>,
    plan: Vec<SeatAction>,
    /// An action was sent and its update has not come yet.
    awaiting: bool,
    step: u64,
    refusals: usize,
    started_asked: bool,
    is_opener: bool,
    view: Option<SeatView>,
    last_sent: Option<Instant>,
}

/// Takes a seat and plays it with a bot until the game ends. `on_code` is
/// told the table's code once it is known.
pub async fn play(
    entry: Entry,
    options: &PlayOptions,
    mut on_code: impl FnMut(&str),
) -> Result<Played, String> {
    let mut state = SeatState {
        code: None,
        seat: 0,
        token: None,
        bot: None,
        game: None,
        plan: Vec::new(),
        awaiting: false,
        step: 0,
        refusals: 0,
        started_asked: false,
        is_opener: matches!(entry, Entry::Open { .. }),
        view: None,
        last_sent: None,
    };
    let mut played = Played {
        code: String::new(),
        seat: 0,
        summary: String::new(),
        record: String::new(),
        reconnects: 0,
        lost_steps: 0,
    };
    let mut first = true;
    loop {
        let mut connection = if first {
            Connection::connect(&options.server).await?
        } else {
            reconnect(&options.server, options.patience).await?
        };
        let hello = match (&state.token, &entry, first) {
            (Some(token), _, _) => ClientMessage::Rejoin {
                protocol: PROTOCOL,
                code: state.code.clone().unwrap_or_default(),
                token: token.clone(),
            },
            (
                None,
                Entry::Open {
                    game,
                    seats,
                    seat,
                    deal,
                },
                _,
            ) => ClientMessage::Open {
                protocol: PROTOCOL,
                game: *game,
                seats: seats.clone(),
                seat: *seat,
                name: options.name.clone(),
                deal: deal.clone(),
            },
            (None, Entry::Join { code, seat }, _) => ClientMessage::Join {
                protocol: PROTOCOL,
                code: code.clone(),
                seat: *seat,
                name: options.name.clone(),
            },
        };
        if !first {
            played.reconnects += 1;
        }
        first = false;
        if connection.send(&hello).await.is_err() {
            continue;
        }
        state.plan.clear();
        state.awaiting = false;
        state.started_asked = false;
        match session(
            &mut connection,
            &mut state,
            options,
            &mut played,
            &mut on_code,
        )
        .await
        {
            Ok(true) => return Ok(played),
            Ok(false) => continue,
            Err(error) => return Err(error),
        }
    }
}

/// Connects again, trying for `patience`.
async fn reconnect(server: &str, patience: Duration) -> Result<Connection, String> {
    let until = Instant::now() + patience;
    let mut wait = Duration::from_millis(100);
    loop {
        tokio::time::sleep(wait).await;
        match Connection::connect(server).await {
            Ok(connection) => return Ok(connection),
            Err(error) if Instant::now() >= until => return Err(error),
            Err(_) => wait = (wait * 2).min(Duration::from_secs(2)),
        }
    }
}

/// One connection's worth of play. `Ok(true)`: the game is over;
/// `Ok(false)`: the connection dropped.
async fn session(
    connection: &mut Connection,
    state: &mut SeatState,
    options: &PlayOptions,
    played: &mut Played,
    on_code: &mut impl FnMut(&str),
) -> Result<bool, String> {
    loop {
        let message = match connection.recv().await {
            Ok(Some(message)) => message,
            Ok(None) | Err(_) => return Ok(!played.record.is_empty()),
        };
        match message {
            ServerMessage::Welcome {
                code, seat, token, ..
            } => {
                if state.code.is_none() {
                    on_code(&code);
                }
                played.code = code.clone();
                played.seat = seat;
                state.code = Some(code);
                state.seat = seat;
                state.token = Some(token);
            }
            ServerMessage::Lobby { lobby } => {
                if state.game.is_none() {
                    state.game = Some(lobby.game);
                    state.bot = Some(
                        SeatBot::new(&lobby.game, &options.bot, options.bot_seed).ok_or_else(
                            || format!("there is no bot called \"{}\" in this game", options.bot),
                        )?,
                    );
                }
                let everyone = lobby
                    .seats
                    .iter()
                    .all(|s| s.name.is_some() || s.choice != SeatChoice::Friend);
                if state.is_opener && !lobby.started && everyone && !state.started_asked {
                    state.started_asked = true;
                    connection.send(&ClientMessage::Start).await?;
                }
            }
            ServerMessage::Update { step, view, events } => {
                tracing::debug!(step, ?events, to_move = ?view.to_move(), "update");
                if let (Some(probe), Some(code)) = (&options.probe, &state.code) {
                    probe.received(code, step);
                }
                if step < state.step {
                    played.lost_steps += 1;
                }
                state.step = step;
                let mine = events.iter().any(|e| event_seat(e) == state.seat);
                if mine {
                    state.awaiting = false;
                }
                if view.to_move() != Some(state.seat) {
                    state.plan.clear();
                } else if !state.awaiting {
                    act(connection, state, options, &view).await?;
                }
                state.view = Some(*view);
            }
            ServerMessage::Refused { rule, message } => {
                tracing::warn!(rule, message, "refused");
                state.refusals += 1;
                state.plan.clear();
                state.awaiting = false;
                if state.refusals > 5 {
                    return Err(format!("the bot's moves were refused: {rule}: {message}"));
                }
                // Plan again from the last view: no update follows a refusal.
                if let Some(view) = state.view.clone()
                    && view.to_move() == Some(state.seat)
                {
                    act(connection, state, options, &view).await?;
                }
            }
            ServerMessage::Error {
                error: ErrorKind::RateLimited,
                ..
            } => {
                // The action was dropped: wait, then plan again.
                tokio::time::sleep(Duration::from_secs(1)).await;
                state.plan.clear();
                state.awaiting = false;
                if let Some(view) = state.view.clone()
                    && view.to_move() == Some(state.seat)
                {
                    act(connection, state, options, &view).await?;
                }
            }
            ServerMessage::Error { error, message } => match error {
                ErrorKind::NoSuchTable
                | ErrorKind::BadToken
                | ErrorKind::WrongVersion
                | ErrorKind::SeatNotFree
                | ErrorKind::BadTable
                | ErrorKind::TooManyTables
                | ErrorKind::ServerFull => {
                    return Err(message);
                }
                _ => tracing::debug!(?error, message, "the server said"),
            },
            ServerMessage::Finished { summary, record } => {
                played.summary = summary;
                played.record = record;
                return Ok(true);
            }
            ServerMessage::Closed { message } => return Err(message),
        }
    }
}

/// Sends this seat's next action, planning a turn when none is left.
async fn act(
    connection: &mut Connection,
    state: &mut SeatState,
    options: &PlayOptions,
    view: &SeatView,
) -> Result<(), String> {
    if state.plan.is_empty() {
        let Some(bot) = &mut state.bot else {
            return Ok(());
        };
        state.plan = bot.plan(view);
        state.plan.reverse();
    }
    let Some(action) = state.plan.pop() else {
        return Ok(());
    };
    // Well under the server's limit of messages a second.
    if let Some(last) = state.last_sent {
        tokio::time::sleep_until(last + options.pace).await;
    }
    if !options.think.is_zero() {
        let fifth = options.think.as_secs_f64() / 5.0;
        let think = options.think.as_secs_f64() + rand::random_range(-fifth..fifth);
        tokio::time::sleep(Duration::from_secs_f64(think)).await;
    }
    if let (Some(probe), Some(code)) = (&options.probe, &state.code) {
        probe.sent(code, state.step + 1);
    }
    tracing::debug!(?action, "sending");
    state.awaiting = true;
    state.last_sent = Some(Instant::now());
    if connection
        .send(&ClientMessage::Act { action })
        .await
        .is_err()
    {
        // The session's next read sees the drop.
        state.awaiting = false;
    }
    Ok(())
}

/// The seat that made an event happen.
pub fn event_seat(event: &PublicEvent) -> usize {
    match event {
        PublicEvent::Played { seat, .. }
        | PublicEvent::TookBack { seat, .. }
        | PublicEvent::TurnEnded { seat }
        | PublicEvent::GaveUp { seat }
        | PublicEvent::Signalled { seat, .. }
        | PublicEvent::Chameleons { seat, .. } => *seat,
    }
}
