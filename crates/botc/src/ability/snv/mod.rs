//! Sects & Violets: one file per character.
pub mod artist;
pub mod clockmaker;
pub mod dreamer;
pub mod juggler;
pub mod mathematician;
pub mod oracle;
pub mod savant;
pub mod seamstress;
pub mod vortox;
