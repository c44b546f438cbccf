//! What one player may see: everything on the table and every collection,
//! the drawn card, and the number of cards in the deck, but never their order.
//! This is the only thing a bot is given.

use serde::{Deserialize, Serialize};

use super::cards::{CARDS_UNDER_LAST_ROUND, Card, Colour, full_census};
use super::events::ChameleonOutcome;
use super::record::RecordedAction;
use super::scoring::{Collection, best_total, colour_mask};
use super::table::{Action, ChameleonConfig, Row, Table, legal_actions_of};
use crate::core::random::{Pcg32, shuffle};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChameleonObservation {
    /// The player this view belongs to.
    pub player: usize,
    pub config: ChameleonConfig,
    pub colours_in_play: Vec<Colour>,
    pub removed: Vec<Colour>,
    pub rows: Vec<Row>,
    pub collections: Vec<Collection>,
    /// The row each player took this round.
    pub taken: Vec<Option<usize>>,
    pub current: usize,
    /// A drawn card waiting for its row (face up, R-CL-6).
    pub drawn: Option<Card>,
    /// Cards in the deck, the last-round card included while it is there.
    pub deck_count: usize,
    pub last_round: bool,
    pub discarded: Vec<Card>,
    pub round: u32,
    pub outcome: Option<ChameleonOutcome>,
    /// The collections at set-up: the starting cards lie face up (R-CL-4).
    pub starting: Vec<Collection>,
    /// Every action so far, in order: every action at the table is public.
    pub history: Vec<RecordedAction>,
    /// Every card turned over from the deck so far, in order, the last-round
    /// card included: drawn cards and golden-joker extras are seen by all.
    pub revealed: Vec<Card>,
}

impl ChameleonObservation {
    pub(crate) fn of(
        table: &Table,
        player: usize,
        starting: &[Collection],
        history: &[RecordedAction],
        revealed: &[Card],
    ) -> Self {
        ChameleonObservation {
            player,
            config: table.config,
            colours_in_play: table.colours_in_play.clone(),
            removed: table.removed.clone(),
            rows: table.rows.clone(),
            collections: table.collections.clone(),
            taken: table.taken.clone(),
            current: table.current,
            drawn: table.drawn,
            deck_count: table.deck.len(),
            last_round: table.last_round,
            discarded: table.discarded.clone(),
            round: table.round,
            outcome: table.outcome.clone(),
            starting: starting.to_vec(),
            history: history.to_vec(),
            revealed: revealed.to_vec(),
        }
    }

    /// Replays the public history from the set-up, calling `before(table,
    /// player, action)` before each action with the table as it stood then.
    /// The table's deck holds only the cards turned over so far, so it is a
    /// view of what everyone saw, never of the hidden deck. Returns the table
    /// after the last action.
    pub fn replay_history(&self, mut before: impl FnMut(&Table, usize, Action)) -> Table {
        let first = self.history.first().map_or(self.current, |a| a.player);
        let mut deck = self.revealed.clone();
        deck.reverse();
        let mut table = Table {
            config: self.config,
            colours_in_play: self.colours_in_play.clone(),
            removed: self.removed.clone(),
            deck,
            rows: self.config.empty_rows(),
            collections: self.starting.clone(),
            taken: vec![None; self.config.players],
            current: first,
            drawn: None,
            last_round: false,
            discarded: Vec::new(),
            round: 1,
            outcome: None,
        };
        for recorded in &self.history {
            before(&table, recorded.player, recorded.action);
            table
                .step(recorded.player, recorded.action, &mut |_| {})
                .expect("the history was accepted by the game");
        }
        table
    }

    pub fn is_my_turn(&self) -> bool {
        self.outcome.is_none() && self.current == self.player && self.taken[self.player].is_none()
    }

    /// The legal actions of the player to act.
    pub fn legal_actions(&self) -> Vec<Action> {
        legal_actions_of(&self.rows, self.drawn, self.outcome.is_some())
    }

    /// Players still in the round.
    pub fn players_in_round(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.config.players).filter(|&p| self.taken[p].is_none())
    }

    /// Cards to draw before the last-round card comes up, if it has not yet:
    /// public knowledge, since it lies 17th from the bottom (R-CL-5).
    pub fn cards_before_last_round(&self) -> Option<usize> {
        (!self.last_round).then(|| self.deck_count - CARDS_UNDER_LAST_ROUND - 1)
    }

    /// The best total `collection` would score now (R-CL-12).
    pub fn best_total(&self, collection: &Collection) -> i32 {
        best_total(
            collection.colours,
            collection.all_jokers(),
            collection.plus_twos,
            colour_mask(&self.colours_in_play),
            self.config.side,
        )
        .0
    }

    /// The cards in the deck as a multiset (without the last-round card):
    /// the box minus everything seen. Sorted.
    pub fn unseen_cards(&self) -> Vec<Card> {
        let mut census = full_census();
        let mut seen = |card: Card, n: u32| census[card.kind_index()] -= n;
        for &colour in &self.removed {
            seen(Card::Chameleon(colour), 9);
        }
        seen(Card::LastRound, 1);
        for card in self
            .rows
            .iter()
            .flat_map(|r| r.cards.iter().copied())
            .chain(self.discarded.iter().copied())
            .chain(self.drawn)
        {
            seen(card, 1);
        }
        for collection in &self.collections {
            for colour in Colour::ALL {
                seen(Card::Chameleon(colour), u32::from(collection.count(colour)));
            }
            seen(Card::Joker, u32::from(collection.jokers));
            seen(Card::GoldenJoker, u32::from(collection.golden_jokers));
            seen(Card::PlusTwo, u32::from(collection.plus_twos));
        }
        let mut cards = Vec::new();
        for (kind, &count) in census.iter().enumerate() {
            cards.extend(std::iter::repeat_n(card_of_kind(kind), count as usize));
        }
        cards
    }

    /// One deck order consistent with this view, drawn with `rng`: the unseen
    /// cards shuffled, the last-round card (if still there) 17th from the
    /// bottom. The result is a full table to play on.
    pub fn sample_table(&self, rng: &mut Pcg32) -> Table {
        let mut unseen = self.unseen_cards();
        shuffle(&mut unseen, rng);
        // Stored with the top card last: the bottom 16 first.
        if !self.last_round {
            let under = CARDS_UNDER_LAST_ROUND.min(unseen.len());
            unseen.insert(under, Card::LastRound);
        }
        debug_assert_eq!(unseen.len(), self.deck_count);
        Table {
            config: self.config,
            colours_in_play: self.colours_in_play.clone(),
            removed: self.removed.clone(),
            deck: unseen,
            rows: self.rows.clone(),
            collections: self.collections.clone(),
            taken: self.taken.clone(),
            current: self.current,
            drawn: self.drawn,
            last_round: self.last_round,
            discarded: self.discarded.clone(),
            round: self.round,
            outcome: self.outcome.clone(),
        }
    }
}

fn card_of_kind(kind: usize) -> Card {
    match kind {
        k if k < Colour::ALL.len() => Card::Chameleon(Colour::from_index(k)),
        7 => Card::Joker,
        8 => Card::GoldenJoker,
        9 => Card::PlusTwo,
        _ => Card::LastRound,
    }
}
