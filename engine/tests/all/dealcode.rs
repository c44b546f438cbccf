//! Deal codes round-trip every ruleset and seed, reject every mistyped symbol
//! and garbage with a clear reason; daily deals are stable per date.

use proptest::prelude::*;

use pilefire_engine::chameleons::ScoreSide;
use pilefire_engine::chameleons::dealcode::{ChameleonCode, daily_chameleon_seed};
use pilefire_engine::codes::AnyDealCode;
use pilefire_engine::piles::bots::opening::FirstSeat;

use pilefire_engine::piles::dealcode::{DailyKind, DealCode, DealCodeError, daily_deal};
use pilefire_engine::piles::rules::{Deal, Ruleset};
use pilefire_engine::piles::stats::Date;

fn every_valid_ruleset() -> Vec<Ruleset> {
    let mut rulesets = vec![Ruleset::duel()];
    for seats in 1..=5 {
        for professional in [false, true] {
            for smaller_hands in [false, true] {
                for on_fire in [false, true] {
                    let ruleset = Ruleset {
                        professional,
                        smaller_hands,
                        on_fire,
                        ..Ruleset::coop(seats)
                    };
                    if ruleset.validate().is_ok() {
                        rulesets.push(ruleset);
                    }
                }
            }
        }
    }
    rulesets
}

#[test]
fn every_valid_ruleset_round_trips() {
    let rulesets = every_valid_ruleset();
    assert!(rulesets.len() > 20);
    for ruleset in rulesets {
        for seed in [0, 1, 7, 999_999, u64::from(u32::MAX)] {
            let code = DealCode::new(ruleset, seed).expect("fits");
            let text = code.to_string();
            assert_eq!(text.len(), 13, "{text}: 11 symbols and 2 hyphens");
            assert_eq!(DealCode::parse(&text), Ok(code), "{text}");
        }
    }
}

proptest! {
    #[test]
    fn any_seed_round_trips_and_reads_forgivingly(seed in 0u64..=u64::from(u32::MAX), pick in 0usize..100) {
        let rulesets = every_valid_ruleset();
        let code = DealCode::new(rulesets[pick % rulesets.len()], seed).expect("fits");
        let text = code.to_string();
        prop_assert_eq!(DealCode::parse(&text), Ok(code));
        // Lower case, spaces instead of hyphens, O for zero and L for one.
        let sloppy = text.to_lowercase().replace('-', " ").replace('0', "o").replace('1', "l");
        prop_assert_eq!(DealCode::parse(&sloppy), Ok(code));
    }
}

#[test]
fn every_single_mistyped_symbol_is_caught() {
    let alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    for seed in [3, 424_242, 4_000_000_000] {
        let code = DealCode::new(Ruleset::coop(3).on_fire(), seed).expect("fits");
        let symbols: Vec<char> = code.to_string().chars().filter(|c| *c != '-').collect();
        for position in 0..symbols.len() {
            for replacement in alphabet.chars().filter(|c| *c != symbols[position]) {
                let mut typo = symbols.clone();
                typo[position] = replacement;
                let text: String = typo.into_iter().collect();
                assert!(
                    DealCode::parse(&text).is_err_and(|error| error != DealCodeError::Empty),
                    "{text} was accepted"
                );
            }
        }
        for position in 0..7 {
            let mut swapped = symbols.clone();
            if swapped[position] == swapped[position + 1] {
                continue;
            }
            swapped.swap(position, position + 1);
            let text: String = swapped.into_iter().collect();
            assert!(DealCode::parse(&text).is_err(), "{text} was accepted");
        }
    }
}

#[test]
fn garbage_gets_a_reason_a_person_understands() {
    assert_eq!(DealCode::parse("  - "), Err(DealCodeError::Empty));
    let bad = DealCode::parse("K3PA-0M9U-2Q7");
    assert_eq!(
        bad,
        Err(DealCodeError::BadCharacter {
            character: 'U',
            position: 9
        })
    );
    assert!(bad.unwrap_err().to_string().contains("'U'"));
    let short = DealCode::parse("K3PA-0M9");
    assert_eq!(
        short,
        Err(DealCodeError::WrongLength {
            found: 7,
            expected: 11
        })
    );
    assert!(short.unwrap_err().to_string().contains("11"));
    assert!(DealCode::new(Ruleset::coop(1), 1 << 40).is_err());
    // A ruleset the rules refuse cannot be put in a code (R-PRO-2 needs R-PRO-1).
    let invalid = Ruleset {
        smaller_hands: true,
        ..Ruleset::coop(2)
    };
    let error = DealCode::new(invalid, 5).expect_err("refused");
    assert!(matches!(error, DealCodeError::InvalidRuleset(_)));
    assert!(error.to_string().contains("R-"), "{error}");
}

