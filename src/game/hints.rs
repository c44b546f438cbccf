//! Hints: on request (H), the expert bot plans the person's turn from the
//! person's own observation, off the main thread, and its first step is shown:
//! the card and the pile glow, and a message says it in words. A hint is only
//! good for the position it was asked in; any move clears it. The number of
//! hints asked for in a game goes into the statistics.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::cards::{CardView, Home, Place};
use super::hud::Advice;
use super::i18n::Tr;
use super::layout::CARD_SIZE;
use super::screen::{AppSystems, InMatch, Screen};
use super::session::{MatchConfig, Table, start_deal};
use super::settings::Settings;
use super::table::PileView;
use crate::ai::{BotAction, BotLevel, make_bot};
use crate::rules::Play;

/// The person asks for a hint (the H key, or a test).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HintRequest;

/// What the expert would do next in the person's place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suggestion {
    Play(Play),
    EndTurn,
    /// No way to reach the turn's minimum is left.
    GiveUp,
}

/// The hint on show, for the position it was computed in.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hint {
    pub turn: u32,
    pub plays_this_turn: usize,
    pub suggestion: Suggestion,
}

/// Hints asked for (and answered) in the game at the table.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HintsUsed(pub u32);

/// A hint being worked out on the task pool.
#[derive(Resource)]
struct HintTask {
    turn: u32,
    plays_this_turn: usize,
    task: Task<Option<Suggestion>>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HintRequest>();
    app.init_resource::<HintsUsed>();
    app.add_systems(OnEnter(Screen::Deal), reset_hints.after(start_deal));
    app.add_systems(OnExit(InMatch), drop_hints);
    app.add_systems(
        Update,
        (
            (start_hint, collect_hint)
                .chain()
                .in_set(AppSystems::RecordInput),
            expire_hint.in_set(AppSystems::React),
        )
            .run_if(in_state(Screen::Turns).and_then(resource_exists::<Table>)),
    );
}

/// A new deal starts with no hints used; a continued game keeps its count.
fn reset_hints(mut used: ResMut<HintsUsed>, config: Res<MatchConfig>, mut commands: Commands) {
    used.0 = config.resume.as_ref().map_or(0, |saved| saved.hints_used);
    commands.remove_resource::<Hint>();
    commands.remove_resource::<HintTask>();
}

fn drop_hints(mut commands: Commands) {
    commands.remove_resource::<Hint>();
    commands.remove_resource::<HintTask>();
}

/// The first step of a bot's plan that a person would act on.
fn first_step(actions: &[BotAction]) -> Option<Suggestion> {
    actions.iter().find_map(|action| match *action {
        BotAction::Play(play) => Some(Suggestion::Play(play)),
        BotAction::EndTurn => Some(Suggestion::EndTurn),
        BotAction::GiveUp => Some(Suggestion::GiveUp),
        // Signals are advice to teammates, not a step of the person's turn.
        BotAction::Signal { .. } => None,
    })
}

fn start_hint(
    mut requests: MessageReader<HintRequest>,
    mut commands: Commands,
    table: Res<Table>,
    hint: Option<Res<Hint>>,
    running: Option<Res<HintTask>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let game = &table.game;
    let Some(seat) = table.human_seat else {
        return;
    };
    if game.is_over() || game.to_move() != seat || running.is_some() {
        return;
    }
    let turn = game.turn();
    let plays_this_turn = game.plays_this_turn().len();
    if hint.is_some_and(|hint| hint.turn == turn && hint.plays_this_turn == plays_this_turn) {
        return;
    }
    // The advisor sees exactly what the person sees.
    let observation = game.observation(seat);
    let ruleset = *game.ruleset();
    let seed = table.seed ^ u64::from(turn).wrapping_mul(0xA076_1D64_78BD_642F);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let mut advisor = make_bot(BotLevel::Expert, &ruleset, seed);
        first_step(&advisor.plan_turn(&observation))
    });
    commands.insert_resource(HintTask {
        turn,
        plays_this_turn,
        task,
    });
}

fn collect_hint(
    mut commands: Commands,
    running: Option<ResMut<HintTask>>,
    table: Res<Table>,
    mut used: ResMut<HintsUsed>,
) {
    let Some(mut running) = running else {
        return;
    };
    let Some(suggestion) = check_ready(&mut running.task) else {
        return;
    };
    commands.remove_resource::<HintTask>();
    let game = &table.game;
    let still_current =
        game.turn() == running.turn && game.plays_this_turn().len() == running.plays_this_turn;
    if let (Some(suggestion), true) = (suggestion, still_current) {
        used.0 += 1;
        commands.insert_resource(Hint {
            turn: running.turn,
            plays_this_turn: running.plays_this_turn,
            suggestion,
        });
    }
}

