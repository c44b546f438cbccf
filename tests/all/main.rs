#[cfg(feature = "game")]
mod game;
