//! The state of one game and every operation on it. Every request is checked
//! first; a refused request returns a [`RuleError`] and changes nothing.

use super::action::{Action, Effect, Play, Signal, SignalMark};
use super::deal::{Deal, deck_orders};
use super::error::{Rule, RuleError};
use super::observation::Observation;
use super::outcome::{DuelWin, Outcome, PlayReport, TurnReport};
use super::pile::{Direction, Pile, Placed};
use super::placement::{FireDeadline, check_placement, fires_on, legal_plays_for, required_for};
use super::record::{Move, Record, TurnEnd, TurnRecord};
use super::ruleset::{DUEL_HAND, Mode, Ruleset};
use super::search::{can_play, search_piles};

#[derive(Debug, Clone)]
pub struct Game {
    ruleset: Ruleset,
    piles: Vec<Pile>,
    /// Each hand is kept sorted, so a hand shows nothing of the order it was drawn in.
    hands: Vec<Vec<u8>>,
    /// Draw piles, the next card to draw last. One in co-op, one per seat in Duel.
    draw_piles: Vec<Vec<u8>>,
    to_move: usize,
    /// Turns completed so far; the turn in progress has this number.
    turn: u32,
    turn_plays: Vec<Play>,
    /// `signals[seat * piles + pile]`.
    signals: Vec<Option<Signal>>,
    outcome: Option<Outcome>,
    record: Record,
}

impl Game {
    /// Deals a new game. The first seat is chosen by the players (R-CO-5, R-DU-2).
    pub fn new(ruleset: Ruleset, deal: Deal, first_seat: usize) -> Result<Game, RuleError> {
        ruleset.validate()?;
        if first_seat >= ruleset.seats {
            return Err(RuleError::NoSuchSeat {
                seat: first_seat,
                seats: ruleset.seats,
            });
        }
        let decks = deck_orders(&ruleset, &deal)?;
        let piles = match ruleset.mode {
            Mode::Coop => vec![
                Pile::new(Direction::Ascending, 1, None),
                Pile::new(Direction::Ascending, 1, None),
                Pile::new(Direction::Descending, 100, None),
                Pile::new(Direction::Descending, 100, None),
            ],
            Mode::Duel => vec![
                Pile::new(Direction::Ascending, 1, Some(0)),
                Pile::new(Direction::Descending, 60, Some(0)),
                Pile::new(Direction::Ascending, 1, Some(1)),
                Pile::new(Direction::Descending, 60, Some(1)),
            ],
        };
        let hand_size = ruleset.hand_size();
        let mut hands = Vec::with_capacity(ruleset.seats);
        let mut draw_piles = Vec::with_capacity(decks.len());
        match ruleset.mode {
            Mode::Coop => {
                let deck = &decks[0];
                for seat in 0..ruleset.seats {
                    let mut hand = deck[seat * hand_size..(seat + 1) * hand_size].to_vec();
                    hand.sort_unstable();
                    hands.push(hand);
                }
                draw_piles.push(
                    deck[ruleset.seats * hand_size..]
                        .iter()
                        .rev()
                        .copied()
                        .collect(),
                );
            }
            Mode::Duel => {
                for deck in &decks {
                    let mut hand = deck[..hand_size].to_vec();
                    hand.sort_unstable();
                    hands.push(hand);
                    draw_piles.push(deck[hand_size..].iter().rev().copied().collect());
                }
            }
        }
        let pile_count = piles.len();
        let mut game = Game {
            ruleset,
            piles,
            hands,
            draw_piles,
            to_move: first_seat,
            turn: 0,
            turn_plays: Vec::new(),
            signals: vec![None; ruleset.seats * pile_count],
            outcome: None,
            record: Record::new(ruleset, deal, first_seat),
        };
        game.begin_turn();
        Ok(game)
    }

    // ----- what anyone may look at -----

    pub fn ruleset(&self) -> &Ruleset {
        &self.ruleset
    }

    pub fn piles(&self) -> &[Pile] {
        &self.piles
    }

    /// A seat's hand, sorted. Only that seat may see it during play.
    pub fn hand(&self, seat: usize) -> &[u8] {
        self.hands.get(seat).map_or(&[], |hand| hand.as_slice())
    }

    pub fn hand_sizes(&self) -> Vec<usize> {
        self.hands.iter().map(Vec::len).collect()
    }

    /// Cards left in each draw pile (one in co-op, one per seat in Duel).
    pub fn draw_pile_sizes(&self) -> Vec<usize> {
        self.draw_piles.iter().map(Vec::len).collect()
    }

    /// The draw pile `seat` draws from.
    pub fn draw_pile_of(&self, seat: usize) -> usize {
        match self.ruleset.mode {
            Mode::Coop => 0,
            Mode::Duel => seat,
        }
    }

