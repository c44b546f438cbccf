//! Why a decision cost what it did, as facts the seat saw: the rows, every
//! collection (public, R-CL-9), the drawn card, and the two choices
//! compared (the seat's and the expert's). Points are the change in the
//! seat's best total now (R-CL-12), as the table shows it; nothing here
//! reads the deck. [`english`] and [`headline_english`] are the command
//! line's words; the window puts the facts in either language.

use crate::chameleons::bots::baseline::Position;
use crate::chameleons::rules::cards::{Card, Colour};
use crate::chameleons::rules::game::Action;
use crate::chameleons::rules::observation::ChameleonObservation;
use crate::chameleons::rules::scoring::best_score;
use crate::core::verdict::Verdict;

pub use crate::core::verdict::Side;

/// One fact about a decision. Rows are numbered from 0, as the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fact {
    /// `side` takes `row`, whose `cards` change the seat's best total now
    /// by `points`.
    Took {
        side: Side,
        row: usize,
        cards: Vec<Card>,
        points: i32,
    },
    /// `side`'s take brings `colour`, which would then count minus (not
    /// among the seat's three best, R-CL-12); `started`: the seat held none.
    Minus {
        side: Side,
        colour: Colour,
        started: bool,
    },
    /// `side` draws; the row on offer worth most to the seat now was
    /// `best` (row, points), if any.
    Drew {
        side: Side,
        best: Option<(usize, i32)>,
    },
    /// `side` lays the drawn `card` in `row`, which is then worth `mine`
    /// points to the seat and `theirs` (player, points) to the other player
    /// still in the round it is worth most to.
    Placed {
        side: Side,
        card: Card,
        row: usize,
        mine: i32,
        theirs: Option<(usize, i32)>,
    },
}

/// What a costly decision's headline says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Headline {
    /// "taking row 2 cost 4 points".
    CostlyTake { row: usize, points: i32 },
    /// "taking row 2 started blue, which counts minus".
    MinusColour {
        row: usize,
        colour: Colour,
        started: bool,
    },
    /// "took row 1 for +1 point".
    Took { row: usize, points: i32 },
    /// "drew where row 0 was worth +3 points".
    Drew { best: Option<(usize, i32)> },
    /// "the red chameleon in row 1 is worth +5 points to seat 2".
    Gift {
        card: Card,
        row: usize,
        player: usize,
        points: i32,
    },
    /// "the red chameleon went to row 1 (+2 points for you)".
    Placed { card: Card, row: usize, mine: i32 },
}

/// A decision explained: the facts and the headline's subject.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Why {
    pub facts: Vec<Fact>,
    pub headline: Headline,
}

/// Explains `played` against the expert's `expert`, both from `seen`, the
/// seat's view before the decision.
pub fn explain(seen: &ChameleonObservation, played: Action, expert: Action) -> Why {
    let mine = choice_facts(seen, played, Side::Seat);
    let theirs = if expert == played {
        Vec::new()
    } else {
        choice_facts(seen, expert, Side::Expert)
    };
    let headline = headline(&mine);
    let mut facts = mine;
    facts.extend(theirs);
    Why { facts, headline }
}

fn choice_facts(seen: &ChameleonObservation, action: Action, side: Side) -> Vec<Fact> {
    let position = Position::of_observation(seen);
    let me = seen.player;
    let mut facts = Vec::new();
    match action {
        Action::Take { row } => {
            let cards = seen.rows[row].cards.clone();
            let points = position.gain(me, &cards, None);
            let before = seen.collections[me];
            let mut after = before;
            for &card in &cards {
                after.add(card);
            }
            let plus = best_score(&after, &seen.colours_in_play, seen.config.side)
                .choice
                .plus_colours;
            let mut minus = Vec::new();
            for &card in &cards {
                if let Card::Chameleon(colour) = card
                    && !plus.contains(&colour)
                    && !minus.contains(&colour)
                {
                    minus.push(colour);
                }
            }
            facts.push(Fact::Took {
                side,
                row,
                cards,
                points,
            });
            facts.extend(minus.into_iter().map(|colour| Fact::Minus {
                side,
                colour,
                started: before.count(colour) == 0,
            }));
        }
        Action::Draw => {
            let best = (0..seen.rows.len())
                .filter(|&row| seen.rows[row].can_be_taken())
                .map(|row| (row, position.gain(me, &seen.rows[row].cards, None)))
                .max_by_key(|&(row, points)| (points, std::cmp::Reverse(row)));
            facts.push(Fact::Drew { side, best });
        }
        Action::Place { row } => {
            // The drawn card is face up for all (R-CL-6); a place always has one.
            let Some(card) = seen.drawn else {
                return facts;
            };
            let cards = &seen.rows[row].cards;
            let mine = position.gain(me, cards, Some(card));
            let theirs = seen
                .players_in_round()
                .filter(|&p| p != me)
                .map(|p| (p, position.gain(p, cards, Some(card))))
                .max_by_key(|&(p, points)| (points, std::cmp::Reverse(p)));
            facts.push(Fact::Placed {
                side,
                card,
                row,
                mine,
                theirs,
            });
        }
    }
    facts
}

