//! The load driver (`pilefire table load`): opens tables on a server over
//! loopback and plays whole games with scripted clients, each its own
//! connection, then reports tables, clients, actions per second, the time
//! from an action to every seat's update, the server's memory per table,
//! and, with `--kill-after`, what a `kill -9` and a restart cost.

use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, ExitCode, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use clap::Args;
use tokio::time::Instant;

use crate::client::{Entry, PlayOptions, Probe, play};
use crate::game::GameChoice;
use crate::protocol::SeatChoice;

#[derive(Args, Debug, Clone)]
pub struct LoadArgs {
    /// A running server to load (its process id in --server-pid gives the
    /// memory figures).
    #[arg(long, conflicts_with = "spawn")]
    pub server: Option<String>,
    #[arg(long)]
    pub server_pid: Option<u32>,
    /// Start this program's own server (`serve`) on a free loopback port
    /// with a data folder under --data, and load that.
    #[arg(long)]
    pub spawn: bool,
    /// The spawned server's data folder (emptied first).
    #[arg(long, default_value = "target/load-tables")]
    pub data: PathBuf,
    /// Tables played at once.
    #[arg(long, default_value_t = 100)]
    pub tables: usize,
    /// Seats per table (co-op; every seat a scripted client).
    #[arg(long, default_value_t = 3)]
    pub seats: usize,
    /// Milliseconds each client waits before each action (give or take a fifth).
    #[arg(long, default_value_t = 1000)]
    pub think_ms: u64,
    /// Tables opened per second while ramping up.
    #[arg(long, default_value_t = 100)]
    pub open_per_second: u64,
    /// Kill the spawned server with SIGKILL this many seconds in, and start
    /// it again on the same port and data folder.
    #[arg(long)]
    pub kill_after: Option<u64>,
}

/// Times of actions until every seat has its update.
#[derive(Default)]
struct Clock {
    pending: Mutex<HashMap<(String, u64), (Instant, usize)>>,
    done: Mutex<Vec<Duration>>,
    seats: usize,
    actions: AtomicUsize,
}

impl Probe for Clock {
    fn sent(&self, code: &str, step: u64) {
        self.actions.fetch_add(1, Ordering::Relaxed);
        let mut pending = self.pending.lock().unwrap_or_else(|p| p.into_inner());
        pending.insert((code.to_string(), step), (Instant::now(), self.seats));
    }

