//! Spy (Trouble Brewing, Minion). 000: each night she sees the grimoire; she may register as
//! good, and as a Townsfolk or an Outsider, even when dead.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "spy",
    learns: Some(|state, _| learn::grimoire(state)),
    sees_grimoire: true,
    registers_as: &[Team::Townsfolk, Team::Outsider],
    ..Ability::PLAIN
};
