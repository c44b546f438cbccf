//! A hint at the table, in its own colour: the suggested card lifts and
//! glows, its pile glows with an arrow under it, pulsing unless motion is
//! reduced, and a message says it in words. Asking for a hint puts down the
//! picked card, so the pick's gold never lights the table beside it.

use bevy::prelude::*;

use crate::piles::session::MatchSystems;

use crate::piles::InMatch;
use crate::piles::hints::Hint;
use crate::piles::session::PilesMatch;
use crate::piles::table::hud::Advice;
use crate::piles::table::layout::CARD_SIZE;
use crate::piles::table::picked::Selection;
use crate::piles::table::piles::PileView;
use crate::piles::table::view::{CardSystems, CardView, Home, Place};
use crate::shell::language::Tr;
use crate::shell::settings::Settings;
use crate::shell::states::AppSystems;
use crate::shell::ui::art::{self, Art};
use crate::shell::ui::rest::AmbientClock;
use pilefire_engine::piles::rules::Action;

/// A light of the hint: behind the suggested card, behind the pile it
/// goes to, or the arrow under that pile pointing up at it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintLight {
    pub target: HintTarget,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HintTarget {
    Card(u8),
    Pile(usize),
    Arrow(usize),
}

/// The hint's own colour, apart from the pick's gold and the legal-move green.
pub const HINT_COLOUR: Color = Color::srgba(0.40, 0.85, 1.0, 0.85);
const ARROW_SIZE: Vec2 = Vec2::new(34.0, 40.0);

/// The glow, the arrow and the message (the H key is with the table's other keys).
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (clear_pick_for_hint, announce_hint).in_set(AppSystems::React),
            place_lights.in_set(CardSystems::Glow),
        )
            .in_set(MatchSystems::Playing),
    );
}

/// A hint replaces the pick: the golden halo and the legal piles' glow of
/// another card would otherwise light the table beside the hint's own.
fn clear_pick_for_hint(hint: Option<Res<Hint>>, mut selection: ResMut<Selection>) {
    if hint.is_some_and(|hint| hint.is_added()) && selection.card.is_some() {
        selection.card = None;
    }
}

/// Says the hint in words when it arrives.
fn announce_hint(
    hint: Option<Res<Hint>>,
    table: Res<PilesMatch>,
    tr: Res<Tr>,
    mut toasts: MessageWriter<Advice>,
) {
    let Some(hint) = hint.filter(|hint| hint.is_added()) else {
        return;
    };
    let text = match hint.suggestion {
        Action::Play(play) => {
            let ascending = table.game.piles()[play.pile].direction
                == pilefire_engine::piles::rules::Direction::Ascending;
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

/// Keeps the hint's lights where their targets are: a pulsing glow behind
/// the suggested card (lifted in the hand, see `cards`) and its pile, and an
/// arrow under the pile pointing up at it, bobbing; all still with reduced
/// motion. A picked card keeps only its golden halo: one light per card.
fn place_lights(
    mut commands: Commands,
    art: Res<Art>,
    time: Res<AmbientClock>,
    hint: Option<Res<Hint>>,
    selection: Res<Selection>,
    settings: Res<Settings>,
    cards: Query<(&CardView, &Transform, &Home), Without<HintLight>>,
    piles: Query<(&PileView, &Transform), Without<HintLight>>,
    mut lights: Query<(Entity, &HintLight, &mut Transform, &mut Sprite)>,
) {
    let targets: Vec<HintTarget> = match hint.as_deref().map(|hint| hint.suggestion) {
        Some(Action::Play(play)) => {
            let mut targets = vec![HintTarget::Pile(play.pile), HintTarget::Arrow(play.pile)];
            if selection.card != Some(play.card) {
                targets.push(HintTarget::Card(play.card));
            }
            targets
        }
        _ => Vec::new(),
    };
    let still = settings.accessibility.reduced_motion;
    let beat = (time.elapsed_secs() * 5.0).sin().abs();
    let alpha = if still { 0.85 } else { 0.55 + 0.35 * beat };
    let bob = if still { 0.0 } else { 6.0 * beat };
    let mut shown = Vec::new();
    for (entity, light, mut transform, mut sprite) in &mut lights {
        let place = match light.target {
            HintTarget::Card(card) => cards
                .iter()
                .find(|(view, _, home)| view.key.card == card && home.place == Place::Hand)
                .map(|(_, transform, _)| *transform),
            HintTarget::Pile(pile) => piles
                .iter()
                .find(|(view, _)| view.0 == pile)
                .map(|(_, transform)| *transform),
            HintTarget::Arrow(pile) => {
                piles
                    .iter()
                    .find(|(view, _)| view.0 == pile)
                    .map(|(_, transform)| {
                        let below = CARD_SIZE.y / 2.0 + 44.0 + ARROW_SIZE.y / 2.0;
                        Transform::from_translation(
                            transform.translation - Vec3::Y * (below + bob) + Vec3::Z * 30.0,
                        )
                    })
            }
        };
        match place.filter(|_| targets.contains(&light.target)) {
            Some(place) => {
                // Written only when different: an unchanged light lets the window rest.
                transform.set_if_neq(Transform {
                    translation: match light.target {
                        HintTarget::Arrow(_) => place.translation,
                        _ => place.translation - Vec3::Z * 0.05,
                    },
                    rotation: place.rotation,
                    ..*transform
                });
                let colour = HINT_COLOUR.with_alpha(alpha);
                if sprite.color != colour {
                    sprite.color = colour;
                }
                shown.push(light.target);
            }
            None => commands.entity(entity).despawn(),
        }
    }
    for target in targets.into_iter().filter(|target| !shown.contains(target)) {
        let sprite = match target {
            HintTarget::Arrow(_) => {
                art::sprite(&art.arrow, ARROW_SIZE, HINT_COLOUR.with_alpha(0.0))
            }
            _ => art::sprite(
                &art.glow,
                art::glow_size(CARD_SIZE) * 1.08,
                HINT_COLOUR.with_alpha(0.0),
            ),
        };
        commands.spawn((
            DespawnOnExit(InMatch),
            HintLight { target },
            sprite,
            Transform::from_xyz(0.0, 0.0, -10.0),
            Pickable::IGNORE,
        ));
    }
}
