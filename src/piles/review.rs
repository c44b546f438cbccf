//! The review of a finished co-operative game, from its score screen or a
//! replay: the person's turns against the expert's choice from the same
//! view, worked out off the main thread (`pilefire_engine::piles::review`)
//! with its progress shown. The screen then gives the deal's par in one
//! line; that line (or R) opens the review over the screen: the verdicts, a
//! chart of the chance of winning after each turn and every turn that cost
//! something, in words. Esc or Back closes it. Over a replay, choosing a
//! turn (a click, or Tab and Enter) shows that position with the expert's
//! alternative drawn in.

use bevy::prelude::*;

use crate::shell::pad::KeysLegend;

use crate::piles::GAME;
use crate::piles::kept::{LastGame, Stats, StatsStore};
use crate::piles::session::PilesMatch;
use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::review::{
    CHART, ReviewAction, ReviewWork, line_button, overlay, spawn_chart, spawn_costly,
    spawn_progress, verdict_key,
};
use crate::shell::settings::{KeptFile, Notices};
use crate::shell::states::Screen;
use crate::shell::ui::focus::FocusRows;
use crate::shell::ui::theme::{self, Colours, Focused};
use pilefire_engine::piles::bots::oracle::OracleVerdict;
use pilefire_engine::piles::review::{Review, TurnReview, Verdict, default_samples, review_while};
use pilefire_engine::piles::rules::{Play, Record};
use pilefire_engine::piles::stats::{GameSummary, STATISTICS_FILE};

/// Where the score screen shows the review's line: filled in as it arrives.
#[derive(Component)]
pub(crate) struct ReviewPanel;

/// The review laid over the score screen.
#[derive(Component)]
pub(crate) struct ReviewOverlay;

/// The review under way (or done) for the game on the score screen or
/// the replay: the work (and its result) through `Deref`.
#[derive(Resource, Deref, DerefMut)]
pub struct GameReview {
    #[deref]
    work: ReviewWork<Review, TurnReview>,
    /// The kept game the review is of, which gets its par.
    game: Option<GameSummary>,
}

impl GameReview {
    /// Starts reviewing `seat`'s turns of `record` off the main thread;
    /// `choosable` over a replay, whose positions its turns can show.
    pub(crate) fn start(
        record: Record,
        seat: usize,
        game: Option<GameSummary>,
        choosable: bool,
    ) -> GameReview {
        let samples = default_samples(record.ruleset.mode);
        let mut work = ReviewWork::spawn(move |keep_going| {
            // A record that does not replay, or a par game that cannot be
            // played, gives no review (and no par): said in the log.
            review_while(&record, seat, samples, keep_going).unwrap_or_else(|error| {
                error!("no review of the game: {error}");
                None
            })
        });
        work.choosable = choosable;
        GameReview { work, game }
    }
}

/// The turns that cost something, in order.
fn costly(review: &Review) -> impl Iterator<Item = &TurnReview> {
    review
        .turns
        .iter()
        .filter(|turn| turn.verdict >= Verdict::Inaccuracy)
}

/// The score screen's own keys wait while the review is open over it.
pub(crate) fn review_closed(review: Option<Res<GameReview>>) -> bool {
    review.is_none_or(|review| !review.open)
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Score(GAME)),
        start_review.after(crate::piles::kept::keep_finished_game),
    );
    app.add_observer(keep_par);
    app.add_systems(OnExit(Screen::Score(GAME)), drop_review);
    app.add_systems(OnExit(Screen::Replays(GAME)), drop_review);
    app.add_systems(
        Update,
        (collect_review, show_review, open_and_close)
            .chain()
            .run_if(in_state(Screen::Score(GAME)).or_else(in_state(Screen::Replays(GAME)))),
    );
}

/// A finished game with the person at the table (co-op or Duel) is
/// reviewed from the person's seat.
fn start_review(mut commands: Commands, table: Option<Res<PilesMatch>>, last: Res<LastGame>) {
    let Some(table) = table else {
        return;
    };
    let (Some(seat), true) = (table.human_seat, table.game.is_over()) else {
        return;
    };
    commands.insert_resource(GameReview::start(
        table.game.record(),
        seat,
        last.0.clone(),
        false,
    ));
}

