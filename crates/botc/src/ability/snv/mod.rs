//! Sects & Violets characters, one file each.

pub mod cerenovus;
pub mod eviltwin;
pub mod flowergirl;
pub mod klutz;
pub mod mutant;
pub mod sage;
pub mod towncrier;
pub mod witch;
