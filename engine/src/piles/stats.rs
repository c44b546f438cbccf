//! Statistics of a person's finished games: for each kind of game (mode,
//! seats, variants) the games, wins, excellent results, cards left, best
//! result and win streaks, plus the last 100 games with their date, deal and
//! result. Plain Rust; the game keeps it as `statistics.ron`.

use std::collections::VecDeque;
use std::ops::Range;

use serde::{Deserialize, Serialize};

pub use crate::date::Date;
use crate::piles::bots::BotLevel;
use crate::piles::dealcode::DealCode;
use crate::piles::rules::{Game, Mode, Outcome, Ruleset};

pub const STATISTICS_FILE: &str = "statistics.ron";
/// Games kept in the history.
pub const HISTORY_LENGTH: usize = 100;

/// A kind of game, as statistics are kept apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct StatKey {
    pub duel: bool,
    pub seats: usize,
    pub professional: bool,
    pub smaller_hands: bool,
    pub on_fire: bool,
}

impl StatKey {
    pub fn of(ruleset: &Ruleset) -> StatKey {
        StatKey {
            duel: ruleset.mode == Mode::Duel,
            seats: ruleset.seats,
            professional: ruleset.professional,
            smaller_hands: ruleset.smaller_hands,
            on_fire: ruleset.on_fire,
        }
    }

    /// The ruleset of this kind of game (for describing it).
    pub fn ruleset(&self) -> Ruleset {
        let base = if self.duel {
            Ruleset::duel()
        } else {
            Ruleset::coop(self.seats)
        };
        Ruleset {
            professional: self.professional,
            smaller_hands: self.smaller_hands,
            on_fire: self.on_fire,
            ..base
        }
    }
}

/// One finished game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    pub date: Date,
    pub ruleset: Ruleset,
    pub seed: u64,
    /// The code that deals this game again (empty if the seed does not fit one).
    pub deal_code: String,
    pub outcome: Outcome,
    /// The person's side: co-op, the team's cards not played; Duel, the
    /// person's own cards still to place.
    pub cards_left: usize,
    pub won: bool,
    pub excellent: bool,
    pub hints_used: u32,
    pub bot_level: BotLevel,
    pub human_seat: Option<usize>,
    pub daily: bool,
    /// The kept game record, a file name in the records folder.
    pub record_file: Option<String>,
    /// The seat that moved first (R-CO-5, R-DU-2); files written before it
    /// was kept read as seat 0, which started every game then.
    #[serde(default)]
    pub first_seat: usize,
    /// The par: cards the expert left on the same deal (the expert team in
    /// co-op; the Duel expert in the person's seat, its own cards, 0 when it
    /// won), set once the game's review has worked it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub par: Option<usize>,
}

impl GameSummary {
    /// At or under par: won, or no more cards left than the expert left
    /// (in a Duel the expert's own cards, 0 when it won).
    pub fn at_par(&self) -> Option<bool> {
        self.par.map(|par| self.won || self.cards_left <= par)
    }
}

/// The sums over the games of one kind.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    pub games: u32,
    pub wins: u32,
    pub excellent: u32,
    pub total_cards_left: u64,
    /// The fewest cards left in any game.
    pub best: Option<usize>,
    /// Wins in a row up to the last game.
    pub current_streak: u32,
    pub best_streak: u32,
    pub hinted_games: u32,
    /// Games by cards left: `histogram[n]` games ended with n cards left.
    pub histogram: Vec<u32>,
    /// Games whose par is known, and those of them at or under it.
    pub par_games: u32,
    pub at_par: u32,
}

impl Tally {
    pub fn add(&mut self, game: &GameSummary) {
        self.games += 1;
        self.total_cards_left += game.cards_left as u64;
        self.best = Some(
            self.best
                .map_or(game.cards_left, |best| best.min(game.cards_left)),
        );
        if game.won {
            self.wins += 1;
            self.current_streak += 1;
            self.best_streak = self.best_streak.max(self.current_streak);
        } else {
            self.current_streak = 0;
        }
        if game.excellent {
            self.excellent += 1;
        }
        if game.hints_used > 0 {
            self.hinted_games += 1;
        }
        if self.histogram.len() <= game.cards_left {
            self.histogram.resize(game.cards_left + 1, 0);
        }
        self.histogram[game.cards_left] += 1;
        self.count_par(game);
    }

    /// Counts a game's par, added with the game or worked out after it.
    fn count_par(&mut self, game: &GameSummary) {
        if let Some(at_par) = game.at_par() {
            self.par_games += 1;
            self.at_par += u32::from(at_par);
        }
    }

