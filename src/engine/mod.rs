//! The rules of Blood on the Clocktower, as pure Rust.
//!
//! No web or UI crate may be used below this module: it compiles natively so that `cargo test`
//! exercises every rule without a browser.

pub mod character;
pub mod data;
