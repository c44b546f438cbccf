//! The state of play without its history: the table size, the rows, the
//! deck and collections, and the checked step from one state to the next.

use serde::{Deserialize, Serialize};

use super::cards::{CARD_KINDS, Card, CardCensus, Colour};
use super::deal::DealtCards;
use super::error::ChameleonError;
use super::events::{ChameleonOutcome, Event};
use super::scoring::{Collection, ScoreSide, best_total, colour_mask};

/// The table size and score side, fixed for the whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChameleonConfig {
    pub players: usize,
    pub side: ScoreSide,
}

impl ChameleonConfig {
    pub fn new(players: usize, side: ScoreSide) -> Self {
        ChameleonConfig { players, side }
    }

    pub fn validate(&self) -> Result<(), ChameleonError> {
        if (2..=5).contains(&self.players) {
            Ok(())
        } else {
            Err(ChameleonError::BadPlayerCount {
                players: self.players,
            })
        }
    }

    /// The rows at the start of a game: empty, each with its capacity.
    pub fn empty_rows(&self) -> Vec<Row> {
        self.row_capacities()
            .into_iter()
            .map(|capacity| Row {
                cards: Vec::new(),
                capacity,
                taken_by: None,
            })
            .collect()
    }

    /// How many cards each row holds at most: one brown row per player with
    /// three places (R-CL-3), or the green rows of 1, 2 and 3 (R-CL-14).
    pub fn row_capacities(&self) -> Vec<usize> {
        if self.players == 2 {
            vec![1, 2, 3]
        } else {
            vec![3; self.players]
        }
    }
}

/// What a player does on their turn (R-CL-6). Draw-and-place is two steps,
/// because the card is seen before its row is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Turn over the top card of the deck (step one of A).
    Draw,
    /// Lay the drawn card in this row (step two of A).
    Place { row: usize },
    /// Take this row with its cards and leave the round (B).
    Take { row: usize },
}

impl Action {
    pub fn describe(self) -> String {
        match self {
            Action::Draw => "draw".into(),
            Action::Place { row } => format!("place in row {row}"),
            Action::Take { row } => format!("take row {row}"),
        }
    }
}

/// A row card in the middle and the cards beside it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Row {
    pub cards: Vec<Card>,
    pub capacity: usize,
    /// The player who took it this round; `None` while it is in the middle.
    pub taken_by: Option<usize>,
}

impl Row {
    pub fn in_middle(&self) -> bool {
        self.taken_by.is_none()
    }

    pub fn has_room(&self) -> bool {
        self.in_middle() && self.cards.len() < self.capacity
    }

    pub fn can_be_taken(&self) -> bool {
        self.in_middle() && !self.cards.is_empty()
    }
}

/// The bare state, with no history: cheap to copy for the bots' look-ahead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub(crate) config: ChameleonConfig,
    pub(crate) colours_in_play: Vec<Colour>,
    pub(crate) removed: Vec<Colour>,
    /// The deck with its top card last.
    pub(crate) deck: Vec<Card>,
    pub(crate) rows: Vec<Row>,
    pub(crate) collections: Vec<Collection>,
    /// The row each player took this round.
    pub(crate) taken: Vec<Option<usize>>,
    pub(crate) current: usize,
    pub(crate) drawn: Option<Card>,
    pub(crate) last_round: bool,
    pub(crate) discarded: Vec<Card>,
    pub(crate) round: u32,
    pub(crate) outcome: Option<ChameleonOutcome>,
}

impl Table {
    pub(crate) fn new(config: ChameleonConfig, dealt: &DealtCards) -> Table {
        let mut collections = vec![Collection::default(); config.players];
        for (player, own) in dealt.starting.iter().enumerate() {
            for &colour in own {
                collections[player].add(Card::Chameleon(colour));
            }
        }
        let mut deck = dealt.deck.clone();
        deck.reverse();
        Table {
            config,
            colours_in_play: dealt.colours_in_play(),
            removed: dealt.removed.clone(),
            deck,
            rows: config.empty_rows(),
            collections,
            taken: vec![None; config.players],
            current: dealt.first_player,
            drawn: None,
            last_round: false,
            discarded: Vec::new(),
            round: 1,
            outcome: None,
        }
    }

