//! Any game a table can hold, behind one face: set up, apply a seat's
//! action, what a seat may see, the public events of a change, the record,
//! and the bots. Everything here goes through the engine's own checks.

use pilefire_engine::chameleons::bots::{ChameleonBot, ChameleonLevel, make_chameleon_bot};
use pilefire_engine::chameleons::{
    Action as ChameleonAction, ChameleonConfig, ChameleonDeal, ChameleonGame, ChameleonObservation,
    ChameleonRecord, Event as ChameleonEvent, ScoreSide,
};
use pilefire_engine::piles::bots::opening::FirstSeat;
use pilefire_engine::piles::bots::{Bot, BotLevel, make_bot};
use pilefire_engine::piles::rules::{
    Action, Deal, Effect, Game, Mode, Observation, Record, Ruleset, Signal,
};
use serde::{Deserialize, Serialize};

/// The game a table plays, as the one who opens it chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum GameChoice {
    /// The co-operative number-pile game, 1 to 5 seats.
    Coop {
        seats: usize,
        #[serde(default)]
        professional: bool,
        #[serde(default)]
        smaller_hands: bool,
        #[serde(default)]
        on_fire: bool,
    },
    /// The number-pile Duel, two seats.
    Duel,
    /// The chameleon rows game, 2 to 5 seats.
    Chameleons {
        players: usize,
        #[serde(default)]
        purple: bool,
    },
}

impl GameChoice {
    pub fn seats(&self) -> usize {
        match *self {
            GameChoice::Coop { seats, .. } => seats,
            GameChoice::Duel => 2,
            GameChoice::Chameleons { players, .. } => players,
        }
    }

    /// The number-pile ruleset, for the number-pile games.
    pub fn ruleset(&self) -> Option<Ruleset> {
        match *self {
            GameChoice::Coop {
                seats,
                professional,
                smaller_hands,
                on_fire,
            } => Some(Ruleset {
                professional,
                smaller_hands,
                on_fire,
                ..Ruleset::coop(seats)
            }),
            GameChoice::Duel => Some(Ruleset::duel()),
            GameChoice::Chameleons { .. } => None,
        }
    }

    fn chameleon_config(&self) -> Option<ChameleonConfig> {
        match *self {
            GameChoice::Chameleons { players, purple } => Some(ChameleonConfig::new(
                players,
                if purple {
                    ScoreSide::Purple
                } else {
                    ScoreSide::Brown
                },
            )),
            _ => None,
        }
    }

    /// The engine's own checks of the options, as a refusal naming the rule.
    pub fn validate(&self) -> Result<(), Refusal> {
        match (self.ruleset(), self.chameleon_config()) {
            (Some(ruleset), _) => ruleset.validate().map_err(|e| Refusal::piles(&e)),
            (_, Some(config)) => config.validate().map_err(|e| Refusal::chameleons(&e)),
            _ => unreachable!("every choice is one game or the other"),
        }
    }

    /// Whether `level` names a bot of this game.
    pub fn knows_bot(&self, level: &str) -> bool {
        match self {
            GameChoice::Chameleons { .. } => ChameleonLevel::from_name(level).is_some(),
            _ => BotLevel::from_name(level).is_some(),
        }
    }

    /// Short words for logs and the command line.
    pub fn describe(&self) -> String {
        match (self.ruleset(), self) {
            (Some(ruleset), _) => ruleset.describe(),
            (None, GameChoice::Chameleons { players, purple }) => format!(
                "chameleon rows, {players} players{}",
                if *purple { ", purple side" } else { "" }
            ),
            _ => unreachable!(),
        }
    }
}

/// Where a table's cards come from. The server draws a seed; a server run
/// with `--allow-chosen-deals` (tests, practice) also takes a deal named
/// when the table opens, since whoever names it knows every card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableDeal {
    Piles(Deal),
    Chameleons(ChameleonDeal),
}

/// A refused action or option: the rule it breaks and plain words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refusal {
    /// The rule id, such as `R-CO-6` or `R-CL-6`.
    pub rule: String,
    pub message: String,
}

impl Refusal {
    fn piles(error: &pilefire_engine::piles::rules::RuleError) -> Refusal {
        Refusal {
            rule: error.rule().id().to_string(),
            message: error.to_string(),
        }
    }

    fn chameleons(error: &pilefire_engine::chameleons::ChameleonError) -> Refusal {
        Refusal {
            rule: error.rule().id(),
            message: error.to_string(),
        }
    }
}