pub(crate) fn drop_review(mut commands: Commands) {
    commands.remove_resource::<GameReview>();
}

/// The deal's par, known once the review is done: kept with the game.
#[derive(Event, Debug, Clone, PartialEq, Eq)]
pub struct ParFound {
    /// The kept game the par is for.
    pub game: GameSummary,
    /// Cards the expert left on the same deal.
    pub expert_left: usize,
}

fn collect_review(mut commands: Commands, review: Option<ResMut<GameReview>>) {
    let Some(mut review) = review else {
        return;
    };
    if !review.poll() {
        return;
    }
    if let (Some(done), Some(game)) = (&review.result, &review.game) {
        commands.trigger(ParFound {
            game: game.clone(),
            // A Duel expert that won left nothing to beat.
            expert_left: match done.par.duel {
                Some(duel) if duel.won => 0,
                _ => done.par.expert_left,
            },
        });
    }
}

/// A kept game gets its par once its review has worked it out (after the
/// game, or later from its replay), so the statistics count the games
/// played at or under par.
fn keep_par(
    found: On<ParFound>,
    mut store: ResMut<StatsStore>,
    mut stats: ResMut<Stats>,
    mut last: ResMut<LastGame>,
    mut notices: ResMut<Notices>,
) {
    let game = &found.game;
    if game.par.is_some() {
        return;
    }
    let par = found.expert_left;
    match store.0.as_mut() {
        Some(store) => {
            let (statistics, not_saved) = store.keep_par(game, par, &stats.0);
            stats.0 = statistics;
            if let Some(error) = not_saved {
                notices.push(KeptFile::Statistics(STATISTICS_FILE).not_saved(error));
            }
        }
        None => {
            stats.set_par(game, par);
        }
    }
    if let Some(last) = last.0.as_mut().filter(|last| **last == *game) {
        last.par = Some(par);
    }
}

/// Shows the progress while the review is worked out, then its line (a
/// replay redraws its position, and the line's place with it).
fn show_review(
    mut commands: Commands,
    review: Option<ResMut<GameReview>>,
    panels: Query<(Entity, Ref<ReviewPanel>)>,
    tr: Res<Tr>,
    colours: Res<Colours>,
) {
    let (Some(mut review), Ok((panel, place))) = (review, panels.single()) else {
        return;
    };
    if !review.line_changed(place.is_added(), tr.is_changed()) {
        return;
    }
    commands.entity(panel).despawn_children();
    commands
        .entity(panel)
        .with_children(|panel| match &review.result {
            Some(result) => {
                let par = par_words(result, result.seats == 1, &tr);
                let line = crate::tr!(tr, "review-summary", par = par);
                panel.spawn(line_button(line, ReviewAction::Open));
            }
            None if review.working() => {
                let (done, total) = review.progress();
                let line = crate::tr!(tr, "review-working", done = done, total = total);
                let bars = review
                    .reviewed()
                    .iter()
                    .map(|turn| (turn.after.won, turn.verdict))
                    .collect();
                spawn_progress(panel, line, bars, total, &colours);
            }
            None => {}
        });
}

/// The review's keys and buttons (`ReviewWork::answer`): the overlay opens
/// and closes with them.
#[allow(clippy::too_many_arguments)]
pub(crate) fn open_and_close(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ReviewAction>,
    rows: FocusRows<ReviewAction>,
    review: Option<ResMut<GameReview>>,
    overlays: Query<Entity, With<ReviewOverlay>>,
    screen: Res<State<Screen>>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(mut review) = review else {
        return;
    };
    let pressed = theme::pressed(&buttons);
    let Some(action) = review.answer(&keys, pressed, (&mut commands, &rows), |result| {
        costly(result).map(|turn| turn.turn).collect()
    }) else {
        return;
    };
    sfx.write(Sfx(Sound::Click));
    match (action, &review.result) {
        (ReviewAction::Open, Some(result)) => {
            let choosable = review.choosable;
            commands
                .spawn((ReviewOverlay, overlay(*screen.get(), &colours)))
                .with_children(|overlay| spawn_review(overlay, result, choosable, &tr, &colours));
        }
        _ => {
            for overlay in &overlays {
                commands.entity(overlay).despawn();
            }
        }
    }
}

