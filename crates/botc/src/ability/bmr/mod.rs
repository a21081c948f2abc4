//! Bad Moon Rising: one file per character.
pub mod innkeeper;
