//! Chameleon rows deal codes: the same eleven Crockford base-32 symbols and
//! three-symbol check as the number-pile codes (`crate::piles::dealcode`), with the
//! format bits set to 3 so the two kinds are told apart. The 40 payload bits:
//! 2 of format (3), 3 of players (2 to 5), 1 for the purple side, 2 spare
//! (zero), and the 32-bit seed scrambled with a mask of the game bits.
//! [`AnyDealCode::parse`] reads either kind, for the menu's deal-code page.

use std::fmt;

use crate::chameleons::ScoreSide;
use crate::piles::dealcode::{
    CHAMELEON_VERSION, DealCode, DealCodeError, PAYLOAD_SYMBOLS, mix, read_symbols, write_symbols,
};

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
        let version = payload >> (5 * payload_symbols - 2) & 3;
        if payload_symbols != PAYLOAD_SYMBOLS || version != CHAMELEON_VERSION {
            // A number-pile code of a format this version reads.
            return match DealCode::parse(text) {
                Ok(_) => Err(DealCodeError::NumberPileCode),
                Err(error) => Err(error),
            };
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

/// A deal code of either game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AnyDealCode {
    NumberPiles(DealCode),
    Chameleons(ChameleonCode),
}

impl AnyDealCode {
    /// Reads a code of either game, telling them apart by their format.
    pub fn parse(text: &str) -> Result<AnyDealCode, DealCodeError> {
        match DealCode::parse(text) {
            Ok(code) => Ok(AnyDealCode::NumberPiles(code)),
            Err(DealCodeError::ChameleonCode) => {
                ChameleonCode::parse(text).map(AnyDealCode::Chameleons)
            }
            Err(error) => Err(error),
        }
    }
}
