//! A hint at the table: the card and the pile it names glow, pulsing unless
//! motion is reduced, and a message says it in words.

use bevy::prelude::*;

use crate::game::core::session::MatchSystems;

use crate::game::core::hints::Hint;
use crate::game::core::language::Tr;
use crate::game::core::session::Match;
use crate::game::core::settings::Settings;
use crate::game::core::states::{AppSystems, InMatch};
use crate::game::table::hud::Advice;
use crate::game::table::layout::CARD_SIZE;
use crate::game::table::piles::PileView;
use crate::game::table::view::{CardView, Home, Place};
use crate::game::ui::art::{self, Art};
use crate::rules::Action;

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
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        ((announce_hint, place_glows).in_set(AppSystems::Update),).in_set(MatchSystems::Playing),
    );
}

/// Says the hint in words when it arrives.
fn announce_hint(
    hint: Option<Res<Hint>>,
    table: Res<Match>,
    tr: Res<Tr>,
    mut toasts: MessageWriter<Advice>,
) {
    let Some(hint) = hint.filter(|hint| hint.is_added()) else {
        return;
    };
    let text = match hint.suggestion {
        Action::Play(play) => {
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
        Action::EndTurn => crate::tr!(tr, "hints-end-turn"),
        Action::GiveUp => crate::tr!(tr, "hints-give-up"),
        // A hint is a bot's first step, and bots neither undo nor signal here.
        Action::Undo | Action::Signal { .. } => return,
    };
    toasts.write(Advice(text));
}

/// Keeps one glow behind each target of the hint, pulsing unless motion is reduced.
fn place_glows(
    mut commands: Commands,
    art: Res<Art>,
    time: Res<Time>,
    hint: Option<Res<Hint>>,
    settings: Res<Settings>,
    cards: Query<(&CardView, &Transform, &Home), Without<HintGlow>>,
    piles: Query<(&PileView, &Transform), Without<HintGlow>>,
    mut glows: Query<(Entity, &HintGlow, &mut Transform, &mut Sprite)>,
) {
    let targets: Vec<GlowTarget> = match hint.as_deref().map(|hint| hint.suggestion) {
        Some(Action::Play(play)) => {
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
            art::sprite(
                &art.glow,
                art::glow_size(CARD_SIZE) * 1.08,
                GLOW.with_alpha(0.0),
            ),
            Transform::from_xyz(0.0, 0.0, -10.0),
            Pickable::IGNORE,
        ));
    }
}
