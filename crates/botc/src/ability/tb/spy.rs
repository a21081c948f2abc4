//! Spy (Trouble Brewing, Minion). 000: each night she sees the grimoire; she may register as
//! good, and as a Townsfolk or an Outsider, even when dead. Jinx (the Poppy Grower): while the
//! Poppy Grower lives with a working ability, she does not see it ([`learn::sees_grimoire`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "spy",
    learns: Some(learn::grimoire_seen),
    sees_grimoire: true,
    registers_as: &[Team::Townsfolk, Team::Outsider],
    ..Ability::PLAIN
};
