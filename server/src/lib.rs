//! Pilefire's table server: friends and bots at one table over the
//! network, with the engine as referee and every hand kept hidden.
//! No Bevy: the same library runs as `pilefire serve` and can run inside
//! the game when it hosts a table. The protocol and the security model are
//! in `docs/ONLINE.md`.

pub mod cli;
pub mod client;
pub mod code;
pub mod game;
pub mod house;
pub mod load;
pub mod net;
pub mod protocol;
pub mod store;
pub mod table;

pub use house::{House, ServerConfig};
pub use net::Server;
