//! Washerwoman (Trouble Brewing, Townsfolk). 000: on the first night she learns that one of
//! two players is a particular Townsfolk.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "washerwoman",
    learns: Some(|state, seat| learn::pair_info(state, seat, Team::Townsfolk)),
    ..Ability::PLAIN
};
