//! The network face of the house: one port, HTTP with a WebSocket at
//! `/table` (axum on tokio), and every connection treated as hostile: a cap
//! on message size, a deadline to take a seat, a limit of messages per
//! second, a disconnect after repeated bad messages, and a close for
//! connections that fall silent or stop reading.

use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::get;
use tokio::net::TcpListener;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;
use tokio::time::{Instant, sleep_until, timeout};

use crate::house::{House, Outgoing, Seated, ServerConfig};
use crate::protocol::{ClientMessage, ErrorKind, MAX_CLIENT_MESSAGE, PROTOCOL, ServerMessage};

/// A running server.
pub struct Server {
    pub addr: SocketAddr,
    pub house: House,
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<()>,
}

impl Server {
    /// Binds `listen`, loads the kept tables and serves until stopped.
    pub async fn start(config: ServerConfig, listen: SocketAddr) -> std::io::Result<Server> {
        let (house, problems) = House::new(config);
        for problem in problems {
            tracing::warn!("{problem}");
        }
        let kept = house.table_count();
        if kept > 0 {
            tracing::info!(tables = kept, "tables brought back from the data folder");
        }
        let listener = TcpListener::bind(listen).await?;
        let addr = listener.local_addr()?;
        let app = Router::new()
            .route("/", get(about))
            .route("/table", get(upgrade))
            .with_state(house.clone());
        let (stop, stopped) = oneshot::channel::<()>();
        let sweeper = house.clone();
        let task = tokio::spawn(async move {
            let every = sweeper.config().sweep_every;
            let sweeping = tokio::spawn(async move {
                loop {
                    tokio::time::sleep(every).await;
                    sweeper.sweep();
                }
            });
            let served = axum::serve(
                listener,
                app.into_make_service_with_connect_info::<SocketAddr>(),
            )
            .with_graceful_shutdown(async {
                let _ = stopped.await;
            })
            .await;
            sweeping.abort();
            if let Err(error) = served {
                tracing::error!(%error, "the server stopped");
            }
        });
        house.resume_bots();
        tracing::info!(%addr, "listening");
        Ok(Server {
            addr,
            house,
            stop: Some(stop),
            task,
        })
    }

    /// Stops accepting and lets open connections end.
    pub async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let _ = tokio::time::timeout(Duration::from_secs(5), &mut self.task).await;
        self.task.abort();
    }

    /// Ends at once, as a crash would (tests of restarts).
    pub fn abort(self) {
        self.task.abort();
    }
}

async fn about() -> impl IntoResponse {
    format!("Pilefire table server, protocol {PROTOCOL}: connect a WebSocket to /table\n")
}

async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(house): State<House>,
) -> axum::response::Response {
    // Counted from here until the connection ends.
    let Some(slot) = house.connection_slot(peer.ip()) else {
        let words = "too many connections from this address";
        return (StatusCode::TOO_MANY_REQUESTS, words).into_response();
    };
    ws.max_message_size(MAX_CLIENT_MESSAGE)
        .max_frame_size(MAX_CLIENT_MESSAGE)
        .read_buffer_size(4096)
        .write_buffer_size(0)
        .on_upgrade(move |socket| async move {
            connection(socket, peer, house).await;
            drop(slot);
        })
}

/// Counts what a connection sends against its limits.
struct Limits {
    per_second: u32,
    window: Instant,
    in_window: u32,
    bad: u32,
    max_bad: u32,
}

enum Verdict {
    Take,
    Drop(ServerMessage),
    Close(ServerMessage),
}

impl Limits {
    /// Whether the next message is within the rate.
    fn rate(&mut self) -> Verdict {
        let now = Instant::now();
        if now.duration_since(self.window) >= Duration::from_secs(1) {
            self.window = now;
            self.in_window = 0;
        }
        self.in_window += 1;
        if self.in_window <= self.per_second {
            Verdict::Take
        } else if self.in_window <= self.per_second * 3 {
            Verdict::Drop(ServerMessage::error(
                ErrorKind::RateLimited,
                format!("at most {} messages a second", self.per_second),
            ))
        } else {
            Verdict::Close(ServerMessage::error(
                ErrorKind::RateLimited,
                "far too many messages: disconnected",
            ))
        }
    }

    /// One more bad message; a close once there are too many.
    fn bad(&mut self, reply: ServerMessage) -> Verdict {
        self.bad += 1;
        if self.bad >= self.max_bad {
            Verdict::Close(reply)
        } else {
            Verdict::Drop(reply)
        }
    }
}

