//! Soldier (Trouble Brewing, Townsfolk). 000: he is safe from the Demon. The kill path asks for it (`crate::death`).

use crate::ability::Ability;

pub const ABILITY: Ability = Ability {
    id: "soldier",
    ..Ability::PLAIN
};
