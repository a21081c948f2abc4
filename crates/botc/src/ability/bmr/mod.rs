//! Bad Moon Rising: one file per character.
pub mod assassin;
pub mod devilsadvocate;
pub mod fool;
pub mod innkeeper;
pub mod pacifist;
pub mod po;
pub mod pukka;
pub mod sailor;
pub mod shabaloth;
pub mod tealady;
pub mod zombuul;
