//! What an applied action did, for the table to animate, and how a game
//! ended.

use serde::{Deserialize, Serialize};

use super::cards::Card;

/// Something that happened while an action was carried out, for the table to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The last-round card came up and was set aside (R-CL-11).
    LastRoundRevealed {
        player: usize,
    },
    Drew {
        player: usize,
        card: Card,
    },
    Placed {
        player: usize,
        row: usize,
        card: Card,
    },
    Took {
        player: usize,
        row: usize,
        cards: Vec<Card>,
    },
    /// The extra card for taking the golden joker (R-CL-8).
    GoldenJokerExtra {
        player: usize,
        card: Card,
    },
    /// Two players: the cards of the row nobody took leave the game (R-CL-14).
    RowDiscarded {
        row: usize,
        cards: Vec<Card>,
    },
    /// Every player has taken a row (R-CL-10); `starter` opens the next round.
    RoundEnded {
        round: u32,
        starter: usize,
    },
    GameEnded(ChameleonOutcome),
}

/// What an accepted action did.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Applied {
    pub events: Vec<Event>,
}

/// Final scores with the best choices, and the winners (R-CL-12, R-CL-13).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChameleonOutcome {
    pub scores: Vec<i32>,
    /// Most cards of one colour after jokers, the tie-break (R-CL-13).
    pub largest_colour: Vec<u8>,
    /// One winner, or several sharing the win (R-CL-13's ruling).
    pub winners: Vec<usize>,
}

impl ChameleonOutcome {
    /// The winners among `scores` with tie-break `largest` (R-CL-13).
    pub fn decide(scores: Vec<i32>, largest_colour: Vec<u8>) -> ChameleonOutcome {
        let best = scores
            .iter()
            .zip(&largest_colour)
            .map(|(&s, &l)| (s, l))
            .max()
            .unwrap_or((0, 0));
        let winners = (0..scores.len())
            .filter(|&p| (scores[p], largest_colour[p]) == best)
            .collect();
        ChameleonOutcome {
            scores,
            largest_colour,
            winners,
        }
    }

    pub fn describe(&self) -> String {
        let scores: Vec<String> = self
            .scores
            .iter()
            .enumerate()
            .map(|(p, s)| format!("player {p} {s}"))
            .collect();
        let winners: Vec<String> = self.winners.iter().map(|w| w.to_string()).collect();
        let who = if self.winners.len() == 1 {
            format!("player {} wins", winners[0])
        } else {
            format!("players {} share the win", winners.join(", "))
        };
        format!("{}; {who}", scores.join(", "))
    }
}
