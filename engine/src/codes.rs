//! A deal code of either game, for the menu's deal-code page: the number
//! piles' (`piles::dealcode`) or the chameleon rows' (`chameleons::dealcode`),
//! told apart by their format. It names both games, so it lives above them.

use crate::chameleons::dealcode::ChameleonCode;
use crate::core::dealcode::DealCodeError;
use crate::piles::dealcode::DealCode;

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
