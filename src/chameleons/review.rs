//! The review of a finished chameleon game, from its score screen: each of
//! the person's decisions against the expert's choice from the same view,
//! worked out off the main thread (`pilefire_engine::chameleons::review`)
//! with its progress shown, then the par in one line. That line (or R)
//! opens the review over the screen: the verdicts, a chart of the expected
//! final score after each decision, and every decision that cost points, in
//! words. Esc or Back closes it.

use bevy::prelude::*;

use crate::chameleons::GAME;
use crate::chameleons::setup::ChameleonFinished;
use crate::shell::audio::{Sfx, Sound};
use crate::shell::language::Tr;
use crate::shell::review::{
    ReviewWork, line_button, overlay, spawn_chart, verdict_colour, verdict_key,
};
use crate::shell::states::Screen;
use crate::shell::ui::theme::{self, Colours, Focused};
use pilefire_engine::chameleons::Action;
use pilefire_engine::chameleons::review::{DecisionReview, Review, SAMPLES, Verdict, review_while};

/// Where the score screen shows the review's line.
#[derive(Component)]
pub(crate) struct ChameleonReviewPanel;

/// The review laid over the score screen.
#[derive(Component)]
pub(crate) struct ChameleonReviewOverlay;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ChReviewAction {
    Open,
    Close,
}

/// The review under way (or done) for the game on the score screen.
#[derive(Resource, Deref, DerefMut)]
pub struct ChameleonReview(pub ReviewWork<Review>);

/// The score screen's own keys wait while the review is open over it.
pub(crate) fn review_closed(review: Option<Res<ChameleonReview>>) -> bool {
    review.is_none_or(|review| !review.open)
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Score(GAME)), start_review);
    app.add_systems(OnExit(Screen::Score(GAME)), |mut commands: Commands| {
        commands.remove_resource::<ChameleonReview>();
    });
    app.add_systems(
        Update,
        (collect_review, show_review, open_and_close)
            .chain()
            .run_if(in_state(Screen::Score(GAME))),
    );
}

/// A finished game with the person at the table is reviewed from their
/// seat; the par's other seats are the bots that sat there.
fn start_review(mut commands: Commands, finished: Option<Res<ChameleonFinished>>) {
    let Some(finished) = finished else {
        return;
    };
    let Some(seat) = finished.setup.human_seat else {
        return;
    };
    let record = finished.game.record();
    let others = finished.setup.level;
    commands.insert_resource(ChameleonReview(ReviewWork::spawn(move |keep_going| {
        review_while(&record, seat, SAMPLES, others, keep_going)
            .ok()
            .flatten()
    })));
}

fn collect_review(review: Option<ResMut<ChameleonReview>>) {
    if let Some(mut review) = review {
        review.poll();
    }
}

/// Shows the progress while the review is worked out, then its line; the
/// score screen redraws itself, the panel with it.
fn show_review(
    mut commands: Commands,
    review: Option<ResMut<ChameleonReview>>,
    panels: Query<(Entity, Ref<ChameleonReviewPanel>)>,
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
                let line = crate::tr!(tr, "chreview-summary", par = par_words(result, &tr));
                panel.spawn(line_button(line, ChReviewAction::Open));
            }
            None if review.working() => {
                let (done, total) = review.progress();
                let line = crate::tr!(tr, "chreview-working", done = done, total = total);
                panel.spawn(theme::label(line, 15.0, colours.muted));
            }
            None => {}
        });
}

