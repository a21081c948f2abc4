//! Baron (Trouble Brewing, Minion). 000: two more Outsiders are in play. A setup change (`crate::data`).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "baron",
    ..Ability::PLAIN
};