    /// Is `action` by `player` legal now? Changes nothing.
    pub(crate) fn check(&self, player: usize, action: Action) -> Result<(), ChameleonError> {
        if self.outcome.is_some() {
            return Err(ChameleonError::GameOver);
        }
        if player >= self.config.players {
            return Err(ChameleonError::NoSuchPlayer {
                player,
                players: self.config.players,
            });
        }
        if let Some(row) = self.taken[player] {
            return Err(ChameleonError::OutOfRound { player, row });
        }
        if player != self.current {
            return Err(ChameleonError::NotYourTurn {
                player,
                current: self.current,
            });
        }
        let row_of = |row: usize| -> Result<&Row, ChameleonError> {
            let found = self.rows.get(row).ok_or(ChameleonError::NoSuchRow {
                row,
                rows: self.rows.len(),
                players: self.config.players,
            })?;
            match found.taken_by {
                Some(by) => Err(ChameleonError::RowTaken { row, by }),
                None => Ok(found),
            }
        };
        match (self.drawn, action) {
            (Some(_), Action::Place { row }) => {
                let target = row_of(row)?;
                if target.cards.len() >= target.capacity {
                    return Err(ChameleonError::RowFull {
                        row,
                        capacity: target.capacity,
                        players: self.config.players,
                    });
                }
                Ok(())
            }
            (Some(card), _) => Err(ChameleonError::MustPlaceDrawnCard { card }),
            (None, Action::Place { .. }) => Err(ChameleonError::NothingDrawn),
            (None, Action::Draw) => {
                if self.rows.iter().any(Row::has_room) {
                    Ok(())
                } else {
                    Err(ChameleonError::NoRoomToDraw)
                }
            }
            (None, Action::Take { row }) => {
                let target = row_of(row)?;
                if !target.cards.is_empty() {
                    Ok(())
                } else if self.rows.iter().all(|r| !r.can_be_taken()) {
                    Err(ChameleonError::MustDraw)
                } else {
                    Err(ChameleonError::RowEmpty { row })
                }
            }
        }
    }

    /// Checks and carries out `action`, reporting what happened to `log`.
    pub(crate) fn step(
        &mut self,
        player: usize,
        action: Action,
        log: &mut dyn FnMut(Event),
    ) -> Result<(), ChameleonError> {
        self.check(player, action)?;
        match action {
            Action::Draw => {
                let card = self.turn_over(player, log);
                self.drawn = Some(card);
                log(Event::Drew { player, card });
            }
            Action::Place { row } => {
                let card = self.drawn.take().expect("checked: a card was drawn");
                self.rows[row].cards.push(card);
                log(Event::Placed { player, row, card });
                self.pass_turn();
            }
            Action::Take { row } => {
                let cards = std::mem::take(&mut self.rows[row].cards);
                self.rows[row].taken_by = Some(player);
                self.taken[player] = Some(row);
                for &card in &cards {
                    self.collections[player].add(card);
                }
                let golden = cards.contains(&Card::GoldenJoker);
                log(Event::Took { player, row, cards });
                if golden {
                    let extra = self.turn_over(player, log);
                    self.collections[player].add(extra);
                    log(Event::GoldenJokerExtra {
                        player,
                        card: extra,
                    });
                }
                if self.taken.iter().all(Option::is_some) {
                    self.end_round(player, log);
                } else {
                    self.pass_turn();
                }
            }
        }
        Ok(())
    }

    /// The top card, setting the last-round card aside if it comes up (R-CL-11).
    fn turn_over(&mut self, player: usize, log: &mut dyn FnMut(Event)) -> Card {
        let mut card = self.pop_deck();
        if card == Card::LastRound {
            self.last_round = true;
            log(Event::LastRoundRevealed { player });
            card = self.pop_deck();
        }
        card
    }

