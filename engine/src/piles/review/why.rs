//! Why a turn cost what it did, as facts the seat saw: the piles before
//! the turn, its own hand, the fires, and the two moves compared (the
//! seat's and the expert's). Nothing here reads a hidden card, so the words
//! cannot tell more than the seat knew; they are data, so the window can
//! put them in either language. [`english`] and [`headline_english`] are
//! the command line's words.

use crate::core::verdict::Verdict;
use crate::piles::rules::pile::{distance, follows};
use crate::piles::rules::{Observation, Play};

pub use crate::core::verdict::Side;

/// One fact about a turn. Piles are numbered from 0, as `Observation::piles`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fact {
    /// `side`'s `cards` plays took `pile` from `from` to `to`: `steps` of its
    /// room spent (negative: room won back by tricks, R-CO-7).
    Moved {
        side: Side,
        pile: usize,
        from: u8,
        to: u8,
        cards: usize,
        steps: i16,
    },
    /// A run: `cards` played on `pile` one after another, each at most 2
    /// steps past the one before (little room spent per card).
    Run {
        side: Side,
        pile: usize,
        cards: Vec<u8>,
    },
    /// A backwards trick: `card` on `pile`, exactly 10 back from `from` (R-CO-7).
    Trick {
        side: Side,
        pile: usize,
        card: u8,
        from: u8,
    },
    /// Duel: `card` played on the opponent's `pile`, showing `from` (R-DU-5).
    Helped {
        side: Side,
        pile: usize,
        card: u8,
        from: u8,
    },
    /// The seat held `card`, a backwards trick on `pile` before the turn,
    /// and `side`'s move leaves it no place there (R-CO-7).
    TrickGivenUp { side: Side, pile: usize, card: u8 },
    /// `side`'s move leaves the fire `card` uncovered on `pile`: it must be
    /// covered by the end of the next turn (R-FIRE-2, R-FIRE-3).
    FireLeft { side: Side, pile: usize, card: u8 },
    /// `side`'s move covers the fire `card` on `pile` (R-FIRE-2).
    FireCovered { side: Side, pile: usize, card: u8 },
    /// The expert's move leaves `pile` at `top`, where the seat's move
    /// spent room on it.
    Kept { pile: usize, top: u8 },
    /// The seat gave up instead of ending its turn (R-CO-16).
    GaveUp,
}

/// What a costly turn's headline says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Headline {
    /// "the 29 spent 28 steps of pile 2": the seat's play that used the
    /// most room at once.
    Jump { card: u8, pile: usize, steps: i16 },
    /// "the trick with the 36 on pile 1 given up".
    TrickGivenUp { card: u8, pile: usize },
    /// "the fire 33 left uncovered on pile 1".
    FireLeft { card: u8, pile: usize },
    /// "2 cards played where the expert played 4".
    Cards { played: usize, expert: usize },
    /// "gave up".
    GaveUp,
}

/// A turn explained: the facts and the headline's subject.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Why {
    pub facts: Vec<Fact>,
    pub headline: Headline,
}

/// Explains `played` (then giving up, if `gave_up`) against the expert's
/// `expert`, both from `seen`, the seat's view before the turn.
pub fn explain(seen: &Observation, played: &[Play], gave_up: bool, expert: &[Play]) -> Why {
    let mine = move_facts(seen, played, Side::Seat);
    let theirs = move_facts(seen, expert, Side::Expert);
    let mut facts: Vec<Fact> = Vec::new();
    // Say what differs: a fire or a trick both moves leave alike is no reason.
    let differs = |fact: &Fact, other: &[Fact]| {
        let plain = matches!(
            fact,
            Fact::Moved { .. } | Fact::Run { .. } | Fact::Trick { .. } | Fact::Helped { .. }
        );
        plain || !other.iter().any(|o| same_but_side(fact, o))
    };
    facts.extend(mine.iter().filter(|f| differs(f, &theirs)).cloned());
    if gave_up {
        facts.push(Fact::GaveUp);
    }
    facts.extend(theirs.iter().filter(|f| differs(f, &mine)).cloned());
    for fact in &mine {
        if let Fact::Moved {
            pile, from, steps, ..
        } = *fact
            && steps > 0
            && !expert.iter().any(|play| play.pile == pile)
        {
            facts.push(Fact::Kept { pile, top: from });
        }
    }
    let headline = headline(seen, played, gave_up, expert, &facts);
    Why { facts, headline }
}

