//! The chameleon game's state and its one way to change: [`ChameleonGame::apply`].
//! Every action is checked in full before anything moves, so a refused action
//! leaves the game exactly as it was.

use super::cards::{Card, CardCensus, Colour};
use super::deal::ChameleonDeal;
use super::error::ChameleonError;
pub use super::events::{Applied, ChameleonOutcome, Event};
use super::observation::ChameleonObservation;
use super::record::{
    CHAMELEON_RECORD_VERSION, ChameleonRecord, ChameleonReplayError, RecordGame, RecordedAction,
};
use super::scoring::{Collection, Score, ScoreChoice, ScoreSide, best_score, score_with_choice};
pub use super::table::{Action, ChameleonConfig, Row, Table};

/// A game of the chameleon rows game with its history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChameleonGame {
    table: Table,
    deal: ChameleonDeal,
    actions: Vec<RecordedAction>,
    /// The collections at set-up (the starting cards lie face up, R-CL-4).
    starting: Vec<Collection>,
    /// Every card turned over from the deck so far, in order.
    revealed: Vec<Card>,
}

impl ChameleonGame {
    /// Sets up a game for `config` from `deal` (R-CL-3 to R-CL-5, R-CL-14).
    pub fn new(config: ChameleonConfig, deal: ChameleonDeal) -> Result<Self, ChameleonError> {
        config.validate()?;
        let dealt = deal.resolve(config.players);
        dealt.validate(config.players)?;
        let table = Table::new(config, &dealt);
        Ok(ChameleonGame {
            starting: table.collections.clone(),
            table,
            deal,
            actions: Vec::new(),
            revealed: Vec::new(),
        })
    }

    /// Carries out `action` for `player`, or refuses it and changes nothing.
    pub fn apply(&mut self, player: usize, action: Action) -> Result<Applied, ChameleonError> {
        let mut applied = Applied::default();
        self.table
            .step(player, action, &mut |event| applied.events.push(event))?;
        self.actions.push(RecordedAction { player, action });
        for event in &applied.events {
            match *event {
                Event::Drew { card, .. } | Event::GoldenJokerExtra { card, .. } => {
                    self.revealed.push(card)
                }
                Event::LastRoundRevealed { .. } => self.revealed.push(Card::LastRound),
                _ => {}
            }
        }
        Ok(applied)
    }

    /// Would `action` by `player` be accepted now?
    pub fn check(&self, player: usize, action: Action) -> Result<(), ChameleonError> {
        self.table.check(player, action)
    }

    pub fn config(&self) -> ChameleonConfig {
        self.table.config
    }

    pub fn deal(&self) -> &ChameleonDeal {
        &self.deal
    }

    pub fn players(&self) -> usize {
        self.table.config.players
    }

    pub fn colours_in_play(&self) -> &[Colour] {
        &self.table.colours_in_play
    }

    pub fn removed_colours(&self) -> &[Colour] {
        &self.table.removed
    }

    pub fn rows(&self) -> &[Row] {
        &self.table.rows
    }

    pub fn collection(&self, player: usize) -> &Collection {
        &self.table.collections[player]
    }

    pub fn collections(&self) -> &[Collection] {
        &self.table.collections
    }

    /// Cards still in the deck, the last-round card included while it is there.
    pub fn deck_count(&self) -> usize {
        self.table.deck.len()
    }

    /// Has the last-round card come up (R-CL-11)?
    pub fn is_last_round(&self) -> bool {
        self.table.last_round
    }

    /// The player to act (also while the game is over: the last to act).
    pub fn current_player(&self) -> usize {
        self.table.current
    }

    /// The card drawn and waiting for its row, seen by everyone.
    pub fn drawn_card(&self) -> Option<Card> {
        self.table.drawn
    }

    /// The row `player` took this round, if any.
    pub fn taken_row(&self, player: usize) -> Option<usize> {
        self.table.taken[player]
    }

    pub fn is_in_round(&self, player: usize) -> bool {
        self.table.taken[player].is_none()
    }

    /// Rounds count from 1.
    pub fn round(&self) -> u32 {
        self.table.round
    }

