//! Saint (Trouble Brewing, Outsider). 000: if she dies by execution, her team loses. Worked out by the
//! execution (`crate::day`).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "saint",
    loses_if_executed: true,
    ..Ability::PLAIN
};
