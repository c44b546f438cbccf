//! `review RECORD`: a finished co-operative game's review from one seat,
//! as text or JSON (fields in docs/RECORDS.md).

use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use crate::piles::bots::oracle::OracleVerdict;
use crate::piles::review::{Review, SAMPLES, TurnReview, review};
use crate::piles::rules::{Play, Record};

pub fn run(path: &Path, seat: usize, json: bool, samples: Option<usize>) -> ExitCode {
    let Some(text) = super::read_record_text(path) else {
        return ExitCode::FAILURE;
    };
    if crate::chameleons::record_game(&text) == Some(crate::chameleons::RecordGame::Chameleons) {
        return super::chameleon_review::run(path, &text, seat, json, samples);
    }
    let record = match Record::from_ron(&text) {
        Ok(record) => record,
        Err(error) => {
            eprintln!("error: {}: {error}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let samples = samples.unwrap_or(SAMPLES);
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

fn plays(plays: &[Play]) -> String {
    if plays.is_empty() {
        return "nothing".into();
    }
    plays
        .iter()
        .map(|play| format!("{} on pile {}", play.card, play.pile + 1))
        .collect::<Vec<_>>()
        .join(", ")
}

fn percent(share: f32) -> String {
    format!("{:.0}%", share * 100.0)
}

/// "Par: the expert team left 3 cards; this deal can be won."
pub fn par_words(review: &Review) -> String {
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

fn turn_line(turn: &TurnReview) -> String {
    let mut line = format!(
        "turn {:>3}: {:<11} played {}",
        turn.turn,
        turn.verdict.name(),
        plays(&turn.played)
    );
    if turn.gave_up {
        line.push_str(", then gave up");
    }
    let _ = write!(
        line,
        "; chance {} -> {}, cards left {:.1} -> {:.1}",
        percent(turn.before.won),
        percent(turn.after.won),
        turn.before.cards_left,
        turn.after.cards_left
    );
    if turn.played != turn.expert {
        let _ = write!(line, "; the expert: {}", plays(&turn.expert));
    }
    line
}

fn to_text(record: &Record, review: &Review) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Review of seat {} ({}), {} sampled deals a turn",
        review.seat,
        record.ruleset.describe(),
        review.samples
    );
    for turn in &review.turns {
        let _ = writeln!(out, "{}", turn_line(turn));
    }
    let counts: Vec<String> = review
        .counts()
        .iter()
        .map(|(verdict, count)| format!("{count} {}", verdict.name()))
        .collect();
    let _ = writeln!(out, "Turns: {}.", counts.join(", "));
    let result = match review.cards_left {
        0 => "The game was won".to_string(),
        left => format!("The game ended with {left} cards left"),
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

fn to_json(review: &Review) -> String {
    let turns: Vec<String> = review
        .turns
        .iter()
        .map(|turn| {
            format!(
                "{{\"turn\":{},\"played\":{},\"gave_up\":{},\"expert\":{},\"chance_before\":{:.4},\"chance_after\":{:.4},\"cards_left_before\":{:.3},\"cards_left_after\":{:.3},\"verdict\":\"{}\"}}",
                turn.turn,
                plays_json(&turn.played),
                turn.gave_up,
                plays_json(&turn.expert),
                turn.before.won,
                turn.after.won,
                turn.before.cards_left,
                turn.after.cards_left,
                turn.verdict.name()
            )
        })
        .collect();
    let oracle = match review.par.oracle {
        OracleVerdict::Solved => "solved",
        OracleVerdict::ProvedLost => "proved_lost",
        OracleVerdict::Undecided => "undecided",
    };
    format!(
        "{{\"seat\":{},\"samples\":{},\"cards_left\":{},\"par\":{{\"expert_left\":{},\"oracle\":\"{}\",\"at_par\":{}}},\"turns\":[{}]}}\n",
        review.seat,
        review.samples,
        review.cards_left,
        review.par.expert_left,
        oracle,
        review.at_par(),
        turns.join(",")
    )
}
