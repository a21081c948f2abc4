//! Librarian (Trouble Brewing, Townsfolk). 000: on the first night she learns that one of two
//! players is a particular Outsider, or that no Outsider is in play.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "librarian",
    learns: Some(|state, seat| learn::pair_info(state, seat, Team::Outsider)),
    ..Ability::PLAIN
};
