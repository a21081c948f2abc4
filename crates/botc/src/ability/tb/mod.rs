//! Trouble Brewing: one file per character.

pub mod baron;
pub mod butler;
pub mod chef;
pub mod drunk;
pub mod empath;
pub mod fortuneteller;
pub mod imp;
pub mod investigator;
pub mod librarian;
pub mod mayor;
pub mod monk;
pub mod poisoner;
pub mod ravenkeeper;
pub mod recluse;
pub mod saint;
pub mod scarletwoman;
pub mod slayer;
pub mod soldier;
pub mod spy;
pub mod undertaker;
pub mod virgin;
pub mod washerwoman;