/// What one seat does, in its game's own terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatAction {
    Piles(Action),
    Chameleons(ChameleonAction),
}

/// Everything one seat may see: the engine's observation of that seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatView {
    Piles(Observation),
    Chameleons(ChameleonObservation),
}

impl SeatView {
    /// The seat to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<usize> {
        match self {
            SeatView::Piles(o) => o.outcome.is_none().then_some(o.to_move),
            SeatView::Chameleons(o) => o.outcome.is_none().then_some(o.current),
        }
    }
}

/// What every seat at the table saw happen. Never a card from a hand or
/// a deck that is still hidden: a number-pile draw says only who drew.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum PublicEvent {
    Played {
        seat: usize,
        card: u8,
        pile: usize,
    },
    TookBack {
        seat: usize,
        card: u8,
        pile: usize,
    },
    TurnEnded {
        seat: usize,
    },
    GaveUp {
        seat: usize,
    },
    Signalled {
        seat: usize,
        pile: usize,
        signal: Option<Signal>,
    },
    /// A chameleon action and what it turned over and moved (all face up).
    Chameleons {
        seat: usize,
        action: ChameleonAction,
        events: Vec<ChameleonEvent>,
    },
}

/// A game in progress.
#[derive(Debug, Clone)]
pub enum TableGame {
    Piles(Game),
    Chameleons(ChameleonGame),
}

/// A game's record, as kept and as given to every seat at the end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableRecord {
    Piles(Record),
    Chameleons(ChameleonRecord),
}

impl TableRecord {
    /// The record in the game's own file format (`docs/RECORDS.md`).
    pub fn to_ron(&self) -> String {
        match self {
            TableRecord::Piles(record) => record.to_ron(),
            TableRecord::Chameleons(record) => record.to_ron(),
        }
    }

    /// The game as the record leaves it, every move checked again.
    pub fn replay(&self) -> Result<TableGame, String> {
        match self {
            TableRecord::Piles(record) => record
                .replay()
                .map(TableGame::Piles)
                .map_err(|e| e.to_string()),
            TableRecord::Chameleons(record) => record
                .replay()
                .map(TableGame::Chameleons)
                .map_err(|e| e.to_string()),
        }
    }
}

impl TableGame {
    /// Deals a new game. Co-op starts with the seat whose own hand looks
    /// strongest (R-CO-5, each seat judging only its own hand); Duel with a
    /// seat drawn from `seed` (R-DU-2); chameleons as the deal says.
    pub fn new(choice: &GameChoice, deal: &TableDeal, seed: u64) -> Result<TableGame, Refusal> {
        match (choice.ruleset(), choice.chameleon_config(), deal) {
            (Some(ruleset), _, TableDeal::Piles(deal)) => {
                let seats: Vec<usize> = (0..ruleset.seats).collect();
                let first = match ruleset.mode {
                    Mode::Coop => FirstSeat::Strongest,
                    Mode::Duel => FirstSeat::Random,
                };
                let first = first
                    .resolve(&ruleset, deal, seed, &seats)
                    .map_err(|e| Refusal::piles(&e))?;
                Game::new(ruleset, deal.clone(), first)
                    .map(TableGame::Piles)
                    .map_err(|e| Refusal::piles(&e))
            }
            (_, Some(config), TableDeal::Chameleons(deal)) => {
                ChameleonGame::new(config, deal.clone())
                    .map(TableGame::Chameleons)
                    .map_err(|e| Refusal::chameleons(&e))
            }
            _ => Err(Refusal {
                rule: "R-CO-1".into(),
                message: "the deal is for another game".into(),
            }),
        }
    }

    /// A deal for `choice` from `seed`.
    pub fn seeded_deal(choice: &GameChoice, seed: u64) -> TableDeal {
        match choice {
            GameChoice::Chameleons { .. } => TableDeal::Chameleons(ChameleonDeal::Seed(seed)),
            _ => TableDeal::Piles(Deal::Seed(seed)),
        }
    }

    pub fn is_over(&self) -> bool {
        match self {
            TableGame::Piles(game) => game.is_over(),
            TableGame::Chameleons(game) => game.is_over(),
        }
    }