/// Are `a` and `b` the same fact told of different sides?
fn same_but_side(a: &Fact, b: &Fact) -> bool {
    match (a, b) {
        (
            Fact::TrickGivenUp { pile, card, .. },
            Fact::TrickGivenUp {
                pile: p, card: c, ..
            },
        )
        | (
            Fact::FireLeft { pile, card, .. },
            Fact::FireLeft {
                pile: p, card: c, ..
            },
        )
        | (
            Fact::FireCovered { pile, card, .. },
            Fact::FireCovered {
                pile: p, card: c, ..
            },
        ) => pile == p && card == c,
        _ => false,
    }
}

/// The facts of one move from `seen`: each pile it touched, its runs and
/// tricks, help cards, the tricks in the seat's hand it ends, the fires it
/// covers and leaves.
fn move_facts(seen: &Observation, plays: &[Play], side: Side) -> Vec<Fact> {
    let mut tops: Vec<u8> = seen.piles.iter().map(|pile| pile.top()).collect();
    let mut facts = Vec::new();
    // Piles in the order the move first touches them.
    let mut touched: Vec<usize> = Vec::new();
    for play in plays {
        if !touched.contains(&play.pile) {
            touched.push(play.pile);
        }
    }
    let own = |pile: usize| {
        seen.piles[pile]
            .owner
            .is_none_or(|owner| owner == seen.seat)
    };
    for &pile in &touched {
        let direction = seen.piles[pile].direction;
        let from = tops[pile];
        let on_pile: Vec<u8> = plays
            .iter()
            .filter(|play| play.pile == pile)
            .map(|play| play.card)
            .collect();
        if !own(pile) {
            for &card in &on_pile {
                facts.push(Fact::Helped {
                    side,
                    pile,
                    card,
                    from: tops[pile],
                });
                tops[pile] = card;
            }
            continue;
        }
        let mut run: Vec<u8> = Vec::new();
        let mut runs: Vec<Vec<u8>> = Vec::new();
        let mut tricks = Vec::new();
        for &card in &on_pile {
            let step = distance(direction, tops[pile], card);
            if step == -10 {
                tricks.push(Fact::Trick {
                    side,
                    pile,
                    card,
                    from: tops[pile],
                });
            }
            if (1..=2).contains(&step) && !run.is_empty() {
                run.push(card);
            } else {
                runs.push(std::mem::replace(&mut run, vec![card]));
            }
            tops[pile] = card;
        }
        runs.push(run);
        facts.push(Fact::Moved {
            side,
            pile,
            from,
            to: tops[pile],
            cards: on_pile.len(),
            steps: distance(direction, from, tops[pile]),
        });
        facts.extend(
            runs.into_iter()
                .filter(|run| run.len() >= 3)
                .map(|cards| Fact::Run { side, pile, cards }),
        );
        facts.extend(tricks);
    }
    // Tricks the seat held before the move that it leaves no place for.
    for (pile, before) in seen.piles.iter().enumerate() {
        if !own(pile) {
            continue;
        }
        for &card in &seen.hand {
            let trick = distance(before.direction, before.top(), card) == -10;
            let played = plays.iter().any(|play| play.card == card);
            if trick && !played && !follows(before.direction, tops[pile], card) {
                facts.push(Fact::TrickGivenUp { side, pile, card });
            }
        }
    }
    for fire in &seen.fires {
        if plays.iter().any(|play| play.pile == fire.pile) {
            facts.push(Fact::FireCovered {
                side,
                pile: fire.pile,
                card: fire.card,
            });
        }
    }
    // A fire on top after the move, lit now or before, still has to be covered.
    for (pile, &top) in tops.iter().enumerate() {
        if seen.ruleset.is_fire(top) {
            facts.push(Fact::FireLeft {
                side,
                pile,
                card: top,
            });
        }
    }
    facts
}

/// The headline's subject: giving up, a fire left that the expert does not
/// leave, a trick given up, the seat's biggest jump if bigger than any of
/// the expert's, or else the cards played.
fn headline(
    seen: &Observation,
    played: &[Play],
    gave_up: bool,
    expert: &[Play],
    facts: &[Fact],
) -> Headline {
    if gave_up {
        return Headline::GaveUp;
    }
    for fact in facts {
        if let Fact::FireLeft {
            side: Side::Seat,
            pile,
            card,
        } = *fact
        {
            return Headline::FireLeft { card, pile };
        }
    }
    for fact in facts {
        if let Fact::TrickGivenUp {
            side: Side::Seat,
            pile,
            card,
        } = *fact
        {
            return Headline::TrickGivenUp { card, pile };
        }
    }
    let mine = biggest_jump(seen, played);
    let theirs = biggest_jump(seen, expert).map_or(0, |(_, steps)| steps);
    match mine {
        Some((play, steps)) if steps > theirs || played.len() == expert.len() => Headline::Jump {
            card: play.card,
            pile: play.pile,
            steps,
        },
        _ => Headline::Cards {
            played: played.len(),
            expert: expert.len(),
        },
    }
}

