//! What a card on the table is: its identity, where it belongs, the parts
//! it is drawn from, its face colour, and the order the card systems run in
//! each frame (mirror the engine, move, glow, report).

use bevy::prelude::*;

use crate::piles::session::MatchSystems;
use crate::shell::states::AppSystems;

/// A card's identity: co-op has one deck; in Duel each seat has its own 2-59.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardKey {
    pub deck: usize,
    pub card: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Hand,
    Pile { pile: usize, depth: usize },
}

#[derive(Component, Debug, Clone, Copy)]
pub struct CardView {
    pub key: CardKey,
    pub face_up: bool,
}

/// Where the engine says the card belongs now.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Home {
    pub position: Vec3,
    pub rotation: f32,
    pub place: Place,
}

#[derive(Component, Debug, Clone, Copy)]
pub struct Dragging;

#[derive(Component)]
pub(crate) struct CardBack;

/// The soft light around a picked card.
#[derive(Component)]
pub(crate) struct PickedGlow;

/// The shadow a card casts; it grows and softens as the card is lifted.
#[derive(Component)]
pub(crate) struct CardShadow;

/// Where a card's shadow falls when it lies on the table (light from above).
pub(crate) const SHADOW_OFFSET: Vec2 = Vec2::new(2.0, -3.0);

pub(crate) const PICKED_GLOW: Color = Color::srgb(0.98, 0.80, 0.30);

pub(crate) use crate::piles::card_look::face_colour;

/// The card systems' order within a frame: new homes are found, cards fly
/// there, the glow follows where they are, then whether anything still moves.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardSystems {
    Mirror,
    Move,
    Glow,
    Report,
}

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            CardSystems::Mirror,
            CardSystems::Move,
            CardSystems::Glow,
            CardSystems::Report,
        )
            .chain()
            .in_set(AppSystems::Update)
            .in_set(MatchSystems::OnTable),
    );
}