type Socket = WebSocket;

async fn say(socket: &mut Socket, message: &ServerMessage, wait: Duration) -> bool {
    let text = Message::Text(Utf8Bytes::from(message.encode()));
    matches!(timeout(wait, socket.send(text)).await, Ok(Ok(())))
}

async fn close(socket: &mut Socket, message: Option<&ServerMessage>, reason: &str, wait: Duration) {
    if let Some(message) = message {
        say(socket, message, wait).await;
    }
    let frame = CloseFrame {
        code: 1008,
        reason: Utf8Bytes::from(reason.chars().take(100).collect::<String>()),
    };
    let _ = timeout(wait, socket.send(Message::Close(Some(frame)))).await;
}

/// Reads a client message from a frame, or says what was wrong with it.
fn parse(frame: Message) -> Result<Option<ClientMessage>, ServerMessage> {
    match frame {
        Message::Text(text) => serde_json::from_str::<ClientMessage>(&text)
            .map(Some)
            .map_err(|error| {
                ServerMessage::error(
                    ErrorKind::Malformed,
                    format!("not a message of protocol {PROTOCOL}: {error}"),
                )
            }),
        Message::Binary(_) => Err(ServerMessage::error(
            ErrorKind::Malformed,
            "messages are JSON text frames",
        )),
        Message::Ping(_) | Message::Pong(_) | Message::Close(_) => Ok(None),
    }
}

async fn connection(mut socket: Socket, peer: SocketAddr, house: House) {
    let config = house.config().clone();
    let mut limits = Limits {
        per_second: config.messages_per_second,
        window: Instant::now(),
        in_window: 0,
        bad: 0,
        max_bad: config.bad_messages,
    };
    let Some(seated) = take_seat(&mut socket, peer, &house, &mut limits, &config).await else {
        return;
    };
    serve_seat(&mut socket, &house, seated, &mut limits, &config).await;
}

/// Until the connection holds a seat: open, join or rejoin, before the deadline.
async fn take_seat(
    socket: &mut Socket,
    peer: SocketAddr,
    house: &House,
    limits: &mut Limits,
    config: &ServerConfig,
) -> Option<Seated> {
    let deadline = Instant::now() + config.join_timeout;
    loop {
        let frame = match tokio::time::timeout_at(deadline, socket.recv()).await {
            Err(_) => {
                let message =
                    ServerMessage::error(ErrorKind::TimedOut, "no seat was taken in time");
                close(socket, Some(&message), "timed out", config.send_timeout).await;
                return None;
            }
            Ok(None) => return None,
            Ok(Some(Err(error))) => {
                refuse_broken(socket, &error, config).await;
                return None;
            }
            Ok(Some(Ok(frame))) => frame,
        };
        if matches!(frame, Message::Close(_)) {
            return None;
        }
        let verdict = match limits.rate() {
            Verdict::Take => match parse(frame) {
                Ok(None) => continue,
                Ok(Some(message)) => match seat_request(house, peer, message) {
                    Ok(seated) => return Some(seated),
                    Err((ErrorKind::WrongVersion, text)) => {
                        let message = ServerMessage::error(ErrorKind::WrongVersion, text);
                        close(
                            socket,
                            Some(&message),
                            "wrong protocol version",
                            config.send_timeout,
                        )
                        .await;
                        return None;
                    }
                    Err((kind, text)) => limits.bad(ServerMessage::error(kind, text)),
                },
                Err(reply) => limits.bad(reply),
            },
            other => other,
        };
        if !carry_out(socket, verdict, config).await {
            return None;
        }
    }
}

fn version_check(protocol: u32) -> Result<(), (ErrorKind, String)> {
    if protocol == PROTOCOL {
        return Ok(());
    }
    Err((
        ErrorKind::WrongVersion,
        format!(
            "this server speaks protocol {PROTOCOL} and the game speaks {protocol}: \
             both need the same version of Pilefire"
        ),
    ))
}