/// The play of `plays` that spends the most room at once, on the seat's
/// own piles (the first of equals).
fn biggest_jump(seen: &Observation, plays: &[Play]) -> Option<(Play, i16)> {
    let mut tops: Vec<u8> = seen.piles.iter().map(|pile| pile.top()).collect();
    let mut best: Option<(Play, i16)> = None;
    for &play in plays {
        let pile = &seen.piles[play.pile];
        if pile.owner.is_none_or(|owner| owner == seen.seat) {
            let steps = distance(pile.direction, tops[play.pile], play.card);
            if best.is_none_or(|(_, most)| steps > most) {
                best = Some((play, steps));
            }
        }
        tops[play.pile] = play.card;
    }
    best
}

fn steps_words(steps: i16) -> String {
    match steps.abs() {
        1 => "1 step".into(),
        n => format!("{n} steps"),
    }
}

fn cards_words(cards: usize) -> String {
    match cards {
        1 => "1 card".into(),
        n => format!("{n} cards"),
    }
}

/// "Blunder: the 29 spent 28 steps of pile 2".
pub fn headline_english(verdict: Verdict, headline: &Headline) -> String {
    let name = verdict.name();
    let mut title = name[..1].to_uppercase();
    title.push_str(&name[1..]);
    let subject = match *headline {
        Headline::Jump { card, pile, steps } => format!(
            "the {card} spent {} of pile {}",
            steps_words(steps),
            pile + 1
        ),
        Headline::TrickGivenUp { card, pile } => {
            format!("the trick with the {card} on pile {} given up", pile + 1)
        }
        Headline::FireLeft { card, pile } => {
            format!("the fire {card} left uncovered on pile {}", pile + 1)
        }
        Headline::Cards { played, expert } => format!(
            "{} played where the expert played {expert}",
            cards_words(played)
        ),
        Headline::GaveUp => "gave up".into(),
    };
    format!("{title}: {subject}")
}

/// One side's clauses: "spent 28 steps of pile 2 (1 to 29, 1 card)".
fn side_clauses(facts: &[Fact], side: Side) -> Vec<String> {
    let mut said = Vec::new();
    for fact in facts {
        let clause = match fact {
            Fact::Moved {
                side: s,
                pile,
                from,
                to,
                cards,
                steps,
            } if *s == side => {
                let (pile, cards) = (pile + 1, cards_words(*cards));
                match steps {
                    0 => format!("kept pile {pile} at {to} with {cards}"),
                    s if *s > 0 => format!(
                        "spent {} of pile {pile} ({from} to {to}, {cards})",
                        steps_words(*s)
                    ),
                    s => format!(
                        "won back {} on pile {pile} ({from} to {to}, {cards})",
                        steps_words(*s)
                    ),
                }
            }
            Fact::Run {
                side: s,
                pile,
                cards,
            } if *s == side => {
                let cards: Vec<String> = cards.iter().map(u8::to_string).collect();
                format!("a run {} on pile {}", cards.join("-"), pile + 1)
            }
            Fact::Trick {
                side: s,
                pile,
                card,
                from,
            } if *s == side => {
                format!("the {card} back by 10 from {from} on pile {}", pile + 1)
            }
            Fact::Helped {
                side: s,
                pile,
                card,
                from,
            } if *s == side => format!(
                "the {card} on the opponent's pile {} at {from} (help)",
                pile + 1
            ),
            Fact::TrickGivenUp {
                side: s,
                pile,
                card,
            } if *s == side => format!("gave up the trick with the {card} on pile {}", pile + 1),
            Fact::FireLeft {
                side: s,
                pile,
                card,
            } if *s == side => format!(
                "left the fire {card} uncovered on pile {} for the next turn",
                pile + 1
            ),
            Fact::FireCovered {
                side: s,
                pile,
                card,
            } if *s == side => format!("covered the fire {card} on pile {}", pile + 1),
            Fact::Kept { pile, top } if side == Side::Expert => {
                format!("kept pile {} at {top}", pile + 1)
            }
            Fact::GaveUp if side == Side::Seat => "then gave up".into(),
            _ => continue,
        };
        said.push(clause);
    }
    said
}

