//! The framing every deal code shares, whichever game it deals: Crockford
//! base-32 symbols (no I, L, O or U, so a code reads aloud without doubt)
//! in groups of four, a payload whose top two bits name its format, and a
//! three-symbol check that catches every single mistyped symbol and every
//! swap of two neighbouring symbols. Each game writes its own payload
//! (`piles::dealcode`, `chameleons::dealcode`) in the formats allotted here.

use std::fmt;

use crate::date::Date;

/// The formats, one game's each: the number piles' (format 2 adds who
/// starts) and the chameleon rows'.
pub const NUMBER_PILES: u64 = 1;
pub const NUMBER_PILES_WITH_FIRST_SEAT: u64 = 2;
pub const CHAMELEONS: u64 = 3;

/// Symbols and payload symbols of an eleven-symbol code (formats 1 and 3)
/// and of a twelve-symbol one (format 2).
pub const SYMBOLS: usize = 11;
pub const PAYLOAD_SYMBOLS: usize = 8;
pub const SYMBOLS_2: usize = 12;
pub const PAYLOAD_SYMBOLS_2: usize = 9;
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CHECK_BITS: u32 = 15;
/// A prime just under 2^15: weights 31^i stay distinct and non-zero modulo it.
const CHECK_PRIME: u64 = 32_749;

/// The format of a payload of `payload_symbols` symbols: its top two bits.
pub fn format_of(payload: u64, payload_symbols: usize) -> u64 {
    payload >> (5 * payload_symbols - 2) & 3
}

/// Why a text is not a deal code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DealCodeError {
    Empty,
    BadCharacter {
        character: char,
        position: usize,
    },
    WrongLength {
        found: usize,
        expected: usize,
    },
    ChecksumMismatch,
    UnsupportedVersion(u8),
    /// The code names a game the rules do not allow (the rule's words).
    InvalidRuleset(String),
    /// Only seeds below 2^32 fit in a code.
    SeedTooLarge(u64),
    /// The first seat is not a seat of the game (R-CO-5).
    NoSuchFirstSeat {
        seat: usize,
        seats: usize,
    },
    /// A chameleon rows code where a number-pile one was asked for.
    ChameleonCode,
    /// A number-pile code where a chameleon rows one was asked for.
    NumberPileCode,
    /// Chameleon rows are for 2 to 5 players (R-CL-3, R-CL-14).
    NoSuchPlayerCount(usize),
}

impl DealCodeError {
    /// Whether the code is sound but another game's: the menu asks the
    /// next game.
    pub fn is_another_games(&self) -> bool {
        matches!(
            self,
            DealCodeError::ChameleonCode | DealCodeError::NumberPileCode
        )
    }
}

impl fmt::Display for DealCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealCodeError::Empty => write!(f, "the code is empty"),
            DealCodeError::BadCharacter {
                character,
                position,
            } => write!(
                f,
                "'{character}' (symbol {position}) is not used in deal codes: only digits and letters other than U"
            ),
            DealCodeError::WrongLength { found, expected } => write!(
                f,
                "a deal code has {expected} letters and digits, this one has {found}"
            ),
            DealCodeError::ChecksumMismatch => {
                write!(f, "the code does not check out: a symbol is mistyped")
            }
            DealCodeError::UnsupportedVersion(version) => write!(
                f,
                "the code was made by a newer version of Pilefire (format {version})"
            ),
            DealCodeError::InvalidRuleset(error) => {
                write!(f, "the code names no valid game: {error}")
            }
            DealCodeError::NoSuchFirstSeat { seat, seats } => write!(
                f,
                "the code names seat {seat} to start, but the game has {seats} seat(s) (R-CO-5)"
            ),
            DealCodeError::ChameleonCode => write!(f, "this is a chameleon rows code"),
            DealCodeError::NumberPileCode => write!(f, "this is a number-pile code"),
            DealCodeError::NoSuchPlayerCount(players) => write!(
                f,
                "the code names {players} players; chameleon rows are for 2 to 5"
            ),
            DealCodeError::SeedTooLarge(seed) => {
                write!(
                    f,
                    "seed {seed} is too large for a deal code (at most 4294967295)"
                )
            }
        }
    }
}

