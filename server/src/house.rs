//! Many tables in one process: finding a table by its code, seating
//! connections, carrying each change to every seat, the bots, keeping
//! tables in the data folder, and closing tables nobody comes back to.
//!
//! Each table sits behind its own lock, held only for the moments a change
//! takes (never across an await), so tables never wait for each other.
//! Every change is written to the data folder before any seat hears of it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;
use tokio::sync::mpsc;

use crate::code::TableCode;
use crate::game::{GameChoice, PublicEvent, SeatAction, SeatBot, TableDeal, TableGame};
use crate::protocol::{ErrorKind, PROTOCOL, SeatChoice, ServerMessage};
use crate::store::Store;
use crate::table::{ActError, SeatError, Table};

/// The server's limits and choices (`docs/ONLINE.md` gives the defaults).
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// Where tables are kept; `None`: in memory only.
    pub data: Option<PathBuf>,
    /// Wait for the disk after every change (see [`Store::new`]).
    pub flush: bool,
    /// Tables open at once, in all.
    pub max_tables: usize,
    /// Tables open at once that one address opened.
    pub tables_per_address: usize,
    /// Connections open at once from one address.
    pub connections_per_address: usize,
    /// Messages a connection may send in one second.
    pub messages_per_second: u32,
    /// Malformed or refused-out-of-hand messages before a disconnect.
    pub bad_messages: u32,
    /// Time to open, join or rejoin after connecting.
    pub join_timeout: Duration,
    /// Silence (no message, no pong) after which a connection is closed.
    pub idle_timeout: Duration,
    /// How often the server pings a connection.
    pub ping_every: Duration,
    /// How long a write to a client may take.
    pub send_timeout: Duration,
    /// Messages waiting for a client that reads too slowly before it is dropped.
    pub send_queue: usize,
    /// A table with no person connected for this long is closed.
    pub abandoned_after: Duration,
    /// A finished table is kept this long for persons still away.
    pub finished_kept: Duration,
    /// How often closed and abandoned tables are swept.
    pub sweep_every: Duration,
    /// Take a deal named by the opener (tests, practice). Off on a public
    /// server: whoever names the deal knows every card.
    pub allow_chosen_deals: bool,
    /// Codes, tokens and deals from this seed instead of the system's
    /// randomness (tests only).
    pub seed: Option<u64>,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            data: None,
            flush: false,
            max_tables: 20_000,
            tables_per_address: 8,
            connections_per_address: 64,
            messages_per_second: 20,
            bad_messages: 5,
            join_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
            ping_every: Duration::from_secs(20),
            send_timeout: Duration::from_secs(10),
            send_queue: 128,
            abandoned_after: Duration::from_secs(30 * 60),
            finished_kept: Duration::from_secs(10 * 60),
            sweep_every: Duration::from_secs(10),
            allow_chosen_deals: false,
            seed: None,
        }
    }
}

/// Actions logged between two snapshots of a table.
const SNAPSHOT_EVERY: usize = 100;

/// What the house sends a connection.
#[derive(Debug)]
pub enum Outgoing {
    Text(String),
    /// Say this and close.
    Close(String),
}

#[derive(Clone)]
struct Connection {
    id: u64,
    tx: mpsc::Sender<Outgoing>,
}

/// One table and who is connected to it.
pub struct Cell {
    live: Mutex<Live>,
    owner: IpAddr,
}

struct Live {
    table: Table,
    connections: Vec<Option<Connection>>,
    bot_running: bool,
    closed: bool,
    /// The last time a person was connected.
    last_person: Instant,
    finished_at: Option<Instant>,
    /// The table's log, kept open between snapshots.
    log: Option<std::fs::File>,
    /// Actions in the log since the last snapshot.
    logged: usize,
}

impl Live {
    fn new(table: Table) -> Live {
        Live {
            connections: vec![None; table.seats.len()],
            table,
            bot_running: false,
            closed: false,
            last_person: Instant::now(),
            finished_at: None,
            log: None,
            logged: 0,
        }
    }

    fn connected(&self) -> Vec<bool> {
        self.connections.iter().map(Option::is_some).collect()
    }
}

/// A connection holding a seat.
pub struct Seated {
    pub cell: Arc<Cell>,
    pub seat: usize,
    pub connection: u64,
    pub rx: mpsc::Receiver<Outgoing>,
}

/// All the tables of one server.
#[derive(Clone)]
pub struct House(Arc<Inner>);

