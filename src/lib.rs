//! Grimoire: the Storyteller's grimoire for Blood on the Clocktower and the game master's book
//! for Quinte-bourg, as an offline web app. Three pages on one binary (`main.rs`): the
//! home page, Blood on the Clocktower's and Quinte-bourg's.
//!
//! - `engine`: Blood on the Clocktower's rules (the `grimoire-botc` crate; Quinte-bourg's are the
//!   `grimoire-quintebourg` crate, the core both share `grimoire-table`), pure Rust with no web
//!   crate, tested natively;
//! - `i18n`: every piece of interface text in English and French;
//! - `persist`: what is kept in the browser's localStorage;
//! - `player_card`: what one player's card link holds, built from a game;
//! - `journal`: the durable copy of every write in IndexedDB, and what it brings back at start;
//! - `ui`: the Leptos screens.

pub mod i18n;
pub mod journal;
pub mod persist;
pub mod player_card;
pub mod ui;

/// The rules of Blood on the Clocktower (the `grimoire-botc` crate).
pub use botc as engine;
/// Links, QR codes, files and scripts of a Blood on the Clocktower game.
pub use botc::share;