impl std::error::Error for DealCodeError {}

/// The check: the payload's eight symbols as a polynomial in 31 modulo a
/// prime. A changed symbol adds d * 31^i and a swap (a - b)(1 - 31) * 31^i,
/// neither of which can vanish modulo the prime.
fn check(payload: u64, payload_symbols: usize) -> u64 {
    (0..payload_symbols).fold(0, |hash, index| {
        let symbol = payload >> (5 * (payload_symbols - 1 - index)) & 31;
        (hash * 31 + symbol) % CHECK_PRIME
    })
}

/// The value of a typed symbol, read as a person means it: any case, O as
/// 0, I and L as 1. Shared by deal codes and table codes.
pub fn symbol_value(character: char) -> Option<u8> {
    let normal = match character.to_ascii_uppercase() {
        'O' => '0',
        'I' | 'L' => '1',
        other => other,
    };
    ALPHABET
        .iter()
        .position(|&symbol| char::from(symbol) == normal)
        .map(|value| value as u8)
}

/// The symbol written for `value` (0 to 31).
pub fn symbol_char(value: u8) -> char {
    char::from(ALPHABET[value as usize & 31])
}

/// The payload of a typed code and its number of symbols, once its symbols,
/// length and check are right. Shared by both games' codes.
pub fn read_symbols(text: &str) -> Result<(u64, usize), DealCodeError> {
    let mut symbols = Vec::with_capacity(SYMBOLS_2);
    // Symbols past the twelfth are only counted, so a huge paste costs
    // no memory.
    let mut count = 0;
    for (index, character) in text.chars().enumerate() {
        if character == '-' || character.is_whitespace() {
            continue;
        }
        let value = symbol_value(character).ok_or(DealCodeError::BadCharacter {
            character,
            position: index + 1,
        })?;
        count += 1;
        if symbols.len() < SYMBOLS_2 {
            symbols.push(value as u64);
        }
    }
    if count == 0 {
        return Err(DealCodeError::Empty);
    }
    let payload_symbols = match count {
        SYMBOLS => PAYLOAD_SYMBOLS,
        SYMBOLS_2 => PAYLOAD_SYMBOLS_2,
        _ => {
            return Err(DealCodeError::WrongLength {
                found: count,
                expected: SYMBOLS,
            });
        }
    };
    let bits = symbols
        .iter()
        .fold(0u64, |bits, &symbol| bits << 5 | symbol);
    let payload = bits >> CHECK_BITS;
    if bits & ((1 << CHECK_BITS) - 1) != check(payload, payload_symbols) {
        return Err(DealCodeError::ChecksumMismatch);
    }
    Ok((payload, payload_symbols))
}

/// A payload and its check as symbols in groups of four.
pub fn write_symbols(
    f: &mut fmt::Formatter<'_>,
    payload: u64,
    payload_symbols: usize,
) -> fmt::Result {
    let symbols = payload_symbols + 3;
    let bits = payload << CHECK_BITS | check(payload, payload_symbols);
    for index in 0..symbols {
        if index == 4 || index == 8 {
            write!(f, "-")?;
        }
        let symbol = bits >> (5 * (symbols - 1 - index)) & 31;
        write!(f, "{}", symbol_char(symbol as u8))?;
    }
    Ok(())
}

/// SplitMix64's finaliser: spreads neighbouring inputs far apart.
pub fn mix(mut value: u64) -> u64 {
    value = value.wrapping_add(0x9E37_79B9_7F4A_7C15);
    value = (value ^ (value >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    value = (value ^ (value >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    value ^ (value >> 31)
}

/// The date as one number, YYYYMMDD.
pub fn day_number(date: Date) -> u64 {
    u64::from(date.year) * 10_000 + u64::from(date.month) * 100 + u64::from(date.day)
}