    fn pop_deck(&mut self) -> Card {
        // Sixteen cards lie under the last-round card and a round uses at
        // most 15 places plus one golden-joker extra, so this never runs dry.
        self.deck
            .pop()
            .expect("the deck outlasts the last round (R-CL-11)")
    }

    /// The next player clockwise who is still in the round (R-CL-6, R-CL-9).
    fn pass_turn(&mut self) {
        let players = self.config.players;
        for offset in 1..=players {
            let next = (self.current + offset) % players;
            if self.taken[next].is_none() {
                self.current = next;
                return;
            }
        }
    }

    fn end_round(&mut self, last_taker: usize, log: &mut dyn FnMut(Event)) {
        for (index, row) in self.rows.iter_mut().enumerate() {
            if row.taken_by.is_none() && !row.cards.is_empty() {
                let cards = std::mem::take(&mut row.cards);
                self.discarded.extend(&cards);
                log(Event::RowDiscarded { row: index, cards });
            }
            row.taken_by = None;
        }
        self.taken.iter_mut().for_each(|t| *t = None);
        log(Event::RoundEnded {
            round: self.round,
            starter: last_taker,
        });
        if self.last_round {
            let outcome = self.final_outcome();
            log(Event::GameEnded(outcome.clone()));
            self.outcome = Some(outcome);
        } else {
            self.round += 1;
            self.current = last_taker;
        }
    }

    fn final_outcome(&self) -> ChameleonOutcome {
        let mask = colour_mask(&self.colours_in_play);
        let (scores, largest) = self
            .collections
            .iter()
            .map(|c| {
                best_total(
                    c.colours,
                    c.all_jokers(),
                    c.plus_twos,
                    mask,
                    self.config.side,
                )
            })
            .unzip();
        ChameleonOutcome::decide(scores, largest)
    }

    /// The best total a collection would score now, with the game's side.
    pub(crate) fn best_total_of(&self, collection: &Collection) -> i32 {
        best_total(
            collection.colours,
            collection.all_jokers(),
            collection.plus_twos,
            colour_mask(&self.colours_in_play),
            self.config.side,
        )
        .0
    }

    /// Every legal action of the player to act.
    pub(crate) fn legal_actions(&self) -> Vec<Action> {
        legal_actions_of(&self.rows, self.drawn, self.outcome.is_some())
    }

    /// Where every card is: deck, drawn, rows, collections, out of the game.
    pub(crate) fn census(&self) -> CardCensus {
        let mut census = [0u32; CARD_KINDS];
        let mut count = |card: Card| census[card.kind_index()] += 1;
        self.deck.iter().copied().for_each(&mut count);
        self.drawn.into_iter().for_each(&mut count);
        self.rows
            .iter()
            .flat_map(|r| r.cards.iter().copied())
            .for_each(&mut count);
        self.discarded.iter().copied().for_each(&mut count);
        if self.last_round {
            count(Card::LastRound);
        }
        for collection in &self.collections {
            for colour in Colour::ALL {
                census[colour.index()] += u32::from(collection.count(colour));
            }
            census[Card::Joker.kind_index()] += u32::from(collection.jokers);
            census[Card::GoldenJoker.kind_index()] += u32::from(collection.golden_jokers);
            census[Card::PlusTwo.kind_index()] += u32::from(collection.plus_twos);
        }
        for colour in &self.removed {
            census[colour.index()] += u32::from(super::cards::CARDS_PER_COLOUR);
        }
        census
    }
}

/// The legal actions of whoever acts, from what everyone sees.
pub(crate) fn legal_actions_of(rows: &[Row], drawn: Option<Card>, over: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    if over {
        return actions;
    }
    if drawn.is_some() {
        for (row, r) in rows.iter().enumerate() {
            if r.has_room() {
                actions.push(Action::Place { row });
            }
        }
        return actions;
    }
    if rows.iter().any(Row::has_room) {
        actions.push(Action::Draw);
    }
    for (row, r) in rows.iter().enumerate() {
        if r.can_be_taken() {
            actions.push(Action::Take { row });
        }
    }
    actions
}
