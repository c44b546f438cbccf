//! `review RECORD`: a finished number-pile game's review (co-op or Duel)
//! from one seat, as text or JSON (fields in docs/RECORDS.md).

use crate::cli::json::json_string;
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use crate::piles::bots::oracle::OracleVerdict;
use crate::piles::review::why::{Fact, Headline, english, headline_english};
use crate::piles::review::{DuelPar, Measure, Review, TurnReview, default_samples, review};
use crate::piles::rules::{DuelWin, Play, Record};

pub fn run(path: &Path, seat: usize, json: bool, samples: Option<usize>) -> ExitCode {
    let Some(text) = super::read_record_text(path) else {
        return ExitCode::FAILURE;
    };
    if crate::chameleons::record_game(&text) == Some(crate::chameleons::RecordGame::Chameleons) {
        return super::chameleons::review::run(path, &text, seat, json, samples);
    }
    let record = match Record::from_ron(&text) {
        Ok(record) => record,
        Err(error) => {
            eprintln!("error: {}: {error}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let samples = samples.unwrap_or(default_samples(record.ruleset.mode));
    let reviewed = review(&record, seat, samples, |done, total| {
        if !json {
            eprint!("\rreviewing: turn {done} of {total}");
            if done == total {
                eprintln!();
            }
        }
    });
    match reviewed {
        Ok(reviewed) => {
            print!(
                "{}",
                if json {
                    to_json(&reviewed)
                } else {
                    to_text(&record, &reviewed)
                }
            );
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {}: {error}", path.display());
            ExitCode::FAILURE
        }
    }
}

/// The plays in words; in a Duel (`seat` given) a card on the opponent's
/// piles (seat 0 owns piles 1-2, seat 1 piles 3-4) is marked as help (R-DU-5).
fn plays(plays: &[Play], seat: Option<usize>) -> String {
    if plays.is_empty() {
        return "nothing".into();
    }
    plays
        .iter()
        .map(|play| {
            let help = if seat.is_some_and(|seat| play.pile / 2 != seat) {
                " (help)"
            } else {
                ""
            };
            format!("{} on pile {}{help}", play.card, play.pile + 1)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn percent(share: f32) -> String {
    format!("{:.0}%", share * 100.0)
}

/// "Par: the expert team left 3 cards; this deal can be won."
pub fn par_words(review: &Review) -> String {
    if let Some(duel) = review.par.duel {
        return duel_par_words(&duel, review.par.expert_left);
    }
    let who = if review.seats == 1 {
        "the expert"
    } else {
        "the expert team"
    };
    let team = match review.par.expert_left {
        0 => format!("{who} won this deal"),
        1 => format!("{who} left 1 card"),
        left => format!("{who} left {left} cards"),
    };
    let oracle = match review.par.oracle {
        OracleVerdict::Solved => "this deal can be won",
        OracleVerdict::ProvedLost => "no one can win this deal, even seeing every card",
        OracleVerdict::Undecided => {
            "whether it can be won at all was not found in the search's time"
        }
    };
    format!("Par: {team}; {oracle}.")
}

/// "Par: the Duel expert in this seat, against the expert, won: played all
/// 58 cards (R-DU-10)."
fn duel_par_words(duel: &DuelPar, expert_left: usize) -> String {
    let how = match (duel.won, duel.how) {
        (true, DuelWin::AllCardsPlayed) => "won, playing all 58 cards (R-DU-10)".to_string(),
        (true, DuelWin::OpponentStuck) => {
            format!("won with {expert_left} cards to play: the other could not play 2 (R-DU-11)")
        }
        (true, DuelWin::OpponentResigned) => {
            format!("won with {expert_left} cards to play: the other resigned")
        }
        (false, DuelWin::AllCardsPlayed) => {
            format!("lost with {expert_left} cards to play: the other played all 58 (R-DU-10)")
        }
        (false, DuelWin::OpponentStuck) => {
            format!("lost with {expert_left} cards to play: it could not play 2 (R-DU-11)")
        }
        (false, DuelWin::OpponentResigned) => {
            format!("lost with {expert_left} cards to play: it resigned")
        }
    };
    format!("Par: the Duel expert in this seat, against the expert, {how}.")
}

fn turn_line(turn: &TurnReview, seat: Option<usize>) -> String {
    let mut line = format!(
        "turn {:>3}: {:<11} played {}",
        turn.turn,
        turn.verdict.name(),
        plays(&turn.played, seat)
    );
    if turn.gave_up {
        line.push_str(", then gave up");
    }
    // Never "0% -> 0%": where the chance stays near zero, the cards
    // expected to be left are the measure that moves.
    if !turn.chance_near_zero() {
        let _ = write!(
            line,
            "; chance {} -> {}",
            percent(turn.before.won),
            percent(turn.after.won)
        );
    }
    let _ = write!(
        line,
        "{} cards left {:.1} -> {:.1}",
        if turn.chance_near_zero() { ";" } else { "," },
        turn.before.cards_left,
        turn.after.cards_left
    );
    if turn.played != turn.expert {
        let _ = write!(line, "; the expert: {}", plays(&turn.expert, seat));
    }
    line
}

/// The review as text: the key moments first, then every turn.
pub fn to_text(record: &Record, review: &Review) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Review of seat {} ({}), {} sampled deals a turn",
        review.seat,
        record.ruleset.describe(),
        review.samples
    );
    let seat = review.is_duel().then_some(review.seat);
    let moments = review.key_moments();
    if !moments.is_empty() {
        let _ = writeln!(out, "Key moments:");
    }
    for moment in &moments {
        let turn = &review.turns[moment.index];
        let _ = writeln!(
            out,
            "  turn {}: {} (played {}; the expert: {})\n    {}",
            turn.turn,
            headline_english(turn.verdict, &turn.why.headline),
            plays(&turn.played, seat),
            plays(&turn.expert, seat),
            english(&turn.why.facts)
        );
    }
    let _ = writeln!(out, "Every turn:");
    for turn in &review.turns {
        let _ = writeln!(out, "{}", turn_line(turn, seat));
    }
    let counts: Vec<String> = review
        .counts()
        .iter()
        .map(|(verdict, count)| format!("{count} {}", verdict.name()))
        .collect();
    let _ = writeln!(out, "Turns: {}.", counts.join(", "));
    if let Some(accuracy) = review.accuracy() {
        let _ = writeln!(out, "Accuracy: {accuracy:.1} of 100.");
    }
    let result = match (review.is_duel(), review.cards_left) {
        (true, left) if review.won() => {
            format!("Seat {} won with {left} cards still to play", review.seat)
        }
        (true, left) => format!("Seat {} lost with {left} cards still to play", review.seat),
        (false, 0) => "The game was won".to_string(),
        (false, left) => format!("The game ended with {left} cards left"),
    };
    let _ = writeln!(
        out,
        "{result}; {}.",
        if review.at_par() {
            "at or under par"
        } else {
            "over par"
        }
    );
    let _ = writeln!(out, "{}", par_words(review));
    out
}

fn plays_json(plays: &[Play]) -> String {
    let items: Vec<String> = plays
        .iter()
        .map(|play| format!("{{\"card\":{},\"pile\":{}}}", play.card, play.pile))
        .collect();
    format!("[{}]", items.join(","))
}

/// The review as one JSON line (fields in docs/RECORDS.md).
pub fn to_json(review: &Review) -> String {
    let turns: Vec<String> = review
        .turns
        .iter()
        .map(|turn| {
            format!(
                "{{\"turn\":{},\"played\":{},\"gave_up\":{},\"expert\":{},\"chance_before\":{:.4},\"chance_after\":{:.4},\"cards_left_before\":{:.3},\"cards_left_after\":{:.3},\"verdict\":\"{}\",\"loss\":{:.3},\"accuracy\":{:.2}}}",
                turn.turn,
                plays_json(&turn.played),
                turn.gave_up,
                plays_json(&turn.expert),
                turn.before.won,
                turn.after.won,
                turn.before.cards_left,
                turn.after.cards_left,
                turn.verdict.name(),
                turn.loss(),
                turn.accuracy()
            )
        })
        .collect();
    let oracle = match review.par.oracle {
        OracleVerdict::Solved => "solved",
        OracleVerdict::ProvedLost => "proved_lost",
        OracleVerdict::Undecided => "undecided",
    };
    // Duel only: who won, and the par game's end (co-op output unchanged).
    let (mode, won, duel) = match review.par.duel {
        Some(duel) => (
            ",\"mode\":\"duel\"",
            format!(",\"won\":{}", review.won()),
            format!(
                ",\"duel\":{{\"won\":{},\"how\":\"{}\",\"opponent\":\"expert\",\"opponent_left\":{}}}",
                duel.won,
                how_name(duel.how),
                duel.opponent_left
            ),
        ),
        None => ("", String::new(), String::new()),
    };
    let moments: Vec<String> = review
        .key_moments()
        .iter()
        .map(|moment| {
            let turn = &review.turns[moment.index];
            let facts: Vec<String> = turn.why.facts.iter().map(fact_json).collect();
            format!(
                "{{\"turn\":{},\"index\":{},\"loss\":{:.3},\"verdict\":\"{}\",\"headline\":{},\"headline_text\":{},\"facts\":[{}],\"why\":{}}}",
                moment.turn,
                moment.index,
                moment.loss,
                moment.verdict.name(),
                headline_json(&turn.why.headline),
                json_string(&headline_english(turn.verdict, &turn.why.headline)),
                facts.join(","),
                json_string(&english(&turn.why.facts))
            )
        })
        .collect();
    let accuracy = review
        .accuracy()
        .map_or("null".to_string(), |a| format!("{a:.2}"));
    let measure = match review.measure() {
        Measure::Chance => "chance",
        Measure::CardsLeft => "cards_left",
    };
    format!(
        "{{\"seat\":{}{mode}{won},\"samples\":{},\"cards_left\":{},\"par\":{{\"expert_left\":{},\"oracle\":\"{}\",\"at_par\":{}{duel}}},\"turns\":[{}],\"accuracy\":{accuracy},\"measure\":\"{measure}\",\"key_moments\":[{}]}}\n",
        review.seat,
        review.samples,
        review.cards_left,
        review.par.expert_left,
        oracle,
        review.at_par(),
        turns.join(","),
        moments.join(",")
    )
}

fn fact_json(fact: &Fact) -> String {
    match fact {
        Fact::Moved {
            side,
            pile,
            from,
            to,
            cards,
            steps,
        } => format!(
            "{{\"fact\":\"moved\",\"side\":\"{}\",\"pile\":{pile},\"from\":{from},\"to\":{to},\"cards\":{cards},\"steps\":{steps}}}",
            side.name()
        ),
        Fact::Run { side, pile, cards } => {
            let cards: Vec<String> = cards.iter().map(u8::to_string).collect();
            format!(
                "{{\"fact\":\"run\",\"side\":\"{}\",\"pile\":{pile},\"cards\":[{}]}}",
                side.name(),
                cards.join(",")
            )
        }
        Fact::Trick {
            side,
            pile,
            card,
            from,
        } => format!(
            "{{\"fact\":\"trick\",\"side\":\"{}\",\"pile\":{pile},\"card\":{card},\"from\":{from}}}",
            side.name()
        ),
        Fact::Helped {
            side,
            pile,
            card,
            from,
        } => format!(
            "{{\"fact\":\"helped\",\"side\":\"{}\",\"pile\":{pile},\"card\":{card},\"from\":{from}}}",
            side.name()
        ),
        Fact::TrickGivenUp { side, pile, card } => format!(
            "{{\"fact\":\"trick_given_up\",\"side\":\"{}\",\"pile\":{pile},\"card\":{card}}}",
            side.name()
        ),
        Fact::FireLeft { side, pile, card } => format!(
            "{{\"fact\":\"fire_left\",\"side\":\"{}\",\"pile\":{pile},\"card\":{card}}}",
            side.name()
        ),
        Fact::FireCovered { side, pile, card } => format!(
            "{{\"fact\":\"fire_covered\",\"side\":\"{}\",\"pile\":{pile},\"card\":{card}}}",
            side.name()
        ),
        Fact::Kept { pile, top } => {
            format!("{{\"fact\":\"kept\",\"side\":\"expert\",\"pile\":{pile},\"top\":{top}}}")
        }
        Fact::GaveUp => "{\"fact\":\"gave_up\",\"side\":\"seat\"}".into(),
    }
}

fn headline_json(headline: &Headline) -> String {
    match *headline {
        Headline::Jump { card, pile, steps } => {
            format!("{{\"kind\":\"jump\",\"card\":{card},\"pile\":{pile},\"steps\":{steps}}}")
        }
        Headline::TrickGivenUp { card, pile } => {
            format!("{{\"kind\":\"trick_given_up\",\"card\":{card},\"pile\":{pile}}}")
        }
        Headline::FireLeft { card, pile } => {
            format!("{{\"kind\":\"fire_left\",\"card\":{card},\"pile\":{pile}}}")
        }
        Headline::Cards { played, expert } => {
            format!("{{\"kind\":\"cards\",\"played\":{played},\"expert\":{expert}}}")
        }
        Headline::GaveUp => "{\"kind\":\"gave_up\"}".into(),
    }
}

fn how_name(how: DuelWin) -> &'static str {
    match how {
        DuelWin::AllCardsPlayed => "all_cards_played",
        DuelWin::OpponentStuck => "opponent_stuck",
        DuelWin::OpponentResigned => "opponent_resigned",
    }
}
