//! Table codes and seat tokens: the two secrets of a table.
//!
//! A table code is 65 random bits written as 13 Crockford base-32 symbols
//! (no I, L, O or U, like deal codes), then two check symbols, in groups:
//! `K3PA-0M9X-2QRT-7VW`. The check catches a mistyped or swapped symbol
//! before the server is asked, so a typo reads "mistyped", never "no such
//! table". A seat token is 128 random bits in hexadecimal; it is what lets a
//! dropped client take its seat back.

use std::fmt;

use pilefire_engine::core::dealcode::{symbol_char, symbol_value};
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

const RANDOM_SYMBOLS: usize = 13;
const CHECK_SYMBOLS: usize = 2;
/// A prime under 32^2: weights (i + 1) * 31 stay distinct modulo it.
const CHECK_PRIME: u32 = 1021;

/// A table's code, stored in its canonical form (symbols without dashes).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TableCode(String);

/// Why a text is not a table code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeError {
    WrongLength { found: usize },
    BadCharacter { character: char },
    Mistyped,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::WrongLength { found } => write!(
                f,
                "a table code has {} letters and digits; this one has {found}",
                RANDOM_SYMBOLS + CHECK_SYMBOLS
            ),
            CodeError::BadCharacter { character } => {
                write!(f, "'{character}' is not used in table codes")
            }
            CodeError::Mistyped => f.write_str("this table code is mistyped; check it again"),
        }
    }
}

impl TableCode {
    /// A new code with 65 bits from `rng`.
    pub fn random(rng: &mut impl Rng) -> TableCode {
        let symbols: Vec<u8> = (0..RANDOM_SYMBOLS)
            .map(|_| rng.random_range(0..32u8))
            .collect();
        let mut text: String = symbols.iter().map(|&s| symbol_char(s)).collect();
        text.extend(check(&symbols).map(symbol_char));
        TableCode(text)
    }

    /// Reads a code as a person types it: any case, dashes and spaces
    /// anywhere, O read as 0 and I or L as 1.
    pub fn parse(text: &str) -> Result<TableCode, CodeError> {
        let mut symbols = Vec::new();
        for character in text.chars() {
            if character == '-' || character.is_whitespace() {
                continue;
            }
            let Some(value) = symbol_value(character) else {
                return Err(CodeError::BadCharacter { character });
            };
            symbols.push(value);
        }
        if symbols.len() != RANDOM_SYMBOLS + CHECK_SYMBOLS {
            return Err(CodeError::WrongLength {
                found: symbols.len(),
            });
        }
        if check(&symbols[..RANDOM_SYMBOLS]) != symbols[RANDOM_SYMBOLS..] {
            return Err(CodeError::Mistyped);
        }
        Ok(TableCode(symbols.into_iter().map(symbol_char).collect()))
    }

    /// The symbols without dashes (file names, map keys).
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for TableCode {
    /// Groups of four, as a person reads it aloud.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, chunk) in self.0.as_bytes().chunks(4).enumerate() {
            if index > 0 {
                f.write_str("-")?;
            }
            f.write_str(std::str::from_utf8(chunk).map_err(|_| fmt::Error)?)?;
        }
        Ok(())
    }
}

/// Two symbols over the random ones: a weighted sum modulo a prime, so one
/// wrong symbol or two neighbours swapped always change it.
fn check(symbols: &[u8]) -> [u8; CHECK_SYMBOLS] {
    let sum = symbols
        .iter()
        .enumerate()
        .map(|(i, &s)| (i as u32 + 1) * 31 * (s as u32 + 1))
        .sum::<u32>()
        % CHECK_PRIME;
    [(sum / 32) as u8, (sum % 32) as u8]
}

/// A seat's secret: 128 random bits in hexadecimal.
pub fn seat_token(rng: &mut impl Rng) -> String {
    let value: u128 = rng.random();
    format!("{value:032x}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    #[test]
    fn codes_read_back_and_catch_typos() {
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..200 {
            let code = TableCode::random(&mut rng);
            let shown = code.to_string();
            assert_eq!(TableCode::parse(&shown.to_lowercase()), Ok(code.clone()));
            let bytes = code.as_str().as_bytes();
            for i in 0..RANDOM_SYMBOLS {
                let mut typo = bytes.to_vec();
                typo[i] = if typo[i] == b'2' { b'3' } else { b'2' };
                let typo = String::from_utf8(typo).unwrap();
                assert_eq!(TableCode::parse(&typo), Err(CodeError::Mistyped), "{typo}");
                if i + 1 < RANDOM_SYMBOLS && bytes[i] != bytes[i + 1] {
                    let mut swapped = bytes.to_vec();
                    swapped.swap(i, i + 1);
                    let swapped = String::from_utf8(swapped).unwrap();
                    assert_eq!(TableCode::parse(&swapped), Err(CodeError::Mistyped));
                }
            }
        }
    }
}
