//! `review RECORD` for a chameleon record: one seat's decisions against the
//! expert's from the same view, as text or JSON (fields in docs/RECORDS.md).

use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use crate::chameleons::review::why::{Fact, Headline, english, headline_english};
use crate::chameleons::review::{DecisionReview, Expected, Review, SAMPLES, review};
use crate::chameleons::{Action, ChameleonRecord};
use crate::cli::json::json_string;

/// Reviews the chameleon record `text` read from `path`.
pub fn run(path: &Path, text: &str, seat: usize, json: bool, samples: Option<usize>) -> ExitCode {
    let record = match ChameleonRecord::from_ron(text) {
        Ok(record) => record,
        Err(error) => {
            eprintln!(
                "error: {}: the record does not replay: {error}",
                path.display()
            );
            return ExitCode::FAILURE;
        }
    };
    let samples = samples.unwrap_or(SAMPLES);
    let reviewed = review(&record, seat, samples, |done, total| {
        if !json {
            eprint!("\rreviewing: decision {done} of {total}");
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
                    to_json(&record, &reviewed)
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

fn action_words(action: Action, drawn: Option<crate::chameleons::Card>) -> String {
    match (action, drawn) {
        (Action::Place { row }, Some(card)) => {
            format!("placed the {} in row {row}", card.describe())
        }
        (Action::Place { row }, None) => format!("placed in row {row}"),
        (Action::Draw, _) => "drew".into(),
        (Action::Take { row }, _) => format!("took row {row}"),
    }
}

fn expert_words(action: Action) -> String {
    match action {
        Action::Draw => "draw".into(),
        Action::Place { row } => format!("row {row}"),
        Action::Take { row } => format!("take row {row}"),
    }
}

fn decision_line(decision: &DecisionReview) -> String {
    let (e, p) = (&decision.expert_expected, &decision.played_expected);
    let mut line = format!(
        "action {:>3} (round {}): {:<11} {}; expected score {:.1} -> {:.1}, place {:.2} -> {:.2}",
        decision.action,
        decision.round,
        decision.verdict.name(),
        action_words(decision.played, decision.drawn),
        e.score,
        p.score,
        e.rank,
        p.rank,
    );
    // Never "win 0% -> 0%": score and place are the measures that move.
    if !decision.win_near_zero() {
        let _ = write!(
            line,
            ", win {:.0}% -> {:.0}%",
            e.win_share * 100.0,
            p.win_share * 100.0
        );
    }
    if decision.played != decision.expert {
        let _ = write!(line, "; the expert: {}", expert_words(decision.expert));
    }
    line
}

fn ordinal(place: usize) -> String {
    let suffix = match (place % 10, place % 100) {
        (1, n) if n != 11 => "st",
        (2, n) if n != 12 => "nd",
        (3, n) if n != 13 => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

/// "Par: the expert in seat 0 scored 31 and came 1st (others: normal)."
pub fn par_words(review: &Review) -> String {
    format!(
        "Par: the expert in seat {} scored {} and came {} (other seats: {} bots).",
        review.seat,
        review.par.score,
        ordinal(review.par.rank),
        review.par.others.name()
    )
}

/// The review as text: the key moments first, then every decision.
pub fn to_text(record: &ChameleonRecord, review: &Review) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Review of seat {} (chameleons, {} players, {} side), {} sampled deck orders a decision; expected values: the expert's choice -> the seat's",
        review.seat,
        record.players,
        record.side.name(),
        review.samples
    );
    let moments = review.key_moments();
    if !moments.is_empty() {
        let _ = writeln!(out, "Key moments:");
    }
    for moment in &moments {
        let decision = &review.decisions[moment.index];
        let _ = writeln!(
            out,
            "  action {} (round {}): {} (the expert: {})\n    {}",
            decision.action,
            decision.round,
            headline_english(decision.verdict, &decision.why.headline),
            expert_words(decision.expert),
            english(&decision.why.facts)
        );
    }
    let _ = writeln!(out, "Every decision:");
    for decision in &review.decisions {
        let _ = writeln!(out, "{}", decision_line(decision));
    }
    let counts: Vec<String> = review
        .counts()
        .iter()
        .map(|(verdict, count)| format!("{count} {}", verdict.name()))
        .collect();
    let _ = writeln!(out, "Decisions: {}.", counts.join(", "));
    if let Some(accuracy) = review.accuracy() {
        let _ = writeln!(out, "Accuracy: {accuracy:.1} of 100.");
    }
    let _ = writeln!(
        out,
        "Seat {} scored {} and came {}; {}.",
        review.seat,
        review.score,
        ordinal(review.rank),
        if review.at_par() {
            "at or over par"
        } else {
            "under par"
        }
    );
    let _ = writeln!(out, "{}", par_words(review));
    out
}

fn action_json(action: Action) -> String {
    match action {
        Action::Draw => "{\"kind\":\"draw\"}".into(),
        Action::Place { row } => format!("{{\"kind\":\"place\",\"row\":{row}}}"),
        Action::Take { row } => format!("{{\"kind\":\"take\",\"row\":{row}}}"),
    }
}

fn expected_json(expected: &Expected) -> String {
    format!(
        "{{\"score\":{:.3},\"rank\":{:.3},\"win_share\":{:.4}}}",
        expected.score, expected.rank, expected.win_share
    )
}

pub fn to_json(record: &ChameleonRecord, review: &Review) -> String {
    let decisions: Vec<String> = review
        .decisions
        .iter()
        .map(|d| {
            format!(
                "{{\"action\":{},\"round\":{},\"drawn\":{},\"played\":{},\"expert\":{},\"expert_expected\":{},\"played_expected\":{},\"score_drop\":{:.3},\"verdict\":\"{}\",\"loss\":{:.3},\"accuracy\":{:.2}}}",
                d.action,
                d.round,
                d.drawn
                    .map_or("null".to_string(), |card| format!("\"{}\"", card.describe())),
                action_json(d.played),
                action_json(d.expert),
                expected_json(&d.expert_expected),
                expected_json(&d.played_expected),
                d.score_drop(),
                d.verdict.name(),
                d.loss(),
                d.accuracy()
            )
        })
        .collect();
    let moments: Vec<String> = review
        .key_moments()
        .iter()
        .map(|moment| {
            let d = &review.decisions[moment.index];
            let facts: Vec<String> = d.why.facts.iter().map(fact_json).collect();
            format!(
                "{{\"action\":{},\"index\":{},\"loss\":{:.3},\"verdict\":\"{}\",\"headline\":{},\"headline_text\":{},\"facts\":[{}],\"why\":{}}}",
                moment.action,
                moment.index,
                moment.loss,
                moment.verdict.name(),
                headline_json(&d.why.headline),
                json_string(&headline_english(d.verdict, &d.why.headline)),
                facts.join(","),
                json_string(&english(&d.why.facts))
            )
        })
        .collect();
    let accuracy = review
        .accuracy()
        .map_or("null".to_string(), |a| format!("{a:.2}"));
    format!(
        "{{\"game\":\"chameleons\",\"seat\":{},\"players\":{},\"side\":\"{}\",\"samples\":{},\"score\":{},\"rank\":{},\"win_share\":{:.4},\"par\":{{\"score\":{},\"rank\":{},\"win_share\":{:.4},\"others\":\"{}\",\"at_par\":{}}},\"decisions\":[{}],\"accuracy\":{accuracy},\"key_moments\":[{}]}}\n",
        review.seat,
        review.players,
        record.side.name(),
        review.samples,
        review.score,
        review.rank,
        review.win_share,
        review.par.score,
        review.par.rank,
        review.par.win_share,
        review.par.others.name(),
        review.at_par(),
        decisions.join(","),
        moments.join(",")
    )
}

fn points_json(best: Option<(usize, i32)>, key: &str) -> String {
    best.map_or("null".to_string(), |(at, points)| {
        format!("{{\"{key}\":{at},\"points\":{points}}}")
    })
}

fn fact_json(fact: &Fact) -> String {
    match fact {
        Fact::Took {
            side,
            row,
            cards,
            points,
        } => {
            let cards: Vec<String> = cards.iter().map(|c| json_string(&c.describe())).collect();
            format!(
                "{{\"fact\":\"took\",\"side\":\"{}\",\"row\":{row},\"cards\":[{}],\"points\":{points}}}",
                side.name(),
                cards.join(",")
            )
        }
        Fact::Minus {
            side,
            colour,
            started,
        } => format!(
            "{{\"fact\":\"minus\",\"side\":\"{}\",\"colour\":\"{}\",\"started\":{started}}}",
            side.name(),
            colour.name()
        ),
        Fact::Drew { side, best } => format!(
            "{{\"fact\":\"drew\",\"side\":\"{}\",\"best\":{}}}",
            side.name(),
            points_json(*best, "row")
        ),
        Fact::Placed {
            side,
            card,
            row,
            mine,
            theirs,
        } => format!(
            "{{\"fact\":\"placed\",\"side\":\"{}\",\"card\":{},\"row\":{row},\"mine\":{mine},\"theirs\":{}}}",
            side.name(),
            json_string(&card.describe()),
            points_json(*theirs, "seat")
        ),
    }
}

fn headline_json(headline: &Headline) -> String {
    match *headline {
        Headline::CostlyTake { row, points } => {
            format!("{{\"kind\":\"costly_take\",\"row\":{row},\"points\":{points}}}")
        }
        Headline::MinusColour {
            row,
            colour,
            started,
        } => format!(
            "{{\"kind\":\"minus_colour\",\"row\":{row},\"colour\":\"{}\",\"started\":{started}}}",
            colour.name()
        ),
        Headline::Took { row, points } => {
            format!("{{\"kind\":\"took\",\"row\":{row},\"points\":{points}}}")
        }
        Headline::Drew { best } => {
            format!(
                "{{\"kind\":\"drew\",\"best\":{}}}",
                points_json(best, "row")
            )
        }
        Headline::Gift {
            card,
            row,
            player,
            points,
        } => format!(
            "{{\"kind\":\"gift\",\"card\":{},\"row\":{row},\"seat\":{player},\"points\":{points}}}",
            json_string(&card.describe())
        ),
        Headline::Placed { card, row, mine } => format!(
            "{{\"kind\":\"placed\",\"card\":{},\"row\":{row},\"mine\":{mine}}}",
            json_string(&card.describe())
        ),
    }
}
