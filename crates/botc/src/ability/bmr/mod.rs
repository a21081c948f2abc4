//! Bad Moon Rising: one file per character.
pub mod godfather;
pub mod goon;
pub mod innkeeper;
pub mod lunatic;
pub mod mastermind;
pub mod moonchild;
pub mod tinker;
