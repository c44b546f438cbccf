//! The number-pile game's own part of the settings: the new-game page's
//! last choices and the table's options, kept under the game's name.

use serde::{Deserialize, Serialize};

use crate::piles::GAME;
use crate::shell::menus::settings::{GameSetting, on_off};
use crate::shell::settings::GameChoices;
use crate::shell::states::GameId;
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::bots::opening::FirstSeat;

/// The kind of game the new-game page starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ModeChoice {
    #[default]
    Solitaire,
    Coop,
    Duel,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PilesChoices {
    pub mode: ModeChoice,
    /// AI teammates in co-op (1 to 4).
    pub teammates: usize,
    pub professional: bool,
    pub smaller_hands: bool,
    pub on_fire: bool,
    pub bot_level: BotLevel,
    /// Who starts (R-CO-5, R-DU-2); the page offers what fits the mode.
    pub first_seat: FirstSeat,
    /// The table shows which numbers are still out of play.
    pub cards_seen: bool,
}

impl Default for PilesChoices {
    fn default() -> Self {
        PilesChoices {
            mode: ModeChoice::Solitaire,
            teammates: 2,
            professional: false,
            smaller_hands: false,
            on_fire: false,
            bot_level: BotLevel::Normal,
            first_seat: FirstSeat::Seat(0),
            cards_seen: false,
        }
    }
}

impl GameChoices for PilesChoices {
    const GAME: GameId = GAME;

    /// Such files kept the page's choices in `menu` and `cards_seen` at the top.
    fn from_old_settings(text: &str) -> Option<Self> {
        #[derive(Deserialize, Default)]
        #[serde(default)]
        struct Old {
            menu: PilesChoices,
            cards_seen: bool,
        }
        let old: Old = ron::from_str(text).ok()?;
        Some(PilesChoices {
            cards_seen: old.cards_seen,
            ..old.menu
        })
    }

    fn clamped(self) -> Self {
        PilesChoices {
            teammates: self.teammates.clamp(1, 4),
            ..self
        }
    }
}

/// Whether the table shows the numbers out of play: on the settings page
/// and in the pause menu.
pub(crate) const CARDS_SEEN: GameSetting = GameSetting {
    title_key: "options-cards-seen",
    value: |settings, tr| on_off(settings.game::<PilesChoices>().cards_seen, tr),
    change: |_, settings| {
        settings.update_game(|choices: &mut PilesChoices| choices.cards_seen = !choices.cards_seen);
    },
};
