//! The legal-move glow: while a card is picked or dragged, the piles that
//! may take it glow and the others dim, and the pile Up/Down point at is
//! marked; in the person's turn, cards with no
//! legal place are dimmed.

use bevy::prelude::*;

use crate::piles::session::PilesMatch;
use crate::piles::table::picked::Selection;
use crate::piles::table::piles::PileView;
use crate::piles::table::view::{
    CardSystems, CardView, Dragging, Home, PickedGlow, Place, face_colour,
};
use crate::shell::ui::theme::Colours;
use pilefire_engine::piles::rules::Play;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, highlight.in_set(CardSystems::Glow));
}

/// Piles that may take the picked card glow softly; the others dim.
fn highlight(
    table: Res<PilesMatch>,
    selection: Res<Selection>,
    colours: Res<Colours>,
    dragging: Query<&CardView, With<Dragging>>,
    mut piles: Query<(&PileView, &mut Sprite)>,
    mut faces: Query<(&CardView, &mut Sprite, Option<&Home>, &Children), Without<PileView>>,
    mut glows: Query<&mut Visibility, With<PickedGlow>>,
) {
    let game = &table.game;
    let viewer = table.viewer();
    let picked = dragging
        .iter()
        .next()
        .map(|view| view.key.card)
        .or(selection.card);
    let active = table.is_human(viewer) && game.to_move() == viewer && !game.is_over();
    for (pile, mut sprite) in &mut piles {
        let pointed = selection.pile == Some(pile.0);
        let colour = match picked {
            Some(card) if active => {
                match (
                    game.check_play(viewer, Play::new(card, pile.0)).is_ok(),
                    pointed,
                ) {
                    (true, true) => colours.accent,
                    (true, false) => colours.target_legal,
                    (false, true) => colours.danger,
                    (false, false) => colours.target_illegal,
                }
            }
            _ if pointed && active => colours.accent,
            _ => colours.place_frame,
        };
        // Written only when different: a pile at rest lets the window rest.
        if sprite.color != colour {
            sprite.color = colour;
        }
    }
    // In the person's turn, cards with no legal place right now are dimmed.
    let playable: Vec<u8> = if active {
        game.legal_plays().iter().map(|play| play.card).collect()
    } else {
        Vec::new()
    };
    let ruleset = game.ruleset();
    for (view, mut sprite, home, children) in &mut faces {
        let glowing = picked == Some(view.key.card) && view.face_up;
        let in_hand = home.is_some_and(|home| home.place == Place::Hand);
        let base = face_colour(view.key.card, ruleset, &colours);
        let face = if active && in_hand && !playable.contains(&view.key.card) {
            base.mix(&Color::srgb(0.45, 0.45, 0.45), 0.45)
        } else {
            base
        };
        if sprite.color != face {
            sprite.color = face;
        }
        for child in children.iter() {
            if let Ok(mut visibility) = glows.get_mut(child) {
                visibility.set_if_neq(if glowing {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                });
            }
        }
    }
}
