//! Sects & Violets: one file per character.
pub mod barber;
pub mod fanggu;
pub mod nodashii;
pub mod philosopher;
pub mod pithag;
pub mod snakecharmer;
pub mod sweetheart;
pub mod vigormortis;