struct Inner {
    config: ServerConfig,
    store: Store,
    tables: Mutex<HashMap<TableCode, Arc<Cell>>>,
    rng: Mutex<StdRng>,
    next_connection: AtomicU64,
    connections: Mutex<HashMap<IpAddr, usize>>,
}

/// One connection from an address, counted while it is held.
pub struct ConnectionSlot {
    house: House,
    from: IpAddr,
}

impl Drop for ConnectionSlot {
    fn drop(&mut self) {
        let mut counts = lock(&self.house.0.connections);
        if let Some(count) = counts.get_mut(&self.from) {
            *count -= 1;
            if *count == 0 {
                counts.remove(&self.from);
            }
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic elsewhere must not take every table down with it.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl House {
    /// A house with the tables kept in the data folder (if any). Returns the
    /// house and the files that had to be moved aside.
    pub fn new(config: ServerConfig) -> (House, Vec<String>) {
        let store = Store::new(config.data.clone(), config.flush);
        let (tables, problems) = store.load_all();
        let rng = match config.seed {
            Some(seed) => StdRng::seed_from_u64(seed),
            None => StdRng::from_rng(&mut rand::rng()),
        };
        let owner = IpAddr::from([0, 0, 0, 0]);
        let map = tables
            .into_iter()
            .map(|table| {
                let code = table.code.clone();
                let cell = Cell {
                    live: Mutex::new(Live::new(table)),
                    owner,
                };
                (code, Arc::new(cell))
            })
            .collect();
        let house = House(Arc::new(Inner {
            config,
            store,
            tables: Mutex::new(map),
            rng: Mutex::new(rng),
            next_connection: AtomicU64::new(1),
            connections: Mutex::new(HashMap::new()),
        }));
        (house, problems)
    }

    pub fn config(&self) -> &ServerConfig {
        &self.0.config
    }

    /// A place for one more connection from `from`, or `None` when that
    /// address has as many as the server allows.
    pub fn connection_slot(&self, from: IpAddr) -> Option<ConnectionSlot> {
        let mut counts = lock(&self.0.connections);
        let count = counts.entry(from).or_insert(0);
        if *count >= self.0.config.connections_per_address {
            return None;
        }
        *count += 1;
        Some(ConnectionSlot {
            house: self.clone(),
            from,
        })
    }

    /// Tables open now.
    pub fn table_count(&self) -> usize {
        lock(&self.0.tables).len()
    }

    /// Starts the bots of every table that was waiting for one (after a restart).
    pub fn resume_bots(&self) {
        let cells: Vec<Arc<Cell>> = lock(&self.0.tables).values().cloned().collect();
        for cell in cells {
            self.drive_bots(&cell);
        }
    }

    /// Opens a table and seats its opener.
    pub fn open(
        &self,
        from: IpAddr,
        game: GameChoice,
        seats: Vec<SeatChoice>,
        seat: usize,
        name: &str,
        deal: Option<TableDeal>,
    ) -> Result<Seated, SeatError> {
        if deal.is_some() && !self.0.config.allow_chosen_deals {
            return Err((
                ErrorKind::BadTable,
                "this server deals the cards itself; a table cannot name its deal".into(),
            ));
        }
        let cell = {
            let mut tables = lock(&self.0.tables);
            if tables.len() >= self.0.config.max_tables {
                return Err((
                    ErrorKind::ServerFull,
                    "this server has no room for another table now".into(),
                ));
            }
            let mine = tables.values().filter(|c| c.owner == from).count();
            if mine >= self.0.config.tables_per_address {
                return Err((
                    ErrorKind::TooManyTables,
                    format!(
                        "an address may have {} tables open at once",
                        self.0.config.tables_per_address
                    ),
                ));
            }
            let mut rng = lock(&self.0.rng);
            let code = loop {
                let code = TableCode::random(&mut *rng);
                if !tables.contains_key(&code) {
                    break code;
                }
            };
            let (table, _token) =
                Table::open(code.clone(), game, seats, seat, name, deal, &mut *rng)?;
            drop(rng);
            let cell = Arc::new(Cell {
                live: Mutex::new(Live::new(table)),
                owner: from,
            });
            tables.insert(code, cell.clone());
            cell
        };
        let mut live = lock(&cell.live);
        tracing::info!(code = %live.table.code, game = %live.table.choice.describe(), "table opened");
        self.save(&mut live);
        Ok(self.attach(&cell, &mut live, seat))
    }

    fn find(&self, code: &str) -> Option<Arc<Cell>> {
        let code = TableCode::parse(code).ok()?;
        lock(&self.0.tables).get(&code).cloned()
    }

    /// Seats a friend at a free seat of the table `code`.
    pub fn join(&self, code: &str, seat: Option<usize>, name: &str) -> Result<Seated, SeatError> {
        let cell = self.find(code).ok_or_else(no_such_table)?;
        let mut live = lock(&cell.live);
        if live.closed {
            return Err(no_such_table());
        }
        if live.table.is_started() {
            return Err((
                ErrorKind::WrongPhase,
                "this table's game has started; only its players may come back".into(),
            ));
        }
        let seat = seat.or_else(|| live.table.free_seat()).ok_or((
            ErrorKind::SeatNotFree,
            "every friend's seat at this table is taken".to_string(),
        ))?;
        let mut rng = lock(&self.0.rng);
        live.table.join(seat, name, &mut *rng)?;
        drop(rng);
        self.save(&mut live);
        Ok(self.attach(&cell, &mut live, seat))
    }

    /// Gives a seat back to the holder of its token.
    pub fn rejoin(&self, code: &str, token: &str) -> Result<Seated, SeatError> {
        let bad = || {
            (
                ErrorKind::BadToken,
                "no seat at an open table has that code and token".to_string(),
            )
        };
        let cell = self.find(code).ok_or_else(bad)?;
        let mut live = lock(&cell.live);
        if live.closed {
            return Err(bad());
        }
        let seat = live.table.seat_of_token(token).ok_or_else(bad)?;
        Ok(self.attach(&cell, &mut live, seat))
    }

    fn attach(&self, cell: &Arc<Cell>, live: &mut Live, seat: usize) -> Seated {
        let (tx, rx) = mpsc::channel(self.0.config.send_queue);
        let id = self.0.next_connection.fetch_add(1, Ordering::Relaxed);
        if let Some(old) = live.connections[seat].replace(Connection { id, tx }) {
            let _ = old.tx.try_send(Outgoing::Close(
                "this seat was taken up by a newer connection".into(),
            ));
        }
        live.last_person = Instant::now();
        let token = live.table.seats[seat].token.clone().unwrap_or_default();
        send(
            live,
            seat,
            &ServerMessage::Welcome {
                protocol: PROTOCOL,
                code: live.table.code.to_string(),
                seat,
                token,
            },
        );
        broadcast_lobby(live);
        if let Some(update) = live.table.update_for(seat, &[]) {
            send(live, seat, &update);
        }
        if let Some(finished) = live.table.finished() {
            live.table.finished_sent[seat] = queue(live, seat, &finished);
            if live.table.all_told() {
                self.close(live, "the game is over");
            }
        }
        let seated = Seated {
            cell: cell.clone(),
            seat,
            connection: id,
            rx,
        };
        self.drive_bots_locked(cell, live);
        seated
    }

    /// The connection `seated` has ended.
    pub fn detach(&self, seated: &Seated) {
        let mut live = lock(&seated.cell.live);
        if live.connections[seated.seat]
            .as_ref()
            .is_some_and(|c| c.id == seated.connection)
        {
            live.connections[seated.seat] = None;
            live.last_person = Instant::now();
            broadcast_lobby(&mut live);
        }
    }

    /// The opener starts the game.
    pub fn start(&self, seated: &Seated) {
        let mut live = lock(&seated.cell.live);
        match live.table.start(seated.seat) {
            Ok(()) => {
                tracing::info!(code = %live.table.code, "game started");
                self.save(&mut live);
                broadcast_lobby(&mut live);
                broadcast_update(&mut live, &[]);
                self.drive_bots_locked(&seated.cell, &mut live);
            }
            Err((kind, message)) => {
                send(&mut live, seated.seat, &ServerMessage::error(kind, message))
            }
        }
    }

    /// A seat's own action.
    pub fn act(&self, seated: &Seated, action: SeatAction) {
        let mut live = lock(&seated.cell.live);
        if live.table.bot_level(seated.seat).is_some() {
            let message = "a bot plays your seat for now; ask the table's opener to give it back";
            send(
                &mut live,
                seated.seat,
                &ServerMessage::error(ErrorKind::WrongPhase, message),
            );
            return;
        }
        match live.table.act(seated.seat, action) {
            Ok(event) => self.changed(&seated.cell, &mut live, &[event]),
            Err(ActError::Rule(refusal)) => send(
                &mut live,
                seated.seat,
                &ServerMessage::Refused {
                    rule: refusal.rule,
                    message: refusal.message,
                },
            ),
            Err(ActError::Seat((kind, message))) => {
                send(&mut live, seated.seat, &ServerMessage::error(kind, message))
            }
        }
    }

    /// The opener hands a seat to a bot, or back.
    pub fn stand_in(&self, seated: &Seated, seat: usize, level: Option<String>) {
        let mut live = lock(&seated.cell.live);
        match live.table.stand_in(seated.seat, seat, level) {
            Ok(()) => {
                self.save(&mut live);
                broadcast_lobby(&mut live);
                self.drive_bots_locked(&seated.cell, &mut live);
            }
            Err((kind, message)) => {
                send(&mut live, seated.seat, &ServerMessage::error(kind, message))
            }
        }
    }

    /// After a change to the game: keep it, tell every seat, finish or go on.
    fn changed(&self, cell: &Arc<Cell>, live: &mut Live, events: &[PublicEvent]) {
        self.keep(live);
        broadcast_update(live, events);
        if live.table.is_over() {
            self.finish(live);
        } else {
            self.drive_bots_locked(cell, live);
        }
    }

    fn finish(&self, live: &mut Live) {
        let Some(finished) = live.table.finished() else {
            return;
        };
        tracing::info!(code = %live.table.code, "game finished");
        for seat in 0..live.connections.len() {
            if live.connections[seat].is_some() {
                live.table.finished_sent[seat] = queue(live, seat, &finished);
            }
        }
        live.finished_at = Some(Instant::now());
        if live.table.all_told() {
            self.close(live, "the game is over");
        }
    }

    fn close(&self, live: &mut Live, why: &str) {
        if live.closed {
            return;
        }
        live.closed = true;
        for connection in live.connections.iter_mut().filter_map(Option::take) {
            let _ = connection.tx.try_send(Outgoing::Close(why.to_string()));
        }
        self.0.store.remove(&live.table.code);
        lock(&self.0.tables).remove(&live.table.code);
        tracing::info!(code = %live.table.code, why, "table closed");
    }

    /// Keeps the whole table: after a change of seats, and every
    /// [`SNAPSHOT_EVERY`] actions.
    fn save(&self, live: &mut Live) {
        let file = live.table.to_file();
        if let Err(error) = self.0.store.save(&file, &mut live.log) {
            tracing::error!(code = %live.table.code, %error, "could not keep the table");
        }
        live.table.unsaved.clear();
        live.logged = 0;
    }

    /// Keeps the actions applied since the table was last kept.
    fn keep(&self, live: &mut Live) {
        if live.logged + live.table.unsaved.len() > SNAPSHOT_EVERY {
            return self.save(live);
        }
        let code = live.table.code.clone();
        if let Err(error) = self
            .0
            .store
            .append(&code, &mut live.log, &live.table.unsaved)
        {
            tracing::error!(%code, %error, "could not keep the table's actions");
        }
        live.logged += live.table.unsaved.len();
        live.table.unsaved.clear();
    }

    fn drive_bots(&self, cell: &Arc<Cell>) {
        let mut live = lock(&cell.live);
        self.drive_bots_locked(cell, &mut live);
    }

    /// If a bot is to move, plans its move off the async threads and
    /// applies it through the same checks as a person's.
    fn drive_bots_locked(&self, cell: &Arc<Cell>, live: &mut Live) {
        if live.bot_running || live.closed {
            return;
        }
        let Some(seat) = live.table.bot_to_move() else {
            return;
        };
        let Some(mut bot) = live.table.take_bot(seat) else {
            return;
        };
        let Some(view) = live.table.game.as_ref().map(|g| g.view(seat)) else {
            return;
        };
        live.bot_running = true;
        let house = self.clone();
        let cell = cell.clone();
        tokio::task::spawn_blocking(move || {
            let plan = bot.plan(&view);
            house.apply_bot_plan(&cell, seat, bot, plan);
        });
    }

    fn apply_bot_plan(&self, cell: &Arc<Cell>, seat: usize, bot: SeatBot, plan: Vec<SeatAction>) {
        let mut live = lock(&cell.live);
        live.bot_running = false;
        let still_bots = live.table.bot_to_move() == Some(seat);
        live.table.return_bot(seat, bot);
        if !still_bots || live.closed {
            self.drive_bots_locked(cell, &mut live);
            return;
        }
        // One update per action, so a table can show the bot's moves in
        // turn; all sent once the table is kept.
        let mut updates: Vec<(usize, ServerMessage)> = Vec::new();
        let connected = live.connected();
        let mut note = |table: &Table, event: PublicEvent| {
            for seat in (0..table.seats.len()).filter(|&seat| connected[seat]) {
                if let Some(update) = table.update_for(seat, std::slice::from_ref(&event)) {
                    updates.push((seat, update));
                }
            }
        };
        let mut moved = false;
        for action in plan {
            if live.table.bot_to_move() != Some(seat) {
                break;
            }
            match live.table.act(seat, action) {
                Ok(event) => {
                    moved = true;
                    note(&live.table, event);
                }
                Err(error) => {
                    tracing::warn!(code = %live.table.code, seat, ?error, "a bot's action was refused");
                    break;
                }
            }
        }
        if !moved {
            // A bot that cannot move must not stall the table: the engine's
            // fallback, as the simulator's driver does.
            if let Some(event) = fallback(&mut live.table, seat) {
                note(&live.table, event);
            }
        }
        self.keep(&mut live);
        for (seat, update) in updates {
            if live.connections[seat].is_some() {
                send(&mut live, seat, &update);
            }
        }
        if live.table.is_over() {
            self.finish(&mut live);
        } else {
            self.drive_bots_locked(cell, &mut live);
        }
    }

    /// Closes finished tables everyone has heard of and tables nobody came
    /// back to. Returns how many closed.
    pub fn sweep(&self) -> usize {
        let cells: Vec<Arc<Cell>> = lock(&self.0.tables).values().cloned().collect();
        let now = Instant::now();
        let mut closed = 0;
        for cell in cells {
            let mut live = lock(&cell.live);
            if live.connections.iter().any(Option::is_some) {
                live.last_person = now;
            }
            let finished_long_ago = live
                .finished_at
                .is_some_and(|at| now.duration_since(at) >= self.0.config.finished_kept);
            let abandoned = now.duration_since(live.last_person) >= self.0.config.abandoned_after;
            if live.table.is_over() && (live.table.all_told() || finished_long_ago) {
                self.close(&mut live, "the game is over");
                closed += 1;
            } else if abandoned {
                self.close(&mut live, "nobody came back to this table");
                closed += 1;
            }
        }
        closed
    }
}

fn no_such_table() -> SeatError {
    (
        ErrorKind::NoSuchTable,
        "no open table has that code".to_string(),
    )
}

/// A move for a bot whose plan failed: give up in the number-pile games
/// (as the simulator's driver does), the first legal action in chameleons.
fn fallback(table: &mut Table, seat: usize) -> Option<PublicEvent> {
    let action = match table.game.as_ref()? {
        TableGame::Piles(_) => SeatAction::Piles(pilefire_engine::piles::rules::Action::GiveUp),
        TableGame::Chameleons(game) => SeatAction::Chameleons(*game.legal_actions().first()?),
    };
    table.act(seat, action).ok()
}

/// Queues a message for a seat's connection; whether it was queued. A
/// client that has let its queue fill is not reading: it is dropped, and
/// its seat waits for it.
fn queue(live: &mut Live, seat: usize, message: &ServerMessage) -> bool {
    let Some(connection) = &live.connections[seat] else {
        return false;
    };
    if connection
        .tx
        .try_send(Outgoing::Text(message.encode()))
        .is_err()
    {
        tracing::info!(code = %live.table.code, seat, "dropping a connection that does not read");
        live.connections[seat] = None;
        return false;
    }
    true
}

fn send(live: &mut Live, seat: usize, message: &ServerMessage) {
    queue(live, seat, message);
}

fn broadcast_lobby(live: &mut Live) {
    let message = ServerMessage::Lobby {
        lobby: live.table.lobby(&live.connected()),
    };
    for seat in 0..live.connections.len() {
        send(live, seat, &message);
    }
}

fn broadcast_update(live: &mut Live, events: &[PublicEvent]) {
    for seat in 0..live.connections.len() {
        if live.connections[seat].is_some()
            && let Some(update) = live.table.update_for(seat, events)
        {
            send(live, seat, &update);
        }
    }
}