    pub fn mean_cards_left(&self) -> Option<f64> {
        (self.games > 0).then(|| self.total_cards_left as f64 / f64::from(self.games))
    }

    pub fn win_rate(&self) -> Option<f64> {
        (self.games > 0).then(|| f64::from(self.wins) / f64::from(self.games))
    }
}

/// Games in bars for a chart: the first bar holds exactly 0 cards left (a
/// win), then `width` cards a bar up to the largest count seen.
pub fn histogram_buckets(tally: &Tally, width: usize) -> Vec<(Range<usize>, u32)> {
    let width = width.max(1);
    let count = |range: Range<usize>| -> u32 {
        range
            .clone()
            .filter_map(|cards| tally.histogram.get(cards))
            .sum()
    };
    let mut buckets = vec![(0..1, count(0..1))];
    let top = tally.histogram.len().max(2);
    let mut start = 1;
    while start < top {
        let range = start..start + width;
        buckets.push((range.clone(), count(range)));
        start += width;
    }
    buckets
}

/// Everything kept about a person's games.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Statistics {
    /// Every game of every kind; kept as it goes, so overall streaks are the
    /// real runs of wins in a row, beyond the history's reach.
    pub all: Tally,
    /// One tally per kind of game, in the order first played.
    pub tallies: Vec<(StatKey, Tally)>,
    /// The last games, oldest first.
    pub history: VecDeque<GameSummary>,
}

impl Statistics {
    pub fn add(&mut self, game: GameSummary) {
        self.all.add(&game);
        let key = StatKey::of(&game.ruleset);
        match self.tallies.iter_mut().find(|(k, _)| *k == key) {
            Some((_, tally)) => tally.add(&game),
            None => {
                let mut tally = Tally::default();
                tally.add(&game);
                self.tallies.push((key, tally));
            }
        }
        self.history.push_back(game);
        while self.history.len() > HISTORY_LENGTH {
            self.history.pop_front();
        }
    }

    /// Gives `game`, a recent game whose par was not known yet, its par and
    /// counts it; false when no such game is in the history.
    pub fn set_par(&mut self, game: &GameSummary, par: usize) -> bool {
        let Some(kept) = self
            .history
            .iter_mut()
            .find(|kept| kept.par.is_none() && **kept == *game)
        else {
            return false;
        };
        kept.par = Some(par);
        let kept = kept.clone();
        self.all.count_par(&kept);
        let key = StatKey::of(&kept.ruleset);
        if let Some((_, tally)) = self.tallies.iter_mut().find(|(k, _)| *k == key) {
            tally.count_par(&kept);
        }
        true
    }

    pub fn tally(&self, key: &StatKey) -> Option<&Tally> {
        self.tallies.iter().find(|(k, _)| k == key).map(|(_, t)| t)
    }

    /// The kinds of game played, in a stable order.
    pub fn keys(&self) -> Vec<StatKey> {
        let mut keys: Vec<StatKey> = self.tallies.iter().map(|(key, _)| *key).collect();
        keys.sort();
        keys
    }

    /// All kinds together, streaks counted in the order games were played.
    pub fn overall(&self) -> Tally {
        self.all.clone()
    }
}

/// The summary of a finished game for the person in `human_seat`.
pub fn summarise(
    game: &Game,
    human_seat: Option<usize>,
    seed: u64,
    bot_level: BotLevel,
    hints_used: u32,
    daily: bool,
    record_file: Option<String>,
) -> GameSummary {
    let outcome = game.outcome().expect("only finished games are summarised");
    let ruleset = *game.ruleset();
    let seat = human_seat.unwrap_or(0);
    let (cards_left, won) = match outcome {
        Outcome::Won => (0, true),
        Outcome::Lost { cards_left, .. } | Outcome::FireLost { cards_left, .. } => {
            (cards_left, false)
        }
        Outcome::DuelWon { winner, .. } => (game.cards_left_of(seat), winner == seat),
    };
    let first_seat = game.first_seat();
    let deal_code = DealCode::new(ruleset, seed)
        .and_then(|code| code.with_first_seat(first_seat))
        .map(|code| code.to_string())
        .unwrap_or_default();
    GameSummary {
        date: Date::today_utc(),
        ruleset,
        seed,
        deal_code,
        outcome,
        cards_left,
        won,
        excellent: outcome.is_excellent(),
        hints_used,
        bot_level,
        human_seat,
        daily,
        record_file,
        first_seat,
        par: None,
    }
}