/// The headline's subject, from the seat's own choice: a take that costs
/// points, a colour that counts minus, a gift to another player, or else
/// the choice itself.
fn headline(mine: &[Fact]) -> Headline {
    let minus = mine.iter().find_map(|fact| match *fact {
        Fact::Minus {
            colour, started, ..
        } => Some((colour, started)),
        _ => None,
    });
    match mine.first() {
        Some(&Fact::Took { row, points, .. }) => match minus {
            _ if points < 0 => Headline::CostlyTake { row, points },
            Some((colour, started)) => Headline::MinusColour {
                row,
                colour,
                started,
            },
            None => Headline::Took { row, points },
        },
        Some(&Fact::Drew { best, .. }) => Headline::Drew { best },
        Some(&Fact::Placed {
            card,
            row,
            mine,
            theirs,
            ..
        }) => match theirs {
            Some((player, points)) if points > mine && points > 0 => Headline::Gift {
                card,
                row,
                player,
                points,
            },
            _ => Headline::Placed { card, row, mine },
        },
        _ => Headline::Drew { best: None },
    }
}

/// "+3 points", "-4 points", "no points".
fn points_words(points: i32) -> String {
    match points {
        0 => "no points".into(),
        1 => "+1 point".into(),
        -1 => "-1 point".into(),
        p if p > 0 => format!("+{p} points"),
        p => format!("{p} points"),
    }
}

fn cards_words(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(|card| card.describe()).collect();
    names.join(", ")
}

/// "Blunder: taking row 2 cost 4 points".
pub fn headline_english(verdict: Verdict, headline: &Headline) -> String {
    let name = verdict.name();
    let mut title = name[..1].to_uppercase();
    title.push_str(&name[1..]);
    let subject = match *headline {
        Headline::CostlyTake { row, points } => {
            format!(
                "taking row {row} cost {}",
                points_words(-points).trim_start_matches('+')
            )
        }
        Headline::MinusColour {
            row,
            colour,
            started,
        } => format!(
            "taking row {row} {} {}, which counts minus",
            if started { "started" } else { "added" },
            colour.name()
        ),
        Headline::Took { row, points } => {
            format!("took row {row} for {}", points_words(points))
        }
        Headline::Drew {
            best: Some((row, points)),
        } if points > 0 => {
            format!("drew where row {row} was worth {}", points_words(points))
        }
        Headline::Drew { .. } => "drew a card".into(),
        Headline::Gift {
            card,
            row,
            player,
            points,
        } => format!(
            "the {} in row {row} is worth {} to seat {player}",
            card.describe(),
            points_words(points)
        ),
        Headline::Placed { card, row, mine } => format!(
            "the {} went to row {row} ({} for you)",
            card.describe(),
            points_words(mine)
        ),
    };
    format!("{title}: {subject}")
}

fn side_clauses(facts: &[Fact], side: Side) -> Vec<String> {
    let mut said = Vec::new();
    for fact in facts {
        let clause = match fact {
            Fact::Took {
                side: s,
                row,
                cards,
                points,
            } if *s == side => format!(
                "took row {row} ({}): {} now",
                cards_words(cards),
                points_words(*points)
            ),
            Fact::Minus {
                side: s,
                colour,
                started,
            } if *s == side => format!(
                "{} {}, which would count minus",
                if *started { "started" } else { "added to" },
                colour.name()
            ),
            Fact::Drew { side: s, best } if *s == side => match best {
                Some((row, points)) if *points <= 0 => format!(
                    "drew, as no row was worth points now (row {row}: {})",
                    points_words(*points)
                ),
                Some((row, points)) => format!(
                    "drew where taking row {row} was worth {} now",
                    points_words(*points)
                ),
                None => "drew".into(),
            },
            Fact::Placed {
                side: s,
                card,
                row,
                mine,
                theirs,
            } if *s == side => {
                let mut clause = format!(
                    "laid the {} in row {row}, worth {} to you",
                    card.describe(),
                    points_words(*mine)
                );
                if let Some((player, points)) = theirs {
                    clause.push_str(&format!(" and {} to seat {player}", points_words(*points)));
                }
                clause
            }
            _ => continue,
        };
        said.push(clause);
    }
    said
}

/// The facts in English: "You took row 2 (red chameleon, joker): -4
/// points now, started red, which would count minus. The expert drew."
pub fn english(facts: &[Fact]) -> String {
    let mut out = Vec::new();
    let mine = side_clauses(facts, Side::Seat);
    if !mine.is_empty() {
        out.push(format!("You {}.", mine.join(", ")));
    }
    let theirs = side_clauses(facts, Side::Expert);
    if !theirs.is_empty() {
        out.push(format!("The expert {}.", theirs.join(", ")));
    }
    out.join(" ")
}