    pub fn to_move(&self) -> usize {
        self.to_move
    }

    /// The seat that moved first (R-CO-5, R-DU-2).
    pub fn first_seat(&self) -> usize {
        self.record.first_seat
    }

    /// The number of the turn in progress (0 for the first).
    pub fn turn(&self) -> u32 {
        self.turn
    }

    pub fn plays_this_turn(&self) -> &[Play] {
        &self.turn_plays
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Every signal on the table.
    pub fn signals(&self) -> Vec<SignalMark> {
        let piles = self.piles.len();
        self.signals
            .iter()
            .enumerate()
            .filter_map(|(index, signal)| {
                signal.map(|signal| SignalMark {
                    seat: index / piles,
                    pile: index % piles,
                    signal,
                })
            })
            .collect()
    }

    /// The game so far as a record (see `docs/RECORDS.md`).
    pub fn record(&self) -> Record {
        let mut record = self.record.clone();
        record.outcome = self.outcome;
        record
    }

    /// Cards not yet on a pile: all hands and draw piles (R-CO-18).
    pub fn cards_left(&self) -> usize {
        self.hands.iter().map(Vec::len).sum::<usize>()
            + self.draw_piles.iter().map(Vec::len).sum::<usize>()
    }

    /// Cards a Duel seat still has to place (hand and own draw pile).
    pub fn cards_left_of(&self, seat: usize) -> usize {
        self.hand(seat).len()
            + self
                .draw_piles
                .get(self.draw_pile_of(seat))
                .map_or(0, Vec::len)
    }

    /// The minimum the turn in progress must play, and the rule that sets it.
    pub fn required_this_turn(&self) -> (usize, Rule) {
        required_for(
            &self.ruleset,
            self.draw_piles[self.draw_pile_of(self.to_move)].len(),
        )
    }

    /// Burning fire cards and the turn by whose end each must be covered.
    pub fn fires(&self) -> Vec<FireDeadline> {
        let next = self.next_seat_after_current();
        fires_on(&self.ruleset, &self.piles, self.turn, self.to_move, next)
    }

    /// What `seat` may see (its own hand, never another's or the deck order).
    pub fn observation(&self, seat: usize) -> Observation {
        Observation {
            ruleset: self.ruleset,
            seat,
            to_move: self.to_move,
            turn: self.turn,
            hand: self.hand(seat).to_vec(),
            piles: self.piles.clone(),
            hand_sizes: self.hand_sizes(),
            draw_pile_sizes: self.draw_pile_sizes(),
            signals: self.signals(),
            fires: self.fires(),
            plays_this_turn: self.turn_plays.clone(),
            required: self.required_this_turn().0,
            outcome: self.outcome,
        }
    }

    // ----- checks -----

    /// Would `play` by `seat` be legal now? Changes nothing.
    pub fn check_play(&self, seat: usize, play: Play) -> Result<(), RuleError> {
        self.check_mover(seat)?;
        if !self.hands[seat].contains(&play.card) {
            return Err(RuleError::CardNotInHand {
                card: play.card,
                seat,
            });
        }
        check_placement(&self.ruleset, &self.piles, seat, &self.turn_plays, play)
    }

    /// Every single play the seat to move could make now.
    pub fn legal_plays(&self) -> Vec<Play> {
        if self.is_over() {
            return Vec::new();
        }
        legal_plays_for(
            &self.ruleset,
            &self.piles,
            self.to_move,
            &self.hands[self.to_move],
            &self.turn_plays,
        )
    }

    /// Can the seat to move still complete its turn from here? Searches every
    /// order of plays, backwards tricks included (R-CO-16, R-DU-11).
    pub fn can_reach_minimum(&self) -> bool {
        if self.is_over() {
            return false;
        }
        let seat = self.to_move;
        let (required, _) = self.required_this_turn();
        let mut need = required.saturating_sub(self.turn_plays.len());
        let hand = &self.hands[seat];
        if self.draw_piles[self.draw_pile_of(seat)].is_empty() {
            // Emptying the hand is enough: it wins a Duel (R-DU-10) and in co-op
            // the minimum is then 1 (R-CO-14).
            need = need.min(hand.len());
        }
        if need == 0 {
            return true;
        }
        let help_available = !self.helped_this_turn();
        can_play(hand, &search_piles(&self.piles, seat), need, help_available)
    }

    // ----- moves -----

    /// Carries out one action of `seat`: the single entry point the table, the
    /// bots' driver and the replay share.
    pub fn apply(&mut self, seat: usize, action: Action) -> Result<Effect, RuleError> {
        match action {
            Action::Play(play) => self.play(seat, play).map(Effect::Played),
            Action::Undo => self.undo(seat).map(Effect::Undone),
            Action::EndTurn => self.end_turn(seat).map(Effect::TurnEnded),
            Action::GiveUp => self.give_up(seat).map(Effect::GaveUp),
            Action::Signal { pile, signal } => self
                .set_signal(seat, pile, signal)
                .map(|()| Effect::Signalled),
        }
    }

    /// Plays one card from the hand of `seat` (the seat to move) onto a pile.
    pub fn play(&mut self, seat: usize, play: Play) -> Result<PlayReport, RuleError> {
        self.check_play(seat, play)?;
        let pile = &self.piles[play.pile];
        let top = pile.top();
        let help = pile.owner.is_some_and(|owner| owner != seat);
        let backwards_trick = !help
            && match pile.direction {
                Direction::Ascending => play.card < top,
                Direction::Descending => play.card > top,
            };
        let covered_fire = (!pile.cards.is_empty() && self.ruleset.is_fire(top)).then_some(top);
        let hand = &mut self.hands[seat];
        let position = hand
            .iter()
            .position(|&card| card == play.card)
            .expect("checked above");
        hand.remove(position);
        self.piles[play.pile].cards.push(Placed {
            card: play.card,
            seat,
            turn: self.turn,
        });
        self.turn_plays.push(play);
        self.current_turn_record().moves.push(Move::Play {
            card: play.card,
            pile: play.pile,
        });

        let ended_game = self.check_immediate_end(seat);
        Ok(PlayReport {
            backwards_trick,
            help,
            lit_fire: self.ruleset.is_fire(play.card),
            covered_fire,
            ended_game,
        })
    }

    /// Takes back the last card `seat` played this turn (R-CO-11).
    pub fn undo(&mut self, seat: usize) -> Result<Play, RuleError> {
        self.check_mover(seat)?;
        let Some(play) = self.turn_plays.pop() else {
            return Err(RuleError::NothingToUndo);
        };
        let placed = self.piles[play.pile].cards.pop();
        debug_assert_eq!(placed.map(|placed| placed.card), Some(play.card));
        let hand = &mut self.hands[seat];
        let at = hand.partition_point(|&card| card < play.card);
        hand.insert(at, play.card);
        let moves = &mut self.current_turn_record().moves;
        if let Some(index) = moves.iter().rposition(|m| matches!(m, Move::Play { .. })) {
            moves.remove(index);
        }
        // Undo leaves no trace: a turn emptied by it is not kept as an empty entry.
        if moves.is_empty() {
            self.record.turns.pop();
        }
        Ok(play)
    }

    /// Ends the turn of `seat`: checks the minimum, draws, checks fire deadlines
    /// and moves on to the next seat that still holds cards.
    pub fn end_turn(&mut self, seat: usize) -> Result<TurnReport, RuleError> {
        self.check_mover(seat)?;
        let (required, rule) = self.required_this_turn();
        if self.turn_plays.len() < required {
            return Err(RuleError::BelowMinimum {
                rule,
                played: self.turn_plays.len(),
                required,
            });
        }
        // R-DU-8 needs no check of its own: at least 2 cards (R-DU-7) with
        // at most one on the opponent's piles (R-DU-4) leaves one on your own.
        // A lone help card can only end a turn as your last card, a win at
        // once (R-DU-10), before any end of turn.
        let helped = self.helped_this_turn();

        let want = match self.ruleset.mode {
            Mode::Coop => self.turn_plays.len(),
            Mode::Duel if helped => DUEL_HAND.saturating_sub(self.hands[seat].len()),
            Mode::Duel => 2,
        };
        let deck = self.draw_pile_of(seat);
        let drawn = want.min(self.draw_piles[deck].len());
        for _ in 0..drawn {
            let card = self.draw_piles[deck].pop().expect("counted above");
            let hand = &mut self.hands[seat];
            let at = hand.partition_point(|&c| c < card);
            hand.insert(at, card);
        }
        self.current_turn_record().end = TurnEnd::Draw;

        // R-FIRE-2: fires lit in the previous turn had to be covered by now.
        if let Some(fire) = self
            .fires()
            .into_iter()
            .find(|fire| fire.deadline_turn <= self.turn)
        {
            self.finish(Outcome::FireLost {
                cards_left: self.cards_left(),
                card: fire.card,
                pile: fire.pile,
            });
        }

        let mut dropped_out = Vec::new();
        if self.ruleset.mode == Mode::Coop && self.hands[seat].is_empty() {
            dropped_out.push(seat);
            self.clear_signals_of(seat);
        }
        self.turn += 1;
        self.turn_plays.clear();
        if self.outcome.is_none() {
            self.to_move = self.next_seat_after_current();
            self.begin_turn();
        }
        Ok(TurnReport {
            seat,
            drawn,
            dropped_out,
            outcome: self.outcome,
        })
    }

    /// Gives up: ends a co-op game with the cards still held (R-CO-16), or
    /// resigns a Duel.
    pub fn give_up(&mut self, seat: usize) -> Result<Outcome, RuleError> {
        self.check_mover(seat)?;
        self.current_turn_record().end = TurnEnd::GiveUp;
        let outcome = match self.ruleset.mode {
            Mode::Duel => Outcome::DuelWon {
                winner: 1 - seat,
                how: DuelWin::OpponentResigned,
            },
            Mode::Coop => self.coop_loss(seat, true),
        };
        self.finish(outcome);
        Ok(outcome)
    }

    /// Places, replaces or (with `None`) clears `seat`'s signal on `pile` (R-CO-13).
    /// Any seat still in the game may signal at any time.
    pub fn set_signal(
        &mut self,
        seat: usize,
        pile: usize,
        signal: Option<Signal>,
    ) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if self.ruleset.mode != Mode::Coop {
            return Err(RuleError::SignalsOnlyInCoop);
        }
        if seat >= self.ruleset.seats {
            return Err(RuleError::NoSuchSeat {
                seat,
                seats: self.ruleset.seats,
            });
        }
        if pile >= self.piles.len() {
            return Err(RuleError::NoSuchPile {
                pile,
                piles: self.piles.len(),
            });
        }
        if self.hands[seat].is_empty() && self.draw_piles[0].is_empty() {
            return Err(RuleError::SeatDroppedOut { seat });
        }
        self.signals[seat * self.piles.len() + pile] = signal;
        self.current_turn_record()
            .moves
            .push(Move::Signal { seat, pile, signal });
        Ok(())
    }

