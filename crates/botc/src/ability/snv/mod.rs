//! Sects & Violets: one file per character.

pub mod barber;
pub mod cerenovus;
pub mod eviltwin;
pub mod fanggu;
pub mod flowergirl;
pub mod klutz;
pub mod mutant;
pub mod nodashii;
pub mod philosopher;
pub mod pithag;
pub mod sage;
pub mod snakecharmer;
pub mod sweetheart;
pub mod towncrier;
pub mod vigormortis;
pub mod witch;