/// R or the review's line opens it; Esc, Backspace, Enter or Back closes it.
pub(crate) fn open_and_close(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: theme::ChangedButtons<ChReviewAction>,
    review: Option<ResMut<ChameleonReview>>,
    overlays: Query<Entity, With<ChameleonReviewOverlay>>,
    tr: Res<Tr>,
    colours: Res<Colours>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(mut review) = review else {
        return;
    };
    let Some(result) = review.result.clone() else {
        return;
    };
    let mut action = theme::pressed(&buttons);
    if !review.open && keys.just_pressed(KeyCode::KeyR) {
        action = Some(ChReviewAction::Open);
    }
    let closing = [
        KeyCode::Escape,
        KeyCode::Backspace,
        KeyCode::Enter,
        KeyCode::NumpadEnter,
    ];
    if review.open && keys.any_just_pressed(closing) {
        action = Some(ChReviewAction::Close);
    }
    match action {
        Some(ChReviewAction::Open) if !review.open => {
            review.open = true;
            sfx.write(Sfx(Sound::Click));
            commands
                .spawn((
                    ChameleonReviewOverlay,
                    overlay(Screen::Score(GAME), &colours),
                ))
                .with_children(|overlay| spawn_review(overlay, &result, &tr, &colours));
        }
        Some(ChReviewAction::Close) if review.open => {
            review.open = false;
            sfx.write(Sfx(Sound::Click));
            for overlay in &overlays {
                commands.entity(overlay).despawn();
            }
        }
        _ => {}
    }
}

/// "Par: the expert in your seat scored 14, 1st of 4; you scored 11."
pub fn par_words(review: &Review, tr: &Tr) -> String {
    crate::tr!(
        tr,
        "chreview-par",
        par = review.par.score,
        place = review.par.rank,
        players = review.players,
        score = review.score
    )
}

/// What a decision chose, as the rest of a sentence.
fn action_words(action: Action, tr: &Tr) -> String {
    match action {
        Action::Draw => tr.get("chreview-draw"),
        Action::Place { row } => crate::tr!(tr, "chreview-place", row = row + 1),
        Action::Take { row } => crate::tr!(tr, "chreview-take", row = row + 1),
    }
}

/// A decision that cost points, in words.
pub fn decision_words(decision: &DecisionReview, tr: &Tr) -> String {
    crate::tr!(
        tr,
        "chreview-decision",
        round = decision.round,
        verdict = tr.get(verdict_key(decision.verdict)),
        played = action_words(decision.played, tr),
        expert = action_words(decision.expert, tr),
        before = format!("{:.1}", decision.expert_expected.score),
        after = format!("{:.1}", decision.played_expected.score),
        place_before = format!("{:.1}", decision.expert_expected.rank),
        place_after = format!("{:.1}", decision.played_expected.rank)
    )
}

fn counts_words(review: &Review, tr: &Tr) -> String {
    let counts = review.counts().map(|(_, count)| count);
    crate::tr!(
        tr,
        "chreview-counts",
        best = counts[0],
        good = counts[1],
        inaccuracy = counts[2],
        mistake = counts[3],
        blunder = counts[4],
        at = if review.at_par() { "yes" } else { "no" }
    )
}

fn spawn_review(panel: &mut ChildSpawnerCommands, review: &Review, tr: &Tr, colours: &Colours) {
    panel.spawn(theme::label(tr.get("chreview-title"), 30.0, colours.accent));
    panel.spawn(theme::label(par_words(review, tr), 17.0, colours.text));
    panel.spawn(theme::label(counts_words(review, tr), 15.0, colours.muted));
    // The expected final score after each decision, against the best of
    // them, coloured by its verdict.
    panel.spawn(theme::label(tr.get("chreview-chart"), 14.0, colours.muted));
    let top = review
        .decisions
        .iter()
        .map(|d| d.played_expected.score.max(d.expert_expected.score))
        .fold(1.0_f32, f32::max);
    spawn_chart(
        panel,
        review
            .decisions
            .iter()
            .map(|d| (d.played_expected.score / top, d.verdict)),
        colours,
    );
    let costly: Vec<&DecisionReview> = review
        .decisions
        .iter()
        .filter(|decision| decision.verdict >= Verdict::Inaccuracy)
        .collect();
    if costly.is_empty() {
        panel.spawn(theme::label(tr.get("chreview-clean"), 15.0, colours.good));
    }
    for decision in costly {
        panel
            .spawn(theme::label(
                decision_words(decision, tr),
                15.0,
                verdict_colour(decision.verdict, colours),
            ))
            .insert(Node {
                max_width: px(900),
                ..default()
            });
    }
    panel
        .spawn(theme::button(
            tr.get("review-back"),
            ChReviewAction::Close,
            240.0,
        ))
        .insert(Focused);
    panel.spawn(theme::label(tr.get("review-keys"), 14.0, colours.muted));
}
