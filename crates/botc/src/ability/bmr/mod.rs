//! Bad Moon Rising: one file per character.
pub mod chambermaid;
pub mod courtier;
pub mod exorcist;
pub mod gambler;
pub mod gossip;
pub mod grandmother;
pub mod innkeeper;
pub mod minstrel;
pub mod professor;