/// "Par: the expert team left 3 cards; this deal can be won." In a Duel:
/// "Par: the Duel expert in your seat won, ..."
pub fn par_words(review: &Review, solo: bool, tr: &Tr) -> String {
    if let Some(duel) = review.par.duel {
        return if duel.won {
            crate::tr!(tr, "review-par-duel-won", count = duel.opponent_left)
        } else {
            crate::tr!(tr, "review-par-duel-lost", count = review.par.expert_left)
        };
    }
    let solo = if solo { "yes" } else { "no" };
    let team = match review.par.expert_left {
        0 => crate::tr!(tr, "review-par-team-won", solo = solo),
        left => crate::tr!(tr, "review-par-team-left", solo = solo, count = left),
    };
    let oracle = tr.get(match review.par.oracle {
        OracleVerdict::Solved => "review-oracle-solved",
        OracleVerdict::ProvedLost => "review-oracle-lost",
        OracleVerdict::Undecided => "review-oracle-undecided",
    });
    crate::tr!(tr, "review-par", team = team, oracle = oracle)
}

fn plays_words(plays: &[Play], tr: &Tr) -> String {
    if plays.is_empty() {
        return tr.get("review-nothing");
    }
    plays
        .iter()
        .map(|play| crate::tr!(tr, "review-play", card = play.card, pile = play.pile + 1))
        .collect::<Vec<_>>()
        .join(", ")
}

fn percent(share: f32) -> String {
    format!("{:.0}%", share * 100.0)
}

/// A turn that cost something, in words.
pub fn turn_words(turn: &TurnReview, tr: &Tr) -> String {
    crate::tr!(
        tr,
        "review-turn",
        turn = turn.turn,
        verdict = tr.get(verdict_key(turn.verdict)),
        played = plays_words(&turn.played, tr),
        expert = plays_words(&turn.expert, tr),
        before = percent(turn.before.won),
        after = percent(turn.after.won),
        left_before = format!("{:.1}", turn.before.cards_left),
        left_after = format!("{:.1}", turn.after.cards_left)
    )
}

/// "Your turns: 7 best, 2 good, ... You finished over par."
fn counts_words(review: &Review, tr: &Tr) -> String {
    let counts = review.counts().map(|(_, count)| count);
    crate::tr!(
        tr,
        "review-counts",
        best = counts[0],
        good = counts[1],
        inaccuracy = counts[2],
        mistake = counts[3],
        blunder = counts[4],
        at = if review.at_par() { "yes" } else { "no" }
    )
}

fn spawn_review(
    panel: &mut ChildSpawnerCommands,
    review: &Review,
    choosable: bool,
    tr: &Tr,
    colours: &Colours,
) {
    panel.spawn(theme::label(tr.get("review-title"), 30.0, colours.accent));
    let solo = review.seats == 1;
    panel.spawn(theme::label(
        par_words(review, solo, tr),
        17.0,
        colours.text,
    ));
    panel.spawn(theme::label(counts_words(review, tr), 15.0, colours.muted));
    // The chance of winning after each of the person's turns, coloured by
    // its verdict.
    panel.spawn(theme::label(tr.get("review-chart"), 14.0, colours.muted));
    spawn_chart(
        panel,
        review
            .turns
            .iter()
            .map(|turn| (turn.after.won, turn.verdict)),
        review.turns.len(),
        CHART,
        colours,
    );
    let costly: Vec<&TurnReview> = costly(review).collect();
    if costly.is_empty() {
        panel.spawn(theme::label(tr.get("review-clean"), 15.0, colours.good));
    }
    for turn in costly {
        let show = choosable.then_some(turn.turn);
        spawn_costly(panel, turn_words(turn, tr), turn.verdict, show, colours);
    }
    panel
        .spawn(theme::button(
            tr.get("review-back"),
            ReviewAction::Close,
            240.0,
        ))
        .insert(Focused);
    let keys = if choosable {
        "review-keys-replay"
    } else {
        "review-keys"
    };
    panel.spawn((
        KeysLegend(keys),
        theme::label(tr.get(keys), 14.0, colours.muted),
    ));
}