fn seat_request(
    house: &House,
    peer: SocketAddr,
    message: ClientMessage,
) -> Result<Seated, (ErrorKind, String)> {
    match message {
        ClientMessage::Open {
            protocol,
            game,
            seats,
            seat,
            name,
            deal,
        } => {
            version_check(protocol)?;
            house.open(peer.ip(), game, seats, seat, &name, deal)
        }
        ClientMessage::Join {
            protocol,
            code,
            seat,
            name,
        } => {
            version_check(protocol)?;
            house.join(&code, seat, &name)
        }
        ClientMessage::Rejoin {
            protocol,
            code,
            token,
        } => {
            version_check(protocol)?;
            house.rejoin(&code, &token)
        }
        _ => Err((
            ErrorKind::NotSeated,
            "open, join or rejoin a table first".into(),
        )),
    }
}

/// An error from the socket while reading: an oversized message is told so.
async fn refuse_broken(socket: &mut Socket, error: &axum::Error, config: &ServerConfig) {
    let text = error.to_string();
    if text.contains("too long") || text.contains("too big") || text.contains("Space limit") {
        let message = ServerMessage::error(
            ErrorKind::TooLarge,
            format!("a message may be at most {MAX_CLIENT_MESSAGE} bytes"),
        );
        close(
            socket,
            Some(&message),
            "message too large",
            config.send_timeout,
        )
        .await;
    }
}

/// A seated connection: the seat's messages out, its requests in, pings,
/// and the limits, until either side ends it.
async fn serve_seat(
    socket: &mut Socket,
    house: &House,
    mut seated: Seated,
    limits: &mut Limits,
    config: &ServerConfig,
) {
    let mut heard = Instant::now();
    let mut next_ping = Instant::now() + config.ping_every;
    loop {
        tokio::select! {
            outgoing = seated.rx.recv() => match outgoing {
                Some(Outgoing::Text(text)) => {
                    let frame = Message::Text(Utf8Bytes::from(text));
                    if !matches!(timeout(config.send_timeout, socket.send(frame)).await, Ok(Ok(()))) {
                        break;
                    }
                }
                Some(Outgoing::Close(reason)) => {
                    close(socket, None, &reason, config.send_timeout).await;
                    break;
                }
                None => {
                    close(socket, None, "this connection fell behind", config.send_timeout).await;
                    break;
                }
            },
            incoming = socket.recv() => {
                let frame = match incoming {
                    None => break,
                    Some(Err(error)) => {
                        refuse_broken(socket, &error, config).await;
                        break;
                    }
                    Some(Ok(frame)) => frame,
                };
                heard = Instant::now();
                if matches!(frame, Message::Close(_)) {
                    break;
                }
                let verdict = match limits.rate() {
                    Verdict::Take => match parse(frame) {
                        Ok(None) => Verdict::Take,
                        Ok(Some(message)) => seated_request(house, &seated, message, limits),
                        Err(reply) => limits.bad(reply),
                    },
                    other => other,
                };
                if !carry_out(socket, verdict, config).await {
                    break;
                }
            }
            _ = sleep_until(next_ping) => {
                if heard.elapsed() >= config.idle_timeout {
                    let message = ServerMessage::error(ErrorKind::TimedOut, "nothing heard for too long");
                    close(socket, Some(&message), "timed out", config.send_timeout).await;
                    break;
                }
                next_ping = Instant::now() + config.ping_every;
                if !matches!(timeout(config.send_timeout, socket.send(Message::Ping(Default::default()))).await, Ok(Ok(()))) {
                    break;
                }
            }
        }
    }
    house.detach(&seated);
}

/// Answers a message as its verdict says; whether the connection goes on.
async fn carry_out(socket: &mut Socket, verdict: Verdict, config: &ServerConfig) -> bool {
    match verdict {
        Verdict::Take => true,
        Verdict::Drop(reply) => say(socket, &reply, config.send_timeout).await,
        Verdict::Close(reply) => {
            let reason = "too many bad messages";
            close(socket, Some(&reply), reason, config.send_timeout).await;
            false
        }
    }
}

fn seated_request(
    house: &House,
    seated: &Seated,
    message: ClientMessage,
    limits: &mut Limits,
) -> Verdict {
    match message {
        ClientMessage::Start => house.start(seated),
        ClientMessage::Act { action } => house.act(seated, action),
        ClientMessage::StandIn { seat, level } => house.stand_in(seated, seat, level),
        ClientMessage::Open { .. } | ClientMessage::Join { .. } | ClientMessage::Rejoin { .. } => {
            return limits.bad(ServerMessage::error(
                ErrorKind::AlreadySeated,
                "this connection already holds a seat",
            ));
        }
    }
    Verdict::Take
}
