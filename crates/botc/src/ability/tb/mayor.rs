//! Mayor (Trouble Brewing, Townsfolk). 000: with three players alive and no execution, his team wins; if he
//! would die at night, another player might die instead. Worked out by the kill path and the
//! victory check.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "mayor",
    under_attack: UnderAttack::MayRedirect,
    wins_with_three_alive: true,
    ..Ability::PLAIN
};
