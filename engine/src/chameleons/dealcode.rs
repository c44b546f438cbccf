//! Chameleon rows deal codes: eleven symbols in the engine's shared framing
//! (`crate::core::dealcode`), in the chameleons' own format (3), so they are
//! told apart from the number piles' codes. The 40 payload bits: 2 of format
//! (3), 3 of players (2 to 5), 1 for the purple side, 2 spare (zero), and the
//! 32-bit seed scrambled with a mask of the game bits. The day's chameleon
//! deal is here too. `crate::codes::AnyDealCode` reads a code of either game.

use std::fmt;

use crate::chameleons::ScoreSide;
use crate::core::dealcode::{
    CHAMELEONS as CHAMELEON_VERSION, NUMBER_PILES, NUMBER_PILES_WITH_FIRST_SEAT, PAYLOAD_SYMBOLS,
    PAYLOAD_SYMBOLS_2, day_number, format_of, mix, read_symbols, write_symbols,
};
use crate::date::Date;

pub use crate::core::dealcode::DealCodeError;

/// A chameleon rows deal: players, score side and the deal's seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChameleonCode {
    pub players: usize,
    pub side: ScoreSide,
    pub seed: u64,
}

impl ChameleonCode {
    pub fn new(players: usize, side: ScoreSide, seed: u64) -> Result<Self, DealCodeError> {
        if !(2..=5).contains(&players) {
            return Err(DealCodeError::NoSuchPlayerCount(players));
        }
        if seed > u64::from(u32::MAX) {
            return Err(DealCodeError::SeedTooLarge(seed));
        }
        Ok(ChameleonCode {
            players,
            side,
            seed,
        })
    }

    fn game_bits(&self) -> u64 {
        (self.players as u64) << 3 | u64::from(self.side == ScoreSide::Purple) << 2
    }

    /// Reads a chameleon code; a number-pile code is named as such.
    pub fn parse(text: &str) -> Result<ChameleonCode, DealCodeError> {
        let (payload, payload_symbols) = read_symbols(text)?;
        let version = format_of(payload, payload_symbols);
        match (payload_symbols, version) {
            (PAYLOAD_SYMBOLS, CHAMELEON_VERSION) => {}
            // A number-pile code, in either of its formats.
            (PAYLOAD_SYMBOLS, NUMBER_PILES) | (PAYLOAD_SYMBOLS_2, NUMBER_PILES_WITH_FIRST_SEAT) => {
                return Err(DealCodeError::NumberPileCode);
            }
            _ => return Err(DealCodeError::UnsupportedVersion(version as u8)),
        }
        let game_bits = payload >> 32 & 0x3F;
        if game_bits & 3 != 0 {
            // The spare bits are for a later version.
            return Err(DealCodeError::UnsupportedVersion(version as u8));
        }
        let side = if game_bits >> 2 & 1 == 1 {
            ScoreSide::Purple
        } else {
            ScoreSide::Brown
        };
        let seed = (payload ^ seed_mask(game_bits)) & 0xFFFF_FFFF;
        ChameleonCode::new((game_bits >> 3) as usize, side, seed)
    }
}

impl fmt::Display for ChameleonCode {
    /// Eleven symbols in groups of four, four and three, as format 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game_bits = self.game_bits();
        let payload = CHAMELEON_VERSION << 38
            | game_bits << 32
            | (self.seed ^ seed_mask(game_bits)) & 0xFFFF_FFFF;
        write_symbols(f, payload, PAYLOAD_SYMBOLS)
    }
}

/// Its own mask, so a chameleon code never reads like a number-pile one.
fn seed_mask(game_bits: u64) -> u64 {
    mix(game_bits ^ 0x4348_414D) & 0xFFFF_FFFF
}

/// Players at the day's chameleon rows deal: the same table for everybody.
pub const DAILY_CHAMELEON_PLAYERS: usize = 4;

/// The seed of the day's chameleon rows deal. The number-pile dailies use
/// slots 0 to 2 of each day's eight; this one slot 4, so the streams differ.
pub fn daily_chameleon_seed(date: Date) -> u64 {
    mix(day_number(date) * 8 + 4) & 0xFFFF_FFFF
}
