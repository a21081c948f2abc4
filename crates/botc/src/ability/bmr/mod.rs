//! Bad Moon Rising: one file per character.
pub mod chambermaid;
pub mod courtier;
pub mod exorcist;
pub mod gambler;
pub mod godfather;
pub mod goon;
pub mod gossip;
pub mod grandmother;
pub mod innkeeper;
pub mod lunatic;
pub mod mastermind;
pub mod minstrel;
pub mod moonchild;
pub mod professor;
pub mod tinker;
