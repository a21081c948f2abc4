//! Soldier (Trouble Brewing, Townsfolk). 000: he is safe from the Demon. The kill path asks for it (`crate::death`).
//!
//! Jinxes with the Leviathan and the Riot (official jinx list, [`crate::jinx`]): if the Demon
//! nominates the Soldier, his ability working, and he is executed (or is nominated in
//! the riot, where the nomination kills), good wins ([`Ability::protects_from_demon`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "soldier",
    under_attack: UnderAttack::Safe,
    protects_from_demon: Some(|state, soldier, target| {
        soldier == target && ability_works(state, soldier)
    }),
    ..Ability::PLAIN
};
