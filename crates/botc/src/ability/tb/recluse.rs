//! Recluse (Trouble Brewing, Outsider). 000: he may register as evil, and as a Minion or the
//! Demon, even when dead.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "recluse",
    registers_as: &[Team::Minion, Team::Demon],
    ..Ability::PLAIN
};
