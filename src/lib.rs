//! Grimoire: the Storyteller's grimoire for Blood on the Clocktower.
//!
//! - `engine`: the rules, pure Rust with no web crate, tested natively;
//! - `i18n`: every piece of interface text in English and French;
//! - `persist`: what is kept in the browser's localStorage;
//! - `journal`: the durable copy of every write in IndexedDB, and what it brings back at start;
//! - `ui`: the Leptos screens.

pub mod i18n;
pub mod journal;
pub mod persist;
pub mod ui;

/// The rules of Blood on the Clocktower (the `grimoire-botc` crate).
pub use botc as engine;
/// Links, QR codes, files and scripts of a Blood on the Clocktower game.
pub use botc::share;