/// Daily deals are pinned: the same date gives the same code on every
/// machine and in every version (a change to the mixing or to who starts
/// would change these texts and fail here).
#[test]
fn daily_deals_are_the_same_all_day_and_differ_between_days_and_modes() {
    let day = Date {
        year: 2026,
        month: 11,
        day: 23,
    };
    let next = Date { day: 24, ..day };
    let pinned: Vec<String> = DailyKind::ALL
        .iter()
        .map(|&kind| daily_deal(kind, day).to_string())
        .collect();
    assert_eq!(pinned, PINNED_DAILY);
    for kind in DailyKind::ALL {
        assert_ne!(daily_deal(kind, day).seed, daily_deal(kind, next).seed);
        assert_eq!(daily_deal(kind, day).ruleset, kind.ruleset());
        let code = daily_deal(kind, day);
        assert_eq!(DealCode::parse(&code.to_string()), Ok(code));
    }
    assert_ne!(
        daily_deal(DailyKind::Solitaire, day).seed,
        daily_deal(DailyKind::Coop, day).seed
    );
    assert_eq!(daily_deal(DailyKind::Coop, day).ruleset.seats, 3);
    // Who starts changes with the deal: over a month the Duel's computer
    // starts some days, and co-op's first seat is the strongest opening.
    let month: Vec<Date> = (1..=30).map(|d| Date { day: d, ..day }).collect();
    let duel_firsts: Vec<usize> = month
        .iter()
        .map(|&d| daily_deal(DailyKind::Duel, d).first_seat)
        .collect();
    assert!(
        duel_firsts.contains(&0) && duel_firsts.contains(&1),
        "{duel_firsts:?}"
    );
    for &d in &month {
        let code = daily_deal(DailyKind::Coop, d);
        let strongest = FirstSeat::Strongest
            .resolve(&code.ruleset, &Deal::Seed(code.seed), code.seed, &[0, 1, 2])
            .unwrap();
        assert_eq!(code.first_seat, strongest);
        assert_eq!(daily_deal(DailyKind::Solitaire, d).first_seat, 0);
    }
}

const PINNED_DAILY: [&str; 3] = ["81T1-ZCN8-X0B", "A3AC-ZFP2-9RF", "D0W5-FXRW-7KA"];

/// R-CO-5, R-DU-2: a code carries who starts. Seat 0 keeps the eleven-symbol
/// format (so every code given out before still reads the same); another
/// seat makes a twelve-symbol code that round-trips and catches typos too.
#[test]
fn r_co_5_codes_carry_the_first_seat_and_old_codes_still_read() {
    let old = DealCode::new(Ruleset::coop(3), 424_242).unwrap();
    assert_eq!(old.to_string(), PINNED_OLD);
    assert_eq!(DealCode::parse(PINNED_OLD).unwrap().first_seat, 0);
    for ruleset in every_valid_ruleset() {
        for first in 0..ruleset.seats {
            let code = DealCode::new(ruleset, 77_777)
                .unwrap()
                .with_first_seat(first)
                .unwrap();
            let text = code.to_string();
            assert_eq!(text.len(), if first == 0 { 13 } else { 14 }, "{text}");
            assert_eq!(DealCode::parse(&text), Ok(code), "{text}");
        }
        let too_far = DealCode::new(ruleset, 5)
            .unwrap()
            .with_first_seat(ruleset.seats);
        assert!(matches!(
            too_far,
            Err(DealCodeError::NoSuchFirstSeat { .. })
        ));
    }
    let code = DealCode::new(Ruleset::coop(5), 3)
        .unwrap()
        .with_first_seat(4)
        .unwrap();
    let symbols: Vec<char> = code.to_string().chars().filter(|c| *c != '-').collect();
    for position in 0..symbols.len() {
        let mut typo = symbols.clone();
        typo[position] = if typo[position] == '7' { '8' } else { '7' };
        let text: String = typo.into_iter().collect();
        assert!(DealCode::parse(&text).is_err(), "{text} was accepted");
    }
}

const PINNED_OLD: &str = "A03M-BJ4X-VF8";