    // ----- internals -----

    fn check_mover(&self, seat: usize) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if seat != self.to_move {
            return Err(RuleError::NotYourTurn {
                seat,
                to_move: self.to_move,
            });
        }
        Ok(())
    }

    fn helped_this_turn(&self) -> bool {
        self.turn_plays.iter().any(|play| {
            self.piles[play.pile]
                .owner
                .is_some_and(|o| o != self.to_move)
        })
    }

    /// The seat that takes the next turn once the current one ends (R-CO-15:
    /// seats without cards are skipped; in solitaire it is the same seat).
    fn next_seat_after_current(&self) -> usize {
        let seats = self.ruleset.seats;
        (1..=seats)
            .map(|step| (self.to_move + step) % seats)
            .find(|&seat| {
                !self.hands[seat].is_empty()
                    || (seat == self.to_move
                        && !self.draw_piles[self.draw_pile_of(seat)].is_empty())
            })
            .unwrap_or(self.to_move)
    }

    /// R-CO-17 and R-DU-10: the game ends the moment the last card is placed.
    fn check_immediate_end(&mut self, seat: usize) -> bool {
        let outcome = match self.ruleset.mode {
            Mode::Coop if self.cards_left() == 0 => Some(Outcome::Won),
            Mode::Duel if self.cards_left_of(seat) == 0 => Some(Outcome::DuelWon {
                winner: seat,
                how: DuelWin::AllCardsPlayed,
            }),
            _ => None,
        };
        if let Some(outcome) = outcome {
            self.finish(outcome);
        }
        outcome.is_some()
    }

    /// R-CO-16 and R-DU-11: a turn that cannot reach its minimum ends the game
    /// before anything is played.
    fn begin_turn(&mut self) {
        if self.outcome.is_some() || self.can_reach_minimum() {
            return;
        }
        let outcome = match self.ruleset.mode {
            Mode::Duel => Outcome::DuelWon {
                winner: 1 - self.to_move,
                how: DuelWin::OpponentStuck,
            },
            Mode::Coop => self.coop_loss(self.to_move, false),
        };
        self.finish(outcome);
    }

    /// A co-op game that ends with cards left; a burning fire makes it a fire
    /// loss (R-FIRE-4).
    fn coop_loss(&self, seat: usize, gave_up: bool) -> Outcome {
        let cards_left = self.cards_left();
        if let Some(fire) = self.fires().first() {
            return Outcome::FireLost {
                cards_left,
                card: fire.card,
                pile: fire.pile,
            };
        }
        Outcome::Lost {
            cards_left,
            excellent: cards_left < 10,
            seat,
            gave_up,
        }
    }

    fn finish(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
        self.record.outcome = Some(outcome);
    }

    fn clear_signals_of(&mut self, seat: usize) {
        let piles = self.piles.len();
        for signal in &mut self.signals[seat * piles..(seat + 1) * piles] {
            *signal = None;
        }
    }

    fn current_turn_record(&mut self) -> &mut TurnRecord {
        if self.record.turns.len() <= self.turn as usize {
            self.record.turns.push(TurnRecord {
                seat: self.to_move,
                moves: Vec::new(),
                end: TurnEnd::Open,
            });
        }
        self.record.turns.last_mut().expect("pushed above")
    }
}
