//! Virgin (Trouble Brewing, Townsfolk). 000: the first time she is nominated, if the nominator is a Townsfolk, the
//! nominator is executed at once. Her rule is worked out by the day (`crate::day`).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "virgin",
    executes_townsfolk_nominator: true,
    ..Ability::PLAIN
};
