//! Chameleon rows' own part of the settings: the new-game page's last
//! choices, kept under the game's name.

use serde::{Deserialize, Serialize};

use crate::chameleons::GAME;
use crate::shell::settings::GameChoices;
use crate::shell::states::GameId;
use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::chameleons::bots::{ChameleonLevel, Opponents};

/// The opponents a person may choose (the other levels are yardsticks):
/// the three styles in turn, one style at every seat, or one level at
/// every seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ChameleonBots {
    #[default]
    Styles,
    Hoarders,
    Spoilers,
    Snatchers,
    Normal,
    Expert,
}

impl ChameleonBots {
    /// In the order the new-game page offers them.
    pub const ALL: [ChameleonBots; 6] = [
        ChameleonBots::Styles,
        ChameleonBots::Hoarders,
        ChameleonBots::Spoilers,
        ChameleonBots::Snatchers,
        ChameleonBots::Normal,
        ChameleonBots::Expert,
    ];

    pub fn opponents(self) -> Opponents {
        match self {
            ChameleonBots::Styles => Opponents::Styles,
            ChameleonBots::Hoarders => Opponents::All(ChameleonLevel::Hoarder),
            ChameleonBots::Spoilers => Opponents::All(ChameleonLevel::Spoiler),
            ChameleonBots::Snatchers => Opponents::All(ChameleonLevel::Snatcher),
            ChameleonBots::Normal => Opponents::All(ChameleonLevel::Normal),
            ChameleonBots::Expert => Opponents::All(ChameleonLevel::Expert),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ChameleonChoices {
    /// Players at the table, the person included (2 to 5).
    pub players: usize,
    pub side: ScoreSide,
    pub opponents: ChameleonBots,
}

impl Default for ChameleonChoices {
    fn default() -> Self {
        ChameleonChoices {
            players: 4,
            side: ScoreSide::Brown,
            opponents: ChameleonBots::Styles,
        }
    }
}

impl GameChoices for ChameleonChoices {
    const GAME: GameId = GAME;

    /// Such files kept the page's choices in `menu`, named for the game.
    fn from_old_settings(text: &str) -> Option<Self> {
        #[derive(Deserialize, Default)]
        #[serde(default)]
        struct Old {
            menu: OldMenu,
        }
        #[derive(Deserialize)]
        #[serde(default)]
        struct OldMenu {
            chameleon_players: usize,
            chameleon_side: ScoreSide,
            chameleon_bots: ChameleonBots,
        }
        impl Default for OldMenu {
            fn default() -> Self {
                let now = ChameleonChoices::default();
                OldMenu {
                    chameleon_players: now.players,
                    chameleon_side: now.side,
                    chameleon_bots: now.opponents,
                }
            }
        }
        let old: Old = ron::from_str(text).ok()?;
        Some(ChameleonChoices {
            players: old.menu.chameleon_players,
            side: old.menu.chameleon_side,
            opponents: old.menu.chameleon_bots,
        })
    }

    fn clamped(self) -> Self {
        ChameleonChoices {
            players: self.players.clamp(2, 5),
            ..self
        }
    }
}
