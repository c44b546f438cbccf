//! What the person has in hand at the table: the card picked (by click, keys
//! or drag) and the pile whose history is open. Pointer, keys, cards, piles
//! and the screen reader all read these.

use bevy::prelude::*;

/// The card the person has picked.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Selection {
    pub card: Option<u8>,
    /// The pile Up/Down point at (keyboard and pad players), which Space
    /// plays the picked card on.
    pub pile: Option<usize>,
}

/// The pile whose history the panel shows: the one under the pointer, or the
/// one asked for with Alt+1-4 (keyboard and screen-reader players).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HistoryPile(pub Option<usize>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Selection>();
    app.init_resource::<HistoryPile>();
}
