//! The simulator: plays many games on the deals of consecutive seeds, so
//! every bot meets the same deals, and reports rates with 95% intervals and
//! the bots' decision time. Games are seeded one by one (never per thread),
//! so the results do not depend on the number of threads.

mod fast;
pub mod progress;

use std::time::Instant;

use crate::piles::bots::baseline::{Published, strongest_exact};
use crate::piles::bots::opening::FirstSeat;
use crate::piles::bots::oracle::{OracleVerdict, solve};
use crate::piles::bots::{Bot, BotLevel, make_bot};
use crate::piles::rules::Action;
use crate::piles::rules::{Deal, Game, Mode, Outcome, Ruleset};

pub use crate::core::sim::{Estimate, bot_seed, mean_estimate, play_all, quantile, wilson};

/// A turn longer than this many actions, or a game longer than this many
/// turns, is a bot bug; the game is stopped and counted as an error.
const MAX_TURNS: u32 = 2_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    Bot(BotLevel),
    /// Measurement only: knows the deck order (see `bots::oracle`).
    Oracle {
        budget_ms: u64,
    },
    /// Measurement only: the published program's own play
    /// (`bots::baseline::Published`: `baseline`'s planner without its rescue),
    /// co-op, in every seat, on the checked engine.
    Published,
}

#[derive(Debug, Clone)]
pub struct SimConfig {
    pub ruleset: Ruleset,
    pub player: Player,
    /// Duel: the opponent of `player` (which sits in seat 0).
    pub versus: Option<BotLevel>,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    /// Who starts; `None` keeps the old tables' choice: seat 0 in co-op,
    /// alternating in Duel.
    pub first_seat: Option<FirstSeat>,
    /// With `Strongest`: rank the openings by the published program's exact
    /// turn scores (`bots::baseline::strongest_exact`) instead of each seat's
    /// word. Measurement only: exact scores hint at values (R-CO-12).
    pub exact_openings: bool,
}

/// One game's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResult {
    pub seed: u64,
    /// The seat that moved first.
    pub first_seat: usize,
    /// Co-op: all cards played. Duel: seat 0 (the bot under test) won.
    pub won: bool,
    pub excellent: bool,
    pub cards_left: usize,
    pub fire_lost: bool,
    pub turns: u32,
    /// A bot's illegal move, or a game that would not end.
    pub error: Option<String>,
    pub oracle: Option<OracleVerdict>,
    /// Wall-clock time of each `plan_turn` of the bot under test, in ns.
    pub turn_nanos: Vec<u64>,
}

#[derive(Debug, Clone)]
pub struct Summary {
    pub config: SimConfig,
    pub results: Vec<GameResult>,
}

pub fn run(config: &SimConfig) -> Summary {
    run_timed(config, true)
}

/// As [`run`]; with `timing` false the fast lane (`fast`) skips reading the
/// clock around each turn, and `turn_nanos` may stay empty.
pub fn run_timed(config: &SimConfig, timing: bool) -> Summary {
    run_counted(config, timing, None)
}