    /// Cards out of the game: two players' untaken third rows (R-CL-14).
    pub fn discarded(&self) -> &[Card] {
        &self.table.discarded
    }

    pub fn is_over(&self) -> bool {
        self.table.outcome.is_some()
    }

    pub fn outcome(&self) -> Option<&ChameleonOutcome> {
        self.table.outcome.as_ref()
    }

    /// `player`'s best score now on the game's side (R-CL-12).
    pub fn live_score(&self, player: usize) -> Score {
        self.score_on(player, self.table.config.side)
    }

    /// `player`'s best score now on either side.
    pub fn score_on(&self, player: usize, side: ScoreSide) -> Score {
        best_score(
            &self.table.collections[player],
            &self.table.colours_in_play,
            side,
        )
    }

    /// `player`'s total under their own choice (the score screen, R-CL-12).
    pub fn score_with_choice(
        &self,
        player: usize,
        choice: &ScoreChoice,
    ) -> Result<i32, ChameleonError> {
        score_with_choice(
            &self.table.collections[player],
            choice,
            &self.table.colours_in_play,
            self.table.config.side,
        )
    }

    pub fn legal_actions(&self) -> Vec<Action> {
        self.table.legal_actions()
    }

    /// What `player` may see: everything but the deck order.
    pub fn observation(&self, player: usize) -> ChameleonObservation {
        ChameleonObservation::of(
            &self.table,
            player,
            &self.starting,
            &self.actions,
            &self.revealed,
        )
    }

    /// Every action so far, in order.
    pub fn history(&self) -> &[RecordedAction] {
        &self.actions
    }

    pub fn record(&self) -> ChameleonRecord {
        ChameleonRecord::new(
            self.table.config,
            self.deal.clone(),
            self.actions.clone(),
            self.table.outcome.clone(),
        )
    }

    /// How many cards of each kind are anywhere: deck, rows, drawn card,
    /// collections, discarded, set aside or removed. Always the full box.
    pub fn census(&self) -> CardCensus {
        self.table.census()
    }

    /// The final scores computed from scratch from the collections.
    pub fn scores_from_scratch(&self) -> Vec<i32> {
        self.table
            .collections
            .iter()
            .map(|c| self.table.best_total_of(c))
            .collect()
    }
}

/// Replaying needs the game, so it lives with it; the record stays plain data.
impl ChameleonRecord {
    /// Replays every action, checking each and the recorded result.
    pub fn replay(&self) -> Result<ChameleonGame, ChameleonReplayError> {
        self.replay_with(|_, _, _| {})
    }

    /// Replays, calling `after(index_from_1, action, game)` after each action.
    pub fn replay_with(
        &self,
        mut after: impl FnMut(usize, &RecordedAction, &ChameleonGame),
    ) -> Result<ChameleonGame, ChameleonReplayError> {
        if self.version != CHAMELEON_RECORD_VERSION {
            return Err(ChameleonReplayError::UnsupportedVersion(self.version));
        }
        if self.game != RecordGame::Chameleons {
            return Err(ChameleonReplayError::NotChameleons);
        }
        let mut game = ChameleonGame::new(self.config(), self.deal.clone())
            .map_err(ChameleonReplayError::Setup)?;
        for (index, recorded) in self.actions.iter().enumerate() {
            game.apply(recorded.player, recorded.action)
                .map_err(|error| ChameleonReplayError::IllegalAction {
                    index: index + 1,
                    action: *recorded,
                    error,
                })?;
            after(index + 1, recorded, &game);
        }
        match (&self.outcome, game.outcome()) {
            // `None` means the game goes on, so a finished game must say how it ended.
            (None, Some(replayed)) => {
                return Err(ChameleonReplayError::OutcomeMissing {
                    replayed: Box::new(replayed.clone()),
                });
            }
            (Some(recorded), replayed) if Some(recorded) != replayed => {
                return Err(ChameleonReplayError::OutcomeMismatch {
                    recorded: Box::new(recorded.clone()),
                    replayed: Box::new(replayed.cloned()),
                });
            }
            _ => {}
        }
        Ok(game)
    }
}
