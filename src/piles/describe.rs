//! The number-pile match in words, as data for any screen: seat names, the
//! deal code and the result with its tone (each screen picks the colour).

use crate::l10n::Catalog;
use crate::piles::session::PilesMatch;
use crate::shell::language::{Tone, yes_no};
use pilefire_engine::piles::bots::BotLevel;
use pilefire_engine::piles::dealcode::DealCode;
use pilefire_engine::piles::rules::{Direction, DuelWin, Mode, Outcome, RuleError, Ruleset};

/// A seat's name as the table shows it.
pub fn seat_name(table: &PilesMatch, seat: usize, tr: &Catalog) -> String {
    if table.is_human(seat) {
        tr.get("table-you")
    } else if table.game.ruleset().mode == Mode::Duel && table.human_seat.is_some() {
        tr.get("table-computer")
    } else {
        crate::tr!(tr, "table-bot", seat = seat + 1)
    }
}

/// The deal code of the game at the table, with who started (empty if its
/// seed fits no code).
pub fn deal_code_text(table: &PilesMatch) -> String {
    DealCode::new(*table.game.ruleset(), table.seed)
        .and_then(|code| code.with_first_seat(table.game.first_seat()))
        .map(|code| code.to_string())
        .unwrap_or_default()
}

/// The headline and the explanation lines for a finished game, in plain
/// words (the score screen shows the rules that decided it aside, and the
/// count and each Duel seat's cards in its own figures).
pub fn describe_result(table: &PilesMatch, tr: &Catalog) -> (String, Tone, Vec<String>) {
    let game = &table.game;
    let Some(outcome) = game.outcome() else {
        return (tr.get("score-abandoned"), Tone::Neutral, Vec::new());
    };
    let mut lines = Vec::new();
    let (title, tone) = match outcome {
        Outcome::Won => {
            lines.push(tr.get("score-all-played"));
            (tr.get("score-won"), Tone::Good)
        }
        Outcome::Lost {
            cards_left,
            excellent,
            seat,
            gave_up,
        } => {
            let who = seat_name(table, seat, tr);
            let you = yes_no(table.is_human(seat));
            lines.push(if gave_up {
                crate::tr!(tr, "score-gave-up", seat = who, you = you)
            } else {
                crate::tr!(tr, "score-stuck", seat = who, you = you)
            });
            if excellent {
                lines.push(tr.get("score-excellent-line"));
                (
                    crate::tr!(tr, "score-excellent", count = cards_left),
                    Tone::Good,
                )
            } else {
                lines.push(crate::tr!(tr, "score-short", count = cards_left - 9));
                (
                    crate::tr!(tr, "score-cards-left", count = cards_left),
                    Tone::Mixed,
                )
            }
        }
        Outcome::FireLost {
            cards_left,
            card,
            pile,
        } => {
            lines.push(crate::tr!(
                tr,
                "score-fire-burned",
                card = card,
                pile = pile + 1
            ));
            lines.push(crate::tr!(tr, "score-fire-count", count = cards_left));
            (tr.get("score-fire-lost"), Tone::Bad)
        }
        Outcome::DuelWon { winner, how } => {
            let who = seat_name(table, winner, tr);
            let loser = seat_name(table, 1 - winner, tr);
            let (winner_you, loser_you) = (
                yes_no(table.is_human(winner)),
                yes_no(table.is_human(1 - winner)),
            );
            lines.push(match how {
                DuelWin::AllCardsPlayed => crate::tr!(
                    tr,
                    "score-duel-all-placed",
                    seat = who.as_str(),
                    you = winner_you
                ),
                DuelWin::OpponentStuck => {
                    crate::tr!(tr, "score-duel-stuck", seat = loser, you = loser_you)
                }
                DuelWin::OpponentResigned => {
                    crate::tr!(tr, "score-duel-resigned", seat = loser, you = loser_you)
                }
            });
            if table.is_human(winner) {
                (tr.get("score-duel-you-win"), Tone::Good)
            } else if table.human_seat.is_some() {
                (tr.get("score-duel-computer-wins"), Tone::Bad)
            } else {
                (crate::tr!(tr, "score-duel-wins", seat = who), Tone::Mixed)
            }
        }
    };
    // The draw pile is part of the count (R-CO-18); after a win it is empty.
    if game.ruleset().mode == Mode::Coop && outcome != Outcome::Won {
        lines.push(crate::tr!(
            tr,
            "score-draw-pile",
            count = game.draw_pile_sizes()[0]
        ));
    }
    (title, tone, lines)
}

