//! Which game is being played: mode, seats and variants, as a serde value.

use serde::{Deserialize, Serialize};

use super::error::{Rule, RuleError};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    /// The co-operative game for 1 to 5 seats (Part 1 of RULES.md).
    Coop,
    /// The two-player competitive game (Part 2 of RULES.md).
    Duel,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Ruleset {
    pub mode: Mode,
    pub seats: usize,
    /// R-PRO-1: three cards a turn while the draw pile lasts.
    pub professional: bool,
    /// R-PRO-2: one card fewer in hand (professional only).
    pub smaller_hands: bool,
    /// R-FIRE-1: the On Fire expansion.
    pub on_fire: bool,
}

impl Default for Ruleset {
    fn default() -> Self {
        Ruleset::coop(1)
    }
}

/// The On Fire cards (R-CO-3).
pub const FIRE_CARDS: [u8; 6] = [22, 33, 44, 55, 66, 77];

/// Duel hand size (R-DU-2) and the refill target after a help card (R-DU-9).
pub const DUEL_HAND: usize = 6;

impl Ruleset {
    pub fn coop(seats: usize) -> Self {
        Ruleset {
            mode: Mode::Coop,
            seats,
            professional: false,
            smaller_hands: false,
            on_fire: false,
        }
    }

    pub fn duel() -> Self {
        Ruleset {
            mode: Mode::Duel,
            seats: 2,
            professional: false,
            smaller_hands: false,
            on_fire: false,
        }
    }

    pub fn professional(mut self, smaller_hands: bool) -> Self {
        self.professional = true;
        self.smaller_hands = smaller_hands;
        self
    }

    pub fn on_fire(mut self) -> Self {
        self.on_fire = true;
        self
    }

    /// Checks the combination against the rule books.
    pub fn validate(&self) -> Result<(), RuleError> {
        let bad = |rule, reason: &str| {
            Err(RuleError::BadRuleset {
                rule,
                reason: reason.to_string(),
            })
        };
        match self.mode {
            Mode::Coop => {
                if !(1..=5).contains(&self.seats) {
                    return bad(Rule::Co4, "the co-operative game is for 1 to 5 players");
                }
                if self.smaller_hands && !self.professional {
                    return bad(
                        Rule::Pro2,
                        "smaller hands are an option of the professional variant",
                    );
                }
            }
            Mode::Duel => {
                if self.seats != 2 {
                    return bad(Rule::Du1, "Duel is for exactly two players");
                }
                if self.professional || self.smaller_hands {
                    return bad(
                        Rule::Pro1,
                        "the professional variant belongs to the co-operative game",
                    );
                }
                if self.on_fire {
                    return bad(
                        Rule::Fire1,
                        "the On Fire expansion belongs to the co-operative game",
                    );
                }
            }
        }
        Ok(())
    }

    /// Cards dealt to each seat (R-CO-4, R-PRO-2, R-DU-2).
    pub fn hand_size(&self) -> usize {
        match self.mode {
            Mode::Duel => DUEL_HAND,
            Mode::Coop => {
                let base = match self.seats {
                    1 => 8,
                    2 => 7,
                    _ => 6,
                };
                if self.professional && self.smaller_hands {
                    base - 1
                } else {
                    base
                }
            }
        }
    }

    /// The minimum a turn must play while the draw pile has cards, and the rule
    /// that sets it (R-CO-9, R-PRO-1, R-DU-7).
    pub fn minimum_with_deck(&self) -> (usize, Rule) {
        match self.mode {
            Mode::Duel => (2, Rule::Du7),
            Mode::Coop if self.professional => (3, Rule::Pro1),
            Mode::Coop => (2, Rule::Co9),
        }
    }

    /// The number cards of one deck in ascending order (R-CO-2, R-DU-1).
    pub fn deck_cards(&self) -> Vec<u8> {
        match self.mode {
            Mode::Coop => (2..=99).collect(),
            Mode::Duel => (2..=59).collect(),
        }
    }

    /// How many decks the game uses: one shared, or one per Duel seat.
    pub fn deck_count(&self) -> usize {
        match self.mode {
            Mode::Coop => 1,
            Mode::Duel => 2,
        }
    }

    /// Whether `card` burns when played (R-CO-3).
    pub fn is_fire(&self, card: u8) -> bool {
        self.on_fire && FIRE_CARDS.contains(&card)
    }

    /// A short human name, e.g. "co-op, 3 seats, professional, On Fire".
    pub fn describe(&self) -> String {
        let mut parts = vec![match self.mode {
            Mode::Coop if self.seats == 1 => "solitaire".to_string(),
            Mode::Coop => format!("co-op, {} seats", self.seats),
            Mode::Duel => "Duel".to_string(),
        }];
        if self.professional {
            parts.push(if self.smaller_hands {
                "professional, smaller hands".into()
            } else {
                "professional".into()
            });
        }
        if self.on_fire {
            parts.push("On Fire".into());
        }
        parts.join(", ")
    }
}
