//! The simulators' harness, for both games: games played on several threads
//! with results in game order, each seat's bot seeded from the game's seed,
//! and the estimates the reports give (a rate's Wilson interval, a mean's
//! normal interval, a quantile).

/// Interval and point estimate of a rate or mean.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    pub value: f64,
    pub low: f64,
    pub high: f64,
}

/// A per-seat generator seed derived from the game's seed (SplitMix64).
pub fn bot_seed(game_seed: u64, seat: usize) -> u64 {
    let mut z = game_seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add((seat as u64 + 1).wrapping_mul(0xBF58_476D_1CE4_E5B9));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays games `0..games` on up to `threads` threads (game `g` on thread
/// `g % threads`) and returns their results in game order, whatever the
/// number of threads.
pub fn play_all<R: Send>(games: usize, threads: usize, play: impl Fn(usize) -> R + Sync) -> Vec<R> {
    let threads = threads.max(1).min(games.max(1));
    let play = &play;
    let mut results: Vec<Option<R>> = (0..games).map(|_| None).collect();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..games)
                        .step_by(threads)
                        .map(|g| (g, play(g)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for handle in handles {
            for (g, result) in handle.join().expect("a simulation thread panicked") {
                results[g] = Some(result);
            }
        }
    });
    results
        .into_iter()
        .map(|r| r.expect("every game ran"))
        .collect()
}

/// Wilson score interval for `k` successes in `n` trials, 95%.
pub fn wilson(k: usize, n: usize) -> Estimate {
    if n == 0 {
        return Estimate {
            value: 0.0,
            low: 0.0,
            high: 1.0,
        };
    }
    let z = 1.959_964f64;
    let n_f = n as f64;
    let p = k as f64 / n_f;
    let denominator = 1.0 + z * z / n_f;
    let centre = (p + z * z / (2.0 * n_f)) / denominator;
    let half = z * (p * (1.0 - p) / n_f + z * z / (4.0 * n_f * n_f)).sqrt() / denominator;
    Estimate {
        value: p,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    }
}

/// Mean with a normal-approximation 95% interval.
pub fn mean_estimate(values: &[f64]) -> Estimate {
    let n = values.len();
    if n == 0 {
        return Estimate {
            value: 0.0,
            low: 0.0,
            high: 0.0,
        };
    }
    let mean = values.iter().sum::<f64>() / n as f64;
    let variance = if n > 1 {
        values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1) as f64
    } else {
        0.0
    };
    let half = 1.959_964 * (variance / n as f64).sqrt();
    Estimate {
        value: mean,
        low: mean - half,
        high: mean + half,
    }
}

/// The `q` quantile (0..=1) of `sorted`, nearest rank.
pub fn quantile(sorted: &[u64], q: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}
