//! Empath (Trouble Brewing, Townsfolk). 000: each night she learns how many of her two living
//! neighbours are evil.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "empath",
    learns: Some(|state, seat| empath_number(state, seat.id)),
    ..Ability::PLAIN
};

/// Empath: how many of the two nearest living neighbours are evil (dead players skipped).
pub fn empath_number(state: &GameState, empath: PlayerId) -> NightInfo {
    let mut around = Vec::new();
    if let Some(l) = state.neighbour(empath, false, true) {
        around.push(l);
    }
    if let Some(r) = state.neighbour(empath, true, true) {
        if !around.contains(&r) {
            around.push(r);
        }
    }
    around.retain(|p| *p != empath);
    let (value, may_be) = learn::counts_with_registration(state, &around, |evil| {
        around.iter().filter(|p| evil(**p)).count() as u32
    });
    NightInfo::Number { value, may_be }
}