#[test]
fn the_daily_chameleon_deal_is_stable_and_never_a_number_pile_daily() {
    let day = Date {
        year: 2026,
        month: 11,
        day: 23,
    };
    // Pinned: everybody's game must deal the same chameleon rows on this date.
    assert_eq!(daily_chameleon_seed(day), PINNED_CHAMELEON_DAILY);
    for month in 1..=12 {
        for number in 1..=28 {
            let date = Date {
                month,
                day: number,
                ..day
            };
            let seed = daily_chameleon_seed(date);
            assert_eq!(seed, daily_chameleon_seed(date));
            for kind in DailyKind::ALL {
                assert_ne!(seed, daily_deal(kind, date).seed, "{date:?} {kind:?}");
            }
            let next = Date {
                day: number + 1,
                ..date
            };
            assert_ne!(seed, daily_chameleon_seed(next), "{date:?}");
        }
    }
}

/// `daily_chameleon_seed` of 2026-11-23, worked out by hand from SplitMix64.
const PINNED_CHAMELEON_DAILY: u64 = 3_545_109_473;

const PINNED_CHAMELEON: &str = "VH84-MJ08-VR1";

#[test]
fn chameleon_codes_round_trip_players_side_and_seed_and_are_told_from_number_pile_ones() {
    for players in 2..=5 {
        for side in [ScoreSide::Brown, ScoreSide::Purple] {
            for seed in [0, 1, 5, 999_999, u64::from(u32::MAX)] {
                let code = ChameleonCode::new(players, side, seed).expect("fits");
                let text = code.to_string();
                assert_eq!(text.len(), 13, "{text}: 11 symbols and 2 hyphens");
                assert_eq!(ChameleonCode::parse(&text), Ok(code), "{text}");
                assert_eq!(
                    AnyDealCode::parse(&text.to_lowercase().replace('-', " ")),
                    Ok(AnyDealCode::Chameleons(code))
                );
                // Never read as a number-pile deal.
                assert_eq!(DealCode::parse(&text), Err(DealCodeError::ChameleonCode));
            }
        }
    }
    // Pinned: a code given to a friend deals the same game in later versions.
    let pinned = ChameleonCode::new(3, ScoreSide::Purple, 7).unwrap();
    assert_eq!(pinned.to_string(), PINNED_CHAMELEON);
    assert!(ChameleonCode::new(6, ScoreSide::Brown, 1).is_err());
    assert!(ChameleonCode::new(1, ScoreSide::Brown, 1).is_err());
    assert_eq!(
        ChameleonCode::new(4, ScoreSide::Brown, 1 << 33),
        Err(DealCodeError::SeedTooLarge(1 << 33))
    );
}

#[test]
fn an_old_number_pile_code_still_reads_and_is_not_a_chameleon_code() {
    let old = DealCode::parse(PINNED_OLD).expect("an old code reads");
    assert_eq!(
        AnyDealCode::parse(PINNED_OLD),
        Ok(AnyDealCode::NumberPiles(old))
    );
    assert_eq!(
        ChameleonCode::parse(PINNED_OLD),
        Err(DealCodeError::NumberPileCode)
    );
    for ruleset in every_valid_ruleset() {
        let code = DealCode::new(ruleset, 77).unwrap().with_first_seat(1);
        let Ok(code) = code else { continue };
        let text = code.to_string();
        assert_eq!(
            AnyDealCode::parse(&text),
            Ok(AnyDealCode::NumberPiles(code))
        );
    }
}

#[test]
fn every_mistyped_chameleon_symbol_is_caught() {
    let alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let code = ChameleonCode::new(4, ScoreSide::Brown, 424_242).unwrap();
    let symbols: Vec<char> = code.to_string().chars().filter(|c| *c != '-').collect();
    for position in 0..symbols.len() {
        for replacement in alphabet.chars().filter(|c| *c != symbols[position]) {
            let mut typo = symbols.clone();
            typo[position] = replacement;
            let text: String = typo.into_iter().collect();
            assert!(AnyDealCode::parse(&text).is_err(), "{text} was accepted");
        }
    }
    let mut typo = symbols.clone();
    typo[3] = if typo[3] == '7' { '8' } else { '7' };
    let typo: String = typo.into_iter().collect();
    let error = AnyDealCode::parse(&typo).unwrap_err();
    assert_eq!(error, DealCodeError::ChecksumMismatch);
    let short = AnyDealCode::parse("Q9QN-WA6").unwrap_err();
    assert_eq!(
        short,
        DealCodeError::WrongLength {
            found: 7,
            expected: 11
        }
    );
}