/// As [`run_timed`], adding 1 to `done` as each game finishes.
pub fn run_counted(
    config: &SimConfig,
    timing: bool,
    done: Option<&std::sync::atomic::AtomicUsize>,
) -> Summary {
    Summary {
        config: config.clone(),
        results: play_all(config.games, config.threads, |index| {
            let result = play_game_timed(config, index, timing);
            if let Some(done) = done {
                done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
            result
        }),
    }
}

pub fn play_game(config: &SimConfig, index: usize) -> GameResult {
    play_game_timed(config, index, true)
}

fn play_game_timed(config: &SimConfig, index: usize, timing: bool) -> GameResult {
    let seed = config.seed.wrapping_add(index as u64);
    let ruleset = config.ruleset;
    let mut result = GameResult {
        seed,
        first_seat: 0,
        won: false,
        excellent: false,
        cards_left: 0,
        fire_lost: false,
        turns: 0,
        error: None,
        oracle: None,
        turn_nanos: Vec::new(),
    };
    let all_seats: Vec<usize> = (0..ruleset.seats).collect();
    let first_seat = match (config.first_seat, ruleset.mode) {
        (None, Mode::Duel) => Ok(index % 2),
        (None, Mode::Coop) => Ok(0),
        (Some(FirstSeat::Strongest), Mode::Coop) if config.exact_openings => {
            Game::new(ruleset, Deal::Seed(seed), 0).map(|game| strongest_exact(&game))
        }
        (Some(choice), _) => choice.resolve(&ruleset, &Deal::Seed(seed), seed, &all_seats),
    };
    let trace = std::env::var_os("PILEFIRE_TRACE").is_some();
    if let Ok(first) = first_seat
        && config.player == Player::Bot(BotLevel::Baseline)
        && !trace
        && fast::covers(&ruleset)
        && let Some(fast_result) = fast::play(&ruleset, seed, first, MAX_TURNS, timing)
    {
        return fast_result;
    }
    let mut game = match first_seat.and_then(|first| Game::new(ruleset, Deal::Seed(seed), first)) {
        Ok(game) => {
            result.first_seat = game.record().first_seat;
            game
        }
        Err(error) => {
            result.error = Some(error.to_string());
            return result;
        }
    };
    let level = match config.player {
        Player::Bot(level) => level,
        Player::Published => BotLevel::Baseline,
        Player::Oracle { budget_ms } => {
            let (verdict, best_left) = solve(&game, budget_ms);
            result.oracle = Some(verdict);
            result.won = verdict == OracleVerdict::Solved;
            result.cards_left = best_left;
            result.excellent = best_left < 10;
            return result;
        }
    };
    let mut bots: Vec<Box<dyn Bot>> = (0..ruleset.seats)
        .map(|seat| {
            let seat_level = match (ruleset.mode, seat, config.versus) {
                (Mode::Duel, 1, Some(other)) => other,
                _ => level,
            };
            if config.player == Player::Published {
                return Box::new(Published) as Box<dyn Bot>;
            }
            make_bot(seat_level, &ruleset, bot_seed(seed, seat))
        })
        .collect();
    while !game.is_over() {
        if game.turn() >= MAX_TURNS {
            result.error = Some(format!("game {seed} did not end in {MAX_TURNS} turns"));
            break;
        }
        let seat = game.to_move();
        let turn = game.turn();
        let observation = game.observation(seat);
        let start = Instant::now();
        let actions: Vec<Action> = bots[seat].plan_turn(&observation);
        let elapsed = start.elapsed().as_nanos() as u64;
        if trace {
            let tops: Vec<u8> = observation.piles.iter().map(|p| p.top()).collect();
            eprintln!(
                "t{turn} s{seat} deck {:?} tops {tops:?} hand {:?} -> {actions:?}",
                observation.draw_pile_sizes, observation.hand
            );
        }
        if ruleset.mode == Mode::Coop || seat == 0 {
            result.turn_nanos.push(elapsed);
        }
        for action in actions {
            if game.is_over() {
                break;
            }
            if let Err(error) = game.apply(seat, action) {
                result.error = Some(format!(
                    "seed {seed}, turn {turn}, seat {seat}: {action:?} refused: {error}"
                ));
                break;
            }
        }
        if result.error.is_some() {
            break;
        }
        if !game.is_over() && game.turn() == turn {
            result.error = Some(format!(
                "seed {seed}, turn {turn}: the bot did not end its turn"
            ));
            break;
        }
    }
    result.turns = game.turn();
    match game.outcome() {
        Some(Outcome::DuelWon { winner, .. }) => result.won = winner == 0,
        Some(outcome) => {
            result.won = outcome == Outcome::Won;
            result.excellent = outcome.is_excellent();
            result.cards_left = outcome.cards_left().unwrap_or(0);
            result.fire_lost = matches!(outcome, Outcome::FireLost { .. });
        }
        None => result.cards_left = game.cards_left(),
    }
    result
}

/// The numbers a run reports.
#[derive(Debug, Clone, PartialEq)]
pub struct Stats {
    pub games: usize,
    pub wins: usize,
    pub win: Estimate,
    pub excellent: Estimate,
    pub left: Estimate,
    pub fire_losses: usize,
    pub errors: usize,
    pub turns_timed: usize,
    pub median_ms: f64,
    pub p99_ms: f64,
    pub solved: usize,
    pub proved_lost: usize,
    pub undecided: usize,
}

impl Summary {
    pub fn stats(&self) -> Stats {
        let games = self.results.len();
        let wins = self.results.iter().filter(|r| r.won).count();
        let excellent = self.results.iter().filter(|r| r.excellent).count();
        let left: Vec<f64> = self.results.iter().map(|r| r.cards_left as f64).collect();
        let mut nanos: Vec<u64> = self
            .results
            .iter()
            .flat_map(|r| r.turn_nanos.iter().copied())
            .collect();
        nanos.sort_unstable();
        let count = |verdict| {
            self.results
                .iter()
                .filter(|r| r.oracle == Some(verdict))
                .count()
        };
        Stats {
            games,
            wins,
            win: wilson(wins, games),
            excellent: wilson(excellent, games),
            left: mean_estimate(&left),
            fire_losses: self.results.iter().filter(|r| r.fire_lost).count(),
            errors: self.results.iter().filter(|r| r.error.is_some()).count(),
            turns_timed: nanos.len(),
            median_ms: quantile(&nanos, 0.5) as f64 / 1e6,
            p99_ms: quantile(&nanos, 0.99) as f64 / 1e6,
            solved: count(OracleVerdict::Solved),
            proved_lost: count(OracleVerdict::ProvedLost),
            undecided: count(OracleVerdict::Undecided),
        }
    }

    /// Who started, for the first line (empty for the old default, so old
    /// reports stay as they were).
    fn first_seat_words(&self) -> String {
        let Some(choice) = self.config.first_seat else {
            return String::new();
        };
        let mut starts = vec![0usize; self.config.ruleset.seats];
        for result in &self.results {
            if let Some(count) = starts.get_mut(result.first_seat) {
                *count += 1;
            }
        }
        let counts: Vec<String> = starts
            .iter()
            .enumerate()
            .map(|(seat, n)| format!("seat {seat} {n}"))
            .collect();
        let exact = if self.config.exact_openings {
            " by exact scores"
        } else {
            ""
        };
        format!(", first seat {choice}{exact} ({})", counts.join(", "))
    }

    fn player_name(&self) -> String {
        match self.config.player {
            Player::Bot(level) => level.name().to_string(),
            Player::Oracle { budget_ms } => format!("oracle ({budget_ms} ms per deal)"),
            Player::Published => "published".to_string(),
        }
    }

    /// The report. `timing` false leaves out the wall-clock lines, which are
    /// the only part that differs between runs with the same arguments.
    pub fn report(&self, timing: bool, json: bool) -> String {
        let s = self.stats();
        let c = &self.config;
        let pct = |e: Estimate| {
            format!(
                "{:.1}% (95% CI {:.1}-{:.1}%)",
                e.value * 100.0,
                e.low * 100.0,
                e.high * 100.0
            )
        };
        let mut out = String::new();
        let mut line = |text: String| {
            out.push_str(&text);
            out.push('\n');
        };
        match c.ruleset.mode {
            Mode::Coop => {
                line(format!(
                    "{}; bot {}; {} games from seed {}{}",
                    c.ruleset.describe(),
                    self.player_name(),
                    s.games,
                    c.seed,
                    self.first_seat_words()
                ));
                line(format!(
                    "wins (all cards played): {} = {}",
                    s.wins,
                    pct(s.win)
                ));
                line(format!(
                    "excellent (fewer than 10 left): {}",
                    pct(s.excellent)
                ));
                line(format!(
                    "mean cards left: {:.2} (95% CI {:.2}-{:.2})",
                    s.left.value, s.left.low, s.left.high
                ));
                if c.ruleset.on_fire {
                    line(format!("lost to fire: {}", s.fire_losses));
                }
            }
            Mode::Duel => {
                let versus = c.versus.unwrap_or(BotLevel::Normal).name();
                let first = match c.first_seat {
                    None => ", first seat alternating".to_string(),
                    Some(_) => self.first_seat_words(),
                };
                line(format!(
                    "Duel; {} (seat 0) against {versus}; {} games from seed {}{first}",
                    self.player_name(),
                    s.games,
                    c.seed
                ));
                line(format!(
                    "{} wins: {} = {}",
                    self.player_name(),
                    s.wins,
                    pct(s.win)
                ));
            }
        }
        if matches!(c.player, Player::Oracle { .. }) {
            line(format!(
                "oracle: solved {} (winnable), proved lost {}, undecided {}",
                s.solved, s.proved_lost, s.undecided
            ));
            let upper = wilson(s.solved + s.undecided, s.games);
            line(format!(
                "winnable share with full knowledge: at least {:.1}%, at most {:.1}%",
                s.win.value * 100.0,
                upper.value * 100.0
            ));
        }
        if s.errors > 0 {
            line(format!(
                "ERRORS: {} games stopped by an illegal move",
                s.errors
            ));
            if let Some(first) = self.results.iter().find_map(|r| r.error.clone()) {
                line(format!("first error: {first}"));
            }
        }
        if timing {
            line(format!(
                "decision time per turn: median {:.3} ms, p99 {:.3} ms ({} turns)",
                s.median_ms, s.p99_ms, s.turns_timed
            ));
        }
        if json {
            let (median, p99) = if timing {
                (s.median_ms, s.p99_ms)
            } else {
                (0.0, 0.0)
            };
            line(format!(
                "{{\"mode\":\"{}\",\"seats\":{},\"bot\":\"{}\",\"games\":{},\"wins\":{},\"win_rate\":{:.6},\"ci95_low\":{:.6},\"ci95_high\":{:.6},\"excellent_rate\":{:.6},\"excellent_ci95_low\":{:.6},\"excellent_ci95_high\":{:.6},\"mean_left\":{:.4},\"mean_left_ci95_low\":{:.4},\"mean_left_ci95_high\":{:.4},\"fire_losses\":{},\"errors\":{},\"solved\":{},\"proved_lost\":{},\"undecided\":{},\"median_ms\":{:.4},\"p99_ms\":{:.4}}}",
                match c.ruleset.mode {
                    Mode::Coop => "coop",
                    Mode::Duel => "duel",
                },
                c.ruleset.seats,
                self.player_name(),
                s.games,
                s.wins,
                s.win.value,
                s.win.low,
                s.win.high,
                s.excellent.value,
                s.excellent.low,
                s.excellent.high,
                s.left.value,
                s.left.low,
                s.left.high,
                s.fire_losses,
                s.errors,
                s.solved,
                s.proved_lost,
                s.undecided,
                median,
                p99
            ));
        }
        out
    }
}
