//! The table-talk log of a co-op game or a Duel: after each bot's turn, why
//! it played as it did, from what the whole table saw
//! (`pilefire_engine::piles::bots::reasons`): never a number still in a
//! hand (R-CO-12).

use bevy::prelude::*;

use crate::piles::GAME;
use crate::piles::describe::seat_name;
use crate::piles::session::{MatchSystems, PilesApplied, PilesMatch, start_deal};
use crate::shell::language::Tr;
use crate::shell::states::{AppSystems, Screen};
use pilefire_engine::piles::bots::reasons::{Reason, reasons};
use pilefire_engine::piles::rules::{Action, Observation, Signal};

/// How many bot turns the log keeps.
pub const KEPT: usize = 6;

/// The latest bot turns' reasons, newest last.
#[derive(Resource, Debug, Default)]
pub struct TalkLog {
    pub lines: Vec<(usize, Vec<Reason>)>,
    /// The position before the turn in progress: (turn, what the table saw).
    before: Option<(u32, Observation)>,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TalkLog>();
    app.add_systems(OnEnter(Screen::Deal(GAME)), clear_log.after(start_deal));
    app.add_systems(
        Update,
        (tell_finished_turns, note_the_turn_in_progress)
            .chain()
            .in_set(AppSystems::React)
            .in_set(MatchSystems::OnTable),
    );
}

fn clear_log(mut log: ResMut<TalkLog>) {
    *log = TalkLog::default();
}

/// Keeps the position each turn starts from, to explain the turn after.
fn note_the_turn_in_progress(mut log: ResMut<TalkLog>, table: Res<PilesMatch>) {
    let game = &table.game;
    if game.is_over() {
        return;
    }
    if log
        .before
        .as_ref()
        .is_none_or(|(turn, _)| *turn != game.turn())
    {
        log.before = Some((game.turn(), game.observation(game.to_move())));
    }
}

/// A bot's turn that ended (by drawing or giving up) gets its reasons.
fn tell_finished_turns(
    mut applied: MessageReader<PilesApplied>,
    mut log: ResMut<TalkLog>,
    table: Res<PilesMatch>,
) {
    for message in applied.read() {
        let ended = matches!(message.action, Action::EndTurn | Action::GiveUp);
        if !ended || message.result.is_err() || table.is_human(message.seat) {
            continue;
        }
        let Some((_, before)) = log.before.take() else {
            continue;
        };
        let record = table.game.record();
        let Some(turn) = record.turns.last().filter(|turn| turn.seat == message.seat) else {
            continue;
        };
        let said = reasons(&before, turn);
        log.lines.push((message.seat, said));
        if log.lines.len() > KEPT {
            log.lines.remove(0);
        }
    }
}

/// A bot's turn in words: "Bot 2: played 42 on pile 1 (a trick back from
/// 52); left pile 3 to you as you asked".
pub fn describe(table: &PilesMatch, seat: usize, said: &[Reason], tr: &Tr) -> String {
    let mut plays = Vec::new();
    let mut why = Vec::new();
    for reason in said {
        match *reason {
            Reason::Played {
                card,
                pile,
                trick_from,
            } => plays.push(match trick_from {
                Some(from) => {
                    crate::tr!(tr, "talk-trick", card = card, pile = pile + 1, from = from)
                }
                None => crate::tr!(tr, "talk-play", card = card, pile = pile + 1),
            }),
            Reason::CoveredFire { pile, fire } => {
                why.push(crate::tr!(tr, "talk-covered", fire = fire, pile = pile + 1))
            }
            Reason::LeftAsAsked { pile, seat } if table.is_human(seat) => {
                why.push(crate::tr!(tr, "talk-left-you", pile = pile + 1))
            }
            Reason::LeftAsAsked { pile, seat } => why.push(crate::tr!(
                tr,
                "talk-left-seat",
                pile = pile + 1,
                name = seat_name(table, seat, tr)
            )),
            Reason::Extra { count } => why.push(crate::tr!(tr, "talk-extra", count = count)),
            Reason::JustTheMinimum { count } => {
                why.push(crate::tr!(tr, "talk-minimum", count = count))
            }
            Reason::Signalled { pile, signal } => why.push(crate::tr!(
                tr,
                match signal {
                    Signal::LeaveToMe => "talk-signal-leave",
                    Signal::SmallJumps => "talk-signal-small",
                },
                pile = pile + 1
            )),
            Reason::GaveUp => why.push(tr.get("talk-gave-up")),
            Reason::HelpedToDrawSix { pile } => {
                let owner = table.game.piles()[pile].owner.unwrap_or_default();
                why.push(if table.is_human(owner) {
                    crate::tr!(tr, "talk-helped-you", pile = pile + 1)
                } else {
                    crate::tr!(
                        tr,
                        "talk-helped-seat",
                        pile = pile + 1,
                        name = seat_name(table, owner, tr)
                    )
                })
            }
        }
    }
    let mut parts = Vec::new();
    if !plays.is_empty() {
        parts.push(crate::tr!(tr, "talk-played", plays = plays.join(", ")));
    }
    parts.extend(why);
    crate::tr!(
        tr,
        "talk-line",
        name = seat_name(table, seat, tr),
        what = parts.join("; ")
    )
}
