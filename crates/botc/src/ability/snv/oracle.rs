//! Oracle (Sects & Violets, Townsfolk). Character ability text: each night but the first, he
//! learns how many dead players are evil.
//!
//! Every dead player counts (those dead to the town but living on, the Zombuul, too). 002: a
//! player who may register as the other alignment makes another number the Storyteller's call
//! (002: a dead player's ability no longer works, so a dead Recluse registers as nothing else).
//! 001: drunk or poisoned (or with the Vortox), a false number is suggested.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "oracle",
    learns: Some(|state, _| oracle_number(state)),
    ..Ability::PLAIN
};

/// How many dead players are evil, and the other counts registration allows.
pub fn oracle_number(state: &GameState) -> NightInfo {
    let dead: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| !s.alive)
        .map(|s| s.id)
        .collect();
    let (value, may_be) = learn::counts_with_registration(state, &dead, |evil| {
        dead.iter().filter(|p| evil(**p)).count() as u32
    });
    NightInfo::Number { value, may_be }
}
