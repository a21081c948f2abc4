//! The carousel Demon whose kills the Storyteller decides, and that is not held by a seat:
//! Lil' Monsta (the Minions mind it; a player might die). Character ability text.
//!
//! It wakes at its place with its prompt and no choice, so the Demons' plain attack
//! ([`crate::ability::ANY_DEMON`]) is not offered; the Storyteller records the deaths by hand.

use crate::ability::prelude::*;

/// A Demon whose step is a prompt: it wakes, chooses nothing the engine acts on.
const fn prompt_only(id: &'static str) -> Ability {
    Ability {
        id,
        ..Ability::PLAIN
    }
}

pub const LILMONSTA: Ability = prompt_only("lilmonsta");

/// The Demon above: its definition runs nothing, the Storyteller does.
pub const BY_HAND: [&str; 1] = ["lilmonsta"];
