//! Deal codes: a short text such as `K3PA-0M9X-2Q` that names a ruleset and a
//! deal, so a person can give a friend the exact game they played, and the
//! daily deals, the same for everybody on a date.
//!
//! A code is 11 Crockford base-32 symbols (no I, L, O or U, so it reads aloud
//! without doubt). The first eight carry 40 bits: 2 bits of format version,
//! 3 bits of game (solitaire, co-op with 2 to 5 seats, Duel), 1 bit each for
//! professional, smaller hands and On Fire, and the 32-bit seed (scrambled
//! with a mask of the game bits, so neighbouring seeds look different). The last
//! three are a check over the first eight that catches every single mistyped
//! symbol and every swap of two neighbouring symbols among them.
//!
//! Format 2 carries who starts (R-CO-5, R-DU-2): twelve symbols, nine of
//! payload (45 bits: the 40 above with the version set to 2, then 3 bits of
//! first seat and 2 spare) and the same three-symbol check. A deal where
//! seat 0 starts is still written in format 1, so codes made before the
//! first seat could be chosen read exactly as they did and are unchanged.
//!
//! Format 3 is a chameleon rows code (`crate::chameleons::dealcode`): eleven
//! symbols like format 1, told apart by the version bits.

use std::fmt;

use crate::date::Date;
use crate::piles::bots::opening::FirstSeat;
use crate::piles::rules::{Deal, Mode, RuleError, Ruleset};

const VERSION: u64 = 1;
const VERSION_WITH_FIRST_SEAT: u64 = 2;
/// The format of chameleon rows codes (`crate::chameleons::dealcode`).
pub(crate) const CHAMELEON_VERSION: u64 = 3;
const SYMBOLS: usize = 11;
pub(crate) const PAYLOAD_SYMBOLS: usize = 8;
const SYMBOLS_2: usize = 12;
const PAYLOAD_SYMBOLS_2: usize = 9;
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CHECK_BITS: u32 = 15;
/// A prime just under 2^15: weights 31^i stay distinct and non-zero modulo it.
const CHECK_PRIME: u64 = 32_749;

/// A ruleset and the seed of its deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DealCode {
    pub ruleset: Ruleset,
    pub seed: u64,
    /// The seat that moves first (0 for every format-1 code).
    pub first_seat: usize,
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
    /// The code names a game the rules do not allow.
    InvalidRuleset(RuleError),
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

/// The payload of a typed code and its number of symbols, once its symbols,
/// length and check are right. Shared by both games' codes.
pub(crate) fn read_symbols(text: &str) -> Result<(u64, usize), DealCodeError> {
    let mut symbols = Vec::with_capacity(SYMBOLS_2);
    // Symbols past the twelfth are only counted, so a huge paste costs
    // no memory.
    let mut count = 0;
    for (index, character) in text.chars().enumerate() {
        if character == '-' || character.is_whitespace() {
            continue;
        }
        let normal = match character.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            other => other,
        };
        let value = ALPHABET
            .iter()
            .position(|&symbol| char::from(symbol) == normal)
            .ok_or(DealCodeError::BadCharacter {
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
pub(crate) fn write_symbols(
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
        write!(f, "{}", char::from(ALPHABET[symbol as usize]))?;
    }
    Ok(())
}

impl DealCode {
    pub fn new(ruleset: Ruleset, seed: u64) -> Result<DealCode, DealCodeError> {
        ruleset.validate().map_err(DealCodeError::InvalidRuleset)?;
        if seed > u64::from(u32::MAX) {
            return Err(DealCodeError::SeedTooLarge(seed));
        }
        Ok(DealCode {
            ruleset,
            seed,
            first_seat: 0,
        })
    }

    /// The same deal with `seat` to move first.
    pub fn with_first_seat(self, seat: usize) -> Result<DealCode, DealCodeError> {
        if seat >= self.ruleset.seats {
            return Err(DealCodeError::NoSuchFirstSeat {
                seat,
                seats: self.ruleset.seats,
            });
        }
        Ok(DealCode {
            first_seat: seat,
            ..self
        })
    }

    /// The payload and its number of symbols: format 1 when seat 0 starts.
    fn payload(&self) -> (u64, usize) {
        let game_bits = game_bits_of(&self.ruleset);
        let v1 = |version: u64| {
            version << 38 | game_bits << 32 | (self.seed ^ seed_mask(game_bits)) & 0xFFFF_FFFF
        };
        if self.first_seat == 0 {
            (v1(VERSION), PAYLOAD_SYMBOLS)
        } else {
            let seat = (self.first_seat as u64) & 7;
            (
                v1(VERSION_WITH_FIRST_SEAT) << 5 | seat << 2,
                PAYLOAD_SYMBOLS_2,
            )
        }
    }

    /// Reads a code, forgiving case, spaces, hyphens and the look-alikes
    /// O (zero), I and L (one). A chameleon rows code is told apart.
    pub fn parse(text: &str) -> Result<DealCode, DealCodeError> {
        let (payload, payload_symbols) = read_symbols(text)?;
        if payload_symbols == PAYLOAD_SYMBOLS && payload >> 38 & 3 == CHAMELEON_VERSION {
            return Err(DealCodeError::ChameleonCode);
        }
        // Format 2 is format 1's 40 bits followed by 5 more.
        let (payload, first_seat, expected) = if payload_symbols == PAYLOAD_SYMBOLS_2 {
            (
                payload >> 5,
                (payload >> 2 & 7) as usize,
                VERSION_WITH_FIRST_SEAT,
            )
        } else {
            (payload, 0, VERSION)
        };
        let version = (payload >> 38 & 3) as u8;
        if u64::from(version) != expected {
            return Err(DealCodeError::UnsupportedVersion(version));
        }
        let base = match payload >> 35 & 7 {
            game @ 0..=4 => Ruleset::coop(game as usize + 1),
            5 => Ruleset::duel(),
            // 6 and 7 name no game: a code from a newer version.
            _ => return Err(DealCodeError::UnsupportedVersion(version)),
        };
        let game_bits = payload >> 32 & 0x3F;
        let ruleset = Ruleset {
            professional: payload >> 34 & 1 == 1,
            smaller_hands: payload >> 33 & 1 == 1,
            on_fire: payload >> 32 & 1 == 1,
            ..base
        };
        ruleset.validate().map_err(DealCodeError::InvalidRuleset)?;
        DealCode {
            ruleset,
            seed: (payload ^ seed_mask(game_bits)) & 0xFFFF_FFFF,
            first_seat: 0,
        }
        .with_first_seat(first_seat)
    }
}

impl fmt::Display for DealCode {
    /// Eleven symbols in groups of four, four and three: `K3PA-0M9X-2Q7`;
    /// twelve in groups of four when another seat than 0 starts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (payload, payload_symbols) = self.payload();
        write_symbols(f, payload, payload_symbols)
    }
}

/// The game and variant bits of a ruleset (bits 32-37 of the payload).
fn game_bits_of(ruleset: &Ruleset) -> u64 {
    // 0-4: co-op with 1-5 seats; 5: Duel.
    let game = match ruleset.mode {
        Mode::Coop => (ruleset.seats as u64).clamp(1, 5) - 1,
        Mode::Duel => 5,
    };
    game << 3
        | u64::from(ruleset.professional) << 2
        | u64::from(ruleset.smaller_hands) << 1
        | u64::from(ruleset.on_fire)
}

/// Scrambles the seed so small seeds still give varied, easy to tell apart
/// codes; reversible, as the same mask is applied again when reading.
fn seed_mask(game_bits: u64) -> u64 {
    mix(game_bits ^ 0x5049_4C45) & 0xFFFF_FFFF
}

/// The kinds of daily deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DailyKind {
    Solitaire,
    /// Three seats: the person and two bot teammates.
    Coop,
    Duel,
}

