//! Trouble Brewing: one file per character.

pub mod washerwoman;
pub mod librarian;
pub mod investigator;
pub mod chef;
pub mod empath;
pub mod fortuneteller;
pub mod undertaker;
pub mod monk;
pub mod ravenkeeper;
pub mod virgin;
pub mod slayer;
pub mod soldier;
pub mod mayor;
pub mod butler;
pub mod drunk;
pub mod recluse;
pub mod saint;
pub mod poisoner;
pub mod spy;
pub mod scarletwoman;
pub mod baron;
pub mod imp;
