//! The table server over loopback: whole games of every kind with people
//! and bots, hidden cards that stay hidden byte for byte, hostile clients,
//! dropped connections and a server killed with SIGKILL.

use std::path::PathBuf;
use std::time::Duration;

use pilefire_engine::chameleons::{ChameleonRecord, DealtCards, RecordGame, record_game};
use pilefire_engine::piles::bots::opening::FirstSeat;
use pilefire_engine::piles::rules::deal::shuffled_deck;
use pilefire_engine::piles::rules::{Action, Deal, Observation, Record, Ruleset};
use pilefire_server::client::{Connection, Entry, PlayOptions, Played, play};
use pilefire_server::game::{GameChoice, SeatAction, SeatView, TableDeal};
use pilefire_server::protocol::{ClientMessage, ErrorKind, PROTOCOL, SeatChoice, ServerMessage};
use pilefire_server::{House, Server, ServerConfig};
use tokio::time::timeout;
use tokio_tungstenite::tungstenite::Message;

const WAIT: Duration = Duration::from_secs(20);

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pilefire-online-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn config(data: Option<PathBuf>) -> ServerConfig {
    ServerConfig {
        data,
        messages_per_second: 1000,
        allow_chosen_deals: true,
        seed: Some(7),
        join_timeout: Duration::from_secs(1),
        ..ServerConfig::default()
    }
}

async fn start(config: ServerConfig) -> Server {
    Server::start(config, "127.0.0.1:0".parse().unwrap())
        .await
        .expect("the server starts on loopback")
}

fn options(server: &str, bot: &str, seed: u64) -> PlayOptions {
    PlayOptions {
        server: server.to_string(),
        name: format!("Player {seed}"),
        bot: bot.to_string(),
        bot_seed: seed,
        patience: Duration::from_secs(30),
        think: Duration::ZERO,
        pace: Duration::ZERO,
        probe: None,
    }
}

/// Opens a table and fills every friend's seat with a client bot; returns
/// each person's result.
async fn play_table(
    server: &str,
    game: GameChoice,
    seats: Vec<SeatChoice>,
    bot: &str,
    pace: Duration,
) -> Vec<Played> {
    let (code_tx, code_rx) = tokio::sync::oneshot::channel();
    let mut code_tx = Some(code_tx);
    let mut opener = options(server, bot, 0);
    opener.pace = pace;
    let entry = Entry::Open {
        game,
        seats: seats.clone(),
        seat: 0,
        deal: None,
    };
    let mut tasks = tokio::task::JoinSet::new();
    tasks.spawn(async move {
        play(entry, &opener, |code| {
            if let Some(tx) = code_tx.take() {
                let _ = tx.send(code.to_string());
            }
        })
        .await
    });
    let code: String = timeout(WAIT, code_rx)
        .await
        .expect("a code in time")
        .expect("the table opened");
    for (seat, choice) in seats.iter().enumerate().skip(1) {
        if *choice == SeatChoice::Friend {
            let mut joiner = options(server, bot, seat as u64);
            joiner.pace = pace;
            let entry = Entry::Join {
                code: code.clone(),
                seat: Some(seat),
            };
            tasks.spawn(async move { play(entry, &joiner, |_| {}).await });
        }
    }
    let mut played: Vec<Played> = Vec::new();
    while let Some(result) = tasks.join_next().await {
        played.push(
            result
                .expect("no client panics")
                .expect("every person's game ends"),
        );
    }
    played.sort_by_key(|p| p.seat);
    played
}

/// The record replays through the engine to the outcome the server sent.
fn check_record(record: &str) {
    match record_game(record).expect("a record") {
        RecordGame::NumberPiles => {
            let record = Record::from_ron(record).expect("a number-pile record");
            let game = record.replay().expect("the record replays");
            assert!(game.is_over());
        }
        RecordGame::Chameleons => {
            let record = ChameleonRecord::from_ron(record).expect("a chameleon record");
            let game = record.replay().expect("the record replays");
            assert!(game.is_over());
        }
    }
}

fn coop(seats: usize) -> GameChoice {
    GameChoice::Coop {
        seats,
        professional: false,
        smaller_hands: false,
        on_fire: false,
    }
}

