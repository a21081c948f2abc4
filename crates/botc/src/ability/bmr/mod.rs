//! Bad Moon Rising: one file per character.
