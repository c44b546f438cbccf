//! A progress line for long simulations: games done, share and the time left
//! estimated from the pace so far, redrawn in place on standard error. Only
//! when standard error is a terminal, so logs, pipes and `--json` consumers
//! see nothing of it. (Written here rather than taken from a crate such as
//! `indicatif` so that the game's dependency graph stays as it is.)

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::{SimConfig, Summary, run_counted};

/// How often the line is redrawn.
const TICK: Duration = Duration::from_millis(250);

/// Runs the simulation, with a progress line on standard error when it is a
/// terminal. The summary is the same either way.
pub fn run_with_progress(config: &SimConfig, timing: bool) -> Summary {
    if !std::io::stderr().is_terminal() {
        return run_counted(config, timing, None);
    }
    let done = AtomicUsize::new(0);
    let finished = AtomicBool::new(false);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            let start = Instant::now();
            let mut stderr = std::io::stderr();
            while !finished.load(Ordering::Relaxed) {
                std::thread::sleep(TICK);
                let line =
                    progress_line(done.load(Ordering::Relaxed), config.games, start.elapsed());
                let _ = write!(stderr, "\r{line}\x1b[K");
                let _ = stderr.flush();
            }
            // Leave the terminal as it was.
            let _ = write!(stderr, "\r\x1b[K");
            let _ = stderr.flush();
        });
        let summary = run_counted(config, timing, Some(&done));
        finished.store(true, Ordering::Relaxed);
        summary
    })
}

/// "1234/2000 games (61%), about 12 s left" (the estimate once a game is done).
pub fn progress_line(done: usize, total: usize, elapsed: Duration) -> String {
    let percent = (done * 100).checked_div(total).unwrap_or(100);
    let mut line = format!("{done}/{total} games ({percent}%)");
    if done > 0 && done < total {
        let left = elapsed.as_secs_f64() * (total - done) as f64 / done as f64;
        line.push_str(&format!(", about {} left", duration(left)));
    }
    line
}

fn duration(seconds: f64) -> String {
    let s = seconds.round() as u64;
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min {:02} s", s / 60, s % 60),
        _ => format!("{} h {:02} min", s / 3600, (s % 3600) / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_estimate_follows_the_pace_so_far() {
        let line = progress_line(500, 2000, Duration::from_secs(10));
        assert_eq!(line, "500/2000 games (25%), about 30 s left");
        let line = progress_line(100, 2000, Duration::from_secs(10));
        assert_eq!(line, "100/2000 games (5%), about 3 min 10 s left");
        assert_eq!(
            progress_line(0, 2000, Duration::from_secs(3)),
            "0/2000 games (0%)"
        );
        assert_eq!(
            progress_line(2000, 2000, Duration::from_secs(3)),
            "2000/2000 games (100%)"
        );
        assert_eq!(duration(7_300.0), "2 h 01 min");
    }
}
