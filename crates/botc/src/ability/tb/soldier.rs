//! Soldier (Trouble Brewing, Townsfolk). 000: he is safe from the Demon. The kill path asks for it (`crate::death`).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "soldier",
    under_attack: UnderAttack::Safe,
    ..Ability::PLAIN
};