impl DailyKind {
    pub const ALL: [DailyKind; 3] = [DailyKind::Solitaire, DailyKind::Coop, DailyKind::Duel];

    pub fn ruleset(self) -> Ruleset {
        match self {
            DailyKind::Solitaire => Ruleset::coop(1),
            DailyKind::Coop => Ruleset::coop(3),
            DailyKind::Duel => Ruleset::duel(),
        }
    }
}

/// SplitMix64's finaliser: spreads neighbouring inputs far apart.
pub(crate) fn mix(mut value: u64) -> u64 {
    value = value.wrapping_add(0x9E37_79B9_7F4A_7C15);
    value = (value ^ (value >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    value = (value ^ (value >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    value ^ (value >> 31)
}

/// The deal of `kind` for a UTC date: the same for everybody, different each
/// day. Who starts is part of it: in co-op the seat whose own judgement of its
/// opening hand is best (R-CO-5, every seat judging), in Duel a seat drawn
/// from the deal's seed (R-DU-2).
pub fn daily_deal(kind: DailyKind, date: Date) -> DealCode {
    let kind_index = DailyKind::ALL.iter().position(|&k| k == kind).unwrap_or(0) as u64;
    let seed = mix(day_number(date) * 8 + kind_index) & 0xFFFF_FFFF;
    let ruleset = kind.ruleset();
    let choice = match kind {
        DailyKind::Solitaire => FirstSeat::Seat(0),
        DailyKind::Coop => FirstSeat::Strongest,
        DailyKind::Duel => FirstSeat::Random,
    };
    let seats: Vec<usize> = (0..ruleset.seats).collect();
    let first_seat = choice
        .resolve(&ruleset, &Deal::Seed(seed), seed, &seats)
        .unwrap_or(0);
    DealCode {
        ruleset,
        seed,
        first_seat,
    }
}

/// The date as one number, YYYYMMDD.
fn day_number(date: Date) -> u64 {
    u64::from(date.year) * 10_000 + u64::from(date.month) * 100 + u64::from(date.day)
}

/// Players at the day's chameleon rows deal: the same table for everybody.
pub const DAILY_CHAMELEON_PLAYERS: usize = 4;

/// The seed of the day's chameleon rows deal. The number-pile dailies use
/// slots 0 to 2 of each day's eight; this one slot 4, so the streams differ.
pub fn daily_chameleon_seed(date: Date) -> u64 {
    mix(day_number(date) * 8 + 4) & 0xFFFF_FFFF
}