    fn received(&self, code: &str, step: u64) {
        let mut pending = self.pending.lock().unwrap_or_else(|p| p.into_inner());
        let key = (code.to_string(), step);
        if let Some((sent, left)) = pending.get_mut(&key) {
            *left -= 1;
            if *left == 0 {
                let took = sent.elapsed();
                pending.remove(&key);
                drop(pending);
                self.done
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .push(took);
            }
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index]
}

/// The resident memory of a process, in KiB.
fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

/// Starts `serve` from this program on `listen`; returns it and its address.
fn spawn_server(listen: &str, data: &PathBuf) -> std::io::Result<(Child, String)> {
    let exe = std::env::current_exe()?;
    let mut child = Command::new(exe)
        .args([
            "serve",
            "--listen",
            listen,
            "--tables-per-address",
            "100000",
            "--messages-per-second",
            "1000",
            "--connections-per-address",
            "100000",
        ])
        .arg("--data")
        .arg(data)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()?;
    let stdout = child
        .stdout
        .take()
        .ok_or_else(|| std::io::Error::other("no stdout"))?;
    let mut line = String::new();
    BufReader::new(stdout).read_line(&mut line)?;
    let addr = line
        .trim()
        .strip_prefix("listening on ")
        .ok_or_else(|| std::io::Error::other(format!("the server said {line:?}")))?
        .to_string();
    Ok((child, addr))
}

pub async fn run(args: &LoadArgs) -> ExitCode {
    let (mut child, server) = match (&args.server, args.spawn) {
        (Some(server), false) => (None, server.clone()),
        (None, true) => {
            let _ = std::fs::remove_dir_all(&args.data);
            match spawn_server("127.0.0.1:0", &args.data) {
                Ok((child, addr)) => (Some(child), addr),
                Err(error) => {
                    eprintln!("error: could not start the server: {error}");
                    return ExitCode::FAILURE;
                }
            }
        }
        _ => {
            eprintln!("error: name a --server or --spawn one");
            return ExitCode::from(2);
        }
    };
    let pid = child.as_ref().map(Child::id).or(args.server_pid);
    let baseline = pid.and_then(rss_kib);
    let clock = Arc::new(Clock {
        seats: args.seats,
        ..Clock::default()
    });
    let options = PlayOptions {
        server: server.clone(),
        name: "Load".into(),
        bot: "easy".into(),
        bot_seed: 1,
        patience: Duration::from_secs(60),
        think: Duration::from_millis(args.think_ms),
        pace: Duration::from_millis(args.think_ms).min(crate::client::PACE),
        probe: Some(clock.clone()),
    };
    let game = GameChoice::Coop {
        seats: args.seats,
        professional: false,
        smaller_hands: false,
        on_fire: false,
    };
    let start = Instant::now();
    let finished = Arc::new(AtomicUsize::new(0));
    let lost = Arc::new(AtomicUsize::new(0));
    let reconnects = Arc::new(AtomicUsize::new(0));
    let failures = Arc::new(Mutex::new(Vec::<String>::new()));
    let mut tasks = tokio::task::JoinSet::new();
    let opened_count = Arc::new(AtomicUsize::new(0));
    let gap = Duration::from_secs_f64(1.0 / args.open_per_second.max(1) as f64);
    let mut next = Instant::now();
    for table in 0..args.tables {
        let (options, seats, counters) = (
            options.clone(),
            args.seats,
            (
                finished.clone(),
                lost.clone(),
                reconnects.clone(),
                failures.clone(),
                opened_count.clone(),
            ),
        );
        tasks.spawn(async move {
            let (f, l, r, e, o) = counters;
            let (code_tx, code_rx) = tokio::sync::oneshot::channel::<String>();
            let mut code_tx = Some(code_tx);
            let mut opener = options.clone();
            opener.bot_seed = table as u64;
            let entry = Entry::Open {
                game,
                seats: vec![SeatChoice::Friend; seats],
                seat: 0,
                deal: None,
            };
            let mut players = tokio::task::JoinSet::new();
            players.spawn(async move {
                play(entry, &opener, move |code| {
                    if let Some(tx) = code_tx.take() {
                        let _ = tx.send(code.to_string());
                    }
                })
                .await
            });
            if let Ok(code) = code_rx.await {
                o.fetch_add(1, Ordering::Relaxed);
                for seat in 1..seats {
                    let mut joiner = options.clone();
                    joiner.bot_seed = (table * 8 + seat) as u64;
                    let entry = Entry::Join {
                        code: code.clone(),
                        seat: Some(seat),
                    };
                    players.spawn(async move { play(entry, &joiner, |_| {}).await });
                }
            }
            while let Some(result) = players.join_next().await {
                match result {
                    Ok(result) => tally(result, &f, &l, &r, &e),
                    Err(error) => e
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .push(error.to_string()),
                }
            }
        });
        next += gap;
        tokio::time::sleep_until(next).await;
    }
    let opened = start.elapsed();
    println!(
        "opened {} tables with {} clients in {:.1} s",
        args.tables,
        args.tables * args.seats,
        opened.as_secs_f64()
    );
    let mut peak_rss = pid.and_then(rss_kib);
    let mut peak_tables = 0;
    let mut peak_rate: f64 = 0.0;
    let mut window_start = Instant::now();
    let mut window_actions = clock.actions.load(Ordering::Relaxed);
    let mut killed = false;
    let mut sample = tokio::time::interval(Duration::from_millis(500));
    while !tasks.is_empty() {
        tokio::select! {
            _ = tasks.join_next() => {}
            _ = sample.tick() => {
                if let Some(rss) = pid.and_then(rss_kib) {
                    peak_rss = peak_rss.max(Some(rss));
                }
                let playing = opened_count.load(Ordering::Relaxed)
                    .saturating_sub(finished.load(Ordering::Relaxed) / args.seats);
                peak_tables = peak_tables.max(playing);
                // The busiest second, from 2 s windows.
                let now_actions = clock.actions.load(Ordering::Relaxed);
                if window_start.elapsed() >= Duration::from_secs(2) {
                    let rate = (now_actions - window_actions) as f64 / window_start.elapsed().as_secs_f64();
                    peak_rate = peak_rate.max(rate);
                    window_start = Instant::now();
                    window_actions = now_actions;
                }
                if let (Some(after), Some(server)) = (args.kill_after, &mut child)
                    && !killed
                    && start.elapsed() >= Duration::from_secs(after)
                {
                    killed = true;
                    let _ = server.kill();
                    let _ = server.wait();
                    println!("killed the server (SIGKILL) at {:.1} s with {} actions sent", start.elapsed().as_secs_f64(), clock.actions.load(Ordering::Relaxed));
                    match spawn_server(&options.server, &args.data) {
                        Ok((restarted, _)) => *server = restarted,
                        Err(error) => {
                            eprintln!("error: could not restart the server: {error}");
                            return ExitCode::FAILURE;
                        }
                    }
                }
            }
        }
    }
    let took = start.elapsed();
    if let Some(server) = &mut child {
        let _ = server.kill();
        let _ = server.wait();
    }
    let mut times = clock.done.lock().unwrap_or_else(|p| p.into_inner()).clone();
    times.sort();
    let actions = clock.actions.load(Ordering::Relaxed);
    let finished = finished.load(Ordering::Relaxed);
    let clients = args.tables * args.seats;
    println!(
        "games finished: {} of {} clients ({} tables); at most {} tables at once",
        finished, clients, args.tables, peak_tables
    );
    println!(
        "actions: {actions} in {:.1} s: {:.0} a second on average, {:.0} in the busiest 2 s",
        took.as_secs_f64(),
        actions as f64 / took.as_secs_f64(),
        peak_rate
    );
    println!(
        "action to every seat's update: median {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} actions timed)",
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
        times.len()
    );
    if let (Some(base), Some(peak)) = (baseline, peak_rss) {
        println!(
            "server memory: {} KiB at rest, {} KiB at peak: {:.1} KiB per table at once",
            base,
            peak,
            peak.saturating_sub(base) as f64 / peak_tables.max(1) as f64
        );
    }
    let lost = lost.load(Ordering::Relaxed);
    println!(
        "reconnects: {}, acknowledged actions lost: {lost}",
        reconnects.load(Ordering::Relaxed)
    );
    let failures = failures.lock().unwrap_or_else(|p| p.into_inner());
    for failure in failures.iter().take(5) {
        println!("failure: {failure}");
    }
    if finished == clients && lost == 0 && failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn tally(
    result: Result<crate::client::Played, String>,
    finished: &AtomicUsize,
    lost: &AtomicUsize,
    reconnects: &AtomicUsize,
    failures: &Mutex<Vec<String>>,
) {
    match result {
        Ok(played) => {
            finished.fetch_add(1, Ordering::Relaxed);
            lost.fetch_add(played.lost_steps, Ordering::Relaxed);
            reconnects.fetch_add(played.reconnects, Ordering::Relaxed);
        }
        Err(error) => failures
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(error),
    }
}
