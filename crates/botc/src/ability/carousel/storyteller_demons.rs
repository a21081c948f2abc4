//! The carousel Demons whose kills the Storyteller decides, or that do not kill by choosing a
//! player at all: Lil' Monsta (the Minions mind it; a player might die) and Legion (a player
//! might die). Character ability text.
//!
//! Each wakes at its place with its prompt and no choice, so the Demons' plain attack
//! ([`crate::ability::ANY_DEMON`]) is not offered; the Storyteller records the deaths by hand.
//! Legion also registers as a Minion (character ability text).

use crate::ability::prelude::*;

/// A Demon whose step is a prompt: it wakes, chooses nothing the engine acts on.
const fn prompt_only(id: &'static str) -> Ability {
    Ability {
        id,
        ..Ability::PLAIN
    }
}

pub const LILMONSTA: Ability = prompt_only("lilmonsta");
pub const LEGION: Ability = Ability {
    registers_as: &[Team::Minion],
    ..prompt_only("legion")
};

/// The Demons above: their definitions run nothing, the Storyteller does.
pub const BY_HAND: [&str; 2] = ["lilmonsta", "legion"];