fn join(clauses: &[String]) -> String {
    match clauses {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The facts in English: "You spent 28 steps of pile 2 (1 to 29, 1 card)
/// and ... The expert spent 1 step of pile 1 (35 to 36, 4 cards), a run
/// 43-44-46 on pile 1, the 36 back by 10 from 46 on pile 1 and kept pile 2
/// at 1."
pub fn english(facts: &[Fact]) -> String {
    let mine = side_clauses(facts, Side::Seat);
    let theirs = side_clauses(facts, Side::Expert);
    let mut out = String::new();
    if !mine.is_empty() {
        out.push_str(&format!("You {}.", join(&mine)));
    }
    if !theirs.is_empty() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&format!("The expert {}.", join(&theirs)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piles::rules::{Deal, Game, Ruleset};

    /// The issue's example: pile 1 (rising) at 35, pile 2 (rising) fresh.
    #[test]
    fn the_issues_example_reads_as_it_should() {
        let game = Game::new(Ruleset::coop(1), Deal::Seed(1), 0).unwrap();
        let mut seen = game.observation(0);
        seen.piles[0].cards.push(crate::piles::rules::Placed {
            card: 35,
            seat: 0,
            turn: 0,
        });
        seen.hand = vec![29, 36, 43, 44, 46, 70, 80, 90];
        let played = [Play::new(29, 1), Play::new(36, 0)];
        let expert = [
            Play::new(43, 0),
            Play::new(44, 0),
            Play::new(46, 0),
            Play::new(36, 0),
        ];
        let why = explain(&seen, &played, false, &expert);
        assert_eq!(
            why.headline,
            Headline::Jump {
                card: 29,
                pile: 1,
                steps: 28
            }
        );
        assert_eq!(
            headline_english(Verdict::Blunder, &why.headline),
            "Blunder: the 29 spent 28 steps of pile 2"
        );
        assert_eq!(
            english(&why.facts),
            "You spent 28 steps of pile 2 (1 to 29, 1 card) and spent 1 step of pile 1 (35 to 36, 1 card). \
             The expert spent 1 step of pile 1 (35 to 36, 4 cards), a run 43-44-46 on pile 1, \
             the 36 back by 10 from 46 on pile 1 and kept pile 2 at 1."
        );
    }

    /// Two seats, On Fire: the 33 (a fire) on rising pile 1 was lit by the
    /// other seat and burns at the end of this turn (R-FIRE-2); the seat
    /// holds 24, a trick on falling pile 3 at 14.
    #[test]
    fn a_fire_left_and_a_trick_given_up_are_told() {
        let game = Game::new(Ruleset::coop(2).on_fire(), Deal::Seed(1), 0).unwrap();
        let mut seen = game.observation(0);
        let placed = |card, turn| crate::piles::rules::Placed {
            card,
            seat: 1,
            turn,
        };
        seen.piles[0].cards.push(placed(33, 1));
        seen.piles[2].cards.push(placed(14, 1));
        seen.fires = vec![crate::piles::rules::FireDeadline {
            pile: 0,
            card: 33,
            lit_by: 1,
            lit_turn: 1,
            deadline_turn: 2,
            deadline_seat: 0,
        }];
        seen.hand = vec![12, 24, 35, 50, 60, 70, 80];
        // The seat plays 12 on pile 3 (ending the trick) and 50 on pile 2;
        // the expert covers the fire with 35 and plays the trick 24.
        let played = [Play::new(12, 2), Play::new(50, 1)];
        let expert = [Play::new(35, 0), Play::new(24, 2)];
        let why = explain(&seen, &played, false, &expert);
        assert!(why.facts.contains(&Fact::FireLeft {
            side: Side::Seat,
            pile: 0,
            card: 33
        }));
        assert!(why.facts.contains(&Fact::FireCovered {
            side: Side::Expert,
            pile: 0,
            card: 33
        }));
        assert!(why.facts.contains(&Fact::TrickGivenUp {
            side: Side::Seat,
            pile: 2,
            card: 24
        }));
        assert_eq!(why.headline, Headline::FireLeft { card: 33, pile: 0 });
        assert_eq!(
            headline_english(Verdict::Blunder, &why.headline),
            "Blunder: the fire 33 left uncovered on pile 1"
        );
        let words = english(&why.facts);
        assert!(
            words.contains("gave up the trick with the 24 on pile 3")
                && words.contains("left the fire 33 uncovered on pile 1")
                && words.contains("The expert spent 2 steps of pile 1 (33 to 35, 1 card)")
                && words.contains("covered the fire 33 on pile 1"),
            "{words}"
        );
    }
}
