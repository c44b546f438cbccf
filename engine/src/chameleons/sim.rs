//! The chameleon simulator: seat 0 is bot A, every other seat bot B. Game i
//! is dealt from seed S+i with player i mod N starting, so every pair of bots
//! meets the same deals and every seat starts equally often. Each bot's
//! generator comes from the game's seed and its seat, never from the thread,
//! so the results do not depend on `--threads`.

use std::time::Instant;

use super::bots::styles::StyleTraits;
use super::bots::{ChameleonLevel, Opponents, make_chameleon_bot};
use super::rules::deal::{ChameleonDeal, DealtCards};
use super::rules::game::{ChameleonConfig, ChameleonGame};
use super::rules::scoring::ScoreSide;
use crate::core::sim::{Estimate, bot_seed, mean_estimate, play_all, quantile};

/// More actions than this in one game is a bug; the game counts as an error.
const MAX_ACTIONS: usize = 5_000;

#[derive(Debug, Clone)]
pub struct ChameleonSimConfig {
    pub players: usize,
    pub side: ScoreSide,
    /// Seat 0.
    pub bot: ChameleonLevel,
    /// Every other seat (the styles in turn for `Opponents::Styles`).
    pub versus: Opponents,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ChameleonGameResult {
    pub seed: u64,
    pub scores: Vec<i32>,
    pub winners: Vec<usize>,
    pub error: Option<String>,
    /// Wall-clock time of each decision of seat 0, in ns.
    pub decision_nanos: Vec<u64>,
    /// The same for the decisions of seat 0 with more than one legal action.
    pub choice_nanos: Vec<u64>,
    /// What seat 0 did, in the terms the styles differ by.
    pub traits: StyleTraits,
}

impl ChameleonGameResult {
    /// Seat 0's share of the win: 1/k for a win shared by k players.
    pub fn win_share(&self) -> f64 {
        if self.winners.contains(&0) {
            1.0 / self.winners.len() as f64
        } else {
            0.0
        }
    }
}

/// The deal of game `index`: seed S+index, player index mod N first.
pub fn game_deal(config: &ChameleonSimConfig, index: usize) -> ChameleonDeal {
    let seed = config.seed.wrapping_add(index as u64);
    let mut dealt = DealtCards::from_seed(seed, config.players);
    dealt.first_player = index % config.players;
    ChameleonDeal::Cards(dealt)
}

pub fn play_game(config: &ChameleonSimConfig, index: usize) -> ChameleonGameResult {
    let seed = config.seed.wrapping_add(index as u64);
    let mut result = ChameleonGameResult {
        seed,
        scores: Vec::new(),
        winners: Vec::new(),
        error: None,
        decision_nanos: Vec::new(),
        choice_nanos: Vec::new(),
        traits: StyleTraits::default(),
    };
    let game_config = ChameleonConfig::new(config.players, config.side);
    let mut game = match ChameleonGame::new(game_config, game_deal(config, index)) {
        Ok(game) => game,
        Err(error) => {
            result.error = Some(error.to_string());
            return result;
        }
    };
    let mut bots: Vec<_> = (0..config.players)
        .map(|seat| {
            let level = if seat == 0 {
                config.bot
            } else {
                config.versus.at(seat)
            };
            make_chameleon_bot(level, bot_seed(seed, seat))
        })
        .collect();
    while !game.is_over() {
        if game.history().len() >= MAX_ACTIONS {
            result.error = Some(format!("game {seed} did not end in {MAX_ACTIONS} actions"));
            return result;
        }
        let player = game.current_player();
        let observation = game.observation(player);
        let forced = player == 0 && observation.legal_actions().len() == 1;
        let start = Instant::now();
        let action = bots[player].decide(&observation);
        let elapsed = start.elapsed().as_nanos() as u64;
        if player == 0 {
            result.traits.observe(&observation, action);
            result.decision_nanos.push(elapsed);
            if !forced {
                result.choice_nanos.push(elapsed);
            }
        }
        if let Err(error) = game.apply(player, action) {
            result.error = Some(format!(
                "seed {seed}, player {player}: {} refused: {error}",
                action.describe()
            ));
            return result;
        }
    }
    let outcome = game.outcome().expect("the loop ends with the game");
    result.scores = outcome.scores.clone();
    result.winners = outcome.winners.clone();
    result.traits.finish(game.collection(0));
    result
}

#[derive(Debug, Clone)]
pub struct ChameleonSummary {
    pub config: ChameleonSimConfig,
    pub results: Vec<ChameleonGameResult>,
}

pub fn run(config: &ChameleonSimConfig) -> ChameleonSummary {
    ChameleonSummary {
        config: config.clone(),
        results: play_all(config.games, config.threads, |index| {
            play_game(config, index)
        }),
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct ChameleonStats {
    pub games: usize,
    pub errors: usize,
    /// Seat 0's share of wins with a normal-approximation 95% interval.
    pub win_share: Estimate,
    pub mean_score: Estimate,
    /// The mean over games of the other seats' mean score.
    pub mean_score_others: Estimate,
    pub decisions_timed: usize,
    pub median_ms: f64,
    pub p99_ms: f64,
    /// Decisions with more than one legal action (the others take microseconds).
    pub choices_timed: usize,
    pub median_choice_ms: f64,
    pub p99_choice_ms: f64,
    /// Seat 0's traits over the games played.
    pub traits: StyleTraits,
}

impl ChameleonSummary {
    pub fn stats(&self) -> ChameleonStats {
        let played: Vec<&ChameleonGameResult> =
            self.results.iter().filter(|r| r.error.is_none()).collect();
        let shares: Vec<f64> = played.iter().map(|r| r.win_share()).collect();
        let mine: Vec<f64> = played.iter().map(|r| f64::from(r.scores[0])).collect();
        let others: Vec<f64> = played
            .iter()
            .map(|r| {
                r.scores[1..].iter().map(|&s| f64::from(s)).sum::<f64>()
                    / (r.scores.len() - 1) as f64
            })
            .collect();
        let mut nanos: Vec<u64> = self
            .results
            .iter()
            .flat_map(|r| r.decision_nanos.iter().copied())
            .collect();
        nanos.sort_unstable();
        let mut choices: Vec<u64> = self
            .results
            .iter()
            .flat_map(|r| r.choice_nanos.iter().copied())
            .collect();
        choices.sort_unstable();
        let mut traits = StyleTraits::default();
        for result in &played {
            traits.add(&result.traits);
        }
        let mut win_share = mean_estimate(&shares);
        win_share.low = win_share.low.max(0.0);
        win_share.high = win_share.high.min(1.0);
        ChameleonStats {
            games: self.results.len(),
            errors: self.results.len() - played.len(),
            win_share,
            mean_score: mean_estimate(&mine),
            mean_score_others: mean_estimate(&others),
            decisions_timed: nanos.len(),
            median_ms: quantile(&nanos, 0.5) as f64 / 1e6,
            p99_ms: quantile(&nanos, 0.99) as f64 / 1e6,
            choices_timed: choices.len(),
            median_choice_ms: quantile(&choices, 0.5) as f64 / 1e6,
            p99_choice_ms: quantile(&choices, 0.99) as f64 / 1e6,
            traits,
        }
    }

    /// The report; `timing` false leaves out the wall-clock figures (zeros in JSON).
    pub fn report(&self, timing: bool, json: bool) -> String {
        let s = self.stats();
        let c = &self.config;
        let mut out = String::new();
        let mut line = |text: String| {
            out.push_str(&text);
            out.push('\n');
        };
        line(format!(
            "chameleons, {} seats, {} side; {} (seat 0) against {}; {} games from seed {}, first seat rotating",
            c.players,
            c.side.name(),
            c.bot.name(),
            c.versus.name(),
            s.games,
            c.seed
        ));
        line(format!(
            "{} win share: {:.3} (95% CI {:.3}-{:.3}; fair share {:.3})",
            c.bot.name(),
            s.win_share.value,
            s.win_share.low,
            s.win_share.high,
            1.0 / c.players as f64
        ));
        line(format!(
            "mean score: {} {:.2} (95% CI {:.2}-{:.2}), others {:.2} (95% CI {:.2}-{:.2})",
            c.bot.name(),
            s.mean_score.value,
            s.mean_score.low,
            s.mean_score.high,
            s.mean_score_others.value,
            s.mean_score_others.low,
            s.mean_score_others.high
        ));
        let t = &s.traits;
        let per = |count: u32, of: u32| f64::from(count) / f64::from(of.max(1));
        let (cards_per_take, spoiling, spoiled, colours, depth, deepest) = (
            per(t.cards_taken, t.takes),
            per(t.spoiling_places, t.places),
            per(t.spoiled_points, t.places),
            per(t.colours, s.games as u32),
            per(t.deepest_three, t.chameleons),
            per(t.deepest, s.games as u32),
        );
        line(format!(
            "{} plays: {cards_per_take:.2} cards per row taken, {spoiling:.3} of placements spoil the leader ({spoiled:.2} points each on average), {colours:.2} colours at the end, {depth:.3} of chameleons in its three deepest, {deepest:.2} in its deepest",
            c.bot.name()
        ));
        if s.errors > 0 {
            line(format!("ERRORS: {} games stopped", s.errors));
            if let Some(first) = self.results.iter().find_map(|r| r.error.clone()) {
                line(format!("first error: {first}"));
            }
        }
        if timing {
            line(format!(
                "decision time of {}: median {:.3} ms, p99 {:.3} ms ({} decisions)",
                c.bot.name(),
                s.median_ms,
                s.p99_ms,
                s.decisions_timed
            ));
            line(format!(
                "  of which with a choice: median {:.3} ms, p99 {:.3} ms ({} decisions)",
                s.median_choice_ms, s.p99_choice_ms, s.choices_timed
            ));
        }
        if json {
            let (median, p99, choice_median, choice_p99) = if timing {
                (s.median_ms, s.p99_ms, s.median_choice_ms, s.p99_choice_ms)
            } else {
                (0.0, 0.0, 0.0, 0.0)
            };
            line(format!(
                "{{\"mode\":\"chameleons\",\"seats\":{},\"side\":\"{}\",\"bot\":\"{}\",\"vs\":\"{}\",\"games\":{},\"win_share\":{:.6},\"ci95_low\":{:.6},\"ci95_high\":{:.6},\"mean_score\":{:.4},\"mean_score_others\":{:.4},\"errors\":{},\"cards_per_take\":{:.4},\"spoiling_places\":{:.4},\"spoiled_points\":{:.4},\"colours\":{:.4},\"deepest_three\":{:.4},\"deepest\":{:.4},\"median_choice_ms\":{:.4},\"p99_choice_ms\":{:.4},\"median_ms\":{:.4},\"p99_ms\":{:.4}}}",
                c.players,
                c.side.name(),
                c.bot.name(),
                c.versus.name(),
                s.games,
                s.win_share.value,
                s.win_share.low,
                s.win_share.high,
                s.mean_score.value,
                s.mean_score_others.value,
                s.errors,
                cards_per_take,
                spoiling,
                spoiled,
                colours,
                depth,
                deepest,
                choice_median,
                choice_p99,
                median,
                p99
            ));
        }
        out
    }
}