fn expire_hint(mut commands: Commands, table: Res<Table>, hint: Option<Res<Hint>>) {
    let Some(hint) = hint else {
        return;
    };
    let game = &table.game;
    if game.is_over()
        || game.turn() != hint.turn
        || game.plays_this_turn().len() != hint.plays_this_turn
    {
        commands.remove_resource::<Hint>();
    }
}

/// A glow behind the suggested card or pile.
#[derive(Component, Debug, Clone, Copy)]
struct HintGlow {
    target: GlowTarget,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum GlowTarget {
    Card(u8),
    Pile(usize),
}

const GLOW: Color = Color::srgba(0.40, 0.85, 1.0, 0.85);

/// The glow and the message (the H key is with the table's other keys).
pub(super) fn presentation_plugin(app: &mut App) {
    app.add_systems(
        Update,
        ((announce_hint, place_glows).in_set(AppSystems::Update),)
            .run_if(in_state(Screen::Turns).and_then(resource_exists::<Table>)),
    );
}

/// Says the hint in words when it arrives.
fn announce_hint(
    hint: Option<Res<Hint>>,
    table: Res<Table>,
    tr: Res<Tr>,
    mut toasts: MessageWriter<Advice>,
) {
    let Some(hint) = hint.filter(|hint| hint.is_added()) else {
        return;
    };
    let text = match hint.suggestion {
        Suggestion::Play(play) => {
            let ascending =
                table.game.piles()[play.pile].direction == crate::rules::Direction::Ascending;
            crate::tr!(
                tr,
                "hints-play",
                card = play.card,
                pile = play.pile + 1,
                direction = if ascending { "up" } else { "down" }
            )
        }
        Suggestion::EndTurn => crate::tr!(tr, "hints-end-turn"),
        Suggestion::GiveUp => crate::tr!(tr, "hints-give-up"),
    };
    toasts.write(Advice(text));
}

/// Keeps one glow behind each target of the hint, pulsing unless motion is reduced.
fn place_glows(
    mut commands: Commands,
    time: Res<Time>,
    hint: Option<Res<Hint>>,
    settings: Res<Settings>,
    cards: Query<(&CardView, &Transform, &Home), Without<HintGlow>>,
    piles: Query<(&PileView, &Transform), Without<HintGlow>>,
    mut glows: Query<(Entity, &HintGlow, &mut Transform, &mut Sprite)>,
) {
    let targets: Vec<GlowTarget> = match hint.as_deref().map(|hint| hint.suggestion) {
        Some(Suggestion::Play(play)) => {
            vec![GlowTarget::Card(play.card), GlowTarget::Pile(play.pile)]
        }
        _ => Vec::new(),
    };
    let alpha = if settings.accessibility.reduced_motion {
        0.85
    } else {
        0.55 + 0.35 * (time.elapsed_secs() * 5.0).sin().abs()
    };
    let mut shown = Vec::new();
    for (entity, glow, mut transform, mut sprite) in &mut glows {
        let place = match glow.target {
            GlowTarget::Card(card) => cards
                .iter()
                .find(|(view, _, home)| view.key.card == card && home.place == Place::Hand)
                .map(|(_, transform, _)| transform),
            GlowTarget::Pile(pile) => piles
                .iter()
                .find(|(view, _)| view.0 == pile)
                .map(|(_, transform)| transform),
        };
        match place.filter(|_| targets.contains(&glow.target)) {
            Some(place) => {
                transform.translation = place.translation - Vec3::Z * 0.05;
                transform.rotation = place.rotation;
                sprite.color = GLOW.with_alpha(alpha);
                shown.push(glow.target);
            }
            None => commands.entity(entity).despawn(),
        }
    }
    for target in targets.into_iter().filter(|target| !shown.contains(target)) {
        commands.spawn((
            DespawnOnExit(InMatch),
            HintGlow { target },
            Sprite::from_color(GLOW.with_alpha(0.0), CARD_SIZE + Vec2::splat(18.0)),
            Transform::from_xyz(0.0, 0.0, -10.0),
            Pickable::IGNORE,
        ));
    }
}