/// Opens a table at seat 0, dealt by the server.
fn open_message(game: GameChoice, seats: Vec<SeatChoice>, name: &str) -> ClientMessage {
    ClientMessage::Open {
        protocol: PROTOCOL,
        game,
        seats,
        seat: 0,
        name: name.into(),
        deal: None,
    }
}

fn friend() -> SeatChoice {
    SeatChoice::Friend
}

fn bot(level: &str) -> SeatChoice {
    SeatChoice::Bot {
        level: level.into(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_game_is_played_to_the_end_by_people_and_bots() {
    let server = start(config(Some(folder("games")))).await;
    let addr = server.addr.to_string();
    let cases = vec![
        (
            GameChoice::Coop {
                seats: 3,
                professional: true,
                smaller_hands: false,
                on_fire: true,
            },
            vec![friend(), friend(), bot("expert")],
            "easy",
        ),
        (
            GameChoice::Coop {
                seats: 1,
                professional: false,
                smaller_hands: false,
                on_fire: false,
            },
            vec![friend()],
            "normal",
        ),
        (GameChoice::Duel, vec![friend(), friend()], "easy"),
        (GameChoice::Duel, vec![friend(), bot("normal")], "easy"),
        (
            GameChoice::Chameleons {
                players: 3,
                purple: false,
            },
            vec![friend(), friend(), bot("hoarder")],
            "baseline",
        ),
        (
            GameChoice::Chameleons {
                players: 2,
                purple: true,
            },
            vec![friend(), friend()],
            "baseline",
        ),
    ];
    let mut tables = tokio::task::JoinSet::new();
    for (game, seats, client_bot) in cases {
        let addr = addr.clone();
        tables.spawn(async move {
            let people = seats.iter().filter(|s| **s == SeatChoice::Friend).count();
            let played = play_table(&addr, game, seats, client_bot, Duration::ZERO).await;
            assert_eq!(played.len(), people, "{game:?}");
            for person in &played {
                assert_eq!(
                    person.record, played[0].record,
                    "every seat gets the same record"
                );
                assert!(!person.summary.is_empty());
                assert_eq!(person.lost_steps, 0);
            }
            check_record(&played[0].record);
            game
        });
    }
    while let Some(done) = tables.join_next().await {
        println!("played to the end: {:?}", done.expect("no table fails"));
    }
    // Finished tables close once everyone has the record.
    assert_eq!(server.house.table_count(), 0);
    server.stop().await;
}

/// Reads one seat's messages, keeping their text, until the update after
/// change `step` (or a refusal) arrives.
async fn read_until(
    connection: &mut Connection,
    log: &mut Vec<String>,
    step: u64,
) -> Option<SeatView> {
    loop {
        let text = timeout(WAIT, connection.recv_text())
            .await
            .expect("a message in time")
            .expect("the connection holds")?;
        let message: ServerMessage = serde_json::from_str(&text).expect("a server message");
        log.push(text);
        match message {
            ServerMessage::Update { step: s, view, .. } if s >= step => return Some(*view),
            ServerMessage::Refused { rule, message } => panic!("refused: {rule} {message}"),
            ServerMessage::Error { error, message } => panic!("error {error:?}: {message}"),
            _ => {}
        }
    }
}

/// A fixed way to play that never touches the cards in `avoid`.
fn scripted(view: &SeatView, avoid: &[u8]) -> SeatAction {
    match view {
        SeatView::Piles(o) => SeatAction::Piles(piles_script(o, avoid)),
        SeatView::Chameleons(o) => SeatAction::Chameleons(o.legal_actions()[0]),
    }
}

fn piles_script(o: &Observation, avoid: &[u8]) -> Action {
    let plays: Vec<_> = o
        .legal_plays()
        .into_iter()
        .filter(|p| !avoid.contains(&p.card))
        .collect();
    if o.plays_this_turn.len() >= o.required {
        Action::EndTurn
    } else if let Some(play) = plays.first() {
        Action::Play(*play)
    } else {
        Action::GiveUp
    }
}

/// Every friend's seat connected by hand; the game started and `actions`
/// actions played by the script. Returns each seat's messages as text.
async fn seen_by_each_seat(
    game: GameChoice,
    deal: TableDeal,
    avoid: &[u8],
    actions: usize,
) -> Vec<Vec<String>> {
    let server = start(config(None)).await;
    let addr = server.addr.to_string();
    let seats = game.seats();
    let mut connections = Vec::new();
    let mut logs: Vec<Vec<String>> = vec![Vec::new(); seats];
    for seat in 0..seats {
        let mut connection = Connection::connect(&addr).await.unwrap();
        let hello = if seat == 0 {
            ClientMessage::Open {
                protocol: PROTOCOL,
                game,
                seats: vec![SeatChoice::Friend; seats],
                seat: 0,
                name: "Anna".into(),
                deal: Some(deal.clone()),
            }
        } else {
            let code = logs[0]
                .iter()
                .find_map(|t| match serde_json::from_str(t) {
                    Ok(ServerMessage::Welcome { code, .. }) => Some(code),
                    _ => None,
                })
                .unwrap();
            ClientMessage::Join {
                protocol: PROTOCOL,
                code,
                seat: Some(seat),
                name: format!("Friend {seat}"),
            }
        };
        connection.send(&hello).await.unwrap();
        // Welcome and the lobby.
        for _ in 0..2 {
            logs[seat].push(connection.recv_text().await.unwrap().unwrap());
        }
        connections.push(connection);
    }
    connections[0].send(&ClientMessage::Start).await.unwrap();
    let mut step = 0;
    let mut views = Vec::new();
    for seat in 0..seats {
        views.push(
            read_until(&mut connections[seat], &mut logs[seat], 1)
                .await
                .unwrap(),
        );
    }
    for _ in 0..actions {
        let Some(mover) = views[0].to_move() else {
            break;
        };
        let action = scripted(&views[mover], avoid);
        connections[mover]
            .send(&ClientMessage::Act { action })
            .await
            .unwrap();
        step += 1;
        let target = first_step(&logs[0]) + step;
        for seat in 0..seats {
            views[seat] = read_until(&mut connections[seat], &mut logs[seat], target)
                .await
                .unwrap();
        }
    }
    server.stop().await;
    logs
}

/// The step of the first update a seat received (the game's start).
fn first_step(log: &[String]) -> u64 {
    log.iter()
        .find_map(|t| match serde_json::from_str(t) {
            Ok(ServerMessage::Update { step, .. }) => Some(step),
            _ => None,
        })
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_is_sent_the_same_bytes_whatever_the_cards_it_cannot_see() {
    // Co-op, three seats: seat 2 holds `x` in deal A where deal B has it at
    // the bottom of the draw pile and `y` in its place. Seats 0 and 1 have
    // seen the same in both, so they must have been sent the same bytes.
    let ruleset = Ruleset::coop(3);
    let hand = ruleset.hand_size();
    let deck = shuffled_deck(11, 0, ruleset.deck_cards());
    let starts = |d: &Vec<u8>| {
        FirstSeat::Strongest
            .resolve(&ruleset, &Deal::Decks(vec![d.clone()]), 0, &[0, 1, 2])
            .unwrap()
    };
    // A card of seat 2's whose swap leaves who starts unchanged (R-CO-5
    // makes the strongest opening public).
    let (swapped, x, y) = (2 * hand..3 * hand)
        .find_map(|i| {
            let mut other = deck.clone();
            let last = other.len() - 1;
            other.swap(i, last);
            (starts(&other) == starts(&deck)).then(|| (other, deck[i], deck[last]))
        })
        .expect("a swap that keeps the first seat");
    let game = GameChoice::Coop {
        seats: 3,
        professional: false,
        smaller_hands: false,
        on_fire: false,
    };
    let a = seen_by_each_seat(game, TableDeal::Piles(Deal::Decks(vec![deck])), &[x, y], 24).await;
    let b = seen_by_each_seat(
        game,
        TableDeal::Piles(Deal::Decks(vec![swapped])),
        &[x, y],
        24,
    )
    .await;
    assert!(a[0].len() >= 26, "seat 0 was sent {} messages", a[0].len());
    assert_eq!(a[0], b[0], "seat 0 learned something of seat 2's hand");
    assert_eq!(a[1], b[1], "seat 1 learned something of seat 2's hand");
    assert_ne!(a[2], b[2], "seat 2 sees its own hand");

    // Duel: the bottom two cards of seat 0's own draw pile, which nobody
    // has seen, not even seat 0.
    let duel = Ruleset::duel();
    let decks: Vec<Vec<u8>> = (0..2)
        .map(|d| shuffled_deck(5, d, duel.deck_cards()))
        .collect();
    let mut other = decks.clone();
    let last = other[0].len() - 1;
    other[0].swap(last, last - 1);
    let a = seen_by_each_seat(
        GameChoice::Duel,
        TableDeal::Piles(Deal::Decks(decks)),
        &[],
        12,
    )
    .await;
    let b = seen_by_each_seat(
        GameChoice::Duel,
        TableDeal::Piles(Deal::Decks(other)),
        &[],
        12,
    )
    .await;
    assert!(a[0].len() >= 14, "{}", a[0].len());
    assert_eq!(a, b, "a Duel seat learned the order of a draw pile");

    // Chameleon rows: the deck's bottom cards, under the last-round card.
    let dealt = DealtCards::from_seed(3, 3);
    let mut changed = dealt.clone();
    let bottom = changed.deck.len() - 1;
    let other = (0..bottom)
        .rev()
        .find(|&i| changed.deck[i] != changed.deck[bottom])
        .unwrap();
    changed.deck.swap(bottom, other);
    let game = GameChoice::Chameleons {
        players: 3,
        purple: false,
    };
    use pilefire_engine::chameleons::ChameleonDeal;
    let a = seen_by_each_seat(
        game,
        TableDeal::Chameleons(ChameleonDeal::Cards(dealt)),
        &[],
        20,
    )
    .await;
    let b = seen_by_each_seat(
        game,
        TableDeal::Chameleons(ChameleonDeal::Cards(changed)),
        &[],
        20,
    )
    .await;
    assert!(a[0].len() >= 22, "{}", a[0].len());
    assert_eq!(a, b, "a chameleon seat learned the deck's order");
}

/// The next message that is not a lobby or an update.
async fn next_reply(connection: &mut Connection) -> Option<ServerMessage> {
    loop {
        match timeout(WAIT, connection.recv())
            .await
            .expect("a reply in time")
            .ok()?
        {
            None => return None,
            Some(ServerMessage::Lobby { .. } | ServerMessage::Update { .. }) => continue,
            Some(message) => return Some(message),
        }
    }
}

fn kind(message: Option<ServerMessage>) -> Option<ErrorKind> {
    match message {
        Some(ServerMessage::Error { error, .. }) => Some(error),
        _ => None,
    }
}

/// Reads until the server closes the connection; fails if it does not.
async fn closed(connection: &mut Connection) {
    loop {
        match timeout(WAIT, connection.recv())
            .await
            .expect("closed in time")
        {
            Ok(Some(_)) => continue,
            Ok(None) | Err(_) => return,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_clients_are_answered_and_the_other_tables_play_on() {
    let server = start(ServerConfig {
        messages_per_second: 20,
        tables_per_address: 3,
        connections_per_address: 12,
        ..config(None)
    })
    .await;
    let addr = server.addr.to_string();
    // An honest table plays throughout, at a person's pace.
    let honest_addr = addr.clone();
    let honest = tokio::spawn(async move {
        play_table(
            &honest_addr,
            GameChoice::Duel,
            vec![friend(), friend()],
            "easy",
            Duration::from_millis(60),
        )
        .await
    });

    // Garbage: binary bytes, then text that is not a message, then an
    // unknown message type; then one more and the connection is closed.
    let mut c = Connection::connect(&addr).await.unwrap();
    c.send_frame(Message::binary(vec![0xff, 0x00, 0x13]))
        .await
        .unwrap();
    assert_eq!(kind(next_reply(&mut c).await), Some(ErrorKind::Malformed));
    c.send_frame(Message::text("{not json")).await.unwrap();
    assert_eq!(kind(next_reply(&mut c).await), Some(ErrorKind::Malformed));
    c.send_frame(Message::text(r#"{"type":"shuffle_the_deck"}"#))
        .await
        .unwrap();
    assert_eq!(kind(next_reply(&mut c).await), Some(ErrorKind::Malformed));
    c.send_frame(Message::text(r#"{"type":"start"}"#))
        .await
        .unwrap();
    assert_eq!(kind(next_reply(&mut c).await), Some(ErrorKind::NotSeated));
    c.send_frame(Message::text("[]")).await.unwrap();
    assert_eq!(kind(next_reply(&mut c).await), Some(ErrorKind::Malformed));
    closed(&mut c).await;

    // Oversized: refused and closed.
    let mut c = Connection::connect(&addr).await.unwrap();
    c.send_frame(Message::text("x".repeat(64 * 1024)))
        .await
        .unwrap();
    assert_eq!(kind(next_reply(&mut c).await), Some(ErrorKind::TooLarge));
    closed(&mut c).await;

    // A join that never finishes is closed after the deadline (1 s here).
    let mut c = Connection::connect(&addr).await.unwrap();
    assert_eq!(kind(next_reply(&mut c).await), Some(ErrorKind::TimedOut));
    closed(&mut c).await;

    // The wrong protocol version.
    let mut c = Connection::connect(&addr).await.unwrap();
    c.send(&ClientMessage::Rejoin {
        protocol: PROTOCOL + 1,
        code: "0000-0000-0000-000".into(),
        token: "x".into(),
    })
    .await
    .unwrap();
    assert_eq!(
        kind(next_reply(&mut c).await),
        Some(ErrorKind::WrongVersion)
    );
    closed(&mut c).await;

    // A wrong code and a mistyped one get the same words; a wrong token too.
    let mut c = Connection::connect(&addr).await.unwrap();
    let mut replies = Vec::new();
    for code in ["K3PA-0M9X-2QRT-7VW", "hello"] {
        c.send(&ClientMessage::Join {
            protocol: PROTOCOL,
            code: code.into(),
            seat: None,
            name: "Mallory".into(),
        })
        .await
        .unwrap();
        replies.push(next_reply(&mut c).await);
    }
    assert_eq!(
        replies[0], replies[1],
        "a wrong code says nothing about which codes exist"
    );
    assert_eq!(kind(replies[0].clone()), Some(ErrorKind::NoSuchTable));

    // A real table: a stranger with its code but a made-up token gets nothing.
    let mut anna = Connection::connect(&addr).await.unwrap();
    anna.send(&open_message(coop(2), vec![friend(), friend()], "Anna"))
        .await
        .unwrap();
    let Some(ServerMessage::Welcome { code, token, .. }) = next_reply(&mut anna).await else {
        panic!("no welcome")
    };
    c.send(&ClientMessage::Rejoin {
        protocol: PROTOCOL,
        code: code.clone(),
        token: "0".repeat(token.len()),
    })
    .await
    .unwrap();
    assert_eq!(kind(next_reply(&mut c).await), Some(ErrorKind::BadToken));

    // Mallory joins seat 1, then tries what only the opener may do and
    // acts out of turn, for her own seat only: the engine refuses by rule.
    let mut mallory = Connection::connect(&addr).await.unwrap();
    mallory
        .send(&ClientMessage::Join {
            protocol: PROTOCOL,
            code: code.clone(),
            seat: Some(1),
            name: "Mallory".into(),
        })
        .await
        .unwrap();
    assert!(matches!(
        next_reply(&mut mallory).await,
        Some(ServerMessage::Welcome { seat: 1, .. })
    ));
    mallory.send(&ClientMessage::Start).await.unwrap();
    assert_eq!(
        kind(next_reply(&mut mallory).await),
        Some(ErrorKind::NotOpener)
    );
    mallory
        .send(&ClientMessage::StandIn {
            seat: 0,
            level: Some("easy".into()),
        })
        .await
        .unwrap();
    assert_eq!(
        kind(next_reply(&mut mallory).await),
        Some(ErrorKind::NotOpener)
    );
    anna.send(&ClientMessage::Start).await.unwrap();
    // Whoever is not to move tries to play.
    let view = loop {
        match timeout(WAIT, mallory.recv()).await.unwrap().unwrap() {
            Some(ServerMessage::Update { view, .. }) => break *view,
            Some(_) => continue,
            None => panic!("closed"),
        }
    };
    let SeatView::Piles(observation) = &view else {
        panic!("a number-pile view")
    };
    let (idle, idle_hand) = if observation.to_move == 1 {
        (&mut anna, None)
    } else {
        (&mut mallory, Some(observation.hand.clone()))
    };
    let card = idle_hand.map_or(2, |h| h[0]);
    idle.send(&ClientMessage::Act {
        action: SeatAction::Piles(Action::Play(pilefire_engine::piles::rules::Play {
            card,
            pile: 0,
        })),
    })
    .await
    .unwrap();
    match next_reply(idle).await {
        Some(ServerMessage::Refused { rule, .. }) => assert!(rule.starts_with("R-CO-")),
        other => panic!("expected a refusal by rule, got {other:?}"),
    }
    // A chameleon action at a number-pile table is refused too.
    idle.send(&ClientMessage::Act {
        action: SeatAction::Chameleons(pilefire_engine::chameleons::Action::Draw),
    })
    .await
    .unwrap();
    assert!(matches!(
        next_reply(idle).await,
        Some(ServerMessage::Refused { .. })
    ));

    // A cap on tables per address (3 here: Anna's and the honest one are two).
    let mut opened = Vec::new();
    let mut last = None;
    for _ in 0..3 {
        let mut t = Connection::connect(&addr).await.unwrap();
        t.send(&open_message(
            GameChoice::Duel,
            vec![friend(), friend()],
            "Tess",
        ))
        .await
        .unwrap();
        last = next_reply(&mut t).await;
        opened.push(t);
    }
    assert_eq!(kind(last), Some(ErrorKind::TooManyTables));

    // A flood from a seated client: first dropped with a word, then
    // disconnected.
    for _ in 0..100 {
        if mallory.send(&ClientMessage::Start).await.is_err() {
            break;
        }
    }
    let mut kinds = Vec::new();
    while let Ok(Ok(Some(message))) = timeout(WAIT, mallory.recv()).await {
        kinds.push(kind(Some(message)));
    }
    assert!(kinds.contains(&Some(ErrorKind::RateLimited)), "{kinds:?}");

    // A cap on connections per address (12 here): the honest table's two
    // and Anna's, Mallory's and the stranger's are open; a crowd of idle
    // connections fills the rest and the next is refused at the door.
    let mut crowd = Vec::new();
    let refused = loop {
        match Connection::connect(&addr).await {
            Ok(connection) => crowd.push(connection),
            Err(error) => break error,
        }
        assert!(crowd.len() <= 12, "no cap on connections");
    };
    assert!(refused.contains("429"), "{refused}");
    drop(crowd);

    // The honest table finished its game through all of it.
    let played = timeout(Duration::from_secs(120), honest)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(played.len(), 2);
    check_record(&played[0].record);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_seat_comes_back_mid_turn_and_a_bot_can_stand_in() {
    let server = start(config(Some(folder("dropped")))).await;
    let addr = server.addr.to_string();
    let open = |seat: usize, code: Option<String>| ClientMessage::Join {
        protocol: PROTOCOL,
        code: code.unwrap_or_default(),
        seat: Some(seat),
        name: format!("P{seat}"),
    };
    let mut anna = Connection::connect(&addr).await.unwrap();
    anna.send(&open_message(coop(2), vec![friend(), friend()], "Anna"))
        .await
        .unwrap();
    let Some(ServerMessage::Welcome { code, .. }) = next_reply(&mut anna).await else {
        panic!()
    };
    let mut ben = Connection::connect(&addr).await.unwrap();
    ben.send(&open(1, Some(code.clone()))).await.unwrap();
    let Some(ServerMessage::Welcome {
        token: ben_token, ..
    }) = next_reply(&mut ben).await
    else {
        panic!()
    };
    anna.send(&ClientMessage::Start).await.unwrap();
    let (mut anna_log, mut ben_log) = (Vec::new(), Vec::new());
    let mut anna_view = read_until(&mut anna, &mut anna_log, 0).await.unwrap();
    let mut ben_view = read_until(&mut ben, &mut ben_log, 0).await.unwrap();
    // Anna plays her turn whole if she starts, so that Ben is mid-turn next.
    while ben_view.to_move() != Some(1) {
        let action = scripted(&anna_view, &[]);
        anna.send(&ClientMessage::Act { action }).await.unwrap();
        anna_view = read_until(&mut anna, &mut anna_log, 0).await.unwrap();
        ben_view = read_until(&mut ben, &mut ben_log, 0).await.unwrap();
    }
    let SeatAction::Piles(Action::Play(play)) = scripted(&ben_view, &[]) else {
        panic!()
    };
    ben.send(&ClientMessage::Act {
        action: SeatAction::Piles(Action::Play(play)),
    })
    .await
    .unwrap();
    read_until(&mut ben, &mut ben_log, 0).await.unwrap();
    drop(ben);
    // Anna sees Ben away.
    loop {
        match timeout(WAIT, anna.recv()).await.unwrap().unwrap() {
            Some(ServerMessage::Lobby { lobby }) if !lobby.seats[1].connected => break,
            Some(_) => continue,
            None => panic!("closed"),
        }
    }
    // Ben comes back with his token to the turn as he left it.
    let mut ben = Connection::connect(&addr).await.unwrap();
    ben.send(&ClientMessage::Rejoin {
        protocol: PROTOCOL,
        code: code.clone(),
        token: ben_token.clone(),
    })
    .await
    .unwrap();
    assert!(matches!(
        next_reply(&mut ben).await,
        Some(ServerMessage::Welcome { seat: 1, .. })
    ));
    let SeatView::Piles(back) = read_until(&mut ben, &mut Vec::new(), 0).await.unwrap() else {
        panic!()
    };
    assert_eq!(back.to_move, 1);
    assert_eq!(
        back.plays_this_turn,
        vec![play],
        "the play before the drop is kept"
    );
    assert!(!back.hand.contains(&play.card));

    // Ben leaves again; Anna lets a bot play for him, and the game goes on.
    drop(ben);
    anna.send(&ClientMessage::StandIn {
        seat: 1,
        level: Some("easy".into()),
    })
    .await
    .unwrap();
    let moved_for_ben = loop {
        match timeout(WAIT, anna.recv()).await.unwrap().unwrap() {
            Some(ServerMessage::Update { events, .. })
                if events
                    .iter()
                    .any(|e| pilefire_server::client::event_seat(e) == 1) =>
            {
                break true;
            }
            Some(_) => continue,
            None => break false,
        }
    };
    assert!(moved_for_ben, "the stand-in bot plays Ben's seat");
    server.stop().await;
}

/// Starts `pilefire-server serve` with `data`; returns it and its address.
fn serve_binary(
    data: &std::path::Path,
    listen: &str,
    more: &[&str],
) -> (std::process::Child, String) {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_pilefire-server"))
        .args(["serve", "--listen", listen])
        .args(more)
        .arg("--data")
        .arg(data)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the server binary starts");
    let mut line = String::new();
    use std::io::BufRead;
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .trim()
        .strip_prefix("listening on ")
        .unwrap()
        .to_string();
    (child, addr)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_game_comes_back_and_nothing_acknowledged_is_lost() {
    let data = folder("killed");
    let spawn = |listen: &str| serve_binary(&data, listen, &["--messages-per-second", "1000"]);
    let (mut child, addr) = spawn("127.0.0.1:0");
    let game = GameChoice::Coop {
        seats: 2,
        professional: false,
        smaller_hands: false,
        on_fire: false,
    };
    let table_addr = addr.clone();
    let players = tokio::spawn(async move {
        play_table(
            &table_addr,
            game,
            vec![friend(), friend()],
            "easy",
            Duration::from_millis(25),
        )
        .await
    });
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let kept = std::fs::read_dir(&data)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".table.ron"))
        .count();
    assert_eq!(kept, 1, "the table is in the data folder");
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (mut child, _) = spawn(&addr);
    let played = timeout(Duration::from_secs(120), players)
        .await
        .unwrap()
        .unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(played.len(), 2);
    for person in &played {
        assert!(person.reconnects >= 1, "seat {} came back", person.seat);
        assert_eq!(person.lost_steps, 0, "an acknowledged action was lost");
        assert_eq!(person.record, played[0].record);
    }
    check_record(&played[0].record);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn damaged_table_files_are_set_aside_and_abandoned_tables_close() {
    let data = folder("damaged");
    let server = start(ServerConfig {
        abandoned_after: Duration::from_millis(300),
        sweep_every: Duration::from_millis(50),
        ..config(Some(data.clone()))
    })
    .await;
    let mut anna = Connection::connect(&server.addr.to_string()).await.unwrap();
    anna.send(&open_message(
        GameChoice::Duel,
        vec![friend(), bot("easy")],
        "Anna",
    ))
    .await
    .unwrap();
    assert!(matches!(
        next_reply(&mut anna).await,
        Some(ServerMessage::Welcome { .. })
    ));
    assert_eq!(server.house.table_count(), 1);
    drop(anna);
    server.stop().await;

    // A restart finds the table, and moves a damaged file aside.
    std::fs::write(
        data.join("0000000000000AB.table.ron"),
        "(version:1, code: garbage",
    )
    .unwrap();
    std::fs::write(data.join("0000000000000CD.table.ron"), [0xff, 0xfe, 0x00]).unwrap();
    let (house, problems) = House::new(config(Some(data.clone())));
    assert_eq!(house.table_count(), 1, "the good table loads");
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(data.join("0000000000000AB.table.ron.corrupt").exists());
    assert!(data.join("0000000000000CD.table.ron.corrupt").exists());
    drop(house);

    // Nobody comes back: the table closes and its file goes.
    let server = start(ServerConfig {
        abandoned_after: Duration::from_millis(300),
        sweep_every: Duration::from_millis(50),
        ..config(Some(data.clone()))
    })
    .await;
    assert_eq!(server.house.table_count(), 1);
    tokio::time::sleep(Duration::from_millis(1000)).await;
    assert_eq!(
        server.house.table_count(),
        0,
        "an abandoned table is closed"
    );
    let left: Vec<_> = std::fs::read_dir(&data)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".table.ron"))
        .collect();
    assert!(left.is_empty(), "its file is removed");
    server.stop().await;
}

#[test]
fn the_command_line_client_opens_joins_and_rides_out_a_killed_server() {
    let data = folder("command-line");
    let exe = env!("CARGO_BIN_EXE_pilefire-server");
    let serve = |listen: &str| serve_binary(&data, listen, &[]);
    let (mut server, addr) = serve("127.0.0.1:0");
    let record = data.join("anna.ron");
    let mut open = std::process::Command::new(exe)
        .args(["table", "open", "--server", &addr, "--mode", "chameleons"])
        .args([
            "--seats",
            "me,friend,normal",
            "--bot",
            "baseline",
            "--name",
            "Anna",
        ])
        .arg("--record")
        .arg(&record)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut open_out = std::io::BufReader::new(open.stdout.take().unwrap());
    let mut code = String::new();
    use std::io::{BufRead, Read};
    open_out.read_line(&mut code).unwrap();
    let code = code.trim().to_string();
    assert_eq!(
        code.len(),
        18,
        "the first line is the table's code: {code:?}"
    );
    let join = std::process::Command::new(exe)
        .args([
            "table", "join", &code, "--server", &addr, "--bot", "random", "--name", "Ben",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Mid-game (the client paces itself at 10 actions a second), the
    // server dies and comes back on the same port and data folder.
    std::thread::sleep(Duration::from_millis(1500));
    server.kill().unwrap();
    server.wait().unwrap();
    let (mut server, _) = serve(&addr);
    let joined = join.wait_with_output().unwrap();
    let opened = open.wait().unwrap();
    let mut rest = String::new();
    open_out.read_to_string(&mut rest).unwrap();
    server.kill().unwrap();
    server.wait().unwrap();
    assert!(opened.success(), "table open exits 0: {rest}");
    assert!(joined.status.success(), "table join exits 0");
    let joined = String::from_utf8_lossy(&joined.stdout);
    assert!(joined.contains("seat 1: scores"), "{joined}");
    assert!(rest.contains("seat 0: scores"), "{rest}");
    assert!(
        rest.contains("came back"),
        "the opener came back after the kill: {rest}"
    );
    check_record(&std::fs::read_to_string(&record).unwrap());
}
