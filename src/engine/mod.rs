//! The rules of Blood on the Clocktower, as pure Rust.
//!
//! No web or UI crate may be used below this module: it compiles natively so that `cargo test`
//! exercises every rule without a browser.

pub mod apply;
pub mod card;
pub mod character;
pub mod command;
pub mod data;
pub mod day;
pub mod death;
pub mod error;
pub mod event;
pub mod game;
pub mod info;
pub mod night;
pub mod pending;
pub mod phase;
pub mod reminder;
pub mod rng;
pub mod script;
pub mod seat;
pub mod setup;
pub mod state;
pub mod status;
pub mod victory;
pub mod vote;
pub mod warning;

#[cfg(test)]
mod test_util;

pub use character::{Alignment, Lang, Team};
pub use command::{Assignment, Command};
pub use error::RuleError;
pub use event::Event;
pub use game::{Game, GameConfig};
pub use phase::Phase;
pub use seat::PlayerId;
pub use state::GameState;
