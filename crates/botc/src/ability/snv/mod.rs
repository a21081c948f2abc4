//! Sects & Violets: one file per character.

pub mod artist;
pub mod barber;
pub mod cerenovus;
pub mod clockmaker;
pub mod dreamer;
pub mod eviltwin;
pub mod fanggu;
pub mod flowergirl;
pub mod juggler;
pub mod klutz;
pub mod mathematician;
pub mod mutant;
pub mod nodashii;
pub mod oracle;
pub mod philosopher;
pub mod pithag;
pub mod sage;
pub mod savant;
pub mod seamstress;
pub mod snakecharmer;
pub mod sweetheart;
pub mod towncrier;
pub mod vigormortis;
pub mod vortox;
pub mod witch;