    /// The seat to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<usize> {
        match self {
            TableGame::Piles(game) => (!game.is_over()).then(|| game.to_move()),
            TableGame::Chameleons(game) => (!game.is_over()).then(|| game.current_player()),
        }
    }

    /// Carries out `action` for `seat` through the engine, or refuses it and
    /// changes nothing. Returns what everyone saw.
    pub fn apply(&mut self, seat: usize, action: SeatAction) -> Result<PublicEvent, Refusal> {
        match (self, action) {
            (TableGame::Piles(game), SeatAction::Piles(action)) => {
                let effect = game.apply(seat, action).map_err(|e| Refusal::piles(&e))?;
                Ok(match (effect, action) {
                    (Effect::Played(_), Action::Play(play)) => PublicEvent::Played {
                        seat,
                        card: play.card,
                        pile: play.pile,
                    },
                    (Effect::Undone(play), _) => PublicEvent::TookBack {
                        seat,
                        card: play.card,
                        pile: play.pile,
                    },
                    (Effect::TurnEnded(_), _) => PublicEvent::TurnEnded { seat },
                    (Effect::GaveUp(_), _) => PublicEvent::GaveUp { seat },
                    (_, Action::Signal { pile, signal }) => {
                        PublicEvent::Signalled { seat, pile, signal }
                    }
                    (effect, action) => unreachable!("{action:?} had the effect {effect:?}"),
                })
            }
            (TableGame::Chameleons(game), SeatAction::Chameleons(action)) => {
                let applied = game
                    .apply(seat, action)
                    .map_err(|e| Refusal::chameleons(&e))?;
                Ok(PublicEvent::Chameleons {
                    seat,
                    action,
                    events: applied.events,
                })
            }
            (TableGame::Piles(_), SeatAction::Chameleons(_)) => Err(Refusal {
                rule: "R-CO-5".into(),
                message: "this table plays the number-pile game, not chameleon rows".into(),
            }),
            (TableGame::Chameleons(_), SeatAction::Piles(_)) => Err(Refusal {
                rule: "R-CL-6".into(),
                message: "this table plays chameleon rows, not the number-pile game".into(),
            }),
        }
    }

    /// Exactly what `seat` may see.
    pub fn view(&self, seat: usize) -> SeatView {
        match self {
            TableGame::Piles(game) => SeatView::Piles(game.observation(seat)),
            TableGame::Chameleons(game) => SeatView::Chameleons(game.observation(seat)),
        }
    }

    pub fn record(&self) -> TableRecord {
        match self {
            TableGame::Piles(game) => TableRecord::Piles(game.record()),
            TableGame::Chameleons(game) => TableRecord::Chameleons(game.record()),
        }
    }

    /// How the game ended, in plain words.
    pub fn summary(&self) -> Option<String> {
        match self {
            TableGame::Piles(game) => game.outcome().map(|o| o.describe()),
            TableGame::Chameleons(game) => game.outcome().map(|o| {
                let scores: Vec<String> = o.scores.iter().map(i32::to_string).collect();
                let winners: Vec<String> = o.winners.iter().map(|w| format!("seat {w}")).collect();
                format!(
                    "scores {}; won by {}",
                    scores.join(", "),
                    winners.join(" and ")
                )
            }),
        }
    }
}

/// A bot in a seat, deciding only from that seat's view.
pub enum SeatBot {
    Piles(Box<dyn Bot>),
    Chameleons(Box<dyn ChameleonBot>),
}

impl SeatBot {
    /// A bot of `level` for `choice`, or `None` if the game has no such level.
    pub fn new(choice: &GameChoice, level: &str, seed: u64) -> Option<SeatBot> {
        match choice.ruleset() {
            Some(ruleset) => {
                BotLevel::from_name(level).map(|l| SeatBot::Piles(make_bot(l, &ruleset, seed)))
            }
            None => ChameleonLevel::from_name(level)
                .map(|l| SeatBot::Chameleons(make_chameleon_bot(l, seed))),
        }
    }

    /// The next actions for the seat whose view this is: a whole turn in the
    /// number-pile games, one step in chameleon rows.
    pub fn plan(&mut self, view: &SeatView) -> Vec<SeatAction> {
        match (self, view) {
            (SeatBot::Piles(bot), SeatView::Piles(observation)) => bot
                .plan_turn(observation)
                .into_iter()
                .map(SeatAction::Piles)
                .collect(),
            (SeatBot::Chameleons(bot), SeatView::Chameleons(observation)) => {
                vec![SeatAction::Chameleons(bot.decide(observation))]
            }
            _ => Vec::new(),
        }
    }
}
