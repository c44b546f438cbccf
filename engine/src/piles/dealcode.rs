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
//! The symbols, the check and the formats are the engine's shared framing
//! (`crate::core::dealcode`); format 3 is another game's, refused here.

use std::fmt;

use crate::core::dealcode::{
    NUMBER_PILES as VERSION, NUMBER_PILES_WITH_FIRST_SEAT as VERSION_WITH_FIRST_SEAT,
    PAYLOAD_SYMBOLS, PAYLOAD_SYMBOLS_2, day_number, format_of, mix, read_symbols, write_symbols,
};
use crate::date::Date;
use crate::piles::bots::opening::FirstSeat;
use crate::piles::rules::{Deal, Mode, Ruleset};

pub use crate::core::dealcode::DealCodeError;

/// A ruleset and the seed of its deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DealCode {
    pub ruleset: Ruleset,
    pub seed: u64,
    /// The seat that moves first (0 for every format-1 code).
    pub first_seat: usize,
}

impl DealCode {
    pub fn new(ruleset: Ruleset, seed: u64) -> Result<DealCode, DealCodeError> {
        ruleset
            .validate()
            .map_err(|error| DealCodeError::InvalidRuleset(error.to_string()))?;
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
        if payload_symbols == PAYLOAD_SYMBOLS
            && format_of(payload, payload_symbols) == crate::core::dealcode::CHAMELEONS
        {
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
        ruleset
            .validate()
            .map_err(|error| DealCodeError::InvalidRuleset(error.to_string()))?;
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
