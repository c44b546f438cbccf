//! What the chameleon score screen shows, apart from how it is drawn: each
//! seat's choice (the best, or the person's own, R-CL-12), the totals and
//! winners that follow (R-CL-13), and the headline and tie-break in words.

use bevy::prelude::*;

use crate::chameleons::setup::ChameleonFinished;
use crate::shell::language::Tr;
use pilefire_engine::chameleons::{
    ChameleonGame, ChameleonOutcome, Colour, ScoreChoice, ScoreSide,
};

/// The choices shown and the results that follow from them.
#[derive(Resource, Debug, Clone, Default)]
pub struct ChameleonScoreView {
    /// Each seat's choice: the best for bots, the person's own for them.
    pub choices: Vec<ScoreChoice>,
    /// Each seat's best total (R-CL-12).
    pub best_totals: Vec<i32>,
    /// Each seat's total under its choice.
    pub totals: Vec<i32>,
    /// The winners under the choices shown (R-CL-13).
    pub outcome: Option<ChameleonOutcome>,
    /// The colour the joker button gives the next joker to.
    pub colour: Option<Colour>,
    /// Which of the person's jokers moves next.
    pub(super) next_joker: usize,
    /// A refused change, as a message key.
    pub(super) message: Option<&'static str>,
    /// What copying the deal code did.
    pub(super) note: Option<String>,
}

/// The most cards of one colour after the jokers (R-CL-13).
pub(super) fn largest_colour(game: &ChameleonGame, seat: usize, choice: &ScoreChoice) -> u8 {
    let mut counts = game.collection(seat).colours;
    for colour in &choice.joker_colours {
        counts[colour.index()] += 1;
    }
    counts.into_iter().max().unwrap_or(0)
}

impl ChameleonScoreView {
    pub(super) fn of(game: &ChameleonGame) -> Self {
        let best: Vec<_> = (0..game.players()).map(|p| game.live_score(p)).collect();
        let mut view = ChameleonScoreView {
            choices: best.iter().map(|score| score.choice.clone()).collect(),
            best_totals: best.iter().map(|score| score.total).collect(),
            colour: game.colours_in_play().first().copied(),
            ..default()
        };
        view.recompute(game);
        view
    }

    /// Totals and winners under the choices now shown.
    pub(super) fn recompute(&mut self, game: &ChameleonGame) {
        self.totals = (0..game.players())
            .map(|p| {
                game.score_with_choice(p, &self.choices[p])
                    .unwrap_or(self.best_totals[p])
            })
            .collect();
        let largest = (0..game.players())
            .map(|p| largest_colour(game, p, &self.choices[p]))
            .collect();
        self.outcome = Some(ChameleonOutcome::decide(self.totals.clone(), largest));
    }

    /// Plus on or off for `colour`; refused beyond three (R-CL-12).
    pub(super) fn toggle_plus(&mut self, game: &ChameleonGame, seat: usize, colour: Colour) {
        let mut choice = self.choices[seat].clone();
        match choice.plus_colours.iter().position(|&c| c == colour) {
            Some(at) => {
                choice.plus_colours.remove(at);
            }
            None => {
                choice.plus_colours.push(colour);
                choice.plus_colours.sort();
            }
        }
        self.apply(game, seat, choice);
    }

    /// The person's next joker to `colour` (any colour in play, R-CL-12).
    pub(super) fn move_joker(&mut self, game: &ChameleonGame, seat: usize, colour: Colour) {
        let mut choice = self.choices[seat].clone();
        if choice.joker_colours.is_empty() {
            return;
        }
        let at = self.next_joker % choice.joker_colours.len();
        choice.joker_colours[at] = colour;
        self.next_joker = at + 1;
        self.apply(game, seat, choice);
    }

    /// Takes `choice` if the engine accepts it, else says why.
    pub(super) fn apply(&mut self, game: &ChameleonGame, seat: usize, choice: ScoreChoice) {
        match game.score_with_choice(seat, &choice) {
            Ok(_) => {
                self.choices[seat] = choice;
                self.message = None;
                self.recompute(game);
            }
            Err(_) => self.message = Some("chscore-too-many-plus"),
        }
    }
}

pub(super) fn side_name(side: ScoreSide, tr: &Tr) -> String {
    tr.get(match side {
        ScoreSide::Brown => "chscore-side-brown",
        ScoreSide::Purple => "chscore-side-purple",
    })
}

pub(super) fn names_of(finished: &ChameleonFinished, seats: &[usize]) -> String {
    seats
        .iter()
        .map(|&seat| finished.names.get(seat).cloned().unwrap_or_default())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The headline, and whether it is good news for the person.
pub(super) fn headline(
    finished: &ChameleonFinished,
    outcome: &ChameleonOutcome,
    tr: &Tr,
) -> (String, bool) {
    let Some(seat) = finished.setup.human_seat else {
        let names = names_of(finished, &outcome.winners);
        let count = outcome.winners.len();
        return (
            crate::tr!(tr, "chscore-bots-win", names = names, count = count),
            true,
        );
    };
    // The headline is the one place that names the winner.
    if outcome.winners.contains(&seat) {
        if outcome.winners.len() == 1 {
            return (tr.get("chscore-won"), true);
        }
        let others: Vec<usize> = outcome
            .winners
            .iter()
            .copied()
            .filter(|&winner| winner != seat)
            .collect();
        let names = names_of(finished, &others);
        return (crate::tr!(tr, "chscore-shared", names = names), true);
    }
    let mine = (outcome.scores[seat], outcome.largest_colour[seat]);
    let place = 1
        + (0..outcome.scores.len())
            .filter(|&p| (outcome.scores[p], outcome.largest_colour[p]) > mine)
            .count();
    let line = crate::tr!(
        tr,
        "chscore-place",
        place = place,
        players = outcome.scores.len(),
        names = names_of(finished, &outcome.winners),
        count = outcome.winners.len()
    );
    (line, false)
}

/// The tie-break in words when the top total is shared (R-CL-13).
pub(super) fn tie_line(
    finished: &ChameleonFinished,
    outcome: &ChameleonOutcome,
    tr: &Tr,
) -> Option<String> {
    let top = *outcome.scores.iter().max()?;
    let tied: Vec<usize> = (0..outcome.scores.len())
        .filter(|&p| outcome.scores[p] == top)
        .collect();
    if tied.len() < 2 {
        return None;
    }
    let winner = outcome.winners[0];
    let most = outcome.largest_colour[winner];
    Some(if outcome.winners.len() > 1 {
        crate::tr!(
            tr,
            "chscore-tie-shared",
            names = names_of(finished, &tied),
            total = top,
            most = most
        )
    } else {
        crate::tr!(
            tr,
            "chscore-tie-broken",
            names = names_of(finished, &tied),
            total = top,
            winner = names_of(finished, &[winner]),
            most = most
        )
    })
}
