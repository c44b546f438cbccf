//! The places on the chameleon table cards fly from and to.

use bevy::prelude::*;

/// A place cards fly from or to, on the board's node for it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Spot {
    Deck,
    Held,
    Row(usize),
    Player(usize),
    Banner,
}