/// Why a move was refused, in plain words and the language in force; the
/// rule's id goes beside it in small print ([`rule_aside`]). Seats and piles
/// are counted from 1, as the table shows them.
pub fn describe_rule_error(error: &RuleError, tr: &Catalog) -> String {
    let direction_key = |direction: Direction| match direction {
        Direction::Ascending => "up",
        Direction::Descending => "down",
    };
    let text = match error {
        // Set-up problems never reach a table; their English reason is kept.
        RuleError::BadRuleset { reason, .. } | RuleError::BadDeck { reason, .. } => reason.clone(),
        RuleError::NoSuchSeat { seat, seats } => {
            crate::tr!(tr, "errors-no-such-seat", seat = seat + 1, seats = *seats)
        }
        RuleError::GameOver => tr.get("errors-game-over"),
        RuleError::NotYourTurn { to_move, .. } => {
            crate::tr!(tr, "errors-not-your-turn", seat = to_move + 1)
        }
        RuleError::CardNotInHand { card, .. } => {
            crate::tr!(tr, "errors-card-not-in-hand", card = *card)
        }
        RuleError::NoSuchPile { pile, piles } => {
            crate::tr!(tr, "errors-no-such-pile", pile = pile + 1, piles = *piles)
        }
        RuleError::WrongDirection {
            card,
            top,
            direction,
            ..
        } => crate::tr!(
            tr,
            "errors-wrong-direction",
            card = *card,
            top = *top,
            direction = direction_key(*direction)
        ),
        RuleError::OneHelpCardPerTurn => tr.get("errors-one-help-card"),
        RuleError::MustHelpOpponent {
            card,
            top,
            direction,
        } => crate::tr!(
            tr,
            "errors-must-help",
            card = *card,
            top = *top,
            direction = direction_key(*direction)
        ),
        RuleError::BelowMinimum {
            played, required, ..
        } => crate::tr!(
            tr,
            "errors-below-minimum",
            played = *played,
            required = *required
        ),
        RuleError::NothingToUndo => tr.get("errors-nothing-to-undo"),
        RuleError::SignalsOnlyInCoop => tr.get("errors-signals-only-in-coop"),
        RuleError::SeatDroppedOut { seat } => {
            crate::tr!(tr, "errors-seat-dropped-out", seat = seat + 1)
        }
    };
    sentence(&text)
}

/// The rule a refusal rests on, for a small aside beside the plain words.
pub fn rule_aside(error: &RuleError, tr: &Catalog) -> String {
    crate::tr!(tr, "errors-rule-aside", rule = error.rule().id())
}

/// A message as a sentence: a capital first letter.
fn sentence(text: &str) -> String {
    let mut letters = text.chars();
    match letters.next() {
        Some(first) => first.to_uppercase().chain(letters).collect(),
        None => String::new(),
    }
}

/// A bot level's name as menus show it.
pub fn bot_level_name(level: BotLevel, tr: &Catalog) -> String {
    tr.get(match level {
        BotLevel::Easy => "menu-bot-easy",
        BotLevel::Normal => "menu-bot-normal",
        BotLevel::Expert => "menu-bot-expert",
        BotLevel::Baseline => "menu-bot-baseline",
    })
}

/// A ruleset in words, e.g. "co-op, 3 seats, professional, On Fire".
pub fn describe_ruleset(ruleset: &Ruleset, tr: &Catalog) -> String {
    let mut parts = vec![match ruleset.mode {
        Mode::Coop if ruleset.seats == 1 => tr.get("names-solitaire"),
        Mode::Coop => crate::tr!(tr, "names-coop", seats = ruleset.seats),
        Mode::Duel => tr.get("names-duel"),
    }];
    if ruleset.professional {
        parts.push(tr.get(if ruleset.smaller_hands {
            "names-professional-small"
        } else {
            "names-professional"
        }));
    }
    if ruleset.on_fire {
        parts.push(tr.get("names-on-fire"));
    }
    parts.join(", ")
}
