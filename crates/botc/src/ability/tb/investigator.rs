//! Investigator (Trouble Brewing, Townsfolk). 000: on the first night he learns that one of
//! two players is a particular Minion.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "investigator",
    learns: Some(|state, seat| learn::pair_info(state, seat, Team::Minion)),
    ..Ability::PLAIN
};
