//! The rules of Blood on the Clocktower, as pure Rust, and the ways a game is shared (links,
//! QR codes, files, custom scripts).
//!
//! This crate depends on no web or UI crate, so the compiler keeps the rules pure: it compiles
//! natively and `cargo test` exercises every rule without a browser.

pub mod ability;
pub mod abnormal;
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
pub mod jinx;
pub mod legacy;
pub mod madness;
pub mod night;
pub mod pending;
pub mod phase;
pub mod record;
pub mod reminder;
pub mod script;
pub mod seat;
/// The seeded generator behind every suggestion (from the table).
pub use table::rng;
pub mod setup;
pub mod share;
pub mod state;
pub mod status;
pub mod texts;
pub mod victory;
pub mod vote;
pub mod warning;

#[cfg(test)]
mod test_util;

pub use character::{Alignment, Lang, Team};
pub use command::{Assignment, Command};
pub use error::RuleError;
pub use event::Event;
pub use game::{Botc, BotcGame, Game, GameConfig};
pub use phase::Phase;
pub use seat::PlayerId;
pub use state::GameState;
